"""The pilgrim (TD-4, TD-8, TD-9, TD-11, TD-12): clockwise round the coast, one figure per space.

Stops: temples and gardens advance the pilgrim tracks, coastal towns pay the stall's
coins, beaches hand over a wave token, hot springs give the hot springs token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine import Action

from . import merchant
from .actions import COLLECT, DECLINE, MARK, TAKE
from .powers import holds
from .state import WAVE_INDEX, Draft, Record

if TYPE_CHECKING:
    from .rules import Rules


def destinations(rules: Rules, r: Record, player: int, value: int) -> tuple[str, ...]:
    """Where the pilgrim of ``player`` stops with die value ``value``, sorted (TD-4.3, TD-4.4).

    Counting N spaces clockwise, an occupied target passes on to the next free space
    (``pilgrim_skip = past_target``); or only free spaces are counted (``count_free_only``,
    A3). *Long stride* adds the destination of N+1.
    """
    ahead = rules.layout.ahead[r.pilgrims[player]]
    values = (value, value + 1) if holds(rules, r, player, "long_stride") else (value,)
    stops = set()
    for n in values:
        if rules.pilgrim_skip == "past_target":
            i = n - 1
            while r.occupied(ahead[i]):
                i += 1
            stops.add(ahead[i])
        else:
            free = (space for space in ahead if not r.occupied(space))
            for _ in range(n):
                stop = next(free)
            stops.add(stop)
    return tuple(sorted(stops))


# -- temples and gardens (TD-8) ---------------------------------------------------------------
def temple_offer(rules: Rules, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``mark``/``decline`` unless the temple marker is on its last position (TD-8.1, TD-7.3)."""
    last = len(rules.layout.temple_track) - 1
    return (MARK, DECLINE) if r.players[player].temple < last else ()


def garden_offer(rules: Rules, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``mark``/``decline`` unless the garden marker is on its last position (TD-8.1, TD-7.3)."""
    last = len(rules.layout.garden_track) - 1
    return (MARK, DECLINE) if r.players[player].garden < last else ()


def mark_temple(rules: Rules, d: Draft, player: int, space: str, action: Action) -> None:
    """Advance the temple marker; its last position triggers the end (TD-8.1, TD-8.3)."""
    if action is MARK:
        boards = d.update(player, temple=d.players[player].temple + 1)
        d.triggered |= boards.temple == len(rules.layout.temple_track) - 1


def mark_garden(rules: Rules, d: Draft, player: int, space: str, action: Action) -> None:
    """Advance the garden marker; its last position triggers the end (TD-8.1, TD-8.3)."""
    if action is MARK:
        boards = d.update(player, garden=d.players[player].garden + 1)
        d.triggered |= boards.garden == len(rules.layout.garden_track) - 1


# -- coastal income (TD-9) --------------------------------------------------------------------
def income(rules: Rules, r: Record, player: int, space: str) -> int:
    """The stall's pilgrim coins at ``space``, +1 with *Generous hosts* (TD-9.1)."""
    tile = rules.stall_at(r, space)
    return tile.pilgrim_coins + holds(rules, r, player, "generous_hosts")


def coast_offer(rules: Rules, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``collect``/``decline`` when the income is not zero (TD-9.1, TD-7.3)."""
    return (COLLECT, DECLINE) if income(rules, r, player, space) > 0 else ()


def collect(rules: Rules, d: Draft, player: int, space: str, action: Action) -> None:
    """Take the coastal income from the bank, then buy plates (TD-9.1, TD-10)."""
    if action is COLLECT:
        merchant.earn(rules, d, player, income(rules, d, player, space))


# -- beaches and wave tokens (TD-11) ----------------------------------------------------------
def eligible_tokens(r: Record, player: int) -> tuple[str, ...]:
    """Wave tokens a pilgrim may take on a beach, by character name: those on the board,
    or when none is there those of the opponent (TD-11.1, TD-11.2, A16)."""
    on_board = tuple(c for c in sorted(WAVE_INDEX) if r.wave_owners[WAVE_INDEX[c]] == -1)
    return on_board or tuple(c for c in sorted(WAVE_INDEX)
                             if r.wave_owners[WAVE_INDEX[c]] == 1 - player)


def beach_offer(rules: Rules, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``take:<character>`` per eligible token, then ``decline`` (TD-11.1, TD-11.2)."""
    tokens = eligible_tokens(r, player)
    return (*(rules.actions.take_token[c] for c in tokens), DECLINE) if tokens else ()


def take_token(rules: Rules, d: Draft, player: int, space: str, action: Action) -> None:
    """The token changes owner with its side kept; its power moves with it (TD-11.3).
    An opponent left above capacity returns items next (TD-11.4, see ``rules``)."""
    if action is not DECLINE:
        owners = list(d.wave_owners)
        owners[WAVE_INDEX[action.character]] = player
        d.wave_owners = tuple(owners)


# -- hot springs (TD-12.1) --------------------------------------------------------------------
def springs_offer(rules: Rules, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``take``/``decline`` unless the player already holds the token (TD-12.1, A10)."""
    return (TAKE, DECLINE) if r.spring_holder != player else ()


def take_springs(rules: Rules, d: Draft, player: int, space: str, action: Action) -> None:
    """Take the hot springs token (from the board or the opponent), noting the die turn
    (TD-12.1, TD-12.2)."""
    if action is TAKE:
        d.spring_holder = player
        d.spring_taken = d.die_turn
