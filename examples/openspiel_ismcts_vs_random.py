"""OpenSpiel's ISMCTSBot against uniform random play on our games, with 95% intervals.

``open_spiel.python.algorithms.ismcts.ISMCTSBot`` with its default arguments (random
rollouts, UCT) takes one seat, chosen in turn, and the other seats play uniformly at
random; in a cooperative game it takes every seat. The same number of games with every
seat random is the baseline. Each line gives the searched seats' mean return (1 a win,
0 a loss, shared wins split) and mean score, each with its 95% interval (normal
approximation). ``--evaluator game`` values the search's leaves with the game's own
``evaluate`` (`tabletop.adapters.openspiel.GameEvaluator`) instead of random rollouts:

    python examples/openspiel_ismcts_vs_random.py fox_duet --games 100 --simulations 10
    python examples/openspiel_ismcts_vs_random.py fox_duet --games 100 --evaluator game
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from tabletop.adapters import openspiel


def play(game, searched: set[int], simulations: int, uct_c: float, evaluator: str, seed: int
         ) -> tuple[list[float], tuple[float, ...]]:
    """One game: seats in ``searched`` play ISMCTSBot, the others uniformly at random;
    the returns and the scores."""
    rng = np.random.default_rng(seed)
    random_state = np.random.RandomState(seed)
    leaves = {"rollout": lambda: mcts.RandomRolloutEvaluator(1, random_state),
              "game": lambda: openspiel.GameEvaluator(),
              "heuristic": lambda: openspiel.GameEvaluator("heuristic", 4, seed)}[evaluator]()
    bot = ismcts.ISMCTSBot(game, leaves, uct_c=uct_c, max_simulations=simulations,
                           random_state=random_state)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        elif state.current_player() in searched:
            state.apply_action(int(bot.step(state)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state.returns(), state.tabletop_state().scores()


def interval(values: list[float]) -> str:
    """Mean and 95% interval (normal approximation) of ``values``."""
    mean = float(np.mean(values))
    half = 1.96 * float(np.std(values, ddof=1)) / math.sqrt(len(values))
    return f"{mean:.3f} ± {half:.3f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--simulations", type=int, default=10)
    parser.add_argument("--uct-c", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--evaluator", choices=("rollout", "game", "heuristic"),
                        default="rollout",
                        help="leaf values: random rollouts (OpenSpiel's default), the game's "
                             "own evaluate, or that after 4 decisions of its heuristic bot")
    args = parser.parse_args(argv)
    if args.games < 2 or args.simulations < 1:
        parser.error("--games must be at least 2 and --simulations at least 1")

    openspiel.register()
    game = pyspiel.load_game(f"tabletop_{args.game}")
    seats = game.num_players()
    cooperative = game.get_type().utility == pyspiel.GameType.Utility.IDENTICAL
    start = time.monotonic()
    searched: list[float] = []
    baseline: list[float] = []
    points: list[float] = []
    random_points: list[float] = []
    for number in range(args.games):
        chosen = set(range(seats)) if cooperative else {number % seats}
        seed = args.seed + number
        for results, scores, seated in ((searched, points, chosen),
                                        (baseline, random_points, set())):
            returns, score = play(game, seated, args.simulations, args.uct_c,
                                  args.evaluator, seed)
            results.append(float(np.mean([returns[s] for s in chosen])))
            scores.append(float(np.mean([score[s] for s in chosen])))
    who = "every seat" if cooperative else "one seat in turn"
    print(f"{args.game}: ISMCTSBot ({args.simulations} simulations, uct_c {args.uct_c}, "
          f"{args.evaluator} leaves, {who}) "
          f"{interval(searched)} vs uniform random {interval(baseline)} over {args.games} "
          f"games each; score {interval(points)} vs {interval(random_points)} "
          f"({time.monotonic() - start:.0f} s)")


if __name__ == "__main__":
    main()
