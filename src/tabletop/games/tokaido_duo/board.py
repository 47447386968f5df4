"""The board (TD-1.1, spec section 6): the TOML data, its validation and the networkx graphs.

A board file describes the clockwise perimeter, the mountain towns, the trade routes, the
zones, the start spaces and every printed number. ``load_board`` reads it with the kernel's
[`Reader`][tabletop.engine.data.Reader], checks it (a mistake, an unknown field included,
raises ``BoardError`` naming the file, the entry and the field) and builds a ``Board``:

* ``perimeter``: ``nx.DiGraph``, one directed cycle; ``u -> v`` means v is next clockwise;
* ``routes``: ``nx.Graph`` of towns joined by trade routes (a coastal town's node is its
  perimeter space, so one occupancy test serves pilgrims and merchants);
* ``zones``: ``nx.Graph`` of zones adjacent across one trade route.

Every move of exactly N steps without revisiting (TD-3.2) is precomputed once per board, for
each N up to the largest face of the die (module ``routes``). Whatever the file, loading
stays fast and small: its size and the counts of spaces, towns, routes, zones, dice faces and
item loads are checked against their limits (``MAX_*`` here and in ``routes``) before
anything is derived from them. Loads are cached by file name and content.

Examples:
    >>> board = load_board()
    >>> board.spaces[:3], board.kinds["P02"], board.draws["M3"]
    (('P00', 'P01', 'P02'), 'coastal', 3)
    >>> board.painter_moves["Z1", 1]
    ('Z2', 'Z6', 'Z7')
"""

from __future__ import annotations

import math
import pathlib
from collections.abc import Mapping
from importlib.abc import Traversable
from typing import Any

import attrs
import networkx as nx

from ...engine import DataFileError, Reader
from ...engine.data import TOP, Loads, parse_toml
from .routes import (
    Ahead,
    MerchantMoves,
    check_count,
    move_tables,
    perimeter_graph,
    read_adjacency,
    read_mountains,
    read_routes,
)

CHARACTERS = ("pilgrim", "merchant", "painter")
"""The three figures of each player, also the order of the dice and the wave tokens."""

SPACE_KINDS = ("plain", "temple", "garden", "coastal", "beach", "hot_springs")
"""Kinds of perimeter spaces (spec 1.1)."""

POWERS = ("generous_hosts", "long_stride", "large_cart", "haggler", "inspiration", "twin_brush")
"""Wave-token powers the engine knows (spec 1.3)."""

DEFAULT_BOARD = pathlib.Path(__file__).with_name("data") / "default_board.toml"

FIELDS = ("trade_routes", "perimeter", "mountain_towns", "zones", "zone_adjacency",
          "stall_tiles", "items", "dice", "wave_tokens", "start", "pilgrim_board",
          "merchant_board", "painter_board")
"""The tables of a board file."""

# The limits of a board file (docs/reliability.md), checked before anything is derived:
MAX_BYTES = 256 * 1024  # a longer board file is refused before it is parsed
MAX_SPACES = 400  # perimeter spaces
MAX_ZONES = 64  # zones
MAX_FACES = 20  # faces of one die, and the largest value of a face
MAX_CAPACITY = 20  # item capacity, *Large cart* included
MAX_CART_LOADS = 10_000  # loads of a full *Large cart*: each is a keep and a sell action
MAX_PLATE_COST = 11  # the highest plate_threshold (TD-10.1, A1): no negative coins
MAX_ITEMS = 100  # items of one kind in the bag (TD-1.5): the bag's draws are chance events


class BoardError(DataFileError):
    """A malformed board file; the message names the file, the entry and the field."""


@attrs.frozen
class StallTile:
    """A square stall tile: the pilgrim's income there and the prices the town pays."""

    id: str
    pilgrim_coins: int
    buys: Mapping[str, int] = attrs.field(hash=False)


