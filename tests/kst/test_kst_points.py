"""Drawing (KST-14), points (KST-15), elimination (KST-16) and the end (KST-17)."""

import pytest
from kst_scenarios import card, deck_with, draw, entry, ids, legal, play, rules_for, turn


def test_a_draw_weights_each_id_by_its_copies():
    """KST-14.1: probability copies / deck size, one event per card."""
    rules = rules_for("SR")
    state = turn(rules, 0, **deck_with(rules, "mor", "mor", "mor", "rybar"))
    assert [(str(a), p) for a, p in state.chance_outcomes()] == [
        ("draw(rybar)", 0.25), ("draw(mor)", 0.75)]


def test_the_graveyard_becomes_the_deck_only_when_the_deck_is_empty():
    """E7, KST-14.2: deck 1, Graveyard 5, draw 2: the last deck card, then the Graveyard is
    the deck; the Graveyard is then empty."""
    rules = rules_for("SR")
    grave = tuple(card(rules, c) for c in ("mor", "mor", "rybar", "krystal", "obchod"))
    state = turn(rules, 0, graveyard=grave, **deck_with(rules, "runa"))
    assert legal(state) == ["draw(runa)"]
    draw(state, "runa")
    r = state.record
    assert r.graveyard == () and r.deck_size == 5 and state.phase == "draw"
    draw(state, "mor")
    assert state.record.deck_size == 4


def test_an_action_card_played_on_an_empty_deck_can_be_drawn_back():
    """E8, KST-14.2: Obchod is already on the Graveyard when its draw reshuffles."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("obchod",)}, **deck_with(rules))
    play(state, "play_action(obchod)")
    assert legal(state) == ["draw(obchod)"]
    draw(state, "obchod")
    assert ids(rules, state.record.hands[0]) == ["obchod"]


def test_nothing_to_draw_yields_nothing():
    """E9, KST-14.3: deck and Graveyard empty: the turn draw yields nothing, the turn goes
    on."""
    rules = rules_for("SR")
    state = turn(rules, 0, hands={0: ("rybar",)}, **deck_with(rules))
    assert state.phase == "play" and ids(rules, state.record.hands[0]) == ["rybar"]


def test_points_move_between_bank_pools_and_cards():
    """KST-15.1: a steal moves pool to pool; the total never changes."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("loupez",)})
    total = sum(state.record.pools) + state.record.bank
    play(state, "play_action(loupez)")
    r = state.record
    assert r.pools == (8, 4) and sum(r.pools) + r.bank == total


def test_a_short_bank_pays_what_it_has_and_the_game_ends():
    """E30, KST-7.4, KST-15.2, KST-17.6: Caravans with stakes 2 and 4, roll 2, bank 5: the
    first gets 4, the second 1, the bank is empty and the game ends with no
    caravan_result; the scores include the Caravan points."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("karavana:2", "karavana:4")}, hands={0: ("mor",)}, bank=5)
    play(state, "end_plays", "roll_caravans", "die(2)")
    assert state.is_terminal and [e.points for e in state.record.lines[0]] == [6, 5]
    assert state.scores() == (6 + 11, 6) and state.winners() == {0}


def test_losing_more_than_the_pool_loses_the_pool():
    """KST-15.3, E42, KST-16.1: R steals 2 from S with pool 1 and a Caravan holding 10: S
    loses 1 and is eliminated at once; the 10 points go to the bank."""
    rules = rules_for("SRS", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("loupez", "hornik")}, lines={0: ("karavana:10",)},
                 pools={0: 1})
    bank = state.record.bank
    play(state, "play_action(loupez)", "target_player(0)")
    r = state.record
    assert not r.alive[0] and r.pools[:2] == (0, 7) and r.bank == bank + 10


def test_an_eliminated_players_cards_leave_in_order():
    """KST-16.2: the line in line order (specials to the special deck), then the hand sorted
    by card id, then the Prison in order; ``eliminated_cards = removed`` takes them out."""
    for where in ("graveyard", "removed"):
        rules = rules_for("SRS", draws_per_turn=0, eliminated_cards=where)
        prison = (card(rules, "svitek"), card(rules, "hornik"))
        state = turn(rules, 1, hands={1: ("mor", "hornik"), 0: ("stopar", "mag", "krystal")},
                     lines={0: ("runa", "drakobijec:2", "mag:1")}, pools={0: 1},
                     prisons=(prison, (), ()), specials=(2, 1, 0, 1, 2))
        bank = state.record.bank
        play(state, "play_action(mor)")
        r = state.record
        pile = r.graveyard if where == "graveyard" else r.gone
        assert ids(rules, pile)[-7:] == ["runa", "mag", "krystal", "mag", "stopar", "svitek",
                                         "hornik"]
        assert r.specials[card(rules, "drakobijec") - rules.cards.main] == 1
        assert r.bank == bank + 2 + 3  # the drained points and the line's 3
        assert r.hands[0] == r.lines[0] == r.prisons[0] == ()


def test_eliminated_players_are_skipped_and_ignored():
    """KST-16.3: no turn, no target, no steal from an eliminated player."""
    rules = rules_for("SRR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("beranidlo", "loupez")}, alive=(True, False, True),
                 lines={1: ("hornik",), 2: ("svitek",)})
    play(state, "play_action(beranidlo)")  # only seat 2's Svitek: forced
    play(state, "play_action(loupez)")  # only seat 2: forced
    assert state.record.pools == (8, 6, 4) and state.record.lines[1] != ()


def test_simultaneous_eliminations_go_in_seat_order():
    """KST-16.4, E43, KST-17.1, KST-17.5: Mor eliminates the last two S players: seat 0's
    cards leave before seat 2's; Ruby wins, its eliminated player too."""
    rules = rules_for("SRSR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("mor", "hornik")}, lines={0: ("rybar",), 2: ("runa",)},
                 pools={0: 1, 2: 1}, alive=(True, True, True, False))
    play(state, "play_action(mor)")
    r = state.record
    assert ids(rules, r.graveyard) == ["mor", "rybar", "runa"]
    assert state.is_terminal and r.ended == "team" and state.winners() == {1, 3}
    assert state.returns() == (0.0, 1.0, 0.0, 1.0)


