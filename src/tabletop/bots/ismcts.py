"""Information-set Monte Carlo tree search (single observer), for every game.

Each iteration samples a full state consistent with what the deciding seat knows
(``view.determinize``), walks the tree of actions by UCB restricted to the actions legal
in that sample (availability counts), adds one node, finishes the game with a rollout and
credits every decision on the path with the return of the seat that made it. Chance
events are sampled by their probabilities; an outcome the searching seat cannot see (a
card dealt to another seat) leads to one shared child, as it would in a real game.

Reference: Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 4(2), 2012.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence

import numpy as np

from ..engine import CHANCE, TERMINAL, Action, Bot, BotView, Rules, pick


class _Node:
    """Statistics of one edge (the action leading here) plus the children below it."""

    __slots__ = ("children", "visits", "available", "reward")

    def __init__(self) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.available = 1
        self.reward = 0.0


class ISMCTSBot:
    """Single-observer ISMCTS with UCB over availability counts.

    ``iterations`` determinized searches per decision; ``c`` the UCB exploration constant
    (returns lie in [0, 1]); ``rollout`` a bot that plays the rollouts (uniformly random
    legal actions when ``None``, the fastest choice); ``seed`` makes the search, and so the
    bot's play, reproducible. Each seat maximises its own ``returns()``, so the bot plays
    competitive and cooperative games alike.

    Examples:
        >>> import tabletop
        >>> rules = tabletop.load_game("fox_duet")
        >>> game = tabletop.Game(rules, seed=1)
        >>> bot = ISMCTSBot(iterations=50, seed=0)
        >>> bot.choose(game.view()) in game.legal_actions()
        True
    """

    def __init__(self, iterations: int = 1000, seed: int | None = 0, c: float = 0.7,
                 rollout: Bot | None = None):
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, got {iterations}")
        self.iterations = iterations
        self.c = c
        self.rollout = rollout
        self.random = random.Random(seed)
        self.generator = np.random.default_rng(seed)

    def choose(self, view: BotView) -> Action:
        """Search from ``view`` and return the most visited legal action."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        root = _Node()
        for _ in range(self.iterations):
            self._iterate(view, root)
        return self._most_visited(root, legal)

    def _iterate(self, view: BotView, root: _Node) -> None:
        """One determinization: select, expand one node, roll out, back up."""
        state = view.determinize(self.generator)
        rules, record = state.rules, state.record
        me = view.player
        path: list[tuple[_Node, int]] = []
        node = root
        while True:
            player = rules.current_player(record)
            if player == TERMINAL:
                break
            if player == CHANCE:
                outcome = pick(rules.chance_outcomes(record), self.random.random())
                key = rules.observe_action(record, outcome, me)
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node()
                node = child
                record = rules.next_record(record, outcome)
                continue
            action, node, expanded = self._select(node, rules.legal_actions(record))
            path.append((node, player))
            record = rules.next_record(record, action)
            if expanded:
                break
        returns = self._rollout(rules, record)
        for node, player in path:
            node.visits += 1
            node.reward += returns[player]

    def _select(self, node: _Node, legal: Sequence[Action]) -> tuple[Action, _Node, bool]:
        """The child to follow among ``legal``: an untried one at random if any (expanded),
        else the best by UCB; every legal child counts one more availability."""
        children = node.children
        untried = []
        for action in legal:
            child = children.get(action)
            if child is None:
                untried.append(action)
            else:
                child.available += 1
        if untried:
            action = untried[self.random.randrange(len(untried))]
            child = children[action] = _Node()
            return action, child, True
        c = self.c
        best_value = -math.inf
        for action in legal:
            child = children[action]
            value = (child.reward / child.visits
                     + c * math.sqrt(math.log(child.available) / child.visits))
            if value > best_value:
                best_value, best_action, best_child = value, action, child
        return best_action, best_child, False

    def _rollout(self, rules: Rules, record) -> tuple[float, ...]:
        """Play ``record`` to the end and return every seat's return."""
        if self.rollout is not None:
            return self._bot_rollout(rules, record)
        rnd = self.random
        while (player := rules.current_player(record)) != TERMINAL:
            if player == CHANCE:
                action = pick(rules.chance_outcomes(record), rnd.random())
            else:
                legal = rules.legal_actions(record)
                action = legal[rnd.randrange(len(legal))]
            record = rules.next_record(record, action)
        return rules.returns(record)

    def _bot_rollout(self, rules: Rules, record) -> tuple[float, ...]:
        state = rules.state_from_record(record)
        while not state.is_terminal:
            if state.is_chance:
                state.apply(pick(state.chance_outcomes(), self.random.random()))
            else:
                state.apply(self.rollout.choose(BotView(state, state.current_player)))
        return state.returns()

    def _most_visited(self, root: _Node, legal: Sequence[Action]) -> Action:
        """The legal root action with the most visits; ties broken by the seeded stream."""
        visits = [root.children[a].visits if a in root.children else 0 for a in legal]
        top = max(visits)
        best = [a for a, v in zip(legal, visits) if v == top]
        return best[self.random.randrange(len(best))]

    def __repr__(self) -> str:
        return f"ISMCTSBot(iterations={self.iterations}, c={self.c})"
