"""Board data: the two sides' paths and locations, loaded from TOML and validated
(FD-0.4, FD-1.2, spec section 6).

A path position is an integer: the circled start space is ``0``, the E0 end (seat P0) is
negative and the E1 end (seat P1) positive.

Examples:
    >>> board = load_board(None, "A")
    >>> board.e0, board.e1, board.location(-6)
    (-8, 8, Location(squares=2, diamonds=0, plus=False))
    >>> sum(board.setup_gems(LEVELS[1]))
    12
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

import attrs

from ...engine.data import TOP, DataFileError, Reader

GEMS_IN_BOX = 22
"""Gem tokens in the box (FD-0.5)."""


@attrs.frozen
class Level:
    """One difficulty level's setup (FD-1.2)."""

    side: str
    count_diamonds: bool
    forest_tokens: int


LEVELS = {1: Level("A", False, 4), 2: Level("B", False, 3), 3: Level("B", True, 3)}
"""Board side, whether diamonds hold gems at setup, and the forest supply, per level."""


@attrs.frozen
class Location:
    """A place for gems beside a path space: setup squares, diamonds and the '+' marker."""

    squares: int = 0
    diamonds: int = 0
    plus: bool = False


@attrs.frozen
class Board:
    """One side of the board: its path from E0 to E1 and the location of every space."""

    side: str
    e0: int
    e1: int
    locations: tuple[Location | None, ...]
    """``locations[pos - e0]``: the location linked to path position ``pos``, if any."""
    order: tuple[int, ...]
    """Positions of the '+' locations in the order ``gem_supply = "strict"`` fills them."""
    source: str = attrs.field(eq=False, default="")

    @property
    def positions(self) -> range:
        """Every path position, E0 end first."""
        return range(self.e0, self.e1 + 1)

    def location(self, pos: int) -> Location | None:
        """The location linked to path position ``pos`` (None for a space without one)."""
        return self.locations[pos - self.e0]

    def setup_gems(self, level: Level) -> tuple[int, ...]:
        """Gems per path position at setup: squares, plus diamonds at level 3 (FD-1.2, FD-1.3)."""
        return tuple(0 if loc is None else loc.squares + (loc.diamonds if level.count_diamonds
                                                          else 0)
                     for loc in self.locations)


_PACKAGED = resources.files(__package__) / "data"
"""The packaged assumed layouts (spec section 6)."""


class BoardDataError(DataFileError):
    """A board file that breaks spec section 6; the message names file, entry and field."""


def load_board(path: str | Path | None, side: str) -> Board:
    """Read a board side from TOML: the packaged assumed layout of ``side`` when ``path`` is
    None, otherwise the user's file (which must describe that side)."""
    source = path if path is not None else _PACKAGED / f"board_{side.lower()}.toml"
    reader = Reader.open(source, BoardDataError)
    board = _parse(reader)
    if board.side != side:
        raise reader.fail(TOP, "side", f"is {board.side!r}, but this level plays side "
                          f"{side!r} (FD-1.2)")
    return board


_LOCATION_FIELDS = ("location.squares", "location.diamonds", "location.plus")
"""The fields of a space's location, by their dotted TOML names."""


def _parse(reader: Reader) -> Board:
    """The board a file describes, checked field by field (spec section 6)."""
    data = reader.data
    side = reader.string(data, TOP, "side", choices=("A", "B"))
    spaces = reader.get(data, TOP, "spaces", list)
    if not spaces:
        raise reader.fail(TOP, "spaces", "must be a non-empty array of tables")
    starts = [i for i, s in enumerate(spaces) if isinstance(s, dict) and s.get("start") is True]
    if len(starts) != 1:
        raise reader.fail("spaces", "start", "exactly one space needs start = true, found "
                          f"{len(starts)}")
    e0 = -starts[0]
    locations = []
    for i, space in enumerate(spaces):
        entry = f"spaces[{i}] (position {_pos(i + e0)})"
        if not isinstance(space, dict):
            raise reader.fail(entry, "(item)", "must be a table")
        reader.only(space, entry, ("start", "location"))
        reader.boolean(space, entry, "start", default=False)
        locations.append(_parse_location(reader, space, entry))
    pluses = [i + e0 for i, loc in enumerate(locations) if loc is not None and loc.plus]
    order = data.get("order", pluses)
    if (not isinstance(order, list) or any(type(p) is not int for p in order)
            or sorted(order) != pluses):
        raise reader.fail(TOP, "order", "must list every '+' location's position exactly "
                          f"once (the '+' positions are {pluses}), got {order!r}")
    reader.only(data, TOP, ("side", "spaces", "order"))
    return Board(side=side, e0=e0, e1=len(spaces) - 1 + e0, locations=tuple(locations),
                 order=tuple(order), source=reader.source)


def _parse_location(reader: Reader, space: dict[str, Any], entry: str) -> Location | None:
    """The location of one space, its fields named as dotted keys (``location.squares``)."""
    raw = reader.get(space, entry, "location", dict, None)
    if raw is None:
        return None
    dotted = {f"location.{name}": value for name, value in raw.items()}
    reader.only(dotted, entry, _LOCATION_FIELDS)
    return Location(reader.integer(dotted, entry, "location.squares", low=0, high=2, default=0),
                    reader.integer(dotted, entry, "location.diamonds", low=0, high=1,
                                   default=0),
                    reader.boolean(dotted, entry, "location.plus", default=False))


def validate(board: Board, level: Level) -> None:
    """Check the spec section 6 constraints that depend on the level; raise
    `BoardDataError` naming the file, entry and field."""
    fail = Reader(board.source, {}, BoardDataError).fail
    tokens = level.forest_tokens
    for end, arm in (("E0", -board.e0), ("E1", board.e1)):
        if arm <= tokens:
            raise fail("spaces", "start", f"the {end} arm has {arm} spaces; it must be "
                       f"longer than the level's {tokens} forest tokens")
    placed = sum(board.setup_gems(level))
    if not 1 <= placed <= GEMS_IN_BOX:
        counted = "squares + diamonds" if level.count_diamonds else "squares"
        raise fail("spaces", f"location.{counted}", f"setup places {placed} gems; it must "
                   f"be 1-{GEMS_IN_BOX} (FD-1.3)")
    safe = {"E0": range(board.e0 + tokens, 1), "E1": range(0, board.e1 - tokens + 1)}
    for end, span in safe.items():
        if all(board.location(p) is None for p in span):
            first, last = span[0] - board.e0, span[-1] - board.e0
            raise fail(f"spaces[{first}..{last}]", "location", f"no location on the {end} "
                       f"spaces {_pos(span[0])}..{_pos(span[-1])} that no forest token can "
                       "cover (spec section 6, A20)")


def _pos(pos: int) -> str:
    """A path position as written in messages: ``-3``, ``0``, ``+2``."""
    return f"{pos:+d}" if pos else "0"
