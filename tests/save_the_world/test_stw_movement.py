"""Phase 1 movement (SW-4 to SW-6) and the section-7 edge cases about it."""

import pytest
from stw_helpers import (
    apply_texts,
    cell,
    hand,
    holding,
    legal_texts,
    position,
    rules_for,
    texts_with,
)

from tabletop.engine import IllegalActionError

LONDON, MADRID, MOSCOW = (2, 8), (3, 8), (2, 10)


def test_sw_4_1_actions_are_optional_and_end_phase_moves_on():
    """SW-4.1: nothing is mandatory; ``end phase`` leads to phase 2."""
    state = position(rules_for(), hands={0: hand("car")})
    assert legal_texts(state)[-1] == "end phase"
    apply_texts(state, "end phase")
    assert state.phase == "DISASTER_DRAW"


def test_sw_4_2_free_actions_inside_a_segment():
    """SW-4.2: solution cards, offers, swaps and exchanges at every MOVE_STEP decision."""
    rules = rules_for()
    state = position(rules, hands={0: hand("car", "fire", "boat"), 1: hand("storm")},
                     holdings=(holding({"fire": 4}), holding()))
    apply_texts(state, "walk car")
    texts = legal_texts(state)
    for wanted in ("play fire", "offer boat to P1", "swap boat for slot 0", "exchange 4 fire"):
        assert wanted in texts
    assert not texts_with(state, "walk") and "end phase" not in texts


def test_sw_4_3_played_cards_go_to_the_discard_piles_when_phase_1_ends():
    """SW-4.3: played cards lie in front of the player, then go to their discard piles."""
    state = position(rules_for(), hands={0: hand("car", "fire")})
    apply_texts(state, "play fire", "walk car", "stop")
    assert state.record.turn.played[5] == 1 and sum(state.record.discards) == 0
    apply_texts(state, "end phase")
    assert state.record.discards[5] == 1 and state.record.discards[10] == 1


def test_sw_5_1_5_2_boat_from_a_land_city_onto_the_sea():
    """SW-5.1, SW-5.2 (section 7): the first counted cell is the neighbour, so a boat on
    London steps onto the sea; land is not water."""
    state = position(rules_for(), hands={0: hand("boat")}, figures={0: LONDON})
    apply_texts(state, "walk boat")
    assert texts_with(state, "step") == ["step r1c8", "step r2c7"]


def test_sw_5_2_car_universal_yes_sea_no_snowmobile_universal_no():
    """SW-5.2 (section 7): a car may enter a universal cell but not the sea; a snowmobile
    may not enter a universal cell."""
    state = position(rules_for(), hands={0: hand("car")}, figures={0: MADRID})
    apply_texts(state, "walk car")
    steps = texts_with(state, "step")
    assert "step r3c9" in steps and "step r3c7" not in steps
    state = position(rules_for(), hands={0: hand("snowmobile")}, figures={0: (0, 0)})
    apply_texts(state, "walk snowmobile")
    assert texts_with(state, "step") == ["step r0c1", "step r0c17"]


def test_sw_5_1_wrap_costs_one_step_and_no_step_north_of_row_0():
    """SW-5.1 (section 7): (1,17) -> (1,0) is one step; row 0 has no northern neighbour."""
    state = position(rules_for(), hands={0: hand("car")}, figures={0: (1, 17)})
    apply_texts(state, "walk car", "step r1c0")
    assert state.record.segment.left == 3
    state = position(rules_for(), hands={0: hand("snowmobile")}, figures={0: (0, 5)})
    apply_texts(state, "walk snowmobile")
    assert texts_with(state, "step") == ["step r0c4", "step r0c6"]


def test_sw_6_helicopter_diagonal_across_the_wrap_and_diagonal_only():
    """SW-6, AMB-8 (section 7): (4,17) -> (5,0) is a legal diagonal step; with
    ``helicopter = diagonal_only`` orthogonal steps are illegal."""
    state = position(rules_for(), hands={0: hand("helicopter")}, figures={0: (4, 17)})
    apply_texts(state, "walk helicopter")
    assert "step r5c0" in legal_texts(state) and "step r4c0" in legal_texts(state)
    state = position(rules_for(helicopter="diagonal_only"), hands={0: hand("helicopter")},
                     figures={0: (4, 17)})
    apply_texts(state, "walk helicopter")
    assert "step r5c0" in legal_texts(state) and "step r4c0" not in legal_texts(state)
    with pytest.raises(IllegalActionError, match="SW-5.1"):
        apply_texts(state, "step r4c0")


