"""The mutable game state: a façade over an immutable record with an undo stack.

``State`` is written once for every game. It holds the current record, the stack of
previous records and the history of applied actions; the game's
[`Rules`][tabletop.engine.rules.Rules] supplies the rule functions. Undo is a pop, a clone copies
two lists that share every record, and an illegal action is refused before anything changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Generic, cast

import numpy as np

from .actions import Action, IllegalActionError, NotAnActionError
from .chance import as_generator
from .excerpt import cut, excerpt
from .observation import Observation
from .outcome import Outcome
from .rules import CHANCE, TERMINAL, R, Rules


class State(Generic[R]):
    """A game in progress: the current record, its history and the way back.

    Examples:
        >>> import tabletop
        >>> state = tabletop.load_game("fox_duet").initial_state()   # doctest: +SKIP
        >>> state.is_chance                                          # doctest: +SKIP
        True
    """

    __slots__ = ("rules", "_record", "_stack", "_history", "_legal")

    def __init__(self, rules: Rules[R], record: R):
        self.rules = rules
        self._record = record
        self._stack: list[R] | None = []  # None once the state forgets its past
        self._history: list[Action] = []
        self._legal: Sequence[Action] | None = None

    # -- what is being asked ---------------------------------------------------------------
    @property
    def record(self) -> R:
        """The immutable record of everything that changes (hidden parts included)."""
        return self._record

    @property
    def num_players(self) -> int:
        """Number of seats."""
        return self.rules.num_players

    @property
    def current_player(self) -> int:
        """The deciding seat, or ``CHANCE`` (-1), or ``TERMINAL`` (-2)."""
        return self.rules.current_player(self._record)

    @property
    def is_chance(self) -> bool:
        """Whether a chance event is due (``current_player == CHANCE``)."""
        return self.rules.current_player(self._record) == CHANCE

    @property
    def is_terminal(self) -> bool:
        """Whether the game has ended (``current_player == TERMINAL``)."""
        return self.rules.current_player(self._record) == TERMINAL

    @property
    def phase(self) -> str:
        """Name of the pending decision or chance event, as the game's spec names it."""
        return self.rules.phase(self._record)

    def legal_actions(self) -> list[Action]:
        """Legal actions of the deciding seat; at a chance event, its outcomes; at the end, []."""
        return list(self._legal_now())

    def _legal_now(self) -> Sequence[Action]:
        """The legal actions, asked of the rules once per record and kept (not a copy)."""
        if self._legal is None:
            self._legal = self.rules.legal_actions(self._record)
        return self._legal

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """``(outcome, probability)`` pairs of the pending chance event ([] otherwise)."""
        if not self.is_chance:
            return []
        outcomes = list(self.rules.chance_outcomes(self._record))
        if self._legal is None:  # the outcomes are the legal actions: spare apply a recount
            self._legal = [a for a, _ in outcomes]
        return outcomes

    def legal_indices(self) -> list[int]:
        """The action indices (``rules.action_index``) of the legal decision actions, in
        ``legal_actions`` order; empty at chance events and the end.

        Examples:
            >>> import tabletop
            >>> state = tabletop.Game(tabletop.load_game("tokaido_duo"), seed=1).state
            >>> [str(a) for a in state.legal_actions()], state.legal_indices()
            (['die:pilgrim', 'die:merchant', 'die:painter'], [0, 1, 2])
        """
        if self.current_player < 0:
            return []
        index = self.rules._index  # the kernel's action -> index table
        return [index[a] for a in self._legal_now()]

    def legal_mask(self) -> np.ndarray:
        """Boolean mask over ``rules.num_actions``; all False at chance events and the end."""
        mask = np.zeros(self.rules.num_actions, dtype=bool)
        mask[self.legal_indices()] = True
        return mask

    # -- changing it -------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Apply a legal action or chance outcome.

        Raises [`IllegalActionError`][tabletop.engine.actions.IllegalActionError] (naming the rule)
        and leaves the state unchanged when ``action`` is not legal now.
        """
        listed = _listed(action, self._legal_now())
        if listed is None:
            raise self._refusal(action)
        record = self.rules.next_record(self._record, listed)
        if self._stack is not None:
            self._stack.append(self._record)
        self._history.append(listed)
        self._record = record
        self._legal = None

    def _refusal(self, action: object) -> Exception:
        """The error for an action that is not legal now; the rule ID it names is its
        ``rule``."""
        if not isinstance(action, Action):
            how = (f"rules.parse_action({excerpt(action)})" if isinstance(action, str)
                   else "rules.parse_action(text)")
            return NotAnActionError(
                f"{self.rules.name}: apply() takes an action, not {type(action).__name__} "
                f"{excerpt(action)}; get one from state.legal_actions() or {how}",
                action=action)
        if not self.rules.knows(action):
            return NotAnActionError(
                f"{_name(action)} ({type(action).__module__}.{type(action).__name__}) "
                f"is not an action of {self.rules.name}; get one from state.legal_actions() or "
                "rules.parse_action(text)", action=action)
        if self.is_terminal:
            return IllegalActionError(f"the game is over; {action} cannot be applied",
                                      action=action)
        message = self.rules.explain_illegal(self._record, action)
        cited = _RULE_ID.match(message)
        return IllegalActionError(message, action=action,
                                  rule=cited.group(1) if cited else None)

    def undo(self) -> Action:
        """Take back the last applied action and return it (``IndexError`` if none)."""
        stack = self._past("undo")
        if not stack:
            raise IndexError("undo: nothing has been applied")
        self._record = stack.pop()
        self._legal = None
        return self._history.pop()

    def clone(self) -> State[R]:
        """An independent copy sharing the immutable records."""
        other = self.__class__.__new__(self.__class__)
        other.rules = self.rules
        other._record = self._record
        other._stack = None if self._stack is None else list(self._stack)
        other._history = list(self._history)
        other._legal = self._legal
        return other

    @property
    def history(self) -> tuple[Action, ...]:
        """Every applied action, chance outcomes included, oldest first."""
        return tuple(self._history)

    @property
    def steps(self) -> int:
        """How many actions (decisions and chance outcomes) have been applied:
        ``len(history)`` without copying it."""
        return len(self._history)

    def transitions(self, start: int = 0) -> list[tuple[R, Action, R]]:
        """``(record before, action, record after)`` of each applied step from ``start``
        on (for narration and analysis)."""
        records = [*self._past("transitions")[start:], self._record]
        return list(zip(records, self._history[start:], records[1:]))

    def public_history(self, player: int) -> list[Action | str]:
        """The history as ``player`` saw it: hidden outcomes (another seat's deal, a
        hidden pick) replaced by what was visible of them."""
        see = self.rules.observe_action
        return [see(rec, a, player) for rec, a in zip(self._past("public_history"),
                                                       self._history)]

    def forget_past(self) -> None:
        """Keep no past records from now on (and drop those kept): ``apply`` then keeps only
        the action history, so a driver that never steps back (the batched and PettingZoo
        environments) holds one record per game and leaves the garbage collector little to
        walk. ``undo``, ``transitions`` and ``public_history`` raise afterwards.

        Examples:
            >>> import tabletop
            >>> state = tabletop.Game(tabletop.load_game("tokaido_duo"), seed=1).state
            >>> state.forget_past()
            >>> state.apply(state.legal_actions()[0])
            >>> len(state.history) > 0
            True
            >>> state.undo()  # doctest: +ELLIPSIS
            Traceback (most recent call last):
            ...
            RuntimeError: undo needs the past records, which this state no longer keeps ...
        """
        self._stack = None

    def _past(self, asker: str) -> list[R]:
        """The stack of past records, for ``asker`` (a method's name) that needs it."""
        if self._stack is None:
            raise RuntimeError(f"{asker} needs the past records, which this state no longer "
                               "keeps (forget_past)")
        return self._stack

    # -- results --------------------------------------------------------------------------------
    def scores(self) -> tuple[float, ...]:
        """Points per seat as the game counts them, now or at the end."""
        return self.rules.scores(self._record)

    def winners(self) -> frozenset[int]:
        """Winning seats at the end; empty before."""
        if not self.is_terminal:
            return frozenset()
        return self.rules.winners(self._record)

    def returns(self) -> tuple[float, ...]:
        """Rewards for learning: 0 before the end; at the end 1 win, 0 loss (shared wins split)."""
        return self.rules.returns(self._record)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, who won, the scores and the returns; None before the end.

        Examples:
            >>> import tabletop
            >>> rules = tabletop.load_game("fox_duet")
            >>> bots = [tabletop.bots.RandomBot(seed=s) for s in (1, 2)]
            >>> state = tabletop.play(rules, bots, seed=3).record.replay()
            >>> outcome = state.outcome
            >>> outcome.termination.name, outcome.winners, outcome.returns
            ('LOST_IN_FOREST', frozenset(), (0.0, 0.0))
        """
        if not self.is_terminal:
            return None
        record = self._record
        return Outcome(self.rules.termination(record), self.winners(), tuple(self.scores()),
                       tuple(self.returns()))

    # -- views ------------------------------------------------------------------------------------
    def observation(self, player: int) -> Observation:
        """What ``player`` may know now; ``.to_array()`` encodes it."""
        self._check_player(player)
        return cast(Observation, self.rules.observation(self._record, player))

    def observation_array(self, player: int) -> np.ndarray:
        """``observation(player).to_array()``, through the rules' ``observation_array`` (a
        game may encode it without building the observation)."""
        self._check_player(player)
        return self.rules.observation_array(self._record, player)

    def determinize(self, player: int, rng: np.random.Generator | int | Any = None) -> State[R]:
        """A full state agreeing with ``player``'s observation, hidden parts resampled.

        The returned state starts a fresh history (the true history would leak the very
        outcomes that were resampled).
        """
        self._check_player(player)
        record = self.rules.determinize(self._record, player, as_generator(rng))
        return self.__class__(self.rules, record)

    def _check_player(self, player: int) -> None:
        """A seat number: an int (not a bool) in ``0 .. num_players - 1``."""
        if type(player) is not int and not isinstance(player, np.integer):
            raise TypeError(f"player must be a seat number 0..{self.rules.num_players - 1}, "
                            f"not {type(player).__name__} {excerpt(player)}")
        if not 0 <= player < self.rules.num_players:
            raise ValueError(f"player {excerpt(player)} outside 0..{self.rules.num_players - 1}")

    # -- comparison and text ----------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.rules == other.rules and self._record == other._record

    def __hash__(self) -> int:
        return hash(self._record)

    def __str__(self) -> str:
        return self.rules.render(self._record)

    def _repr_svg_(self) -> str | None:
        """The public picture of the table (hidden cards face down), for Jupyter; None
        where the game draws none."""
        return self.rules.render_svg(self._record, None)

    def __repr__(self) -> str:
        return f"<{self.rules.name} state, phase {self.phase}, {len(self._history)} actions>"


_RULE_ID = re.compile(r"([A-Z]+-[0-9][0-9.]*[0-9]|[A-Z]+-[0-9]+):")
"""A rule ID at the start of a refusal message: ``FD-3.5:``, ``TD-12.3:``, ``TOY-2:``."""


def _name(action: Action) -> str:
    """An action that is not the game's by its text, or by its ``repr`` where its text
    cannot be written (fields that name nothing of its game, another game's action)."""
    try:
        return cut(str(action))
    except Exception:  # a foreign action's __str__ may fail on fields it never expected
        return excerpt(action)


def _listed(action: Action, legal: Sequence[Action]) -> Action | None:
    """The action of ``legal`` equal to ``action`` (None if there is none), trying identity
    first: games hand out pre-built actions, so this skips comparing the chosen action
    field by field with every action listed before it. The rules then always see the
    listed instance, whether ``action`` is it or an equal copy (built anew, unpickled)."""
    for listed in legal:
        if listed is action:
            return listed
    for listed in legal:
        if listed == action:
            return listed
    return None


Rules.state_class = State
