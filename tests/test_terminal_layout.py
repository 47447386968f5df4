"""Terminal play's screens: one layout in every game (header, table, own hand, what is asked,
numbered glossed choices), choices read as words, long menus folded with a two-step pick,
several decisions typed at once, Tokaido Duo's map and Save the World's screens under 40
lines with the reason for every transport card not offered. Games are played in-process
with typed lines fed to ``input``, so each test takes a second or two."""

from __future__ import annotations

import builtins
import re

import attrs
import numpy as np
import pytest

import tabletop
from tabletop.bots import make_bot
from tabletop.engine import Action, Game
from tabletop.terminal import LONG, Menu, Table, words

SCREEN_GAMES = ("fox_duet", "tokaido_duo", "save_the_world")
"""Games that lay out their own screen (header, table, hand)."""
OPTIONS = {"save_the_world": {"players": 3}, "tokaido_duo": {"start_player": 0}}


def rules_of(game: str):
    """The rules of ``game`` for these tests."""
    return tabletop.load_game(game, **OPTIONS.get(game, {}))


def play_typing(game: str, lines: list[str], seed: int = 3, monkeypatch=None) -> Table:
    """A table with a person in seat 0 and random bots elsewhere, fed ``lines`` (then the
    end of input)."""
    rules = rules_of(game)
    bots = [None] + [make_bot("random", rules, seed + p)
                     for p in range(1, rules.num_players)]
    table = Table(Game(rules, seed), bots, ["human"] + ["random"] * (rules.num_players - 1))
    typed = iter(lines)

    def answer(prompt: str = "") -> str:
        print(prompt)
        try:
            return next(typed)
        except StopIteration:
            raise EOFError from None

    assert monkeypatch is not None
    monkeypatch.setattr(builtins, "input", answer)
    table.run()
    return table


def screens(out: str) -> list[list[str]]:
    """Each decision screen: from its header line to its prompt."""
    found = []
    for part in out.split("\n=== ")[1:]:
        lines = ("=== " + part).splitlines()
        end = next((i for i, line in enumerate(lines) if re.match(r"P\d> ", line)), len(lines))
        found.append(lines[:end])
    return found


@pytest.mark.parametrize("game", tabletop.list_games())
def test_every_screen_has_the_same_layout(game, monkeypatch, capsys):
    play_typing(game, ["1"] * 12, monkeypatch=monkeypatch)
    shown = [s for s in screens(capsys.readouterr().out) if s[0].endswith("to decide ===")]
    assert len(shown) >= 5
    for screen in shown:
        # the header: one line naming the game and the deciding seat
        assert re.match(r"=== \S.* - P0 \(human\) to decide ===$", screen[0]), screen[0]
        # what is asked (one line ending in ':'), then the numbered choices
        asked = max(i for i, line in enumerate(screen) if re.match(r"\S.*:$", line)
                    and not line.startswith(" "))
        assert re.match(r"\s+(1\. \S|\S.*:$)", screen[asked + 1]), screen[asked:asked + 2]
        assert 1 < asked  # the table comes between the header and the question
    table = Table(Game(rules_of(game), 3), [None, None, None][:rules_of(game).num_players],
                  ["human"] * rules_of(game).num_players)
    header, drawn, hand = table.screen(0)
    assert "\n" not in header and drawn.strip()
    if game in SCREEN_GAMES:
        assert hand.startswith("your "), hand  # the seat's own hand, named as its own


@pytest.mark.parametrize("game", tabletop.list_games())
def test_choices_read_as_words_and_either_form_is_taken(game):
    rules = rules_of(game)
    state = Game(rules, 5).state
    actions = state.legal_actions()
    menu = Menu(actions)
    for action, text in zip(actions, menu.texts):
        assert text == words(action) or text == str(action)
        assert menu.find(text) is action and menu.find(str(action)) is action
    assert words(rules.action_space[0]) == " ".join(
        re.sub(r"[:(),]", " ", str(rules.action_space[0])).split())


def test_tokaido_takes_a_die_by_words(monkeypatch, capsys):
    table = play_typing("tokaido_duo", ["die pilgrim"], monkeypatch=monkeypatch)
    assert "die:pilgrim" in [str(a) for a in table.game.state.history]
    assert "    1. die pilgrim  - " in capsys.readouterr().out


def test_tokaido_shows_a_map_and_says_what_is_hidden():
    rules = rules_of("tokaido_duo")
    game = Game(rules, 3)
    head, table, hand = Table(game, [None, None], ["human", "human"]).screen(0)
    record = game.state.record
    assert "nothing is hidden" not in head + table + hand
    assert "face down (unknown to both)" in hand
    road = [line for line in table.splitlines() if re.match(r"  \d\d\S", line)]
    assert len(road) == 2 and sum(len(line.split()) for line in road) == len(rules.layout.spaces)
    for seat, space in enumerate(record.positions("pilgrim")):  # each pilgrim on its stop
        assert re.search(rf"\b{space[1:]}\S*{seat}", " ".join(road)), (seat, space)
    for zone in rules.layout.symbols:  # every zone with its neighbours
        ahead = " ".join(sorted(rules.layout.zones.neighbors(zone)))
        assert re.search(rf"{zone} \w+( \[\d+\])?: {ahead}\b", table), zone
    merchant = record.positions("merchant")[0]
    assert re.search(rf"{merchant} \(draws \d\) \[0\]: ", table)


