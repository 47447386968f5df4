"""Bots that play any registered game.

A bot is any object with ``choose(view) -> action``; see
[`tabletop.engine.BotView`][tabletop.engine.game.BotView] for what a view offers.
[`make_bot`][tabletop.bots.registry.make_bot] builds a bot from a spec such as
``"ismcts:iterations=200"``, including the bots a game ships (see
[`registry`][tabletop.bots.registry]).
"""

from .ismcts import ISMCTSBot
from .random_bot import RandomBot
from .registry import BotSpec, available_bots, make_bot

__all__ = ["BotSpec", "ISMCTSBot", "RandomBot", "available_bots", "make_bot"]
