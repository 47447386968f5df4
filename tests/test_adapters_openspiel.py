"""The OpenSpiel adapter: OpenSpiel's own random simulation test and its MCTS and IS-MCTS
on every game, plus the registration's promises (metadata, parameters, observers,
resampling, serialization) and the two OpenSpiel bots on our side."""

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python import observation as spiel_observation  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import tabletop  # noqa: E402
from tabletop.adapters import openspiel  # noqa: E402
from tabletop.bots import RandomBot  # noqa: E402
from tabletop.engine import BotView  # noqa: E402
from tabletop.engine.registry import rules_class  # noqa: E402
from tabletop.testing import alternative_options  # noqa: E402

GAMES = tabletop.list_games()
Information = pyspiel.GameType.Information


@pytest.fixture(scope="module", autouse=True)
def registered():
    return openspiel.register()


def sample_chance(state, rng: np.random.Generator) -> int:
    actions, probabilities = zip(*state.chance_outcomes())
    return int(rng.choice(actions, p=probabilities))


def reloads(game) -> bool:
    """Whether OpenSpiel reads the game's own string back to the same game (a text
    parameter whose value reads as a number does not survive)."""
    try:
        return str(pyspiel.load_game(str(game))) == str(game)
    except pyspiel.SpielError:
        return False


VARIANTS = ("alternative", "most_players")


def options_for(game: str, variant: str) -> dict:
    """The first alternative option value, or the largest player count the game accepts
    (skipped where there is none)."""
    cls = rules_class(game)
    if variant == "alternative":
        found = alternative_options(cls)
        if not found:
            pytest.skip(f"{game} has no alternative option value")
        return found[0]
    players = cls.option_info().get("players")
    counts = sorted(c for c in (players.choices or ()) if c != players.default) if players else []
    if not counts:
        pytest.skip(f"{game} has one player count")
    return {"players": counts[-1]}


def test_register_names_every_game_and_may_be_called_again(registered):
    assert registered == [f"tabletop_{g}" for g in GAMES]
    assert openspiel.register() == registered
    assert set(registered) <= set(pyspiel.registered_names())


@pytest.mark.parametrize("game", GAMES)
def test_the_game_type_and_info_follow_the_metadata(game):
    rules = tabletop.load_game(game)
    info = rules.info
    spiel = pyspiel.load_game(f"tabletop_{game}")
    kind = spiel.get_type()
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.chance_mode == (pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
                                if info.chance else pyspiel.GameType.ChanceMode.DETERMINISTIC)
    # every game is an imperfect-information game in OpenSpiel (IS-MCTS takes no other)
    assert kind.information == Information.IMPERFECT_INFORMATION
    assert kind.provides_information_state_tensor and kind.provides_information_state_string
    assert kind.utility.name.lower() == info.utility
    assert (kind.min_num_players, kind.max_num_players) == (info.min_players, info.max_players)
    assert spiel.num_distinct_actions() == rules.num_actions
    assert spiel.max_chance_outcomes() == len(rules.chance_space)
    assert spiel.num_players() == rules.num_players
    assert (spiel.min_utility(), spiel.max_utility()) == (0.0, 1.0)
    assert spiel.max_game_length() == rules.max_game_length
    assert spiel.observation_tensor_shape() == list(rules.observation_shape)
    assert spiel.information_state_tensor_size() == (
        int(np.prod(rules.observation_shape)) + rules.num_players * rules.num_actions
        + len(rules.chance_space) + rules.num_players + 1)
    assert "players" in kind.parameter_specification
    if info.utility == "constant_sum":
        assert spiel.utility_sum() == 1.0


def spiel_game(game: str, variant: str):
    """The OpenSpiel game of a test variant, loaded through its parameters."""
    if variant == "defaults":
        return pyspiel.load_game(f"tabletop_{game}")
    options = options_for(game, variant)
    infos = rules_class(game).option_info()
    params = {k: openspiel.parameters.spell(infos[k], v) for k, v in options.items()}
    spiel = pyspiel.load_game(f"tabletop_{game}", params)
    assert spiel.rules == tabletop.load_game(game, **options)
    return spiel


