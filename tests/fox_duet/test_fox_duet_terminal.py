"""Terminal play: the narration of tricks, tracker moves, gems, forest tokens and forced
plays, word for word; what a choice means (``gloss``); hidden cards never named; a whole
game through ``tabletop.terminal.Table`` with scripted input; the SVG picture."""

import builtins
import itertools
import re
import xml.etree.ElementTree as ET

from fd_scenarios import cards, position, with_path

from tabletop.bots import RandomBot
from tabletop.engine import Game
from tabletop.games.fox_duet import Rules, render_svg
from tabletop.games.fox_duet.actions import COVER, PLAY
from tabletop.games.fox_duet.state import Phase
from tabletop.terminal import Table
from tabletop.testing import position as position_of


def told(state, *texts, viewer=0):
    """The narration lines of applying each action text to ``state``, as ``viewer``."""
    lines = []
    for text in texts:
        before = state.record
        action = state.rules.parse_action(text)
        state.apply(action)
        lines += state.rules.narrate(before, action, state.record, viewer)
    return lines


def test_a_trick_won_moves_the_tracker_and_collects_a_gem():
    # FD-4.2: the higher rose wins; FD-5.2: 2 + 1 footprints toward P0; FD-6.1: -3 has a gem
    state = position(hands=("R8 D2", "R4 S2"), decree="S6", leader=0)
    assert told(state, "play R8", "play R4") == [
        "P0 leads R8 (8 of roses)",
        "P1 follows with R4 (4 of roses)",
        "P0 wins trick 1 with R8: the higher of the roses (FD-4.2), and leads the next trick",
        "P0's trick moves the tracker -3: 0 -> -3 (footprints R8 2 + R4 1 toward P0, FD-5.2)",
        "P0 collects a gem on -3 (none left there, 11 on the board; FD-6.1)",
    ]


def test_a_trump_win_and_a_move_onto_an_empty_space():
    # P1 holds no doves (FD-3.5) and trumps with S2 (FD-4.2): 3 + 3 footprints toward P1
    state = position(hands=("D2 R8", "S2 R4"), decree="S6", leader=0)
    assert told(state, "play D2", "play S2")[1:] == [
        "P1 plays S2 (2 of stars) (holds no doves, FD-3.5)",
        "P1 wins trick 1 with S2: stars are trumps (FD-4.2), and leads the next trick",
        "P1's trick moves the tracker +6: 0 -> +6 (footprints D2 3 + S2 3 toward P1, FD-5.2)",
        "P1 collects a gem on +6 (1 left there, 11 on the board; FD-6.1)",
    ]


def test_a_forced_play_by_the_second_seat_names_it():
    # auto_forced: P1's only rose is played at once and told as the only choice
    state = position(hands=("R8 D2", "R4 S2"), decree="S6", leader=0, auto_forced=True)
    lines = told(state, "play R8")
    assert lines[:2] == ["P0 leads R8 (8 of roses)",
                         "P1 follows with R4 (4 of roses) (the only choice)"]
    assert lines[2].startswith("P0 wins trick 1 with R8")


def test_leaving_the_path_is_told_with_the_forest_token_and_the_gem_shift():
    # FD-7: from -7, 3 spaces toward P0 cross E0; a token covers -8 and its gem goes to -7
    state = position(hands=("R8 D2", "R4 S2"), decree="S6", leader=0, tracker=-7)
    assert told(state, "play R8", "play R4")[3:] == [
        "P0's trick moves the tracker -3 from -7, past E0 (P0's end) (footprints R8 2 + R4 1 "
        "toward P0, FD-5.2): it leaves the path and goes back to the start 0 (FD-7.1)",
        "P0's trick: a forest token covers -8 at E0, 3 left in the supply (FD-7.3)",
        "P0's trick: 1 gem on covered -8 moves to -7 (FD-7.4)",
    ]


