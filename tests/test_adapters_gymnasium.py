"""The single-agent Gymnasium environment: Gymnasium's checker, reproducible episodes,
masks, rewards at the end and clear errors."""

import warnings

import numpy as np
import pytest

pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from tabletop import IllegalActionError  # noqa: E402
from tabletop.adapters.gymnasium import GymEnv, make  # noqa: E402


def episode(env, seed, pick_seed=0):
    """The observations, rewards and masks of one episode, the agent picking legal actions
    at random from its own stream."""
    rnd = np.random.default_rng(pick_seed)
    observation, info = env.reset(seed=seed)
    seen = [observation]
    rewards = []
    while True:
        assert np.array_equal(info["action_mask"], env.action_masks())
        legal = np.flatnonzero(env.action_masks())
        observation, reward, terminated, truncated, info = env.step(int(rnd.choice(legal)))
        seen.append(observation)
        rewards.append(reward)
        assert not truncated
        if terminated:
            return seen, rewards


@pytest.mark.parametrize("game, options", [("fox_duet", {}), ("tokaido_duo", {}),
                                           ("kst", {"players": 2}),
                                           ("save_the_world", {"players": 2})])
def test_passes_gymnasiums_checker(game, options):
    env = GymEnv(game, opponents="random", seat=1, illegal_action="end", **options)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning of the checker fails the test
        check_env(env, skip_render_check=True)


def test_a_seed_replays_the_episode_and_the_reward_comes_at_the_end():
    env = make("fox_duet", opponents="heuristic", seat=0)
    first, rewards = episode(env, seed=5)
    again, rewards_again = episode(env, seed=5)
    assert len(first) == len(again) and rewards == rewards_again
    assert all(np.array_equal(a, b) for a, b in zip(first, again))
    assert all(r == 0.0 for r in rewards[:-1])
    assert rewards[-1] == env.state.returns()[0]
    assert not env.action_masks().any()
    other, _ = episode(env, seed=6)
    assert len(other) != len(first) or any(
        not np.array_equal(a, b) for a, b in zip(first, other))


def test_every_observation_is_in_the_space():
    env = GymEnv("tokaido_duo", opponents=["heuristic"], seat=1)
    seen, _ = episode(env, seed=3)
    assert all(env.observation_space.contains(o) for o in seen)


def test_the_agent_decides_only_for_its_seat():
    env = GymEnv("kst", opponents="random", seat=2, players=3)
    env.reset(seed=1)
    for _ in range(20):
        if env.state.is_terminal:
            break
        assert env.state.current_player == 2
        env.step(int(np.flatnonzero(env.action_masks())[0]))


def test_an_illegal_action_is_refused_with_the_legal_ones():
    env = GymEnv("fox_duet", seat=0)
    env.reset(seed=2)
    illegal = int(np.flatnonzero(~env.action_masks())[0])
    with pytest.raises(IllegalActionError, match=f"action {illegal} is not legal.*legal: "):
        env.step(illegal)
    ending = GymEnv("fox_duet", seat=0, illegal_action="end")
    ending.reset(seed=2)
    _, reward, terminated, _, info = ending.step(illegal)
    assert (reward, terminated) == (-1.0, True) and "not legal" in info["illegal_action"]
    assert not ending.action_masks().any()
    with pytest.raises(RuntimeError, match="reset"):
        ending.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))


def test_bad_arguments_say_what_is_accepted():
    with pytest.raises(ValueError, match="seats 0 to 1"):
        GymEnv("fox_duet", seat=2)
    with pytest.raises(ValueError, match="one per other seat"):
        GymEnv("kst", opponents=["random"], players=3)
    with pytest.raises(ValueError, match="choose 'raise' or 'end'"):
        GymEnv("fox_duet", illegal_action="ignore")
    with pytest.raises(ValueError, match="unknown bot 'nobody'"):
        GymEnv("fox_duet", opponents="nobody")
    with pytest.raises(RuntimeError, match="reset"):
        GymEnv("fox_duet").step(0)


def test_the_picture_as_an_array_and_in_a_window(monkeypatch):
    pytest.importorskip("resvg_py")
    pygame = pytest.importorskip("pygame")
    env = GymEnv("tokaido_duo", opponents="random", render_mode="rgb_array")
    env.reset(seed=4)
    picture = env.render()
    assert picture.ndim == 3 and picture.dtype == np.uint8 and picture.std() > 10
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    human = GymEnv("tokaido_duo", opponents="random", render_mode="human")
    human.window.fps = 1000
    human.reset(seed=4)  # the same game: the window shows the same picture
    shown = pygame.surfarray.array3d(pygame.display.get_surface()).swapaxes(0, 1)
    assert np.array_equal(shown, picture)
    human.step(int(human.action_masks().argmax()))
    shown = pygame.surfarray.array3d(pygame.display.get_surface()).swapaxes(0, 1)
    assert not np.array_equal(shown, picture)  # redrawn after the step
    human.close()
    assert human.window.size is None
