"""The legal actions and chance outcomes of each phase (spec section 3), and why an
action is refused, starting with the rule ID that forbids it.

Examples:
    >>> from tabletop.games.save_the_world import Rules
    >>> state = Rules(players=2).initial_state()
    >>> str(state.phase), [str(a) for a in state.legal_actions()][:2]
    ('CARD_DRAW', ['draw plane', 'draw military_plane'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action, draw
from . import actions as A
from .actions import LEAVE, PASS, PLAIN, RESOLVE, TAKE
from .cards import TRANSPORT, UNIVERSAL
from .decks import SPANS, available, feasible_splits
from .disasters import placement_cells
from .state import Phase, Record
from .travel import (
    can_enter,
    can_resolve,
    can_stop,
    can_walk,
    escapes,
    flights,
    token_passable,
)

if TYPE_CHECKING:
    from .options import Options


# -- decisions ---------------------------------------------------------------------------------
def start_cities(rules: Options, r: Record) -> list[Action]:
    """D1, SW-2.1: every start candidate."""
    city = rules.actions.city
    return [city[s.id] for s in rules.map.starts]


def initial_splits(rules: Options, r: Record) -> list[Action]:
    """D2, SW-2.2: every split of 5 the decks can supply."""
    t, s = available(r.decks, r.discards, 0), available(r.decks, r.discards, 1)
    return [A.SPLIT[k] for k in feasible_splits(min(5, t + s), t, s)]


def held(rules: Options, hand: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[Action, ...]]:
    """The kinds in ``hand`` and the solution plays they offer (SW-7.1, SW-7.5), from a memo
    of the hands met so far."""
    memo = rules.hand_memo
    found = memo.get(hand)
    if found is None:
        if len(memo) > 50_000:
            memo.clear()
        play = rules.actions.play
        plays: list[Action] = [play[k][0] for k in range(10, UNIVERSAL) if hand[k]]
        if hand[UNIVERSAL]:
            universal = play[UNIVERSAL]
            plays.extend(universal[:5] if rules.universal_card == "declare" else universal[5:])
        found = memo[hand] = (tuple(k for k in range(16) if hand[k]), tuple(plays))
    return found


def free_actions(rules: Options, r: Record, seat: int,
                 hand: tuple[tuple[int, ...], tuple[Action, ...]] | None = None) -> list[Action]:
    """SW-4.2, at D3 and D4: solution cards, one trade offer to each other player in play
    (SW-8.2, until a trade is made), one row swap (SW-8.3) and exchanges (SW-9.2);
    ``hand`` is `held` of the seat's hand when the caller has it."""
    kinds, plays = hand or held(rules, r.hands[seat])
    turn = r.turn
    out = list(plays)
    if kinds and not turn.traded:
        offers, offered, gone = rules.offers, turn.offered, r.out
        for target in rules.seats_after[seat]:
            if target not in offered and not gone[target]:
                mine = offers[target]
                for k in kinds:
                    out += mine[k]
    if kinds and not turn.swapped:
        swap, row = rules.actions.swap, r.row
        if -1 in row:
            slots = [slot for slot in range(4) if row[slot] >= 0]
            for k in kinds:
                by_slot = swap[k]
                out += [by_slot[slot] for slot in slots]
        else:
            for k in kinds:
                out += swap[k]
    if not rules.cooperative:
        out += exchanges(rules, r, seat)
    return out


def exchanges(rules: Options, r: Record, seat: int) -> list[Action]:
    """SW-9.2, AMB-28: permanent exchanges, competitive only, on the player's own turn
    (SW-9.5: paying with a five-value token needs the change from the supply)."""
    if rules.cooperative:
        return []
    h = r.holdings[seat]
    loose, fives, supply = h.loose, h.fives, r.supply
    if max(loose) < 4 and not any(fives) and not any(h.epicentres):
        return []
    out: list[Action] = []
    for c in range(5):
        have = loose[c] + 5 * fives[c]
        if have < 4:
            continue
        for units in (4, 7):
            if have >= units and (loose[c] >= units
                                  or supply[c] + loose[c] >= (loose[c] - units) % 5):
                out.append(A.EXCHANGE[(c, units)])
    if any(h.epicentres):
        out.extend(A.EXCHANGE_EPI[c] for c in range(5) if h.epicentres[c])
    return out


