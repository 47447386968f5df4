"""Legal actions per phase (section 3.2, 3.3) and why an action is refused, naming the
rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from . import actions as A
from . import forest
from .cards import SUIT_NAMES, Card, index_of
from .flow import move_choices_of, recipient
from .state import (
    COLLECT_GEM,
    DEAL_CARD,
    DECREE_REVEAL,
    END,
    FIRST_DEALER,
    FOREST_END,
    FOXES_SWAP,
    FOXES_TARGET,
    GIFT_FIRST,
    GIFT_SECOND,
    MOVE_CHOICE,
    PLAY_FOLLOW,
    PLAY_LEAD,
    Record,
)
from .tricks import legal_plays

if TYPE_CHECKING:
    from .rules import Rules


def _each(actions: tuple[Action, ...], cards: tuple[Card, ...]) -> tuple[Action, ...]:
    """``actions[card.index]`` for each card: the action of each card, in card order."""
    return tuple(map(actions.__getitem__, map(index_of, cards)))


def _plays(rules: Rules, r: Record) -> tuple[Action, ...]:
    return _each(A.PLAY, legal_plays(r.hands[r.actor], r.trick))


def _swaps(rules: Rules, r: Record) -> tuple[Action, ...]:
    return (A.NO_SWAP, *_each(A.SWAP, r.hands[r.actor]))


def _gives(rules: Rules, r: Record) -> tuple[Action, ...]:
    return _each(A.GIVE, r.hands[r.actor])


def _deals(rules: Rules, r: Record) -> tuple[Action, ...]:
    return _each(A.DEAL[recipient(r)], r.unseen)


def _decrees(rules: Rules, r: Record) -> tuple[Action, ...]:
    return _each(A.DECREE, r.unseen)


def _moves(rules: Rules, r: Record) -> tuple[Action, ...]:
    return tuple(A.MOVE[d] for d in move_choices_of(rules, r.trick, r.winner, r.leader))


def _covers(rules: Rules, r: Record) -> tuple[Action, ...]:
    return tuple(A.COVER[end] for end in forest.coverable_ends(r.path))


LEGAL = {
    FIRST_DEALER: lambda rules, r: tuple(A.FIRST_DEALER),
    DEAL_CARD: _deals,
    DECREE_REVEAL: _decrees,
    PLAY_LEAD: _plays,
    PLAY_FOLLOW: _plays,
    FOXES_TARGET: lambda rules, r: (A.TARGET_SELF, A.TARGET_PARTNER),
    FOXES_SWAP: _swaps,
    GIFT_FIRST: _gives,
    GIFT_SECOND: _gives,
    MOVE_CHOICE: _moves,
    COLLECT_GEM: lambda rules, r: (A.COLLECT, A.DECLINE),
    FOREST_END: _covers,
    END: lambda rules, r: (),
}
"""The legal actions (or chance outcomes) of each phase."""

RULE_OF_PHASE = {
    FIRST_DEALER: ("FD-1.5", "the round-1 dealer is drawn"),
    DEAL_CARD: ("FD-2.2", "a card is dealt"),
    DECREE_REVEAL: ("FD-2.3", "the decree card is revealed"),
    PLAY_LEAD: ("FD-3.3", "P{actor} leads a card"),
    PLAY_FOLLOW: ("FD-3.5", "P{actor} follows the lead"),
    FOXES_TARGET: ("FD-13.3", "P{actor} picks the Foxes target"),
    FOXES_SWAP: ("FD-13.3", "P{actor} may swap a card for the decree"),
    GIFT_FIRST: ("FD-13.5", "P{actor} picks a card to give"),
    GIFT_SECOND: ("FD-13.5", "P{actor} picks a card to give"),
    MOVE_CHOICE: ("FD-5.3", "P{actor}, the trick winner, chooses the move"),
    COLLECT_GEM: ("FD-6.1", "P{actor} collects or declines the gem"),
    FOREST_END: ("FD-9.2", "P{actor} chooses the end for the forest token"),
    END: ("FD-11.1", "the game is over"),
}
"""The rule that governs each phase, and what it asks for."""

PHASE_OF_ACTION = {
    A.FirstDealer: (FIRST_DEALER,), A.Deal: (DEAL_CARD,), A.Decree: (DECREE_REVEAL,),
    A.Play: (PLAY_LEAD, PLAY_FOLLOW), A.Target: (FOXES_TARGET,),
    A.Swap: (FOXES_SWAP,), A.NoSwap: (FOXES_SWAP,), A.Give: (GIFT_FIRST, GIFT_SECOND),
    A.Move: (MOVE_CHOICE,), A.Collect: (COLLECT_GEM,), A.Decline: (COLLECT_GEM,),
    A.Cover: (FOREST_END,),
}
"""The phases in which each type of action can be taken."""


def explain_illegal(rules: Rules, r: Record, action: Action) -> str:
    """Why ``action`` is not legal in ``r``; the message starts with the rule ID."""
    rule, asked = RULE_OF_PHASE[r.phase]
    asked = asked.format(actor=r.actor)
    if r.phase not in PHASE_OF_ACTION.get(type(action), ()):
        return f"{rule}: '{action}' cannot be taken now: {asked} (phase {r.phase})"
    card = getattr(action, "card", None)
    if r.phase == DEAL_CARD:
        if card not in r.unseen:
            return f"FD-2.2: {card} is not in the unseen pool"
        return f"FD-2.2: the next card goes to P{recipient(r)}, not P{action.seat}"
    if r.phase == DECREE_REVEAL:
        return f"FD-2.3: {card} is not one of the undealt cards"
    if card is not None and card not in r.hands[r.actor]:
        return f"{rule}: P{r.actor} does not hold {card}"
    if r.phase == PLAY_FOLLOW:
        led = r.trick[0].suit
        name = SUIT_NAMES[led]
        return (f"FD-3.5: must follow suit ({name}) while holding a {name[:-1]}; "
                f"{card} is not of the led suit")
    if r.phase == MOVE_CHOICE:
        legal = ", ".join(str(m.delta) for m in _moves(rules, r))
        return f"FD-5.3: {action} is not an allowed move; the choices are {legal}"
    if r.phase == FOREST_END:
        return (f"FD-9.2: cannot cover E{action.end}: the tracker stands on its outermost "
                "uncovered space")
    return f"{rule}: '{action}' is not legal: {asked}"
