"""The toy game's options; the other modules type their ``rules`` argument with `Options`.

Examples:
    >>> Options.option_info()["bonus_sides"].choices
    (1, 2, 3)
"""

from __future__ import annotations

import attrs

from tabletop.engine import Rules, option

from .actions import BONUS_SIDES
from .state import Record


@attrs.frozen
class Options(Rules[Record]):
    """The option fields of the toy game."""

    bonus_sides: int = option(3, choices=BONUS_SIDES, doc="faces of the bonus die")
    """The bonus die's faces (TOY-4)."""
