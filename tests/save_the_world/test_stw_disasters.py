"""Phase 2: dice, new disasters, spread placement, intensifying and outbreaks (SW-10 to
SW-12) with their section-7 edge cases."""

from stw_helpers import apply_texts, cell, hand, holding, legal_texts, position, rules_for, spot

from tabletop.games.save_the_world.state import Phase


def phase2(rules=None, **kw):
    rules = rules or rules_for()
    state = position(rules, hands={0: hand()}, **kw)
    apply_texts(state, "end phase")
    assert state.phase == "DISASTER_DRAW"
    return state


def place_all(state):
    placed = 0
    while state.phase == "SPREAD_PLACE":
        apply_texts(state, legal_texts(state)[0])
        placed += 1
    return placed


def test_sw_10_2_10_3_one_die_card_on_a_free_spot():
    """SW-10.2, SW-10.3, SW-10.5, SW-11.1, SW-11.2 (section 7): the epicentre is placed
    white side up and 8 spread tokens follow, 8 D8 decisions."""
    state = phase2()
    apply_texts(state, "disaster fire_1")
    assert state.phase == "DIE_COLOUR" and legal_texts(state) == ["die yellow", "die red"]
    apply_texts(state, "die yellow", "roll 2")
    r = state.record
    assert r.counter == 1 and r.epi_type[1] == 0 and r.epi_level[1] == 0
    assert place_all(state) == 8 and state.record.supply[0] == 20 - 8


def test_sw_10_5_occupied_spot_of_another_type_intensifies():
    """SW-10.5 (section 7): the disaster there intensifies; the card's type is ignored."""
    state = phase2(epicentres={"Y2": ("flood", 0)})
    apply_texts(state, "disaster fire_1", "die yellow", "roll 2")
    assert state.record.epi_type[1] == 1 and state.record.epi_level[1] == 1
    assert state.phase == "DISCARD"


def test_sw_10_4_10_6_two_free_spots_ask_d7_and_one_disaster():
    """SW-10.4, SW-10.6, SW-10.7 (section 7): exactly one new disaster, on the chosen spot."""
    state = phase2()
    apply_texts(state, "disaster quake_2", "roll 1", "roll 4")
    assert state.phase == "NEW_SPOT"
    apply_texts(state, "spot red")
    place_all(state)
    r = state.record
    assert r.epi_type[spot(state.rules, "R4")] == 3 and r.epi_type[spot(state.rules, "Y1")] == -1


def test_sw_10_6_mixed_outbreak_first_then_new_disaster():
    """SW-10.6, AMB-18 (section 7): the occupied level-2 spot breaks out first; the new
    disaster may use the freed cells and tokens."""
    rules = rules_for()
    state = phase2(rules, epicentres={"Y2": ("fire", 2)}, spread={(3, 17): "fire"})
    apply_texts(state, "disaster fire_2", "roll 2", "roll 3")
    r = state.record
    assert r.epi_type[1] == -1 and r.spread[cell(3, 17)] == 0 and r.epi_type[8] == 0
    assert state.phase == "SPREAD_PLACE"


def test_sw_10_6_both_occupied_both_intensify_nothing_placed():
    """SW-10.6 (section 7): both intensify, no spread."""
    state = phase2(epicentres={"Y1": ("fire", 0), "R1": ("storm", 1)})
    apply_texts(state, "disaster flood_2", "roll 1", "roll 1")
    r = state.record
    assert r.epi_level[0] == 1 and r.epi_level[6] == 2 and state.phase == "DISCARD"


def test_sw_12_1_12_2_three_intensifications_then_outbreak():
    """SW-12.1, SW-12.2 (section 7): white -> red -> marker -> outbreak."""
    rules = rules_for()
    state = phase2(rules, epicentres={"Y2": ("fire", 0)})
    levels = []
    for card in ("flood_1", "quake_1", "storm_1"):
        r = state.record.replace(phase=Phase.DISASTER_DRAW)
        state = rules.state_from_record(r)
        apply_texts(state, f"disaster {card}", "die yellow", "roll 2")
        levels.append((state.record.epi_type[1], state.record.epi_level[1]))
    assert levels == [(0, 1), (0, 2), (-1, 0)]


def test_sw_12_3_outbreak_strips_every_holding_and_the_connected_group():
    """SW-12.3, SW-12.4, AMB-1 (section 7): every player loses loose, five-value and
    epicentre tokens of the colour; only the connected group leaves the board."""
    rules = rules_for()
    spread = {(3, 17): "fire", (2, 17): "fire", (1, 17): "fire",   # connected to Y2
              (4, 17): "flood", (5, 17): "fire",                   # behind a flood token
              (2, 15): "fire", (4, 15): "fire"}                    # diagonal / separate
    h = holding({"fire": 3, "flood": 2}, {"fire": 1}, {"fire": 1}, permanent=4)
    state = phase2(rules, epicentres={"Y2": ("fire", 2)}, spread=spread,
                   holdings=(h, h))
    apply_texts(state, "disaster storm_1", "die yellow", "roll 2")
    r = state.record
    for seat in (0, 1):
        h2 = r.holdings[seat]
        assert (h2.loose, h2.fives, h2.epicentres, h2.permanent) == (
            (0, 2, 0, 0, 0), (0, 0, 0, 0, 0), (0, 0, 0, 0, 0), 4)
    assert [r.spread[cell(*c)] for c in ((3, 17), (2, 17), (1, 17))] == [0, 0, 0]
    assert [r.spread[cell(*c)] for c in ((4, 17), (5, 17), (2, 15), (4, 15))] == [2, 1, 1, 1]
    assert r.epi_type[1] == -1 and r.supply[0] == 20 - 6 + 3 + 6


