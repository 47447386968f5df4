"""Attacks (KST-9), Afterlife (KST-10) and Resurrect (KST-11)."""

import pathlib

from kst_scenarios import card, entry, ids, legal, play, rules_for, turn

DATA = pathlib.Path(__file__).parent / "data"


def names(rules, entries):
    return [rules.cards[e.card].id for e in entries]


def test_targets_follow_the_class_and_the_scope():
    """KST-9.1: Rytíř's attack(any) offers every opponent entry; Obr's attack(second) only
    second-world ones, Afterlife-converted included; Drakobijec's attack(special) only
    standalone specials; with no target nothing happens."""
    rules = rules_for("SR", draws_per_turn=0)
    ruby = ("hornik", "saman:1", entry(rules, "zoldner", 1, True), "drak:2")
    state = turn(rules, 0, lines={0: ("rytir:1",), 1: ruby}, hands={0: ("mor",)})
    play(state, "end_plays", "die(3)")
    assert legal(state) == ["target(1, 0)", "target(1, 1)", "target(1, 2)", "target(1, 3)"]
    sapphire = ("rybar", "mag:1", entry(rules, "lucistnik", 1, True), "drakobijec:2")
    state = turn(rules, 1, lines={1: ("obr:2",), 0: sapphire}, hands={1: ("mor",)})
    play(state, "end_plays", "die(3)")
    assert legal(state) == ["target(0, 1)", "target(0, 2)"]
    state = turn(rules, 0, lines={0: ("drakobijec:2",), 1: ("hornik", "nosorozec")},
                 hands={0: ("mor",)})
    play(state, "end_plays", "die(5)")  # one target: forced
    assert state.record.lines[1] == (entry(rules, "hornik"),)
    state = turn(rules, 0, lines={0: ("drakobijec:2",), 1: ("hornik",)}, hands={0: ("mor",)})
    play(state, "end_plays", "die(5)")
    assert state.record.lines[1] == (entry(rules, "hornik"),) and state.record.active == 1


def test_own_cards_attachments_and_guarded_caravans_are_never_targets():
    """KST-9.2, E48: never the controller's own cards or an attachment; steal with scope
    opponent never offers a teammate."""
    rules = rules_for("SRS", draws_per_turn=0)
    ruby = (entry(rules, "hornik", 0, False, "duhovy_kamen"), "karavana:2", "eskorta")
    state = turn(rules, 0, lines={0: ("rybar",), 1: ruby, 2: ("runa",)},
                 hands={0: ("beranidlo", "loupez")})
    play(state, "play_action(beranidlo)")
    assert legal(state) == ["target(1, 0)", "target(1, 2)"]
    play(state, "target(1, 2)", "play_action(loupez)")  # the only opponent is robbed: forced
    assert state.record.pools == (8, 4, 6)


def test_walls_then_afterlife_then_removal():
    """KST-9.3, E23, KST-10.1: Hradby absorbs before any Afterlife decision; with pool 1 and
    no Hradby no decision, Lučištník to R's Prison; with pool 3, release -> Graveyard."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("prepadeni", "hornik")}, lines={0: ("lucistnik", "hradby")})
    play(state, "play_action(prepadeni)", "target(0, 0)")
    assert names(rules, state.record.lines[0]) == ["lucistnik"] and state.phase == "play"
    state = turn(rules, 1, hands={1: ("prepadeni", "hornik")}, lines={0: ("lucistnik",)},
                 pools={0: 1})
    play(state, "play_action(prepadeni)")
    assert state.phase == "play" and ids(rules, state.record.prisons[1]) == ["lucistnik"]
    state = turn(rules, 1, hands={1: ("prepadeni", "hornik")}, lines={0: ("lucistnik",)},
                 pools={0: 3})
    play(state, "play_action(prepadeni)")
    assert state.phase == "afterlife" and state.current_player == 0
    play(state, "release")
    assert ids(rules, state.record.graveyard) == ["prepadeni", "lucistnik"]


def test_walls_absorb_an_attack_on_a_first_world_card():
    """E19, KST-9.4: Hradby goes to the Graveyard and Rybář stays; a second attack puts
    Rybář in R's Prison."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("prepadeni", "prepadeni", "hornik")},
                 lines={0: ("rybar", "hradby")})
    play(state, "play_action(prepadeni)", "target(0, 0)")
    assert names(rules, state.record.lines[0]) == ["rybar"]
    assert ids(rules, state.record.graveyard) == ["prepadeni", "hradby"]
    play(state, "play_action(prepadeni)")
    assert ids(rules, state.record.prisons[1]) == ["rybar"]


