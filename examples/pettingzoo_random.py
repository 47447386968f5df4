"""Random agents on every game through PettingZoo, choosing only actions the mask allows.

The loop is PettingZoo's usual agent-environment cycle; nothing in it is specific to a
game, so it runs every game of ``tabletop.list_games()`` as it is:

    pip install "tabletop[pettingzoo]"
    python examples/pettingzoo_random.py                  # every game, 3 games each
    python examples/pettingzoo_random.py fox_duet --games 10 --option level=2
"""

from __future__ import annotations

import argparse

import tabletop
from tabletop.adapters.pettingzoo import env
from tabletop.bots.registry import parse_assignments


def play(game: str, games: int = 3, seed: int = 0, **options) -> tuple[dict[str, float], int]:
    """``games`` games of random masked actions; each agent's summed reward and the number
    of decisions taken."""
    e = env(game, seed=seed, **options)
    for offset, agent in enumerate(e.possible_agents):
        e.action_space(agent).seed(seed + offset)  # reproducible sampling
    rewards = dict.fromkeys(e.possible_agents, 0.0)
    decisions = 0
    for _ in range(games):
        e.reset()
        for agent in e.agent_iter():
            observation, reward, terminated, truncated, info = e.last()
            rewards[agent] += reward
            if terminated or truncated:
                action = None  # a finished agent leaves with None
            else:
                action = e.action_space(agent).sample(observation["action_mask"])
                decisions += 1
            e.step(action)
    e.close()
    return rewards, decisions


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games to run (default: every game)")
    parser.add_argument("--games", dest="count", type=int, default=3, help="games per game")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--option", action="append", default=[], metavar="K=V",
                        help="a game option, e.g. level=2 (with a single game)")
    args = parser.parse_args(argv)
    options = parse_assignments(args.option)
    for game in args.games or tabletop.list_games():
        rewards, decisions = play(game, args.count, args.seed, **options)
        shares = ", ".join(f"{agent} {total / args.count:.2f}" for agent, total in rewards.items())
        print(f"{game}: {args.count} games, {decisions} decisions; mean reward {shares}")


if __name__ == "__main__":
    main()
