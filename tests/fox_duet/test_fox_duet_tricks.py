"""Trick play and the trick winner (FD-3, FD-4, FD-13.6, FD-13.7)."""

from collections import Counter

import pytest
from fd_scenarios import card, legal, new_round, play, position, winner
from fd_scenarios import winner as winner_of

import tabletop
from tabletop.bots import RandomBot
from tabletop.engine import NOBODY
from tabletop.games.fox_duet import Rules
from tabletop.games.fox_duet.actions import Play
from tabletop.games.fox_duet.tricks import trick_winner


def test_FD_3_1_eleven_tricks_of_two_cards_per_round():
    """FD-3.1: in every finished round, tricks 1-11 each get one card from each seat,
    the leader's first."""
    rules = Rules()
    result = tabletop.play(rules, [RandomBot(seed=1), RandomBot(seed=2)], seed=11)
    state = rules.initial_state()
    plays = Counter()
    for action in result.history:
        r = state.record
        if isinstance(action, Play):
            assert r.actor == (r.leader if not r.trick else 1 - r.leader)
            plays[r.round, r.trick_no, r.actor] += 1
        state.apply(action)
    finished = range(1, state.record.round)
    assert len(finished) >= 1
    for rnd in finished:
        assert all(plays[rnd, t, seat] == 1 for t in range(1, 12) for seat in (0, 1))
        assert not any(plays[rnd, 12, seat] for seat in (0, 1))


def test_FD_3_2_non_dealer_leads_trick_1_then_the_winner_leads():
    """FD-3.2: trick 1 by the non-dealer, later tricks by the previous winner."""
    state = new_round(hands=("R8 D1", "R2 D2"), decree="S6")
    assert state.record.dealer == 0 and state.current_player == 1
    play(state, "play R2", "play R8")  # P0 wins trick 1
    assert state.record.trick_no == 2 and state.current_player == 0
    assert state.phase == "PLAY_LEAD"


def test_FD_3_3_leader_plays_any_card_and_fixes_the_led_suit():
    """FD-3.3: every card in hand may lead; its suit is the led suit."""
    state = position(hands=("R4 S10 D2", "R2 S3 D6"), decree="S6", trick_no=9)
    assert legal(state) == ["play D2", "play R4", "play S10"]
    play(state, "play D2")
    assert legal(state) == ["play D6"]


def test_FD_3_3_playing_a_card_not_in_hand_is_refused():
    """FD-3.3: only own cards can be played."""
    state = position(hands=("R4", "R2"), decree="S6", trick_no=11)
    with pytest.raises(tabletop.IllegalActionError, match="^FD-3.3: P0 does not hold R2"):
        play(state, "play R2")


def test_FD_3_4_led_effect_resolves_before_the_follower_acts():
    """FD-3.4: after a led 3 the Foxes decisions come before PLAY_FOLLOW."""
    state = position(hands=("R3 R4", "R2 D6"), decree="S6", trick_no=10)
    play(state, "play R3")
    assert state.phase == "FOXES_TARGET" and state.current_player == 0
    play(state, "target self", "no swap")
    assert state.phase == "PLAY_FOLLOW" and state.current_player == 1


def test_FD_3_5_must_follow_suit_when_holding_the_led_suit():
    """FD-3.5 (section 7): lead R4, trump S, follower holds R2 and S10: only R2."""
    state = position(hands=("R4 D1", "R2 S10"), decree="S6", trick_no=10)
    play(state, "play R4")
    assert legal(state) == ["play R2"]
    before = state.record
    with pytest.raises(tabletop.IllegalActionError,
                       match=r"^FD-3.5: must follow suit \(roses\) while holding a rose"):
        play(state, "play S10")
    assert state.record == before


def test_FD_3_5_a_void_follower_may_play_anything_including_trumps():
    """FD-3.5 (section 7): no roses when R4 is led: every card is legal."""
    state = position(hands=("R4 D1", "D2 S10"), decree="S6", trick_no=10)
    play(state, "play R4")
    assert legal(state) == ["play D2", "play S10"]
    play(state, "play S10")
    assert winner(state) == 1