def test_a_chosen_move_names_the_effect_and_the_winner():
    # FD-13.2: a Musician lets the winner move either way; FD-5.3: the winner decides
    state = position(hands=("D6 R8", "D1 S2"), decree="S6", leader=0)
    told(state, "play D6", "play D1")
    assert state.phase == Phase.MOVE_CHOICE
    assert state.rules.asks(state.record) == (
        "P0 won the trick and chooses the tracker's move (FD-5.3): the Musician D1 allows "
        "either direction (FD-13.2)")
    assert told(state, "move +2") == [
        "P0 chooses move +2",
        "P0's trick moves the tracker +2: 0 -> +2 (chosen by P0, FD-5.3); no gem there"]


def test_asks_and_gloss_of_a_follow():
    state = position(hands=("R8 D2", "R4 S2"), decree="S6", leader=0)
    state.apply(PLAY[cards("R8")[0].index])
    rules, r = state.rules, state.record
    assert rules.asks(r) == (
        "P1 follows the trick led by P0's R8 (8 of roses): a card of roses if you hold one, "
        "else any card (FD-3.5); trumps: stars (decree S6)")
    assert rules.gloss(r, rules.parse_action("play R4")) == (
        "follows, loses; tracker to -3 (1 gem): collects a gem; 1 footprint")


def test_gloss_of_cover_e0_and_of_the_foxes_target():
    state = position(hands=("R8 D2", "R4 S2"), decree="S6", leader=0, tracker=3)
    r = position_of(state, phase=Phase.FOREST_END, actor=0).record
    assert state.rules.gloss(r, COVER[0]) == (
        "a forest token covers -8, the outermost space of E0 (P0's end); its gem moves to -7")
    target = position_of(state, phase=Phase.FOXES_TARGET, actor=0).record
    assert state.rules.gloss(target, state.rules.parse_action("target self")) == (
        "you (P0) may swap a hand card for the decree S6")


def test_the_other_seats_cards_are_never_named():
    rules = Rules()
    game = Game(rules, seed=4)
    while game.state.record.trick_no < 8:  # part of round 1, Gifts and Foxes included
        game.apply(game.legal_actions()[-1])
    for viewer in (0, 1):
        other = 1 - viewer
        lines = [line for b, a, after in game.state.transitions(0)
                 for line in rules.narrate(b, a, after, viewer)]
        assert f"P{other} is dealt a card (1 of 11)" in lines
        dealt = game.state.transitions(0)[21][2].hands[other]
        final = game.state.record
        # still held since the deal and not known to the viewer: never shown
        hidden = {str(c) for c in dealt if c in final.hands[other]} - {
            str(c) for c in final.known[other]}
        assert hidden  # some of the other seat's cards were never shown
        for line in lines:
            if "gives" in line and f"P{viewer}" in line:
                continue  # a Gift: the viewer gave or received that card
            assert not any(re.search(rf"\b{c}\b", line) for c in hidden), line


def test_a_whole_game_is_followable(monkeypatch, capsys):
    rules = Rules(auto_forced=True)
    answers = itertools.chain(["help", "board"], itertools.repeat("1"))
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    table = Table(Game(rules, seed=3), [None, RandomBot(seed=2)], ["human", "random"])
    table.run()
    screen = capsys.readouterr().out
    assert table.game.is_over
    # the guide and its legend
    assert "Goal: collect every gem on the path's locations within 3 rounds" in screen
    assert "cards: suit letter D doves, R roses, S stars" in screen
    assert "as in '1+') marks a '+' location" in screen
    # an explained decision with its choices
    assert "P0 follows the trick led by P1's " in screen or "P0 leads trick " in screen
    assert re.search(r"\n +1\. play [DRS]\d+  - ", screen)
    # narration naming seats: deals, tricks, moves, gems
    assert "P1 is dealt a card (1 of 11)" in screen
    assert re.search(r"\nP[01] wins trick \d+ with [DRS]\d+: ", screen)
    assert re.search(r"\nP[01]'s trick moves the tracker [+-]\d: ", screen)
    assert re.search(r"\nP[01] collects a gem on ", screen)
    for before, action, after in table.game.state.transitions(0):
        for line in rules.narrate(before, action, after, 0):
            assert re.search(r"\bP[01]\b", line), line
    # the end screen
    assert "=== game over ===" in screen and "scores: P0" in screen
    assert re.search(r"\ngems: \d+ collected of \d+ \(12 at setup", screen)
    assert ("\nvictory: every gem collected" in screen or "\ndefeat: " in screen)


