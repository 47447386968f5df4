"""Game records: a game's name, options, seed and actions as JSON, and their replay.

A record is enough to rebuild every step of a game: :meth:`GameRecord.replay` applies each
action in turn and stops at the first one the rules refuse, naming its step.
"""

from __future__ import annotations

import json
from typing import Any

import attrs

from .actions import IllegalActionError
from .registry import load_game
from .rules import Rules
from .state import State

FORMAT = "tabletop-record/1"


class RecordError(ValueError):
    """A malformed record, or one whose actions the rules refuse (names the step)."""


@attrs.frozen
class GameRecord:
    """A replayable account of one game.

    Examples:
        >>> record = GameRecord(game="fox_duet", options={"level": 1}, seed=None, actions=())
        >>> GameRecord.from_json(record.to_json()) == record
        True
    """

    game: str
    options: dict[str, Any] = attrs.field(factory=dict)
    seed: int | None = None
    actions: tuple[str, ...] = ()
    scores: tuple[float, ...] | None = None

    @classmethod
    def of(cls, state: State, seed: int | None = None) -> GameRecord:
        """The record of ``state``'s history (its rules must be registered by name)."""
        rules = state.rules
        return cls(game=rules.name, options=rules.options, seed=seed,
                   actions=tuple(str(a) for a in state.history),
                   scores=tuple(state.scores()) if state.is_terminal else None)

    def to_json(self, indent: int | None = None) -> str:
        """The record as JSON text, read back by :meth:`from_json`."""
        data = {"format": FORMAT, "game": self.game, "options": self.options,
                "seed": self.seed, "actions": list(self.actions)}
        if self.scores is not None:
            data["scores"] = list(self.scores)
        return json.dumps(data, indent=indent)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Parse a record; anything malformed raises :class:`RecordError` saying what."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"record is not valid JSON: {exc}") from None
        if not isinstance(data, dict):
            raise RecordError("record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"record format must be {FORMAT!r}, got {data.get('format')!r}")
        fields = {"game": str, "options": dict, "actions": list}
        for name, kind in fields.items():
            if not isinstance(data.get(name), kind):
                raise RecordError(f"record field {name!r} must be a {kind.__name__}")
        if not all(isinstance(a, str) for a in data["actions"]):
            raise RecordError("record field 'actions' must hold strings only")
        seed = data.get("seed")
        if seed is not None and not isinstance(seed, int):
            raise RecordError("record field 'seed' must be an integer or null")
        scores = data.get("scores")
        return cls(game=data["game"], options=data["options"], seed=seed,
                   actions=tuple(data["actions"]),
                   scores=None if scores is None else tuple(scores))

    def replay(self, rules: Rules | None = None) -> State:
        """Rebuild the game, checking every step; the final state is returned.

        The game is loaded by name and options, or ``rules`` is used as given (for a game
        that is not registered); its name must match the record's.
        """
        if rules is None:
            try:
                rules = load_game(self.game, **self.options)
            except (KeyError, ValueError) as exc:
                raise RecordError(f"record names a game that cannot be loaded: {exc}") from None
        elif rules.name != self.game:
            raise RecordError(f"record is of {self.game!r}, not {rules.name!r}")
        state = rules.initial_state()
        for step, text in enumerate(self.actions):
            try:
                state.apply(state.rules.parse_action(text))
            except (IllegalActionError, ValueError) as exc:
                raise RecordError(f"step {step} ({text!r}) is illegal: {exc}") from None
        if self.scores is not None and state.is_terminal and tuple(state.scores()) != tuple(
                self.scores):
            raise RecordError(f"record claims scores {list(self.scores)}, "
                              f"the replay gives {list(state.scores())}")
        return state
