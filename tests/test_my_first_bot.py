"""The tutorial's example bot works and beats random play, as docs/bots.md says."""

import functools
import importlib.util
import pathlib
import sys

import pytest

from tabletop.arena import run_arena
from toy_game import ToyRules

EXAMPLE = pathlib.Path(__file__).parents[1] / "examples" / "my_first_bot.py"


@pytest.fixture(scope="module")
def example():
    spec = importlib.util.spec_from_file_location("my_first_bot", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    sys.modules["my_first_bot"] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules["my_first_bot"]


def test_monte_carlo_bot_beats_random_play(example):
    bot = functools.partial(example.MonteCarloBot, playouts=10)
    result = run_arena(ToyRules(bonus_sides=1), [bot, "random"], games=300, seed=2)
    assert result.bots[0].bot == "MonteCarloBot:playouts=10"
    assert result.bots[0].win_low > 0.5, str(result)


def test_main_prints_the_arena_table(example, toy, capsys):
    example.main(["toy", "--games", "10"])
    out = capsys.readouterr().out
    assert "MonteCarloBot" in out and "random" in out
