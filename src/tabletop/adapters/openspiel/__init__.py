"""Every registered game as an OpenSpiel game, and OpenSpiel's searches as our bots.

Needs the extra ``tabletop[openspiel]``. `register` registers each game of
``tabletop.list_games()`` with OpenSpiel's Python-game registry under the name
``tabletop_<name>``; its options are the game's parameters (see
`parameters`):

* dynamics sequential; chance explicit (every chance event lists its outcomes and their
  probabilities) or none; information imperfect (in a game without hidden information an
  information state is the whole table; see `game_type`);
* utility identical (cooperative games), constant-sum (every seat for itself: returns
  add up to 1) or general-sum (teams); returns lie in 0..1, rewards come at the end;
* a decision is its index in ``rules.action_space`` (``num_distinct_actions`` is
  ``rules.num_actions``), a chance outcome its index in ``rules.chance_space``
  (``max_chance_outcomes``); ``max_game_length`` is ``rules.max_game_length``;
* information states (the history as the player saw it and its observation now) as
  strings and as tensors of fixed size (`information.InformationLayout`), observation
  strings and observation tensors (``observation(p).to_array()``), also through
  ``make_py_observer``;
* ``pyspiel.serialize_game_and_state`` round trips, where the game's parameters survive
  OpenSpiel's game strings (a text parameter that reads as a number does not).

Examples:
    >>> import pyspiel
    >>> from tabletop.adapters import openspiel
    >>> "tabletop_fox_duet" in openspiel.register()
    True
    >>> game = pyspiel.load_game("tabletop_fox_duet", {"level": 2})
    >>> game.num_players(), game.num_distinct_actions(), game.get_type().utility
    (2, 110, <Utility.IDENTICAL: 3>)
    >>> state = game.new_initial_state()
    >>> state.is_chance_node()
    True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .. import missing_extra

try:
    import pyspiel
except ModuleNotFoundError as missing:
    raise missing_extra(missing, "openspiel") from None

from ...engine import list_games, load_game
from ...engine.registry import rules_class
from .bots import OpenSpielISMCTSBot, OpenSpielMCTSBot
from .evaluation import GameEvaluator
from .game import PREFIX, TabletopGame, TabletopObserver, TabletopState, game_info, game_type
from .information import InformationLayout
from .parameters import options_from_parameters, parameter_specification, parameters_of

__all__ = [
    "GameEvaluator", "InformationLayout", "OpenSpielISMCTSBot", "OpenSpielMCTSBot", "PREFIX",
    "TabletopGame",
    "TabletopObserver", "TabletopState", "game_info", "game_type", "load",
    "options_from_parameters", "parameter_specification", "parameters_of", "register", "short_name",
]


_REGISTERED: dict[str, type[TabletopGame]] = {}
"""The game class registered with OpenSpiel for each of our games."""


def short_name(game: str) -> str:
    """OpenSpiel's name of our game ``game``: ``"tabletop_" + game``."""
    return PREFIX + game


def register(games: Iterable[str] | None = None) -> list[str]:
    """Register ``games`` (default: every game of ``tabletop.list_games()``) with
    OpenSpiel and return their OpenSpiel names. A game already registered is left as it
    is, so calling this again only adds games registered since."""
    names = list_games() if games is None else list(games)
    known = set(pyspiel.registered_names())
    for name in names:
        if short_name(name) not in known:
            cls = rules_class(name)
            factory = _REGISTERED[name] = TabletopGame.registered(cls)
            pyspiel.register_game(game_type(cls), factory)
    return [short_name(name) for name in names]


def load(game: str, **options: Any) -> TabletopGame:
    """The OpenSpiel game of ``tabletop.load_game(game, **options)`` with any options
    (also those no parameter carries), without registration.

    Examples:
        >>> load("tokaido_duo", plate_threshold=10).get_parameters()["plate_threshold"]
        10
    """
    return TabletopGame.from_rules(load_game(game, **options))
