"""The pilgrim: movement (TD-4), effects (TD-7 to TD-9, TD-11) and hot springs (TD-12)."""

from tokaido_helpers import act, boards, items, legal, position, roll, setup

from tabletop.games.tokaido_duo import Rules

LONG_STRIDE = {"wave_sides": ("B", "A", "A"), "wave_owners": (0, -1, -1)}


def pilgrim_turn(value: int, rules_options: dict | None = None, **changes):
    """Player 0 takes the pilgrim die showing ``value`` in round 1."""
    state = position(setup(**(rules_options or {})), **changes)
    return act(roll(state, value, 1, 1), "die:pilgrim")


def test_td_4_1_clockwise_along_the_perimeter():
    """TD-4.1: from P05 a 3 reaches P08, the third space clockwise."""
    state = pilgrim_turn(3, pilgrims=("P05", "P13"))
    assert state.record.pilgrims[0] == "P08"


def test_edge_5_beach_offers_all_tokens_and_decline():
    """Edge case 5, TD-11.1: P00 rolls 3, stops on the beach P03 with three tokens there."""
    state = pilgrim_turn(3)
    assert state.record.pilgrims[0] == "P03" and state.phase == "beach"
    assert legal(state) == ["take:merchant", "take:painter", "take:pilgrim", "decline"]


def test_td_4_2_edge_6_merchant_on_a_coastal_town_blocks_the_pilgrim():
    """TD-4.2, edge case 6: the opponent's merchant on P02 occupies it; the pilgrim stops on P03."""
    state = pilgrim_turn(2, merchants=("M1", "P02"))
    assert state.record.pilgrims[0] == "P03"


def test_td_4_3_edge_7_skip_passes_every_occupied_space():
    """TD-4.3, edge case 7: target P01 holds the opponent's pilgrim, P02 the own merchant."""
    state = pilgrim_turn(1, pilgrims=("P00", "P01"), merchants=("P02", "M4"))
    assert state.record.pilgrims[0] == "P03"


def test_edge_8_the_perimeter_wraps():
    """Edge case 8: from P22 a 5 wraps round to the temple P01."""
    state = pilgrim_turn(5, pilgrims=("P22", "P13"))
    assert state.record.pilgrims[0] == "P01" and state.phase == "temple"


def test_edge_9_skip_readings():
    """Edge case 9, A3: P00, die 2, P01 occupied: P02 by default, P03 counting free only."""
    assert pilgrim_turn(2, pilgrims=("P00", "P01")).record.pilgrims[0] == "P02"
    state = pilgrim_turn(2, {"pilgrim_skip": "count_free_only"}, pilgrims=("P00", "P01"))
    assert state.record.pilgrims[0] == "P03"


def test_td_4_4_long_stride_offers_n_and_n_plus_1():
    """TD-4.4: with Long stride the pilgrim chooses between the stops of N and N+1."""
    state = pilgrim_turn(2, **LONG_STRIDE)
    assert state.phase == "move" and legal(state) == ["to:P02", "to:P03"]


def test_edge_10_long_stride_with_one_resulting_space_poses_no_decision():
    """Edge case 10: P02 occupied, N and N+1 both give P03: no move decision."""
    state = pilgrim_turn(2, merchants=("M1", "P02"), **LONG_STRIDE)
    assert state.phase == "beach" and state.record.pilgrims[0] == "P03"


def test_td_7_1_merchant_on_coastal_town_does_not_collect_pilgrim_coins():
    """TD-7.1, A25, edge case 46: a merchant on a coastal town may only sell; with no item
    the stall buys there is no decision and no income."""
    state = position(setup(), merchants=("M1", "M4"))
    act(roll(state, 1, 1, 1), "die:merchant", "to:P02")
    assert boards(state, 0).coins == 0
    assert state.phase == "pick_die" and state.current_player == 1


def test_td_7_2_declining_is_an_explicit_action():
    """TD-7.2: the effect decision has a decline action, recorded in the history."""
    state = pilgrim_turn(1)
    assert legal(state) == ["mark", "decline"]
    act(state, "decline")
    assert str(state.history[-1]) == "decline" and boards(state, 0).temple == 0


def test_td_7_3_edge_33_temple_on_last_position_poses_nothing():
    """TD-7.3, A24, edge case 33: temple marker on 5: a temple poses nothing, gardens still do."""
    state = pilgrim_turn(1, players={0: {"temple": 4}})
    assert state.phase == "pick_die" and state.current_player == 1
    state = pilgrim_turn(4, players={0: {"temple": 4}})  # P04 garden
    assert state.phase == "garden"


