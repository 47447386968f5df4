"""The result of a game: how it ended (FD-11, FD-12), the shared score (FD-11.2), the
winners and the returns (FD-11.3).

Both seats win or lose together, so every figure is the same for P0 and P1.

Examples:
    >>> from tabletop.games.fox_duet.options import Options
    >>> from tabletop.games.fox_duet.state import ForestPath, Record
    >>> won = Record(path=ForestPath(e0=-8, gems=(0,) * 17, lo=-8, hi=8, forest_supply=2),
    ...              round=2, result="VICTORY")
    >>> rules = Options()
    >>> score(rules, won), returns(rules, won), termination(rules, won)
    (26, (1.0, 1.0), <Termination.VICTORY: ('FD-6.3', 'victory: every gem collected')>)
"""

from __future__ import annotations

from ... import engine
from .options import Options
from .state import PLAYERS, ROUNDS, VICTORY, Record


class Termination(engine.Termination):
    """The ways a game of The Fox in the Forest Duet ends (FD-11, FD-12), named as the
    record's ``result`` names them."""

    VICTORY = "FD-6.3", "victory: every gem collected"
    TIME_UP = "FD-10.1", "defeat: gems left on the board after round 3"
    LOST_IN_FOREST = "FD-7.2", "defeat: lost in the forest with no forest token left"
    FOREST_EXHAUSTED = "FD-12.1", "defeat: the last forest token was placed"


def termination(rules: Options, r: Record) -> Termination:
    """How the finished game of ``r`` ended (its ``result``)."""
    assert r.result is not None, "the game is not over"
    return Termination[r.result]

BOTH = frozenset(range(PLAYERS))
"""Every seat: the winners of a victory."""


def score(rules: Options, r: Record) -> int:
    """The shared score (FD-11.2): on victory ``10 * level + H + B + 3 * F``, with H the
    cards left in both hands, B the early-win bonus (option ``early_win_bonus``) and F
    the forest tokens left, all as the final record holds them; otherwise 0."""
    if r.result != VICTORY:
        return 0
    cards_left = sum(map(len, r.hands))
    early = ROUNDS - r.round if rules.early_win_bonus == "per_round_saved" else (
        r.round < ROUNDS)
    return 10 * rules.level + cards_left + 10 * early + 3 * r.path.forest_supply


def scores(rules: Options, r: Record) -> tuple[int, ...]:
    """The shared score once per seat (FD-11.2)."""
    return (score(rules, r),) * PLAYERS


def winners(rules: Options, r: Record) -> frozenset[int]:
    """Both seats on victory (FD-11.1), no seat otherwise (FD-12)."""
    return BOTH if r.result == VICTORY else frozenset()


def returns(rules: Options, r: Record) -> tuple[float, ...]:
    """Both seats share the result: 1 each on victory, 0 on defeat or before the end
    (FD-11.3, rescaled)."""
    return (float(r.result == VICTORY),) * PLAYERS
