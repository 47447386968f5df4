"""Movement, gem collection, leaving the path and clean-up (FD-5 to FD-8)."""

import pytest
from fd_scenarios import card, cards, legal, play, position, winner

import tabletop
from tabletop.games.fox_duet import Rules


def test_FD_5_1_distance_is_the_sum_of_both_cards_footprints():
    """FD-5.1: R8 (2) + R2 (3) moves 5."""
    state = position(hands=("R8 D1", "R2 D2"), decree="S6", trick_no=10)
    play(state, "play R8", "play R2")
    assert state.record.path.tracker == -5


def test_FD_5_2_without_1_or_5_the_tracker_moves_toward_the_winner_at_once():
    """FD-5.2: no decision; the tracker moves dir(winner) * d."""
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10)
    play(state, "play R6", "play R8")
    assert state.phase == "PLAY_LEAD" and state.record.path.tracker == +4


def test_FD_5_3_move_choice_lists_each_displacement_once():
    """FD-5.3: the winner's MOVE_CHOICE; 0 appears once; other moves are refused."""
    state = position(hands=("R1 D1", "D5 D2"), decree="S6", trick_no=10)
    play(state, "play R1", "play D5")
    assert legal(state) == ["move -1", "move 0", "move +1"]
    with pytest.raises(tabletop.IllegalActionError, match="^FD-5.3: move \\+2 is not"):
        play(state, "move +2")
    with pytest.raises(tabletop.IllegalActionError, match="^FD-5.3: 'play D2' cannot"):
        state.apply(state.rules.parse_action("play D2"))


def test_FD_5_4_landing_on_the_last_uncovered_space_is_in_bounds():
    """FD-5.4 (section 7): tracker on +5, move +3 lands on hi = +8 and collects there."""
    state = position(hands=("D9 D1", "D10 D2"), decree="S6", trick_no=10, tracker=5)
    play(state, "play D9", "play D10")
    path = state.record.path
    assert path.tracker == 8 and path.gems_at(8) == 0 and path.forest_supply == 4


def test_FD_5_4_spaces_passed_have_no_effect():
    """FD-5.4 (section 7): 0 to +4 passes +1 and +3 with gems; only +4 collects."""
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10)
    before = state.record.path
    play(state, "play R6", "play R8")
    after = state.record.path
    assert after.tracker == 4
    assert (after.gems_at(1), after.gems_at(3)) == (before.gems_at(1), before.gems_at(3)) == (
        1, 1)
    assert after.gems_at(4) == before.gems_at(4) - 1


def test_FD_6_1_one_gem_from_the_location_reached():
    """FD-6.1: a location holding gems yields exactly one; an empty one yields nothing."""
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10, gems={4: 3})
    play(state, "play R6", "play R8")
    assert state.record.path.gems_at(4) == 2
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10, gems={4: 0})
    board = state.record.path.gems
    play(state, "play R6", "play R8")
    assert state.record.path.gems == board


def test_FD_6_1_moving_zero_spaces_still_collects():
    """FD-6.1, A3 (section 7): tracker on +6 with 2 gems, a move of 0: one collected,
    one remains."""
    state = position(hands=("R1", "D7"), decree="S6", trick_no=11, tracker=6, gems={6: 2})
    play(state, "play R1", "play D7", "move 0")
    assert state.record.path.gems_at(6) == 1


def test_FD_6_2_at_most_one_gem_per_trick():
    """FD-6.2: even a location with many gems yields one per trick."""
    state = position(hands=("R6 R4", "R8 R2"), decree="S6", trick_no=10, gems={4: 5})
    play(state, "play R6", "play R8")
    assert state.record.path.gems_on_board == 12 - 1 + 4


def test_FD_6_3_the_last_gem_wins_at_once():
    """FD-6.3, FD-11.1: the game ends in victory immediately, skipping clean-up."""
    state = position(hands=("R6 D1 D3", "R8 D2 D4"), decree="S6", trick_no=9,
                     gems={4: 1}, only_gems=True)
    play(state, "play R6", "play R8")
    r = state.record
    assert state.is_terminal and r.result == "VICTORY"
    assert r.trick == cards("R6 R8")  # the trick was not cleaned up
    assert r.path.tracker == 4 and r.path.gems_on_board == 0
    assert state.winners() == frozenset({0, 1})


def test_FD_6_4_no_gem_at_the_start_after_leaving_the_path():
    """FD-6.4, A13 (section 7): tracker on +6, move +4: back to 0, nothing collected
    there although 0 holds a gem; a token covers +8 (hi 7, supply 3) and its gem moves
    to +7."""
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10, tracker=6,
                     gems={0: 1, 8: 1, 7: 0})
    play(state, "play R6", "play R8")
    path = state.record.path
    assert path.tracker == 0 and path.gems_at(0) == 1
    assert (path.hi, path.forest_supply) == (7, 3)
    assert path.gems_at(8) == 0 and path.gems_at(7) == 1


def test_FD_6_4_a_normal_move_ending_on_the_start_collects():
    """FD-6.4, A13: a move that ends on 0 (not a return) collects as usual."""
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10, tracker=-4,
                     gems={0: 1})
    play(state, "play R6", "play R8")
    assert state.record.path.tracker == 0 and state.record.path.gems_at(0) == 0


