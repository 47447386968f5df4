"""OpenSpiel's own search algorithms as bots for our games (``tabletop arena``).

Both bots implement our bot protocol, ``choose(view) -> action``, and see only what the
view offers: they search states that ``view.determinize`` builds, never the hidden state.

* `OpenSpielISMCTSBot` runs ``open_spiel.python.algorithms.ismcts.ISMCTSBot``;
  every iteration starts from a fresh determinization (OpenSpiel's resampler hook).
* `OpenSpielMCTSBot` runs ``open_spiel.python.algorithms.mcts.MCTSBot`` on one
  determinization per decision (or several, summing their root visit counts): perfect
  information Monte Carlo. In a game without hidden information the determinization is
  the state itself, and this is plain MCTS.

Rollouts are OpenSpiel's ``RandomRolloutEvaluator``; returns lie in 0..1.

Examples:
    >>> import tabletop
    >>> from tabletop.adapters.openspiel import OpenSpielISMCTSBot
    >>> game = tabletop.Game(tabletop.load_game("fox_duet"), seed=1)
    >>> bot = OpenSpielISMCTSBot(iterations=20, seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from ...engine import Action, BotView, Rules
from .game import TabletopGame, TabletopState


class _Search:
    """What both bots share: settings, seeded streams and the OpenSpiel game of the rules
    being played (built once per rules)."""

    def __init__(self, iterations: int, seed: int | None, uct_c: float, rollouts: int):
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, got {iterations}")
        if rollouts < 1:
            raise ValueError(f"rollouts must be at least 1, got {rollouts}")
        self.iterations = iterations
        self.uct_c = uct_c
        self.rollouts = rollouts
        self.random_state = np.random.RandomState(seed)
        self.generator = np.random.default_rng(seed)
        self.evaluator = mcts.RandomRolloutEvaluator(n_rollouts=rollouts,
                                                     random_state=self.random_state)
        self._games: dict[Rules[Any], TabletopGame] = {}

    def game(self, rules: Rules[Any]) -> TabletopGame:
        """The OpenSpiel game of ``rules``."""
        game = self._games.get(rules)
        if game is None:
            self._games.clear()
            game = self._games[rules] = TabletopGame.from_rules(rules)
        return game

    def sample(self, view: BotView, prefix: tuple[str, ...] = ()) -> TabletopState:
        """An OpenSpiel state on a fresh determinization of what ``view`` knows."""
        return self.game(view.rules).state_from(view.determinize(self.generator),
                                                view.player, prefix)


class OpenSpielISMCTSBot(_Search):
    """OpenSpiel's information-set MCTS (Python ``ISMCTSBot``, Cowling et al. 2012).

    ``iterations`` simulations per decision, each on a new determinization of what the
    deciding seat knows; ``uct_c`` the UCT exploration constant; ``rollouts`` random
    rollouts per evaluated leaf; ``seed`` makes the play reproducible. The action played
    is the most visited (ties broken by the seeded stream).

    Examples:
        >>> import tabletop
        >>> game = tabletop.Game(tabletop.load_game("tokaido_duo"), seed=2)
        >>> OpenSpielISMCTSBot(iterations=10, seed=1).choose(game.view()) in game.legal_actions()
        True
    """

    def __init__(self, iterations: int = 200, seed: int | None = None, uct_c: float = 1.0,
                 rollouts: int = 1):
        super().__init__(iterations, seed, uct_c, rollouts)
        self._search: tuple[TabletopGame, Any] | None = None

    def choose(self, view: BotView) -> Action:
        """Search from ``view`` and return the most visited legal action."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        game = self.game(view.rules)
        if self._search is None or self._search[0] is not game:
            self._search = (game, ismcts.ISMCTSBot(
                game, self.evaluator, self.uct_c, self.iterations,
                random_state=self.random_state,
                final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
                allow_inconsistent_action_sets=True))
        search = self._search[1]
        prefix = tuple(str(step) for step in view.history)
        search.set_resampler(lambda state, player: self.sample(view, prefix))
        try:
            action = search.step(self.sample(view, prefix))
        finally:
            search.set_resampler(None)
            search.reset()
        return view.rules.action_from_index(int(action))

    def __repr__(self) -> str:
        return f"OpenSpielISMCTSBot(iterations={self.iterations}, uct_c={self.uct_c})"


class OpenSpielMCTSBot(_Search):
    """OpenSpiel's MCTS (Python ``MCTSBot``, with MCTS-Solver) on determinizations.

    ``iterations`` simulations per decision, split evenly over ``determinizations``
    sampled states of what the deciding seat knows (two at least for each, since OpenSpiel's
    MCTS expands the root on its second simulation); the action played has the most root
    visits summed over them (with one determinization, OpenSpiel's own choice, which
    prefers proven wins). ``uct_c``, ``rollouts`` and ``seed`` as for
    `OpenSpielISMCTSBot`; ``solve`` backs up proven results (MCTS-Solver).

    Examples:
        >>> import tabletop
        >>> game = tabletop.Game(tabletop.load_game("fox_duet"), seed=1)
        >>> OpenSpielMCTSBot(iterations=20, seed=0).choose(game.view()) in game.legal_actions()
        True
    """

    def __init__(self, iterations: int = 200, seed: int | None = None, uct_c: float = 1.4,
                 rollouts: int = 1, determinizations: int = 1, solve: bool = True):
        if not 1 <= determinizations <= iterations:
            raise ValueError(f"determinizations must be 1..iterations ({iterations}), got "
                             f"{determinizations}")
        super().__init__(iterations, seed, uct_c, rollouts)
        self.determinizations = determinizations
        self.solve = solve

    def choose(self, view: BotView) -> Action:
        """Search determinizations of ``view`` and return the chosen legal action."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        game = self.game(view.rules)
        worlds = self.determinizations
        visits: Counter[int] = Counter()
        for world in range(worlds):
            # OpenSpiel's MCTS expands the root on its second simulation: two at least
            budget = max(2, self.iterations // worlds + (world < self.iterations % worlds))
            search = mcts.MCTSBot(game, self.uct_c, budget, self.evaluator, solve=self.solve,
                                  random_state=self.random_state)
            root = search.mcts_search(self.sample(view))
            if worlds == 1:
                return view.rules.action_from_index(int(root.best_child().action))
            for child in root.children:
                visits[int(child.action)] += child.explore_count
        top = max(visits.values())
        best = sorted(a for a, n in visits.items() if n == top)
        return view.rules.action_from_index(best[int(self.generator.integers(len(best)))])

    def __repr__(self) -> str:
        return (f"OpenSpielMCTSBot(iterations={self.iterations}, uct_c={self.uct_c}, "
                f"determinizations={self.determinizations})")
