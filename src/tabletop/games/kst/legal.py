"""The legal actions and chance outcomes of every phase (spec sections 5.2, 5.3), and why
an action is refused, each explanation starting with the rule ID it breaks.

Examples:
    >>> from tabletop.games.kst.options import Options
    >>> rules = Options(players=2)
    >>> [str(a) for a in teams(rules, None)]
    ['teams(SR)', 'teams(RS)']
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import getitem

from ...engine import Action
from . import combat, effects
from .actions import (
    ALONE,
    END_PLAYS,
    FINISH,
    KEEP,
    RELEASE,
    ROLL_ALL,
    ROLL_CARAVANS,
    WITHDRAW,
    Lay,
    PlayAction,
    Sell,
    Stake,
    Summon,
)
from .cards import COST, TEAM_NAMES
from .options import Options
from .points import payable
from .state import Record
from .table import hosts

Outcomes = Sequence[tuple[Action, float]]


# -- chance events ---------------------------------------------------------------------------
def teams(rules: Options, r: Record | None) -> Sequence[Action]:
    """``team_assignment``: every balanced assignment, equally likely (KST-1.2)."""
    return tuple(rules.actions.teams.values())


def draws(rules: Options, r: Record) -> Outcomes:
    """``draw``: each card id left in the main deck, weighted by its copies (KST-14.1)."""
    deck = r.deck
    try:  # each left card's outcomes, by its copies left
        known = compress(rules.draw_outcomes[sum(deck)], deck)
        return list(map(getitem, known, deck.replace(b"\0", b"")))
    except IndexError:  # more copies than the card set has: a record made by hand
        share = 1.0 / sum(deck)
        return [(action, n * share) for action, n in zip(rules.actions.draw, deck) if n]


def dice(rules: Options, r: Record) -> Outcomes:
    """``die``: 1-6, equally likely."""
    return rules.actions.die_outcomes


def start_dice(rules: Options, r: Record) -> Outcomes:
    """``start_die``: 1-6, equally likely (KST-1.6)."""
    return rules.actions.start_die_outcomes


def start_seats(rules: Options, r: Record) -> Sequence[Action]:
    """``start_seat`` (KST-1.6): every seat (``start_player = uniform``), or after the last
    tied round of start dice the seats still tied (`.options.START_ROUNDS`)."""
    table, tied = rules.actions.start_seat, r.start_roll[0]
    return tuple(table[seat] for seat in tied) if tied else table


# -- decisions -------------------------------------------------------------------------------
def plays(rules: Options, r: Record) -> list[Action]:
    """``play`` (KST-4.1, KST-4.2, KST-12.2): every card of the hand that may go out, every
    summonable special card, and ``end_plays`` (with ``as_many_as_possible`` only when
    nothing else is legal)."""
    seat = r.actor
    hand = r.hands[seat]
    actions, costs = rules.play_costs
    budget = r.pools[seat] - rules.floor
    legal: list[Action] = []
    last = -1
    for card in hand:  # each card id once: the hand is sorted
        if card != last:
            last = card
            if costs[card] <= budget:
                legal.append(actions[card])
    if hand:
        firsts, summonable = rules.summons[r.teams[seat]]
        if not firsts.isdisjoint(hand):
            specials = r.specials
            for first, at, special, action, recipe, placement in summonable:
                if first in hand and specials[at] and all(
                        hand.count(c) >= k for c, k in recipe) and (
                        placement == "attach_optional"
                        or not summon_blocker(rules, r, seat, special)):
                    legal.append(action)
    if rules.plays_rule == "up_to" or not legal:
        legal.append(END_PLAYS)
    return legal


def summon_blocker(rules: Options, r: Record, seat: int, special: int) -> str:
    """What keeps ``seat`` from summoning ``special`` now (a key of `BLOCKERS`), or
    ``""`` if nothing does (KST-12.2)."""
    card = rules.cards[special]
    if not r.specials[special - rules.cards.main]:
        return "deck"
    if card.team >= 0 and card.team != r.teams[seat]:
        return "colour"
    hand = r.hands[seat]
    for ingredient, copies in card.ingredients:
        if hand.count(ingredient) < copies:
            return "recipe"
    if card.placement == "attach_required" and not hosts(rules, r.lines[seat], special):
        return "host"
    if card.placement == "line" and not payable(rules, r.pools[seat], COST[3]):
        return "cost"
    return ""


BLOCKERS = {
    "deck": "KST-12.2: no copy of {card} is left in the special deck",
    "colour": "KST-12.2: {card} is a {colour} card and P{seat} plays {team}",
    "recipe": "KST-12.2: summoning {card} needs {recipe} in hand",
    "host": "KST-12.3: {card} must go on an own first-world entry that carries none yet",
    "cost": "KST-4.3: summoning {card} costs 2 points and the pool must keep 1",
}
"""The explanation of each summon blocker."""


def stakes(rules: Options, r: Record) -> Sequence[Action]:
    """``caravan_stake``: 1 to pool - 1, or to the whole pool with
    ``allow_self_elimination`` (KST-7.1, KST-4.3)."""
    return rules.actions.stake[1:r.pools[r.actor] - rules.floor + 1]


def placements(rules: Options, r: Record) -> Sequence[Action]:
    """``placement``: every own first-world entry without this special, and ``alone`` for
    an ``attach_optional`` card (KST-12.3, KST-12.4)."""
    table = rules.actions.host
    legal: list[Action] = [table[i] for i in hosts(rules, r.lines[r.actor], r.summoned)]
    if rules.cards[r.summoned].placement == "attach_optional":
        legal.append(ALONE)
    return legal


def attack_targets(rules: Options, r: Record) -> Sequence[Action]:
    """``attack_target``: every legal target of the attack (KST-9.1, KST-9.2)."""
    assert r.effect is not None
    return combat.aims(rules, r, r.actor, r.effect)


def steal_targets(rules: Options, r: Record) -> Sequence[Action]:
    """``steal_target``: every player in the steal's scope (KST-19)."""
    assert r.effect is not None
    return effects.victims(rules, r, r.actor, r.effect.scope)


