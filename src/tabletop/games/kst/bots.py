"""The bots of KST and its evaluator, found by the library beside the rules:
``BOTS["heuristic"]`` (`KstHeuristicBot`, rules of thumb over the legal actions),
``BOTS["strong"]`` (`KstStrongBot`, the heuristic with a determinized look-ahead to
the end of the turn) and `evaluate`, each seat's expected return from a record, for search
that stops its rollouts early.

Examples:
    >>> from tabletop.games import kst
    >>> game = kst.new_game(seed=2, players=4)
    >>> bot = KstHeuristicBot(seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from .evaluation import evaluate
from .heuristic import EFFECT_WORTH, KstHeuristicBot, worth
from .planner import KstStrongBot

__all__ = ["BOTS", "EFFECT_WORTH", "KstHeuristicBot", "KstStrongBot", "evaluate", "worth"]

BOTS = {"heuristic": KstHeuristicBot, "strong": KstStrongBot}
"""Bots of this game by name, for ``tabletop play`` and ``tabletop arena``."""
