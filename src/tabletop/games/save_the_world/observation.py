"""What one seat may know (section 4, SW-16): its observation, the array layout, how it
sees each action, and determinization over the cards it cannot see.

Everything is public except the cards in other hands (public with ``open_hands``) and
the order of the decks. The deck each drawn card came from is public, and so is every
card traded, swapped with the offer row, played or discarded; a record keeps, per seat,
the cards everyone knows are in that hand (``known``), and determinization redeals only
the rest of each hand, transport slots from transport cards and solution slots from
solution cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
import numpy as np

from ...engine import Action, Layout, Observation
from .cards import NO_CARDS
from .decks import SPANS
from .encoding import codec
from .render import render_view
from .state import Phase, Record

if TYPE_CHECKING:
    from .options import Options



@attrs.frozen
class SaveTheWorldObservation(Observation):
    """One seat's view: the public table (``view``: the record with other hidden hands and
    the decks' contents blanked), hand sizes by deck and the deck sizes."""

    view: Record
    hand_sizes: tuple[tuple[int, int], ...]
    deck_sizes: tuple[int, int]
    rules: Any = attrs.field(eq=False, repr=False)

    def __str__(self) -> str:
        return render_view(self.rules, self.view, self.player, self.hand_sizes,
                           self.rules.open_hands)

    def to_array(self) -> np.ndarray:
        """See `layout` for the pieces."""
        view = self.view
        return codec(len(view.spread)).encode(self.rules, view, self.player, self.hand_sizes,
                                              self.deck_sizes)


def layout(rules: Options) -> Layout:
    """The observation array's pieces. Counts first: epicentre levels per spot, the own
    hand, the known cards, hand sizes (transport, solution) and holdings (loose, five-value
    and epicentre tokens per colour, permanent points) of every seat, the common pile, the
    spread and epicentre supplies, deck sizes and piles, phase-1 bookkeeping (cards laid,
    counts per colour, universal cards, consumed cards, trade and swap flags, offers
    made), the segment's distance left, steps and tokens taken, the pending offer (target,
    card, kind wanted, each plus 1), phase 2 (card plus 1, the spots the dice named plus 1,
    dice left, re-rolls, tied and doomed seats) and the counters (round, disaster cards,
    ``T``, outbreaks, lost, cards to draw, lives, eliminated). Then the one-hot pieces:
    spread tokens per colour and cell, figures per seat and cell, cells entered by the
    segment, cells of the placement, epicentres per spot and type, skulls, the offer row,
    the phase, the deciding / active / observing seat and the segment's card."""
    return codec(len(rules.map.terrain)).layout


def _blank(rules: Options, r: Record, player: int) -> Record:
    if rules.open_hands:
        return r.replace(decks=NO_CARDS)
    hands = tuple(h if s == player else NO_CARDS for s, h in enumerate(r.hands))
    return r.replace(hands=hands, decks=NO_CARDS)


def observe(rules: Options, r: Record, player: int) -> SaveTheWorldObservation:
    """Seat ``player``'s observation of ``r``: the decks hidden, and the other hands too
    unless ``open_hands`` (SW-16)."""
    sizes = tuple((sum(h[:10]), sum(h[10:])) for h in r.hands)
    return SaveTheWorldObservation(player=player, view=_blank(rules, r, player),
                                   hand_sizes=sizes, deck_sizes=(sum(r.decks[:10]),
                                                                 sum(r.decks[10:])),
                                   rules=rules)


def determinize(rules: Options, r: Record, player: int, rng: np.random.Generator) -> Record:
    """A record ``player`` cannot tell from ``r``: each other hand keeps its known cards;
    its other transport (solution) slots are dealt uniformly from the transport (solution)
    cards nobody has seen, the rest form the deck (section 4)."""
    if rules.open_hands:
        return r
    hands = [list(h) for h in r.hands]
    decks = list(r.decks)
    seats = [s for s in range(len(hands)) if s != player]
    for span in SPANS:
        pool: list[int] = [k for k in span for _ in range(decks[k])]
        slots: list[tuple[int, int]] = []
        for s in seats:
            for k in span:
                free = hands[s][k] - r.known[s][k]
                pool.extend([k] * free)
                hands[s][k] -= free
            slots.extend((s, 0) for _ in range(sum(r.hands[s][k] - r.known[s][k]
                                                   for k in span)))
        if not slots:
            continue
        order = rng.permutation(len(pool))
        for k in span:
            decks[k] = 0
        for i, at in enumerate(order):
            kind = pool[at]
            if i < len(slots):
                hands[slots[i][0]][kind] += 1
            else:
                decks[kind] += 1
    return r.replace(hands=tuple(tuple(h) for h in hands), decks=tuple(decks))


def observe_action(rules: Options, r: Record, action: Action, player: int) -> Action | str:
    """Another seat's drawn card is seen only as the deck it came from (section 4)."""
    if (r.phase == Phase.CARD_DRAW and r.draw_to >= 0 and r.draw_to != player
            and not rules.open_hands):
        return f"P{r.draw_to} draws a {('transport', 'solution')[r.draws[0]]} card"
    return action
