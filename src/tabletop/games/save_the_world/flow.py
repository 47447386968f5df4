"""Transitions (spec section 3.3): the ``apply`` function of every phase and the automatic
steps that follow it up to the next decision or chance event: card draws and reshuffles
(SW-1.3, SW-2, SW-13, SW-14), the turn order and the end (SW-3, SW-15.2, SW-17.11), phase 2
(SW-10 to SW-12) and the eliminations after it (SW-17.8).

Phase 1's own transitions are in ``phase1.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import NOBODY, Action, replace_seat
from . import actions as A
from .cards import NO_CARDS
from .decks import SLICES, available, reshuffle
from .disasters import fresh_board, intensify, lose_life, new_disaster, place, placing
from .state import Holding, Phase, Record, Stage, Turn, Work
from .tokens import exchange, exchange_epicentre

if TYPE_CHECKING:
    from .options import Options


FRESH_TURN = Turn(played=NO_CARDS)


def _add(values: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    return (*values[:i], values[i] + n, *values[i + 1:])


# -- setup -------------------------------------------------------------------------------------
def initial_record(rules: Options) -> Record:
    """SW-1: an empty board, full decks, then the offer row's four draws (C1: slots 0, 1
    from the transport deck, 2, 3 from the solution deck)."""
    n = rules.players
    cards, disasters = rules.decks
    r = fresh_board(rules).replace(
        holdings=(Holding(),) * n, hands=(NO_CARDS,) * n, known=(NO_CARDS,) * n,
        decks=cards, discards=NO_CARDS, disaster_deck=disasters,
        disaster_discard=(0,) * len(disasters), active=rules.first_player,
        turn=Turn(played=NO_CARDS))
    return pose_draw(rules, r.replace(draws=(0, 0, 1, 1), draw_to=-1))


def choose_start_city(rules: Options, r: Record, action: A.City) -> Record:
    """D1, SW-2.1: the figure goes on the city; the next seat clockwise chooses, then the
    first player chooses an initial split."""
    cell = rules.map.start_by_id[action.id].cell
    r = r.replace(figures=replace_seat(r.figures, r.actor, cell))
    seat = (r.actor + 1) % rules.players
    if seat != rules.first_player:
        return r.replace(actor=seat)
    return r.replace(phase=Phase.INITIAL_SPLIT, actor=seat, stage=Stage.INITIAL)


def choose_initial_split(rules: Options, r: Record, action: A.Split) -> Record:
    """D2, SW-2.2: k transport cards and the rest solution cards, drawn at once."""
    t, s = available(r.decks, r.discards, 0), available(r.decks, r.discards, 1)
    n = min(5, t + s)
    return pose_draw(rules, r.replace(draws=(0,) * action.k + (1,) * (n - action.k),
                                      draw_to=r.actor, active=r.actor))


# -- card draws ---------------------------------------------------------------------------------
def pose_draw(rules: Options, r: Record) -> Record:
    """The next pending draw (its deck reshuffled first when empty, SW-14.1; a draw no
    deck can supply is dropped, SW-14.3), or what follows the draws."""
    while r.draws:
        span = SLICES[r.draws[0]]
        if not sum(r.decks[span]):
            r = reshuffle(r, r.draws[0])
            if not sum(r.decks[span]):
                r = r.replace(draws=r.draws[1:])
                continue
        return r if r.phase == Phase.CARD_DRAW else r.replace(phase=Phase.CARD_DRAW,
                                                              actor=NOBODY)
    return after_draws(rules, r)


def draw_card(rules: Options, r: Record, action: A.Draw) -> Record:
    """C1: the card leaves its deck for a hand or an offer-row slot."""
    kind = action.kind
    to = r.draw_to
    decks = _add(r.decks, kind, -1)
    if to >= 0:
        r = r.replace(decks=decks, draws=r.draws[1:],
                      hands=replace_seat(r.hands, to, _add(r.hands[to], kind, 1)))
    else:
        r = r.replace(decks=decks, draws=r.draws[1:],
                      row=replace_seat(r.row, -1 - to, kind),
                      draw_to=to - 1 if r.stage == Stage.SETUP else to)
    return pose_draw(rules, r)


def after_draws(rules: Options, r: Record) -> Record:
    """What follows the pending card draws, by ``stage``: the start cities (SW-2.1), the next
    initial split or the first turn, back to phase 1, or another phase-3 split or the turn's
    end."""
    stage = r.stage
    if stage == Stage.SETUP:
        return r.replace(phase=Phase.START_CITY, actor=rules.first_player, draw_to=NOBODY)
    if stage == Stage.INITIAL:
        seat = (r.active + 1) % rules.players
        if seat != rules.first_player:
            return r.replace(phase=Phase.INITIAL_SPLIT, actor=seat, draw_to=NOBODY)
        return start_turn(rules, r.replace(round=1, draw_to=NOBODY), rules.first_player)
    if stage == Stage.PHASE1:
        back = Phase.MOVE_STEP if r.segment is not None else Phase.PHASE1_ACTION
        return r.replace(phase=back, actor=r.active, draw_to=NOBODY)
    if r.draw_left and (available(r.decks, r.discards, 0) or available(r.decks, r.discards, 1)):
        return r.replace(phase=Phase.DRAW_SPLIT, actor=r.active)
    return end_turn(rules, r.replace(draw_to=NOBODY, draw_left=0))


# -- turns and rounds ---------------------------------------------------------------------------
def start_turn(rules: Options, r: Record, seat: int) -> Record:
    """SW-3: the preparatory round's turns are phase 2 only; later turns open phase 1."""
    if r.round == 1:
        return begin_phase2(rules, r, active=seat, turn=FRESH_TURN, segment=None, offer=None,
                            stage=Stage.PHASE1)
    return r.replace(active=seat, turn=FRESH_TURN, segment=None, offer=None,
                     stage=Stage.PHASE1, phase=Phase.PHASE1_ACTION, actor=seat)


