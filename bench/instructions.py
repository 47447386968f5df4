"""Machine instructions per step of random play, counted by valgrind: a speed figure that does
not move with the machine's load, for comparing two versions of the code.

    python bench/instructions.py                      # every game
    python bench/instructions.py kst --games 20 -o players=4

Each game is played twice under ``valgrind --tool=callgrind`` (with ``PYTHONHASHSEED=0``):
once for 0 games and once for ``--games`` games after the same warm-up, and the difference is
divided by the steps played. Needs ``valgrind`` on the PATH; slow (about 50 times slower than
plain Python). Counts compare only between runs on the same machine and Python, and they do
not replace the ratios of ``bench/bench.py``.
"""

import argparse
import os
import re
import subprocess
import sys

import tabletop
from tabletop.benchmark import _playouts
from tabletop.bots.registry import parse_assignments


def play(name: str, games: int, options: list[str]) -> int:
    """Play ``games`` random games of ``name`` (``key=value`` options) after a warm-up; the
    steps played."""
    rules = tabletop.load_game(name, **parse_assignments(options))
    _playouts(rules, 2, 99)
    return _playouts(rules, games, 0)[1] if games else 0


def count(name: str, games: int, options: list[str]) -> tuple[int, int]:
    """Instructions and steps of one valgrind run of `play`."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
               __file__, "--play", name, "--games", str(games)]
    command += [a for o in options for a in ("-o", o)]
    run = subprocess.run(command, capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONHASHSEED": "0"})
    instructions = int(re.search(r"Collected : (\d+)", run.stderr).group(1))
    return instructions, int(run.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", default=tabletop.list_games())
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("-o", "--option", action="append", default=[], help="KEY=VALUE")
    parser.add_argument("--play", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        print(play(args.names[0], args.games, args.option))
        return
    for name in args.names:
        base, _ = count(name, 0, args.option)
        total, steps = count(name, args.games, args.option)
        print(f"{name:<34}{(total - base) // steps:>9} instructions per step ({steps} steps)")


if __name__ == "__main__":
    main()
