"""The actions and chance outcomes of the toy game, each a small frozen value whose
``str()`` is what a person types.

Examples:
    >>> str(Deal("a1")), str(Play("b2")), str(Bonus(3))
    ('deal a1', 'play b2', 'bonus 3')
    >>> len(ACTION_SPACE), len(CHANCE_SPACE)
    (12, 15)
"""

from __future__ import annotations

import attrs

from tabletop.engine import Action

from .state import CARDS

BONUS_SIDES = (1, 2, 3)
"""The bonus die's accepted numbers of faces (TOY-4)."""


@attrs.frozen(cache_hash=True)
class Deal(Action):
    """A chance outcome: ``card`` is dealt to the seat whose turn it is to receive (TOY-1)."""

    card: str

    def __str__(self) -> str:
        return f"deal {self.card}"


@attrs.frozen(cache_hash=True)
class Play(Action):
    """Play ``card`` into the trick (TOY-2)."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@attrs.frozen(cache_hash=True)
class Bonus(Action):
    """A chance outcome: the bonus die shows ``points`` (TOY-4)."""

    points: int

    def __str__(self) -> str:
        return f"bonus {self.points}"


ACTION_SPACE = tuple(Play(c) for c in CARDS)
"""Every decision action, in index order."""
CHANCE_SPACE = (*(Deal(c) for c in CARDS), *(Bonus(n) for n in range(1, max(BONUS_SIDES) + 1)))
"""Every chance outcome."""
