"""Setup (TD-1), the round (TD-2) and the common movement rules (TD-3)."""

import pytest
from tokaido_helpers import act, boards, legal, position, roll, setup

from tabletop import CHANCE, IllegalActionError
from tabletop.games.tokaido_duo import Rules
from tabletop.games.tokaido_duo.legal import destinations


def test_td_1_1_default_board_is_loaded_and_validated():
    """TD-1.1: the rules load the (assumed) default board from package data."""
    rules = Rules()
    assert len(rules.layout.spaces) == 26
    assert rules.layout.source.endswith("default_board.toml")


def test_td_1_2_and_edge_2_stall_tiles_are_six_shrinking_uniform_events():
    """TD-1.2, edge case 2: one uniform event per coastal town over the remaining tiles."""
    state = Rules(start_player=0).initial_state()
    sizes = []
    for tile in ("ST3", "ST1", "ST6", "ST2", "ST5", "ST4"):
        assert state.phase == "stall_tile"
        outcomes = state.chance_outcomes()
        sizes.append(len(outcomes))
        assert all(p == pytest.approx(1 / len(outcomes)) for _, p in outcomes)
        act(state, f"stall:{tile}")
    assert sizes == [6, 5, 4, 3, 2, 1]
    assert state.record.stalls == ("ST3", "ST1", "ST6", "ST2", "ST5", "ST4")
    assert state.rules.stall_at(state.record, "P06").id == "ST1"


def test_td_1_3_wave_sides_are_three_coin_flips():
    """TD-1.3, edge case 2: pilgrim, merchant, painter tokens, side A or B at 1/2 each."""
    state = setup(sides="")
    for side in "BAB":
        assert state.phase == "wave_side"
        assert [(str(a), p) for a, p in state.chance_outcomes()] == [("side:A", 0.5),
                                                                      ("side:B", 0.5)]
        act(state, f"side:{side}")
    assert state.record.wave_sides == ("B", "A", "B")
    assert state.record.wave_owners == (-1, -1, -1)


def test_td_1_4_and_td_1_5_tokens_and_bag_at_setup():
    """TD-1.4: the hot springs token is on the board; TD-1.5: all 30 items are in the bag."""
    state = setup()
    assert state.record.spring_holder == -1
    from tabletop.games.tokaido_duo.merchant import bag
    assert sum(bag(state.rules, state.record)) == 30


def test_td_1_6_random_start_player_is_a_chance_event():
    """TD-1.6: with start_player = random a fair event picks who starts on the compass side."""
    state = setup(start_player="random")
    assert state.phase == "start_player"
    assert [p for _, p in state.chance_outcomes()] == [0.5, 0.5]
    act(state, "start:1")
    r = state.record
    assert r.active == 1 and r.pilgrims == ("P13", "P00") and r.merchants == ("M4", "M1")
    assert r.painters == ("Z3", "Z6")


def test_td_1_7_and_edge_1_setup_with_start_player_0():
    """TD-1.7, edge case 1: start sets, markers on 1, nothing owned, round 1 for player 0."""
    state = setup()
    r = state.record
    assert (r.pilgrims, r.merchants, r.painters) == (("P00", "P13"), ("M1", "M4"), ("Z6", "Z3"))
    for seat in (0, 1):
        b = boards(state, seat)
        assert (b.temple, b.garden, b.coins, b.plates, sum(b.items), b.gifted) == (0,) * 6
        assert sum(b.face_down) == 8 and b.face_up == ()
    assert r.round == 1 and r.active == 0 and state.phase == "roll"


def test_td_1_8_order_of_setup_events():
    """TD-1.8: stall tiles in clockwise coastal order, then wave sides, then start player,
    then round 1's rolls: pilgrim die, merchant die, painter die."""
    rules = Rules(start_player="random")
    assert rules.layout.coastal == ("P02", "P06", "P10", "P15", "P19", "P23")
    state = rules.initial_state()
    phases = []
    while state.is_chance and len(phases) < 13:
        phases.append(state.phase)
        state.apply(state.legal_actions()[0])
    assert phases == ["stall_tile"] * 6 + ["wave_side"] * 3 + ["start_player"] + ["roll"] * 3


def test_td_2_1_and_edge_3_active_player_alternates():
    """TD-2.1, edge case 3: round 2 has player 1 active and rolls three d6 again."""
    state = roll(setup(), 1, 1, 1)
    while state.record.round == 1:
        state.apply(state.legal_actions()[0])
    assert state.record.round == 2 and state.record.active == 1 and state.phase == "roll"
    for _ in range(3):
        assert len(state.chance_outcomes()) == 6
        act(state, "roll:2")


def test_td_2_2_the_active_player_rolls_three_dice():
    """TD-2.2: three chance events, values stored pilgrim, merchant, painter."""
    state = roll(setup(), 4, 2, 6)
    assert state.record.dice == (4, 2, 6)
    assert state.current_player == 0 and state.phase == "pick_die"


