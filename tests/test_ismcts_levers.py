"""ISMCTSBot's levers: rollout policy, depth with a leaf evaluator, time budget,
progressive widening, tree reuse and a prior; and what the levers buy in Fox Duet."""

import math
import time

import pytest

import tabletop
from tabletop.arena import wilson_interval
from tabletop.bots import ISMCTSBot, RandomBot
from tabletop.games.fox_duet import Rules as FoxDuet
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

    def _most_visited(self, root, legal, favourite):
        self.roots = getattr(self, "roots", []) + [root]
        return super()._most_visited(root, legal, favourite)


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


class LastLegal:
    """A prior that always names the last legal action."""

    def choose(self, view):
        return view.legal_actions()[-1]


def test_a_prior_is_tried_first_and_wins_ties():
    """With one iteration every root child but the prior's has no visit: the prior's
    choice is played, whatever it is."""
    game = first_decision()
    view = game.view()
    assert ISMCTSBot(iterations=1, prior=LastLegal(), seed=3).choose(view) == \
        view.legal_actions()[-1]


def test_a_prior_bot_named_by_the_game_must_exist():
    game = tabletop.Game(FoxDuet(), seed=1)
    with pytest.raises(ValueError, match="prior='nobody': fox_duet has no such bot; choose "
                                         "one of heuristic, strong"):
        ISMCTSBot(iterations=2, prior="nobody").choose(game.view())


def team_wins(bot, games):
    rules = FoxDuet(level=1)
    return sum(bool(tabletop.play(rules, [bot(2 * g), bot(2 * g + 1)], seed=g).winners)
               for g in range(games))


def test_heuristic_rollouts_beat_plain_ismcts_in_fox_duet():
    """Random rollouts never earn a reward in Fox Duet, so plain ISMCTS plays at random
    and loses; the game's heuristic as rollout policy and prior, with its evaluator after
    two steps, wins. The margin's 95% interval (Newcombe's, from Wilson intervals) lies
    above 0 over 20 seeded games of each."""
    games = 20
    guided = team_wins(lambda seed: ISMCTSBot(iterations=2, rollout="heuristic", depth=2,
                                              prior="heuristic", seed=seed), games)
    plain = team_wins(lambda seed: ISMCTSBot(iterations=2, seed=seed), games)
    (low, _), (_, high) = wilson_interval(guided, games), wilson_interval(plain, games)
    p, q = guided / games, plain / games
    margin_low = p - q - math.sqrt((p - low) ** 2 + (high - q) ** 2)
    assert margin_low > 0, (guided, plain)
