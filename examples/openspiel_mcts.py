"""OpenSpiel's own MCTS and IS-MCTS playing one of our games, as an OpenSpiel game.

After ``tabletop.adapters.openspiel.register()`` every game loads with
``pyspiel.load_game("tabletop_<name>", {...options})`` and OpenSpiel's algorithms play it
unchanged. Here ``ISMCTSBot`` (or ``MCTSBot``) takes seat 0 and, in a cooperative game,
every seat; the other seats are OpenSpiel's uniform random bot:

    pip install "tabletop[openspiel]"
    python examples/openspiel_mcts.py                       # fox_duet, IS-MCTS
    python examples/openspiel_mcts.py tokaido_duo --search mcts --iterations 5
"""

from __future__ import annotations

import argparse

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from tabletop.adapters import openspiel


def search_bot(game, search: str, iterations: int, seed: int):
    """OpenSpiel's MCTS or IS-MCTS with random rollouts."""
    random_state = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    if search == "mcts":  # searches the state as it is: it sees every hand
        return mcts.MCTSBot(game, uct_c=1.4, max_simulations=iterations, evaluator=evaluator,
                            random_state=random_state)
    return ismcts.ISMCTSBot(game, evaluator, uct_c=1.0, max_simulations=iterations,
                            random_state=random_state)


def play(state, bots, rng: np.random.Generator) -> list[float]:
    """Play ``state`` to the end: chance by its probabilities, each seat by its bot."""
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            state.apply_action(int(bots[state.current_player()].step(state)))
    return state.returns()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="fox_duet")
    parser.add_argument("--search", choices=("ismcts", "mcts"), default="ismcts")
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    openspiel.register()
    game = pyspiel.load_game(f"tabletop_{args.game}")
    kind = game.get_type()
    cooperative = kind.utility == pyspiel.GameType.Utility.IDENTICAL
    rng = np.random.default_rng(args.seed)
    for number in range(args.games):
        bots = [search_bot(game, args.search, args.iterations, args.seed + number)
                if seat == 0 or cooperative else
                pyspiel.make_uniform_random_bot(seat, args.seed + number)
                for seat in range(game.num_players())]
        state = game.new_initial_state()
        returns = play(state, bots, rng)
        print(f"{game.get_type().short_name} game {number}: returns {returns} after "
              f"{len(state.history())} steps")
        print(state)


if __name__ == "__main__":
    main()
