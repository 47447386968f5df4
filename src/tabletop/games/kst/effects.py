"""KST-19, KST-3, KST-11, KST-14: the effect handlers, drawing with cleanup, Resurrect.

`EFFECTS` maps each op of the closed vocabulary to its handler, called with the
effect's controller. A handler returns the record still resolving, or with the decision
or chance event it poses (``steal_target``, ``attack_target``, ``draw``). Effects of
``scope = opponent`` reach alive players of the other team, ``scope = other`` every other
alive player (KST-19, A22); an effect without a target does nothing.

Drawing is one chance event per card (KST-14.1). The Graveyard becomes the deck only
when a draw finds the deck empty (KST-14.2); with both empty the rest of the draw yields
nothing (KST-14.3). A drawn opponent-coloured card leaves the hand at once: to the
drawer's Prison if it is first-world and not a Building, else to the Graveyard (KST-3.1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import NOBODY, Action, replace_seat
from . import combat
from .cards import Effect
from .options import Options
from .points import lose, pay, settle
from .state import ATTACK_TARGET, DRAW, PLAY, PLAYS, RESOLVING, STEAL_TARGET, Jobs, Record
from .table import add

BYTES = tuple(bytes((n,)) for n in range(256))
"""Each byte value as a one-byte string, to rebuild the deck's counts."""


def gain(rules: Options, r: Record, seat: int, effect: Effect, rest: Jobs) -> Record:
    """``gain n``: the bank pays n to the controller (KST-15.2)."""
    return settle(rules, pay(rules, r, seat, effect.n, todo=rest))


def drain(rules: Options, r: Record, seat: int, effect: Effect, rest: Jobs) -> Record:
    """``drain n``: every alive opponent loses n to the bank, all at once, then the
    eliminations in seat order (KST-16.4)."""
    team = r.teams[seat]
    r = r.replace(todo=rest)
    for victim in range(rules.players):
        if r.alive[victim] and r.teams[victim] != team:
            r = lose(r, victim, effect.n)
    return settle(rules, r)


def in_scope(rules: Options, r: Record, seat: int, scope: str) -> tuple[int, ...]:
    """The players an effect of ``seat`` may choose (KST-19): alive opponents, or with
    ``scope = other`` every other alive player; never an eliminated one (KST-16.3)."""
    team = r.teams[seat]
    return tuple(s for s in range(rules.players) if s != seat and r.alive[s]
                 and (scope == "other" or r.teams[s] != team))


def victims(rules: Options, r: Record, seat: int, scope: str) -> list[Action]:
    """The ``target_player`` action of every player in scope (`in_scope`)."""
    table = rules.actions.target_player
    return [table[s] for s in in_scope(rules, r, seat, scope)]


def steal(rules: Options, r: Record, seat: int, effect: Effect, rest: Jobs) -> Record:
    """``steal n``: the controller picks a player in scope (``steal_target``)."""
    chosen = victims(rules, r, seat, effect.scope)
    if not chosen:
        return r.replace(todo=rest)
    return r.replace(phase=STEAL_TARGET, actor=seat, effect=effect, todo=rest)


def rob(rules: Options, r: Record, victim: int) -> Record:
    """The chosen victim of a steal gives ``min(n, pool)`` to the controller."""
    assert r.effect is not None
    seat, n = r.actor, min(r.effect.n, r.pools[victim])
    pools = replace_seat(r.pools, victim, r.pools[victim] - n)
    r = r.replace(pools=replace_seat(pools, seat, pools[seat] + n), effect=None,
                  phase=RESOLVING)
    return settle(rules, r)


def attack(rules: Options, r: Record, seat: int, effect: Effect, rest: Jobs) -> Record:
    """``attack``: the controller picks a target (``attack_target``, KST-9.1)."""
    aimed = combat.aims(rules, r, seat, effect)
    if not aimed:
        return r.replace(todo=rest)
    return r.replace(phase=ATTACK_TARGET, actor=seat, effect=effect, todo=rest)


def draw(rules: Options, r: Record, seat: int, effect: Effect, rest: Jobs) -> Record:
    """``draw n``: n single draws by the controller, each a chance event (KST-14.1)."""
    n = effect.n
    if n and any(r.deck):  # the first card posed at once
        return r.replace(active=seat, draws=n, todo=rest, phase=DRAW, actor=NOBODY)
    r = r.replace(active=seat, draws=n, todo=rest)
    return pose_draw(rules, r) if n else r


