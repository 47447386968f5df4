"""Card effects (FD-13.1 to FD-13.5) and their section 7 edge cases."""

import pytest
from fd_scenarios import card, cards, deal, legal, play, position, winner

import tabletop
from tabletop.games.fox_duet import Rules


def test_FD_13_1_effects_trigger_only_when_played_in_order():
    """FD-13.1: a led 3 and a followed 7 resolve in play order, each fully; a card that
    enters a hand by an effect does not trigger."""
    state = position(hands=("R3 D1 D2", "R7 S3 S4"), decree="D7", trick_no=9)
    play(state, "play R3", "target partner", "swap S3")  # S3 becomes the decree: no Foxes
    assert state.phase == "PLAY_FOLLOW" and str(state.record.decree) == "S3"
    assert card("D7") in state.record.hands[1]  # the old decree (a 7) did not trigger
    play(state, "play R7")
    assert state.phase == "GIFT_FIRST" and state.current_player == 1


def test_FD_13_1_a_swapped_in_seven_triggers_when_played_later():
    """FD-13.1 (section 7): the old decree is a 7; played in trick <= 10 its Gift works."""
    state = position(hands=("R3 D1 D2", "S8 S4 S2"), decree="D7", trick_no=9)
    play(state, "play R3", "target self", "swap D1", "play S8")
    assert card("D7") in state.record.hands[0]
    assert state.record.trick_no == 10 and state.record.leader == 0
    play(state, "play D7")
    assert state.phase == "GIFT_FIRST" and state.current_player == 0


def test_FD_13_2_musician_lets_the_winner_choose_the_direction():
    """FD-13.2 (section 7): R1 + D10 won by P1 offers +3 and -3; P1 decides."""
    state = position(hands=("R1 R2", "D10 R6"), decree="S6", trick_no=10, leader=1)
    play(state, "play D10", "play R1")
    assert state.phase == "MOVE_CHOICE" and state.current_player == 1
    assert legal(state) == ["move -3", "move +3"]
    play(state, "move -3")
    assert state.record.path.tracker == -3


def test_FD_13_2_two_musicians_give_one_choice():
    """FD-13.2: two Musicians, the winner chooses the direction once."""
    state = position(hands=("R1 D2", "R10 D1"), decree="S6", trick_no=10)
    play(state, "play R1", "play R10")
    assert legal(state) == ["move -3", "move +3"]
    state = position(hands=("R1 D4", "D1 R6"), decree="S6", trick_no=10)
    play(state, "play D4", "play D1")
    assert state.current_player == 0 and legal(state) == ["move -1", "move +1"]


def test_FD_13_2_musician_with_zero_footprints_moves_zero_and_collects():
    """FD-13.2, A3 (section 7): R1 + D7 moves only 0; the gem there is collected."""
    state = position(hands=("R1", "D7"), decree="S6", trick_no=11, tracker=3, gems={3: 1})
    play(state, "play R1", "play D7")
    assert legal(state) == ["move 0"]
    play(state, "move 0")
    assert state.record.path.gems_at(3) == 0


def test_FD_13_3_foxes_target_self_swap_changes_trumps_not_the_led_suit():
    """FD-13.3 (section 7): R3 led, self-targeted swap of D8 for decree S6: trumps are
    doves, the leader holds S6, the follower must still follow roses."""
    state = position(hands=("R3 D8 D1", "R2 D9 S1"), decree="S6", trick_no=9)
    play(state, "play R3")
    assert legal(state) == ["target self", "target partner"]
    play(state, "target self")
    assert state.phase == "FOXES_SWAP" and state.current_player == 0
    assert legal(state) == ["no swap", "swap D1", "swap D8"]
    play(state, "swap D8")
    r = state.record
    assert str(r.decree) == "D8" and card("S6") in r.hands[0]
    assert legal(state) == ["play R2"]
    play(state, "play R2")
    assert winner(state) == 0  # R3 beats R2; no trump played


