"""KST-1: setup — teams by lot, pools and bank, the decks, the deal and the start roll.

The lot of KST-1.2 is one chance event over every balanced assignment (explicit ``teams``
skip it, KST-1.7). The deal is one ``draw`` job per seat, seat 0 first (KST-1.5); the hand
cleanup of KST-3 applies to each card as it is drawn. The start player is found by dice,
only the tied re-rolling (KST-1.6, A27), by one uniform draw, or is a given seat. The dice
have at most `START_ROUNDS` rounds: if the last still ties, one ``start_seat`` lot among
the tied decides, the distribution unlimited re-rolls give (each tied seat equally likely).

Examples:
    >>> from tabletop.games.kst.options import Options
    >>> r = new_record(Options(players=2))
    >>> r.phase, r.pools, r.bank, r.deck_size
    (<Phase.TEAM_ASSIGNMENT: 'team_assignment'>, (6, 6), 60, 59)
"""

from __future__ import annotations

from ...engine import NOBODY
from .cards import Effect
from .options import START_ROUNDS, Options
from .state import (
    RESOLVING,
    START_DIE,
    START_PLAYER,
    START_SEAT,
    TEAM_ASSIGNMENT,
    TURN_START,
    Record,
)


def new_record(rules: Options) -> Record:
    """The table before the lot (KST-1.2 … KST-1.4): pools of ``starting_points``, the
    bank, full decks, empty lines, Prisons and Graveyard."""
    n = rules.players
    fixed = rules.fixed_teams
    r = Record(phase=TEAM_ASSIGNMENT if fixed is None else RESOLVING,
               actor=NOBODY, teams=fixed or (-1,) * n, pools=(rules.starting_points,) * n,
               alive=(True,) * n, hands=((),) * n, known=((),) * n, lines=((),) * n,
               prisons=((),) * n, bank=rules.bank_start, deck=rules.main_deck,
               specials=rules.special_deck)
    return r if fixed is None else deal(rules, r)


def assign(rules: Options, r: Record, teams: tuple[int, ...]) -> Record:
    """The lot's outcome: the team of every seat (KST-1.2), then the deal."""
    return deal(rules, r.replace(teams=teams, phase=RESOLVING))


def deal(rules: Options, r: Record) -> Record:
    """KST-1.5: each seat in order draws ``starting_hand`` cards."""
    jobs = (tuple((seat, Effect("draw", n=rules.starting_hand)) for seat in range(rules.players))
            if rules.starting_hand else ())
    return r.replace(todo=jobs, stage=START_PLAYER)


def start_player(rules: Options, r: Record) -> Record:
    """After the deal: the start roll of every seat, one uniform draw, or the given seat
    (KST-1.6)."""
    if rules.start_player == "dice":
        return r.replace(phase=START_DIE, active=NOBODY,
                         start_roll=(tuple(range(rules.players)), ()))
    if rules.start_player == "uniform":
        return r.replace(phase=START_SEAT, active=NOBODY)
    return begin(r, rules.start_player)


def start_roll(r: Record, value: int) -> Record:
    """One contender's start die; after the round, the highest starts or the tied roll
    again (KST-1.6, A27). The `START_ROUNDS`-th tie in a row is settled by lot among the
    tied (``start_seat``): a reading of KST-1.6 that keeps the setup finite and gives each
    tied seat the chance unlimited re-rolls give it, one in the number tied."""
    contenders, rolls = r.start_roll
    rolls = (*rolls, value)
    if len(rolls) < len(contenders):
        return r.replace(start_roll=(contenders, rolls))
    top = max(rolls)
    tied = tuple(seat for seat, roll in zip(contenders, rolls) if roll == top)
    if len(tied) > 1:
        rounds = r.start_rounds + 1
        if rounds >= START_ROUNDS:
            return r.replace(start_roll=(tied, ()), start_rounds=rounds, phase=START_SEAT)
        return r.replace(start_roll=(tied, ()), start_rounds=rounds)
    return begin(r.replace(start_roll=(contenders, rolls)), tied[0])


def begin(r: Record, seat: int) -> Record:
    """The first turn: ``seat`` is active (KST-1.6)."""
    return r.replace(phase=RESOLVING, active=seat, stage=TURN_START)
