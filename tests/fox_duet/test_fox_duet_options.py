"""Every option's alternative (spec section 5): the Ukrainian readings U1-U10 and the
resolved ambiguities."""

import pytest
from fd_scenarios import ALTERNATIVES, deal, legal, new_round, play, position

import tabletop
from tabletop.games.fox_duet import Rules


def test_defaults_follow_the_czech_rulebook():
    """Section 5.3: the default of every option."""
    assert Rules().options == dict(
        players=2, level=1, board_data=None, footprints=None, first_dealer="P0",
        movement_source="both_cards", first_leader="non_dealer", dealer_rotation="alternate",
        gem_collection="mandatory", zero_move_collects=True, overshoot_token_end="crossed_end",
        overshoot_gem_shift="next_location", end_round_forest="choice", forest_loss="on_need",
        forest_chooser="dealer", gem_supply="unlimited", early_win_bonus="before_round_3",
        overshoot_start_collects=False, auto_forced=False)


def test_bad_option_values_are_refused():
    with pytest.raises(tabletop.OptionError, match="level=4"):
        tabletop.load_game("fox_duet", level=4)
    with pytest.raises(tabletop.OptionError, match="unknown option colour"):
        tabletop.load_game("fox_duet", colour="red")
    with pytest.raises(tabletop.OptionError, match="players=3 is not accepted; choose one of 2"):
        tabletop.load_game("fox_duet", players=3)


def test_U1_movement_source_winning_card():
    """FD-5.1, U1 (section 7): S10 (3) beaten by trump D2 (3) moves 3, not 6; a Gazelle can
    only reduce the winner's card to 0."""
    state = position(hands=("S10 R1", "D2 R4"), decree="D6", trick_no=10,
                     movement_source="winning_card")
    play(state, "play S10", "play D2")
    assert state.record.path.tracker == 3
    state = position(hands=("S5 R1", "S10 R4"), decree="D6", trick_no=10,
                     movement_source="winning_card")
    play(state, "play S5", "play S10")
    assert legal(state) == ["move 0", "move +3"]


def test_U2_first_leader_dealer():
    """FD-3.2, U2: the dealer leads trick 1."""
    state = new_round(first_leader="dealer")
    assert state.record.dealer == 0 and state.current_player == 0


def test_U3_dealer_rotation_fixed():
    """FD-2.5, U3: the same seat deals every round."""
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, tracker=3, dealer=0,
                     leader=1, dealer_rotation="fixed")
    play(state, "play D2", "play D4", "cover E1")
    assert (state.record.round, state.record.dealer) == (2, 0)
    deal(state, ("", ""), "S6")
    assert state.current_player == 1


def test_U4_gem_collection_optional():
    """FD-6.1, U4: the winner takes COLLECT_GEM when a gem is available."""
    for choice, left in (("collect", 0), ("decline", 1)):
        state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10, gems={4: 1},
                         gem_collection="optional")
        play(state, "play R6", "play R8")
        assert state.phase == "COLLECT_GEM" and state.current_player == 1
        assert legal(state) == ["collect", "decline"]
        play(state, choice)
        assert state.record.path.gems_at(4) == left and state.phase == "PLAY_LEAD"
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10, gems={4: 0},
                     gem_collection="optional")
    play(state, "play R6", "play R8")
    assert state.phase == "PLAY_LEAD"


def test_U4_optional_collection_of_the_last_gem_wins():
    """FD-6.3 with U4: collecting the last gem still wins at once."""
    state = position(hands=("R6 D1", "R8 D2"), decree="S6", trick_no=10, gems={4: 1},
                     only_gems=True, gem_collection="optional")
    play(state, "play R6", "play R8", "collect")
    assert state.record.result == "VICTORY"


def test_U9_zero_move_collects_false():
    """FD-6.1, U9: with zero_move_collects off a move of 0 takes nothing."""
    state = position(hands=("R1", "D7"), decree="S6", trick_no=11, tracker=6, gems={6: 2},
                     zero_move_collects=False)
    play(state, "play R1", "play D7", "move 0")
    assert state.record.path.gems_at(6) == 2


