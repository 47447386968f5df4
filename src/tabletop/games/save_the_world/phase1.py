"""Phase 1's transitions (SW-4 to SW-9): transport cards and their segments step by step,
solution cards, collecting, passing and resolving epicentres, trades with a player and
with the offer row, and permanent exchanges.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine import NOBODY, Action, replace_seat
from . import actions as A
from .cards import NO_CARDS, TRANSPORT, UNIVERSAL, deck_of
from .flow import begin_phase2, discard_kind, forget, learn, pose_draw
from .state import Offer, Phase, Record, Segment
from .tokens import collect, exchange, exchange_epicentre, five_exchange, pay
from .travel import epicentre_at

if TYPE_CHECKING:
    from .options import Options


def _add(values: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    return (*values[:i], values[i] + n, *values[i + 1:])


def _lay(r: Record, kind: int, **changes: object) -> Record:
    """SW-4.3: a card leaves the hand and lies face up in front of the player (with the
    other ``changes`` of the same transition)."""
    seat = r.active
    return r.replace(hands=replace_seat(r.hands, seat, _add(r.hands[seat], kind, -1)),
                     known=forget(r.known, seat, kind),
                     turn=r.turn.replace(played=_add(r.turn.played, kind, 1)), **changes)


def _back(r: Record, **changes: object) -> Record:
    """Back to the decision the free action interrupted (D3, or D4 inside a segment), with
    the other ``changes`` of the same transition."""
    return r.replace(phase=Phase.MOVE_STEP if r.segment is not None else Phase.PHASE1_ACTION,
                     actor=r.active, offer=None, **changes)


def walk(rules: Options, r: Record, action: A.Walk) -> Record:
    """SW-5, SW-6: the card's segment starts where the figure stands; the balloon and the
    sailboat roll their distance first (SW-6.6, C4)."""
    spec = TRANSPORT[action.kind]
    here = r.figures[r.active]
    segment = Segment(action.kind, spec.distance, entered=frozenset((here,)))
    if spec.rolls:
        return _lay(r, action.kind, segment=segment, phase=Phase.TRAVEL_ROLL, actor=NOBODY)
    return _lay(r, action.kind, segment=segment, phase=Phase.MOVE_STEP)


def roll_travel(rules: Options, r: Record, action: A.Roll) -> Record:
    """C4, SW-6.6: the roll is the segment's maximum distance."""
    assert r.segment is not None
    return r.replace(segment=r.segment.replace(left=action.value), phase=Phase.MOVE_STEP,
                     actor=r.active)


def fly(rules: Options, r: Record, action: A.Fly) -> Record:
    """SW-6.1 to SW-6.3: the figure lands; a military plane collects the token there."""
    seat = r.active
    r = _lay(r, action.kind, figures=replace_seat(r.figures, seat, action.cell))
    if action.kind == 1 and r.spread[action.cell]:
        r = collect(rules, r, seat, action.cell)
    return r


def step(rules: Options, r: Record, action: A.Step) -> Record:
    """SW-5.1, SW-5.10, SW-6.4, SW-6.5, SW-7.3, SW-7.4: the figure enters the cell,
    collecting, taking, leaving, resolving or passing; at distance 0 the segment ends."""
    seg = r.segment
    assert seg is not None
    seat, cell = r.active, action.cell
    form = action.form
    taken = seg.taken
    if form == A.TAKE or (form == A.PLAIN and r.spread[cell]):
        r = collect(rules, r, seat, cell)
        taken += form == A.TAKE
    elif form == A.RESOLVE:
        r = resolve(rules, r, seat, cell)
        taken += bool(TRANSPORT[seg.kind].cap and rules.cap_counts_epicentre)
    figures = replace_seat(r.figures, seat, cell)
    if seg.left <= 1:
        return r.replace(figures=figures, segment=None, phase=Phase.PHASE1_ACTION)
    entered = seg.entered if rules.allow_revisit else seg.entered | {cell}
    return r.replace(figures=figures, segment=Segment(seg.kind, seg.left - 1, seg.steps + 1,
                                                      taken, entered))


def resolve(rules: Options, r: Record, seat: int, cell: int) -> Record:
    """SW-7.4, SW-17.6: two unconsumed cards of the colour are consumed (coloured before
    universal); the epicentre goes to the player (co-op: back to the supply, the pile
    paying 8 units); its marker leaves; uncollected spread stays."""
    colour = epicentre_at(rules, r, cell)
    spot = rules.map.spot_at[cell]
    turn = r.turn
    if rules.pair_resolves == "one":
        coloured = min(2, turn.counts[colour] - turn.used[colour])
        turn = turn.replace(used=_add(turn.used, colour, coloured),
                            wild_used=turn.wild_used + 2 - coloured)
    r = r.replace(turn=turn, epi_type=replace_seat(r.epi_type, spot, -1),
                  epi_level=replace_seat(r.epi_level, spot, 0))
    if not rules.cooperative:
        h = r.holdings[seat]
        h = h.replace(epicentres=_add(h.epicentres, colour, 1))
        return r.replace(holdings=replace_seat(r.holdings, seat, h))
    paid = pay(r.pile, r.supply, colour, 8)
    assert paid is not None
    pile, supply = five_exchange(*paid, colour)
    r = r.replace(pile=pile, supply=supply)
    if rules.epicentres_per_type is not None:
        r = r.replace(epi_supply=_add(r.epi_supply, colour, 1))
    return r


