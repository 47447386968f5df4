"""The kernel's State façade, driven through the test-only toy game."""

import copy

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tabletop
from tabletop.engine import CHANCE, TERMINAL, Rng
from toy_game import Bonus, Deal, Play, Record, ToyRules


def dealt(rules, p0=("a1", "b2", "c3"), p1=("a2", "b4", "c1")):
    """A toy state with chosen hands: deals are chance outcomes applied by hand."""
    state = rules.initial_state()
    for c0, c1 in zip(p0, p1):
        state.apply(Deal(c0))
        state.apply(Deal(c1))
    return state


def test_new_state_starts_at_a_chance_event():
    state = ToyRules().initial_state()
    assert state.current_player == CHANCE == tabletop.CHANCE
    assert state.is_chance and not state.is_terminal
    assert state.phase == "DEAL"
    assert len(state.legal_actions()) == 12
    assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1.0)


def test_forced_deal_gives_chosen_hands_and_first_decision():
    state = dealt(ToyRules())
    assert state.record.hands == (frozenset({"a1", "b2", "c3"}), frozenset({"a2", "b4", "c1"}))
    assert state.current_player == 0 and state.phase == "LEAD"
    assert state.chance_outcomes() == []


def test_illegal_action_names_the_rule_and_changes_nothing():
    state = dealt(ToyRules())
    state.apply(Play("a1"))
    before, history = state.record, state.history
    with pytest.raises(tabletop.IllegalActionError, match="TOY-2: must follow suit a"):
        state.apply(Play("b4"))
    with pytest.raises(ValueError):  # IllegalActionError is a ValueError
        state.apply(Deal("c2"))
    assert state.record is before and state.history == history


def test_undo_returns_action_and_restores_exactly():
    state = dealt(ToyRules())
    before = state.clone()
    state.apply(Play("b2"))
    assert state != before
    assert state.undo() == Play("b2")
    assert state == before and state.history == before.history


def test_a_state_that_forgets_its_past_plays_on_and_refuses_to_step_back():
    state = dealt(ToyRules())
    kept = state.clone()
    state.forget_past()
    for s in (state, kept):
        s.apply(Play("b2"))
    assert state == kept and state.history == kept.history  # the same game, actions kept
    assert state.clone() == state
    for ask in (state.undo, state.transitions, lambda: state.public_history(0),
                state.clone().undo):
        with pytest.raises(RuntimeError, match="no longer keeps .*forget_past"):
            ask()
    assert kept.undo() == Play("b2")


def test_an_equal_copy_is_applied_as_the_listed_action():
    """The rules see the listed instance even when the caller passes an equal copy, so a
    game may compare the actions it hands out by identity."""
    state = dealt(ToyRules())
    listed = next(a for a in state.legal_actions() if a == Play("b2"))
    copied = copy.deepcopy(listed)
    assert copied is not listed
    state.apply(copied)
    assert state.history[-1] is listed


def test_undo_on_empty_history_raises_index_error():
    with pytest.raises(IndexError):
        ToyRules().initial_state().undo()


def test_clone_is_independent():
    state = dealt(ToyRules())
    twin = state.clone()
    twin.apply(Play("c3"))
    assert state.current_player == 0 and len(state.history) == 6
    assert twin.current_player == 1 and len(twin.history) == 7


def test_equality_covers_hidden_parts_and_rules():
    a, b = dealt(ToyRules()), dealt(ToyRules(), p1=("a2", "b4", "c2"))
    assert a != b  # differ only in a hidden hand
    assert dealt(ToyRules()) == a
    assert dealt(ToyRules(bonus_sides=2)) != a


