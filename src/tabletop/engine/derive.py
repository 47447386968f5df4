"""Values a game's rules compute once from their options: the board, tables, the layout.

A method of a `Rules` class decorated with [`derived`][tabletop.engine.derive.derived] is run
once when the rules are built and its result kept as a plain attribute of the rules. Reading it
later costs what reading an option costs. (A ``functools.cached_property`` would keep a
descriptor on the class, and on a slotted attrs class a ``__getattr__`` too; either makes every
read of that attribute take the slow, unspecialised path of CPython 3.11, and the turn machine
reads such tables on every step.)

Derived values are computed in the order they are declared, base classes first, before the
class's ``__attrs_post_init__`` body runs: so a derived value may read the options and the
derived values declared above it, and ``__attrs_post_init__`` (which calls
``super().__attrs_post_init__()`` first) may check them all. A derived value that can fail on a
bad option raises [`OptionError`][tabletop.engine.options.OptionError] itself. A value that is
costly and seldom needed (an index of the whole action space) stays a
``functools.cached_property``, computed on first use.

Examples:
    >>> import attrs
    >>> from tabletop.engine import Rules, derived, option
    >>> @attrs.frozen
    ... class Dice(Rules):
    ...     sides: int = option(6, choices=(4, 6), doc="faces of the die")
    ...     @derived
    ...     def faces(self) -> tuple[int, ...]:
    ...         return tuple(range(1, self.sides + 1))
    ...     @derived
    ...     def top(self) -> int:
    ...         return self.faces[-1]
    >>> Dice(sides=4).faces, Dice(sides=4).top
    ((1, 2, 3, 4), 4)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")

TABLE = "_derived_values"
"""The class attribute that lists a rules class's derived values: name -> function, in order."""


class derived(functools.cached_property[T]):  # noqa: N801 - read as a decorator, like property
    """Decorator: compute this value once, when the rules are built (see the module text).

    To a type checker it is a ``functools.cached_property``; at run time the rules class takes it
    off the class and keeps the value on each instance."""


class Derives:
    """The mixin of [`Rules`][tabletop.engine.rules.Rules] that keeps derived values: it takes
    them off each subclass as the class is made, computes them when an instance is built, and
    pickles the options only."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _collect(cls)

    def __attrs_post_init__(self) -> None:
        """Compute the derived values; a game that checks its options here calls this first."""
        values = self.__dict__
        table = getattr(type(self), TABLE)
        for name, function in table.items():
            try:
                values[name] = function(self)
            except AttributeError as exc:
                if getattr(exc, "obj", None) is self and exc.name in table:
                    raise TypeError(
                        f"{type(self).__name__}.{name} reads {exc.name}, a derived value "
                        f"declared after it: declare derived values in the order they are "
                        f"computed") from exc
                raise

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle (and copy) by the option fields only: loading builds the rules again."""
        return _build, (type(self), attrs.asdict(self, recurse=False))  # type: ignore[arg-type]


def _build(cls: type, fields: dict[str, Any]) -> Any:
    return cls(**fields)


def _collect(cls: type) -> None:
    """Take the class's `derived` methods off it into its table of derived values (an attrs
    slotted copy of a class keeps the table it copied)."""
    table: dict[str, Callable[[Any], Any]] = {}
    for base in reversed(cls.__mro__[1:]):
        table.update(base.__dict__.get(TABLE, {}))
    table.update(cls.__dict__.get(TABLE, {}))
    for name, value in list(cls.__dict__.items()):
        if not isinstance(value, derived):
            continue
        shadowed = next((b.__dict__[name] for b in cls.__mro__[1:] if name in b.__dict__), None)
        if hasattr(shadowed, "__set__"):
            raise TypeError(f"{cls.__name__}.{name}: a derived value cannot override the "
                            f"property {name} of a base class; make it a property too")
        table[name] = value.func  # an override is computed where the base's value was
        delattr(cls, name)
    setattr(cls, TABLE, table)
