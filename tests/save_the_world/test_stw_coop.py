"""The cooperative variant (SW-17) and its lives extension, with the section-7 cases."""

from stw_helpers import (
    apply_texts,
    cell,
    hand,
    holding,
    legal_texts,
    position,
    rules_for,
    spot,
    texts_with,
)

from tabletop.games.save_the_world.state import Phase

COOP = {"variant": "cooperative"}
LIVES = {"variant": "cooperative", "coop_lives": True}


def phase2(rules, **kw):
    state = position(rules, hands={0: hand()}, **kw)
    apply_texts(state, "end phase")
    return state


def test_sw_17_1_17_2_sixth_outbreak_loses_at_once():
    """SW-17.1, SW-17.2 (section 7): with limit 5 the 6th outbreak ends the game in a
    loss before its effects."""
    rules = rules_for(**COOP)
    state = phase2(rules, epicentres={"Y2": ("fire", 2)}, outbreaks=5)
    apply_texts(state, "disaster storm_1", "die yellow", "roll 2")
    r = state.record
    assert state.is_terminal and r.lost and r.outbreaks == 6 and r.epi_type[1] == 0
    assert state.winners() == frozenset() and state.returns() == (0.0, 0.0)


def test_sw_17_2_normal_end_within_the_limit_wins():
    """SW-17.2: the game ends normally with at most L outbreaks: everyone wins."""
    state = position(rules_for(**COOP), phase=Phase.END, outbreaks=5)
    assert state.winners() == frozenset({0, 1}) and state.returns() == (1.0, 1.0)


def test_sw_17_3_17_4_skull_spots_are_rerolled():
    """SW-17.3, SW-17.4, AMB-23 (section 7): an outbreak leaves a skull; a roll naming it
    is re-rolled; after 3 re-rolls on skulls that die does nothing."""
    rules = rules_for(**COOP)
    state = phase2(rules, epicentres={"Y2": ("fire", 2)})
    apply_texts(state, "disaster storm_1", "die yellow", "roll 2")
    assert state.record.skulls == frozenset({1}) and state.record.outbreaks == 1
    r = state.record.replace(phase=Phase.DISASTER_DRAW)
    state = rules.state_from_record(r)
    apply_texts(state, "disaster fire_1", "die yellow", "roll 2")
    assert state.phase == "SPOT_ROLL" and state.record.rerolls == 1
    apply_texts(state, "roll 2", "roll 2", "roll 2")
    assert state.phase == "DISCARD" and state.record.epi_type[1] == -1
    state = rules.state_from_record(r)
    apply_texts(state, "disaster fire_1", "die yellow", "roll 2", "roll 5")
    assert state.record.epi_type[4] == 0 and state.phase == "SPREAD_PLACE"


def test_sw_17_4_two_rerolls_and_a_dead_die_with_two_dice():
    """SW-17.4: ``coop_rerolls = 2`` gives three rolls; the other die acts alone."""
    rules = rules_for(coop_rerolls=2, **COOP)
    state = phase2(rules, skulls=frozenset({1}))
    apply_texts(state, "disaster fire_2", "roll 2", "roll 2", "roll 2", "roll 3")
    assert state.phase == "SPREAD_PLACE" and state.record.epi_type[spot(rules, "R3")] == 0


def test_sw_17_5_common_pile_collects_everything():
    """SW-17.5: every collected token, the military plane's too, goes to the pile."""
    state = position(rules_for(**COOP), hands={0: hand("military_plane")},
                     spread={(2, 9): "flood"})
    apply_texts(state, "fly military_plane to r2c9")
    assert state.record.pile.loose[1] == 1 and state.record.holdings[0].points == 0


