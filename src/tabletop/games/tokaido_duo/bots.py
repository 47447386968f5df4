"""The bots of Tokaido Duo and its evaluator, found by the library beside the rules:
``BOTS["heuristic"]`` (`TokaidoHeuristicBot`, greedy over its own next decisions),
``BOTS["strong"]`` (the library's ISMCTS search with leaves valued by `evaluate` instead of
played out, `STRONG`) and `evaluate`, each seat's expected return from a record, for search
that stops its rollouts early.

Nothing is hidden in Tokaido Duo (spec section 4), so every determinization is the table
itself and the strong bot's search is a tree over dice, draws and both players' choices. A
rollout to the end takes about 500 steps; an evaluation costs about as much as one step, so
many more iterations fit in a decision. Its work per decision is fixed (100 iterations,
well under 0.1 s on a quiet 2-core machine); ``seconds`` caps the time, so on a busy machine
a decision stops early, and the same seed gives the same play whenever the cap does not bind.

Examples:
    >>> from tabletop.games import tokaido_duo
    >>> from tabletop.bots import make_bot
    >>> game = tokaido_duo.new_game(seed=2, start_player=0)
    >>> bot = BOTS["heuristic"](seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
    >>> make_bot("strong", game.rules, seed=0)
    ISMCTSBot(iterations=100, c=0.7, depth=0, seconds=0.1)
"""

from __future__ import annotations

from .evaluation import evaluate
from .heuristic import WORTH, TokaidoHeuristicBot, estimate

__all__ = ["BOTS", "STRONG", "WORTH", "TokaidoHeuristicBot", "estimate", "evaluate"]

STRONG = "ismcts:iterations=100,seconds=0.1,depth=0,c=0.7"
"""The strong bot: ISMCTS valued by `evaluate` at every new node (rollout depth 0), 100
iterations per decision, at most 0.1 s."""

BOTS = {"heuristic": TokaidoHeuristicBot, "strong": STRONG}
"""Bots of this game by name, for ``tabletop play`` and ``tabletop arena``."""
