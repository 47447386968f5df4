"""The batched environment (`tabletop.adapters.vector`) on every game: batch shapes, rows
that are the games' own observations and masks, automatic reset with the finished game's
returns, the same seed giving the same batches, and refusals that change nothing."""

import numpy as np
import pytest

import tabletop
from tabletop.adapters.vector import VectorEnv
from tabletop.engine import Game, IllegalActionError, Rng

GAMES = tabletop.list_games()


def random_actions(batch, rng):
    return np.argmax(rng.random(batch.action_mask.shape) * batch.action_mask, axis=1)


@pytest.mark.parametrize("name", GAMES)
def test_rows_are_the_games_own_views_and_ended_games_restart(name):
    env = VectorEnv(name, num_envs=4, seed=7)
    batch = env.reset()
    rules = env.rules
    n, players = 4, rules.num_players
    assert batch.observation.shape == (n, *rules.observation_shape)
    assert batch.observation.dtype == np.float32 and batch.action_mask.dtype == bool
    assert batch.rewards.shape == (n, players) and not batch.terminated.any()
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(3000):
        for i, state in enumerate(env.games):
            seat = state.current_player
            assert batch.current_player[i] == seat
            assert np.array_equal(batch.observation[i],
                                  state.observation(seat).to_array().reshape(
                                      rules.observation_shape))
            assert np.array_equal(batch.action_mask[i], state.legal_mask())
        before = list(env.games)
        batch = env.step(random_actions(batch, rng))
        for i in np.flatnonzero(batch.terminated):
            finished = before[i]
            assert finished.is_terminal and env.games[i] is not finished
            assert tuple(batch.rewards[i]) == finished.returns()
            ended += 1
        assert not batch.rewards[~batch.terminated].any()
        if ended >= 2:
            break
    assert ended >= 2 and env.episodes == ended


@pytest.mark.parametrize("name", GAMES)
def test_a_slot_plays_the_games_of_its_own_stream(name):
    """Slot i's first game is ``Game(rules, seed)`` with the first seed its spawned stream
    draws, so a batch can be checked game by game: the same chance outcomes, step by step."""
    env = VectorEnv(name, num_envs=3, seed=11)
    batch = env.reset()
    stream = Rng(11).spawn(3)[2]
    game = Game(env.rules, seed=int(stream.generator.integers(2**63)))
    rng = np.random.default_rng(5)
    with pytest.raises(RuntimeError, match="forget_past"):  # a batch keeps no past records
        env.games[2].undo()
    for _ in range(60):
        assert env.games[2].history == game.state.history
        assert batch.current_player[2] == game.current_player
        assert np.array_equal(batch.action_mask[2], game.state.legal_mask())
        actions = random_actions(batch, rng)
        if game.is_over or env.games[2].is_terminal:
            break
        game.apply(env.rules.action_from_index(int(actions[2])))
        batch = env.step(actions)
        if batch.terminated[2]:
            break


def test_the_same_seed_gives_the_same_batches():
    def run(seed):
        env = VectorEnv("tokaido_duo", num_envs=8, seed=seed)
        batch, rng, seen = env.reset(), np.random.default_rng(1), []
        for _ in range(200):
            batch = env.step(random_actions(batch, rng))
            seen.append((batch.observation.sum(), batch.rewards.sum(), batch.terminated.sum()))
        return seen

    assert run(3) == run(3) != run(4)


def test_reset_without_a_seed_starts_the_same_games_again():
    env = VectorEnv("fox_duet", num_envs=5, seed=2)
    first = env.reset()
    env.step(random_actions(first, np.random.default_rng(0)))
    again = env.reset()
    assert np.array_equal(first.observation, again.observation)
    assert not np.array_equal(env.reset(seed=3).observation, first.observation)


def test_an_illegal_action_is_refused_naming_the_game_and_nothing_changes():
    env = VectorEnv("fox_duet", num_envs=3, seed=0)
    batch = env.reset()
    actions = batch.action_mask.argmax(axis=1)
    illegal = int(np.flatnonzero(~batch.action_mask[1])[0])
    actions[1] = illegal
    states = [s.clone() for s in env.games]
    with pytest.raises(IllegalActionError, match=f"game 1: action {illegal} is not legal"):
        env.step(actions)
    assert all(g == s for g, s in zip(env.games, states))


@pytest.mark.parametrize("actions, says", [
    ([0, 0], "must be 3 whole numbers"), ([0.5, 1, 2], "must be 3 whole numbers"),
    ([[0, 1, 2]], "must be 3 whole numbers"), ([-1, 0, 0], "game 0: action -1 is not legal"),
    ([10**6, 0, 0], "game 0: action 1000000 is not legal")])
def test_actions_of_another_shape_or_range_are_refused(actions, says):
    env = VectorEnv("fox_duet", num_envs=3, seed=0)
    env.reset()
    with pytest.raises((ValueError, IllegalActionError), match=says):
        env.step(actions)


@pytest.mark.parametrize("num_envs", [0, -1, 10**9, 2.0, True])
def test_a_batch_size_out_of_range_is_refused(num_envs):
    with pytest.raises(ValueError, match="num_envs must be a whole number from 1 to 65536"):
        VectorEnv("fox_duet", num_envs=num_envs)


def test_step_before_reset_says_so():
    with pytest.raises(RuntimeError, match="reset"):
        VectorEnv("fox_duet", num_envs=2).step([0, 0])


@pytest.mark.parametrize("name", tabletop.list_games())
def test_batched_observations_lie_in_zero_one(name):
    env = VectorEnv(name, num_envs=4, seed=3)
    batch = env.reset()
    rng = np.random.default_rng(3)
    for _ in range(60):
        assert 0.0 <= batch.observation.min() and batch.observation.max() <= 1.0
        actions = np.argmax(rng.random(batch.action_mask.shape) * batch.action_mask, axis=1)
        batch = env.step(actions)
