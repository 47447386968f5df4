"""Terminal play of Tokaido Duo: what a decision asks, what each choice means (gloss), what
happened (narration, forced decisions and chance included), the guide and the end screen;
a whole short game through ``tabletop.terminal.Table``; and actions compared by value, so an
equal action built anew or copied behaves as the listed one."""

import builtins
import copy
import itertools
import pathlib
import random
import re

import attrs
import pytest
from tokaido_helpers import act, items, position, roll, setup

from tabletop.bots import make_bot
from tabletop.engine import CHANCE, TERMINAL, Game
from tabletop.games.tokaido_duo import Rules, glossary, narration
from tabletop.games.tokaido_duo.actions import Choice
from tabletop.games.tokaido_duo.board import DEFAULT_BOARD
from tabletop.games.tokaido_duo.legal import MOVE_RULES
from tabletop.terminal import Table

DOCS = pathlib.Path(__file__).parents[2] / "docs" / "games" / "tokaido_duo.md"


def step(state, text):
    """The record before, the action, and the record after applying ``text``."""
    before = state.record
    action = state.rules.parse_action(text)
    state.apply(action)
    return before, action, state.record


def glosses(state):
    return {str(a): state.rules.gloss(state.record, a) for a in state.legal_actions()}


# -- a die choice, a move to a named space, a purchase, an automatic step ----------------------
def test_a_die_choice_shows_the_value_and_where_it_leads():
    state = roll(setup(), 4, 2, 3)
    rules = state.rules
    assert rules.asks(state.record) == (
        "P0 takes a die (pick 1 of 3, the active player's) and moves its own figure of its "
        "character by its value (TD-2.3)")
    assert glosses(state) == {
        "die:pilgrim": "the pilgrim die shows 4: your pilgrim on P00 moves to P04, garden: "
                       "may mark the garden track, 1 -> 2 (TD-8.1)",
        "die:merchant": "the merchant die shows 2: your merchant on M1 may stop on M3, M5, "
                        "P06, P15, P23",
        "die:painter": "the painter die shows 3: your painter on Z6 may stop on Z1, Z2, Z3, "
                       "Z4, Z5, Z7, Z8"}
    before, action, after = step(state, "die:pilgrim")
    assert rules.narrate(before, action, after, 0) == [
        "P0 takes the pilgrim die (4)",
        "P0's pilgrim moves 4 from P00 to P04, garden (the only destination, TD-3.5)"]


def test_a_die_without_a_full_move_says_so(tmp_path):
    board = tmp_path / "long_routes.toml"  # no simple path of 8 trade routes exists
    text = (DEFAULT_BOARD.read_text()
            .replace("merchant = [1, 2, 3, 4, 5, 6]", "merchant = [8]"))
    board.write_text(text)
    state = roll(setup(board=str(board)), 4, 8, 3)
    assert glosses(state)["die:merchant"] == (
        "the merchant die shows 8: your merchant on M1 has no full move and stays, the die is "
        "used up (TD-3.3)")
    before, action, after = step(state, "die:merchant")
    assert state.rules.narrate(before, action, after, 0) == [
        "P0 takes the merchant die (8)",
        "P0's merchant has no full move of 8: it stays on M1 and the die is used up (TD-3.3)"]


def test_a_move_names_the_kind_of_place_and_what_happens_there():
    state = act(roll(setup(), 4, 2, 3), "die:merchant")
    rules = state.rules
    assert rules.asks(state.record) == ("P0's merchant moves 2 from M1, mountain town: choose "
                                        "where it stops (TD-5.4)")
    assert glosses(state) == {
        "to:M3": "M3, mountain town: may draw 3 items; you hold 0 of 5 (TD-13.1)",
        "to:M5": "M5, mountain town: may draw 1 item; you hold 0 of 5 (TD-13.1)",
        "to:P06": "P06, coastal town C2: buys porcelain 3, sake 3, silk 4: none of your "
                  "items (TD-7.3)",
        "to:P15": "P15, coastal town C4: buys porcelain 3, silk 3: none of your items (TD-7.3)",
        "to:P23": "P23, coastal town C6: buys incense 4, tea 2: none of your items (TD-7.3)"}
    before, action, after = step(state, "to:P06")
    assert rules.narrate(before, action, after, 0) == [
        "P0's merchant moves 2 from M1 to P06, coastal town C2 - nothing to gain there (TD-7.3)"]


