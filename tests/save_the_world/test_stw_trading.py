"""Trading with a player and with the offer row (SW-8) and its section-7 edge cases."""

import pytest
from stw_helpers import apply_texts, hand, legal_texts, position, rules_for, texts_with

from tabletop.engine import IllegalActionError
from tabletop.games.save_the_world.cards import KINDS


def test_sw_8_1_8_2_target_gives_any_card_and_one_trade_per_turn():
    """SW-8.1, SW-8.2: the target gives any one card; after one completed trade no further
    offers are possible."""
    rules = rules_for(players=3)
    state = position(rules, hands={0: hand("car", "boat"), 1: hand("fire", "storm"),
                                   2: hand("plane")})
    apply_texts(state, "offer car to P1")
    assert state.phase == "TRADE_RESPONSE" and state.current_player == 1
    assert legal_texts(state) == ["give fire", "give storm", "decline"]
    apply_texts(state, "give storm")
    r = state.record
    assert r.hands[0] == hand("boat", "storm") and r.hands[1] == hand("car", "fire")
    assert r.known[0] == hand("storm") and r.known[1] == hand("car")
    assert texts_with(state, "offer") == []
    with pytest.raises(IllegalActionError, match="SW-8.1"):
        apply_texts(state, "offer boat to P2")


def test_sw_8_2_declined_offer_and_one_offer_per_target():
    """SW-8.2 (section 7): a declined offer leaves the trade open, but not to the same
    target again; an empty hand can only decline."""
    rules = rules_for(players=3)
    state = position(rules, hands={0: hand("car"), 1: hand(), 2: hand("fire")})
    apply_texts(state, "offer car to P1")
    assert legal_texts(state) == ["decline"]
    apply_texts(state, "decline")
    assert texts_with(state, "offer") == ["offer car to P2"]
    with pytest.raises(IllegalActionError, match="SW-8.2"):
        apply_texts(state, "offer car to P1")


def test_sw_8_2_active_names_both():
    """SW-8.2, AMB-3: under ``active_names_both`` the target accepts only with the kind."""
    rules = rules_for(trade_mode="active_names_both")
    state = position(rules, hands={0: hand("car"), 1: hand("fire")})
    assert "offer car to P1 for fire" in legal_texts(state)
    apply_texts(state, "offer car to P1 for storm")
    assert legal_texts(state) == ["decline"]
    state = position(rules, hands={0: hand("car"), 1: hand("fire")})
    apply_texts(state, "offer car to P1 for fire", "accept")
    assert state.record.hands[0] == hand("fire")


def test_sw_8_3_row_swap_once_and_kinds_may_differ():
    """SW-8.3 (section 7): giving a solution card for the row's transport card leaves
    3 solution cards and 1 transport card; a second swap is illegal."""
    state = position(rules_for(), hands={0: hand("storm")})
    apply_texts(state, "swap storm for slot 0")
    assert [KINDS[k] for k in state.record.row] == ["storm", "boat", "fire", "flood"]
    assert state.record.hands[0] == hand("car")
    assert texts_with(state, "swap") == []
    with pytest.raises(IllegalActionError, match="SW-8.3"):
        apply_texts(state, "swap car for slot 1")


def test_sw_8_3_8_5_discard_refill_draws_for_the_slot_at_once():
    """SW-8.3, SW-8.5, AMB-2: the given card is discarded and the slot refilled from the
    taken card's deck (C1 follows the swap at once); same kind is still a swap."""
    state = position(rules_for(offer_row_mode="discard_refill"), hands={0: hand("car")})
    apply_texts(state, "swap car for slot 0")
    assert state.phase == "CARD_DRAW" and state.record.discards[5] == 1
    apply_texts(state, "draw truck")
    assert KINDS[state.record.row[0]] == "truck" and state.phase == "PHASE1_ACTION"


def test_sw_8_4_at_most_two_cards_change_hands():
    """SW-8.4: one trade and one swap per turn."""
    state = position(rules_for(), hands={0: hand("car", "boat"), 1: hand("fire")})
    apply_texts(state, "offer car to P1", "give fire", "swap boat for slot 1")
    assert texts_with(state, "offer") == [] and texts_with(state, "swap") == []


def test_sw_8_5_two_slots_of_one_kind_are_two_actions():
    """SW-8.5: slots holding the same kind are distinct actions; an empty slot cannot be
    taken (SW-14.3)."""
    state = position(rules_for(), hands={0: hand("car")}, row=(5, 5, 10, -1))
    assert texts_with(state, "swap") == ["swap car for slot 0", "swap car for slot 1",
                                         "swap car for slot 2"]


def test_sw_8_1_trades_inside_a_segment_return_to_it():
    """SW-8.1, SW-4.2: an answer inside a segment returns to MOVE_STEP."""
    state = position(rules_for(), hands={0: hand("car", "boat"), 1: hand("fire")})
    apply_texts(state, "walk car", "offer boat to P1", "decline")
    assert state.phase == "MOVE_STEP"
