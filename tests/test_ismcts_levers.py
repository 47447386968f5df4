"""ISMCTSBot's levers: rollout policy, depth with a leaf evaluator, time budget,
progressive widening and tree reuse."""

import time

import pytest

import tabletop
from tabletop.bots import ISMCTSBot, RandomBot
from toy_game import ToyRules


def first_decision(seed=0):
    return tabletop.Game(ToyRules(), seed=seed)


def test_depth_zero_asks_the_evaluator_for_every_leaf():
    calls = []

    def evaluate(rules, record):
        calls.append(record)
        return (0.5, 0.5)

    bot = ISMCTSBot(iterations=25, seed=1, depth=0, evaluator=evaluate)
    game = first_decision()
    assert bot.choose(game.view()) in game.legal_actions()
    assert len(calls) == 25


def test_a_depth_without_an_evaluator_is_refused_with_the_reason():
    game = first_decision()
    with pytest.raises(ValueError, match="depth=3 needs an evaluator: toy ships none"):
        ISMCTSBot(iterations=5, depth=3).choose(game.view())


def test_a_rollout_bot_named_by_the_game_must_exist():
    game = first_decision()
    with pytest.raises(ValueError, match="rollout='heuristic': toy has no such bot"):
        ISMCTSBot(iterations=5, rollout="heuristic").choose(game.view())


def test_the_time_budget_stops_the_search():
    game = first_decision()
    start = time.perf_counter()
    ISMCTSBot(iterations=10**7, seconds=0.05).choose(game.view())
    assert time.perf_counter() - start < 1.0


class Watching(ISMCTSBot):
    """Records the root's children at every decision."""

    def _most_visited(self, root, legal):
        self.roots = getattr(self, "roots", []) + [root]
        return super()._most_visited(root, legal)


def test_progressive_widening_limits_the_children_of_a_node():
    game = first_decision()
    wide, narrow = Watching(iterations=9, seed=2), Watching(iterations=9, seed=2, widening=0.5)
    wide.choose(game.view())
    narrow.choose(game.view())
    assert len(wide.roots[0].children) == len(game.legal_actions()) == 3
    assert len(narrow.roots[0].children) == 3  # ceil(sqrt(9)) = 3 may be tried in 9 passes
    narrower = Watching(iterations=3, seed=2, widening=0.5)
    narrower.choose(game.view())
    assert len(narrower.roots[0].children) == 2  # ceil(sqrt(1)), ceil(sqrt(2)), ...


def test_the_tree_is_reused_across_consecutive_decisions():
    game = tabletop.Game(ToyRules(), seed=3)
    bot = Watching(iterations=400, seed=0)
    opponent = RandomBot(seed=1)
    while len(getattr(bot, "roots", [])) < 2 and not game.is_over:
        player = game.current_player
        game.apply((bot if player == 0 else opponent).choose(game.view()))
    first, second = bot.roots[:2]
    grown = sum(child.visits for child in second.children.values())
    assert grown > 400  # the second search went on from the first one's statistics
    assert ISMCTSBot(iterations=40, seed=0, reuse=False)._kept is None


@pytest.mark.parametrize("kwargs, message", [
    ({"depth": -1}, "depth"), ({"seconds": 0}, "seconds"), ({"widening": 1.5}, "widening"),
    ({"evaluator": "mine"}, "evaluator")])
def test_bad_levers_are_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        ISMCTSBot(**kwargs)
