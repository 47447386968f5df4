"""The examples in the library's docstrings run and give what they show."""

import doctest
import importlib
import pkgutil

import pytest

import tabletop

MODULES = sorted(m.name for m in pkgutil.walk_packages(tabletop.__path__, "tabletop.")
                 if m.name not in {"tabletop.__main__"})


EXTRAS = {"pettingzoo", "gymnasium", "pyspiel", "open_spiel", "ray"}
"""Libraries of optional extras: a module that needs one is skipped where it is missing."""


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name.split(".")[0] not in EXTRAS:
            raise
        pytest.skip(f"{name} needs the optional {exc.name}")
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    assert result.failed == 0
