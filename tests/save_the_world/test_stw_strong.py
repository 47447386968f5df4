"""The strong bot's co-op worth: resolving an epicentre (SW-17.6) is worth its cost."""

import tabletop
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world.bots import SaveTheWorldHeuristicBot, SaveTheWorldStrongBot
from tabletop.games.save_the_world.planner import danger
from tabletop.games.save_the_world.state import NO_COLOUR, Holding


def _table_with_an_epicentre(level: int):
    """A seeded co-op table with an epicentre of ``level``, the pile holding 8 units of its
    colour, and the same table after resolving it (8 units paid, the spot free)."""
    rules = Rules(players=3, variant="cooperative", coop_lives=True)
    game = tabletop.Game(rules, seed=3)
    bots = [SaveTheWorldHeuristicBot(seed=s) for s in range(3)]
    while not any(t >= 0 for t in game.state.record.epi_type):
        game.apply(bots[game.current_player].choose(game.view()))
    r = game.state.record
    spot = next(s for s, t in enumerate(r.epi_type) if t >= 0)
    colour = r.epi_type[spot]
    fives = tuple(1 if c == colour else 0 for c in range(len(NO_COLOUR)))
    loose = tuple(3 if c == colour else 0 for c in range(len(NO_COLOUR)))
    levels = tuple(level if s == spot else lv for s, lv in enumerate(r.epi_level))
    before = r.replace(epi_level=levels, pile=Holding(loose=loose, fives=fives))
    kinds = tuple(-1 if s == spot else t for s, t in enumerate(r.epi_type))
    after = before.replace(epi_type=kinds, epi_level=tuple(
        0 if s == spot else lv for s, lv in enumerate(levels)), pile=Holding())
    return rules, before, after


def test_danger_counts_levels_squared():
    rules, before, after = _table_with_an_epicentre(2)
    assert danger(before) - danger(after) == 9


def test_resolving_is_worth_clearly_more_than_keeping_the_tokens():
    bot = SaveTheWorldStrongBot(seed=0)
    for level in (0, 1, 2):
        rules, before, after = _table_with_an_epicentre(level)
        gain = bot._worth(rules, after, 0) - bot._worth(rules, before, 0)
        assert gain > 2.0 * (1 + level), (level, gain)
