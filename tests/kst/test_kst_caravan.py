"""The Caravan (KST-7) and the Market (KST-8)."""

import pytest
from kst_scenarios import card, entry, ids, legal, play, rules_for, turn

from tabletop.engine import IllegalActionError


def test_laying_a_caravan_then_staking_then_a_paid_withdrawal():
    """E27, KST-7.1, KST-7.10, KST-21.2: stake 3 (pool 6 -> 3), caravan roll 2: the Caravan
    holds 9, the bank -6; withdrawing: pool 12, Karavana back in hand and publicly known."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("karavana", "mor")})
    play(state, "lay(karavana)")
    r = state.record
    assert state.phase == "caravan_stake" and r.lines[0][-1].points == 0 and r.plays == 1
    assert legal(state) == [f"stake({k})" for k in range(1, 6)]
    play(state, "stake(3)", "end_plays", "roll_caravans")
    bank = state.record.bank
    play(state, "die(2)")
    assert state.phase == "caravan_result" and state.record.lines[0][0].points == 9
    assert state.record.bank == bank - 6
    play(state, "withdraw")
    r = state.record
    assert r.pools[0] == 12 and ids(rules, r.known[0]) == ["karavana"]
    assert card(rules, "karavana") in r.hands[0] and r.lines[0] == ()


def test_a_caravan_needs_a_payable_stake():
    """KST-7.1, A12: with pool 1 a Caravan cannot be laid."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("karavana", "krystal")}, pools={0: 1})
    assert "lay(karavana)" not in legal(state)
    with pytest.raises(IllegalActionError, match="KST-7.1"):
        play(state, "lay(karavana)")


def test_only_the_caravan_rules_change_its_points():
    """KST-7.2: a roll_all and other plays leave a Caravan's points as they are."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("karavana:4", "rybar")}, hands={0: ("mag", "krystal")})
    play(state, "lay(mag)", "play_action(krystal)", "roll_all", "die(2)")
    assert state.record.lines[0][0].points == 4


def test_the_caravan_roll_resolves_no_other_card():
    """KST-7.3: in roll_caravans, Rybář's 2 does not pay."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("rybar", "karavana:1")}, hands={0: ("mor",)})
    play(state, "end_plays", "roll_caravans", "die(2)")
    assert state.record.pools[0] == 6 and state.record.lines[0][1].points == 3


@pytest.mark.parametrize(("payout", "holds", "paid"), [("add_multiple", 8, 6), ("multiply", 6, 4)])
def test_a_three_triples(payout, holds, paid):
    """E28, KST-7.4, A11: stake 2, caravan roll 3: the bank pays 6 and the Caravan holds 8
    (multiply: the bank pays 4 and it holds 6)."""
    rules = rules_for("SR", draws_per_turn=0, caravan_payout=payout)
    state = turn(rules, 0, lines={0: ("karavana:2",)}, hands={0: ("mor",)})
    bank = state.record.bank
    play(state, "end_plays", "roll_caravans", "die(3)")
    assert state.record.lines[0][0].points == holds and state.record.bank == bank - paid


def test_each_paid_caravan_is_kept_or_withdrawn_in_line_order():
    """KST-7.5: one caravan_result per Caravan; keep leaves the points, withdraw takes them."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("karavana:1", "rybar", "karavana:2")}, hands={0: ("mor",)})
    play(state, "end_plays", "roll_caravans", "die(2)")
    assert state.record.caravans == (0, 2)
    play(state, "withdraw")
    assert state.record.caravans == (1,) and state.phase == "caravan_result"
    play(state, "keep")
    r = state.record
    assert r.pools[0] == 9 and [e.points for e in r.lines[0]] == [0, 6]


def test_withdrawing_a_caravan_returns_its_rainbow_stone():
    """E49, KST-12.6, KST-7.4: the Stone goes back to the special deck; it never doubles
    the payout."""
    rules = rules_for("SR", draws_per_turn=0)
    caravan = entry(rules, "karavana", 2, False, "duhovy_kamen")
    stones = card(rules, "duhovy_kamen") - rules.cards.main
    state = turn(rules, 0, lines={0: (caravan,)}, hands={0: ("mor",)}, specials=(2, 1, 1, 1, 1))
    play(state, "end_plays", "roll_caravans", "die(2)")
    assert state.record.lines[0][0].points == 6
    play(state, "withdraw")
    assert state.record.specials[stones] == 2


def test_other_numbers_leave_the_caravans_alone_and_the_market_follows():
    """E29, KST-7.6, KST-8.2: a caravan roll of 5: nothing, no withdrawal; the market still
    follows."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("karavana:2", "trznice")}, hands={0: ("mor",)})
    play(state, "end_plays", "roll_caravans", "die(5)")
    assert state.phase == "market" and state.record.lines[0][0].points == 2


