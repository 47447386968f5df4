"""Immutable game records and the one way to edit them: a fast ``replace``.

A game keeps everything that changes in frozen records (the state record, and smaller ones
inside it such as a path, a player's boards or a turn). Every transition builds new records
from old ones with [`Frozen.replace`][tabletop.engine.frozen.Frozen.replace], which copies the
record's field dictionary once instead of calling the attrs constructor field by field (about three
times faster than ``attrs.evolve`` on a record of twenty fields), so a step costs one small copy per
record it changes.

Examples:
    >>> @frozen
    ... class Score(Frozen):
    ...     points: tuple[int, ...] = (0, 0)
    ...     round: int = 1
    >>> s = Score().replace(round=2)
    >>> s, s == Score(round=2), hash(s) == hash(Score(round=2))
    (Score(points=(0, 0), round=2), True, True)
    >>> Score().replace(rounds=2)
    Traceback (most recent call last):
    ...
    TypeError: Score has no field 'rounds'; its fields: points, round
"""

from __future__ import annotations

from typing import Any, Self, TypeVar, cast, dataclass_transform

import attrs

T = TypeVar("T")

_new = object.__new__
_set = object.__setattr__


class Frozen:
    """Base of every game record: frozen attrs values that edit by `replace`.

    Subclasses are declared with [`frozen`][tabletop.engine.frozen.frozen]. Equality, hashing and
    ``repr`` are the attrs ones (by value, field by field); ``attrs.evolve`` and ``attrs.fields``
    work too.
    """

    _field_names: frozenset[str] = frozenset()
    _field_order: tuple[str, ...] = ()

    def __attrs_post_init__(self) -> None:
        # A record built field by field keeps its fields in a table shared with its class;
        # CPython 3.11 reads attributes of such a record more slowly once its dictionary has
        # been asked for (as `replace` does), and copies of that dictionary stay shared. One
        # plain dictionary per record at its birth keeps every later read and copy fast.
        _set(self, "__dict__", dict(self.__dict__))

    def replace(self, **changes: Any) -> Self:
        """A copy with the named fields replaced; unknown names raise ``TypeError``."""
        new = _new(type(self))
        values = self.__dict__ | changes
        if len(values) != len(self._field_order):  # a name that is no field added an entry
            unknown = sorted(set(changes) - self._field_names)
            raise TypeError(f"{type(self).__name__} has no field {unknown[0]!r}; its fields: "
                            + ", ".join(self._field_order))
        _set(new, "__dict__", values)
        return new


@dataclass_transform(frozen_default=True, field_specifiers=(attrs.field,))
def frozen(cls: type[T]) -> type[T]:
    """Declare a record class: ``attrs.frozen`` with an instance dictionary (which
    [`Frozen.replace`][tabletop.engine.frozen.Frozen.replace] copies in one go) on a subclass of
    [`Frozen`][tabletop.engine.frozen.Frozen]."""
    if not issubclass(cls, Frozen):
        raise TypeError(f"{cls.__name__} must derive from tabletop.engine.Frozen")
    made: Any = attrs.frozen(cls, slots=False)
    made._field_order = tuple(a.name for a in attrs.fields(made))
    made._field_names = frozenset(made._field_order)
    return cast("type[T]", made)
