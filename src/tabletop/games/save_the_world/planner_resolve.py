"""Co-op: a search of the active seat's phase 1 for a way to resolve an epicentre.

Resolving an epicentre of colour ``c`` takes a pair of this turn's cards that count for
``c`` (SW-7.4), 8 units of ``c`` in the common pile (SW-17.6) and a walk that enters the
epicentre (SW-5). `resolution_plan` searches, breadth first over the rules' own records,
the actions that lead there: the solution cards of ``c``, a swap with the offer row
that takes one (SW-8.3), the walking cards (a balloon or sailboat counting on a roll of
`ROLL`, and played before the cards of ``c``), the planes to a site near an epicentre of
``c``, the steps and the stops. Tokens collected on the way count toward the 8 units.

Examples:
    >>> from tabletop.games.save_the_world import Rules
    >>> rules = Rules(players=3, variant="cooperative")
    >>> resolution_plan(rules, rules.initial_record(), 0) is None
    True
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable

from ...engine import Action
from . import actions as A
from .cards import SOLUTION_KINDS, TRANSPORT, UNIVERSAL
from .options import Options
from .state import Phase, Record

LIMIT = 5000
"""Records expanded per colour searched."""
REACH = 6
"""How near (in grid steps) to an epicentre of the colour a plane may land."""
ROLL = 3
"""The travel roll the search counts on for a balloon or sailboat (SW-6.6): at least this
much two times in three."""
SEARCHED = (Phase.PHASE1_ACTION, Phase.MOVE_STEP)


def candidates(r: Record, me: int) -> list[int]:
    """The colours worth a search, the highest epicentre level first: an epicentre of the
    colour lies on the board, the pile and the spread tokens of the colour make 8 units,
    and the cards in hand, this turn's unconsumed ones and one of the offer row make a
    pair."""
    hand = r.hands[me]
    levels: dict[int, int] = {}
    for kind, level in zip(r.epi_type, r.epi_level):
        if kind >= 0:
            levels[kind] = max(level, levels.get(kind, -1))
    found = []
    for colour in levels:
        units = r.pile.units(colour) + sum(1 for v in r.spread if v == colour + 1)
        laid = r.turn.counts[colour] - 2 * r.turn.used[colour]  # this turn's, not yet used
        cards = hand[SOLUTION_KINDS[colour]] + hand[UNIVERSAL] + laid
        if not r.turn.swapped and any(k in (SOLUTION_KINDS[colour], UNIVERSAL) for k in r.row):
            cards += 1
        if units >= 8 and cards >= 2:
            found.append(colour)
    return sorted(found, key=lambda c: -levels[c])


def _allowed(rules: Options, r: Record, action: Action, colour: int, near: list[int],
             counts: int) -> bool:
    """Whether the search tries ``action`` on its way to resolve an epicentre of
    ``colour`` (``near``: the cells of those epicentres); a card whose distance is a roll
    only before any card of the colour is laid (``counts``: those laid before the search),
    so that a short roll wastes none."""
    if isinstance(action, A.Step) or action == A.STOP:
        return True
    if isinstance(action, A.Walk):
        return not TRANSPORT[action.kind].rolls or r.turn.counts[colour] == counts
    if isinstance(action, A.PlaySolution):
        return action.colour == colour
    if isinstance(action, A.SwapRow):
        wanted = (SOLUTION_KINDS[colour], UNIVERSAL)
        return r.row[action.slot] in wanted and action.kind not in wanted
    if isinstance(action, A.Fly):
        far = rules.map.distances["manhattan"][action.cell]
        return any(far[cell] <= REACH for cell in near)
    return False


def _key(r: Record, me: int, colour: int) -> Hashable:
    """What tells two records of the search apart."""
    segment = r.segment
    return (r.phase, r.figures[me], r.hands[me], r.pile.units(colour), r.turn.counts[colour],
            r.spread, None if segment is None else (segment.kind, segment.left, segment.taken))


def resolution_plan(rules: Options, r: Record, me: int, limit: int = LIMIT
                    ) -> tuple[list[Action], Record] | None:
    """The shortest actions found from ``r`` (a full record at ``me``'s phase 1) that
    resolve an epicentre, of the colour whose epicentre is highest, and the record they
    lead to; None when none is found within ``limit`` records per colour."""
    if not rules.cooperative or r.phase not in SEARCHED or r.active != me:
        return None
    for colour in candidates(r, me):
        near = [rules.map.spots[s].cell for s, t in enumerate(r.epi_type) if t == colour]
        found = _search(rules, r, me, colour, near, limit)
        if found is not None:
            return found
    return None


def _search(rules: Options, start: Record, me: int, colour: int, near: list[int], limit: int
            ) -> tuple[list[Action], Record] | None:
    """Breadth-first search for a resolution of an epicentre of ``colour``."""
    queue: deque[tuple[Record, tuple[Action, ...]]] = deque([(start, ())])
    seen = {_key(start, me, colour)}
    best: tuple[int, list[Action], Record] | None = None
    for _ in range(limit):
        if not queue:
            break
        r, path = queue.popleft()
        if best is not None and len(path) >= len(best[1]):
            break
        for action in rules.legal_actions(r):
            if isinstance(action, A.Step) and action.form == A.RESOLVE:
                spot = rules.spot_of[action.cell]
                level = r.epi_level[spot]
                if best is None or level > best[0]:
                    best = (level, [*path, action], rules.next_record(r, action))
                continue
            if not _allowed(rules, r, action, colour, near, start.turn.counts[colour]):
                continue
            after = rules.next_record(r, action)
            if after.phase == Phase.TRAVEL_ROLL:
                after = rules.next_record(after, A.ROLLS[ROLL - 1])
            if after.phase not in SEARCHED or after.active != me:
                continue
            key = _key(after, me, colour)
            if key not in seen:
                seen.add(key)
                queue.append((after, (*path, action)))
    return None if best is None else (best[1], best[2])
