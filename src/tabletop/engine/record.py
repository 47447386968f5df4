"""Game records: a game's name, options, seed and actions as JSON, and their replay.

A record is enough to rebuild every step of a game:
[`GameRecord.replay`][tabletop.engine.record.GameRecord.replay] applies each action in turn and
stops at the first one the rules refuse, naming its step.

What a replay proves: every action is legal where it stands; a record that claims final
scores ends the game with exactly those scores; and a record with a seed draws every chance
outcome (deal, die, draw) that the seed draws, as [`Game`][tabletop.engine.game.Game] and
[`play`][tabletop.engine.game.play] do, so its deals and rolls cannot be edited. A record
without a seed proves legality only: its chance outcomes may have been chosen.
"""

from __future__ import annotations

import json
from typing import Any

import attrs

from .actions import IllegalActionError
from .chance import MAX_SEED, Rng
from .excerpt import cut, excerpt
from .registry import UnknownGameError, rules_class
from .rules import Rules
from .state import State

FORMAT = "tabletop-record/1"


def _plain_options(options: dict[str, Any]) -> dict[str, Any]:
    """Options as JSON gives them back (`_plain`)."""
    return {k: _plain(v) for k, v in options.items()}


def _plain(value: Any) -> Any:
    """``value`` as JSON gives it back: tuples and lists as lists, at every depth."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


class RecordError(ValueError):
    """A malformed record, or one whose actions the rules refuse (names the step)."""


@attrs.frozen
class GameRecord:
    """A replayable account of one game.

    ``options`` are kept as JSON has them (tuples become lists), so a record equals
    itself read back from its JSON.

    Examples:
        >>> record = GameRecord(game="kst", options={"teams": ("S", "R")}, seed=None)
        >>> record.options
        {'teams': ['S', 'R']}
        >>> GameRecord.from_json(record.to_json()) == record
        True
    """

    game: str
    options: dict[str, Any] = attrs.field(factory=dict, converter=_plain_options)
    seed: int | None = None
    actions: tuple[str, ...] = ()
    scores: tuple[float, ...] | None = None

    @classmethod
    def of(cls, state: State[Any], seed: int | None = None) -> GameRecord:
        """The record of ``state``'s history (its rules must be registered by name)."""
        rules = state.rules
        return cls(game=rules.name, options=rules.options, seed=seed,
                   actions=tuple(str(a) for a in state.history),
                   scores=tuple(state.scores()) if state.is_terminal else None)

    def to_json(self, indent: int | None = None) -> str:
        """The record as JSON text, read back by `from_json`."""
        data: dict[str, Any] = {"format": FORMAT, "game": self.game, "options": self.options,
                "seed": self.seed, "actions": list(self.actions)}
        if self.scores is not None:
            data["scores"] = list(self.scores)
        return json.dumps(data, indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Parse a record (text, or UTF-8 bytes); anything malformed raises
        [`RecordError`][tabletop.engine.record.RecordError] saying what, quoting at most a short
        excerpt.

        Records are limited to [`MAX_RECORD_BYTES`][tabletop.engine.record.MAX_RECORD_BYTES],
        [`MAX_ACTIONS`][tabletop.engine.record.MAX_ACTIONS] actions of at most
        [`MAX_ACTION_TEXT`][tabletop.engine.record.MAX_ACTION_TEXT] characters, and JSON nesting
        Python can parse."""
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError(f"record is {len(text):,} bytes long; the limit is "
                              f"{MAX_RECORD_BYTES:,}")
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise RecordError(f"record is not UTF-8 text: {exc.reason} at byte "
                                  f"{exc.start}") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"record is not valid JSON: {exc.msg} at line {exc.lineno} "
                              f"column {exc.colno}") from None
        except RecursionError:
            raise RecordError("record is nested too deeply to be a game record") from None
        return cls._from_data(data)

    @classmethod
    def _from_data(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise RecordError(f"record must be a JSON object, got {_kind(data)}")
        if data.get("format") != FORMAT:
            raise RecordError(f"record format must be {FORMAT!r}, got "
                              f"{excerpt(data.get('format'))}")
        unknown = sorted(set(data) - _FIELDS)
        if unknown:
            raise RecordError(f"record field {excerpt(unknown[0])} is not known; known: "
                              + ", ".join(sorted(_FIELDS)))
        fields = {"game": str, "options": dict, "actions": list}
        for name, kind in fields.items():
            if not isinstance(data.get(name), kind):
                raise RecordError(f"record field {name!r} must be a {_KINDS[kind]}, got "
                                  f"{_kind(data.get(name))}")
        actions = data["actions"]
        if len(actions) > MAX_ACTIONS:
            raise RecordError(f"record holds {len(actions):,} actions; the limit is "
                              f"{MAX_ACTIONS:,}")
        for step, action in enumerate(actions):
            if not isinstance(action, str) or len(action) > MAX_ACTION_TEXT:
                raise RecordError(f"record field 'actions' must hold strings only, each the "
                                  f"text of an action of at most {MAX_ACTION_TEXT} "
                                  f"characters; action {step} is {excerpt(action)}")
        for key, value in data["options"].items():
            if not _is_option_value(value):
                raise RecordError(f"record option {excerpt(key)} has the value "
                                  f"{excerpt(value)}; options are numbers, strings, true/"
                                  "false, null and lists or tables of them")
        seed = data.get("seed")
        if seed is not None and not (_is_int(seed) and 0 <= seed <= MAX_SEED):
            raise RecordError(f"record field 'seed' must be an integer from 0 to 2**128 - 1 "
                              f"or null, got {excerpt(seed)}")
        scores = data.get("scores")
        if scores is not None and not (isinstance(scores, list)
                                       and all(_is_number(s) for s in scores)):
            raise RecordError(f"record field 'scores' must be a list of numbers or null, got "
                              f"{excerpt(scores)}")
        return cls(game=data["game"], options=data["options"], seed=seed,
                   actions=tuple(actions), scores=None if scores is None else tuple(scores))

    def replay(self, rules: Rules[Any] | None = None, *, allow_files: bool = False) -> State[Any]:
        """Rebuild the game, checking every step; the final state is returned.

        The game is loaded by name and options, or ``rules`` is used as given (for a game
        that is not registered); its name must match the record's. An option naming a data
        file is refused unless ``allow_files`` (a record from elsewhere must not make the
        replay read any path it names). A record that claims final scores must reach the
        end of the game and give exactly those scores. A record with a seed must draw every
        chance outcome its seed draws.
        """
        if rules is None:
            rules = self._load(allow_files)
        elif rules.name != self.game:
            raise RecordError(f"record is of {excerpt(self.game)}, not {rules.name!r}")
        state: State[Any] = rules.initial_state()
        rng = None if self.seed is None else Rng(self.seed)
        for step, text in enumerate(self.actions):
            try:
                action = state.rules.parse_action(text)
                drawn = rng.weighted(state.chance_outcomes()) if rng and state.is_chance else None
                state.apply(action)
            except (IllegalActionError, ValueError) as exc:
                raise RecordError(f"step {step} ({excerpt(text)}) is illegal: "
                                  f"{cut(str(exc), 300)}") from None
            if drawn is not None and drawn != action:
                raise RecordError(f"step {step} ({excerpt(text)}) is not the chance outcome "
                                  f"seed {self.seed} draws there ({cut(str(drawn), 60)}); a "
                                  "record with a seed holds the outcomes its seed draws")
        if self.scores is not None:
            if not state.is_terminal:
                raise RecordError(f"record claims final scores {excerpt(list(self.scores))}, "
                                  f"but its {len(self.actions)} actions do not end the game")
            if tuple(state.scores()) != tuple(self.scores):
                raise RecordError(f"record claims scores {excerpt(list(self.scores))}, "
                                  f"the replay gives {list(state.scores())}")
        return state

    def _load(self, allow_files: bool) -> Rules[Any]:
        try:
            cls = rules_class(self.game)
        except UnknownGameError as exc:
            raise RecordError(f"record names a game that cannot be loaded: {exc}") from None
        options = {cls.option_aliases.get(k, k): v for k, v in self.options.items()}
        info = cls.option_info()
        files = [k for k, v in options.items()
                 if k in info and info[k].file and isinstance(v, str)]
        if files and not allow_files:
            raise RecordError(f"record option {files[0]}={excerpt(options[files[0]])} names a "
                              "file; replay reads files named by a record only when allowed "
                              "(replay(allow_files=True), tabletop replay --allow-files)")
        try:
            return cls.from_options(**self.options)
        except (TypeError, ValueError) as exc:
            raise RecordError(f"record options cannot be loaded: {cut(str(exc), 300)}"
                              ) from None


MAX_RECORD_BYTES = 16 * 2**20
"""The longest record text accepted (16 MiB)."""
MAX_ACTIONS = 1_000_000
"""The most actions a record may hold."""
MAX_ACTION_TEXT = 200
"""The longest action text accepted."""

_FIELDS = frozenset({"format", "game", "options", "seed", "actions", "scores"})
_KINDS = {str: "string", dict: "JSON object", list: "list"}


def _kind(value: Any) -> str:
    """A JSON value's kind and a short excerpt of it, for messages."""
    names = {dict: "an object", list: "a list", str: "a string", bool: "true/false",
             int: "a number", float: "a number", type(None): "null"}
    return f"{names.get(type(value), type(value).__name__)} {excerpt(value)}"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_option_value(value: Any, depth: int = 0) -> bool:
    """A JSON scalar, or a list or object of them nested at most a few levels."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return True
    if depth >= 8:
        return False
    if isinstance(value, list):
        return all(_is_option_value(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _is_option_value(v, depth + 1)
                   for k, v in value.items())
    return False
