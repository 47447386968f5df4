"""KST-2, KST-4, KST-5, KST-6, KST-7, KST-8, KST-12, KST-13: the steps of a turn.

`STAGES` holds the step of KST-2.1 the game returns to whenever no effect is left
to resolve: the turn start (Dragon drains, KST-13, then upkeep and the turn draw), the
play phase (KST-4), the roll (KST-5; extra rolls KST-6; the Caravan roll KST-7), the
market (KST-8) and the end of the turn (KST-17.3, KST-17.7). The plays themselves —
laying, action cards, summoning (KST-12) — and the roll's outcomes are here too.

Examples:
    >>> [str(stage) for stage in STAGES][:4]
    ['start_player', 'turn_start', 'plays', 'roll']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import NOBODY, replace_seat
from . import setup
from .effects import plays_left, pose_draw
from .options import Options
from .points import finish, lose, pay, settle
from .state import (
    CARAVAN_RESULT,
    CARAVAN_STAKE,
    CARAVANS,
    DIE,
    DRAW,
    END_TURN,
    EXTRA_ROLLS,
    GAME_OVER,
    MARKET,
    NO_ROLL,
    PLACEMENT,
    PLAY,
    PLAYS,
    RESOLVING,
    ROLL,
    ROLL_MODE,
    SELLING,
    START_PLAYER,
    TURN_START,
    Entry,
    Record,
    Stage,
)
from .table import (
    add,
    caravans,
    forget,
    has_caravan,
    has_passive,
    remove,
    upkeep,
    walk,
)


# -- the turn start --------------------------------------------------------------------------
def turn_start(rules: Options, r: Record) -> Record:
    """The turn of the active seat begins (KST-2.1)."""
    return begin_turn(rules, r, r.active)


def begin_turn(rules: Options, r: Record, seat: int, **changes: Any) -> Record:
    """KST-2.1 steps 1-3: ``seat``'s turn starts: the Dragon drain of its team (KST-13),
    then the upkeep effects of its line and the turn draw."""
    begun = r.own_turns or (0,) * rules.players
    changes["own_turns"] = replace_seat(begun, seat, begun[seat] + 1)
    power = drain_power(rules, r, r.teams[seat])
    if power:
        r = settle(rules, dragon(rules, r.replace(**FRESH_TURN, active=seat, phase=RESOLVING,
                                                  **changes), seat, power))
        if r.phase is GAME_OVER or not r.alive[seat]:
            return r  # else the counters above are still fresh: setting them again is a no-op
    jobs = upkeep(rules, r.lines[seat], seat)
    n = rules.draws_per_turn
    if jobs:
        if n:
            jobs += ((seat, rules.turn_draw),)
        return r.replace(**FRESH_TURN, active=seat, phase=RESOLVING, todo=jobs, **changes)
    if n and any(r.deck):  # the turn draw, its first card posed at once
        return r.replace(**FRESH_TURN, active=seat, phase=DRAW, actor=NOBODY, draws=n,
                         **changes)
    r = r.replace(**FRESH_TURN, active=seat, phase=RESOLVING, draws=n, **changes)
    return pose_draw(rules, r) if n else r  # the deck is empty: reshuffle, or nothing


FRESH_TURN = {"plays": 0, "rolls": 0, "die": 0, "roll": NO_ROLL, "stage": PLAYS}
"""The turn counters of a turn that starts (KST-2.1)."""


def drain_power(rules: Options, r: Record, team: int) -> int:
    """What the Dragons of the alive players not of ``team`` drain (KST-13.1, KST-13.2):
    the ``dragon n`` of every card in their lines, attachments included (a card without
    the passive adds 0)."""
    printed, _, either, attached = rules.flagged["dragon"]
    table, alive, teams = rules.abilities, r.alive, r.teams
    power = 0
    for seat, line in enumerate(r.lines):
        if line and alive[seat] and teams[seat] != team:
            for entry in line:
                card = entry.card
                if card in either:
                    power += table[card][entry.converted].dragon
                if attached and not printed.isdisjoint(entry.attachments):
                    power += sum(table[special][0].dragon for special in entry.attachments)
    return power


def dragon(rules: Options, r: Record, seat: int, power: int) -> Record:
    """KST-13.1, KST-13.3: every drained player loses ``power`` at once: the active
    player's whole team, only the teammates, or only the active player (``dragon_scope``)."""
    team = r.teams[seat]
    scope = rules.dragon_scope
    for victim in range(rules.players):
        if r.alive[victim] and r.teams[victim] == team and (
                scope == "team" or (victim == seat) == (scope == "active")):
            r = lose(r, victim, power)
    return r


# -- the play phase --------------------------------------------------------------------------
def plays(rules: Options, r: Record) -> Record:
    """KST-4.1: the ``play`` decision while plays remain, then the roll."""
    if r.plays < rules.plays_per_turn:
        return r.replace(phase=PLAY, actor=r.active, stage=PLAYS)
    return roll(rules, r)


