"""Speed and strength of the bots for every registered game, from one run.

    python bench/bench_bots.py                          # speed, then every match-up
    python bench/bench_bots.py fox_duet --games 400     # one game's rows
    python bench/bench_bots.py --speed-only

Prints ISMCTS iterations per second (searches from the first few decisions of a seeded
game), arena games per second between random bots with 1 and 2 jobs, then the win rates of
the match-ups in `MATCHES` (seats rotated, 95% Wilson intervals) with the seconds each bot
spent per decision. Search match-ups play ``--games`` / 2 games (at least 20).
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import tabletop
from tabletop.arena import run_arena
from tabletop.bots import ISMCTSBot, RandomBot

MATCHES: tuple[tuple[str, dict[str, Any], tuple[str, ...], str], ...] = (
    ("fox_duet", {"level": 1}, ("heuristic", "heuristic"), "team"),
    ("fox_duet", {"level": 1}, ("strong", "strong"), "team"),
    ("fox_duet", {"level": 2}, ("heuristic", "heuristic"), "team"),
    ("fox_duet", {"level": 2}, ("strong", "strong"), "team"),
    ("fox_duet", {"level": 3}, ("strong", "strong"), "team"),
    ("fox_duet", {"level": 1}, ("strong:seconds=1.0", "strong:seconds=1.0"), "team"),
    ("fox_duet", {"level": 1}, ("ismcts:iterations=100,rollout=heuristic",) * 2, "team"),
    ("fox_duet", {"level": 1}, ("ismcts:iterations=100",) * 2, "team"),
    ("tokaido_duo", {}, ("strong", "heuristic"), "first"),
    ("tokaido_duo", {}, ("strong", "random"), "first"),
    ("tokaido_duo", {}, ("heuristic", "random"), "first"),
    ("tokaido_duo", {}, ("strong:seconds=1.0", "heuristic"), "first"),
    ("save_the_world", {"players": 3}, ("strong", "heuristic", "heuristic"), "first"),
    ("save_the_world", {"players": 3}, ("heuristic", "random", "random"), "first"),
    ("save_the_world", {"players": 3, "variant": "cooperative", "coop_lives": True},
     ("strong",) * 3, "team"),
    ("save_the_world", {"players": 3, "variant": "cooperative", "coop_lives": True},
     ("heuristic",) * 3, "team"),
    ("kst", {"players": 2}, ("strong", "heuristic"), "first"),
    ("kst", {"players": 2}, ("strong", "random"), "first"),
    ("kst", {"players": 4, "teams": ["sapphire", "ruby", "sapphire", "ruby"]},
     ("strong", "heuristic", "strong", "heuristic"), "first"),
)
"""Game, options, lineup and what is reported: the first bot's win rate (``first``) or the
team's (``team``, for cooperative games)."""
SEARCH = ("strong", "ismcts")


def ismcts_iterations_per_second(rules, iterations: int, decisions: int = 5) -> float:
    """Iterations per second over searches from the first ``decisions`` decisions."""
    game = tabletop.Game(rules, seed=1)
    bot, mover = ISMCTSBot(iterations=iterations, seed=0), RandomBot(seed=0)
    searched, spent = 0, 0.0
    while searched < decisions and not game.is_over:
        if len(game.legal_actions()) > 1:
            start = time.perf_counter()
            bot.choose(game.view())
            spent += time.perf_counter() - start
            searched += 1
        game.apply(mover.choose(game.view()))
    return searched * iterations / spent if spent else float("nan")


def arena_games_per_second(rules, games: int, jobs: int) -> float:
    lineup = ["random"] * rules.num_players
    games -= games % rules.num_players
    return run_arena(rules, lineup, games=games, seed=0, jobs=jobs,
                     progress=False).games_per_second


def match_row(game: str, options: dict[str, Any], lineup: tuple[str, ...], report: str,
              games: int, jobs: int) -> str:
    """One match-up's line: its games, wins, win rate with interval, seconds per decision."""
    rules = tabletop.load_game(game, **options)
    if any(spec.startswith(SEARCH) for spec in lineup):
        games = max(20, games // 2)
    games -= games % len(lineup)
    result = run_arena(rules, list(lineup), games=games, seed=0, jobs=jobs, progress=False)
    stats = result.team if report == "team" else result.bots[0]
    assert stats is not None, f"{game}: no team result"
    per_decision = result.seconds * jobs / max(1.0, result.mean_decisions * result.games)
    where = " ".join(f"{k}={v}" for k, v in options.items())
    return (f"{game:<15} {where:<48} {' + '.join(dict.fromkeys(lineup)):<42} "
            f"{stats.wins:>4}/{stats.games:<4} {stats.win_rate:>6.1%} "
            f"[{stats.win_low:.3f}, {stats.win_high:.3f}] {per_decision * 1e3:>8.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", default=tabletop.list_games(), metavar="GAME")
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--games", type=int, default=400,
                        help="games per match-up (search match-ups play half)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--speed-only", action="store_true")
    args = parser.parse_args()
    print(f"{'game':<16} {'ISMCTS it/s':>12} {'arena games/s, 1 job':>21} {'2 jobs':>8}")
    for name in args.names:
        rules = tabletop.load_game(name)
        print(f"{name:<16} {ismcts_iterations_per_second(rules, args.iterations):>12.0f} "
              f"{arena_games_per_second(rules, 200, 1):>21.1f} "
              f"{arena_games_per_second(rules, 200, 2):>8.1f}", flush=True)
    if args.speed_only:
        return
    print(f"\n{'game':<15} {'options':<48} {'lineup':<42} {'wins':>9} {'rate':>6} "
          f"{'95% interval':<16} {'ms/decision':>8}")
    for game, options, lineup, report in MATCHES:
        if game in args.names:
            print(match_row(game, options, lineup, report, args.games, args.jobs), flush=True)


if __name__ == "__main__":
    main()
