"""Invariants over random play (Hypothesis), the conformance suite, views and the bot."""

import statistics
import xml.etree.ElementTree as ET

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import tabletop
from tabletop.bots import RandomBot
from tabletop.engine import Rng
from tabletop.games import tokaido_duo
from tabletop.games.tokaido_duo import Rules, render_svg
from tabletop.games.tokaido_duo.actions import COLLECT, Sell
from tabletop.games.tokaido_duo.bots import TokaidoHeuristicBot
from tabletop.games.tokaido_duo.legal import destinations
from tabletop.games.tokaido_duo.merchant import bag
from tabletop.games.tokaido_duo.pilgrim import income
from tabletop.games.tokaido_duo.powers import holds
from tabletop.testing import all_alternatives, alternative_options, assert_conforms

ALTERNATIVES = {**all_alternatives(Rules), "max_rounds": 20,
                "die_faces": "1,2,3,4,5,6;1,1,2,2,3,3;2,3,3,4,4,5"}
"""Every option with declared choices on an alternative value, and the open-ended ones set."""
OPTION_SETS = [{}, ALTERNATIVES, *alternative_options(Rules),
               {"hot_springs_mode": "last_die_start", "max_rounds": 30},
               {"keep_mode": "at_most", "large_cart_sides": "both", "plate_threshold": 10}]


def random_steps(rules, seed, limit=2000):
    """Yield (state before, action) along one random game."""
    rng = Rng(seed)
    state = rules.initial_state()
    for _ in range(limit):
        if state.is_terminal:
            return
        outcomes = state.chance_outcomes()
        action = rng.weighted(outcomes) if outcomes else rng.choice(state.legal_actions())
        yield state, action
        state.apply(action)


def earned(rules, r, action):
    """Coins an action brings its mover (TD-9.1, TD-14.1, TD-14.2)."""
    t = r.turn
    if action is COLLECT:
        return income(rules, r, t.player, r.pilgrims[t.player])
    if isinstance(action, Sell):
        prices = rules.stall_at(r, r.merchants[t.player]).buys
        return sum(prices[k] * n for k, n in action.lots) + holds(rules, r, t.player, "haggler")
    return 0


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31), options=st.sampled_from(OPTION_SETS))
def test_invariants_along_random_games(seed, options):
    """TD-10.1: coins + 10 x plates grows exactly by the income; TD-1.5, TD-13.2: items are
    conserved between bag and boards; TD-4.2, TD-5.2: at most one figure per perimeter
    space and coastal town; TD-15.5: every painting slot is gifted, face up or face down."""
    rules = Rules(**options)
    board = rules.layout

    def wealth(r, p):
        return r.players[p].coins + board.plate_cost * r.players[p].plates

    for state, action in random_steps(rules, seed):
        before = state.record
        after = rules.next_record(before, action)
        gain = earned(rules, before, action)
        for p in (0, 1):
            expected = wealth(before, p) + (gain if before.turn and before.turn.player == p
                                            else 0)
            assert wealth(after, p) == expected
            boards = after.players[p]
            assert boards.coins >= 0 and min(boards.items) >= 0
            if boards.plates < len(board.plate_values):
                assert boards.coins < rules.plate_threshold
            assert boards.gifted + len(boards.face_up) + sum(boards.face_down) == 8
        held = [a + b for a, b in zip(after.players[0].items, after.players[1].items)]
        assert all(n >= 0 for n in bag(rules, after))
        assert [h + n for h, n in zip(held, bag(rules, after))] == list(board.item_counts)
        if after.pilgrims:
            standing = [*after.pilgrims, *(m for m in after.merchants if m in board.kinds)]
            assert len(standing) == len(set(standing))


