"""What a player sees: everything (spec section 4), and its encoding as a fixed-length array.

The array's pieces are declared once per board in a `Layout`,
written from the observer's side: first the observer's figures and boards (pieces
``me.*``), then the opponent's (``opponent.*``), then the shared table (tokens, stalls,
dice, phase, turn, bag). Since nothing is hidden, ``determinize`` returns the record
itself.

Every slot lies in [0, 1]: one-hot pieces and flags hold 0 or 1, and each count is divided
by its piece's ``high`` (`layout`), saturating at 1 for the counts the rules leave
unbounded:

* ``coins``: coins / `COINS_HIGH` (saturating: coins pile up once the plates are full,
  TD-10.4); ``score``: points / `SCORE_HIGH` (saturating);
* ``items`` and ``bag``: each kind's count / that kind's copies in the bag (TD-1.7);
  ``face_down``: tiles per symbol / the painting tiles of a player (8 on the default board);
* ``status``: the round / min(last round, `ROUND_HIGH`) (saturating), then flags;
* ``turn``: the die value / the largest face, ``repeat`` and ``mine`` 0/1, the draws still
  due / the largest draw of a town, the flips still due / the painting tiles.

Examples:
    >>> from tabletop.games.tokaido_duo import Rules
    >>> layout = Rules().encoding.layout
    >>> layout.shape, layout.slices["me.pilgrim"], layout.slices["phase"]
    ((339,), slice(0, 26, None), slice(306, 326, None))
"""

from __future__ import annotations

import functools
import itertools
import operator
import struct
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import attrs
import numpy as np

from ...engine import FLOAT32, Kind, Layout, Observation
from . import merchant, scoring
from .board import CHARACTERS
from .render import render_view
from .state import ON_BOARD, OPPONENTS, PLAYERS, Phase, Record

if TYPE_CHECKING:
    from .options import Options

PHASES = tuple(Phase)
"""Every phase, decisions and chance events (spec section 3): the slots of ``phase``."""
VIEWS = ("me", "opponent")
"""Whose figures and boards, in the order of the array: the observer's, then the other's."""
SEAT = ("pilgrim", "merchant", "painter", "temple", "garden", "coins", "plates", "items",
        "gifted", "face_up", "face_down", "score")
"""The pieces of one player's figures and boards."""
HOLDERS = ("board", "me", "opponent")
"""Where a token is, the slots of each row of ``wave_owners`` and of ``spring_holder``."""
STATUS = ("round", "active", "triggered", "deciding", "chance")
"""The slots of ``status``: the round (over its high), then 0/1: the observer is active, the
end is triggered, the observer decides now, a chance event is due."""
COINS_HIGH = 50
"""The coins that fill the ``coins`` slot (more saturate at 1)."""
SCORE_HIGH = 100
"""The points that fill the ``score`` slot (more saturate at 1)."""
ROUND_HIGH = 100
"""The round that fills the ``status`` round slot, unless ``max_rounds`` is smaller."""
TURN = ("value", "repeat", "draws", "flips", "mine")
"""The slots of ``turn``: the die turn's value, whether it repeats, the draws and flips
still due, whether it is the observer's."""


def layout(rules: Options) -> Layout:
    """The named pieces of the observation array on ``rules``' board, in order."""
    board = rules.layout
    slots, symbols = len(board.numbers), len(board.tile_symbols)
    sizes: tuple[int | tuple[int, ...], ...] = (
        len(board.spaces), len(board.routes), len(board.symbols), len(board.temple_track),
        len(board.garden_track), 1, len(board.plate_values) + 1, len(board.items), slots + 1,
        (slots, symbols), symbols, 1)
    figures = len(CHARACTERS)
    tiles = len(board.numbers)
    highs: dict[str, Any] = {"coins": COINS_HIGH, "items": board.item_counts,
                             "face_down": tiles, "score": SCORE_HIGH}
    seats = [(f"{who}.{piece}", size, highs.get(piece, 1))
             for who in VIEWS for piece, size in zip(SEAT, sizes)]
    status = (min(rules.last_round, ROUND_HIGH), 1, 1, 1, 1)
    turn = (max(rules.actions.roll), 1, max(board.draws.values()), tiles, 1)
    return Layout(
        *seats,
        ("wave_owners", (figures, len(HOLDERS))), ("wave_sides", figures),
        ("spring_holder", len(HOLDERS)), ("spring_ready", 1),
        ("stalls", (len(board.coastal), len(board.stall_tiles))),
        ("dice", (figures, len(rules.actions.roll))), ("used", figures),
        ("status", len(STATUS), status), ("phase", len(PHASES)), ("turn_figure", figures),
        ("turn", len(TURN), turn), ("bag", len(board.items), board.item_counts))


