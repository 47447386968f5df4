"""The rules' ``observation_array`` hook gives ``observation(record, seat).to_array()``, bit
for bit: for every game and seat over the records of seeded random games, and for KST, which
encodes from the record itself, under both ``prison_view`` options and 2, 3 and 4 players.
``observation_arrays`` (a batch of records and seats, KST's in one pass) stacks the same
rows."""

import numpy as np
import pytest

import tabletop
from tabletop.engine import Rng, Rules
from tabletop.games.kst.rules import Rules as KstRules


def records(rules, games, steps, seed=0):
    """Every record met, chance events included, in ``games`` seeded random games of
    ``rules`` (each cut after ``steps`` steps): chance outcomes drawn by their odds, decisions
    uniform among the legal ones."""
    for g in range(games):
        rng, chance = np.random.default_rng(seed + g), Rng(seed + g)
        state = rules.initial_state()
        for _ in range(steps):
            yield state.record
            if state.is_terminal:
                break
            if state.is_chance:
                state.apply(chance.weighted(state.chance_outcomes()))
            else:
                legal = state.legal_actions()
                state.apply(legal[int(rng.integers(len(legal)))])


def assert_same_arrays(rules, record):
    """Every seat's ``observation_array`` of ``record`` is its observation's array, and the
    batch of every seat holds them in order."""
    seats = range(rules.num_players)
    batch = rules.observation_arrays([record] * rules.num_players, list(seats))
    assert batch.dtype == np.float32
    assert batch.shape == (rules.num_players, *rules.observation_shape)
    for seat in seats:
        assert batch[seat].tobytes() == rules.observation(record, seat).to_array().tobytes()
    for seat in seats:
        got = rules.observation_array(record, seat)
        want = rules.observation(record, seat).to_array()
        assert isinstance(got, np.ndarray) and got.dtype == np.float32
        assert got.shape == tuple(rules.observation_shape) == want.shape
        assert got.tobytes() == want.tobytes(), (rules.phase(record), seat)


@pytest.mark.parametrize("name", tabletop.list_games())
def test_every_game_gives_its_observations_array(name):
    rules = tabletop.load_game(name)
    met = 0
    for record in records(rules, games=2, steps=400):
        assert_same_arrays(rules, record)
        met += 1
    assert met > 100
    assert rules.observation_arrays([], []).shape == (0, *rules.observation_shape)


@pytest.mark.parametrize("prison_view", ["public", "count_only"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_kst_encodes_the_record_as_its_observation(players, prison_view):
    rules = KstRules(players=players, prison_view=prison_view)
    assert type(rules).observation_array is not Rules.observation_array  # KST's own path
    assert type(rules).observation_arrays is not Rules.observation_arrays
    other = KstRules(players=players,
                     prison_view="public" if prison_view == "count_only" else "count_only")
    hidden = 0  # seats with another seat's Prison filled, which count_only hides
    for record in records(rules, games=3, steps=700, seed=players):
        assert_same_arrays(rules, record)
        for seat in range(players):
            if any(cards for s, cards in enumerate(record.prisons) if s != seat):
                hidden += 1
                assert (rules.observation_array(record, seat).tobytes()
                        != other.observation_array(record, seat).tobytes())
    assert hidden > 0


def test_a_batch_of_different_records_and_seats_is_their_rows():
    rules = KstRules(players=3)
    met = list(records(rules, games=2, steps=300))[::7]
    seats = [i % 3 for i in range(len(met))]
    batch = rules.observation_arrays(met, seats)
    assert batch.shape == (len(met), *rules.observation_shape)
    for row, record, seat in zip(batch, met, seats):
        assert row.tobytes() == rules.observation_array(record, seat).tobytes()
    assert rules.observation_arrays([], []).shape == (0, *rules.observation_shape)
