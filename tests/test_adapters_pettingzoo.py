"""The PettingZoo adapter: PettingZoo's own API and seed tests on every game, plus the
adapter's promises (masks, chance inside the env, returns as rewards, illegal actions)."""

import warnings

import attrs
import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import tabletop  # noqa: E402
from tabletop.adapters import pettingzoo as pz  # noqa: E402
from tabletop.engine import register, unregister  # noqa: E402
from tabletop.engine.registry import rules_class  # noqa: E402
from tabletop.testing import alternative_options  # noqa: E402
from toy_game import ToyObservation, ToyRules  # noqa: E402

VARIANTS = ("defaults", "alternative", "most_players")


def options_for(game: str, variant: str) -> dict:
    """The options of a test variant: the defaults, the first alternative option value,
    or the largest player count the game accepts (skipped where there is none)."""
    cls = rules_class(game)
    if variant == "defaults":
        return {}
    if variant == "alternative":
        alternatives = alternative_options(cls)
        if not alternatives:
            pytest.skip(f"{game} has no alternative option value")
        return alternatives[0]
    players = cls.option_info().get("players")
    counts = sorted(c for c in (players.choices or ()) if c != players.default) if players else []
    if not counts:
        pytest.skip(f"{game} has one player count")
    return {"players": counts[-1]}


def play_masked(e, seed: int, rng: np.random.Generator) -> dict[str, float]:
    """One game of random masked actions; the rewards each agent collected."""
    e.reset(seed=seed)
    total = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        total[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return total


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("game", tabletop.list_games())
def test_pettingzoo_api_and_seed_tests_pass(game, variant):
    options = options_for(game, variant)
    with warnings.catch_warnings():
        # PettingZoo lists its own classic games (Dict observations with an action mask)
        # as exempt from these two notes; ours have the same observation structure.
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        warnings.filterwarnings("ignore", "Observation space for each agent probably")
        api_test(pz.env(game, **options), num_cycles=1000)
        seed_test(lambda: pz.env(game, **options), num_cycles=500)


@pytest.mark.parametrize("game", tabletop.list_games())
def test_a_game_runs_to_the_end_with_the_returns_as_rewards(game):
    e = pz.env(game, seed=5)
    total = play_masked(e, seed=5, rng=np.random.default_rng(0))
    assert len(total) == e.unwrapped.rules.num_players
    assert all(0.0 <= r <= 1.0 for r in total.values())
    assert e.agents == []


def test_rewards_are_the_returns_and_masks_follow_the_deciding_seat(toy):
    e = pz.raw_env(toy, seed=3)
    e.reset()
    rng = np.random.default_rng(1)
    while not e.terminations[e.agent_selection]:
        agent = e.agent_selection
        state = e.game.state
        assert agent == f"player_{state.current_player}"
        for other in e.agents:
            mask = e.observe(other)["action_mask"]
            assert mask.dtype == np.int8
            assert mask.any() == (other == agent)
        info = e.infos[agent]
        assert info["phase"] == state.phase
        assert info["legal_actions"] == [str(a) for a in state.legal_actions()]
        mask = e.observe(agent)["action_mask"]
        e.step(int(rng.choice(np.flatnonzero(mask))))
    assert not e.game.state.is_chance
    returns = e.game.state.returns()
    assert [e.rewards[a] for a in e.possible_agents] == list(returns)
    assert sum(returns) == pytest.approx(1.0)


def test_a_cooperative_game_rewards_every_seat_alike():
    cooperative = [g for g in tabletop.list_games() if tabletop.load_game(g).info.cooperative]
    if not cooperative:
        pytest.skip("no cooperative game is installed")
    game = cooperative[0]
    for seed in range(3):
        total = play_masked(pz.env(game), seed=seed, rng=np.random.default_rng(seed))
        assert len(set(total.values())) == 1


def test_chance_is_resolved_inside_and_reset_seed_replays_it(toy):
    e = pz.env(toy)
    runs = [play_masked(e, seed=11, rng=np.random.default_rng(0)) for _ in range(2)]
    assert runs[0] == runs[1]
    deals = []
    for _ in range(2):
        e.reset(seed=11)
        state = e.unwrapped.game.state
        assert not state.is_chance and len(state.history) == 6
        deals.append(state.record.hands)
    assert deals[0] == deals[1]


def test_the_construction_seed_starts_the_stream(toy):
    deals = []
    for _ in range(2):
        e = pz.env(toy, seed=42)
        e.reset()
        first = e.unwrapped.game.state.record.hands
        e.reset()
        deals.append((first, e.unwrapped.game.state.record.hands))
    assert deals[0] == deals[1]
    assert deals[0][0] != deals[0][1]


def test_an_illegal_action_ends_the_game_with_minus_one(toy, caplog):
    e = pz.env(toy, seed=1)
    e.reset()
    agent = e.agent_selection
    obs, *_ = e.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    e.step(illegal)
    assert "Illegal move" in caplog.text
    assert all(e.terminations.values())
    assert e.rewards[agent] == pz.ILLEGAL_REWARD
    assert all(r == 0 for a, r in e.rewards.items() if a != agent)


def test_the_raw_env_refuses_an_illegal_action(toy):
    e = pz.raw_env(toy, seed=1)
    e.reset()
    illegal = int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"] == 0)[0])
    before = e.game.state.clone()
    with pytest.raises(tabletop.IllegalActionError):
        e.step(illegal)
    assert e.game.state == before


def test_ansi_render_is_the_state_text(toy):
    e = pz.env(toy, render_mode="ansi", seed=2)
    e.reset()
    assert e.render() == str(e.unwrapped.game.state)
    assert pz.env(toy).unwrapped.render() is None
    with pytest.raises(ValueError, match="render_mode"):
        pz.env(toy, render_mode="svg")


@pytest.mark.parametrize("game", tabletop.list_games())
def test_rgb_array_render_is_the_games_picture(game):
    pytest.importorskip("resvg_py")
    e = pz.env(game, render_mode="rgb_array", seed=2)
    e.reset()
    first = e.render()
    assert first.ndim == 3 and first.shape[2] == 3 and first.dtype == np.uint8
    assert first.shape[0] > 100 and first.shape[1] > 100 and first.std() > 10  # not blank
    for _ in range(30):
        obs, _, done, _, _ = e.last()
        if done:
            break
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert not np.array_equal(e.render(), first)  # the picture follows the game


@pytest.mark.parametrize("game", ["tokaido_duo", "kst"])
def test_human_render_shows_the_picture_in_a_window_after_every_step(game, monkeypatch):
    pytest.importorskip("resvg_py")
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # a window without a screen
    e = pz.env(game, render_mode="human", seed=2)
    raw = e.unwrapped
    raw.window.fps = 1000  # no waiting between pictures here
    e.reset()  # the window opens with the first picture
    shown = [pygame.surfarray.array3d(pygame.display.get_surface()).swapaxes(0, 1)]
    assert shown[0].shape == pz.rgb_array(raw.rules.render_svg(raw.game.state.record)).shape
    for _ in range(3):
        obs, *_ = e.last()
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
        shown.append(pygame.surfarray.array3d(pygame.display.get_surface()).swapaxes(0, 1))
    picture = pz.rgb_array(raw.rules.render_svg(raw.game.state.record))
    assert np.array_equal(shown[-1], picture)  # the window shows the state after the step
    assert not np.array_equal(shown[0], shown[-1])
    assert raw.render() is None
    e.close()
    assert raw.window.size is None


def test_human_render_without_a_screen_says_what_to_use(monkeypatch):
    pytest.importorskip("resvg_py")
    pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "no_such_driver")
    e = pz.env("fox_duet", render_mode="human", seed=2)
    with pytest.raises(RuntimeError, match="render_mode='rgb_array' or 'ansi'"):
        e.reset()