class Encoding:
    """The observation array of one board: its `Layout` and, for
    each piece, the float32 bytes of each value it shows (a one-hot row per place, position
    or phase; packed numbers for counts), so an array is the pieces' bytes joined in the
    Layout's order."""

    def __init__(self, rules: Options):
        board = rules.layout
        self.rules = rules
        self.layout = layout(rules)
        size = self.layout.sizes
        me = {piece: size[f"me.{piece}"] for piece in SEAT}
        self._space = _one_hot_rows(board.spaces)
        self._town = _one_hot_rows(sorted(board.routes))
        self._zone = _one_hot_rows(sorted(board.symbols))
        self._unplaced = tuple(bytes(4 * me[piece]) for piece in SEAT[:3])
        self._temple, self._garden = _rows(me["temple"]), _rows(me["garden"])
        self._plates, self._gifted = _rows(me["plates"]), _rows(me["gifted"])
        high = self.layout.unpack(self.layout.high)
        self._coins = Packed(_scaled(high["me.coins"]))
        self._items = Packed(_scaled(high["me.items"]))
        self._face_down = Packed(_scaled(high["me.face_down"]))
        remaining = functools.partial(merchant.remaining, board.item_counts)
        self._bag = Packed(lambda items: _scaled(high["bag"])(remaining(items)))
        self._score = Packed(_scaled(high["me.score"]))
        self._face_up = Packed(_rows_of(board.tile_symbols, len(board.numbers)))
        seats = range(PLAYERS)
        holders = (ON_BOARD, *seats)
        self._owners = {(owners, seat): b"".join(_rows(len(HOLDERS))[_holder(o, seat)]
                                                 for o in owners)
                        for owners in itertools.product(holders, repeat=len(CHARACTERS))
                        for seat in seats}
        self._sides = Packed(lambda sides: (*(side == "B" for side in sides),
                                            *[0.0] * (size["wave_sides"] - len(sides))))
        self._spring = {(holder, seat, ready): _rows(len(HOLDERS))[_holder(holder, seat)]
                        + struct.pack("f", ready)
                        for holder in holders for seat in seats for ready in (False, True)}
        self._stalls = Packed(_rows_of(board.stall_tiles, len(board.coastal)))
        self._dice = Packed(_rows_of(rules.actions.roll, len(CHARACTERS)))
        self._used = Packed(lambda used: tuple(c in used for c in CHARACTERS))
        self._status = Packed(_scaled(high["status"]))
        self._chance = {phase: rules.phases[phase].kind is Kind.CHANCE for phase in PHASES}
        self._phase = _one_hot_rows(PHASES)
        self._figure = _one_hot_rows(CHARACTERS)
        self._turn = Packed(_scaled(high["turn"]))
        self._no_turn = bytes(4 * (size["turn_figure"] + size["turn"]))

    def encode(self, r: Record, player: int) -> np.ndarray:
        """``player``'s observation array of the table ``r``."""
        pieces: list[bytes] = []
        for seat in (player, *OPPONENTS[player]):
            pieces += self._seat(r, seat)
        t = r.turn
        holder = r.spring_holder
        pieces += (
            self._owners[r.wave_owners, player], self._sides[r.wave_sides],
            self._spring[holder, player, holder != ON_BOARD and r.spring_taken < r.die_turn],
            self._stalls[r.stalls], self._dice[r.dice], self._used[r.used],
            self._status[r.round, r.active == player, r.triggered, r.actor == player,
                         self._chance[r.phase]],
            self._phase[r.phase],
            self._no_turn if t is None else self._figure[t.character] + self._turn[
                t.value, t.repeat, t.draws, t.flips, t.player == player],
            self._bag[tuple(map(_ITEMS, r.players))])
        return np.frombuffer(bytearray(b"".join(pieces)), FLOAT32)

    def _seat(self, r: Record, seat: int) -> tuple[bytes, ...]:
        """One player's figures and boards (the pieces `SEAT`)."""
        boards = r.players[seat]
        where = ((self._space[r.pilgrims[seat]], self._town[r.merchants[seat]],
                  self._zone[r.painters[seat]]) if r.pilgrims else self._unplaced)
        return (*where, self._temple[boards.temple], self._garden[boards.garden],
                self._coins[boards.coins], self._plates[boards.plates],
                self._items[boards.items], self._gifted[boards.gifted],
                self._face_up[boards.face_up], self._face_down[boards.face_down],
                self._score[scoring.total(self.rules, boards)])


