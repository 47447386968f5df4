"""Special cards and summoning (KST-12) and the Dragon (KST-13)."""

import pytest
from kst_scenarios import card, draw, entry, ids, legal, play, rules_for, turn

from tabletop.engine import IllegalActionError


def special(rules, card_id):
    return card(rules, card_id) - rules.cards.main


def test_summoning_a_dragon_is_one_play():
    """E12, KST-12.1: R with 3 Svitek and pool 3 summons Drak: Svitek to the Graveyard, Drak
    in line with 2 points, pool 1, one play used — one remains."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("svitek", "svitek", "svitek", "hornik")}, pools={1: 3})
    play(state, "summon(drak)")
    r = state.record
    assert ids(rules, r.graveyard) == ["svitek"] * 3 and ids(rules, r.hands[1]) == ["hornik"]
    assert [(rules.cards[e.card].id, e.points) for e in r.lines[1]] == [("drak", 2)]
    assert r.pools[1] == 1 and r.plays == 1 and state.phase == "play"
    assert r.specials[special(rules, "drak")] == 1


def test_who_may_summon_what():
    """E13, KST-12.2, A24: R with pool 2 cannot summon Drak; S never summons Drak or Obr;
    R never Drakobijec or Nosorožec; with both Dragons in play a third is illegal."""
    rules = rules_for("SR", draws_per_turn=0)
    three = ("svitek", "svitek", "svitek")
    state = turn(rules, 1, hands={1: three}, pools={1: 2})
    assert "summon(drak)" not in legal(state)
    with pytest.raises(IllegalActionError, match="KST-4.3"):
        play(state, "summon(drak)")
    state = turn(rules, 0, hands={0: ("runa", "runa", "stopar", "krystal")})
    assert {"summon(drakobijec)", "summon(nosorozec)"} <= set(legal(state))
    with pytest.raises(IllegalActionError, match="KST-12.2: .* is a ruby card"):
        play(state, "summon(drak)")
    with pytest.raises(IllegalActionError, match="KST-12.2"):
        play(state, "summon(obr)")
    state = turn(rules, 1, hands={1: ("svitek", "krystal")})
    for name in ("drakobijec", "nosorozec"):
        with pytest.raises(IllegalActionError, match="KST-12.2: .* is a sapphire card"):
            play(state, f"summon({name})")
    state = turn(rules, 1, hands={1: three}, specials=(0, 1, 1, 1, 2),
                 lines={1: ("drak:2", "drak:2")})
    with pytest.raises(IllegalActionError, match="KST-12.2: no copy"):
        play(state, "summon(drak)")


def test_the_rainbow_stone_needs_a_first_world_host():
    """E14, KST-12.2, KST-12.3: illegal with only Mág and a kept Lučištník in line."""
    rules = rules_for("SR", draws_per_turn=0)
    kept = entry(rules, "lucistnik", 1, True)
    state = turn(rules, 0, hands={0: ("krystal", "krystal")}, lines={0: ("mag:1", kept)})
    assert "summon(duhovy_kamen)" not in legal(state)
    with pytest.raises(IllegalActionError, match="KST-12.3"):
        play(state, "summon(duhovy_kamen)")


def test_placements_and_their_cost():
    """KST-12.3, KST-12.7: a third-world card goes to the end of the line with 2 points; an
    attachment waits for ``placement`` — chosen host, or alone for the Rhinoceros — and
    costs nothing; meanwhile the copy is in no deck and no line."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("stopar", "krystal", "mor")},
                 lines={0: ("rybar", "mag:1", "runa")})
    play(state, "summon(nosorozec)")
    r = state.record
    assert state.phase == "placement" and legal(state) == ["host(0)", "host(2)", "alone"]
    assert r.specials[special(rules, "nosorozec")] == 0 and r.summoned == card(rules, "nosorozec")
    assert all(not e.attachments for e in r.lines[0]) and ids(rules, r.graveyard) == [
        "stopar", "krystal"]
    play(state, "alone")
    assert state.record.lines[0][-1] == entry(rules, "nosorozec") and state.record.pools[0] == 6
    state = turn(rules, 0, hands={0: ("krystal", "krystal", "mor")}, lines={0: ("rybar", "runa")})
    play(state, "summon(duhovy_kamen)", "host(1)")
    assert state.record.lines[0][1].attachments == (card(rules, "duhovy_kamen"),)


def test_a_host_carries_one_copy_of_each_special():
    """KST-12.4: the second Stone cannot go on the first one's host."""
    rules = rules_for("SR", draws_per_turn=0)
    stone = entry(rules, "rybar", 0, False, "duhovy_kamen")
    state = turn(rules, 0, hands={0: ("krystal", "krystal", "mor")}, lines={0: (stone, "runa")})
    play(state, "summon(duhovy_kamen)")  # one host left: forced
    assert state.record.lines[0][1].attachments == (card(rules, "duhovy_kamen"),)


