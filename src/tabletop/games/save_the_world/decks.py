"""Decks and draws (SW-1.2, SW-13.2, SW-14): what a deck can supply, the reshuffle of a
discard pile just before the draw that needs it.

Examples:
    >>> from .cards import NO_CARDS
    >>> available((1,) + NO_CARDS[1:], (2,) + NO_CARDS[1:], 0), feasible_splits(3, 1, 5)
    (3, [0, 1])
"""

from __future__ import annotations

from .cards import N_KINDS
from .state import Record

SPANS = (range(0, 10), range(10, N_KINDS))
"""The card kinds of the transport deck and of the solution deck."""
SLICES = (slice(0, 10), slice(10, N_KINDS))


def available(decks: tuple[int, ...], discards: tuple[int, ...], deck: int) -> int:
    """SW-14.1: cards one deck can still supply, its discard pile reshuffled in."""
    span = SLICES[deck]
    return sum(decks[span]) + sum(discards[span])


def feasible_splits(n: int, transports: int, solutions: int) -> list[int]:
    """SW-13.2, SW-14.1: the transport counts ``k`` of an ``n``-card draw that the decks can
    supply, in increasing order of ``k``."""
    return [k for k in range(n + 1) if k <= transports and n - k <= solutions]


def reshuffle(r: Record, deck: int) -> Record:
    """SW-14.1: an empty deck takes its discard pile as the new unseen deck."""
    span = SPANS[deck]
    if sum(r.decks[SLICES[deck]]):
        return r
    decks = tuple(r.decks[k] + r.discards[k] if k in span else r.decks[k]
                  for k in range(N_KINDS))
    discards = tuple(0 if k in span else r.discards[k] for k in range(N_KINDS))
    return r.replace(decks=decks, discards=discards)
