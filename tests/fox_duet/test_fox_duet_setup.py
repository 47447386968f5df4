"""Components, setup and the deal (FD-0, FD-1, FD-2) and the board data files (section 6)."""

import math
import re
from importlib import resources

import pytest
from fd_scenarios import card, deal, legal, new_round, play, position, winner

import tabletop
from tabletop.games.fox_duet import Rules
from tabletop.games.fox_duet.actions import DEAL, DECREE
from tabletop.games.fox_duet.board import LEVELS, BoardDataError, load_board
from tabletop.games.fox_duet.cards import CARDS, EFFECTS, FootprintsError, load_footprints
from tabletop.games.fox_duet.forest import gem_supply
from tabletop.games.fox_duet.legal import recipient


def test_FD_0_1_deck_has_thirty_distinct_cards_in_three_suits():
    """FD-0.1: Doves, Roses, Stars, ranks 1-10, each pair once."""
    assert len(CARDS) == len(set(CARDS)) == 30
    assert {c.suit for c in CARDS} == set("DRS")
    assert sorted(c.rank for c in CARDS if c.suit == "R") == list(range(1, 11))


def test_FD_0_2_footprints_by_rank_and_their_use_in_movement():
    """FD-0.2: the default table, 14 per suit; rank 10 moves 3 and rank 2 moves 3."""
    table = load_footprints()
    assert table == (0, 3, 2, 1, 1, 2, 0, 2, 0, 3)
    assert sum(table) == 14 and table[4] == 1
    state = position(hands=("R10", "R2"), decree="S6", leader=1, trick_no=11)
    play(state, "play R2", "play R10")  # P0 wins with R10: 3 + 3 toward E0
    assert state.record.path.tracker == -6


def test_FD_0_3_effects_on_odd_ranks_only():
    """FD-0.3: 1 Musician, 3 Foxes, 5 Gazelle, 7 Gift, 9 Royal heir, same in every suit."""
    assert EFFECTS == {1: "Musician", 3: "Foxes", 5: "Gazelle", 7: "Gift", 9: "Royal heir"}
    assert all((c.effect is None) == (c.rank % 2 == 0) for c in CARDS)
    assert card("D3").effect == card("S3").effect == "Foxes"


def test_FD_0_4_board_sides_paths_locations_and_plus_markers():
    """FD-0.4: side A for level 1, B for 2-3; one path with the start in the middle;
    locations with 0-2 squares, diamonds only on B, '+' markers; B is shorter."""
    a, b = load_board(None, "A"), load_board(None, "B")
    assert (a.e0, a.e1, b.e0, b.e1) == (-8, 8, -7, 7)
    assert len(b.locations) < len(a.locations)
    assert all(0 <= loc.squares <= 2 for loc in (*a.locations, *b.locations))
    assert sum(loc.diamonds for loc in a.locations) == 0
    assert sum(loc.diamonds for loc in b.locations) == 3
    assert len(a.order) == 5 and len(b.order) == 6
    assert Rules(level=1).board.side == "A" and Rules(level=3).board.side == "B"


def test_FD_0_5_twenty_two_gems_supply_is_the_rest():
    """FD-0.5: the gem supply is 22 minus the gems on the board."""
    state = new_round()
    assert gem_supply(state.record.path) == 22 - 12
    assert state.observation(0).gem_supply == 10


@pytest.mark.parametrize("level, tokens", [(1, 4), (2, 3), (3, 3)])
def test_FD_0_6_forest_supply_by_level_and_a_token_covers_for_good(level, tokens):
    """FD-0.6: the level decides the forest supply; a placed token stays."""
    state = Rules(level=level).initial_state()
    assert state.record.path.forest_supply == tokens
    state = position(Rules(level=level), hands=("R10", "R2"), decree="S6", leader=1,
                     trick_no=10, tracker=-4)
    hi_before = state.record.path.hi
    play(state, "play R2", "play R10")  # -4 - 6 leaves the path at E0
    path = state.record.path
    assert path.forest_supply == tokens - 1 and path.lo == -7 - (level == 1) + 1
    assert path.hi == hi_before