def test_a_targeted_walls_goes_itself():
    """E20, KST-9.4, A21: S has two Hradby and R targets the later one: that one goes."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("prepadeni", "hornik")},
                 lines={0: ("hradby", "rybar", "hradby")})
    play(state, "play_action(prepadeni)", "target(0, 2)")
    assert names(rules, state.record.lines[0]) == ["hradby", "rybar"]


def test_walls_ignore_attacks_on_second_world_cards():
    """E21, KST-9.4, KST-9.7, A14: R's attack on Mág ignores Hradby; Mág to the Graveyard,
    its point to the bank (removed_points_to = attacker: to R)."""
    for where, bank, pool in (("bank", 1, 6), ("attacker", 0, 7)):
        rules = rules_for("SR", draws_per_turn=0, removed_points_to=where)
        state = turn(rules, 1, hands={1: ("beranidlo", "hornik")}, lines={0: ("mag:1", "hradby")})
        before = state.record.bank
        play(state, "play_action(beranidlo)", "target(0, 0)")
        r = state.record
        assert names(rules, r.lines[0]) == ["hradby"] and ids(rules, r.graveyard)[-1] == "mag"
        assert r.bank == before + bank and r.pools[1] == pool


def test_where_removed_cards_go():
    """KST-9.5, E25, E26, E17, A9, A31: Buildings and neutral cards to the Graveyard; a
    teammate's card hit by Zrada to the Graveyard; a standalone Rhinoceros back to the
    special deck with no points moving."""
    rules = rules_for("SRS", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("beranidlo", "beranidlo", "hornik")},
                 lines={0: ("pristav", "trznice")})
    play(state, "play_action(beranidlo)", "target(0, 0)", "play_action(beranidlo)")
    assert ids(rules, state.record.graveyard) == ["beranidlo", "pristav", "beranidlo", "trznice"]
    assert state.record.prisons[1] == ()
    state = turn(rules, 0, hands={0: ("zrada", "mor")}, lines={2: ("rybar",)})
    play(state, "play_action(zrada)")
    assert ids(rules, state.record.graveyard) == ["zrada", "rybar"]
    assert state.record.prisons[0] == ()
    rhino = card(rules, "nosorozec") - rules.cards.main
    state = turn(rules, 1, hands={1: ("beranidlo", "hornik")}, lines={0: ("nosorozec",)},
                 specials=(2, 1, 1, 0, 2))
    pools, bank = state.record.pools, state.record.bank
    play(state, "play_action(beranidlo)")
    assert state.record.specials[rhino] == 1 and state.record.lines[0] == ()
    assert state.record.pools == pools and state.record.bank == bank


def test_attachments_of_a_removed_entry_return_to_the_special_deck():
    """KST-9.6, E16, KST-12.6: the Stone's host is imprisoned: the Stone returns and can be
    summoned again."""
    rules = rules_for("SR", draws_per_turn=0)
    stones = card(rules, "duhovy_kamen") - rules.cards.main
    state = turn(rules, 1, hands={1: ("prepadeni", "hornik")},
                 lines={0: (entry(rules, "rybar", 0, False, "duhovy_kamen"),)},
                 specials=(2, 1, 1, 1, 1))
    play(state, "play_action(prepadeni)")
    assert state.record.specials[stones] == 2 and ids(rules, state.record.prisons[1]) == ["rybar"]


def test_which_cards_are_walls():
    """KST-9.8: a converted card with walls in its afterlife table is a Walls card (its
    point to the bank when discarded); walls on an attachment absorbs nothing."""
    rules = rules_for("SR", draws_per_turn=0, card_set=str(DATA / "walls.toml"))
    guard = entry(rules, "guard", 1, True)
    state = turn(rules, 1, hands={1: ("raider", "thug")}, lines={0: ("peasant", guard)})
    bank = state.record.bank
    play(state, "play_action(raider)")  # the only first-world target: the Peasant
    assert names(rules, state.record.lines[0]) == ["peasant"] and state.record.bank == bank + 1
    bannered = entry(rules, "peasant", 0, False, "banner")
    state = turn(rules, 1, hands={1: ("raider", "thug")}, lines={0: (bannered,)})
    play(state, "play_action(raider)")
    assert state.record.lines[0] == () and ids(rules, state.record.prisons[1]) == ["peasant"]


def test_afterlife_keep_converts_to_second_world():
    """E22, KST-10.1, KST-10.2, KST-10.3: S (pool 3) keeps Lučištník: pool 2, 1 point on it,
    second-world with '5: steal 1'; the next attack sends it to the Graveyard, no offer."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("prepadeni", "beranidlo", "hornik")},
                 lines={0: ("lucistnik", "hradby")}, pools={0: 3})
    play(state, "play_action(prepadeni)", "target(0, 0)")  # Hradby absorbs
    state = turn(rules, 1, hands={1: ("prepadeni", "beranidlo", "hornik")},
                 lines={0: ("lucistnik",)}, pools={0: 3})
    play(state, "play_action(prepadeni)", "keep")
    kept = state.record.lines[0][0]
    assert kept.converted and kept.points == 1 and state.record.pools[0] == 2
    abilities = rules.abilities[kept.card][1]
    assert [str(e) for e in abilities.triggers[5]] == ["steal 1"]
    play(state, "play_action(beranidlo)")
    assert state.phase == "die" and ids(rules, state.record.graveyard)[-1] == "lucistnik"


