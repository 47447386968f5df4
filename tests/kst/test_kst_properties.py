"""Invariants over random games (Hypothesis) and the kernel's conformance suite."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.games.kst import Rules
from tabletop.testing import alternative_options, assert_conforms

VARIANTS = [{}, {"caravan_payout": "multiply", "removed_points_to": "attacker"},
            {"allow_self_elimination": True, "eliminated_cards": "removed"},
            {"bank_end": "end_of_turn", "afterlife_decline": "normal", "dragon_scope": "active"},
            {"plays_rule": "as_many_as_possible", "auto_forced": False}]


def playout(rules, seed):
    """Yield (record before, acting seat, record after) over one random game."""
    rnd = random.Random(seed)
    state = rules.initial_state()
    while not state.is_terminal:
        before, seat = state.record, state.current_player
        outcomes = state.chance_outcomes()
        if outcomes:
            action = rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rnd.choice(state.legal_actions())
        state.apply(action)
        yield before, seat, state.record


games = st.builds(lambda players, variant: Rules(players=players, **variant),
                  st.integers(2, 8), st.sampled_from(VARIANTS))


def places(rules, r):
    """Every copy of every card, wherever it is."""
    found = Counter({c: k for c, k in enumerate(r.deck) if k})
    found.update({rules.cards.main + i: k for i, k in enumerate(r.specials) if k})
    for seat in range(rules.players):
        found.update(r.hands[seat])
        found.update(r.prisons[seat])
        for entry in r.lines[seat]:
            found.update((entry.card, *entry.attachments))
    found.update(r.graveyard)
    found.update(r.gone)
    if r.summoned >= 0:
        found[r.summoned] += 1
    return found


@settings(max_examples=12, deadline=None)
@given(rules=games, seed=st.integers(0, 2**32 - 1))
def test_faction_points_are_conserved(rules, seed):
    """KST-15.1, KST-1.2: bank + pools + points on cards never changes."""
    for _, _, r in playout(rules, seed):
        on_cards = sum(e.points for line in r.lines for e in line)
        assert r.bank + sum(r.pools) + on_cards == rules.total_points


@settings(max_examples=12, deadline=None)
@given(rules=games, seed=st.integers(0, 2**32 - 1))
def test_every_card_is_in_exactly_one_place(rules, seed):
    """KST-1.4, KST-12.6, KST-16.2: deck, hands, lines, attachments, Prisons, Graveyard,
    the special deck (and cards out of the game) hold every copy once."""
    full = Counter({c.index: c.count for c in rules.cards.cards})
    for _, _, r in playout(rules, seed):
        assert places(rules, r) == full


@settings(max_examples=12, deadline=None)
@given(rules=games, seed=st.integers(0, 2**32 - 1))
def test_nobody_holds_an_opponent_card(rules, seed):
    """KST-3.3: after every step each hand holds only own-colour and neutral cards."""
    for _, _, r in playout(rules, seed):
        for seat, held in enumerate(r.hands):
            assert all(rules.team_of[c] in (-1, r.teams[seat]) for c in held)


@settings(max_examples=12, deadline=None)
@given(rules=games, seed=st.integers(0, 2**32 - 1))
def test_eliminated_players_never_act(rules, seed):
    """KST-16.3, KST-2.2: an eliminated seat never decides, is never active and holds
    nothing; pools of alive players are positive."""
    for before, seat, r in playout(rules, seed):
        if seat >= 0:
            assert before.alive[seat]
        if r.active >= 0 and not r.ended:
            assert r.alive[r.active]
        for s in range(rules.players):
            if not r.alive[s]:
                assert r.hands[s] == r.lines[s] == r.prisons[s] == () and r.pools[s] == 0
            elif not r.ended:
                assert r.pools[s] > 0


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
def test_conforms_for_every_player_count(players):
    """The kernel's contract at every player count of the issue."""
    assert_conforms(Rules(players=players), games=2)


@pytest.mark.parametrize("options", alternative_options(Rules), ids=str)
def test_conforms_with_every_alternative_option(options):
    """The kernel's contract for every alternative option value (section 1.7)."""
    assert_conforms(Rules(**options), games=1)


@pytest.mark.parametrize("options", [{"start_player": "uniform", "players": 5},
                                     {"teams": ["ruby", "ruby", "sapphire"], "players": 3},
                                     {"max_rolls_per_turn": 2, "max_turns": 30}], ids=str)
def test_conforms_with_open_ended_options(options):
    """Options without declared choices: the uniform start, explicit teams, the caps."""
    assert_conforms(Rules(**options), games=1)


@pytest.mark.long
@pytest.mark.parametrize("players", range(2, 9))
def test_conforms_over_many_games(players):
    """The long run: many games at every player count."""
    assert_conforms(Rules(players=players), games=40)
