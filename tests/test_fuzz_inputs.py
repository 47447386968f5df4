"""The conformance suite's fuzzers (`tabletop.fuzz`) on every registered game: options,
records, data files and API input are each accepted or refused with the library's own error,
in bounded time, the state unchanged after a refused action; and the fuzzers report a game
that breaks one of these promises (checked on broken variants of the toy game)."""

import attrs
import pytest

import tabletop
from tabletop.engine import option
from tabletop.engine.registry import rules_class
from tabletop.fuzz import KINDS, check_bad_input, json_value
from toy_game import ToyRules

GAMES = tabletop.list_games()
EXAMPLES = {"options": 150, "records": 120, "data files": 60, "API input": 60}
"""Cases per game and kind: about 20 s for all four games on two cores."""


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", GAMES)
def test_every_game_refuses_bad_input(name, kind):
    findings = check_bad_input(rules_class(name), kinds=(kind,), examples=EXAMPLES[kind])
    assert not findings, "\n".join(map(str, findings))


def test_the_toy_game_passes_every_fuzzer(toy):
    assert check_bad_input(ToyRules) == []


@attrs.frozen
class ToyWithLooseCount(ToyRules):
    """Declares bounds it does not keep: its check accepts any positive count."""

    rounds: int = option(1, check=lambda v: type(v) is int and v > 0, doc="rounds")

    @classmethod
    def option_info(cls):
        info = super().option_info()
        return {**info, "rounds": attrs.evolve(info["rounds"], between=(1, 5))}


@attrs.frozen
class ToyCrashingOnText(ToyRules):
    """Its parse_action fails with a KeyError on a text it does not know."""

    def parse_action(self, text):
        return {str(a): a for a in self.action_space}[text]


@attrs.frozen
class ToyWithBareError(ToyRules):
    """A huge bonus count fails inside the rules with a bare OverflowError."""

    bonus_sides: int = option(3, check=lambda v: type(v) is int and v > 0,
                              doc="faces of the bonus die")

    def __attrs_post_init__(self):
        super().__attrs_post_init__()
        if self.bonus_sides > 100:
            raise OverflowError("too many sides")


@pytest.mark.parametrize("broken, kind, says", [
    (ToyWithLooseCount, "options", "is accepted, outside its bounds 1..5"),
    (ToyCrashingOnText, "API input", "parse_action(''): raised KeyError"),
    (ToyWithBareError, "options", "raised OverflowError"),
])
def test_the_fuzzers_report_a_game_that_breaks_a_promise(broken, kind, says):
    findings = check_bad_input(broken, kinds=(kind,), examples=200, per_check=50)
    assert any(says in str(f) for f in findings), findings


def test_unknown_kinds_are_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="known: options, records, data files, API input"):
        check_bad_input(ToyRules, kinds=("options", "opitons"))


def test_json_values_reach_every_shape_and_huge_numbers():
    import random
    rnd = random.Random(0)
    values = [json_value(rnd) for _ in range(500)]
    kinds = {type(v) for v in values}
    assert {type(None), bool, int, float, str, list, dict} <= kinds
    assert 10**400 in values and any(isinstance(v, str) and len(v) > 200 for v in values)
