"""Phase 3 (SW-13), deck exhaustion (SW-14), scoring (SW-15.3, SW-15.4) and open hands
(SW-16), with the section-7 edge cases."""

from stw_helpers import apply_texts, hand, holding, legal_texts, position, rules_for

from tabletop.games.save_the_world.cards import NO_CARDS
from tabletop.games.save_the_world.state import Phase


def discard_state(cards, rules=None, **kw):
    return position(rules or rules_for(), phase=Phase.DISCARD, hands={0: cards}, **kw)


def test_sw_13_1_discard_one_at_a_time_then_done():
    """SW-13.1: any number of discards to the face-up piles, then ``done``."""
    state = discard_state(hand("car", "fire"))
    assert legal_texts(state) == ["discard car", "discard fire", "done"]
    apply_texts(state, "discard car")
    assert state.record.discards[5] == 1 and legal_texts(state) == ["discard fire", "done"]


def test_sw_13_2_13_3_draw_up_to_six():
    """SW-13.2, SW-13.3 (section 7): 6 cards and no discard draw 0; 4 draw 2; 1 draws 3."""
    state = discard_state(hand(*["car"] * 3, *["fire"] * 3))
    apply_texts(state, "done")
    assert state.phase == "DISASTER_DRAW" or state.record.active == 1
    state = discard_state(hand("car", "car", "fire", "fire"))
    apply_texts(state, "done")
    assert legal_texts(state) == ["split 0", "split 1", "split 2"]
    state = discard_state(hand("car"))
    apply_texts(state, "done")
    assert legal_texts(state) == ["split 0", "split 1", "split 2", "split 3"]
    apply_texts(state, "split 1", "draw boat", "draw fire", "draw storm")
    assert sum(state.record.hands[0]) == 4


def test_sw_13_2_sequential_draws():
    """SW-13.2, AMB-21: ``sequential`` names each card's deck in turn."""
    state = discard_state(hand("car", "car", "fire", "fire"), rules_for(draw_mode="sequential"))
    apply_texts(state, "done", "from solution", "draw storm")
    assert legal_texts(state) == ["from transport", "from solution"]
    apply_texts(state, "from transport", "draw boat")
    assert sum(state.record.hands[0]) == 6


def test_sw_14_1_short_transport_deck_and_reshuffle():
    """SW-14.1 (section 7): drawing 3 while the transport deck and its pile hold 1 card:
    3/0 is illegal, 1/2 is legal; an empty deck reshuffles its pile on the draw."""
    decks = (0,) * 10 + (6,) * 6
    discards = (1,) + (0,) * 15
    state = discard_state(hand("fire"), decks=decks, discards=discards)
    apply_texts(state, "done")
    assert legal_texts(state) == ["split 0", "split 1"]
    apply_texts(state, "split 1")
    assert state.phase == "CARD_DRAW" and state.record.decks[0] == 1
    assert state.record.discards[0] == 0 and legal_texts(state) == ["draw plane"]


def test_sw_14_1_fewer_cards_than_needed_draws_all():
    """SW-14.1, AMB-7: with fewer cards than ``n`` in both decks the player draws all."""
    state = discard_state(hand("fire"), decks=(1,) + (0,) * 15, discards=NO_CARDS)
    apply_texts(state, "done")
    assert legal_texts(state) == ["split 1"]


def test_sw_14_3_unrefillable_slot_stays_empty():
    """SW-14.3: with ``discard_refill`` and an exhausted deck the slot stays empty."""
    rules = rules_for(offer_row_mode="discard_refill")
    state = position(rules, hands={0: hand("fire")}, decks=(0,) * 10 + (6,) * 6,
                     discards=NO_CARDS)
    apply_texts(state, "swap fire for slot 0")
    assert state.record.row[0] == -1 and state.phase == "PHASE1_ACTION"
    assert state.record.discards[10] == 1


def test_sw_15_3_15_4_scores_and_shared_win():
    """SW-15.3, SW-15.4, AMB-26 (section 7): equal top scores share the win."""
    rules = rules_for()
    h0 = holding({"fire": 2}, {"flood": 1}, {"storm": 1}, permanent=2)
    h1 = holding({"fire": 4}, permanent=6)
    state = position(rules, phase=Phase.END, holdings=(h0, h1))
    assert state.scores() == (10, 10)
    assert state.winners() == frozenset({0, 1}) and state.returns() == (0.5, 0.5)
    state = position(rules_for(tiebreak="permanent_points"), phase=Phase.END,
                     holdings=(h0, h1))
    assert state.winners() == frozenset({1}) and state.returns() == (0.0, 1.0)


def test_sw_16_open_hands_show_every_hand():
    """SW-16: with ``open_hands`` the observation shows the other hands."""
    cards = {0: hand("car"), 1: hand("fire", "storm")}
    hidden = position(rules_for(), hands=cards)
    shown = position(rules_for(open_hands=True), hands=cards)
    assert hidden.observation(0).view.hands[1] == NO_CARDS
    assert shown.observation(0).view.hands[1] == hand("fire", "storm")
    assert "fire storm" in str(shown.observation(0))
