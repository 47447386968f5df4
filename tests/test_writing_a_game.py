"""docs/writing_a_game.md shows the toy game's real files, and the toy game, the model of a
new game, is written as the library's games are and passes the conformance suite."""

import ast
import doctest
import importlib
import pathlib
import re
import tomllib

import pytest

import tabletop
from tabletop.engine import Rules, register, unregister
from tabletop.testing import assert_conforms
from toy_game import ToyRules

ROOT = pathlib.Path(__file__).parents[1]
DOC = ROOT / "docs" / "writing_a_game.md"
PROJECT = ROOT / "examples" / "toy_game"
PACKAGE = PROJECT / "toy_game"
MODULES = ("state", "actions", "options", "legal", "flow", "scoring", "render", "observation",
           "rules")
"""The toy game's modules in the order the guide shows them (import order)."""
INCLUDE = re.compile(r'^--8<-- "([^"]+)"$', re.MULTILINE)


def included() -> list[str]:
    return INCLUDE.findall(DOC.read_text(encoding="utf-8"))


def test_the_guide_includes_every_file_of_the_toy_game_in_order():
    files = [f"examples/toy_game/toy_game/{m}.py" for m in (*MODULES, "__init__")]
    assert included() == [*files, "examples/toy_game/pyproject.toml"]
    assert all((ROOT / path).is_file() for path in included())
    assert sorted(p.name for p in PACKAGE.glob("*.py")) == sorted(
        pathlib.Path(f).name for f in files)


def test_the_guide_shows_no_code_of_the_toy_game_but_its_files():
    """No hand-copied toy code: every code block naming ``toy_game`` is an include or the
    conformance test."""
    blocks = re.findall(r"```[a-z]*\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    copied = [b for b in blocks if "ToyRules" in b and "--8<--" not in b
              and "assert_conforms" not in b]
    assert copied == []


def imports_of(module: str) -> set[str]:
    tree = ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found |= {node.module} if node.module else {a.name for a in node.names}
    return found


@pytest.mark.parametrize("module", MODULES)
def test_each_module_imports_only_the_ones_shown_before_it(module):
    assert imports_of(module) <= set(MODULES[:MODULES.index(module)])


def test_the_rules_bind_the_kernel_hooks_and_write_no_turn_machine():
    """The turn machine comes from the phase table: the toy game defines none of it."""
    for hook in ("current_player", "phase", "legal_actions", "chance_outcomes", "transition",
                 "explain_illegal", "next_record"):
        assert getattr(ToyRules, hook) is getattr(Rules, hook), hook
    assert [str(p) for p in ToyRules.phases] == ["DEAL", "LEAD", "FOLLOW", "BONUS", "END"]


def test_the_entry_point_names_the_rules():
    project = tomllib.loads((PROJECT / "pyproject.toml").read_text(encoding="utf-8"))
    target = project["project"]["entry-points"]["tabletop.games"]["toy"]
    module, _, name = target.partition(":")
    assert getattr(importlib.import_module(module), name) is ToyRules


@pytest.mark.parametrize("module", (*MODULES, "__init__"))
def test_the_toy_docstring_examples(module):
    name = "toy_game" if module == "__init__" else f"toy_game.{module}"
    result = doctest.testmod(importlib.import_module(name),
                             optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted and not result.failed


def test_the_toy_game_conforms():
    assert_conforms(ToyRules(), games=200)
    assert_conforms(ToyRules(auto_forced=True), games=100)


def test_the_registered_toy_game_loads_by_name():
    register("toy", ToyRules)
    try:
        assert tabletop.load_game("toy", bonus_sides=2) == ToyRules(bonus_sides=2)
    finally:
        unregister("toy")