def test_FD_0_7_one_tracker_on_the_start_space():
    """FD-0.7: the tracker is one pawn on an uncovered space, first on the start."""
    state = new_round()
    path = state.record.path
    assert path.tracker == 0 and path.lo <= path.tracker <= path.hi


def test_FD_0_8_round_constants():
    """FD-0.8: hands of 11, 1 decree, 7 undealt cards, at most 3 rounds of 11 tricks."""
    state = new_round()
    r = state.record
    assert len(r.hands[0]) == len(r.hands[1]) == 11
    assert r.decree is not None and len(r.unseen) == 7 and r.trick_no == 1
    result = tabletop.play(Rules(), [tabletop.bots.RandomBot(seed=s) for s in (1, 2)], seed=5)
    final = result.record.replay().record
    assert final.round <= 3


def test_FD_1_1_p0_sits_at_e0_and_p1_at_e1():
    """FD-1.1: the path is oriented with E0 toward P0 (negative) and E1 toward P1."""
    state = position(hands=("R8", "R2"), decree="S6", leader=0)
    play(state, "play R8", "play R2")  # P0 wins, 2 + 3 toward P0
    assert state.record.path.tracker == -5
    state = position(hands=("R2", "R8"), decree="S6", leader=0)
    play(state, "play R2", "play R8")  # P1 wins
    assert state.record.path.tracker == +5


@pytest.mark.parametrize("level, placed, tokens, added",
                         [(1, 12, 4, 5), (2, 13, 3, 6), (3, 16, 3, 6)])
def test_FD_1_2_setup_by_level(level, placed, tokens, added):
    """FD-1.2: side, gems at setup (diamonds at level 3 only), forest supply, '+' gems."""
    rules = Rules(level=level)
    path = rules.initial_record().path
    assert sum(path.gems) == placed
    assert path.forest_supply == tokens
    assert len(rules.board.order) == added
    assert rules.board.side == LEVELS[level].side


def test_FD_1_3_gems_per_location_and_supply():
    """FD-1.3: each location gets its squares (plus diamonds at level 3); the rest of 22
    is the supply; level 2-3 use 3 of the 4 forest tokens."""
    path = Rules(level=3).initial_record().path
    assert path.gems_at(-7) == 2 and path.gems_at(-3) == 1 and path.gems_at(0) == 2
    assert gem_supply(path) == 22 - 16
    assert Rules(level=2).initial_record().path.gems_at(-3) == 0


def test_FD_1_4_tracker_on_start_and_path_ends_from_data():
    """FD-1.4: tracker on 0; lo/hi are the path ends of the board data."""
    for level, ends in ((1, (-8, 8)), (2, (-7, 7))):
        path = Rules(level=level).initial_record().path
        assert (path.lo, path.hi, path.tracker) == (*ends, 0)


def test_FD_1_5_first_dealer_option():
    """FD-1.5: P0 deals round 1 by default; P1 or a fair random draw by option."""
    assert Rules().initial_record().dealer == 0
    assert Rules(first_dealer="P1").initial_record().dealer == 1
    state = Rules(first_dealer="random").initial_state()
    assert state.phase == "FIRST_DEALER" and state.is_chance
    assert [(str(a), p) for a, p in state.chance_outcomes()] == [
        ("first dealer P0", 0.5), ("first dealer P1", 0.5)]
    play(state, "first dealer P1")
    assert state.record.dealer == 1 and state.phase == "DEAL_CARD"
    assert state.record.round == 1


def test_FD_2_1_each_round_starts_with_all_thirty_cards_unseen():
    """FD-2.1: the pool is the whole deck at the start of a round, drawn lazily."""
    state = Rules().initial_state()
    assert state.record.unseen == CARDS and state.record.hands == ((), ())
    assert len(state.legal_actions()) == 30