def test_U5_overshoot_token_on_the_winners_end():
    """FD-7.3, U5: P1 wins and crosses E0; the token covers P1's end E1."""
    state = position(hands=("R1 D1", "R6 D2"), decree="S6", trick_no=10, tracker=-7,
                     gems={8: 1, 7: 0}, overshoot_token_end="winner_end")
    play(state, "play R1", "play R6", "move -2")
    path = state.record.path
    assert (path.lo, path.hi, path.tracker) == (-8, 7, 0)
    assert path.gems_at(8) == 0 and path.gems_at(7) == 1


def test_U6_overshoot_gems_to_the_nearest_location_with_gems():
    """FD-7.4, U6: the stack skips empty locations to the nearest one holding gems, or
    goes to the next location when none does."""
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-5,
                     gems={-8: 2, -7: 0, -6: 0, -5: 0, -4: 3},
                     overshoot_gem_shift="nearest_with_gems")
    play(state, "play R10", "play R2")
    assert state.record.path.gems_at(-4) == 5
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-5,
                     gems={-8: 2}, only_gems=True, overshoot_gem_shift="nearest_with_gems")
    play(state, "play R10", "play R2")
    assert state.record.path.gems_at(-7) == 2


def test_U7_end_round_forest_opposite_tracker():
    """FD-9.2, U7 (section 7): tracker on -3: the token covers hi with no decision; on the
    start space the FOREST_END choice is used."""
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, tracker=1,
                     end_round_forest="opposite_tracker")
    play(state, "play D4", "play D2")
    assert state.record.path.hi == 7 and state.phase == "DEAL_CARD"
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, tracker=4,
                     end_round_forest="opposite_tracker")
    play(state, "play D4", "play D2")
    assert state.phase == "FOREST_END"


def test_U7_opposite_tracker_with_an_empty_supply_places_nothing():
    """FD-9.2, U7: no forest token left, no token placed and no decision."""
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, tracker=1, forest=0,
                     end_round_forest="opposite_tracker")
    play(state, "play D4", "play D2")
    path = state.record.path
    assert state.phase == "DEAL_CARD" and (path.lo, path.hi, path.forest_supply) == (-8, 8, 0)


def test_U8_forest_loss_on_empty_at_the_end_of_a_round():
    """FD-12.1, U8, A19: the end-of-round token that empties the supply loses at once,
    with no sweep."""
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, tracker=3, forest=1,
                     hi=5, gems={6: 0}, forest_loss="on_empty")
    play(state, "play D4", "play D2", "cover E1")
    r = state.record
    assert r.result == "FOREST_EXHAUSTED" and r.path.hi == 4
    assert r.path.gems_at(5) == 1  # the '+' gem on the newly covered +5 is not swept
    assert r.trick == () and len(r.discards) == 22  # trick 11 was cleaned up first
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, tracker=3, forest=1,
                     forest_loss="on_empty", end_round_forest="opposite_tracker")
    play(state, "play D4", "play D2")  # the tracker ends on -1: the token covers +8
    r = state.record
    assert r.result == "FOREST_EXHAUSTED" and (r.path.lo, r.path.hi) == (-8, 7)
    assert r.trick == () and len(r.discards) == 22


@pytest.mark.parametrize("chooser, dealer, seat", [("dealer", 1, 1), ("next_dealer", 1, 0),
                                                   ("P0", 1, 0), ("dealer", 0, 0)])
def test_A14_forest_chooser(chooser, dealer, seat):
    """Section 3.4, A14: who takes FOREST_END."""
    state = position(hands=("D4", "D2"), decree="S6", trick_no=11, tracker=3, dealer=dealer,
                     leader=0, forest_chooser=chooser)
    play(state, "play D4", "play D2")
    assert state.phase == "FOREST_END" and state.current_player == seat


