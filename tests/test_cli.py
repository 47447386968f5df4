"""The ``tabletop`` command, run as a subprocess with the toy game registered."""

import json
import pathlib
import subprocess
import sys

import pytest

import tabletop
from tabletop.bots.registry import extra_bots
from toy_game import CARDS, ToyRules

TESTS = pathlib.Path(__file__).parent
TOY_PROJECT = TESTS.parent / "examples" / "toy_game"
# The toy game is not installed: register it, then run the command line as `tabletop` would.
WRAPPER = (f"import sys; sys.path.insert(0, {str(TOY_PROJECT)!r}); "
           "from toy_game import ToyRules; from tabletop.engine import register; "
           "register('toy', ToyRules); from tabletop.cli import main; "
           "sys.exit(main(sys.argv[1:]))")


def tabletop_cli(*args, stdin=""):
    return subprocess.run([sys.executable, "-c", WRAPPER, *map(str, args)], input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_module_runs_as_a_command():
    done = subprocess.run([sys.executable, "-m", "tabletop", "--help"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "arena" in done.stdout
    done = subprocess.run([sys.executable, "-m", "tabletop.cli", "list"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0


def test_list_shows_games_options_and_bots():
    done = tabletop_cli("list")
    assert done.returncode == 0
    assert "toy  2 players" in done.stdout
    assert "--option bonus_sides=3  one of 1, 2, 3" in done.stdout
    assert "bots: " + ", ".join(sorted(["ismcts", "random", *extra_bots()])) in done.stdout


def test_a_person_plays_with_mistakes_undo_and_a_saved_record(tmp_path):
    seed = 11
    hand = tabletop.Game(ToyRules(), seed=seed).state.observation(0).hand
    not_held = next(c for c in CARDS if c not in hand)
    script = ["help", "99", "xyz", f"play {not_held}", "", "board", "1", "undo"] + ["1"] * 8
    record = tmp_path / "game.json"
    done = tabletop_cli("play", "toy", "--seats", "human,ismcts:iterations=20,c=1",
                        "--seed", seed, "--record", record, stdin="\n".join(script) + "\n")
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "P0 human, P1 ismcts:iterations=20,c=1" in out
    assert "undo   take back" in out                      # help
    assert "no action 99; choose 1-3" in out
    assert "not understood: 'xyz'" in out
    assert f"illegal: TOY-2: 'play {not_held}' is not legal" in out
    assert "hand: " in out and "1. play " in out           # the observation, numbered actions
    assert "undone" in out
    assert "game over" in out and "winners:" in out
    assert json.loads(record.read_text())["game"] == "toy"
    replayed = tabletop_cli("replay", record)
    assert replayed.returncode == 0 and "P0     play" in replayed.stdout


def test_end_of_input_leaves_the_game_cleanly():
    done = tabletop_cli("play", "toy", "--seed", 1, stdin="1\n")
    assert done.returncode == 0
    assert "input ended; leaving the game" in done.stdout
    assert "Traceback" not in done.stderr


def test_quit_leaves_the_game():
    done = tabletop_cli("play", "toy", "--seats", "human,random", stdin="quit\n")
    assert done.returncode == 0 and "leaving the game" in done.stdout


def test_bots_only_game_and_forced_moves_without_auto():
    done = tabletop_cli("play", "toy", "--seats", "random,random", "--seed", 2,
                        "--no-auto-forced")
    assert done.returncode == 0 and "game over" in done.stdout
    # piped output keeps every line, so a bot's passing "thinking..." status is left out
    assert "thinking" not in done.stdout


def test_replay_rejects_a_tampered_record_naming_the_step(tmp_path):
    result = tabletop.play(ToyRules(), [tabletop.bots.RandomBot(1), tabletop.bots.RandomBot(2)],
                           seed=3)
    data = json.loads(result.record.to_json())
    step = next(i for i, a in enumerate(data["actions"]) if a.startswith("play"))
    data["actions"][step] = "play " + next(c for c in CARDS if f"deal {c}" not in data[
        "actions"])
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data))
    done = tabletop_cli("replay", path)
    assert done.returncode == 1
    assert f"step {step}" in done.stderr and "is illegal" in done.stderr
    assert tabletop_cli("replay", tmp_path / "missing.json").returncode == 1


def test_arena_table_and_json_do_not_depend_on_jobs():
    args = ("arena", "toy", "ismcts:iterations=10", "random", "--games", 20, "--seed", 4,
            "--option", "bonus_sides=2")
    table = tabletop_cli(*args)
    assert table.returncode == 0, table.stderr
    assert "toy: 20 games, seed 4\noptions: bonus_sides=2" in table.stdout
    one = json.loads(tabletop_cli(*args, "--json").stdout)
    two = json.loads(tabletop_cli(*args, "--json", "--jobs", 2, "--progress").stdout)
    assert one["bots"] == two["bots"] and one["outcomes"] == two["outcomes"]


@pytest.mark.parametrize("args, message", [
    (("play", "chess"), "unknown game 'chess'"),
    (("play", "toy", "--option", "bonus_sides=7"), "bonus_sides=7"),
    (("play", "toy", "--option", "speed"), "expected key=value"),
    (("play", "toy", "--seats", "human"), "--seats names 1 seat; the game has 2"),
    (("play", "toy", "--seats", "human,alphazero"), "unknown bot 'alphazero'"),
    (("arena", "toy", "random", "random", "--games", 3), "multiple of the seat count"),
])
def test_mistakes_on_the_command_line_are_reported(args, message):
    done = tabletop_cli(*args)
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr


def test_bench_reports_speed():
    done = tabletop_cli("bench", "toy", "--games", 3, "--no-openspiel")
    assert done.returncode == 0, done.stderr
    assert "toy" in done.stdout


def test_replay_says_what_it_verified_and_whether_the_game_ended(tmp_path):
    result = tabletop.play(ToyRules(), [tabletop.bots.RandomBot(1), tabletop.bots.RandomBot(2)],
                           seed=3)
    data = json.loads(result.record.to_json())
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    done = tabletop_cli("replay", path)
    assert done.stdout.splitlines()[-1] == (
        f"verified: {len(data['actions'])} steps, each legal, chance outcomes drawn by seed 3; "
        f"the game is over: {result.outcome}")
    data["actions"], data["scores"] = data["actions"][:4], None
    path.write_text(json.dumps(data))
    assert tabletop_cli("replay", path).stdout.splitlines()[-1] == (
        "verified: 4 steps, each legal, chance outcomes drawn by seed 3; unfinished: the "
        "record stops before the end of the game")


def test_list_says_that_play_applies_forced_decisions():
    assert "(tabletop play turns it on unless --no-auto-forced)" in tabletop_cli("list").stdout
