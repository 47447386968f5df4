"""The turn (KST-2), hand cleanup (KST-3) and plays (KST-4)."""

import random

import pytest
from kst_scenarios import card, draw, hand, ids, legal, play, rules_for, turn

from tabletop.engine import IllegalActionError
from tabletop.games.kst import Rules


def test_turn_steps_come_in_order_dragon_upkeep_draw():
    """KST-2.1, E47: Studna's owner gains 1 at the turn start, before drawing; a Dragon
    drains before the upkeep."""
    rules = rules_for("SR")
    state = turn(rules, 0, lines={0: ("studna",)})
    assert state.phase == "draw" and state.record.pools[0] == 7 and state.record.bank == 59
    state = turn(rules, 0, lines={0: ("studna",), 1: ("drak:2",)})
    assert state.record.pools[0] == 6
    state = turn(rules, 0, lines={0: ("studna",), 1: ("drak:2",)}, pools={0: 1})
    assert state.is_terminal and state.record.winner == 1  # drained before the upkeep


def test_the_turn_then_plays_rolls_and_sells():
    """KST-2.1 steps 4-7: plays, one base roll, the market, the next seat."""
    rules = rules_for("SR")
    state = turn(rules, 0, lines={0: ("trznice",)})
    draw(state, "rybar", "mor")
    assert state.phase == "play"
    play(state, "lay(rybar)", "end_plays")
    assert state.phase == "die"
    play(state, "die(1)")
    assert state.phase == "market"
    play(state, "sell(mor)")
    assert state.record.active == 1 and state.record.turns == 1


def test_an_active_player_eliminated_in_their_turn_ends_it():
    """KST-2.2, KST-4.3: paying the last point under allow_self_elimination ends the turn."""
    rules = rules_for("SRS", allow_self_elimination=True, draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("mag", "rybar")}, pools={0: 1})
    play(state, "lay(mag)")
    assert not state.record.alive[0] and state.record.active == 1
    assert state.record.turns == 1


