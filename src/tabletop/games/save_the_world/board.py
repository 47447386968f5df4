"""The world map (SW-1.1, section 0, section 6): a 12 x 18 grid read from TOML, its
networkx graph with ``orth`` and ``diag`` edges across the horizontal wrap, and the
tables the rules read on every step (neighbours, terrain classes, sites, spots).

The default layout (``data/default_board.toml``) is assumed data (section 6.3); a user's
own file loads through the same path (option ``board``) and every constraint of 6.2 is
checked, each error naming the file, the entry and the field.

Examples:
    >>> board = load_board()
    >>> board.cell_name(board.spots[1].cell), board.graph.number_of_nodes()
    ('r3c16', 216)
    >>> board.cell(3, 0) in board.orth[board.cell(3, 17)]
    True
"""

from __future__ import annotations

import functools
from importlib.abc import Traversable
from importlib.resources import files
from pathlib import Path
from typing import Any

import attrs
import networkx as nx

from ...engine import DataFileError, Reader
from ...engine.data import TOP, Loads, parse_toml
from ...engine.excerpt import excerpt
from .cards import LAND, POLAR, SEA

ROWS, COLS = 12, 18
DICE = ("yellow", "red")
CONTINENTS = ("north_america", "south_america", "europe", "africa", "asia", "oceania")
TERRAIN = {"L": LAND, "S": SEA, "P": POLAR, "U": LAND | SEA}
"""Terrain letters and the classes they count as (SW-5.2, universal is land and sea)."""
MAX_BYTES = 256 * 1024
"""A board file larger than this is refused before it is parsed. Everything else a file
holds is bounded by the fixed 12 x 18 grid (at most one site per cell, exactly 12 spots)
and by `MAX_ID` and `MAX_TEXT`, so no file makes building the rules or a game slow or
large."""
MAX_ID = 40
"""The longest site id: a start city's id is part of an action's text (``city <id>``)."""
MAX_TEXT = 60
"""The longest site name or spot label (shown in the table's picture and messages)."""
# Spread classes (SW-11.3 (e)): land, sea, polar, and with ``separate`` city and station.
C_LAND, C_SEA, C_POLAR, C_CITY, C_STATION = range(5)
CLASS_NAMES = ("land", "sea", "polar", "city", "station")


class BoardError(DataFileError):
    """A board file that cannot be read or breaks a constraint of section 6.2."""


@attrs.frozen
class Site:
    """A city (on land) or a polar station (on polar terrain): where planes land."""

    id: str
    name: str
    cell: int
    continent: str = ""
    start: bool = False
    station: bool = False


@attrs.frozen
class Spot:
    """A die-marked disaster spot (section 1.1)."""

    die: int
    value: int
    cell: int
    label: str

    @property
    def name(self) -> str:
        """The spot's die letter and value: ``Y3``, ``R5``."""
        return f"{DICE[self.die][0].upper()}{self.value}"


