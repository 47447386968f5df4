"""KST Card Game (Kronika sil Temnot): Sapphire against Ruby, 2-8 players, cards as data.

Examples:
    >>> from tabletop.games import kst
    >>> game = kst.new_game(seed=1, players=4)
    >>> game.state.phase in ("play", "afterlife", "caravan_stake", "market")
    True
"""

from __future__ import annotations

from typing import Any

from ...engine import Game
from . import actions, bots
from .cardfile import CardSetError, load_cards
from .rules import Rules
from .svg import render_svg


def new_game(seed: int | None = None, **options: Any) -> Game:
    """A new game with the given options; chance events are resolved from ``seed``."""
    return Game(Rules.from_options(**options), seed=seed)


__all__ = ["CardSetError", "Rules", "actions", "bots", "load_cards", "new_game", "render_svg"]