def test_td_7_4_plain_spaces_have_no_effect():
    """TD-7.4: the plain space P13 poses nothing."""
    state = pilgrim_turn(1, pilgrims=("P12", "P20"))
    assert state.record.pilgrims[0] == "P13" and state.phase == "pick_die"


def test_td_8_1_and_td_8_2_marking_temples_and_gardens():
    """TD-8.1: mark advances one marker; TD-8.2: pilgrim score is the product."""
    state = pilgrim_turn(1, players={0: {"garden": 2}})
    act(state, "mark")
    b = boards(state, 0)
    assert (b.temple, b.garden) == (1, 2)
    assert state.scores()[0] == 2 * 3
    state = pilgrim_turn(4)
    act(state, "mark")
    assert boards(state, 0).garden == 1


def test_td_8_3_last_position_triggers_the_end():
    """TD-8.3: the temple marker reaching 5 triggers the end."""
    state = pilgrim_turn(1, players={0: {"temple": 3}})
    assert not state.record.triggered
    act(state, "mark")
    assert state.record.triggered and boards(state, 0).temple == 4


def test_td_9_1_coastal_income():
    """TD-9.1: P02 holds ST1 (1 coin); Generous hosts adds 1."""
    state = pilgrim_turn(2)
    assert state.phase == "coast_income" and legal(state) == ["collect", "decline"]
    act(state, "collect")
    assert boards(state, 0).coins == 1
    state = pilgrim_turn(2, wave_owners=(0, -1, -1))  # pilgrim token side A
    act(state, "collect")
    assert boards(state, 0).coins == 2


def test_td_11_1_a16_tokens_on_the_board_come_before_the_opponents():
    """TD-11.1, TD-11.2, A16: while one token still lies on the board, the opponent's two
    tokens cannot be taken; one token per beach."""
    state = pilgrim_turn(3, wave_owners=(-1, 1, 1))
    assert legal(state) == ["take:pilgrim", "decline"]
    act(state, "take:pilgrim")
    assert state.record.wave_owners == (0, 1, 1) and state.current_player == 1


def test_td_11_2_edge_34_take_from_the_opponent_when_the_board_is_empty():
    """TD-11.2, edge case 34: no token on the board, opponent owns the painter token."""
    state = pilgrim_turn(3, wave_owners=(0, 0, 1))
    assert legal(state) == ["take:painter", "decline"]
    act(state, "take:painter")
    assert state.record.wave_owners == (0, 0, 0)


def test_edge_35_no_token_anywhere_means_no_beach_effect():
    """Edge case 35: all tokens are the mover's own: the beach does nothing."""
    state = pilgrim_turn(3, wave_owners=(0, 0, 0))
    assert state.phase == "pick_die" and state.current_player == 1


def test_td_11_3_the_taken_token_keeps_its_side_and_power_moves():
    """TD-11.3: taking Large cart from the opponent moves capacity 6 with it."""
    from tabletop.games.tokaido_duo.powers import capacity
    state = pilgrim_turn(3, wave_owners=(0, 1, 0))
    rules = state.rules
    assert capacity(rules, state.record, 1) == 6 and capacity(rules, state.record, 0) == 5
    act(state, "take:merchant")
    assert capacity(rules, state.record, 0) == 6 and capacity(rules, state.record, 1) == 5
    assert state.record.wave_sides == ("A", "A", "A")


def test_td_11_4_edge_36_losing_large_cart_returns_items_at_once():
    """TD-11.4, edge case 36: the opponent with 6 items answers return_item once."""
    rules = Rules()
    held = items(rules, tea=3, silk=2, sake=1)
    state = pilgrim_turn(3, wave_owners=(0, 1, 0), players={1: {"items": held}})
    act(state, "take:merchant")
    assert state.phase == "return_item" and state.current_player == 1
    assert legal(state) == ["return:sake", "return:silk", "return:tea"]
    act(state, "return:silk")
    assert boards(state, 1).items == items(rules, tea=3, silk=1, sake=1)
    assert state.phase == "pick_die" and state.current_player == 1