def test_bank_end_at_the_end_of_the_turn():
    """KST-17.2, A6: with bank_end = end_of_turn an empty bank pays nothing and the game ends
    when the turn does, if the bank is still empty."""
    rules = rules_for("SR", draws_per_turn=0, bank_end="end_of_turn")
    state = turn(rules, 0, lines={0: ("rybar", "rybar")}, hands={0: ("mor",)}, bank=1)
    play(state, "end_plays", "die(2)")
    assert state.is_terminal and state.record.pools[0] == 7 and state.record.ended == "bank"
    state = turn(rules, 0, lines={0: ("rybar",)}, hands={0: ("mor",)}, bank=1)
    play(state, "play_action(mor)", "die(2)")  # Mor refills the bank before the end
    assert not state.is_terminal


def test_the_turn_limit_scores_the_game():
    """KST-17.3, KST-17.7, A28: after max_turns completed turns the game is scored; a turn
    cut short by the Dragon counts; bank exhaustion comes first."""
    rules = rules_for("SRS", draws_per_turn=0, max_turns=2)
    state = turn(rules, 0, hands={0: ("mor",)}, lines={0: ("rybar",)})
    play(state, "end_plays", "die(6)", "die(6)")
    assert state.is_terminal and state.record.ended == "turns" and state.record.turns == 2
    rules = rules_for("SRS", draws_per_turn=0, max_turns=1)
    state = turn(rules, 0, lines={1: ("drak:2",)}, pools={0: 1})
    assert state.is_terminal and state.record.ended == "turns" and state.record.turns == 1
    rules = rules_for("SR", draws_per_turn=0, max_turns=1, bank_end="end_of_turn")
    state = turn(rules, 0, lines={0: ("rybar",)}, hands={0: ("mor",)}, bank=1)
    play(state, "end_plays", "die(2)")
    assert state.record.ended == "bank"


def test_scoring_ties_go_to_the_team_sums():
    """E46, KST-17.4, A15, A16: top scores S 9 and R 9: team sums decide; equal sums draw."""
    rules = rules_for("SRSR", draws_per_turn=0, max_turns=1)
    state = turn(rules, 0, pools={0: 9, 1: 9, 2: 3, 3: 2}, hands={0: ("mor",)})
    play(state, "end_plays", "die(6)")
    assert state.record.winner == 0 and state.winners() == {0, 2}
    state = turn(rules, 0, pools={0: 9, 1: 9, 2: 3, 3: 3}, hands={0: ("mor",)})
    play(state, "end_plays", "die(6)")
    assert state.record.winner == -1 and state.returns() == (0.5,) * 4


def test_score_mode_pool_ignores_the_line():
    """KST-17.4, A15: pool plus line points by default, the pool alone with score_mode = pool."""
    for mode, winner in (("total", 1), ("pool", 0)):
        rules = rules_for("SR", draws_per_turn=0, max_turns=1, score_mode=mode)
        state = turn(rules, 0, pools={0: 7}, lines={1: ("karavana:5",)}, hands={0: ("mor",)})
        play(state, "end_plays", "die(6)")
        assert state.record.winner == winner


def test_returns_map_the_spec_scale():
    """KST-17.5: +1 / -1 / 0 of the spec are 1 / 0 / 1/2 here; 0 before the end."""
    rules = rules_for("SRS", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("mor", "hornik")}, pools={0: 1, 2: 1})
    assert state.returns() == (0.0, 0.0, 0.0)
    play(state, "play_action(mor)")
    assert state.returns() == (0.0, 1.0, 0.0)


def test_each_effect_is_its_own_atomic_step():
    """KST-17.6: the drain that eliminates the last opponent ends the game before the next
    effect of the walk (Stopař's draw) resolves."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("mag:1", "stopar")}, pools={1: 1}, hands={0: ("mor",)})
    play(state, "end_plays", "die(4)")
    assert state.is_terminal and state.record.hands[0] == (card(rules, "mor"),)


def test_eliminated_players_score_zero():
    """KST-17.8: only alive players count; an eliminated one scores 0 at every end."""
    rules = rules_for("SRSR", draws_per_turn=0)
    state = turn(rules, 1, hands={1: ("mor", "hornik")}, pools={0: 1, 2: 1},
                 lines={3: ("karavana:9",)}, alive=(True, True, True, False))
    play(state, "play_action(mor)")
    assert state.scores() == (0, 6, 0, 0)
    assert entry(rules, "mor").points == 0


@pytest.mark.parametrize("players", [2, 5])
def test_scores_are_pool_plus_line_points(players):
    """KST-17.4: an alive player's reported score."""
    rules = rules_for("SR" * (players // 2) + "S" * (players % 2), draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("mag:1", "karavana:4")}, hands={0: ("mor",)})
    assert state.scores()[0] == 6 + 5
