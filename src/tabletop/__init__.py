"""tabletop: rules of four tabletop games for bots, search and learning.

Examples:
    >>> import tabletop
    >>> rules = tabletop.load_game("fox_duet", level=2)
    >>> game = tabletop.Game(rules, seed=1)
    >>> game.current_player in (0, 1)
    True
"""

from . import bots
from .engine import (
    CHANCE,
    TERMINAL,
    Game,
    GameRecord,
    IllegalActionError,
    MatchResult,
    OptionError,
    Outcome,
    RecordError,
    State,
    Termination,
    UnknownGameError,
    list_games,
    load_game,
    play,
)

__all__ = [
    "CHANCE", "TERMINAL", "Game", "GameRecord", "IllegalActionError", "MatchResult",
    "OptionError", "Outcome", "RecordError", "State", "Termination", "UnknownGameError", "bots",
    "list_games",
    "load_game", "play",
]
