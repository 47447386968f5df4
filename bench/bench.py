"""Speed of random play for every registered game, beside OpenSpiel's games.

    python bench/bench.py                 # every game, 300 playouts each
    python bench/bench.py fox_duet --games 1000

Prints playouts per second, µs per step (decision or chance event), µs per decision,
apply+undo and clone costs, and each game's ratio to OpenSpiel's pure-Python
``python_team_dominoes`` measured in the same run (``pip install .[bench]``). The games
are measured in turn, ``--repeat`` rounds, and each keeps its fastest round.
"""

import argparse
from functools import partial

import tabletop
from tabletop.benchmark import OPENSPIEL_GAMES, measure, measure_openspiel, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=tabletop.list_games())
    parser.add_argument("--games", dest="count", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=5, help="best of this many runs")
    args = parser.parse_args()
    measures = {name: partial(measure, tabletop.load_game(name), args.count, repeat=1)
                for name in args.games}
    measures.update({g: partial(measure_openspiel, g, args.count, repeat=1)
                     for g in OPENSPIEL_GAMES})
    best: dict = {}
    for _ in range(args.repeat):  # interleaved, so a slow spell of the machine hits all games
        for name, run in measures.items():
            figures = run()
            if figures and (name not in best or figures.us_per_step < best[name].us_per_step):
                best[name] = figures
    figures = [best[name] for name in args.games]
    others = [best[g] for g in OPENSPIEL_GAMES if g in best]
    reference = next((f for f in others if f.name.endswith("python_team_dominoes")), None)
    print(report(figures + others, reference))


if __name__ == "__main__":
    main()
