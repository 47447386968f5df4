"""Shared fixtures: the test-only toy game, registered for the duration of a test."""

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from tabletop.engine import register, unregister  # noqa: E402
from toy_game import ToyRules  # noqa: E402


@pytest.fixture
def toy():
    """The toy game's rules, registered as ``toy`` so records and ``load_game`` find it."""
    register("toy", ToyRules)
    yield ToyRules()
    unregister("toy")
