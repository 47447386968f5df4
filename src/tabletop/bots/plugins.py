"""What a game ships for bots, found beside its rules: its bots and its evaluator.

A game's package may hold a module ``bots`` defining

* ``BOTS``: bot name -> a class or function that returns a bot (``heuristic``, ``strong``),
  or the spec of a generic bot with the game's settings (``"ismcts:depth=0,c=0.7"``), so a
  game whose best bot is a generic search with its evaluator imports no bot;
* ``evaluate(rules, record) -> tuple[float, ...]``: each seat's expected return (0..1) from
  a record, for search that stops its rollouts early.

Both are found from the rules class alone, so they work in every process.
"""

from __future__ import annotations

import functools
import importlib
import sys
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from ..engine import Bot

BotFactory = Callable[..., Bot]
Evaluator = Callable[[Any, Any], tuple[float, ...]]
"""``evaluate(rules, record)``: each seat's expected return at ``record``, in 0..1 (the
rules and the record of one game, typed by that game)."""


@functools.cache
def game_module(rules_class: type) -> ModuleType | None:
    """The ``bots`` module beside ``rules_class``'s package (None if it has none)."""
    module = sys.modules.get(rules_class.__module__)
    package = getattr(module, "__package__", None)
    if not package:
        return None
    name = f"{package}.bots"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def game_bots(rules_class: type) -> Mapping[str, BotFactory | str]:
    """The game's ``BOTS`` ({} if none)."""
    return dict(getattr(game_module(rules_class), "BOTS", {}))


def game_evaluator(rules_class: type) -> Evaluator | None:
    """The game's ``evaluate`` function (None if it has none)."""
    return getattr(game_module(rules_class), "evaluate", None)
