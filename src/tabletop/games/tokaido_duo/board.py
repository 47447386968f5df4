"""The board: TOML data, its validation, the networkx graphs and the precomputed moves.

A board file (TD-1.1, spec section 6) describes the clockwise perimeter, the mountain towns,
the trade routes, the zones, the start spaces and every printed number. :func:`load_board`
reads it through the kernel's ``read_toml``, checks it (a mistake raises :class:`BoardError`
naming the file, the entry and the field) and builds a :class:`Board`:

* ``perimeter``: ``nx.DiGraph``, one directed cycle; ``u -> v`` means v is next clockwise;
* ``routes``: ``nx.Graph`` of towns joined by trade routes (a coastal town's node is its
  perimeter space, so one occupancy test serves pilgrims and merchants);
* ``zones``: ``nx.Graph`` of zones adjacent across one trade route.

Every move of exactly N steps without revisiting (TD-3.2) is precomputed here, once per board.

Examples:
    >>> board = load_board()
    >>> board.spaces[:3], board.kinds["P02"], board.draws["M3"]
    (('P00', 'P01', 'P02'), 'coastal', 3)
    >>> board.painter_moves["Z1", 1]
    ('Z2', 'Z6', 'Z7')
"""

from __future__ import annotations

import functools
import pathlib
from collections.abc import Iterator, Mapping
from typing import Any

import attrs
import networkx as nx

from ...engine.data import DataFileError, read_toml

CHARACTERS = ("pilgrim", "merchant", "painter")
"""The three figures of each player, also the order of the dice and the wave tokens."""

SPACE_KINDS = ("plain", "temple", "garden", "coastal", "beach", "hot_springs")
"""Kinds of perimeter spaces (spec 1.1)."""

POWERS = ("generous_hosts", "long_stride", "large_cart", "haggler", "inspiration", "twin_brush")
"""Wave-token powers the engine knows (spec 1.3)."""

DEFAULT_BOARD = pathlib.Path(__file__).with_name("data") / "default_board.toml"


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
    """One validated board with its graphs and precomputed moves (built by :func:`load_board`)."""

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
    merchant_moves: Mapping[tuple[str, int], tuple[tuple[str, tuple[frozenset[str], ...]], ...]]
    """(town, n) -> end towns of simple paths of n routes, each with the distinct sets of
    coastal towns passed on the way (for ``merchant_pass_occupied = false``)."""
    painter_moves: Mapping[tuple[str, int], tuple[str, ...]]
    """(zone, n) -> end zones of simple paths of n steps, sorted."""
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


@functools.lru_cache(maxsize=16)
def load_board(path: str | pathlib.Path | None = None) -> Board:
    """Read, validate and build the board in ``path`` (the assumed default when None)."""
    path = pathlib.Path(path) if path is not None else DEFAULT_BOARD
    return _Reader(str(path), read_toml(path, BoardError)).board()


