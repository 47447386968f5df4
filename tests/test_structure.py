"""The package's shape: no import cycle inside ``tabletop`` (imports under TYPE_CHECKING
count too), no module over 400 lines, every game package with the same core modules, and no
Sphinx role in a docstring."""

import ast
import pathlib
import re

import networkx as nx
import pytest

SRC = pathlib.Path(__file__).parents[1] / "src"
PACKAGE = SRC / "tabletop"
CORE = ("rules.py", "options.py", "state.py", "actions.py", "legal.py", "flow.py",
        "scoring.py", "observation.py", "render.py", "bots.py")
"""The modules every game package has, in the same roles (docs/writing_a_game.md)."""


def module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: pathlib.Path, modules: set[str]) -> set[str]:
    """The package's modules that ``path`` imports anywhere in its text."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(filter(None, [*up, node.module]))
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != me and not me.startswith(target + "."):
                found.add(target)
    return found


def test_no_import_cycle_inside_the_package():
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph = nx.DiGraph()
    graph.add_nodes_from(paths)
    for name, path in paths.items():
        graph.add_edges_from((name, target) for target in imported_modules(path, set(paths)))
    assert list(nx.simple_cycles(graph)) == []


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_is_over_400_lines(path):
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 400


@pytest.mark.parametrize("game", sorted(p for p in (PACKAGE / "games").iterdir()
                                        if (p / "__init__.py").exists()), ids=lambda p: p.name)
def test_every_game_package_has_the_core_modules(game):
    assert [m for m in CORE if not (game / m).exists()] == []


SPHINX_ROLE = re.compile(r":(?:class|func|meth|attr|data|mod|obj|exc|const):`")


def test_no_docstring_uses_a_sphinx_role():
    """The API reference is built by mkdocstrings, which shows ``:class:`X``` literally:
    docstrings use code spans or ``[X][path]`` cross-references."""
    found = [f"{path.relative_to(PACKAGE)}:{number}"
             for path in sorted(PACKAGE.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if SPHINX_ROLE.search(line)]
    assert found == []
