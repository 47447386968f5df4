"""How good a table is for the team: the features of a record and `evaluate`, the team's
estimated chance of winning (FD-6.3, FD-7.2, FD-9.1, FD-10.1, FD-11.3).

The estimate is a logistic model of a few public features (`features`): the *slack*
(tricks left in the game less the gems still to collect, counting the '+' gems the ends of
rounds will add, FD-9.1), the forest tokens left (FD-7.2) and, with none left, the chance
that a random trick leaves the path and so loses. The weights `WEIGHTS` of 1, the
slack, its signed square and the tokens were fitted by logistic regression (Newton's
method) on the records at the start of every trick of 600 games of
`FoxDuetHeuristicBot` against itself (300 at
level 1, 300 at level 2, seeds 0-299; 19164 records), each labelled with the game's
result. The last weight is set by hand: in those games leaving the path without a token
always lost, so its fitted value diverges. (The chance that a random trick collects a
gem was tried as a feature and got a negative weight, as it mostly measures how many gems
are still on the board; the heuristic and the strong bot add it themselves.) A finished
game gives its true returns.

Examples:
    >>> from tabletop.games.fox_duet import Rules
    >>> rules = Rules()
    >>> a, b = evaluate(rules, rules.initial_record())
    >>> a == b and 0.0 < a < 1.0
    True
"""

from __future__ import annotations

import functools
import math

from .options import Options
from .state import HAND_SIZE, ROUNDS, ForestPath, Phase, Record

WEIGHTS = (-3.06, 0.195, -0.0075, 0.32, -6.0)
"""Logistic weights of the entries of `features`."""

SLACK_CAP = 12
"""Slack beyond this counts as this: the fitted curve peaks just above it."""
CACHE = 1 << 17
"""How many paths (and, in the heuristic, landings and tricks) a cache remembers."""


@functools.cache
def plus_locations(rules: Options) -> int:
    """The '+' locations of the board: the gems each end of round 1 or 2 adds (FD-9.1)."""
    return sum(1 for loc in rules.board.locations if loc is not None and loc.plus)


def tricks_left(r: Record) -> int:
    """Tricks still to be played in the game, the current one included (FD-3.1, FD-0.8)."""
    this_round = HAND_SIZE if r.trick_no == 0 else HAND_SIZE - r.trick_no + 1
    if r.phase == Phase.FOREST_END:
        this_round = 0
    return this_round + HAND_SIZE * (ROUNDS - r.round)


def gems_to_collect(rules: Options, r: Record) -> int:
    """Gems on the board and those the ends of the rounds left will add (FD-9.1)."""
    adds = ROUNDS - r.round if r.phase != Phase.FOREST_END else ROUNDS - r.round - 1
    return r.path.gems_on_board + plus_locations(rules) * max(adds, 0)


def _trick_distances(footprints: tuple[int, ...]) -> tuple[float, ...]:
    """The chance of each base distance 0..6 of a trick of two random cards (FD-5.1)."""
    per_card = [footprints.count(k) / len(footprints) for k in range(4)]
    out = [0.0] * (2 * 3 + 1)
    for a, pa in enumerate(per_card):
        for b, pb in enumerate(per_card):
            out[a + b] += pa * pb
    return tuple(out)


@functools.lru_cache(maxsize=CACHE)
def hit_and_risk(rules: Options, path: ForestPath) -> tuple[float, float]:
    """For a trick of two random cards won by either seat alike: the chance the tracker
    lands on a gem, and the chance it leaves the path (FD-5, FD-6.1, FD-7); remembered
    per rules and path, as searches meet the same paths again and again."""
    gems, e0, p = path.gems, path.e0, path.tracker
    hit = risk = 0.0
    for d, pd in enumerate(_trick_distances(tuple(rules.footprint_table))):
        for q in (p - d, p + d):
            if not path.lo <= q <= path.hi:
                risk += pd / 2
            elif gems[q - e0]:
                hit += pd / 2
    return hit, risk


def features(rules: Options, r: Record) -> tuple[float, ...]:
    """The public features of ``r``: 1, the slack (within ±`SLACK_CAP`), its
    square times its sign, the forest tokens left, and, with no token left, the chance a
    random trick leaves the path."""
    slack = max(-SLACK_CAP, min(SLACK_CAP, tricks_left(r) - gems_to_collect(rules, r)))
    supply = r.path.forest_supply
    risk = 0.0 if supply else hit_and_risk(rules, r.path)[1]
    return (1.0, float(slack), float(slack * abs(slack)), float(supply), risk)


def chance(rules: Options, r: Record) -> float:
    """The team's estimated chance of winning from ``r`` (1 or 0 once the game is over)."""
    if r.phase == Phase.END:
        return rules.returns(r)[0]
    z = sum(w * x for w, x in zip(WEIGHTS, features(rules, r)))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def evaluate(rules: Options, r: Record) -> tuple[float, float]:
    """Both seats' expected return at ``r``: the team's chance of winning, the same for
    each seat (FD-11.3); the true returns at the end."""
    value = chance(rules, r)
    return value, value
