"""The Tokaido Duo bots: the evaluator's values, the strong bot's choices and its budget."""

import time

import pytest
from tokaido_helpers import setup

import tabletop
from tabletop.bots import ISMCTSBot, RandomBot, available_bots, make_bot
from tabletop.engine import BotView, Rng
from tabletop.games.tokaido_duo import Rules
from tabletop.games.tokaido_duo.bots import (
    TokaidoHeuristicBot,
    evaluate,
)
from tabletop.games.tokaido_duo.evaluation import features, progress


def heuristic_game(seed):
    """The records of one game of the heuristic against itself, and the final state."""
    rules = Rules(start_player=0)
    bots = [TokaidoHeuristicBot(seed=seed), TokaidoHeuristicBot(seed=seed + 1)]
    rng = Rng(seed)
    state = rules.initial_state()
    records = []
    while not state.is_terminal:
        records.append(state.record)
        outcomes = state.chance_outcomes()
        if outcomes:
            state.apply(rng.weighted(outcomes))
        else:
            state.apply(bots[state.current_player].choose(BotView(state, state.current_player)))
    return rules, records, state


@pytest.fixture(scope="module")
def game():
    return heuristic_game(3)


def test_evaluate_lies_in_unit_interval_and_sums_to_one(game):
    rules, records, _ = game
    assert len(records) > 50
    for r in records:
        values = evaluate(rules, r)
        assert len(values) == 2
        assert all(0.0 <= v <= 1.0 for v in values)
        assert sum(values) == pytest.approx(1.0)


def test_evaluate_is_exact_at_the_end():
    for seed in (3, 4, 5):
        rules, _, final = heuristic_game(seed)
        assert evaluate(rules, final.record) == final.returns()
        assert set(evaluate(rules, final.record)) <= {0.0, 0.5, 1.0}


def test_evaluate_is_even_at_the_start_and_symmetric():
    state = setup()
    rules, r = state.rules, state.record
    assert evaluate(rules, r) == (0.5, 0.5)
    ahead = r.replace(players=(r.players[0].replace(temple=2, coins=6), r.players[1]))
    behind = r.replace(players=(r.players[0], r.players[1].replace(temple=2, coins=6)))
    assert evaluate(rules, ahead)[0] == pytest.approx(evaluate(rules, behind)[1])


def test_evaluate_ranks_a_better_record_above_a_worse_one():
    state = setup()
    rules, r = state.rules, state.record
    mine, theirs = r.players
    better = r.replace(players=(mine.replace(temple=3, garden=2, plates=2, coins=5), theirs))
    worse = r.replace(players=(mine.replace(temple=1, coins=2), theirs))
    assert evaluate(rules, better)[0] > evaluate(rules, worse)[0] > 0.5
    assert evaluate(rules, better)[1] < 0.5


def test_a_lead_counts_more_near_the_end():
    state = setup()
    rules, r = state.rules, state.record
    mine, theirs = r.players
    early = r.replace(players=(mine.replace(plates=2), theirs.replace(plates=1)))
    late = r.replace(players=(mine.replace(plates=4, garden=3), theirs.replace(plates=3,
                                                                              garden=3)))
    assert progress(rules, late) > progress(rules, early)
    assert evaluate(rules, late)[0] > evaluate(rules, early)[0] > 0.5
    assert len(features(rules, late)) == 14


def test_bots_are_found_by_name():
    rules = tabletop.load_game("tokaido_duo")
    assert {"heuristic", "strong"} <= set(available_bots(rules))
    bot = make_bot("strong:seconds=0.05", rules, seed=1)
    assert isinstance(bot, ISMCTSBot) and bot.depth == 0
    assert bot.iterations == 100 and bot.seconds == 0.05
    assert make_bot("strong", rules).seconds <= 0.1


def strong(seed=0, **settings):
    """The strong bot, as ``tabletop play`` builds it, with ``settings`` overridden."""
    spec = "strong:" + ",".join(f"{k}={v}" for k, v in settings.items())
    return make_bot(spec, Rules(), seed=seed)


def play_part(strong, steps, seed=0):
    """Play ``steps`` decisions of the strong bot against the heuristic; return the strong
    bot's decision times."""
    rules = Rules(start_player=0)
    bots = [strong, TokaidoHeuristicBot(seed=seed)]
    rng = Rng(seed)
    state = rules.initial_state()
    times = []
    while not state.is_terminal and len(times) < steps:
        outcomes = state.chance_outcomes()
        if outcomes:
            state.apply(rng.weighted(outcomes))
            continue
        seat = state.current_player
        view = BotView(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        if seat == 0:
            times.append(time.perf_counter() - start)
        assert action in state.legal_actions()
        state.apply(action)
    return times


def test_strong_bot_plays_legal_actions_within_its_budget():
    times = play_part(strong(seed=0, seconds=0.03), steps=25)
    assert len(times) == 25
    assert sum(times) / len(times) <= 0.03 * 1.3


def test_strong_bot_stops_at_its_time_cap():
    times = play_part(strong(seed=0, seconds=0.01, iterations=100_000), steps=8)
    assert sum(times) / len(times) < 0.02
    assert max(times) < 0.2


def test_strong_bot_is_reproducible_from_its_seed():
    first = tabletop.play(Rules(start_player=0, max_rounds=3),
                          [strong(seed=2, iterations=20, seconds=5.0), RandomBot(seed=1)],
                          seed=4)
    again = tabletop.play(Rules(start_player=0, max_rounds=3),
                          [strong(seed=2, iterations=20, seconds=5.0), RandomBot(seed=1)],
                          seed=4)
    assert first.history == again.history


def test_strong_bot_beats_random_play():
    rules = Rules(start_player=0)
    wins = sum(tabletop.play(rules, [strong(seed=g, iterations=20), RandomBot(seed=g)]
                             if g % 2 == 0 else
                             [RandomBot(seed=g), strong(seed=g, iterations=20)],
                             seed=g).returns[g % 2] for g in range(4))
    assert wins >= 3