def test_a_purchase_tells_the_prices_the_coins_and_the_plate():
    state = position(setup(), players={0: {"items": items(Rules(), silk=1, tea=2), "coins": 8}})
    state = act(roll(state, 4, 1, 3), "die:merchant", "to:P02")
    rules = state.rules
    assert rules.asks(state.record) == ("P0's merchant stands on P02, coastal town C1: sell items "
                                        "the stall buys or decline (TD-14.1)")
    shown = glosses(state)
    assert shown["sell:tea=1"] == "+2 coins (1 tea x 2): 8 -> 10 coins"
    assert shown["sell:silk=1,tea=2"] == ("+8 coins (1 silk x 4 + 2 tea x 2): 8 -> 6 coins after "
                                          "buying 1 gold plate (merchant score 3, TD-10.1)")
    assert shown["decline"] == "sells nothing (TD-7.2)"
    before, action, after = step(state, "sell:silk=1,tea=2")
    assert rules.narrate(before, action, after, 0) == [
        "P0's merchant sells 1 silk, 2 tea at P02, coastal town C1 for 8 coins (TD-14.1)",
        "P0 pays 10 coins for 1 gold plate, 1 of 5: merchant score 3, 6 coins left (TD-10.1)"]


def test_chance_and_forced_steps_are_told_with_the_seat():
    state = roll(setup(), 4, 2, 3)
    rules = state.rules
    act(state, "die:pilgrim", "decline", "die:painter", "to:Z1", "decline")
    assert str(state.phase) == "move"  # P0's last die was taken for him
    *_, (before, action, after) = state.transitions(0)
    assert rules.narrate(before, action, after, 0) == [
        "P1 declines: neither paints nor gifts (TD-7.2)",
        "P0 takes the merchant die (2) (the last die, TD-2.5)"]
    before, action, after = step(state, "to:M3")
    before, action, after = step(state, "draw")
    assert rules.narrate(before, action, after, 1) == [
        "P0's merchant draws 3 items at M3, mountain town (TD-13.1)"]
    before, action, after = step(state, "draw:tea")
    assert rules.narrate(before, action, after, 0) == [
        "P0's merchant draws tea from the bag (TD-13.1)"]
    act(state, "draw:tea")
    before, action, after = step(state, "draw:silk")
    assert rules.narrate(before, action, after, 0) == [
        "P0's merchant draws silk from the bag (TD-13.1)",
        "round 2: P1 is active and rolls the three dice (TD-2.1, TD-2.2)"]
    before, action, after = step(state, "roll:5")
    assert rules.narrate(before, action, after, 0) == ["P1 rolls the pilgrim die: 5 (TD-2.2)"]


def test_a_hot_springs_repeat_is_told_with_its_forced_move_and_the_token_returned():
    state = act(roll(position(setup(), spring_holder=0, spring_taken=0), 4, 2, 3),
                "die:pilgrim", "decline")
    rules = state.rules
    assert rules.asks(state.record) == (
        "P0 holds the hot springs token: repeat the pilgrim's move of 4, or keep the token "
        "for a later die turn (TD-12.3)")
    assert glosses(state)["repeat"] == ("move your pilgrim 4 again; the token then returns to "
                                        "the board (TD-12.4)")
    before, action, after = step(state, "repeat")
    assert rules.narrate(before, action, after, 0) == [
        "P0 uses the hot springs token to repeat the move (TD-12.4)",
        "P0's pilgrim moves 4 again (hot springs repeat) from P04 to P08, temple (the only "
        "destination, TD-3.5)"]
    before, action, after = step(state, "decline")
    assert rules.narrate(before, action, after, 0) == [
        "P0 declines: leaves the temple marker where it is (TD-7.2)",
        "P0 returns the hot springs token to the board after the repeat (TD-12.4)"]


def test_nothing_is_hidden_so_both_seats_are_told_the_same():
    state = act(roll(setup(), 4, 2, 3), "die:painter", "to:Z3", "paint")
    before, action, after = step(state, "flip:moon")
    rules = state.rules
    assert rules.narrate(before, action, after, 0) == rules.narrate(before, action, after, 1) \
        == ["P0's painter turns over a painting: moon (TD-15.3)"]


def test_the_outcome_breaks_every_score_down():
    state = position(setup(), phase="end", players={
        0: {"temple": 2, "garden": 1, "plates": 2, "gifted": 3, "coins": 4},
        1: {"temple": 4, "plates": 1, "coins": 9}})
    assert state.rules.report(state.record) == "\n".join([
        "winner: P0 (higher total; equal totals go to more coins, TD-17.2)",
        "P0: 16 points = pilgrim 6 (temple 3 x garden 2) + merchant 7 (2 gold plates) + "
        "painter 3 (3 gifts); 4 coins",
        "P1: 8 points = pilgrim 5 (temple 5 x garden 1) + merchant 3 (1 gold plate) + "
        "painter 0 (0 gifts); 9 coins"])


