"""Speed figures for any registered game, beside OpenSpiel's games when installed.

Measured: random playouts per second, microseconds per step (decisions and chance events
alike, the way OpenSpiel's playouts step), microseconds per decision, the cost of one
``apply`` + ``undo`` pair, the cost of ``clone`` and of an observation's ``to_array()``
(every position of fresh games, each game's positions encoded in order right after it is
played, the way an agent encodes each position it reaches).
``tabletop bench GAME`` and ``bench/bench.py`` print them. [`compare`][tabletop.benchmark.compare]
measures the games in turn, ``repeat`` rounds, with the cyclic garbage collector paused, as
``timeit`` does (the apply+undo, clone and to_array columns too), and keeps each figure's best
round: on a shared machine that is the one least disturbed, and a slow spell hits every game alike.
"""

from __future__ import annotations

import functools
import gc
import random
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

import attrs

from .engine import Rules, load_game, pick
from .testing import random_states

OPENSPIEL_GAMES = ("python_team_dominoes", "hearts")
T = TypeVar("T")


@attrs.frozen
class Figures:
    """Speed of one game's random play."""

    name: str
    playouts_per_second: float
    steps_per_game: float
    us_per_step: float
    us_per_decision: float | None = None
    us_apply_undo: float | None = None
    us_clone: float | None = None
    us_to_array: float | None = None