def test_a_converted_card_is_not_covered_by_walls():
    """KST-10.3: Walls do not protect a kept card any more."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("beranidlo", "hornik")},
                 lines={0: (entry(rules, "lucistnik", 1, True), "hradby")})
    play(state, "play_action(beranidlo)", "target(0, 0)")
    assert names(rules, state.record.lines[0]) == ["hradby"]


def test_afterlife_decline_normal_sends_the_card_to_the_prison():
    """KST-10.1, A10: with afterlife_decline = normal, release applies KST-9.5."""
    rules = rules_for("SR", draws_per_turn=0, afterlife_decline="normal")
    state = turn(rules, 1, hands={1: ("prepadeni", "hornik")}, lines={0: ("lucistnik",)})
    play(state, "play_action(prepadeni)", "release")
    assert ids(rules, state.record.prisons[1]) == ["lucistnik"]


def test_without_an_afterlife_text_the_printed_ability_stays():
    """E24, KST-10.2: Žoldnéř kept still has '5: attack(first)', now second-world."""
    rules = rules_for("RS", draws_per_turn=0)
    state = turn(rules, 0, lines={0: (entry(rules, "zoldner", 1, True),), 1: ("rybar",)},
                 hands={0: ("mor",)})
    play(state, "end_plays", "die(5)")
    assert ids(rules, state.record.prisons[0]) == ["rybar"]


def test_the_converted_state_ends_with_the_line():
    """KST-10.4: a kept card removed and laid again is a first-world card once more."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("lucistnik", "mor")})
    play(state, "lay(lucistnik)")
    assert not state.record.lines[0][0].converted


def test_an_afterlife_table_replaces_every_ability():
    """KST-10.5: Tower's table has only triggers, so kept it has no Walls any more."""
    rules = rules_for("SR", draws_per_turn=0, card_set=str(DATA / "walls.toml"))
    tower = entry(rules, "tower", 1, True)
    state = turn(rules, 1, hands={1: ("raider", "thug")}, lines={0: ("peasant", tower)})
    play(state, "play_action(raider)")
    assert names(rules, state.record.lines[0]) == ["tower"]
    assert rules.abilities[tower.card][1].passives == ()


def test_resurrect_digs_from_the_top_for_the_own_colour():
    """E36, KST-11.1, KST-11.2, A17: Graveyard from the top Nekromant, Mág, Kněžka: S's
    Kněžka on a 1 takes Kněžka (Mág has no mark, Nekromant is Ruby), then gains 1; no
    decision. With no match only the gain."""
    rules = rules_for("SR", draws_per_turn=0)
    pile = tuple(card(rules, c) for c in ("knezka", "mag", "nekromant"))
    state = turn(rules, 0, lines={0: ("knezka:1",)}, hands={0: ("mor",)}, graveyard=pile)
    play(state, "end_plays", "die(1)")
    r = state.record
    assert ids(rules, r.graveyard) == ["mag", "nekromant"] and r.pools[0] == 7
    assert sorted(ids(rules, r.hands[0])) == ["knezka", "mor"]
    assert ids(rules, r.known[0]) == ["knezka"]
    state = turn(rules, 0, lines={0: ("knezka:1",)}, hands={0: ("mor",)}, graveyard=pile[1:])
    play(state, "end_plays", "die(1)")
    assert ids(rules, state.record.graveyard) == ["mag", "nekromant"]
    assert state.record.pools[0] == 7
