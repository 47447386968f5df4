"""A tiny two-seat trick game written on the tabletop kernel, module by module as the
library's own games are: the model to copy for a new game (docs/writing_a_game.md).

Rules (rule IDs TOY-1 .. TOY-5):

- TOY-1: twelve cards, suits a/b/c and ranks 1-4; three are dealt to each seat, one chance
  event at a time, seat 0 first; a deal is seen only by the seat that receives it.
- TOY-2: the leader plays any card; the follower must follow suit if able.
- TOY-3: the higher card of the led suit wins the trick; its seat leads the next one.
  Seat 0 leads the first trick.
- TOY-4: the trick's winner rolls a bonus die of ``bonus_sides`` faces and scores 1 + the roll.
- TOY-5: after three tricks the game ends; the most points win, a tie is shared.

Examples:
    >>> game = new_game(seed=1)
    >>> game.state.phase
    'LEAD'
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Game

from .actions import ACTION_SPACE, CHANCE_SPACE, Bonus, Deal, Play
from .observation import LAYOUT, ToyObservation
from .options import Options
from .rules import ToyRules
from .state import CARDS, HAND, SUITS, Phase, Record


def new_game(seed: int | None = None, **options: Any) -> Game:
    """A new game with the given options; chance events are resolved from ``seed``."""
    return Game(ToyRules.from_options(**options), seed=seed)


__all__ = ["ACTION_SPACE", "CARDS", "CHANCE_SPACE", "HAND", "LAYOUT", "SUITS", "Bonus", "Deal",
           "Options", "Phase", "Play", "Record", "ToyObservation", "ToyRules", "new_game"]