def measure(rules: Rules, games: int = 200, seed: int = 0, array_seed: int = 1) -> Figures:
    """Random playouts through ``State.apply``; then apply+undo and clone on their states, and
    ``to_array`` along ``games // 10`` other games seeded ``array_seed`` (give each round its
    own, so no round encodes positions an earlier one did)."""
    elapsed, steps, decisions, samples = _timed(lambda: _playouts(rules, games, seed))
    arrays = max(games // 10, 1)
    return Figures(rules.name, games / elapsed, steps / games, elapsed / steps * 1e6,
                   elapsed / max(decisions, 1) * 1e6,
                   _timed(lambda: _per_call(samples, lambda s, a: (s.apply(a), s.undo()))),
                   _timed(lambda: _per_call(samples, lambda s, a: s.clone())),
                   _timed(lambda: _to_array(rules, arrays, array_seed)))


def _playouts(rules: Rules, games: int, seed: int) -> tuple[float, int, int, list]:
    """Seconds, steps and decisions of ``games`` random games, and sampled (state, action)."""
    rnd = random.Random(seed)
    steps = decisions = 0
    samples = []
    start = time.perf_counter()
    for _ in range(games):
        state = rules.initial_state()
        while not state.is_terminal:
            if state.is_chance:
                action = pick(state.chance_outcomes(), rnd.random())
            else:
                action = rnd.choice(state.legal_actions())
                decisions += 1
            if steps % 97 == 0:
                samples.append((state.clone(), action))
            state.apply(action)
            steps += 1
    return time.perf_counter() - start, steps, decisions, samples


def _to_array(rules: Rules, games: int, seed: int) -> float:
    """Microseconds per ``to_array()`` of the observations of every position of ``games``
    random games, seen by the seat to move (seat 0 at chance events and at the end): each
    game is played first, then its observations are encoded in order, so the positions are
    as fresh in memory as the one an agent has just reached. (Positions sampled across many
    games instead sit cold, far apart in a large heap, and their encoding then measures
    mostly the machine's memory latency.)"""
    elapsed = 0.0
    calls = 0
    views = []
    for state in random_states(rules, games, seed):
        views.append(state.observation(max(state.current_player, 0)))
        if state.is_terminal:  # a game played: encode its positions while they are fresh
            start = time.perf_counter()
            for view in views:
                view.to_array()
            elapsed += time.perf_counter() - start
            calls += len(views)
            views = []
    return elapsed / calls * 1e6


def _timed(run: Callable[[], T]) -> T:
    """``run()`` with the cyclic garbage collector paused (as ``timeit`` does)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return run()
    finally:
        if enabled:
            gc.enable()


def _per_call(samples: list, call: Callable, repeat: int = 20) -> float:
    """Microseconds per ``call(state, action)`` over the samples, ``repeat`` times each."""
    start = time.perf_counter()
    for _ in range(repeat):
        for state, action in samples:
            call(state, action)
    return (time.perf_counter() - start) / (repeat * len(samples)) * 1e6


def measure_openspiel(name: str, games: int = 200, seed: int = 0) -> Figures | None:
    """The same random playout figures for an OpenSpiel game (``None`` if not installed)."""
    try:
        import pyspiel
        from open_spiel.python.games import team_dominoes  # noqa: F401  registers python games
    except ImportError:
        return None
    game = pyspiel.load_game(name)
    elapsed, steps, decisions = _timed(lambda: _openspiel_playouts(game, games, seed))
    return Figures(f"openspiel:{name}", games / elapsed, steps / games, elapsed / steps * 1e6,
                   elapsed / max(decisions, 1) * 1e6)


def _openspiel_playouts(game, games: int, seed: int) -> tuple[float, int, int]:
    rnd = random.Random(seed)
    steps = decisions = 0
    start = time.perf_counter()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                action = pick(state.chance_outcomes(), rnd.random())
            else:
                action = rnd.choice(state.legal_actions())
                decisions += 1
            state.apply_action(action)
            steps += 1
    return time.perf_counter() - start, steps, decisions


def report(figures: list[Figures], reference: Figures | None = None) -> str:
    """A text table of figures; with a reference, each game's µs/step ratio to it."""
    head = (f"{'game':<34}{'playouts/s':>11}{'steps':>8}{'µs/step':>9}{'µs/dec':>9}"
            f"{'apply+undo':>11}{'clone':>8}{'to_array':>9}{'ratio':>7}")
    lines = [head, "-" * len(head)]
    for f in figures:
        ratio = f"{f.us_per_step / reference.us_per_step:.2f}" if reference else "-"
        lines.append(f"{f.name:<34}{f.playouts_per_second:>11.1f}{f.steps_per_game:>8.1f}"
                     f"{f.us_per_step:>9.1f}{_fmt(f.us_per_decision):>9}"
                     f"{_fmt(f.us_apply_undo):>11}{_fmt(f.us_clone):>8}"
                     f"{_fmt(f.us_to_array):>9}{ratio:>7}")
    if reference:
        lines.append(f"ratio = µs per step / {reference.name}'s µs per step")
    else:
        lines.append("ratio - : no reference game was measured (OpenSpiel's "
                     "python_team_dominoes: pip install \"tabletop[bench]\", and no "
                     "--no-openspiel)")
    if any(None in (f.us_per_decision, f.us_apply_undo, f.us_clone, f.us_to_array)
           for f in figures):
        lines.append("- in another column: not measured for that row (OpenSpiel's games are "
                     "timed on whole playouts only)")
    return "\n".join(lines)


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def compare(rules: Sequence[Rules], games: int = 200, repeat: int = 3,
            openspiel: bool = True) -> str:
    """Measure every rules object (and OpenSpiel's reference games if asked and installed)
    in turn, ``repeat`` rounds, keeping each figure's best round; the report's ratios are
    to OpenSpiel's ``python_team_dominoes`` when it was measured."""
    best: dict[str, Figures] = {}
    for round_ in range(repeat):
        runs: dict[str, Callable[[], Figures | None]] = {  # new array games every round
            r.name: functools.partial(measure, r, games, array_seed=1 + round_) for r in rules}
        if openspiel:
            runs.update({g: functools.partial(measure_openspiel, g, games)
                         for g in OPENSPIEL_GAMES})
        for name, run in runs.items():
            figures = run()
            if figures:
                best[name] = _fastest(best[name], figures) if name in best else figures
    return report(list(best.values()), best.get("python_team_dominoes"))


def _fastest(a: Figures, b: Figures) -> Figures:
    """Each figure at its best of the two rounds (a slow spell spoils one column only)."""
    def best(x: float | None, y: float | None) -> float | None:
        return y if x is None else x if y is None else min(x, y)

    return Figures(a.name, max(a.playouts_per_second, b.playouts_per_second),
                   a.steps_per_game, min(a.us_per_step, b.us_per_step),
                   best(a.us_per_decision, b.us_per_decision),
                   best(a.us_apply_undo, b.us_apply_undo), best(a.us_clone, b.us_clone),
                   best(a.us_to_array, b.us_to_array))


def run_text(name: str, games: int = 200, openspiel: bool = True, repeat: int = 3,
             **options) -> str:
    """Measure game ``name`` with ``options`` (see [`compare`][tabletop.benchmark.compare]).

    Examples:
        >>> print(run_text("fox_duet", games=2, openspiel=False, repeat=1))  # doctest: +ELLIPSIS
        game ... ratio
        ...
        fox_duet ...
    """
    return compare([load_game(name, **options)], games, repeat, openspiel)