@pytest.mark.parametrize("game", GAMES)
def test_random_sim_test_passes_with_serialization(game):
    spiel = spiel_game(game, "defaults")
    assert reloads(spiel)
    pyspiel.random_sim_test(spiel, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("game", GAMES)
def test_random_sim_test_passes_with_other_options(game, variant):
    spiel = spiel_game(game, variant)
    pyspiel.random_sim_test(spiel, num_sims=1, serialize=reloads(spiel), verbose=False)


@pytest.mark.long
@pytest.mark.parametrize("variant", ("defaults", *VARIANTS))
@pytest.mark.parametrize("game", GAMES)
def test_random_sim_test_passes_over_dozens_of_games(game, variant):
    spiel = spiel_game(game, variant)
    sims = 24 if variant == "defaults" else 12
    pyspiel.random_sim_test(spiel, num_sims=sims, serialize=reloads(spiel), verbose=False)


def test_a_game_with_hidden_information_cannot_be_declared_perfect():
    tokaido = openspiel.TabletopGame.from_rules(tabletop.load_game("tokaido_duo"),
                                                imperfect_information=False)
    assert tokaido.get_type().information == Information.PERFECT_INFORMATION
    with pytest.raises(ValueError, match="hidden information"):
        openspiel.TabletopGame.from_rules(tabletop.load_game("fox_duet"),
                                          imperfect_information=False)


@pytest.mark.parametrize("game", GAMES)
def test_openspiels_ismcts_with_its_defaults_plays_every_seat_of_a_whole_game(game):
    # ISMCTSBot's defaults (allow_inconsistent_action_sets off) need a node's key, the
    # information-state string, to fix the acting seat's legal actions, also in states
    # resampled for another seat: otherwise it fails with a KeyError
    spiel = pyspiel.load_game(f"tabletop_{game}")
    random_state = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(1, random_state, max_length=4)
    search = ismcts.ISMCTSBot(spiel, evaluator, 1.0, 3, random_state=random_state)
    rng = np.random.default_rng(2)
    search.set_resampler(lambda state, player: state.resample_from_infostate(
        player, rng.random))  # the state's own resampling, from a seeded stream
    state = spiel.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(int(search.step(state)))
    assert state.returns() == list(state.tabletop_state().returns())


@pytest.mark.parametrize("game", GAMES)
def test_openspiels_mcts_finishes_games_against_our_random_bot(game):
    spiel = pyspiel.load_game(f"tabletop_{game}")
    random_state = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(1, random_state, max_length=6)
    search = mcts.MCTSBot(spiel, 1.4, 3, evaluator, random_state=random_state)
    ours, rng = RandomBot(seed=1), np.random.default_rng(2)
    state = spiel.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        elif state.current_player() == 0:
            state.apply_action(int(search.step(state)))
        else:
            table = state.tabletop_state()
            action = ours.choose(BotView(table, table.current_player))
            state.apply_action(spiel.rules.action_index(action))
    assert state.returns() == list(state.tabletop_state().returns())


def play_to(state, steps: int, rng: np.random.Generator):
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


@pytest.mark.parametrize("game", GAMES)
def test_actions_observations_and_information_states_are_ours(game):
    spiel = pyspiel.load_game(f"tabletop_{game}")
    rules = spiel.rules
    observer = spiel_observation.make_observation(spiel)
    info_state = spiel_observation.make_observation(
        spiel, pyspiel.IIGObservationType(perfect_recall=True))
    state = play_to(spiel.new_initial_state(), 40, np.random.default_rng(3))
    table = state.tabletop_state()
    if not state.is_terminal() and not state.is_chance_node():
        legal = state.legal_actions()
        assert legal == sorted(rules.action_index(a) for a in table.legal_actions())
        assert [state.action_to_string(a) for a in legal] == [
            str(rules.action_from_index(a)) for a in legal]
        assert {state.action_to_string(a) for a in legal} == {
            str(a) for a in table.legal_actions()}
    for player in range(spiel.num_players()):
        ours = table.observation(player)
        observer.set_from(state, player)
        np.testing.assert_array_equal(observer.tensor, ours.to_array().ravel())
        np.testing.assert_array_equal(state.observation_tensor(player), ours.to_array().ravel())
        assert state.observation_string(player) == str(ours)
        expected = "\n".join([*(str(step) for step in table.public_history(player)),
                              f"P{player} sees:", str(ours)])
        assert state.information_state_string(player) == expected
        assert info_state.string_from(state, player) == expected
        info_state.set_from(state, player)
        np.testing.assert_array_equal(info_state.tensor,
                                      state.information_state_tensor(player))
        np.testing.assert_array_equal(info_state.dict["observation"].ravel(),
                                      ours.to_array().ravel())


@pytest.mark.parametrize("game", GAMES)
def test_resampling_keeps_what_the_player_knows(game):
    spiel = pyspiel.load_game(f"tabletop_{game}")
    rng = np.random.default_rng(4)
    state = play_to(spiel.new_initial_state(), 30, rng)
    while state.is_chance_node():
        state.apply_action(sample_chance(state, rng))
    if state.is_terminal():
        pytest.skip("the game ended early")
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(3):
        other = state.resample_from_infostate(player, sampler)
        assert other.information_state_string(player) == state.information_state_string(player)
        assert other.observation_string(player) == state.observation_string(player)
        assert other.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("game", GAMES)
def test_a_state_survives_serialization(game):
    spiel = pyspiel.load_game(f"tabletop_{game}")
    state = play_to(spiel.new_initial_state(), 60, np.random.default_rng(5))
    text = pyspiel.serialize_game_and_state(spiel, state)
    again_game, again = pyspiel.deserialize_game_and_state(text)
    assert str(again_game) == str(spiel)
    assert again.history() == state.history()
    assert again.tabletop_state() == state.tabletop_state()


def test_parameters_carry_every_scalar_option_and_players(toy):
    openspiel.register(["toy"])
    spiel = pyspiel.load_game("tabletop_toy", {"bonus_sides": 2})
    assert spiel.rules == tabletop.load_game("toy", bonus_sides=2)
    assert spiel.get_type().parameter_specification.keys() >= {"players", "bonus_sides"}
    with pytest.raises(tabletop.OptionError, match="2 seats"):
        pyspiel.load_game("tabletop_toy", {"players": 3})
    with pytest.raises(tabletop.OptionError):
        pyspiel.load_game("tabletop_toy", {"bonus_sides": 5})
    pyspiel.random_sim_test(spiel, num_sims=10, serialize=True, verbose=False)


def test_a_none_default_is_an_empty_text():
    from tabletop.adapters.openspiel.parameters import options_from_parameters, spell
    from tabletop.engine import OptionInfo

    info = OptionInfo("rounds", None, None, "")
    assert spell(info, None) == "" and spell(info, 4) == "4"

    class Fake:
        name = "fake"
        info = tabletop.load_game("fox_duet").info

        @staticmethod
        def option_info():
            return {"players": OptionInfo("players", 2, (2,), ""), "rounds": info}

    assert options_from_parameters(Fake, {"rounds": ""}) == {"rounds": None}
    assert options_from_parameters(Fake, {"rounds": "4"}) == {"rounds": 4}
    assert options_from_parameters(Fake, {"rounds": "1,2"}) == {"rounds": "1,2"}


class RestrictedView:
    """Only what the bot protocol documents: a bot that reached for anything else (the
    hidden state) would fail with AttributeError."""

    def __init__(self, view: BotView):
        self.rules, self.player = view.rules, view.player
        self.observation, self.history = view.observation, view.history
        self.phase = view.phase
        self.legal_actions, self.determinize = view.legal_actions, view.determinize


@pytest.mark.parametrize("bot", [openspiel.OpenSpielISMCTSBot, openspiel.OpenSpielMCTSBot])
def test_our_openspiel_bots_play_through_the_view_only(toy, bot):
    class Restricted:
        def __init__(self, inner):
            self.inner = inner

        def choose(self, view):
            return self.inner.choose(RestrictedView(view))

    rules = tabletop.load_game("toy")
    result = tabletop.play(rules, [Restricted(bot(iterations=30, seed=0)), RandomBot(seed=1)],
                           seed=3)
    assert result.record.replay().is_terminal
    again = tabletop.play(rules, [Restricted(bot(iterations=30, seed=0)), RandomBot(seed=1)],
                          seed=3)
    assert again.history == result.history


def test_our_openspiel_bots_take_arena_seats(toy):
    from functools import partial

    from tabletop.arena import run_arena

    lineup = [partial(openspiel.OpenSpielISMCTSBot, iterations=10),
              partial(openspiel.OpenSpielMCTSBot, iterations=10)]
    result = run_arena(toy, lineup, games=4, seed=1, jobs=1)
    assert [row.bot for row in result.bots] == ["OpenSpielISMCTSBot:iterations=10",
                                                "OpenSpielMCTSBot:iterations=10"]
    assert sum(row.games for row in result.bots) == 8


def test_the_mcts_bot_sums_visits_over_determinizations(toy):
    game = tabletop.Game(tabletop.load_game("toy"), seed=2)
    bot = openspiel.OpenSpielMCTSBot(iterations=40, determinizations=4, seed=0)
    assert bot.choose(game.view()) in game.legal_actions()
    tiny = openspiel.OpenSpielMCTSBot(iterations=1, seed=0)  # still two simulations
    assert tiny.choose(game.view()) in game.legal_actions()
    with pytest.raises(ValueError, match="determinizations"):
        openspiel.OpenSpielMCTSBot(iterations=2, determinizations=3)
    with pytest.raises(ValueError, match="iterations"):
        openspiel.OpenSpielISMCTSBot(iterations=0)


def test_a_variant_is_described_by_the_metadata_of_its_own_options():
    import attrs

    from toy_game import ToyRules

    class VariantToy(ToyRules):
        """A toy whose one-sided bonus die makes it cooperative (metadata per options)."""

        @property
        def info(self):
            return attrs.evolve(ToyRules.info, cooperative=self.bonus_sides == 1)

    Utility = pyspiel.GameType.Utility
    assert openspiel.game_type(VariantToy).utility == Utility.CONSTANT_SUM  # the defaults
    assert openspiel.TabletopGame.from_rules(VariantToy(bonus_sides=1)).get_type().utility \
        == Utility.IDENTICAL
    assert openspiel.TabletopGame.from_rules(VariantToy()).get_type().utility \
        == Utility.CONSTANT_SUM


@pytest.mark.parametrize("search", ["ismcts", "mcts"])
def test_the_example_plays_a_game_with_openspiels_search(toy, capsys, search):
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).parents[1] / "examples" / "openspiel_mcts.py"
    spec = importlib.util.spec_from_file_location("openspiel_mcts", path)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    example.main(["toy", "--search", search, "--iterations", "5"])
    assert capsys.readouterr().out.startswith("tabletop_toy game 0: returns")


