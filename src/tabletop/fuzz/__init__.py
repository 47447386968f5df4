"""The fuzzers of the conformance suite: every input a user can hand a game, made hostile.

Any game (ours or a user's) runs them from a test::

    from tabletop.fuzz import assert_refuses_bad_input

    def test_my_game_refuses_bad_input():
        assert_refuses_bad_input(MyRules)

Four kinds of input are fuzzed, each from a seeded stream (the same seed, the same cases):

* **options**: every option given values of every JSON shape, huge and negative numbers,
  and each count just outside its declared ``between`` bounds;
* **records**: a real game's JSON record with fields dropped, replaced, cut, swapped and
  edited, and with text spliced into the JSON;
* **data files**: each packaged data file an option can name, with lines dropped, repeated,
  cut, swapped and numbers replaced;
* **API input**: along random games, ``apply`` handed what is not a legal action, and
  ``parse_action``, ``action_from_index``, ``action_index``, ``observation`` and
  ``determinize`` handed junk.

Each input must be accepted or refused with the library's own error (``OptionError``,
``DataFileError``, ``RecordError``, ``IllegalActionError``, or the ``ValueError`` /
``TypeError`` the method documents) within ``time_limit`` seconds, and a refused action
must leave the state exactly as it was. What breaks that is returned as a
[`Finding`][tabletop.testing.Finding].
"""

from __future__ import annotations

import contextlib
import importlib.resources
import json
import random
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

from ..bots import RandomBot
from ..engine import (
    DataFileError,
    GameRecord,
    IllegalActionError,
    OptionError,
    RecordError,
    Rules,
)
from ..engine.excerpt import excerpt
from ..engine.game import play
from ..engine.registry import list_games
from ..testing import ConformanceError, Finding, random_game_length, random_states
from .mutate import PROBES, json_value, junk, mutated_record, mutated_toml

KINDS = ("options", "records", "data files", "API input")
"""The kinds of input fuzzed, as ``check_bad_input`` names them."""


def assert_refuses_bad_input(rules_class: type[Rules], **kwargs: Any) -> None:
    """Run [`check_bad_input`][tabletop.fuzz.check_bad_input] and raise
    [`ConformanceError`][tabletop.testing.ConformanceError] on any finding."""
    findings = check_bad_input(rules_class, **kwargs)
    if findings:
        raise ConformanceError(findings)


def check_bad_input(rules_class: type[Rules], *, kinds: tuple[str, ...] = KINDS,
                    examples: int = 40, seed: int = 0, time_limit: float = 1.0,
                    per_check: int = 3) -> list[Finding]:
    """Fuzz the inputs of a game's ``kinds`` (see `KINDS`), ``examples`` cases each, and
    return what is not refused cleanly. The game is built with its default options."""
    unknown = sorted(set(kinds) - set(KINDS))
    if unknown:
        raise ValueError(f"unknown kinds of input {unknown}; known: {', '.join(KINDS)}")
    findings: list[Finding] = []
    counts: dict[str, int] = {}

    def report(check: str, message: str) -> None:
        counts[check] = counts.get(check, 0) + 1
        if counts[check] <= per_check:
            findings.append(Finding(check, message))

    rnd = random.Random(seed)
    fuzzers: dict[str, Callable[..., None]] = {
        "options": _fuzz_options, "records": _fuzz_records, "data files": _fuzz_data_files,
        "API input": _fuzz_api}
    for kind in kinds:
        fuzzers[kind](rules_class, rnd, examples, time_limit, report)
    return findings


Report = Callable[[str, str], None]