def _from_hand(r: Record, seat: int, card: int) -> dict:
    """The hand and its known cards once ``card`` leaves it (KST-21.2)."""
    known = r.known[seat]
    if card in known:
        return {"hands": replace_seat(r.hands, seat, remove(r.hands[seat], card)),
                "known": replace_seat(r.known, seat, remove(known, card))}
    return {"hands": replace_seat(r.hands, seat, remove(r.hands[seat], card))}


def lay(rules: Options, r: Record, card: int) -> Record:
    """KST-4.2 items 1-3: the card goes to the end of the own line with its cost; a
    Caravan goes with no points and its stake follows (KST-7.10)."""
    seat, entry = r.active, rules.laid[card]
    lines, made = r.lines, r.plays + 1
    lines = replace_seat(lines, seat, (*lines[seat], entry))
    changes = _from_hand(r, seat, card)
    if rules.caravan_card[card]:
        return r.replace(**changes, lines=lines, plays=made, phase=CARAVAN_STAKE)
    cost = entry.points
    pool = r.pools[seat] - cost
    if cost:
        changes["pools"] = replace_seat(r.pools, seat, pool)
    if pool and plays_left(rules, r, made):  # nothing to settle: the next play
        return r.replace(**changes, lines=lines, plays=made, phase=PLAY, actor=seat)
    return settle(rules, r.replace(**changes, lines=lines, plays=made, phase=RESOLVING))


def stake(rules: Options, r: Record, points: int) -> Record:
    """KST-7.1: ``points`` from the pool onto the Caravan just laid."""
    seat = r.active
    line = r.lines[seat]
    caravan = line[-1].replace(points=points)
    r = r.replace(lines=replace_seat(r.lines, seat, (*line[:-1], caravan)), phase=RESOLVING,
                  pools=replace_seat(r.pools, seat, r.pools[seat] - points))
    return settle(rules, r)


def play_action(rules: Options, r: Record, card: int) -> Record:
    """KST-4.2 item 4: the card goes on top of the Graveyard, then its effects resolve."""
    seat = r.active
    return r.replace(**_from_hand(r, seat, card), graveyard=(*r.graveyard, card),
                     todo=rules.action_jobs[seat][card], plays=r.plays + 1, phase=RESOLVING)


def summon(rules: Options, r: Record, special: int) -> Record:
    """KST-12.1, KST-12.3, KST-12.7: the ingredients go to the Graveyard in recipe order
    and a copy leaves the special deck, as one play; a third-world card is placed at once
    with its cost, an attachment waits for the ``placement`` decision."""
    seat, card = r.active, rules.cards[special]
    hand, known, pile = r.hands[seat], r.known[seat], r.graveyard
    for ingredient, copies in card.ingredients:
        for _ in range(copies):
            hand, known = remove(hand, ingredient), forget(known, ingredient)
        pile += (ingredient,) * copies
    at = special - rules.cards.main
    changes = {"hands": replace_seat(r.hands, seat, hand), "graveyard": pile,
               "known": replace_seat(r.known, seat, known), "plays": r.plays + 1,
               "specials": replace_seat(r.specials, at, r.specials[at] - 1)}
    if card.attachment:
        return r.replace(phase=PLACEMENT, summoned=special, **changes)
    entry = rules.laid[special]
    return settle(rules, r.replace(
        lines=replace_seat(r.lines, seat, (*r.lines[seat], entry)),
        pools=replace_seat(r.pools, seat, r.pools[seat] - entry.points), phase=RESOLVING,
        **changes))


def place(rules: Options, r: Record, host: int) -> Record:
    """KST-12.3: the summoned attachment goes on own entry ``host``, or alone (-1)."""
    seat = r.active
    line = r.lines[seat]
    if host < 0:
        line = (*line, Entry(r.summoned))
    else:
        entry = line[host]
        line = replace_seat(line, host, entry.replace(
            attachments=(*entry.attachments, r.summoned)))
    return r.replace(lines=replace_seat(r.lines, seat, line), summoned=NOBODY,
                     phase=RESOLVING)


# -- the roll --------------------------------------------------------------------------------
def roll(rules: Options, r: Record) -> Record:
    """KST-5.1: with a Caravan in line the mode is declared, else ``roll_all`` is rolled."""
    if has_caravan(rules, r.lines[r.active]):
        return r.replace(phase=ROLL_MODE, actor=r.active, stage=ROLL)
    return r.replace(phase=DIE, actor=NOBODY, stage=ROLL)


def rolled(rules: Options, r: Record, value: int) -> Record:
    """A die result: the Caravan roll pays (KST-7.4), or the walk of the line is queued
    and the extra rolls follow (KST-5.2, KST-6)."""
    if r.roll.caravans:
        return payout(rules, r.replace(rolls=r.rolls + 1, die=value, phase=RESOLVING), value)
    seat = r.active  # the grant G is 0 here: extra() spends it before the next roll
    return r.replace(rolls=r.rolls + 1, die=value, phase=RESOLVING, stage=EXTRA_ROLLS,
                     todo=walk(rules, r.lines[seat], seat, value))