@attrs.frozen(eq=False)
class Board:
    """One validated board with its graphs and precomputed moves (built by ``load_board``)."""

    source: str
    perimeter: nx.DiGraph
    routes: nx.Graph
    zones: nx.Graph
    spaces: tuple[str, ...]
    """Perimeter ids in clockwise order."""
    kinds: Mapping[str, str]
    towns: Mapping[str, str]
    """Coastal perimeter id -> town label (``P02`` -> ``C1``)."""
    coastal: tuple[str, ...]
    """Coastal towns in clockwise order: the order of the ``stall_tile`` events (TD-1.8)."""
    draws: Mapping[str, int]
    """Mountain town -> number of items drawn there."""
    symbols: Mapping[str, str]
    borders: Mapping[str, frozenset[str]]
    ahead: Mapping[str, tuple[str, ...]]
    """Perimeter id -> the other spaces in clockwise order starting with the next one."""
    merchant_moves: MerchantMoves
    """(town, n) -> end towns of simple paths of n routes, n up to the largest merchant die
    face, each with the distinct sets of coastal towns passed on the way (for
    ``merchant_pass_occupied = false``)."""
    painter_moves: Mapping[tuple[str, int], tuple[str, ...]]
    """(zone, n) -> end zones of simple paths of n steps, n up to the largest painter die
    face, sorted."""
    start: Mapping[str, Mapping[str, str]]
    stall_tiles: Mapping[str, StallTile]
    items: tuple[str, ...]
    """Item kinds sorted by name; every item count tuple uses this order."""
    item_counts: tuple[int, ...]
    dice: Mapping[str, tuple[int, ...]]
    temple_track: tuple[int, ...]
    garden_track: tuple[int, ...]
    plate_values: tuple[int, ...]
    capacity: int
    large_cart_capacity: int
    plate_cost: int
    rows: int
    cols: int
    numbers: tuple[int, ...]
    tile_symbols: tuple[str, ...]
    """Painting symbols sorted by name; face-down count tuples use this order."""
    tile_counts: tuple[int, ...]
    wave_tokens: Mapping[str, Mapping[str, str]]
    """Character -> side (``A``/``B``) -> power."""

    @property
    def mountains(self) -> tuple[str, ...]:
        """Mountain town ids in file order."""
        return tuple(self.draws)

    @property
    def places(self) -> tuple[str, ...]:
        """Every perimeter space, mountain town and zone id, sorted (the move targets)."""
        return tuple(sorted((*self.spaces, *self.draws, *self.symbols)))


def load_board(path: str | pathlib.Path | None = None) -> Board:
    """Read, validate and build the board in ``path`` (the assumed default when None); a
    file read again with the same content is not parsed again (TD-1.1)."""
    return _LOADS(pathlib.Path(path) if path is not None else DEFAULT_BOARD)


def _build(path: pathlib.Path | Traversable, raw: bytes) -> Board:
    return _BoardFile(Reader(str(path), parse_toml(path, raw, BoardError), BoardError)).board()


_LOADS = Loads(_build, error=BoardError, limit=MAX_BYTES, kind="board file")


