"""Play one seeded game of The Fox in the Forest Duet between two heuristic bots.

    python examples/fox_duet_play.py [seed] [level]

Prints the table at the start of every round and at the end, then the result.
"""

from __future__ import annotations

import sys

from tabletop.games import fox_duet
from tabletop.games.fox_duet.bots import FoxDuetHeuristicBot


def main(seed: int = 5, level: int = 1) -> None:
    game = fox_duet.new_game(seed=seed, level=level)
    bots = [FoxDuetHeuristicBot(seed=seed), FoxDuetHeuristicBot(seed=seed + 1)]
    shown_round = 0
    while not game.is_over:
        record = game.state.record
        if record.round != shown_round and record.trick_no == 1 and not record.trick:
            shown_round = record.round
            print(game.state, end="\n\n")
        action = bots[game.current_player].choose(game.view())
        if record.phase == "MOVE_CHOICE" or record.phase == "FOREST_END":
            print(f"  trick {record.trick_no}: P{game.current_player} chooses {action}")
        game.apply(action)
    print(game.state)
    print(f"\nscores {game.state.scores()}, returns {game.state.returns()}, "
          f"{len(game.state.history)} steps")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
