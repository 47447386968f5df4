"""Observations, determinization, hidden actions, text and the action space (section 4)."""

import numpy as np
import pytest
from fd_scenarios import card, cards, legal, new_round, play, position

import tabletop
from tabletop.games import fox_duet
from tabletop.games.fox_duet import Rules
from tabletop.games.fox_duet.actions import ACTION_SPACE, CHANCE_SPACE


def test_observation_shows_own_hand_never_the_partners():
    """Section 4: own hand, decree, trick, tracker, gems, forest; partner's hand size only."""
    state = new_round(hands=("R4 R2", "S10 D3"), decree="S6")
    seen = state.observation(0)
    assert seen.hand == state.record.hands[0] and seen.partner_hand_size == 11
    assert not set(state.record.hands[1]) & set(seen.hand)
    assert str(seen.decree) == "S6" and seen.tracker == 0 and seen.forest_supply == 4
    text = str(seen)
    assert "P0 (you) hand: " in text and "P1 hand: 11 cards" in text
    assert "S10" not in text


def test_to_array_has_the_declared_shape_on_every_level():
    for level in (1, 2, 3):
        rules = Rules(level=level)
        state = new_round(rules)
        array = state.observation(1).to_array()
        assert array.shape == rules.observation_shape and array.dtype == np.float32
    assert Rules(level=1).observation_shape != Rules(level=2).observation_shape


def test_to_array_changes_with_the_hand():
    a = new_round(hands=("R4", ""), decree="S6").observation(0).to_array()
    b = new_round(hands=("R5", ""), decree="S6").observation(0).to_array()
    assert not np.array_equal(a, b)


def test_determinize_keeps_what_the_player_knows():
    """Section 4: own hand, public cards and known partner cards stay; the rest moves."""
    state = position(hands=("R7 D1 D2 D4", "R2 S3 S4 S5"), decree="S6", trick_no=8)
    play(state, "play R7", "give D2", "give S5", "play R2")
    truth = state.record
    seen_hands = set()
    for seed in range(20):
        other = state.determinize(0, seed)
        r = other.record
        assert other.observation(0) == state.observation(0)
        assert r.hands[0] == truth.hands[0] and card("D2") in r.hands[1]
        assert len(r.hands[1]) == len(truth.hands[1])
        assert r.discards == truth.discards and r.decree == truth.decree
        assert not set(r.hands[1]) & r.discards and len(r.unseen) == 7
        seen_hands.add(r.hands[1])
    assert len(seen_hands) > 10


def test_observation_names_the_cards_each_seat_knows_the_other_holds():
    """Section 4: after a Gift each seat knows the card it gave is in the partner's hand,
    and that the partner knows the card it received."""
    state = position(hands=("R7 D1 D2 D4", "R2 S3 S4 S5"), decree="S6", trick_no=8)
    play(state, "play R7", "give D2", "give S5")
    p0, p1 = state.observation(0), state.observation(1)
    assert p0.known_in_partner_hand == p1.partner_knows == frozenset(cards("D2"))
    assert p1.known_in_partner_hand == p0.partner_knows == frozenset(cards("S5"))
    assert "P1 hand: 4 cards (known: D2)" in str(p0)


def test_determinize_keeps_the_old_decree_in_the_partners_hand():
    """Section 4: a Foxes swap is public, so the old decree stays in the target's hand."""
    state = position(hands=("R3 D1 D2", "S2 S9 D4"), decree="S6", trick_no=9)
    play(state, "play R3", "target partner", "swap S9")
    for seed in range(10):
        assert card("S6") in state.determinize(0, seed).record.hands[1]


def test_determinize_redraws_a_hidden_gift_pick():
    """Section 3.5: the partner's pending pick is not known to the second giver."""
    state = position(hands=("R7 D1 D2 D4", "R2 S3 S4 S5"), decree="S6", trick_no=8)
    play(state, "play R7", "give D2")
    picks = {state.determinize(1, seed).record.gift_pick for seed in range(30)}
    assert len(picks) > 1
    assert all(state.determinize(0, s).record.gift_pick == card("D2") for s in range(5))
    assert state.observation(1).gift_pick is None and state.observation(1).gift_pending
    assert "your partner has picked a gift" in str(state.observation(1))
    assert "D2" not in str(state.observation(1)).split("hand:")[1]
    assert state.observation(0).gift_pick == card("D2")


def test_observe_action_hides_other_deals_and_the_first_gift_pick():
    """Section 4: a deal is seen by its recipient; the GIFT_FIRST pick by its chooser."""
    state = Rules().initial_state()
    state.apply(state.legal_actions()[0])
    assert state.public_history(1) == [state.history[0]]
    assert state.public_history(0) == ["deal a card to P1"]
    state = position(hands=("R7 D1 D2", "R2 S3 S4"), decree="S6", trick_no=9)
    play(state, "play R7", "give D2", "give S4")
    assert state.public_history(1)[1] == "P0 picks a card to give"
    assert str(state.public_history(0)[1]) == "give D2"
    assert str(state.public_history(0)[2]) == "give S4"


def test_render_draws_the_path_hands_and_phase():
    """str(state): path with covered ends, tracker, gems, forest, decree, trick, hands."""
    state = position(hands=("R4 D1", "R2 S10"), decree="S6", trick_no=10, lo=-7, tracker=3)
    play(state, "play R4")
    text = str(state)
    assert "round 1, trick 10/11 - PLAY_FOLLOW: P1" in text
    assert "##  -7" in text and "^" in text
    assert "decree: S6 (trumps: stars)" in text and "trick: P0 R4" in text
    assert "P0 hand: D1" in text and "P1 hand: R2 S10" in text
    assert "forest tokens in supply: 4" in text


def test_actions_read_back_from_text_and_index():
    rules = Rules()
    names = [str(a) for a in (*ACTION_SPACE, *CHANCE_SPACE)]
    assert len(set(names)) == len(names)
    for a in (*ACTION_SPACE, *CHANCE_SPACE):
        assert rules.parse_action(str(a)) == a
    for i, a in enumerate(ACTION_SPACE):
        assert rules.action_index(a) == i and rules.action_from_index(i) == a
    for text in ("play R7", "deal S3 to P1", "decree D4", "target partner", "swap R2",
                 "no swap", "give D9", "move -3", "move +3", "move 0", "cover E0", "collect",
                 "decline", "first dealer P1", "target self"):
        assert str(rules.parse_action(text)) == text


def test_legal_mask_matches_legal_actions():
    state = position(hands=("R4 D1", "R2 S10"), decree="S6", trick_no=10)
    mask = state.legal_mask()
    assert mask.sum() == 2 and mask[state.rules.action_index(state.legal_actions()[0])]


def test_new_game_and_registry():
    game = fox_duet.new_game(seed=3, level=2)
    assert game.rules.level == 2 and not game.state.is_chance
    assert "fox_duet" in tabletop.list_games()
    assert tabletop.load_game("fox_duet", level=3) == Rules(level=3)


def test_a_refused_action_leaves_the_state_unchanged():
    state = position(hands=("R4 D1", "R2 S10"), decree="S6", trick_no=10)
    before = state.record
    for text in ("move +3", "give R4", "cover E0", "collect", "play S10"):
        with pytest.raises(tabletop.IllegalActionError, match="^FD-3.3"):
            play(state, text)
    assert state.record == before and legal(state) == ["play D1", "play R4"]
    assert cards("D1 R4") == state.record.hands[0]
