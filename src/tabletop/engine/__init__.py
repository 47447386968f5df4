"""The kernel: everything a game builds on, knowing no game."""

from .actions import Action, IllegalActionError
from .chance import Rng, Seed, dice, draw, pick, uniform
from .data import DataFileError, read_toml
from .game import Bot, BotView, Game, MatchResult, play
from .observation import Observation
from .record import GameRecord, RecordError
from .registry import UnknownGameError, list_games, load_game, register, unregister
from .rules import OptionError, Rules, option
from .state import CHANCE, TERMINAL, State

__all__ = [
    "Action", "Bot", "BotView", "CHANCE", "DataFileError", "Game", "GameRecord",
    "IllegalActionError", "MatchResult", "Observation", "OptionError", "RecordError", "Rng",
    "Rules", "Seed", "State", "TERMINAL", "UnknownGameError", "dice", "draw", "list_games",
    "load_game", "option", "pick", "play", "read_toml", "register", "uniform", "unregister",
]