def test_sw_12_3_scopes():
    """SW-12.3 (a), AMB-1: ``spread`` keeps five-value and epicentre tokens,
    ``spread_five`` keeps epicentre tokens."""
    h = holding({"fire": 3}, {"fire": 1}, {"fire": 1})
    for scope, left in (("spread", (0, 1, 1)), ("spread_five", (0, 0, 1))):
        state = phase2(rules_for(outbreak_scope=scope), epicentres={"Y2": ("fire", 2)},
                       holdings=(h, h))
        apply_texts(state, "disaster storm_1", "die yellow", "roll 2")
        h2 = state.record.holdings[1]
        assert (h2.loose[0], h2.fives[0], h2.epicentres[0]) == left


def test_sw_11_3_placement_never_on_spots_figures_or_tokens_and_contiguous():
    """SW-11.3, SW-11.5, AMB-15 (section 7): never a figure's cell, a spot or another
    spread token; the first token touches the epicentre orthogonally (with wrap)."""
    rules = rules_for()
    state = phase2(rules, figures={0: (2, 16), 1: (2, 8)}, spread={(4, 16): "flood"})
    apply_texts(state, "disaster fire_1", "die yellow", "roll 2")
    assert legal_texts(state) == ["place r3c15", "place r3c17"]
    apply_texts(state, "place r3c17")
    assert "place r3c0" in legal_texts(state)  # across the wrap
    assert "place r2c17" in legal_texts(state) and "place r2c16" not in legal_texts(state)


def test_sw_11_3_four_per_class_and_universal_declared():
    """SW-11.3 (e) (section 7): after 4 sea tokens a 5th sea cell is illegal; a universal
    cell may still be placed as land."""
    rules = rules_for()
    state = phase2(rules)
    apply_texts(state, "disaster flood_1", "die yellow", "roll 3")   # Y3 at (4,5)
    for c in ("place r4c6", "place r4c7", "place r3c6", "place r3c7"):
        apply_texts(state, c)
    texts = legal_texts(state)
    assert not any(t in texts for t in ("place r2c7", "place r5c6", "place r5c7"))
    apply_texts(state, "place r5c5")
    assert "place r5c4 as land" in legal_texts(state)
    assert "place r5c4 as sea" not in legal_texts(state)


def test_sw_11_3_separate_classes_for_sites():
    """SW-11.3 (e), AMB-14: with ``separate`` cities form their own class."""
    rules = rules_for(site_spread_class="separate")
    assert rules.spread_classes[cell(2, 8)] == (3,)
    assert rules_for().spread_classes[cell(2, 8)] == (0,)


def test_sw_11_4_supply_of_three_and_boxed_in_spot():
    """SW-11.4 (section 7): a supply of 3 fire places exactly 3; a boxed-in spot gets 0
    but still its epicentre."""
    rules = rules_for()
    state = phase2(rules, supply=(3, 20, 20, 20, 20))
    apply_texts(state, "disaster fire_1", "die yellow", "roll 2")
    assert place_all(state) == 3
    state = phase2(rules, figures={0: (3, 15), 1: (2, 16)}, spread={(3, 17): "flood",
                                                                      (4, 16): "flood"})
    apply_texts(state, "disaster fire_1", "die yellow", "roll 2")
    assert state.record.epi_type[1] == 0 and state.phase == "DISCARD"


def test_sw_11_4_spread_maximal_filters_dead_ends():
    """SW-11.4, AMB-17: with ``spread_maximal`` only cells that keep 8 reachable."""
    rules = rules_for(spread_maximal=True)
    state = phase2(rules)
    apply_texts(state, "disaster fire_1", "die yellow", "roll 1")
    assert place_all(state) == 8


def test_sw_11_7_limited_epicentres():
    """SW-11.1, SW-11.7: with none left no epicentre or spread; the card still counts."""
    rules = rules_for(epicentres_per_type=0)
    state = phase2(rules)
    apply_texts(state, "disaster fire_1", "die yellow", "roll 2")
    assert state.record.epi_type[1] == -1 and state.record.counter == 1
    assert state.phase == "DISCARD"


def test_sw_10_1_phase_2_skipped_after_t():
    """SW-10.1: no card once T are counted."""
    state = position(rules_for(), hands={0: hand()}, counter=24)
    apply_texts(state, "end phase")
    assert state.phase == "DISCARD"


def test_sw_14_2_sixteenth_card_from_the_reshuffled_fifteen():
    """SW-14.2 (section 7): the disaster deck is rebuilt from every turned card."""
    rules = rules_for()
    state = phase2(rules, disaster_deck=(0,) * 10, disaster_discard=(2, 1) * 5, counter=15)
    assert state.phase == "DISASTER_DRAW"
    assert sum(state.record.disaster_deck) == 15 and len(state.chance_outcomes()) == 10
