"""The bots of Tokaido Duo and its evaluator, found by the library beside the rules:
``BOTS["heuristic"]`` (`TokaidoHeuristicBot`, greedy over its own next decisions),
``BOTS["strong"]`` (`TokaidoStrongBot`, a search valued by `evaluate`, within
``seconds`` per decision) and `evaluate`, each seat's expected return from a record, for
search that stops its rollouts early.

Examples:
    >>> from tabletop.games import tokaido_duo
    >>> game = tokaido_duo.new_game(seed=2, start_player=0)
    >>> bot = BOTS["heuristic"](seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from .evaluation import evaluate
from .heuristic import WORTH, TokaidoHeuristicBot, estimate
from .planner import TokaidoStrongBot

__all__ = ["BOTS", "WORTH", "TokaidoHeuristicBot", "TokaidoStrongBot", "estimate", "evaluate"]

BOTS = {"heuristic": TokaidoHeuristicBot, "strong": TokaidoStrongBot}
"""Bots of this game by name, for ``tabletop play`` and ``tabletop arena``."""
