"""Bounds of KST: every count option has bounds (refused outside them, quickly, in options and
in records), a game at any accepted options is small and ends within ``max_game_length``, the
start roll (KST-1.6) and the rolls of a turn (KST-6.2, KST-6.5) have ceilings, and the
declared bounds are finite and true."""

import itertools
import json
import pathlib
import random
import time

import pytest
from kst_scenarios import play, rules_for, turn

import tabletop
from tabletop.bots import RandomBot
from tabletop.engine import IllegalActionError, OptionError, RecordError, pick
from tabletop.games.kst import CardSetError, Rules, bounds, load_cards
from tabletop.games.kst.cardfile import MAX_PASSIVES
from tabletop.games.kst.options import ROLL_CEILING, START_ROUNDS

DATA = pathlib.Path(__file__).parent / "data"
EVERY_ROLL = str(DATA / "every_roll.toml")
COUNTS = {name: info.between for name, info in Rules.option_info().items() if info.between}
"""Every count option and its bounds."""
LONGEST = {"players": 8, "bank_size": 10_000, "starting_points": 1_000, "starting_hand": 50,
           "draws_per_turn": 20, "plays_per_turn": 20, "market_points_per_card": 0,
           "max_turns": 10_000}
"""The options of the longest bound, a game of the sample set that is hard to end early."""
HOSTILE = [("bank_size", 10**18), ("bank_size", 10**12), ("bank_size", 3_000_000),
           ("starting_hand", 10**6), ("draws_per_turn", 10**9), ("max_turns", 0),
           ("starting_points", 10**9), ("plays_per_turn", 10**6), ("max_turns", 10**9),
           ("market_points_per_card", 10**12), ("max_rolls_per_turn", 10**6),
           ("max_rolls_per_turn", -1), ("bank_size", 0)]
"""The values of the hostile-input report, and more like them."""


def seconds(run):
    """``run()``'s result and its wall time."""
    start = time.perf_counter()
    result = run()
    return result, time.perf_counter() - start


def random_game(rules, seed):
    """One random game with the library's bots: its length, checked against the bound."""
    result = tabletop.play(rules, [RandomBot(seed=s) for s in range(rules.num_players)],
                           seed=seed)
    assert len(result.history) <= rules.max_game_length
    return len(result.history)


def test_every_count_option_declares_bounds_holding_its_default():
    """KST-1.3, KST-1.5, KST-2.1, KST-4.1, KST-6.5, KST-8.1, KST-17.3: bounds declared for
    every count, the spec's defaults inside them."""
    assert set(COUNTS) == {"bank_size", "starting_points", "starting_hand", "draws_per_turn",
                           "plays_per_turn", "market_points_per_card", "max_turns",
                           "max_rolls_per_turn"}
    assert COUNTS["max_rolls_per_turn"] == (0, ROLL_CEILING)
    assert COUNTS["max_turns"][0] == 1
    defaults = Rules()
    for name, (low, high) in COUNTS.items():
        default = getattr(defaults, name)
        assert default is None or low <= default <= high, name
    assert (defaults.starting_points, defaults.starting_hand, defaults.draws_per_turn,
            defaults.plays_per_turn, defaults.market_points_per_card, defaults.max_turns,
            defaults.max_rolls_per_turn, defaults.bank_start) == (6, 4, 2, 2, 1, 1000, 0, 80)


@pytest.mark.parametrize("name, value", HOSTILE + [
    (name, end) for name, (low, high) in COUNTS.items() for end in (low - 1, high + 1)])
def test_a_count_outside_its_bounds_is_refused_at_once(name, value):
    """KST-1.3 ... KST-17.3: OptionError naming the option, the value and the range, in
    well under a second (10**18 once never returned, 10**12 ran out of memory)."""
    low, high = COUNTS[name]
    start = time.perf_counter()
    with pytest.raises(OptionError) as info:
        tabletop.load_game("kst", **{name: value})
    assert time.perf_counter() - start < 1.0
    message = str(info.value)
    assert f"{name}={value}" in message and f"from {low} to {high}" in message, message


def test_max_turns_0_is_refused_saying_why():
    """KST-17.3, A28: the spec's "0 = no limit" would make a game endless."""
    with pytest.raises(OptionError, match="no limit.*refused.*bounded number of steps"):
        Rules(max_turns=0)


def record_text(**options):
    """A real game's JSON record with some options replaced."""
    rules = Rules(players=2, max_turns=4)
    result = tabletop.play(rules, [RandomBot(seed=0), RandomBot(seed=1)], seed=3)
    data = json.loads(result.record.to_json())
    data["options"].update(options)
    data["scores"] = None
    return json.dumps(data)