@pytest.mark.parametrize("supply, added", [("unlimited", 6), ("strict", 4)])
def test_A1_gem_supply_strict_level_3(supply, added):
    """FD-9.1, A1 (section 7): level 3, end of round 2, 4 gems collected so far (18 on the
    board): unlimited adds 6 (24), strict adds 4 (22)."""
    rules = Rules(level=3, gem_supply=supply)
    gems = {-7: 2, -6: 1, -5: 1, -4: 1, -3: 1, -2: 1, -1: 1, 0: 2, 1: 1, 2: 1, 3: 0, 4: 1,
            5: 2, 6: 1, 7: 2}
    state = position(rules, hands=("D4", "D2"), decree="S6", trick_no=11, tracker=7,
                     round_no=2, gems=gems)
    assert state.record.path.gems_on_board == 18
    play(state, "play D4", "play D2")  # lands on the empty +3
    assert state.record.path.gems_on_board == 18 + added


def test_A1_strict_fills_in_board_order():
    """A1: strict fills the '+' locations in the board's order until the supply is empty."""
    rules = Rules(gem_supply="strict")
    state = position(rules, hands=("D4", "D2"), decree="S6", trick_no=11, tracker=6,
                     gems={8: 20}, only_gems=True)
    play(state, "play D4", "play D2")  # +2: nothing there
    path = state.record.path
    assert path.gems_on_board == 22 and path.gems_at(-5) == 1 and path.gems_at(-2) == 1
    assert path.gems_at(0) == 0


def test_A1_strict_never_adds_from_an_empty_or_overdrawn_supply():
    """A1, A18: with no gem in the supply (or, in a hand-built record, fewer than none)
    strict adds nothing."""
    for on_board in (22, 23):
        state = position(Rules(gem_supply="strict"), hands=("D4", "D2"), decree="S6",
                         trick_no=11, tracker=6, gems={8: on_board}, only_gems=True)
        play(state, "play D4", "play D2")
        assert state.record.path.gems_on_board == on_board


@pytest.mark.parametrize("bonus, rnd, expected", [("per_round_saved", 2, 10),
                                                  ("per_round_saved", 1, 20),
                                                  ("per_round_saved", 3, 0),
                                                  ("before_round_3", 1, 10)])
def test_A5_early_win_bonus(bonus, rnd, expected):
    """FD-11.2, A5: the bonus per round saved, or 10 for any win before round 3."""
    state = position(hands=("R6", "R8"), decree="S6", trick_no=11, round_no=rnd, forest=0,
                     gems={4: 1}, only_gems=True, early_win_bonus=bonus)
    play(state, "play R6", "play R8")
    assert state.scores()[0] == 10 + expected


def test_U10_overshoot_start_collects():
    """FD-6.4, U10: after leaving the path the start space yields one gem."""
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-5,
                     gems={0: 2}, overshoot_start_collects=True)
    play(state, "play R10", "play R2")
    assert state.record.path.gems_at(0) == 1


def test_U10_with_optional_collection_asks():
    """FD-6.4, U10 with U4: the start-space gem is a COLLECT_GEM choice."""
    state = position(hands=("R10 D1", "R2 D2"), decree="S6", trick_no=10, tracker=-5,
                     gems={0: 2}, overshoot_start_collects=True, gem_collection="optional")
    play(state, "play R10", "play R2")
    assert state.phase == "COLLECT_GEM" and state.current_player == 0


def test_auto_resolve_single_skips_forced_decisions():
    """Section 3.2: decisions with one legal action are applied at once."""
    state = position(hands=("R4 D1", "R2 S10"), decree="S6", trick_no=10,
                     auto_forced=True)
    play(state, "play R4")
    # forced: P1 follows R2; trick 11: P0 leads D1, P1 plays S10; P1 then chooses the move
    r = state.record
    assert (r.trick_no, state.phase, state.current_player) == (11, "MOVE_CHOICE", 1)
    assert legal(state) == ["move -3", "move +3"] and len(state.history) == 1


def test_every_alternative_together_still_plays():
    """All alternatives at once: a seeded game between random bots ends."""
    rules = Rules(**ALTERNATIVES)
    result = tabletop.play(rules, [tabletop.bots.RandomBot(seed=s) for s in (3, 4)], seed=9)
    assert result.record.replay(rules).is_terminal
