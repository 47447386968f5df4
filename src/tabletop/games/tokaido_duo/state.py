"""The record of a game of Tokaido Duo: everything that changes, as frozen values.

Nothing is hidden (spec section 4): the bag holds the initial items minus those on the
merchant boards, and face-down paintings are a public multiset whose order does not exist
yet. So the record stores no random order and no bag; draws and flips are chance events.

``phase`` names the pending decision or chance event (spec section 3) and ``actor`` the
deciding seat (``NOBODY`` during a chance event and at the end). Records change only by
``replace``, which copies one record and shares everything else.

Examples:
    >>> from tabletop.games.tokaido_duo.board import load_board
    >>> r = Record(players=(Player.new(load_board()),) * PLAYERS)
    >>> r.phase, r.to_move == CHANCE, r.wave_owners
    (<Phase.STALL_TILE: 'stall_tile'>, True, (-1, -1, -1))
    >>> str(Phase.HOT_SPRINGS_REPEAT)
    'hot_springs_repeat'
"""

from __future__ import annotations

import functools
from typing import Any

from ...engine import (
    CHANCE,
    NOBODY,
    TERMINAL,
    Frozen,
    PhaseName,
    frozen,
    others,
    replace_seat,
)
from .board import CHARACTERS, Board

PLAYERS = 2
"""Tokaido Duo is played by two."""

ON_BOARD = -1
"""The owner of a wave token or of the hot springs token that lies on the board (TD-1.3,
TD-1.4): a place of the token, not a seat."""


class Phase(PhaseName):
    """Every decision and chance event, named as the spec names it (section 3)."""

    STALL_TILE = "stall_tile"
    WAVE_SIDE = "wave_side"
    START_PLAYER = "start_player"
    ROLL = "roll"
    PICK_DIE = "pick_die"
    MOVE = "move"
    TEMPLE = "temple"
    GARDEN = "garden"
    COAST_INCOME = "coast_income"
    BEACH = "beach"
    HOT_SPRINGS = "hot_springs"
    MOUNTAIN = "mountain"
    DRAW_ITEM = "draw_item"
    KEEP_ITEMS = "keep_items"
    SELL = "sell"
    PAINTER_ACTION = "painter_action"
    FLIP_TILE = "flip_tile"
    HOT_SPRINGS_REPEAT = "hot_springs_repeat"
    RETURN_ITEM = "return_item"
    END = "end"


_END = Phase.END


@frozen
class Player(Frozen):
    """One player's three boards (spec 1.7): pilgrim tracks, coins and plates, items,
    paintings. Tracks hold positions (0 = first number), items and face-down tiles hold
    counts in the board's order of kinds and symbols."""

    temple: int
    garden: int
    coins: int
    plates: int
    items: tuple[int, ...]
    gifted: int
    face_up: tuple[str, ...]
    face_down: tuple[int, ...]

    @classmethod
    def new(cls, board: Board) -> Player:
        """A player's boards at setup (TD-1.7): markers on 1, no coins, no plates, no
        items, every painting face down."""
        return cls(0, 0, 0, 0, (0,) * len(board.items), 0, (), board.tile_counts)


@frozen
class Turn(Frozen):
    """The die turn (or hot-springs repeat) in progress and its pending sub-steps: items
    still to draw, tiles still to flip, a keep check after drawing, a gift after painting
    (*Twin brush*). A turn whose figure could not move never reaches its stop, so it offers
    neither effect nor repeat (TD-3.3)."""

    player: int
    character: str
    value: int
    repeat: bool = False
    draws: int = 0
    drew: bool = False
    flips: int = 0
    then_gift: bool = False


@frozen
class Record(Frozen):
    """The whole table, and what is asked of whom now."""

    players: tuple[Player, ...]
    """Each seat's boards."""
    phase: Phase = Phase.STALL_TILE
    """The pending decision or chance event."""
    actor: int = NOBODY
    """The deciding seat; ``NOBODY`` during a chance event and at the end."""
    stalls: tuple[str, ...] = ()
    """Stall tile per coastal town, in clockwise order (TD-1.2)."""
    wave_sides: tuple[str, ...] = ()
    """Side up (``A``/``B``) of the pilgrim, merchant and painter wave tokens (TD-1.3)."""
    wave_owners: tuple[int, ...] = (ON_BOARD,) * len(CHARACTERS)
    """Owner of each wave token; ``ON_BOARD`` while it lies on the board."""
    start_player: int = NOBODY
    """Who starts on the compass side; ``NOBODY`` until the start player event (TD-1.6)."""
    pilgrims: tuple[str, ...] = ()
    merchants: tuple[str, ...] = ()
    painters: tuple[str, ...] = ()
    spring_holder: int = ON_BOARD
    """Holder of the hot springs token, ``ON_BOARD`` while on the board (TD-1.4)."""
    spring_taken: int = 0
    """The die turn in which the holder took it (TD-12.2)."""
    round: int = 0
    active: int = NOBODY
    """The active player of the round (TD-2.1)."""
    dice: tuple[int, ...] = ()
    """This round's rolled values, pilgrim die first (TD-2.2)."""
    used: tuple[str, ...] = ()
    """Characters of the dice used this round, in the order of the picks."""
    last_die: tuple[str, int] | None = None
    """Character and value of the most recently used die (A29)."""
    die_turn: int = 0
    turn: Turn | None = None
    triggered: bool = False
    """The end has been triggered (TD-16.1)."""

    @property
    def to_move(self) -> int:
        """The deciding seat, ``CHANCE`` during a chance event or ``TERMINAL`` at the end."""
        if self.actor != NOBODY:
            return self.actor
        return TERMINAL if self.phase is _END else CHANCE

    def positions(self, character: str) -> tuple[str, ...]:
        """Where each player's figure of ``character`` stands."""
        return getattr(self, POSITIONS[character])


@functools.cache
def new_turn(player: int, character: str, value: int, repeat: bool = False) -> Turn:
    """The die turn (or repeat) of ``player``'s figure of ``character`` moving ``value``,
    nothing pending yet. Turns are values, so one object serves every such turn."""
    return Turn(player, character, value, repeat)


def adjust(counts: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    """``counts`` with entry ``i`` changed by ``delta``.

    Examples:
        >>> adjust((1, 2, 3), 1, -1)
        (1, 1, 3)
    """
    return (*counts[:i], counts[i] + delta, *counts[i + 1:])


def boards_with(r: Record, seat: int, **changes: Any) -> tuple[Player, ...]:
    """Every seat's boards, ``seat``'s with ``changes`` (for ``r.replace(players=...)``)."""
    return replace_seat(r.players, seat, r.players[seat].replace(**changes))


POSITIONS = {"pilgrim": "pilgrims", "merchant": "merchants", "painter": "painters"}
"""The record field holding each character's figures."""
WAVE_INDEX = {c: i for i, c in enumerate(CHARACTERS)}
"""The index of each character's die and wave token."""
OPPONENTS = tuple(others(seat, PLAYERS) for seat in range(PLAYERS))
"""Every other seat, per seat."""
