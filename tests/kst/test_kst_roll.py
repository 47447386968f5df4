"""The roll (KST-5) and extra rolls (KST-6)."""

import pathlib

from kst_scenarios import draw, entry, ids, legal, play, rules_for, turn

DATA = pathlib.Path(__file__).parent / "data"


def test_a_caravan_in_line_asks_for_the_roll_mode():
    """KST-5.1, E31, A13: with a Caravan the mode is declared; without one, no decision and
    the roll is ``roll_all``."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("karavana:2",)}, hands={0: ("rybar",)})
    play(state, "end_plays")
    assert state.phase == "roll_mode" and legal(state) == ["roll_all", "roll_caravans"]
    state = turn(rules, 0, lines={0: ("rybar",)}, hands={0: ("rybar",)})
    play(state, "end_plays")
    assert state.phase == "die" and not state.record.roll.caravans


def test_roll_all_never_touches_caravans():
    """E31, KST-5.2: a roll_all 2 pays Rybář, never the Caravan."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("karavana:3", "rybar")}, hands={0: ("mor",)})
    play(state, "end_plays", "roll_all", "die(2)")
    assert state.record.lines[0][0].points == 3 and state.record.pools[0] == 7


def test_the_walk_goes_in_line_order_and_lists_in_listed_order():
    """KST-5.2, A20: on a 1 Kněžka (first in line) resurrects and gains before Runa draws."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("knezka:1", "runa")}, hands={0: ("rybar",)},
                 graveyard=(entry(rules, "knezka").card,))
    play(state, "end_plays", "die(1)")
    r = state.record
    assert state.phase == "draw" and r.active == 0
    assert ids(rules, r.hands[0]) == ["rybar", "knezka"] and r.pools[0] == 7


def test_a_rhinoceros_under_a_caravan_resolves_at_the_caravans_place():
    """KST-5.2: skipping a Caravan skips only its own entry; the saddled Rhinoceros attacks."""
    rules = rules_for("SR", draws_per_turn=0)
    caravan = entry(rules, "karavana", 2, False, "nosorozec")
    state = turn(rules, 0, lines={0: (caravan,), 1: ("hornik",)}, hands={0: ("mor",)})
    play(state, "end_plays", "roll_all", "die(4)")  # one target: applied as forced
    assert ids(rules, state.record.prisons[0]) == ["hornik"]


def test_a_number_on_no_card_does_nothing():
    """KST-5.3: nothing happens and no extra roll follows."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("rybar",)}, hands={0: ("mor",)})
    before = state.record
    play(state, "end_plays", "die(5)")
    r = state.record
    assert r.active == 1 and r.pools == before.pools and r.bank == before.bank


def test_triggered_effects_never_touch_the_own_line():
    """KST-5.4: the controller's own line is never a target, so the walk is never disturbed."""
    rules = rules_for("SS R".replace(" ", ""), draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("zrada",)}, lines={0: ("rybar",), 1: ("runa",)})
    play(state, "play_action(zrada)")  # one target, the teammate's Runa: forced
    assert state.record.lines[0] != () and state.record.lines[1] == ()


def test_rainbow_stone_doubles_its_host():
    """E15, KST-5.2: Rainbow Stone on Horník, roll 2: gain 1 twice."""
    rules = rules_for("RS", draws_per_turn=0)
    state = turn(rules, 0, lines={0: (entry(rules, "hornik", 0, False, "duhovy_kamen"),)},
                 hands={0: ("mor",)})
    play(state, "end_plays", "die(2)")
    assert state.record.pools[0] == 8


def test_two_host_doubles_still_resolve_the_host_twice_then_each_attachment_once():
    """KST-5.5: two different host_double attachments double the host once; the second
    attachment's own list resolves once, after the host."""
    rules = rules_for("SR", draws_per_turn=0, card_set=str(DATA / "two_stones.toml"))
    miner = entry(rules, "miner", 0, False, "stone", "gem")
    state = turn(rules, 0, lines={0: (miner,)}, hands={0: ("crystal",)})
    play(state, "end_plays", "die(2)")
    assert state.record.pools[0] == 6 + 2 + 3


def test_extra_rolls_reset_not_add():
    """E34, KST-6.2, KST-6.3: two Věštkyně: rolls 6, 2, 6, 1, 1, 3, 5 — seven rolls, then
    the turn goes on."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("vestkyne", "vestkyne")}, hands={0: ("mor",)})
    play(state, "end_plays")
    for value in (6, 2, 6, 1, 1, 3):
        play(state, f"die({value})")
        assert state.phase == "die"
    assert state.record.roll.left == 0
    play(state, "die(5)")
    assert state.record.active == 1


def test_the_grant_counts_rainbow_stone_doubling():
    """E35, KST-6.1: Rainbow Stone on one of two Věštkyně, roll 6: G = 6."""
    rules = rules_for("SR", draws_per_turn=0)
    seer = entry(rules, "vestkyne", 0, False, "duhovy_kamen")
    state = turn(rules, 0, lines={0: (seer, "vestkyne")}, hands={0: ("mor",)})
    play(state, "end_plays", "die(6)")
    assert state.phase == "die" and state.record.roll.left == 5  # six rolls granted, one under way
    for _ in range(5):
        play(state, "die(1)")
    play(state, "die(1)")
    assert state.record.active == 1 and state.record.rolls == 0


def test_caravans_roll_once_and_never_extra():
    """KST-6.4, KST-7.3: in mode roll_caravans one roll, no other card, no extra rolls."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("vestkyne", "karavana:2")}, hands={0: ("mor",)})
    play(state, "end_plays", "roll_caravans", "die(6)")
    assert state.record.active == 1


def test_max_rolls_per_turn_caps_the_extra_rolls():
    """KST-6.5: no roll beyond the m-th in one turn."""
    rules = rules_for("SR", draws_per_turn=0, max_rolls_per_turn=2)
    state = turn(rules, 0, lines={0: ("vestkyne", "vestkyne")}, hands={0: ("mor",)})
    play(state, "end_plays", "die(6)", "die(6)")
    assert state.record.active == 1


def test_the_turn_draws_then_rolls_after_the_plays():
    """KST-5.1, KST-2.1: exactly one base roll follows the plays."""
    rules = rules_for("SR")
    state = turn(rules, 0)
    draw(state, "rybar", "krystal")
    play(state, "lay(rybar)", "play_action(krystal)")
    assert state.phase == "die"