def test_attachments_stay_put_even_when_the_host_is_kept():
    """KST-12.5: no action moves or takes back an attachment; it stays on a host converted
    by Afterlife."""
    rules = rules_for("SR", draws_per_turn=0)
    host = entry(rules, "lucistnik", 0, False, "duhovy_kamen")
    state = turn(rules, 1, hands={1: ("prepadeni", "hornik")}, lines={0: (host,)})
    play(state, "play_action(prepadeni)", "keep")
    kept = state.record.lines[0][0]
    assert kept.converted and kept.attachments == (card(rules, "duhovy_kamen"),)


def test_special_cards_return_to_the_special_deck():
    """KST-12.6, E41: the Dragon's owner is eliminated: the Dragon returns to the special
    deck and its 2 points to the bank; the drain stops."""
    rules = rules_for("SRS", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("mor",)}, lines={1: ("drak:2",)}, pools={1: 1},
                 specials=(1, 1, 1, 1, 2))
    assert state.record.pools == (5, 1, 5)  # drained at S0's turn start
    bank = state.record.bank
    play(state, "play_action(mor)")
    r = state.record
    assert not r.alive[1] and r.specials[special(rules, "drak")] == 2 and r.bank == bank + 1 + 2
    assert state.is_terminal and r.winner == 0


def test_rhinoceros_under_a_tracker():
    """E18, KST-5.2, KST-12: Nosorožec under Stopař, roll 4: Stopař draws 1, then the
    Rhinoceros attacks; it is no target itself; when Stopař is imprisoned it returns to the
    special deck."""
    rules = rules_for("SR", draws_per_turn=0)
    tracker = entry(rules, "stopar", 0, False, "nosorozec")
    state = turn(rules, 0, lines={0: (tracker,), 1: ("hornik", "svitek")}, hands={0: ("mor",)},
                 specials=(2, 1, 1, 0, 2))
    play(state, "end_plays", "die(4)")
    assert state.phase == "draw"
    draw(state, "rybar")
    assert legal(state) == ["target(1, 0)", "target(1, 1)"]
    state = turn(rules, 1, lines={0: (tracker,)}, hands={1: ("beranidlo", "hornik")},
                 specials=(2, 1, 1, 0, 2))
    play(state, "play_action(beranidlo)")  # Stopař is the only entry: forced
    assert state.record.specials[special(rules, "nosorozec")] == 1
    assert ids(rules, state.record.prisons[1]) == ["stopar"]


def test_the_dragon_drains_the_other_team_at_each_of_its_turns():
    """E37, KST-13.1: seats S0, R1, S2; R1 has a Dragon: at S0's turn start S0 and S2 lose
    1; again at S2's; nothing at R1's."""
    rules = rules_for("SRS", draws_per_turn=0)
    state = turn(rules, 0, lines={1: ("drak:2",)})
    assert state.record.pools == (5, 6, 5)
    play(state, "die(1)")
    assert state.record.pools == (5, 6, 5) and state.record.active == 1
    play(state, "die(1)")
    assert state.record.pools == (4, 6, 4)


def test_dragons_stack():
    """E38, KST-13.2: two Dragons of two R players: each S loses 2 at every S turn start."""
    rules = rules_for("SRR", draws_per_turn=0)
    state = turn(rules, 0, lines={1: ("drak:2",), 2: ("drak:2",)})
    assert state.record.pools == (4, 6, 6)


def test_a_drain_that_eliminates_skips_the_turn():
    """E39, KST-13.3, KST-17.1: the drain empties the last S player's pool: the turn is
    skipped and Ruby wins."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={1: ("drak:2",)}, pools={0: 1})
    assert state.is_terminal and state.record.winner == 1 and state.record.ended == "team"


def test_dragon_scope():
    """E40, KST-13.1, A3: 2 players with a Dragon: S loses 1 at each own turn; with
    dragon_scope = teammates nothing; with active only the active player."""
    assert turn(rules_for("SR"), 0, lines={1: ("drak:2",)}).record.pools[0] == 5
    state = turn(rules_for("SR", dragon_scope="teammates"), 0, lines={1: ("drak:2",)})
    assert state.record.pools[0] == 6
    state = turn(rules_for("SRS", dragon_scope="active"), 0, lines={1: ("drak:2",)})
    assert state.record.pools == (5, 6, 6)
    state = turn(rules_for("SRS", dragon_scope="teammates"), 0, lines={1: ("drak:2",)})
    assert state.record.pools == (6, 6, 5)


def test_a_new_dragon_drains_from_the_next_affected_turn():
    """KST-13.4: no drain in the turn it is summoned."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("svitek", "svitek", "svitek")})
    play(state, "summon(drak)")
    assert state.record.pools == (6, 4)
    play(state, "die(6)")
    assert state.record.pools == (5, 4) and state.record.active == 0
