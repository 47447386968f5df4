"""The conformance suite on every installed game: its defaults and each alternative option.

The quick run plays a dozen games per game and two per alternative (each game's own tests
play its alternatives more); ``-m long`` (run by CI) plays 300 per game and 12 per
alternative.
"""

import pytest

import tabletop
from tabletop.engine.registry import rules_class
from tabletop.testing import alternative_options, assert_conforms

GAMES = tabletop.list_games()


CASES = [pytest.param(name, options, id=f"{name}-{options or 'defaults'}")
         for name in GAMES for options in ({}, *alternative_options(rules_class(name)))]
"""Each game with its default options, then with each alternative option value alone."""


@pytest.mark.parametrize("name, options", CASES)
def test_every_game_conforms(name, options):
    assert_conforms(tabletop.load_game(name, **options), games=2 if options else 12)


@pytest.mark.long
@pytest.mark.parametrize("name, options", CASES)
def test_every_game_conforms_over_many_games(name, options):
    assert_conforms(tabletop.load_game(name, **options), games=12 if options else 300,
                    seed=1000)
