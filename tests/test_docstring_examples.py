"""The examples in the library's docstrings run and give what they show."""

import doctest
import importlib
import pkgutil

import pytest

import tabletop

MODULES = sorted(m.name for m in pkgutil.walk_packages(tabletop.__path__, "tabletop.")
                 if m.name not in {"tabletop.__main__"})


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    assert result.failed == 0
