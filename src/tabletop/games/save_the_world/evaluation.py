"""How good a table is: the heuristic's worth of a table to one seat, and `evaluate`, each
seat's expected return from a record, for search that stops its rollouts early.

`evaluate` is fitted to games of the heuristic bot against itself (3 players): in the
competitive variant a softmax over the seats' worth (points, less the tokens a level-2
epicentre of their colour threatens, SW-12.3) whose sharpness grows as the disaster cards
run out; in the cooperative one a logistic estimate of the team's chance from the
outbreaks left under the limit, the disaster cards left, the epicentres on the board by
level and, with ``coop_lives``, the lives left and the players out. A finished game gives
its true returns.

Examples:
    >>> from tabletop.games.save_the_world import Rules
    >>> rules = Rules(players=3)
    >>> evaluate(rules, rules.initial_record())
    (0.3333333333333333, 0.3333333333333333, 0.3333333333333333)
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .state import Phase, Record

if TYPE_CHECKING:
    from .options import Options

SHARPNESS = (0.74, -2.49, 3.79)
"""Competitive: the softmax's inverse temperature is ``a + b p + c p^2`` at progress ``p``
(disaster cards counted over ``T``)."""
COOP = {False: (8.21, -22.61, 1.77, 0.98, -0.51, -0.85, -1.39, 0.0, 0.0),
        True: (6.65, -20.53, 0.71, 0.85, -0.46, -0.82, -1.22, 0.86, -0.15)}
"""Cooperative, without and with ``coop_lives``: the logistic weights of 1, the share of
disaster cards left ``q``, the outbreaks left ``m``, ``m q``, the epicentres at level 0, 1
and 2, the lives left and the players out (both per 3 players)."""


def at_risk(r: Record, colour: int) -> bool:
    """A level-2 epicentre of ``colour`` lies on the board: one roll from an outbreak."""
    return any(t == colour and lv == 2 for t, lv in zip(r.epi_type, r.epi_level))


def value(rules: Options, r: Record, me: int) -> float:
    """The table's worth to ``me``: points (co-op: the pile and resolved epicentres), less
    what an outbreak would take."""
    if rules.cooperative:
        h = r.pile
        board = sum(1 + lv for t, lv in zip(r.epi_type, r.epi_level) if t >= 0)
        worth = sum(h.units(c) for c in range(5)) * 0.5 - 4 * board - 20 * r.outbreaks
        if rules.coop_lives:
            worth += 12 * sum(r.lives) - 40 * sum(r.out) - 3 * exposure(rules, r, me)
        return worth
    h = r.holdings[me]
    risk = sum(h.units(c) + h.epicentres[c] for c in range(5) if at_risk(r, c))
    return h.points - 0.4 * risk


def exposure(rules: Options, r: Record, me: int) -> float:
    """How much ``me``'s figure would be the nearest to the next outbreaks (SW-17.8):
    level-2 epicentres count fully, level-1 ones a third; a tie counts as nearest."""
    far = rules.map.distances[rules.coop_distance]
    mine = r.figures[me]
    if mine < 0:
        return 0.0
    seats = [f for s, f in enumerate(r.figures) if f >= 0 and not r.out[s]]
    total = 0.0
    for spot, (t, lv) in enumerate(zip(r.epi_type, r.epi_level)):
        if t < 0 or lv == 0:
            continue
        cell = rules.map.spots[spot].cell
        if far[cell][mine] <= min(far[cell][f] for f in seats):
            total += 1.0 if lv == 2 else 0.33
    return total


def evaluate(rules: Options, r: Record) -> tuple[float, ...]:
    """Each seat's expected return at ``r``, in [0, 1]: competitive, shares of 1 by the
    seats' worth; cooperative, the team's chance for every seat alike."""
    n = rules.players
    if r.phase == Phase.END:
        return tuple(float(x) for x in rules.returns(r))
    progress = min(1.0, r.counter / rules.target)
    if rules.cooperative:
        if r.lost:
            return (0.0,) * n
        bias, left, margin, both, level0, level1, level2, lives, out = COOP[rules.coop_lives]
        q = 1.0 - progress
        m = rules.coop_outbreak_limit - r.outbreaks
        levels = [lv for t, lv in zip(r.epi_type, r.epi_level) if t >= 0]
        z = (bias + left * q + margin * m + both * m * q + level0 * levels.count(0)
             + level1 * levels.count(1) + level2 * levels.count(2)
             + (lives * sum(r.lives) + out * sum(r.out)) * 3 / n)
        chance = 1.0 / (1.0 + math.exp(-z)) if z > -40 else 0.0
        return (chance,) * n
    a, b, c = SHARPNESS
    beta = a + b * progress + c * progress * progress
    worth = [value(rules, r, seat) for seat in range(n)]
    top = max(worth)
    weights = [math.exp(beta * (w - top)) for w in worth]
    total = sum(weights)
    return tuple(w / total for w in weights)
