"""The record of a game of Tokaido Duo: everything that changes, as frozen attrs values.

Nothing is hidden (spec section 4): the bag holds the initial items minus those on the
merchant boards, and face-down paintings are a public multiset whose order does not exist
yet. So the record stores no random order and no bag; draws and flips are chance events.

A transition works on a :class:`Draft`, a mutable copy of the record that is frozen again
once the step is done, so one step builds one new record.
"""

from __future__ import annotations

import operator

import attrs

from tabletop.engine import Action

from .board import CHARACTERS, Board


@attrs.frozen
class Player:
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


@attrs.frozen
class Turn:
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


@attrs.frozen
class Record:
    """The whole table. ``phase``/``to_move``/``offer`` say what is asked now: the spec's
    name of the decision or chance event, the deciding seat (or CHANCE/TERMINAL) and, for
    a decision, its legal actions in canonical order."""

    phase: str
    to_move: int
    offer: tuple[Action, ...]
    players: tuple[Player, Player]
    stalls: tuple[str, ...] = ()
    """Stall tile per coastal town, in clockwise order (TD-1.2)."""
    wave_sides: tuple[str, ...] = ()
    """Side up (``A``/``B``) of the pilgrim, merchant and painter wave tokens (TD-1.3)."""
    wave_owners: tuple[int, int, int] = (-1, -1, -1)
    """Owner of each wave token; -1 while it lies on the board."""
    start_player: int = -1
    pilgrims: tuple[str, ...] = ()
    merchants: tuple[str, ...] = ()
    painters: tuple[str, ...] = ()
    spring_holder: int = -1
    """Holder of the hot springs token, -1 while on the board (TD-1.4)."""
    spring_taken: int = 0
    """The die turn in which the holder took it (TD-12.2)."""
    round: int = 0
    active: int = -1
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

    def positions(self, character: str) -> tuple[str, ...]:
        """Where each player's figure of ``character`` stands."""
        return getattr(self, POSITIONS[character])

    def occupied(self, place: str) -> bool:
        """A pilgrim or a merchant stands on ``place`` (TD-4.2)."""
        return place in self.pilgrims or place in self.merchants


def adjust(counts: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    """``counts`` with entry ``i`` changed by ``delta``.

    Examples:
        >>> adjust((1, 2, 3), 1, -1)
        (1, 1, 3)
    """
    return (*counts[:i], counts[i] + delta, *counts[i + 1:])


POSITIONS = {"pilgrim": "pilgrims", "merchant": "merchants", "painter": "painters"}
WAVE_INDEX = {c: i for i, c in enumerate(CHARACTERS)}
_FIELDS = tuple(a.name for a in attrs.fields(Record))
_read = operator.attrgetter(*_FIELDS)


class Draft:
    """A mutable working copy of a :class:`Record` for one transition.

    It reads like the record (same attribute names, same methods) and :meth:`freeze`
    returns the new record.
    """

    __slots__ = _FIELDS

    def __init__(self, record: Record):
        for name, value in zip(_FIELDS, _read(record)):
            setattr(self, name, value)

    def freeze(self) -> Record:
        """The new record: this draft's values as an immutable :class:`Record`."""
        return Record(*_read(self))

    positions = Record.positions
    occupied = Record.occupied

    def place(self, character: str, player: int, where: str) -> None:
        """Stand ``player``'s figure of ``character`` on ``where``."""
        field = POSITIONS[character]
        spots = getattr(self, field)
        setattr(self, field, (where, spots[1]) if player == 0 else (spots[0], where))

    def update(self, player: int, **changes: object) -> Player:
        """Replace fields of ``player``'s boards; returns the new boards."""
        boards = attrs.evolve(self.players[player], **changes)
        self.players = (boards, self.players[1]) if player == 0 else (self.players[0], boards)
        return boards

    def step(self, **changes: object) -> None:
        """Replace fields of the turn in progress."""
        self.turn = attrs.evolve(self.turn, **changes)
