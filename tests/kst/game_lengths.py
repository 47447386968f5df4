"""Game lengths of KST under uniformly random play (not a test: run it by hand).

    python tests/kst/game_lengths.py [games] [players ...]

Prints, per player count, the turns of a game (mean, 95th percentile, max), the steps
(decisions and chance events) and how the games ended (team elimination, bank, turn
limit), default options.
"""

import random
import sys
from collections import Counter

import numpy as np

from tabletop.engine import pick
from tabletop.games.kst import Rules


def lengths(players: int, games: int, seed: int = 0, **options) -> tuple[list, list, Counter]:
    rules = Rules(players=players, **options)
    rnd = random.Random(seed)
    turns, steps, ends = [], [], Counter()
    for _ in range(games):
        state = rules.initial_state()
        n = 0
        while not state.is_terminal:
            if state.is_chance:
                state.apply(pick(state.chance_outcomes(), rnd.random()))
            else:
                state.apply(rnd.choice(state.legal_actions()))
            n += 1
        turns.append(state.record.turns)
        steps.append(n)
        ends[state.record.ended] += 1
    return turns, steps, ends


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    counts = [int(a) for a in sys.argv[2:]] or [2, 4, 8]
    for players in counts:
        turns, steps, ends = lengths(players, games)
        t = np.array(turns)
        share = ", ".join(f"{how} {ends[how] / games:.0%}" for how in ("team", "bank", "turns"))
        print(f"{players} players, {games} games: turns mean {t.mean():.1f}, 95th percentile "
              f"{np.percentile(t, 95):.0f}, max {t.max()}; steps mean {np.mean(steps):.0f}, "
              f"max {max(steps)}; ended by {share}")


if __name__ == "__main__":
    main()
