"""The world map (SW-1.1, section 0, section 6): graph, tables and the checks of a board
file, each error naming the file, the entry and the field."""

import pathlib

import pytest
from stw_helpers import cell, rules_for

from tabletop.engine import OptionError
from tabletop.games.save_the_world.board import BoardError, load_board

DEFAULT = pathlib.Path(__file__).parents[2] / ("src/tabletop/games/save_the_world/data/"
                                               "default_board.toml")


def test_sw_1_1_graph_has_every_cell_and_wrap_edges():
    """SW-1.1, section 0: 216 cells, orth and diag edges, the wrap included."""
    board = rules_for().map
    g = board.graph
    assert g.number_of_nodes() == 216
    assert g[cell(3, 17)][cell(3, 0)]["kind"] == "orth"
    assert g[cell(4, 17)][cell(5, 0)]["kind"] == "diag"
    assert not g.has_edge(cell(0, 3), cell(11, 3))  # rows do not wrap
    kinds = {k for _, _, k in g.edges(data="kind")}
    assert kinds == {"orth", "diag"}
    assert g.number_of_edges() == 216 * 2 - 18 + 2 * 18 * 11


def test_default_layout_matches_section_6_3():
    board = load_board()
    letters = "".join(board.terrain)
    assert (letters.count("S"), letters.count("L"), letters.count("P"), letters.count("U")) \
        == (90, 75, 47, 4)
    assert len(board.cities) == 35 and len(board.sites) - len(board.cities) == 6
    assert [board.cell_name(s.cell) for s in board.spots[:2]] == ["r0c7", "r3c16"]
    assert board.graph.nodes[cell(2, 8)]["site"] == "london"
    assert board.graph.nodes[cell(0, 7)]["spot"] == "Y1"


def test_a_users_map_loads_through_the_board_option(tmp_path):
    text = DEFAULT.read_text(encoding="utf-8").replace('name = "London"', 'name = "Londýn"')
    path = tmp_path / "map.toml"
    path.write_text(text, encoding="utf-8")
    rules = rules_for(board=str(path))
    assert rules.map.site_at[cell(2, 8)].name == "Londýn"


def test_a_map_file_overwritten_is_read_again(tmp_path):
    """A file read again unchanged is served from the cache; overwritten, it is read anew:
    refused as garbage, then with the changed name."""
    text = DEFAULT.read_text(encoding="utf-8")
    path = tmp_path / "map.toml"
    path.write_text(text, encoding="utf-8")
    first = load_board(str(path))
    assert load_board(str(path)) is first
    path.write_text("garbage = [", encoding="utf-8")
    with pytest.raises(BoardError, match="not valid TOML"):
        load_board(str(path))
    path.write_text(text.replace('name = "London"', 'name = "Londýn"'), encoding="utf-8")
    assert load_board(str(path)).site_at[cell(2, 8)].name == "Londýn"


BROKEN = [
    ("rows = 12", "rows = 11", "entry (top level), field 'rows'"),
    ('wrap = "horizontal"', 'wrap = "none"', "field 'wrap'"),
    ('    "PPPPPPPPPPPPPPPPPP",\n    "ULLL', '    "PPPPPPPPPPPPPPPPPX",\n    "ULLL',
     "entry terrain[0], field 'terrain'"),
    ('    "PPPPPPPPPPPPPPPPPP",\n    "ULLL', '    "PPPPPPPSSSSSPPPPPP",\n    "ULLL',
     "a pole row needs"),
    ('id = "vancouver"', 'id = "anchorage"', "entry cities[1], field 'id'"),
    ("cell = [1, 1]", "cell = [1, 4]", "entry cities[0], field 'cell': a city must be on L"),
    ("cell = [1, 1]", "cell = [12, 1]", "entry cities[0], field 'cell': must be [row, col]"),
    ('continent = "north_america"\n\n[[cities]]\nid = "vancouver"',
     'continent = "atlantis"\n\n[[cities]]\nid = "vancouver"', "entry cities[0], field "
     "'continent'"),
    ("cell = [0, 5]", "cell = [1, 5]", "entry polar_stations[0], field 'cell'"),
    ("value = 2\ncell = [3, 16]", "value = 1\ncell = [3, 16]", "entry spots[1], field 'value'"),
    ("value = 2\ncell = [3, 16]", "value = 2\ncell = [1, 8]", "entry spots[1], field 'cell'"),
    ('label = "Greenland Sea"', 'label = "Greenland Sea"\ncolour = "blue"',
     "entry spots[0], field 'colour': is not a known field"),
    ('continent = "oceania"\n\n[[cities]]\nid = "perth"', 'continent = "asia"\n\n[[cities]]'
     '\nid = "perth"', ""),
]


