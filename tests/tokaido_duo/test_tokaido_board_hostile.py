"""Hostile and malformed board files (TD-1.1, spec 6.2, docs/reliability.md): every file
loads or is refused with a BoardError naming file, entry and field, quickly and in little
memory, and the shipped board derives exactly the tables of a plain enumeration."""

import itertools
import json
import pathlib
import time
import tomllib

import networkx as nx
import pytest

import tabletop
from tabletop.games.tokaido_duo import BoardError, load_board
from tabletop.games.tokaido_duo.board import DEFAULT_BOARD

DEFAULT_TEXT = DEFAULT_BOARD.read_text()
DEFAULT_DATA = tomllib.loads(DEFAULT_TEXT)


def toml(value) -> str:
    """``value`` (plain data) as TOML: inline tables and arrays."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, str)):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml(v) for v in value) + "]"
    return "{ " + ", ".join(f"{json.dumps(k)} = {toml(v)}" for k, v in value.items()) + " }"


def write_data(tmp_path: pathlib.Path, data: dict, name: str = "board.toml") -> str:
    path = tmp_path / name
    path.write_text("\n".join(f"{key} = {toml(value)}" for key, value in data.items()))
    return str(path)


def changed(tmp_path: pathlib.Path, old: str, new: str) -> str:
    """The default board with ``old`` replaced by ``new`` (once), written to a file."""
    assert old in DEFAULT_TEXT, old
    path = tmp_path / "board.toml"
    path.write_text(DEFAULT_TEXT.replace(old, new, 1))
    return str(path)


def refusal(path: str) -> str:
    with pytest.raises(BoardError) as error:
        load_board(path)
    return str(error.value)


def all_routes_board(mountains: int) -> dict:
    """The default board with ``mountains`` mountain towns, every two joined by a route;
    each new route separates Z7 from Z8."""
    data = json.loads(json.dumps(DEFAULT_DATA))
    towns = [f"M{i}" for i in range(1, mountains + 1)]
    data["mountain_towns"] = [{"id": t, "draw": 1} for t in towns]
    known = {frozenset(route) for route in data["trade_routes"]}
    for pair in itertools.combinations(towns, 2):
        if frozenset(pair) not in known:
            data["trade_routes"].append(list(pair))
            data["zone_adjacency"].append({"zones": ["Z7", "Z8"], "route": list(pair)})
    return data


# -- the shipped board, against a plain enumeration ---------------------------------------------
def reference_paths(graph: nx.Graph, start: str, longest: int):
    """Every simple path leaving ``start`` of 1 to ``longest`` steps (start excluded)."""
    paths = [()]
    for _ in range(longest):
        paths = [(*path, step) for path in paths for step in graph[path[-1] if path else start]
                 if step != start and step not in path]
        yield from paths


def test_td_3_2_shipped_tables_equal_a_plain_enumeration():
    """TD-3.2, TD-5.3, TD-5.4, TD-6.3, TD-4.3: the merchant and painter tables of the
    shipped board equal every simple path of 1 to 6 steps enumerated one by one, and the
    pilgrim's view ahead is the cycle from the next space."""
    board = load_board()
    merchant: dict = {}
    for town in board.routes:
        for path in reference_paths(board.routes, town, 6):
            passed = frozenset(t for t in path[:-1] if t in board.kinds)
            merchant.setdefault((town, len(path)), {}).setdefault(path[-1], set()).add(passed)
    assert board.merchant_moves == {
        key: tuple((end, tuple(sorted(ends[end], key=sorted))) for end in sorted(ends))
        for key, ends in merchant.items()}
    painter: dict = {}
    for zone in board.zones:
        for path in reference_paths(board.zones, zone, 6):
            painter.setdefault((zone, len(path)), set()).add(path[-1])
    assert board.painter_moves == {key: tuple(sorted(ends)) for key, ends in painter.items()}
    assert len(board.merchant_moves) == 12 * 6 and len(board.painter_moves) == 8 * 6
    spaces = board.spaces
    assert list(board.ahead) == list(spaces) and len(board.ahead) == 26
    assert dict(board.ahead) == {s: spaces[i + 1:] + spaces[:i] for i, s in enumerate(spaces)}
    assert board.ahead["P25"][:2] == ("P00", "P01") and "P25" not in board.ahead["P25"]


