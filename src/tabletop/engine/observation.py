"""The per-player view of a state, and the layout of its array encoding.

An observation holds exactly what one seat may know at this moment (the game's spec
lists it under "hidden information"). It is a frozen attrs record, so two observations
compare by value, and ``to_array()`` encodes it as a flat float32 array whose pieces a
[`Layout`][tabletop.engine.observation.Layout] declares by name and shape, the way OpenSpiel's
observers do; the array's size, ``observation_shape`` and the named slices all follow from that
declaration.

Every slot of the array lies in [0, 1]: a piece also declares its ``high``, the largest
value the rules let it hold (1 for one-hot and 0/1 pieces, the default), and the array holds
each value divided by its piece's ``high`` (`Layout.normalise`). A count the rules leave
unbounded (coins that pile up, a turn counter) gets a high chosen by its game and saturates
at 1 above it; each game's observation module lists its pieces' highs. ``high`` is one number for
the whole piece or one per slot, broadcast against the piece's shape (one per column of a
``(seats, 3)`` piece, say).

Examples:
    >>> layout = Layout(("hand", 4), ("trick", (2, 4)), ("score", 1, 10))
    >>> layout.shape, layout.slices["trick"], layout.highs["score"]
    ((13,), slice(4, 12, None), 10)
    >>> out = layout.encoder()
    >>> out.multi_hot("hand", [0, 3]); out.one_hot("trick", 4 + 1); out.value("score", 7)
    >>> array = out.array()
    >>> array.tolist()[:9], round(float(array[-1]), 6)
    ([1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0], 0.7)
    >>> layout.unpack(array)["trick"].tolist()
    [[0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]]
"""

from __future__ import annotations

import array as _array
import math
from collections.abc import Iterable, Sequence

import attrs
import numpy as np


@attrs.frozen
class Observation:
    """Base of every game's observation: ``player`` is the seat whose view this is.

    Games override ``__str__`` with a picture of the table as that seat sees it; the
    default lists the plain fields, one ``field: value`` line each.
    """

    player: int

    def __str__(self) -> str:
        lines = []
        for field in attrs.fields(type(self)):
            if not field.repr:
                continue
            value = getattr(self, field.name)
            if isinstance(value, (frozenset, set)):
                value = " ".join(sorted(map(str, value))) or "-"
            elif isinstance(value, (tuple, list)):
                value = " ".join(map(str, value)) or "-"
            elif attrs.has(type(value)):
                value = f"({type(value).__name__})"
            lines.append(f"{field.name}: {value}")
        return "\n".join(lines)

    def to_array(self) -> np.ndarray:  # pragma: no cover - every game overrides it
        """The observation as a float32 array of the game's ``observation_shape``."""
        raise NotImplementedError


Shape = int | tuple[int, ...]
High = float | Sequence[float] | np.ndarray
"""The largest value of a piece: one number, or numbers broadcast against its shape."""
FLOAT32 = np.dtype(np.float32)
"""The observation arrays' dtype as an object: ``np.frombuffer(data, FLOAT32)`` is about
0.6 µs faster than with ``dtype=np.float32``, which is converted on every call."""


class Layout:
    """Named pieces of an observation array, laid end to end in declaration order.

    Each piece is ``(name, shape)`` or ``(name, shape, high)``; a piece of shape ``(3, 17)``
    takes 51 slots, read row by row. ``high`` (default 1) is what the piece's raw values are
    divided by (see the module's description). ``size``, ``shape`` (always flat:
    ``(size,)``), ``offsets``, ``slices`` and the per-slot ``high`` follow from the pieces;
    `encoder` writes one array, `unpack` reads one back.
    """

    def __init__(self, *pieces: tuple[str, Shape] | tuple[str, Shape, High]):
        self.pieces: tuple[tuple[str, tuple[int, ...]], ...] = tuple(
            (piece[0], piece[1] if isinstance(piece[1], tuple) else (piece[1],))
            for piece in pieces)
        self.highs: dict[str, High] = {piece[0]: piece[2] if len(piece) > 2 else 1
                                       for piece in pieces}
        """Each piece's ``high`` as declared."""
        self.offsets: dict[str, int] = {}
        self.sizes: dict[str, int] = {}
        rows: list[np.ndarray] = []
        at = 0
        for name, shape in self.pieces:
            if name in self.offsets:
                raise ValueError(f"observation layout: piece {name!r} declared twice")
            if any(type(n) is not int or n < 0 for n in shape):
                raise ValueError(f"observation layout: piece {name!r} has shape {shape}")
            self.offsets[name] = at
            self.sizes[name] = math.prod(shape)
            at += self.sizes[name]
            rows.append(_high_row(name, shape, self.highs[name]))
        self.size = at
        self.high: np.ndarray = np.concatenate(rows) if rows else np.zeros(0, FLOAT32)
        """Each slot's divisor, float32 (read-only)."""
        self.high.flags.writeable = False
        scaled = np.flatnonzero(self.high != 1.0)
        self._scaled = (slice(int(scaled[0]), int(scaled[-1]) + 1) if scaled.size
                        else slice(0, 0))
        self._divisor = self.high[self._scaled]
        self.spans: dict[str, tuple[int, int]] = {
            name: (self.offsets[name], self.sizes[name]) for name in self.offsets}
        """Each piece's offset and size."""
        self.starts: tuple[int, ...] = tuple(self.offsets.values())
        """Each piece's offset, in declaration order (to unpack into local names)."""
        self._zeros = bytes(4 * at)

    @property
    def shape(self) -> tuple[int, ...]:
        """The array's shape: ``(size,)``."""
        return (self.size,)

    @property
    def slices(self) -> dict[str, slice]:
        """Each piece's slice of the flat array."""
        return {name: slice(at, at + self.sizes[name]) for name, at in self.offsets.items()}

    def unpack(self, flat: np.ndarray) -> dict[str, np.ndarray]:
        """Each piece of an encoded array, as a view in its declared shape."""
        return {name: flat[self.offsets[name]:self.offsets[name] + self.sizes[name]]
                .reshape(shape) for name, shape in self.pieces}

    def normalise(self, raw: np.ndarray) -> np.ndarray:
        """``raw`` (a writable float32 array of raw values, at least 0, laid out as
        declared; or rows of them) divided in place by each slot's ``high``, a value above
        its high saturating at 1, so that every slot lies in [0, 1]; returned.

        Examples:
            >>> layout = Layout(("hand", 2), ("coins", 2, (10, 4)))
            >>> layout.normalise(np.array([1, 0, 5, 9], FLOAT32)).tolist()
            [1.0, 0.0, 0.5, 1.0]
        """
        scaled = raw[..., self._scaled]
        scaled /= self._divisor
        np.minimum(scaled, 1.0, out=scaled)
        return raw

    def encoder(self) -> Encoder:
        """A fresh all-zero array to write pieces into, slot checked against its piece;
        its numbers are raw values, divided by the pieces' ``high`` in ``array()``."""
        return Encoder(self)

    def blank(self) -> _array.array[float]:
        """A fresh all-zero float32 buffer of ``size`` slots, for an encoder written for
        speed: it writes raw values at ``slots[start + i]`` with the `starts` of its pieces,
        unchecked, and returns ``normalise(np.frombuffer(slots, FLOAT32))``. Test such an
        encoder against one written with `encoder`.

        Examples:
            >>> layout = Layout(("hand", 4), ("score", 1, 10))
            >>> hand, score = layout.starts
            >>> slots = layout.blank()
            >>> slots[hand + 3] = 1.0; slots[score] = 5.0
            >>> layout.normalise(np.frombuffer(slots, FLOAT32)).tolist()
            [0.0, 0.0, 0.0, 1.0, 0.5]
        """
        return _array.array("f", self._zeros)

    def __repr__(self) -> str:
        return "Layout(" + ", ".join(f"{n}={'x'.join(map(str, s))}" for n, s in self.pieces) + ")"


