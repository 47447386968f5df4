"""The heuristic bot: registered, legal, and better than random play."""

import tabletop
from tabletop.bots import RandomBot
from tabletop.games.kst import Rules
from tabletop.games.kst.bots import BOTS, KstHeuristicBot


def test_the_heuristic_bot_is_registered():
    assert BOTS["heuristic"] is KstHeuristicBot


def test_the_heuristic_team_beats_random_play():
    """Sapphire (heuristic) against Ruby (random), four players."""
    rules = Rules(players=4, teams=["sapphire", "ruby", "sapphire", "ruby"], max_turns=200)
    wins = 0
    games = 12
    for seed in range(games):
        bots = [KstHeuristicBot(seed=seed), RandomBot(seed=seed + 1),
                KstHeuristicBot(seed=seed + 2), RandomBot(seed=seed + 3)]
        result = tabletop.play(rules, bots, seed=seed)
        wins += result.winners == frozenset({0, 2})
    assert wins >= 0.65 * games
