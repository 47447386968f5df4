"""Invariants over random games (Hypothesis) and the kernel's conformance suite."""

import random

import pytest
from fd_scenarios import ALTERNATIVES, card_count
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.games.fox_duet import Rules
from tabletop.games.fox_duet.board import GEMS_IN_BOX
from tabletop.games.fox_duet.forest import gem_supply
from tabletop.testing import assert_conforms

RULES = {level: Rules(level=level) for level in (1, 2, 3)}
ALTERNATIVE_RULES = Rules(**ALTERNATIVES)


def playout(rules, seed):
    """Yield (record before, action, record after) over one random game."""
    rnd = random.Random(seed)
    state = rules.initial_state()
    while not state.is_terminal:
        before = state.record
        action = rnd.choice(state.legal_actions())
        state.apply(action)
        yield before, action, state.record


rules_strategy = st.sampled_from([*RULES.values(), ALTERNATIVE_RULES])
stepwise_rules = st.sampled_from(  # one trick at most per step
    [*RULES.values(), Rules(**{**ALTERNATIVES, "auto_resolve_single": False})])


@settings(max_examples=25, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1))
def test_thirty_cards_are_always_accounted_for(rules, seed):
    """FD-0.1, FD-2.4, FD-8.1: hands + trick + discards + decree + unseen = 30."""
    for _, _, r in playout(rules, seed):
        assert card_count(r) == 30
        everything = [*r.hands[0], *r.hands[1], *r.trick, *r.discards, *r.unseen]
        assert len(set(everything)) == len(everything)


@settings(max_examples=25, deadline=None)
@given(rules=stepwise_rules, seed=st.integers(0, 2**32 - 1))
def test_gems_on_board_plus_supply_is_constant(rules, seed):
    """FD-0.5, A18: gems move only by collection (one per trick) and FD-9.1 additions."""
    for before, _, after in playout(rules, seed):
        assert after.path.gems_on_board + gem_supply(after.path) == GEMS_IN_BOX
        change = after.path.gems_on_board - before.path.gems_on_board
        round_ended = after.round != before.round or after.phase in ("FOREST_END", "END")
        if not round_ended:
            assert change in (0, -1)
        else:
            assert -1 <= change <= len(rules.board.order)


@settings(max_examples=25, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1))
def test_tracker_on_an_uncovered_space_and_no_gems_on_covered_ones(rules, seed):
    """FD-0.7, FD-5.4, A4: lo <= tracker <= hi; covered locations hold no gems outside
    FD-9 (except the A19 final state)."""
    for _, _, r in playout(rules, seed):
        path = r.path
        assert path.lo <= path.tracker <= path.hi and path.lo < 0 < path.hi
        if r.result != "FOREST_EXHAUSTED" and r.phase != "FOREST_END":
            assert all(not path.gems_at(p) for p in rules.board.positions
                       if path.is_covered(p))


@settings(max_examples=25, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1))
def test_hand_sizes_are_equal_between_tricks(rules, seed):
    """FD-0.8, FD-3.1: both hands hold 12 - t cards before trick t."""
    for _, _, r in playout(rules, seed):
        if r.phase == "PLAY_LEAD":
            assert len(r.hands[0]) == len(r.hands[1]) == 12 - r.trick_no


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_level_1_can_never_be_won_in_round_1(seed):
    """A5 (section 7): at most one gem per trick, 12 placed: a gem is left after round 1."""
    for before, _, after in playout(RULES[1], seed):
        assert not (after.result == "VICTORY" and after.round == 1)
        if before.round == 1 and after.round == 2:
            assert after.path.gems_on_board >= 1 + 5
        if after.round > 1:
            break


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_victory_score_follows_the_formula(seed):
    """FD-11.2 over custom one-gem boards: 10 * level + H + B + 3 * F."""
    rules = Rules()
    for _, _, r in playout(rules, seed):
        if r.result == "VICTORY":
            cards_left = len(r.hands[0]) + len(r.hands[1])
            assert r.score == 10 + cards_left + 10 * (r.round < 3) + 3 * r.path.forest_supply


@pytest.mark.parametrize("level", [1, 2, 3])
def test_conformance_per_level(level):
    assert_conforms(RULES[level], games=12, seed=level * 100)


def test_conformance_with_every_alternative_option():
    assert_conforms(ALTERNATIVE_RULES, games=12)
    assert_conforms(Rules(first_dealer="random", level=3), games=4)
