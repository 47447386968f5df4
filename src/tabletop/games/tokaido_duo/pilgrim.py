"""The pilgrim (TD-4, TD-8, TD-9, TD-11, TD-12): clockwise round the coast, one figure per space.

Stops: temples and gardens advance the pilgrim tracks, coastal towns pay the stall's
coins, beaches hand over a wave token, hot springs give the hot springs token. Each
``*_offer`` lists an effect decision's actions (none: nothing is posed, TD-7.3); each
resolver returns the record after the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from . import merchant
from .actions import COLLECT, DECLINE, MARK, TAKE
from .powers import holds
from .state import ON_BOARD, OPPONENTS, WAVE_INDEX, Record, boards_with

if TYPE_CHECKING:
    from .options import Options

TOKENS = tuple(sorted(WAVE_INDEX))
"""The wave tokens by character name: the order of the ``take:<character>`` actions."""


def destinations(rules: Options, r: Record, player: int, value: int) -> tuple[str, ...]:
    """Where the pilgrim of ``player`` stops with die value ``value``, sorted (TD-4.3, TD-4.4).

    Counting N spaces clockwise, an occupied target passes on to the next free space
    (``pilgrim_skip = past_target``); or only free spaces are counted (``count_free_only``,
    A3). *Long stride* adds the destination of N+1.
    """
    ahead = rules.layout.ahead[r.pilgrims[player]]
    taken = (*r.pilgrims, *r.merchants)
    if rules.pilgrim_skip != "past_target":
        ahead = tuple(space for space in ahead if space not in taken)
        taken = ()
    if holds(rules, r, player, "long_stride"):
        return tuple(sorted({_stop(ahead, taken, value), _stop(ahead, taken, value + 1)}))
    return (_stop(ahead, taken, value),)


def _stop(ahead: tuple[str, ...], taken: tuple[str, ...], n: int) -> str:
    """The ``n``-th space of ``ahead``, or the next one not ``taken`` after it."""
    i = n - 1
    while ahead[i] in taken:
        i += 1
    return ahead[i]


# -- temples and gardens (TD-8) ---------------------------------------------------------------
def temple_offer(rules: Options, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``mark``/``decline`` unless the temple marker is on its last position (TD-8.1, TD-7.3)."""
    last = len(rules.layout.temple_track) - 1
    return (MARK, DECLINE) if r.players[player].temple < last else ()


def garden_offer(rules: Options, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``mark``/``decline`` unless the garden marker is on its last position (TD-8.1, TD-7.3)."""
    last = len(rules.layout.garden_track) - 1
    return (MARK, DECLINE) if r.players[player].garden < last else ()


def mark_temple(rules: Options, r: Record, player: int, space: str, action: Action) -> Record:
    """Advance the temple marker; its last position triggers the end (TD-8.1, TD-8.3)."""
    if action != MARK:
        return r
    temple = r.players[player].temple + 1
    return r.replace(players=boards_with(r, player, temple=temple),
                     triggered=r.triggered | (temple == len(rules.layout.temple_track) - 1))


def mark_garden(rules: Options, r: Record, player: int, space: str, action: Action) -> Record:
    """Advance the garden marker; its last position triggers the end (TD-8.1, TD-8.3)."""
    if action != MARK:
        return r
    garden = r.players[player].garden + 1
    return r.replace(players=boards_with(r, player, garden=garden),
                     triggered=r.triggered | (garden == len(rules.layout.garden_track) - 1))


# -- coastal income (TD-9) --------------------------------------------------------------------
def income(rules: Options, r: Record, player: int, space: str) -> int:
    """The stall's pilgrim coins at ``space``, +1 with *Generous hosts* (TD-9.1)."""
    tile = rules.stall_at(r, space)
    return tile.pilgrim_coins + holds(rules, r, player, "generous_hosts")


def coast_offer(rules: Options, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``collect``/``decline`` when the income is not zero (TD-9.1, TD-7.3)."""
    return (COLLECT, DECLINE) if income(rules, r, player, space) > 0 else ()


def collect(rules: Options, r: Record, player: int, space: str, action: Action) -> Record:
    """Take the coastal income from the bank, then buy plates (TD-9.1, TD-10)."""
    if action != COLLECT:
        return r
    return merchant.earn(rules, r, player, income(rules, r, player, space))


# -- beaches and wave tokens (TD-11) ----------------------------------------------------------
def eligible_tokens(r: Record, player: int) -> tuple[str, ...]:
    """Wave tokens a pilgrim may take on a beach, by character name: those on the board,
    or when none is there those of the opponent (TD-11.1, TD-11.2, A16)."""
    owners = r.wave_owners
    on_board = tuple(c for c in TOKENS if owners[WAVE_INDEX[c]] == ON_BOARD)
    return on_board or tuple(c for c in TOKENS if owners[WAVE_INDEX[c]] in OPPONENTS[player])


def beach_offer(rules: Options, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``take:<character>`` per eligible token, then ``decline`` (TD-11.1, TD-11.2)."""
    tokens = eligible_tokens(r, player)
    return (*(rules.actions.take_token[c] for c in tokens), DECLINE) if tokens else ()


def take_token(rules: Options, r: Record, player: int, space: str, action: Action) -> Record:
    """The token changes owner with its side kept; its power moves with it (TD-11.3).
    An opponent left above capacity returns items next (TD-11.4, see ``flow``)."""
    if action == DECLINE:
        return r
    i = WAVE_INDEX[action.character]  # type: ignore[attr-defined]
    owners = r.wave_owners
    return r.replace(wave_owners=(*owners[:i], player, *owners[i + 1:]))


# -- hot springs (TD-12.1) --------------------------------------------------------------------
def springs_offer(rules: Options, r: Record, player: int, space: str) -> tuple[Action, ...]:
    """``take``/``decline`` unless the player already holds the token (TD-12.1, A10)."""
    return (TAKE, DECLINE) if r.spring_holder != player else ()


def take_springs(rules: Options, r: Record, player: int, space: str, action: Action) -> Record:
    """Take the hot springs token (from the board or the opponent), noting the die turn
    (TD-12.1, TD-12.2)."""
    if action != TAKE:
        return r
    return r.replace(spring_holder=player, spring_taken=r.die_turn)
