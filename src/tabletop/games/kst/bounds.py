"""KST-1.6, KST-2.1, KST-6.5, KST-17.3: the most steps one game can take.

A step is one entry of ``state.history``: a decision taken or a chance outcome. Every count
below is a hard one: the start roll, the rolls of a turn and the turns are all bounded by
the rules (`.options`), so no game is ever longer than `length_bound`.

Setup (KST-1):

* the lot of teams: one event (KST-1.2; none with explicit teams, KST-1.7);
* the deal: ``starting_hand`` draws per seat (KST-1.5), one event per card; a draw that
  finds the deck and the Graveyard empty is no event (KST-14.3);
* the start player (KST-1.6): at most `START_ROUNDS` rounds of at most one die per seat,
  then one ``start_seat`` lot among the seats still tied (one event for ``uniform``, none
  for a given seat).

Then at most ``max_turns`` turns: each turn's end counts it, a turn cut short by its
player's elimination too (KST-2.2, KST-17.7), and the count reaching ``max_turns`` ends the
game (KST-17.3). One turn (KST-2.1) is at most:

* the upkeep effects of every card in the line (KST-20);
* the turn draw: ``draws_per_turn`` events (KST-14.1);
* ``plays_per_turn`` plays, each one decision and what follows it: an action card's
  effects (KST-4.2), a Caravan's stake (KST-7.1) or an attachment's placement (KST-12.3);
  then ``end_plays`` (KST-4.1);
* ``roll_mode`` (KST-5.1), then either the Caravan roll, one die and a ``caravan_result``
  per Caravan (KST-7.3, KST-7.5), or at most ``roll_cap`` rolls (KST-6.5: `ROLL_CEILING`
  unless ``max_rolls_per_turn`` is smaller), each one die and the walk of the line (KST-5.2:
  every copy of every card, the list of a host under a Rainbow Stone twice, KST-5.5);
* the market: one sale per card in hand (at most the whole main deck), then ``finish``
  (KST-8.3).

An effect poses at most: ``draw n`` n events, ``attack`` a target and an Afterlife decision
(KST-9.1, KST-10.1), ``steal`` a target (KST-19); the others nothing. The card-set counts
are a `Profile`: `profile` reads one card set; `LIMITS` is the most any card file
`.cardfile` accepts can give, so `GREATEST` (those limits at the largest options) bounds
every game KST accepts and is ``GameInfo.max_length``.

The ceilings are chosen so that the sample set practically never meets them, so they change
no game in practice (`roll_tail`, `tie_tail`): a turn's grant is at most 8 extra rolls
there (two Seers, each doubled by a Rainbow Stone, KST-6.1) and comes only on a 6, so a turn
makes more than 1000 rolls with probability ``roll_tail(8, 1000)`` < 10^-31; the start roll of
8 seats still ties after 20 rounds with probability ``tie_tail(8, 20)`` < 1.1 x 10^-15.

Examples:
    The sample set at the default options, 4 players: setup 1 + 4 x 4 + (20 x 4 + 1) = 98
    steps, then 1000 turns of 0 + 2 + 2 x (1 + 2) + 1 + 1 + 1000 x (1 + 14) + 59 + 1 steps:

    >>> from tabletop.games.kst.options import Options
    >>> rules = Options(players=4)
    >>> profile(rules.cards)
    Profile(upkeep=0, play=2, walk=14, grants=True, caravans=2, hand=59)
    >>> length_bound(rules), length_bound(Options(players=4, max_rolls_per_turn=1, max_turns=10))
    (15070098, 948)
"""

from __future__ import annotations

from collections.abc import Callable
from math import comb

import attrs

from .cardfile import MAX_EFFECTS, MAX_MAIN, MAX_N, MAX_PASSIVES, MAX_SPECIAL
from .cards import Abilities, Card, CardSet, Effect
from .options import (
    MAX_PER_TURN,
    MAX_STARTING_HAND,
    MAX_TURNS,
    ROLL_CEILING,
    START_ROUNDS,
    Options,
)


def steps(effects: tuple[Effect, ...]) -> int:
    """The most steps a list of effects can pose (KST-19): a draw n draws, an attack a
    target and an Afterlife decision, a steal a target."""
    cost = {"draw": lambda e: e.n, "attack": lambda e: 2, "steal": lambda e: 1}
    return sum(cost[e.op](e) if e.op in cost else 0 for e in effects)


@attrs.frozen
class Profile:
    """What a card set allows one turn: the steps of the upkeep (KST-20), of what follows
    one play (KST-4.2, KST-7.1, KST-12.3) and of one roll's walk (KST-5.2); whether any card
    grants extra rolls (KST-6); how many Caravans and main-deck cards there are."""

    upkeep: int
    play: int
    walk: int
    grants: bool
    caravans: int
    hand: int


