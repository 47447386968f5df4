"""KST's observation array (KST-21) against a slow reference written piece by piece with numpy
from the full record, for every seat of seeded random games of 2, 3 and 4 players."""

import numpy as np
import pytest

from tabletop.engine import Rng
from tabletop.engine.game import resolve_chance
from tabletop.games.kst import observation
from tabletop.games.kst.cards import EFFECT_OPS, TARGET_CLASSES
from tabletop.games.kst.rules import Rules


def reference(rules, r, me):
    """The array of seat ``me``, each piece built with numpy from the unblanked record."""
    lay = observation.layout(rules)
    n, m = rules.players, rules.cards.main
    k = len(rules.cards.cards)
    out = {name: np.zeros(shape, np.float64) for name, shape in lay.pieces}
    rel = [(seat - me) % n for seat in range(n)]
    out["phase"][observation.PHASES.index(r.phase)] = 1
    out["stage"][observation.STAGES.index(r.stage)] = 1
    for piece, seat in (("actor", r.actor), ("active", r.active), ("defender", r.attack[1])):
        if seat >= 0:
            out[piece][rel[seat]] = 1
    for seat in range(n):
        j = rel[seat]
        if r.teams[seat] >= 0:
            out["team"][j, r.teams[seat]] = 1
        if r.alive[seat]:
            out["alive"][j] = 1
            out["pool"][j] = r.pools[seat]
        out["hand_size"][j] = len(r.hands[seat])
        out["prison_size"][j] = len(r.prisons[seat])
        np.add.at(out["known"][j], list(r.known[seat]), 1)
        if seat == me or rules.prison_view != "count_only":
            np.add.at(out["prison"][j], list(r.prisons[seat]), 1)
        for entry in r.lines[seat]:
            out["line"][j, entry.card] += 1
            out["line_points"][j, entry.card] += entry.points
            out["converted"][j, entry.card] += entry.converted
            for special in entry.attachments:
                out["attached"][j, special - m] += 1
    np.add.at(out["hand"], list(r.hands[me]), 1)
    np.add.at(out["graveyard"], list(r.graveyard), 1)
    if r.graveyard:
        out["graveyard_top"][r.graveyard[-1]] = 1
    out["bank"][0] = r.bank
    out["deck_size"][0] = sum(r.deck)
    out["special_deck"][:k - m] = r.specials
    out["turn"][:] = (r.plays, r.rolls, r.roll.left, r.roll.grant, r.roll.caravans, r.turns,
                      r.draws, len(r.caravans))
    out["die"][r.die] = 1
    if r.effect is not None:
        out["effect"][EFFECT_OPS.index(r.effect.op)] = 1
        if r.effect.targets:
            out["target_class"][TARGET_CLASSES.index(r.effect.targets)] = 1
        out["scope"][int(r.effect.scope == "other")] = 1
    if r.summoned >= 0:
        out["summoned"][r.summoned - m] = 1
    if r.ending:
        out["result"][observation.RESULTS.index(r.ending.how)] = 1
        out["outcome"][2 if r.ending.winner < 0 else int(r.ending.winner != r.teams[me])] = 1
    flat = np.concatenate([out[name].ravel() for name, _ in lay.pieces]).astype(np.float32)
    return np.minimum(flat / lay.high, np.float32(1.0))


def records(players, games, seed=0):
    """Every record met in ``games`` seeded random games of ``players`` players."""
    rules = Rules(players=players)
    for g in range(games):
        rng, chance = np.random.default_rng(seed + g), Rng(seed + g)
        state = rules.initial_state()
        for _ in range(400):
            resolve_chance(state, chance, rules.max_game_length)
            yield rules, state.record
            if state.is_terminal:
                break
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_sees_the_reference_array(players):
    seen_pieces = set()
    for rules, r in records(players, games=2):
        for seat in range(players):
            got = observation.observe(rules, r, seat).to_array()
            want = reference(rules, r, seat)
            assert got.dtype == np.float32 and got.tobytes() == want.tobytes(), (r.phase, seat)
            seen_pieces.update(name for name, piece in observation.layout(rules)
                               .unpack(got).items() if piece.any())
    assert {"line_points", "prison", "graveyard_top", "turn", "pool"} <= seen_pieces


def test_a_prison_hidden_by_count_only_is_left_out():
    rules = Rules(players=2, prison_view="count_only")
    for _, r in records(2, games=1):
        if r.prisons[1]:
            for seat in (0, 1):
                got = observation.observe(rules, r, seat).to_array()
                assert got.tobytes() == reference(rules, r, seat).tobytes()
            return
    pytest.fail("no Prison filled in the game")