def test_FD_13_3_target_partner_lets_the_partner_decide():
    """FD-13.3: the seat that played the 3 picks the target, who takes FOXES_SWAP; the
    swapped card may have the decree's suit."""
    state = position(hands=("R3 D1 D2", "S2 S9 D4"), decree="S6", trick_no=9)
    play(state, "play R3", "target partner")
    assert state.phase == "FOXES_SWAP" and state.current_player == 1
    play(state, "swap S9")
    assert str(state.record.decree) == "S9" and card("S6") in state.record.hands[1]


def test_FD_13_3_no_swap_keeps_the_decree():
    """FD-13.3: NO_SWAP changes nothing."""
    state = position(hands=("R3 D1", "S2 D4"), decree="S6", trick_no=10)
    play(state, "play R3", "target self", "no swap")
    assert str(state.record.decree) == "S6" and state.phase == "PLAY_FOLLOW"


def test_FD_13_3_swap_before_follow_changes_what_must_be_followed():
    """FD-13.3: a led 3 aimed at the follower: follow-suit uses the hand after the swap."""
    state = position(hands=("R3 D1", "R2 D4"), decree="S6", trick_no=10)
    play(state, "play R3", "target partner", "swap R2")
    assert legal(state) == ["play D4", "play S6"]


def test_FD_13_3_foxes_second_in_trick_11_offers_only_no_swap():
    """FD-13.3 (section 7): a 3 played second in trick 11: the hand is empty."""
    state = position(hands=("R8", "R3"), decree="S6", trick_no=11)
    play(state, "play R8", "play R3", "target self")
    assert legal(state) == ["no swap"]
    state = position(hands=("R8", "R3"), decree="S6", trick_no=11)
    play(state, "play R8", "play R3", "target partner")
    assert legal(state) == ["no swap"] and state.current_player == 0


def test_FD_13_3_foxes_led_in_trick_11_at_the_follower_who_swaps_the_last_card():
    """FD-13.3, A7 (section 7): the follower must play the old decree; the new decree sets
    trumps."""
    state = position(hands=("R3", "D8"), decree="S6", trick_no=11)
    play(state, "play R3", "target partner", "swap D8")
    assert legal(state) == ["play S6"]
    play(state, "play S6")  # trumps are doves now: S6 is off-suit and not trump
    assert winner(state) == 0


def test_FD_13_3_swap_in_trick_4_lasts_the_round_and_round_2_reveals_a_new_decree():
    """FD-13.3, A17 (section 7): trumps stay changed for the rest of the round."""
    state = position(hands=("R3 D8 D1 D2 D4 D6 D10 R4", "S2 S3 S4 S5 S7 S8 S9 S10"),
                     decree="S6", trick_no=4)
    play(state, "play R3", "target self", "swap D8", "play S2")
    assert winner(state) == 0  # stars are no longer trumps
    assert str(state.record.decree) == "D8"
    state = position(hands=("R2", "R8"), decree="D8", trick_no=11, leader=0)
    play(state, "play R2", "play R8", "cover E0")
    deal(state, ("", ""), "R5")
    assert str(state.record.decree) == "R5"


def test_FD_13_4_gazelle_ignores_up_to_one_card():
    """FD-13.4 (section 7): S5 + R10 won by P0: {-1, -3, -4}; S5 + R3: {-1, -2, -3}."""
    state = position(hands=("S5 D1", "R10 D2"), decree="S6", trick_no=10)
    play(state, "play S5", "play R10")
    assert state.current_player == 0
    assert legal(state) == ["move -4", "move -3", "move -1"]
    state = position(hands=("S5 D1", "R3 D2"), decree="S6", trick_no=10)
    play(state, "play S5", "play R3", "target self", "no swap")
    assert legal(state) == ["move -3", "move -2", "move -1"]


def test_FD_13_4_two_gazelles_and_gazelle_with_musician():
    """FD-13.4 (section 7): D5 + S5 won by P1: {0, +1, +2}; R1 + D5: {-1, 0, +1}."""
    state = position(hands=("D5 D1", "S5 R2"), decree="S6", trick_no=10)
    play(state, "play D5", "play S5")
    assert state.current_player == 1 and legal(state) == ["move 0", "move +1", "move +2"]
    state = position(hands=("R1 D1", "D5 D2"), decree="S6", trick_no=10)
    play(state, "play R1", "play D5")
    assert legal(state) == ["move -1", "move 0", "move +1"]


