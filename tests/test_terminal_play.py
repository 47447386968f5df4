"""A person plays a whole game of every game through ``tabletop play`` on a pseudo-terminal:
the test reads the screen as it comes and types at each prompt (``help`` first, then the
first choice every time), as a person at a terminal would. The screen must explain each
decision, tell every step with the acting seat named, never dump a record and end with the
result."""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
import time

import pytest

import tabletop

SHORT = {"save_the_world": ["-o", "disaster_total=6"]}
"""Options that keep a game short enough for the suite."""
PROMPT = re.compile(rb"P0> $")
LIMIT = 120.0
"""Seconds a whole game may take on the terminal."""


def play_on_a_terminal(game: str) -> str:
    """Run ``tabletop play GAME`` with a person in seat 0 and random bots elsewhere, answer
    every prompt, and return the whole screen."""
    rules = tabletop.load_game(game)
    seats = ",".join(["human"] + ["random"] * (rules.num_players - 1))
    controller, terminal = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "tabletop", "play", game, "--seats", seats, "--seed", "3",
         *SHORT.get(game, [])],
        stdin=terminal, stdout=terminal, stderr=terminal, close_fds=True,
        env={**os.environ, "COLUMNS": "100"})
    os.close(terminal)
    screen = bytearray()
    answers = 0
    deadline = time.monotonic() + LIMIT
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([controller], [], [], 1.0)
            if not ready:
                if process.poll() is not None:
                    break
                continue
            try:
                chunk = os.read(controller, 65536)
            except OSError:  # the terminal closed: the game is over
                break
            if not chunk:
                break
            screen += chunk
            if PROMPT.search(screen[-8:]):
                os.write(controller, b"help\r" if answers == 0 else b"1\r")
                answers += 1
        else:
            pytest.fail(f"{game}: the game did not end within {LIMIT} s")
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        os.close(controller)
    assert process.returncode == 0, screen[-2000:].decode(errors="replace")
    return screen.decode("utf-8", errors="replace").replace("\r\n", "\n")


@pytest.mark.parametrize("game", tabletop.list_games())
def test_a_person_plays_a_whole_game_on_a_terminal(game):
    screen = play_on_a_terminal(game)
    lines = screen.splitlines()
    assert "Record(" not in screen and "Rules(" not in screen  # never a dump of internals
    assert "Traceback" not in screen
    # the help screen: the goal and the commands
    assert "undo" in screen and "quit" in screen
    # each decision is explained in one line and its choices numbered
    asked = [i for i, line in enumerate(lines) if line.startswith("P0") and line.endswith(":")]
    assert asked, "no decision was explained"
    assert re.match(r"\s+(1\. \S|\S.*:$)", lines[asked[0] + 1])  # a choice, or a folded group
    # every step is told with the acting seat named
    told = [line for line in lines if re.match(r"(P\d+|chance)\b", line)]
    assert any(line.startswith("P0") for line in told)
    assert any(line.startswith("P1") for line in told)
    # the end screen
    assert "=== game over ===" in screen
    assert "winners" in screen.split("=== game over ===")[-1] or \
        "won" in screen.split("=== game over ===")[-1]
    # a bot's "thinking..." line is erased before the next line is written over it
    assert not [row for row in shown_rows(screen) if "thinking" in row]


def shown_rows(screen: str) -> list[str]:
    """The rows a terminal shows: a carriage return goes back to the start of the row,
    and what follows overwrites it."""
    rows = []
    for line in screen.split("\n"):
        row: list[str] = []
        for part in line.split("\r"):
            row[:len(part)] = part
        rows.append("".join(row).rstrip())
    return rows


@pytest.mark.parametrize("typed, says", [
    ("\u00b2", "not understood: '\u00b2'"),  # a digit to str.isdigit, no number to int()
    ("9" * 5000, "no action 99999999999999999..."),
    ("0", "no action 0; choose 1-"),
])
def test_odd_numbers_at_the_prompt_are_answered_not_crashed_on(typed, says):
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", "play", "save_the_world", "--option", "players=2",
         "--seed", "1", "--seats", "human,random"],
        input=f"{typed}\nquit\n", capture_output=True, text=True, timeout=60)
    assert "Traceback" not in done.stderr, done.stderr
    assert says in done.stdout