def test_FD_2_2_alternating_deal_non_dealer_first_uniform():
    """FD-2.2 (section 7): 22 deals alternate from the non-dealer; probabilities 1/30 ...
    1/9."""
    state = Rules().initial_state()
    seats, probabilities = [], []
    for _ in range(22):
        outcomes = state.chance_outcomes()
        probabilities.append(outcomes[0][1])
        assert all(math.isclose(p, outcomes[0][1]) for _, p in outcomes)
        seats.append(recipient(state.record))
        state.apply(outcomes[0][0])
    assert seats == [1, 0] * 11
    assert [round(1 / p) for p in probabilities] == list(range(30, 8, -1))
    assert state.phase == "DECREE_REVEAL"
    with pytest.raises(tabletop.IllegalActionError, match="^FD-2.3"):
        state.apply(DECREE[state.record.hands[0][0].index])


def test_FD_2_2_a_deal_to_the_wrong_seat_is_refused():
    """FD-2.2: the first card goes to the non-dealer."""
    state = Rules().initial_state()
    with pytest.raises(tabletop.IllegalActionError, match="^FD-2.2: the next card goes to P1"):
        state.apply(DEAL[0][0])


def test_FD_2_3_decree_from_the_eight_left_sets_the_trump_suit():
    """FD-2.3: one of the 8 undealt cards at 1/8 each; trumps are its suit."""
    state = Rules().initial_state()
    while state.phase == "DEAL_CARD":
        state.apply(state.legal_actions()[0])
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 8 and all(p == 1 / 8 for _, p in outcomes)
    state = new_round(hands=("R4", "S2"), decree="S6", void={0: "S"})
    play(state, "play S2", "play R4")  # P1 leads S2, a trump: it wins over R4
    assert winner(state) == 1 and state.record.path.tracker == 3 + 1


def test_FD_2_4_the_deck_is_never_revealed():
    """FD-2.4: 7 cards stay unseen the whole round; no observation shows them."""
    state = new_round()
    deck = set(state.record.unseen)
    assert len(deck) == 7
    for seat in (0, 1):
        seen = state.observation(seat)
        assert not deck & (set(seen.hand) | set(seen.trick) | {seen.decree})
        assert not {str(c) for c in deck} & set(str(seen).replace(",", " ").split())


def test_FD_2_5_dealer_alternates_and_non_dealer_leads():
    """FD-2.5 (section 7): P0 deals round 1 so P1 leads; P1 deals round 2 so P0 leads;
    P0 deals round 3."""
    state = position(hands=("R2", "R8"), decree="S6", trick_no=11, leader=1, dealer=0,
                     gems={8: 5})
    play(state, "play R8", "play R2", "cover E0")
    r = state.record
    assert (r.round, r.dealer, r.phase) == (2, 1, "DEAL_CARD")
    deal(state, ("", ""), "S6")
    assert state.record.leader == 0 and state.current_player == 0
    state = position(hands=("R2", "R8"), decree="S6", trick_no=11, leader=1, dealer=1,
                     round_no=2, gems={8: 5})
    play(state, "play R8", "play R2", "cover E0")
    assert (state.record.round, state.record.dealer) == (3, 0)


def test_board_files_load_through_the_same_path(tmp_path):
    """Section 6: a user's board file replaces the packaged one."""
    text = resources.files("tabletop.games.fox_duet").joinpath("data").joinpath(
        "board_a.toml").read_text()
    own = tmp_path / "mine.toml"
    own.write_text(text.replace("{ location = { squares = 1 } },  # -8",
                                "{ location = { squares = 2 } },  # -8"))
    rules = Rules(board_data=str(own))
    assert rules.initial_record().path.gems_at(-8) == 2
    assert rules.board.source == str(own)