@pytest.mark.parametrize("name, value", HOSTILE)
def test_a_record_with_a_count_outside_its_bounds_is_refused(name, value):
    """KST-1.3 ... KST-17.3: a record's options go through the same bounds: RecordError,
    at once."""
    text = record_text(**{name: value})
    start = time.perf_counter()
    with pytest.raises(RecordError, match=f"{name}={value}"):
        tabletop.GameRecord.from_json(text).replay()
    assert time.perf_counter() - start < 1.0


def test_a_record_within_the_bounds_still_replays():
    """A record of accepted options (max_rolls_per_turn = 0 included) replays."""
    state = tabletop.GameRecord.from_json(record_text(max_rolls_per_turn=0)).replay()
    assert len(state.history) > 0


@pytest.mark.parametrize("name", sorted(COUNTS))
@pytest.mark.parametrize("end", [0, 1], ids=["low", "high"])
def test_each_count_at_its_bounds_builds_and_plays_quickly(name, end):
    """Building the rules and one random game of 8 players at either end of a count: well
    within the generous 5 s allowed here (about 0.2 s measured, 8 MB traced at most)."""
    value = COUNTS[name][end]
    (length, took) = seconds(lambda: random_game(Rules(players=8, **{name: value}), 1))
    assert took < 5.0 and length > 0


def test_every_count_at_its_top_builds_and_plays_quickly():
    """All the counts that lengthen a game at their tops at once (the bank never paid out
    by sales): still one quick game, within its bound."""
    rules = Rules(**LONGEST)
    for seed in range(3):
        _, took = seconds(lambda seed=seed: random_game(rules, seed))
        assert took < 5.0


# -- KST-1.6: the start roll ------------------------------------------------------------------
def test_kst_1_6_the_last_tied_round_draws_the_start_player_among_the_tied():
    """KST-1.6, A27: seats 0 and 2 tie round after round; the START_ROUNDS-th tie is
    settled by one start_seat lot among them, each equally likely, seat 1 not a choice."""
    rules = Rules(players=3, teams=["sapphire", "ruby", "sapphire"], starting_hand=0)
    state = rules.initial_state()
    play(state, "start_die(6)", "start_die(4)", "start_die(6)")
    for _ in range(START_ROUNDS - 2):
        play(state, "start_die(3)", "start_die(3)")
        assert state.phase == "start_die" and state.record.start_roll == ((0, 2), ())
    play(state, "start_die(5)", "start_die(5)")
    assert state.phase == "start_seat" and state.record.start_rounds == START_ROUNDS
    assert [(str(a), p) for a, p in state.chance_outcomes()] == [
        ("start_seat(0)", 0.5), ("start_seat(2)", 0.5)]
    with pytest.raises(IllegalActionError):
        play(state, "start_seat(1)")
    play(state, "start_seat(2)")
    assert state.record.active == 2 and state.phase == "draw"  # the first turn's draw
    assert len(state.history) == 3 + 2 * (START_ROUNDS - 1) + 1


def test_kst_1_6_a_winner_in_the_last_round_needs_no_lot():
    """KST-1.6: ties up to the round before the last, then a highest roll starts."""
    rules = Rules(players=2, teams=["sapphire", "ruby"], starting_hand=0)
    state = rules.initial_state()
    for _ in range(START_ROUNDS - 1):
        play(state, "start_die(1)", "start_die(1)")
    play(state, "start_die(2)", "start_die(4)")
    assert state.record.active == 1 and state.phase == "draw"


def test_kst_1_6_the_lot_is_narrated_as_such():
    """KST-1.6: the narration says the start player was drawn among the tied."""
    rules = Rules(players=2, teams=["sapphire", "ruby"], starting_hand=0)
    state = rules.initial_state()
    for _ in range(START_ROUNDS):
        play(state, "start_die(6)", "start_die(6)")
    lot = rules.parse_action("start_seat(1)")
    lines = rules.narrate(state.record, lot, rules.next_record(state.record, lot), 0)
    assert "drawn to start by lot among the tied P0, P1 (KST-1.6)" in lines[0]


# -- KST-6.2, KST-6.5: the rolls of a turn ----------------------------------------------------
def rolls_until_the_turn_ends(state, most):
    """Roll 1s (each granting an extra roll with the every_roll set) until the turn ends."""
    made = 0
    while state.record.active == 0 and state.phase == "die" and made < most:
        play(state, "die(1)")
        made += 1
    return made


