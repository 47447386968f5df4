"""The length of a game (TD-16.4, TD-16.5, A21): ``max_rounds`` has bounds, a game nothing
triggers ends at the ceiling, and ``rules.max_game_length`` bounds every game on the rules'
own board and options."""

import collections
import itertools
import json
import pathlib
import random
import time

import pytest
from tokaido_helpers import position, setup

import tabletop
from tabletop.bots import RandomBot
from tabletop.engine import OptionError, RecordError, State, pick
from tabletop.games.tokaido_duo import Rules
from tabletop.games.tokaido_duo.board import DEFAULT_BOARD
from tabletop.games.tokaido_duo.options import ROUND_CEILING
from tabletop.games.tokaido_duo.rules import (
    ROUND_STEPS,
    length_bound,
    most_rounds,
    round_steps,
    setup_steps,
    stop_steps,
)
from tabletop.testing import alternative_options

DEFAULT_TEXT = DEFAULT_BOARD.read_text()

LARGER = {
    '{ id = "M3", draw = 3 }': '{ id = "M3", draw = 6 }',
    '{ id = "M6", draw = 3 }': '{ id = "M6", draw = 5 }',
    "items = { tea = 8, sake = 7, porcelain = 6, silk = 5, incense = 4 }":
        "items = { tea = 12, sake = 10, porcelain = 9, silk = 8, incense = 7 }",
    "pilgrim = [1, 2, 3, 4, 5, 6], merchant": "pilgrim = [1, 2, 3, 4, 5, 6, 7, 8], merchant",
    "rows = 2\ncols = 4\nnumbers = [1, 2, 3, 5, 7, 10, 13, 17]\n"
    "tiles = { blossom = 2, mountain = 2, wave = 2, moon = 2 }":
        "rows = 3\ncols = 4\nnumbers = [1, 2, 3, 5, 7, 10, 13, 17, 20, 24, 28, 33]\n"
        "tiles = { blossom = 3, mountain = 3, wave = 3, moon = 3 }",
    "capacity = 5\nlarge_cart_capacity = 6": "capacity = 4\nlarge_cart_capacity = 9",
}
"""A board with every number the length depends on larger: a mountain town drawing 6, a
d8 pilgrim die, 12 painting slots, capacity 4 and *Large cart* 9 (5 returns)."""

BAD_ROUNDS = (0, -1, ROUND_CEILING + 1, 10**18, True, 2.5)
"""``max_rounds`` values outside its bounds or not whole numbers."""

TRIGGERS = {"mark", "collect", "gift", "paint_gift"}
"""Answers that may trigger the end (TD-16.1): a track mark, coins (plates), a gift."""


@pytest.fixture(scope="module")
def larger_board(tmp_path_factory) -> str:
    """The path of the `LARGER` board file."""
    text = DEFAULT_TEXT
    for old, new in LARGER.items():
        assert old in text
        text = text.replace(old, new)
    path = tmp_path_factory.mktemp("boards") / "larger.toml"
    path.write_text(text)
    return str(path)


def avoider(state: State, rnd: random.Random):
    """Never triggers (TD-16.1, A21): declines every mark, income, sale and gift; otherwise
    paints, draws, repeats and takes tokens where it can, to make the game long."""
    legal = [a for a in state.legal_actions()
             if str(a) not in TRIGGERS and not str(a).startswith("sell:")]
    texts = {str(a): a for a in legal}
    for wanted in ("paint", "draw", "repeat", "take:merchant", "take:painter", "take"):
        if wanted in texts:
            return texts[wanted]
    return rnd.choice(legal)


def play(state: State, seed: int, policy=None) -> tuple[State, collections.Counter]:
    """Play ``state`` to its end (random by default) and count the steps of each round."""
    rnd = random.Random(seed)
    steps: collections.Counter = collections.Counter()
    while not state.is_terminal:
        steps[state.record.round] += 1
        if state.is_chance:
            state.apply(pick(state.chance_outcomes(), rnd.random()))
        else:
            state.apply(policy(state, rnd) if policy else rnd.choice(state.legal_actions()))
    return state, steps


