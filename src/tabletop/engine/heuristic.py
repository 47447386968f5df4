"""What every game's heuristic bot shares: a decision with one legal action is taken at
once, and otherwise the game's own rule of thumb chooses; `best` picks the highest-valued
action with seeded tie-breaks.

Examples:
    >>> import random
    >>> best(["a", "b", "c"], (v for v in (1.0, 3.0, 3.0)), random.Random(0))
    'b'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol, TypeVar

from .actions import Action
from .game import BotView

A = TypeVar("A")


class Stream(Protocol):
    """A seeded source of floats in [0, 1) (``random.Random``, the kernel's ``Rng``)."""

    def random(self) -> float:
        """The next float in [0, 1)."""
        ...


class Heuristic:
    """Base of a game's heuristic bot: `choose` applies a forced decision at once and asks
    `choose_among` for the others."""

    def choose(self, view: BotView) -> Action:
        """The action for the seat of ``view``: the only legal one, or `choose_among`'s."""
        legal = view.legal_actions()
        return legal[0] if len(legal) == 1 else self.choose_among(view, legal)

    def choose_among(self, view: BotView, legal: Sequence[Action]) -> Action:
        """The game's rule of thumb over two or more ``legal`` actions."""
        raise NotImplementedError


def best(legal: Sequence[A], values: Iterable[float], rng: Stream) -> A:
    """The action of ``legal`` whose value (``values``, in the same order) is highest; each
    action draws one tie-break from ``rng`` right after its value, so a lazy ``values``
    interleaves the two as a search that values and draws in turn."""
    scored = [(value, rng.random(), i) for i, value in enumerate(values)]
    return legal[max(scored)[2]]
