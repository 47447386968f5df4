"""The merchant: movement (TD-5), gold plates (TD-10), mountain towns (TD-13), selling (TD-14)."""

import itertools

import networkx as nx
from tokaido_helpers import act, boards, items, legal, position, roll, setup

from tabletop.games.tokaido_duo import Rules
from tabletop.games.tokaido_duo.board import DEFAULT_BOARD
from tabletop.games.tokaido_duo.powers import capacity


def merchant_turn(value: int, options: dict | None = None, **changes):
    """Player 0 takes the merchant die showing ``value`` in round 1."""
    state = position(setup(**(options or {})), **changes)
    return act(roll(state, 1, value, 1), "die:merchant")


def test_td_5_1_and_edge_11_one_route_per_step():
    """TD-5.1, edge case 11: from M1 a 1 reaches M2, M4, M6 and P02."""
    assert legal(merchant_turn(1)) == ["to:M2", "to:M4", "to:M6", "to:P02"]


def test_td_5_2_edge_11_coastal_stops_need_a_free_town():
    """TD-5.2, edge case 11: a pilgrim on P02 removes it; M4 with the other merchant stays."""
    state = merchant_turn(1, pilgrims=("P00", "P02"))
    assert legal(state) == ["to:M2", "to:M4", "to:M6"]


def test_edge_12_merchant_leaving_a_coastal_town():
    """Edge case 12: from P02 a 1 has only M1 (no decision); a 2 gives M2, M4, M6."""
    state = merchant_turn(1, merchants=("P02", "M4"))
    assert state.record.merchants[0] == "M1"
    assert legal(merchant_turn(2, merchants=("P02", "M4"))) == ["to:M2", "to:M4", "to:M6"]


def test_td_5_3_passing_occupied_towns_on_a_board_where_it_matters(tmp_path):
    """TD-5.3, A19, A26: with an extra route P02-M2 a merchant passes the occupied P02 by
    default, not with merchant_pass_occupied = false."""
    text = DEFAULT_BOARD.read_text()
    text = text.replace('["M1", "M4"],\n]', '["M1", "M4"], ["P02", "M2"],\n]')
    text = text.replace('zone_adjacency = [', 'zone_adjacency = [\n    { zones = ["Z1", "Z7"], '
                        'route = ["P02", "M2"] },')
    board = tmp_path / "through_town.toml"
    board.write_text(text)
    state = merchant_turn(2, {"board": str(board)}, pilgrims=("P00", "P02"))
    assert "to:M2" in legal(state)
    state = merchant_turn(2, {"board": str(board), "merchant_pass_occupied": False},
                          pilgrims=("P00", "P02"))
    assert "to:M2" not in legal(state) and "to:M3" in legal(state)


def test_td_5_4_destinations_are_simple_path_ends():
    """TD-5.4, TD-3.2: the end towns of simple paths of exactly N routes, checked against
    networkx's own simple-path search."""
    routes = Rules().layout.routes
    table = Rules().layout.merchant_moves
    for town in routes:
        for n in range(1, 7):
            ends = sorted({path[-1] for target in routes if target != town
                           for path in nx.all_simple_paths(routes, town, target, cutoff=n)
                           if len(path) == n + 1})
            assert [end for end, _ in table[town, n]] == ends


def test_td_5_4_and_edge_15_a_merchant_on_a_coastal_town_blocks_both_figures():
    """TD-5.4, edge case 15: a merchant on P06; the pilgrim aiming at P06 stops on P07,
    the other merchant cannot stop on P06 but may stop on M2."""
    state = position(setup(), pilgrims=("P04", "P13"), merchants=("M1", "P06"))
    act(roll(state, 2, 1, 1), "die:pilgrim")
    assert state.record.pilgrims[0] == "P07"
    state = merchant_turn(2, merchants=("M3", "P06"))
    assert "to:P06" not in legal(state) and "to:M1" in legal(state)
    state = merchant_turn(1, merchants=("M3", "P06"))
    assert legal(state) == ["to:M2", "to:M4", "to:P10"]


