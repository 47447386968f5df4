"""Bots by name: the generic ones every game can use, plus the bots a game ships.

A *spec* names a bot and its keyword arguments, as typed on the command line::

    random
    ismcts
    ismcts:iterations=200,c=0.5
    heuristic                      # a bot the game itself ships

A game adds its own bots with a module ``bots`` in the package that holds its ``Rules``
class, defining a mapping ``BOTS`` from name to a class or function that returns a bot, or to
the spec of a generic bot with the game's settings::

    # my_package/my_game/bots.py
    BOTS = {"heuristic": MyHeuristicBot, "strong": "ismcts:depth=0,iterations=100"}

Each factory is called with the spec's keyword arguments, plus ``seed=`` when it accepts a
``seed`` argument. Because a spec is plain text and the factory is found from the rules
alone, bots are built wherever a game is played: in this process, a worker process or a
Ray worker.
"""

from __future__ import annotations

import functools
import inspect
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from ..engine import Bot, Rules
from .ismcts import ISMCTSBot
from .plugins import BotFactory, game_bots
from .random_bot import RandomBot

GENERIC_BOTS: Mapping[str, BotFactory] = {"random": RandomBot, "ismcts": ISMCTSBot}
"""Bots that play every game."""


@functools.cache
def extra_bots() -> Mapping[str, BotFactory]:
    """Generic bots that an installed extra adds: OpenSpiel's searches with
    ``tabletop[openspiel]``, as ``openspiel-ismcts`` and ``openspiel-mcts``."""
    try:
        from ..adapters.openspiel.bots import OpenSpielISMCTSBot, OpenSpielMCTSBot
    except ImportError:  # the extra is not installed
        return {}
    return {"openspiel-ismcts": OpenSpielISMCTSBot, "openspiel-mcts": OpenSpielMCTSBot}


def parse_value(text: str) -> bool | int | float | str | None:
    """Read an option value typed as text: a bool, None, an int, a float, or else the text.

    Examples:
        >>> [parse_value(t) for t in ("2", "0.5", "true", "No", "none", "hard")]
        [2, 0.5, True, False, None, 'hard']
    """
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    if lowered in ("none", "null"):
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_assignments(items: Iterable[str]) -> dict[str, Any]:
    """Read ``key=value`` texts into keyword arguments (values by
    [`parse_value`][tabletop.bots.registry.parse_value]).

    Examples:
        >>> parse_assignments(["level=2", "variant=short"])
        {'level': 2, 'variant': 'short'}
    """
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"expected key=value, got {item!r}")
        out[key.strip()] = parse_value(value.strip())
    return out


@attrs.frozen
class BotSpec:
    """A bot's name and keyword arguments.

    Examples:
        >>> spec = BotSpec.parse("ismcts:iterations=200,c=0.5")
        >>> spec.name, spec.options
        ('ismcts', {'iterations': 200, 'c': 0.5})
        >>> str(spec)
        'ismcts:iterations=200,c=0.5'
    """

    name: str
    options: dict[str, Any] = attrs.field(factory=dict)

    @classmethod
    def parse(cls, text: str) -> BotSpec:
        """Read ``name`` or ``name:key=value,key=value``."""
        name, _, arguments = text.partition(":")
        if not name.strip():
            raise ValueError(f"bot spec {text!r} has no bot name")
        items = [a for a in arguments.split(",") if a.strip()]
        try:
            options = parse_assignments(items)
        except ValueError as exc:
            raise ValueError(f"bot spec {text!r}: {exc}") from None
        return cls(name.strip(), options)

    def __str__(self) -> str:
        if not self.options:
            return self.name
        return self.name + ":" + ",".join(f"{k}={v}" for k, v in self.options.items())


def available_bots(rules: Rules[Any] | None = None) -> dict[str, BotFactory | str]:
    """Every bot name usable for ``rules``: the generic bots plus the game's own.

    Examples:
        >>> {"ismcts", "random"} <= set(available_bots())
        True
    """
    found: dict[str, BotFactory | str] = {**GENERIC_BOTS, **extra_bots()}
    if rules is not None:
        found.update(game_bots(type(rules)))
    return found


