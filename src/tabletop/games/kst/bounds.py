"""KST-1.6, KST-6.5, KST-17.3: how many steps one game can take (``GameInfo.max_length``).

A game is at most the setup plus ``max_turns`` turns (KST-17.3). Every step of a turn is
bounded by the card set — its draws, plays, sub-decisions, the walk of each roll, the
Caravans and the sales — except two chance tails the rules leave open: the start roll's
re-rolls among the tied (KST-1.6) and the extra rolls of a turn when
``max_rolls_per_turn = 0`` (KST-6.2 renews them as long as a roll grants more). For those
the bound counts as many rounds or rolls as make a longer game less likely than
`TAIL` (a tie round has probability below 0.54 for up to eight dice; a grant needs a
number that some card turns into extra rolls, so a window of the largest grant without such
a number, which has probability ``q``, ends the rolling).

Examples:
    >>> from tabletop.games.kst.options import Options
    >>> length_bound(Options(players=8)) > 10_000_000
    True
"""

from __future__ import annotations

import math

from .cards import Effect
from .options import Options

TAIL = 1e-15
"""The probability a game may have of outlasting `length_bound`."""
TIE = 0.54
"""An upper bound on the probability that a start-roll round of 2 to 8 dice ties."""


def steps(effects: tuple[Effect, ...]) -> int:
    """The most steps a list of effects can pose: a draw n draws, an attack a target and
    an Afterlife decision, a steal a target."""
    cost = {"draw": lambda e: e.n, "attack": lambda e: 2, "steal": lambda e: 1}
    return sum(cost[e.op](e) if e.op in cost else 0 for e in effects)


def walk_steps(rules: Options) -> int:
    """The most steps of one walk (KST-5.2): every copy of every card in one line, the
    doubled lists counted twice."""
    cards = rules.cards.cards
    per_number = []
    for number in range(1, 7):
        lists = [max(steps(c.printed.triggers[number]), steps(c.converted.triggers[number]))
                 for c in cards]
        doubling = sum(c.count for c in cards if c.printed.host_double) * max(lists)
        per_number.append(sum(c.count * n for c, n in zip(cards, lists)) + doubling)
    return max(per_number)


def rolls_bound(rules: Options) -> int:
    """The most rolls of one turn (KST-6), tails below `TAIL` aside."""
    if rules.max_rolls_per_turn:
        return rules.max_rolls_per_turn
    cards = rules.cards.cards
    numbers = {r for c in cards for a in (c.printed, c.converted)
               for r in range(1, 7) if any(e.op == "extra_rolls" for e in a.triggers[r])}
    grant = 2 * sum(c.count * max(sum(e.n for e in a.triggers[r] if e.op == "extra_rolls")
                                  for a in (c.printed, c.converted) for r in range(1, 7))
                    for c in cards)  # every copy, each doubled by a Rainbow Stone
    if not numbers or not grant:
        return 1
    window = (1 - len(numbers) / 6) ** grant
    if window <= 0:
        return 10 ** 9
    turns = max(rules.max_turns, 1)
    windows = math.log(TAIL / turns) / math.log(1 - window)
    return 1 + math.ceil(windows) * (grant + 1)


def length_bound(rules: Options) -> int:
    """Steps of one game: setup plus ``max_turns`` turns, as this module describes."""
    cards = rules.cards
    n = rules.players
    rounds = math.ceil(math.log(TAIL) / math.log(TIE))
    setup = 1 + n * rules.starting_hand + rounds * n
    upkeep = sum(c.count * steps(c.printed.upkeep) for c in cards.cards)
    action = max([steps(c.action) for c in cards.cards] + [1])
    plays = rules.plays_per_turn * (1 + action) + 1
    caravans = sum(c.count for c in cards.cards if c.caravan)
    market = cards.main_total + 1
    turn = (upkeep + rules.draws_per_turn + plays + 1 + caravans + market
            + rolls_bound(rules) * (1 + walk_steps(rules)))
    turns = rules.max_turns or 10 ** 6
    return setup + turns * turn