# -- report 1: files that used to hang or exhaust memory -----------------------------------------
def test_ten_mountain_towns_all_joined_load_in_under_two_seconds(tmp_path):
    """Report 1: 10 mountain towns every two joined (51 routes) load at once; the tables hold
    moves of 1 to 6 routes only, the largest merchant die face."""
    path = write_data(tmp_path, all_routes_board(10))
    began = time.perf_counter()
    board = load_board(path)
    assert time.perf_counter() - began < 2
    assert board.routes.number_of_edges() == 51
    assert {n for _, n in board.merchant_moves} == set(range(1, 7))
    assert [end for end, _ in board.merchant_moves["M1", 1]] == [
        "M10", "M2", "M3", "M4", "M5", "M6", "M7", "M8", "M9", "P02"]
    ends = {end for end, _ in board.merchant_moves["P02", 6]}
    assert ends == {*(f"M{i}" for i in range(2, 11)), "P06", "P10", "P15", "P19", "P23"}
    assert dict(board.merchant_moves["P02", 2]) == {
        town: (frozenset(),) for town in ("M10", "M2", "M3", "M4", "M5", "M6", "M7", "M8", "M9")}


def test_a_perimeter_of_twenty_thousand_spaces_is_refused_in_under_two_seconds(tmp_path):
    """Report 1: 20,000 spaces (0.8 MB) are refused before the file is parsed; 5,000
    spaces (within the byte limit) before anything is built from them."""
    for spaces, problem in ((20_000, "longer than the limit of 262,144 bytes for a board file"),
                            (5_000, "entry (top level), field 'perimeter': 5,000 spaces, over "
                                    "the limit of 400")):
        data = json.loads(json.dumps(DEFAULT_DATA))
        data["perimeter"] += [{"id": f"Q{i:05}", "kind": "plain"} for i in range(spaces - 26)]
        path = write_data(tmp_path, data)
        began = time.perf_counter()
        message = refusal(path)
        assert time.perf_counter() - began < 2
        assert message == f"{path}: {problem}"


def test_too_many_partial_moves_are_refused_in_under_two_seconds(tmp_path):
    """Report 1: 20 mountain towns every two joined (196 routes, within the limits of towns
    and routes) would make millions of merchant moves; refused with the limit named."""
    path = write_data(tmp_path, all_routes_board(20))
    began = time.perf_counter()
    message = refusal(path)
    assert time.perf_counter() - began < 2
    assert message == (f"{path}: entry trade_routes, field '(route)': moves of 1 to 6 steps "
                       "(the largest face of the die) make more than 50,000 partial moves "
                       "(a place reached with the places visited), the limit")


@pytest.mark.parametrize("field, items, message", [
    ("mountain_towns", [{"id": f"M{i}", "draw": 1} for i in range(1, 60)],
     "65 towns (coastal and mountain), over the limit of 64"),
    ("trade_routes", [["P02", "M1"]] * 257, "257 trade routes, over the limit of 256"),
    ("zones", [{"id": f"Z{i}", "symbol": "moon", "border": ["M1"]} for i in range(65)],
     "65 zones, over the limit of 64"),
])
def test_counts_over_a_limit_are_refused_with_the_limit_named(tmp_path, field, items, message):
    """Report 1, docs/reliability.md: towns, routes and zones are counted first."""
    data = json.loads(json.dumps(DEFAULT_DATA))
    data[field] = items
    path = write_data(tmp_path, data)
    assert refusal(path) == f"{path}: entry (top level), field {field!r}: {message}"


