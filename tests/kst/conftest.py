"""Registers the game for this folder's tests and makes the scenario helpers importable."""

import pathlib
import sys

from tabletop.engine import register
from tabletop.games.kst import Rules

sys.path.insert(0, str(pathlib.Path(__file__).parent))
register("kst", Rules)