NONE, ONE, TWO = (f"{{ location = {{ squares = {n} }} }}," for n in (0, 1, 2))
"""Spaces of a test board with a location of 0, 1 or 2 squares."""


@pytest.mark.parametrize("body, message", [
    ('side = "C"', "entry (top level), field 'side'"),
    ('side = "A"\nspaces = [{ location = { squares = 1 } }]',
     "entry spaces, field 'start': exactly one space needs start = true, found 0"),
    ('side = "A"\nspaces = [' + "{ location = { squares = 1 } }," * 5
     + "{ start = true }," + "{ location = { squares = 3 } }," * 5 + "]",
     "entry spaces[6] (position +1), field 'location.squares': must be an integer 0-2"),
    ('side = "A"\nspaces = [' + "{ location = { squares = 1 } }," * 3
     + "{ start = true }," + "{ location = { squares = 1 } }," * 3 + "]",
     "the E0 arm has 3 spaces; it must be longer than the level's 4 forest tokens"),
    ('side = "A"\nspaces = [' + "{ location = { squares = 2 } }," * 12
     + "{ start = true }," + "{ location = { squares = 2 } }," * 12 + "]",
     "setup places 48 gems"),
    ('side = "A"\nspaces = [' + "{}," * 5
     + "{ start = true }," + "{ location = { squares = 1 } }," * 5 + "]",
     "no location on the E0 spaces -1..0"),
    ('side = "A"\norder = [1]\nspaces = [' + "{ location = { squares = 1 } }," * 5
     + "{ start = true, location = { plus = true } }," + "{ location = { squares = 1 } },"
     * 5 + "]", "entry (top level), field 'order': must list every '+' location"),
    ('side = "A"\nspaces = [' + "{ location = { squares = 1, diamonds = 2 } }," * 5
     + "{ start = true }," + "{ location = { squares = 1 } }," * 5 + "]",
     "entry spaces[0] (position -5), field 'location.diamonds'"),
    ('side = "B"\nspaces = [' + "{ location = { squares = 1 } }," * 5
     + "{ start = true }," + "{ location = { squares = 1 } }," * 5 + "]",
     "this level plays side 'A'"),
    ("side = ", "not valid TOML"),
    # boundaries of every check (level 1: 4 forest tokens)
    ('side = "A"\nspaces = [' + ONE * 4 + "{ start = true }," + ONE * 4 + "]",
     "entry spaces, field 'start': the E0 arm has 4 spaces; it must be longer"),
    ('side = "A"\nspaces = [' + ONE * 5 + "{ start = true }," + ONE * 4 + "]",
     "entry spaces, field 'start': the E1 arm has 4 spaces"),
    ('side = "A"\nspaces = [' + NONE * 5 + "{ start = true, location = {} }," + NONE * 5
     + "]", "entry spaces, field 'location.squares': setup places 0 gems; it must be 1-22"),
    ('side = "A"\nspaces = [' + TWO * 6 + "{ start = true }," + TWO * 5 + ONE + "]",
     "entry spaces, field 'location.squares': setup places 23 gems"),
    ('side = "A"\nspaces = [' + ONE * 5 + "{ start = true }," + "{}," + ONE * 4 + "]",
     "entry spaces[5..6], field 'location': no location on the E1 spaces 0..+1"),
    ('side = "A"\nspaces = [' + ONE * 5 + "{ start = true, colour = 1 }," + ONE * 5 + "]",
     "entry spaces[5] (position 0), field 'colour': is not a known field"),
    ('side = "A"\nspaces = [' + "{ location = { squares = 1, gems = 2 } }," + ONE * 4
     + "{ start = true }," + ONE * 5 + "]",
     "entry spaces[0] (position -5), field 'location.gems': is not a known field"),
    ('side = "A"\nspaces = [' + "{ location = { plus = 1 } }," + ONE * 4
     + "{ start = true }," + ONE * 5 + "]",
     "entry spaces[0] (position -5), field 'location.plus': must be a boolean"),
    ('side = "A"\nspaces = [' + "{ location = { squares = -1 } }," + ONE * 4
     + "{ start = true }," + ONE * 5 + "]",
     "field 'location.squares': must be an integer 0-2, got -1"),
    ('side = "A"\norder = [0, 0]\nspaces = [' + ONE * 5
     + "{ start = true, location = { plus = true } }," + ONE * 5 + "]",
     "entry (top level), field 'order': must list every '+' location's position exactly once"),
    ('side = "A"\ncolour = "red"\nspaces = [' + ONE * 5 + "{ start = true }," + ONE * 5
     + "]", "entry (top level), field 'colour': is not a known field"),
])
def test_malformed_board_file_names_file_entry_and_field(tmp_path, body, message):
    """Section 6: validation on load; the error names the file, the entry and the field."""
    bad = tmp_path / "bad.toml"
    bad.write_text(body)
    with pytest.raises(BoardDataError, match=re.escape(str(bad))) as err:
        Rules(board_data=str(bad))
    assert message in str(err.value)
    with pytest.raises(tabletop.OptionError, match=re.escape(message)):
        tabletop.load_game("fox_duet", board_data=str(bad))


