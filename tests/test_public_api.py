"""The public API contract of DESIGN.md, exercised on every installed game by its binding names."""

import json

import numpy as np
import pytest

import tabletop

GAMES = tabletop.list_games()


def test_list_games_is_sorted_and_holds_our_games():
    assert GAMES == sorted(GAMES)
    assert {"fox_duet", "tokaido_duo"} <= set(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_contract_names_on_a_whole_game(name):
    rules = tabletop.load_game(name, players=2)
    state = rules.initial_state()
    assert state.num_players == 2
    rng = np.random.default_rng(0)
    steps = 0
    while not state.is_terminal:
        assert state.outcome is None
        player = state.current_player
        assert isinstance(state.phase, str) and state.phase
        legal = state.legal_actions()
        assert legal
        if state.is_chance:
            assert player == tabletop.CHANCE
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            action = outcomes[rng.integers(len(outcomes))][0]
        else:
            assert player >= 0
            mask = state.legal_mask()
            assert mask.shape == (rules.num_actions,) and mask.sum() == len(legal)
            action = legal[rng.integers(len(legal))]
            assert rules.action_from_index(rules.action_index(action)) == action
            observation = state.observation(player)
            assert observation.to_array().shape == tuple(rules.observation_shape)
            assert state.determinize(player, rng).observation(player) == observation
            assert state.determinize(player, 7).legal_actions() == legal
        assert rules.parse_action(str(action)) == action
        before = state.clone()
        state.apply(action)
        assert state.undo() == action and state == before
        state.apply(action)
        steps += 1
    assert state.current_player == tabletop.TERMINAL
    assert len(state.history) == steps
    assert len(state.scores()) == 2
    assert state.winners() <= {0, 1}
    assert len(state.returns()) == 2 and all(0.0 <= r <= 1.0 for r in state.returns())
    assert str(state).strip()
    with pytest.raises(tabletop.IllegalActionError):
        state.apply(rules.action_from_index(0))
    outcome = state.outcome
    assert isinstance(outcome, tabletop.Outcome)
    assert (outcome.winners, outcome.scores, outcome.returns) == (
        state.winners(), tuple(state.scores()), tuple(state.returns()))
    assert isinstance(outcome.termination, tabletop.Termination)
    assert type(outcome.termination).__module__.startswith(f"tabletop.games.{name}")
    assert outcome.termination.rule and str(outcome.termination) in str(outcome)


@pytest.mark.parametrize("name", GAMES)
def test_game_driver_and_play(name):
    rules = tabletop.load_game(name, players=2)
    game = tabletop.Game(rules, seed=1)
    assert game.current_player in (0, 1) and not game.is_over
    first = game.legal_actions()[0]
    game.apply(first)
    assert game.undo() == first
    bots = [tabletop.bots.RandomBot(seed=0), tabletop.bots.ISMCTSBot(iterations=3, seed=0)]
    result = tabletop.play(rules, bots, seed=1)
    assert result.winners <= {0, 1} and len(result.scores) == 2 and result.history
    assert result.outcome == result.record.replay().outcome
    assert json.loads(result.record.to_json())["game"] == name
    assert issubclass(tabletop.IllegalActionError, ValueError)


@pytest.mark.parametrize("name", GAMES)
def test_each_game_module_offers_new_game_and_rules(name):
    import importlib

    module = importlib.import_module(f"tabletop.games.{name}")
    assert isinstance(module.new_game(seed=2), tabletop.Game)
    assert module.Rules().name == name
