"""The bots play legally and well: the heuristic beats random play, `evaluate` is a
shared chance that ranks tables sensibly, and the strong bot keeps to its time budget."""

import time

import pytest

import tabletop
from tabletop.bots import RandomBot
from tabletop.bots.plugins import game_bots, game_evaluator
from tabletop.games.fox_duet import Rules, planner
from tabletop.games.fox_duet.bots import BOTS, FoxDuetHeuristicBot, FoxDuetStrongBot, evaluate
from tabletop.games.fox_duet.planner import WORLDS
from tabletop.games.fox_duet.state import VICTORY, Phase

GAMES = 20


def results(make, rules):
    return [tabletop.play(rules, [make(2 * g), make(2 * g + 1)], seed=g)
            for g in range(GAMES)]


def test_heuristic_bot_beats_random_play():
    """Level 1 over 20 seeded games: random play practically never wins; the heuristic
    wins about two games in five."""
    rules = Rules(level=1)
    smart = results(lambda s: FoxDuetHeuristicBot(seed=s), rules)
    naive = results(lambda s: RandomBot(seed=s), rules)
    smart_wins = sum(r.returns[0] == 1.0 for r in smart)
    naive_wins = sum(r.returns[0] == 1.0 for r in naive)
    assert smart_wins >= naive_wins + 4
    assert sum(r.scores[0] for r in smart) > sum(r.scores[0] for r in naive)


def test_heuristic_bot_plays_every_option_set_legally():
    rules = Rules(level=3, gem_collection="optional", movement_source="winning_card",
                  first_dealer="random")
    for g in range(2):
        result = tabletop.play(rules, [FoxDuetHeuristicBot(seed=g), FoxDuetHeuristicBot()],
                               seed=g)
        assert result.record.replay(rules).is_terminal


def test_the_library_finds_the_bots_and_the_evaluator():
    assert set(game_bots(Rules)) == {"heuristic", "strong"}
    assert game_evaluator(Rules) is evaluate
    assert BOTS["strong"] is FoxDuetStrongBot


def test_evaluate_is_one_shared_chance_in_the_unit_interval():
    rules = Rules(level=2)
    game = tabletop.Game(rules, seed=5)
    bots = [FoxDuetHeuristicBot(seed=0), FoxDuetHeuristicBot(seed=1)]
    while not game.is_over:
        a, b = evaluate(rules, game.state.record)
        assert a == b and 0.0 <= a <= 1.0
        view = game.view()
        game.apply(bots[view.player].choose(view))


def test_evaluate_is_exact_at_the_end():
    rules = Rules()
    r = rules.initial_record()
    won = r.replace(phase=Phase.END, result=VICTORY)
    lost = r.replace(phase=Phase.END, result="TIME_UP")
    assert evaluate(rules, won) == (1.0, 1.0)
    assert evaluate(rules, lost) == (0.0, 0.0)


def test_evaluate_ranks_fewer_gems_and_more_tokens_higher():
    rules = Rules()
    r = rules.initial_record()
    path = r.path
    gems = list(path.gems)
    gems[path.tracker - path.e0 + 1] = 0  # the gem next to the start collected
    gems[path.tracker - path.e0 - 1] = 0
    fewer = r.replace(path=path.replace(gems=tuple(gems)))
    late = r.replace(round=3)
    no_tokens = r.replace(path=path.replace(forest_supply=0))
    assert evaluate(rules, fewer)[0] > evaluate(rules, r)[0] > evaluate(rules, late)[0]
    assert evaluate(rules, r)[0] > evaluate(rules, no_tokens)[0]


def test_strong_bot_plays_legally_within_its_budget():
    """A whole game of level 1: every action is legal and the average decision stays
    under the 0.1 s budget (the first tricks of a round, with full hands, cost the most,
    so the mean is taken over the game). The budget is the bot's own work, so the
    processor time of this process is counted: other processes on a busy machine do not
    count against it."""
    rules = Rules(level=1)
    game = tabletop.Game(rules, seed=11)
    bots = [FoxDuetStrongBot(seed=0), FoxDuetStrongBot(seed=1)]
    spent, decisions = 0.0, 0
    while not game.is_over:
        view = game.view()
        start = time.process_time()
        action = bots[view.player].choose(view)
        spent += time.process_time() - start
        decisions += 1
        assert action in game.legal_actions()
        game.apply(action)
    assert spent / decisions < 0.1


def test_strong_bot_is_reproducible_from_its_seed():
    rules = Rules(level=2)
    game = tabletop.Game(rules, seed=3)
    picks = {FoxDuetStrongBot(seed=7, seconds=5.0, worlds=2).choose(game.view()) for _ in range(2)}
    assert len(picks) == 1


def test_strong_bot_sets_its_worlds_from_the_budget():
    assert FoxDuetStrongBot().worlds == WORLDS
    assert FoxDuetStrongBot(seconds=0.05).worlds == WORLDS // 2
    assert FoxDuetStrongBot(seconds=0.05, worlds=3).worlds == 3


def test_strong_bot_refuses_a_budget_or_worlds_it_cannot_use():
    with pytest.raises(ValueError, match="seconds must be a positive"):
        FoxDuetStrongBot(seconds=0)
    with pytest.raises(ValueError, match="worlds must be at least 1"):
        FoxDuetStrongBot(worlds=0)


def test_strong_bot_decides_after_one_world_when_time_runs_out(monkeypatch):
    """A budget far too small still gives a legal action, after one world instead of
    fifty: the worlds tried so far decide (counted by the play-outs, one per action and
    world)."""
    game = tabletop.Game(Rules(level=3), seed=4)
    actions = len(game.legal_actions())
    assert actions > 1
    played = []
    real = planner.play_on
    monkeypatch.setattr(planner, "play_on", lambda *a: played.append(1) or real(*a))
    for seconds, worlds in ((1e-9, 1), (10.0, 50)):
        played.clear()
        bot = FoxDuetStrongBot(seed=0, seconds=seconds, worlds=50)
        assert bot.choose(game.view()) in game.legal_actions()
        assert len(played) == worlds * actions