def test_td_10_1_edge_26_plate_threshold():
    """TD-10.1, A1, edge case 26: 8 + 3 = 11 buys a plate (1 left); 7 + 3 = 10 does not,
    unless plate_threshold = 10 (0 left). P19 holds ST5, 3 pilgrim coins."""
    def collect(coins, **options):
        state = position(setup(**options), pilgrims=("P17", "P13"), players={0: {"coins": coins}})
        act(roll(state, 2, 1, 1), "die:pilgrim", "collect")
        b = boards(state, 0)
        return b.plates, b.coins

    assert collect(8) == (1, 1)
    assert collect(7) == (0, 10)
    assert collect(7, plate_threshold=10) == (1, 0)


def test_td_10_2_plates_are_bought_before_the_rest_of_the_die_turn():
    """TD-10.2: the plate is on the board when the repeat decision comes."""
    state = position(setup(), pilgrims=("P17", "P13"), players={0: {"coins": 9}},
                     spring_holder=0, spring_taken=0)
    act(roll(state, 2, 1, 1), "die:pilgrim", "collect")
    assert state.phase == "hot_springs_repeat" and boards(state, 0).plates == 1


def test_td_14_3_edge_27_a_big_sale_buys_two_plates():
    """TD-14.3, edge case 27: 9 coins and a sale worth 13 (incense 5, silk 2 x 4 at ST1)."""
    held = items(Rules(), incense=1, silk=2)
    state = merchant_turn(1, players={0: {"coins": 9, "items": held}})
    act(state, "to:P02", "sell:incense=1,silk=2")
    b = boards(state, 0)
    assert (b.plates, b.coins, sum(b.items)) == (2, 2, 0)


def test_td_10_3_to_td_10_5_edge_28_the_fifth_plate():
    """TD-10.3: the fifth plate triggers the end; TD-10.4: coins then accumulate;
    TD-10.5, edge case 28: merchant score 25."""
    held = items(Rules(), incense=1, silk=2)
    state = merchant_turn(1, players={0: {"coins": 9, "plates": 4, "items": held}})
    act(state, "to:P02", "sell:incense=1,silk=2")
    b = boards(state, 0)
    assert state.record.triggered and (b.plates, b.coins) == (5, 12)
    from tabletop.games.tokaido_duo.scoring import merchant_score
    assert merchant_score(state.rules, b) == 25
    assert merchant_score(state.rules, boards(state, 1)) == 0


def test_td_13_1_drawing_is_a_chance_event_per_item():
    """TD-13.1: M3 draws 3; each draw is weighted by the bag's counts."""
    state = merchant_turn(2)  # M1 -> M3 via M2 or M4
    act(state, "to:M3")
    assert state.phase == "mountain" and legal(state) == ["draw", "decline"]
    act(state, "draw")
    outcomes = dict((str(a), p) for a, p in state.chance_outcomes())
    assert outcomes == {"draw:incense": 4 / 30, "draw:porcelain": 6 / 30,
                        "draw:sake": 7 / 30, "draw:silk": 5 / 30, "draw:tea": 8 / 30}
    act(state, "draw:tea", "draw:tea", "draw:silk")
    assert boards(state, 0).items == items(state.rules, tea=2, silk=1)
    assert state.current_player == 1


def test_edge_44_a_short_bag_draws_what_is_left(tmp_path):
    """Edge case 44, A15: custom item counts leave 1 token in the bag; M3 draws it only."""
    text = DEFAULT_BOARD.read_text().replace(
        "items = { tea = 8, sake = 7, porcelain = 6, silk = 5, incense = 4 }",
        "items = { tea = 2, sake = 1, porcelain = 1, silk = 1, incense = 1 }")
    path = tmp_path / "few_items.toml"
    path.write_text(text)
    rules = Rules(board=str(path))
    held = items(rules, tea=1, sake=1, porcelain=1, silk=1, incense=1)
    state = merchant_turn(2, {"board": str(path)}, players={1: {"items": held}})
    act(state, "to:M3", "draw")
    assert [str(a) for a in state.legal_actions()] == ["draw:tea"]
    act(state, "draw:tea")
    assert state.current_player == 1 and state.phase == "pick_die"
    assert boards(state, 0).items == items(rules, tea=1)


