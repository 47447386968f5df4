"""Arena: seats rotated, reproducible from one seed whatever the parallelism, statistics."""

import io
import json
import math
import sys

import pytest

import tabletop
from tabletop.arena import _Progress, run_arena, wilson_interval
from tabletop.bots import RandomBot
from toy_game import ToyRules

LINEUP = ["ismcts:iterations=10", "random"]


def table(result):
    """The table without its timing line."""
    return str(result).rsplit("\n", 1)[0]


def test_same_seed_same_result_with_one_and_two_jobs():
    one = run_arena(ToyRules(), LINEUP, games=40, seed=7, jobs=1)
    two = run_arena(ToyRules(), LINEUP, games=40, seed=7, jobs=2)
    assert one.outcomes == two.outcomes
    assert one.bots == two.bots
    assert table(one) == table(two)
    other = run_arena(ToyRules(), LINEUP, games=40, seed=8)
    assert other.outcomes != one.outcomes


def test_every_bot_plays_every_seat_equally():
    result = run_arena(ToyRules(), ["random", "random"], games=10, seed=0)
    assert [o.seats for o in result.outcomes] == [(0, 1), (1, 0)] * 5
    assert [row.bot for row in result.bots] == ["random #1", "random #2"]


def test_an_outcome_replays_with_tabletop_play():
    rules = ToyRules()
    outcome = run_arena(rules, ["random", "random"], games=4, seed=3).outcomes[3]
    bots = [RandomBot(seed=outcome.bot_seeds[entry]) for entry in outcome.seats]
    again = tabletop.play(rules, bots, seed=outcome.seed)
    assert again.scores == outcome.scores and again.winners == outcome.winners


def test_statistics_agree_with_the_outcomes():
    result = run_arena(ToyRules(), ["random", "random"], games=100, seed=1)
    first = result.bots[0]
    wins = sum(o.seats.index(0) in o.winners for o in result.outcomes)
    assert first.wins == wins and first.games == 100
    assert first.win_rate == wins / 100
    assert (first.win_low, first.win_high) == wilson_interval(wins, 100)
    assert first.std_score > 0 and result.mean_decisions == 6.0
    assert result.games_per_second > 0


def test_json_holds_the_table_and_every_game():
    result = run_arena(ToyRules(), LINEUP, games=4, seed=1)
    data = json.loads(result.to_json())
    assert data["game"] == "toy" and data["lineup"] == LINEUP and data["games"] == 4
    assert data["bots"][0]["win_rate"] == result.bots[0].win_rate
    assert len(data["outcomes"]) == 4 and isinstance(data["outcomes"][0]["winners"], list)


def test_table_names_bots_and_intervals():
    text = str(run_arena(ToyRules(), LINEUP, games=4, seed=1))
    assert "ismcts:iterations=10" in text and "95% CI" in text and "games/s" in text


def test_bot_classes_take_seats_too():
    result = run_arena(ToyRules(), [RandomBot, "random"], games=4, seed=1, jobs=2)
    assert result.lineup == ("RandomBot", "random")


def test_wilson_interval():
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(50, 100)
    assert math.isclose(low, 1 - high) and low < 0.5 < high
    assert wilson_interval(10, 10)[1] == 1.0


@pytest.mark.parametrize("kwargs, message", [
    ({"games": 5}, "multiple of the seat count 2"),
    ({"lineup": ["random"]}, "2 seats"),
    ({"lineup": ["random", "nobot"]}, "unknown bot 'nobot'"),
    ({"lineup": ["random", "ismcts:depth=3"]}, "depth"),
    ({"backend": "threads"}, "backend"),
    ({"jobs": 0}, "jobs"),
    ({"jobs": 100_000}, "jobs must be from 1 to 1024, got 100000"),
    ({"seed": -5}, r"seed must be a whole number from 0 to 2\*\*128 - 1 or None, got -5"),
])
def test_bad_arguments_are_refused_before_any_game(kwargs, message):
    arguments = {"lineup": ["random", "random"], "games": 4, **kwargs}
    with pytest.raises(ValueError, match=message):
        run_arena(ToyRules(), **arguments)


def test_a_failing_bot_names_its_game():
    class IllegalBot:
        def choose(self, view):
            return "nonsense"

    with pytest.raises(tabletop.IllegalActionError) as info:
        run_arena(ToyRules(), [IllegalBot, "random"], games=2, seed=0)
    assert "in arena game 0" in "\n".join(info.value.__notes__)


def test_progress_bar_is_drawn_when_forced(capsys):
    run_arena(ToyRules(), ["random", "random"], games=20, seed=0, progress=True)
    assert "20/20 games" in capsys.readouterr().err
    run_arena(ToyRules(), ["random", "random"], games=20, seed=0, progress=False)
    assert capsys.readouterr().err == ""


def test_progress_bar_throttles_redraws():
    times = iter([0.0, 0.01, 0.02, 0.5, 0.6])
    stream = io.StringIO()
    bar = _Progress(4, stream, clock=lambda: next(times))
    for done in (1, 2, 3, 4):
        bar.update(done)
    assert stream.getvalue().count("\r") == 3  # 1 drawn, 2 skipped, 3 and 4 (the end) drawn


def test_ray_backend_gives_the_same_games():
    ray = pytest.importorskip("ray")
    from ray import cloudpickle

    package = sys.modules[ToyRules.__module__.partition(".")[0]]  # with its submodules
    cloudpickle.register_pickle_by_value(package)
    try:
        by_ray = run_arena(ToyRules(), LINEUP, games=20, seed=5, jobs=2, backend="ray")
    finally:
        cloudpickle.unregister_pickle_by_value(package)
    assert not ray.is_initialized()
    assert by_ray.outcomes == run_arena(ToyRules(), LINEUP, games=20, seed=5).outcomes
    assert by_ray.backend == "ray"
