"""The heuristic bot of The Fox in the Forest Duet: one trick of look-ahead, without
signals, on any record consistent with the seat's view.

A trick is worth where the tracker lands (`landing`): a gem collected (FD-6.1),
then how well the landing space sets up the next trick (the chance a random trick
collects a gem from there, less the chance it leaves the path, FD-7), a forest token lost
by leaving the path, or the game when none is left (FD-7.2). The winner of a trick takes
its best move (FD-5.3, FD-13.2, FD-13.4). As follower the seat knows the lead and plays
the card with the best trick (FD-3.5, FD-4). As leader it counts cards: the partner's
hand is drawn a few times from the cards neither played nor seen, outside the suits the
partner showed it lacks (``determinize``, section 4), and the partner is assumed to answer
each lead as this bot would. A Foxes swap (FD-13.3) picks the trump suit that makes the
best trick; a Gift (FD-13.5) gives away the least useful card. Spending a Gazelle or a
Musician (the cards that let the winner steer) costs a little, so they are kept for
tricks that need them.

Examples:
    >>> import tabletop
    >>> from tabletop.games.fox_duet import Rules
    >>> bots = [FoxDuetHeuristicBot(seed=1), FoxDuetHeuristicBot(seed=2)]
    >>> tabletop.play(Rules(), bots, seed=4).record.replay().is_terminal
    True
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, cast

import numpy as np

from ...engine import Action, BotView, Heuristic, next_seat
from . import actions as A
from . import forest
from .cards import GAZELLE, MUSICIAN, Card
from .evaluation import CACHE, hit_and_risk
from .options import Options
from .state import PLAYERS, ForestPath, Phase, Record
from .tricks import legal_plays, move_choices_of, trick_winner

GEM = 1.0
"""Value of collecting a gem this trick."""
HIT = 0.8
"""Value per unit of chance that a random next trick collects a gem from the landing."""
RISK = 0.4
"""Cost per unit of chance that a random next trick leaves the path from the landing."""
RISK_LAST = 3.0
"""The same cost when no forest token is left (leaving the path loses, FD-7.2)."""
TOKEN = 1.0
"""Cost of a forest token spent by leaving the path (FD-7.3)."""
LOST = 100.0
"""Cost of leaving the path with no forest token left (defeat, FD-7.2)."""
STEER = 0.15
"""Cost of playing a Gazelle or a Musician (FD-13.2, FD-13.4)."""


@functools.lru_cache(maxsize=CACHE)
def landing(rules: Options, path: ForestPath, target: int) -> float:
    """The worth of the tracker arriving at ``target`` from ``path`` (FD-5.4, FD-6, FD-7);
    remembered, as a play-out meets the same paths again and again."""
    if not path.lo <= target <= path.hi:
        if not path.forest_supply:
            return -LOST
        moved = forest.cover_end(forest.place_tracker(path, 0), 0 if target < path.lo else 1)
        hit, risk = hit_and_risk(rules, moved)
        return -TOKEN + HIT * hit - (RISK_LAST if moved.forest_supply == 0 else RISK) * risk
    gem = path.gems[target - path.e0] > 0
    moved = forest.place_tracker(path, target)
    if gem:
        moved = forest.collect_gem(moved)
    hit, risk = hit_and_risk(rules, moved)
    return GEM * gem + HIT * hit - (RISK_LAST if not path.forest_supply else RISK) * risk


@functools.lru_cache(maxsize=CACHE)
def trick_value(rules: Options, path: ForestPath, trick: tuple[Card, Card], leader: int,
                trump: str) -> float:
    """The worth of a complete trick: its winner (FD-4) takes the best move (FD-5);
    remembered, like `landing`."""
    winner = trick_winner(trick, leader, trump)
    deltas = move_choices_of(rules, trick, winner, leader)
    return max(landing(rules, path, path.tracker + d) for d in deltas)


def steer_cost(card: Card) -> float:
    """What playing ``card`` gives up: a Gazelle or Musician kept steers a later trick."""
    return STEER if card.rank in (GAZELLE, MUSICIAN) else 0.0


def best_follow(rules: Options, path: ForestPath, lead: Card, hand: Sequence[Card],
                leader: int, trump: str) -> tuple[Card, float]:
    """The follower's best legal answer to ``lead`` from ``hand`` and its worth (FD-3.5)."""
    best, top = hand[0], -np.inf
    for card in legal_plays(tuple(hand), (lead,)):
        value = trick_value(rules, path, (lead, card), leader, trump) - steer_cost(card)
        if value > top:
            best, top = card, value
    return best, top


def lead_value(rules: Options, path: ForestPath, lead: Card, leader: int, trump: str,
               partner_hands: Sequence[Sequence[Card]]) -> float:
    """The average worth of leading ``lead`` when the partner answers as well as it can,
    over the partner's drawn hands (FD-3.3)."""
    total = sum(best_follow(rules, path, lead, hand, leader, trump)[1]
                for hand in partner_hands if hand)
    return total / max(1, len(partner_hands)) - steer_cost(lead)


def keep_value(card: Card, trump: str) -> float:
    """How useful ``card`` is to keep: steering cards first, then high trumps."""
    return 2.0 * (card.rank in (GAZELLE, MUSICIAN)) + (card.suit == trump) * card.rank / 10


Decider = Callable[[Options, Record, int, Sequence[Any], Sequence[Sequence[Card]]], Action]
"""How the heuristic decides one phase: ``(rules, record, seat, legal, partner_hands)``."""


def _trumps(r: Record) -> str:
    """The trump suit of the decree card (FD-2.3); none before it is turned up."""
    return r.decree.suit if r.decree is not None else ""


