"""Tournaments: many games of one line-up of bots, seats rotated, on one core or many.

Examples:
    >>> import tabletop
    >>> from tabletop.arena import run_arena
    >>> result = run_arena(tabletop.load_game("tokaido_duo"), ["ismcts:iterations=2", "random"],
    ...                    games=4, seed=1)
    >>> [row.bot for row in result.bots]
    ['ismcts:iterations=2', 'random']

Game ``g`` seats line-up entry ``(s + g) % n`` in seat ``s``, so with a number of games
that is a multiple of the seat count every entry plays every seat equally often. Every
game draws its chance outcomes and its bots' seeds from its own stream,
``numpy.random.SeedSequence(seed, spawn_key=(g,))``, so a tournament gives the same
games whether it runs on one core, many processes or a Ray cluster.
"""

from __future__ import annotations

import json
import math
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any, TextIO, cast

import attrs
import numpy as np

from .bots import BotSpec, make_bot
from .bots.registry import BotFactory, bot_name
from .engine import Rules, load_game, play
from .engine.chance import MAX_SEED
from .engine.excerpt import excerpt

BACKENDS = ("process", "ray")
MAX_JOBS = 1024
"""The most worker processes or Ray tasks a tournament may ask for (each worker is a
process of its own: more than the machine can hold would exhaust it)."""

Entry = BotSpec | BotFactory
"""A line-up entry: a bot spec, or a factory such as a bot class."""


@attrs.frozen
class GameOutcome:
    """One arena game: who sat where, how it ended, and the seed that replays it.

    ``seats[s]`` is the line-up index of the bot in seat ``s``;
    ``tabletop.play(rules, bots, seed=outcome.seed)`` with the same bots, built with
    ``bot_seeds``, plays the game again.
    """

    index: int
    seed: int
    bot_seeds: tuple[int, ...]
    seats: tuple[int, ...]
    scores: tuple[float, ...]
    winners: frozenset[int]
    decisions: int


@attrs.frozen
class BotStats:
    """How one line-up entry fared: win rate with its 95% Wilson interval, scores."""

    bot: str
    games: int
    wins: int
    win_rate: float
    win_low: float
    win_high: float
    mean_score: float
    std_score: float


@attrs.frozen
class TeamStats:
    """How the whole line-up fared together in a cooperative game (every seat shares the
    result): team win rate with its 95% Wilson interval, and the shared score."""

    games: int
    wins: int
    win_rate: float
    win_low: float
    win_high: float
    mean_score: float
    std_score: float