def extra_rolls(rules: Options, r: Record, seat: int, effect: Effect, rest: Jobs) -> Record:
    """``extra_rolls n``: adds n to this roll's grant G (KST-6.1)."""
    return r.replace(roll=r.roll.replace(grant=r.roll.grant + effect.n), todo=rest)


def resurrect(rules: Options, r: Record, seat: int, effect: Effect, rest: Jobs) -> Record:
    """KST-11: the first card from the Graveyard's top that has the Resurrect mark and the
    controller's colour goes to the controller's hand, publicly known (KST-21.2); the
    cards passed over stay; with none, nothing happens. Compulsory, no decision."""
    team, cards = r.teams[seat], rules.cards
    pile = r.graveyard
    for at in range(len(pile) - 1, -1, -1):
        card = cards[pile[at]]
        if card.resurrect and card.team == team:
            return r.replace(graveyard=pile[:at] + pile[at + 1:], todo=rest,
                             hands=replace_seat(r.hands, seat, add(r.hands[seat], card.index)),
                             known=replace_seat(r.known, seat, add(r.known[seat], card.index)))
    return r.replace(todo=rest)


Handler = Callable[[Options, Record, int, Effect, Jobs], Record]
EFFECTS: dict[str, Handler] = {
    "gain": gain, "steal": steal, "drain": drain, "draw": draw, "attack": attack,
    "extra_rolls": extra_rolls, "resurrect": resurrect,
}
"""The handler of each effect op (KST-19), called with the effect's controller and the
effects still to resolve after it."""


def pose_draw(rules: Options, r: Record) -> Record:
    """The next single draw of the draw in progress, found the deck empty: the Graveyard
    becomes the deck (KST-14.2); with nothing there either, the rest of the draw yields
    nothing (KST-14.3) and the record goes on resolving."""
    if not r.graveyard:
        return r.replace(draws=0)
    counts = [0] * rules.cards.main
    for card in r.graveyard:
        counts[card] += 1
    return r.replace(deck=bytes(counts), graveyard=(),
                     phase=DRAW, actor=NOBODY)


def drawn(rules: Options, r: Record, card: int) -> Record:
    """The card a draw revealed goes to the drawer's hand, or by cleanup to the drawer's
    Prison or the Graveyard (KST-3.1); cleanup costs no play (KST-3.2). The last card of
    the turn draw, with nothing left to resolve, poses the first ``play`` at once."""
    seat, draws, deck = r.active, r.draws - 1, r.deck
    deck = deck[:card] + BYTES[deck[card] - 1] + deck[card + 1:]
    colour = rules.team_of[card]
    if colour < 0 or colour == r.teams[seat]:
        hands = replace_seat(r.hands, seat, add(r.hands[seat], card))
        if draws:  # the most frequent case, spelt out
            if any(deck):
                return r.replace(deck=deck, draws=draws, hands=hands, phase=DRAW)
            return pose_draw(rules, r.replace(deck=deck, draws=draws, hands=hands,
                                              phase=RESOLVING))
        kept: dict[str, Any] = {"hands": hands}
    elif rules.prisonable[card]:
        kept = {"prisons": replace_seat(r.prisons, seat, r.prisons[seat] + (card,))}
    else:
        kept = {"graveyard": (*r.graveyard, card)}
    if draws:
        if any(deck):
            return r.replace(deck=deck, draws=draws, phase=DRAW, **kept)
        return pose_draw(rules, r.replace(deck=deck, draws=draws, phase=RESOLVING, **kept))
    if not r.todo and plays_left(rules, r, r.plays):
        return r.replace(deck=deck, draws=draws, phase=PLAY, actor=seat, **kept)
    return r.replace(deck=deck, draws=draws, phase=RESOLVING, **kept)


def plays_left(rules: Options, r: Record, made: int) -> bool:
    """Whether the next ``play`` is posed when nothing is left to resolve in the play
    phase and ``made`` plays are made (not when the stage or the count says otherwise)."""
    return r.stage is PLAYS and made < rules.plays_per_turn