def stop(rules: Options, r: Record, action: A.Word) -> Record:
    """SW-5.11: the segment ends where the figure stands."""
    return r.replace(segment=None, phase=Phase.PHASE1_ACTION)


def play_solution(rules: Options, r: Record, action: A.PlaySolution) -> Record:
    """SW-7.1, SW-7.5: the colour is active for the rest of phase 1; a universal card
    counts for its declared colour, or for every colour under ``wild``."""
    seat, kind, turn = r.active, action.kind, r.turn
    played = _add(turn.played, kind, 1)
    if kind == UNIVERSAL and action.colour < 0:
        turn = turn.replace(wild=turn.wild + 1, played=played)
    else:
        turn = turn.replace(counts=_add(turn.counts, action.colour, 1), played=played)
    return r.replace(hands=replace_seat(r.hands, seat, _add(r.hands[seat], kind, -1)),
                     known=forget(r.known, seat, kind), turn=turn)


def offer_trade(rules: Options, r: Record, action: A.OfferTrade) -> Record:
    """SW-8.2: a public offer; the target answers (D5)."""
    turn = r.turn.replace(offered=r.turn.offered | {action.seat})
    return r.replace(turn=turn, offer=Offer(action.seat, action.kind, action.wanted),
                     phase=Phase.TRADE_RESPONSE, actor=action.seat)


def answer_trade(rules: Options, r: Record, action: A.Card | A.Word) -> Record:
    """D5, SW-8.1, SW-8.2: the cards swap (both publicly), or the offer is declined."""
    offer = r.offer
    assert offer is not None
    if action == A.DECLINE:
        return _back(r)
    given = offer.wanted if action == A.ACCEPT else action.kind  # type: ignore[union-attr]
    me, you = r.active, offer.target
    hands = replace_seat(r.hands, me, _add(_add(r.hands[me], offer.card, -1), given, 1))
    hands = replace_seat(hands, you, _add(_add(hands[you], given, -1), offer.card, 1))
    known = learn(forget(r.known, me, offer.card), me, given)
    known = learn(forget(known, you, given), you, offer.card)
    return _back(r, hands=hands, known=known, turn=r.turn.replace(traded=True))


def swap_row(rules: Options, r: Record, action: A.SwapRow) -> Record:
    """SW-8.3, SW-8.5: one hand card for one row card; under ``discard_refill`` the given
    card is discarded and the slot refilled from the taken card's deck (C1 at once)."""
    seat, slot = r.active, action.slot
    taken = r.row[slot]
    hand = _add(_add(r.hands[seat], action.kind, -1), taken, 1)
    known = learn(forget(r.known, seat, action.kind), seat, taken)
    turn = r.turn.replace(swapped=True)
    hands = replace_seat(r.hands, seat, hand)
    if rules.offer_row_mode == "swap":
        return r.replace(hands=hands, known=known, turn=turn,
                         row=replace_seat(r.row, slot, action.kind))
    return pose_draw(rules, r.replace(
        hands=hands, known=known, turn=turn, row=replace_seat(r.row, slot, -1),
        discards=discard_kind(r.discards, action.kind), draws=(deck_of(taken),),
        draw_to=-1 - slot))


def exchanged(rules: Options, r: Record, action: A.Exchange | A.ExchangeEpicentre) -> Record:
    """SW-9.2, SW-9.3: a permanent exchange."""
    if isinstance(action, A.ExchangeEpicentre):
        return exchange_epicentre(r, r.actor, action.colour)
    done = exchange(rules, r, r.actor, action.colour, action.units)
    assert done is not None
    return done


def end_phase(rules: Options, r: Record, action: A.Word) -> Record:
    """SW-4.1, SW-4.3: the played cards go to their discard piles; phase 2 begins."""
    discards = tuple(map(operator.add, r.discards, r.turn.played))
    return begin_phase2(rules, r, discards=discards, segment=None,
                        turn=r.turn.replace(played=NO_CARDS))


_BY_TYPE: dict[type, Callable[..., Record]] = {
    A.Walk: walk, A.Fly: fly, A.Step: step, A.PlaySolution: play_solution,
    A.OfferTrade: offer_trade, A.SwapRow: swap_row, A.Exchange: exchanged,
    A.ExchangeEpicentre: exchanged}
_BY_WORD: dict[Action, Callable[..., Record]] = {A.END_PHASE: end_phase, A.STOP: stop}


def act(rules: Options, r: Record, action: Action) -> Record:
    """D3, D4: the transition of any phase-1 action."""
    apply = _BY_TYPE.get(type(action)) or _BY_WORD[action]
    return apply(rules, r, action)