def test_td_2_3_to_td_2_5_and_edge_4_pick_order():
    """TD-2.3 to TD-2.5, edge case 4: active picks from three, opponent from the other
    two, the last die goes to the active player without a decision."""
    state = roll(setup(), 1, 1, 1)
    assert legal(state) == ["die:pilgrim", "die:merchant", "die:painter"]
    act(state, "die:painter")  # painter Z6 -> Z1/Z5/Z8, choose
    act(state, "to:Z8", "decline")  # merchants on M1 and M4 border Z8: paint offered
    assert state.current_player == 1 and state.phase == "pick_die"
    assert legal(state) == ["die:pilgrim", "die:merchant"]
    act(state, "die:merchant", "to:M5")  # merchant M4 -> M5 (draw 1): decline
    act(state, "decline")
    # pick 3: player 0's pilgrim takes the last die without being asked; P01 is a temple
    assert state.record.used == ("painter", "merchant", "pilgrim")
    assert state.current_player == 0 and state.phase == "temple"


def test_td_2_6_and_td_3_3_edge_13_blocked_merchant_uses_up_the_die():
    """TD-2.6, TD-3.3, edge case 13: merchant on M1 with a 6 and pilgrims on P06 and P23
    cannot move; the die is used, no effect, no repeat, the round continues."""
    state = position(setup(), pilgrims=("P06", "P23"), spring_holder=0, spring_taken=0,
                     die_turn=0)
    roll(state, 1, 6, 1)
    assert destinations(state.rules, state.record, 0, "merchant", 6) == ()
    act(state, "die:merchant")
    r = state.record
    assert r.merchants == ("M1", "M4") and r.used == ("merchant",)
    assert state.current_player == 1 and state.phase == "pick_die"


def test_td_2_7_die_turn_is_move_then_effect_then_repeat():
    """TD-2.7: move, then the stop's effect, then the optional hot-springs repeat."""
    state = position(setup(), spring_holder=0, spring_taken=0, die_turn=0)
    roll(state, 1, 1, 1)
    act(state, "die:pilgrim")  # P00 -> P01 temple
    assert state.phase == "temple"
    act(state, "mark")
    assert state.phase == "hot_springs_repeat"
    act(state, "keep_token")
    assert state.phase == "pick_die" and state.current_player == 1


def test_td_2_8_round_ends_after_pick_3():
    """TD-2.8: after the third die turn the round ends and the next roll is due."""
    state = roll(setup(), 1, 1, 1)
    act(state, "die:pilgrim", "decline", "die:merchant", "to:M5", "decline")
    assert state.record.used == ("pilgrim", "merchant", "painter")  # pick 3 done as well
    while state.phase != "roll":
        state.apply(state.legal_actions()[-1])  # decline the painter's effect
    assert state.record.round == 2 and state.record.dice == ()


def test_td_3_1_moves_are_exactly_n_steps():
    """TD-3.1: a painter with a 3 ends exactly three zone steps away."""
    state = roll(setup(), 1, 1, 3)
    act(state, "die:painter")
    # Z6 -> Z1 -> Z2 -> Z3, Z6 -> Z5 -> Z4 -> Z3, Z6 -> Z8 -> Z7 -> Z1, ... ; never Z6 itself
    assert legal(state) == ["to:Z1", "to:Z2", "to:Z3", "to:Z4", "to:Z5", "to:Z7", "to:Z8"]
    assert "Z6" not in state.rules.layout.painter_moves["Z6", 3]
    assert "Z7" not in state.rules.layout.painter_moves["Z6", 1]


def test_td_3_2_no_revisits_and_no_return_to_start():
    """TD-3.2: simple paths only; edge case 12: from P02 a 2 never returns to P02."""
    rules = Rules()
    assert [end for end, _ in rules.layout.merchant_moves["P02", 2]] == ["M2", "M4", "M6"]
    assert "Z1" not in rules.layout.painter_moves["Z1", 2]


def test_td_3_4_moving_chooses_a_destination_not_a_path():
    """TD-3.4: two paths to the same end are one action."""
    state = roll(setup(), 1, 1, 2)
    act(state, "die:painter")  # Z6 -> Z7 via Z1 and via Z8: one action
    assert legal(state) == ["to:Z2", "to:Z4", "to:Z5", "to:Z7", "to:Z8"]
    assert all(a.startswith("to:") for a in legal(state))


def test_td_3_5_single_destination_is_applied_without_decision():
    """TD-3.5: a pilgrim move (one destination) is not posed as a decision."""
    state = roll(setup(), 3, 1, 1)
    act(state, "die:pilgrim")
    assert state.phase == "beach" and state.record.pilgrims[0] == "P03"
    assert "to:P03" not in [str(a) for a in state.history]


def test_illegal_actions_name_the_rule_and_change_nothing():
    """An illegal pick names TD-2.4 and leaves the state as it was."""
    state = roll(setup(), 1, 1, 1)
    act(state, "die:pilgrim", "decline")
    before = state.record
    with pytest.raises(IllegalActionError, match=r"^TD-2\.4"):
        act(state, "die:pilgrim")
    assert state.record == before
    fresh = setup()
    with pytest.raises(IllegalActionError, match=r"^TD-2\.2"):
        act(fresh, "decline")
    assert fresh.is_chance and fresh.record.to_move == CHANCE