def end_turn(rules: Options, r: Record) -> Record:
    """SW-3.1, SW-15.2, SW-17.11: the next seat in play clockwise; after the round's last
    one the game ends once ``T`` cards are counted, else the next round begins."""
    n, first = rules.players, rules.first_player
    order = [(first + i) % n for i in range(n)]
    later = order[order.index(r.active) + 1:]
    seat = next((s for s in later if not r.out[s]), None)
    if seat is not None:
        return start_turn(rules, r, seat)
    if r.counter >= rules.target:
        return r.replace(phase=Phase.END, actor=NOBODY)
    seat = next(s for s in order if not r.out[s])
    return start_turn(rules, r.replace(round=r.round + 1), seat)


# -- phase 2 ------------------------------------------------------------------------------------
def begin_phase2(rules: Options, r: Record, **changes: Any) -> Record:
    """SW-10.1, SW-10.2, SW-14.2: skipped once T cards are counted; else the top disaster
    card is turned, the deck rebuilt from every turned card first when it is empty (with
    the other ``changes`` of the same transition)."""
    if r.counter >= rules.target:
        return end_phase2(rules, r.replace(**changes) if changes else r)
    if not sum(r.disaster_deck):
        changes.update(disaster_deck=r.disaster_discard,
                       disaster_discard=(0,) * len(r.disaster_discard))
    return r.replace(phase=Phase.DISASTER_DRAW, actor=NOBODY, **changes)


def turn_disaster(rules: Options, r: Record, action: A.Turned) -> Record:
    """C2, SW-10.2, SW-15.5: the card is counted (not in the preparatory round when
    ``prep_cards_count`` is off); one die: D6; two dice: yellow, then red (SW-10.4)."""
    card = action.card
    counted = r.round > 1 or rules.prep_cards_count
    one_die = card % 2 == 0
    return r.replace(card=card, disaster_deck=_add(r.disaster_deck, card, -1),
                     disaster_discard=_add(r.disaster_discard, card, 1),
                     counter=r.counter + counted, rerolls=0, rolls=(), todo=(),
                     phase=Phase.DIE_COLOUR if one_die else Phase.SPOT_ROLL,
                     actor=r.active if one_die else NOBODY,
                     dice_left=() if one_die else (0, 1))


