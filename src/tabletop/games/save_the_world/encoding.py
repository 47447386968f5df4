"""The observation array (section 4): its named pieces and the encoder that writes one
seat's view into them.

The pieces that hold counts come first, as one run of small numbers; the one-hot pieces
follow. Every number in the array is a whole number of at least 0, so the array is built
as bytes (one per slot) and converted to float32 in one go; a count above 255 (possible
only with large custom decks, supplies or ``disaster_total``) takes the same run as
floats instead. Records share their unchanged parts, so the bytes of the parts that
change least (known cards, holdings, supplies, piles; the spread, figures, epicentres and
offer row) are kept and reused while they stay the same objects or values.

Examples:
    >>> lay = codec(216).layout
    >>> lay.size, lay.offsets["spread"], lay.slices["hand"]
    (2845, 295, slice(12, 28, None))
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from ...engine import Layout
from .cards import N_KINDS
from .state import Phase

if TYPE_CHECKING:
    from .options import Options
    from .state import Record

SEATS = 4
"""Per-seat pieces have room for the largest table."""
BYTE, FLOAT = np.dtype(np.uint8), np.dtype(np.float32)
PHASE_INDEX: dict[Phase, int] = {
    phase: i for i, phase in enumerate(p for p in Phase if p is not Phase.RESOLVING)}
"""Each posed phase's place in the one-hot (the automatic RESOLVING is never posed)."""
LAYERS = tuple(bytes(1 if v == colour + 1 else 0 for v in range(256)) for colour in range(5))
"""Per colour, the byte table that maps the spread layer to that colour's 0/1 layer."""
FLAGS: dict[frozenset[int] | tuple[int, ...], tuple[int, ...]] = {
    kind(s for s in range(SEATS) if mask >> s & 1): tuple(mask >> s & 1 for s in range(SEATS))
    for mask in range(2 ** SEATS) for kind in (frozenset, tuple)}
"""0/1 per seat for each set (or ascending tuple) of seats."""
OUT = {tuple(bool(mask >> s & 1) for s in range(n)): tuple(mask >> s & 1 for s in range(SEATS))
       for n in range(SEATS + 1) for mask in range(2 ** n)}
"""0/1 per seat for each tuple of per-seat booleans (padded to ``SEATS``)."""
PADDING = tuple((0,) * n for n in range(4 * N_KINDS + 1))
"""Zeros for the per-seat room a table of fewer than ``SEATS`` players leaves unused."""
COUNTS = (("levels", 12), ("hand", N_KINDS), ("hand_sizes", (SEATS, 2)), ("deck_sizes", 2),
          ("turn", N_KINDS + 18), ("segment_steps", 3), ("offer", 3), ("phase2", 13),
          ("counters", 6 + 2 * SEATS), ("known", (SEATS, N_KINDS)), ("holdings", (SEATS, 16)),
          ("pile", 16), ("supplies", 10), ("piles", N_KINDS + 20))