def test_td_11_4_return_is_automatic_with_one_kind_and_a28_until_next_draw():
    """TD-11.4 / A30: one kind held returns without a decision; A28: with
    excess_on_loss = until_next_draw the items stay until the next draw."""
    rules = Rules()
    state = pilgrim_turn(3, wave_owners=(0, 1, 0), players={1: {"items": items(rules, tea=6)}})
    act(state, "take:merchant")
    assert boards(state, 1).items == items(rules, tea=5) and state.current_player == 1
    state = pilgrim_turn(3, {"excess_on_loss": "until_next_draw"}, wave_owners=(0, 1, 0),
                         players={1: {"items": items(rules, tea=6)}})
    act(state, "take:merchant")
    assert boards(state, 1).items == items(rules, tea=6) and state.phase == "pick_die"
    act(state, "die:merchant", "to:M5", "draw", "draw:silk")  # next draw: keep 5 of 7
    assert state.phase == "keep_items"
    assert legal(state) == ["keep:silk,tea,tea,tea,tea", "keep:tea,tea,tea,tea,tea"]


def test_td_12_1_and_td_12_2_taking_hot_springs():
    """TD-12.1: the token is taken from the board; TD-12.2: its die turn is recorded."""
    state = pilgrim_turn(2, pilgrims=("P05", "P13"))
    assert state.phase == "hot_springs" and legal(state) == ["take", "decline"]
    act(state, "take")
    assert (state.record.spring_holder, state.record.spring_taken) == (0, 1)


def test_a10_holder_landing_on_hot_springs_gets_nothing():
    """TD-12.1, A10: the holder landing on hot springs has no effect."""
    state = pilgrim_turn(2, pilgrims=("P05", "P13"), spring_holder=0, spring_taken=1,
                         die_turn=1)
    assert state.record.pilgrims[0] == "P07"
    assert state.phase == "hot_springs_repeat"  # no hot_springs decision came first
    assert state.record.spring_holder == 0 and state.record.spring_taken == 1


def test_edge_39_the_opponent_takes_the_token_from_the_holder():
    """Edge case 39: the opponent stops on hot springs while player 0 holds the token."""
    state = position(setup(), pilgrims=("P00", "P10"), spring_holder=0, spring_taken=0)
    act(roll(state, 2, 1, 1), "die:merchant", "to:M2", "decline", "keep_token",
        "die:pilgrim")
    assert state.phase == "hot_springs" and state.current_player == 1
    act(state, "take")
    assert state.record.spring_holder == 1 and state.record.spring_taken == 2


def test_td_12_3_edge_37_no_repeat_in_the_die_turn_that_took_it():
    """TD-12.3, A9, edge case 37: taken in pick 1, the repeat is first offered in pick 3."""
    state = position(setup(), pilgrims=("P05", "P13"))
    act(roll(state, 2, 1, 1), "die:pilgrim", "take")
    assert state.phase == "pick_die" and state.current_player == 1
    act(state, "die:painter", "to:Z7", "decline")
    act(state, "to:M2", "decline")  # pick 3: player 0's merchant
    assert state.phase == "hot_springs_repeat" and legal(state) == ["repeat", "keep_token"]


def test_td_12_4_edge_38_merchant_repeat_then_the_token_returns():
    """TD-12.4, edge case 38: a merchant move of 4 is repeated from the new town; the
    token goes back to the board afterwards."""
    state = position(setup(), spring_holder=0, spring_taken=0)
    act(roll(state, 1, 4, 1), "die:merchant")
    first = legal(state)
    act(state, "to:M3", "decline", "repeat")
    assert state.phase == "move" and legal(state) != first
    act(state, "to:M5", "draw", "draw:tea")
    r = state.record
    assert r.merchants[0] == "M5" and r.spring_holder == -1
    assert boards(state, 0).items == items(state.rules, tea=1)
    assert state.phase == "pick_die" and state.current_player == 1


def test_edge_40_repeat_stopping_on_hot_springs_still_returns_the_token():
    """Edge case 40: the repeat's stop is hot springs: no effect, token returned."""
    state = position(setup(), pilgrims=("P03", "P13"), spring_holder=0, spring_taken=0)
    act(roll(state, 2, 1, 1), "die:pilgrim", "decline", "repeat")
    assert state.record.pilgrims[0] == "P07" and state.record.spring_holder == -1
    assert state.phase == "pick_die"


def test_td_12_5_keep_token_keeps_it_and_one_repeat_per_die_turn():
    """TD-12.5: keep_token keeps the token for a later die turn (here pick 3); that die turn
    repeats once, the token goes back and no second repeat follows."""
    state = position(setup(), pilgrims=("P03", "P13"), spring_holder=0, spring_taken=0)
    act(roll(state, 2, 1, 1), "die:pilgrim", "decline", "keep_token")
    assert state.record.spring_holder == 0 and state.phase == "pick_die"
    act(state, "die:merchant", "to:M5", "decline")  # player 1
    act(state, "to:Z1", "decline")  # pick 3: player 0's painter; Z1 borders his merchant
    assert state.phase == "hot_springs_repeat" and state.current_player == 0
    act(state, "repeat", "to:Z2")  # Z2: nobody around, no effect
    r = state.record
    assert r.painters[0] == "Z2" and r.spring_holder == -1
    assert state.phase == "roll" and r.round == 2


