"""Static game data (boards, card tables) read from TOML files, with located errors.

A game ships its assumed data as package files and accepts a user's own file through the
same path. [`read_toml`][tabletop.engine.data.read_toml] parses a file;
[`Reader`][tabletop.engine.data.Reader] walks the parsed document with typed getters, and every
failure names the file, the entry and the field::

    board.toml: entry perimeter[13] (P13), field 'kind': unknown space kind 'volcano'; ...

Examples:
    >>> reader = Reader("deck.toml", {"cards": [{"name": "Ox", "cost": -1}]})
    >>> [(entry, reader.integer(card, entry, "cost", low=0)) for entry, card in
    ...  reader.entries(reader.data, "(top level)", "cards")]
    Traceback (most recent call last):
    ...
    tabletop.engine.data.DataFileError: deck.toml: entry cards[0], field 'cost': must be an \
integer >= 0, got -1
"""

from __future__ import annotations

import hashlib
import threading
import tomllib
from collections.abc import Callable, Collection, Iterator, Mapping
from importlib.abc import Traversable
from pathlib import Path
from typing import Any, Generic, TypeVar, cast

from .excerpt import cut

T = TypeVar("T")
MAX_DATA_FILE_BYTES = 2**20
"""The largest data file read (1 MiB); games may set tighter limits on what a file holds."""

TOP = "(top level)"
"""The entry name of the document's top-level table."""

_MISSING: Any = object()


class DataFileError(ValueError):
    """A data file that cannot be read, is not TOML, or fails validation (the message names
    the file and, for validation, the entry and the field)."""


def read_toml(source: str | Path | Traversable, error: type[ValueError] = DataFileError,
              limit: int = MAX_DATA_FILE_BYTES, kind: str = "data file") -> dict[str, Any]:
    """Parse the TOML file ``source`` (a path, or a package resource from
    ``importlib.resources.files``); a missing, malformed or too long file (over ``limit``
    bytes, a ``kind`` in the message) raises ``error`` naming it.

    Examples:
        >>> read_toml("no/such/board.toml")
        Traceback (most recent call last):
        ...
        tabletop.engine.data.DataFileError: no/such/board.toml: cannot be read (No such file ...)
    """
    return parse_toml(source, read_bytes(source, error, limit, kind), error)


def read_bytes(source: str | Path | Traversable, error: type[ValueError] = DataFileError,
               limit: int = MAX_DATA_FILE_BYTES, kind: str = "data file") -> bytes:
    """The bytes of the file ``source``, read no further than ``limit`` (+1, to tell a file
    over it, which raises ``error``)."""
    path = Path(source) if isinstance(source, str) else source
    try:
        with path.open("rb") as file:  # no more than the limit, whatever the file is
            raw = file.read(limit + 1)
    except OSError as exc:
        raise error(f"{source}: cannot be read ({exc.strerror or exc})") from None
    if len(raw) > limit:
        raise error(f"{source}: longer than the limit of {limit:,} bytes for a {kind}")
    return raw


def parse_toml(source: str | Path | Traversable, raw: bytes,
               error: type[ValueError] = DataFileError) -> dict[str, Any]:
    """The TOML document in ``raw``, read from ``source`` (named in the error)."""
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise error(f"{source}: not valid TOML ({cut(str(exc), 200)})") from None
    except RecursionError:
        raise error(f"{source}: nested too deeply to be a data file") from None


class Loads(Generic[T]):
    """What was built from the last data files read, keyed by file name and the SHA-256 of
    the content: a file read again unchanged is not parsed and validated again, and one
    overwritten since is. Safe to share between threads.

    Examples:
        >>> import pathlib, tempfile
        >>> loads = Loads(lambda source, raw: len(raw), limit=100)
        >>> path = pathlib.Path(tempfile.mkdtemp()) / "deck.toml"
        >>> _ = path.write_text("a = 1")
        >>> loads(path), len(loads)
        (5, 1)
        >>> _ = path.write_text("a = 12")
        >>> loads(path), len(loads)
        (6, 2)
    """

    def __init__(self, build: Callable[[Path | Traversable, bytes], T], *,
                 error: type[ValueError] = DataFileError, limit: int = MAX_DATA_FILE_BYTES,
                 kind: str = "data file", keep: int = 16):
        self.build, self.error, self.limit, self.kind, self.keep = build, error, limit, kind, keep
        self._built: dict[tuple[str, str], T] = {}  # oldest first
        self._lock = threading.Lock()

    def __call__(self, source: str | Path | Traversable) -> T:
        """What ``build(source, raw)`` makes of the file's bytes ``raw`` (read bounded by
        ``limit``), built again only when the content is new."""
        path = Path(source) if isinstance(source, str) else source
        raw = read_bytes(path, self.error, self.limit, self.kind)
        key = (str(path), hashlib.sha256(raw).hexdigest())
        with self._lock:
            built = self._built.pop(key, _MISSING)
        if built is _MISSING:
            built = self.build(path, raw)
        with self._lock:
            self._built[key] = built
            while len(self._built) > self.keep:
                del self._built[next(iter(self._built))]
        return cast(T, built)

    def __len__(self) -> int:
        return len(self._built)