def make_bot(spec: str | BotSpec | BotFactory, rules: Rules[Any] | None = None,
             seed: int | None = None) -> Bot:
    """Build the bot a spec names (or a factory, such as a bot class, makes) for
    ``rules``, seeded with ``seed``.

    Examples:
        >>> make_bot("ismcts:iterations=50", seed=3)
        ISMCTSBot(iterations=50, c=0.7)
        >>> make_bot(RandomBot, seed=3)
        RandomBot()
    """
    if isinstance(spec, str):
        spec = BotSpec.parse(spec)
    if isinstance(spec, BotSpec):
        bots = available_bots(rules)
        factory = bots.get(spec.name)
        if factory is None:
            game = f" for {rules.name}" if rules is not None else ""
            raise ValueError(f"unknown bot {spec.name!r}{game}; available: "
                             + ", ".join(sorted(bots)))
        kwargs = dict(spec.options)
        if isinstance(factory, str):  # a generic bot with the game's settings
            preset = BotSpec.parse(factory)
            factory, kwargs = GENERIC_BOTS[preset.name], {**preset.options, **kwargs}
    else:
        factory, kwargs = spec, {}
    _check_arguments(factory, kwargs, bot_name(spec))
    if "seed" not in kwargs and _accepts_seed(factory):
        kwargs["seed"] = seed
    try:
        return factory(**kwargs)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"bot {bot_name(spec)!r}: {exc}") from None


def bot_arguments(factory: BotFactory) -> dict[str, str]:
    """The keyword arguments a bot factory takes, each with its type as written.

    Examples:
        >>> bot_arguments(RandomBot)
        {'seed': 'int | None'}
    """
    try:
        parameters = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):
        return {}
    hints = _hints(factory)
    return {p.name: _type_name(hints.get(p.name, p.annotation)) for p in parameters
            if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}


def _check_arguments(factory: BotFactory, kwargs: Mapping[str, Any], name: str) -> None:
    """Refuse unknown arguments and values of the wrong type, listing what is accepted."""
    accepted = bot_arguments(factory)
    if not accepted:
        return
    listed = ", ".join(f"{k} ({v})" for k, v in accepted.items())
    unknown = sorted(set(kwargs) - set(accepted))
    if unknown:
        raise ValueError(f"bot {name!r} has no argument {', '.join(unknown)}; it takes "
                         f"{listed}")
    hints = _hints(factory)
    for key, value in kwargs.items():
        kinds = _plain_types(hints.get(key))
        if kinds and not _fits(value, kinds):
            raise ValueError(f"bot {name!r}: {key}={value!r} is not {accepted[key]}; it "
                             f"takes {listed}")


def _hints(factory: BotFactory) -> dict[str, Any]:
    target = factory.__init__ if inspect.isclass(factory) else factory
    try:
        return typing.get_type_hints(target)
    except Exception:  # noqa: BLE001 - unresolvable annotations only lose the type check
        return {}


def _plain_types(hint: Any) -> tuple[type, ...]:
    """The plain types an annotation allows (``int | None`` -> int, NoneType), or ()."""
    if hint is None:
        return ()
    options = typing.get_args(hint) if typing.get_origin(hint) in (typing.Union,
                                                                   types.UnionType) else (hint,)
    if all(isinstance(o, type) and not getattr(o, "_is_protocol", False) for o in options):
        return tuple(options)
    return ()


def _fits(value: Any, kinds: tuple[type, ...]) -> bool:
    if isinstance(value, bool):
        return bool in kinds
    if isinstance(value, int) and float in kinds:
        return True
    return isinstance(value, kinds)


def _type_name(hint: Any) -> str:
    """``int``, ``int | None``, ``Bot | None``: an annotation as a person reads it."""
    if hint is inspect.Parameter.empty:
        return "any"
    union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    parts = typing.get_args(hint) if union else (hint,)
    return " | ".join("None" if p is type(None) else getattr(p, "__name__", str(p))
                      for p in parts)


def bot_name(spec: str | BotSpec | BotFactory) -> str:
    """How a table names a bot: its spec text, or its factory's name and arguments.

    Examples:
        >>> bot_name(BotSpec.parse("ismcts:iterations=9")), bot_name(RandomBot)
        ('ismcts:iterations=9', 'RandomBot')
        >>> bot_name(functools.partial(ISMCTSBot, iterations=9))
        'ISMCTSBot:iterations=9'
    """
    if isinstance(spec, (str, BotSpec)):
        return str(spec)
    if isinstance(spec, functools.partial):
        return str(BotSpec(bot_name(spec.func), dict(spec.keywords)))
    return getattr(spec, "__name__", None) or repr(spec)


def _accepts_seed(factory: BotFactory) -> bool:
    try:
        parameters = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == "seed" or p.kind is p.VAR_KEYWORD for p in parameters)
