"""Phase 2 (SW-10 to SW-12, SW-17.2 to SW-17.4, SW-17.8, SW-17.10): what the dice name,
new disasters and their spread, intensifying, outbreaks, skulls and lost lives.

Examples:
    >>> from .options import Options
    >>> rules = Options(players=2)
    >>> r = fresh_board(rules)
    >>> r = new_disaster(rules, r, 1, 0)             # fire on Y2
    >>> r.epi_type[1], r.placement.colour, len(placement_cells(rules, r))
    (0, 0, 4)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import replace_seat
from .board import placeable
from .state import LIVES, Placement, Record
from .tokens import shortage_exchange, strip

if TYPE_CHECKING:
    from .options import Options


MARKS = tuple(bytes((v,)) for v in range(6))
"""The spread layer's byte for no token (0) and for each colour (``1 + colour``)."""


def _add(values: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    return (*values[:i], values[i] + n, *values[i + 1:])


def fresh_board(rules: Options) -> Record:
    """An empty board with full supplies (SW-1.4)."""
    n = rules.players
    per = rules.epicentres_per_type
    return Record(spread=bytes(len(rules.map.terrain)), epi_type=(-1,) * 12,
                  epi_level=(0,) * 12, supply=(rules.spread_per_colour,) * 5,
                  epi_supply=(per if per is not None else 0,) * 5, figures=(-1,) * n,
                  lives=(LIVES if rules.coop_lives else 0,) * n, out=(False,) * n)


def new_disaster(rules: Options, r: Record, spot: int, colour: int, **changes: Any
                 ) -> Record:
    """SW-11.1, SW-11.7: the epicentre goes on the spot white side up (unless the limited
    supply of its type is empty: then only ``changes`` are made); its spread placement
    begins (SW-11.6 first under ``on_shortage``), with the other ``changes`` of the same
    transition."""
    if rules.epicentres_per_type is not None:
        if not r.epi_supply[colour]:
            return r.replace(**changes)
        r = r.replace(epi_supply=_add(r.epi_supply, colour, -1))
    if rules.five_token_mode == "on_shortage":
        r = shortage_exchange(rules, r, colour)
    return r.replace(epi_type=replace_seat(r.epi_type, spot, colour),
                     epi_level=replace_seat(r.epi_level, spot, 0),
                     placement=Placement(colour, rules.map.spots[spot].cell), **changes)


def _blocked(rules: Options, r: Record) -> set[int]:
    """SW-11.3 (b) to (d), SW-17.11: spots, spread tokens and figures of seats in play."""
    spread = r.spread
    blocked = {c for c in range(len(spread)) if spread[c]}
    blocked.update(rules.map.spot_at)
    blocked.update(f for f in _standing(r) if f >= 0)
    return blocked


def _standing(r: Record) -> tuple[int, ...]:
    """SW-11.3 (d), SW-17.11: the cells of the figures of seats still in play."""
    if not any(r.out):
        return r.figures
    return tuple(f for f, out in zip(r.figures, r.out) if not out)


def candidates(rules: Options, r: Record) -> list[tuple[int, int]]:
    """SW-11.3: ``(cell, class)`` for each cell orthogonally next to the spot or a token
    already placed that is free (no token, spot or standing figure) and has a class still
    under the cap of 4, in cell order (a universal cell twice, once per class). Empty when
    placement is over (8 placed, or the colour's supply is empty)."""
    memo = rules.memo
    last, found = memo[0]
    if last is r:
        return found
    pl = r.placement
    if pl is None or len(pl.cells) >= 8 or not r.supply[pl.colour]:
        found = []
    else:
        orth, classes, counts = rules.map.orth, rules.spread_classes, pl.classes
        spread, figures = r.spread, _standing(r)
        near = {n for c in (pl.spot_cell, *pl.cells) for n in orth[c]
                if not spread[n] and n not in figures}
        found = [(n, k) for n in sorted(near) for k in classes[n] if counts[k] < 4]
    memo[0] = (r, found)
    return found


def placement_cells(rules: Options, r: Record) -> list[tuple[int, int]]:
    """SW-11.3, SW-11.4: the `candidates`; with ``spread_maximal`` only those that keep the
    largest reachable count (AMB-17). Empty when placement is over."""
    out = candidates(rules, r)
    if rules.spread_maximal and out:
        pl = r.placement
        assert pl is not None
        blocked = _blocked(rules, r)
        classes, board, done = rules.spread_classes, rules.map, len(pl.cells)
        best = next(m for m in range(min(8, done + r.supply[pl.colour]), done, -1)
                    if placeable(board, pl.spot_cell, blocked, classes, m, pl.cells,
                                 pl.classes))
        out = [(n, k) for n, k in out
               if placeable(board, pl.spot_cell, blocked, classes, best, (*pl.cells, n),
                            _class_add(pl.classes, k))]
    return out


def placing(rules: Options, r: Record) -> bool:
    """SW-11.4: placement goes on (the `candidates` are not empty; the ``spread_maximal``
    filter never empties a non-empty list)."""
    return bool(candidates(rules, r))


def _class_add(classes: tuple[int, ...], k: int) -> tuple[int, ...]:
    return _add(classes, k, 1)


def place(rules: Options, r: Record, cell: int, k: int) -> Record:
    """SW-11.2: one spread token of the new disaster's colour on ``cell``, counted as
    class ``k``."""
    pl = r.placement
    assert pl is not None
    spread = r.spread
    pl = pl.replace(cells=(*pl.cells, cell), classes=_class_add(pl.classes, k))
    spread = spread[:cell] + MARKS[pl.colour + 1] + spread[cell + 1:]
    after = r.replace(spread=spread, supply=_add(r.supply, pl.colour, -1), placement=pl)
    memo = rules.memo
    last, found = memo[0]
    if last is r:  # the candidates before are known: those after follow from them
        if len(pl.cells) >= 8 or not after.supply[pl.colour]:
            memo[0] = (after, [])
        else:
            standing, counts, classes = _standing(r), pl.classes, rules.spread_classes
            near = {n for n, _ in found if n != cell}
            near.update(n for n in rules.map.orth[cell] if not spread[n] and n not in standing)
            memo[0] = (after, [(n, c) for n in sorted(near) for c in classes[n]
                               if counts[c] < 4])
    return after


def intensify(rules: Options, r: Record, spot: int) -> Record:
    """SW-12.2: level 0 -> 1 -> 2; intensifying level 2 is an outbreak."""
    level = r.epi_level[spot]
    if level < 2:
        return r.replace(epi_level=replace_seat(r.epi_level, spot, level + 1))
    return outbreak(rules, r, spot)


def outbreak(rules: Options, r: Record, spot: int) -> Record:
    """SW-12.3, SW-17.2, SW-17.3: holdings lose the colour, the connected group of its
    spread goes back to the supply, the epicentre leaves; in co-op the count rises (the
    game is lost past the limit, before any effect), a skull marks the spot and the
    nearest figure loses a life (SW-17.8)."""
    if rules.cooperative and r.outbreaks >= rules.coop_outbreak_limit:
        return r.replace(outbreaks=r.outbreaks + 1, lost=True)
    colour = r.epi_type[spot]
    r = strip(rules, r, colour)
    cell = rules.map.spots[spot].cell
    spread = bytearray(r.spread)
    orth = rules.map.orth
    mark = colour + 1
    stack = [n for n in orth[cell] if spread[n] == mark]
    removed = 0
    while stack:
        at = stack.pop()
        if spread[at] != mark:
            continue
        spread[at] = 0
        removed += 1
        stack.extend(n for n in orth[at] if spread[n] == mark)
    r = r.replace(spread=bytes(spread), supply=_add(r.supply, colour, removed),
                  epi_type=replace_seat(r.epi_type, spot, -1),
                  epi_level=replace_seat(r.epi_level, spot, 0))
    if rules.epicentres_per_type is not None:
        r = r.replace(epi_supply=_add(r.epi_supply, colour, 1))
    if not rules.cooperative:
        return r
    r = r.replace(outbreaks=r.outbreaks + 1, skulls=r.skulls | {spot})
    if not rules.coop_lives:
        return r
    nearest = nearest_figures(rules, r, cell)
    if len(nearest) > 1 and rules.coop_life_tie == "active_chooses":
        return r.replace(tie=nearest)
    for seat in nearest:
        r = lose_life(r, seat)
    return r


def nearest_figures(rules: Options, r: Record, cell: int) -> tuple[int, ...]:
    """SW-17.8, SW-17.10: the seats whose figures are nearest ``cell`` (seats already
    eliminated do not count; those losing their last life this phase 2 still do)."""
    far = rules.map.distances[rules.coop_distance][cell]
    seats = [s for s, f in enumerate(r.figures) if f >= 0 and not r.out[s]]
    if not seats:
        return ()
    best = min(far[r.figures[s]] for s in seats)
    return tuple(s for s in seats if far[r.figures[s]] == best)


def lose_life(r: Record, seat: int) -> Record:
    """SW-17.8, SW-17.10: one life less (never below 0); the last one dooms the seat to
    elimination when the current phase 2 ends."""
    lives = r.lives[seat]
    if lives <= 0:
        return r
    r = r.replace(lives=replace_seat(r.lives, seat, lives - 1))
    return r.replace(doomed=r.doomed | {seat}) if lives == 1 else r