class Packed(dict):
    """The float32 bytes of each key's numbers (``numbers(key)``, the key itself by
    default), packed the first time the key is asked for."""

    def __init__(self, numbers: Callable[[Any], Sequence[float]] | None = None):
        super().__init__()
        self.numbers = numbers

    def __missing__(self, key: Any) -> bytes:
        values = self.numbers(key) if self.numbers is not None else key
        packed = self[key] = struct.pack(f"{len(values)}f", *values)
        return packed


def _scaled(high: np.ndarray) -> Callable[[Any], list[float]]:
    """The numbers of a key (a number or a tuple) divided by ``high``, saturating at 1:
    what `Layout.normalise` makes of them, computed once per key."""
    def numbers(key: Any) -> list[float]:
        values = np.atleast_1d(np.asarray(key, np.float32))
        return np.minimum(values / high, 1.0).tolist()

    return numbers


def _rows(size: int) -> tuple[bytes, ...]:
    """The float32 bytes of a one-hot vector of ``size`` with its 1 at each index."""
    return tuple(struct.pack(f"{size}f", *(i == j for j in range(size))) for i in range(size))


def _one_hot_rows(values: Iterable[Any]) -> dict[Any, bytes]:
    """Each of ``values`` -> the one-hot row of its index among them."""
    values = list(values)
    return dict(zip(values, _rows(len(values))))


def _rows_of(values: Iterable[Any], count: int) -> Callable[[tuple], list[float]]:
    """The numbers of ``count`` one-hot rows over ``values``: a row per item of a tuple,
    then empty rows."""
    index = {value: i for i, value in enumerate(values)}
    width = len(index)

    def numbers(items: tuple) -> list[float]:
        flat = [0.0] * (width * count)
        for row, item in enumerate(items):
            flat[row * width + index[item]] = 1.0
        return flat

    return numbers


_ITEMS = operator.attrgetter("items")


def _holder(owner: int, seat: int) -> int:
    """Where a token is, seen by ``seat``: on the board, its own, the opponent's (HOLDERS)."""
    return 0 if owner == ON_BOARD else 1 if owner == seat else 2


@attrs.frozen
class TokaidoObservation(Observation):
    """A player's view: the whole table, since nothing is private (spec section 4).

    ``table`` is the game record; ``to_array()`` encodes it from ``player``'s side and
    ``str()`` draws it.
    """

    table: Record
    rules: Options = attrs.field(eq=False, repr=False)
    encoding: Encoding = attrs.field(eq=False, repr=False)

    def to_array(self) -> np.ndarray:
        """The observation as a float32 array of shape ``rules.observation_shape``."""
        return self.encoding.encode(self.table, self.player)

    def __str__(self) -> str:
        """The table as ``player`` sees it (all of it)."""
        return render_view(self.rules, self.table, self.player)


def determinize(rules: Options, r: Record, player: int, rng: np.random.Generator) -> Record:
    """Nothing is hidden (spec section 4): the bag and the face-down paintings are public
    multisets whose next draw is a chance event, so the record itself is consistent."""
    return r