def test_save_the_world_screens_stay_under_40_lines(monkeypatch, capsys):
    play_typing("save_the_world", ["1"] * 60, monkeypatch=monkeypatch)
    shown = screens(capsys.readouterr().out)
    assert len(shown) > 20
    assert max(len(s) for s in shown) <= 40, max(shown, key=len)


def phase1_with_swaps(rules):
    """A seeded state of a person's phase 1 offering row swaps, found by random play."""
    rng = np.random.default_rng(7)
    for seed in range(40):
        game = Game(rules, seed)
        for _ in range(400):
            if game.is_over:
                break
            legal = game.legal_actions()
            if game.current_player == 0 and sum(str(a).startswith("swap") for a in legal) >= 8:
                return game
            game.apply(legal[int(rng.integers(len(legal)))])
    raise AssertionError("no phase 1 with 8 swaps in 40 random games")


def test_a_long_menu_folds_and_its_first_words_list_a_group(monkeypatch, capsys):
    rules = rules_of("save_the_world")
    game = phase1_with_swaps(rules)
    legal = game.legal_actions()
    assert len(legal) > LONG
    table = Table(game, [None] * 3, ["human"] * 3)
    table._show(0)
    shown = capsys.readouterr().out.splitlines()
    asked = next(i for i, line in enumerate(shown) if line.startswith("P0, phase 1"))
    menu = shown[asked + 1:]
    assert any(line.startswith("  swap ... for slot ...") for line in menu)
    assert len(menu) < len(legal)
    # every swap's number stands in the grid
    grid = " ".join(menu)
    for n, action in enumerate(legal, 1):
        if str(action).startswith("swap"):
            assert re.search(rf"\b{n}\b", grid)
    # the two-step pick: the first words list the group with meanings, then a number picks
    card = next(str(a).split()[1] for a in legal if str(a).startswith("swap"))
    assert table._read(f"swap {card}") is None
    listed = capsys.readouterr().out.splitlines()
    assert listed[0].startswith(f"4 choices begin with 'swap {card}'")
    assert all(re.match(rf"\s+\d+\. swap {card} for slot \d  - give your", line)
               for line in listed[1:5])


def test_several_placements_typed_at_once_are_separate_decisions(monkeypatch, capsys):
    opening = ["1", "1", "1"]  # start city, initial split, die: then 8 spread tokens to place
    one_by_one = play_typing("save_the_world", opening + ["1"] * 8, monkeypatch=monkeypatch)
    capsys.readouterr()
    history = [str(a) for a in one_by_one.game.state.history]
    cells = [h.split()[1] for h in history if h.startswith("place")][:8]
    assert len(cells) == 8
    at_once = play_typing("save_the_world", opening + ["place " + " ".join(cells)],
                          monkeypatch=monkeypatch)
    out = capsys.readouterr().out
    assert [str(a) for a in at_once.game.state.history] == history  # the same decisions
    assert out.count("spread token 1 of 8") == 1  # one screen for eight decisions
    assert "spread token 2 of 8" not in out


def test_a_transport_card_not_offered_says_why():
    rules = rules_of("save_the_world")
    rng = np.random.default_rng(11)
    for seed in range(60):
        game = Game(rules, seed)
        for _ in range(300):
            if game.is_over:
                break
            record = game.state.record
            legal = game.legal_actions()
            seat = game.current_player
            if seat >= 0 and str(record.phase).endswith("PHASE1_ACTION"):
                playable = {a.kind for a in legal if type(a).__name__ in ("Walk", "Fly")}
                missing = [k for k in range(10) if record.hands[seat][k] and k not in playable]
                if missing:
                    hand = Table(game, [None] * 3, ["human"] * 3).screen(seat)[2]
                    notes = [line for line in hand.splitlines() if "not offered" in line]
                    assert len(notes) == len(missing), hand
                    for kind, note in zip(missing, notes):  # the card, and the rule why
                        assert note.startswith(f"  not offered: {rules.card_names[kind]} - ")
                        assert re.search(r"\(SW-6\.[127]\)$", note), note
                    return
            game.apply(legal[int(rng.integers(len(legal)))])
    raise AssertionError("no transport card was ever held and not offered")


def test_folding_a_menu_of_two_differing_words_draws_a_grid():
    @attrs.frozen
    class Text(Action):
        text: str

        def __str__(self) -> str:
            return self.text

    actions = [Text(f"swap {card} for slot {slot}") for card in ("fire", "storm", "boat")
               for slot in range(4)] + [Text("end phase")]
    lines = Menu(actions).lines(lambda a: "", 100)
    assert lines[0] == "  swap ... for slot ...  (row, then column):"
    assert lines[1].split() == ["0", "1", "2", "3"]
    assert lines[2].split() == ["fire", "1", "2", "3", "4"]
    assert lines[4].split() == ["boat", "9", "10", "11", "12"]
    assert lines[5] == "   13. end phase"
