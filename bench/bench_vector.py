"""Steps per second of the batched environment against separate environments, one run.

    python bench/bench_vector.py                     # every game, N = 1, 64, 1024
    python bench/bench_vector.py tokaido_duo --steps 50000

For each game and batch size N: `tabletop.adapters.vector.VectorEnv` with N games, then N
separate PettingZoo environments of the same game (``tabletop.adapters.pettingzoo.env``,
stepped one after the other in a Python loop), both choosing uniformly among the legal
actions of every game's mask; last, PettingZoo's own classic environments (N of each,
likewise) as a reference in the same run. A step is one decision of one game; chance events
are resolved inside every environment. Needs the ``pettingzoo`` extra.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

import tabletop
from tabletop.adapters.pettingzoo import env as tabletop_env
from tabletop.adapters.vector import VectorEnv

SIZES = (1, 64, 1024)
CLASSIC = ("tictactoe_v3", "connect_four_v3")
"""PettingZoo's classic environments timed beside ours."""


def vector_rate(game: str, n: int, steps: int, rng: np.random.Generator) -> float:
    """Decisions per second of one `VectorEnv` of ``n`` games."""
    env = VectorEnv(game, num_envs=n, seed=0)
    batch = env.reset()

    def step() -> int:
        nonlocal batch
        batch = env.step(uniform_rows(batch.action_mask, rng))
        return n

    return rate(step, steps)


def separate_rate(make: Callable[[int], Any], n: int, steps: int,
                  rng: np.random.Generator) -> float:
    """Decisions per second of ``n`` separate AEC environments stepped in turn."""
    envs = [make(i) for i in range(n)]
    for i, e in enumerate(envs):
        e.reset(seed=i)

    def step() -> int:
        done = 0
        for e in envs:
            observation, _, terminated, truncated, _ = e.last()
            if terminated or truncated:
                e.reset()
                continue
            legal = np.flatnonzero(observation["action_mask"])
            e.step(int(legal[rng.integers(len(legal))]))
            done += 1
        return done

    return rate(step, steps)


def uniform_rows(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One action per row of ``mask``, uniform among the row's legal ones: the legal
    slots of the whole batch in one list, and a random place in each row's run of it."""
    legal = np.flatnonzero(mask)
    counts = np.count_nonzero(mask, axis=1)
    starts = np.cumsum(counts) - counts
    place = np.minimum((rng.random(len(counts)) * counts).astype(np.int64), counts - 1)
    pick = legal[starts + place]
    return pick - np.arange(len(counts)) * mask.shape[1]


def rate(step: Callable[[], int], steps: int) -> float:
    """Decisions per second of ``step`` (one decision of every game, returning how many were
    made), repeated until ``steps`` are done: after one untimed round (which pays each
    environment's first-use costs) and a garbage collection, so neither side is timed
    while the collector walks the other's leftovers or its own start."""
    step()
    gc.collect()
    done, start = 0, time.perf_counter()
    while done < steps:
        done += step()
    return done / (time.perf_counter() - start)


def ours(game: str) -> Callable[[int], Any]:
    """A maker of our PettingZoo environment of ``game``, environment ``i`` seeded ``i``."""
    return lambda i: tabletop_env(game, seed=i)


def classic(name: str) -> Callable[[int], Any]:
    """A maker of PettingZoo's classic environment ``name``."""
    with warnings.catch_warnings():  # PettingZoo deprecates importing its envs by module
        warnings.simplefilter("ignore", DeprecationWarning)
        module = importlib.import_module(f"pettingzoo.classic.{name}")
    return lambda i: module.env()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=tabletop.list_games())
    parser.add_argument("--steps", type=int, default=30_000, help="decisions per figure")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(0)
    print(f"{'environment':<34}{'N':>6}{'steps/s':>11}{'vs separate':>13}")
    for game in args.games:
        for n in SIZES:
            steps = max(args.steps, n * 10)
            batched = vector_rate(game, n, steps, rng)
            alone = separate_rate(ours(game), n, steps, rng)
            print(f"{'vector ' + game:<34}{n:>6}{batched:>11,.0f}{batched / alone:>12.1f}x")
            print(f"{'separate pettingzoo ' + game:<34}{n:>6}{alone:>11,.0f}")
    for name in CLASSIC:
        for n in (1, 64):
            rate = separate_rate(classic(name), n, args.steps, rng)
            print(f"{'pettingzoo classic ' + name:<34}{n:>6}{rate:>11,.0f}")


if __name__ == "__main__":
    main()
