"""The observation array: each named piece holds what the seat's view says (checked
against a plain piece-by-piece encoding), on random positions of every table size, and
with counts too large for a byte."""

import random

import numpy as np

from tabletop.engine import pick
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world.encoding import PHASE_INDEX, SEATS
from tabletop.games.save_the_world.observation import layout


def pad(values, size):
    values = list(values)
    return values + [0] * (size - len(values))


def expected(obs):
    """Every piece written one by one through the kernel's encoder."""
    r, rules, p = obs.view, obs.rules, obs.player
    lay = layout(rules)
    cells = len(r.spread)
    out = lay.encoder()
    out.values("levels", r.epi_level)
    out.values("hand", r.hands[p])
    out.values("known", [v for k in r.known for v in k])
    out.values("hand_sizes", [v for s in obs.hand_sizes for v in s])
    out.values("deck_sizes", obs.deck_sizes)
    out.values("holdings", [v for h in r.holdings
                            for v in (*h.loose, *h.fives, *h.epicentres, h.permanent)])
    h = r.pile
    out.values("pile", (*h.loose, *h.fives, *h.epicentres, h.permanent))
    out.values("supplies", (*r.supply, *r.epi_supply))
    out.values("piles", (*r.discards, *r.disaster_deck, *r.disaster_discard))
    t = r.turn
    out.values("turn", (*t.played, *t.counts, t.wild, *t.used, t.wild_used, t.traded,
                        t.swapped, *(s in t.offered for s in range(SEATS))))
    if r.segment is not None:
        seg = r.segment
        out.values("segment_steps", (seg.left, seg.steps, seg.taken))
        out.one_hot("segment", seg.kind)
        out.multi_hot("entered", seg.entered)
    if r.offer is not None:
        out.values("offer", (r.offer.target + 1, r.offer.card + 1, r.offer.wanted + 1))
    rolls = pad([s + 1 for s in r.rolls], 2)
    out.values("phase2", (r.card + 1, *rolls, len(r.dice_left), r.rerolls,
                          *(s in r.tie for s in range(SEATS)),
                          *(s in r.doomed for s in range(SEATS))))
    out.values("counters", (r.round, r.counter, rules.target, r.outbreaks, r.lost, r.draw_left,
                            *pad(r.lives, SEATS), *pad(r.out, SEATS)))
    out.multi_hot("spread", [cells * (v - 1) + c for c, v in enumerate(r.spread) if v])
    out.multi_hot("figures", [cells * s + f for s, f in enumerate(r.figures) if f >= 0])
    if r.placement is not None:
        out.multi_hot("placement", r.placement.cells)
    out.multi_hot("epicentres", [5 * s + t for s, t in enumerate(r.epi_type) if t >= 0])
    out.multi_hot("skulls", r.skulls)
    out.multi_hot("row", [16 * i + k for i, k in enumerate(r.row) if k >= 0])
    out.one_hot("phase", PHASE_INDEX[r.phase])
    out.one_hot("seats", r.actor)
    out.one_hot("seats", SEATS + r.active)
    out.one_hot("seats", 2 * SEATS + p)
    return out.array()


def raw(rules, obs):
    """The observation's numbers before each was divided by its piece's high."""
    return np.rint(obs.to_array() * layout(rules).high)


def positions(rules, games, every, seed):
    rnd = random.Random(seed)
    for _ in range(games):
        state = rules.initial_state()
        step = 0
        while not state.is_terminal:
            if step % every == 0:
                yield state
            state.apply(pick(state.chance_outcomes(), rnd.random()) if state.is_chance
                        else rnd.choice(state.legal_actions()))
            step += 1


def test_every_piece_holds_the_view():
    for options in ({"players": 2}, {"players": 3, "variant": "cooperative", "coop_lives": True},
                    {"players": 4}):
        rules = Rules(**options)
        for state in positions(rules, 1, 7, seed=rules.players):
            for p in range(rules.players):
                obs = state.observation(p)
                array = obs.to_array()
                assert array.dtype == np.float32 and array.shape == rules.observation_shape
                np.testing.assert_array_equal(array, expected(obs))
                assert 0.0 <= array.min() and array.max() <= 1.0


def test_counts_over_255_are_kept():
    rules = Rules(players=2, spread_per_colour=300, disaster_total=400)
    state = rules.initial_state()
    obs = state.observation(0)
    pieces = layout(rules).unpack(raw(rules, obs))
    assert pieces["supplies"].tolist()[:5] == [300.0] * 5
    assert pieces["counters"].tolist()[2] == 400.0
    np.testing.assert_array_equal(obs.to_array(), expected(obs))
    small = Rules(players=2).initial_state()  # a batch mixing rows of both kinds
    batch = rules.observation_arrays([state.record, small.record, state.record], [0, 1, 1])
    for row, (r, seat) in zip(batch, [(state.record, 0), (small.record, 1), (state.record, 1)]):
        assert row.tobytes() == rules.observation(r, seat).to_array().tobytes()


def test_seat_flags_and_segment():
    """Tied, doomed and eliminated seats, an offer and a segment land in their pieces."""
    from stw_helpers import apply_texts, hand, position, rules_for

    rules = rules_for(players=3, variant="cooperative", coop_lives=True)
    state = position(rules, hands={0: hand("car", "fire")}, tie=(0, 2),
                     doomed=frozenset({1}), out=(False, True, False))
    apply_texts(state, "walk car")
    obs = state.observation(2)
    np.testing.assert_array_equal(obs.to_array(), expected(obs))
    pieces = layout(rules).unpack(raw(rules, obs))
    assert pieces["phase2"].tolist()[5:13] == [1, 0, 1, 0, 0, 1, 0, 0]
    assert pieces["counters"].tolist()[10:] == [0, 1, 0, 0]
    assert pieces["segment"].tolist()[5] == 1 and pieces["segment_steps"].tolist() == [4, 0, 0]
