"""Suits a seat has shown it lacks, and determinization that respects them (FD-3.5,
FD-3.6, section 4)."""

import numpy as np
from fd_scenarios import card, legal, new_round, play, position

from tabletop.games.fox_duet.cards import Card

ROSES = frozenset("R")


def roses(hand: tuple[Card, ...]) -> set[str]:
    return {str(c) for c in hand if c.suit == "R"}


def show_out_of_roses(decree: str = "S6"):
    """Trick 1 of round 1: P0 leads R4, P1 holds no rose and follows with an even diamond,
    so P0 wins and leads trick 2."""
    state = new_round(hands=("R4 R7 R8 R3", "S2"), decree=decree, void={1: "R"},
                      first_dealer="P1")
    play(state, "play R4")
    off_suit = [a for a in legal(state) if a[-1] in "2468" and a[-2] == "D"][0]
    return play(state, off_suit)


def test_not_following_a_compulsory_lead_shows_a_void():
    """FD-3.5: a follower that plays off-suit after a non-9 lead held no card of the led
    suit; both seats see it (section 4)."""
    state = show_out_of_roses()
    assert state.record.voids == (frozenset(), ROSES)
    assert state.observation(0).partner_voids == state.observation(1).voids == ROSES
    assert state.observation(1).partner_voids == frozenset()
    assert "none of: roses" in str(state.observation(0))
    before = new_round(hands=("R4 R7 R8 R3", "S2"), decree="S6", void={1: "R"},
                       first_dealer="P1")
    play(before, "play R4")
    assert not np.array_equal(before.observation(0).to_array(),
                              state.observation(0).to_array())


def test_determinize_never_gives_the_partner_an_unknown_card_of_a_void_suit():
    """FD-3.5, section 4: over 200 determinizations the partner gets no rose, though the
    hidden cards hold some."""
    state = show_out_of_roses()
    assert roses(state.record.unseen)
    for seed in range(200):
        other = state.determinize(0, seed)
        assert not roses(other.record.hands[1])
        assert other.observation(0) == state.observation(0)


def test_a_rose_received_by_a_gift_after_the_void_is_kept():
    """FD-13.5, section 4: the rose P0 gives is known to be in P1's hand; no other rose
    is dealt to P1 by determinization (FD-3.5)."""
    state = show_out_of_roses()
    play(state, "play R7", "give R8", "give S2")
    assert state.phase == "PLAY_FOLLOW" and state.record.voids[1] == ROSES
    for seed in range(200):
        assert roses(state.determinize(0, seed).record.hands[1]) == {"R8"}


def test_a_rose_taken_by_a_foxes_swap_after_the_void_is_kept():
    """FD-13.3, section 4: the old decree R6 taken in a swap is known to be in P1's hand;
    no other rose is dealt to P1 by determinization (FD-3.5)."""
    state = show_out_of_roses(decree="R6")
    play(state, "play R3", "target partner", "swap S2")
    assert state.phase == "PLAY_FOLLOW" and card("R6") in state.record.hands[1]
    for seed in range(200):
        assert roses(state.determinize(0, seed).record.hands[1]) == {"R6"}


def test_voids_reset_at_the_next_round():
    """FD-3.5, FD-9.5: a void holds for the round it was shown in only."""
    state = position(hands=("R4", "D2"), decree="S6", trick_no=11, leader=0, dealer=0)
    play(state, "play R4", "play D2")
    assert state.phase == "FOREST_END" and state.record.voids == (frozenset(), ROSES)
    play(state, legal(state)[0])
    assert state.record.round == 2 and state.record.voids == (frozenset(), frozenset())
    assert state.observation(0).partner_voids == frozenset()


def test_an_off_suit_reply_to_a_led_9_shows_no_void():
    """FD-3.6, FD-13.6: after a led 9 any card is legal, so an off-suit reply proves
    nothing; determinization may still give the partner a rose."""
    state = position(hands=("R9 D1 D2", "R2 D4 D6"), decree="S6", trick_no=9, leader=0)
    play(state, "play R9", "play D4")
    assert state.record.voids == (frozenset(), frozenset())
    assert any(roses(state.determinize(0, seed).record.hands[1]) for seed in range(50))


def test_following_suit_or_leading_shows_no_void():
    """FD-3.3, FD-3.5: the leader and a follower that follows suit show nothing."""
    state = position(hands=("R4 D1", "R2 D4"), decree="S6", trick_no=10, leader=0)
    play(state, "play R4", "play R2")
    assert state.record.voids == (frozenset(), frozenset())