def test_a_full_game_scores_and_ends():
    state = dealt(ToyRules())
    for action in [Play("a1"), Play("a2"), Bonus(3),       # P1 wins a2 > a1: 1 + 3
                   Play("b4"), Play("b2"), Bonus(1),       # P1 leads b4, wins: 1 + 1
                   Play("c1"), Play("c3"), Bonus(2)]:      # P0 follows c3 > c1, wins: 1 + 2
        assert not state.winners()
        state.apply(action)
    assert state.is_terminal and state.current_player == TERMINAL
    assert state.scores() == (3, 6)
    assert state.winners() == frozenset({1})
    assert state.returns() == (0.0, 1.0)
    assert state.legal_actions() == []
    with pytest.raises(tabletop.IllegalActionError, match="game is over"):
        state.apply(Play("a1"))


def test_shared_win_splits_the_return():
    rules = ToyRules()
    record = Record(hands=(frozenset(), frozenset()), dealt=6, tricks_done=3, scores=(4, 4))
    assert rules.state_from_record(record).returns() == (0.5, 0.5)


def test_action_index_text_and_mask():
    rules = ToyRules()
    state = dealt(rules)
    assert rules.num_actions == 12
    for i, a in enumerate(rules.action_space):
        assert rules.action_index(a) == i and rules.action_from_index(i) == a
    mask = state.legal_mask()
    assert mask.dtype == bool and mask.shape == (12,)
    assert sorted(np.flatnonzero(mask)) == sorted(rules.action_index(a)
                                                  for a in state.legal_actions())
    assert rules.parse_action("  PLAY   b2 ") == Play("b2")
    assert rules.parse_action("deal c4") == Deal("c4")
    with pytest.raises(ValueError, match="no action reads"):
        rules.parse_action("pass")
    with pytest.raises(ValueError):
        rules.action_from_index(12)
    with pytest.raises(ValueError):
        rules.action_index(Deal("a1"))
    assert not rules.initial_state().legal_mask().any()


def test_observation_hides_the_other_hand_and_has_the_declared_shape():
    rules = ToyRules()
    state = dealt(rules)
    seen = state.observation(0)
    assert seen.hand == frozenset({"a1", "b2", "c3"})
    assert "a2" not in str(seen)
    assert seen.to_array().shape == rules.observation_shape
    with pytest.raises(ValueError):
        state.observation(2)


def test_determinize_keeps_own_view_and_resamples_the_rest():
    state = dealt(ToyRules())
    hands = set()
    for seed in range(30):
        other = state.determinize(0, seed)
        assert other.observation(0) == state.observation(0)
        assert other.legal_actions() == state.legal_actions()
        assert other.history == ()  # a determinization starts a fresh history
        hands.add(other.record.hands[1])
    assert len(hands) > 5
    assert state.determinize(0, np.random.default_rng(1)) == state.determinize(0, Rng(1))


def test_public_history_masks_the_other_seats_deals():
    state = dealt(ToyRules())
    seen = state.public_history(0)
    assert seen[0::2] == [Deal("a1"), Deal("b2"), Deal("c3")]
    assert seen[1::2] == ["deal (hidden)"] * 3


def test_str_of_state_and_actions_is_readable():
    state = dealt(ToyRules())
    assert "P0: a1 b2 c3" in str(state)
    assert str(Play("a1")) == "play a1"
    assert "toy state" in repr(state)


def play_random(rules, seed):
    """Random trajectory; yields the state before each step and the step taken."""
    rng = Rng(seed)
    state = rules.initial_state()
    while not state.is_terminal:
        if state.is_chance:
            action = rng.weighted(state.chance_outcomes())
        else:
            action = rng.choice(state.legal_actions())
        yield state, action
        state.apply(action)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), bonus=st.sampled_from([1, 2, 3]))
def test_undo_is_exact_on_every_step_of_random_games(seed, bonus):
    rules = ToyRules(bonus_sides=bonus)
    start = rules.initial_state()
    for state, _ in play_random(rules, seed):
        snapshot, history = copy.deepcopy(state.record), state.history
        for other in state.legal_actions():
            state.apply(other)
            assert state.undo() == other
            assert state.record == snapshot and state.history == history
    final = state.clone()  # the generator has applied the last step: the game is over
    assert final.is_terminal
    while final.history:
        final.undo()
    assert final == start and final.history == ()
