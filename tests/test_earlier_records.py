"""Records written by earlier versions of the library still replay and verify: their games,
options (a spec's own option name included) and scores are read the same way today."""

import pathlib

import pytest

from tabletop import GameRecord

RECORDS = sorted((pathlib.Path(__file__).parent / "data" / "earlier_records").glob("*.json"))


def test_there_are_records_of_every_kind():
    assert {p.name.rsplit("_", 2)[0] for p in RECORDS} == {"fox_duet", "tokaido_duo"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_an_earlier_record_replays_to_its_scores(path):
    record = GameRecord.from_json(path.read_text())
    state = record.replay()  # checks every step and the final scores
    assert state.is_terminal and tuple(state.scores()) == record.scores
