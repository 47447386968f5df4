"""Actions and chance outcomes of Tokaido Duo, named as the spec's decision model names them.

Every action is a small frozen value whose ``str()`` is its spec name (section 3):

Examples:
    >>> str(PickDie("merchant")), str(MoveTo("P03")), str(DECLINE), str(Sell((("tea", 2),)))
    ('die:merchant', 'to:P03', 'decline', 'sell:tea=2')

One `ActionTable` per board builds each action once; the rules hand out these very
objects, so ``action in legal`` is mostly an identity test.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import attrs

from ...engine import Action
from .board import CHARACTERS, Board
from .state import PLAYERS


@attrs.frozen(cache_hash=True)
class PickDie(Action):
    """``pick_die`` (TD-2.3, TD-2.4): take the die of one character."""

    character: str

    def __str__(self) -> str:
        return f"die:{self.character}"


@attrs.frozen(cache_hash=True)
class MoveTo(Action):
    """``move`` (TD-3.4): the destination of a move (a space, a town or a zone)."""

    place: str

    def __str__(self) -> str:
        return f"to:{self.place}"


@attrs.frozen(cache_hash=True)
class Choice(Action):
    """A one-word answer to an effect decision: ``mark``, ``collect``, ``decline`` ..."""

    name: str

    def __str__(self) -> str:
        return self.name


@attrs.frozen(cache_hash=True)
class TakeToken(Action):
    """``beach`` (TD-11): take the wave token of one character."""

    character: str

    def __str__(self) -> str:
        return f"take:{self.character}"


@attrs.frozen(cache_hash=True)
class Keep(Action):
    """``keep_items`` (TD-13.2): the items kept, sorted by kind name."""

    items: tuple[str, ...]

    def __str__(self) -> str:
        return "keep:" + (",".join(self.items) or "nothing")


@attrs.frozen(cache_hash=True)
class Sell(Action):
    """``sell`` (TD-14.1): how many items of each kind are sold, kinds sorted by name."""

    lots: tuple[tuple[str, int], ...]

    def __str__(self) -> str:
        return "sell:" + ",".join(f"{kind}={n}" for kind, n in self.lots)


@attrs.frozen(cache_hash=True)
class ReturnItem(Action):
    """``return_item`` (TD-11.4): one item put back in the bag after losing *Large cart*."""

    kind: str

    def __str__(self) -> str:
        return f"return:{self.kind}"


# -- chance outcomes --------------------------------------------------------------------------
@attrs.frozen(cache_hash=True)
class PlaceStall(Action):
    """``stall_tile`` (TD-1.2): the tile placed on the next coastal town."""

    tile: str

    def __str__(self) -> str:
        return f"stall:{self.tile}"


@attrs.frozen(cache_hash=True)
class WaveSide(Action):
    """``wave_side`` (TD-1.3): the side (A or B) the next wave token shows."""

    side: str

    def __str__(self) -> str:
        return f"side:{self.side}"


@attrs.frozen(cache_hash=True)
class StartPlayer(Action):
    """``start_player`` (TD-1.6): who starts, on the compass side."""

    player: int

    def __str__(self) -> str:
        return f"start:{self.player}"


@attrs.frozen(cache_hash=True)
class Roll(Action):
    """``roll`` (TD-2.2): the value the next die shows."""

    value: int

    def __str__(self) -> str:
        return f"roll:{self.value}"


@attrs.frozen(cache_hash=True)
class DrawItem(Action):
    """``draw_item`` (TD-13.1): the kind of the item drawn from the bag."""

    kind: str

    def __str__(self) -> str:
        return f"draw:{self.kind}"


@attrs.frozen(cache_hash=True)
class FlipTile(Action):
    """``flip_tile`` (TD-15.3): the symbol of the painting tile turned face up."""

    symbol: str

    def __str__(self) -> str:
        return f"flip:{self.symbol}"


MARK = Choice("mark")
COLLECT = Choice("collect")
TAKE = Choice("take")
DRAW = Choice("draw")
PAINT = Choice("paint")
GIFT = Choice("gift")
PAINT_GIFT = Choice("paint_gift")
REPEAT = Choice("repeat")
KEEP_TOKEN = Choice("keep_token")
DECLINE = Choice("decline")
CHOICES = (MARK, COLLECT, TAKE, DRAW, PAINT, GIFT, PAINT_GIFT, REPEAT, KEEP_TOKEN, DECLINE)


def multisets(limits: tuple[int, ...], size: int) -> Iterator[tuple[int, ...]]:
    """Count vectors ``c`` with ``c[i] <= limits[i]`` and ``sum(c) == size``.

    Examples:
        >>> list(multisets((1, 2), 2))
        [(0, 2), (1, 1)]
    """
    if not limits:
        if size == 0:
            yield ()
        return
    for first in range(min(limits[0], size) + 1):
        for rest in multisets(limits[1:], size - first):
            yield (first, *rest)


class ActionTable:
    """Every action of one board, built once: lookups by meaning and the fixed index order."""

    def __init__(self, board: Board, max_items: int, faces: tuple[int, ...]):
        kinds = board.items
        everything = (max_items,) * len(kinds)
        self.pick = {c: PickDie(c) for c in CHARACTERS}
        self.move = {p: MoveTo(p) for p in board.places}
        self.take_token = {c: TakeToken(c) for c in sorted(CHARACTERS)}
        self.keep = {counts: Keep(expand(kinds, counts))
                     for size in range(max_items + 1) for counts in multisets(everything, size)}
        self.sell = {}
        for size in range(1, max_items + 1):
            for counts in multisets(everything, size):
                lots = tuple((k, n) for k, n in zip(kinds, counts) if n)
                self.sell[lots] = Sell(lots)
        self.give_back = {k: ReturnItem(k) for k in kinds}
        self.decisions: tuple[Action, ...] = (
            *self.pick.values(), *self.move.values(), *CHOICES, *self.take_token.values(),
            *sorted(self.keep.values(), key=lambda a: a.items),
            *sorted(self.sell.values(), key=lambda a: a.lots), *self.give_back.values())
        self.stall = {t: PlaceStall(t) for t in board.stall_tiles}
        self.side = {s: WaveSide(s) for s in "AB"}
        self.start = {p: StartPlayer(p) for p in range(PLAYERS)}
        self.roll = {v: Roll(v) for v in sorted(set(faces))}
        self.draw = {k: DrawItem(k) for k in kinds}
        self.flip = {s: FlipTile(s) for s in board.tile_symbols}
        self.chance: tuple[Action, ...] = (
            *self.stall.values(), *self.side.values(), *self.start.values(),
            *self.roll.values(), *self.draw.values(), *self.flip.values())
        self.draws = tuple(self.draw.values())
        """The ``draw_item`` outcomes in the board's order of kinds."""
        self.flips = tuple(self.flip.values())
        """The ``flip_tile`` outcomes in the board's order of symbols."""


def expand(kinds: tuple[str, ...], counts: tuple[int, ...]) -> tuple[str, ...]:
    """The sorted item list of a count vector.

    Examples:
        >>> expand(("sake", "tea"), (1, 2))
        ('sake', 'tea', 'tea')
    """
    return tuple(itertools.chain.from_iterable(itertools.repeat(k, n)
                                               for k, n in zip(kinds, counts)))