def phase1_actions(rules: Options, r: Record) -> list[Action]:
    """D3, SW-4.1, SW-6.7: playable transport cards, free actions and ``end phase``."""
    seat = r.actor
    table = rules.actions
    out: list[Action] = []
    hand = held(rules, r.hands[seat])
    for kind in hand[0]:
        if kind >= 10:
            break
        if TRANSPORT[kind].flies:
            fly = table.fly[kind]
            out += [fly[c] for c in flights(rules, r, seat, kind == 1)]
        elif can_walk(rules, r, seat, kind):
            out.append(table.walk[kind])
    out += free_actions(rules, r, seat, hand)
    out.append(A.END_PHASE)
    return out


def steps(rules: Options, r: Record) -> list[Action]:
    """D4, SW-5.10: the step forms into each neighbouring cell that SW-5.2, SW-5.3, SW-5.6,
    SW-5.9 and SW-5.12 allow."""
    seg = r.segment
    assert seg is not None
    table = rules.actions.step
    out: list[Action] = []
    if seg.left < 1:
        return out
    revisit = rules.allow_revisit
    cap = TRANSPORT[seg.kind].cap
    spread, spot_of, epi_type = r.spread, rules.spot_of, r.epi_type
    for n in rules.walk_steps[seg.kind][r.figures[r.actor]]:
        if (not revisit and n in seg.entered) or not token_passable(rules, r, n):
            continue
        forms = table[n]
        if spread[n]:
            if not cap:
                out.append(forms[PLAIN])
                continue
        elif spot_of[n] < 0 or epi_type[spot_of[n]] < 0:
            out.append(forms[PLAIN])
            continue
        there = seg.replace(left=seg.left - 1, steps=seg.steps + 1,
                            entered=seg.entered if revisit else seg.entered | {n})
        if spread[n]:
            if seg.taken < cap:
                out.append(forms[TAKE])
            if escapes(rules, r, there, n):
                out.append(forms[LEAVE])
        else:
            if can_resolve(rules, r, seg, epi_type[spot_of[n]]):
                out.append(forms[RESOLVE])
            if escapes(rules, r, there, n):
                out.append(forms[PASS])
    return out


def move_actions(rules: Options, r: Record) -> list[Action]:
    """D4: steps, ``stop`` (SW-5.11) and the free actions."""
    out = steps(rules, r)
    if can_stop(rules, r, r.actor):
        out.append(A.STOP)
    out.extend(free_actions(rules, r, r.actor))
    return out


def trade_responses(rules: Options, r: Record) -> list[Action]:
    """D5, SW-8.2: give any card or decline (``accept`` the named kind instead under
    ``active_names_both``)."""
    hand = r.hands[r.actor]
    assert r.offer is not None
    if rules.trade_mode == "active_names_both":
        return [A.ACCEPT, A.DECLINE] if hand[r.offer.wanted] else [A.DECLINE]
    return [*(A.GIVE[k] for k in range(16) if hand[k]), A.DECLINE]


def die_colours(rules: Options, r: Record) -> list[Action]:
    """D6, SW-10.3."""
    return list(A.DIE)


def new_spots(rules: Options, r: Record) -> list[Action]:
    """D7, SW-10.6."""
    return list(A.SPOT)


def spread_places(rules: Options, r: Record) -> list[Action]:
    """D8, SW-11.3: ``place(cell)``, or ``place(cell, as=class)`` on a universal cell."""
    place = rules.place_actions
    return [place[n][k] for n, k in placement_cells(rules, r)]


def discards(rules: Options, r: Record) -> list[Action]:
    """D9, SW-13.1: discard a card, exchange, or ``done``."""
    hand = r.hands[r.actor]
    return [*(A.DISCARD[k] for k in range(16) if hand[k]), *exchanges(rules, r, r.actor),
            A.DONE]


