"""Hostile records: every malformed record is refused with a RecordError saying what is
wrong, quoting at most a short excerpt, in bounded time; a record never makes a replay read
a file it names unless the caller allows it."""

import json
import subprocess
import sys
import time

import attrs
import pytest

from tabletop.engine import GameRecord, RecordError, file_option, register, unregister
from tabletop.games.save_the_world.cards import DEFAULT_DECKS
from toy_game import ToyRules


@attrs.frozen
class ToyWithDeckFile(ToyRules):
    """The toy game with an option naming a data file (never read by the toy)."""

    name = "toy_file"
    deck_file: str | None = file_option("path of a deck file")


@pytest.fixture
def finished(toy):
    result = __import__("tabletop").play(
        toy, [__import__("tabletop").bots.RandomBot(seed=s) for s in (1, 2)], seed=3)
    return json.loads(result.record.to_json())


def refused(data) -> str:
    text = data if isinstance(data, (str, bytes)) else json.dumps(data)
    with pytest.raises(RecordError) as error:
        GameRecord.from_json(text).replay()
    message = str(error.value)
    assert len(message) < 500, message
    return message


def test_a_truncated_record_that_claims_final_scores_is_refused(finished):
    finished["actions"] = finished["actions"][:10]
    assert "do not end the game" in refused(finished)


@pytest.mark.parametrize("scores, kind", [(5, "5"), ("abc", "'abc'"), ([1, True], "True"),
                                          ({"a": 1}, "{'a': 1}")])
def test_scores_that_are_not_a_list_of_numbers_are_refused(finished, scores, kind):
    finished["scores"] = scores
    message = refused(finished)
    assert "'scores' must be a list of numbers" in message and kind in message


def test_deeply_nested_json_is_refused():
    assert "nested too deeply" in refused("[" * 100_000 + "]" * 100_000)


def test_invalid_utf8_is_refused():
    assert "not UTF-8" in refused(b'{"format": "\xff\xfe"}')


def test_a_huge_record_is_refused_by_its_size():
    start = time.perf_counter()
    message = refused('{"actions": ["' + "x" * (17 * 2**20) + '"]}')
    assert "the limit is" in message and time.perf_counter() - start < 1


def test_an_overlong_action_text_is_quoted_short(finished):
    finished["actions"][3] = "play " + "z" * 100_000
    assert "at most 200 characters" in refused(finished)


@pytest.mark.parametrize("field, value, says", [
    ("game", 3, "'game' must be a string"), ("options", [], "'options' must be a JSON object"),
    ("seed", 1.5, "'seed' must be an integer"), ("seed", True, "'seed' must be an integer"),
    ("actions", "play a1", "'actions' must be a list"), ("extra", 1, "'extra' is not known"),
    ("format", "v2", "format must be")])
def test_each_malformed_field_is_named(finished, field, value, says):
    finished[field] = value
    assert says in refused(finished)


def test_an_option_value_of_another_shape_is_refused(finished):
    finished["options"]["bonus_sides"] = {"a": [[[[[[[[[[1]]]]]]]]]]}
    assert "record option 'bonus_sides'" in refused(finished)


def test_a_record_naming_a_file_is_replayed_only_when_allowed():
    register("toy_file", ToyWithDeckFile)
    try:
        record = GameRecord(game="toy_file", options={"deck_file": "/dev/zero"})
        with pytest.raises(RecordError, match="names a file"):
            record.replay()
        assert record.replay(allow_files=True).is_chance  # the toy never reads the file
    finally:
        unregister("toy_file")


def test_tabletop_replay_refuses_a_record_naming_dev_zero_at_once(tmp_path):
    bad = tmp_path / "zero.json"
    bad.write_text(json.dumps({"format": "tabletop-record/1", "game": "fox_duet",
                               "options": {"board_data": "/dev/zero"}, "actions": []}))
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "tabletop", "replay", str(bad)],
                         capture_output=True, text=True, timeout=30)
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "names a file" in run.stderr
    assert time.perf_counter() - start < 5  # interpreter start included; the refusal is instant


# -- every game: seeds, list options, the bare Action -------------------------------------------

GAMES = __import__("tabletop").list_games()


def _seeded(name: str, seed: int = 11) -> tuple:
    import tabletop
    rules = tabletop.load_game(name)
    result = tabletop.play(rules, [tabletop.bots.RandomBot(seed=s)
                                   for s in range(rules.num_players)], seed=seed)
    return rules, result.record


@pytest.mark.parametrize("name", GAMES)
def test_a_seeded_record_with_an_edited_chance_outcome_is_refused(name):
    rules, record = _seeded(name)
    state, step = rules.initial_state(), 0
    while len(state.chance_outcomes()) < 2:  # on to the first chance event with a choice
        state.apply(rules.parse_action(record.actions[step]))
        step += 1
    other = next(str(a) for a, _ in state.chance_outcomes() if str(a) != record.actions[step])
    actions = (*record.actions[:step], other)
    edited = attrs.evolve(record, actions=actions, scores=None)
    with pytest.raises(RecordError, match=f"step {step} .* is not the chance outcome seed 11"):
        edited.replay()
    assert attrs.evolve(edited, seed=None).replay().history[-1] == rules.parse_action(other)


@pytest.mark.parametrize("name", GAMES)
def test_a_record_under_another_seed_is_refused_and_its_own_replays(name):
    _, record = _seeded(name)
    assert record.replay().is_terminal
    with pytest.raises(RecordError, match="is not the chance outcome seed 12 draws"):
        attrs.evolve(record, seed=12).replay()


@pytest.mark.parametrize("seed", [-1, 2**128, 10**400])
def test_a_seed_outside_0_to_2_128_is_refused_at_once(seed):
    text = json.dumps({"format": "tabletop-record/1", "game": "fox_duet", "options": {},
                       "seed": seed, "actions": []})
    start = time.perf_counter()
    message = refused(text)
    assert "'seed' must be an integer from 0 to 2**128 - 1" in message
    assert time.perf_counter() - start < 1


@pytest.mark.parametrize("name, options", [
    ("kst", {"players": 2, "teams": ["S", "R"]}),
    ("save_the_world", {"disaster_deck": DEFAULT_DECKS["disaster_deck"]}),
    ("tokaido_duo", {}), ("fox_duet", {})])
def test_a_record_equals_itself_after_a_json_round_trip(name, options):
    """Options held as tuples (a list of teams, a deck) are kept as JSON lists."""
    import tabletop
    rules = tabletop.load_game(name, **options)
    result = tabletop.play(rules, [tabletop.bots.RandomBot(seed=s)
                                   for s in range(rules.num_players)], seed=2)
    record = result.record
    assert GameRecord.from_json(record.to_json()) == record
    assert GameRecord.of(record.replay(), seed=2) == record


@pytest.mark.parametrize("name", GAMES)
def test_the_bare_kernel_action_is_not_an_action_of_any_game(name):
    import tabletop
    from tabletop.engine import Action, NotAnActionError
    state = tabletop.Game(tabletop.load_game(name), seed=1).state
    before = state.clone()
    with pytest.raises(NotAnActionError, match=r"^Action\(\) .* is not an action of"):
        state.apply(Action())
    assert state == before and state.history == before.history
