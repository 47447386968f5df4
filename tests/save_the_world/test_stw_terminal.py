"""Terminal play: a whole short game through ``tabletop.terminal.Table`` with a person in
seat 0 (scripted input) against two heuristic bots; the screen explains each decision,
tells every step by seat and ends with the result."""

import builtins
import itertools

from tabletop.engine import Game
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world.bots import SaveTheWorldHeuristicBot
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
    assert "P0: city london" in screen
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
