"""The legal actions or chance outcomes of each phase (sections 3.2, 3.3) and why an
action is refused, naming the rule (FD-1.5, FD-2.2, FD-2.3, FD-3.3, FD-3.5, FD-5.3,
FD-6.1, FD-9.2, FD-13.3, FD-13.5).

Every function takes the rules and the record, as the phase table of ``rules.py`` calls
them; actions come in a fixed order (card order, ascending moves, E0 before E1).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Action, next_seat
from . import actions as A
from . import forest
from .cards import CARDS, SUIT_NAMES, Card
from .options import Options
from .state import PLAYERS, Phase, Record
from .tricks import legal_plays, move_choices_of


def recipient(r: Record) -> int:
    """Who receives the next ``DEAL_CARD``: alternating, the non-dealer first (FD-2.2)."""
    return next_seat(r.dealer, PLAYERS, 1 + sum(map(len, r.hands)))


def _each(actions: tuple[Action, ...], cards: Sequence[Card]) -> tuple[Action, ...]:
    """``actions[card.index]`` for each card: the action of each card, in card order."""
    return tuple([actions[c.index] for c in cards])


# -- chance events ---------------------------------------------------------------------------
def first_dealers(rules: Options, r: Record) -> tuple[Action, ...]:
    """``FIRST_DEALER``: either seat deals round 1 (FD-1.5)."""
    return A.FIRST_DEALER


def _odds(outcomes: tuple[Action, ...]) -> dict[int, tuple[tuple[Action, float], ...]]:
    """For each count n of cards left, each card's outcome paired with probability 1/n."""
    return {n: tuple((a, 1.0 / n) for a in outcomes) for n in range(1, len(CARDS) + 1)}


_DEAL_ODDS = tuple(_odds(to_seat) for to_seat in A.DEAL)
"""``_DEAL_ODDS[seat][n][card.index]``: dealing the card to ``seat`` from ``n`` unseen."""
_DECREE_ODDS = _odds(A.DECREE)
"""``_DECREE_ODDS[n][card.index]``: revealing the card as the decree from ``n`` unseen."""


def deals(rules: Options, r: Record) -> list[tuple[Action, float]]:
    """``DEAL_CARD``: each unseen card to the recipient, equally likely (FD-2.2, section
    3.3)."""
    unseen = r.unseen
    odds = _DEAL_ODDS[recipient(r)][len(unseen)]
    return [odds[c.index] for c in unseen]


def decrees(rules: Options, r: Record) -> list[tuple[Action, float]]:
    """``DECREE_REVEAL``: each of the 8 undealt cards, equally likely (FD-2.3, section
    3.3)."""
    unseen = r.unseen
    odds = _DECREE_ODDS[len(unseen)]
    return [odds[c.index] for c in unseen]


# -- decisions -------------------------------------------------------------------------------
def plays(rules: Options, r: Record) -> tuple[Action, ...]:
    """``PLAY_LEAD``, ``PLAY_FOLLOW``: any card to lead (FD-3.3), a card of the led suit
    when the follower holds one (FD-3.5, FD-3.6)."""
    return _each(A.PLAY, legal_plays(r.hands[r.actor], r.trick))


def targets(rules: Options, r: Record) -> tuple[Action, ...]:
    """``FOXES_TARGET``: the player of the 3 or the partner (FD-13.3)."""
    return A.TARGETS


def swaps(rules: Options, r: Record) -> tuple[Action, ...]:
    """``FOXES_SWAP``: no swap, or any card of the target's hand (FD-13.3)."""
    return (A.NO_SWAP, *_each(A.SWAP, r.hands[r.actor]))


def gives(rules: Options, r: Record) -> tuple[Action, ...]:
    """``GIFT_FIRST``, ``GIFT_SECOND``: any card of the hand (FD-13.5)."""
    return _each(A.GIVE, r.hands[r.actor])


def moves(rules: Options, r: Record) -> tuple[Action, ...]:
    """``MOVE_CHOICE``: every displacement the trick allows, ascending (FD-5.3)."""
    return tuple([A.MOVE[d] for d in move_choices_of(rules, r.trick, r.winner, r.leader)])


def collects(rules: Options, r: Record) -> tuple[Action, ...]:
    """``COLLECT_GEM``: take the gem or leave it (FD-6.1, U4)."""
    return A.COLLECT_OR_DECLINE


def covers(rules: Options, r: Record) -> tuple[Action, ...]:
    """``FOREST_END``: either end, except one whose outermost uncovered space holds the
    tracker (FD-9.2, A11)."""
    return tuple([A.COVER[end] for end in forest.coverable_ends(r.path)])


# -- refusals --------------------------------------------------------------------------------
_TAKEN_IN = {
    Phase.FIRST_DEALER: (A.FirstDealer,), Phase.DEAL_CARD: (A.Deal,),
    Phase.DECREE_REVEAL: (A.Decree,), Phase.PLAY_LEAD: (A.Play,),
    Phase.PLAY_FOLLOW: (A.Play,), Phase.FOXES_TARGET: (A.Target,),
    Phase.FOXES_SWAP: (A.Swap, A.NoSwap), Phase.GIFT_FIRST: (A.Give,),
    Phase.GIFT_SECOND: (A.Give,), Phase.MOVE_CHOICE: (A.Move,),
    Phase.COLLECT_GEM: (A.Collect, A.Decline), Phase.FOREST_END: (A.Cover,),
}
"""The types of action each phase takes."""


def explain(rules: Options, r: Record, action: Action) -> str:
    """Why ``action`` is not legal in ``r``; the message starts with the rule ID: the
    phase's rule when the phase does not take actions of its kind, otherwise the rule the
    action breaks."""
    phase = rules.phases[r.phase]
    rule, asked = phase.rule, phase.asks.format(actor=r.actor)
    if type(action) not in _TAKEN_IN.get(r.phase, ()):
        return f"{rule}: '{action}' cannot be taken now: {asked} (phase {r.phase})"
    if isinstance(action, A.Deal):
        if action.card not in r.unseen:
            return f"FD-2.2: {action.card} is not in the unseen pool"
        return f"FD-2.2: the next card goes to P{recipient(r)}, not P{action.seat}"
    if isinstance(action, A.Decree):
        return f"FD-2.3: {action.card} is not one of the undealt cards"
    card = getattr(action, "card", None)
    if card is not None and card not in r.hands[r.actor]:
        return f"{rule}: P{r.actor} does not hold {card}"
    if r.phase == Phase.PLAY_FOLLOW:
        name = SUIT_NAMES[r.trick[0].suit]
        return (f"FD-3.5: must follow suit ({name}) while holding a {name[:-1]}; "
                f"{card} is not of the led suit")
    if isinstance(action, A.Move):
        choices = ", ".join(str(d) for d in move_choices_of(rules, r.trick, r.winner,
                                                            r.leader))
        return f"FD-5.3: {action} is not an allowed move; the choices are {choices}"
    if isinstance(action, A.Cover):
        return (f"FD-9.2: cannot cover E{action.end}: the tracker stands on its outermost "
                "uncovered space")
    return f"{rule}: '{action}' is not legal: {asked}"
