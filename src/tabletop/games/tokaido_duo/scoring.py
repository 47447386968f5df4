"""Scoring, the winner and how the game ended (TD-8.2, TD-10.5, TD-15.6, TD-16, TD-17).

Examples:
    >>> from tabletop.games.tokaido_duo import Rules
    >>> from tabletop.games.tokaido_duo.state import Player
    >>> rules = Rules()
    >>> boards = Player(3, 2, 0, 3, (0,) * 5, 5, (), (0,) * 4)
    >>> pilgrim_score(rules, boards), merchant_score(rules, boards), painter_score(rules, boards)
    (12, 12, 7)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import engine
from .state import Player, Record

if TYPE_CHECKING:
    from .options import Options


class Termination(engine.Termination):
    """The ways a game of Tokaido Duo ends (TD-16)."""

    TRIGGERED = "TD-16.2", "the end was triggered and its round played out"
    ROUND_LIMIT = "TD-16.5", "the last round ended with nothing triggered"


def termination(rules: Options, r: Record) -> Termination:
    """How the finished game of ``r`` ended: by a trigger (TD-16.1, TD-16.2), or after the
    last round without one (``max_rounds`` or the ceiling, TD-16.4, TD-16.5, A21)."""
    return Termination.TRIGGERED if r.triggered else Termination.ROUND_LIMIT


def pilgrim_score(rules: Options, boards: Player) -> int:
    """Number at the temple marker times number at the garden marker (TD-8.2)."""
    board = rules.layout
    return board.temple_track[boards.temple] * board.garden_track[boards.garden]


def merchant_score(rules: Options, boards: Player) -> int:
    """The value above the rightmost gold plate; 0 without plates (TD-10.5)."""
    return rules.plate_scores[boards.plates]


def painter_score(rules: Options, boards: Player) -> int:
    """The highest revealed number; 0 before the first gift (TD-15.6)."""
    return rules.painter_scores[boards.gifted]


def total(rules: Options, boards: Player) -> int:
    """Pilgrim + merchant + painter score (TD-17.1): `pilgrim_score` plus the tables
    behind `merchant_score` and `painter_score`."""
    board = rules.layout
    return (board.temple_track[boards.temple] * board.garden_track[boards.garden]
            + rules.plate_scores[boards.plates] + rules.painter_scores[boards.gifted])


def scores(rules: Options, r: Record) -> tuple[int, ...]:
    """Every seat's total score, now or at the end (TD-17.1)."""
    return tuple(total(rules, boards) for boards in r.players)


def winners(rules: Options, r: Record) -> frozenset[int]:
    """Higher total wins; equal totals go to more coins; equal coins too is a draw (TD-17.2)."""
    keys = [(total(rules, p), p.coins) for p in r.players]
    best = max(keys)
    return frozenset(i for i, key in enumerate(keys) if key == best)