def test_a_destroyed_caravan_gives_all_its_points_to_the_attacker():
    """E32, KST-7.7, KST-7.8: Lupiči cannot reach a Caravan guarded by Eskorta (the card is
    spent, the play counts); without Eskorta R takes all its points."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("lupici", "hornik")},
                 lines={0: ("karavana:5", "eskorta")})
    play(state, "play_action(lupici)")
    r = state.record
    assert r.lines[0][0].points == 5 and r.plays == 1 and ids(rules, r.graveyard) == ["lupici"]
    state = turn(rules, 1, hands={1: ("lupici", "hornik")}, lines={0: ("karavana:5", "rybar")})
    play(state, "play_action(lupici)")
    r = state.record
    assert r.pools[1] == 11 and ids(rules, r.graveyard) == ["lupici", "karavana"]


def test_walls_protect_a_caravan_like_any_first_world_card():
    """E33, KST-7.9: Lupiči on a Caravan whose owner has Hradby: Hradby goes, the Caravan
    stays; attack(first) may hit a Caravan."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("lupici", "hornik")}, lines={0: ("karavana:5", "hradby")})
    play(state, "play_action(lupici)")
    assert [rules.cards[e.card].id for e in state.record.lines[0]] == ["karavana"]
    state = turn(rules, 1, hands={1: ("prepadeni", "hornik")}, lines={0: ("karavana:5",)})
    play(state, "play_action(prepadeni)")
    assert state.record.pools[1] == 11


def test_selling_at_the_market():
    """E44, KST-8.1: S with two Tržnice sells 2 cards: pool +2, bank -2, the cards face up on
    the Graveyard; several Markets do not raise the price."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("trznice", "trznice")}, hands={0: ("rybar", "mor")})
    bank = state.record.bank
    play(state, "end_plays", "die(6)", "sell(mor)", "sell(rybar)")
    r = state.record
    assert r.pools[0] == 8 and r.bank == bank - 2 and ids(rules, r.graveyard) == ["mor", "rybar"]
    priced = turn(rules_for("SR", draws_per_turn=0, market_points_per_card=3), 0,
                  lines={0: ("trznice",)}, hands={0: ("rybar", "mor")})
    play(priced, "end_plays", "die(6)", "sell(mor)", "finish")
    assert priced.record.pools[0] == 9 and priced.record.active == 1


def test_any_card_may_be_sold_and_selling_ends_with_the_hand():
    """KST-8.2, KST-8.3: every card id of the hand is offered; an empty hand ends the
    market."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("trznice",)}, hands={0: ("karavana", "knezka")})
    play(state, "end_plays", "die(6)")
    assert legal(state) == ["sell(knezka)", "sell(karavana)", "finish"]
    play(state, "sell(knezka)", "sell(karavana)")
    assert state.record.active == 1


def test_a_sale_that_empties_the_bank_ends_the_game():
    """E45, KST-8.1, KST-17.2: selling with bank 1: the bank pays 1, reaches 0, the end."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("trznice",)}, hands={0: ("rybar", "mor")}, bank=1)
    play(state, "end_plays", "die(6)", "sell(mor)")
    assert state.is_terminal and state.record.ended == "bank" and state.record.pools[0] == 7
