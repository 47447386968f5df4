"""The game definition: metadata, the phase table and the rule hooks of one game.

A game subclasses [`Rules`][tabletop.engine.rules.Rules] as a frozen attrs class whose fields are
its options (declared with `option`), declares its metadata
([`GameInfo`][tabletop.engine.info.GameInfo]) and its phase table
([`tabletop.engine.phases`][tabletop.engine.phases]). The rule functions take an immutable *record*
(the game's [`Frozen`][tabletop.engine.frozen.Frozen] state record) and return facts about it or a
new record; they never mutate. The mutable [`State`][tabletop.engine.state.State] façade wraps a
record and calls them, so apply/undo/clone/history are written once, here in the kernel, and so is
the application of forced decisions (option ``auto_forced``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

import attrs
import numpy as np

from .action_space import ActionSpace
from .actions import Action
from .derive import Derives, derived
from .info import GameInfo
from .options import OptionInfo, by_name, forced_option
from .outcome import GameOver, Termination
from .phases import Kind, Phase

R = TypeVar("R")  # a game's state record

CHANCE = -1
"""``current_player`` while a chance event (deal, die, draw) is due."""
TERMINAL = -2
"""``current_player`` once the game has ended."""


@attrs.frozen(slots=False)
class Rules(Derives, ActionSpace, Generic[R]):
    """Base class of a game's rules.

    Subclasses are ``@attrs.frozen`` classes whose option fields come from `option`.
    A game declares its phases in `phases` (see [`tabletop.engine.phases`][tabletop.engine.phases])
    and the kernel derives the turn machine from them. ``name`` is the game's registry name,
    ``info`` its [`GameInfo`][tabletop.engine.info.GameInfo], ``state_class`` a richer ``State``.
    What follows from the options (boards, tables) is declared with
    [`derived`][tabletop.engine.derive.derived] and computed when the rules are built.
    """

    name: ClassVar[str] = ""
    info: ClassVar[GameInfo | None] = None
    state_class: ClassVar[type] = None  # type: ignore[assignment]  # set by state.py
    phases: ClassVar[Mapping[str, Phase]] = {}
    """The phase table: phase name -> [`Phase`][tabletop.engine.phases.Phase]."""
    option_aliases: ClassVar[Mapping[str, str]] = {}
    """Other names an option is accepted under (a spec's own name), alias -> option."""

    auto_forced: bool = forced_option(False)
    """Apply a decision with a single legal action at once, inside ``next_record``. Every
    game accepts it; a game whose rules apply such decisions themselves defaults to True."""

    # -- options ---------------------------------------------------------------------------
    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """Names of the options this game accepts as keyword arguments (``auto_forced``
        last)."""
        names = [a.name for a in attrs.fields(cls) if a.metadata.get("option")]
        return tuple(sorted(names, key=lambda n: n == "auto_forced"))

    @classmethod
    def option_info(cls) -> dict[str, OptionInfo]:
        """Every option with its default, accepted values and meaning.

        Examples:
            >>> from tabletop.games.fox_duet import Rules
            >>> Rules.option_info()["level"].choices
            (1, 2, 3)
        """
        fields = {a.name: a for a in attrs.fields(cls)}
        return {name: OptionInfo.of(fields[name]) for name in cls.option_names()}

    @classmethod
    def from_options(cls, **options: Any) -> Rules[Any]:
        """Build the rules from keyword options (an alias counts as its option, and
        ``num_players``, as PettingZoo and OpenSpiel name it, as ``players``), refusing
        unknown names with the valid list.

        Examples:
            >>> from tabletop.games.kst import Rules
            >>> Rules.from_options(num_players=2).players
            2
        """
        return cls(**by_name(cls.name or cls.__name__, options, cls.option_aliases,
                             cls.option_names()))

    @property
    def options(self) -> dict[str, Any]:
        """The option values of these rules, as accepted by `from_options`."""
        return {name: getattr(self, name) for name in self.option_names()}

    # -- the turn machine, derived from the phase table ------------------------------------
    @property
    def num_players(self) -> int:
        """Number of seats; a game with a ``players`` option returns it."""
        return int(self.players)  # type: ignore[attr-defined]

    @property
    def max_game_length(self) -> int:
        """An upper bound on the steps of one game under these options (``info``'s bound
        by default; a game whose options lengthen it computes its own)."""
        if self.info is None:
            raise NotImplementedError(f"{type(self).__name__} declares no GameInfo")
        return self.info.max_length

    def initial_record(self) -> R:
        """The record of a new game (it may start with a chance event)."""
        raise NotImplementedError

    @derived
    def _fixed_seat(self) -> Mapping[str, int | None]:
        """``CHANCE`` or ``TERMINAL`` per phase; None where the record's actor decides."""
        fixed = {Kind.CHANCE: CHANCE, Kind.TERMINAL: TERMINAL}
        return {name: fixed.get(p.kind) for name, p in self.phases.items()}

    def current_player(self, record: R) -> int:
        """The seat that decides now, ``CHANCE`` (-1) or ``TERMINAL`` (-2)."""
        seat = self._fixed_seat[record.phase]  # type: ignore[attr-defined]
        return record.actor if seat is None else seat  # type: ignore[attr-defined]

    def phase(self, record: R) -> str:
        """The spec's name of the pending decision or chance event (a plain string)."""
        return str(record.phase)  # type: ignore[attr-defined]

    def legal_actions(self, record: R) -> Sequence[Action]:
        """The legal actions of the deciding seat; at a chance event, its outcomes.

        The answer for the last record asked about is kept (records never change, so
        neither can it): `next_record` lists a new record's actions to see whether the
        decision is forced, and ``State`` asks again to pose it."""
        last, actions = self._last_legal[0]
        if last is record:
            return actions
        actions = tuple(self.phases[record.phase].legal(self, record))  # type: ignore
        self._last_legal[0] = (record, actions)
        return actions

    @derived
    def _last_legal(self) -> list[tuple[Any, tuple[Action, ...]]]:
        """The record `legal_actions` answered last, and its answer (one entry)."""
        return [(None, ())]

    def chance_outcomes(self, record: R) -> Sequence[tuple[Action, float]]:
        """``(outcome, probability)`` pairs of the pending chance event ([] otherwise)."""
        outcomes = self.phases[record.phase].outcomes  # type: ignore[attr-defined]
        return outcomes(self, record) if outcomes is not None else []

    def transition(self, record: R, action: Action) -> R:
        """The record right after a legal ``action``: the phase's ``apply``, then the
        automatic steps it leads to (`proceed`)."""
        record = self.phases[record.phase].apply(self, record, action)  # type: ignore
        return self.proceed(record) if self._automatic else record

    def proceed(self, record: R) -> R:
        """``record`` after the automatic steps due in it: while it is in an
        [`automatic`][tabletop.engine.phases.automatic] phase, its first pending task
        (field ``todo``) runs, or with none pending the phase's next step."""
        automatic = self._automatic
        while (phase := automatic.get(record.phase)) is not None:  # type: ignore[attr-defined]
            todo = record.todo  # type: ignore[attr-defined]
            if todo:
                record = phase.task(self, record, todo[0], todo[1:])  # type: ignore[misc]
            else:
                record = phase.step(self, record)  # type: ignore[misc]
        return record

    @derived
    def _automatic(self) -> Mapping[str, Phase]:
        """The automatic phases of the table, by name (empty for most games)."""
        return {name: p for name, p in self.phases.items() if p.kind is Kind.AUTOMATIC}

    def next_record(self, record: R, action: Action) -> R:
        """The record after a legal ``action`` (checked before the call); with ``auto_forced``,
        every following decision with a single legal action is applied too, here only."""
        return self._forced(self.transition(record, action))

    def unfold(self, record: R, action: Action) -> Iterator[tuple[R, Action, R, bool]]:
        """The transitions `next_record` makes for ``action``, in order, as ``(before,
        action, after, forced)``: the action's own, then each decision applied because it
        was the only choice (``forced``). Narration tells them one by one."""
        forced = False
        while True:
            after = self.transition(record, action)
            yield record, action, after, forced
            record = after
            if not self.auto_forced or self.current_player(record) < 0:
                return
            legal = self.legal_actions(record)
            if len(legal) != 1:
                return
            action, forced = legal[0], True

    def _forced(self, record: R) -> R:
        """``record`` with, under ``auto_forced``, every decision with a single legal
        action applied."""
        if self.auto_forced:
            while self.current_player(record) >= 0:
                legal = self.legal_actions(record)
                if len(legal) != 1:
                    break
                record = self.transition(record, legal[0])
        return record

    def explain_illegal(self, record: R, action: Action) -> str:
        """Why ``action`` is illegal now, starting with the rule ID."""
        phase = self.phases.get(self.phase(record)) if self.phases else None
        if phase is not None and phase.explain is not None:
            why = phase.explain(self, record, action)
            if why:
                return why
        legal = ", ".join(str(a) for a in self.legal_actions(record)) or "none"
        if phase is None:
            return f"{action} is not legal in phase {self.phase(record)}; legal: {legal}"
        asks = phase.asks.format(actor=self.current_player(record))
        return (f"{phase.rule}: '{action}' is not legal now: {asks} (phase "
                f"{self.phase(record)}); legal: {legal}")

    # -- results and views: the hooks every game implements -------------------------------
    def scores(self, record: R, /) -> tuple[float, ...]:
        """Points per seat as the game counts them (so far, or final)."""
        raise NotImplementedError

    def winners(self, record: R, /) -> frozenset[int]:
        """Winning seats at the end; empty before the end."""
        raise NotImplementedError

    def returns(self, record: R, /) -> tuple[float, ...]:
        """Per-seat reward for learning: 0 before the end; at the end 0 for a losing seat
        and, for a winning one, 1 in a cooperative game or for a member of the winning
        team (1/2 each when the teams draw), otherwise 1/k for each of k seats tied for
        the win."""
        n = self.num_players
        won = self.winners(record)
        if not won or self.current_player(record) != TERMINAL:
            return (0.0,) * n
        info = self.info
        if info is not None and (info.cooperative or info.teams):
            share = 0.5 if info.teams and len(won) == n else 1.0
        else:
            share = 1.0 / len(won)
        return tuple(share if p in won else 0.0 for p in range(n))

    def observation(self, record: R, player: int, /) -> Any:
        """What ``player`` may know now, as an
        [`Observation`][tabletop.engine.observation.Observation]."""
        raise NotImplementedError

    def observation_array(self, record: R, player: int, /) -> np.ndarray:
        """As ``observation(record, player).to_array()``; a game may skip building the object."""
        return np.asarray(self.observation(record, player).to_array())

    def observation_arrays(self, records: Sequence[R], players: Sequence[int], /) -> np.ndarray:
        """The ``observation_array`` of each record and seat as rows of one float32 array (a
        batched environment asks for every game at once; a game may write them in one go)."""
        rows = [self.observation_array(r, p) for r, p in zip(records, players)]
        return np.array(rows, np.float32).reshape(len(rows), *self.observation_shape)

    @property
    def observation_shape(self) -> tuple[int, ...]:
        """Shape of every ``observation(p).to_array()``."""
        raise NotImplementedError

    def determinize(self, record: R, player: int, rng: np.random.Generator, /) -> R:
        """A record agreeing with everything ``player`` knows, hidden parts resampled."""
        raise NotImplementedError

    def observe_action(self, record: R, action: Action, player: int, /) -> Action | str:
        """How ``player`` saw ``action`` applied at ``record``: the action itself when it is
        public (the default), otherwise a stand-in naming only what was visible."""
        return action

    def render(self, record: R, /) -> str:
        """A readable text picture of the table."""
        return f"{self.name} - phase {self.phase(record)}"

    def render_svg(self, record: R, seat: int | None = None, /) -> str | None:
        """The table as SVG text as ``seat`` sees it (None: public view); None: no picture."""
        return None

    # -- telling a person what happens (terminal play) --------------------------------------
    def screen(self, record: R, seat: int, /) -> tuple[str, str, str]:
        """Terminal play's screen for ``seat``: a header line, the table as ``seat`` sees it
        and its own hand (the default: the title, the observation and no hand line)."""
        title = self.info.title if self.info else self.name
        return title, str(self.observation(record, seat)), ""

    def asks(self, record: R, /) -> str:
        """What the pending decision or chance event is, in one line (the phase table's
        ``asks`` with the deciding seat filled in)."""
        return self.phases[self.phase(record)].asks.format(actor=self.current_player(record))

    def gloss(self, record: R, action: Action, /) -> str:
        """What choosing ``action`` now means, in a few words (a die's value, the kind of
        place a move goes to); empty when the action's text says it all."""
        return ""

    def narrate(self, before: R, action: Action, after: R, viewer: int, /) -> list[str]:
        """What happened when ``action`` took ``before`` to ``after``, as seat ``viewer``
        may know it: one line per event, each naming the acting seat. Games tell more (who
        won a trick, what was earned); the default names the action as ``viewer`` saw it."""
        seat = self.current_player(before)
        seen = self.observe_action(before, action, viewer)
        return [f"chance: {seen}" if seat == CHANCE else f"P{seat}: {seen}"]

    def guide(self) -> str:
        """The goal of the game and the legend of its table and action texts (``help``)."""
        return (self.info.title if self.info else self.name) + ": no guide written."

    def termination(self, record: R, /) -> Termination:
        """How a finished game ended: a member of the game's own
        [`Termination`][tabletop.engine.outcome.Termination] enum (default ``GameOver.ENDED``)."""
        return GameOver.ENDED

    def report(self, record: R, /) -> str:
        """At the end: the result and how the scores came about."""
        won = ", ".join(f"P{p}" for p in sorted(self.winners(record))) or "nobody"
        scores = ", ".join(f"P{p} {s}" for p, s in enumerate(self.scores(record)))
        return f"winners: {won}; scores: {scores}"

    # -- states --------------------------------------------------------------------------------
    def initial_state(self) -> Any:
        """A new [`State`][tabletop.engine.state.State] at the start of a game (under
        ``auto_forced``, past any opening decision with a single legal action)."""
        return self.state_class(self, self._forced(self.initial_record()))

    def state_from_record(self, record: R) -> Any:
        """A [`State`][tabletop.engine.state.State] standing on ``record`` with no history
        (for tests and analysis: set up a position directly)."""
        return self.state_class(self, record)