def test_kst_6_5_every_roll_granting_stops_at_the_ceiling():
    """KST-6.2, KST-6.5: every number grants an extra roll, max_rolls_per_turn = 0: the
    turn makes ROLL_CEILING rolls and ends there."""
    rules = rules_for("SR", draws_per_turn=0, card_set=EVERY_ROLL)
    state = turn(rules, 0, lines={0: ("drummer",)})
    assert state.phase == "die"
    made = rolls_until_the_turn_ends(state, ROLL_CEILING + 5)
    assert made == ROLL_CEILING
    assert state.record.active == 1 and state.record.turns == 1


def test_kst_6_5_the_players_own_limit_applies_below_the_ceiling():
    """KST-6.5: max_rolls_per_turn = 3 ends the rolling after the third roll."""
    rules = rules_for("SR", draws_per_turn=0, card_set=EVERY_ROLL, max_rolls_per_turn=3)
    state = turn(rules, 0, lines={0: ("drummer",)})
    assert rolls_until_the_turn_ends(state, 10) == 3
    assert state.record.active == 1


def test_kst_6_2_a_game_where_every_roll_grants_ends_within_its_bound():
    """KST-6.2, KST-17.3: with every roll granting, random games end (each turn with a
    Drummer in line at the ceiling) and stay within max_game_length."""
    rules = Rules(players=2, card_set=EVERY_ROLL, max_turns=6)
    lengths = [random_game(rules, seed) for seed in range(4)]
    assert max(lengths) > ROLL_CEILING  # some turn did reach the ceiling


def test_the_ceilings_change_no_game_in_practice():
    """KST-1.6, KST-6.2: the sample set's largest grant of one roll is 8 (two Seers or two
    Drummers, each doubled by a Rainbow Stone), only on a 6; a turn reaches the ceiling
    with probability below 1e-30, the start roll of 8 seats its last round tied below 2e-15."""
    cards = Rules().cards
    doubling = sum(c.count for c in cards.cards if c.printed.host_double)
    for team in (0, 1):
        granting = [c for c in cards.cards if c.team in (team, -1)
                    and any(e.op == "extra_rolls" for e in c.printed.triggers[6])]
        grant = sum(c.count * e.n for c in granting for e in c.printed.triggers[6])
        largest = max(e.n for c in granting for e in c.printed.triggers[6])
        assert grant + min(doubling, sum(c.count for c in granting)) * largest == 8
    assert all(e.op != "extra_rolls" for c in cards.cards for r in range(1, 6)
               for e in c.printed.triggers[r] + c.converted.triggers[r])
    assert bounds.roll_tail(8, ROLL_CEILING) < 1e-30
    assert max(bounds.tie_tail(n, START_ROUNDS) for n in range(2, 9)) < 2e-15
    assert bounds.roll_tail(1, 2) == pytest.approx(1 / 36)  # 6, 6, then a third roll
    assert bounds.tie_tail(2, 2) == pytest.approx(1 / 36)


# -- max_game_length: per options, finite and true --------------------------------------------
def forced_game(rules, seed, die=6, start_die=6):
    """A game with the worst chance the rules allow forced where it lengthens the game:
    every start die and every die the same number (ties to the lot, extra rolls as long as
    the line grants them); draws by their weights, decisions at random. It must end within
    the bound; returns the most rolls seen in a turn before its last roll (ROLL_CEILING - 1
    when a turn reached the ceiling)."""
    rnd = random.Random(seed)
    state = rules.initial_state()
    forced = {"start_die": rules.parse_action(f"start_die({start_die})"),
              "die": rules.parse_action(f"die({die})")}
    steps, most, bound = 0, 0, rules.max_game_length
    while not state.is_terminal and steps <= bound:
        if state.phase in forced:
            state.apply(forced[state.phase])
        elif state.is_chance:
            state.apply(pick(state.chance_outcomes(), rnd.random()))
        else:
            state.apply(rnd.choice(state.legal_actions()))
        steps += 1
        most = max(most, state.record.rolls)
    assert state.is_terminal and steps <= bound
    if rules.start_player == "dice":
        assert state.record.start_rounds == START_ROUNDS  # the start lot came
    return most


@pytest.mark.parametrize("options", [
    {"players": 2}, {"players": 5}, {"players": 8}, {"players": 8, "max_turns": 40},
    {"players": 4, "max_rolls_per_turn": 3, "max_turns": 60},
    {"players": 3, "start_player": "uniform", "max_turns": 60}], ids=str)
