"""The heuristic bot plays legally and beats random play."""

import tabletop
from tabletop.bots import RandomBot
from tabletop.games.fox_duet import Rules
from tabletop.games.fox_duet.bots import FoxDuetHeuristicBot

GAMES = 60


def results(make, rules):
    return [tabletop.play(rules, [make(2 * g), make(2 * g + 1)], seed=g)
            for g in range(GAMES)]


def test_heuristic_bot_beats_random_play():
    """Level 1 over 60 seeded games: random play practically never wins (no win in
    thousands of games); the heuristic wins about one game in five."""
    rules = Rules(level=1)
    smart = results(lambda s: FoxDuetHeuristicBot(seed=s), rules)
    naive = results(lambda s: RandomBot(seed=s), rules)
    smart_wins = sum(r.returns[0] == 1.0 for r in smart)
    naive_wins = sum(r.returns[0] == 1.0 for r in naive)
    assert smart_wins >= naive_wins + 5
    assert sum(r.scores[0] for r in smart) > sum(r.scores[0] for r in naive)


def test_heuristic_bot_plays_every_option_set_legally():
    rules = Rules(level=3, gem_collection="optional", movement_source="winning_card",
                  first_dealer="random")
    for g in range(5):
        result = tabletop.play(rules, [FoxDuetHeuristicBot(seed=g), FoxDuetHeuristicBot()],
                               seed=g)
        assert result.record.replay(rules).is_terminal
