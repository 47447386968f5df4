"""Game options as OpenSpiel game parameters, and back.

OpenSpiel parameters are typed scalars (bool, int, float, str) with a default each. Every
option whose default is a scalar becomes a parameter of the same type; an option whose
choices mix types (``start_player``: ``"random"``, 0 or 1) becomes a text parameter
holding the choice's text (``"0"``). An option whose default is None (an open number, a
data file) becomes a text parameter in which ``""`` stands for None; any other text is
read as a bool, int or float where it reads as one, as the command line's ``--option
k=v`` reads it, and kept as text otherwise. The player count is always the parameter
``players``, also for a game with a fixed number of seats.

Examples:
    >>> from tabletop.games.tokaido_duo import Rules
    >>> spec = parameter_specification(Rules)
    >>> spec["players"], spec["plate_threshold"], spec["start_player"], spec["max_rounds"]
    (2, 11, 'random', '')
    >>> options = options_from_parameters(Rules, {"start_player": "0", "max_rounds": "3"})
    >>> options["start_player"], options["max_rounds"]
    (0, 3)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from ...engine import GameInfo, OptionError, OptionInfo, Rules

Scalar = bool | int | float | str
"""The value types an OpenSpiel game parameter can hold."""

NONE_TEXT = ""
"""The text a text parameter holds for an option's None."""

PLAYERS = "players"


def parameter_kind(info: OptionInfo) -> type | None:
    """The OpenSpiel type of an option's parameter: the type shared by its default and its
    choices, ``str`` for a None default or mixed choices, None when the option cannot be a
    parameter (its default is no scalar)."""
    default = info.default
    values = [default, *(info.choices or ())]
    if default is not None and not isinstance(default, Scalar):
        return None
    if default is not None and all(type(v) is type(default) for v in values):
        return type(default)
    if all(v is None or isinstance(v, Scalar) for v in values):
        return str
    return None


def spell(info: OptionInfo, value: Any) -> Scalar:
    """``value`` of option ``info`` as its parameter holds it."""
    if parameter_kind(info) is str:
        return NONE_TEXT if value is None else str(value)
    return cast(Scalar, value)


def fixed_players(rules_class: type[Rules[Any]]) -> int | None:
    """The seat count of a game without a ``players`` option (None when it has one)."""
    if PLAYERS in rules_class.option_info():
        return None
    info = rules_class.info
    if not isinstance(info, GameInfo):  # metadata that follows the options
        info = rules_class().info
    if not isinstance(info, GameInfo) or info.min_players != info.max_players:
        raise OptionError(f"{rules_class.name or rules_class.__name__}: a game whose seat "
                          "count varies needs the option 'players'")
    return info.min_players


def parameter_specification(rules_class: type[Rules[Any]]) -> dict[str, Scalar]:
    """Every parameter of a game with its default, for ``pyspiel.GameType``."""
    spec: dict[str, Scalar] = {}
    for name, info in rules_class.option_info().items():
        if parameter_kind(info) is not None:
            spec[name] = spell(info, info.default)
    fixed = fixed_players(rules_class)
    if fixed is not None:
        spec[PLAYERS] = fixed
    return dict(sorted(spec.items()))


def options_from_parameters(rules_class: type[Rules[Any]], params: Mapping[str, Any]
                            ) -> dict[str, Any]:
    """The keyword options that OpenSpiel parameters stand for (``players`` of a game with
    a fixed seat count is checked, not passed)."""
    infos = rules_class.option_info()
    fixed = fixed_players(rules_class)
    options: dict[str, Any] = {}
    for name, value in params.items():
        if name == PLAYERS and fixed is not None:
            if value != fixed:
                raise OptionError(f"{rules_class.name}: players={value!r}; this game has "
                                  f"{fixed} seats")
            continue
        info = infos.get(name)
        if info is None or parameter_kind(info) is None:
            raise OptionError(f"{rules_class.name}: unknown parameter {name!r}; parameters: "
                              + ", ".join(parameter_specification(rules_class)))
        options[name] = read(info, value)
    return options


def parameters_of(rules: Rules[Any]) -> dict[str, Scalar]:
    """The parameter values that load ``rules`` (for an option the parameters cannot
    carry, its text)."""
    infos = type(rules).option_info()
    values = {name: spell(infos[name], rules.options[name])
              for name in parameter_specification(type(rules)) if name in infos}
    values.setdefault(PLAYERS, rules.num_players)
    return dict(sorted(values.items()))


def read(info: OptionInfo, value: Any) -> Any:
    """The option value a parameter value stands for."""
    if not isinstance(value, str) or parameter_kind(info) is not str:
        return value
    if info.choices:
        for choice in info.choices:
            if (NONE_TEXT if choice is None else str(choice)) == value.strip():
                return choice
        return value
    if info.default is None:
        return None if value == NONE_TEXT else scalar(value)
    return value


def scalar(text: str) -> Scalar:
    """A bool, int or float where ``text`` reads as one, else ``text``.

    Examples:
        >>> [scalar(t) for t in ("3", "0.5", "true", "1,2;3")]
        [3, 0.5, True, '1,2;3']
    """
    lowered = text.strip().lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text