def afterlife_choices(rules: Options, r: Record) -> Sequence[Action]:
    """``afterlife``: keep or release; posed only when keeping is payable (KST-10.1)."""
    return (KEEP, RELEASE)


def roll_modes(rules: Options, r: Record) -> Sequence[Action]:
    """``roll_mode``: all cards but the Caravans, or the Caravans (KST-5.1)."""
    return (ROLL_ALL, ROLL_CARAVANS)


def caravan_results(rules: Options, r: Record) -> Sequence[Action]:
    """``caravan_result``: keep the Caravan in line or withdraw it (KST-7.5)."""
    return (KEEP, WITHDRAW)


def sales(rules: Options, r: Record) -> Sequence[Action]:
    """``market``: sell any card id of the hand, or finish (KST-8.2, KST-8.3)."""
    table = rules.actions.sell
    return [*(table[c] for c in sorted(set(r.hands[r.actor]))), FINISH]



# -- why not ---------------------------------------------------------------------------------
def wrong_kind(rules: Options, action: Action) -> str | None:
    """A card action whose card is of another kind: sold outside the Market (KST-8.1), or
    laid, played or summoned against its kind (KST-4.2, KST-12.1); None otherwise."""
    if not isinstance(action, Lay | PlayAction | Summon | Sell):
        return None
    card = rules.cards[action.index]
    if isinstance(action, Sell):
        return ("KST-8.1: cards are sold at the Market, after the roll"
                + ("" if not card.special else f"; {card.label} is a special card"))
    right = (f"summon({card.id})" if card.special
             else f"play_action({card.id})" if card.action else f"lay({card.id})")
    if str(action) == right:
        return None
    kind = ("a special card" if card.special else "an action card" if card.action
            else "a card laid into the line")
    return f"KST-4.2: {card.label} is {kind}: it is played with {right}"


def why_not_play(rules: Options, r: Record, action: Action) -> str | None:
    """Why a ``play`` action is refused (KST-4, KST-7.1, KST-12): first a card of the wrong
    kind for the action (`wrong_kind`)."""
    wrong = wrong_kind(rules, action)
    if wrong:
        return wrong
    seat = r.actor
    if action is END_PLAYS:
        return ("KST-4.1: with plays_rule = as_many_as_possible, end_plays is legal only "
                "when no play is")
    if isinstance(action, Summon):
        card = rules.cards[action.index]
        recipe = " + ".join(f"{k} x {rules.cards[c].id}" for c, k in card.ingredients)
        blocker = summon_blocker(rules, r, seat, action.index)
        return BLOCKERS[blocker].format(card=card.label, colour=card.colour, seat=seat,
                                        team=TEAM_NAMES[r.teams[seat]], recipe=recipe) if (
            blocker) else None
    if isinstance(action, Lay | PlayAction):
        card = rules.cards[action.index]
        if action.index not in r.hands[seat]:
            return f"KST-4.2: {card.label} is not in P{seat}'s hand"
        if card.caravan:
            return "KST-7.1: a Caravan needs a stake of at least 1 and the pool must keep 1"
        return (f"KST-4.3: laying {card.label} costs {COST[card.world]} point and the pool "
                "must keep 1")
    return None


def why_not_stake(rules: Options, r: Record, action: Action) -> str | None:
    """Why a stake is refused (KST-7.1, KST-4.3)."""
    if isinstance(action, Stake):
        top = r.pools[r.actor] - rules.floor
        return f"KST-7.1: the stake must be 1 to {top} (the pool keeps {rules.floor})"
    return None
