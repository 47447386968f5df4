"""Speed figures for any registered game, beside OpenSpiel's games when installed.

Measured: random playouts per second, microseconds per step (decisions and chance events
alike, the way OpenSpiel's playouts step), microseconds per decision, the cost of one
``apply`` + ``undo`` pair, and the cost of ``clone``. ``tabletop bench GAME`` prints them.
Every figure is the best of ``repeat`` runs of the same seeded games with the cyclic garbage
collector paused, as ``timeit`` does: on a shared machine the fastest run is the one least
disturbed.
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable

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


def measure(rules: Rules, games: int = 200, seed: int = 0, repeat: int = 3) -> Figures:
    """Random playouts through ``State.apply``; then apply+undo and clone on their states."""
    runs = [_timed(lambda: _playouts(rules, games, seed)) for _ in range(repeat)]
    elapsed = min(r[0] for r in runs)
    _, steps, decisions, samples = runs[0]
    return Figures(rules.name, games / elapsed, steps / games, elapsed / steps * 1e6,
                   elapsed / max(decisions, 1) * 1e6,
                   min(_per_call(samples, lambda s, a: (s.apply(a), s.undo()))
                       for _ in range(repeat)),
                   min(_per_call(samples, lambda s, a: s.clone()) for _ in range(repeat)))


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


def measure_openspiel(name: str, games: int = 200, seed: int = 0, repeat: int = 3
                      ) -> Figures | None:
    """The same random playout figures for an OpenSpiel game (``None`` if not installed)."""
    try:
        import pyspiel
        from open_spiel.python.games import team_dominoes  # noqa: F401  registers python games
    except ImportError:
        return None
    game = pyspiel.load_game(name)
    runs = [_timed(lambda: _openspiel_playouts(game, games, seed)) for _ in range(repeat)]
    elapsed = min(r[0] for r in runs)
    _, steps, decisions = runs[0]
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


def run_text(name: str, games: int = 200, openspiel: bool = True, **options) -> str:
    """Measure game ``name`` (and OpenSpiel's reference games if asked and installed).

    Examples:
        >>> print(run_text("fox_duet", games=2, openspiel=False))  # doctest: +ELLIPSIS
        game ... ratio
        ...
        fox_duet ...
    """
    figures = [measure(load_game(name, **options), games)]
    reference = None
    if openspiel:
        others = [f for f in (measure_openspiel(g, games) for g in OPENSPIEL_GAMES) if f]
        reference = next((f for f in others if f.name.endswith("python_team_dominoes")), None)
        figures += others
    return report(figures, reference)