@attrs.frozen(eq=False)
class Board:
    """The map and its tables; built once per rules object."""

    source: str
    terrain: tuple[str, ...]
    """One letter per cell (L, S, P, U), row by row."""
    sites: tuple[Site, ...]
    spots: tuple[Spot, ...]
    """Yellow 1-6, then red 1-6: ``spots[6 * die + value - 1]``."""

    def cell(self, row: int, col: int) -> int:
        """The cell at ``row`` and ``col`` (the column wraps, section 0)."""
        return row * COLS + col % COLS

    @staticmethod
    def cell_name(cell: int) -> str:
        """``r<row>c<col>``: a cell as actions and messages name it."""
        return f"r{cell // COLS}c{cell % COLS}"

    @functools.cached_property
    def graph(self) -> nx.Graph:
        """The 216 cells with their terrain, site and spot, ``orth`` and ``diag`` edges
        including the wrap (section 0)."""
        g: nx.Graph[int] = nx.Graph()
        site_at = {s.cell: s.id for s in self.sites}
        spot_at = {s.cell: s.name for s in self.spots}
        for cell, letter in enumerate(self.terrain):
            g.add_node(cell, terrain=letter, site=site_at.get(cell), spot=spot_at.get(cell))
        for cell in range(ROWS * COLS):
            r, c = divmod(cell, COLS)
            g.add_edge(cell, self.cell(r, c + 1), kind="orth")
            if r + 1 < ROWS:
                g.add_edge(cell, self.cell(r + 1, c), kind="orth")
                g.add_edge(cell, self.cell(r + 1, c - 1), kind="diag")
                g.add_edge(cell, self.cell(r + 1, c + 1), kind="diag")
        return g

    def _neighbours(self, kind: str) -> tuple[tuple[int, ...], ...]:
        g = self.graph
        return tuple(tuple(sorted(n for n in g[c] if g[c][n]["kind"] == kind))
                     for c in range(ROWS * COLS))

    @functools.cached_property
    def orth(self) -> tuple[tuple[int, ...], ...]:
        """The orthogonal neighbours of each cell, wrap included (section 0)."""
        return self._neighbours("orth")

    @functools.cached_property
    def diag(self) -> tuple[tuple[int, ...], ...]:
        """The diagonal neighbours of each cell, wrap included (section 0)."""
        return self._neighbours("diag")

    @functools.cached_property
    def king(self) -> tuple[tuple[int, ...], ...]:
        """The orthogonal and diagonal neighbours of each cell: the helicopter's steps under
        ``helicopter = king`` (SW-5.1, AMB-8)."""
        return tuple(o + d for o, d in zip(self.orth, self.diag))

    @functools.cached_property
    def bits(self) -> tuple[int, ...]:
        """The terrain classes of each cell (a spot by its underlying terrain)."""
        return tuple(TERRAIN[t] for t in self.terrain)

    @functools.cached_property
    def site_cells(self) -> tuple[int, ...]:
        """The cells of every city and polar station, in cell order."""
        return tuple(sorted(s.cell for s in self.sites))

    @functools.cached_property
    def site_at(self) -> dict[int, Site]:
        """The city or polar station on each site cell."""
        return {s.cell: s for s in self.sites}

    @functools.cached_property
    def spot_at(self) -> dict[int, int]:
        """The spot index on each spot cell."""
        return {s.cell: i for i, s in enumerate(self.spots)}

    @functools.cached_property
    def cities(self) -> tuple[Site, ...]:
        """The sites that are cities (not polar stations)."""
        return tuple(s for s in self.sites if not s.station)

    @functools.cached_property
    def starts(self) -> tuple[Site, ...]:
        """The start-city candidates (SW-2.1, section 6.1)."""
        return tuple(s for s in self.cities if s.start)

    @functools.cached_property
    def start_by_id(self) -> dict[str, Site]:
        """Each start-city candidate by its id (the ``city`` action's, SW-2.1)."""
        return {s.id: s for s in self.starts}

    def spread_classes(self, separate: bool) -> tuple[tuple[int, ...], ...]:
        """The classes a token on each cell may count as (SW-11.3 (e)); a universal cell
        offers land and sea, a spot none."""
        out: list[tuple[int, ...]] = []
        for cell, letter in enumerate(self.terrain):
            site = self.site_at.get(cell)
            if cell in self.spot_at:
                out.append(())
            elif site is not None and separate:
                out.append((C_STATION,) if site.station else (C_CITY,))
            else:
                out.append({"L": (C_LAND,), "S": (C_SEA,), "P": (C_POLAR,),
                            "U": (C_LAND, C_SEA)}[letter])
        return tuple(out)

    @functools.cached_property
    def distances(self) -> dict[str, tuple[tuple[int, ...], ...]]:
        """Co-op distances between cells (SW-17.8): ``manhattan`` along ``orth`` edges,
        ``chebyshev`` along every edge, both across the wrap."""
        g = self.graph
        edges: list[tuple[int, int, str]] = list(g.edges(data="kind"))
        orth = g.edge_subgraph((u, v) for u, v, kind in edges if kind == "orth")

        def table(graph: nx.Graph) -> tuple[tuple[int, ...], ...]:
            lengths = dict(nx.all_pairs_shortest_path_length(graph))
            return tuple(tuple(lengths[a][b] for b in range(ROWS * COLS))
                         for a in range(ROWS * COLS))

        return {"manhattan": table(orth), "chebyshev": table(g)}