def test_a_game_that_draws_no_picture_says_so(toy):
    e = pz.env(toy, render_mode="rgb_array", seed=2)
    e.reset()
    with pytest.raises(ValueError, match="draws no picture"):
        e.render()


def test_num_players_is_the_player_count_and_state_is_every_seats_view():
    e = pz.env("kst", num_players=2, seed=3)
    e.reset()
    assert e.possible_agents == ["player_0", "player_1"]
    raw = e.unwrapped
    state = raw.state()
    assert state.shape == raw.state_space.shape
    views = [raw.observe(a)["observation"].ravel() for a in raw.possible_agents]
    assert np.array_equal(state, np.concatenate(views))


def test_spaces_follow_the_rules(toy):
    e = pz.env(ToyRules(bonus_sides=2))
    assert e.possible_agents == ["player_0", "player_1"]
    for agent in e.possible_agents:
        space = e.observation_space(agent)
        assert space["observation"].shape == ToyRules().observation_shape
        assert space["observation"].dtype == np.float32
        assert space["action_mask"].shape == (ToyRules().num_actions,)
        assert e.action_space(agent).n == ToyRules().num_actions
    with pytest.raises(TypeError, match="options"):
        pz.env(ToyRules(), bonus_sides=2)
    with pytest.raises(tabletop.OptionError):
        pz.env("toy", bonus_sides=7)


@attrs.frozen
class ScaledToyObservation(ToyObservation):
    """The toy's view with its scores and trick count divided into [0, 1], as every game's
    array must be for the Box(0, 1) of the environment."""

    def to_array(self) -> np.ndarray:
        array = super().to_array()
        array[24:27] /= 12.0  # the scores and the tricks done: at most 3 x (1 + 3)
        return array


@attrs.frozen
class ScaledToyRules(ToyRules):
    """The toy game with `ScaledToyObservation`."""

    name = "scaled_toy"

    def observation(self, r, player):
        seen = super().observation(r, player)
        return ScaledToyObservation(**attrs.asdict(seen, recurse=False))


def test_a_game_registered_at_run_time_passes_too():
    register("scaled_toy", ScaledToyRules)
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", "Observation is not a NumPy array")
            warnings.filterwarnings("ignore", "Observation space for each agent probably")
            api_test(pz.env("scaled_toy", bonus_sides=2), num_cycles=100)
            seed_test(lambda: pz.env("scaled_toy"), num_cycles=100)
    finally:
        unregister("scaled_toy")


def test_the_example_plays_every_game_it_is_given(toy, capsys):
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).parents[1] / "examples" / "pettingzoo_random.py"
    spec = importlib.util.spec_from_file_location("pettingzoo_random", path)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    example.main(["toy", "--games", "2", "--option", "bonus_sides=2"])
    assert capsys.readouterr().out.startswith("toy: 2 games, 12 decisions")


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("game", tabletop.list_games())
def test_every_observation_lies_in_zero_one_and_in_the_space(game, variant):
    """Every seat's observation at every step of random games lies in the Box(0, 1)."""
    e = pz.raw_env(game, seed=1, **options_for(game, variant))
    assert e.state_space.low.min() == 0.0 and e.state_space.high.max() == 1.0
    rng = np.random.default_rng(2)
    for seed in (1, 2):
        e.reset(seed=seed)
        while not e.terminations[e.agent_selection]:
            for agent in e.possible_agents:
                observation = e.observe(agent)
                assert e.observation_space(agent).contains(observation), (agent, e.game.state)
            assert e.state_space.contains(e.state())
            mask = e.observe(e.agent_selection)["action_mask"]
            e.step(int(rng.choice(np.flatnonzero(mask))))
