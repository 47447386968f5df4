"""The game definition: options, static data and the pure rule functions of one game.

A game subclasses :class:`Rules` as a frozen attrs class whose fields are its options
(declared with :func:`option`). The rule functions take an immutable *record* (the
game's frozen attrs state record) and return facts about it or a new record; they never
mutate. The mutable :class:`~tabletop.engine.state.State` façade wraps a record and
calls them, so apply/undo/clone/history are written once, here in the kernel.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

import attrs
import numpy as np

from .actions import Action

R = TypeVar("R")  # a game's state record

CHANCE = -1
"""``current_player`` while a chance event (deal, die, draw) is due."""
TERMINAL = -2
"""``current_player`` once the game has ended."""


class OptionError(ValueError):
    """An unknown game option, or a value the option does not accept."""


def option(default: Any, *, choices: Iterable[Any] | None = None,
           check: Callable[[Any], bool] | None = None,
           converter: Callable[[Any], Any] | None = None, doc: str = "") -> Any:
    """Declare a game option as an attrs field.

    ``choices`` lists the accepted values; ``check`` is a predicate for open-ended ones
    (for example a file path); ``converter`` normalises a value first (for example a JSON
    list into a tuple). A refused value raises :class:`OptionError` naming the option and
    what it accepts.
    """
    allowed = tuple(choices) if choices is not None else None

    def validate(instance: Any, attribute: attrs.Attribute, value: Any) -> None:
        if allowed is not None and value not in allowed:
            raise OptionError(
                f"option {attribute.name}={value!r} is not accepted; choose one of "
                + ", ".join(repr(c) for c in allowed))
        if check is not None and not check(value):
            raise OptionError(f"option {attribute.name}={value!r} is not accepted ({doc})")

    return attrs.field(default=default, validator=validate, kw_only=True, converter=converter,
                       metadata={"option": True, "choices": allowed, "doc": doc})


class Rules(Generic[R]):
    """Base class of a game's rules.

    Subclasses are ``@attrs.frozen`` classes whose option fields come from :func:`option`,
    and implement the rule hooks below over their record type. ``name`` is the game's
    registry name; ``state_class`` lets a game offer a richer ``State`` subclass.
    """

    name: ClassVar[str] = ""
    state_class: ClassVar[type] = None  # type: ignore[assignment]  # set by state.py

    # -- options ---------------------------------------------------------------------------
    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """Names of the options this game accepts as keyword arguments."""
        return tuple(a.name for a in attrs.fields(cls) if a.metadata.get("option"))

    @classmethod
    def from_options(cls, **options: Any) -> Rules:
        """Build the rules from keyword options, refusing unknown names with the valid list."""
        valid = cls.option_names()
        unknown = sorted(set(options) - set(valid))
        if unknown:
            raise OptionError(
                f"{cls.name or cls.__name__}: unknown option {', '.join(unknown)}; "
                f"valid options: {', '.join(valid) or '(none)'}")
        return cls(**options)

    @property
    def options(self) -> dict[str, Any]:
        """The option values of these rules, as accepted by :meth:`from_options`."""
        return {name: getattr(self, name) for name in self.option_names()}

    # -- the rule hooks a game implements ---------------------------------------------------
    @property
    def num_players(self) -> int:
        """Number of seats; a game with a ``players`` option returns it."""
        return int(self.players)

    def initial_record(self) -> R:
        """The record of a new game (it may start with a chance event)."""
        raise NotImplementedError

    def current_player(self, record: R) -> int:
        """The seat that decides now, ``CHANCE`` (-1) or ``TERMINAL`` (-2)."""
        raise NotImplementedError

    def phase(self, record: R) -> str:
        """The spec's name of the pending decision or chance event."""
        raise NotImplementedError

    def legal_actions(self, record: R) -> Sequence[Action]:
        """The legal actions of the deciding seat; at a chance event, its outcomes."""
        raise NotImplementedError

    def chance_outcomes(self, record: R) -> Sequence[tuple[Action, float]]:
        """``(outcome, probability)`` pairs of the pending chance event."""
        raise NotImplementedError

    def next_record(self, record: R, action: Action) -> R:
        """The record after a legal ``action`` (legality is checked before the call)."""
        raise NotImplementedError

    def explain_illegal(self, record: R, action: Action) -> str:
        """Why ``action`` is illegal now, naming the rule; games refine this."""
        legal = ", ".join(str(a) for a in self.legal_actions(record)) or "none"
        return f"{action} is not legal in phase {self.phase(record)}; legal: {legal}"

    def scores(self, record: R) -> tuple[float, ...]:
        """Points per seat as the game counts them (so far, or final)."""
        raise NotImplementedError

    def winners(self, record: R) -> frozenset[int]:
        """Winning seats at the end; empty before the end."""
        raise NotImplementedError

    def returns(self, record: R) -> tuple[float, ...]:
        """Per-seat reward: 0 before the end; at the end 1 for a win, 0 for a loss, a
        shared win splits the point (cooperative games override to give every seat 1)."""
        n = self.num_players
        won = self.winners(record)
        if not won or self.current_player(record) != TERMINAL:
            return (0.0,) * n
        share = 1.0 / len(won)
        return tuple(share if p in won else 0.0 for p in range(n))

    def observation(self, record: R, player: int):
        """What ``player`` may know now, as an :class:`~tabletop.engine.observation.Observation`."""
        raise NotImplementedError

    @property
    def observation_shape(self) -> tuple[int, ...]:
        """Shape of every ``observation(p).to_array()``."""
        raise NotImplementedError

    def determinize(self, record: R, player: int, rng: np.random.Generator) -> R:
        """A record agreeing with everything ``player`` knows, hidden parts resampled."""
        raise NotImplementedError

    def observe_action(self, record: R, action: Action, player: int) -> Action | str:
        """How ``player`` saw ``action`` applied at ``record``: the action itself when it is
        public (the default), otherwise a stand-in naming only what was visible."""
        return action

    def render(self, record: R) -> str:
        """A readable text picture of the table."""
        return repr(record)

    # -- action space ------------------------------------------------------------------------
    @property
    def action_space(self) -> Sequence[Action]:
        """Every decision action of the game, in a fixed order (its index order)."""
        raise NotImplementedError

    @property
    def chance_space(self) -> Sequence[Action]:
        """Every chance outcome the game can produce (for parsing records)."""
        return ()

    @functools.cached_property
    def _index(self) -> Mapping[Action, int]:
        return {a: i for i, a in enumerate(self.action_space)}

    @functools.cached_property
    def _by_text(self) -> Mapping[str, Action]:
        table: dict[str, Action] = {}
        for a in (*self.action_space, *self.chance_space):
            key = _text_key(str(a))
            if table.setdefault(key, a) != a:
                raise ValueError(f"{self.name}: two actions share the text {str(a)!r}")
        return table

    @property
    def num_actions(self) -> int:
        """Size of the decision action space (length of ``legal_mask``)."""
        return len(self.action_space)

    def action_index(self, action: Action) -> int:
        """The stable integer of a decision action."""
        try:
            return self._index[action]
        except KeyError:
            raise ValueError(f"{action!r} is not a decision action of {self.name}") from None

    def action_from_index(self, index: int) -> Action:
        """The decision action with integer ``index``."""
        if not 0 <= index < self.num_actions:
            raise ValueError(f"action index {index} outside 0..{self.num_actions - 1}")
        return self.action_space[index]

    def parse_action(self, text: str) -> Action:
        """Read an action (or chance outcome) back from its ``str()``; case and spacing are
        forgiven."""
        try:
            return self._by_text[_text_key(text)]
        except KeyError:
            raise ValueError(f"{self.name}: no action reads {text!r}") from None

    # -- states --------------------------------------------------------------------------------
    def initial_state(self):
        """A new :class:`~tabletop.engine.state.State` at the start of a game."""
        return self.state_class(self, self.initial_record())

    def state_from_record(self, record: R):
        """A :class:`~tabletop.engine.state.State` standing on ``record`` with no history
        (for tests and analysis: set up a position directly)."""
        return self.state_class(self, record)


def _text_key(text: str) -> str:
    return " ".join(text.split()).casefold()
