"""Information-set Monte Carlo tree search (single observer), for every game.

Each iteration samples a full state consistent with what the deciding seat knows
(``view.determinize``), walks the tree of actions by UCB restricted to the actions legal
in that sample (availability counts), adds one node, finishes the game with a rollout and
credits every decision on the path with the return of the seat that made it. Chance
events are sampled by their probabilities; an outcome the searching seat cannot see (a
card dealt to another seat) leads to one shared child, as it would in a real game.

The levers a search user expects are constructor options: the rollout policy (random, the
game's heuristic bot or any bot), a rollout depth with a leaf evaluator (the game's own
``evaluate`` by default), progressive widening for large action sets, a time budget beside
the iteration budget, and reuse of the tree between consecutive decisions of one game.

Reference: Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 4(2), 2012.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Sequence
from typing import Any, cast

import numpy as np

from ..engine import CHANCE, TERMINAL, Action, Bot, BotView, Rules, pick
from .plugins import BotFactory, Evaluator, game_bots, game_evaluator


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

    Args:
        iterations: determinized searches per decision (the budget, or its cap with
            ``seconds``).
        seed: makes the search, and so the bot's play, reproducible.
        c: the UCB exploration constant (returns lie in 0..1).
        rollout: who plays the rollouts: ``None`` or ``"random"`` for uniformly random
            legal actions (the fastest), the name of one of the game's bots (such as
            ``"heuristic"``), or any bot object.
        depth: stop each rollout after this many steps and ask the evaluator for the
            returns; ``None`` plays every rollout to the end.
        evaluator: ``evaluate(rules, record)`` giving each seat's expected return; the
            default ``"game"`` takes the game's own (``evaluate`` in its ``bots`` module).
            Needed only with ``depth``.
        seconds: a time budget per decision; the search stops at whichever of
            ``iterations`` and ``seconds`` comes first.
        widening: progressive widening: a node passed ``n`` times may have at most
            ``ceil(n ** widening)`` children (``None``: every legal action at once).
        reuse: keep the part of the last decision's tree that the game went on into.
        prior: a bot whose choice at the decision (``None``: none) is expanded first and
            wins ties of visits, so a small budget plays at least as that bot would: the
            name of one of the game's bots (such as ``"heuristic"``) or any bot object.

    Each seat maximises its own ``returns()``, so the bot plays competitive and
    cooperative games alike.

    Examples:
        >>> import tabletop
        >>> rules = tabletop.load_game("fox_duet")
        >>> game = tabletop.Game(rules, seed=1)
        >>> bot = ISMCTSBot(iterations=50, seed=0)
        >>> bot.choose(game.view()) in game.legal_actions()
        True
    """

    def __init__(self, iterations: int = 1000, seed: int | None = 0, c: float = 0.7,
                 rollout: Bot | str | None = None, depth: int | None = None,
                 evaluator: Evaluator | str | None = "game", seconds: float | None = None,
                 widening: float | None = None, reuse: bool = True,
                 prior: Bot | str | None = None):
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, got {iterations}")
        if depth is not None and depth < 0:
            raise ValueError(f"depth must be at least 0, got {depth}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"seconds must be positive, got {seconds}")
        if widening is not None and not 0 < widening <= 1:
            raise ValueError(f"widening must lie in (0, 1], got {widening}")
        if isinstance(evaluator, str) and evaluator != "game":
            raise ValueError(f"evaluator must be 'game', a function or None, got {evaluator!r}")
        self.iterations = iterations
        self.c = c
        self.rollout = rollout
        self.depth = depth
        self.evaluator = evaluator
        self.seconds = seconds
        self.widening = widening
        self.reuse = reuse
        self.prior = prior
        self.seed = seed
        self.random = random.Random(seed)
        self.generator = np.random.default_rng(seed)
        self._policy: dict[tuple[type, str], Bot] = {}
        self._evaluate: dict[type, Evaluator | None] = {}
        self._kept: tuple[list[Any], _Node] | None = None  # (history seen, tree after it)

    # -- deciding -------------------------------------------------------------------------------
    def choose(self, view: BotView) -> Action:
        """Search from ``view`` and return the most visited legal action."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        history = view.history
        root = self._reused_root(history) or _Node()
        stop = None if self.seconds is None else time.perf_counter() + self.seconds
        favourite = None
        if self.prior is not None:
            favourite = self._bot(view.rules, self.prior, "prior").choose(view)
        for done in range(self.iterations):
            if stop is not None and done and time.perf_counter() > stop:
                break
            self._iterate(view, root, done, favourite)
        action = self._most_visited(root, legal, favourite)
        kept = root.children.get(action)
        if self.reuse and kept is not None:
            self._kept = (history + [action], kept)
        return action

    def _reused_root(self, history: list[Any]) -> _Node | None:
        """The kept tree, walked down the steps the game took since, if it still fits."""
        if self._kept is None:
            return None
        seen, node = self._kept
        if len(history) < len(seen) or history[:len(seen)] != seen:
            return None
        for step in history[len(seen):]:
            child = node.children.get(step)
            if child is None:
                return None
            node = child
        return node

    def _iterate(self, view: BotView, root: _Node, passes: int,
                 favourite: Action | None) -> None:
        """One determinization: select (``favourite`` first at the root), expand one node,
        roll out, back up."""
        state = view.determinize(self.generator)
        rules, record = state.rules, state.record
        me = view.player
        path: list[tuple[_Node, int]] = []
        passed: list[_Node] = []  # chance edges: counted, never credited
        node, node_passes = root, passes + root.visits
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
                passed.append(child)
                node, node_passes = child, child.visits
                record = rules.next_record(record, outcome)
                continue
            action, node, expanded = self._select(node, rules.legal_actions(record),
                                                  node_passes, favourite)
            favourite = None
            node_passes = node.visits
            path.append((node, player))
            record = rules.next_record(record, action)
            if expanded:
                break
        returns = self._rollout(rules, record)
        for node, player in path:
            node.visits += 1
            node.reward += returns[player]
        for node in passed:
            node.visits += 1

    def _select(self, node: _Node, legal: Sequence[Action], passes: int,
                favourite: Action | None = None) -> tuple[Action, _Node, bool]:
        """The child to follow among ``legal``: ``favourite`` if it is still untried, else
        an untried one at random if any may still be added (expanded), else the best by
        UCB; every legal child counts one more availability."""
        children = node.children
        if favourite is not None and favourite not in children:
            for other in children.values():
                other.available += 1
            first = children[favourite] = _Node()
            return favourite, first, True
        untried: list[Action] = []
        tried = 0
        for action in legal:
            child = children.get(action)
            if child is None:
                untried.append(action)
            else:
                child.available += 1
                tried += 1
        if untried and (self.widening is None or not tried
                        or tried < math.ceil((passes + 1) ** self.widening)):
            action = untried[self.random.randrange(len(untried))]
            child = children[action] = _Node()
            return action, child, True
        c = self.c
        best_value = -math.inf
        for action in legal:
            child = children.get(action)
            if child is None:
                continue
            value = (child.reward / child.visits if child.visits else 0.0) + c * math.sqrt(
                math.log(child.available) / max(child.visits, 1))
            if value > best_value:
                best_value, best_action, best_child = value, action, child
        return best_action, best_child, False

    # -- rollouts -------------------------------------------------------------------------------
    def _rollout(self, rules: Rules[Any], record: Any) -> tuple[float, ...]:
        """Play ``record`` on (to the end, or ``depth`` steps then evaluate) and return
        every seat's return."""
        policy = None if self.rollout in (None, "random") else self._bot(
            rules, self.rollout, "rollout")
        evaluate = self._evaluator(rules) if self.depth is not None else None
        limit: float = self.depth if evaluate is not None and self.depth is not None else math.inf
        if policy is not None:
            return self._bot_rollout(rules, record, policy, limit, evaluate)
        rnd = self.random
        steps = 0
        while (player := rules.current_player(record)) != TERMINAL:
            if steps >= limit:
                return evaluate(rules, record)  # type: ignore[misc]
            if player == CHANCE:
                action = pick(rules.chance_outcomes(record), rnd.random())
            else:
                legal = rules.legal_actions(record)
                action = legal[rnd.randrange(len(legal))]
            record = rules.next_record(record, action)
            steps += 1
        return rules.returns(record)

    def _bot_rollout(self, rules: Rules[Any], record: Any, policy: Bot, limit: float,
                     evaluate: Evaluator | None) -> tuple[float, ...]:
        state = rules.state_from_record(record)
        steps = 0
        while not state.is_terminal:
            if steps >= limit:
                return evaluate(rules, state.record)  # type: ignore[misc]
            if state.is_chance:
                state.apply(pick(state.chance_outcomes(), self.random.random()))
            else:
                state.apply(policy.choose(BotView(state, state.current_player)))
            steps += 1
        return tuple(state.returns())

    def _bot(self, rules: Rules[Any], spec: Bot | str, role: str) -> Bot:
        """The bot ``spec`` names for ``rules``' game (built once per game and role)."""
        if not isinstance(spec, str):
            return spec
        key = (type(rules), role)
        if key not in self._policy:
            bots = game_bots(type(rules))
            if not callable(bots.get(spec)):
                raise ValueError(f"{role}={spec!r}: {rules.name} has no such bot; choose "
                                 + ("random or " if role == "rollout" else "")
                                 + "one of " + (", ".join(sorted(bots)) or "(none)"))
            factory = cast(BotFactory, bots[spec])
            self._policy[key] = factory(seed=self.random.randrange(2**31))
        return self._policy[key]

    def _evaluator(self, rules: Rules[Any]) -> Evaluator:
        """The leaf evaluator for ``rules``' game; a depth without one is an error."""
        kind = type(rules)
        if kind not in self._evaluate:
            found = game_evaluator(kind) if self.evaluator == "game" else self.evaluator
            self._evaluate[kind] = found  # type: ignore[assignment]
        found = self._evaluate[kind]
        if found is None:
            raise ValueError(f"depth={self.depth} needs an evaluator: {rules.name} ships none "
                             "(evaluate in its bots module); pass evaluator=")
        return found

    def _most_visited(self, root: _Node, legal: Sequence[Action],
                      favourite: Action | None) -> Action:
        """The legal root action with the most visits; ties go to ``favourite``, else are
        broken by the seeded stream."""
        visits = [root.children[a].visits if a in root.children else 0 for a in legal]
        top = max(visits)
        best = [a for a, v in zip(legal, visits) if v == top]
        if favourite in best:
            return favourite
        return best[self.random.randrange(len(best))]

    def __repr__(self) -> str:
        extras = "".join(f", {name}={value!r}" for name, value in (
            ("rollout", self.rollout), ("depth", self.depth), ("seconds", self.seconds),
            ("widening", self.widening), ("prior", self.prior)) if value is not None)
        return f"ISMCTSBot(iterations={self.iterations}, c={self.c}{extras})"