def _timed(report: Report, check: str, case: str, limit: float, run: Callable[[], Any],
           refusals: tuple[type[Exception], ...]) -> tuple[Any, Exception | None]:
    """Run one case: its result (None when refused) and the refusal, one of ``refusals``;
    anything else raised, and a case slower than ``limit`` seconds, is reported."""
    start = time.perf_counter()
    result, refusal = None, None
    try:
        with _deadline(max(10 * limit, 5.0)):
            result = run()
    except refusals as exc:
        refusal = exc
    except _Overtime:
        report(check, f"{case}: still running after {max(10 * limit, 5.0):.0f} s; stopped")
        return None, None
    except Exception as exc:  # the finding itself: the wrong error
        report(check, f"{case}: raised {type(exc).__name__}: {excerpt(str(exc), 200)}")
    seconds = time.perf_counter() - start
    if seconds > limit:
        report(check, f"{case}: took {seconds:.2f} s, more than {limit} s")
    return result, refusal


class _Overtime(BaseException):
    """Raised into a case that runs past its deadline (a BaseException, so that no
    ``except Exception`` of the game's swallows it)."""


@contextlib.contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Stop the body with `_Overtime` after ``seconds``, where the platform allows it (a
    POSIX main thread); elsewhere the body runs unguarded."""
    guarded = threading.current_thread() is threading.main_thread()
    if not guarded or not hasattr(signal, "setitimer"):
        yield
        return

    def stop(signum: int, frame: Any) -> None:
        raise _Overtime

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# -- options -----------------------------------------------------------------------------------

def _fuzz_options(rules_class: type[Rules], rnd: random.Random, examples: int, limit: float,
                  report: Report) -> None:
    name = rules_class.name or rules_class.__name__
    infos = [i for i in rules_class.option_info().values() if not i.file]
    played: set[tuple[str, int]] = set()
    for info in infos:
        if info.between is None:
            continue
        low, high = info.between
        for value in (low - 1, high + 1, -10**18, 10**18, 10**400):
            case = f"{info.name}={excerpt(value)}"
            built, refusal = _timed(report, "options", case, limit,
                                    partial(rules_class.from_options, **{info.name: value}),
                                    (OptionError,))
            if built is not None:
                report("options", f"{name}: {case} is accepted, outside its bounds "
                       f"{low}..{high}")
            elif refusal is not None and not all(
                    part in str(refusal) for part in (info.name, str(low), str(high))):
                report("options", f"{name}: the refusal of {case} names neither the option "
                       f"nor its bounds: {excerpt(str(refusal), 200)}")
    sweep = [(info, value) for info in infos for value in PROBES]
    sweep += [(info, end) for info in infos if info.between for end in info.between]
    for info, value in sweep + [(rnd.choice(infos), json_value(rnd)) for _ in range(examples)]:
        case = f"{info.name}={excerpt(value)}"
        built, _ = _timed(report, "options", case, limit,
                          partial(rules_class.from_options, **{info.name: value}),
                          (OptionError, DataFileError))
        if built is not None and type(value) is int and (info.name, value) not in played:
            played.add((info.name, value))
            _play_to_the_end(built, rnd, case, 3 * limit, report)


def _play_to_the_end(rules: Rules, rnd: random.Random, case: str, limit: float,
                     report: Report) -> None:
    """One random game under ``rules`` ends within ``rules.max_game_length`` steps and
    ``limit`` seconds."""
    bound = rules.max_game_length
    length, _ = _timed(report, "options", f"a random game with {case}", limit,
                       partial(random_game_length, rules, rnd.randrange(2**32)), ())
    if length is not None and length > bound:
        report("options", f"a random game with {case} is longer than its max_game_length "
               f"{bound}")


# -- records -----------------------------------------------------------------------------------

def _fuzz_records(rules_class: type[Rules], rnd: random.Random, examples: int, limit: float,
                  report: Report) -> None:
    rules = rules_class()
    result = play(rules, [RandomBot(seed=s) for s in range(rules.num_players)], seed=5)
    original = json.loads(result.record.to_json())
    options = sorted(rules_class.option_names())
    registered = rules.name in list_games()  # then a record's own options are loaded
    for _ in range(examples):
        text = mutated_record(rnd, json.loads(json.dumps(original)), options)
        _timed(report, "records", f"record {excerpt(text, 100)}", limit,
               partial(_replay, text, None if registered else rules), (RecordError,))


def _replay(text: str, rules: Rules | None) -> Any:
    return GameRecord.from_json(text).replay(rules)


# -- data files --------------------------------------------------------------------------------

def packaged_data_files(rules_class: type[Rules]) -> list[Any]:
    """The TOML files in the ``data`` folder of the game's package, by name."""
    package = sys.modules[rules_class.__module__].__package__
    if not package:  # a game defined in a lone module has no package data
        return []
    folder = importlib.resources.files(package) / "data"
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.iterdir() if p.name.endswith(".toml")),
                  key=lambda p: p.name)


