"""The toy game's text picture of a record (``str(state)``).

Examples:
    >>> from toy_game import ToyRules
    >>> from toy_game.state import Record
    >>> render(ToyRules(), Record(hands=(frozenset({"a1", "b2"}), frozenset({"c3"}))))
    'toy: P0: a1 b2 | P1: c3 | trick: - | scores 0:0 | phase DEAL'
"""

from __future__ import annotations

from .options import Options
from .state import Record


def render(rules: Options, r: Record) -> str:
    """Both hands, the open trick, the scores and the phase, on one line."""
    hands = " | ".join(f"P{p}: {' '.join(sorted(h))}" for p, h in enumerate(r.hands))
    return (f"toy: {hands} | trick: {' '.join(r.trick) or '-'} | "
            f"scores {r.scores[0]}:{r.scores[1]} | phase {r.phase}")
