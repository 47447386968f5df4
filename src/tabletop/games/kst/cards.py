"""KST-18, KST-19, KST-20: the card model — definitions, effects and passives as data.

A card set is a tuple of `Card` definitions read from a TOML file (see
`.cardfile`). Every card gets an index: the main-deck cards first, in file order, then
the special cards. Abilities are `Abilities` values (die-number triggers and
passives) with the passive flags the engine asks for precomputed, so the rules never walk
a passive list on the hot path.

Examples:
    >>> effect = Effect("attack", targets="first", scope="other")
    >>> upkeep = Passive("upkeep", effects=(Effect("gain", n=1),))
    >>> str(effect), str(Effect("gain", n=2)), str(upkeep)
    ('attack(first, other)', 'gain 2', 'upkeep [gain 1]')
    >>> [CLASSES[c](1, False) for c in TARGET_CLASSES]
    [True, False, False, False, True]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs

SAPPHIRE, RUBY, NEUTRAL = 0, 1, -1
"""Teams and card colours: seat teams are 0 (Sapphire) and 1 (Ruby); neutral cards -1."""

COLOURS = {"sapphire": SAPPHIRE, "ruby": RUBY, "neutral": NEUTRAL}
TEAM_NAMES = ("Sapphire", "Ruby")
TEAM_LETTERS = ("S", "R")

EFFECT_OPS = ("gain", "steal", "drain", "draw", "attack", "extra_rolls", "resurrect")
"""The closed vocabulary of effects (KST-19)."""
PASSIVE_OPS = ("walls", "market", "protect_caravan", "dragon", "upkeep", "host_double")
"""The closed vocabulary of passives (KST-20)."""
TARGET_CLASSES = ("first", "second", "special", "caravan", "any")
"""What an attack may hit (KST-9.1)."""
CLASSES: dict[str, Callable[[int, bool], bool]] = {
    "first": lambda w, caravan: w == 1,
    "second": lambda w, caravan: w == 2,
    "special": lambda w, caravan: w == 3,
    "caravan": lambda w, caravan: caravan,
    "any": lambda w, caravan: True,
}
"""Whether an entry of current world ``w`` (a Caravan or not) is of a target class (KST-9.1)."""
SCOPES = ("opponent", "other")
"""Whom an effect may choose: alive opponents, or any other alive player (KST-19, A22)."""
PLACEMENTS = ("line", "attach_required", "attach_optional")
"""How a special card is placed when summoned (KST-12.3)."""
MARKS = ("afterlife", "building", "resurrect")
"""Printed marks (KST-1.5)."""

COST = {0: 0, 1: 0, 2: 1, 3: 2}
"""Points placed on a card laid or summoned into the line, by world (KST-1.4, KST-4.2)."""


@attrs.frozen(cache_hash=True)
class Effect:
    """One effect of the closed vocabulary (KST-19): ``n`` for gain/steal/drain/draw/
    extra_rolls, ``targets`` and ``scope`` for attack, ``scope`` for steal."""

    op: str
    n: int = 0
    scope: str = "opponent"
    targets: str = ""

    def __str__(self) -> str:
        if self.op == "attack":
            extra = "" if self.scope == "opponent" else f", {self.scope}"
            return f"attack({self.targets}{extra})"
        if self.op == "resurrect":
            return "resurrect"
        extra = "" if self.op != "steal" or self.scope == "opponent" else f" ({self.scope})"
        return f"{self.op} {self.n}{extra}"


@attrs.frozen(cache_hash=True)
class Passive:
    """One passive ability (KST-20): ``n`` for dragon, ``effects`` for upkeep."""

    op: str
    n: int = 0
    effects: tuple[Effect, ...] = ()

    def __str__(self) -> str:
        if self.op == "dragon":
            return f"dragon {self.n}"
        if self.op == "upkeep":
            return "upkeep [" + ", ".join(map(str, self.effects)) + "]"
        return self.op


NO_TRIGGERS: tuple[tuple[Effect, ...], ...] = ((),) * 7


@attrs.frozen
class Abilities:
    """Die-number triggers (``triggers[r]`` is the list for number r, 1..6; index 0 is
    empty) and passives, with the flags the engine reads derived once."""

    triggers: tuple[tuple[Effect, ...], ...] = NO_TRIGGERS
    passives: tuple[Passive, ...] = ()
    walls: bool = attrs.field(init=False)
    market: bool = attrs.field(init=False)
    protect_caravan: bool = attrs.field(init=False)
    host_double: bool = attrs.field(init=False)
    dragon: int = attrs.field(init=False)
    upkeep: tuple[Effect, ...] = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        ops = {p.op for p in self.passives}
        for flag in ("walls", "market", "protect_caravan", "host_double"):
            object.__setattr__(self, flag, flag in ops)
        object.__setattr__(self, "dragon", sum(p.n for p in self.passives if p.op == "dragon"))
        object.__setattr__(self, "upkeep", tuple(
            e for p in self.passives if p.op == "upkeep" for e in p.effects))

    def describe(self) -> str:
        """The abilities as the docs' notation: ``5: attack(first); passive: walls``."""
        parts = [f"{r}: " + ", ".join(map(str, effects))
                 for r, effects in enumerate(self.triggers) if effects]
        parts += [f"passive: {p}" for p in self.passives]
        return "; ".join(parts)