def _fuzz_data_files(rules_class: type[Rules], rnd: random.Random, examples: int,
                     limit: float, report: Report) -> None:
    files = [i.name for i in rules_class.option_info().values() if i.file]
    sources = packaged_data_files(rules_class)
    if not files or not sources:
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "data.toml"
        for _ in range(examples):
            option, source = rnd.choice(files), rnd.choice(sources)
            path.write_text(mutated_toml(rnd, source.read_text(encoding="utf-8")),
                            encoding="utf-8")
            case = f"{option}= a mutated {source.name}"
            _, refusal = _timed(report, "data files", case, limit,
                                partial(rules_class.from_options, **{option: str(path)}),
                                (OptionError, DataFileError))
            if isinstance(refusal, DataFileError) and str(path) not in str(refusal):
                report("data files", f"{case}: the refusal does not name the file: "
                       f"{excerpt(str(refusal), 200)}")


# -- API input ---------------------------------------------------------------------------------

def _fuzz_api(rules_class: type[Rules], rnd: random.Random, examples: int, limit: float,
              report: Report) -> None:
    rules = rules_class()
    checked = 0
    for state in random_states(rules, games=max(1, examples // 20), seed=rnd.randrange(2**32)):
        if checked < examples and (state.is_terminal or rnd.random() < 0.1):
            checked += 1
            _refuse_actions(rules, state, rnd, limit, report)
            _refuse_arguments(rules, state, rnd, limit, report)


def _refuse_actions(rules: Rules, state: Any, rnd: random.Random, limit: float,
                    report: Report) -> None:
    """``apply`` of anything but a legal action raises ``IllegalActionError`` and changes
    nothing."""
    legal = set(state.legal_actions())
    illegal = [a for a in rules.action_space if a not in legal]
    others = list(junk(rnd)) + ([rnd.choice(illegal)] if illegal else [])
    for thing in others:
        before = state.clone()
        case = f"apply({excerpt(thing)}) at {state.phase}"
        start = time.perf_counter()
        try:
            state.apply(thing)
        except IllegalActionError:
            pass
        except Exception as exc:  # the finding itself: the wrong error
            report("API input", f"{case}: raised {type(exc).__name__}: {excerpt(str(exc))}")
        else:
            report("API input", f"{case}: accepted")
            state.undo()
        if time.perf_counter() - start > limit:
            report("API input", f"{case}: took more than {limit} s")
        if state != before or state.history != before.history:
            report("API input", f"{case}: the refusal changed the state")
            return


def _refuse_arguments(rules: Rules, state: Any, rnd: random.Random, limit: float,
                      report: Report) -> None:
    """The methods that take a text, an index or a seat refuse junk with ``ValueError``
    or ``TypeError``."""
    calls: dict[str, Callable[[Any], Any]] = {
        "parse_action": rules.parse_action, "action_from_index": rules.action_from_index,
        "action_index": rules.action_index, "observation": state.observation,
        "determinize": partial(_determinize, state)}
    texts = [str(a) for a in state.legal_actions()[:3]]
    values = list(junk(rnd)) + [rules.num_players, rules.num_actions, -2]
    values += [t[:rnd.randint(0, len(t))] + rnd.choice(["", "9", " x", "!"]) for t in texts]
    for method, call in calls.items():
        for value in values:
            _timed(report, "API input", f"{method}({excerpt(value)})", limit,
                   partial(call, value), (ValueError, TypeError))


def _determinize(state: Any, player: Any) -> Any:
    return state.determinize(player, 0)