def placeable(board: Board, spot_cell: int, blocked: frozenset[int] | set[int],
              classes: tuple[tuple[int, ...], ...], target: int,
              placed: tuple[int, ...] = (), counts: tuple[int, ...] = (0,) * 5) -> bool:
    """Whether ``target`` tokens in all can be placed from a partial placement under
    SW-11.3 (contiguity from the spot, no blocked cell, at most 4 per class): a depth-first
    search over placements, each set of cells tried once."""
    seen: set[tuple[frozenset[int], tuple[int, ...]]] = set()
    orth = board.orth

    def grow(cells: frozenset[int], counts: tuple[int, ...]) -> bool:
        if len(cells) >= target:
            return True
        key = (cells, counts)
        if key in seen:
            return False
        seen.add(key)
        frontier = {n for c in (spot_cell, *cells) for n in orth[c]}
        for n in sorted(frontier):
            if n in cells or n in blocked or n == spot_cell:
                continue
            for k in classes[n]:
                if counts[k] < 4 and grow(cells | {n}, (*counts[:k], counts[k] + 1,
                                                        *counts[k + 1:])):
                    return True
        return False

    return grow(frozenset(placed), counts)


# -- reading a board file -----------------------------------------------------------------------
def load_board(path: str | None = None) -> Board:
    """The board of ``path`` (a TOML file), or the packaged default layout; a file read
    again with the same content is not parsed again."""
    return _LOADS(Path(path) if path is not None else
                  files(__package__) / "data/default_board.toml")


def _build(source: Path | Traversable, raw: bytes) -> Board:
    return _parse(Reader(str(source), parse_toml(source, raw, BoardError), BoardError))


_LOADS = Loads(_build, error=BoardError, limit=MAX_BYTES, kind="board file")


def _cell(reader: Reader, item: Any, entry: str) -> int:
    value = reader.get(item, entry, "cell", list)
    if len(value) != 2 or not all(type(v) is int for v in value) or not (
            0 <= value[0] < ROWS and 0 <= value[1] < COLS):
        raise reader.fail(entry, "cell", f"must be [row, col] with row 0-{ROWS - 1} and "
                          f"col 0-{COLS - 1}, got {value!r}")
    return value[0] * COLS + value[1]


def _text(reader: Reader, item: Any, entry: str, field: str, limit: int) -> str:
    """A non-empty printable string of at most ``limit`` characters (section 6.1)."""
    value = reader.string(item, entry, field)
    if not value or len(value) > limit or not value.isprintable():
        raise reader.fail(entry, field, f"must be 1 to {limit} printable characters, got "
                          f"{excerpt(value)}")
    return value


def _id(reader: Reader, item: Any, entry: str) -> str:
    """A site id: `_text` without spaces, since a start city's id is read back from the
    action text ``city <id>``, whose case and spacing are forgiven."""
    value = _text(reader, item, entry, "id", MAX_ID)
    if any(ch.isspace() for ch in value):
        raise reader.fail(entry, "id", f"must have no spaces, got {excerpt(value)}")
    return value


def _parse(reader: Reader) -> Board:
    data = reader.data
    reader.only(data, TOP, ("rows", "cols", "wrap", "terrain", "cities", "polar_stations",
                            "spots"))
    reader.integer(data, TOP, "rows", low=ROWS, high=ROWS)
    reader.integer(data, TOP, "cols", low=COLS, high=COLS)
    reader.string(data, TOP, "wrap", choices=("horizontal",))
    rows = reader.strings(data, TOP, "terrain", unique=False)
    if len(rows) != ROWS:
        raise reader.fail(TOP, "terrain", f"must list {ROWS} rows, got {len(rows)}")
    for i, row in enumerate(rows):
        if len(row) != COLS or set(row) - set(TERRAIN):
            raise reader.fail(f"terrain[{i}]", "terrain", f"must be {COLS} letters of "
                              f"L, S, P, U, got {row!r}")
    for i in (0, ROWS - 1):
        if rows[i].count("P") < 14:
            raise reader.fail(f"terrain[{i}]", "terrain", "a pole row needs at least 14 "
                              "polar cells")
    terrain = "".join(rows)
    sites: list[Site] = []
    ids: set[str] = set()
    names: set[str] = set()
    for field, station in (("cities", False), ("polar_stations", True)):
        allowed = ("id", "name", "cell") if station else ("id", "name", "cell", "continent",
                                                          "start")
        for entry, item in reader.entries(data, TOP, field, allowed):
            site = Site(
                _id(reader, item, entry), _text(reader, item, entry, "name", MAX_TEXT),
                _cell(reader, item, entry),
                "" if station else reader.string(item, entry, "continent", CONTINENTS),
                False if station else reader.boolean(item, entry, "start", True), station)
            if site.id.casefold() in ids or site.name in names:
                twice = site.id.casefold() in ids
                raise reader.fail(entry, "id" if twice else "name",
                                  f"{site.id if twice else site.name!r} is used twice"
                                  + (" (ids are compared ignoring case)" if twice else ""))
            if terrain[site.cell] != ("P" if station else "L"):
                raise reader.fail(entry, "cell", f"a {'station' if station else 'city'} "
                                  f"must be on {'P' if station else 'L'} terrain")
            if any(s.cell == site.cell for s in sites):
                raise reader.fail(entry, "cell", "another city or station is on this cell")
            ids.add(site.id.casefold())
            names.add(site.name)
            sites.append(site)
    spots = _spots(reader, {s.cell for s in sites})
    board = Board(reader.source, tuple(terrain), tuple(sites), spots)
    _check_map(reader, board)
    return board


