"""Card kinds, transport specifications and default decks (section 1.4, SW-6, SW-7.5).

A card kind is an index: the ten transports first, then the five coloured solution cards
and the universal one. Disaster cards are indexed ``2 * type + (dice - 1)``.

Examples:
    >>> car, truck, helicopter = (KINDS.index(k) for k in ("car", "truck", "helicopter"))
    >>> KINDS[car], TRANSPORT[truck].cap, TRANSPORT[helicopter].diagonal
    ('car', 3, True)
    >>> DISASTER_KINDS[2 * COLOURS.index("fire") + 2 - 1], deck_of(UNIVERSAL)
    ('fire_2', 1)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

import attrs

from ...engine import OptionError
from ...engine.excerpt import excerpt

COLOURS = ("fire", "flood", "epidemic", "quake", "storm")
"""The five disaster types, each with its colour (section 1.3, display only)."""

TRANSPORTS = ("plane", "military_plane", "helicopter", "boat", "big_ship", "car", "truck",
              "snowmobile", "balloon", "sailboat")
SOLUTIONS = (*COLOURS, "universal")
KINDS = (*TRANSPORTS, *SOLUTIONS)
"""Every card kind, in the order of the counts tuples of hands, decks and piles."""
UNIVERSAL = 15
N_KINDS = len(KINDS)
NO_CARDS = (0,) * N_KINDS
SOLUTION_KINDS = tuple(range(10, 16))

# Terrain classes a walking card may enter (SW-5.2): bit flags over land, sea, polar.
LAND, SEA, POLAR = 1, 2, 4
ANY = LAND | SEA | POLAR


@attrs.frozen
class Transport:
    """One transport kind (SW-6): flies or walks, terrain, distance (0: travel roll),
    diagonal steps, token cap (0: none)."""

    flies: bool = False
    terrain: int = ANY
    distance: int = 0
    diagonal: bool = False
    cap: int = 0

    @property
    def rolls(self) -> bool:
        """Balloon and sailboat: the distance is a travel roll (SW-6.6)."""
        return not self.flies and self.distance == 0


TRANSPORT = (
    Transport(flies=True), Transport(flies=True),
    Transport(terrain=ANY, distance=4, diagonal=True),
    Transport(terrain=SEA, distance=4), Transport(terrain=SEA, distance=6, cap=3),
    Transport(terrain=LAND, distance=4), Transport(terrain=LAND, distance=6, cap=3),
    Transport(terrain=POLAR, distance=4),
    Transport(terrain=ANY), Transport(terrain=SEA),
)
"""SW-6's table, by transport kind."""


def deck_of(kind: int) -> int:
    """0 for a transport card, 1 for a solution card."""
    return 0 if kind < 10 else 1


DISASTER_KINDS = tuple(f"{c}_{d}" for c in COLOURS for d in (1, 2))
"""Disaster card kinds: a type and one or two die symbols (section 1.4)."""


DEFAULT_DECKS: dict[str, dict[str, int]] = {
    "disaster_deck": {f"{c}_{d}": n for c in COLOURS for d, n in ((1, 2), (2, 1))},
    "transport_deck": {"plane": 3, "military_plane": 2, "helicopter": 4, "boat": 5,
                       "big_ship": 4, "car": 5, "truck": 4, "snowmobile": 3, "balloon": 3,
                       "sailboat": 3},
    "solution_deck": {**{c: 6 for c in COLOURS}, "universal": 4},
}
"""The assumed deck compositions of section 1.4 **[A]**."""


MAX_PER_KIND = 100
"""The most cards of one kind a deck option may hold (section 1.4 has at most 6): decks of
at most 1000 transport, 600 solution and 1000 disaster cards keep determinization (which
deals every unseen card) and the observation's counts small."""


def _quote(value: Any) -> str:
    """`excerpt` of a value, or its type where even that fails (a huge number nested in a
    mapping has no ``repr``)."""
    try:
        return excerpt(value)
    except ValueError:
        return f"a {type(value).__name__}"


def deck_option(value: Any, option: str = "") -> tuple[tuple[str, int], ...] | None:
    """Normalise a deck option (a mapping or pairs of kind and count, or None for the
    default) into sorted pairs, so rules stay hashable and records round-trip as JSON.

    Examples:
        >>> deck_option({"fire_2": 1, "fire_1": 2})
        (('fire_1', 2), ('fire_2', 1))
    """
    if value is None:
        return None
    pairs = value.items() if isinstance(value, Mapping) else value
    if not isinstance(pairs, str | bytes):  # a text's letters are no pairs
        try:
            return tuple(sorted((str(k), n) for k, n in pairs))
        except (TypeError, ValueError):
            pass
    example = dict(list(DEFAULT_DECKS.get(option, DEFAULT_DECKS["disaster_deck"]).items())[:2])
    name = f"option {option}" if option else "a deck option"
    raise OptionError(f"{name} takes a mapping of card kind to count, such as {example}, or "
                      f"None; not {_quote(value)}")


def deck_converter(option: str) -> Callable[[Any], tuple[tuple[str, int], ...] | None]:
    """`deck_option` for the option named ``option`` (its errors name it)."""
    return functools.partial(deck_option, option=option)


def deck_counts(option: str, value: tuple[tuple[str, int], ...] | None,
                names: tuple[str, ...]) -> tuple[int, ...]:
    """The counts tuple over ``names`` of a deck option (section 1.4). An unknown kind, a
    kind listed twice, a count that is not a whole number from 0 to `MAX_PER_KIND`, or a
    deck with no card raises ``OptionError`` naming the option (and the kind, the value and
    the accepted range).

    Examples:
        >>> deck_counts("disaster_deck", (("fire_1", 101),), DISASTER_KINDS)
        Traceback (most recent call last):
        ...
        tabletop.engine.options.OptionError: option disaster_deck: kind 'fire_1' count 101 \
is not accepted; accepted: a whole number from 0 to 100 per kind
    """
    pairs = value if value is not None else tuple(DEFAULT_DECKS[option].items())
    table: dict[str, int] = {}
    for kind, count in pairs:
        if kind not in names:
            raise OptionError(f"option {option}: unknown kind {excerpt(kind)}; kinds: "
                              + ", ".join(names))
        if kind in table:
            raise OptionError(f"option {option}: kind {kind!r} is listed twice")
        if type(count) is not int or not 0 <= count <= MAX_PER_KIND:
            raise OptionError(f"option {option}: kind {kind!r} count {_quote(count)} is not "
                              f"accepted; accepted: a whole number from 0 to {MAX_PER_KIND} "
                              "per kind")
        table[kind] = count
    if not sum(table.values()):
        raise OptionError(f"option {option}: the deck holds no card; give at least one kind "
                          "a count of 1 or more")
    return tuple(table.get(name, 0) for name in names)


def deck_check(option: str, names: tuple[str, ...]) -> Callable[[Any], bool]:
    """The ``check`` of a deck option: `deck_counts` refuses what it does not accept."""
    def check(value: Any) -> bool:
        deck_counts(option, value, names)
        return True
    return check
