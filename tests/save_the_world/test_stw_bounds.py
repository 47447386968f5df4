"""Hostile input to Save the World: every count option has bounds (section 1.8), a value
outside them is refused at once, in a record too; the extremes build and play a whole game
within ``max_game_length`` (SW-15.1, SW-15.2); a board file cannot make the rules slow,
huge or their action texts ambiguous (section 6); a record does not read a board file
unless allowed."""

import json
import pathlib
import time

import pytest

import tabletop
from tabletop.bots import RandomBot
from tabletop.cli import main
from tabletop.engine import OptionError, RecordError
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world import actions as A
from tabletop.games.save_the_world.board import BoardError, load_board
from tabletop.games.save_the_world.cards import DEFAULT_DECKS, MAX_PER_KIND
from tabletop.games.save_the_world.options import MAX_OUTBREAK_LIMIT, MAX_SUPPLY, MAX_TARGET
from tabletop.games.save_the_world.rules import length_bound

DEFAULT_BOARD = pathlib.Path(__file__).parents[2] / ("src/tabletop/games/save_the_world/"
                                                     "data/default_board.toml")
HUGE = 10**400

# (option, value, other options, the accepted range as the refusal says it)
OUT_OF_RANGE = [
    ("disaster_total", 10**9, {}, "from 1 to 500"),
    ("disaster_total", 0, {}, "from 1 to 500"),
    ("disaster_total", MAX_TARGET + 1, {}, "from 1 to 500"),
    ("disaster_total", HUGE, {}, "from 1 to 500"),
    ("disaster_total", -1, {}, "from 1 to 500"),
    ("spread_per_colour", 7, {}, "from 8 to 1000"),
    ("spread_per_colour", MAX_SUPPLY + 1, {}, "from 8 to 1000"),
    ("spread_per_colour", 10**18, {}, "from 8 to 1000"),
    ("epicentres_per_type", -1, {}, "from 0 to 1000"),
    ("epicentres_per_type", MAX_SUPPLY + 1, {}, "from 0 to 1000"),
    ("coop_outbreak_limit", -1, {"variant": "cooperative"}, "from 0 to 1000"),
    ("coop_outbreak_limit", MAX_OUTBREAK_LIMIT + 1, {"variant": "cooperative"},
     "from 0 to 1000"),
    ("first_player", -1, {}, "from 0 to 3"),
    ("first_player", 4, {"players": 4}, "from 0 to 3"),
    ("first_player", 2, {"players": 2}, "from 0 to 1"),
]


def refused_quickly(options: dict, error: type[Exception] = OptionError) -> str:
    start = time.perf_counter()
    with pytest.raises(error) as refused:
        tabletop.load_game("save_the_world", **options)
    assert time.perf_counter() - start < 1.0
    return str(refused.value)


def shown(value: int) -> str:
    """How a refusal quotes a number (a huge one by its size)."""
    return "401 digits" if value == HUGE else str(value)


@pytest.mark.parametrize("option, value, others, accepted", OUT_OF_RANGE,
                         ids=[f"{o}={shown(v)}" for o, v, _, _ in OUT_OF_RANGE])
def test_sw_15_1_and_1_8_counts_outside_their_bounds_are_refused(option, value, others,
                                                                 accepted):
    """SW-15.1, SW-1.5, SW-11.7, SW-17.1, section 1.6: the refusal names the option, the
    value and the accepted range, within a second (``disaster_total=10**9`` once made a
    game of 1.9e11 declared steps that never ended)."""
    message = refused_quickly({option: value, **others})
    assert option in message and shown(value) in message and accepted in message


DECK_KINDS = {"disaster_deck": "fire_1", "transport_deck": "car", "solution_deck": "fire"}


@pytest.mark.parametrize("count", [MAX_PER_KIND + 1, 10**9, HUGE, -1, True, 2.0])
@pytest.mark.parametrize("deck", sorted(DECK_KINDS))
def test_section_1_4_deck_counts_have_an_upper_bound(deck, count):
    """Section 1.4: a deck count is a whole number from 0 to 100; the refusal names the
    option, the kind, the value and the range (huge decks once made determinization deal
    every card, exhausting memory)."""
    kind = DECK_KINDS[deck]
    message = refused_quickly({deck: {kind: count}})
    value = "401 digits" if count == HUGE else repr(count)
    assert deck in message and repr(kind) in message and value in message
    assert "from 0 to 100" in message