def _spots(reader: Reader, site_cells: set[int]) -> tuple[Spot, ...]:
    found: dict[tuple[int, int], Spot] = {}
    rows: set[int] = set()
    for entry, item in reader.entries(reader.data, TOP, "spots", ("die", "value", "cell",
                                                                   "label")):
        spot = Spot(DICE.index(reader.string(item, entry, "die", DICE)),
                    reader.integer(item, entry, "value", low=1, high=6),
                    _cell(reader, item, entry), _text(reader, item, entry, "label", MAX_TEXT))
        if (spot.die, spot.value) in found:
            raise reader.fail(entry, "value", f"{spot.name} is listed twice")
        if spot.cell // COLS in rows:
            raise reader.fail(entry, "cell", f"row {spot.cell // COLS} already has a spot")
        if spot.cell in site_cells:
            raise reader.fail(entry, "cell", "a spot cannot be a city or a station")
        for other in found.values():
            dr = abs(other.cell // COLS - spot.cell // COLS)
            dc = abs(other.cell % COLS - spot.cell % COLS)
            if dr <= 1 and min(dc, COLS - dc) <= 1:
                raise reader.fail(entry, "cell", f"touches spot {other.name}")
        found[(spot.die, spot.value)] = spot
        rows.add(spot.cell // COLS)
    if len(found) != 12:
        raise reader.fail(TOP, "spots", "must list yellow 1-6 and red 1-6, one per row; "
                          f"got {len(found)}")
    return tuple(found[(d, v)] for d in (0, 1) for v in range(1, 7))


WORLD_ORDER = (("the Americas", ("north_america", "south_america")),
               ("Europe and Africa", ("europe", "africa")),
               ("Asia and Oceania", ("asia", "oceania")))
"""Section 6.2: the continents' groups from west to east on a recognisable world map."""


def _check_world_order(reader: Reader, board: Board) -> None:
    """Section 6.2: the map reads as the world map, the cities of each group of
    `WORLD_ORDER` lying east of the group before it (by their mean column)."""
    means = []
    for _, group in WORLD_ORDER:
        columns = [s.cell % COLS for s in board.cities if s.continent in group]
        means.append(sum(columns) / len(columns))
    if not means[0] < means[1] < means[2]:
        found = ", ".join(f"{name} {mean:.1f}" for (name, _), mean in zip(WORLD_ORDER, means))
        raise reader.fail(TOP, "cities", "the map must read as the world map: the Americas "
                          "in the west, Europe and Africa in the centre, Asia and Oceania in "
                          f"the east (mean city columns: {found})")


def _check_map(reader: Reader, board: Board) -> None:
    for continent in CONTINENTS:
        if sum(s.continent == continent for s in board.cities) < 3:
            raise reader.fail(TOP, "cities", f"continent {continent} needs at least 3 cities")
    _check_world_order(reader, board)
    stations = [s for s in board.sites if s.station]
    for pole, rows in (("north", range(0, 6)), ("south", range(6, 12))):
        if sum(s.cell // COLS in rows for s in stations) < 2:
            raise reader.fail(TOP, "polar_stations", f"the {pole} pole needs at least 2 "
                              "stations")
    if not board.starts:
        raise reader.fail(TOP, "cities", "no city is a start candidate")
    classes = board.spread_classes(separate=False)
    blocked = frozenset(board.spot_at)
    for i, spot in enumerate(board.spots):
        if not placeable(board, spot.cell, blocked, classes, 8):
            raise reader.fail(f"spots[{i}] ({spot.name})", "cell", "8 spread tokens cannot "
                              "be placed around it on an empty board (SW-11.3)")
