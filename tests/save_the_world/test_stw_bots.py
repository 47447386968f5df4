"""The heuristic bot: registered, legal throughout a game, better than random."""

import tabletop
from tabletop.bots import RandomBot
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world.bots import BOTS, SaveTheWorldHeuristicBot


def test_registered_and_plays_whole_games():
    assert BOTS["heuristic"] is SaveTheWorldHeuristicBot
    for options in ({"players": 2}, {"players": 3, "variant": "cooperative",
                                     "coop_lives": True, "coop_life_tie": "active_chooses"}):
        rules = Rules(**options)
        bots = [SaveTheWorldHeuristicBot(seed=s) for s in range(rules.players)]
        result = tabletop.play(rules, bots, seed=4)
        assert result.history and len(result.scores) == rules.players


def test_beats_random_players_more_often_than_not():
    rules = Rules(players=3)
    wins = 0
    for seed in range(6):
        bots = [SaveTheWorldHeuristicBot(seed=seed), RandomBot(seed=seed), RandomBot(seed=9)]
        wins += 0 in tabletop.play(rules, bots, seed=seed).winners
    assert wins >= 4
