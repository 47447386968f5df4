"""The bots of Save the World and its evaluator, found by the library beside the rules:
``BOTS["heuristic"]`` (`SaveTheWorldHeuristicBot`, greedy from its own view),
``BOTS["strong"]`` (`SaveTheWorldStrongBot`, the heuristic with a look-ahead at the
decisions that shape a turn, within ``seconds`` per decision, and in co-op a search for a
resolution in reach this turn) and `evaluate`, each seat's
expected return from a record, for search that stops its rollouts early.

Examples:
    >>> from tabletop.games import save_the_world
    >>> game = save_the_world.new_game(seed=2, players=2)
    >>> bot = BOTS["heuristic"](seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from .evaluation import evaluate
from .heuristic import SaveTheWorldHeuristicBot
from .planner import SaveTheWorldStrongBot

__all__ = ["BOTS", "SaveTheWorldHeuristicBot", "SaveTheWorldStrongBot", "evaluate"]

BOTS = {"heuristic": SaveTheWorldHeuristicBot, "strong": SaveTheWorldStrongBot}
