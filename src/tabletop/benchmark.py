"""Speed figures for any registered game, beside OpenSpiel's games when installed.

Measured: random playouts per second, microseconds per step (decisions and chance events
alike, the way OpenSpiel's playouts step), microseconds per decision, the cost of one
``apply`` + ``undo`` pair, and the cost of ``clone``. ``tabletop bench GAME`` and
``bench/bench.py`` print them. :func:`compare` measures the games in turn, ``repeat``
rounds, with the cyclic garbage collector paused, as ``timeit`` does, and keeps each game's
fastest round: on a shared machine that is the one least disturbed, and a slow spell hits
every game alike.
"""

from __future__ import annotations

import functools
import gc
import random
import time
from collections.abc import Callable, Sequence

import attrs

from .engine import Rules, load_game, pick

OPENSPIEL_GAMES = ("python_team_dominoes", "hearts")


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


def measure(rules: Rules, games: int = 200, seed: int = 0) -> Figures:
    """Random playouts through ``State.apply``; then apply+undo and clone on their states."""
    elapsed, steps, decisions, samples = _timed(lambda: _playouts(rules, games, seed))
    return Figures(rules.name, games / elapsed, steps / games, elapsed / steps * 1e6,
                   elapsed / max(decisions, 1) * 1e6,
                   _per_call(samples, lambda s, a: (s.apply(a), s.undo())),
                   _per_call(samples, lambda s, a: s.clone()))


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


def _timed(run: Callable[[], tuple]) -> tuple:
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
            f"{'apply+undo':>11}{'clone':>8}{'ratio':>7}")
    lines = [head, "-" * len(head)]
    for f in figures:
        ratio = f"{f.us_per_step / reference.us_per_step:.2f}" if reference else "-"
        lines.append(f"{f.name:<34}{f.playouts_per_second:>11.1f}{f.steps_per_game:>8.1f}"
                     f"{f.us_per_step:>9.1f}{_fmt(f.us_per_decision):>9}"
                     f"{_fmt(f.us_apply_undo):>11}{_fmt(f.us_clone):>8}{ratio:>7}")
    if reference:
        lines.append(f"ratio = µs per step / {reference.name}'s µs per step")
    return "\n".join(lines)


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def compare(rules: Sequence[Rules], games: int = 200, repeat: int = 3,
            openspiel: bool = True) -> str:
    """Measure every rules object (and OpenSpiel's reference games if asked and installed)
    in turn, ``repeat`` rounds, keeping each one's fastest round; the report's ratios are
    to OpenSpiel's ``python_team_dominoes`` when it was measured."""
    runs: dict[str, Callable[[], Figures | None]] = {
        r.name: functools.partial(measure, r, games) for r in rules}
    if openspiel:
        runs.update({g: functools.partial(measure_openspiel, g, games) for g in OPENSPIEL_GAMES})
    best: dict[str, Figures] = {}
    for _ in range(repeat):
        for name, run in runs.items():
            figures = run()
            if figures and (name not in best or figures.us_per_step < best[name].us_per_step):
                best[name] = figures
    return report(list(best.values()), best.get("python_team_dominoes"))


def run_text(name: str, games: int = 200, openspiel: bool = True, repeat: int = 3,
             **options) -> str:
    """Measure game ``name`` with ``options`` (see :func:`compare`).

    Examples:
        >>> print(run_text("fox_duet", games=2, openspiel=False, repeat=1))  # doctest: +ELLIPSIS
        game ... ratio
        ...
        fox_duet ...
    """
    return compare([load_game(name, **options)], games, repeat, openspiel)