def choose_die(rules: Options, r: Record, action: A.Die) -> Record:
    """D6, SW-10.3: the one die is rolled in the chosen colour."""
    return r.replace(phase=Phase.SPOT_ROLL, actor=NOBODY, dice_left=(action.die,))


def roll_spot(rules: Options, r: Record, action: A.Roll) -> Record:
    """C3, SW-17.4: the die names a spot; in co-op a skull spot is re-rolled up to
    ``coop_rerolls`` times, after which that die has no effect."""
    die = r.dice_left[0]
    spot = 6 * die + action.value - 1
    if spot in r.skulls:
        if r.rerolls < rules.coop_rerolls:
            return r.replace(rerolls=r.rerolls + 1)
        spot = -1
    r = r.replace(rolls=(*r.rolls, spot), dice_left=r.dice_left[1:], rerolls=0)
    if r.dice_left:
        return r
    return resolve_dice(rules, r)


def resolve_dice(rules: Options, r: Record) -> Record:
    """SW-10.5, SW-10.6, AMB-18: intensify what is occupied (yellow first), then at most one
    new disaster; two free spots ask D7."""
    named = [s for s in r.rolls if s >= 0]
    busy = [s for s in named if r.epi_type[s] >= 0]
    free = [s for s in named if r.epi_type[s] < 0]
    if len(free) == 2:
        return r.replace(phase=Phase.NEW_SPOT, actor=r.active)
    todo = (tuple((Work.INTENSIFY, s) for s in busy)
            + tuple((Work.NEW_DISASTER, s) for s in free))
    return r.replace(phase=Phase.RESOLVING, todo=todo)


def choose_spot(rules: Options, r: Record, action: A.Die) -> Record:
    """D7, SW-10.6: the new disaster goes on the chosen spot; the other gets nothing."""
    return r.replace(phase=Phase.RESOLVING, todo=((Work.NEW_DISASTER, r.rolls[action.die]),))


Todo = tuple[tuple[Work, int], ...]
"""Phase 2's work still to do, in order."""


def do_work(rules: Options, r: Record, work: tuple[Work, int], rest: Todo) -> Record:
    """Phase 2's next piece of work (`WORK`) on its spot, run by the kernel's step queue
    while the record is ``RESOLVING``; when none is left the queue runs `end_phase2`."""
    what, spot = work
    return WORK[what](rules, r, spot, rest)


def intensify_spot(rules: Options, r: Record, spot: int, rest: Todo) -> Record:
    """SW-12.2: the disaster on ``spot`` intensifies; a co-op loss ends the game (SW-17.2),
    an outbreak equally near several seats asks D11 first (SW-17.8)."""
    r = intensify(rules, r, spot)
    if r.lost:
        return r.replace(phase=Phase.END, actor=NOBODY, todo=())
    if r.tie:
        return r.replace(phase=Phase.LIFE_TIE, actor=r.active, todo=rest)
    return r.replace(todo=rest)


def begin_disaster(rules: Options, r: Record, spot: int, rest: Todo) -> Record:
    """SW-11.1: a new disaster of the card's colour on ``spot``; its spread placement is
    asked (D8) while SW-11.4 requires a token."""
    r = new_disaster(rules, r, spot, r.card // 2, phase=Phase.SPREAD_PLACE,
                     actor=r.active, todo=rest)
    if r.placement is not None and placing(rules, r):
        return r
    return r.replace(placement=None, phase=Phase.RESOLVING)


WORK = {Work.INTENSIFY: intensify_spot, Work.NEW_DISASTER: begin_disaster}
"""What each piece of phase 2's work does."""


def place_spread(rules: Options, r: Record, action: A.Place) -> Record:
    """D8, SW-11.4: one token; placement goes on while SW-11.4 requires another."""
    classes = rules.spread_classes[action.cell]
    r = place(rules, r, action.cell, classes[0] if action.as_class < 0 else action.as_class)
    if placing(rules, r):
        return r
    return r.replace(placement=None, phase=Phase.RESOLVING)


