"""The end of the game (TD-16) and scoring (TD-17)."""

from tokaido_helpers import act, boards, position, roll, setup

from tabletop.games.tokaido_duo.state import Phase, Player


def finish_round(state):
    """Play the rest of the round quietly: decline effects, first chance outcomes."""
    start = state.record.round
    while not state.is_terminal and state.record.round == start:
        actions = state.legal_actions()
        state.apply(actions[0] if state.is_chance else actions[-1])
    return state


def test_td_16_1_each_trigger_condition():
    """TD-16.1: last temple/garden position, last plate slot, last painter slot."""
    for player in ({"garden": 3}, {"temple": 3}):
        state = position(setup(), pilgrims=("P03", "P13"), players={0: player})
        act(roll(state, 1 if "garden" in player else 2, 1, 1), "die:pilgrim", "mark")
        assert state.record.triggered
    # plates: see test_td_10_3...; painter slots: see test_td_15_7...


def test_td_16_2_edge_29_trigger_in_pick_1_finishes_the_round():
    """TD-16.2, edge case 29: triggered in pick 1, picks 2 and 3 are still played."""
    state = position(setup(), players={0: {"temple": 3}})
    act(roll(state, 1, 1, 1), "die:pilgrim", "mark")
    assert state.record.triggered and state.phase == "pick_die" and state.current_player == 1
    act(state, "die:merchant", "to:M5", "decline")
    assert not state.is_terminal and state.current_player == 0  # pick 3: painter
    act(state, "to:Z1", "decline")
    assert state.is_terminal and state.record.used == ("pilgrim", "merchant", "painter")


def test_td_16_3_edge_30_trigger_in_pick_3_ends_at_once():
    """TD-16.3, edge case 30: a trigger in pick 3 ends the game after that die turn."""
    state = position(setup(), players={0: {"temple": 3}})
    act(roll(state, 1, 1, 1), "die:painter", "to:Z1", "decline")
    act(state, "die:merchant", "to:M5", "decline")
    act(state, "mark")  # pick 3: pilgrim on the temple P01
    assert state.is_terminal and state.phase == "end"


def test_edge_31_both_players_trigger_in_one_round():
    """Edge case 31, TD-16.3: two triggers in one round end it once, no extra round."""
    from tokaido_helpers import tiles
    painter = {"gifted": 7, "face_up": ("wave",), "face_down": tiles(setup().rules)}
    state = position(setup(), painters=("Z6", "Z2"), players={0: {"temple": 3}, 1: painter})
    act(roll(state, 1, 1, 1), "die:pilgrim", "mark", "die:painter", "to:Z3", "gift")
    assert state.record.triggered and not state.is_terminal
    act(state, "to:M2", "decline")
    assert state.is_terminal and state.record.round == 1


def test_edge_32_equal_turns_adds_a_round_after_an_odd_one():
    """Edge case 32, A4: final_round = equal_turns, trigger in round 5: round 6 is played."""
    state = position(setup(final_round="equal_turns"), round=5, players={0: {"temple": 3}})
    act(roll(state, 1, 1, 1), "die:pilgrim", "mark")
    finish_round(state)
    assert not state.is_terminal and state.record.round == 6 and state.record.active == 1
    finish_round(state)
    assert state.is_terminal and state.record.round == 6


def test_td_16_4_edge_49_max_rounds_scores_an_untriggered_game():
    """TD-16.4, A21, edge case 49: with max_rounds = 50 the game ends after round 50."""
    state = position(setup(max_rounds=50), round=49)
    finish_round(state)
    assert not state.is_terminal and state.record.round == 50
    finish_round(state)
    assert state.is_terminal and not state.record.triggered


def test_td_16_5_max_rounds_with_equal_turns():
    """TD-16.5: untriggered, round max_rounds ends the game even when odd; a trigger in
    that odd round still earns the extra round of equal_turns."""
    state = position(setup(max_rounds=5, final_round="equal_turns"), round=5)
    finish_round(state)
    assert state.is_terminal and state.record.round == 5
    state = position(setup(max_rounds=5, final_round="equal_turns"), round=5,
                     players={0: {"temple": 3}})
    act(roll(state, 1, 1, 1), "die:pilgrim", "mark")
    finish_round(state)
    assert not state.is_terminal and state.record.round == 6
    finish_round(state)
    assert state.is_terminal


def test_td_17_1_edge_47_total_score():
    """TD-17.1, edge case 47: temple 4, garden 3, three plates, five gifts: 12 + 12 + 7."""
    state = position(setup(), players={0: {"temple": 3, "garden": 2, "plates": 3,
                                           "gifted": 5}})
    assert state.scores() == (31, 1)


def test_td_17_2_edge_48_coins_break_ties_then_draw():
    """TD-17.2, A20, edge case 48: equal totals: 3 coins beat 1; equal coins: a draw."""
    state = position(setup(), players={0: {"coins": 3}, 1: {"coins": 1}}, phase=Phase.END)
    assert state.is_terminal and state.winners() == frozenset({0})
    assert state.returns() == (1.0, 0.0)
    state = position(setup(), players={0: {"coins": 2}, 1: {"coins": 2}}, phase=Phase.END)
    assert state.winners() == frozenset({0, 1}) and state.returns() == (0.5, 0.5)
    state = position(setup(), players={1: {"garden": 1}}, phase=Phase.END)
    assert state.winners() == frozenset({1})


def test_winners_are_empty_before_the_end():
    """TD-17.2 applies at the end only."""
    state = setup()
    assert state.winners() == frozenset() and state.returns() == (0.0, 0.0)
    assert isinstance(boards(state, 0), Player)
