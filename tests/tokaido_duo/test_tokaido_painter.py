"""The painter: movement (TD-6), counting, painting and gifting (TD-15)."""

import networkx as nx
import pytest
from tokaido_helpers import act, boards, legal, position, roll, setup, tiles

from tabletop.games.tokaido_duo import Rules
from tabletop.games.tokaido_duo.painter import count
from tabletop.games.tokaido_duo.scoring import painter_score

INSPIRATION = {"wave_owners": (-1, -1, 0)}  # painter token, side A
TWIN_BRUSH = {"wave_sides": ("A", "A", "B"), "wave_owners": (-1, -1, 0)}


def painter_turn(value: int, options: dict | None = None, **changes):
    """Player 0 takes the painter die showing ``value`` in round 1."""
    state = position(setup(**(options or {})), **changes)
    return act(roll(state, 1, 1, value), "die:painter")


def test_td_6_1_and_edge_16_steps_cross_one_trade_route():
    """TD-6.1, edge case 16: from Z1 a 1 gives Z2, Z6, Z7; a 2 gives Z2, Z3, Z5, Z7, Z8."""
    assert legal(painter_turn(1, painters=("Z1", "Z3"))) == ["to:Z2", "to:Z6", "to:Z7"]
    assert legal(painter_turn(2, painters=("Z1", "Z3"))) == ["to:Z2", "to:Z3", "to:Z5",
                                                             "to:Z7", "to:Z8"]


def test_td_6_2_both_painters_share_a_zone():
    """TD-6.2: a painter may stop in the zone of the other painter."""
    state = painter_turn(1, painters=("Z2", "Z3"))
    act(state, "to:Z3")
    assert state.record.painters == ("Z3", "Z3")


def test_td_6_3_destinations_are_simple_path_ends():
    """TD-6.3: the destinations are exactly the end zones of simple paths of N edges,
    checked against networkx's own simple-path search; spec 6.3: always at least 3."""
    rules = Rules()
    zones = rules.layout.zones
    for zone in zones:
        for n in range(1, 7):
            ends = sorted({path[-1] for target in zones if target != zone
                           for path in nx.all_simple_paths(zones, zone, target, cutoff=n)
                           if len(path) == n + 1})
            assert list(rules.layout.painter_moves[zone, n]) == ends
            assert len(ends) >= 3
    state = painter_turn(4, painters=("Z7", "Z3"))
    assert legal(state) == [f"to:{z}" for z in rules.layout.painter_moves["Z7", 4]]


def test_td_15_2_edge_17_count_in_and_around_the_zone():
    """TD-15.2, A12, edge case 17: own pilgrim on P04, opponent merchant on M2, opponent
    painter in Z1, own merchant on M5 (not on Z1's border): count 3."""
    state = painter_turn(1, pilgrims=("P04", "P13"), merchants=("M5", "M2"),
                         painters=("Z6", "Z1"))
    act(state, "to:Z1")
    assert count(state.rules, state.record, 0, "Z1") == 3
    act(state, "paint")
    assert state.phase == "flip_tile" and state.record.turn.flips == 3


def test_edge_14_two_merchants_on_one_town_count_two():
    """Edge case 14, TD-15.2: both merchants on M3 count 2 for a painter in Z2."""
    record = position(setup(), merchants=("M3", "M3"), pilgrims=("P00", "P13")).record
    assert count(Rules(start_player=0), record, 0, "Z2") == 2


def test_edge_18_pilgrims_never_count_in_inner_zones():
    """Edge case 18: in Z7 only merchants on M1-M4 count."""
    record = position(setup(), pilgrims=("P02", "P10"), merchants=("M2", "M5")).record
    assert count(Rules(start_player=0), record, 0, "Z7") == 1


def test_edge_19_a_coastal_pilgrim_borders_two_zones():
    """Edge case 19: a pilgrim on P02 counts for Z1 and for Z6."""
    rules = Rules(start_player=0)
    record = position(setup(), pilgrims=("P02", "P13"), merchants=("M3", "M5"),
                      painters=("Z7", "Z3")).record
    assert count(rules, record, 1, "Z1") == 1 and count(rules, record, 1, "Z6") == 1


def test_td_15_3_edge_20_paint_flips_at_most_what_is_left():
    """TD-15.3, A13, edge case 20: count 3 with 2 face-down tiles flips 2 (2 chance events)."""
    state = painter_turn(1, pilgrims=("P04", "P13"), merchants=("M5", "M2"),
                         painters=("Z6", "Z1"),
                         players={0: {"face_down": tiles(Rules(), wave=2), "gifted": 6}})
    act(state, "to:Z1", "paint", "flip:wave")
    assert state.phase == "flip_tile"
    act(state, "flip:wave")
    assert boards(state, 0).face_up == ("wave", "wave") and state.current_player == 1


def test_edge_21_count_zero_poses_nothing():
    """Edge case 21: count 0 without Inspiration and no gift: no decision at the stop."""
    state = painter_turn(1, pilgrims=("P00", "P13"), merchants=("M5", "M5"),
                         painters=("Z1", "Z3"))
    act(state, "to:Z2")
    assert state.phase == "pick_die" and state.current_player == 1