# -- the bounds of max_rounds (TD-16.4) ---------------------------------------------------------
@pytest.mark.parametrize("value", BAD_ROUNDS, ids=repr)
def test_td_16_4_max_rounds_outside_its_bounds_is_refused(value):
    """TD-16.4: ``max_rounds`` is a whole number from 1 to ROUND_CEILING or None; anything
    else is refused at once, naming the option, the value and the range."""
    start = time.perf_counter()
    with pytest.raises(OptionError) as refused:
        Rules(max_rounds=value)
    assert time.perf_counter() - start < 1
    message = str(refused.value)
    assert f"max_rounds={value}" in message
    assert f"from 1 to {ROUND_CEILING}" in message


@pytest.mark.parametrize("value", BAD_ROUNDS, ids=repr)
def test_td_16_4_a_record_with_max_rounds_outside_its_bounds_is_refused(value):
    """TD-16.4: a JSON record whose options hold such a ``max_rounds`` raises RecordError."""
    result = tabletop.play(Rules(max_rounds=2, start_player=0),
                           [RandomBot(seed=0), RandomBot(seed=1)], seed=1)
    data = json.loads(result.record.to_json())
    data["options"]["max_rounds"] = value
    start = time.perf_counter()
    with pytest.raises(RecordError, match="max_rounds"):
        tabletop.GameRecord.from_json(json.dumps(data)).replay()
    assert time.perf_counter() - start < 1


def test_td_16_4_max_rounds_accepts_its_whole_range():
    """TD-16.4, A21: None (the default), 1 and ROUND_CEILING are accepted; the option says
    its bounds."""
    assert Rules().max_rounds is None
    assert Rules(max_rounds=1).last_round == 1
    assert Rules(max_rounds=ROUND_CEILING).last_round == Rules().last_round == ROUND_CEILING
    assert (Rules.option_info()["max_rounds"].accepted
            == f"a whole number from 1 to {ROUND_CEILING}, or None")


# -- games nothing triggers (TD-16.4, TD-16.5, A21) ---------------------------------------------
@pytest.mark.parametrize("options", [
    {"max_rounds": 4}, {"max_rounds": 5, "final_round": "equal_turns"},
    {"max_rounds": 3, "auto_forced": False, "hot_springs_mode": "last_die_start"},
], ids=lambda options: ",".join(f"{k}={v}" for k, v in options.items()))
def test_td_16_4_an_untriggered_game_is_scored_after_max_rounds(options):
    """TD-16.4, TD-16.5: players who avoid every trigger are scored after round
    ``max_rounds`` (``equal_turns`` adds no round then), within ``max_game_length``."""
    rules = Rules(**options)
    state, _ = play(rules.initial_state(), 3, avoider)
    r = state.record
    assert state.is_terminal and not r.triggered and r.round == options["max_rounds"]
    assert len(state.scores()) == 2
    assert len(state.history) <= rules.max_game_length


def test_td_16_4_a21_without_max_rounds_the_ceiling_ends_the_game():
    """TD-16.4, A21: with ``max_rounds`` None a game nothing triggers is scored after round
    ROUND_CEILING, exactly as under ``max_rounds = ROUND_CEILING``; the bound counts those
    rounds."""
    rules = Rules()
    state, steps = play(rules.initial_state(), 5, avoider)
    assert state.is_terminal and not state.record.triggered
    assert state.record.round == ROUND_CEILING == max(steps)
    assert len(state.history) <= rules.max_game_length
    assert rules.max_game_length == Rules(max_rounds=ROUND_CEILING).max_game_length
    assert rules.max_game_length == setup_steps(rules.layout, True) + ROUND_CEILING * ROUND_STEPS


def test_td_16_5_a_trigger_in_an_odd_last_round_adds_one_round():
    """TD-16.5, A4: under ``equal_turns`` a trigger in an odd round ``max_rounds`` is
    followed by one more round, which the bound counts."""
    rules = Rules(max_rounds=3, final_round="equal_turns", start_player=0)
    state = rules.initial_state()
    rnd = random.Random(1)
    while state.record.round < 3:
        state.apply(pick(state.chance_outcomes(), rnd.random()) if state.is_chance
                    else avoider(state, rnd))
    before = len(state.history)
    rest, steps = play(position(state, triggered=True), 2, avoider)
    assert rest.is_terminal and rest.record.round == 4 == most_rounds(3, "equal_turns")
    assert before + len(rest.history) <= rules.max_game_length
    assert max(steps.values()) <= round_steps(rules.layout)


