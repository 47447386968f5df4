"""The painter (TD-6, TD-15): zones across trade routes, painting and gifting.

A painter board is, in reading order, a run of gifted slots, a run of face-up tiles and a
run of face-down tiles (TD-15.5); the record keeps the gifted count, the face-up symbols
and the face-down counts per symbol. A flip is a chance event (TD-15.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from .actions import DECLINE, GIFT, PAINT, PAINT_GIFT
from .powers import holds
from .state import OPPONENTS, Record, adjust, boards_with

if TYPE_CHECKING:
    from .options import Options


def destinations(rules: Options, r: Record, player: int, value: int) -> tuple[str, ...]:
    """End zones of simple paths of ``value`` steps across trade routes, sorted (TD-6.1 to
    TD-6.3); zones hold any number of painters."""
    return rules.layout.painter_moves.get((r.painters[player], value), ())


def count(rules: Options, r: Record, player: int, zone: str) -> int:
    """Figures in or around ``zone`` for ``player``'s painter (TD-15.2, A12): the other
    painters in the zone, plus every pilgrim and merchant on the zone's border."""
    border = rules.layout.borders[zone]
    around = sum(place in border for place in (*r.pilgrims, *r.merchants))
    return around + sum(r.painters[seat] == zone for seat in OPPONENTS[player])


def flips(rules: Options, r: Record, player: int, zone: str) -> int:
    """How many tiles Paint turns: the count (+1 with *Inspiration*), at most the face-down
    tiles left (TD-15.3, A13). Paint is legal when this is at least 1."""
    wanted = count(rules, r, player, zone) + holds(rules, r, player, "inspiration")
    return min(wanted, sum(r.players[player].face_down))


def can_gift(rules: Options, r: Record, player: int, zone: str) -> bool:
    """The top-left revealed painting shows the zone's symbol (TD-15.4)."""
    face_up = r.players[player].face_up
    return bool(face_up) and face_up[0] == rules.layout.symbols[zone]


def offer(rules: Options, r: Record, player: int, zone: str) -> tuple[Action, ...]:
    """``paint``, ``gift``, ``paint_gift`` (*Twin brush*), ``decline``, those legal; nothing
    when neither Paint nor Gift is (TD-15.1, TD-7.3)."""
    paint = flips(rules, r, player, zone) > 0
    gift = can_gift(rules, r, player, zone)
    if not (paint or gift):
        return ()
    twin = paint and holds(rules, r, player, "twin_brush")
    return tuple(a for a, ok in ((PAINT, paint), (GIFT, gift), (PAINT_GIFT, twin), (DECLINE, True))
                 if ok)


def act(rules: Options, r: Record, player: int, zone: str, action: Action) -> Record:
    """Paint (schedule the flips, and with ``paint_gift`` a gift after them) or gift now."""
    if action == GIFT:
        return gift(rules, r, player)
    if action == DECLINE:
        return r
    turn = r.turn.replace(flips=flips(rules, r, player, zone),  # type: ignore[union-attr]
                          then_gift=action == PAINT_GIFT)
    return r.replace(turn=turn)


def flip(rules: Options, r: Record, player: int, symbol: str) -> Record:
    """Turn the first face-down tile: it shows ``symbol`` (one ``flip_tile`` event, TD-15.3)."""
    boards = r.players[player]
    down = adjust(boards.face_down, rules.symbol_index[symbol], -1)
    turn = r.turn
    return r.replace(players=boards_with(r, player, face_up=(*boards.face_up, symbol),
                                         face_down=down),
                     turn=turn.replace(flips=turn.flips - 1))  # type: ignore[union-attr]


def gift(rules: Options, r: Record, player: int) -> Record:
    """Give away the top-left revealed painting, revealing the number beneath its slot; the
    last slot triggers the end (TD-15.4, TD-15.7)."""
    boards = r.players[player]
    gifted = boards.gifted + 1
    return r.replace(players=boards_with(r, player, face_up=boards.face_up[1:], gifted=gifted),
                     triggered=r.triggered | (gifted == len(rules.layout.numbers)))
