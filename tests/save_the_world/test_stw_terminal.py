"""Terminal play: a whole short game through ``tabletop.terminal.Table`` with a person in
seat 0 (scripted input) against two heuristic bots; the screen explains each decision,
tells every step by seat and ends with the result."""

import builtins
import itertools
import random
import re

from tabletop.engine import Game
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world import actions as A
from tabletop.games.save_the_world.bots import SaveTheWorldHeuristicBot
from tabletop.games.save_the_world.narration import DECISIONS
from tabletop.terminal import Table


def test_a_whole_game_is_followable(monkeypatch, capsys):
    rules = Rules(players=3, disaster_total=6, auto_forced=True)
    answers = itertools.chain(["help", "board", "12"], itertools.repeat("1"))
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    bots = [None, SaveTheWorldHeuristicBot(seed=1), SaveTheWorldHeuristicBot(seed=2)]
    table = Table(Game(rules, seed=3), bots, ["human", "heuristic", "heuristic"])
    table.run()
    screen = capsys.readouterr().out
    assert table.game.is_over
    assert "Record(" not in screen and "Holding(" not in screen  # no record dump
    # the guide, the map and the counter
    assert "Collect tokens: a spread token is 1 point" in screen and "legend:" in screen
    assert "disaster cards 0/6" in screen and "- P0 (human) to decide ===" in screen
    # the decision is named and each choice explained
    assert "P0 chooses the start city of the figure:" in screen
    assert "city ...:" in screen and "12. london" in screen
    assert "P0 starts the figure in London (SW-2.1)" in screen
    assert "P0 chooses how the 5 initial cards split between the decks:" in screen
    assert "split 0  - 0 transport + 5 solution cards" in screen
    # narration: every line names its seat; automatic steps are told
    assert "setup: the offer row's slot 0 gets" in screen
    assert "P1 draws a transport card" in screen or "P1 draws a solution card" in screen
    assert "turns the disaster card" in screen and "round 1: P0's turn" in screen
    assert "die shows" in screen and "a new " in screen
    # another seat's drawn cards are never named
    assert not any(line.startswith(("P1 draws ", "P2 draws ")) and " card" not in line
                   for line in screen.splitlines())
    # the end screen
    assert "=== game over ===" in screen and "winners:" in screen
    assert "points = " in screen and "scores: P0" in screen


OPTION_SETS = [
    {"players": 2},
    {"players": 3, "variant": "cooperative", "coop_lives": True, "coop_life_tie": "active_chooses"},
    {"players": 4, "draw_mode": "sequential", "universal_card": "wild",
     "trade_mode": "active_names_both", "offer_row_mode": "discard_refill"},
]


def test_every_decision_is_told_in_words():
    """Each kind of decision has its own line (no echo of the typed action): the deciding
    seat, then a verb; over random games under several option sets, every decision line
    is one of those."""
    decision_kinds = {type(a) for a in Rules(players=4).action_space
                      if not isinstance(a, (A.Draw, A.Turned, A.Roll))}
    assert decision_kinds <= set(DECISIONS)
    seen = set()
    for options in OPTION_SETS:
        rules = Rules(**options)
        for seed in range(3):
            rnd, state = random.Random(seed), rules.initial_state()
            while not state.is_terminal:
                outcomes = state.chance_outcomes()
                action = (rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
                          if outcomes else rnd.choice(state.legal_actions()))
                before = state.record
                state.apply(action)
                if outcomes:
                    continue
                seen.add(type(action))
                line = rules.narrate(before, action, state.record, 0)[0]
                assert re.match(r"P\d [a-z]+ ", line), line
    assert len(seen) >= 12, seen