@pytest.mark.parametrize("body", [
    # E0: a location on the start space only
    "[" + "{}," * 5 + "{ start = true, location = {} }," + ONE * 5 + "]",
    # locations only on -1 and +1, the outermost spaces no forest token can cover
    "[" + "{}," * 4 + "{ location = {} }," + "{ start = true }," + ONE + "{}," * 4 + "]",
    # 22 gems, the most
    "[" + TWO * 5 + "{ start = true }," + TWO * 6 + "]",
])
def test_a_custom_board_at_the_limits_loads(tmp_path, body):
    """Section 6, A20: each end keeps a location on a space no forest token can cover
    (e0 + n .. 0 and 0 .. e1 - n), each arm is longer than the forest supply, and setup
    places 1-22 gems."""
    ok = tmp_path / "ok.toml"
    ok.write_text('side = "A"\nspaces = ' + body)
    assert Rules(board_data=str(ok)).board.e0 == -5


def test_footprints_file_replaces_the_table(tmp_path):
    """FD-0.2: option footprints reads a replacement table, validated per section 6."""
    good = tmp_path / "fp.toml"
    good.write_text("[footprints]\n" + "".join(f"{r} = 1\n" for r in range(1, 11)))
    rules = Rules(footprints=str(good))
    assert rules.footprint_table == (1,) * 10
    bad = tmp_path / "bad.toml"
    bad.write_text("[footprints]\n" + "".join(f"{r} = 1\n" for r in range(1, 10)) + "10 = 4\n")
    with pytest.raises(FootprintsError, match=r"bad.toml: entry footprints.10, field 'value'"):
        Rules(footprints=str(bad))
    for body, message in (("11 = 1\n", "entry footprints.11, field 'name': is not a rank 1-10"),
                          ("1 = true\n", "entry footprints.1, field 'value': must be an integer "
                                          "0-3, got True")):
        odd = tmp_path / "odd.toml"
        table = {str(r): "1" for r in range(1, 11)}
        odd.write_text("[footprints]\n" + "".join(f"{k} = {v}\n" for k, v in table.items()
                                                   if not body.startswith(f"{k} "))
                       + body)
        with pytest.raises(FootprintsError, match=re.escape(message)):
            Rules(footprints=str(odd))
    missing = tmp_path / "missing.toml"
    with pytest.raises(FootprintsError, match="cannot be read"):
        Rules(footprints=str(missing))


def test_legal_actions_start_with_a_deal():
    """FD-2.2: a new game starts at a chance event."""
    assert legal(Rules().initial_state())[0] == "deal D1 to P1"
