"""Rules of the path: gems, forest tokens and the ends of the path (FD-5.4, FD-6, FD-7,
FD-9, A1, A11, A12, A18, A20).

Every function takes the immutable `ForestPath` (and the static `Board`)
and returns a new one.

Examples:
    >>> from tabletop.games.fox_duet.board import load_board
    >>> board = load_board(None, "A")
    >>> path = ForestPath(e0=-8, gems=(1,) * 17, lo=-8, hi=8, forest_supply=4)
    >>> path = cover_end(path, 1)
    >>> path.hi, path.forest_supply
    (7, 3)
    >>> shift_gems(board, path, 8, 1).gems_at(7)
    2
"""

from __future__ import annotations

from .board import GEMS_IN_BOX, Board
from .state import ForestPath


def _with_gems(path: ForestPath, changes: dict[int, int]) -> ForestPath:
    """``path`` with the gem count of each position in ``changes`` raised by its value."""
    gems = list(path.gems)
    for pos, delta in changes.items():
        gems[pos - path.e0] += delta
    return path.replace(gems=tuple(gems))


def gem_supply(path: ForestPath) -> int:
    """Gems not on the board: 22 minus the gems on every location, covered ones included
    (FD-0.5, A18); negative under ``gem_supply = unlimited`` when the board holds more."""
    return GEMS_IN_BOX - sum(path.gems)


def place_tracker(path: ForestPath, pos: int) -> ForestPath:
    """The tracker moved to ``pos``; spaces passed on the way have no effect (FD-5.4)."""
    return path.replace(tracker=pos)


def crossed_end(path: ForestPath, target: int) -> int | None:
    """The path end a move to ``target`` crosses (0 for E0, 1 for E1), or None when
    ``target`` is an uncovered space (FD-5.4)."""
    if target > path.hi:
        return 1
    if target < path.lo:
        return 0
    return None


def collect_gem(path: ForestPath) -> ForestPath:
    """One gem returned from the tracker's location to the supply (FD-6.1)."""
    gems = list(path.gems)
    gems[path.tracker - path.e0] -= 1
    return path.replace(gems=tuple(gems))


def cover_end(path: ForestPath, end: int) -> ForestPath:
    """A forest token from the supply on the outermost uncovered space of ``end``
    (FD-7.3, FD-9.2); ``lo`` or ``hi`` moves one space inward."""
    if end == 0:
        return path.replace(lo=path.lo + 1, forest_supply=path.forest_supply - 1)
    return path.replace(hi=path.hi - 1, forest_supply=path.forest_supply - 1)


def inward_target(board: Board, path: ForestPath, end: int,
                  with_gems: bool = False) -> int:
    """Where gems leaving a covered space of ``end`` go (A12, A20): the nearest uncovered
    space of that arm, searched from the outermost one inward to the start space, that has
    a location. With ``with_gems`` (option ``overshoot_gem_shift = nearest_with_gems``,
    U6) the nearest whose location holds gems, falling back to the former."""
    arm = range(path.hi, -1, -1) if end == 1 else range(path.lo, 1)
    spaces = [p for p in arm if board.location(p) is not None]
    if with_gems:
        return next((p for p in spaces if path.gems_at(p)), spaces[0])
    return spaces[0]


def shift_gems(board: Board, path: ForestPath, covered: int, end: int,
               with_gems: bool = False) -> ForestPath:
    """The gems of the newly covered space ``covered`` moved as one stack toward the
    centre (FD-7.4); they add to any gems already there."""
    stack = path.gems_at(covered)
    if not stack:
        return path
    target = inward_target(board, path, end, with_gems)
    return _with_gems(path, {covered: -stack, target: stack})


def sweep(board: Board, path: ForestPath) -> ForestPath:
    """Every gem on a covered space's location moved to the nearest uncovered space toward
    the centre that has a location (FD-9.3)."""
    changes: dict[int, int] = {}
    for pos in board.positions:
        stack = path.gems_at(pos)
        if stack and path.is_covered(pos):
            target = inward_target(board, path, 1 if pos > 0 else 0)
            changes[pos] = changes.get(pos, 0) - stack
            changes[target] = changes.get(target, 0) + stack
    return _with_gems(path, changes) if changes else path


def add_plus_gems(board: Board, path: ForestPath, strict: bool) -> ForestPath:
    """One gem from the supply on every '+' location, covered ones included (FD-9.1).

    With ``strict`` (option ``gem_supply = strict``, A1) only as many as the supply holds,
    in the board's ``order``."""
    available = max(gem_supply(path), 0) if strict else len(board.order)
    return _with_gems(path, {pos: 1 for pos in board.order[:available]})


def coverable_ends(path: ForestPath) -> tuple[int, ...]:
    """The ends that may take the end-of-round forest token: both, except an end whose
    outermost uncovered space holds the tracker (FD-9.2, A11)."""
    return tuple(end for end, outer in ((0, path.lo), (1, path.hi)) if outer != path.tracker)
