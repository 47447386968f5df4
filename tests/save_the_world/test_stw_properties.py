"""Invariants of random play (Hypothesis): spread tokens and cards are conserved, no
figure ends a segment on an epicentre, spread never lies on a spot or a figure, and the
score follows SW-15.3."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine import pick
from tabletop.games.save_the_world import Rules

OPTIONS = st.fixed_dictionaries({
    "players": st.sampled_from((2, 3, 4)),
    "variant": st.sampled_from(("competitive", "cooperative")),
    "offer_row_mode": st.sampled_from(("swap", "discard_refill")),
    "allow_revisit": st.booleans(),
    "five_token_mode": st.sampled_from(("immediate", "on_shortage")),
    "coop_lives": st.booleans(),
})


def check(rules, r):
    board = rules.map
    for c in range(5):
        on_board = sum(1 for v in r.spread if v == c + 1)
        held = sum(h.loose[c] for h in r.holdings) + r.pile.loose[c]
        assert on_board + held + r.supply[c] == rules.spread_per_colour
    cards = [sum(x) for x in zip(r.decks, r.discards, r.turn.played, *r.hands)]
    for k in r.row:
        if k >= 0:
            cards[k] += 1
    assert tuple(cards) == rules.decks[0]
    assert sum(r.disaster_deck) + sum(r.disaster_discard) == sum(rules.decks[1])
    for cell in board.spot_at:
        assert not r.spread[cell]
    if r.segment is None and r.placement is None:
        for seat, f in enumerate(r.figures):
            if f >= 0 and not r.out[seat]:
                assert not r.spread[f]
    for seat, h in enumerate(r.holdings):
        assert rules.scores(r)[seat] == (r.pile if rules.cooperative else h).points
        assert h.points == sum(h.loose) + 5 * sum(h.fives) + sum(h.epicentres) + h.permanent


@settings(max_examples=8, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 10**6))
def test_random_play_keeps_every_invariant(options, seed):
    rules = Rules(**options)
    rnd = random.Random(seed)
    state = rules.initial_state()
    while not state.is_terminal:
        before = state.record
        if state.is_chance:
            action = pick(state.chance_outcomes(), rnd.random())
        else:
            action = rnd.choice(state.legal_actions())
        state.apply(action)
        r = state.record
        check(rules, r)
        seg = before.segment
        if seg is not None and r.segment is None and (seg.steps > 0 or r.figures != before.figures):
            here = r.figures[before.active]
            spot = rules.map.spot_at.get(here)
            assert spot is None or r.epi_type[spot] < 0