def test_games_stay_within_max_game_length(options):
    """KST-17.3: random games, and games with forced start ties (KST-1.6) and forced 6s
    (KST-6.2, a Seer's number), never outlast the bound of their own options."""
    rules = Rules(**options)
    for seed in range(3):
        random_game(rules, seed)
    forced_game(Rules(**{**options, "max_turns": min(rules.max_turns, 20)}), 0)


def test_the_longest_options_stay_within_their_bound():
    """The options of the longest bound, with the sample set and forced 6s, and with every
    roll granting: the game ends within max_game_length though turns reach the ceiling."""
    assert forced_game(Rules(**{**LONGEST, "max_turns": 20}), 1) == ROLL_CEILING - 1
    rules = Rules(**{**LONGEST, "card_set": EVERY_ROLL, "max_turns": 24})
    assert random_game(rules, 2) > ROLL_CEILING
    assert forced_game(rules, 1, die=2) == ROLL_CEILING - 1


def test_max_game_length_follows_the_options():
    """The bound is computed for the rules' own options: more turns, rolls, draws or plays
    give a larger one; the defaults of 4 players give 15,070,098 steps."""
    base = Rules(players=4)
    assert base.max_game_length == bounds.length_bound(base) == 15_070_098
    for option, value in [("max_turns", 2000), ("draws_per_turn", 3), ("plays_per_turn", 3),
                          ("starting_hand", 5), ("players", 5)]:
        longer = Rules(**{"players": 4, option: value})
        assert longer.max_game_length > base.max_game_length
    assert Rules(players=4, max_rolls_per_turn=1).max_game_length < base.max_game_length


def test_the_bound_is_finite_at_every_corner_of_the_options():
    """Every count at either end, all combinations, 8 players with the start dice: a
    whole number no larger than GameInfo.max_length (bounds.GREATEST)."""
    names = [n for n in COUNTS if n not in ("bank_size", "market_points_per_card")]
    largest = 0
    for ends in itertools.product((0, 1), repeat=len(names)):
        options = {name: COUNTS[name][end] for name, end in zip(names, ends)}
        bound = bounds.length_bound(Rules(players=8, **options))
        assert type(bound) is int and 0 < bound <= Rules.info.max_length
        largest = max(largest, bound)
    assert largest == Rules(**LONGEST).max_game_length == 151_420_562
    assert Rules.info.max_length == bounds.GREATEST < 10**12


def test_limits_bound_the_profile_of_any_card_file():
    """KST-18: the most a card file may hold (LIMITS) bounds the profile of every shipped
    set and of a file built at the limits, so GameInfo.max_length bounds every card file."""
    effects = [{"op": "draw", "n": 10}] * 8
    upkeep = [{"op": "upkeep", "effects": effects}] * MAX_PASSIVES
    triggers = {str(r): effects for r in range(1, 7)}
    data = {"format": "kst-cards/1", "set": "limits", "card": [
        *({"id": f"c{i}", "name": "C", "deck": "main", "colour": "sapphire", "world": 1,
           "count": 20, "triggers": triggers, "passives": upkeep} for i in range(15)),
        *({"id": f"s{i}", "name": "S", "deck": "special", "colour": "neutral", "count": 20,
           "triggers": triggers, "passives": [{"op": "host_double"}, *upkeep[1:]],
           "summon": {"ingredients": {"c0": 1}, "placement": "attach_optional"}}
          for i in range(3))]}
    sets = [load_cards(data), load_cards(None), *(load_cards(str(p)) for p in DATA.glob("*"))]
    limits = bounds.LIMITS
    for cards in sets:
        found = bounds.profile(cards)
        assert all(a <= b for a, b in zip(
            (found.upkeep, found.play, found.walk, found.caravans, found.hand),
            (limits.upkeep, limits.play, limits.walk, limits.caravans, limits.hand)))


def test_a_card_with_too_many_passives_is_refused():
    """KST-18: at most MAX_PASSIVES passives in one list, refused naming the file, the card
    and the field (the upkeep of a turn stays bounded)."""
    data = {"format": "kst-cards/1", "set": "many", "card": [
        {"id": "well", "name": "Well", "deck": "main", "colour": "neutral", "world": 1,
         "count": 1, "passives": [{"op": "upkeep", "effects": [{"op": "gain", "n": 1}]}]
         * (MAX_PASSIVES + 1)}]}
    with pytest.raises(CardSetError, match=r"\(card_set data\): entry card\[0\] \(well\), "
                                           r"field 'passives': must list at most 8"):
        load_cards(data)
