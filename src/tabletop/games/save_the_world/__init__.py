"""Save the World (Zachraňme svět, JIRASGAMES): disasters on a 12 x 18 wrapping world map
for 2-4 players, competitive or cooperative.

Examples:
    >>> from tabletop.games import save_the_world
    >>> game = save_the_world.new_game(seed=1, players=2)
    >>> game.state.phase == "START_CITY"
    True
"""

from __future__ import annotations

from typing import Any

from ...engine import Game
from . import actions, bots
from .rules import Rules
from .svg import render_svg


def new_game(seed: int | None = None, **options: Any) -> Game:
    """A new game with the given options; chance events are resolved from ``seed``."""
    return Game(Rules.from_options(**options), seed=seed)


__all__ = ["Rules", "actions", "bots", "new_game", "render_svg"]