def reference_stops(rules, r, player, character, value):
    """Destinations by a plain walk of the board, independent of the precomputed tables:
    the pilgrim counts N spaces then passes occupied ones (TD-4.3, A3 alternative, Long
    stride N+1); merchants and painters search simple paths of exactly N steps (TD-5.4,
    TD-6.3), merchants stopping on free coastal towns only (TD-5.2, A26)."""
    board = rules.layout
    taken = {*r.pilgrims, *r.merchants}
    if character == "pilgrim":
        spaces = board.spaces
        values = [value] + [value + 1] * holds(rules, r, player, "long_stride")
        stops = set()
        for n in values:
            i, free = spaces.index(r.pilgrims[player]), 0
            if rules.pilgrim_skip == "past_target":
                i += n
                while spaces[i % len(spaces)] in taken:
                    i += 1
            else:
                while free < n:
                    i += 1
                    free += spaces[i % len(spaces)] not in taken
            stops.add(spaces[i % len(spaces)])
        return sorted(stops)
    graph = board.routes if character == "merchant" else board.zones
    start = r.positions(character)[player]
    ends = set()

    def walk(node, seen, left):
        coastal_taken = node in board.kinds and node in taken
        if left == 0:
            if not (character == "merchant" and coastal_taken):
                ends.add(node)
            return
        if character == "merchant" and node != start and coastal_taken and (
                not rules.merchant_pass_occupied):
            return
        for step in graph[node]:
            if step not in seen:
                walk(step, seen | {step}, left - 1)

    walk(start, {start}, value)
    return sorted(ends)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), options=st.sampled_from(
    [{}, {"pilgrim_skip": "count_free_only", "merchant_pass_occupied": False}]))
def test_destinations_match_a_reference_walk(seed, options):
    """TD-3.1, TD-3.2, TD-4.3, TD-4.4, TD-5.2, TD-5.4, TD-6.3: at every pick of a random game,
    every figure's destinations for every value agree with a plain walk of the board."""
    rules = Rules(**options)
    for state, _ in random_steps(rules, seed):
        r = state.record
        if r.phase != "pick_die":
            continue
        for player in (0, 1):
            for character in ("pilgrim", "merchant", "painter"):
                for value in range(1, 7):
                    assert list(destinations(rules, r, player, character, value)) == \
                        reference_stops(rules, r, player, character, value)


def test_round_steps_bound_the_rounds_of_the_default_board():
    """Rules.info.max_length: a round is three rolls and three die turns; a die turn is a
    repeat offer, the pick and twice (the move and its hot-springs repeat) a move, the
    effect decision and what may follow it: flips (at most the painting slots), draws
    (at most a mountain town's) and a keep, or returns (Large cart over the capacity)."""
    from tabletop.games.tokaido_duo.rules import ROUND_STEPS, ROUNDS
    board = Rules().layout
    after_effect = max(len(board.numbers), max(board.draws.values()) + 1,
                       board.large_cart_capacity - board.capacity)
    die_turn = 1 + 1 + 2 * (1 + 1 + after_effect)
    assert ROUND_STEPS == 3 + 3 * die_turn
    assert Rules.info.max_length == ROUND_STEPS * ROUNDS


def test_conformance_default_options():
    """The kernel's contract on the default rules."""
    assert_conforms(Rules(), games=16)


def test_conformance_alternative_options():
    """The kernel's contract with every option on its alternative value."""
    assert_conforms(Rules(**ALTERNATIVES), games=16)


def test_random_games_end():
    """Random play ends (TD-16) without max_rounds; lengths are reported with -s."""
    rules = Rules()
    rounds = []
    for seed in range(40):
        state = rules.initial_state()
        rng = Rng(seed)
        for _ in range(5000):
            if state.is_terminal:
                break
            outcomes = state.chance_outcomes()
            state.apply(rng.weighted(outcomes) if outcomes else rng.choice(state.legal_actions()))
        assert state.is_terminal
        rounds.append(state.record.round)
    print(f"rounds: median {statistics.median(rounds)}, min {min(rounds)}, max {max(rounds)}")