class _Reader:
    """Reads one parsed TOML document into a :class:`Board`, failing with a located error."""

    def __init__(self, source: str, data: dict[str, Any]):
        self.source = source
        self.data = data

    def fail(self, entry: str, field: str, problem: str) -> BoardError:
        return BoardError(f"{self.source}: entry {entry}, field {field!r}: {problem}")

    def get(self, table: Mapping[str, Any], entry: str, field: str, kind: type | tuple) -> Any:
        if not isinstance(table, Mapping):
            raise self.fail(entry, field, "the entry must be a table")
        if field not in table:
            raise self.fail(entry, field, "missing")
        value = table[field]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
            name = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
            raise self.fail(entry, field, f"must be a {name}, got {value!r}")
        return value

    def entries(self, field: str) -> Iterator[tuple[str, Any]]:
        for i, entry in enumerate(self.get(self.data, "(top level)", field, list)):
            yield f"{field}[{i}]", entry

    def ints(self, table: Mapping, entry: str, field: str, low: int = 0) -> tuple[int, ...]:
        values = self.get(table, entry, field, list)
        if not values or not all(isinstance(v, int) and v >= low for v in values):
            raise self.fail(entry, field, f"must be a non-empty list of integers >= {low}")
        return tuple(values)

    # -- the parts of the file ---------------------------------------------------------------
    def board(self) -> Board:
        spaces, kinds, towns = self.read_perimeter()
        draws = self.read_mountains(set(spaces))
        routes = self.read_routes(kinds, draws)
        symbols, borders = self.read_zones(set(spaces) | set(draws))
        zones = self.read_adjacency(symbols, routes)
        items = self.read_items()
        stalls = self.read_stalls(items, len(towns))
        start = self.read_start(kinds, draws, symbols)
        dice = self.read_dice()
        wave_tokens = self.read_wave_tokens()
        pilgrim = self.get(self.data, "(top level)", "pilgrim_board", dict)
        merchant = self.get(self.data, "(top level)", "merchant_board", dict)
        painter = self.get(self.data, "(top level)", "painter_board", dict)
        rows = self.get(painter, "painter_board", "rows", int)
        cols = self.get(painter, "painter_board", "cols", int)
        numbers = self.ints(painter, "painter_board", "numbers")
        tiles = self.counts(painter, "painter_board", "tiles")
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
        perimeter = nx.DiGraph()
        for space in spaces:
            perimeter.add_node(space, kind=kinds[space], **({"town": towns[space]}
                                                           if space in towns else {}))
        perimeter.add_edges_from(zip(spaces, spaces[1:] + spaces[:1]))
        capacity, large_cart, plate_cost = self.read_merchant_board(merchant)
        return Board(
            source=self.source, perimeter=perimeter, routes=routes, zones=zones, spaces=spaces,
            kinds=kinds, towns=towns, coastal=tuple(towns), draws=draws, symbols=symbols,
            borders=borders,
            ahead={s: spaces[i + 1:] + spaces[:i] for i, s in enumerate(spaces)},
            merchant_moves=merchant_moves(routes), painter_moves=painter_moves(zones),
            start=start, stall_tiles=stalls, items=tuple(sorted(items)),
            item_counts=tuple(items[k] for k in sorted(items)), dice=dice,
            temple_track=self.ints(pilgrim, "pilgrim_board", "temple_track"),
            garden_track=self.ints(pilgrim, "pilgrim_board", "garden_track"),
            plate_values=self.ints(merchant, "merchant_board", "plate_values"),
            capacity=capacity, large_cart_capacity=large_cart, plate_cost=plate_cost,
            rows=rows, cols=cols, numbers=numbers, tile_symbols=tuple(sorted(tiles)),
            tile_counts=tuple(tiles[s] for s in sorted(tiles)), wave_tokens=wave_tokens)

    def read_perimeter(self) -> tuple[tuple[str, ...], dict[str, str], dict[str, str]]:
        spaces, kinds, towns = [], {}, {}
        for entry, space in self.entries("perimeter"):
            sid = self.get(space, entry, "id", str)
            kind = self.get(space, entry, "kind", str)
            if kind not in SPACE_KINDS:
                raise self.fail(f"{entry} ({sid})", "kind", f"unknown space kind {kind!r}; "
                                f"expected one of {', '.join(SPACE_KINDS)}")
            if sid in kinds:
                raise self.fail(f"{entry} ({sid})", "id", "duplicate id")
            if kind == "coastal":
                towns[sid] = self.get(space, f"{entry} ({sid})", "town", str)
            spaces.append(sid)
            kinds[sid] = kind
        return tuple(spaces), kinds, towns

    def read_mountains(self, taken: set[str]) -> dict[str, int]:
        draws: dict[str, int] = {}
        for entry, town in self.entries("mountain_towns"):
            tid = self.get(town, entry, "id", str)
            if tid in taken or tid in draws:
                raise self.fail(f"{entry} ({tid})", "id", "duplicate id")
            draws[tid] = self.get(town, f"{entry} ({tid})", "draw", int)
            if draws[tid] < 1:
                raise self.fail(f"{entry} ({tid})", "draw", "must be at least 1")
        return draws

    def read_routes(self, kinds: Mapping[str, str], draws: Mapping[str, int]) -> nx.Graph:
        routes = nx.Graph()
        for town, kind in kinds.items():
            if kind == "coastal":
                routes.add_node(town, kind="coastal", draw=0)
        routes.add_nodes_from((m, {"kind": "mountain", "draw": d}) for m, d in draws.items())
        for entry, route in self.entries("trade_routes"):
            if not (isinstance(route, list) and len(route) == 2):
                raise self.fail(entry, "(route)", "must be a pair of town ids")
            for end in route:
                if end not in routes:
                    raise self.fail(entry, "(route)", f"dangling edge: {end!r} is neither a "
                                    "coastal town nor a mountain town")
            routes.add_edge(*route)
        if not nx.is_connected(routes):
            raise self.fail("trade_routes", "(route)", "the trade routes are not connected")
        return routes

    def read_zones(self, ids: set[str]) -> tuple[dict[str, str], dict[str, frozenset[str]]]:
        symbols: dict[str, str] = {}
        borders: dict[str, frozenset[str]] = {}
        for entry, zone in self.entries("zones"):
            zid = self.get(zone, entry, "id", str)
            if zid in ids or zid in symbols:
                raise self.fail(f"{entry} ({zid})", "id", "duplicate id")
            symbols[zid] = self.get(zone, f"{entry} ({zid})", "symbol", str)
            border = self.get(zone, f"{entry} ({zid})", "border", list)
            unknown = [b for b in border if b not in ids]
            if not border or unknown:
                raise self.fail(f"{entry} ({zid})", "border", "must list perimeter spaces and "
                                f"mountain towns only; unknown: {unknown or 'empty border'}")
            borders[zid] = frozenset(border)
        return symbols, borders

    def read_adjacency(self, symbols: Mapping[str, str], routes: nx.Graph) -> nx.Graph:
        zones = nx.Graph()
        zones.add_nodes_from((z, {"symbol": s}) for z, s in symbols.items())
        separated: dict[frozenset, int] = {}
        for entry, pair in self.entries("zone_adjacency"):
            ends = self.get(pair, entry, "zones", list)
            route = self.get(pair, entry, "route", list)
            if len(ends) != 2 or any(z not in symbols for z in ends):
                raise self.fail(entry, "zones", f"must name two known zones, got {ends}")
            if len(route) != 2 or not routes.has_edge(*route):
                raise self.fail(entry, "route", f"{route} is not a trade route")
            zones.add_edge(*ends, route=tuple(route))
            key = frozenset(route)
            separated[key] = separated.get(key, 0) + 1
        for u, v in routes.edges:
            if separated.get(frozenset((u, v)), 0) != 1:
                raise self.fail("zone_adjacency", "route", f"trade route {u}-{v} must separate "
                                "exactly two zones")
        if not nx.is_connected(zones):
            raise self.fail("zone_adjacency", "zones", "the zones are not connected")
        return zones

    def counts(self, table: Mapping, entry: str, field: str) -> dict[str, int]:
        counts = self.get(table, entry, field, dict)
        if not counts or not all(isinstance(n, int) and n > 0 for n in counts.values()):
            raise self.fail(entry, field, "must map names to positive integers")
        return counts

    def read_items(self) -> dict[str, int]:
        return self.counts(self.data, "(top level)", "items")

    def read_stalls(self, items: Mapping[str, int], towns: int) -> dict[str, StallTile]:
        stalls: dict[str, StallTile] = {}
        for entry, tile in self.entries("stall_tiles"):
            tid = self.get(tile, entry, "id", str)
            buys = self.counts(tile, f"{entry} ({tid})", "buys")
            for kind in buys:
                if kind not in items:
                    raise self.fail(f"{entry} ({tid})", "buys", f"unknown item kind {kind!r}")
            coins = self.get(tile, f"{entry} ({tid})", "pilgrim_coins", int)
            stalls[tid] = StallTile(tid, coins, dict(sorted(buys.items())))
        if len(stalls) < towns:
            raise self.fail("stall_tiles", "id", f"missing stall tile: {towns} coastal towns "
                            f"need at least {towns} tiles, the file has {len(stalls)}")
        return stalls

    def read_start(self, kinds: Mapping[str, str], draws: Mapping[str, int],
                   symbols: Mapping[str, str]) -> dict[str, dict[str, str]]:
        table = self.get(self.data, "(top level)", "start", dict)
        valid = {"pilgrim": lambda s: kinds.get(s, "coastal") != "coastal",
                 "merchant": lambda s: s in draws, "painter": lambda s: s in symbols}
        what = {"pilgrim": "a non-coastal perimeter space", "merchant": "a mountain town",
                "painter": "a zone"}
        start = {}
        for side in ("compass", "far"):
            sets = self.get(table, "start", side, dict)
            start[side] = {}
            for character in CHARACTERS:
                place = self.get(sets, f"start.{side}", character, str)
                if not valid[character](place):
                    raise self.fail(f"start.{side}", character, f"{place!r} is not "
                                    f"{what[character]}")
                start[side][character] = place
        if start["compass"]["pilgrim"] == start["far"]["pilgrim"]:
            raise self.fail("start.far", "pilgrim", "both pilgrims start on one space")
        return start

    def read_merchant_board(self, merchant: Mapping[str, Any]) -> tuple[int, int, int]:
        """Item capacity, *Large cart* capacity and plate cost (spec 1.7): positive, and
        *Large cart* never smaller than the plain capacity."""
        numbers = []
        for field in ("capacity", "large_cart_capacity", "plate_cost"):
            value = self.get(merchant, "merchant_board", field, int)
            if value < 1:
                raise self.fail("merchant_board", field, f"must be at least 1, got {value}")
            numbers.append(value)
        if numbers[1] < numbers[0]:
            raise self.fail("merchant_board", "large_cart_capacity",
                            f"must be at least the capacity {numbers[0]}")
        return numbers[0], numbers[1], numbers[2]

    def read_dice(self) -> dict[str, tuple[int, ...]]:
        table = self.get(self.data, "(top level)", "dice", dict)
        return {c: self.ints(table, "dice", c, low=1) for c in CHARACTERS}

    def read_wave_tokens(self) -> dict[str, dict[str, str]]:
        table = self.get(self.data, "(top level)", "wave_tokens", dict)
        tokens = {}
        for character in CHARACTERS:
            sides = self.get(table, "wave_tokens", character, dict)
            tokens[character] = {}
            for side in "AB":
                power = self.get(sides, f"wave_tokens.{character}", side, str)
                if power not in POWERS:
                    raise self.fail(f"wave_tokens.{character}", side, f"unknown power "
                                    f"{power!r}; expected one of {', '.join(POWERS)}")
                tokens[character][side] = power
        return tokens