def draw_splits(rules: Options, r: Record) -> list[Action]:
    """D10, SW-13.2, SW-14.1: the feasible splits, or the next card's deck."""
    t, s = available(r.decks, r.discards, 0), available(r.decks, r.discards, 1)
    if rules.draw_mode == "sequential":
        return [A.FROM[d] for d, n in ((0, t), (1, s)) if n]
    return [A.SPLIT[k] for k in feasible_splits(r.draw_left, t, s)]


def life_ties(rules: Options, r: Record) -> list[Action]:
    """D11, SW-17.8: one of the equally near seats."""
    return [A.CHOOSE[s] for s in r.tie]


# -- chance ------------------------------------------------------------------------------------
def card_draws(rules: Options, r: Record) -> list[tuple[Action, float]]:
    """C1: a card of the pending draw's deck, by count."""
    decks, cards = r.decks, A.DRAW
    return draw({cards[k]: decks[k] for k in SPANS[r.draws[0]]})


def disaster_draws(rules: Options, r: Record) -> list[tuple[Action, float]]:
    """C2: a disaster card, by count."""
    return draw(dict(zip(A.TURNED, r.disaster_deck)))


def rolls(rules: Options, r: Record) -> list[Action]:
    """C3, C4: a six-sided die."""
    return list(A.ROLLS)


# -- refusals ----------------------------------------------------------------------------------
def why_not(rules: Options, r: Record, action: Action) -> str | None:
    """The rule that refuses ``action`` at D3 or D4."""
    seat = r.actor
    hand = r.hands[seat]
    kind = getattr(action, "kind", None)
    if kind is not None and not isinstance(action, A.OfferTrade | A.SwapRow) and not hand[kind]:
        return f"SW-4.1: P{seat} holds no {rules.card_names[kind]} card"
    if isinstance(action, A.Walk):
        if r.phase == Phase.MOVE_STEP:
            return "SW-4.2: finish the segment (stop) before playing another transport card"
        return f"SW-6.7: no legal one-step segment for {rules.card_names[action.kind]} here"
    if isinstance(action, A.Fly):
        return ("SW-6.1: a plane lands on another city or station without spread" if
                action.kind == 0 else "SW-6.2: a military plane lands on a site with a "
                "spread token")
    if isinstance(action, A.OfferTrade):
        if r.turn.traded:
            return "SW-8.1: one completed trade per turn"
        return "SW-8.2: each other player receives at most one offer per turn"
    if isinstance(action, A.SwapRow):
        return "SW-8.3: one row swap per turn, for a card of the hand and a filled slot"
    if isinstance(action, A.Exchange | A.ExchangeEpicentre):
        if rules.cooperative:
            return "SW-17.5: no permanent exchanges in the cooperative variant"
        return "SW-9.2: the holding (or the supply's change) does not cover this exchange"
    if isinstance(action, A.Step):
        return why_not_step(rules, r, action)
    if action == A.STOP:
        return "SW-5.6: a segment cannot end on a token"
    return None


def why_not_step(rules: Options, r: Record, step: A.Step) -> str:
    """The rule that refuses ``step`` at ``r`` (SW-5, SW-6.4, SW-7.4)."""
    seg = r.segment
    if seg is None:
        return "SW-5.1: steps are made during a walking segment (play a transport card)"
    cell = step.cell
    if cell not in rules.steps[seg.kind][r.figures[r.actor]]:
        return "SW-5.1: a step goes to a neighbouring cell (only the helicopter diagonally)"
    if not TRANSPORT[seg.kind].terrain & rules.map.bits[cell]:
        return f"SW-5.2: {rules.card_names[seg.kind]} cannot enter that terrain"
    if not rules.allow_revisit and cell in seg.entered:
        return "SW-5.12: the segment already entered that cell (allow_revisit = false)"
    if not can_enter(rules, r, seg.kind, cell):
        return "SW-5.3: a token of a colour that is not active blocks that cell"
    if step.form == RESOLVE:
        return "SW-7.4: resolving needs an unconsumed pair (and cap room, co-op payment)"
    if step.form == TAKE:
        return "SW-6.4: the segment has taken as many tokens as its cap"
    return "SW-5.6: after that step no legal end would be reachable (look-ahead SW-5.9)"
