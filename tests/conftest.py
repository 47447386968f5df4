"""Shared fixtures: the toy game of ``examples/toy_game`` (the model of a new game, see
docs/writing_a_game.md), importable as ``toy_game`` and registered for the duration of a
test."""

import pathlib
import sys

import pytest

TESTS = pathlib.Path(__file__).parent
TOY_PROJECT = TESTS.parent / "examples" / "toy_game"
"""The toy game's project directory: its ``pyproject.toml`` and its package ``toy_game``."""
sys.path.insert(0, str(TESTS))
sys.path.insert(0, str(TOY_PROJECT))

from tabletop.engine import register, unregister  # noqa: E402
from toy_game import ToyRules  # noqa: E402


@pytest.fixture
def toy():
    """The toy game's rules, registered as ``toy`` so records and ``load_game`` find it."""
    register("toy", ToyRules)
    yield ToyRules()
    unregister("toy")