def _follow(rules: Options, r: Record, seat: int, legal: Sequence[A.Play],
            partner_hands: Sequence[Sequence[Card]]) -> Action:
    """The best answer to the card led (FD-3.5, FD-4)."""
    card, _ = best_follow(rules, r.path, r.trick[0], [a.card for a in legal], r.leader,
                          _trumps(r))
    return A.Play(card)


def _lead(rules: Options, r: Record, seat: int, legal: Sequence[A.Play],
          partner_hands: Sequence[Sequence[Card]]) -> Action:
    """The lead the partner can answer best, over its imagined hands (FD-3.3)."""
    return max(legal, key=lambda a: lead_value(rules, r.path, a.card, seat, _trumps(r),
                                               partner_hands))


def _move(rules: Options, r: Record, seat: int, legal: Sequence[A.Move],
          partner_hands: Sequence[Sequence[Card]]) -> Action:
    """The best landing of the tracker (FD-5.3, FD-13.2, FD-13.4)."""
    return max(legal, key=lambda a: landing(rules, r.path, r.path.tracker + a.delta))


def _foxes_target(rules: Options, r: Record, seat: int, legal: Sequence[Action],
                  partner_hands: Sequence[Sequence[Card]]) -> Action:
    """The Foxes' swap is the player's own (FD-13.3)."""
    return A.TARGET_SELF


def _foxes_swap(rules: Options, r: Record, seat: int, legal: Sequence[A.Swap | A.NoSwap],
                partner_hands: Sequence[Sequence[Card]]) -> Action:
    """The swap that leaves the best trick (FD-13.3)."""
    return max(legal, key=lambda a: _swap_value(rules, r, seat, a, partner_hands))


def _gift(rules: Options, r: Record, seat: int, legal: Sequence[A.Give],
          partner_hands: Sequence[Sequence[Card]]) -> Action:
    """The card least worth keeping (FD-13.5)."""
    return min(legal, key=lambda a: keep_value(a.card, _trumps(r)))


def _forest_end(rules: Options, r: Record, seat: int, legal: Sequence[A.Cover],
                partner_hands: Sequence[Sequence[Card]]) -> Action:
    """The end whose covering leaves the best next round (FD-9.2)."""
    return max(legal, key=lambda a: _cover_value(rules, r.path, a.end))


def _first(rules: Options, r: Record, seat: int, legal: Sequence[Action],
           partner_hands: Sequence[Sequence[Card]]) -> Action:
    """COLLECT_GEM: COLLECT is listed first; a gem always helps (FD-6.1)."""
    return legal[0]


DECIDERS: dict[Phase, Decider] = {
    Phase.PLAY_FOLLOW: _follow, Phase.PLAY_LEAD: _lead, Phase.MOVE_CHOICE: _move,
    Phase.FOXES_TARGET: _foxes_target, Phase.FOXES_SWAP: _foxes_swap,
    Phase.GIFT_FIRST: _gift, Phase.GIFT_SECOND: _gift, Phase.FOREST_END: _forest_end}
"""The heuristic of each phase; any other phase takes the first legal action."""


def decide(rules: Options, r: Record, seat: int, legal: Sequence[Action],
           partner_hands: Sequence[Sequence[Card]]) -> Action:
    """The heuristic's action for ``seat`` at ``r``, a record consistent with its view;
    ``partner_hands`` are the partner's hands it imagines (section 4)."""
    return DECIDERS.get(r.phase, _first)(rules, r, seat, legal, partner_hands)


def _swap_value(rules: Options, r: Record, seat: int, action: A.Swap | A.NoSwap,
                partner_hands: Sequence[Sequence[Card]]) -> float:
    """The worth of the trick after a Foxes swap (FD-13.3), keeping the decree on ties."""
    assert r.decree is not None  # a swap exchanges the decree card
    trump = r.decree.suit if isinstance(action, A.NoSwap) else action.card.suit
    keep = 0.01 if isinstance(action, A.NoSwap) else 0.0
    path, trick = r.path, r.trick
    if len(trick) == 2:
        return trick_value(rules, path, (trick[0], trick[1]), r.leader, trump) + keep
    if seat == r.leader:
        return lead_value(rules, path, trick[0], seat, trump, partner_hands) + keep
    hand = list(r.hands[seat])
    if isinstance(action, A.Swap):
        hand = [c for c in hand if c != action.card] + [r.decree]
    return best_follow(rules, path, trick[0], hand, r.leader, trump)[1] + keep


def _cover_value(rules: Options, path: ForestPath, end: int) -> float:
    """The worth of the next round's first trick after covering ``end`` (FD-9.2, FD-9.3)."""
    covered = forest.sweep(rules.board, forest.cover_end(path, end))
    hit, risk = hit_and_risk(rules, covered)
    return HIT * hit - RISK * risk


class FoxDuetHeuristicBot(Heuristic):
    """One trick of look-ahead (see the module); ``samples`` partner hands are drawn per
    decision that needs them."""

    def __init__(self, seed: int | None = None, samples: int = 6):
        self.generator = np.random.default_rng(seed)
        self.samples = samples

    def __repr__(self) -> str:
        return f"FoxDuetHeuristicBot(samples={self.samples})"

    def choose_among(self, view: BotView, legal: Sequence[Action]) -> Action:
        """The heuristic's choice (`decide`) over the partner hands drawn for it."""
        me = view.player
        partner = next_seat(me, PLAYERS)
        drawn = self.samples if view.phase in (Phase.PLAY_LEAD, Phase.FOXES_SWAP) else 1
        worlds = [view.determinize(self.generator).record for _ in range(drawn)]
        return decide(cast(Options, view.rules), worlds[0], me, legal,
                      [w.hands[partner] for w in worlds])
