"""What a player sees: everything (spec section 4), encoded as a fixed-length array.

The array is written from the observer's side: first the observer's figures and boards,
then the opponent's, then the shared table (tokens, stalls, dice, phase, bag).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import numpy as np

from tabletop.engine import CHANCE, Observation
from tabletop.engine.observation import concat, one_hot

from . import merchant, scoring
from .board import CHARACTERS
from .state import Record

if TYPE_CHECKING:
    from .rules import Rules

PHASES = ("stall_tile", "wave_side", "start_player", "roll", "pick_die", "move", "temple",
          "garden", "coast_income", "beach", "hot_springs", "mountain", "draw_item",
          "keep_items", "sell", "painter_action", "flip_tile", "hot_springs_repeat",
          "return_item", "end")
"""Every phase name, decisions and chance events (spec section 3)."""


@attrs.frozen
class TokaidoObservation(Observation):
    """A player's view: the whole table, since nothing is private (spec section 4).

    ``table`` is the game record; ``to_array()`` encodes it from ``player``'s side.
    """

    table: Record
    rules: Rules = attrs.field(eq=False, repr=False)

    def to_array(self) -> np.ndarray:
        return encode(self.rules, self.table, self.player)


def _index(values: tuple, value: object) -> int:
    return values.index(value) if value in values else -1


def _seat(rules: Rules, r: Record, seat: int) -> list[np.ndarray]:
    """One player's figures and boards."""
    board = rules.layout
    boards = r.players[seat]
    slots = len(board.numbers)
    face_up = np.zeros((slots, len(board.tile_symbols)), dtype=np.float32)
    for i, symbol in enumerate(boards.face_up):
        face_up[i, board.tile_symbols.index(symbol)] = 1.0
    where = [r.positions(c)[seat] if r.pilgrims else None for c in CHARACTERS]
    return [one_hot(_index(board.spaces, where[0]), len(board.spaces)),
            one_hot(_index(tuple(sorted(board.routes)), where[1]), len(board.routes)),
            one_hot(_index(tuple(sorted(board.symbols)), where[2]), len(board.symbols)),
            one_hot(boards.temple, len(board.temple_track)),
            one_hot(boards.garden, len(board.garden_track)),
            [boards.coins / 10.0], one_hot(boards.plates, len(board.plate_values) + 1),
            boards.items, one_hot(boards.gifted, slots + 1), face_up, boards.face_down,
            [scoring.total(rules, boards) / 50.0]]


def encode(rules: Rules, r: Record, player: int) -> np.ndarray:
    """The observation array of ``player`` (shape ``rules.observation_shape``)."""
    board = rules.layout
    me, other = player, 1 - player
    owners = [one_hot({-1: 0, me: 1, other: 2}[o], 3) for o in r.wave_owners]
    sides = [1.0 if side == "B" else 0.0 for side in r.wave_sides] + [0.0] * (
        3 - len(r.wave_sides))
    tiles = tuple(board.stall_tiles)
    stalls = [one_hot(tiles.index(r.stalls[i]) if i < len(r.stalls) else -1, len(tiles))
              for i in range(len(board.coastal))]
    faces = tuple(rules.actions.roll)
    dice = [one_hot(faces.index(r.dice[i]) if i < len(r.dice) else -1, len(faces))
            for i in range(3)]
    t = r.turn
    turn = [one_hot(CHARACTERS.index(t.character) if t else -1, 3),
            [t.value if t else 0, t.repeat if t else 0, t.draws if t else 0,
             t.flips if t else 0, t.player == me if t else 0]]
    return concat([
        *_seat(rules, r, me), *_seat(rules, r, other), *owners, sides,
        one_hot({-1: 0, me: 1, other: 2}[r.spring_holder], 3),
        [r.spring_holder >= 0 and r.spring_taken < r.die_turn],
        *stalls, *dice, [c in r.used for c in CHARACTERS],
        [r.round / 50.0, r.active == me, r.triggered, r.to_move == me, r.to_move == CHANCE],
        one_hot(PHASES.index(r.phase), len(PHASES)), *turn, merchant.bag(rules, r)])


def observation_size(rules: Rules) -> int:
    """Length of every observation array of ``rules``."""
    return len(encode(rules, rules.initial_record(), 0))