def test_render_svg_draws_the_path_and_the_tracker():
    state = with_path(position(hands=("R8 D2", "R4 S2"), decree="S6", leader=0),
                      tracker=2, lo=-7)
    state.apply(PLAY[cards("R8")[0].index])
    svg = render_svg(state)
    assert svg == state.rules.render_svg(state.record) == state._repr_svg_()
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    shapes = [e for e in root.iter() if e.get("class") == "space"]
    assert len(shapes) == 17
    tracker = next(e for e in root.iter(f"{ns}circle") if e.get("id") == "tracker")
    assert tracker.get("cx") == str(50 + 10 * 44 + 22)  # position +2 is the 11th space
    texts = [e.text for e in root.iter(f"{ns}text")]
    assert "forest" in texts and "R8" in texts and "S6" in texts
    assert "P0 hand: 1 card" in texts and "P1 hand: 2 cards" in texts
    assert "D2" not in texts and "R4" not in texts  # hands are not shown
    gems = [e for e in root.iter() if e.get("class") == "gem"]
    assert len(gems) == state.record.path.gems_on_board


def test_the_end_of_a_round_is_told():
    # FD-9.1: a gem on each of the 5 '+' locations; FD-9.2: the dealer covers an end;
    # FD-9.3: the covered gem moves inward; FD-9.5: the other seat deals round 2
    state = position(hands=("R8", "R4"), decree="S6", trick_no=11, leader=0, dealer=0)
    assert told(state, "play R8", "play R4")[2:] == [
        "P0 wins trick 11 with R8: the higher of the roses (FD-4.2), and the round ends",
        "P0's trick moves the tracker -3: 0 -> -3 (footprints R8 2 + R4 1 toward P0, FD-5.2)",
        "P0 collects a gem on -3 (none left there, 11 on the board; FD-6.1)",
        "P0 (dealer) ends round 1: a gem on each '+' location, 5 added, 16 on the board "
        "(FD-9.1)"]
    assert state.rules.asks(state.record) == (
        "P0, the forest chooser, puts the round-end forest token on the outermost uncovered "
        "space of an end, never the tracker's: E0 (-8) or E1 (+8) (FD-9.2)")
    assert told(state, "cover E1") == [
        "P0 covers E1 (P1's end): a forest token on +8, 3 left in the supply (FD-9.2)",
        "P0 (dealer): 1 gem on covered +8 moves to +7 (FD-9.3)",
        "round 2: P1 deals; the tracker stays on -3 (FD-9.4, FD-9.5)"]


def test_a_gift_pick_is_hidden_from_the_partner_until_the_exchange():
    # FD-13.5, section 3.5: P1 sees only that P0 picked; the exchange names both cards
    state = position(hands=("D7 R8 S2", "R4 D2 S3"), decree="S6", leader=0)
    assert told(state, "play D7", "give R8", viewer=1) == [
        "P0 leads D7 (7 of doves)", "P0 picks a card to give"]
    assert state.rules.asks(state.record) == (
        "P1 picks a card to give P0 for P0's Gift D7: P0 has picked a card unseen, then both "
        "change hands at once (FD-13.5)")
    assert told(state, "give S3", viewer=1) == [
        "P1 gives S3 to P0 and receives R8 (Gift, FD-13.5)"]
