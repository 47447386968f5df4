"""Invariants over random games (Hypothesis) and the kernel's conformance suite."""

import pathlib
import random
import re

import numpy as np
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
    [*RULES.values(), Rules(**{**ALTERNATIVES, "auto_forced": False})])


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


def card_names(text: str) -> set[str]:
    """The card names (``R7``, ``S10``) written in ``text``."""
    return set(re.findall(r"\b[DRS]\d+\b", text))


@settings(max_examples=20, deadline=None)
@given(rules=stepwise_rules, seed=st.integers(0, 2**32 - 1))
def test_an_observation_never_shows_a_hidden_card(rules, seed):
    """Section 4, FD-2.4, FD-8.1, section 3.5: at every step a seat sees its own hand, and
    no card of the deck, of earlier tricks, of the partner's hand beyond the cards it
    knows are there, or the partner's pending Gift pick, in the fields or the text."""
    for _, _, r in playout(rules, seed):
        for seat in (0, 1):
            seen = rules.observation(r, seat)
            partner = 1 - seat
            hidden = {*r.unseen, *r.discards, *(set(r.hands[partner]) - r.known[partner])}
            shown = {*seen.hand, *seen.trick, *seen.known_in_partner_hand,
                     *seen.partner_knows, seen.decree, seen.gift_pick}
            assert seen.hand == r.hands[seat] and not shown & hidden
            assert not card_names(str(seen)) & {str(c) for c in hidden}


@settings(max_examples=20, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1), seat=st.sampled_from((0, 1)))
def test_determinize_redeals_only_what_the_seat_cannot_see(rules, seed, seat):
    """Section 4: a determinized record holds the same 30 cards once each, the seat's own
    hand, both hand sizes, the public cards and the cards known to be in the partner's
    hand; the seat's observation is unchanged; the partner's other cards avoid the suits
    it showed void in (FD-3.5, FD-3.6), as the true ones do; a redrawn Gift pick is the
    first giver's."""
    rng = np.random.default_rng(seed)
    partner = 1 - seat
    for _, _, r in playout(rules, seed):
        d = rules.determinize(r, seat, rng)
        everything = [*d.hands[0], *d.hands[1], *d.trick, *d.discards, *d.unseen]
        assert card_count(d) == 30 and len(set(everything)) == len(everything)
        assert set(everything) | {d.decree} - {None} == set(r.hands[0]).union(
            r.hands[1], r.trick, r.discards, r.unseen, {r.decree} - {None})
        for record in (r, d):
            unknown = set(record.hands[partner]) - record.known[partner]
            assert not {c.suit for c in unknown} & record.voids[partner]
        assert d.voids == r.voids
        assert d.hands[seat] == r.hands[seat] and len(d.unseen) == len(r.unseen)
        assert len(d.hands[partner]) == len(r.hands[partner])
        assert r.known[partner] <= set(d.hands[partner])
        assert (d.discards, d.decree, d.trick) == (r.discards, r.decree, r.trick)
        assert rules.observation(d, seat) == rules.observation(r, seat)
        if d.gift_pick is not None:
            assert d.gift_pick in d.hands[1 - d.actor]


FEW_GEMS = pathlib.Path(__file__).parent / "data"


@pytest.mark.parametrize("level, bonus", [(1, "before_round_3"), (1, "per_round_saved"),
                                          (3, "before_round_3")])
def test_victory_score_follows_the_formula(level, bonus):
    """FD-11.2, A5 over boards with one or two gems, where random play wins in every
    round: 10 * level + H + B + 3 * F, H the cards left in both hands, F the forest
    supply, B the early-win bonus of the option."""
    board = FEW_GEMS / ("few_gems_a.toml" if level == 1 else "few_gems_b.toml")
    rules = Rules(level=level, board_data=str(board), early_win_bonus=bonus)
    rounds_won = set()
    for seed in range(40):
        *_, (_, _, r) = playout(rules, seed)
        state = rules.state_from_record(r)
        if r.result != "VICTORY":
            assert state.scores() == (0, 0)
            continue
        rounds_won.add(r.round)
        cards_left = len(r.hands[0]) + len(r.hands[1])
        assert cards_left == 2 * (11 - r.trick_no)
        early = 3 - r.round if bonus == "per_round_saved" else r.round < 3
        expected = 10 * level + cards_left + 10 * early + 3 * r.path.forest_supply
        assert state.scores() == (expected, expected)
        assert state.observation(0).score == expected
    assert {1, 2} <= rounds_won


@pytest.mark.parametrize("level", [1, 2, 3])
def test_conformance_per_level(level):
    assert_conforms(RULES[level], games=12, seed=level * 100)


def test_conformance_with_every_alternative_option():
    assert_conforms(ALTERNATIVE_RULES, games=12)
    assert_conforms(Rules(first_dealer="random", level=3), games=4)
