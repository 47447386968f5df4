"""A seeded game of Save the World for three players: the heuristic bot (player 0) against
two random bots, then a cooperative game of three heuristic bots with lives.

Run:  python examples/save_the_world_play.py [seed]
"""

import sys

import tabletop
from tabletop.bots import RandomBot
from tabletop.games import save_the_world
from tabletop.games.save_the_world.bots import SaveTheWorldHeuristicBot


def main(seed: int = 7) -> None:
    game = save_the_world.new_game(seed=seed, players=3)
    bots = [SaveTheWorldHeuristicBot(seed=seed), RandomBot(seed=seed), RandomBot(seed=seed + 1)]
    shown = 0
    while not game.is_over:
        r = game.state.record
        if r.round != shown and r.round % 4 == 2 and game.state.phase == "PHASE1_ACTION":
            shown = r.round
            print(game.state, end="\n\n")
        game.apply(bots[game.current_player].choose(game.view()))
    print(game.state.rules.outcome(game.state.record))

    rules = save_the_world.Rules(players=3, variant="cooperative", coop_lives=True)
    result = tabletop.play(rules, [SaveTheWorldHeuristicBot(seed=seed + p) for p in range(3)],
                           seed=seed)
    print("cooperative game:", "won" if result.winners else "lost",
          f"after {len(result.history)} steps")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
