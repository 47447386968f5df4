"""The bots and the evaluator: registered, legal, better than random, within their time."""

import time

import tabletop
from tabletop.bots import RandomBot
from tabletop.bots.plugins import game_bots, game_evaluator
from tabletop.engine import CHANCE, pick
from tabletop.games.kst import Rules
from tabletop.games.kst.bots import BOTS, KstHeuristicBot, evaluate
from tabletop.games.kst.planner import KstStrongBot
from tabletop.games.kst.state import Entry, Phase


def test_the_bots_and_the_evaluator_are_registered():
    assert BOTS["heuristic"] is KstHeuristicBot
    assert game_bots(Rules)["strong"] is KstStrongBot
    assert game_evaluator(Rules) is evaluate


def test_the_heuristic_team_beats_random_play():
    """Sapphire (heuristic) against Ruby (random), four players."""
    rules = Rules(players=4, teams=["sapphire", "ruby", "sapphire", "ruby"], max_turns=200)
    wins = 0
    games = 12
    for seed in range(games):
        bots = [KstHeuristicBot(seed=seed), RandomBot(seed=seed + 1),
                KstHeuristicBot(seed=seed + 2), RandomBot(seed=seed + 3)]
        result = tabletop.play(rules, bots, seed=seed)
        wins += result.winners == frozenset({0, 2})
    assert wins >= 0.65 * games


def _tables(players: int, seed: int) -> list:
    """Every play decision's record of one heuristic game, and its end."""
    rules = Rules(players=players)
    bot = KstHeuristicBot(seed=seed)
    r, records, u = rules.initial_record(), [], 0.0
    while r.phase != Phase.GAME_OVER:
        seat = rules.current_player(r)
        u = (u * 9301 + 0.49297) % 1.0
        if seat == CHANCE:
            r = rules.next_record(r, pick(rules.chance_outcomes(r), u))
            continue
        if r.phase == Phase.PLAY:
            records.append(r)
        r = rules.next_record(r, bot.decide(rules, r, seat, rules.legal_actions(r)))
    return [rules, records, r]


def test_evaluate_gives_teammates_one_value_in_the_unit_interval():
    for players in (2, 4, 5):
        rules, records, _ = _tables(players, seed=players)
        for r in records[::5]:
            values = evaluate(rules, r)
            assert len(values) == players
            assert all(0.0 <= v <= 1.0 for v in values)
            for team in (0, 1):
                assert len({v for v, t in zip(values, r.teams) if t == team}) == 1
            assert abs(values[r.teams.index(0)] + values[r.teams.index(1)] - 1.0) < 1e-9


def test_evaluate_is_exact_at_the_end():
    for players in (2, 4):
        for seed in range(3):
            rules, _, end = _tables(players, seed)
            assert evaluate(rules, end) == tuple(float(x) for x in rules.returns(end))


def test_evaluate_ranks_a_clearly_better_table_above_a_worse_one():
    rules, records, _ = _tables(4, seed=1)
    r = next(r for r in records[10:] if all(r.alive))
    sapphire = [s for s in range(4) if r.teams[s] == 0]
    rich = r.replace(pools=tuple(12 if s in sapphire else 2 for s in range(4)))
    poor = r.replace(pools=tuple(2 if s in sapphire else 12 for s in range(4)))
    assert evaluate(rules, rich)[sapphire[0]] > 0.5 > evaluate(rules, poor)[sapphire[0]]
    hornik = rules.cards.by_id["hornik"].index
    built = r.replace(lines=tuple(line + (Entry(hornik),) * 3 if s in sapphire else line
                                  for s, line in enumerate(r.lines)))
    assert evaluate(rules, built)[sapphire[0]] > evaluate(rules, r)[sapphire[0]]


def test_the_strong_bot_plays_legal_actions_within_its_time():
    """Whole games at 2 and 4 players: every choice is legal, the mean time per decision
    stays within the budget (with slack for a loaded machine)."""
    for players, seed in ((2, 3), (4, 4)):
        game = tabletop.Game(Rules(players=players), seed=seed)
        bots = [KstStrongBot(seed=s, seconds=0.02) for s in range(players)]
        spent, decisions = 0.0, 0
        while not game.state.is_terminal and decisions < 120:
            view = game.view()
            start = time.perf_counter()
            action = bots[view.player].choose(view)
            spent += time.perf_counter() - start
            decisions += 1
            assert action in game.legal_actions()
            game.apply(action)
        assert spent / decisions <= 0.02 * 1.5


def test_the_strong_bot_is_reproducible_from_its_seed():
    game = tabletop.Game(Rules(players=2), seed=5)
    view = game.view()
    first = KstStrongBot(seed=9, samples=3, seconds=10.0).choose(view)
    assert KstStrongBot(seed=9, samples=3, seconds=10.0).choose(view) == first
