"""Setup, the initial hands and the rounds (SW-1 to SW-3, SW-15.1, SW-15.2, SW-15.5,
section 3.2's order of chance events)."""

import pytest
from stw_helpers import apply_texts, cell, legal_texts, rules_for

from tabletop.engine import OptionError
from tabletop.games.save_the_world.cards import KINDS
from tabletop.games.save_the_world.state import Phase


def setup_to_round_one(rules, splits=(2, 3)):
    state = rules.initial_state()
    apply_texts(state, "draw car", "draw boat", "draw fire", "draw universal")
    for seat in range(rules.players):
        apply_texts(state, "city london" if seat == 0 else "city tokyo")
    for seat in range(rules.players):
        k = splits[seat % len(splits)]
        apply_texts(state, f"split {k}")
        while state.phase == "CARD_DRAW":
            apply_texts(state, legal_texts(state)[0])
    return state


def test_sw_1_2_and_1_3_the_offer_row_is_dealt_transport_then_solution():
    """SW-1.2, SW-1.3: decks are unseen multisets; slots 0, 1 from transport, 2, 3 from
    solution (section 3.2)."""
    state = rules_for().initial_state()
    assert state.phase == "CARD_DRAW" and state.is_chance
    assert all(t.startswith("draw ") for t in legal_texts(state))
    apply_texts(state, "draw car", "draw plane")
    assert "draw fire" in legal_texts(state) and "draw car" not in legal_texts(state)
    apply_texts(state, "draw fire", "draw universal")
    assert [KINDS[k] for k in state.record.row] == ["car", "plane", "fire", "universal"]
    assert sum(state.record.decks) == 70 - 4 and sum(state.record.discards) == 0


def test_sw_1_4_and_1_6_empty_holdings_full_supply_counter_zero():
    """SW-1.4, SW-1.6: holdings empty, supplies full, counter 0, T by player count."""
    r = rules_for(players=3).initial_state().record
    assert all(h.points == 0 for h in r.holdings) and r.supply == (20,) * 5
    assert r.counter == 0 and rules_for(players=3).target == 30


def test_sw_1_5_first_player_option():
    """SW-1.5: the first player chooses first and starts every round."""
    rules = rules_for(players=3, first_player=2)
    state = rules.initial_state()
    apply_texts(state, "draw car", "draw boat", "draw fire", "draw universal")
    assert state.current_player == 2
    with pytest.raises(OptionError):
        rules_for(players=2, first_player=2)


def test_sw_2_1_start_cities_clockwise_and_shared():
    """SW-2.1: each player, clockwise, puts the figure on a start city; figures may share."""
    rules = rules_for(players=3, first_player=1)
    state = rules.initial_state()
    apply_texts(state, "draw car", "draw boat", "draw fire", "draw universal")
    order = []
    for _ in range(3):
        order.append(state.current_player)
        apply_texts(state, "city london")
    assert order == [1, 2, 0]
    assert state.record.figures == (cell(2, 8),) * 3
    assert state.phase == "INITIAL_SPLIT" and state.current_player == 1


def test_sw_2_2_initial_split_is_free():
    """SW-2.2: any k in 0..5 transport cards and the rest solution cards."""
    rules = rules_for()
    state = rules.initial_state()
    apply_texts(state, "draw car", "draw boat", "draw fire", "draw universal", "city london",
                "city tokyo")
    assert legal_texts(state) == [f"split {k}" for k in range(6)]
    apply_texts(state, "split 2", "draw car", "draw truck")
    assert "draw fire" in legal_texts(state) and "draw car" not in legal_texts(state)
    apply_texts(state, "draw fire", "draw fire", "draw storm")
    assert state.phase == "INITIAL_SPLIT" and state.current_player == 1
    assert sum(state.record.hands[0]) == 5


