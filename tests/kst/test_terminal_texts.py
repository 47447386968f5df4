"""What a person reads in terminal play of KST: effects in words, one naming of cards, the
die numbers of line cards, summoning explained, the deal told as the deal, turns numbered
from 1, and a well-formed action of the wrong kind refused with its rule."""

import builtins
import random
import re

import pytest
from kst_scenarios import entry, play, rules_for, turn

from tabletop.engine import Game, IllegalActionError
from tabletop.games.kst import Rules
from tabletop.games.kst.bots import KstHeuristicBot
from tabletop.games.kst.glossary import card_text
from tabletop.games.kst.legal import why_not_play
from tabletop.terminal import Table

NOTATION = re.compile(r"(?<!roll of )\b[1-6]: (gain|steal|drain|draw|attack|resurrect)|"
                      r"passive:|\b[a-z_]+\([a-z]|host_double|extra_rolls")
"""The card file's notation: ``2: gain 1``, ``passive: walls``, ``attack(first)``."""


def some_game(rules, seed):
    """Every (before, action, after) of one random game."""
    rnd = random.Random(seed)
    state = rules.initial_state()
    while not state.is_terminal:
        outcomes = state.chance_outcomes()
        action = (rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
                  if outcomes else rnd.choice(state.legal_actions()))
        before = state.record
        legal = state.legal_actions()
        state.apply(action)
        yield before, action, state.record, legal


def test_effects_are_told_in_words():
    """KST-19, KST-20: no card text, gloss or narration shows the card file's notation."""
    rules = Rules(players=4)
    for card in rules.cards.cards:
        assert not NOTATION.search(card_text(rules, card)), card.id
    state = turn(rules_for("SR", draws_per_turn=0), 0,
                 hands={0: ("rybar", "krystal", "krystal", "stopar")}, lines={0: ("runa",)})
    gloss = {str(a): state.rules.gloss(state.record, a) for a in state.legal_actions()}
    assert gloss["lay(rybar)"] == (
        "Rybář (Fisherman): a first-world card; on a roll of 2: gain 1 point")
    assert "doubles its host's die abilities" in gloss["summon(duhovy_kamen)"]
    assert "attack an opponent's first-world card" in gloss["summon(nosorozec)"]
    for before, action, after, _ in some_game(rules, seed=4):
        told = [rules.gloss(before, action), rules.asks(before),
                *rules.narrate(before, action, after, 0)]
        for line in told:
            assert not NOTATION.search(line), line


def test_one_naming_of_cards_everywhere():
    """The hand and the special deck name a card as the log does, with the id one types."""
    rules = rules_for("SR", draws_per_turn=1)
    state = turn(rules, 0, hands={0: ("hornik",)}, prisons=((), (1,)))
    before = state.record
    play(state, "draw(rybar)")
    (told,) = rules.narrate(before, rules.parse_action("draw(rybar)"), state.record, 0)
    assert told == "chance: P0 draws Rybář (Fisherman)"
    mine = str(state.observation(0))
    assert "hand Rybář (Fisherman) [rybar], Horník (Miner) [hornik]" in mine
    assert "special deck: Drak (Dragon) [drak] x2" in mine
    assert "prison: Lučištník (Archer)" in mine
    assert rules.gloss(state.record, rules.parse_action("lay(rybar)")).startswith(
        "Rybář (Fisherman): ")


def test_line_cards_show_their_die_numbers():
    """KST-5.2: each line card shows the numbers it acts on (an Afterlife card its new ones,
    an attachment its own)."""
    rules = rules_for("SR")
    obr, kept = entry(rules, "obr", 2), entry(rules, "lucistnik", 1, True)
    stopar = entry(rules, "stopar", 0, False, "nosorozec")
    state = turn(rules, 0, lines={0: (obr, kept, stopar), 1: ("karavana:3",)})
    text = str(state)
    assert "0 Obr (Giant) on 2,3, 2 points" in text
    assert "1 Lučištník (Archer) on 5, 1 point, kept" in text
    assert "2 Stopař (Tracker) on 4 +Nosorožec (Rhinoceros) on 4" in text
    assert "0 Karavana (Caravan), 3 points" in text


