"""Speed of random play for every registered game, beside OpenSpiel's games.

    python bench/bench.py                 # every game, 300 playouts each
    python bench/bench.py fox_duet --games 1000

Prints playouts per second, µs per step (decision or chance event), µs per decision,
apply+undo and clone costs, and each game's ratio to OpenSpiel's pure-Python
``python_team_dominoes`` measured in the same run (``pip install .[bench]``). The games
are measured in turn, ``--repeat`` rounds, and each keeps its fastest round.
"""

import argparse

import tabletop
from tabletop.benchmark import compare


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=tabletop.list_games())
    parser.add_argument("--games", dest="count", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=5, help="best of this many rounds")
    args = parser.parse_args()
    print(compare([tabletop.load_game(name) for name in args.games], args.count, args.repeat))


if __name__ == "__main__":
    main()