@attrs.frozen
class Card:
    """One card definition (KST-18). ``team`` is the colour as a team (-1 neutral);
    ``world`` is 0 for action cards and attachment specials (no world sign);
    ``converted`` is what a card kept by Afterlife uses (KST-10.5)."""

    index: int
    id: str
    name: str
    name_en: str
    deck: str
    colour: str
    team: int
    world: int
    marks: frozenset[str]
    caravan: bool
    count: int
    printed: Abilities
    converted: Abilities
    has_afterlife_table: bool
    action: tuple[Effect, ...]
    ingredients: tuple[tuple[int, int], ...]
    """The summoning recipe: (main card index, copies), in recipe order (KST-12.1)."""
    placement: str

    @property
    def special(self) -> bool:
        """Whether it is a special card: it enters play only by summoning (KST-12.1)."""
        return self.deck == "special"

    @property
    def attachment(self) -> bool:
        """An attachment special: Rainbow Stone, Rhinoceros (KST-12.3)."""
        return self.placement.startswith("attach")

    @property
    def afterlife(self) -> bool:
        """Whether it has the Afterlife mark: its owner may save it when attacked (KST-10)."""
        return "afterlife" in self.marks

    @property
    def building(self) -> bool:
        """Whether it has the Building mark: it never goes to a Prison (KST-3.1, KST-9.5)."""
        return "building" in self.marks

    @property
    def resurrect(self) -> bool:
        """Whether it has the Resurrect mark: its die ability digs up a Graveyard card (KST-11)."""
        return "resurrect" in self.marks

    @property
    def label(self) -> str:
        """``Rybář (Fisherman)``: the Czech name and the English gloss."""
        return f"{self.name} ({self.name_en})" if self.name_en else self.name


@attrs.frozen(eq=False)
class CardSet:
    """A validated card set: every definition, lookups, and the derived tables."""

    source: str
    name: str
    cards: tuple[Card, ...]
    main: int
    """Number of main-deck definitions; their indices are ``0 .. main - 1``."""
    by_id: Mapping[str, Card] = attrs.field(init=False)
    main_total: int = attrs.field(init=False)
    special_total: int = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "by_id", {c.id: c for c in self.cards})
        object.__setattr__(self, "main_total", sum(c.count for c in self.cards[:self.main]))
        object.__setattr__(self, "special_total", sum(c.count for c in self.cards[self.main:]))

    @property
    def main_cards(self) -> tuple[Card, ...]:
        """The main-deck definitions, in index order."""
        return self.cards[:self.main]

    @property
    def special_cards(self) -> tuple[Card, ...]:
        """The special-card definitions, after the main-deck ones."""
        return self.cards[self.main:]

    def __getitem__(self, index: int) -> Card:
        return self.cards[index]

    def ids(self, indices: tuple[int, ...]) -> str:
        """Card ids of ``indices``, space-separated (``-`` for none)."""
        return " ".join(self.cards[i].id for i in indices) or "-"
