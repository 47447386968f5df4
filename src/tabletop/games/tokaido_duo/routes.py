"""The graphs of a board file and the tables derived from them, small for any accepted file.

The readers of the mountain towns, the trade routes and the zones adjacent across them
(TD-5.1, TD-6.1) check every count against its limit first (``check_count``). Every move
of exactly N steps without revisiting a place (TD-3.1, TD-3.2) is found once per board, for
each N up to the largest face of the figure's die: merchants along the trade
routes (TD-5.4), painters across them from zone to zone (TD-6.3). The search goes one step
at a time over *partial moves*, a place reached together with the set of places visited, so
paths that visit the same places and end on the same one are followed once; the number of
partial moves of one table is bounded by ``limit`` (``MoveLimitError`` beyond it), so
the work is bounded for any graph. The pilgrim's view ahead (TD-4.3) is sliced on demand
from one index per space (``Ahead``).

Examples:
    >>> import networkx as nx
    >>> painter_moves(nx.cycle_graph(["a", "b", "c"]), 2, 100)[("a", 2)]
    ('b', 'c')
    >>> Ahead(("a", "b", "c"))["b"]
    ('c', 'a')
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping

import networkx as nx

from ...engine import Reader
from ...engine.data import TOP

MAX_TOWNS = 64
"""The most towns (coastal and mountain towns together: the nodes of the trade routes)."""
MAX_ROUTES = 256
"""The most trade routes."""
MAX_DRAW = 20
"""The most items drawn at one mountain town (TD-13.1): each is a chance event of its own,
so a larger draw would make one stop a long run of draws."""
MAX_MOVE_PATHS = 50_000
"""The most partial moves (a place reached with the set of places visited, over every start
and every length up to the largest die face) in the merchant table and in the painter table."""

MerchantMoves = dict[tuple[str, int], tuple[tuple[str, tuple[frozenset[str], ...]], ...]]
"""(town, n) -> end towns of simple paths of n routes, each with the distinct sets of
coastal towns passed on the way."""


class MoveLimitError(ValueError):
    """A table would hold more partial moves than its limit (``args[0]`` is the limit)."""


def check_count(read: Reader, field: str, most: int, what: str, already: int = 0) -> None:
    """Refuse a top-level list ``field`` of more than ``most`` items (``already`` counted
    with them), before anything is built from it."""
    count = already + len(read.get(read.data, TOP, field, list))
    if count > most:
        raise read.fail(TOP, field, f"{count:,} {what}, over the limit of {most:,}")


def perimeter_graph(spaces: tuple[str, ...], kinds: Mapping[str, str],
                    towns: Mapping[str, str]) -> nx.DiGraph:
    """The perimeter as one directed cycle, ``u -> v`` when v is next clockwise (TD-4.1);
    each node has its ``kind``, a coastal one also its ``town`` label."""
    perimeter: nx.DiGraph[str] = nx.DiGraph()
    for space in spaces:
        perimeter.add_node(space, kind=kinds[space],
                           **({"town": towns[space]} if space in towns else {}))
    perimeter.add_edges_from(zip(spaces, spaces[1:] + spaces[:1]))
    return perimeter


def read_mountains(read: Reader, taken: set[str], coastal: int) -> dict[str, int]:
    """Each mountain town and the number of items drawn there (TD-13.1); with the
    ``coastal`` towns at most ``MAX_TOWNS``."""
    check_count(read, "mountain_towns", MAX_TOWNS, "towns (coastal and mountain)", coastal)
    draws: dict[str, int] = {}
    for entry, town in read.entries(read.data, TOP, "mountain_towns", ("id", "draw")):
        tid = read.string(town, entry, "id")
        if tid in taken or tid in draws:
            raise read.fail(f"{entry} ({tid})", "id", "duplicate id")
        draws[tid] = read.integer(town, f"{entry} ({tid})", "draw", low=1, high=MAX_DRAW)
    return draws


def read_routes(read: Reader, kinds: Mapping[str, str], draws: Mapping[str, int]) -> nx.Graph:
    """The trade routes between known towns, each pair at most once, one connected graph
    (TD-5.1)."""
    routes: nx.Graph[str] = nx.Graph()
    routes.add_nodes_from((t, {"kind": "coastal", "draw": 0}) for t, k in kinds.items()
                          if k == "coastal")
    routes.add_nodes_from((m, {"kind": "mountain", "draw": d}) for m, d in draws.items())
    check_count(read, "trade_routes", MAX_ROUTES, "trade routes")
    for entry, route in read.entries(read.data, TOP, "trade_routes"):
        if not (isinstance(route, list) and len(route) == 2):
            raise read.fail(entry, "(route)", "must be a pair of town ids")
        for end in route:
            if not isinstance(end, str) or end not in routes:
                raise read.fail(entry, "(route)", f"dangling edge: {end!r} is neither a "
                                "coastal town nor a mountain town")
        if route[0] == route[1]:
            raise read.fail(entry, "(route)", f"joins {route[0]} to itself; a route joins two "
                            "different towns")
        if routes.has_edge(*route):
            raise read.fail(entry, "(route)", f"duplicate trade route {route[0]}-{route[1]}")
        routes.add_edge(*route)
    if not routes or not nx.is_connected(routes):
        raise read.fail("trade_routes", "(route)", "the trade routes are not connected")
    return routes


def read_adjacency(read: Reader, symbols: Mapping[str, str], routes: nx.Graph) -> nx.Graph:
    """Zones adjacent across a trade route; each route separates two different zones
    (TD-6.1)."""
    zones: nx.Graph[str] = nx.Graph()
    zones.add_nodes_from((z, {"symbol": s}) for z, s in symbols.items())
    separated: dict[frozenset[str], int] = {}
    for entry, pair in read.entries(read.data, TOP, "zone_adjacency", ("zones", "route")):
        ends = read.strings(pair, entry, "zones", unique=False)
        route = read.strings(pair, entry, "route", unique=False)
        if len(ends) != 2 or any(z not in symbols for z in ends):
            raise read.fail(entry, "zones", f"must name two known zones, got {list(ends)}")
        if ends[0] == ends[1]:
            raise read.fail(entry, "zones", f"{ends[0]} cannot be adjacent to itself; must "
                            "name two different zones")
        if len(route) != 2 or not routes.has_edge(*route):
            raise read.fail(entry, "route", f"{list(route)} is not a trade route")
        zones.add_edge(*ends, route=route)
        key = frozenset(route)
        separated[key] = separated.get(key, 0) + 1
    for u, v in routes.edges:
        if separated.get(frozenset((u, v)), 0) != 1:
            raise read.fail("zone_adjacency", "route", f"trade route {u}-{v} must separate "
                            "exactly two zones")
    if not zones or not nx.is_connected(zones):
        raise read.fail("zone_adjacency", "zones", "the zones are not connected")
    return zones


def move_tables(read: Reader, routes: nx.Graph, zones: nx.Graph,
                dice: Mapping[str, tuple[int, ...]]
                ) -> tuple[MerchantMoves, dict[tuple[str, int], tuple[str, ...]]]:
    """The merchant's and the painter's moves for every length up to the largest face of
    their dice (TD-5.4, TD-6.3), each table refused over ``MAX_MOVE_PATHS`` partial
    moves."""
    try:
        merchant = merchant_moves(routes, max(dice["merchant"]), MAX_MOVE_PATHS)
    except MoveLimitError:
        raise _too_many(read, "trade_routes", "(route)", max(dice["merchant"])) from None
    try:
        painter = painter_moves(zones, max(dice["painter"]), MAX_MOVE_PATHS)
    except MoveLimitError:
        raise _too_many(read, "zone_adjacency", "zones", max(dice["painter"])) from None
    return merchant, painter


def _too_many(read: Reader, entry: str, field: str, longest: int) -> Exception:
    return read.fail(entry, field, f"moves of 1 to {longest} steps (the largest face of the "
                     f"die) make more than {MAX_MOVE_PATHS:,} partial moves (a place reached "
                     "with the places visited), the limit")


def partial_moves(graph: nx.Graph, longest: int, limit: int
                  ) -> Iterator[tuple[int, int, Collection[tuple[int, int]]]]:
    """``(start, n, reached)`` for each start and each n from 1 to ``longest`` with a simple
    path of n steps (TD-3.2): ``reached`` holds ``(end, visited)`` once per distinct end and
    set of visited places (start and end included). Places are indices into ``list(graph)``
    and sets of places bit masks.

    Raises ``MoveLimitError`` once more than ``limit`` pairs are found in all.

    Examples:
        >>> [(n, sorted(r)) for s, n, r in partial_moves(nx.path_graph("abc"), 5, 9) if s == 0]
        [(1, [(1, 3)]), (2, [(2, 7)])]
    """
    index = {node: i for i, node in enumerate(graph)}
    neighbours = [tuple(index[step] for step in graph[node]) for node in graph]
    found = 0
    for first in range(len(neighbours)):
        layer: Collection[tuple[int, int]] = ((first, 1 << first),)
        for n in range(1, longest + 1):
            reached: dict[tuple[int, int], None] = {}
            for node, seen in layer:
                for step in neighbours[node]:
                    if not seen >> step & 1:
                        reached[step, seen | 1 << step] = None
                if len(reached) + found > limit:
                    raise MoveLimitError(limit)
            if not reached:
                break
            found += len(reached)
            yield first, n, reached
            layer = reached


def _members(nodes: list[str], seen: int) -> frozenset[str]:
    """The nodes whose bits are set in ``seen``."""
    members = []
    while seen:
        low = seen & -seen
        members.append(nodes[low.bit_length() - 1])
        seen ^= low
    return frozenset(members)


def merchant_moves(routes: nx.Graph, longest: int, limit: int) -> MerchantMoves:
    """For every town and length n up to ``longest``: the end towns of simple paths of n
    routes (TD-5.4), each with the distinct sets of coastal towns passed through on the way
    (TD-5.3), sorted."""
    nodes = list(routes)
    coastal = sum(1 << i for i, town in enumerate(nodes) if routes.nodes[town]["kind"] == "coastal")
    table: MerchantMoves = {}
    for first, n, reached in partial_moves(routes, longest, limit):
        passed: dict[str, set[int]] = {}
        for end, seen in reached:
            passed.setdefault(nodes[end], set()).add(seen & coastal & ~(1 << first | 1 << end))
        table[nodes[first], n] = tuple(
            (end, tuple(sorted((_members(nodes, m) for m in passed[end]), key=sorted)))
            for end in sorted(passed))
    return table


def painter_moves(zones: nx.Graph, longest: int, limit: int
                  ) -> dict[tuple[str, int], tuple[str, ...]]:
    """For every zone and length n up to ``longest``: the end zones of simple paths of n
    steps, sorted (TD-6.3)."""
    nodes = list(zones)
    return {(nodes[first], n): tuple(sorted({nodes[end] for end, _ in reached}))
            for first, n, reached in partial_moves(zones, longest, limit)}


class Ahead(Mapping[str, tuple[str, ...]]):
    """Perimeter id -> the other spaces in clockwise order starting with the next one
    (TD-4.3): one index per space, each view sliced when asked for (memory linear in the
    spaces)."""

    def __init__(self, spaces: tuple[str, ...]):
        self._spaces = spaces
        self._index = {space: i for i, space in enumerate(spaces)}

    def __getitem__(self, space: str) -> tuple[str, ...]:
        i = self._index[space]
        return self._spaces[i + 1:] + self._spaces[:i]

    def __iter__(self) -> Iterator[str]:
        return iter(self._spaces)

    def __len__(self) -> int:
        return len(self._spaces)