def test_sw_5_3_no_solution_card_no_token_cells():
    """SW-5.3 (section 7): without a solution card a car cannot enter any spread cell."""
    state = position(rules_for(), hands={0: hand("car")}, figures={0: MADRID},
                     spread={(2, 8): "fire", (4, 8): "flood"})
    apply_texts(state, "walk car")
    assert texts_with(state, "step") == ["step r3c9"]
    with pytest.raises(IllegalActionError, match="SW-5.3"):
        apply_texts(state, "step r2c8")


def test_sw_6_5_fire_card_collects_every_fire_token_but_not_flood():
    """SW-6.5, SW-7.1, SW-7.2 (section 7): a car crossing 3 fire cells collects all 3."""
    rules = rules_for()
    state = position(rules, hands={0: hand("car", "fire")}, figures={0: LONDON},
                     spread={(2, 9): "fire", (2, 10): "fire", (2, 11): "fire",
                             (3, 8): "flood"})
    apply_texts(state, "play fire", "walk car")
    assert "step r3c8" not in legal_texts(state)
    apply_texts(state, "step r2c9", "step r2c10", "step r2c11")
    assert state.record.holdings[0].loose[0] == 3
    assert state.record.spread[cell(2, 9)] == 0 and state.record.spread[cell(3, 8)] == 2


def test_sw_6_4_truck_takes_at_most_3_and_never_ends_on_a_token():
    """SW-6.4, SW-5.6, SW-5.10 (section 7): a truck takes at most 3; a step that would end
    its distance on the untaken 4th token is illegal."""
    state = position(rules_for(), hands={0: hand("truck", "fire")}, figures={0: LONDON},
                     spread={(2, 9): "fire", (2, 10): "fire", (2, 11): "fire",
                             (2, 12): "fire"})
    apply_texts(state, "play fire", "walk truck")
    assert texts_with(state, "step r2c9") == ["step r2c9 take", "step r2c9 leave"]
    apply_texts(state, "step r2c9 take", "step r2c10 take", "step r2c11 take")
    assert texts_with(state, "step r2c12") == ["step r2c12 leave"]
    apply_texts(state, "step r1c11", "step r2c11")
    assert texts_with(state, "step r2c12") == []
    assert state.record.holdings[0].loose[0] == 3


def test_sw_5_9_look_ahead_walks_back_onto_an_untaken_token():
    """SW-5.9: a cell whose token a capped card left counts as a legal end when re-entered
    with room under the cap (``allow_revisit``)."""
    state = position(rules_for(), hands={0: hand("truck", "fire")}, figures={0: LONDON},
                     spread={(2, 9): "fire"})
    apply_texts(state, "play fire", "walk truck", "step r2c9 leave")
    assert state.record.spread[cell(2, 9)] == 1
    assert "stop" not in legal_texts(state)
    apply_texts(state, "step r2c8", "step r2c9 take", "stop")


def test_sw_6_4_ship_with_full_cap_passes_but_cannot_resolve():
    """SW-6.4, AMB-22 (section 7): after 3 tokens a big ship cannot resolve an epicentre,
    but may pass through it."""
    rules = rules_for()
    state = position(rules, hands={0: hand("big_ship", "flood", "flood")},
                     figures={0: LONDON}, epicentres={"R2": ("flood", 0)},
                     spread={(2, 7): "flood", (3, 7): "flood", (3, 6): "flood"})
    apply_texts(state, "play flood", "play flood", "walk big_ship", "step r2c7 take",
                "step r3c7 take", "step r3c6 take")
    assert texts_with(state, "step r2c6") == ["step r2c6 pass"]
    state = position(rules_for(cap_counts_epicentre=False),
                     hands={0: hand("big_ship", "flood", "flood")}, figures={0: LONDON},
                     epicentres={"R2": ("flood", 0)},
                     spread={(2, 7): "flood", (3, 7): "flood", (3, 6): "flood"})
    apply_texts(state, "play flood", "play flood", "walk big_ship", "step r2c7 take",
                "step r3c7 take", "step r3c6 take")
    assert "step r2c6 resolve" in legal_texts(state)


def test_sw_7_3_one_card_passes_only_with_distance_left():
    """SW-7.3, SW-5.7 (section 7): with one matching card an epicentre is entered only if
    distance remains to leave it; it stays."""
    state = position(rules_for(), hands={0: hand("boat", "flood")}, figures={0: LONDON},
                     epicentres={"R2": ("flood", 0)})
    apply_texts(state, "play flood", "walk boat", "step r2c7")
    assert texts_with(state, "step r2c6") == ["step r2c6 pass"]
    apply_texts(state, "step r3c7", "step r3c6")
    assert texts_with(state, "step r2c6") == []
    apply_texts(state, "step r3c7")
    assert state.record.epi_type[7] == 1