def profile(cards: CardSet) -> Profile:
    """The `Profile` of a card set, every copy of every card in one line, printed or kept
    by Afterlife, whichever poses more (KST-10.5)."""
    every = cards.cards

    def most(card: Card, listed: Callable[[Abilities], tuple[Effect, ...]]) -> int:
        return max(steps(listed(card.printed)), steps(listed(card.converted)))

    def walk(number: int) -> int:
        lists = [most(c, lambda a: a.triggers[number]) for c in every]
        doubled = sum(c.count for c in every if c.printed.host_double) * max(lists)
        return sum(c.count * n for c, n in zip(every, lists)) + doubled

    grants = any(e.op == "extra_rolls" for c in every for a in (c.printed, c.converted)
                 for listed in a.triggers for e in listed)
    return Profile(upkeep=sum(c.count * most(c, lambda a: a.upkeep) for c in every),
                   play=max([1] + [steps(c.action) for c in every]),
                   walk=max(walk(number) for number in range(1, 7)), grants=grants,
                   caravans=sum(c.count for c in every if c.caravan), hand=cards.main_total)


_LIST = MAX_EFFECTS * max(MAX_N, 2)
"""The most steps of one list of effects a card file accepts (KST-18)."""
LIMITS = Profile(upkeep=(MAX_MAIN + MAX_SPECIAL) * MAX_PASSIVES * _LIST, play=_LIST,
                 walk=(MAX_MAIN + 2 * MAX_SPECIAL) * _LIST, grants=True, caravans=MAX_MAIN,
                 hand=MAX_MAIN)
"""The largest `Profile` of any card file `.cardfile` accepts: every card a list of the
most effects, drawing the most cards, every special card doubling a host."""


def game_steps(cards: Profile, *, players: int, lot: bool, deal: int, start: int,
               draws: int, plays: int, rolls: int, turns: int) -> int:
    """The count of this module's text: setup (``lot``, ``deal`` cards each, ``start``
    events for the start player) plus ``turns`` turns of at most ``rolls`` rolls."""
    setup = int(lot) + players * deal + start
    roll = max(1 + cards.caravans, (rolls if cards.grants else 1) * (1 + cards.walk))
    turn = (cards.upkeep + draws + plays * (1 + cards.play) + 1  # the plays, end_plays
            + 1 + roll + cards.hand + 1)  # roll_mode, the rolls, the market
    return setup + turns * turn


def start_steps(players: int, start_player: object) -> int:
    """The most events of the start player (KST-1.6): `START_ROUNDS` rounds of dice and a
    lot, one uniform draw, or none for a given seat."""
    if start_player == "dice":
        return START_ROUNDS * players + 1
    return 1 if start_player == "uniform" else 0


def length_bound(rules: Options) -> int:
    """The most steps of one game under ``rules``: its options and its card set."""
    return game_steps(profile(rules.cards), players=rules.players,
                      lot=rules.fixed_teams is None, deal=rules.starting_hand,
                      start=start_steps(rules.players, rules.start_player),
                      draws=rules.draws_per_turn, plays=rules.plays_per_turn,
                      rolls=rules.roll_cap, turns=rules.max_turns)


GREATEST = game_steps(LIMITS, players=8, lot=True, deal=MAX_STARTING_HAND,
                      start=start_steps(8, "dice"), draws=MAX_PER_TURN, plays=MAX_PER_TURN,
                      rolls=ROLL_CEILING, turns=MAX_TURNS)
"""The most steps of any game KST accepts: every option and card file (``GameInfo``)."""


def roll_tail(grant: int, rolls: int, numbers: int = 1) -> float:
    """The probability that a turn makes more than ``rolls`` rolls (KST-6.2) when
    ``numbers`` of the six die numbers grant ``grant`` extra rolls each: the most a line
    whose grants are at most ``grant`` on those numbers can have."""
    hit = numbers / 6
    left = [0.0] * grant + [hit]  # left[k]: k extra rolls remain after the base roll
    for _ in range(rolls - 1):
        rolled = [0.0] * (grant + 1)
        for k in range(1, grant + 1):
            rolled[k - 1] += left[k] * (1 - hit)
        rolled[grant] += sum(left[1:]) * hit
        left = rolled
    return sum(left[1:])


def tie_tail(players: int, rounds: int) -> float:
    """The probability that ``rounds`` rounds of start dice in a row end tied (KST-1.6),
    the first rolled by ``players`` seats and each next one by the seats tied."""
    tied = {players: 1.0}
    for _ in range(rounds):
        ties: dict[int, float] = {}
        for seats, chance in tied.items():
            for top in range(1, 7):
                for k in range(2, seats + 1):  # k seats roll the top, the others less
                    share = comb(seats, k) * (1 / 6) ** k * ((top - 1) / 6) ** (seats - k)
                    ties[k] = ties.get(k, 0.0) + chance * share
        tied = ties
    return sum(tied.values())
