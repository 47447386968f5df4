"""The driver: a state plus a seeded source that resolves chance events, and ``play``.

A person or a bot driving a [`Game`][tabletop.engine.game.Game] only ever sees decisions: after
every applied action the game draws the due chance outcomes from its own seeded stream. The same
seed and the same decisions give the same game on every machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import attrs
import numpy as np

from .actions import Action
from .chance import Rng, Seed
from .outcome import Outcome
from .record import GameRecord
from .rules import Rules
from .state import State


class Bot(Protocol):
    """Anything with ``choose(view) -> action`` can take a seat."""

    def choose(self, view: BotView) -> Action:
        """The action this bot takes for the seat of ``view``: one of its legal actions."""


class BotView:
    """What a deciding seat may use: its observation, its legal actions, the history as it
    saw it, the rules, and determinization. The hidden state itself is not reachable."""

    __slots__ = ("_state", "player")

    def __init__(self, state: State[Any], player: int):
        self._state = state
        self.player = player

    @property
    def rules(self) -> Rules[Any]:
        """The rules of the game being played."""
        return self._state.rules

    @property
    def phase(self) -> str:
        """Name of the pending decision, as the game's spec names it."""
        return self._state.phase

    @property
    def observation(self) -> Any:
        """``rules.observation`` for this seat: the game's own
        [`Observation`][tabletop.engine.observation.Observation] subclass."""
        return self._state.observation(self.player)

    def legal_actions(self) -> list[Action]:
        """The actions this seat may choose from now."""
        return self._state.legal_actions()

    @property
    def history(self) -> list[Action | str]:
        """The game so far as this seat saw it (hidden outcomes masked)."""
        return self._state.public_history(self.player)

    def determinize(self, rng: np.random.Generator | int | None = None) -> State[Any]:
        """A full state consistent with this seat's knowledge (fresh history)."""
        return self._state.determinize(self.player, rng)


class Game:
    """A game in progress that resolves its own chance events from ``seed``; with
    ``undo=False`` it keeps no way back (no past records, no undo marks).

    Examples:
        >>> import tabletop
        >>> game = tabletop.Game(tabletop.load_game("fox_duet"), seed=1)
        >>> game.state.is_chance
        False
    """

    def __init__(self, rules: Rules[Any], seed: Seed | Rng = None, *,
                 max_auto_steps: int | None = None, undo: bool = True):
        self.rules = rules
        self.max_auto_steps = (rules.max_game_length if max_auto_steps is None
                               else max_auto_steps)
        """The most chance events in a row before a decision or the end (by default the
        game's ``max_game_length``: a game that draws more is broken)."""
        self.seed = seed if isinstance(seed, int) else None
        self.rng = Rng(seed)
        self.state: State[Any] = rules.initial_state()
        self._marks: list[tuple[int, Any]] | None = []  # (history length, rng state)
        """Where each decision started, to undo it; None with ``undo=False``, where the
        state keeps no past records either (`State.forget_past`): a driver that never steps
        back, such as an environment, keeps its memory flat."""
        if not undo:
            self._marks = None
            self.state.forget_past()
        self._advance()

    @property
    def current_player(self) -> int:
        """The deciding seat, or ``TERMINAL`` (-2) once the game is over."""
        return self.state.current_player

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.is_terminal

    def legal_actions(self) -> list[Action]:
        """The legal actions of the deciding seat ([] once the game is over)."""
        return self.state.legal_actions()

    def view(self) -> BotView:
        """The deciding seat's [`BotView`][tabletop.engine.game.BotView]."""
        return BotView(self.state, self.state.current_player)

    def apply(self, action: Action) -> None:
        """Apply a decision, then resolve the chance events that follow it."""
        if self.state.is_chance:
            raise ValueError("a chance event is due; Game resolves chance itself")
        marks = self._marks
        steps, rng_state = self.state.steps, (None if marks is None
                                               else self.rng.generator.bit_generator.state)
        self.state.apply(action)  # may refuse it: a mark is kept only once it is applied
        if marks is not None:
            marks.append((steps, rng_state))
        self._advance()

    def undo(self) -> Action:
        """Take back the last decision (and the chance events after it);
        the chance stream rewinds too, so replaying the decision gives the same outcomes."""
        if self._marks is None:
            raise RuntimeError("undo: this game was made with undo=False")
        if not self._marks:
            raise IndexError("undo: no decision has been made")
        length, rng_state = self._marks.pop()
        action = self.state.history[length]
        while self.state.steps > length:
            self.state.undo()
        self.rng.generator.bit_generator.state = rng_state
        return action

    def _advance(self) -> None:
        resolve_chance(self.state, self.rng, self.max_auto_steps)


def resolve_chance(state: State[Any], rng: Rng, most: int) -> None:
    """Apply the chance events due in ``state``, each outcome drawn by its probability from
    ``rng``, until a decision or the end; more than ``most`` in a row is a broken game
    (``RuntimeError``). `Game` resolves chance with it, and so does a driver of many games
    that keeps no undo marks (`tabletop.adapters.vector`)."""
    for _ in range(most):
        if not state.is_chance:
            return
        state.apply(rng.weighted(state.chance_outcomes()))
    raise RuntimeError(f"{state.rules.name}: no decision or end after {most} chance events")


@attrs.frozen
class MatchResult:
    """The result of one game: its [`Outcome`][tabletop.engine.outcome.Outcome] (how it ended,
    winners, scores, returns), its length and the full record."""

    outcome: Outcome
    length: int
    decisions: int
    history: tuple[Action, ...]
    game: str
    options: dict[str, Any]
    seed: int | None

    @property
    def scores(self) -> tuple[float, ...]:
        """The final scores (``outcome.scores``)."""
        return self.outcome.scores

    @property
    def winners(self) -> frozenset[int]:
        """The winning seats (``outcome.winners``)."""
        return self.outcome.winners

    @property
    def returns(self) -> tuple[float, ...]:
        """The returns for learning (``outcome.returns``)."""
        return self.outcome.returns

    @property
    def record(self) -> GameRecord:
        """The replayable [`GameRecord`][tabletop.engine.record.GameRecord] (built on demand, so
        a tournament that keeps only results does not pay for it)."""
        return GameRecord(game=self.game, options=self.options, seed=self.seed,
                          actions=tuple(str(a) for a in self.history), scores=self.scores)


def play(rules: Rules[Any], bots: Sequence[Bot], seed: Seed = None, *, max_steps: int = 1_000_000
         ) -> MatchResult:
    """Play one game with ``bots[p]`` in seat ``p`` and return the
    [`MatchResult`][tabletop.engine.game.MatchResult].

    Examples:
        >>> import tabletop
        >>> rules = tabletop.load_game("fox_duet")
        >>> bots = [tabletop.bots.RandomBot(seed=s) for s in (1, 2)]
        >>> result = tabletop.play(rules, bots, seed=3)
        >>> result.record.replay().is_terminal
        True
    """
    if len(bots) != rules.num_players:
        raise ValueError(f"{rules.name} needs {rules.num_players} bots, got {len(bots)}")
    game = Game(rules, seed)
    decisions = 0
    while not game.is_over:
        if decisions >= max_steps:
            raise RuntimeError(f"{rules.name}: no end after {max_steps} decisions")
        game.apply(bots[game.current_player].choose(game.view()))
        decisions += 1
    state, outcome = game.state, game.state.outcome
    assert outcome is not None  # the game is over
    return MatchResult(outcome=outcome, length=state.steps, decisions=decisions,
                       history=state.history, game=rules.name, options=rules.options,
                       seed=game.seed)