class Codec:
    """The layout of the observation array on a board of ``cells`` cells, and its encoder
    (the pieces are written in layout order, so no offset table is needed)."""

    def __init__(self, cells: int):
        self.cells = cells
        self.layout = Layout(
            *COUNTS, ("spread", (5, cells)), ("figures", (SEATS, cells)), ("entered", cells),
            ("placement", cells), ("epicentres", (12, 5)), ("row", (4, N_KINDS)),
            ("skulls", 12), ("phase", len(PHASE_INDEX)), ("seats", 3 * SEATS),
            ("segment", 10))
        self.none = bytes(cells)
        self.figures: dict[tuple[int, ...], bytes] = {}
        """Memo: the figures piece of each placement of the figures met."""
        self.layers: dict[bytes, bytes] = {}
        """Memo: the spread piece of each spread layer met."""
        self.shared: tuple[tuple[Any, ...], bytes | bytearray] = ((None,) * 8, b"")
        """The parts of the last record encoded that `_shared` reads, and their bytes."""

    def encode(self, rules: Options, r: Record, player: int,
               hand_sizes: tuple[tuple[int, int], ...], deck_sizes: tuple[int, int]
               ) -> np.ndarray:
        """The array of seat ``player``'s view of ``r``: of ``r`` it reads only what the
        seat sees (its own hand, not the others' nor the decks), so ``r`` may be the full
        record or the observation's blanked view."""
        return self.floats([self.row(rules, r, player, hand_sizes, deck_sizes)])[0]

    def floats(self, rows: list[tuple[bytes, list[int] | None]]) -> np.ndarray:
        """`row`'s results as the rows of one float32 array, converted at once."""
        array = np.frombuffer(b"".join(row for row, _ in rows), BYTE).astype(FLOAT)
        array = array.reshape(len(rows), self.layout.size)
        for i, (_, large) in enumerate(rows):
            if large is not None:
                array[i, :len(large)] = large
        return array

    def row(self, rules: Options, r: Record, player: int,
            hand_sizes: tuple[tuple[int, int], ...], deck_sizes: tuple[int, int]
            ) -> tuple[bytes, list[int] | None]:
        """`encode`'s array as bytes, one per slot; with a count above 255 the counts
        are zero there and come as the list of the leading slots' values instead."""
        front = [*r.epi_level, *r.hands[player]]
        for sizes in hand_sizes:
            front += sizes
        front += PADDING[2 * (SEATS - len(hand_sizes))]
        front += deck_sizes
        t, seg, offer, rolls = r.turn, r.segment, r.offer, r.rolls
        front += [*t.played, *t.counts, t.wild, *t.used, t.wild_used, 1 if t.traded else 0,
                1 if t.swapped else 0, *FLAGS[t.offered],
                *((seg.left, seg.steps, seg.taken) if seg is not None else (0, 0, 0)),
                *((offer.target + 1, offer.card + 1, offer.wanted + 1) if offer is not None
                  else (0, 0, 0)),
                r.card + 1, rolls[0] + 1 if rolls else 0,
                rolls[1] + 1 if len(rolls) > 1 else 0, len(r.dice_left), r.rerolls,
                *FLAGS[r.tie], *FLAGS[r.doomed], r.round, r.counter, rules.target,
                r.outbreaks, 1 if r.lost else 0, r.draw_left, *r.lives,
                *PADDING[SEATS - len(r.lives)], *OUT[r.out]]
        key = (r.known, r.holdings, r.pile, r.supply, r.epi_supply, r.discards,
               r.disaster_deck, r.disaster_discard)
        last, shared = self.shared
        large = None
        try:
            if not all(map(operator.is_, key, last)):
                shared = bytearray(self._shared(r))
                self.shared = key, shared
            head: tuple[bytes | bytearray, ...] = (bytearray(front), shared)
        except ValueError:  # a count above 255
            large = [*front, *self._shared(r)]
            head = (bytes(len(large)),)
        layers = self.layers.get(r.spread)
        if layers is None:
            layer = r.spread.translate
            layers = self._memo(self.layers, r.spread, lambda _: b"".join(map(layer, LAYERS)))
        figures = self.figures.get(r.figures)
        if figures is None:
            figures = self._memo(self.figures, r.figures, self._figures)
        placement = r.placement
        entered = self.none if seg is None else self._cells(seg.entered)
        placed = self.none if placement is None else self._cells(placement.cells)
        epicentres = EPICENTRES.get(r.epi_type)
        if epicentres is None:
            epicentres = self._memo(EPICENTRES, r.epi_type, _epicentres)
        row = ROW.get(r.row)
        if row is None:
            row = self._memo(ROW, r.row, _row)
        ones = bytearray(LAST)
        for spot in r.skulls:
            ones[spot] = 1
        ones[12 + PHASE_INDEX[r.phase]] = 1
        if r.actor >= 0:
            ones[SEAT_AT + r.actor] = 1
        ones[SEAT_AT + SEATS + r.active] = 1
        ones[SEAT_AT + 2 * SEATS + player] = 1
        if seg is not None:
            ones[SEAT_AT + 3 * SEATS + seg.kind] = 1
        return b"".join((*head, layers, figures, entered, placed, epicentres, row, ones)), large

    @staticmethod
    def _shared(r: Record) -> list[int]:
        """The known cards, holdings, the pile, supplies and piles: parts that records
        share until a card is traded or a token moves."""
        pad = PADDING[N_KINDS * (SEATS - len(r.known))]
        counts: list[int] = []
        for known in r.known:
            counts += known
        counts += pad
        for h in r.holdings:
            counts += h.loose
            counts += h.fives
            counts += h.epicentres
            counts.append(h.permanent)
        counts += pad
        h = r.pile
        counts += [*h.loose, *h.fives, *h.epicentres, h.permanent, *r.supply, *r.epi_supply,
                   *r.discards, *r.disaster_deck, *r.disaster_discard]
        return counts

    def _cells(self, cells: frozenset[int] | tuple[int, ...]) -> bytearray:
        layer = bytearray(self.cells)
        for cell in cells:
            layer[cell] = 1
        return layer

    def _figures(self, figures: tuple[int, ...]) -> bytes:
        layers = bytearray(SEATS * self.cells)
        for seat, cell in enumerate(figures):
            if cell >= 0:
                layers[seat * self.cells + cell] = 1
        return bytes(layers)

    @staticmethod
    def _memo(memo: dict, key: Any, build: Callable[[Any], bytes]) -> bytes:
        """``build(key)``, kept in ``memo`` (emptied when it grows past 4096 entries)."""
        if len(memo) >= 4096:
            memo.clear()
        found = memo[key] = build(key)
        return found


def _epicentres(types: tuple[int, ...]) -> bytes:
    out = bytearray(5 * len(types))
    for spot, kind in enumerate(types):
        if kind >= 0:
            out[5 * spot + kind] = 1
    return bytes(out)


def _row(row: tuple[int, ...]) -> bytes:
    out = bytearray(N_KINDS * len(row))
    for slot, kind in enumerate(row):
        if kind >= 0:
            out[N_KINDS * slot + kind] = 1
    return bytes(out)


EPICENTRES: dict[tuple[int, ...], bytes] = {}
"""Memo: the epicentres piece of each layer of epicentre types met."""
ROW: dict[tuple[int, ...], bytes] = {}
"""Memo: the offer-row piece of each row met."""
LAST = bytes(12 + len(PHASE_INDEX) + 3 * SEATS + 10)
"""Zeros for the last pieces: skulls, phase, seats and the segment's card."""
SEAT_AT = 12 + len(PHASE_INDEX)
"""Where the seats piece begins among the last pieces."""


def flags(seats: frozenset[int] | tuple[int, ...]) -> tuple[int, ...]:
    """0/1 per seat of a set of seats."""
    found = FLAGS.get(seats)
    if found is None:
        members = set(seats)
        found = tuple(int(s in members) for s in range(SEATS))
    return found


@functools.lru_cache(maxsize=32)
def codec(cells: int) -> Codec:
    """The codec of a board with ``cells`` cells (built once)."""
    return Codec(cells)
