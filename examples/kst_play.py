"""A seeded game of KST for four: two heuristic bots (Sapphire) against two random bots
(Ruby), narrated as seat 0 sees it.

Run:  python examples/kst_play.py [seed]
"""

import sys

from tabletop.bots import RandomBot
from tabletop.engine import BotView, Rng
from tabletop.games import kst
from tabletop.games.kst.bots import KstHeuristicBot


def main(seed: int = 7) -> None:
    rules = kst.Rules(players=4, teams=["sapphire", "ruby", "sapphire", "ruby"])
    bots = [KstHeuristicBot(seed=seed) if seat % 2 == 0 else RandomBot(seed=seed + seat)
            for seat in range(4)]
    chance = Rng(seed)
    state = rules.initial_state()
    print(rules.guide(), end="\n\n")
    shown = -1
    while not state.is_terminal:
        if state.record.turns // 10 != shown:  # the table every ten turns
            shown = state.record.turns // 10
            print(state, end="\n\n")
        before = state.record
        if state.is_chance:
            action = chance.weighted(state.chance_outcomes())
        else:
            action = bots[state.current_player].choose(BotView(state, state.current_player))
        state.apply(action)
        for line in rules.narrate(before, action, state.record, 0):
            print("  " + line)
    print()
    print(state)
    print()
    print(rules.outcome(state.record))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
