"""The kernel's Rules base: the legal actions it keeps for the last record asked about."""

import tabletop
from tabletop.games.fox_duet import Rules


def test_the_last_answer_is_kept_and_a_new_record_is_listed_afresh():
    rules = Rules()
    state = rules.initial_state()
    first = state.record
    listed = rules.legal_actions(first)
    assert isinstance(listed, tuple) and rules.legal_actions(first) is listed
    state.apply(listed[0])
    second = state.record
    assert second is not first
    assert rules.legal_actions(second) == tuple(rules.phases[second.phase].legal(rules, second))
    assert rules.legal_actions(first) == listed  # asked again, listed again


def test_rules_equal_by_options_whatever_they_answered_last():
    """The kept answer is no option: it changes neither equality nor hashing."""
    a, b = Rules(), Rules()
    a.legal_actions(a.initial_record())
    assert a == b and hash(a) == hash(b) and tabletop.load_game("fox_duet") == a