@attrs.frozen
class ArenaResult:
    """Everything a tournament measured; ``str()`` is a table, ``to_json()`` the data."""

    game: str
    options: dict[str, Any]
    lineup: tuple[str, ...]
    seed: int
    bots: tuple[BotStats, ...]
    mean_decisions: float
    seconds: float
    jobs: int
    backend: str
    outcomes: tuple[GameOutcome, ...] = attrs.field(repr=False)
    team: TeamStats | None = None
    """The line-up's shared result, for a cooperative game (None otherwise)."""

    @property
    def games(self) -> int:
        """Number of games played."""
        return len(self.outcomes)

    @property
    def games_per_second(self) -> float:
        """Games played per second of wall-clock time."""
        return self.games / self.seconds if self.seconds > 0 else math.inf

    def to_json(self, indent: int | None = 2) -> str:
        """The result as JSON: summary, per-bot rows and every game's outcome."""
        data = {
            "game": self.game, "options": self.options, "lineup": list(self.lineup),
            "seed": self.seed, "games": self.games, "jobs": self.jobs,
            "backend": self.backend, "seconds": self.seconds,
            "games_per_second": self.games_per_second,
            "mean_decisions": self.mean_decisions,
            "bots": [attrs.asdict(row) for row in self.bots],
            "team": attrs.asdict(self.team) if self.team else None,
            "outcomes": [attrs.asdict(o, value_serializer=_jsonable) for o in self.outcomes],
        }
        return json.dumps(data, indent=indent)

    def __str__(self) -> str:
        lines = [f"{self.game}: {self.games} games, seed {self.seed}"]
        if self.options:
            lines.append("options: " + ", ".join(f"{k}={v}" for k, v in self.options.items()))
        lines.append(f"{'bot':<28} {'games':>6} {'wins':>6} {'win rate':>9} {'95% CI':>15} "
                     f"{'score':>8} {'± std':>7}")
        rows = [("team: " + " + ".join(self.lineup), self.team)] if self.team else [
            (row.bot, row) for row in self.bots]
        for label, row in rows:
            interval = f"[{row.win_low:.3f}, {row.win_high:.3f}]"
            lines.append(f"{label:<28} {row.games:>6} {row.wins:>6} {row.win_rate:>9.3f} "
                         f"{interval:>15} {row.mean_score:>8.2f} {row.std_score:>7.2f}")
        if self.team:
            lines.append("a cooperative game: every seat shares the team's result")
        lines.append(f"mean game length {self.mean_decisions:.1f} decisions; "
                     f"{self.games_per_second:.1f} games/s ({self.jobs} job(s), "
                     f"{self.backend})")
        return "\n".join(lines)


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a success rate (95% for the default ``z``).

    Examples:
        >>> low, high = wilson_interval(60, 100)
        >>> round(low, 3), round(high, 3)
        (0.502, 0.691)
    """
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def run_arena(rules: Rules[Any] | str, lineup: Sequence[str | Entry], games: int = 100,
              seed: int | None = 0, jobs: int = 1, backend: str = "process",
              progress: bool | None = None) -> ArenaResult:
    """Play ``games`` games of ``rules`` between the bots of ``lineup``, seats rotated.

    ``lineup`` holds one bot per seat: a spec such as ``"ismcts:iterations=200"`` or a
    factory such as a bot class (see [`tabletop.bots.make_bot`][tabletop.bots.registry.make_bot];
    worker processes must be able to import it). ``games`` must be a multiple of the seat count.
    ``jobs`` > 1 plays in worker processes (or Ray tasks with ``backend="ray"``, which starts a
    local Ray instance unless one is running); the games, and so the result, do not depend on
    ``jobs`` or ``backend``. ``progress`` draws a bar on stderr: ``None`` when stderr is a terminal,
    ``True`` always, ``False`` never.
    """
    if isinstance(rules, str):
        rules = load_game(rules)
    specs = tuple(BotSpec.parse(s) if isinstance(s, str) else s for s in lineup)
    problems = _problems(rules, specs, games, jobs, backend, seed)
    if problems:
        raise ValueError("; ".join(problems))
    if seed is None:
        seed = int(cast(int, np.random.SeedSequence().entropy))  # a fresh sequence's is an int
    bar = _Progress(games, sys.stderr) if _show_progress(progress) else None
    start = time.perf_counter()
    outcomes: list[GameOutcome] = []
    for batch in _play(rules, specs, seed, games, jobs, backend):
        outcomes.extend(batch)
        if bar is not None:
            bar.update(len(outcomes))
    seconds = time.perf_counter() - start
    if bar is not None:
        bar.close()
    outcomes.sort(key=lambda o: o.index)
    return _summarize(rules, specs, seed, outcomes, seconds, jobs, backend)


def _problems(rules: Rules[Any], specs: Sequence[Entry], games: int, jobs: int,
              backend: str, seed: int | None) -> list[str]:
    """Everything wrong with a tournament's arguments (checked here, not in a worker)."""
    n = rules.num_players
    problems = []
    if len(specs) != n:
        problems.append(f"{rules.name} has {n} seats; the line-up names {len(specs)} bots"
                        + players_hint(rules, len(specs)))
    for spec in specs:
        try:
            make_bot(spec, rules)
        except ValueError as exc:
            problems.append(str(exc))
    if games < 1 or games % n:
        problems.append(f"games must be a positive multiple of the seat count {n} so every "
                        f"bot plays every seat equally, got {games}")
    if backend not in BACKENDS:
        problems.append(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    elif backend == "ray" and not _has_ray():
        problems.append("the ray backend needs Ray: pip install 'tabletop[ray]'")
    if not 1 <= jobs <= MAX_JOBS:
        problems.append(f"jobs must be from 1 to {MAX_JOBS}, got {jobs}")
    if seed is not None and not (type(seed) is int and 0 <= seed <= MAX_SEED):
        problems.append(f"seed must be a whole number from 0 to 2**128 - 1 or None, got "
                        f"{excerpt(seed)}")
    return problems


def players_hint(rules: Rules[Any], seats: int) -> str:
    """How to get ``seats`` seats, where the game's ``players`` option allows that many
    (empty otherwise).

    Examples:
        >>> from tabletop import load_game
        >>> players_hint(load_game("kst"), 2), players_hint(load_game("fox_duet"), 3)
        (' (for 2 seats set the option players=2: -o players=2)', '')
    """
    info = type(rules).option_info().get("players")
    if info is None or info.choices is None or seats not in info.choices:
        return ""
    return f" (for {seats} seats set the option players={seats}: -o players={seats})"


def _has_ray() -> bool:
    try:
        import ray  # noqa: F401
    except ImportError:
        return False
    return True


def _play_games(rules: Rules[Any], specs: Sequence[Entry], seed: int,
               indices: Sequence[int]) -> list[GameOutcome]:
    """Play the arena games numbered ``indices``: the unit of work sent to a worker."""
    return [_play_one(rules, specs, seed, g) for g in indices]


def _play_one(rules: Rules[Any], specs: Sequence[Entry], seed: int, index: int) -> GameOutcome:
    n = len(specs)
    seats = tuple((s + index) % n for s in range(n))
    stream = np.random.SeedSequence(seed, spawn_key=(index,))
    game_seed, *bot_seeds = (int(x) for x in stream.generate_state(n + 1))
    bots = [make_bot(specs[entry], rules, bot_seeds[entry]) for entry in seats]
    try:
        result = play(rules, bots, seed=game_seed)
    except Exception as exc:
        exc.add_note(f"in arena game {index} (seed {game_seed}), seats: "
                     + ", ".join(bot_name(specs[entry]) for entry in seats))
        raise
    return GameOutcome(index=index, seed=game_seed, bot_seeds=tuple(bot_seeds), seats=seats,
                       scores=tuple(result.scores), winners=result.winners,
                       decisions=result.decisions)


def _play(rules: Rules[Any], specs: tuple[Entry, ...], seed: int, games: int, jobs: int,
          backend: str) -> Iterator[list[GameOutcome]]:
    """Batches of finished games, in completion order."""
    batches = _batches(games, jobs)
    if backend == "ray":
        yield from _play_ray(rules, specs, seed, batches, jobs)
    elif jobs == 1:
        for batch in batches:
            yield _play_games(rules, specs, seed, batch)
    else:
        pool = ProcessPoolExecutor(max_workers=min(jobs, len(batches)))
        try:
            pending = {pool.submit(_play_games, rules, specs, seed, b) for b in batches}
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield future.result()
        finally:
            pool.shutdown(cancel_futures=True)


def _play_ray(rules: Rules[Any], specs: tuple[Entry, ...], seed: int,
              batches: list[range], jobs: int) -> Iterator[list[GameOutcome]]:
    import ray

    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=jobs, include_dashboard=False, log_to_driver=False)
    try:
        task = ray.remote(_play_games)
        shared = ray.put(rules)
        pending = [task.remote(shared, specs, seed, b) for b in batches]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        if started:
            ray.shutdown()


