"""The bound on a game's length (``Rules.max_game_length``) holds for every option value:
it follows ``disaster_total`` and the player count."""

import random

from tabletop.engine import pick
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world.options import MAX_TARGET
from tabletop.games.save_the_world.rules import length_bound


def length(rules, seed):
    rnd = random.Random(seed)
    state = rules.initial_state()
    steps = 0
    while not state.is_terminal:
        state.apply(pick(state.chance_outcomes(), rnd.random()) if state.is_chance
                    else rnd.choice(state.legal_actions()))
        steps += 1
    return steps


def test_bound_follows_the_options():
    """SW-15.1: the bound follows ``T``; ``INFO.max_length`` is the bound at the largest
    table and the largest ``disaster_total`` accepted, so it holds for every option."""
    assert Rules(players=3).max_game_length == length_bound(3, 30)
    assert Rules(players=2, disaster_total=500).max_game_length == length_bound(2, 500)
    assert Rules.INFO.max_length == length_bound(4, MAX_TARGET) >= Rules(
        players=4, disaster_total=MAX_TARGET).max_game_length
    assert length_bound(2, 10**6) > 10**6


def test_a_game_longer_than_a_fixed_bound_stays_within_its_own():
    """500 disaster cards (the most accepted) give a game of over 8000 steps (more than the
    bound once declared at the default ``T``); it stays within the bound for its options."""
    rules = Rules(players=2, disaster_total=MAX_TARGET)
    steps = length(rules, seed=1)
    assert length_bound(4, 32) < 8000 < steps <= rules.max_game_length


def test_random_games_stay_well_within_the_bound():
    for options in ({"players": 4}, {"players": 3, "variant": "cooperative", "coop_lives": True},
                    {"players": 2, "prep_cards_count": False, "draw_mode": "sequential",
                     "offer_row_mode": "discard_refill", "trade_mode": "active_names_both"}):
        rules = Rules(**options)
        assert max(length(rules, seed) for seed in range(3)) <= rules.max_game_length / 4
