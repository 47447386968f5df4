"""The kernel: everything a game builds on, knowing no game."""

from .actions import Action, IllegalActionError, NotAnActionError
from .chance import Rng, Seed, dice, draw, pick, uniform
from .data import DataFileError, Reader, read_toml
from .derive import derived
from .frozen import Frozen, frozen
from .game import Bot, BotView, Game, MatchResult, play
from .heuristic import Heuristic, best
from .info import GameInfo
from .observation import FLOAT32, Encoder, Layout, Observation
from .options import OptionError, OptionInfo, file_option, forced_option, option
from .outcome import GameOver, Outcome, Termination
from .phases import Kind, Phase, PhaseName, automatic, chance, decision, terminal
from .record import GameRecord, RecordError
from .registry import UnknownGameError, list_games, load_game, register, unregister
from .rules import CHANCE, TERMINAL, Rules
from .seats import NOBODY, next_seat, opponents, others, replace_seat, teammates, viewing_seat
from .state import State

__all__ = [
    "Action", "Bot", "BotView", "CHANCE", "DataFileError", "Encoder", "FLOAT32", "Frozen",
    "Game", "GameInfo", "GameOver", "GameRecord", "Heuristic", "IllegalActionError", "Kind",
    "Layout", "MatchResult", "NOBODY", "NotAnActionError", "Observation", "OptionError",
    "OptionInfo", "Outcome", "Phase", "PhaseName", "Reader", "RecordError", "Rng", "Rules",
    "Seed", "State", "TERMINAL", "Termination", "UnknownGameError", "automatic", "best",
    "chance", "decision", "derived", "dice", "draw", "file_option", "forced_option", "frozen",
    "list_games", "load_game", "next_seat", "opponents", "option", "others", "pick", "play",
    "read_toml", "register", "replace_seat", "teammates", "terminal", "uniform", "unregister",
    "viewing_seat",
]
