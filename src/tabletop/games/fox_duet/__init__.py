"""The Fox in the Forest Duet (Liška podšitá Duet): a cooperative trick-taking game for two.

Examples:
    >>> from tabletop.games import fox_duet
    >>> game = fox_duet.new_game(seed=1, level=1)
    >>> str(game.state.phase)
    'PLAY_LEAD'
"""

from __future__ import annotations

from typing import Any

from ...engine import Game
from . import actions, bots
from .options import Options
from .rules import Rules
from .state import Phase
from .svg import render_svg


def new_game(seed: int | None = None, **options: Any) -> Game:
    """A new game with the given options; chance events are resolved from ``seed``."""
    return Game(Rules.from_options(**options), seed=seed)


__all__ = ["Options", "Phase", "Rules", "actions", "bots", "new_game", "render_svg"]