def test_the_guide_and_every_code_in_the_texts_are_explained_on_the_docs_page():
    guide = Rules().guide()
    assert guide.startswith("Tokaido Duo: two players") and "Legend: P00-P25" in guide
    source = "".join(pathlib.Path(m.__file__).read_text() for m in (glossary, narration))
    codes = set(re.findall(r"\b(TD-\d+(?:\.\d+)?|A\d+)\b", source + guide))
    codes |= {phase.rule for phase in Rules.phases.values()} | set(MOVE_RULES.values())
    table = DOCS.read_text().split("## Codes on the screen")[1]
    missing = sorted(c for c in codes if f"| `{c}` |" not in table)
    assert codes and not missing


# -- a whole game in the terminal ----------------------------------------------------------------
def test_a_whole_game_is_followable(monkeypatch, capsys):
    rules = Rules(start_player=0, max_rounds=4)
    answers = itertools.chain(["help", "board"], itertools.repeat("1"))
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    table = Table(Game(rules, seed=3), [None, make_bot("heuristic", rules, 1)],
                  ["human", "heuristic"])
    table.run()
    screen = capsys.readouterr().out
    assert table.game.is_over
    assert "Record(" not in screen and "Rules(" not in screen  # no dump of a record
    assert "Tokaido Duo: two players" in screen and "Legend: P00-P25" in screen
    assert ("P0 takes a die (pick 1 of 3, the active player's) and moves its own figure of "
            "its character by its value (TD-2.3):") in screen
    assert re.search(r"1\. die pilgrim  - the pilgrim die shows \d: your pilgrim on P", screen)
    state = table.game.state
    told = [line for before, action, after in state.transitions(0)
            for line in rules.narrate(before, action, after, 0)]
    assert any(line.startswith("P1 rolls the pilgrim die") for line in told)
    assert any(line.startswith("P0 takes the ") for line in told)
    assert all(re.match(r"(P[01][ ']|setup: |round \d+: P[01] |the game is over)", line)
               for line in told)
    assert all(line in screen for line in told)
    assert "=== game over ===" in screen and "the game is over - " in screen
    assert re.search(r"P0: \d+ points = pilgrim \d+ \(temple \d x garden \d\) \+ merchant", screen)
    assert "scores: P0" in screen


# -- actions compared by value ---------------------------------------------------------------------
def decisions(rules, seeds):
    """The first record of random games where each (phase, action) is legal."""
    found = {}
    for seed in seeds:
        rng = random.Random(seed)
        r = rules.initial_record()
        while rules.current_player(r) != TERMINAL:
            if rules.current_player(r) == CHANCE:
                outcomes = rules.chance_outcomes(r)
                action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                legal = rules.legal_actions(r)
                for a in legal:
                    if isinstance(a, Choice) or str(r.phase) in ("beach", "sell"):
                        found.setdefault((str(r.phase), str(a).split(":")[0]), (r, a))
                action = rng.choice(legal)
            r = rules.next_record(r, action)
    return found


EXPECTED = {("temple", "mark"), ("temple", "decline"), ("garden", "mark"), ("garden", "decline"),
            ("coast_income", "collect"), ("coast_income", "decline"), ("beach", "take"),
            ("beach", "decline"), ("hot_springs", "take"), ("hot_springs", "decline"),
            ("mountain", "draw"), ("mountain", "decline"), ("sell", "sell"), ("sell", "decline"),
            ("painter_action", "paint"), ("painter_action", "gift"),
            ("painter_action", "paint_gift"), ("painter_action", "decline"),
            ("hot_springs_repeat", "repeat"), ("hot_springs_repeat", "keep_token")}


@pytest.mark.parametrize("options", [{}, {"hot_springs_mode": "last_die_start"}])
def test_an_equal_action_decides_as_the_listed_one(options):
    rules = Rules(**options)
    found = decisions(rules, range(40))
    assert EXPECTED <= set(found)
    for (phase, _), (r, listed) in sorted(found.items(), key=lambda kv: kv[0]):
        expected = rules.next_record(r, listed)
        for equal in (copy.deepcopy(listed), attrs.evolve(listed)):
            assert equal is not listed and equal == listed
            assert rules.next_record(r, equal) == expected, (phase, str(listed))
            state = rules.state_from_record(r)
            state.apply(equal)
            assert state.record == expected