def test_sw_3_1_3_2_preparatory_round_is_phase_2_only():
    """SW-3.1, SW-3.2: round 1 turns only turn a disaster card, seat by seat."""
    rules = rules_for()
    state = setup_to_round_one(rules)
    r = state.record
    assert r.round == 1 and state.phase == "DISASTER_DRAW"
    apply_texts(state, "disaster fire_1", "die yellow", "roll 3")
    assert state.phase == "SPREAD_PLACE"
    while state.phase == "SPREAD_PLACE":
        apply_texts(state, legal_texts(state)[0])
    assert state.phase == "DISASTER_DRAW" and state.record.active == 1
    assert state.record.counter == 1


def test_sw_3_3_later_rounds_have_all_three_phases():
    """SW-3.3: from round 2, phase 1, then phase 2, then phase 3."""
    rules = rules_for()
    state = setup_to_round_one(rules)
    for card, roll in (("flood_2", "roll 1"), ("quake_2", "roll 2")):
        apply_texts(state, f"disaster {card}", roll, roll)
        assert state.phase == "NEW_SPOT"
        apply_texts(state, "spot red")
        while state.phase == "SPREAD_PLACE":
            apply_texts(state, legal_texts(state)[0])
    assert state.record.round == 2 and state.phase == "PHASE1_ACTION"
    apply_texts(state, "end phase")
    assert state.phase == "DISASTER_DRAW"
    apply_texts(state, "disaster fire_2", "roll 3", "roll 3")
    while state.phase in ("NEW_SPOT", "SPREAD_PLACE"):
        apply_texts(state, legal_texts(state)[0])
    assert state.phase == "DISCARD"


def test_sw_3_4_15_1_15_2_game_ends_after_the_round_of_the_t_th_card():
    """SW-3.4, SW-15.1, SW-15.2: with 3 players the 30th card is turned by seat 2 in round
    10; the game ends after that turn's phase 3."""
    rules = rules_for(players=3)
    state = rules.initial_state()
    state = state.rules.state_from_record(state.record.replace(counter=29))
    r = state.record.replace(phase=Phase.PHASE1_ACTION, actor=2, active=2, round=10,
                             draws=(), row=(5, 5, 10, 10),
                             hands=((0,) * 16,) * 3, figures=(cell(2, 8),) * 3)
    state = rules.state_from_record(r)
    apply_texts(state, "end phase", "disaster fire_2", "roll 1", "roll 1", "spot yellow")
    while state.phase == "SPREAD_PLACE":
        apply_texts(state, legal_texts(state)[0])
    assert state.record.counter == 30 and state.phase == "DISCARD"
    apply_texts(state, "done", "split 3", "draw car", "draw car", "draw car")
    assert state.is_terminal


def test_sw_15_2_later_turns_of_the_last_round_skip_phase_2():
    """SW-15.2, SW-10.1: once T cards are counted, phase 2 is skipped."""
    rules = rules_for(players=3)
    r = rules.initial_state().record.replace(phase=Phase.PHASE1_ACTION, actor=1, active=1,
                                             round=5, draws=(), counter=30,
                                             figures=(cell(2, 8),) * 3)
    state = rules.state_from_record(r)
    apply_texts(state, "end phase")
    assert state.phase == "DISCARD"


def test_sw_15_5_prep_cards_do_not_count():
    """SW-15.5, AMB-20: with prep_cards_count = false the preparatory cards are resolved
    and discarded but not counted."""
    rules = rules_for(prep_cards_count=False)
    state = setup_to_round_one(rules)
    apply_texts(state, "disaster storm_1", "die red", "roll 6")
    assert state.record.counter == 0 and state.record.disaster_discard[8] == 1


def test_default_and_chosen_player_counts():
    """The spec names no default player count; the rules take 3, and any of 2-4 by name."""
    import tabletop

    assert tabletop.load_game("save_the_world").players == 3
    for n in (2, 3, 4):
        rules = tabletop.load_game("save_the_world", players=n)
        assert rules.num_players == n == len(rules.initial_record().holdings)