def choose_life(rules: Options, r: Record, action: A.Choose) -> Record:
    """D11, SW-17.8: the chosen seat loses the life."""
    return lose_life(r, action.seat).replace(tie=(), phase=Phase.RESOLVING)


def end_phase2(rules: Options, r: Record) -> Record:
    """SW-17.8, SW-17.11: seats that lost their last life leave the game (figure removed,
    hand discarded); then phase 3, except in the preparatory round or for an eliminated
    active player."""
    for seat in sorted(r.doomed):
        hand = r.hands[seat]
        r = r.replace(out=replace_seat(r.out, seat, True),
                      figures=replace_seat(r.figures, seat, -1),
                      hands=replace_seat(r.hands, seat, NO_CARDS),
                      known=replace_seat(r.known, seat, NO_CARDS),
                      discards=tuple(d + h for d, h in zip(r.discards, hand)))
    if r.doomed:
        r = r.replace(doomed=frozenset())
    if all(r.out):
        return r.replace(phase=Phase.END, actor=NOBODY, lost=True)
    if r.round == 1 or r.out[r.active]:
        return end_turn(rules, r)
    return r.replace(phase=Phase.DISCARD, actor=r.active, stage=Stage.PHASE3)


# -- phase 3 ------------------------------------------------------------------------------------
def discarded(rules: Options, r: Record, action: A.Card) -> Record:
    """D9, SW-13.1: one card to its discard pile, face up."""
    seat, kind = r.actor, action.kind
    return r.replace(hands=replace_seat(r.hands, seat, _add(r.hands[seat], kind, -1)),
                     known=forget(r.known, seat, kind), discards=_add(r.discards, kind, 1))


def discard_done(rules: Options, r: Record, action: A.Word) -> Record:
    """SW-13.2, SW-3.4 (section 3.4): draw ``n = min(3, 6 - hand)`` (fewer if the decks
    run short, SW-14.1); D10 only when a card will be drawn."""
    n = min(3, 6 - sum(r.hands[r.actor]))
    n = min(n, available(r.decks, r.discards, 0) + available(r.decks, r.discards, 1))
    if n <= 0:
        return end_turn(rules, r)
    return r.replace(phase=Phase.DRAW_SPLIT, draw_left=n)


def choose_split(rules: Options, r: Record, action: A.Split | A.From) -> Record:
    """D10: the split's transport cards first, then its solution cards (C1 each); with
    ``sequential``, one card from the named deck."""
    draws: tuple[int, ...]
    if isinstance(action, A.From):
        draws, left = (action.deck,), r.draw_left - 1
    else:
        draws, left = (0,) * action.k + (1,) * (r.draw_left - action.k), 0
    return pose_draw(rules, r.replace(draws=draws, draw_to=r.actor, draw_left=left))


def forget(known: tuple[tuple[int, ...], ...], seat: int, kind: int
           ) -> tuple[tuple[int, ...], ...]:
    """A card of ``kind`` left ``seat``'s hand: one known copy fewer, if any was known."""
    if not known[seat][kind]:
        return known
    return replace_seat(known, seat, _add(known[seat], kind, -1))


def learn(known: tuple[tuple[int, ...], ...], seat: int, kind: int
          ) -> tuple[tuple[int, ...], ...]:
    """A card of ``kind`` publicly entered ``seat``'s hand (a trade, the offer row)."""
    return replace_seat(known, seat, _add(known[seat], kind, 1))


def discard_kind(discards: tuple[int, ...], kind: int) -> tuple[int, ...]:
    """``discards`` with one more card of ``kind``."""
    return _add(discards, kind, 1)



def discard_or_finish(rules: Options, r: Record, action: Action) -> Record:
    """D9: a discard, a permanent exchange (SW-13.1, AMB-28) or ``done``."""
    if isinstance(action, A.Word):
        return discard_done(rules, r, action)
    if isinstance(action, A.Card):
        return discarded(rules, r, action)
    if isinstance(action, A.ExchangeEpicentre):
        return exchange_epicentre(r, r.actor, action.colour)
    done = exchange(rules, r, r.actor, action.colour, action.units)  # type: ignore[attr-defined]
    assert done is not None
    return done
