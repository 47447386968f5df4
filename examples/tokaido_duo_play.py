"""A seeded game of Tokaido Duo: the heuristic bot (player 0) against a random bot.

Run:  python examples/tokaido_duo_play.py [seed]
"""

import sys

from tabletop.bots import RandomBot
from tabletop.games import tokaido_duo
from tabletop.games.tokaido_duo.bots import TokaidoHeuristicBot


def main(seed: int = 7) -> None:
    game = tokaido_duo.new_game(seed=seed)
    bots = [TokaidoHeuristicBot(seed=seed), RandomBot(seed=seed)]
    round_shown = 0
    while not game.is_over:
        state = game.state
        if state.record.round != round_shown and state.record.round % 5 == 1:
            round_shown = state.record.round
            print(state, end="\n\n")
        player = game.current_player
        action = bots[player].choose(game.view())
        if len(game.legal_actions()) > 1:
            print(f"  round {state.record.round}: player {player} {state.phase} -> {action}")
        game.apply(action)
    print()
    print(game.state)
    scores, winners = game.state.scores(), sorted(game.state.winners())
    print(f"\nFinal scores {scores[0]} : {scores[1]}; winner(s): {winners}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
