"""End of rounds, end of the game, victory, score and defeat (FD-9 to FD-12)."""

import pytest
from fd_scenarios import deal, legal, play, position

import tabletop
from tabletop.games.fox_duet import Rules


def end_of_round(rules=None, **kwargs):
    """Trick 11 played out: P0 leads D4, P1 follows D2, P0 wins and the tracker moves
    1 + 3 = 4 spaces toward E0."""
    state = position(rules, hands=("D4", "D2"), decree="S6", trick_no=11, **kwargs)
    return play(state, "play D4", "play D2")


def test_FD_9_1_a_gem_on_every_plus_location_including_covered_ones():
    """FD-9.1: five gems on side A, one per '+' location, covered or not."""
    state = end_of_round(tracker=4, lo=-8, hi=6, gems={7: 0, 8: 0})
    path = state.record.path
    before = position(hands=("D4", "D2"), decree="S6", trick_no=11, hi=6).record.path
    assert state.phase == "FOREST_END"
    assert path.gems_on_board == before.gems_on_board + 5
    assert [path.gems_at(p) - before.gems_at(p) for p in (-5, -2, 0, 2, 5)] == [1] * 5


def test_FD_9_2_forest_end_choice_and_the_tracker_end_is_excluded():
    """FD-9.2 (section 7): tracker on hi = +8 at the end of round 1: only COVER_E0; -8 is
    covered and its gems are swept to -7."""
    state = position(hands=("D2", "D4"), decree="S6", trick_no=11, tracker=4, leader=0,
                     gems={8: 2, -8: 2, -7: 0})
    play(state, "play D2", "play D4")  # P1 wins, +4 lands on +8 (one gem collected)
    assert state.record.path.tracker == 8
    assert state.phase == "FOREST_END" and legal(state) == ["cover E0"]
    with pytest.raises(tabletop.IllegalActionError, match="^FD-9.2: cannot cover E1"):
        play(state, "cover E1")
    play(state, "cover E0")
    path = state.record.path
    assert path.lo == -7 and path.gems_at(-8) == 0 and path.gems_at(-7) == 2
    assert path.forest_supply == 3


def test_FD_9_2_tracker_on_the_start_both_ends_and_the_dealer_decides():
    """FD-9.2, section 3.4 (section 7): with the tracker on 0 both ends are legal; the
    round-1 dealer (P0) decides."""
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, tracker=4, leader=1,
                     dealer=0)
    play(state, "play D2", "play D4")
    assert state.record.path.tracker == 0
    assert state.current_player == 0 and legal(state) == ["cover E0", "cover E1"]


def test_FD_9_2_no_token_left_no_decision():
    """FD-9.2 (section 7): with an empty forest supply nothing is placed, and the '+'
    gems added on covered locations are still swept inward."""
    state = end_of_round(tracker=4, lo=-6, hi=4, forest=0, round_no=2)
    path = state.record.path
    assert state.phase == "DEAL_CARD" and state.record.round == 3
    assert (path.lo, path.hi) == (-6, 4)
    assert path.gems_at(5) == 0 and path.gems_at(4) == 1 + 1  # setup 1 + swept '+5'


@pytest.mark.parametrize("end, expect", [("E1", {4: 4, 5: 0, 6: 0}),
                                         ("E0", {5: 2, 6: 0, -7: 0})])
def test_FD_9_3_sweep_on_side_b(end, expect):
    """FD-9.3 (section 7): side B level 2, +7 and +6 covered, end of round 2: a gem is
    added on covered +6; E1 chosen covers +5 and moves the gems of +6 and +5 to +4;
    E0 chosen moves the +6 gem to +5."""
    rules = Rules(level=2)
    state = end_of_round(rules, tracker=4, hi=5, forest=1, round_no=2)
    assert state.record.path.gems_at(6) == 1  # added, not yet swept
    play(state, f"cover {end}")
    path = state.record.path
    assert {pos: path.gems_at(pos) for pos in expect} == expect
    assert all(path.gems_at(p) == 0 for p in rules.board.positions if path.is_covered(p))


