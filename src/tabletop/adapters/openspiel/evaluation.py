"""The game's own evaluation as an OpenSpiel leaf evaluator, for OpenSpiel's MCTS and IS-MCTS.

OpenSpiel's ``RandomRolloutEvaluator`` values a leaf by playing on at random to the end.
Where random play almost never wins (Fox Duet: two random partners practically never
bring the gems home), every leaf is worth 0 and the search has nothing to choose by.
`GameEvaluator` values a leaf with the game's ``evaluate(rules, record)`` instead (each
seat's expected return, the function `tabletop.bots.ISMCTSBot` uses at its ``depth``),
optionally after ``steps`` decisions played by a registered bot (``policy``, e.g. the
game's ``"heuristic"``), and gives every legal action the same prior.

Examples:
    >>> import pyspiel
    >>> from open_spiel.python.algorithms import ismcts
    >>> from tabletop.adapters import openspiel
    >>> names = openspiel.register()
    >>> game = pyspiel.load_game("tabletop_fox_duet")
    >>> evaluator = GameEvaluator(policy="heuristic", steps=4, seed=0)
    >>> bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=10)
    >>> state = game.new_initial_state()
    >>> while state.is_chance_node():
    ...     state.apply_action(state.chance_outcomes()[0][0])
    >>> bot.step(state) in state.legal_actions()
    True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from open_spiel.python.algorithms import mcts

from ...bots.plugins import game_evaluator
from ...bots.registry import make_bot
from ...engine import Bot, BotView, Rules, State, pick
from .game import TabletopState

__all__ = ["GameEvaluator"]


class GameEvaluator(mcts.Evaluator):
    """Values a state of any of our OpenSpiel games by its game's ``evaluate``, after
    ``steps`` decisions of ``policy`` (a bot spec of the registry; chance outcomes drawn
    from ``seed``'s stream); a game that ships no ``evaluate`` is refused, naming it, at
    its first leaf."""

    def __init__(self, policy: str | None = None, steps: int = 0, seed: int | None = None):
        if steps < 0 or (steps and policy is None):
            raise ValueError(f"steps={steps}: give steps >= 0, and a policy to play them")
        self.policy = policy
        self.steps = steps
        self._random = np.random.default_rng(seed)
        self._evaluate: dict[type, Callable[[Any, Any], tuple[float, ...]]] = {}
        self._bots: dict[Rules[Any], Bot] = {}

    def evaluate(self, state: TabletopState) -> np.ndarray:
        """Every seat's expected return at ``state`` (its returns once it is over)."""
        table = state.tabletop_state()
        if self.steps:
            self._play_on(table)
        if table.is_terminal:
            return np.asarray(table.returns(), np.float64)
        return np.asarray(self._evaluator(table.rules)(table.rules, table.record), np.float64)

    def prior(self, state: TabletopState) -> list[tuple[int, float]]:
        """The chance outcomes' probabilities, or the same prior for every legal action."""
        if state.is_chance_node():
            return list(state.chance_outcomes())
        legal = state.legal_actions(state.current_player())
        return [(action, 1.0 / len(legal)) for action in legal]

    def _play_on(self, table: State[Any]) -> None:
        """``steps`` decisions of the policy on ``table`` (chance drawn on the way)."""
        bot = self._bots.get(table.rules)
        if bot is None:
            bot = self._bots[table.rules] = make_bot(
                str(self.policy), table.rules, seed=int(self._random.integers(2**31)))
        decided = 0
        while decided < self.steps and not table.is_terminal:
            if table.is_chance:
                table.apply(pick(table.chance_outcomes(), float(self._random.random())))
            else:
                table.apply(bot.choose(BotView(table, table.current_player)))
                decided += 1

    def _evaluator(self, rules: Rules[Any]) -> Callable[[Any, Any], tuple[float, ...]]:
        kind = type(rules)
        evaluate = self._evaluate.get(kind)
        if evaluate is None:
            found = game_evaluator(kind)
            if found is None:
                raise ValueError(f"{rules.name} ships no evaluate function (in its bots "
                                 "module): use OpenSpiel's RandomRolloutEvaluator instead")
            evaluate = self._evaluate[kind] = found
        return evaluate
