"""Game options: declared as attrs fields on a game's rules, checked strictly on creation.

Examples:
    >>> import attrs
    >>> @attrs.frozen
    ... class Settings:
    ...     level: int = option(1, choices=(1, 2, 3), doc="difficulty")
    >>> Settings(level=2).level
    2
    >>> Settings(level=True)
    Traceback (most recent call last):
    ...
    tabletop.engine.options.OptionError: option level=True is not accepted; choose one of 1, 2, 3

A count takes ``between``: a whole number within bounds chosen so that building the rules
and playing one game stay small (about a second and 100 MB):

    >>> @attrs.frozen
    ... class Table:
    ...     seats: int = option(4, between=(2, 8), doc="seats at the table")
    >>> try:
    ...     Table(seats=10**9)
    ... except OptionError as error:
    ...     print(error)
    option seats=1000000000 is not accepted; accepted: a whole number from 2 to 8 (seats at
    the table)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs

from .excerpt import excerpt


class OptionError(ValueError):
    """An unknown game option, or a value the option does not accept."""


def same_value(value: Any, choice: Any) -> bool:
    """Equal and of the same type: ``True`` is not ``1`` and ``2.0`` is not ``2``."""
    return type(value) is type(choice) and value == choice


def option(default: Any, *, choices: Iterable[Any] | None = None,
           between: tuple[int, int] | None = None,
           check: Callable[[Any], bool] | None = None,
           converter: Callable[[Any], Any] | None = None, doc: str = "",
           file: bool = False) -> Any:
    """Declare a game option as an attrs field.

    ``choices`` lists the accepted values, compared by type as well as value (``True`` is
    not ``1``, ``2.0`` is not ``2``); ``between=(low, high)`` accepts a whole number from
    ``low`` to ``high`` (and ``None`` when that is the default); ``check`` is a predicate
    for other open-ended ones (for example a list of teams), checked after ``between``;
    ``converter`` normalises a value first (for example a JSON list into a tuple). ``file``
    marks an option whose value names a file to read (see
    [`file_option`][tabletop.engine.options.file_option]). A refused value raises
    [`OptionError`][tabletop.engine.options.OptionError] naming the option, the value and
    what it accepts.
    """
    allowed = tuple(choices) if choices is not None else None
    span = _Span(*between, none=default is None) if between is not None else None

    def validate(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        if allowed is not None and not any(same_value(value, c) for c in allowed):
            raise OptionError(
                f"option {attribute.name}={excerpt(value)} is not accepted; choose one of "
                + ", ".join(repr(c) for c in allowed))
        if span is not None and not span.holds(value):
            raise OptionError(f"option {attribute.name}={excerpt(value)} is not accepted; "
                              f"accepted: {span} ({doc})")
        if check is not None and not check(value):
            raise OptionError(f"option {attribute.name}={excerpt(value)} is not accepted "
                              f"({doc})")

    return attrs.field(default=default, validator=validate, kw_only=True, converter=converter,
                       metadata={"option": True, "choices": allowed, "doc": doc,
                                 "file": file, "between": between})


@attrs.frozen
class _Span:
    """The whole numbers from ``low`` to ``high`` (and None when ``none``)."""

    low: int
    high: int
    none: bool = False

    def holds(self, value: Any) -> bool:
        return (value is None and self.none) or (
            type(value) is int and self.low <= value <= self.high)

    def __str__(self) -> str:
        text = f"a whole number from {self.low} to {self.high}"
        return f"{text}, or None" if self.none else text


def _path_or_none(value: Any) -> bool:
    return value is None or isinstance(value, str)


def file_option(doc: str) -> Any:
    """An option naming a data file: None (the default) for the game's packaged data, or a
    path. A record's replay opens no such file unless the caller allows it."""
    return option(None, check=_path_or_none, doc=doc, file=True)


def forced_option(default: bool) -> Any:
    """The ``auto_forced`` option with a game's own default (see `Rules.auto_forced`)."""
    return option(default, choices=(False, True),
                  doc="apply a decision that has exactly one legal action at once, without "
                      "posing it")


@attrs.frozen
class OptionInfo:
    """One option of a game: its default, accepted values (None: open-ended) and meaning."""

    name: str
    default: Any
    choices: tuple[Any, ...] | None
    doc: str
    file: bool = False
    """The value names a file to read."""
    between: tuple[int, int] | None = None
    """The least and the greatest whole number accepted (None: not a count)."""

    @classmethod
    def of(cls, field: attrs.Attribute[Any]) -> OptionInfo:
        """The option declared by an attrs ``field`` (made by `option`)."""
        meta = field.metadata
        return cls(field.name, field.default, meta["choices"], meta["doc"],
                   meta.get("file", False), meta.get("between"))

    @property
    def accepted(self) -> str:
        """What the option accepts, in words: its choices, its bounds or a file path (empty
        for other open-ended options, whose meaning says what they accept).

        Examples:
            >>> OptionInfo("seats", 4, None, "seats at the table", between=(2, 8)).accepted
            'a whole number from 2 to 8'
        """
        if self.file:
            return "a file path, or None"
        if self.choices:
            return "one of " + ", ".join(map(repr, self.choices))
        if self.between is not None:
            return str(_Span(*self.between, none=self.default is None))
        return ""


def by_name(game: str, options: Mapping[str, Any], aliases: Mapping[str, str],
            names: Sequence[str]) -> dict[str, Any]:
    """``options`` under the game's own option ``names``: an alias counts as its option,
    and ``num_players`` (as PettingZoo and OpenSpiel name it) as ``players``; a name given
    twice or unknown is refused, the valid ones listed."""
    aliases = {**aliases}
    if "players" in names:
        aliases.setdefault("num_players", "players")
    named = [aliases.get(k, k) for k in options]
    twice = sorted({k for k in named if named.count(k) > 1})
    if twice:
        raise OptionError(f"{game}: option {twice[0]} is given twice (under its name and an "
                          "alias)")
    unknown = sorted(set(named) - set(names))
    if unknown:
        raise OptionError(f"{game}: unknown option {', '.join(unknown)}; valid options: "
                          f"{', '.join(names) or '(none)'}")
    return {aliases.get(k, k): v for k, v in options.items()}
