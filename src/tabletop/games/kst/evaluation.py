"""How good a table is for each team: `evaluate`, each seat's expected return from a record,
for search that stops its rollouts early.

The game ends when a team is wiped out (KST-17.1) or, scored, when the bank runs dry
(KST-17.2, KST-17.4: the highest pool plus line points wins with its team). So the
estimate is a logistic model of Sapphire's chance over differences between the teams,
each taken per seat of the team: the scores (pool plus line points), the best score, the
pools at risk of elimination (``1 / (1 + pool)`` of each alive member), the members alive,
what the lines make per roll (the heuristic's worth of their die abilities, over 6), the
cards in hand, the Dragons' drain (KST-13) and which team is to move; the score
difference counts again scaled by how far the bank has run down. Ruby's chance is the
rest; teammates share a value. A finished game gives its true returns.

The weights were fitted by logistic regression (Newton's method, ridge 1, each table
also counted with the teams swapped) on the tables at every turn's first play decision of
games of the heuristic bot against itself with random teams, labelled by the winning team
(draws left out): 1,500 games of 2 players (58,000 tables; held-out log-loss 0.476 against
0.693 for a coin, 76 % of winners called) and 1,000 of 4 (54,000 tables; 0.406, 79 %).
Three players use the 2-player weights, 5 to 8 the 4-player ones.

Examples:
    >>> from tabletop.games.kst import Rules
    >>> rules = Rules(players=2, teams=["sapphire", "ruby"])
    >>> evaluate(rules, rules.initial_record())
    (0.5, 0.5)
"""

from __future__ import annotations

import math

from .cards import Abilities
from .heuristic import worth
from .options import Options
from .points import score
from .state import Phase, Record, Stage

WEIGHTS = {
    2: (0.006, 0.006, -3.285, 0.0, 0.718, 0.069, 0.502, 0.274, 0.232, 0.045, 0.132),
    4: (0.018, 0.048, -6.152, 4.95, 1.198, 0.145, 1.907, 0.309, 0.354, -0.114, 0.098),
}
"""Logistic weights of the features of `features`, by table size."""


def production(abilities: Abilities) -> float:
    """What a card's die abilities and upkeep make per turn, by the heuristic's worth."""
    return (sum(worth(effects) for effects in abilities.triggers) / 6.0
            + worth(abilities.upkeep))


_TABLES: dict[Options, tuple[tuple[float, float], ...]] = {}
"""Per rules met, by their value: each card's `production`, printed and once kept."""


def productions(rules: Options) -> tuple[tuple[float, float], ...]:
    """Every card's `production` (printed, and once kept by Afterlife, KST-10.2)."""
    known = _TABLES.get(rules)
    if known is None:
        if len(_TABLES) > 32:
            _TABLES.clear()
        known = _TABLES[rules] = tuple((production(a), production(b))
                                       for a, b in rules.abilities)
    return known


def line_worth(rules: Options, r: Record, seat: int) -> float:
    """What ``seat``'s line makes per turn (an attachment with ``host_double`` doubles its
    host's die abilities, KST-5.5)."""
    table, made = rules.abilities, productions(rules)
    total = 0.0
    for entry in r.lines[seat]:
        own = made[entry.card][entry.converted]
        for special in entry.attachments:
            total += own if table[special][0].host_double else made[special][0]
        total += own
    return total


def features(rules: Options, r: Record) -> tuple[float, ...]:
    """Sapphire less Ruby, per team member: score, best score, elimination risk, members
    alive, line worth, hand size, Dragon drain (KST-13), Walls and Caravan guards (KST-9.4,
    KST-7.8), Markets (KST-8), the score difference scaled by the bank's progress, and
    +1 / -1 for the team to move (0 before the first turn)."""
    sums = [[0.0] * 9 for _ in range(2)]
    sizes = [0, 0]
    table = rules.abilities
    for seat in range(rules.players):
        team = r.teams[seat]
        sizes[team] += 1
        if not r.alive[seat]:
            continue
        row = sums[team]
        points = score(rules, r, seat)
        row[0] += points
        row[1] = max(row[1], points)
        row[2] += 1.0 / (1.0 + r.pools[seat])
        row[3] += 1.0
        row[4] += line_worth(rules, r, seat)
        row[5] += len(r.hands[seat])
        for entry in r.lines[seat]:
            own = table[entry.card][entry.converted]
            row[6] += own.dragon
            row[7] += own.walls + own.protect_caravan
            row[8] += own.market
    diff = [sums[0][k] / max(sizes[0], 1) - sums[1][k] / max(sizes[1], 1) for k in range(9)]
    diff[1] = sums[0][1] - sums[1][1]
    progress = 1.0 - r.bank / max(rules.bank_start, 1)
    started = r.stage not in (Stage.DEAL, Stage.START_PLAYER) and 0 <= r.active
    mover = (1.0 if r.teams[r.active] == 0 else -1.0) if started else 0.0
    return (*diff, diff[0] * progress, mover)


def sapphire_chance(rules: Options, r: Record) -> float:
    """Sapphire's chance to win at ``r`` (an unfinished game with teams dealt)."""
    weights = WEIGHTS[2 if rules.players <= 3 else 4]
    z = sum(w * x for w, x in zip(weights, features(rules, r)))
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))


def evaluate(rules: Options, r: Record) -> tuple[float, ...]:
    """Each seat's expected return at ``r``, in [0, 1], teammates alike; a finished game
    gives its returns (KST-17.5: 1 a win, 0 a loss, 1/2 each in a draw)."""
    if r.phase == Phase.GAME_OVER:
        return tuple(float(x) for x in rules.returns(r))
    if not r.teams:
        return (0.5,) * rules.players
    p = sapphire_chance(rules, r)
    return tuple(p if team == 0 else 1.0 - p for team in r.teams)