def test_FD_3_6_royal_heir_led_lifts_follow_suit():
    """FD-3.6, FD-13.6 (section 7): lead D9, trump S: D3 and R8 both legal; R8 loses."""
    state = position(hands=("D9 D1", "D3 R8"), decree="S6", trick_no=10)
    play(state, "play D9")
    assert legal(state) == ["play D3", "play R8"]
    play(state, "play R8")
    assert winner(state) == 0
    state = position(hands=("D9 D1", "D3 R8"), decree="R6", trick_no=10)
    play(state, "play D9", "play R8")
    assert winner(state) == 1


def test_FD_3_6_following_suit_after_a_nine_is_still_allowed():
    """FD-3.6: the follower may still follow suit after a led 9."""
    state = position(hands=("D9 D1", "D10 R8"), decree="S6", trick_no=10)
    play(state, "play D9", "play D10")
    assert winner(state) == 1


def test_FD_3_7_followed_effect_resolves_before_the_winner():
    """FD-3.7: a followed 3 is resolved before the trick is decided."""
    state = position(hands=("R8 D1", "D3 D10"), decree="S6", trick_no=10)
    play(state, "play R8", "play D3")
    assert state.phase == "FOXES_TARGET" and state.record.winner == NOBODY


def test_FD_4_1_trumps_are_the_decree_at_this_moment():
    """FD-4.1 (section 7): R8 led, D3 followed (void), trump S: the follower swaps D10
    for the decree, trumps become doves and D3 wins."""
    state = position(hands=("R8 D1", "D3 D10"), decree="S6", trick_no=10)
    play(state, "play R8", "play D3", "target self", "swap D10")
    assert str(state.record.decree) == "D10"
    assert winner(state) == 1


@pytest.mark.parametrize("swap, winner_seat", [("no swap", 0), ("swap D8", 1)])
def test_FD_4_1_a_led_foxes_swap_sets_the_trumps_that_decide_the_trick(swap, winner_seat):
    """FD-4.1, FD-13.3: R3 led, the leader swaps D8 for decree S6 (or keeps it); the
    follower, void in roses, plays D2, which wins only as a trump."""
    state = position(hands=("R3 D8", "D2 S10"), decree="S6", trick_no=10)
    play(state, "play R3", "target self", swap, "play D2")
    assert winner(state) == winner_seat
    assert state.record.path.tracker == (-5, 5)[winner_seat]


@pytest.mark.parametrize("lead, follow, trump, winner", [
    ("R10", "S2", "S", 1),   # section 7: a trump beats the led suit
    ("S5", "S7", "D", 1),    # section 7: higher card of the led suit
    ("R4", "D10", "S", 0),   # off-suit, non-trump never wins
    ("S2", "S8", "S", 1),    # both trumps: the higher trump
    ("S9", "S3", "S", 0),
    ("D2", "R10", "S", 0),
])
def test_FD_4_2_trick_winner(lead, follow, trump, winner):
    """FD-4.2: the higher trump, else the higher card of the led suit."""
    assert trick_winner((card(lead), card(follow)), leader=0, trump=trump) == winner
    assert trick_winner((card(lead), card(follow)), leader=1, trump=trump) == 1 - winner


def test_FD_4_2_trump_follower_wins_the_trick_in_play():
    """FD-4.2 (section 7): lead R10, follow S2 (void in roses), trump S: P1 wins and
    the tracker moves toward P1."""
    state = position(hands=("R10 D1", "S2 D4"), decree="S6", trick_no=10)
    play(state, "play R10", "play S2")
    assert winner_of(state) == 1 and state.record.path.tracker == 6


def test_FD_13_6_a_nine_played_second_has_no_effect():
    """FD-13.6 (section 7): follow-suit applies to a 9 played second; it does nothing."""
    state = position(hands=("R4 D1", "R9 D10"), decree="S6", trick_no=10)
    play(state, "play R4")
    assert legal(state) == ["play R9"]
    play(state, "play R9")
    assert winner(state) == 1 and state.phase == "PLAY_LEAD"


def test_FD_13_7_even_ranks_have_no_effect():
    """FD-13.7: after an even card the next step follows at once, no decision."""
    state = position(hands=("R4 D2", "R8 D10"), decree="S6", trick_no=10)
    play(state, "play R4")
    assert state.phase == "PLAY_FOLLOW"
    play(state, "play R8")
    assert state.phase == "PLAY_LEAD" and state.record.trick_no == 11