class _BoardFile:
    """The parts of one parsed board file, read into a ``Board``."""

    def __init__(self, reader: Reader):
        self.reader = reader
        self.data = reader.data
        self.fail = reader.fail
        reader.only(self.data, TOP, FIELDS)

    def board(self) -> Board:
        """The whole file as a ``Board``, every part checked (spec 6.2)."""
        read = self.reader
        spaces, kinds, towns = self.read_perimeter()
        draws = read_mountains(read, set(spaces), len(towns))
        routes = read_routes(read, kinds, draws)
        symbols, borders = self.read_zones(set(spaces) | set(draws))
        zones = read_adjacency(read, symbols, routes)
        items = read.counts(self.data, TOP, "items", high=MAX_ITEMS)
        stalls = self.read_stalls(items, len(towns))
        start = self.read_start(kinds, draws, symbols)
        dice = self.read_dice()
        wave_tokens = self.read_wave_tokens()
        pilgrim = read.table(self.data, TOP, "pilgrim_board", ("temple_track", "garden_track"))
        merchant = read.table(self.data, TOP, "merchant_board",
                              ("plate_values", "capacity", "large_cart_capacity", "plate_cost"))
        painter = read.table(self.data, TOP, "painter_board", ("rows", "cols", "numbers",
                                                                "tiles"))
        rows = read.integer(painter, "painter_board", "rows", low=1)
        cols = read.integer(painter, "painter_board", "cols", low=1)
        numbers = read.ints(painter, "painter_board", "numbers")
        tiles = read.counts(painter, "painter_board", "tiles")
        if not rows * cols == len(numbers) == sum(tiles.values()):
            raise self.fail("painter_board", "numbers", "rows x cols, the numbers and the "
                            "painting tiles must all count the same slots")
        for zone, symbol in symbols.items():
            if symbol not in tiles:
                raise self.fail(f"zones ({zone})", "symbol", f"{symbol!r} is on no painting tile")
        longest = max(dice["pilgrim"]) + 1
        if len(spaces) < longest + 4:
            raise self.fail("perimeter", "id", f"the cycle needs at least {longest + 4} spaces "
                            "so a pilgrim can never skip onto its own start")
        capacity, large_cart, plate_cost = self.read_merchant_board(merchant, len(items))
        moves = move_tables(read, routes, zones, dice)
        return Board(
            source=read.source, perimeter=perimeter_graph(spaces, kinds, towns), routes=routes,
            zones=zones, spaces=spaces, kinds=kinds, towns=towns, coastal=tuple(towns),
            draws=draws, symbols=symbols, borders=borders, ahead=Ahead(spaces),
            merchant_moves=moves[0], painter_moves=moves[1], start=start, stall_tiles=stalls,
            items=tuple(sorted(items)), item_counts=tuple(items[k] for k in sorted(items)),
            dice=dice,
            temple_track=read.ints(pilgrim, "pilgrim_board", "temple_track"),
            garden_track=read.ints(pilgrim, "pilgrim_board", "garden_track"),
            plate_values=read.ints(merchant, "merchant_board", "plate_values"),
            capacity=capacity, large_cart_capacity=large_cart, plate_cost=plate_cost,
            rows=rows, cols=cols, numbers=numbers, tile_symbols=tuple(sorted(tiles)),
            tile_counts=tuple(tiles[s] for s in sorted(tiles)), wave_tokens=wave_tokens)

    def read_perimeter(self) -> tuple[tuple[str, ...], dict[str, str], dict[str, str]]:
        """The spaces in clockwise order, their kinds and the coastal towns' labels."""
        read = self.reader
        spaces: list[str] = []
        kinds: dict[str, str] = {}
        towns: dict[str, str] = {}
        check_count(read, "perimeter", MAX_SPACES, "spaces")
        for entry, space in read.entries(self.data, TOP, "perimeter", ("id", "kind", "town")):
            sid = read.string(space, entry, "id")
            kind = read.string(space, entry, "kind")
            if kind not in SPACE_KINDS:
                raise self.fail(f"{entry} ({sid})", "kind", f"unknown space kind {kind!r}; "
                                f"expected one of {', '.join(SPACE_KINDS)}")
            if sid in kinds:
                raise self.fail(f"{entry} ({sid})", "id", "duplicate id")
            if kind == "coastal":
                town = read.string(space, f"{entry} ({sid})", "town")
                if town in towns.values():
                    raise self.fail(f"{entry} ({sid})", "town", f"duplicate town label {town!r}")
                towns[sid] = town
            elif "town" in space:
                raise self.fail(f"{entry} ({sid})", "town", "only a coastal space has a town")
            spaces.append(sid)
            kinds[sid] = kind
        return tuple(spaces), kinds, towns

    def read_zones(self, ids: set[str]) -> tuple[dict[str, str], dict[str, frozenset[str]]]:
        """Each zone's painting symbol and the spaces and towns on its border (TD-15.2)."""
        read = self.reader
        symbols: dict[str, str] = {}
        borders: dict[str, frozenset[str]] = {}
        check_count(read, "zones", MAX_ZONES, "zones")
        for entry, zone in read.entries(self.data, TOP, "zones", ("id", "symbol", "border")):
            zid = read.string(zone, entry, "id")
            if zid in ids or zid in symbols:
                raise self.fail(f"{entry} ({zid})", "id", "duplicate id")
            symbols[zid] = read.string(zone, f"{entry} ({zid})", "symbol")
            border = read.strings(zone, f"{entry} ({zid})", "border", unique=False)
            unknown = [b for b in border if b not in ids]
            if not border or unknown:
                raise self.fail(f"{entry} ({zid})", "border", "must list perimeter spaces and "
                                f"mountain towns only; unknown: {unknown or 'empty border'}")
            borders[zid] = frozenset(border)
        return symbols, borders

    def read_stalls(self, items: Mapping[str, int], towns: int) -> dict[str, StallTile]:
        """The stall tiles, at least one per coastal town (TD-1.2, TD-9.1, TD-14.1)."""
        read = self.reader
        stalls: dict[str, StallTile] = {}
        for entry, tile in read.entries(self.data, TOP, "stall_tiles",
                                        ("id", "pilgrim_coins", "buys")):
            tid = read.string(tile, entry, "id")
            if tid in stalls:
                raise self.fail(f"{entry} ({tid})", "id", "duplicate stall tile id")
            buys = read.counts(tile, f"{entry} ({tid})", "buys")
            for kind in buys:
                if kind not in items:
                    raise self.fail(f"{entry} ({tid})", "buys", f"unknown item kind {kind!r}")
            coins = read.integer(tile, f"{entry} ({tid})", "pilgrim_coins", low=0)
            stalls[tid] = StallTile(tid, coins, dict(sorted(buys.items())))
        if len(stalls) < towns:
            raise self.fail("stall_tiles", "id", f"missing stall tile: {towns} coastal towns "
                            f"need at least {towns} tiles, the file has {len(stalls)}")
        return stalls

    def read_start(self, kinds: Mapping[str, str], draws: Mapping[str, int],
                   symbols: Mapping[str, str]) -> dict[str, dict[str, str]]:
        """The two start sets, compass side and far side (TD-1.6, TD-1.7)."""
        read = self.reader
        table = read.table(self.data, TOP, "start", ("compass", "far"))
        valid = {"pilgrim": lambda s: kinds.get(s, "coastal") != "coastal",
                 "merchant": lambda s: s in draws, "painter": lambda s: s in symbols}
        what = {"pilgrim": "a non-coastal perimeter space", "merchant": "a mountain town",
                "painter": "a zone"}
        start: dict[str, dict[str, str]] = {}
        for side in ("compass", "far"):
            sets = read.table(table, "start", side, CHARACTERS)
            start[side] = {}
            for character in CHARACTERS:
                place = read.string(sets, f"start.{side}", character)
                if not valid[character](place):
                    raise self.fail(f"start.{side}", character, f"{place!r} is not "
                                    f"{what[character]}")
                start[side][character] = place
        if start["compass"]["pilgrim"] == start["far"]["pilgrim"]:
            raise self.fail("start.far", "pilgrim", "both pilgrims start on one space")
        if start["compass"]["merchant"] == start["far"]["merchant"]:
            raise self.fail("start.far", "merchant", "both merchants start on one town; "
                            "must be two different mountain towns")
        return start

    def read_merchant_board(self, merchant: Mapping[str, Any], kinds: int
                            ) -> tuple[int, int, int]:
        """Item capacity, *Large cart* capacity and plate cost (spec 1.7, TD-10.1): positive,
        *Large cart* never smaller than the plain capacity, a plate never dearer than the
        highest threshold, and the loads of a full *Large cart* within their limit."""
        capacity, large_cart = (
            self.reader.integer(merchant, "merchant_board", field, low=1, high=MAX_CAPACITY)
            for field in ("capacity", "large_cart_capacity"))
        plate_cost = self.reader.integer(merchant, "merchant_board", "plate_cost", low=1,
                                         high=MAX_PLATE_COST)
        if large_cart < capacity:
            raise self.fail("merchant_board", "large_cart_capacity",
                            f"must be at least the capacity {capacity}")
        loads = math.comb(kinds + large_cart, kinds)
        if loads > MAX_CART_LOADS:
            raise self.fail("merchant_board", "large_cart_capacity", f"{large_cart} items of "
                            f"{kinds} kinds make {loads:,} loads, over the limit of "
                            f"{MAX_CART_LOADS:,}")
        return capacity, large_cart, plate_cost

    def read_dice(self) -> dict[str, tuple[int, ...]]:
        """The faces of the pilgrim, merchant and painter dice (spec 1.6)."""
        table = self.reader.table(self.data, TOP, "dice", CHARACTERS)
        dice = {c: self.reader.ints(table, "dice", c, 1, MAX_FACES) for c in CHARACTERS}
        for character, faces in dice.items():
            if len(faces) > MAX_FACES:
                raise self.fail("dice", character, f"{len(faces)} faces, over the limit of "
                                f"{MAX_FACES}")
        return dice

    def read_wave_tokens(self) -> dict[str, dict[str, str]]:
        """The power on each side of each wave token (spec 1.3)."""
        read = self.reader
        table = read.table(self.data, TOP, "wave_tokens", CHARACTERS)
        tokens: dict[str, dict[str, str]] = {}
        placed: dict[str, str] = {}
        for character in CHARACTERS:
            sides = read.table(table, "wave_tokens", character, ("A", "B"))
            tokens[character] = {}
            for side in "AB":
                power = read.string(sides, f"wave_tokens.{character}", side)
                if power not in POWERS:
                    raise self.fail(f"wave_tokens.{character}", side, f"unknown power "
                                    f"{power!r}; expected one of {', '.join(POWERS)}")
                if power in placed:
                    raise self.fail(f"wave_tokens.{character}", side, f"power {power!r} is "
                                    f"already on {placed[power]}; each power is on one side "
                                    "of one token")
                placed[power] = f"wave_tokens.{character} side {side}"
                tokens[character][side] = power
        return tokens