def extra(rules: Options, r: Record) -> Record:
    """KST-6.2: a grant resets R to G; while R > 0 one more roll, at most ``roll_cap`` rolls
    in all (KST-6.5: ``max_rolls_per_turn``, or when that is 0 `.options.ROLL_CEILING`, which
    keeps a game finite); then the market."""
    roll = r.roll
    left = roll.grant or roll.left
    if left and r.rolls < rules.roll_cap:
        return r.replace(roll=roll.replace(left=left - 1, grant=0), phase=DIE, actor=NOBODY)
    return market(rules, r)


def payout(rules: Options, r: Record, value: int) -> Record:
    """KST-7.4 … 7.6: on a 2 or 3 the bank pays ``m x stake`` onto every Caravan in line
    order (``multiply``: (m - 1) x stake), a short bank what it has, and the game ends
    as the bank empties (KST-15.2); every Caravan is then kept or withdrawn. On any other
    number nothing happens."""
    if value not in (2, 3):
        return market(rules, r)
    seat = r.active
    factor = value if rules.caravan_payout == "add_multiple" else value - 1
    paid = caravans(rules, r.lines[seat])
    for i in paid:
        line = r.lines[seat]
        entry = line[i]
        amount = min(factor * entry.points, r.bank)
        line = replace_seat(line, i, entry.replace(points=entry.points + amount))
        r = settle(rules, r.replace(bank=r.bank - amount, lines=replace_seat(r.lines, seat, line)))
        if r.phase is GAME_OVER:
            return r
    return caravan_results(rules, r.replace(caravans=paid))


def caravan_results(rules: Options, r: Record) -> Record:
    """KST-7.5: one ``caravan_result`` per paid Caravan, in line order, then the market."""
    if r.caravans:
        return r.replace(phase=CARAVAN_RESULT, actor=r.active, stage=CARAVANS)
    return market(rules, r)


def keep_caravan(rules: Options, r: Record) -> Record:
    """``keep``: the points stay on the Caravan (KST-7.5)."""
    return r.replace(caravans=r.caravans[1:], phase=RESOLVING)


def withdraw(rules: Options, r: Record) -> Record:
    """``withdraw``: all the Caravan's points to the pool, the card to the hand, publicly
    known (KST-21.2), its attachments to the special deck (KST-7.5, KST-12.6)."""
    seat, i = r.active, r.caravans[0]
    line = r.lines[seat]
    entry = line[i]
    specials = list(r.specials)
    for special in entry.attachments:
        specials[special - rules.cards.main] += 1
    return r.replace(lines=replace_seat(r.lines, seat, line[:i] + line[i + 1:]),
                     pools=replace_seat(r.pools, seat, r.pools[seat] + entry.points),
                     hands=replace_seat(r.hands, seat, add(r.hands[seat], entry.card)),
                     known=replace_seat(r.known, seat, add(r.known[seat], entry.card)),
                     specials=tuple(specials), caravans=tuple(c - 1 for c in r.caravans[1:]),
                     phase=RESOLVING)


# -- the market and the end of the turn ------------------------------------------------------
def market(rules: Options, r: Record) -> Record:
    """KST-8.1, KST-8.3: with a Market in line and cards in hand, the ``market`` decision."""
    seat = r.active
    if r.hands[seat] and has_passive(rules, r.lines[seat], "market"):
        return r.replace(phase=MARKET, actor=seat, stage=SELLING)
    return end_turn(rules, r)


def sell(rules: Options, r: Record, card: int) -> Record:
    """KST-8.1: the card face up to the Graveyard, the bank pays the price to the pool."""
    seat = r.active
    return settle(rules, pay(rules, r, seat, rules.market_points_per_card, phase=RESOLVING,
                             graveyard=(*r.graveyard, card), **_from_hand(r, seat, card)))


def end_turn(rules: Options, r: Record) -> Record:
    """KST-17.7: the turn is completed; an empty bank under ``bank_end = end_of_turn``
    (KST-17.2), then ``max_turns`` (KST-17.3) may end the game; else the next alive seat
    becomes active (KST-1.1)."""
    turns = r.turns + 1
    if r.bank == 0:
        return finish(rules, r.replace(turns=turns), "bank")
    if turns >= rules.max_turns:
        return finish(rules, r.replace(turns=turns), "turns")
    seat = r.active
    while True:
        seat = (seat + 1) % rules.players
        if r.alive[seat]:
            return begin_turn(rules, r, seat, turns=turns)


Step = Callable[[Options, Record], Record]
STAGES: dict[Stage, Step] = {
    START_PLAYER: setup.start_player,
    TURN_START: turn_start,
    PLAYS: plays,
    ROLL: roll,
    EXTRA_ROLLS: extra,
    CARAVANS: caravan_results,
    SELLING: market,
    END_TURN: end_turn,
}
"""What happens at each step of setup and of the turn once no effect is pending (KST-2.1)."""
