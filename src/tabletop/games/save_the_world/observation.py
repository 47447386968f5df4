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

from collections.abc import Sequence
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
        raw = codec(len(view.spread)).encode(self.rules, view, self.player, self.hand_sizes,
                                             self.deck_sizes)
        return layout(self.rules).normalise(raw)


_SCALED: dict[Options, Layout] = {}
"""The layout with the pieces' highs (`layout`) of each rules met, by their value (so the
many equal rules of separate environments find it); emptied past 64 entries."""


def count_high(rules: Options) -> int:
    """The high of the count pieces that have no finer one: the most of the cards in the
    transport and solution decks, the disaster deck, ``T``, a colour's spread tokens and
    a type's epicentres (at least 17, the largest card number plus 1)."""
    cards, disasters = rules.decks
    return max(17, sum(cards), sum(disasters), rules.target, rules.spread_per_colour,
               rules.epicentres_per_type or 0)


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
    the phase, the deciding / active / observing seat and the segment's card.

    Every slot lies in [0, 1]: the one-hot pieces hold 0 or 1; ``hand`` and ``known`` hold
    a kind's cards over that kind's copies in the decks; ``hand_sizes`` and ``deck_sizes``
    the cards over the transport (solution) deck's size; every other count piece (levels,
    turn, segment steps, offer, phase 2, counters, holdings, pile, supplies, piles) its
    numbers over `count_high`, saturating at 1."""
    known = _SCALED.get(rules)
    if known is not None:
        return known
    if len(_SCALED) >= 64:
        _SCALED.clear()
    cards = rules.decks[0]
    sizes = (max(1, sum(cards[:10])), max(1, sum(cards[10:])))
    kinds = tuple(max(1, c) for c in cards)
    highs = {"hand": kinds, "known": kinds, "hand_sizes": sizes, "deck_sizes": sizes}
    one_hot = ("spread", "figures", "entered", "placement", "epicentres", "row", "skulls",
               "phase", "seats", "segment")
    high = count_high(rules)
    found = Layout(*((name, shape, 1 if name in one_hot else highs.get(name, high))
                     for name, shape in codec(len(rules.map.terrain)).layout.pieces))
    _SCALED[rules] = found
    return found


def _blank(rules: Options, r: Record, player: int) -> Record:
    if rules.open_hands:
        return r.replace(decks=NO_CARDS)
    hands = tuple(h if s == player else NO_CARDS for s, h in enumerate(r.hands))
    return r.replace(hands=hands, decks=NO_CARDS)


def observe(rules: Options, r: Record, player: int) -> SaveTheWorldObservation:
    """Seat ``player``'s observation of ``r``: the decks hidden, and the other hands too
    unless ``open_hands`` (SW-16)."""
    return SaveTheWorldObservation(player=player, view=_blank(rules, r, player),
                                   hand_sizes=hand_sizes(r), deck_sizes=deck_sizes(r),
                                   rules=rules)


def hand_sizes(r: Record) -> tuple[tuple[int, int], ...]:
    """Each seat's transport and solution cards in hand."""
    return tuple((sum(h[:10]), sum(h[10:])) for h in r.hands)


def deck_sizes(r: Record) -> tuple[int, int]:
    """The transport and solution cards left in the decks."""
    return sum(r.decks[:10]), sum(r.decks[10:])


def observation_array(rules: Options, r: Record, player: int) -> np.ndarray:
    """``observe(rules, r, player).to_array()``, encoded from ``r`` itself (the codec reads
    only what the seat sees): the rules' ``observation_array`` hook."""
    raw = codec(len(r.spread)).encode(rules, r, player, hand_sizes(r), deck_sizes(r))
    return layout(rules).normalise(raw)


def observation_arrays(rules: Options, records: Sequence[Record],
                       players: Sequence[int]) -> np.ndarray:
    """``observation_array`` of each record and seat as the rows of one array: every row's
    bytes joined, converted and normalised at once (the rules' ``observation_arrays`` hook).

    Examples:
        >>> import tabletop
        >>> rules = tabletop.load_game("save_the_world")
        >>> r = rules.initial_state().record
        >>> rows = rules.observation_arrays([r, r], [0, 1])
        >>> rows.shape, bool((rows[1] == rules.observation_array(r, 1)).all())
        ((2, 2845), True)
    """
    coder = codec(len(rules.map.terrain))
    return layout(rules).normalise(coder.floats([
        coder.row(rules, r, player, hand_sizes(r), deck_sizes(r))
        for r, player in zip(records, players)]))


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
