"""The observation array (spec section 4): the encoding joined from cached byte rows
writes exactly the pieces a plain encoding through the kernel's checked `Encoder` writes,
on random positions of whole games, from both seats."""

import numpy as np

from tabletop.engine import Kind
from tabletop.games.tokaido_duo import Rules
from tabletop.games.tokaido_duo.board import CHARACTERS
from tabletop.games.tokaido_duo.observation import PHASES
from tabletop.games.tokaido_duo.state import ON_BOARD
from tabletop.testing import random_states


def holder(owner, seat):
    return 0 if owner == ON_BOARD else 1 if owner == seat else 2


def expected(rules, r, player):
    """Every piece of ``player``'s view of ``r`` written through the checked encoder."""
    board = rules.layout
    out = rules.encoding.layout.encoder()
    for who, seat in (("me", player), ("opponent", 1 - player)):
        boards = r.players[seat]
        if r.pilgrims:
            out.one_hot(f"{who}.pilgrim", board.spaces.index(r.pilgrims[seat]))
            out.one_hot(f"{who}.merchant", sorted(board.routes).index(r.merchants[seat]))
            out.one_hot(f"{who}.painter", sorted(board.symbols).index(r.painters[seat]))
        out.one_hot(f"{who}.temple", boards.temple)
        out.one_hot(f"{who}.garden", boards.garden)
        out.value(f"{who}.coins", boards.coins)
        out.one_hot(f"{who}.plates", boards.plates)
        out.values(f"{who}.items", boards.items)
        out.one_hot(f"{who}.gifted", boards.gifted)
        symbols = board.tile_symbols
        out.multi_hot(f"{who}.face_up", [len(symbols) * row + symbols.index(tile)
                                         for row, tile in enumerate(boards.face_up)])
        out.values(f"{who}.face_down", boards.face_down)
        out.value(f"{who}.score", rules.scores(r)[seat])
    out.multi_hot("wave_owners", [3 * i + holder(o, player) for i, o in enumerate(r.wave_owners)])
    out.values("wave_sides", [side == "B" for side in r.wave_sides])
    out.one_hot("spring_holder", holder(r.spring_holder, player))
    out.value("spring_ready", r.spring_holder != ON_BOARD and r.spring_taken < r.die_turn)
    tiles = list(board.stall_tiles)
    out.multi_hot("stalls", [len(tiles) * i + tiles.index(t) for i, t in enumerate(r.stalls)])
    faces = list(rules.actions.roll)
    out.multi_hot("dice", [len(faces) * i + faces.index(v) for i, v in enumerate(r.dice)])
    out.values("used", [c in r.used for c in CHARACTERS])
    out.values("status", (r.round, r.active == player, r.triggered, r.actor == player,
                          rules.phases[r.phase].kind is Kind.CHANCE))
    out.one_hot("phase", PHASES.index(r.phase))
    if r.turn is not None:
        t = r.turn
        out.one_hot("turn_figure", CHARACTERS.index(t.character))
        out.values("turn", (t.value, t.repeat, t.draws, t.flips, t.player == player))
    out.values("bag", [count - sum(p.items[i] for p in r.players)
                       for i, count in enumerate(board.item_counts)])
    return out.array()


def test_every_piece_matches_the_checked_encoding():
    rules = Rules()
    seen = {"turn": 0, "face_up": 0, "springs held": 0, "no figures yet": 0}
    for state in random_states(rules, 4, seed=11):
        r = state.record
        for player in (0, 1):
            array = state.observation(player).to_array()
            assert array.dtype == np.float32 and array.shape == rules.observation_shape
            assert np.array_equal(array, expected(rules, r, player)), (player, str(state))
        seen["turn"] += r.turn is not None
        seen["face_up"] += bool(r.players[0].face_up)
        seen["springs held"] += r.spring_holder != ON_BOARD
        seen["no figures yet"] += not r.pilgrims
    assert all(seen.values()), seen
