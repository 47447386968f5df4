"""The bots of The Fox in the Forest Duet and its evaluator, found by the library beside
the rules: ``BOTS["heuristic"]`` (`FoxDuetHeuristicBot`, one trick of look-ahead
with card counting), ``BOTS["strong"]`` (`FoxDuetStrongBot`, the heuristic with a
determinized look-ahead over four tricks in 32 sampled deals, about 0.05 s per decision
on average) and `evaluate`, the team's chance of winning from a record, for search that
stops its rollouts early (FD-11.3).

Examples:
    >>> import tabletop
    >>> from tabletop.games.fox_duet import Rules
    >>> game = tabletop.Game(Rules(), seed=2)
    >>> BOTS["heuristic"](seed=0).choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from .evaluation import evaluate
from .heuristic import FoxDuetHeuristicBot
from .planner import FoxDuetStrongBot

__all__ = ["BOTS", "FoxDuetHeuristicBot", "FoxDuetStrongBot", "evaluate"]

BOTS = {"heuristic": FoxDuetHeuristicBot, "strong": FoxDuetStrongBot}
"""Bots of this game by name, for ``tabletop play`` and ``tabletop arena``."""