def test_td_12_6_last_die_start_mode():
    """TD-12.6, A8 (b), A29: the holder repeats the most recently used die with its own
    figure before his pick; pick 3 included, and no repeat at the end of a die turn."""
    state = position(setup(hot_springs_mode="last_die_start"), spring_holder=0,
                     spring_taken=0)
    roll(state, 1, 1, 1)
    act(state, "die:pilgrim", "decline")  # P01 temple; no repeat offered after it
    assert state.phase == "pick_die" and state.current_player == 1
    act(state, "die:painter", "to:Z7", "decline")
    assert state.phase == "hot_springs_repeat" and state.current_player == 0
    act(state, "repeat")  # player 0's painter moves 1 (the painter die was last)
    assert state.phase == "move" and legal(state) == ["to:Z1", "to:Z5", "to:Z8"]
    act(state, "to:Z1", "decline")
    r = state.record
    assert r.painters[0] == "Z1" and r.spring_holder == -1
    assert r.used == ("pilgrim", "painter", "merchant")  # pick 3 followed


def test_a29_a_die_used_without_movement_is_the_last_used_die():
    """A29, TD-2.6: under last_die_start a die spent without movement still counts as the
    most recently used die: player 1's blocked merchant 6 is what player 0 repeats."""
    state = position(setup(hot_springs_mode="last_die_start"), pilgrims=("P10", "P19"),
                     spring_holder=0, spring_taken=0)
    roll(state, 1, 6, 1)
    assert state.phase == "pick_die"  # no die used yet in the game: no repeat offered
    act(state, "die:painter", "to:Z1", "decline")
    act(state, "die:merchant")  # player 1's merchant on M4: P10 and P19 are taken
    r = state.record
    assert r.merchants[1] == "M4" and r.last_die == ("merchant", 6)
    assert state.phase == "hot_springs_repeat" and state.current_player == 0
    act(state, "repeat")
    assert legal(state) == ["to:P06", "to:P23"]


def test_td_12_3_no_repeat_offer_without_a_destination():
    """TD-12.3, A29: the repeat is offered only when the repeat move has a destination:
    the last die is a merchant 6 and player 0's merchant on M1 finds P06 and P23 taken."""
    state = position(setup(hot_springs_mode="last_die_start"), pilgrims=("P06", "P23"),
                     spring_holder=0, spring_taken=0)
    roll(state, 1, 6, 1)
    act(state, "die:painter", "to:Z1", "decline", "die:merchant", "to:P10")
    # pick 3 (player 0's pilgrim P06 -> P07, hot springs he holds) followed without a repeat
    r = state.record
    assert state.phase == "roll" and r.round == 2 and r.pilgrims[0] == "P07"
    assert r.spring_holder == 0


def test_td_12_7_repeat_uses_the_die_value_not_the_distance():
    """TD-12.7: a 1 that skipped P01 to P02 repeats as a 1 (P03), not as 2 (P04)."""
    state = position(setup(), pilgrims=("P00", "P01"), spring_holder=0, spring_taken=0)
    act(roll(state, 1, 1, 1), "die:pilgrim")
    assert state.record.pilgrims[0] == "P02"
    act(state, "decline", "repeat")
    assert state.record.pilgrims[0] == "P03"


def test_edge_41_repeat_after_the_final_die():
    """Edge case 41, A6: after the trigger the last die's repeat is offered (default) and
    not with repeat_after_trigger = false."""
    def final_round(**options):
        state = position(setup(**options), triggered=True, spring_holder=0, spring_taken=0)
        act(roll(state, 1, 1, 1), "die:painter", "to:Z1", "decline")
        if state.phase == "hot_springs_repeat":
            act(state, "keep_token")
        act(state, "die:merchant", "to:M5", "decline")  # player 1
        act(state, "decline")  # pick 3: player 0's pilgrim on the temple P01
        return state

    state = final_round()
    assert state.phase == "hot_springs_repeat"
    act(state, "repeat", "decline")  # P01 -> P02 coastal town: decline the income
    assert state.is_terminal and state.record.pilgrims[0] == "P02"
    state = final_round(repeat_after_trigger=False)
    assert state.is_terminal