def test_summoning_is_explained_where_offered_and_in_the_guide():
    """KST-12: the gloss of summon(...) says what is discarded, where the card comes from
    and what it costs; the guide explains summoning."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("svitek", "svitek", "svitek")})
    gloss = rules.gloss(state.record, rules.parse_action("summon(drak)"))
    assert gloss.startswith("Drak (Dragon): summon: discard 3 × Svitek (Scroll) from your "
                            "hand")
    assert "special deck into your line with 2 points from your pool" in gloss
    guide = rules.guide()
    assert "Summon:" in guide and "recipe" in guide and "[id] is what you type" in guide


def test_the_deal_is_told_as_the_deal_and_turns_count_from_one():
    """KST-1.5: one deal line per seat, no turn begins before the start roll; KST-1.6,
    KST-17.7: the first turn of the game is turn 1, then 2, and each says which of its
    seat's own turns it is (KST-2.1)."""
    rules = Rules(players=2, teams=["sapphire", "ruby"], start_player=1)
    state = rules.initial_state()
    told = []
    for text in ("draw(rybar)", "draw(hornik)", "draw(mor)", "draw(mag)",
                 "draw(svitek)", "draw(svitek)", "draw(krystal)", "draw(runa)",
                 "draw(obchod)", "draw(zrada)"):
        before = state.record
        play(state, text)
        told += rules.narrate(before, rules.parse_action(text), state.record, 0)
    assert told == [
        "deal: P0 (Sapphire) gets 4 cards: Rybář (Fisherman), Mág (Mage), Mor (Plague) "
        "in hand; Horník (Miner), a Ruby card, shown and put in P0's Prison (KST-3.1)",
        "deal: P1 (Ruby) gets 4 cards: 3 in hand; Runa (Rune), a Sapphire card, shown and "
        "put in P1's Prison (KST-3.1)",
        "turn 1: P1 (Ruby) begins its 1st turn",
        "chance: P1 draws a card", "chance: P1 draws a card"]
    header = str(state.observation(1)).splitlines()[1]
    assert header.startswith("KST · turn 1 (P1's 1st), P1 active")
    told = []
    for text in ("end_plays", "die(5)"):
        before = state.record
        play(state, text)
        told += rules.narrate(before, rules.parse_action(text), state.record, 0)
    assert told[-1] == "turn 2: P0 (Sapphire) begins your 1st turn"
    for text in ("draw(rybar)", "draw(hornik)", "end_plays", "die(5)"):
        before = state.record
        play(state, text)
        told.append(rules.narrate(before, rules.parse_action(text), state.record, 0)[-1])
    assert told[-1] == "turn 3: P1 (Ruby) begins its 2nd turn"


def test_a_card_action_of_the_wrong_kind_reads_back_and_is_refused_with_its_rule():
    """KST-4.2: lay(krystal) parses, is never legal, and is refused naming the rule; the
    actions that were there before keep their indices."""
    rules = Rules(players=4)
    table = rules.actions
    lay = rules.parse_action("lay(krystal)")
    assert lay in table.misplaced and str(lay) == "lay(krystal)"
    assert rules.action_space[-len(table.misplaced):] == table.misplaced
    assert rules.action_index(rules.parse_action("lay(rybar)")) == 0
    state = turn(rules_for("SR", draws_per_turn=0), 0, hands={0: ("krystal",)})
    before = state.record
    with pytest.raises(IllegalActionError) as refused:
        state.apply(lay)
    assert refused.value.rule is not None and state.record == before
    why = why_not_play(state.rules, state.record, lay)
    assert why == ("KST-4.2: Krystal (Crystal) is an action card: it is played with "
                   "play_action(krystal)")
    for text, rule in (("play_action(rybar)", "KST-4.2"), ("lay(drak)", "KST-4.2"),
                       ("sell(drak)", "KST-8.1"), ("summon(hornik)", "KST-4.2")):
        assert why_not_play(state.rules, state.record, rules.parse_action(text)).startswith(
            rule)
    for _, _, _, legal in some_game(rules, seed=5):
        assert not set(legal) & set(table.misplaced)


def test_the_play_phase_explains_a_card_of_the_wrong_kind():
    """KST-4.2: the refusal of lay(krystal) says how the card is played."""
    rules = Rules(players=2, teams=["sapphire", "ruby"], start_player=0, starting_hand=0,
                      draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("krystal", "rybar")})
    with pytest.raises(IllegalActionError, match=r"^KST-4.2: Krystal \(Crystal\) is an action "
                       r"card: it is played with play_action\(krystal\)$") as refused:
        state.apply(rules.parse_action("lay(krystal)"))
    assert refused.value.rule == "KST-4.2"
    with pytest.raises(IllegalActionError, match=r"^KST-4.2: Mág \(Mage\) is not in P0's hand"):
        state.apply(rules.parse_action("lay(mag)"))
    # a main card is never summoned: only special cards have recipes (KST-12.1)
    with pytest.raises(IllegalActionError, match=r"^KST-4.2: Rybář \(Fisherman\) is a card "
                       r"laid into the line: it is played with lay\(rybar\)$"):
        state.apply(rules.parse_action("summon(rybar)"))


