"""Holdings, permanent points and the five-value token (SW-9) with the section-7 cases."""

from stw_helpers import apply_texts, hand, holding, legal_texts, position, rules_for, texts_with

from tabletop.games.save_the_world.state import Offer, Phase


def exchange_state(h, **options):
    rules = rules_for(**options)
    return position(rules, hands={0: hand()}, holdings=(h, holding()))


def test_sw_9_1_holdings_are_public_and_counted():
    """SW-9.1: loose, five-value, epicentre tokens and permanent points."""
    h = holding({"fire": 2}, {"flood": 1}, {"storm": 1}, permanent=2)
    assert h.points == 2 + 5 + 1 + 2


def test_sw_9_2_four_loose_give_one_point():
    """SW-9.2 (a), SW-9.3 (section 7): 4 loose tokens give 1 permanent point."""
    state = exchange_state(holding({"fire": 4}))
    supply = state.record.supply[0]
    apply_texts(state, "exchange 4 fire")
    h = state.record.holdings[0]
    assert (h.loose[0], h.permanent, state.record.supply[0]) == (0, 1, supply + 4)


def test_sw_9_2_five_plus_two_give_two_points_without_change():
    """SW-9.2 (b), SW-9.5 (section 7): a five-value token and 2 loose pay the 7-exchange."""
    state = exchange_state(holding({"fire": 2}, {"fire": 1}))
    apply_texts(state, "exchange 7 fire")
    h = state.record.holdings[0]
    assert (h.loose[0], h.fives[0], h.permanent) == (0, 0, 2)


def test_sw_9_5_a_five_alone_pays_four_with_one_back():
    """SW-9.5 (section 7): a five-value token pays the 4-exchange and 1 loose comes back."""
    state = exchange_state(holding(fives={"fire": 1}))
    apply_texts(state, "exchange 4 fire")
    h = state.record.holdings[0]
    assert (h.loose[0], h.fives[0], h.permanent) == (1, 0, 1)


def test_sw_9_5_change_needs_the_supply():
    """SW-9.5: the payment is illegal when the supply cannot give the change."""
    state = exchange_state(holding(fives={"fire": 1}), spread_per_colour=8)
    state = state.rules.state_from_record(state.record.replace(supply=(0, 8, 8, 8, 8)))
    assert texts_with(state, "exchange") == []


def test_sw_9_2_epicentre_one_for_one():
    """SW-9.2 (c): an epicentre token for a permanent point."""
    state = exchange_state(holding(epicentres={"quake": 1}))
    apply_texts(state, "exchange epicentre quake")
    assert state.record.holdings[0].permanent == 1


def test_sw_9_2_no_exchange_off_turn_or_in_coop():
    """SW-9.2, AMB-28 (section 7): never during another player's turn, never in co-op."""
    rules = rules_for()
    state = position(rules, phase=Phase.TRADE_RESPONSE, seat=1,
                     holdings=(holding(), holding({"fire": 4})), hands={1: hand("car")})
    state = rules.state_from_record(state.record.replace(offer=Offer(1, 5)))
    assert texts_with(state, "exchange") == []
    state = position(rules_for(variant="cooperative"), hands={0: hand()})
    state = state.rules.state_from_record(state.record.replace(pile=holding({"fire": 4})))
    assert texts_with(state, "exchange") == []


def test_sw_9_2_exchange_in_phase_3():
    """SW-9.2, SW-13.1: exchanges are also offered at DISCARD (D9)."""
    rules = rules_for()
    state = position(rules, phase=Phase.DISCARD, holdings=(holding({"fire": 4}), holding()))
    assert "exchange 4 fire" in legal_texts(state)


def test_sw_9_4_forced_five_immediately_and_on_shortage():
    """SW-9.4, SW-11.6, AMB-13: 5 loose become a five-value token at once; with
    ``on_shortage`` only when a new disaster needs supply."""
    spread = {(2, 9): "fire"}
    state = position(rules_for(), hands={0: hand("car", "fire")}, spread=spread,
                     holdings=(holding({"fire": 4}), holding()))
    apply_texts(state, "play fire", "walk car", "step r2c9")
    assert (state.record.holdings[0].loose[0], state.record.holdings[0].fives[0]) == (0, 1)
    state = position(rules_for(five_token_mode="on_shortage"), hands={0: hand("car", "fire")},
                     spread=spread, holdings=(holding({"fire": 4}), holding()))
    apply_texts(state, "play fire", "walk car", "step r2c9")
    assert state.record.holdings[0].loose[0] == 5