def test_FD_13_5_gift_is_a_hidden_simultaneous_exchange():
    """FD-13.5: the 7's player picks first, the partner second without seeing it; then the
    cards change hands and each seat knows what it received."""
    state = position(hands=("R7 D1 D2", "R2 S3 S4"), decree="S6", trick_no=9)
    play(state, "play R7")
    assert state.phase == "GIFT_FIRST" and state.current_player == 0
    assert legal(state) == ["give D1", "give D2"]
    play(state, "give D2")
    assert state.phase == "GIFT_SECOND" and state.current_player == 1
    play(state, "give S4")
    r = state.record
    assert r.hands == (cards("D1 S4"), cards("R2 S3 D2"))
    assert r.known == (frozenset(cards("S4")), frozenset(cards("D2")))
    assert state.phase == "PLAY_FOLLOW"


def test_FD_13_5_gift_second_does_not_depend_on_the_first_pick():
    """FD-13.5, section 3.5 (section 7): GIFT_SECOND has the same legal actions and the
    same observation for every GIFT_FIRST pick."""
    views = set()
    for pick in ("D1", "D2", "D4"):
        state = position(hands=("R7 D1 D2 D4", "R2 S3 S4 S5"), decree="S6", trick_no=8)
        play(state, "play R7", f"give {pick}")
        seen = state.observation(1)
        views.add((tuple(legal(state)), state.current_player, state.phase, seen, str(seen),
                   seen.to_array().tobytes(), tuple(map(str, state.public_history(1)))))
    assert len(views) == 1


def test_FD_13_5_led_gift_to_a_void_follower_forces_the_received_card():
    """FD-13.5 (section 7): 7 led in trick 3, the follower (void in the led suit) receives
    a card of that suit and must play it."""
    rules = Rules()
    state = position(rules, hands=("R7 R2 D1 D2 D3 D4 D5 D6 D8", "S1 S2 S3 S4 S5 S7 S8 S9 S10"),
                     decree="S6", trick_no=3)
    play(state, "play R7", "give R2", "give S1")
    assert legal(state) == ["play R2"]


@pytest.mark.parametrize("lead, follow", [("R7", "R8"), ("R8", "R7")])
def test_FD_13_5_gift_in_trick_11_has_no_effect(lead, follow):
    """FD-13.5, A9 (section 7): a 7 in trick 11, in either position: no exchange."""
    hands = (lead, follow)
    state = position(hands=hands, decree="S6", trick_no=11)
    play(state, f"play {lead}")
    assert state.phase == "PLAY_FOLLOW"
    play(state, f"play {follow}")
    assert not state.phase.startswith("GIFT")


def test_FD_13_5_two_gifts_in_one_trick_two_exchanges():
    """FD-13.5 (section 7): 7 led and 7 followed in trick 5: two exchanges; 6 and 6
    cards after the trick."""
    state = position(hands=("R7 D1 D2 D3 D4 D6 D8", "S7 S1 S2 S4 S5 S8 S9"), decree="S6",
                     trick_no=5)
    play(state, "play R7", "give D1", "give S1", "play S7")
    assert state.phase == "GIFT_FIRST" and state.current_player == 1
    play(state, "give S2", "give S1")
    if state.phase == "MOVE_CHOICE":
        play(state, str(state.legal_actions()[0]))
    r = state.record
    assert len(r.hands[0]) == len(r.hands[1]) == 6
    assert r.hands == (cards("D2 D3 D4 D6 D8 S2"), cards("D1 S1 S4 S5 S8 S9"))


def test_FD_13_5_gift_pick_must_be_an_own_card():
    """FD-13.5: GIVE names a card of the giver's hand."""
    state = position(hands=("R7 D1", "R2 S3"), decree="S6", trick_no=10)
    play(state, "play R7")
    with pytest.raises(tabletop.IllegalActionError, match="^FD-13.5: P0 does not hold S3"):
        play(state, "give S3")