@pytest.mark.parametrize("value, says", [
    ([["fire_1", 2], ["fire_1", 3]], "kind 'fire_1' is listed twice"),
    ({"fire_1": 0}, "the deck holds no card"),
    ({"fire_9": 1}, "unknown kind 'fire_9'"),
    ("fire_1=2", "option disaster_deck takes a mapping of card kind to count"),
    ({10**5000: 1}, "option disaster_deck takes a mapping"),
])
def test_section_1_4_a_kind_listed_twice_and_other_bad_decks_are_refused(value, says):
    """Section 1.4: one count per kind; pairs listing a kind twice were once accepted, the
    last count silently winning."""
    assert says in refused_quickly({"disaster_deck": value})


def record_json(**options) -> str:
    """The JSON record of a short real game, its options then replaced by ``options``."""
    rules = Rules(players=2, disaster_total=2)
    result = tabletop.play(rules, [RandomBot(seed=0), RandomBot(seed=1)], seed=3)
    data = json.loads(result.record.to_json())
    data["options"].update(options)
    return json.dumps(data)


RECORD_CASES = [(option, value) for option, value, others, _ in OUT_OF_RANGE if not others]
RECORD_CASES += [("disaster_deck", {"fire_1": 10**9}), ("solution_deck", {"fire": HUGE}),
                 ("transport_deck", [["car", 1], ["car", 2]])]


@pytest.mark.parametrize("option, value", RECORD_CASES,
                         ids=[f"{o}={shown(v) if type(v) is int else 'deck'}"
                              for o, v in RECORD_CASES])
def test_sw_15_1_a_record_with_options_out_of_bounds_is_refused(option, value):
    """SW-15.1, section 1.4: the same values in a JSON record raise RecordError within a
    second, naming the option."""
    text = record_json(**{option: value})
    start = time.perf_counter()
    with pytest.raises(RecordError, match=option):
        tabletop.GameRecord.from_json(text).replay()
    assert time.perf_counter() - start < 1.0


def test_sw_1_1_a_record_naming_a_board_file_is_refused_unless_allowed(tmp_path):
    """SW-1.1, section 6: ``board`` names a file, so a record from elsewhere does not make
    the replay read it (it once read any path a record named: the accepted case)."""
    board = tmp_path / "board.toml"
    board.write_text(DEFAULT_BOARD.read_text(encoding="utf-8"), encoding="utf-8")
    text = record_json(board=str(board))
    with pytest.raises(RecordError, match="names a file"):
        tabletop.GameRecord.from_json(text).replay()
    state = tabletop.GameRecord.from_json(text).replay(allow_files=True)
    assert state.is_terminal and Rules.option_info()["board"].file


EVERY_DECK_FULL = {name: dict.fromkeys(DEFAULT_DECKS[name], MAX_PER_KIND)
                   for name in DEFAULT_DECKS}
SLOWEST = {"spread_maximal": True, "draw_mode": "sequential",
           "offer_row_mode": "discard_refill", "prep_cards_count": False,
           "spread_per_colour": MAX_SUPPLY, "epicentres_per_type": MAX_SUPPLY,
           **EVERY_DECK_FULL}
EXTREMES = {
    "disaster_total=1": {"players": 2, "disaster_total": 1},
    "disaster_total=500, 2 players": {"players": 2, "disaster_total": MAX_TARGET},
    "disaster_total=500, 4 players": {"players": 4, "disaster_total": MAX_TARGET},
    "first_player=3": {"players": 4, "first_player": 3},
    "spread_per_colour=8": {"spread_per_colour": 8},
    "spread_per_colour=1000": {"spread_per_colour": MAX_SUPPLY},
    "epicentres_per_type=0": {"epicentres_per_type": 0},
    "epicentres_per_type=1000": {"epicentres_per_type": MAX_SUPPLY},
    "coop_outbreak_limit=0": {"variant": "cooperative", "coop_outbreak_limit": 0},
    "coop_outbreak_limit=1000": {"variant": "cooperative", "coop_lives": True,
                                 "coop_outbreak_limit": MAX_OUTBREAK_LIMIT},
    "decks of 100 per kind": EVERY_DECK_FULL,
    "decks of one card": {"players": 4, "disaster_deck": {"storm_2": 1},
                          "transport_deck": {"balloon": 1}, "solution_deck": {"universal": 1}},
    "every extreme, competitive": {"players": 4, "disaster_total": MAX_TARGET,
                                   "trade_mode": "active_names_both",
                                   "five_token_mode": "on_shortage",
                                   "site_spread_class": "separate", **SLOWEST},
    "every extreme, co-op": {"players": 4, "disaster_total": MAX_TARGET,
                             "variant": "cooperative",
                             "coop_outbreak_limit": MAX_OUTBREAK_LIMIT, **SLOWEST},
}


