"""The 30 cards, their suits, effects and footprints (FD-0.1 to FD-0.3, spec section 6).

Examples:
    >>> card = Card.parse("R7")
    >>> card.suit, card.rank, card.effect
    ('R', 7, 'Gift')
    >>> str(CARDS[0]), str(CARDS[-1]), len(CARDS)
    ('D1', 'S10', 30)
"""

from __future__ import annotations

import operator
from bisect import bisect_left
from collections.abc import Iterable
from importlib import resources
from pathlib import Path

import attrs

from ...engine.data import TOP, DataFileError, Reader

SUITS = "DRS"
"""Doves, Roses and Stars, in the deck's canonical order (FD-0.1)."""
SUIT_NAMES = {"D": "doves", "R": "roses", "S": "stars"}
RANKS = range(1, 11)

EFFECTS = {1: "Musician", 3: "Foxes", 5: "Gazelle", 7: "Gift", 9: "Royal heir"}
"""The effect of each odd rank, the same in every suit (FD-0.3); even ranks have none."""

MUSICIAN, FOXES, GAZELLE, GIFT, ROYAL_HEIR = 1, 3, 5, 7, 9


@attrs.frozen(cache_hash=True)
class Card:
    """One card: a suit letter and a rank 1-10; ``index`` is its place in `CARDS`."""

    suit: str
    rank: int
    index: int = attrs.field(init=False, eq=False, repr=False)

    @index.default
    def _index(self) -> int:
        return SUITS.index(self.suit) * 10 + self.rank - 1

    @property
    def effect(self) -> str | None:
        """The name of the card's effect, or None for an even rank (FD-0.3, FD-13.7)."""
        return EFFECTS.get(self.rank)

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written ``text`` (``"R7"``, ``"s10"``).

        Examples:
            >>> Card.parse("s10") is CARDS[29]
            True
        """
        text = text.strip().upper()
        suit, rank = text[:1], text[1:]
        if suit not in SUITS or not rank.isdigit() or int(rank) not in RANKS:
            raise ValueError(f"{text!r} is not a card (suit D/R/S, rank 1-10)")
        return CARDS[SUITS.index(suit) * 10 + int(rank) - 1]

    def __str__(self) -> str:
        return f"{self.suit}{self.rank}"


CARDS: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in RANKS)
"""The deck: every suit/rank pair exactly once (FD-0.1), in canonical order."""


index_of = operator.attrgetter("index")
"""``index_of(card)`` is ``card.index``: the sort key of canonical deck order."""


def by_index(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` as a tuple in canonical deck order (the form every hand is kept in)."""
    return tuple(sorted(cards, key=index_of))


def with_card(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``cards`` (in canonical order) plus ``card``, still in canonical order.

    Examples:
        >>> [str(c) for c in with_card((CARDS[0], CARDS[2]), CARDS[1])]
        ['D1', 'D2', 'D3']
    """
    i = bisect_left(cards, card.index, key=index_of)
    return (*cards[:i], card, *cards[i:])


def without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``cards`` (in canonical order, holding ``card``) less ``card``.

    Examples:
        >>> [str(c) for c in without(CARDS[:3], CARDS[1])]
        ['D1', 'D3']
    """
    i = bisect_left(cards, card.index, key=index_of)
    return cards[:i] + cards[i + 1:]


class FootprintsError(DataFileError):
    """A footprints table that breaks spec §6 (names the file, entry and field)."""


Footprints = tuple[int, ...]
"""Footprints per rank: ``footprints[rank - 1]`` (FD-0.2)."""


def load_footprints(path: str | Path | None = None) -> Footprints:
    """Read the footprints table from a TOML file (the packaged default when ``path`` is
    None) and check that every rank 1-10 has an integer 0-3 (spec §6, FD-0.2).

    Examples:
        >>> load_footprints()
        (0, 3, 2, 1, 1, 2, 0, 2, 0, 3)
    """
    source = path if path is not None else resources.files(__package__) / "data" / "footprints.toml"
    reader = Reader.open(source, FootprintsError)
    table = reader.table(reader.data, TOP, "footprints")
    values = []
    for rank in RANKS:
        value = table.get(str(rank))
        if type(value) is not int or not 0 <= value <= 3:
            raise reader.fail(f"footprints.{rank}", "value",
                              f"must be an integer 0-3, got {value!r}")
        values.append(value)
    extra = sorted(set(table) - {str(r) for r in RANKS})
    if extra:
        raise reader.fail(f"footprints.{extra[0]}", "name", "is not a rank 1-10")
    return tuple(values)
