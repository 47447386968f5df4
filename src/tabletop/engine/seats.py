"""Seats: per-seat tuples, turn order and teams, for any number of players.

Seats are numbered ``0 .. players - 1`` clockwise. Per-seat data lives in tuples with one
entry per seat, changed with [`replace_seat`][tabletop.engine.seats.replace_seat]. ``NOBODY`` marks
a role no seat fills (no trick winner yet, nobody to decide); it differs from ``CHANCE`` and
``TERMINAL``, so it is never mistaken for either.

Examples:
    >>> replace_seat((5, 6, 7), 1, 0)
    (5, 0, 7)
    >>> next_seat(2, 3), others(1, 4)
    (0, (2, 3, 0))
    >>> teams = (0, 1, 0, 1)
    >>> teammates(0, teams), opponents(0, teams)
    ((2,), (1, 3))
"""

from __future__ import annotations

from collections.abc import Sequence
from numbers import Integral
from typing import TypeVar

T = TypeVar("T")

NOBODY = -3
"""A seat value meaning "no seat": not a player, not ``CHANCE`` (-1), not ``TERMINAL`` (-2)."""


def replace_seat(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """``values`` (one entry per seat) with ``seat``'s entry replaced by ``value``."""
    return (*values[:seat], value, *values[seat + 1:])


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places clockwise of ``seat`` (the next one by default)."""
    return (seat + step) % players


def others(seat: int, players: int) -> tuple[int, ...]:
    """Every seat but ``seat``, clockwise from the next one."""
    return tuple((seat + i) % players for i in range(1, players))


def teammates(seat: int, teams: Sequence[int]) -> tuple[int, ...]:
    """The other seats of ``seat``'s team (``teams[s]`` is seat s's team), in seat order."""
    return tuple(s for s, team in enumerate(teams) if team == teams[seat] and s != seat)


def opponents(seat: int, teams: Sequence[int]) -> tuple[int, ...]:
    """The seats of every other team, in seat order."""
    return tuple(s for s, team in enumerate(teams) if team != teams[seat])


def viewing_seat(seat: object, players: int) -> int | None:
    """``seat`` checked as the viewer of a picture: None (the public view) or a seat number
    below ``players``; anything else raises ValueError saying what is accepted.

    Examples:
        >>> viewing_seat(1, 2), viewing_seat(None, 2)
        (1, None)
        >>> viewing_seat(True, 2)
        Traceback (most recent call last):
        ...
        ValueError: the picture is drawn for a seat 0-1, or None for the public view; not True
    """
    if seat is None:
        return None
    if isinstance(seat, Integral) and not isinstance(seat, bool) and 0 <= int(seat) < players:
        return int(seat)
    raise ValueError(f"the picture is drawn for a seat 0-{players - 1}, or None for the public "
                     f"view; not {seat!r}")
