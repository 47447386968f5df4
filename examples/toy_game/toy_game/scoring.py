"""Points and winners of the toy game (TOY-5).

Examples:
    >>> from toy_game.state import Record
    >>> r = Record(dealt=6, tricks_done=3, scores=(5, 7))
    >>> scores(None, r), winners(None, r), winners(None, r.replace(tricks_done=2))
    ((5, 7), frozenset({1}), frozenset())
"""

from __future__ import annotations

from .options import Options
from .state import Phase, Record


def scores(rules: Options | None, r: Record) -> tuple[int, int]:
    """Each seat's points so far: 1 + the bonus die per trick won (TOY-4)."""
    return r.scores


def winners(rules: Options | None, r: Record) -> frozenset[int]:
    """At the end, the seats with the most points (both on a tie); empty before (TOY-5)."""
    if r.phase is not Phase.END:
        return frozenset()
    best = max(r.scores)
    return frozenset(p for p in (0, 1) if r.scores[p] == best)
