"""The strong bot's co-op worth: resolving an epicentre (SW-17.6) is worth its cost; its
search for a resolution in reach (SW-7.4, SW-17.6); the transport cards it keeps."""

from stw_helpers import hand as hand_of
from stw_helpers import holding, position, rules_for

import tabletop
from tabletop.engine import BotView
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world.bots import SaveTheWorldHeuristicBot, SaveTheWorldStrongBot
from tabletop.games.save_the_world.planner import danger
from tabletop.games.save_the_world.planner_resolve import candidates, resolution_plan
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


def _in_reach(units: int):
    """Seat 0 at r2c8 with a boat and a pair of flood cards, a flood epicentre on R2
    (r2c6) and ``units`` flood units in the common pile."""
    rules = rules_for(variant="cooperative", players=3)
    state = position(rules, hands={0: hand_of("boat", "flood", "flood")}, figures={0: (2, 8)},
                     epicentres={"R2": ("flood", 1)},
                     pile=holding({"flood": units % 5}, {"flood": units // 5}))
    return rules, state


def test_plan_finds_the_resolution_in_reach():
    rules, state = _in_reach(8)
    assert candidates(state.record, 0) == [1]
    plan = resolution_plan(rules, state.record, 0)
    assert plan is not None
    actions, end = plan
    assert sorted(map(str, actions)) == ["play flood", "play flood", "step r2c6 resolve",
                                         "step r2c7", "walk boat"]
    assert end.epi_type[7] == -1 and end.pile.units(1) == 0


def test_plan_needs_eight_units_and_a_pair():
    rules, state = _in_reach(7)
    assert candidates(state.record, 0) == [] and resolution_plan(rules, state.record, 0) is None
    rules, state = _in_reach(8)
    one_card = state.record.replace(hands=(hand_of("boat", "flood"), *state.record.hands[1:]))
    assert resolution_plan(rules, one_card, 0) is None


def test_strong_bot_takes_the_first_step_of_the_plan():
    rules, state = _in_reach(8)
    plan = resolution_plan(rules, state.record, 0)
    assert plan is not None
    assert SaveTheWorldStrongBot(seed=0).choose(BotView(state, 0)) == plan[0][0]


def test_kit_counts_transport_cards_up_to_three_in_co_op_only():
    rules, state = _in_reach(8)
    r = state.record
    many = r.replace(hands=(hand_of("boat", "car", "truck", "plane"), *r.hands[1:]))
    assert SaveTheWorldStrongBot._kit(rules, r, 0) == 1
    assert SaveTheWorldStrongBot._kit(rules, many, 0) == 3
    assert SaveTheWorldStrongBot._kit(Rules(players=3), many, 0) == 0


def test_plan_rolls_a_balloon_before_laying_the_pair():
    rules, state = _in_reach(8)
    r = state.record
    balloon = r.replace(hands=(hand_of("balloon", "flood", "flood"), *r.hands[1:]))
    plan = resolution_plan(rules, balloon, 0)
    assert plan is not None and str(plan[0][0]) == "walk balloon"
    assert str(plan[0][-1]) == "step r2c6 resolve"
