"""Every move of exactly N steps without revisiting a place (TD-3.1, TD-3.2), found once
per board: merchants along the trade routes (TD-5.4), painters across them from zone to
zone (TD-6.3).

Examples:
    >>> import networkx as nx
    >>> painter_moves(nx.cycle_graph(["a", "b", "c"]))[("a", 2)]
    ('b', 'c')
"""

from __future__ import annotations

from collections.abc import Iterator

import networkx as nx

MerchantMoves = dict[tuple[str, int], tuple[tuple[str, tuple[frozenset[str], ...]], ...]]
"""(town, n) -> end towns of simple paths of n routes, each with the distinct sets of
coastal towns passed on the way."""


def simple_paths(graph: nx.Graph, start: str) -> Iterator[tuple[str, ...]]:
    """Every simple path leaving ``start`` (start excluded), by depth-first search.

    Examples:
        >>> sorted(simple_paths(nx.path_graph(["a", "b", "c"]), "a"))
        [('b',), ('b', 'c')]
    """
    stack: list[tuple[str, tuple[str, ...], frozenset[str]]] = [(start, (), frozenset((start,)))]
    while stack:
        node, path, seen = stack.pop()
        for step in graph[node]:
            if step not in seen:
                longer = (*path, step)
                yield longer
                stack.append((step, longer, seen | {step}))


def merchant_moves(routes: nx.Graph) -> MerchantMoves:
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