def test_the_end_is_checked_after_every_atomic_step():
    """KST-2.3, KST-15.2: the first Rybář takes the bank's last point and the game ends; the
    second Rybář's gain never resolves."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("rybar", "rybar")}, bank=1)
    play(state, "die(2)")
    assert state.is_terminal and state.record.ended == "bank"
    assert state.record.pools == (7, 6) and state.record.bank == 0


def test_outside_their_turn_players_only_take_afterlife_decisions():
    """KST-2.4: every decision is the active player's, except ``afterlife``."""
    rules = Rules(players=4)
    rnd = random.Random(5)
    for _ in range(3):
        state = rules.initial_state()
        while not state.is_terminal:
            if state.current_player >= 0 and state.phase != "afterlife":
                assert state.current_player == state.record.active
            if state.phase == "afterlife":
                assert state.current_player != state.record.active
            outcomes = state.chance_outcomes()
            if outcomes:
                state.apply(rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
            else:
                state.apply(rnd.choice(state.legal_actions()))


def test_opponent_cards_drawn_at_turn_start_leave_the_hand_without_a_play():
    """E5, KST-3.1, KST-3.2: S drawing Kovárna (ruby Building) discards it; R drawing Mág
    (sapphire second-world) discards it; neither uses a play."""
    rules = rules_for("SR")
    state = turn(rules, 0)
    draw(state, "kovarna", "hornik")
    r = state.record
    assert ids(rules, r.graveyard) == ["kovarna"] and ids(rules, r.prisons[0]) == ["hornik"]
    assert r.hands[0] == () and r.plays == 0
    state = turn(rules, 1)
    draw(state, "mag", "krystal")
    assert ids(rules, state.record.graveyard) == ["mag"] and state.record.plays == 0
    assert ids(rules, state.record.hands[1]) == ["krystal"]


def test_a_card_drawn_by_an_effect_is_cleaned_up_at_once():
    """E6, KST-3.1: S plays Obchod and draws Svitek: it goes to S's Prison, no play used."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("obchod",)})
    play(state, "play_action(obchod)")
    draw(state, "svitek", "rybar")
    r = state.record
    assert ids(rules, r.prisons[0]) == ["svitek"] and ids(rules, r.hands[0]) == ["rybar"]
    assert r.plays == 1 and state.phase == "play"


def test_a_hand_never_keeps_an_opponent_card():
    """KST-3.3: only own-colour and neutral cards stay in a hand."""
    rules = rules_for("SR", starting_hand=4)
    state = rules.initial_state()
    draw(state, "hornik", "zoldner", "kovarna", "saman", "rybar", "knezka", "pristav", "mor")
    for seat, cards in enumerate(state.record.hands):
        assert all(rules.cards[c].team in (-1, state.record.teams[seat]) for c in cards)


def test_the_play_phase_may_end_early_unless_as_many_as_possible():
    """E10, KST-4.1, A2: end_plays after 0 or 1 play is legal; with as_many_as_possible and
    a Krystal in hand it is not."""
    rules = rules_for("SR")
    state = turn(rules, 0)
    draw(state, "krystal", "rybar")
    assert "end_plays" in legal(state)
    play(state, "lay(rybar)")
    assert "end_plays" in legal(state)
    strict = turn(rules_for("SR", plays_rule="as_many_as_possible", auto_forced=False), 0)
    draw(strict, "krystal", "krystal")
    assert legal(strict) == ["play_action(krystal)"]
    with pytest.raises(IllegalActionError, match="KST-4.1"):
        play(strict, "end_plays")


def test_each_kind_of_play_and_its_cost():
    """KST-4.2: own first-world cost 0, second-world 1 point, neutral first-world 0, an
    action card to the Graveyard then resolved, a summon one play."""
    rules = rules_for("SR", draws_per_turn=0, plays_per_turn=5)
    state = turn(rules, 0, hands={0: ("rybar", "mag", "hradby", "krystal", "runa", "runa")})
    play(state, "lay(rybar)", "lay(mag)", "lay(hradby)")
    r = state.record
    assert [(rules.cards[e.card].id, e.points) for e in r.lines[0]] == [
        ("rybar", 0), ("mag", 1), ("hradby", 0)]
    assert r.pools[0] == 5 and r.plays == 3
    play(state, "play_action(krystal)")
    assert ids(rules, state.record.graveyard) == ["krystal"] and state.record.pools[0] == 6
    play(state, "summon(drakobijec)")
    assert state.record.plays == 5 and state.record.pools[0] == 4


def test_an_action_card_with_no_target_is_still_a_play():
    """KST-4.2 item 4: legal although its attack finds no target; the play counts."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("prepadeni", "rybar")})
    assert "play_action(prepadeni)" in legal(state)
    play(state, "play_action(prepadeni)")
    assert state.phase == "play" and state.record.plays == 1


def test_a_payment_must_leave_a_point_in_the_pool():
    """E11, KST-4.3, A19: Šaman with pool 1 is illegal; with pool 2: pool 1, 1 on Šaman."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("saman", "hornik")}, pools={1: 1})
    assert "lay(saman)" not in legal(state)
    with pytest.raises(IllegalActionError, match="KST-4.3"):
        play(state, "lay(saman)")
    state = turn(rules, 1, hands={1: ("saman",)}, pools={1: 2})
    play(state, "lay(saman)")
    assert state.record.pools[1] == 1 and state.record.lines[1][0].points == 1


def test_no_card_is_played_once_the_roll_starts():
    """KST-4.4: after the base roll only roll, Caravan and market decisions follow."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("rybar", "krystal")}, lines={0: ("trznice",)})
    play(state, "end_plays", "die(4)")
    assert state.phase == "market"
    assert legal(state) == ["sell(rybar)", "sell(krystal)", "finish"]
    assert state.record.hands[0] == hand(rules, "rybar", "krystal")
    assert card(rules, "rybar") in state.record.hands[0]