def test_td_16_4_the_ceiling_round_itself_ends_an_untriggered_game():
    """TD-16.4, A21: a round ROUND_CEILING - 1 leads to the ceiling round, which ends it."""
    state = position(setup(), round=ROUND_CEILING - 1)
    state, steps = play(state, 7, avoider)
    assert state.is_terminal and sorted(steps) == [ROUND_CEILING - 1, ROUND_CEILING]


# -- the bound on the rules' own board and options ------------------------------------------------
def test_round_steps_count_the_board_s_own_numbers(larger_board):
    """TD-2.2 to TD-2.7, TD-11.4, TD-12.3, TD-13.1, TD-15.3: a stop is the move, the effect
    and the most that follows it (12 flips on the larger board, over 6 draws and a keep
    and 5 returns); a round is 3 rolls and 3 die turns of pick, stop, repeat offer, stop."""
    default, larger = Rules().layout, Rules(board=larger_board).layout
    assert stop_steps(default) == 2 + 8 and round_steps(default) == ROUND_STEPS == 69
    assert stop_steps(larger) == 2 + 12 and round_steps(larger) == 3 + 3 * (2 + 2 * 14)
    assert Rules(board=larger_board, start_player=0).max_game_length == 9 + 1000 * 93


@pytest.mark.parametrize("board", [None, "larger"])
@pytest.mark.parametrize("options", [
    {"auto_forced": False},
    {"auto_forced": False, "hot_springs_mode": "last_die_start", "final_round": "equal_turns",
     "large_cart_sides": "both", "keep_mode": "at_most"},
    {"excess_on_loss": "until_next_draw", "wave_powers": "capacity_only", "max_rounds": 7},
], ids=["posed", "alternatives", "until_next_draw"])
def test_random_games_stay_within_max_game_length(board, options, larger_board):
    """TD-16.2, TD-16.4: random games, and games of a player who paints, draws and repeats
    wherever he can, end within ``max_game_length`` on the default and the larger board;
    no round takes more steps than `round_steps` counts."""
    rules = Rules(board=larger_board if board else None, **options)
    games = [(seed, None) for seed in range(10)] + [(seed, avoider) for seed in range(2)]
    for seed, policy in games:
        state, steps = play(rules.initial_state(), seed, policy)
        assert len(state.history) <= rules.max_game_length
        assert steps[0] <= setup_steps(rules.layout, True)
        assert max(n for r, n in steps.items() if r) <= round_steps(rules.layout)


def test_max_game_length_is_finite_for_every_option():
    """TD-16.4, A21: the bound is a positive int for every option, and on the default
    board ``Rules.info.max_length`` bounds it whatever the options."""
    combos = itertools.product(("random", 0, 1), ("current_round", "equal_turns"),
                               (1, 2, 3, ROUND_CEILING - 1, ROUND_CEILING, None))
    cases = [{"start_player": s, "final_round": f, "max_rounds": m} for s, f, m in combos]
    cases += [*alternative_options(Rules), {"auto_forced": False}]
    for options in cases:
        rules = Rules(**options)
        bound = rules.max_game_length
        assert type(bound) is int and 0 < bound <= Rules.info.max_length, options
        rounds = rules.last_round + (rules.final_round == "equal_turns"
                                     and rules.last_round % 2 == 1)
        assert bound == length_bound(rules.layout, rounds=rules.last_round,
                                     final_round=rules.final_round,
                                     random_start=rules.start_player == "random")
        assert bound == setup_steps(rules.layout, rules.start_player == "random") + (
            rounds * ROUND_STEPS)


def test_max_game_length_on_a_custom_board_exceeds_the_default_info(larger_board):
    """The larger board's bound comes from ``rules.max_game_length``, not the metadata."""
    rules = Rules(board=larger_board, max_rounds=999, final_round="equal_turns")
    assert rules.max_game_length == 10 + 1000 * 93 > Rules.info.max_length


def test_the_larger_board_file_is_a_real_board(larger_board):
    """The test board loads with its larger numbers (TD-1.1)."""
    board = Rules(board=larger_board).layout
    assert max(board.draws.values()) == 6 and len(board.numbers) == 12
    assert (board.capacity, board.large_cart_capacity) == (4, 9)
    assert max(board.dice["pilgrim"]) == 8 and pathlib.Path(board.source).name == "larger.toml"
