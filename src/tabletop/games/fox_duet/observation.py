"""What one seat may know (section 4): its observation, its array encoding, how it sees
each action, and determinization over the cards it cannot see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import numpy as np

from ...engine import Action, Observation
from ...engine.observation import concat, multi_hot, one_hot
from .cards import SUITS, Card, by_index
from .flow import score
from .forest import gem_supply
from .render import render_observation
from .state import (
    DEAL_CARD,
    GIFT_FIRST,
    GIFT_SECOND,
    HAND_SIZE,
    PHASES,
    RESULTS,
    ROUNDS,
    Record,
)

if TYPE_CHECKING:
    from .rules import Rules


@attrs.frozen
class FoxDuetObservation(Observation):
    """One seat's view: its own hand and the public table, never the partner's hidden
    cards, the deck or earlier tricks (section 4, FD-8.1)."""

    phase: str
    to_move: int
    """The deciding seat, -1 at a chance event, -2 at the end."""
    level: int
    round: int
    trick_no: int
    dealer: int
    leader: int
    hand: tuple[Card, ...]
    partner_hand_size: int
    known_in_partner_hand: frozenset[Card]
    """Cards this seat knows the partner holds (given in a Gift, or the old decree taken
    in a Foxes swap)."""
    partner_knows: frozenset[Card]
    """Cards of this seat's hand that the partner knows about."""
    voids: frozenset[str]
    """Suits this seat has shown it lacked this round (FD-3.5); public."""
    partner_voids: frozenset[str]
    """Suits the partner has shown it lacked this round (FD-3.5); public."""
    decree: Card | None
    trick: tuple[Card, ...]
    gift_pick: Card | None
    """This seat's own pending ``GIFT_FIRST`` pick."""
    gift_pending: bool
    """A ``GIFT_FIRST`` pick is waiting (whoever made it)."""
    e0: int
    """Position of the printed path's E0 end (``gems[pos - e0]`` is position ``pos``)."""
    gems: tuple[int, ...]
    lo: int
    hi: int
    tracker: int
    forest_supply: int
    gem_supply: int
    result: str | None
    score: int

    def __str__(self) -> str:
        return render_observation(self)

    def to_array(self) -> np.ndarray:
        """Cards as 30-slot vectors; phase, round and result one-hot; shown voids as one
        flag per suit for this seat, then the partner; the path as one slot per space
        (tracker, covered, gems); counts as plain numbers."""
        def card_slot(card: Card | None) -> np.ndarray:
            return one_hot(-1 if card is None else card.index, 30)

        e0 = self.e0
        return concat([
            multi_hot([c.index for c in self.hand], 30),
            multi_hot([c.index for c in self.known_in_partner_hand], 30),
            multi_hot([c.index for c in self.partner_knows], 30),
            card_slot(self.decree),
            card_slot(self.trick[0] if self.trick else None),
            card_slot(self.trick[1] if len(self.trick) > 1 else None),
            card_slot(self.gift_pick),
            one_hot(PHASES.index(self.phase), len(PHASES)),
            [suit in self.voids for suit in SUITS],
            [suit in self.partner_voids for suit in SUITS],
            [self.to_move == self.player, self.to_move == 1 - self.player,
             self.gift_pending, self.player, self.dealer == self.player,
             self.leader == self.player, self.trick_no / HAND_SIZE, len(self.hand),
             self.partner_hand_size, self.forest_supply, self.gem_supply],
            one_hot(self.level - 1, 3),
            one_hot(self.round - 1, ROUNDS),
            one_hot(self.tracker - e0, len(self.gems)),
            [not self.lo <= i + e0 <= self.hi for i in range(len(self.gems))],
            self.gems,
            one_hot(-1 if self.result is None else RESULTS.index(self.result), len(RESULTS)),
            [self.score],
        ])


def observation_size(spaces: int) -> int:
    """Length of ``to_array()`` for a path of ``spaces`` spaces."""
    return (30 * 7 + len(PHASES) + 2 * len(SUITS) + 11 + 3 + ROUNDS + 3 * spaces
            + len(RESULTS) + 1)


def observe(rules: Rules, r: Record, player: int) -> FoxDuetObservation:
    """``player``'s observation of ``r``."""
    partner = 1 - player
    pick_is_mine = r.gift_pick is not None and r.actor == partner
    path = r.path
    return FoxDuetObservation(
        player=player, phase=r.phase, to_move=rules.current_player(r), level=rules.level,
        round=r.round, trick_no=r.trick_no, dealer=r.dealer, leader=r.leader, hand=r.hands[player],
        partner_hand_size=len(r.hands[partner]),
        known_in_partner_hand=r.known[partner], partner_knows=r.known[player],
        voids=r.voids[player], partner_voids=r.voids[partner],
        decree=r.decree, trick=r.trick, gift_pick=r.gift_pick if pick_is_mine else None,
        gift_pending=r.gift_pick is not None, gems=path.gems, lo=path.lo, hi=path.hi,
        tracker=path.tracker, forest_supply=path.forest_supply, gem_supply=gem_supply(path),
        result=r.result, score=score(rules, r), e0=path.e0)


def determinize(r: Record, player: int, rng: np.random.Generator) -> Record:
    """A record drawn uniformly among those ``player`` cannot tell from ``r``: the
    partner's hand keeps the cards ``player`` knows it holds; its other slots get cards
    drawn from the hidden ones outside the partner's shown voids (FD-3.5, FD-3.6), the
    rest form the deck; a pending Gift pick hidden from ``player`` is redrawn from the
    partner's new hand (section 4)."""
    partner = 1 - player
    known = r.known[partner]
    hidden = [*r.unseen, *(c for c in r.hands[partner] if c not in known)]
    void = r.voids[partner]
    eligible = [c for c in hidden if c.suit not in void]
    slots = len(r.hands[partner]) - len(known)
    picked = rng.permutation(len(eligible))
    to_partner = {eligible[i] for i in picked[:slots]}
    unseen = by_index(c for c in hidden if c not in to_partner)
    hand = by_index((*known, *to_partner))
    hands = (hand, r.hands[1]) if partner == 0 else (r.hands[0], hand)
    gift_pick = r.gift_pick
    if r.phase == GIFT_SECOND and r.actor == player:
        gift_pick = hand[int(rng.integers(len(hand)))]
    return r.replace(hands=hands, unseen=unseen, gift_pick=gift_pick)


def observe_action(r: Record, action: Action, player: int) -> Action | str:
    """How ``player`` saw ``action`` applied at ``r``: another seat's dealt card and the
    partner's ``GIFT_FIRST`` pick are hidden (section 3.5, section 4)."""
    if r.phase == DEAL_CARD and action.seat != player:
        return f"deal a card to P{action.seat}"
    if r.phase == GIFT_FIRST and r.actor != player:
        return f"P{r.actor} picks a card to give"
    return action
