"""One naming for the functions a phase table binds (docs/writing_a_game.md, "flow.py"):
every ``apply``, ``step`` and ``task`` of every game, the toy game included, is named by a
verb in the imperative saying what it does (``take_die``, ``stake_caravan``), never by a
noun (``market``), a past participle (``drawn``) or a gerund."""

import re

import pytest

import tabletop
from toy_game import ToyRules

VERBS = {
    "act", "aim", "answer", "arrive", "assign", "choose", "collect", "cover", "deal",
    "discard", "do", "draw", "end", "flip", "give", "keep", "move", "place", "play",
    "resolve", "reveal", "roll", "run", "sell", "show", "stake", "swap", "take", "turn",
}
"""The verbs the games' transitions begin with. A new transition may need a new verb: add
it here when it is a verb in the imperative."""

PARTICIPLE = re.compile(r"(ed|en|ing)$")
BOUND = ("apply", "step", "task")


def bound_functions():
    """(game, phase, role, function name) of every function a phase table binds."""
    games = [(name, tabletop.load_game(name)) for name in tabletop.list_games()]
    for game, rules in [*games, ("toy", ToyRules())]:
        for phase, entry in rules.phases.items():
            for role in BOUND:
                function = getattr(entry, role, None)
                if function is not None:
                    yield game, str(phase), role, function.__name__


CASES = sorted(set(bound_functions()))


def test_every_game_binds_its_transitions_in_its_phase_table():
    assert {game for game, *_ in CASES} == {*tabletop.list_games(), "toy"}


@pytest.mark.parametrize(("game", "phase", "role", "name"), CASES)
def test_a_transition_is_named_by_a_verb_in_the_imperative(game, phase, role, name):
    verb = name.split("_")[0]
    assert verb in VERBS and not PARTICIPLE.search(verb), (
        f"{game}: the {role} of phase {phase} is {name}(); name it by what it does, "
        "beginning with a verb in the imperative")