@pytest.mark.parametrize("old, new, entry, field, problem", [
    ("large_cart_capacity = 6", "large_cart_capacity = 99999", "merchant_board",
     "large_cart_capacity", "must be an integer 1-20, got 99999"),
    ("large_cart_capacity = 6", "large_cart_capacity = 20", "merchant_board",
     "large_cart_capacity", "20 items of 5 kinds make 53,130 loads, over the limit of 10,000"),
    ("pilgrim = [1, 2, 3, 4, 5, 6]", "pilgrim = [1, 2, 3, 4, 5, 21]", "dice", "pilgrim",
     "must be a non-empty list of integers 1-20"),
    ("merchant = [1, 2, 3, 4, 5, 6]", f"merchant = {[1] * 21}", "dice", "merchant",
     "21 faces, over the limit of 20"),
    ('{ id = "M3", draw = 3 }', '{ id = "M3", draw = 1000000 }', "mountain_towns[2] (M3)",
     "draw", "must be an integer 1-20, got 1000000"),
    ("tea = 8,", "tea = 100000000,", "(top level)", "items",
     "must map names to positive integers of at most 100"),
])
def test_capacities_and_dice_over_a_limit_are_refused(tmp_path, old, new, entry, field,
                                                      problem):
    """Report 1: the keep and sell actions grow with the capacity and the item kinds, the
    rolls with the faces, a stop's draws with the mountain town's draw and the bag; all are
    bounded."""
    path = changed(tmp_path, old, new)
    assert refusal(path) == f"{path}: entry {entry}, field {field!r}: {problem}"


# -- report 2: the cache follows the file's content ----------------------------------------------
def test_a_board_file_overwritten_is_read_again(tmp_path):
    """Report 2: a file overwritten with garbage is refused, then with a changed board gives
    the new values; the same content is served from the cache."""
    path = changed(tmp_path, '{ id = "M3", draw = 3 }', '{ id = "M3", draw = 3 }')
    first = load_board(path)
    assert load_board(path) is first and load_board(pathlib.Path(path)) is first
    pathlib.Path(path).write_text("garbage = [")
    assert refusal(path).startswith(f"{path}: not valid TOML (")
    changed(tmp_path, '{ id = "M3", draw = 3 }', '{ id = "M3", draw = 2 }')
    assert load_board(path).draws["M3"] == 2
    changed(tmp_path, '{ id = "M3", draw = 3 }', '{ id = "M3", draw = 3 }')
    assert load_board(path).draws["M3"] == 3


