"""Speed of the bots and the arena for every registered game.

    python bench/bench_bots.py                       # every game
    python bench/bench_bots.py fox_duet --iterations 500 --games 400

Prints ISMCTS iterations per second (a search from each of the first few decisions of a
seeded game) and arena games per second between random bots with 1 and 2 jobs.
"""

import argparse
import time

import tabletop
from tabletop.arena import run_arena
from tabletop.bots import ISMCTSBot, RandomBot


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", default=tabletop.list_games(), metavar="GAME")
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--games", type=int, default=200, help="arena games per measurement")
    args = parser.parse_args()
    print(f"{'game':<16} {'ISMCTS it/s':>12} {'arena games/s, 1 job':>21} {'2 jobs':>8}")
    for name in args.names:
        rules = tabletop.load_game(name)
        print(f"{name:<16} {ismcts_iterations_per_second(rules, args.iterations):>12.0f} "
              f"{arena_games_per_second(rules, args.games, 1):>21.1f} "
              f"{arena_games_per_second(rules, args.games, 2):>8.1f}", flush=True)


if __name__ == "__main__":
    main()
