"""The strong bot of Tokaido Duo: a tree search whose leaves are valued by the fitted
evaluator instead of played out.

`TokaidoStrongBot` is `ISMCTSBot` with a rollout depth of 0: each iteration walks the
tree by UCB (chance events, the rolls of TD-2.2, the draws of TD-13.1 and the flips of
TD-15.3, sampled by their probabilities), adds one node and asks `evaluate` for every
seat's chance at that node. Nothing is hidden in Tokaido Duo (spec section 4), so every
determinization is the table itself and the search is a tree over dice, draws and both
players' choices. A rollout to the
end takes about 500 steps; an evaluation costs about as much as one step, so many more
iterations fit in a decision.

The work per decision is fixed: ``round(ITERATIONS_PER_SECOND * seconds)`` iterations,
which on a quiet 2-core machine average well under ``seconds``; ``seconds`` is also a hard
cap, so on a busy machine a decision stops early. The same seed gives the same play
whenever the cap does not bind.

Examples:
    >>> from tabletop.games import tokaido_duo
    >>> game = tokaido_duo.new_game(seed=2, start_player=0)
    >>> bot = TokaidoStrongBot(seed=0, seconds=0.02)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from ...bots import ISMCTSBot
from .evaluation import evaluate

SECONDS = 0.1
"""The default time budget per decision."""
ITERATIONS_PER_SECOND = 1000
"""Iterations granted per second of budget (100 at the default)."""


class TokaidoStrongBot(ISMCTSBot):
    """ISMCTS with leaves valued by `evaluate` (see the module).

    Args:
        seed: makes the search, and so the bot's play, reproducible.
        seconds: the budget per decision: it sets the iterations and caps the time.
        iterations: the iterations per decision, overriding the ones ``seconds`` sets.
        c: the UCB exploration constant.
    """

    def __init__(self, seed: int | None = 0, seconds: float = SECONDS,
                 iterations: int | None = None, c: float = 0.7):
        count = iterations if iterations is not None else round(ITERATIONS_PER_SECOND * seconds)
        super().__init__(iterations=max(1, count), seed=seed, c=c, depth=0,
                         evaluator=evaluate, seconds=seconds)

    def __repr__(self) -> str:
        return f"TokaidoStrongBot(iterations={self.iterations}, seconds={self.seconds})"
