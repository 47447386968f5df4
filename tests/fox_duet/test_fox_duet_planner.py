"""The heuristic's remembered worths (``landing``, ``trick_value``, ``hit_and_risk``;
FD-5, FD-6.1, FD-7) equal the ones computed afresh, for the paths met in seeded games of
every level played in turn, so the caches never mix two rules or two paths."""

import itertools

import tabletop
from tabletop.games.fox_duet import Rules, heuristic
from tabletop.games.fox_duet.bots import FoxDuetHeuristicBot
from tabletop.games.fox_duet.cards import Card
from tabletop.games.fox_duet.evaluation import hit_and_risk


def test_remembered_worths_equal_fresh_ones():
    games = {level: tabletop.Game(Rules(level=level), seed=level) for level in (1, 2, 3)}
    bots = [FoxDuetHeuristicBot(seed=0), FoxDuetHeuristicBot(seed=1)]
    trick = (Card.parse("R4"), Card.parse("S2"))
    checked = 0
    for level in itertools.cycle((1, 2, 3)):  # levels in turn: one cache serves all rules
        game = games[level]
        if all(g.is_over for g in games.values()):
            break
        if game.is_over:
            continue
        rules, path = game.rules, game.state.record.path
        assert hit_and_risk(rules, path) == hit_and_risk.__wrapped__(rules, path)
        for target in range(path.lo - 2, path.hi + 3):
            assert heuristic.landing(rules, path, target) == \
                heuristic.landing.__wrapped__(rules, path, target)
        for leader, trump in itertools.product((0, 1), ("R", "S", "")):
            assert heuristic.trick_value(rules, path, trick, leader, trump) == \
                heuristic.trick_value.__wrapped__(rules, path, trick, leader, trump)
        checked += 1
        view = game.view()
        game.apply(bots[view.player].choose(view))
    assert checked > 200
