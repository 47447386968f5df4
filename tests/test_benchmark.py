"""What the speed figures measure (``tabletop.benchmark``): the to_array column encodes every
position of fresh games in game order, a new set of games each round."""

from tabletop.benchmark import _to_array, compare
from tabletop.testing import random_states
from toy_game import ToyObservation


def test_to_array_encodes_every_position_of_its_games_in_order(toy, monkeypatch):
    encoded = []
    monkeypatch.setattr(ToyObservation, "to_array", lambda seen: encoded.append(seen))
    _to_array(toy, 3, seed=5)
    expected = [state.observation(max(state.current_player, 0))
                for state in random_states(toy, 3, seed=5)]
    assert encoded == expected
    assert len({seen.player for seen in encoded}) == 2


def test_each_round_encodes_other_games(toy, monkeypatch):
    encoded = []
    monkeypatch.setattr(ToyObservation, "to_array", lambda seen: encoded.append(seen))
    compare([toy], games=10, repeat=2, openspiel=False)
    half = len(encoded) // 2
    assert encoded[:half] != encoded[half:]
