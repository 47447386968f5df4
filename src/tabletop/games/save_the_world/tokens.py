"""Holdings and the token supplies (SW-7.2, SW-9, SW-11.6, SW-12.3 (a), SW-17.5 to SW-17.7):
collecting, the forced five exchange, payments with change, permanent exchanges and what
an outbreak takes.

In the competitive variant each seat has its own holding; in the cooperative one every
collected token goes to the common pile (SW-17.5).

Examples:
    >>> from .state import Holding
    >>> h, supply = pay(Holding(fives=(1, 0, 0, 0, 0)), (3, 0, 0, 0, 0), 0, 4)
    >>> h.loose, h.fives, supply       # SW-9.5: a five-value token pays 4, 1 back as change
    ((1, 0, 0, 0, 0), (0, 0, 0, 0, 0), (2, 0, 0, 0, 0))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import replace_seat
from .state import Holding, Record

if TYPE_CHECKING:
    from .options import Options


def _add(values: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    return (*values[:i], values[i] + n, *values[i + 1:])


def holding_of(rules: Options, r: Record, seat: int) -> Holding:
    """Where ``seat``'s collected tokens go: its own holding, or the common pile."""
    return r.pile if rules.cooperative else r.holdings[seat]


def five_exchange(h: Holding, supply: tuple[int, ...], colour: int
                  ) -> tuple[Holding, tuple[int, ...]]:
    """SW-9.4: every 5 loose tokens of ``colour`` become one five-value token; the plastic
    tokens return to the supply."""
    n = h.loose[colour] // 5
    if not n:
        return h, supply
    return (h.replace(loose=_add(h.loose, colour, -5 * n), fives=_add(h.fives, colour, n)),
            _add(supply, colour, 5 * n))


def collect(rules: Options, r: Record, seat: int, cell: int) -> Record:
    """SW-7.2, SW-6.2: the spread token on ``cell`` leaves the board for ``seat``'s
    holding (co-op: the pile), then SW-9.4 is checked."""
    colour = r.spread[cell] - 1
    h = holding_of(rules, r, seat)
    h = h.replace(loose=_add(h.loose, colour, 1))
    supply = r.supply
    if rules.five_token_mode == "immediate" and h.loose[colour] >= 5:
        h, supply = five_exchange(h, supply, colour)
    spread = r.spread[:cell] + b"\0" + r.spread[cell + 1:]
    if rules.cooperative:
        return r.replace(spread=spread, supply=supply, pile=h)
    return r.replace(spread=spread, supply=supply, holdings=replace_seat(r.holdings, seat, h))


def pay(h: Holding, supply: tuple[int, ...], colour: int, units: int
        ) -> tuple[Holding, tuple[int, ...]] | None:
    """SW-9.5: pay ``units`` of ``colour``, loose tokens first, then the fewest five-value
    tokens; the change comes from the supply as loose tokens. None when the holding has
    too few units or the supply cannot give the change."""
    if h.units(colour) < units:
        return None
    loose = min(h.loose[colour], units)
    fives = -(-(units - loose) // 5)
    change = loose + 5 * fives - units
    supply = _add(supply, colour, loose)
    if supply[colour] < change:
        return None
    h = h.replace(loose=_add(h.loose, colour, change - loose), fives=_add(h.fives, colour,
                                                                          -fives))
    return h, _add(supply, colour, -change)


PERMANENT = {4: 1, 7: 2}
"""SW-9.2 (a), (b): units paid and permanent points received."""


def exchange(rules: Options, r: Record, seat: int, colour: int, units: int) -> Record | None:
    """SW-9.2: ``units`` (4 or 7) of one colour for permanent points; None if illegal."""
    paid = pay(r.holdings[seat], r.supply, colour, units)
    if paid is None:
        return None
    h, supply = paid
    if rules.five_token_mode == "immediate":
        h, supply = five_exchange(h, supply, colour)
    h = h.replace(permanent=h.permanent + PERMANENT[units])
    return r.replace(holdings=replace_seat(r.holdings, seat, h), supply=supply)


def exchange_epicentre(r: Record, seat: int, colour: int) -> Record:
    """SW-9.2 (c), SW-9.3: one epicentre token for one permanent point."""
    h = r.holdings[seat]
    h = h.replace(epicentres=_add(h.epicentres, colour, -1), permanent=h.permanent + 1)
    return r.replace(holdings=replace_seat(r.holdings, seat, h),
                     epi_supply=_add(r.epi_supply, colour, 1))


def shortage_exchange(rules: Options, r: Record, colour: int) -> Record:
    """SW-11.6 (``five_token_mode = on_shortage``): while the supply of ``colour`` holds
    fewer than 8, players with 5 loose tokens convert them, clockwise from the active one."""
    seats = [None] if rules.cooperative else [
        (r.active + i) % rules.players for i in range(rules.players)]
    changed = True
    while r.supply[colour] < 8 and changed:
        changed = False
        for seat in seats:
            h = r.pile if seat is None else r.holdings[seat]
            if r.supply[colour] >= 8 or h.loose[colour] < 5:
                continue
            h = h.replace(loose=_add(h.loose, colour, -5), fives=_add(h.fives, colour, 1))
            supply = _add(r.supply, colour, 5)
            r = (r.replace(pile=h, supply=supply) if seat is None else
                 r.replace(holdings=replace_seat(r.holdings, seat, h), supply=supply))
            changed = True
    return r


def strip(rules: Options, r: Record, colour: int) -> Record:
    """SW-12.3 (a), SW-17.7: every holding returns its tokens of ``colour`` as
    ``outbreak_scope`` says; permanent points are never touched."""
    scope = rules.outbreak_scope
    supply, epis = r.supply, r.epi_supply

    def bare(h: Holding) -> Holding:
        nonlocal supply, epis
        loose, fives, held = h.loose[colour], h.fives[colour], h.epicentres[colour]
        if not (loose or (fives and scope != "spread") or (held and scope == "all")):
            return h
        changes = {}
        if loose:
            supply = _add(supply, colour, loose)
            changes["loose"] = _add(h.loose, colour, -loose)
        if fives and scope != "spread":
            changes["fives"] = _add(h.fives, colour, -fives)
        if held and scope == "all":
            epis = _add(epis, colour, held)
            changes["epicentres"] = _add(h.epicentres, colour, -held)
        return h.replace(**changes)

    if rules.cooperative:
        return r.replace(pile=bare(r.pile), supply=supply, epi_supply=epis)
    holdings = tuple(bare(h) for h in r.holdings)
    return r.replace(holdings=holdings, supply=supply, epi_supply=epis)
