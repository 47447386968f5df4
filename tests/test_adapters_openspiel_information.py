"""Information states in OpenSpiel: the tensors (observation plus a tally of what the seat
saw), what resampling keeps and gives the other seats, and NFSP learning from them."""

import subprocess
import sys

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import observation as spiel_observation  # noqa: E402

import tabletop  # noqa: E402
from tabletop.adapters import openspiel  # noqa: E402
from tabletop.engine import CHANCE  # noqa: E402

GAMES = tabletop.list_games()


@pytest.fixture(scope="module", autouse=True)
def registered():
    return openspiel.register()


def played(spiel, steps: int, seed: int):
    rng = np.random.default_rng(seed)
    state = spiel.new_initial_state()
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def expected_tally(spiel, table, player: int) -> dict[str, np.ndarray]:
    """The tally pieces counted straight from the history, seats counted from ``player``."""
    rules, seats = spiel.rules, spiel.num_players()
    decisions = np.zeros((seats, rules.num_actions))
    chance = np.zeros(len(rules.chance_space))
    hidden = np.zeros(seats + 1)
    for before, action, _ in table.transitions():
        actor = rules.current_player(before)
        if rules.observe_action(before, action, player) != action:
            hidden[seats if actor == CHANCE else (actor - player) % seats] += 1
        elif actor == CHANCE:
            chance[list(rules.chance_space).index(action)] += 1
        else:
            decisions[(actor - player) % seats, rules.action_index(action)] += 1
    return {name: count / (count + 1) for name, count in
            (("decisions", decisions), ("chance", chance), ("hidden", hidden))}


@pytest.mark.parametrize("game", GAMES)
def test_the_tensor_is_the_observation_and_a_tally_of_what_the_seat_saw(game):
    spiel = pyspiel.load_game(f"tabletop_{game}")
    observer = spiel_observation.make_observation(
        spiel, pyspiel.IIGObservationType(perfect_recall=True))
    size = spiel.information_state_tensor_size()
    assert spiel.information_state_tensor_shape() == [size]
    state = played(spiel, 70, seed=7)
    table = state.tabletop_state()
    for player in range(spiel.num_players()):
        tensor = np.array(state.information_state_tensor(player))
        tally = tensor[table.observation(player).to_array().size:]
        assert tensor.shape == (size,) and tally.min() >= 0.0 and tally.max() < 1.0
        observer.set_from(state, player)
        np.testing.assert_array_equal(observer.tensor, tensor)
        np.testing.assert_array_equal(observer.dict["observation"].ravel(),
                                      table.observation(player).to_array().ravel())
        for name, expected in expected_tally(spiel, table, player).items():
            np.testing.assert_allclose(observer.dict[name], expected, rtol=1e-6)
    assert observer.dict["decisions"].any() and observer.dict["chance"].any()


def test_a_hidden_deal_is_counted_as_hidden_for_the_others_and_seen_by_its_receiver():
    spiel = pyspiel.load_game("tabletop_fox_duet")
    state = played(spiel, 30, seed=3)  # the deal is under way or done
    observer = spiel_observation.make_observation(
        spiel, pyspiel.IIGObservationType(perfect_recall=True))
    hidden = []
    for player in (0, 1):
        observer.set_from(state, player)
        hidden.append(observer.dict["hidden"][-1])  # chance steps seen as a stand-in
    assert hidden[0] > 0 and hidden[1] > 0
    assert sum(1 for step in state.tabletop_state().public_history(0)
               if isinstance(step, str)) == round(hidden[0] / (1 - hidden[0]))


@pytest.mark.parametrize("game", GAMES)
def test_resampling_keeps_the_players_tensor_and_gives_each_other_seat_its_own_view(game):
    spiel = pyspiel.load_game(f"tabletop_{game}")
    state = played(spiel, 45, seed=11)
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    if state.is_terminal():
        pytest.skip("the game ended early")
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(3):
        other = state.resample_from_infostate(player, sampler)
        assert other.information_state_tensor(player) == state.information_state_tensor(player)
        assert other.information_state_string(player) == state.information_state_string(player)
        table = other.tabletop_state()
        for seat in range(spiel.num_players()):
            if seat != player:  # what the seat holds in the new state is in its key
                text = other.information_state_string(seat)
                assert text.endswith(f"P{seat} sees:\n{table.observation(seat)}")
                assert text.count(f"P{seat} sees:") == 2


def test_ismcts_keys_fix_the_legal_actions_of_every_seat_in_resampled_states():
    # the failure OpenSpiel's ISMCTSBot met: a seat's key shared by resampled states whose
    # hands differ, with different legal actions
    spiel = pyspiel.load_game("tabletop_fox_duet")
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    found: dict[tuple[int, str], list[int]] = {}
    for seed in range(3):
        state = played(spiel, 40 + seed, seed=seed)
        if state.is_terminal() or state.is_chance_node():
            continue
        for _ in range(8):
            world = state.resample_from_infostate(state.current_player(), sampler)
            for _ in range(12):
                if world.is_terminal():
                    break
                if world.is_chance_node():
                    world.apply_action(world.chance_outcomes()[0][0])
                    continue
                key = (world.current_player(), world.information_state_string())
                legal = world.legal_actions()
                assert found.setdefault(key, legal) == legal
                world.apply_action(legal[0])
    assert found


def test_nfsp_learns_fox_duet_from_the_tensors():
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).parents[1] / "examples" / "openspiel_nfsp.py"
    spec = importlib.util.spec_from_file_location("openspiel_nfsp", path)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    framework = next((f for f in example.FRAMEWORKS if example.installed(f)), None)
    if framework is None:
        pytest.skip("OpenSpiel's NFSP needs JAX (the learning extra) or PyTorch")
    # in a process of its own: JAX's threads must not be in the test process, which forks
    done = subprocess.run([sys.executable, str(path), "--episodes", "3", "--hidden", "8"],
                          capture_output=True, text=True, timeout=600, check=True)
    out = done.stdout
    assert out.startswith("tabletop_fox_duet: information-state tensors of 617 values")
    assert f"NFSP of open_spiel.python.{framework}.nfsp" in out
    assert "episode 2: returns" in out and "average policies: returns" in out
    assert any(character.isdigit() for character in out.split("losses")[-1])


def test_the_measurement_of_ismcts_against_random_play_prints_intervals(toy, capsys):
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).parents[1] / "examples" / "openspiel_ismcts_vs_random.py"
    spec = importlib.util.spec_from_file_location("openspiel_ismcts_vs_random", path)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    example.main(["toy", "--games", "4", "--simulations", "3"])
    out = capsys.readouterr().out
    assert out.startswith("toy: ISMCTSBot (3 simulations, uct_c 2.0, rollout leaves, one seat "
                          "in turn) ")
    assert out.count("±") == 4 and "over 4 games each" in out
    with pytest.raises(SystemExit):
        example.main(["toy", "--games", "1"])
    with pytest.raises(ValueError, match="toy ships no evaluate function"):
        example.main(["toy", "--games", "2", "--evaluator", "game"])