def test_the_game_evaluator_values_leaves_by_the_games_own_evaluate():
    from tabletop.games.fox_duet.evaluation import evaluate

    game = pyspiel.load_game("tabletop_fox_duet")
    state = game.new_initial_state()
    rng = np.random.default_rng(4)
    while state.is_chance_node():
        state.apply_action(sample_chance(state, rng))
    table = state.tabletop_state()
    assert list(openspiel.GameEvaluator().evaluate(state)) == list(
        evaluate(table.rules, table.record))
    legal = state.legal_actions()
    assert openspiel.GameEvaluator().prior(state) == [(a, 1 / len(legal)) for a in legal]
    # after enough decisions of the heuristic the game is over: the true returns
    played = openspiel.GameEvaluator("heuristic", steps=10_000, seed=1).evaluate(state)
    assert set(played) <= {0.0, 1.0} and played[0] == played[1]
    assert state.tabletop_state() == table  # the leaf itself is left as it was
    with pytest.raises(ValueError, match="a policy to play them"):
        openspiel.GameEvaluator(steps=3)


def test_ismcts_with_the_game_evaluator_takes_the_better_move_of_a_trick():
    """FD-5.3: at a move choice whose moves differ in value, a search valued by the game's
    evaluate picks the move the evaluation prefers."""
    game = pyspiel.load_game("tabletop_fox_duet")
    rng = np.random.default_rng(0)
    for _ in range(200):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            if state.tabletop_state().phase == "MOVE_CHOICE" and len(state.legal_actions()) > 1:
                break
            state.apply_action(int(rng.choice(state.legal_actions())))
        evaluator = openspiel.GameEvaluator()
        values = {}
        for action in state.legal_actions():
            after = state.clone()
            after.apply_action(action)
            values[action] = evaluator.evaluate(after)[0]
        if max(values.values()) - min(values.values()) > 0.005:
            break
    best = max(values, key=values.get)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=0.05, max_simulations=60,
                           random_state=np.random.RandomState(0))
    assert bot.step(state) == best
