"""The per-player view of a state.

An observation holds exactly what one seat may know at this moment (the game's spec
lists it under "hidden information"). It is a frozen attrs record, so two observations
compare by value, and ``to_array()`` encodes it as a fixed-shape numpy array for learning.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs
import numpy as np


@attrs.frozen
class Observation:
    """Base of every game's observation: ``player`` is the seat whose view this is."""

    player: int

    def __str__(self) -> str:
        """One ``field: value`` line per field; games override it with a picture."""
        lines = []
        for field in attrs.fields(type(self)):
            value = getattr(self, field.name)
            if isinstance(value, (frozenset, set)):
                value = " ".join(sorted(map(str, value))) or "-"
            elif isinstance(value, (tuple, list)):
                value = " ".join(map(str, value)) or "-"
            lines.append(f"{field.name}: {value}")
        return "\n".join(lines)

    def to_array(self) -> np.ndarray:  # pragma: no cover - every game overrides it
        """The observation as a float32 array of the game's ``observation_shape``."""
        raise NotImplementedError


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


def concat(parts: Sequence[np.ndarray | Sequence[float]]) -> np.ndarray:
    """Join vectors into one flat float32 array."""
    return np.concatenate([np.asarray(p, dtype=np.float32).ravel() for p in parts])
