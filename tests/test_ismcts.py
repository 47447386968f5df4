"""ISMCTSBot: legal, reproducible, strong enough to beat random play, any game shape."""

import attrs
import pytest

import tabletop
from tabletop.arena import run_arena
from tabletop.bots import ISMCTSBot, RandomBot
from tabletop.engine import load_game
from toy_game import ToyRules


@attrs.frozen
class CoopToyRules(ToyRules):
    """The toy game played as a team: both seats win when seat 1 scores at least as much as
    seat 0."""

    name = "coop_toy"

    def winners(self, r):
        if not super().winners(r):
            return frozenset()
        return frozenset({0, 1}) if r.scores[1] >= r.scores[0] else frozenset()


def test_chooses_a_legal_action_and_is_reproducible_by_seed():
    def history(seed):
        bots = [ISMCTSBot(iterations=30, seed=seed), ISMCTSBot(iterations=30, seed=seed + 1)]
        return tabletop.play(ToyRules(), bots, seed=4).history
    assert history(1) == history(1)
    assert any(history(1) != history(s) for s in range(2, 8))


def test_returns_a_forced_action_without_searching():
    game = tabletop.Game(ToyRules(), seed=0)
    while not game.is_over and len(game.legal_actions()) != 1:
        game.apply(game.legal_actions()[0])
    if not game.is_over:
        assert ISMCTSBot(iterations=1).choose(game.view()) == game.legal_actions()[0]


def test_beats_random_play_significantly():
    # bonus_sides=1 takes the bonus die out, so only the cards decide; no ties are possible.
    result = run_arena(ToyRules(bonus_sides=1), ["ismcts:iterations=60", "random"],
                       games=300, seed=2)
    ismcts = result.bots[0]
    assert ismcts.wins + result.bots[1].wins == result.games
    assert ismcts.win_low > 0.5, str(result)


def test_a_team_of_ismcts_bots_cooperates_better_than_random_play():
    rules = CoopToyRules(bonus_sides=1)
    team = run_arena(rules, ["ismcts:iterations=40"] * 2, games=200, seed=1)
    randoms = run_arena(rules, ["random"] * 2, games=200, seed=1)
    assert team.bots[0].win_low > randoms.bots[0].win_high, f"{team}\n{randoms}"


def test_rollout_bot_plays_the_rollouts():
    class CountingBot(RandomBot):
        calls = 0

        def choose(self, view):
            CountingBot.calls += 1
            return super().choose(view)

    bots = [ISMCTSBot(iterations=10, seed=0, rollout=CountingBot(seed=1)), RandomBot(seed=2)]
    tabletop.play(ToyRules(), bots, seed=5)
    assert CountingBot.calls > 0


def test_refuses_no_iterations():
    with pytest.raises(ValueError, match="iterations"):
        ISMCTSBot(iterations=0)


@pytest.mark.parametrize("game", ["fox_duet", "tokaido_duo"])
def test_plays_the_shipped_games(game):
    try:
        rules = load_game(game)
    except Exception as exc:  # the game is still being written
        pytest.skip(f"{game} does not load: {exc}")
    game = tabletop.Game(rules, seed=1)
    bot = ISMCTSBot(iterations=10, seed=0)
    for _ in range(3):
        if game.is_over:
            break
        action = bot.choose(game.view())
        assert action in game.legal_actions()
        game.apply(action)
