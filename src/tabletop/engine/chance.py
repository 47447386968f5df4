"""Seeded randomness and the shapes of chance events.

A state never stores a hidden random order. Shuffles, draws and dice are chance events
whose outcomes are listed with their probabilities at the moment they happen; the
functions here build those lists. [`Rng`][tabletop.engine.chance.Rng] is the seeded source a driver
uses to pick an outcome.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import TypeVar

import numpy as np

from .excerpt import excerpt

T = TypeVar("T")
H = TypeVar("H", bound=Hashable)

Seed = int | np.random.SeedSequence | None

MAX_SEED = 2**128 - 1
"""The largest whole-number seed accepted (seeds are 0 to ``MAX_SEED``)."""


class Rng:
    """A seeded random source built on numpy's ``SeedSequence``.

    Streams spawned from one seed are independent and reproducible, so a tournament that
    gives each game its own stream gives the same results on one core or on many.

    Examples:
        >>> a, b = Rng(7), Rng(7)
        >>> [a.integers(6) for _ in range(5)] == [b.integers(6) for _ in range(5)]
        True
    """

    __slots__ = ("seed_sequence", "generator")

    def __init__(self, seed: Seed | Rng = None):
        sequence: np.random.SeedSequence
        if isinstance(seed, Rng):
            sequence = seed.seed_sequence
        elif isinstance(seed, np.random.SeedSequence):
            sequence = seed
        elif seed is None or (type(seed) is int and 0 <= seed <= MAX_SEED):
            sequence = np.random.SeedSequence(seed)
        else:
            raise ValueError(f"a seed is a whole number from 0 to 2**128 - 1, an Rng, a numpy "
                             f"SeedSequence or None, not {excerpt(seed)}")
        self.seed_sequence: np.random.SeedSequence = sequence
        self.generator = np.random.Generator(np.random.PCG64(sequence))

    def spawn(self, n: int) -> list[Rng]:
        """``n`` independent child streams (deterministic given this stream's seed)."""
        return [Rng(child) for child in self.seed_sequence.spawn(n)]

    def random(self) -> float:
        """A float uniform in [0, 1)."""
        return float(self.generator.random())

    def integers(self, high: int) -> int:
        """An int uniform in ``range(high)``."""
        return int(self.generator.integers(high))

    def choice(self, items: Sequence[T]) -> T:
        """One item of a non-empty sequence, uniformly."""
        return items[int(self.generator.integers(len(items)))]

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A new list holding ``items`` in a uniformly random order."""
        out = list(items)
        self.generator.shuffle(out)
        return out

    def weighted(self, outcomes: Sequence[tuple[T, float]]) -> T:
        """Pick one ``(value, probability)`` pair's value by its probability."""
        return pick(outcomes, self.random())


def pick(outcomes: Sequence[tuple[T, float]], u: float) -> T:
    """The outcome whose cumulative probability first exceeds ``u`` (``0 <= u < 1``).

    Examples:
        >>> pick([("heads", 0.5), ("tails", 0.5)], 0.7)
        'tails'
    """
    acc = 0.0
    for value, p in outcomes:
        acc += p
        if u < acc:
            return value
    return outcomes[-1][0]


def as_generator(rng: Rng | np.random.Generator | int | None) -> np.random.Generator:
    """Accept an [`Rng`][tabletop.engine.chance.Rng], a numpy ``Generator`` or an int seed; give
    a ``Generator``."""
    if isinstance(rng, Rng):
        return rng.generator
    if isinstance(rng, np.random.Generator):
        return rng
    return np.random.default_rng(rng)


def uniform(outcomes: Sequence[T]) -> list[tuple[T, float]]:
    """Each outcome with probability ``1/len(outcomes)``.

    Examples:
        >>> uniform("ab")
        [('a', 0.5), ('b', 0.5)]
    """
    p = 1.0 / len(outcomes)
    return [(o, p) for o in outcomes]


def dice(sides: int = 6) -> list[tuple[int, float]]:
    """A die roll as a chance event: faces ``1..sides``, equally likely.

    Examples:
        >>> dice(2)
        [(1, 0.5), (2, 0.5)]
    """
    return uniform(range(1, sides + 1))


def draw(remaining: Iterable[H] | Mapping[H, int]) -> list[tuple[H, float]]:
    """Draw one item from a multiset (a deck or a bag), given as its items or as a mapping
    item -> copies left: each item with copies left, weighted by them. The order of first
    appearance (or the mapping's order) is kept, so outcomes are stable.

    Examples:
        >>> draw(["red", "red", "blue"])
        [('red', 0.6666666666666666), ('blue', 0.3333333333333333)]
        >>> draw({"a": 1, "b": 0, "c": 3})
        [('a', 0.25), ('c', 0.75)]
    """
    counts = remaining if isinstance(remaining, Mapping) else Counter(remaining)
    total = sum(counts.values())
    if total <= 0:
        raise ValueError("cannot draw from an empty deck or bag")
    return [(item, n / total) for item, n in counts.items() if n > 0]