def test_FD_7_1_leaving_the_path_returns_the_tracker_to_the_start():
    """FD-7.1: the tracker goes to 0, however far beyond the end it went."""
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-5)
    play(state, "play R10", "play R2")
    assert state.record.path.tracker == 0


def test_FD_7_2_no_forest_token_left_loses_in_the_forest():
    """FD-7.2 (section 7): leaving the path with an empty supply is an immediate defeat."""
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=2, tracker=-5,
                     forest=0, lo=-6, hi=6)
    play(state, "play R10", "play R2")
    assert state.is_terminal and state.record.result == "LOST_IN_FOREST"
    assert state.returns() == (0.0, 0.0) and state.scores() == (0, 0)
    assert state.record.path.tracker == 0


def test_FD_7_3_token_on_the_crossed_end_not_the_winners_end():
    """FD-7.3 (section 7): tracker on -7, P1 wins a trick with a 1 and 2 footprints and
    moves toward P0: E0 is crossed and the token covers -8."""
    state = position(hands=("R1 D1", "R6 D2"), decree="S6", trick_no=10, tracker=-7)
    play(state, "play R1", "play R6")
    assert state.current_player == 1 and legal(state) == ["move -2", "move +2"]
    play(state, "move -2")
    path = state.record.path
    assert (path.lo, path.hi, path.forest_supply, path.tracker) == (-7, 8, 3, 0)


def test_FD_7_3_one_token_however_far_the_overshoot():
    """FD-7.3, A2: an overshoot by 5 still places one token on the outermost space."""
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-8)
    play(state, "play R10", "play R2")
    path = state.record.path
    assert (path.lo, path.forest_supply) == (-7, 3)


def test_FD_7_4_gems_of_the_covered_space_shift_inward_and_add_up():
    """FD-7.4 (section 7): the stack moves to the next location toward the centre and adds
    to the gems there, with no cap."""
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-5,
                     gems={-8: 2, -7: 3})
    play(state, "play R10", "play R2")
    path = state.record.path
    assert path.gems_at(-8) == 0 and path.gems_at(-7) == 5


def test_FD_7_4_gems_skip_spaces_without_a_location(tmp_path):
    """FD-7.4, A12: the nearest inward space that has a location takes the stack."""
    board = tmp_path / "holes.toml"
    board.write_text('side = "A"\nspaces = [{ location = { squares = 2 } }, {}, {},'
                     + "{ location = { squares = 1 } }," * 3 + "{ start = true },"
                     + "{ location = { squares = 1 } }," * 6 + "]")
    rules = Rules(board_data=str(board))
    state = position(rules, hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10,
                     tracker=-4)
    play(state, "play R10", "play R2")
    path = state.record.path
    assert path.lo == -5 and path.gems_at(-6) == 0 and path.gems_at(-3) == 3


@pytest.mark.parametrize("side", [-1, 1])
def test_FD_7_4_the_inward_search_reaches_the_start_space(tmp_path, side):
    """FD-7.4, A20: when no space of the arm between the covered end and the start has a
    location, the stack goes to the start space's location."""
    arm = ["{ location = { squares = 2 } }", "{}", "{}", "{}", "{}"]
    spaces = [*arm, "{ start = true, location = {} }", *reversed(arm)]
    board = tmp_path / "bare.toml"
    board.write_text('side = "A"\nspaces = [' + ", ".join(spaces) + "]")
    rules = Rules(board_data=str(board))
    leader = 0 if side < 0 else 1
    hands = ("R10 D1", "R2 D2") if leader == 0 else ("R2 D2", "R10 D1")
    state = position(rules, hands=hands, decree="S6", trick_no=10, leader=leader,
                     tracker=2 * side)
    play(state, "play R10", "play R2")  # the leader wins and moves 3 + 3 toward itself
    path = state.record.path
    assert (path.lo, path.hi) == ((-4, 5) if side < 0 else (-5, 4))
    assert path.gems_at(side * 5) == 0 and path.gems_at(0) == 2
    assert path.gems_at(-side * 5) == 2


def test_FD_8_1_trick_cards_go_face_down():
    """FD-8.1: both cards join the discards; no observation shows them afterwards."""
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10)
    play(state, "play R6", "play R8")
    r = state.record
    assert {card("R6"), card("R8")} <= r.discards and r.trick == ()
    for seat in (0, 1):
        seen = state.observation(seat)
        assert not {card("R6"), card("R8")} & (set(seen.hand) | set(seen.trick))
        assert "R6" not in str(seen) and "R8" not in str(seen)


def test_FD_8_2_winner_leads_next_and_trick_11_ends_the_round():
    """FD-8.2: after trick t < 11 the winner leads; after trick 11, FD-9 (rounds 1-2) or
    FD-10 (round 3)."""
    state = position(hands=("R6 D4", "R8 D2"), decree="S6", trick_no=10)
    play(state, "play R6", "play R8")
    assert winner(state) == 1 and state.current_player == 1 and state.record.trick_no == 11
    play(state, "play D2", "play D4")
    assert state.phase == "FOREST_END" and state.record.round == 1
    assert state.record.trick == () and {card("D2"), card("D4")} <= state.record.discards
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, round_no=3)
    play(state, "play D4", "play D2")
    assert state.is_terminal and state.record.result == "TIME_UP"
    assert state.record.trick == () and {card("D2"), card("D4")} <= state.record.discards
