"""Wave tokens (spec 1.3, TD-11.3, TD-13.2, A18, A27): which player enjoys which power now.

A token works only for its owner and only with the side that is up. The rules map each
enabled power to its token and side (``rules.powers``); option ``wave_powers =
capacity_only`` leaves only *Large cart* in that map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import WAVE_INDEX, Record

if TYPE_CHECKING:
    from .options import Options


def holds(rules: Options, r: Record, player: int, power: str) -> bool:
    """``player`` owns the wave token showing ``power`` and the power is enabled."""
    slot = rules.powers.get(power)
    return slot is not None and r.wave_owners[slot[0]] == player and r.wave_sides[
        slot[0]] == slot[1]


def capacity(rules: Options, r: Record, player: int) -> int:
    """How many items ``player``'s merchant may hold (TD-13.2, A18, A27): the large
    capacity with *Large cart*, or with either side of its token under
    ``large_cart_sides = both``."""
    board = rules.layout
    if rules.large_cart_sides == "both":
        token = rules.large_cart_token
        large = token is not None and r.wave_owners[WAVE_INDEX[token]] == player
    else:
        large = holds(rules, r, player, "large_cart")
    return board.large_cart_capacity if large else board.capacity
