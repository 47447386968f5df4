"""Board data (TD-1.1, spec section 6): the default file, a user's file, malformed files."""

import pathlib

import networkx as nx
import pytest

import tabletop
from tabletop.games.tokaido_duo import BoardError, Rules, load_board
from tabletop.games.tokaido_duo.board import DEFAULT_BOARD

DEFAULT_TEXT = DEFAULT_BOARD.read_text()


def write(tmp_path: pathlib.Path, text: str, name: str = "board.toml") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_td_1_1_default_board_graphs():
    """TD-1.1, spec 6.3: one clockwise cycle of 26 spaces, 13 trade routes, 8 zones."""
    board = load_board()
    assert nx.is_isomorphic(board.perimeter, nx.cycle_graph(26, create_using=nx.DiGraph))
    assert board.perimeter.has_edge("P25", "P00") and board.perimeter.has_edge("P00", "P01")
    assert board.routes.number_of_edges() == 13 and board.zones.number_of_nodes() == 8
    assert all(board.routes.degree(t) == 1 for t in board.coastal)
    assert board.zones.edges["Z7", "Z8"]["route"] == ("M1", "M4")
    assert board.perimeter.nodes["P02"] == {"kind": "coastal", "town": "C1"}
    kinds = [board.kinds[s] for s in board.spaces]
    assert [kinds.count(k) for k in ("temple", "garden", "coastal", "beach", "hot_springs",
                                     "plain")] == [5, 5, 6, 4, 4, 2]


def test_td_1_1_every_value_has_a_destination_on_an_empty_board():
    """Spec 6.3 property: from every town and zone each value 1-6 has a destination."""
    board = load_board()
    for town in board.routes:
        for n in range(1, 7):
            assert board.merchant_moves[town, n]
    assert [e for e, _ in board.merchant_moves["M1", 6]] == ["P06", "P23"]


def test_td_1_1_a_users_board_file_loads_through_the_option(tmp_path):
    """TD-1.1: option board names a TOML file, read through the same path."""
    text = DEFAULT_TEXT.replace('{ id = "M3", draw = 3 }', '{ id = "M3", draw = 2 }')
    path = write(tmp_path, text)
    rules = tabletop.load_game("tokaido_duo", board=path, start_player=0)
    assert rules.layout.draws["M3"] == 2 and rules.layout.source == path


@pytest.mark.parametrize("old, new, entry, field", [
    ('["M1", "M4"],\n]', '["M1", "M4"], ["M1", "M9"],\n]', "trade_routes[13]", "(route)"),
    ('{ id = "P13", kind = "plain" }', '{ id = "P13", kind = "volcano" }',
     "perimeter[13] (P13)", "kind"),
    ('    { id = "ST6", pilgrim_coins = 3, buys = { incense = 4, tea = 2 } },\n', "",
     "stall_tiles", "id"),
    ('{ id = "P02", kind = "coastal", town = "C1" }', '{ id = "P02", kind = "coastal" }',
     "perimeter[2] (P02)", "town"),
    ('buys = { incense = 4, tea = 2 }', 'buys = { incense = 4, rice = 2 }',
     "stall_tiles[5] (ST6)", "buys"),
    ('{ id = "M2", draw = 1 }', '{ id = "M2", draw = 0 }', "mountain_towns[1] (M2)", "draw"),
    ('pilgrim = "P13"', 'pilgrim = "P15"', "start.far", "pilgrim"),
    ('route = ["M1", "M4"]', 'route = ["M1", "M3"]', "zone_adjacency[12]", "route"),
    ('numbers = [1, 2, 3, 5, 7, 10, 13, 17]', 'numbers = [1, 2, 3]', "painter_board",
     "numbers"),
    ('symbol = "moon", border = ["M1", "M2", "M3", "M4"]',
     'symbol = "sun", border = ["M1", "M2", "M3", "M4"]', "zones (Z7)", "symbol"),
    ('B = "twin_brush"', 'B = "flying"', "wave_tokens.painter", "B"),
    ("large_cart_capacity = 6", "large_cart_capacity = 4", "merchant_board",
     "large_cart_capacity"),
    ("plate_cost = 10", "plate_cost = 0", "merchant_board", "plate_cost"),
])
def test_td_1_1_malformed_boards_name_file_entry_and_field(tmp_path, old, new, entry, field):
    """TD-1.1, spec 6.2: a malformed file raises BoardError naming the file, entry, field."""
    assert old in DEFAULT_TEXT
    path = write(tmp_path, DEFAULT_TEXT.replace(old, new))
    with pytest.raises(BoardError) as error:
        load_board(path)
    message = str(error.value)
    assert message.startswith(path) and f"entry {entry}," in message
    assert f"field {field!r}" in message
    with pytest.raises(tabletop.OptionError, match="entry"):
        tabletop.load_game("tokaido_duo", board=path)