@pytest.mark.parametrize("old, new, message", BROKEN)
def test_malformed_map_files_name_file_entry_and_field(tmp_path, old, new, message):
    """Section 6.2: each constraint refuses a broken file with a located error."""
    text = DEFAULT.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "bad.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    if not message:  # moving Honolulu's neighbour leaves the file valid
        load_board(str(path))
        return
    with pytest.raises(BoardError) as err:
        load_board(str(path))
    assert str(path) in str(err.value) and message in str(err.value)


def test_too_few_cities_on_a_continent_and_no_start(tmp_path):
    text = DEFAULT.read_text(encoding="utf-8")
    path = tmp_path / "few.toml"
    path.write_text(text.replace('continent = "europe"', 'continent = "asia"'), "utf-8")
    with pytest.raises(BoardError, match="continent europe needs at least 3 cities"):
        load_board(str(path))
    path.write_text(text.replace('continent = "north_america"',
                                 'continent = "north_america"\nstart = false')
                    .replace('continent = "south_america"', 'continent = "south_america"\n'
                             'start = false').replace('continent = "europe"',
                                                      'continent = "europe"\nstart = false')
                    .replace('continent = "africa"', 'continent = "africa"\nstart = false')
                    .replace('continent = "asia"', 'continent = "asia"\nstart = false')
                    .replace('continent = "oceania"', 'continent = "oceania"\nstart = false'),
                    "utf-8")
    with pytest.raises(BoardError, match="no city is a start candidate"):
        load_board(str(path))


def test_a_boxed_in_spot_fails_the_placement_check(tmp_path):
    """Section 6.2: 8 tokens must fit around every spot (SW-11.3)."""
    text = DEFAULT.read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith('    "')]
    # Y1 at (0,7) on a polar row that is all polar: only 4 polar cells may be used and
    # row 1 below it becomes polar too, so fewer than 8 fit.
    new = text.replace(rows[1], '    "PPPPPPPPPPPPPPPPPP",').replace(
        'cell = [1, 1]', 'cell = [2, 3]', 1)
    path = tmp_path / "boxed.toml"
    path.write_text(new, "utf-8")
    with pytest.raises(BoardError) as err:
        load_board(str(path))
    assert "field" in str(err.value)


def test_missing_and_non_toml_files(tmp_path):
    with pytest.raises(BoardError, match="cannot be read"):
        load_board(str(tmp_path / "none.toml"))
    bad = tmp_path / "x.toml"
    bad.write_text("rows = [", "utf-8")
    with pytest.raises(BoardError, match="not valid TOML"):
        load_board(str(bad))
    with pytest.raises(OptionError):
        rules_for(board=5)


def test_section_6_2_the_map_reads_as_the_world_map(tmp_path):
    """Section 6.2: the Americas in the west, Europe and Africa in the centre, Asia and
    Oceania in the east; a map with the Americas and Asia swapped is refused."""
    text = DEFAULT.read_text(encoding="utf-8")
    swapped = {"north_america": "asia", "asia": "north_america",
               "south_america": "oceania", "oceania": "south_america"}
    for old, new in swapped.items():
        text = text.replace(f'continent = "{old}"', f'continent = "#{new}"')
    path = tmp_path / "mirrored.toml"
    path.write_text(text.replace('continent = "#', 'continent = "'), "utf-8")
    with pytest.raises(BoardError) as err:
        load_board(str(path))
    assert str(err.value) == (
        f"{path}: entry (top level), field 'cities': the map must read as the world map: the "
        "Americas in the west, Europe and Africa in the centre, Asia and Oceania in the east "
        "(mean city columns: the Americas 13.1, Europe and Africa 9.1, Asia and Oceania 4.2)")
