"""Setup (KST-1): teams by lot, pools and bank, the decks, the deal, the start player."""

from collections import Counter

import pytest
from kst_scenarios import draw, legal, play, rules_for, turn

from tabletop.engine import OptionError
from tabletop.games.kst import Rules


def test_two_players_one_team_each_pools_of_six_and_a_bank_of_sixty():
    """E1, KST-1.2, KST-1.3: 2 players: one S, one R; pools 6 each; the bank holds 60."""
    state = Rules(players=2).initial_state()
    assert state.phase == "team_assignment"
    assert legal(state) == ["teams(SR)", "teams(RS)"]
    assert [p for _, p in state.chance_outcomes()] == [0.5, 0.5]
    play(state, "teams(RS)")
    assert state.record.teams == (1, 0)
    assert state.record.pools == (6, 6) and state.record.bank == 60


def test_seven_players_have_seventy_equally_likely_lots_with_each_team_larger_half_the_time():
    """E2, KST-1.2, A23: 70 balanced assignments; the 3-4 and 4-3 splits each 1/2."""
    state = Rules(players=7).initial_state()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 70 and all(p == pytest.approx(1 / 70) for _, p in outcomes)
    rubies = Counter(sum(a.teams) for a, _ in outcomes)
    assert rubies == {3: 35, 4: 35}
    assert sum(p for a, p in outcomes if sum(a.teams) == 4) == pytest.approx(0.5)


@pytest.mark.parametrize("players", range(2, 9))
def test_every_lot_is_balanced(players):
    """KST-1.2: team sizes floor(n/2) and ceil(n/2)."""
    state = Rules(players=players).initial_state()
    for action, _ in state.chance_outcomes():
        assert abs(2 * sum(action.teams) - players) <= 1


def test_bank_and_pools_follow_the_options():
    """KST-1.3: pools of starting_points; the bank 40 + 10 x players or bank_size."""
    assert Rules(players=8, teams=["sapphire", "ruby"] * 4).initial_record().bank == 120
    r = Rules(players=3, bank_size=7, starting_points=4, teams=["sapphire", "ruby", "ruby"]
              ).initial_record()
    assert r.bank == 7 and r.pools == (4, 4, 4)


def test_decks_start_full_and_the_table_empty():
    """KST-1.4: the main deck holds every main card's copies, the special deck every special;
    lines, Prisons and the Graveyard are empty."""
    rules = Rules(players=2)
    r = rules.initial_record()
    assert r.deck_size == 59 and sum(r.deck) == 59
    assert r.deck[rules.cards.by_id["svitek"].index] == 4
    assert r.specials == (2, 1, 1, 1, 2)
    assert r.lines == ((), ()) and r.prisons == ((), ()) and r.graveyard == ()


def test_the_deal_goes_seat_by_seat_with_cleanup_per_card():
    """KST-1.5, E4, KST-3.1: seat 0 draws its 4 cards, then seat 1; S dealt Horník shows it
    and puts it in its Prison at once, and keeps 3 cards."""
    rules = rules_for("SR", starting_hand=4)
    state = rules.initial_state()
    drawers = []
    for card_id in ("rybar", "hornik", "mor", "mag", "svitek", "krystal", "zoldner", "saman"):
        drawers.append(state.record.active)
        draw(state, card_id)
    assert drawers == [0, 0, 0, 0, 1, 1, 1, 1]
    r = state.record
    assert [rules.cards[c].id for c in r.prisons[0]] == ["hornik"]
    assert len(r.hands[0]) == 3 and len(r.hands[1]) == 4


def test_start_roll_ties_roll_again_among_the_tied_only():
    """E3, KST-1.6, A27: start rolls 6, 4, 6: only seats 0 and 2 roll again."""
    rules = Rules(players=3, teams=["sapphire", "ruby", "sapphire"], starting_hand=0)
    state = rules.initial_state()
    assert state.phase == "start_die"
    play(state, "start_die(6)", "start_die(4)", "start_die(6)")
    assert state.phase == "start_die" and state.record.start_roll == ((0, 2), ())
    play(state, "start_die(2)", "start_die(5)")
    assert state.record.active == 2


def test_start_player_uniform_or_a_seat():
    """KST-1.6: ``uniform`` is one chance event over the seats; a seat number starts at once."""
    state = Rules(players=4, teams=["sapphire", "ruby"] * 2, starting_hand=0,
                  start_player="uniform").initial_state()
    assert state.phase == "start_seat" and len(state.chance_outcomes()) == 4
    play(state, "start_seat(3)")
    assert state.record.active == 3
    state = turn(rules_for("SRSR", start_player=2), 2)
    assert state.record.active == 2


def test_explicit_teams_skip_the_lot_and_need_not_be_balanced():
    """KST-1.7: no team_assignment; the list names every seat's team and both teams."""
    rules = Rules(players=3, teams=["ruby", "ruby", "sapphire"])
    state = rules.initial_state()
    assert state.phase == "draw" and state.record.teams == (1, 1, 0)
    with pytest.raises(OptionError, match="KST-1.7"):
        Rules(players=3, teams=["ruby", "sapphire"])
    with pytest.raises(OptionError, match="KST-1.7"):
        Rules(players=2, teams=["ruby", "ruby"])
    assert Rules.from_options(players=2, teams=["ruby", "sapphire"]).teams == ("ruby", "sapphire")
    assert Rules(players=3, teams=["S", "r", 1]).fixed_teams == (0, 1, 1)
    with pytest.raises(OptionError):
        Rules(players=2, teams=["blue", "ruby"])


def test_teams_from_the_command_line_are_comma_separated(capsys):
    """KST-1.7 through ``-o teams=S,R,S,R``: the text is read as the list of teams."""
    from tabletop.cli import main

    assert Rules(players=4, teams="S, R,S,R").fixed_teams == (0, 1, 0, 1)
    assert main(["arena", "kst", "random", "random", "random", "random", "-o", "players=4",
                 "-o", "teams=S,R,S,R", "--games", "4", "--no-progress"]) == 0
    assert "random #4" in capsys.readouterr().out


def test_play_passes_to_the_next_alive_seat():
    """KST-1.1, A1: from seat i to seat i + 1, skipping eliminated players."""
    rules = rules_for("SRSR", draws_per_turn=0)  # empty hands: end_plays is forced
    state = turn(rules, 0, alive=(True, False, True, True))
    actives = []
    for _ in range(3):
        play(state, "die(6)")
        actives.append(state.record.active)
    assert actives == [2, 3, 0]


def test_start_seat_option_is_checked():
    """KST-1.6: a start seat must exist."""
    with pytest.raises(OptionError, match="KST-1.6"):
        Rules(players=2, start_player=5)
