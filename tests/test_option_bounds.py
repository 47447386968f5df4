"""Every count option of every registered game has declared bounds, and a game at either end
of them is small: building the rules and playing one whole random game stays within 100 MB
(traced), and the game ends within the rules' own ``max_game_length``, a finite bound. Time
is checked by the fuzzers (`tabletop.fuzz`), speed by ``bench/``."""

import tracemalloc

import pytest

import tabletop
from tabletop.engine import OptionError
from tabletop.engine.registry import rules_class
from tabletop.testing import random_game_length

GAMES = tabletop.list_games()
MEMORY = 100 * 2**20
"""The most a game at an option's extreme may allocate, rules included (bytes)."""

EXTREMES = [pytest.param(name, info.name, end, id=f"{name}-{info.name}={end}")
            for name in GAMES for info in rules_class(name).option_info().values()
            if info.between for end in info.between]


def test_every_whole_number_option_declares_its_bounds():
    """An option whose default is a whole number (not a choice among a few) is a count:
    it must say its range, so that no value makes building or playing unbounded."""
    loose = [f"{name}.{info.name}" for name in GAMES
             for info in rules_class(name).option_info().values()
             if type(info.default) is int and not info.choices and info.between is None]
    assert loose == []


def at_extreme(name: str, option: str, value: int):
    """The rules with ``option`` at ``value``; a value that depends on the player count (a
    seat number) is taken at the largest table."""
    try:
        return tabletop.load_game(name, **{option: value})
    except OptionError:
        most = max(rules_class(name).option_info()["players"].choices)
        return tabletop.load_game(name, **{option: value, "players": most})


@pytest.mark.parametrize("name, option, value", EXTREMES)
def test_a_game_at_an_option_extreme_is_small_and_within_its_bound(name, option, value):
    tracemalloc.start()
    try:
        rules = at_extreme(name, option, value)
        length = random_game_length(rules, seed=1)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < MEMORY, f"{peak / 2**20:.0f} MB"
    assert length <= rules.max_game_length < 2**31  # OpenSpiel can declare it


@pytest.mark.parametrize("name", GAMES)
def test_the_declared_bound_holds_for_the_defaults_too(name):
    rules = tabletop.load_game(name)
    assert rules.max_game_length <= rules.info.max_length
    assert all(random_game_length(rules, seed) <= rules.max_game_length for seed in range(5))