class Encoder:
    """Writes the pieces of one observation array (every slot starts at 0).

    Indices are counted inside the piece (row by row for a shaped piece); writing outside
    a piece raises ``IndexError`` instead of spilling into the next one.
    """

    __slots__ = ("_buffer", "_layout", "_spans")

    def __init__(self, layout: Layout):
        self._buffer = _array.array("f", layout._zeros)
        self._layout = layout
        self._spans = layout.spans

    def one_hot(self, name: str, index: int) -> None:
        """A 1 at ``index`` of piece ``name``; nothing for a negative ``index``."""
        if index >= 0:
            at, size = self._spans[name]
            if index >= size:
                raise _outside(name, size, index)
            self._buffer[at + index] = 1.0

    def multi_hot(self, name: str, indices: Iterable[int]) -> None:
        """A 1 at each of ``indices``."""
        buffer = self._buffer
        at, size = self._spans[name]
        for i in indices:
            if not 0 <= i < size:
                raise _outside(name, size, i)
            buffer[at + i] = 1.0

    def value(self, name: str, value: float, index: int = 0) -> None:
        """One number at ``index`` of piece ``name``."""
        at, size = self._spans[name]
        if not 0 <= index < size:
            raise _outside(name, size, index)
        self._buffer[at + index] = value

    def values(self, name: str, values: Sequence[float], start: int = 0) -> None:
        """Consecutive numbers from ``start`` of piece ``name``."""
        at, size = self._spans[name]
        if start < 0 or start + len(values) > size:
            raise IndexError(f"observation piece {name!r} has {size} slots, "
                             f"not {len(values)} from slot {start}")
        at += start
        self._buffer[at:at + len(values)] = _array.array("f", values)

    def array(self) -> np.ndarray:
        """The finished float32 array, each slot divided by its piece's ``high``."""
        return self._layout.normalise(np.frombuffer(self._buffer, FLOAT32).copy())


def _high_row(name: str, shape: tuple[int, ...], high: High) -> np.ndarray:
    """The divisor of each slot of piece ``name``: ``high`` broadcast against ``shape``."""
    try:
        row = np.broadcast_to(np.asarray(high, FLOAT32), shape).ravel()
    except ValueError:
        raise ValueError(f"observation layout: piece {name!r} of shape {shape} has high "
                         f"{high!r}; give one number or numbers that broadcast to the shape"
                         ) from None
    if not np.all(row > 0):
        raise ValueError(f"observation layout: piece {name!r} has high {high!r}; every "
                         "high must be above 0")
    return row


def _outside(name: str, size: int, index: int) -> IndexError:
    return IndexError(f"observation piece {name!r} has {size} slots, not slot {index}")


def one_hot(index: int, size: int) -> np.ndarray:
    """A float32 vector of ``size`` zeros with a 1 at ``index`` (none if ``index`` < 0).

    Examples:
        >>> one_hot(2, 4).tolist()
        [0.0, 0.0, 1.0, 0.0]
    """
    out = np.zeros(size, dtype=np.float32)
    if index >= 0:
        out[index] = 1.0
    return out


def multi_hot(indices: Iterable[int], size: int) -> np.ndarray:
    """A float32 vector with a 1 at every index in ``indices``.

    Examples:
        >>> multi_hot([0, 3], 4).tolist()
        [1.0, 0.0, 0.0, 1.0]
    """
    out = np.zeros(size, dtype=np.float32)
    out[list(indices)] = 1.0
    return out