def test_observation_is_the_whole_table_and_determinize_keeps_it():
    """Spec section 4: nothing is private; the array is written from the observer's side."""
    game = tokaido_duo.new_game(seed=5, start_player=0)
    for _ in range(30):
        game.apply(RandomBot(seed=1).choose(game.view()))
    state = game.state
    seen = state.observation(0)
    assert seen.table == state.record
    assert state.determinize(0, 3) == state
    arrays = [state.observation(p).to_array() for p in (0, 1)]
    assert all(a.shape == state.rules.observation_shape for a in arrays)
    assert not np.array_equal(arrays[0], arrays[1])


def test_observation_pieces_hold_what_their_names_say():
    """Spec section 4: the Layout's named pieces, read back from an array, show the
    observer's figures first, then the opponent's, then the shared table."""
    game = tokaido_duo.new_game(seed=5, start_player=0)
    for _ in range(40):
        game.apply(RandomBot(seed=2).choose(game.view()))
    rules, r = game.rules, game.state.record
    board = rules.layout
    for seat in (0, 1):
        array = game.state.observation(seat).to_array()
        assert array.shape == rules.observation_shape == rules.encoding.layout.shape
        assert 0.0 <= array.min() and array.max() <= 1.0
        lay = rules.encoding.layout
        pieces = lay.unpack(np.rint(array * lay.high))  # the raw counts
        for who, owner in (("me", seat), ("opponent", 1 - seat)):
            boards = r.players[owner]
            assert board.spaces[pieces[f"{who}.pilgrim"].argmax()] == r.pilgrims[owner]
            assert sorted(board.routes)[pieces[f"{who}.merchant"].argmax()] == r.merchants[owner]
            assert pieces[f"{who}.items"].tolist() == list(boards.items)
            assert pieces[f"{who}.score"][0] == rules.scores(r)[owner]
            assert pieces[f"{who}.face_up"][:len(boards.face_up)].sum() == len(boards.face_up)
        assert tokaido_duo.Phase(list(tokaido_duo.Phase)[pieces["phase"].argmax()]) == r.phase
        assert pieces["bag"].tolist() == list(bag(rules, r))
        assert pieces["status"][0] == r.round


def test_observation_text_is_the_table_seen_by_the_player():
    """Spec section 4: str(observation) draws the whole table and names who looks."""
    game = tokaido_duo.new_game(seed=8, start_player=0)
    text = str(game.state.observation(1))
    assert text.startswith("Seen by player 1") and str(game.state) in text
    assert "Record(" not in text and "Rules(" not in text


def test_text_shows_figures_boards_coins_and_tokens():
    """str(state): six figures, the boards, coins and the tokens."""
    game = tokaido_duo.new_game(seed=8, start_player=0)
    text = str(game.state)
    for place in ("P00", "P13", "M1", "M4", "Z6", "Z3"):
        assert place in text
    for word in ("coins", "plates", "paintings", "wave tokens", "hot springs", "Bag"):
        assert word in text


def test_svg_picture(tmp_path):
    """render_svg draws the board graph and the six figures as well-formed SVG."""
    game = tokaido_duo.new_game(seed=8, start_player=0)
    root = ET.fromstring(render_svg(game.state))
    titles = [t.text for t in root.iter("{http://www.w3.org/2000/svg}title")]
    assert sorted(titles) == sorted(f"{c} of player {p}" for c in ("pilgrim", "merchant",
                                                                   "painter") for p in (0, 1))
    assert len(list(root.iter("{http://www.w3.org/2000/svg}line"))) == 13


def test_heuristic_bot_beats_random():
    """The heuristic bot wins clearly more than half of 40 seeded games against RandomBot
    (P(X >= 30) for a fair coin is below 0.001)."""
    rules = Rules()
    wins = 0.0
    for seed in range(40):
        seat = seed % 2
        bots = [RandomBot(seed=seed), RandomBot(seed=seed)]
        bots[seat] = TokaidoHeuristicBot(seed=seed)
        wins += tabletop.play(rules, bots, seed=seed).returns[seat]
    assert wins >= 30
