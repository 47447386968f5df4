"""Registers Save the World for these tests and makes the scenario helpers importable."""

import pathlib
import sys

from tabletop.engine import register
from tabletop.games.save_the_world import Rules

sys.path.insert(0, str(pathlib.Path(__file__).parent))
register("save_the_world", Rules)