def test_sw_7_4_two_cards_resolve_and_the_figure_may_end_there():
    """SW-7.4 (section 7): the epicentre and its marker leave; the figure may stop there."""
    state = position(rules_for(), hands={0: hand("boat", "flood", "flood")},
                     figures={0: LONDON}, epicentres={"R2": ("flood", 2)})
    apply_texts(state, "play flood", "play flood", "walk boat", "step r2c7",
                "step r2c6 resolve")
    r = state.record
    assert r.epi_type[7] == -1 and r.epi_level[7] == 0 and r.holdings[0].epicentres[1] == 1
    assert "stop" in legal_texts(state)


def test_sw_7_4_one_pair_resolves_one_epicentre():
    """SW-7.4, AMB-11 (section 7): two flood cards and two flood epicentres on one path:
    only one is resolved (``pair_resolves = one``); with ``all`` both."""
    for mode, second in (("one", ["step r4c5 pass"]), ("all", ["step r4c5 resolve",
                                                               "step r4c5 pass"])):
        state = position(rules_for(pair_resolves=mode),
                         hands={0: hand("big_ship", "flood", "flood")}, figures={0: LONDON},
                         epicentres={"R2": ("flood", 0), "Y3": ("flood", 0)})
        apply_texts(state, "play flood", "play flood", "walk big_ship", "step r2c7",
                    "step r2c6 resolve", "step r3c6", "step r4c6")
        assert texts_with(state, "step r4c5") == second


def test_sw_7_5_universal_declared_storm_pairs_with_storm_only():
    """SW-7.5, AMB-10 (section 7): storm + universal declared storm form a pair; the
    universal does not activate flood."""
    state = position(rules_for(), hands={0: hand("car", "storm", "universal")},
                     figures={0: (4, 13)}, epicentres={"R3": ("storm", 0)},
                     spread={(4, 12): "flood"})
    apply_texts(state, "play storm", "play universal as storm", "walk car")
    assert "step r5c13 resolve" in legal_texts(state)
    assert texts_with(state, "step r4c12") == []


def test_sw_6_1_plane_destinations():
    """SW-6.1, AMB-29 (section 7): not a city with a spread token, not the current city; a
    token-free polar station is fine."""
    state = position(rules_for(), hands={0: hand("plane")}, figures={0: LONDON},
                     spread={(2, 9): "fire"})
    flights = texts_with(state, "fly plane")
    assert "fly plane to r2c9" not in flights and "fly plane to r2c8" not in flights
    assert "fly plane to r0c5" in flights and len(flights) == 41 - 2


def test_sw_6_2_military_plane_only_to_token_sites_and_collects():
    """SW-6.2, SW-9.4 (section 7): no token site, no military plane; landing on a flood
    token collects it without a flood card, and 5 loose flood make a five-value token."""
    state = position(rules_for(), hands={0: hand("military_plane")})
    assert texts_with(state, "fly") == []
    state = position(rules_for(), hands={0: hand("military_plane")}, figures={0: LONDON},
                     spread={(2, 9): "flood"}, holdings=(holding({"flood": 4}), holding()))
    assert texts_with(state, "fly") == ["fly military_plane to r2c9"]
    apply_texts(state, "fly military_plane to r2c9")
    h = state.record.holdings[0]
    assert (h.loose[1], h.fives[1]) == (0, 1) and state.record.spread[cell(2, 9)] == 0
    state = position(rules_for(military_plane="any_site"), hands={0: hand("military_plane")})
    assert len(texts_with(state, "fly")) == 40


def test_sw_6_3_after_a_plane_a_car_from_the_new_city():
    """SW-6.3 (section 7): a car may follow the plane from its landing city."""
    state = position(rules_for(), hands={0: hand("plane", "car")}, figures={0: LONDON})
    apply_texts(state, "fly plane to r2c10", "walk car", "step r2c11")
    assert state.record.figures[0] == cell(2, 11)


