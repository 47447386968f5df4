"""KST-21.4: determinization — the hidden cards dealt anew, uniformly among the consistent
deals.

Hidden from seat P are the main deck, the unknown part of every other hand and, with
``prison_view = count_only``, the other Prisons. The unseen cards are redistributed so that
every hand keeps its size and its publicly known cards and holds only its owner's colour
or neutral cards (KST-3.3), and every hidden Prison holds only first-world non-Building
cards of the other colour (KST-3.1); the rest is the deck. Each consistent assignment of
the unseen copies to the hidden places is equally likely: first the number of neutral
cards in each team's hands is drawn with its exact weight, then the cards themselves.

Examples:
    >>> weights(2, 3, 0)     # 2 slots, 3 own-colour copies: 0, 1 or 2 neutral cards
    [6, 6, 1]
"""

from __future__ import annotations

import math

import numpy as np

from .options import Options
from .state import Record


def weights(slots: int, coloured: int, taken: int) -> list[int]:
    """For x = 0 .. slots: the ways to choose which x of one team's ``slots`` hidden hand
    slots hold neutral cards and to fill the others from ``coloured - taken`` own-colour
    copies (the neutral copies, shared by both teams, are counted by the caller)."""
    return [math.comb(slots, x) * math.perm(coloured - taken, slots - x)
            for x in range(slots + 1)]


def _pick(rng: np.random.Generator, items: list[int], k: int) -> tuple[list[int], list[int]]:
    """``k`` items chosen uniformly, in random order, and the others."""
    order = rng.permutation(len(items)).tolist()
    return [items[i] for i in order[:k]], [items[i] for i in order[k:]]


def _choose(rng: np.random.Generator, table: list[tuple[int, int, int]]) -> tuple[int, int]:
    """One ``(x0, x1)`` of ``table`` rows ``(weight, x0, x1)``, by weight (exact integers)."""
    total = sum(w for w, _, _ in table)
    u = (total * int(rng.random() * 2 ** 53)) >> 53
    for w, x0, x1 in table:
        if u < w:
            return x0, x1
        u -= w
    return table[-1][1], table[-1][2]


def resample(rules: Options, r: Record, player: int, rng: np.random.Generator) -> Record:
    """A record that seat ``player`` cannot tell from ``r``, hidden cards redealt."""
    n = rules.players
    teams, colour, prisonable = r.teams, rules.team_of, rules.prisonable
    hide_prisons = rules.prison_view == "count_only"
    unseen = list(r.deck)
    hand_slots = [0] * n
    prison_slots = [0] * n
    for seat in range(n):
        if seat == player:
            continue
        for card in r.hands[seat]:
            unseen[card] += 1
        for card in r.known[seat]:
            unseen[card] -= 1
        hand_slots[seat] = len(r.hands[seat]) - len(r.known[seat])
        if hide_prisons:
            for card in r.prisons[seat]:
                unseen[card] += 1
            prison_slots[seat] = len(r.prisons[seat])
    if not any(hand_slots) and not any(prison_slots):
        return r
    copies = [c for c, k in enumerate(unseen) for _ in range(k)]
    neutral = [c for c in copies if colour[c] < 0]
    own = [[c for c in copies if colour[c] == t] for t in (0, 1)]
    hands_of = [sum(hand_slots[s] for s in range(n) if teams[s] == t) for t in (0, 1)]
    # copies of colour t that the hidden Prisons of the other team hold
    jailed = [sum(prison_slots[s] for s in range(n) if teams[s] == 1 - t) for t in (0, 1)]
    ways = [weights(hands_of[t], len(own[t]), jailed[t]) for t in (0, 1)]
    table = [(math.perm(len(neutral), x0 + x1) * w0 * w1, x0, x1)
             for x0, w0 in enumerate(ways[0]) for x1, w1 in enumerate(ways[1])
             if w0 and w1]
    x = _choose(rng, table)
    chosen_neutral, deck = _pick(rng, neutral, x[0] + x[1])
    split = (chosen_neutral[:x[0]], chosen_neutral[x[0]:])
    dealt: list[list[int]] = [[], []]
    jail: list[list[int]] = [[], []]
    for t in (0, 1):
        fit = [c for c in own[t] if prisonable[c]]
        jail[t], rest_fit = _pick(rng, fit, jailed[t])
        rest = [c for c in own[t] if not prisonable[c]] + rest_fit
        picked, left = _pick(rng, rest, hands_of[t] - x[t])
        deck += left
        dealt[t] = [split[t][i] if i < x[t] else picked[i - x[t]]
                    for i in rng.permutation(hands_of[t]).tolist()]
    hands, prisons = list(r.hands), list(r.prisons)
    for seat in range(n):
        if hand_slots[seat]:
            t = teams[seat]
            drawn, dealt[t] = dealt[t][:hand_slots[seat]], dealt[t][hand_slots[seat]:]
            hands[seat] = tuple(sorted((*r.known[seat], *drawn)))
        if prison_slots[seat]:
            t = 1 - teams[seat]
            k = prison_slots[seat]
            prisons[seat], jail[t] = tuple(jail[t][:k]), jail[t][k:]
    counts = [0] * rules.cards.main
    for card in deck:
        counts[card] += 1
    return r.replace(hands=tuple(hands), prisons=tuple(prisons), deck=bytes(counts))
