"""My first bot: imagine a few games after each legal action, keep the best action.

For every legal action the bot samples a full table that agrees with what it knows
(``view.determinize``), applies the action, plays the rest of the game at random and
notes its own return. The action with the best average wins. It plays every game and
beats a random opponent clearly:

    python examples/my_first_bot.py tokaido_duo --games 20   # under 30 s on two cores
"""

from __future__ import annotations

import argparse
from functools import partial

import tabletop
from tabletop.arena import run_arena
from tabletop.engine import Action, BotView, Rng, State


class MonteCarloBot:
    """Flat Monte Carlo: ``playouts`` random games per legal action.

    >>> rules = tabletop.load_game("fox_duet")
    >>> game = tabletop.Game(rules, seed=1)
    >>> MonteCarloBot(playouts=5).choose(game.view()) in game.legal_actions()
    True
    """

    def __init__(self, playouts: int = 20, seed: int | None = 0):
        self.playouts = playouts
        self.rng = Rng(seed)

    def choose(self, view: BotView) -> Action:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return max(legal, key=lambda action: self.value(view, action))

    def value(self, view: BotView, action: Action) -> float:
        """My average return over random games that start with ``action``."""
        total = 0.0
        for _ in range(self.playouts):
            state = view.determinize(self.rng.generator)
            state.apply(action)
            total += self.play_out(state)[view.player]
        return total / self.playouts

    def play_out(self, state: State) -> tuple[float, ...]:
        """Finish the game with random decisions and chance drawn by its odds."""
        while not state.is_terminal:
            if state.is_chance:
                state.apply(self.rng.weighted(state.chance_outcomes()))
            else:
                state.apply(self.rng.choice(state.legal_actions()))
        return state.returns()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="MonteCarloBot against RandomBot")
    parser.add_argument("game", nargs="?", default="tokaido_duo")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--playouts", type=int, default=3, help="random games per action")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    rules = tabletop.load_game(args.game)
    bots = [partial(MonteCarloBot, playouts=args.playouts)] + ["random"] * (rules.num_players - 1)
    print(run_arena(rules, bots, games=args.games, seed=1, jobs=args.jobs))


if __name__ == "__main__":
    main()