def test_sw_6_6_sailboat_hygiene_and_balloon_roll_of_one():
    """SW-6.6, SW-6.7 (section 7): no sailboat where no water is next; a balloon roll of 1
    allows exactly one step, then the segment ends by itself."""
    state = position(rules_for(), hands={0: hand("sailboat", "balloon")}, figures={0: MOSCOW})
    assert "walk sailboat" not in legal_texts(state)
    apply_texts(state, "walk balloon")
    assert state.phase == "TRAVEL_ROLL"
    apply_texts(state, "roll 1", "step r2c11")
    assert state.phase == "PHASE1_ACTION" and state.record.segment is None


def test_sw_6_7_car_not_offered_without_a_one_step_segment():
    """SW-6.7, AMB-30: a walking card needs a legal one-step segment."""
    state = position(rules_for(), hands={0: hand("car")}, figures={0: LONDON},
                     spread={(2, 9): "fire", (3, 8): "flood"})
    assert "walk car" not in legal_texts(state)
    with pytest.raises(IllegalActionError, match="SW-6.7"):
        apply_texts(state, "walk car")


def test_sw_5_5_revisit_and_5_12_without_it():
    """SW-5.5, SW-5.12, AMB-4 (section 7): A -> B -> A is legal and B's token is collected
    once; with ``allow_revisit = false`` the return step is illegal."""
    state = position(rules_for(), hands={0: hand("car", "fire")}, figures={0: LONDON},
                     spread={(2, 9): "fire"})
    apply_texts(state, "play fire", "walk car", "step r2c9", "step r2c8", "step r2c9")
    assert state.record.holdings[0].loose[0] == 1
    state = position(rules_for(allow_revisit=False), hands={0: hand("car", "fire")},
                     figures={0: LONDON}, spread={(2, 9): "fire"})
    apply_texts(state, "play fire", "walk car", "step r2c9")
    assert "step r2c8" not in legal_texts(state)
    with pytest.raises(IllegalActionError, match="SW-5.12"):
        apply_texts(state, "step r2c8")


def test_sw_5_4_figures_never_block():
    """SW-5.4: a figure may pass through and end where other figures stand."""
    state = position(rules_for(), hands={0: hand("car")}, figures={0: LONDON, 1: (2, 9)})
    apply_texts(state, "walk car", "step r2c9", "stop")
    assert state.record.figures == (cell(2, 9), cell(2, 9))


def test_sw_5_6_5_11_segment_ends_at_zero_or_on_stop():
    """SW-5.6, SW-5.11: distance 0 ends the segment; otherwise only ``stop`` does."""
    state = position(rules_for(), hands={0: hand("car")}, figures={0: LONDON})
    apply_texts(state, "walk car", "step r2c9", "step r2c10", "step r2c11")
    assert state.phase == "MOVE_STEP"
    apply_texts(state, "step r2c12")
    assert state.phase == "PHASE1_ACTION"


def test_sw_5_7_figure_on_an_epicentre_may_stay_or_leave():
    """SW-5.7, SW-10.7, AMB-19 (section 7): a figure placed under an epicentre may stay
    (zero-step segment) or leave without an active colour."""
    state = position(rules_for(), hands={0: hand("car", "car")}, figures={0: (6, 10)},
                     epicentres={"Y4": ("fire", 0)})
    apply_texts(state, "walk car", "stop")
    assert state.record.figures[0] == cell(6, 10)
    apply_texts(state, "walk car", "step r6c9")
    assert "stop" in legal_texts(state)


def test_sw_5_8_cards_chain_and_segments_end_token_free():
    """SW-5.8: each new segment starts where the previous ended."""
    state = position(rules_for(), hands={0: hand("car", "boat")}, figures={0: MADRID})
    apply_texts(state, "walk car", "step r2c8", "stop", "walk boat", "step r2c7", "stop")
    assert state.record.figures[0] == cell(2, 7)


def test_sw_5_10_step_forms():
    """SW-5.10: plain, take/leave for capped cards, resolve/pass on epicentres."""
    state = position(rules_for(), hands={0: hand("truck", "fire")}, figures={0: LONDON},
                     spread={(2, 9): "fire"})
    apply_texts(state, "play fire", "walk truck")
    assert set(texts_with(state, "step r2c9")) == {"step r2c9 take", "step r2c9 leave"}


def test_sw_7_6_planes_ignore_tokens_on_the_way():
    """SW-7.6: a plane flight passes or resolves nothing."""
    state = position(rules_for(), hands={0: hand("plane", "fire", "fire")},
                     figures={0: LONDON}, epicentres={"Y4": ("fire", 0)})
    apply_texts(state, "play fire", "play fire", "fly plane to r6c9")
    assert state.record.epi_type[3] == 0