def test_FD_9_4_the_tracker_stays_between_rounds():
    """FD-9.4 (section 7): the new round starts with the tracker where it ended."""
    state = end_of_round(tracker=3)
    assert state.record.path.tracker == -1
    play(state, "cover E1")
    deal(state, ("", ""), "S6")
    assert state.record.path.tracker == -1 and state.record.trick_no == 1


def test_FD_9_5_next_round_with_all_cards_and_the_other_dealer():
    """FD-9.5: round + 1, all 30 cards dealt again, the other seat deals."""
    state = end_of_round(tracker=3, dealer=1)
    play(state, "cover E1")
    r = state.record
    assert (r.round, r.dealer, r.phase) == (2, 0, "DEAL_CARD")
    assert len(r.unseen) == 30 and r.discards == frozenset() and r.decree is None
    deal(state, ("", ""), "S6")
    assert state.current_player == 1


def test_FD_10_1_gems_left_after_round_3_is_time_up_without_fd_9():
    """FD-10.1 (section 7): one gem on the board after round 3: defeat, no gems added."""
    state = end_of_round(tracker=3, round_no=3, gems={5: 1}, only_gems=True)
    r = state.record
    assert state.is_terminal and r.result == "TIME_UP"
    assert r.path.gems_on_board == 1 and state.returns() == (0.0, 0.0)


def test_FD_11_1_victory_stops_the_game_at_once():
    """FD-11.1: the last gem ends the game mid-round; no clean-up, no more decisions."""
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10, gems={4: 1},
                     only_gems=True)
    play(state, "play R6", "play R8")
    assert state.is_terminal and state.legal_actions() == []
    assert len(state.record.trick) == 2


def test_FD_11_2_score_trick_6_round_2_level_1():
    """FD-11.2 (section 7): last gem in trick 6 of round 2, level 1, 2 forest tokens
    left: 10 + 10 + 10 + 6 = 36."""
    hands = ("R6 D1 D3 D5 D7 D9", "R8 D2 D4 D6 D8 D10")
    state = position(hands=hands, decree="S6", trick_no=6, round_no=2, forest=2,
                     gems={4: 1}, only_gems=True)
    play(state, "play R6", "play R8")
    assert state.scores() == (36, 36) and state.record.result == "VICTORY"


def test_FD_11_2_score_trick_11_round_3_level_3():
    """FD-11.2 (section 7): last gem in trick 11 of round 3, level 3, no forest tokens
    left: 30 + 0 + 0 + 0 = 30."""
    state = position(Rules(level=3), hands=("R6", "R8"), decree="S6", trick_no=11,
                     round_no=3, forest=0, gems={4: 1}, only_gems=True)
    play(state, "play R6", "play R8")
    assert state.scores() == (30, 30)


def test_FD_11_3_both_seats_share_the_result():
    """FD-11.3: the same return for both seats: 1 on victory, 0 on defeat."""
    state = position(hands=("R6", "R8"), decree="S6", trick_no=11, gems={4: 1},
                     only_gems=True)
    assert state.returns() == (0.0, 0.0) and state.scores() == (0, 0)
    play(state, "play R6", "play R8")
    assert state.returns() == (1.0, 1.0) and state.winners() == frozenset({0, 1})


def test_FD_12_1_only_two_defeats_by_default_and_forest_exhausted_by_option():
    """FD-12.1: LOST_IN_FOREST and TIME_UP; with forest_loss = on_empty, also
    FOREST_EXHAUSTED when a placement empties the supply."""
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-5,
                     forest=1)
    play(state, "play R10", "play R2")
    assert not state.is_terminal and state.record.path.forest_supply == 0
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-5,
                     forest=1, forest_loss="on_empty")
    play(state, "play R10", "play R2")
    assert state.is_terminal and state.record.result == "FOREST_EXHAUSTED"
    path = state.record.path  # A19: the token is placed, the tracker is back on 0
    assert (path.lo, path.tracker, path.forest_supply) == (-7, 0, 0)


def test_FD_12_2_there_is_no_concede_action():
    """FD-12.2: conceding is not modelled."""
    rules = Rules()
    with pytest.raises(ValueError, match="no action reads"):
        rules.parse_action("concede")
    kinds = {type(a).__name__ for a in rules.action_space}
    assert kinds == {"Play", "Target", "NoSwap", "Swap", "Give", "Move", "Cover", "Collect",
                     "Decline"}
