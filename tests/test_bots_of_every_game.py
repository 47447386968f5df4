"""What every game ships for bots (``bots.py``): a ``heuristic`` and a ``strong`` bot and an
``evaluate`` that search can stop its rollouts on; the interface is the same for all."""

from __future__ import annotations

import random

import numpy as np
import pytest

import tabletop
from tabletop.bots import ISMCTSBot, make_bot
from tabletop.bots.plugins import game_bots, game_evaluator
from tabletop.engine import pick

GAMES = tabletop.list_games()


def records_of_a_random_game(rules, seed: int, every: int = 7):
    """Every ``every``-th record of one random game, and its last."""
    rnd = random.Random(seed)
    state = rules.initial_state()
    seen = []
    while not state.is_terminal:
        if len(state.history) % every == 0:
            seen.append(state.record)
        state.apply(pick(state.chance_outcomes(), rnd.random()) if state.is_chance
                    else rnd.choice(state.legal_actions()))
    return seen, state


@pytest.mark.parametrize("game", GAMES)
def test_every_game_ships_a_heuristic_a_strong_bot_and_an_evaluator(game):
    rules = tabletop.load_game(game)
    assert {"heuristic", "strong"} <= set(game_bots(type(rules)))
    assert game_evaluator(type(rules)) is not None


@pytest.mark.parametrize("game", GAMES)
def test_evaluate_gives_every_seat_a_chance_and_the_true_returns_at_the_end(game):
    rules = tabletop.load_game(game)
    evaluate = game_evaluator(type(rules))
    records, end = records_of_a_random_game(rules, seed=1)
    for record in records:
        values = evaluate(rules, record)
        assert len(values) == rules.num_players
        assert all(0.0 <= v <= 1.0 for v in values), values
        if rules.info.cooperative:
            assert len(set(values)) == 1
    assert np.allclose(evaluate(rules, end.record), end.returns())


@pytest.mark.parametrize("game", GAMES)
def test_the_strong_bot_and_an_evaluator_guided_search_play_legal_actions(game):
    rules = tabletop.load_game(game)
    game_ = tabletop.Game(rules, seed=2)
    strong = make_bot("strong", rules, seed=0)
    guided = ISMCTSBot(iterations=10, depth=0, evaluator="game", seed=0)
    decisions = 0
    while decisions < 4 and not game_.is_over:
        legal = game_.legal_actions()
        if len(legal) > 1:
            assert guided.choose(game_.view()) in legal
            decisions += 1
        game_.apply(strong.choose(game_.view()))