class Reader:
    """Reads one parsed TOML document; every getter names file, entry and field on failure.

    ``error`` is the game's own [`DataFileError`][tabletop.engine.data.DataFileError] subclass
    (``BoardError`` ...). Getters take the table to read from, the entry's name for messages and the
    field; a ``default`` makes the field optional.
    """

    def __init__(self, source: str, data: Mapping[str, Any],
                 error: type[DataFileError] = DataFileError):
        self.source = source
        self.data = data
        self.error = error

    @classmethod
    def open(cls, source: str | Path | Traversable,
             error: type[DataFileError] = DataFileError) -> Reader:
        """A reader over the TOML file ``source`` (see
        [`read_toml`][tabletop.engine.data.read_toml])."""
        return cls(str(source), read_toml(source, error), error)

    def fail(self, entry: str, field: str, problem: str) -> DataFileError:
        """The error to raise for ``field`` of ``entry``."""
        return self.error(f"{self.source}: entry {entry}, field {field!r}: {problem}")

    # -- structure -----------------------------------------------------------------------------
    def only(self, table: Mapping[str, Any], entry: str, fields: Collection[str]) -> None:
        """Refuse any field of ``table`` not in ``fields`` (a typo is an error, not ignored)."""
        unknown = sorted(set(table) - set(fields))
        if unknown:
            raise self.fail(entry, unknown[0], "is not a known field; known: "
                            + ", ".join(sorted(fields)))

    def get(self, table: Any, entry: str, field: str, kind: type | tuple[type, ...],
            default: Any = _MISSING) -> Any:
        """``table[field]``, which must be of ``kind`` (a bool is never an int)."""
        if not isinstance(table, Mapping):
            raise self.fail(entry, field, "the entry must be a table")
        if field not in table:
            if default is not _MISSING:
                return default
            raise self.fail(entry, field, "missing")
        value = table[field]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            names = "/".join(_KIND_NAMES.get(k, k.__name__) for k in kinds)
            article = "an" if names[0] in "aeiou" else "a"
            raise self.fail(entry, field, f"must be {article} {names}, got {value!r}")
        return value

    def table(self, parent: Any, entry: str, field: str, fields: Collection[str] | None = None,
              default: Any = _MISSING) -> Mapping[str, Any]:
        """A nested table; with ``fields``, unknown fields in it are refused."""
        value = self.get(parent, entry, field, dict, default)
        if fields is not None and value is not default:
            self.only(value, _join(entry, field), fields)
        return cast(Mapping[str, Any], value)

    def entries(self, table: Any, entry: str, field: str,
                fields: Collection[str] | None = None) -> Iterator[tuple[str, Any]]:
        """``(name, item)`` for each item of the array ``field``, named ``field[i]``; with
        ``fields`` every item must be a table holding only those fields."""
        for i, item in enumerate(self.get(table, entry, field, list)):
            name = f"{field}[{i}]"
            if fields is not None:
                if not isinstance(item, Mapping):
                    raise self.fail(name, "(item)", "must be a table")
                self.only(item, name, fields)
            yield name, item

    # -- values --------------------------------------------------------------------------------
    def integer(self, table: Any, entry: str, field: str, *, low: int | None = None,
                high: int | None = None, default: Any = _MISSING) -> int:
        """An integer in ``low..high`` (either bound optional)."""
        value = self.get(table, entry, field, int, default)
        if value is not default and not _within(value, low, high):
            raise self.fail(entry, field, f"must be an integer {_bounds(low, high)}, "
                            f"got {value!r}")
        return cast(int, value)

    def boolean(self, table: Any, entry: str, field: str, default: Any = _MISSING) -> bool:
        """``true`` or ``false``."""
        return cast(bool, self.get(table, entry, field, bool, default))

    def string(self, table: Any, entry: str, field: str, choices: Collection[str] | None = None,
               default: Any = _MISSING) -> str:
        """A string, one of ``choices`` when given."""
        value = self.get(table, entry, field, str, default)
        if choices is not None and value is not default and value not in choices:
            raise self.fail(entry, field, f"{value!r} is not one of "
                            + ", ".join(map(repr, choices)))
        return cast(str, value)

    def ints(self, table: Any, entry: str, field: str, low: int = 0,
             high: int | None = None) -> tuple[int, ...]:
        """A non-empty list of integers in ``low..high``."""
        values = self.get(table, entry, field, list)
        if not values or not all(type(v) is int and _within(v, low, high) for v in values):
            raise self.fail(entry, field, "must be a non-empty list of integers "
                            f"{_bounds(low, high)}")
        return tuple(values)

    def strings(self, table: Any, entry: str, field: str, unique: bool = True
                ) -> tuple[str, ...]:
        """A list of strings (distinct, unless ``unique`` is False)."""
        values = self.get(table, entry, field, list)
        if not all(isinstance(v, str) for v in values):
            raise self.fail(entry, field, "must be a list of strings")
        if unique and len(set(values)) != len(values):
            twice = next(v for v in values if values.count(v) > 1)
            raise self.fail(entry, field, f"lists {twice!r} twice")
        return tuple(values)

    def counts(self, table: Any, entry: str, field: str,
               high: int | None = None) -> dict[str, int]:
        """A non-empty table of names to positive integers, each at most ``high`` if given."""
        counts = self.get(table, entry, field, dict)
        if not counts or not all(type(n) is int and 0 < n <= (high or n)
                                 for n in counts.values()):
            most = f" of at most {high}" if high is not None else ""
            raise self.fail(entry, field, f"must map names to positive integers{most}")
        return dict(counts)


_KIND_NAMES = {int: "integer", str: "string", bool: "boolean", list: "list", dict: "table",
               float: "number"}


def _within(value: int, low: int | None, high: int | None) -> bool:
    return (low is None or value >= low) and (high is None or value <= high)


def _bounds(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"{low}-{high}"
    if low is not None:
        return f">= {low}"
    return f"<= {high}" if high is not None else ""


def _join(entry: str, field: str) -> str:
    return field if entry == TOP else f"{entry}.{field}"
