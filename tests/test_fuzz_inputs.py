"""Fuzzers for every input a user hands the library, on every installed game: game records
(mutated JSON of real records), data files (mutated TOML of the shipped files) and option
values (any JSON value for any option). Each input either loads or raises one of the
library's documented errors, never anything else, within a time bound per example."""

import importlib.resources
import json
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tabletop
from tabletop.bots import RandomBot
from tabletop.engine import DataFileError, GameRecord, OptionError, RecordError
from tabletop.engine.registry import rules_class

GAMES = tabletop.list_games()
FUZZ = settings(max_examples=40, deadline=3000, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=8)


def _record(name: str) -> dict:
    rules = tabletop.load_game(name)
    bots = [RandomBot(seed=s) for s in range(rules.num_players)]
    return json.loads(tabletop.play(rules, bots, seed=5).record.to_json())


RECORDS = {name: _record(name) for name in GAMES}


@st.composite
def mutated_records(draw, name: str) -> str:
    data = json.loads(json.dumps(RECORDS[name]))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["drop_field", "set_field", "cut_actions", "edit_action",
                                     "swap_actions", "set_option", "text"]))
        actions = data.get("actions") if isinstance(data.get("actions"), list) else []
        if kind == "drop_field" and data:
            data.pop(draw(st.sampled_from(sorted(data))))
        elif kind == "set_field":
            data[draw(st.sampled_from(["game", "options", "seed", "actions", "scores",
                                       "format", "extra"]))] = draw(json_values)
        elif kind == "cut_actions" and actions:
            data["actions"] = actions[:draw(st.integers(0, len(actions)))]
        elif kind == "edit_action" and actions:
            actions[draw(st.integers(0, len(actions) - 1))] = draw(
                st.text(max_size=20) | st.sampled_from(actions))
        elif kind == "swap_actions" and len(actions) > 1:
            i, j = draw(st.integers(0, len(actions) - 1)), draw(st.integers(0, len(actions) - 1))
            actions[i], actions[j] = actions[j], actions[i]
        elif kind == "set_option" and isinstance(data.get("options"), dict):
            names = sorted(rules_class(name).option_names())
            data["options"][draw(st.sampled_from(names))] = draw(json_values)
    text = json.dumps(data)
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.text(max_size=5)) + text[cut:]
    return text


@pytest.mark.parametrize("name", GAMES)
def test_mutated_records_replay_or_raise_record_error(name):
    @FUZZ
    @given(mutated_records(name))
    def check(text):
        try:
            GameRecord.from_json(text).replay()
        except RecordError:
            pass

    check()


@pytest.mark.parametrize("name", GAMES)
def test_any_json_value_for_any_option_loads_or_raises_option_error(name):
    options = sorted(rules_class(name).option_names())

    @FUZZ
    @given(st.sampled_from(options), json_values)
    def check(option, value):
        try:
            tabletop.load_game(name, **{option: value})
        except (OptionError, DataFileError):
            pass

    check()


def _data_files(name: str) -> list:
    package = sys.modules[rules_class(name).__module__].__package__
    folder = importlib.resources.files(package) / "data"
    return sorted((p for p in folder.iterdir() if p.name.endswith(".toml")),
                  key=lambda p: p.name) if folder.is_dir() else []


FILE_CASES = [pytest.param(name, option.name, source, id=f"{name}-{option.name}-{source.name}")
              for name in GAMES for option in rules_class(name).option_info().values()
              if option.file for source in _data_files(name)]


@st.composite
def mutated_toml(draw, text: str) -> str:
    lines = text.splitlines()
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["drop", "repeat", "number", "cut", "insert", "swap"]))
        if kind == "drop":
            del lines[i]
        elif kind == "repeat":
            lines.insert(i, lines[i])
        elif kind == "number":
            digits = [k for k, ch in enumerate(lines[i]) if ch.isdigit()]
            if digits:
                k = draw(st.sampled_from(digits))
                new = draw(st.sampled_from(["0", "9", "-1", "99999", "true", "2.5", '"x"']))
                lines[i] = lines[i][:k] + new + lines[i][k + 1:]
        elif kind == "cut":
            lines[i] = lines[i][:draw(st.integers(0, len(lines[i])))]
        elif kind == "insert":
            lines.insert(i, draw(st.sampled_from(["colour = 1", "[extra]", "x = [[[[1]]]]",
                                                  'id = "P00"', "draw = 0", "}", "["])))
        else:
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


@pytest.mark.parametrize("name, option, source", FILE_CASES)
def test_mutated_data_files_load_or_raise_a_located_error(tmp_path, name, option, source):
    text = source.read_text(encoding="utf-8")
    path = tmp_path / source.name

    @FUZZ
    @given(mutated_toml(text))
    def check(body):
        path.write_text(body, encoding="utf-8")
        try:
            tabletop.load_game(name, **{option: str(path)})
        except (OptionError, DataFileError) as exc:
            assert str(path) in str(exc) or "not accepted" in str(exc), str(exc)

    check()
