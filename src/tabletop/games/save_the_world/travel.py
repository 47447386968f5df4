"""Movement (SW-5, SW-6, SW-7.3 to SW-7.5): which cells a walking card may enter, when a
segment may end, the look-ahead that never strands a segment, plane destinations and
the hygiene rule for playing a card.

Every function reads the record as it is right after the step under judgement; the
step's own cell is passed in, and the segment is the one the step belongs to.

Examples:
    >>> from .cards import KINDS
    >>> from .options import Options
    >>> from .state import Record
    >>> rules = Options(players=2)
    >>> board = rules.map
    >>> r = Record(spread=bytes(216), epi_type=(-1,) * 12, figures=(board.cell(2, 8), 0))
    >>> can_enter(rules, r, KINDS.index("car"), board.cell(2, 9))
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import TRANSPORT
from .state import Record, Segment, Turn
from .tokens import pay

if TYPE_CHECKING:
    from .options import Options


def pair_left(rules: Options, turn: Turn, colour: int) -> bool:
    """SW-7.4: two played cards counting for ``colour`` are not yet consumed (with
    ``pair_resolves = all``: two count at all)."""
    if rules.pair_resolves == "all":
        return turn.counts[colour] + turn.wild >= 2
    return turn.counts[colour] - turn.used[colour] + turn.wild - turn.wild_used >= 2


def epicentre_at(rules: Options, r: Record, cell: int) -> int:
    """The type of the epicentre on ``cell``, or -1."""
    spot = rules.spot_of[cell]
    return -1 if spot < 0 else r.epi_type[spot]


def token_free(rules: Options, r: Record, cell: int) -> bool:
    """``cell`` holds no spread token and no epicentre."""
    return not r.spread[cell] and epicentre_at(rules, r, cell) < 0


def can_enter(rules: Options, r: Record, kind: int, cell: int) -> bool:
    """SW-5.2, SW-5.3: the card's terrain allows ``cell`` and any token on it is of an
    active colour."""
    if not TRANSPORT[kind].terrain & rules.map.bits[cell]:
        return False
    return token_passable(rules, r, cell)


def token_passable(rules: Options, r: Record, cell: int) -> bool:
    """SW-5.3: ``cell`` holds no token, or one of an active colour (the terrain aside)."""
    colour = r.spread[cell] - 1
    if colour < 0:
        spot = rules.spot_of[cell]
        if spot < 0:
            return True
        colour = r.epi_type[spot]
        if colour < 0:
            return True
    turn = r.turn
    return turn.counts[colour] > 0 or turn.wild > 0


def can_resolve(rules: Options, r: Record, seg: Segment, colour: int) -> bool:
    """SW-7.4, SW-6.4, SW-17.6: a pair is left, the cap has room when
    ``cap_counts_epicentre``, and in co-op the pile can pay 8 units of the colour."""
    if not pair_left(rules, r.turn, colour):
        return False
    cap = TRANSPORT[seg.kind].cap
    if cap and rules.cap_counts_epicentre and seg.taken >= cap:
        return False
    if rules.cooperative:
        return pay(r.pile, r.supply, colour, 8) is not None
    return True


def end_on_entry(rules: Options, r: Record, seg: Segment, cell: int) -> bool:
    """SW-5.9: entering ``cell`` (already known to be enterable) would leave the figure on
    a legal end: the cell is token-free, or its spread token would be collected, or its
    epicentre could be resolved."""
    if r.spread[cell]:
        cap = TRANSPORT[seg.kind].cap
        return not cap or seg.taken < cap
    colour = epicentre_at(rules, r, cell)
    return colour < 0 or can_resolve(rules, r, seg, colour)


def escapes(rules: Options, r: Record, seg: Segment, cell: int) -> bool:
    """SW-5.6, SW-5.9: a figure standing on ``cell`` (which holds a token it neither took
    nor resolved) can still reach a legal end within ``seg.left`` steps, walking through
    enterable cells without taking anything on the way (a breadth-first walk; without
    ``allow_revisit``, never into a cell already entered)."""
    left = seg.left
    if left < 1:
        return False
    steps = rules.walk_steps[seg.kind]
    blocked = seg.entered if not rules.allow_revisit else frozenset()
    seen = {cell}
    frontier = [cell]
    for depth in range(1, left + 1):
        nxt = []
        for at in frontier:
            for n in steps[at]:
                if n in seen or n in blocked or not token_passable(rules, r, n):
                    continue
                if end_on_entry(rules, r, seg, n):
                    return True
                seen.add(n)
                nxt.append(n)
        if not nxt:
            break
        frontier = nxt
        if depth == 1 and left >= 2 and rules.allow_revisit and end_on_entry(rules, r, seg,
                                                                             cell):
            return True  # out and straight back onto this cell
    return False


def can_stop(rules: Options, r: Record, seat: int) -> bool:
    """SW-5.6, SW-5.11: a segment may end where it stands when it made no step or the cell
    holds no token."""
    return r.segment is not None and (r.segment.steps == 0
                                      or token_free(rules, r, r.figures[seat]))


def can_walk(rules: Options, r: Record, seat: int, kind: int) -> bool:
    """SW-6.7: a walking card may be played only when a one-step segment from the figure's
    cell would be legal (balloon and sailboat judged with distance 1): a neighbour its
    terrain allows is token-free, or holds spread of an active colour (collected on entry),
    or an epicentre of an active colour that could be resolved."""
    spread, spot_of, epi_type = r.spread, rules.spot_of, r.epi_type
    counts, wild = r.turn.counts, r.turn.wild
    for n in rules.walk_steps[kind][r.figures[seat]]:
        colour = spread[n] - 1
        if colour >= 0:
            if counts[colour] or wild:
                return True
            continue
        spot = spot_of[n]
        colour = -1 if spot < 0 else epi_type[spot]
        if colour < 0:
            return True
        if (counts[colour] or wild) and can_resolve(rules, r, Segment(kind, 1), colour):
            return True
    return False


def flights(rules: Options, r: Record, seat: int, military: bool) -> list[int]:
    """SW-6.1, SW-6.2, AMB-29: the cities and stations a plane may land on."""
    here = r.figures[seat]
    spread = r.spread
    if not military:
        return [c for c in rules.map.site_cells if c != here and not spread[c]]
    if rules.military_plane == "any_site":
        return [c for c in rules.map.site_cells if c != here]
    return [c for c in rules.map.site_cells if spread[c]]