def test_every_question_names_its_rule():
    """Each pending decision or chance event is asked in one line citing its rule."""
    rules = Rules(players=3)
    for before, _, _, _ in some_game(rules, seed=6):
        assert re.search(r"\(KST-[0-9.]+\)$", rules.asks(before)), rules.asks(before)


def test_the_first_screen_a_person_reads(monkeypatch, capsys):
    """A person at the table: the deal told per seat, turn 1 named, the hand with ids."""
    answers = iter(["quit"])
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(answers))
    rules = Rules(players=2)
    Table(Game(rules, 3), [None, KstHeuristicBot(seed=0)], ["human", "heuristic"]).run()
    screen = capsys.readouterr().out
    assert screen.count("deal: P") == 2 and "begins a turn" not in screen
    assert "turn 1: P" in screen
    assert re.search(r"hand [^\n]*\(\w[^)]*\) \[[a-z_]+\]", screen)


def test_a_roll_names_the_cards_that_act():
    """KST-5.2: the die's line names the active line's cards with that number, an attachment
    too, and never a Caravan."""
    rules = rules_for("SR", draws_per_turn=0)
    stopar = entry(rules, "stopar", 0, False, "nosorozec")
    state = turn(rules, 0, lines={0: ("saman:1", stopar, "karavana:2")})
    play(state, "roll_all")
    before = state.record
    die = rules.parse_action("die(4)")
    told = rules.narrate(before, die, rules.next_record(before, die), 0)
    assert told[0] == ("chance: P0 rolls a 4: Šaman (Shaman), Stopař (Tracker), "
                       "Nosorožec (Rhinoceros) act")
    die = rules.parse_action("die(2)")
    told = rules.narrate(before, die, rules.next_record(before, die), 0)
    assert told[0] == "chance: P0 rolls a 2: no card acts on 2"


def told(state, *texts):
    """The narration, for seat 0, of applying each action text in turn to ``state``."""
    rules, lines = state.rules, []
    for text in texts:
        before, action = state.record, state.rules.parse_action(text)
        state.apply(action)
        lines += rules.narrate(before, action, state.record, 0)
    return lines


def test_an_attack_tells_where_the_card_went():
    """KST-9.5, KST-9.7: a removed card's line says where it went: the Graveyard (its points
    to the bank, told after), the attacker's Prison, the special deck."""
    rules = rules_for("SR", draws_per_turn=0)
    table = {"hands": {1: ("beranidlo", "prepadeni", "beranidlo")},
             "lines": {0: ("mag:1", "rybar", "nosorozec")}}
    assert told(turn(rules, 1, **table), "play_action(beranidlo)", "target(0, 0)")[-2:] == [
        "P0's Mág (Mage) leaves the line, to the Graveyard (KST-9.5)", "bank 60->61"]
    assert told(turn(rules, 1, **table), "play_action(prepadeni)")[-1] == (
        "P0's Rybář (Fisherman) leaves the line, to P1's Prison (KST-9.5)")
    assert told(turn(rules, 1, **table), "play_action(beranidlo)", "target(0, 2)")[-1] == (
        "P0's Nosorožec (Rhinoceros) leaves the line, back to the special deck (KST-9.5)")


def test_an_attack_with_no_target_says_it_does_nothing():
    """KST-9.1: with no legal target the attack does nothing, and its line says so; a played
    attack that has a target says nothing of the kind."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("prepadeni", "lupici", "beranidlo")}, lines={1: ("mag:1",)})
    assert told(state, "play_action(prepadeni)") == [
        "P0 plays Přepadení (Ambush): attack an opponent's first-world card; no card to "
        "attack, it does nothing (KST-9.1)"]
    assert "does nothing" not in told(state, "play_action(beranidlo)")[0]


def test_pools_and_bank_are_told_only_when_they_change():
    """KST-4.2: a second-world card's cost moves a point from the pool onto the card; the
    bank, unchanged, is not named."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("mag", "mag")})
    assert told(state, "lay(mag)") == [
        "P0 lays Mág (Mage), 1 point from the pool on it", "pools: P0 6->5"]
