"""Every mistake on the command line is one line on stderr and exit status 2, naming each
thing that is wrong and what is accepted; nothing prints a traceback."""

import os
import re
import subprocess
import sys

import pytest

from tabletop.bots.registry import extra_bots
from test_cli import TESTS, WRAPPER, tabletop_cli

AVAILABLE = ", ".join(sorted(["ismcts", "random", *extra_bots()]))
"""The bots every game offers (more with the openspiel extra)."""

NO_RAY = WRAPPER.replace("import sys;", "import sys; sys.modules['ray'] = None;", 1)


def one_line_error(done: subprocess.CompletedProcess) -> str:
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


@pytest.mark.parametrize("args, message", [
    (("arena", "toy", "ismcts:iterations=abc", "random", "--games", 2),
     "tabletop: error: bot 'ismcts:iterations=abc': iterations='abc' is not int; it takes "
     "iterations (int), "
     "seed (int | None), c (float), rollout (Bot | str | None), depth (int | None), "
     "evaluator (Callable | str | None), seconds (float | None), widening (float | None), "
     "reuse (bool), prior (Bot | str | None)"),
    (("arena", "toy", "ismcts:iters=5", "random", "--games", 2),
     "tabletop: error: bot 'ismcts:iters=5' has no argument iters; it takes "
     "iterations (int), "
     "seed (int | None), c (float), rollout (Bot | str | None), depth (int | None), "
     "evaluator (Callable | str | None), seconds (float | None), widening (float | None), "
     "reuse (bool), prior (Bot | str | None)"),
    (("arena", "toy", "heurstic", "randmo", "--games", 3),
     f"tabletop: error: unknown bot 'heurstic' for toy; available: {AVAILABLE}; "
     f"unknown bot 'randmo' for toy; available: {AVAILABLE}; games must be a positive "
     "multiple of the seat count 2 so every bot plays every seat equally, got 3"),
    (("play", "toy", "--seats", "human,alphazero,random"),
     "tabletop: error: --seats names 3 seats; the game has 2; unknown bot 'alphazero' for "
     f"toy; available: {AVAILABLE}"),
    (("arena", "toy", "random", "random", "--games", 0),
     "tabletop arena: error: argument --games: must be at least 1, got 0 "
     "(see tabletop arena --help)"),
    (("bench", "toy", "--games", 0),
     "tabletop bench: error: argument --games: must be at least 1, got 0 "
     "(see tabletop bench --help)"),
    (("arena", "toy", "random", "random", "--jobs", "two"),
     "tabletop arena: error: argument --jobs: 'two' is not a whole number "
     "(see tabletop arena --help)"),
    (("play", "toy", "--option", "bonus_sides=true"),
     "tabletop: error: option bonus_sides=True is not accepted; choose one of 1, 2, 3"),
    (("play",), "tabletop play: error: the following arguments are required: game "
     "(see tabletop play --help)"),
    (("play", "toy", "--option", "colour=red"),
     "tabletop: error: toy: unknown option colour; valid options: bonus_sides, auto_forced"),
    (("arena", "toy", "random", "random", "--games", 2, "--jobs", 100_000),
     "tabletop: error: jobs must be from 1 to 1024, got 100000"),
    (("arena", "toy", "random", "random", "--seed", -5),
     "tabletop arena: error: argument --seed: must be from 0 to 2**128 - 1, got -5 "
     "(see tabletop arena --help)"),
    (("play", "toy", "--seats", "random,random", "--seed", 2**128),
     "tabletop play: error: argument --seed: must be from 0 to 2**128 - 1, got "
     f"{2**128} (see tabletop play --help)"),
])
def test_each_mistake_is_one_line_with_status_2(args, message):
    assert one_line_error(tabletop_cli(*args)).endswith(message)


def test_the_ray_backend_without_ray_is_one_line():
    done = subprocess.run([sys.executable, "-c", NO_RAY, "arena", "toy", "random", "random",
                           "--games", "2", "--backend", "ray"],
                          capture_output=True, text=True, timeout=60)
    assert one_line_error(done) == ("tabletop: error: the ray backend needs Ray: "
                                    "pip install 'tabletop[ray]'")


def test_a_closed_pipe_is_one_line():
    read, write = os.pipe()
    os.close(read)
    done = subprocess.run([sys.executable, "-c", WRAPPER, "list"], stdout=write,
                          stderr=subprocess.PIPE, text=True, timeout=60, cwd=TESTS)
    os.close(write)
    assert one_line_error(done) == ("tabletop: error: output closed before the end "
                                    "(broken pipe)")


def test_version_and_help_read_plainly():
    version = tabletop_cli("--version")
    assert version.returncode == 0 and version.stdout.startswith("tabletop ")
    help_text = " ".join(tabletop_cli("arena", "--help").stdout.split())
    assert "``" not in help_text and "(default: 100)" in help_text


def test_a_seat_count_the_game_allows_suggests_the_players_option():
    done = tabletop_cli("play", "kst", "--seats", "random,random")
    assert one_line_error(done).endswith(
        "--seats names 2 seats; the game has 4 (for 2 seats set the option players=2: "
        "-o players=2)")


def test_arena_help_says_games_are_a_multiple_of_the_seats():
    done = tabletop_cli("arena", "--help")
    assert "a multiple of the seat count" in " ".join(done.stdout.split())


@pytest.mark.parametrize("module, extra", [("pettingzoo", "pettingzoo"),
                                           ("openspiel", "openspiel")])
def test_an_adapter_without_its_library_names_the_extra_to_install(module, extra):
    missing = {"pettingzoo": "pettingzoo", "openspiel": "pyspiel"}[module]
    code = (f"import sys; sys.modules[{missing!r}] = None\n"
            f"import tabletop.adapters.{module}")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1
    # the first absent library is named (gymnasium, say, where the extra is not installed)
    assert re.search(rf'ModuleNotFoundError: \w+ is not installed; this adapter needs the '
                     rf'extra \'{extra}\': pip install "tabletop\[{extra}\]"', done.stderr)