def test_sw_17_6_resolution_costs_eight_from_the_pile():
    """SW-17.6 (section 7): a pair and only 7 units: no resolution, but passing through."""
    rules = rules_for(**COOP)
    for units, resolve in ((7, False), (8, True)):
        state = position(rules, hands={0: hand("boat", "flood", "flood")},
                         figures={0: (2, 8)}, epicentres={"R2": ("flood", 0)},
                         pile=holding({"flood": units % 5}, {"flood": units // 5}))
        apply_texts(state, "play flood", "play flood", "walk boat", "step r2c7")
        assert ("step r2c6 resolve" in legal_texts(state)) == resolve
        assert "step r2c6 pass" in legal_texts(state)
    apply_texts(state, "step r2c6 resolve")
    assert state.record.pile.units(1) == 0 and state.record.epi_type[7] == -1


def test_sw_17_7_outbreak_strips_the_pile():
    """SW-17.7, AMB-24: the pile loses the colour."""
    state = phase2(rules_for(**COOP), epicentres={"Y2": ("fire", 2)},
                   pile=holding({"fire": 3, "flood": 2}, {"fire": 2}))
    apply_texts(state, "disaster storm_1", "die yellow", "roll 2")
    assert state.record.pile.units(0) == 0 and state.record.pile.units(1) == 2


def test_sw_17_8_nearest_figure_across_the_wrap_and_ties():
    """SW-17.8, AMB-6 (section 7): (3,0) is 2 from Y2 at (3,16); equally near figures
    both lose a life; a second lost life eliminates after phase 2."""
    rules = rules_for(**LIVES)
    assert rules.map.distances["manhattan"][cell(3, 0)][cell(3, 16)] == 2
    assert rules.map.distances["chebyshev"][cell(5, 0)][cell(3, 16)] == 2
    state = phase2(rules, epicentres={"Y2": ("fire", 2)}, figures={0: (3, 0), 1: (1, 16)},
                   lives=(2, 1))
    apply_texts(state, "disaster storm_1", "die yellow", "roll 2")
    r = state.record
    assert r.lives == (1, 0) and r.out == (False, True) and r.figures[1] == -1
    assert state.phase == "DISCARD"


def test_sw_17_8_active_chooses_on_a_tie():
    """SW-17.8, D11: with ``coop_life_tie = active_chooses`` the active player picks."""
    rules = rules_for(coop_life_tie="active_chooses", **LIVES)
    state = phase2(rules, epicentres={"Y2": ("fire", 2)}, figures={0: (3, 0), 1: (1, 16)})
    apply_texts(state, "disaster storm_1", "die yellow", "roll 2")
    assert state.phase == "LIFE_TIE" and legal_texts(state) == ["choose P0", "choose P1"]
    apply_texts(state, "choose P1")
    assert state.record.lives == (2, 1)


def test_sw_17_8_eliminated_active_player_skips_phase_3():
    """SW-17.8: an eliminated active player's phase 3 is skipped; their hand goes to the
    discard piles (SW-17.11)."""
    rules = rules_for(players=3, **LIVES)
    state = position(rules, hands={0: hand("car", "fire")}, figures={0: (3, 17)},
                     epicentres={"Y2": ("fire", 2)}, lives=(1, 2, 2))
    apply_texts(state, "end phase", "disaster storm_1", "die yellow", "roll 2")
    r = state.record
    assert r.out[0] and r.discards[5] == 1 and r.active == 1 and state.phase == "PHASE1_ACTION"


def test_sw_17_9_other_rules_unchanged():
    """SW-17.9: trading works in co-op as in the competitive game."""
    state = position(rules_for(**COOP), hands={0: hand("car"), 1: hand("fire")})
    apply_texts(state, "offer car to P1", "give fire")
    assert state.record.hands[0] == hand("fire")


def test_sw_17_10_a_doomed_figure_still_counts():
    """SW-17.10: a player who lost the last life this phase 2 still counts as nearest; a
    further life lost has no effect."""
    rules = rules_for(**LIVES)
    state = phase2(rules, epicentres={"Y2": ("fire", 2), "R1": ("storm", 2)},
                   figures={0: (2, 14), 1: (6, 0)}, lives=(1, 2))
    apply_texts(state, "disaster quake_2", "roll 2", "roll 1")
    r = state.record
    assert r.lives == (0, 2) and r.out == (True, False) and r.outbreaks == 2


def test_sw_17_11_eliminated_seats_are_skipped_and_do_not_block():
    """SW-17.11: turn order skips eliminated seats; no offers to them; their figure no
    longer blocks spread."""
    rules = rules_for(players=3, **LIVES)
    state = position(rules, hands={0: hand("car")}, out=(False, True, False),
                     figures={1: (3, 17)}, lives=(2, 0, 2))
    assert texts_with(state, "offer") == ["offer car to P2"]
    apply_texts(state, "end phase", "disaster fire_1", "die yellow", "roll 2")
    assert "place r3c17" in legal_texts(state)
    while state.phase == "SPREAD_PLACE":
        apply_texts(state, legal_texts(state)[0])
    apply_texts(state, "done")
    while state.phase == "CARD_DRAW" or state.phase == "DRAW_SPLIT":
        apply_texts(state, legal_texts(state)[0])
    assert state.record.active == 2


def test_sw_17_8_the_first_lost_life_gives_a_skull_token():
    """SW-17.8: the first lost life gives a skull token, told when it happens and shown
    beside the seat's lives; the second lost life gives none."""
    rules = rules_for(**LIVES)
    state = phase2(rules, epicentres={"Y2": ("fire", 2)}, figures={0: (3, 0), 1: (1, 16)},
                   lives=(2, 1))
    apply_texts(state, "disaster storm_1", "die yellow")
    before, roll = state.record, rules.parse_action("roll 2")
    state.apply(roll)
    told = rules.narrate(before, roll, state.record, 0)
    assert "P0 is nearest the outbreak and loses a life and takes a skull token (1 left)" \
        in told
    assert "P1 is nearest the outbreak and loses a life (0 left)" in told
    screen = str(state)
    assert "P0, lives 1 and a skull token:" in screen
    assert "P1 (out), lives 0 and a skull token:" in screen
