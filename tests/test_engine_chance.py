"""Seeded streams and the shapes of chance events."""

from collections import Counter

import numpy as np
import pytest

from tabletop.engine import Rng, dice, draw, uniform


def test_same_seed_same_stream_and_spawned_streams_differ():
    assert [Rng(3).integers(100) for _ in range(3)] == [Rng(3).integers(100)] * 3
    a, b = Rng(3).spawn(2)
    assert [a.integers(10**9) for _ in range(3)] != [b.integers(10**9) for _ in range(3)]
    c, _ = Rng(3).spawn(2)
    assert Rng(Rng(3).spawn(1)[0]).integers(10**9) == c.integers(10**9)


def test_dice_and_uniform_probabilities():
    assert dice() == [(f, 1 / 6) for f in range(1, 7)]
    assert sum(p for _, p in uniform(range(7))) == pytest.approx(1.0)


def test_draw_weights_by_remaining_copies():
    outcomes = dict(draw(Counter({"rice": 3, "tea": 1, "silk": 0})))
    assert outcomes == {"rice": 0.75, "tea": 0.25}
    with pytest.raises(ValueError, match="empty"):
        draw([])


def test_weighted_choice_follows_probabilities():
    rng = Rng(0)
    counts = Counter(rng.weighted([("a", 0.8), ("b", 0.2)]) for _ in range(5000))
    assert 0.77 < counts["a"] / 5000 < 0.83


def test_choice_and_shuffle_are_seeded():
    assert Rng(1).shuffled(range(10)) == Rng(1).shuffled(range(10))
    assert sorted(Rng(1).shuffled(range(10))) == list(range(10))
    assert isinstance(Rng(2).generator, np.random.Generator)