# -- precomputed moves (TD-3.1, TD-3.2) -----------------------------------------------------
def simple_paths(graph: nx.Graph, start: str) -> Iterator[tuple[str, ...]]:
    """Every simple path leaving ``start`` (start excluded), by depth-first search.

    Examples:
        >>> sorted(simple_paths(nx.path_graph(["a", "b", "c"]), "a"))
        [('b',), ('b', 'c')]
    """
    stack = [(start, (), frozenset((start,)))]
    while stack:
        node, path, seen = stack.pop()
        for step in graph[node]:
            if step not in seen:
                longer = (*path, step)
                yield longer
                stack.append((step, longer, seen | {step}))


def merchant_moves(routes: nx.Graph
                   ) -> dict[tuple[str, int], tuple[tuple[str, tuple[frozenset[str], ...]], ...]]:
    """For every town and length n: the end towns of simple paths of n routes (TD-5.4), each
    with the distinct sets of coastal towns passed through on the way (TD-5.3)."""
    table: dict[tuple[str, int], dict[str, set[frozenset[str]]]] = {}
    for town in routes:
        for path in simple_paths(routes, town):
            passed = frozenset(t for t in path[:-1] if routes.nodes[t]["kind"] == "coastal")
            table.setdefault((town, len(path)), {}).setdefault(path[-1], set()).add(passed)
    return {key: tuple((end, tuple(sorted(passed[end], key=sorted))) for end in sorted(passed))
            for key, passed in table.items()}


def painter_moves(zones: nx.Graph) -> dict[tuple[str, int], tuple[str, ...]]:
    """For every zone and length n: the end zones of simple paths of n steps (TD-6.3)."""
    table: dict[tuple[str, int], set[str]] = {}
    for zone in zones:
        for path in simple_paths(zones, zone):
            table.setdefault((zone, len(path)), set()).add(path[-1])
    return {key: tuple(sorted(ends)) for key, ends in table.items()}
