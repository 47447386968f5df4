"""Tokaido Duo: two players, three figures each, on the island of Shikoku.

Each round three character dice are rolled; the active player, the opponent and the active
player again take one die each and move their own pilgrim, merchant or painter by it.
Pilgrims walk the coast to temples, gardens, towns, beaches and hot springs; merchants
buy items in the mountains and sell them on the coast for gold plates; painters paint
in the zones and gift their paintings. Rule IDs (TD-...) number the rules as the game's
docs page lists them; the printed board is not published, so the default board is an
assumed one and a board file can replace it (option ``board``).

Examples:
    >>> import tabletop
    >>> from tabletop.games import tokaido_duo
    >>> game = tokaido_duo.new_game(seed=1, start_player=0)
    >>> game.state.phase
    'pick_die'
    >>> game.state.record.phase
    <Phase.PICK_DIE: 'pick_die'>
"""

from __future__ import annotations

from typing import Any

from ...engine import Game, Seed
from .board import Board, BoardError, load_board
from .rules import Rules
from .state import Phase, Record
from .svg import render_svg


def new_game(seed: Seed = None, **options: Any) -> Game:
    """A `tabletop.Game` of Tokaido Duo with ``options``, chance resolved from ``seed``."""
    return Game(Rules.from_options(**options), seed)


__all__ = ["Board", "BoardError", "Phase", "Record", "Rules", "load_board", "new_game",
           "render_svg"]
