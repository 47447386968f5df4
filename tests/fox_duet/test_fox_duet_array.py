"""The observation array (section 4): the slot-by-slot encoder writes exactly the pieces a
plain encoding through the kernel's checked `Encoder` writes, on random positions of every
level, for both seats, each slot divided by its piece's high into [0, 1]."""

import numpy as np

from tabletop.games.fox_duet import Rules
from tabletop.games.fox_duet.cards import CARDS, SUITS
from tabletop.games.fox_duet.observation import layout
from tabletop.games.fox_duet.state import HAND_SIZE, RESULTS, Phase
from tabletop.testing import random_states


def expected(seen):
    """Every piece of ``seen`` written one by one through the checked encoder."""
    out = seen.layout.encoder()
    rows = (seen.hand, seen.known_in_partner_hand, seen.partner_knows,
            () if seen.decree is None else (seen.decree,), seen.trick[:1], seen.trick[1:2],
            () if seen.gift_pick is None else (seen.gift_pick,))
    out.multi_hot("cards", [len(CARDS) * row + c.index
                            for row, held in enumerate(rows) for c in held])
    out.one_hot("phase", list(Phase).index(seen.phase))
    out.multi_hot("voids", [len(SUITS) * seat + SUITS.index(s)
                            for seat, voids in enumerate((seen.voids, seen.partner_voids))
                            for s in voids])
    me = seen.player
    out.values("table", (seen.to_move == me, seen.to_move == 1 - me, seen.gift_pending, me,
                         seen.dealer == me, seen.leader == me, seen.trick_no,
                         len(seen.hand), seen.partner_hand_size, seen.forest_supply,
                         max(seen.gem_supply, 0)))
    out.one_hot("level", seen.level - 1)
    out.one_hot("round", seen.round - 1)
    spaces = len(seen.gems)
    out.one_hot("path", seen.tracker - seen.e0)
    out.multi_hot("path", [spaces + i for i in range(spaces)
                           if not seen.lo <= seen.e0 + i <= seen.hi])
    out.values("path", seen.gems, 2 * spaces)
    if seen.result is not None:
        out.one_hot("result", RESULTS.index(seen.result))
    out.value("score", seen.score)
    return out.array()


def test_every_piece_matches_the_checked_encoding():
    seen_cases = {"covered": 0, "gift_pick": 0, "voids": 0, "trick of two": 0, "result": 0}
    for level in (1, 2, 3):
        rules = Rules(level=level)
        for state in random_states(rules, 6, seed=7):
            for player in (0, 1):
                seen = state.observation(player)
                array = seen.to_array()
                assert array.dtype == np.float32 and array.shape == rules.observation_shape
                assert np.array_equal(array, expected(seen)), (level, str(seen))
                assert 0.0 <= array.min() and array.max() <= 1.0, (level, str(seen))
                seen_cases["covered"] += (seen.lo, seen.hi) != (
                    seen.e0, seen.e0 + len(seen.gems) - 1)
                seen_cases["gift_pick"] += seen.gift_pick is not None
                seen_cases["voids"] += bool(seen.voids and seen.partner_voids)
                seen_cases["trick of two"] += len(seen.trick) == 2
                seen_cases["result"] += seen.result is not None
    assert all(seen_cases.values()), seen_cases


def test_counts_are_divided_by_their_highs():
    rules = Rules(level=3, early_win_bonus="per_round_saved")
    scaled = layout(rules)
    names = ("trick", "hand_size", "partner_hand_size", "forest_supply", "gem_supply")
    table = dict(zip(names,
                     np.asarray(scaled.highs["table"])[6:]))
    assert table == {"trick": HAND_SIZE, "hand_size": HAND_SIZE, "partner_hand_size": HAND_SIZE,
                     "forest_supply": 3,
                     "gem_supply": 22}
    assert scaled.highs["score"] == 10 * 3 + 2 * HAND_SIZE + 10 * 2 + 3 * 3
    state = rules.initial_state()
    seen = state.observation(0)
    gems = scaled.unpack(seen.to_array())["path"][2]
    assert np.allclose(gems * scaled.unpack(scaled.high)["path"][2], seen.gems)