def test_td_15_3_inspiration_paints_one_more_even_from_zero():
    """TD-15.3, spec 1.3: Inspiration flips count + 1, so Paint is legal at count 0."""
    state = painter_turn(1, pilgrims=("P00", "P13"), merchants=("M5", "M5"),
                         painters=("Z1", "Z3"), **INSPIRATION)
    act(state, "to:Z2")
    assert legal(state) == ["paint", "decline"]
    act(state, "paint")
    assert state.record.turn.flips == 1


def test_edge_22_flip_probabilities_follow_the_face_down_counts():
    """Edge case 22: 1 blossom, 2 wave, 1 moon face down."""
    rules = Rules()
    state = painter_turn(1, pilgrims=("P04", "P13"), merchants=("M1", "M2"),
                         painters=("Z6", "Z1"),
                         players={0: {"face_down": tiles(rules, blossom=1, wave=2, moon=1),
                                      "gifted": 4}})
    act(state, "to:Z1", "paint")
    assert {str(a): p for a, p in state.chance_outcomes()} == pytest.approx(
        {"flip:blossom": 0.25, "flip:moon": 0.25, "flip:wave": 0.5})


def test_td_15_4_edge_23_gift_the_top_left_revealed_tile_only():
    """TD-15.4, TD-15.6, edge case 23: slot 1 gifted, slots 2-3 show wave and blossom:
    Gift is illegal in Z1 (blossom), legal in Z3 (wave); it reveals 2."""
    board = {"gifted": 1, "face_up": ("wave", "blossom"),
             "face_down": tiles(Rules(), blossom=1, mountain=2, wave=1, moon=2)}
    state = painter_turn(1, painters=("Z2", "Z5"), pilgrims=("P00", "P20"),
                         merchants=("M5", "M6"), players={0: board})
    assert state.phase == "move"
    act(state, "to:Z1")
    assert state.phase == "pick_die"  # count 0, gift illegal: nothing posed
    state = painter_turn(1, painters=("Z2", "Z5"), pilgrims=("P00", "P20"),
                         merchants=("M5", "M6"), players={0: board})
    act(state, "to:Z3")
    assert legal(state) == ["gift", "decline"]
    act(state, "gift")
    b = boards(state, 0)
    assert (b.gifted, b.face_up) == (2, ("blossom",))
    assert painter_score(state.rules, b) == 2


def test_td_15_1_edge_24_paint_or_gift_not_both():
    """TD-15.1, edge case 24: without Twin brush a stop allows Paint or Gift, not both."""
    board = {"face_up": ("wave",), "face_down": tiles(Rules(), blossom=2, mountain=2,
                                                      wave=1, moon=2)}
    state = painter_turn(1, painters=("Z2", "Z5"), pilgrims=("P10", "P20"),
                         merchants=("M5", "M6"), players={0: board})
    act(state, "to:Z3")
    assert legal(state) == ["paint", "gift", "decline"]
    act(state, "paint", "flip:wave")
    assert boards(state, 0).face_up == ("wave", "wave") and state.phase == "pick_die"


def test_td_15_1_twin_brush_paints_then_gifts():
    """TD-15.1, spec 1.3: paint_gift paints, then gifts if the top-left tile matches."""
    board = {"face_down": tiles(Rules(), blossom=2, mountain=2, wave=2, moon=2)}
    state = painter_turn(1, painters=("Z2", "Z5"), pilgrims=("P10", "P20"),
                         merchants=("M5", "M6"), players={0: board}, **TWIN_BRUSH)
    act(state, "to:Z3")
    assert legal(state) == ["paint", "paint_gift", "decline"]
    act(state, "paint_gift", "flip:wave")
    b = boards(state, 0)
    assert (b.gifted, b.face_up) == (1, ())
    state = painter_turn(1, painters=("Z2", "Z5"), pilgrims=("P10", "P20"),
                         merchants=("M5", "M6"), players={0: board}, **TWIN_BRUSH)
    act(state, "to:Z3", "paint_gift", "flip:moon")  # no match: the gift is skipped
    assert boards(state, 0).face_up == ("moon",) and boards(state, 0).gifted == 0


def test_td_15_5_reading_order_gifted_then_face_up_then_face_down():
    """TD-15.5: flips append to the face-up run; gifts take from its front."""
    state = painter_turn(1, pilgrims=("P04", "P13"), merchants=("M5", "M2"),
                         painters=("Z6", "Z1"))
    act(state, "to:Z1", "paint", "flip:moon", "flip:blossom", "flip:moon")
    b = boards(state, 0)
    assert b.face_up == ("moon", "blossom", "moon") and sum(b.face_down) == 5
    assert b.gifted + len(b.face_up) + sum(b.face_down) == 8


def test_td_15_7_edge_25_the_eighth_gift_triggers_the_end():
    """TD-15.7, edge case 25: the eighth gift reveals 17 and triggers the end."""
    board = {"gifted": 7, "face_up": ("wave",), "face_down": tiles(Rules())}
    state = painter_turn(1, painters=("Z2", "Z5"), pilgrims=("P00", "P20"),
                         merchants=("M5", "M6"), players={0: board})
    act(state, "to:Z3", "gift")
    assert state.record.triggered
    assert painter_score(state.rules, boards(state, 0)) == 17
