"""Bots by name: the generic ones every game can use, plus the bots a game ships.

A *spec* names a bot and its keyword arguments, as typed on the command line::

    random
    ismcts
    ismcts:iterations=200,c=0.5
    heuristic                      # a bot the game itself ships

A game adds its own bots with a module ``bots`` in the package that holds its ``Rules``
class, defining a mapping ``BOTS`` from name to a class or function that returns a bot::

    # my_package/my_game/bots.py
    BOTS = {"heuristic": MyHeuristicBot}

Each factory is called with the spec's keyword arguments, plus ``seed=`` when it accepts a
``seed`` argument. Because a spec is plain text and the factory is found from the rules
alone, bots are built wherever a game is played: in this process, a worker process or a
Ray worker.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from ..engine import Bot, Rules
from .ismcts import ISMCTSBot
from .random_bot import RandomBot

BotFactory = Callable[..., Bot]

GENERIC_BOTS: Mapping[str, BotFactory] = {"random": RandomBot, "ismcts": ISMCTSBot}
"""Bots that play every game."""


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
    """Read ``key=value`` texts into keyword arguments (values by :func:`parse_value`).

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


@functools.cache
def game_bots(rules_class: type[Rules]) -> Mapping[str, BotFactory]:
    """The ``BOTS`` of the ``bots`` module beside ``rules_class``'s package ({} if none)."""
    module = sys.modules.get(rules_class.__module__)
    package = getattr(module, "__package__", None)
    if not package:
        return {}
    name = f"{package}.bots"
    try:
        bots = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return {}
        raise
    return dict(getattr(bots, "BOTS", {}))


def available_bots(rules: Rules | None = None) -> dict[str, BotFactory]:
    """Every bot name usable for ``rules``: the generic bots plus the game's own.

    Examples:
        >>> sorted(available_bots())
        ['ismcts', 'random']
    """
    found = dict(GENERIC_BOTS)
    if rules is not None:
        found.update(game_bots(type(rules)))
    return found


def make_bot(spec: str | BotSpec | BotFactory, rules: Rules | None = None,
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
    else:
        factory, kwargs = spec, {}
    if "seed" not in kwargs and _accepts_seed(factory):
        kwargs["seed"] = seed
    try:
        return factory(**kwargs)
    except TypeError as exc:
        raise ValueError(f"bot {bot_name(spec)!r}: {exc}") from None


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
