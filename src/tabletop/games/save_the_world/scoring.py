"""How the game ended, points, winners and the co-op result (SW-15.2 to SW-15.4, SW-17.1,
SW-17.2, SW-17.8).

Examples:
    >>> from .state import Holding
    >>> Holding(loose=(2, 0, 0, 0, 0), fives=(0, 1, 0, 0, 0), permanent=3).points
    10
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import engine
from .state import Phase, Record

if TYPE_CHECKING:
    from .options import Options


class Termination(engine.Termination):
    """The ways a game of Save the World ends (SW-15.2; co-op SW-17.2, SW-17.8)."""

    LAST_CARD = "SW-15.2", "the round of the last disaster card is over"
    OUTBREAKS = "SW-17.2", "an outbreak past the limit: the world is lost"
    ELIMINATED = "SW-17.8", "every player lost their last life: the world is lost"


def termination(rules: Options, r: Record) -> Termination:
    """How the finished game of ``r`` ended: normally, or lost in co-op by outbreaks or by
    the last life."""
    if not r.lost:
        return Termination.LAST_CARD
    return Termination.ELIMINATED if all(r.out) else Termination.OUTBREAKS


def scores(rules: Options, r: Record) -> tuple[int, ...]:
    """SW-15.3 for each seat; in co-op every seat shows the common pile's points."""
    if rules.cooperative:
        return (r.pile.points,) * rules.players
    return tuple(h.points for h in r.holdings)


def coop_won(rules: Options, r: Record) -> bool:
    """SW-17.2: the game ended normally with at most ``L`` outbreaks."""
    return r.phase == Phase.END and not r.lost and r.outbreaks <= rules.coop_outbreak_limit


def winners(rules: Options, r: Record) -> frozenset[int]:
    """SW-15.4: the highest score wins (ties shared, or by permanent points under
    ``tiebreak = permanent_points``); in co-op everyone or no one (SW-17.1)."""
    if r.phase != Phase.END:
        return frozenset()
    if rules.cooperative:
        return frozenset(range(rules.players)) if coop_won(rules, r) else frozenset()
    points = scores(rules, r)
    best = max(points)
    top = [s for s, p in enumerate(points) if p == best]
    if rules.tiebreak == "permanent_points" and len(top) > 1:
        most = max(r.holdings[s].permanent for s in top)
        top = [s for s in top if r.holdings[s].permanent == most]
    return frozenset(top)
