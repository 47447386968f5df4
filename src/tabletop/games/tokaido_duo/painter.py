"""The painter (TD-6, TD-15): zones across trade routes, painting and gifting.

A painter board is, in reading order, a run of gifted slots, a run of face-up tiles and a
run of face-down tiles (TD-15.5); the record keeps the gifted count, the face-up symbols
and the face-down counts per symbol. A flip is a chance event (TD-15.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine import Action

from .actions import DECLINE, GIFT, PAINT, PAINT_GIFT
from .powers import holds
from .state import Draft, Record, adjust

if TYPE_CHECKING:
    from .rules import Rules


def destinations(rules: Rules, r: Record, player: int, value: int) -> tuple[str, ...]:
    """End zones of simple paths of ``value`` steps across trade routes, sorted (TD-6.1 to
    TD-6.3); zones hold any number of painters."""
    return rules.layout.painter_moves.get((r.painters[player], value), ())


def count(rules: Rules, r: Record, player: int, zone: str) -> int:
    """Figures in or around ``zone`` for ``player``'s painter (TD-15.2, A12): the opponent's
    painter in the zone, plus every pilgrim and merchant on the zone's border."""
    border = rules.layout.borders[zone]
    around = sum(place in border for place in (*r.pilgrims, *r.merchants))
    return around + (r.painters[1 - player] == zone)


def flips(rules: Rules, r: Record, player: int, zone: str) -> int:
    """How many tiles Paint turns: the count (+1 with *Inspiration*), at most the face-down
    tiles left (TD-15.3, A13). Paint is legal when this is at least 1."""
    wanted = count(rules, r, player, zone) + holds(rules, r, player, "inspiration")
    return min(wanted, sum(r.players[player].face_down))


def can_gift(rules: Rules, r: Record, player: int, zone: str) -> bool:
    """The top-left revealed painting shows the zone's symbol (TD-15.4)."""
    face_up = r.players[player].face_up
    return bool(face_up) and face_up[0] == rules.layout.symbols[zone]


def offer(rules: Rules, r: Record, player: int, zone: str) -> tuple[Action, ...]:
    """``paint``, ``gift``, ``paint_gift`` (*Twin brush*), ``decline``, those legal; nothing
    when neither Paint nor Gift is (TD-15.1, TD-7.3)."""
    paint = flips(rules, r, player, zone) > 0
    gift = can_gift(rules, r, player, zone)
    if not (paint or gift):
        return ()
    twin = paint and holds(rules, r, player, "twin_brush")
    return tuple(a for a, ok in ((PAINT, paint), (GIFT, gift), (PAINT_GIFT, twin), (DECLINE, True))
                 if ok)


def act(rules: Rules, d: Draft, player: int, zone: str, action: Action) -> None:
    """Paint (schedule the flips, and with ``paint_gift`` a gift after them) or gift now."""
    if action is GIFT:
        gift(rules, d, player)
    elif action is not DECLINE:
        d.step(flips=flips(rules, d, player, zone), then_gift=action is PAINT_GIFT)


def flip(rules: Rules, d: Draft, player: int, symbol: str) -> None:
    """Turn the first face-down tile: it shows ``symbol`` (one ``flip_tile`` event, TD-15.3)."""
    boards = d.players[player]
    i = rules.layout.tile_symbols.index(symbol)
    d.update(player, face_up=(*boards.face_up, symbol), face_down=adjust(boards.face_down, i, -1))
    d.step(flips=d.turn.flips - 1)


def gift(rules: Rules, d: Draft, player: int) -> None:
    """Give away the top-left revealed painting, revealing the number beneath its slot; the
    last slot triggers the end (TD-15.4, TD-15.7)."""
    boards = d.update(player, face_up=d.players[player].face_up[1:],
                      gifted=d.players[player].gifted + 1)
    d.triggered |= boards.gifted == len(rules.layout.numbers)