# -- report 3: malformed boards that used to be accepted -----------------------------------------
MALFORMED = [
    ("negative pilgrim coins", "{ id = \"ST1\", pilgrim_coins = 1,",
     "{ id = \"ST1\", pilgrim_coins = -1,", "stall_tiles[0] (ST1)", "pilgrim_coins",
     "must be an integer >= 0, got -1"),
    ("booleans as dice faces", "pilgrim = [1, 2, 3, 4, 5, 6]", "pilgrim = [true, true]",
     "dice", "pilgrim", "must be a non-empty list of integers 1-20"),
    ("a boolean draw", '{ id = "M2", draw = 1 }', '{ id = "M2", draw = true }',
     "mountain_towns[1] (M2)", "draw", "must be an integer, got True"),
    ("a boolean count", "rows = 2", "rows = true", "painter_board", "rows",
     "must be an integer, got True"),
    ("a boolean item count", "tea = 8,", "tea = true,", "(top level)", "items",
     "must map names to positive integers of at most 100"),
    ("duplicate town labels", '{ id = "P06", kind = "coastal", town = "C2" }',
     '{ id = "P06", kind = "coastal", town = "C1" }', "perimeter[6] (P06)", "town",
     "duplicate town label 'C1'"),
    ("a duplicate trade route", '["M1", "M4"],\n]', '["M1", "M4"], ["M4", "M1"],\n]',
     "trade_routes[13]", "(route)", "duplicate trade route M4-M1"),
    ("a route from a town to itself", '["M1", "M4"],\n]', '["M1", "M4"], ["M2", "M2"],\n]',
     "trade_routes[13]", "(route)", "joins M2 to itself; a route joins two different towns"),
    ("one power on two tokens", 'B = "haggler"', 'B = "long_stride"',
     "wave_tokens.merchant", "B", "power 'long_stride' is already on wave_tokens.pilgrim "
     "side B; each power is on one side of one token"),
    ("a zone adjacent to itself", '{ zones = ["Z7", "Z8"], route = ["M1", "M4"] }',
     '{ zones = ["Z7", "Z7"], route = ["M1", "M4"] }', "zone_adjacency[12]", "zones",
     "Z7 cannot be adjacent to itself; must name two different zones"),
    ("both merchants on one town", 'merchant = "M4"', 'merchant = "M1"', "start.far",
     "merchant", "both merchants start on one town; must be two different mountain towns"),
    ("a duplicate stall tile", '{ id = "ST6", pilgrim_coins = 3,',
     '{ id = "ST5", pilgrim_coins = 3,', "stall_tiles[5] (ST5)", "id",
     "duplicate stall tile id"),
    ("a plate dearer than any threshold", "plate_cost = 10", "plate_cost = 12",
     "merchant_board", "plate_cost", "must be an integer 1-11, got 12"),
    ("a town on a plain space", '{ id = "P00", kind = "plain" }',
     '{ id = "P00", kind = "plain", town = "C9" }', "perimeter[0] (P00)", "town",
     "only a coastal space has a town"),
    ("a border that is not names", 'border = ["M1", "M2", "M3", "M4"]',
     'border = ["M1", ["M2"], "M3", "M4"]', "zones[6] (Z7)", "border",
     "must be a list of strings"),
]


@pytest.mark.parametrize("case, old, new, entry, field, problem", MALFORMED,
                         ids=[case[0] for case in MALFORMED])
def test_malformed_boards_are_refused_naming_file_entry_and_field(tmp_path, case, old, new,
                                                                  entry, field, problem):
    """Report 3, spec 6.2: each mistake is a BoardError with file, entry, field, what was
    wrong and what is accepted; through the option it is an OptionError naming the file."""
    path = changed(tmp_path, old, new)
    assert refusal(path) == f"{path}: entry {entry}, field {field!r}: {problem}"
    with pytest.raises(tabletop.OptionError) as error:
        tabletop.load_game("tokaido_duo", board=path)
    assert path in str(error.value)


UNKNOWN = [
    ('{ zones = ["Z7", "Z8"], route = ["M1", "M4"] }',
     '{ zones = ["Z7", "Z8"], route = ["M1", "M4"], colour = 1 }', "zone_adjacency[12]"),
    ('{ id = "Z7", symbol = "moon",', '{ id = "Z7", colour = 1, symbol = "moon",', "zones[6]"),
    ('{ id = "ST1", pilgrim_coins = 1,', '{ id = "ST1", colour = 1, pilgrim_coins = 1,',
     "stall_tiles[0]"),
    ("dice = { pilgrim", "dice = { colour = [1], pilgrim", "dice"),
    ("merchant = \"M1\"", "merchant = \"M1\"\ncolour = 1", "start.compass"),
    ("garden_track = [1, 2, 3, 4, 5]", "garden_track = [1, 2, 3, 4, 5]\ncolour = 1",
     "pilgrim_board"),
    ("rows = 2", "rows = 2\ncolour = 1", "painter_board"),
]


@pytest.mark.parametrize("old, new, entry", UNKNOWN, ids=[case[2] for case in UNKNOWN])
def test_unknown_fields_are_refused_in_every_table(tmp_path, old, new, entry):
    """Report 3: a typo in any table is refused, naming the known fields."""
    path = changed(tmp_path, old, new)
    message = refusal(path)
    assert message.startswith(f"{path}: entry {entry}, field 'colour': is not a known field; "
                              "known: ")