def test_td_13_2_edge_43_keep_lists_every_multiset_of_five():
    """TD-13.2, A14, A31, edge case 43: 4 items + 3 drawn: every distinct 5 of the 7."""
    rules = Rules()
    held = items(rules, tea=2, sake=1, silk=1)
    state = merchant_turn(2, players={0: {"items": held}})
    act(state, "to:M3", "draw", "draw:incense", "draw:tea", "draw:porcelain")
    seven = sorted(["tea", "tea", "sake", "silk", "incense", "tea", "porcelain"])
    expected = sorted(set(itertools.combinations(seven, 5)))
    assert state.phase == "keep_items"
    assert legal(state) == ["keep:" + ",".join(c) for c in expected]
    act(state, "keep:incense,porcelain,silk,tea,tea")
    assert boards(state, 0).items == items(rules, incense=1, porcelain=1, silk=1, tea=2)


def test_a14_keep_at_most_includes_keeping_nothing():
    """A14, A31: keep_mode = at_most offers every multiset up to 5, the empty one first."""
    state = merchant_turn(2, {"keep_mode": "at_most"},
                          players={0: {"items": items(Rules(), tea=5)}})
    act(state, "to:M3", "draw", "draw:sake", "draw:sake", "draw:sake")
    assert legal(state)[0] == "keep:nothing"
    assert len(legal(state)) == sum(1 for t in range(6) for s in range(4) if t + s <= 5)


def test_td_13_3_both_merchants_on_one_mountain_town():
    """TD-13.3: a merchant may stop on the mountain town holding the other merchant."""
    state = merchant_turn(1)
    act(state, "to:M4")
    assert state.record.merchants == ("M4", "M4")


def test_td_14_1_edge_45_sell_offers_bought_kinds_only():
    """TD-14.1, edge case 45: ST1 buys silk, incense, tea; 2 tea and 1 sake held."""
    rules = Rules()
    state = merchant_turn(1, players={0: {"items": items(rules, tea=2, sake=1)}})
    act(state, "to:P02")
    assert legal(state) == ["sell:tea=1", "sell:tea=2", "decline"]
    act(state, "sell:tea=2")
    b = boards(state, 0)
    assert b.coins == 4 and b.items == items(rules, sake=1)


def test_a31_sell_order_example():
    """A31: at ST1 holding 2 tea and 1 silk, the canonical order of sales."""
    state = merchant_turn(1, players={0: {"items": items(Rules(), tea=2, silk=1)}})
    act(state, "to:P02")
    assert legal(state) == ["sell:silk=1", "sell:silk=1,tea=1", "sell:silk=1,tea=2",
                            "sell:tea=1", "sell:tea=2", "decline"]


def test_td_14_2_haggler_adds_a_coin_per_sale():
    """TD-14.2: Haggler (merchant token side B) earns 1 extra coin for a sale."""
    state = merchant_turn(1, wave_sides=("A", "B", "A"), wave_owners=(-1, 0, -1),
                          players={0: {"items": items(Rules(), tea=2)}})
    act(state, "to:P02", "sell:tea=2")
    assert boards(state, 0).coins == 5


def test_a18_a27_large_cart_sides():
    """A18: only side A gives capacity 6 by default; A27: with large_cart_sides = both the
    merchant token gives 6 on side B too, and Haggler still works."""
    state = setup(sides="AB" + "A")
    record = position(state, wave_owners=(-1, 0, -1)).record
    assert capacity(state.rules, record, 0) == 5
    both = setup(sides="ABA", large_cart_sides="both")
    record = position(both, wave_owners=(-1, 0, -1)).record
    assert capacity(both.rules, record, 0) == 6
    from tabletop.games.tokaido_duo.powers import holds
    assert holds(both.rules, record, 0, "haggler")


def test_wave_powers_capacity_only_disables_the_other_powers():
    """Spec 1.3, option wave_powers = capacity_only: Generous hosts does nothing."""
    state = position(setup(wave_powers="capacity_only"), wave_owners=(0, 0, -1))
    act(roll(state, 2, 1, 1), "die:pilgrim", "collect")
    assert boards(state, 0).coins == 1
    assert capacity(state.rules, state.record, 0) == 6