def _batches(games: int, jobs: int) -> list[range]:
    """Split the game numbers into enough batches to balance the workers and show progress."""
    size = max(1, min(50, games // (8 * jobs)))
    return [range(i, min(i + size, games)) for i in range(0, games, size)]


def _summarize(rules: Rules[Any], specs: Sequence[Entry], seed: int,
               outcomes: list[GameOutcome], seconds: float, jobs: int,
               backend: str) -> ArenaResult:
    names = [bot_name(s) for s in specs]
    rows = []
    for entry, name in enumerate(names):
        label = name if names.count(name) == 1 else f"{name} #{entry + 1}"
        seat_of = [o.seats.index(entry) for o in outcomes]
        scores = np.array([o.scores[s] for o, s in zip(outcomes, seat_of)], dtype=float)
        wins = sum(s in o.winners for o, s in zip(outcomes, seat_of))
        low, high = wilson_interval(wins, len(outcomes))
        rows.append(BotStats(bot=label, games=len(outcomes), wins=wins,
                             win_rate=wins / len(outcomes), win_low=low, win_high=high,
                             mean_score=float(scores.mean()), std_score=float(scores.std())))
    mean_decisions = float(np.mean([o.decisions for o in outcomes]))
    team = None
    if rules.info is not None and rules.info.cooperative:
        wins = sum(bool(o.winners) for o in outcomes)
        scores = np.array([o.scores[0] for o in outcomes], dtype=float)
        low, high = wilson_interval(wins, len(outcomes))
        team = TeamStats(games=len(outcomes), wins=wins, win_rate=wins / len(outcomes),
                         win_low=low, win_high=high, mean_score=float(scores.mean()),
                         std_score=float(scores.std()))
    return ArenaResult(game=rules.name, options=rules.options,
                       lineup=tuple(names), seed=seed, bots=tuple(rows),
                       mean_decisions=mean_decisions, seconds=seconds, jobs=jobs,
                       backend=backend, outcomes=tuple(outcomes), team=team)


def _jsonable(instance: Any, attribute: Any, value: Any) -> Any:
    return sorted(value) if isinstance(value, frozenset) else value


def _show_progress(progress: bool | None) -> bool:
    if progress is None:
        return sys.stderr.isatty()
    return progress


class _Progress:
    """A one-line progress bar with rate and time left, redrawn at most ten times a second."""

    def __init__(self, total: int, stream: TextIO, clock: Callable[[], float] = time.monotonic):
        self.total = total
        self.stream = stream
        self.clock = clock
        self.start = clock()
        self.drawn = -math.inf

    def update(self, done: int) -> None:
        now = self.clock()
        if done < self.total and now - self.drawn < 0.1:
            return
        self.drawn = now
        elapsed = max(now - self.start, 1e-9)
        rate = done / elapsed
        left = (self.total - done) / rate if rate > 0 else math.inf
        width = 30
        filled = width * done // self.total
        eta = f"{left:.0f}s left" if math.isfinite(left) else ""
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
                          f"games {rate:.1f}/s {eta}   ")
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()