@pytest.mark.parametrize("old, new, entry, field", [
    ("# Item tokens in the bag at setup.", "volcanoes = 3", "(top level)", "volcanoes"),
    ('{ id = "P13", kind = "plain" }', '{ id = "P13", kind = "plain", colour = "red" }',
     "perimeter[13]", "colour"),
    ('{ id = "M2", draw = 1 }', '{ id = "M2", draw = 1, height = 2 }', "mountain_towns[1]",
     "height"),
    ("plate_cost = 10", "plate_cost = 10\nplate_colour = 1", "merchant_board", "plate_colour"),
    ('[start.far]', '[start.middle]\npilgrim = "P05"\n\n[start.far]', "start", "middle"),
    ('painter = { A = "inspiration", B = "twin_brush" }',
     'painter = { A = "inspiration", B = "twin_brush", C = "haggler" }',
     "wave_tokens.painter", "C"),
])
def test_td_1_1_unknown_fields_are_refused(tmp_path, old, new, entry, field):
    """Spec 6.2: a field the board format does not know is an error naming file, entry and
    field, at every level of the file."""
    assert old in DEFAULT_TEXT
    path = write(tmp_path, DEFAULT_TEXT.replace(old, new, 1))
    with pytest.raises(BoardError) as error:
        load_board(path)
    message = str(error.value)
    assert message.startswith(path) and f"entry {entry}, field {field!r}" in message
    assert "is not a known field" in message


def test_td_1_1_unreadable_and_invalid_toml(tmp_path):
    """TD-1.1: a missing file and broken TOML are reported with the file name."""
    with pytest.raises(BoardError, match="missing.toml: cannot be read"):
        load_board(str(tmp_path / "missing.toml"))
    with pytest.raises(BoardError, match="not valid TOML"):
        load_board(write(tmp_path, "perimeter = [", "broken.toml"))


def test_die_faces_option_and_a_short_perimeter():
    """Spec 1.6, A30: die_faces replaces the dice; a one-valued die is still a chance
    event; faces too large for the perimeter are refused (spec 6.2)."""
    rules = Rules(die_faces="2,2,2;1,1,2;3,4", start_player=0)
    assert rules.faces["merchant"] == (1, 1, 2)
    state = rules.initial_state()
    while state.phase != "roll":
        state.apply(state.legal_actions()[0])
    assert [(str(a), p) for a, p in state.chance_outcomes()] == [("roll:2", 1.0)]
    state.apply(state.legal_actions()[0])
    assert [(str(a), p) for a, p in state.chance_outcomes()] == [("roll:1", 2 / 3),
                                                                 ("roll:2", 1 / 3)]
    with pytest.raises(tabletop.OptionError):
        Rules(die_faces="30;1;1")
    with pytest.raises(tabletop.OptionError):
        Rules(die_faces="1,2,3")


def test_td_10_1_a_plate_dearer_than_the_threshold_is_refused(tmp_path):
    """TD-10.1: with plate_threshold = 10 a board whose plate costs 11 would leave negative
    coins; the option combination is refused with a clear error."""
    path = write(tmp_path, DEFAULT_TEXT.replace("plate_cost = 10", "plate_cost = 11"))
    assert Rules(board=path).layout.plate_cost == 11  # 11 coins buy it under the default
    with pytest.raises(tabletop.OptionError) as err:
        Rules(board=path, plate_threshold=10)
    assert str(err.value) == (
        f"option plate_threshold=10: a plate costs 11 coins on the board {path}, so buying "
        "at 10 would leave negative coins (TD-10.1)")


def test_die_faces_beyond_the_boards_dice_are_refused():
    """Spec 1.6: the board's move tables reach the largest face of each die, so a merchant
    or painter face beyond it is refused, naming the board; faces are bounded."""
    with pytest.raises(tabletop.OptionError) as err:
        Rules(die_faces="1,2;1,7;1")
    assert "the merchant's faces may not exceed the largest face of its die on the board " \
        "(6, " in str(err.value)
    with pytest.raises(tabletop.OptionError, match="is not accepted"):
        Rules(die_faces="1;" + ",".join(["1"] * 21) + ";1")
