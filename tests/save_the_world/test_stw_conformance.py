"""The kernel's conformance suite on Save the World: 2, 3 and 4 players in both variants,
with lives, with open hands, and each alternative option value alone."""

import pytest

from tabletop.games.save_the_world import Rules
from tabletop.testing import alternative_options, assert_conforms

MAIN = [dict(players=n, variant=v) for n in (2, 3, 4) for v in ("competitive", "cooperative")]
MAIN += [dict(players=3, variant="cooperative", coop_lives=True),
         dict(players=4, variant="cooperative", coop_lives=True, coop_life_tie="active_chooses"),
         dict(players=3, open_hands=True)]


@pytest.mark.parametrize("options", MAIN, ids=str)
def test_conforms(options):
    assert_conforms(Rules(**options), games=1, deep_checks=1)


@pytest.mark.parametrize("options", alternative_options(Rules), ids=str)
def test_conforms_with_each_alternative(options):
    """Each alternative on short games (6 disaster cards, SW-15.1's ``disaster_total``);
    the long run plays them at full length."""
    assert_conforms(Rules(disaster_total=6, **options), games=2, deep_checks=1)


@pytest.mark.long
@pytest.mark.parametrize("options", MAIN + alternative_options(Rules), ids=str)
def test_conforms_over_many_games(options):
    assert_conforms(Rules(**options), games=20, seed=500)