@pytest.mark.parametrize("options", EXTREMES.values(), ids=EXTREMES.keys())
def test_sw_15_2_games_at_the_extremes_end_within_their_bound(options):
    """SW-15.1, SW-15.2: at each extreme a random game builds and plays to its end (about
    0.7 s at most on the reference machine; 10 s allowed here), within its rules'
    ``max_game_length``, which is at most ``INFO.max_length``."""
    start = time.perf_counter()
    rules = tabletop.load_game("save_the_world", **options)
    result = tabletop.play(rules, [RandomBot(seed=s) for s in range(rules.num_players)],
                           seed=7)
    assert time.perf_counter() - start < 10.0
    assert result.length <= rules.max_game_length <= Rules.INFO.max_length  # play() returns
    # only once the game is over


def test_sw_15_1_every_count_declares_bounds_that_hold_the_defaults():
    """Section 1.8: every whole-number option declares its range, the spec's defaults
    inside it; ``INFO.max_length`` is the bound at the largest table and ``T``."""
    infos = Rules.option_info()
    counts = {name for name, info in infos.items() if info.between is not None}
    assert counts == {"first_player", "disaster_total", "spread_per_colour",
                      "epicentres_per_type", "coop_outbreak_limit"}
    for name in counts:
        low, high = infos[name].between
        assert infos[name].default is None or low <= infos[name].default <= high
    assert 32 <= infos["disaster_total"].between[1] == MAX_TARGET
    assert Rules.INFO.max_length == length_bound(4, MAX_TARGET) < 10**6
    for deck, counts in DEFAULT_DECKS.items():
        assert max(counts.values()) <= MAX_PER_KIND
        assert Rules(**{deck: counts}).decks == Rules().decks


def board_with(tmp_path, old: str, new: str) -> str:
    text = DEFAULT_BOARD.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "board.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("old, new, says", [
    ('id = "paris"', 'id = "LONDON"', "entry cities[12], field 'id': 'LONDON' is used twice"),
    ('id = "paris"', 'id = "new york"', "entry cities[12], field 'id': must have no spaces"),
    ('id = "paris"', 'id = ""', "entry cities[12], field 'id': must be 1 to 40"),
    ('id = "paris"', 'id = "' + "p" * 41 + '"', "entry cities[12], field 'id': must be 1 to 40"),
    ('name = "Paris"', 'name = "' + "P" * 100_000 + '"', "entry cities[12], field 'name'"),
    ('name = "Paris"', 'name = "Pa\\nris"', "entry cities[12], field 'name': must be 1 to 60"),
    ('label = "Greenland Sea"', 'label = "\\u001b[2J"', "entry spots[0], field 'label'"),
])
def test_section_6_1_board_texts_are_bounded_and_ids_read_back(tmp_path, old, new, says):
    """Section 6.1, SW-2.1: a site id is part of the action text ``city <id>``, read back
    ignoring case and spacing, so ids differing only so were once accepted and then broke
    ``parse_action`` and every replay; texts are short and printable."""
    path = board_with(tmp_path, old, new)
    start = time.perf_counter()
    with pytest.raises(BoardError) as refused:
        load_board(path)
    assert time.perf_counter() - start < 1.0
    assert str(refused.value).startswith(path) and says in str(refused.value)


def test_sw_2_1_every_start_city_reads_back_from_its_text(tmp_path):
    """SW-2.1: on a board whose ids use capitals and digits, each ``city <id>`` action
    reads back."""
    rules = Rules(board=board_with(tmp_path, 'id = "paris"', 'id = "Paris75"'))
    cities = rules.initial_state().rules.actions.city.values()
    assert all(rules.parse_action(str(a)) == a for a in cities)
    assert rules.parse_action("CITY paris75") == rules.actions.city["Paris75"]


@pytest.mark.parametrize("build", [
    lambda: A.Walk(99), lambda: A.Walk("car"), lambda: A.Step(10**9), lambda: A.Step(3, 9),
    lambda: A.Draw(-1), lambda: A.Roll(7), lambda: A.Card("steal", 3),
    lambda: A.Exchange(0, 5), lambda: A.OfferTrade(9, 3), lambda: A.Place(3, 9),
])
def test_section_3_1_an_action_naming_nothing_of_the_game_cannot_be_built(build):
    """Section 3.1: an action with a card kind, cell, seat or value outside the game is
    refused when built (it once reached ``apply`` and failed with an IndexError while its
    refusal was being written)."""
    with pytest.raises((ValueError, TypeError)):
        build()


def test_sw_1_8_the_bench_refuses_a_huge_count_in_one_line(capsys):
    """Section 1.6: ``tabletop bench`` with a 401-digit ``spread_per_colour`` once printed
    an OverflowError traceback from the observation array; it is refused in one line."""
    status = main(["bench", "save_the_world", "--games", "1", "--no-openspiel",
                   "--option", "spread_per_colour=1" + "0" * 400])
    err = capsys.readouterr().err
    assert status == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert "spread_per_colour" in err and "from 8 to 1000" in err
