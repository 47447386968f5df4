"""KST-18: reading and validating a card file (the schema KST-18.1 … KST-18.9).

A card file is TOML: ``format = "kst-cards/1"``, ``set`` (a name) and one ``[[card]]``
table per definition. `load_cards` reads the packaged sample set (section 4) or a
user's file (a path) or an already parsed document, through the kernel's
`Reader`; every broken constraint, unknown field, op, parameter or
value raises `CardSetError` naming the file, the card and the field.

Size limits (a larger file is refused before it is used): the file at most
``MAX_BYTES``; at most ``MAX_DEFINITIONS`` definitions, ``MAX_COUNT`` copies of one card,
``MAX_MAIN`` main-deck and ``MAX_SPECIAL`` special cards in all, ``MAX_EFFECTS`` effects in
one list, ``MAX_PASSIVES`` passives in one list and ``MAX_N`` as any number. Every table
the rules derive from a set is linear in these sizes (the action space is quadratic in the
line length), and so is the most steps one turn can take (`.bounds`).

Examples:
    >>> cards = load_cards()
    >>> cards.main_total, cards.special_total, cards.by_id["lucistnik"].label
    (59, 7, 'Lučištník (Archer)')
    >>> load_cards({"format": "kst-cards/1", "set": "x", "card": [{"id": "a", "name": "A",
    ...     "deck": "main", "colour": "neutral", "world": 0, "count": 1, "action": [
    ...     {"op": "heal", "n": 1}]}]})
    Traceback (most recent call last):
    ...
    tabletop.games.kst.cardfile.CardSetError: (card_set data): entry card[0] (a), action[0], \
field 'op': 'heal' is not one of 'gain', 'steal', 'drain', 'draw', 'attack', 'extra_rolls', \
'resurrect'
"""

from __future__ import annotations

import pathlib
import re
from collections.abc import Mapping
from importlib.abc import Traversable
from typing import Any

from ...engine import DataFileError, Reader
from ...engine.data import TOP, parse_toml, read_bytes
from .cards import (
    COLOURS,
    EFFECT_OPS,
    MARKS,
    NO_TRIGGERS,
    PASSIVE_OPS,
    PLACEMENTS,
    SCOPES,
    TARGET_CLASSES,
    Abilities,
    Card,
    CardSet,
    Effect,
    Passive,
)

SAMPLE = pathlib.Path(__file__).with_name("data") / "sample.toml"
FORMAT = "kst-cards/1"

MAX_BYTES = 256 * 1024
MAX_DEFINITIONS = 120
MAX_COUNT = 20
MAX_MAIN = 300
MAX_SPECIAL = 60
MAX_EFFECTS = 8
MAX_PASSIVES = 8
MAX_N = 10

CARD_FIELDS = ("id", "name", "name_en", "deck", "colour", "world", "marks", "caravan",
               "count", "triggers", "passives", "action", "afterlife", "summon")
EFFECT_FIELDS = {"gain": ("n",), "steal": ("n", "scope"), "drain": ("n",), "draw": ("n",),
                 "attack": ("targets", "scope"), "extra_rolls": ("n",), "resurrect": ()}
"""The parameters of each effect op (KST-19)."""
PASSIVE_FIELDS = {"walls": (), "market": (), "protect_caravan": (), "dragon": ("n",),
                  "upkeep": ("effects",), "host_double": ()}
"""The parameters of each passive op (KST-20)."""
ROLL_ONLY = ("extra_rolls", "resurrect")
"""Effects allowed only in die-number triggers (KST-18.7)."""
ID = re.compile(r"[a-z0-9_]+")


class CardSetError(DataFileError):
    """A malformed card file; the message names the file, the card and the field."""


def load_cards(source: str | pathlib.Path | Mapping[str, Any] | None = None) -> CardSet:
    """The card set of ``source``: None for the sample set, a path, or parsed data."""
    if source is None or isinstance(source, str | pathlib.Path):
        path = SAMPLE if source is None else pathlib.Path(source)
        return parse(str(path), _read(path))
    if isinstance(source, Mapping):
        return parse("(card_set data)", source)
    raise CardSetError(f"card_set must be a path or parsed TOML data, not {source!r}")


def _read(path: pathlib.Path | Traversable) -> dict[str, Any]:
    raw = read_bytes(path, CardSetError)
    if len(raw) > MAX_BYTES:
        raise CardSetError(f"{path}: {len(raw)} bytes, more than the limit of {MAX_BYTES}")
    return parse_toml(path, raw, CardSetError)


def parse(source: str, data: Mapping[str, Any]) -> CardSet:
    """Validate a parsed card document (KST-18) and build its `CardSet`."""
    reader = Reader(source, data, CardSetError)
    reader.only(data, TOP, ("format", "set", "card"))
    if reader.string(data, TOP, "format") != FORMAT:
        raise reader.fail(TOP, "format", f"must be {FORMAT!r}")
    name = reader.string(data, TOP, "set")
    raw = list(reader.entries(data, TOP, "card"))
    if not 1 <= len(raw) <= MAX_DEFINITIONS:
        raise reader.fail(TOP, "card", f"must hold 1 to {MAX_DEFINITIONS} definitions")
    named: list[tuple[str, str, Mapping[str, Any]]] = []
    for entry, table in raw:
        card_id = reader.string(table, entry, "id")
        label = f"{entry} ({card_id})"
        reader.only(table, label, CARD_FIELDS)
        if not ID.fullmatch(card_id):
            raise reader.fail(label, "id", "must match [a-z0-9_]+")
        if any(card_id == other for other, _, _ in named):
            raise reader.fail(label, "id", "is used by an earlier card (KST-18.1)")
        named.append((card_id, label, table))
    main = [n for n in named if reader.string(n[2], n[1], "deck", ("main", "special")) == "main"]
    special = [n for n in named if n not in main]
    index = {card_id: i for i, (card_id, _, _) in enumerate(main + special)}
    cards = tuple(_card(reader, i, label, table, index, len(main))
                  for i, (_, label, table) in enumerate(main + special))
    _totals(reader, cards)
    return CardSet(source, name, cards, len(main))


def _card(reader: Reader, i: int, entry: str, table: Mapping[str, Any],
          index: Mapping[str, int], mains: int) -> Card:
    card_id = table["id"]
    deck = table["deck"]
    colour = reader.string(table, entry, "colour", tuple(COLOURS))
    count = reader.integer(table, entry, "count", low=1, high=MAX_COUNT)
    marks = frozenset(reader.strings(table, entry, "marks")) if "marks" in table else frozenset()
    for mark in sorted(marks):
        if mark not in MARKS:
            raise reader.fail(entry, "marks", f"{mark!r} is not one of "
                              + ", ".join(map(repr, MARKS)))
    caravan = reader.boolean(table, entry, "caravan", default=False)
    placement = ""
    ingredients: tuple[tuple[int, int], ...] = ()
    if deck == "special":
        placement, ingredients = _summon(reader, entry, table, index, mains)
    elif "summon" in table:
        raise reader.fail(entry, "summon", "only special cards have a recipe")
    world = _world(reader, entry, table, deck, colour, placement)
    triggers = _triggers(reader, entry, table, "triggers")
    passives = _passives(reader, entry, table, "passives", placement)
    action = _effects(reader, entry, table, "action", roll=False) if "action" in table else ()
    printed = Abilities(triggers, passives)
    converted, has_table = printed, "afterlife" in table
    if has_table:
        after = reader.table(table, entry, "afterlife", ("triggers", "passives"))
        converted = Abilities(_triggers(reader, entry, after, "triggers", "afterlife."),
                              _passives(reader, entry, after, "passives", placement,
                                        "afterlife."))
    card = Card(i, card_id, reader.string(table, entry, "name"),
                reader.string(table, entry, "name_en", default=""), deck, colour,
                COLOURS[colour], world, marks, caravan, count, printed, converted, has_table,
                action, ingredients, placement)
    _constraints(reader, entry, card)
    return card


def _world(reader: Reader, entry: str, table: Mapping[str, Any], deck: str, colour: str,
           placement: str) -> int:
    """KST-18.2: the worlds each kind of card may have."""
    if placement.startswith("attach"):
        if "world" in table:
            raise reader.fail(entry, "world", f"a {placement} card has no world (KST-18.2)")
        return 0
    worlds: tuple[int, ...] = (3,)
    if deck == "main":
        worlds = (0, 1) if colour == "neutral" else (1, 2)
    world = reader.integer(table, entry, "world", low=0, high=3)
    if world not in worlds:
        raise reader.fail(entry, "world", f"a {colour} {deck}-deck card must have world "
                          + " or ".join(map(str, worlds)) + " (KST-18.2)")
    return world


def _summon(reader: Reader, entry: str, table: Mapping[str, Any], index: Mapping[str, int],
            mains: int) -> tuple[str, tuple[tuple[int, int], ...]]:
    """KST-18.1: the recipe names main-deck cards only."""
    summon = reader.table(table, entry, "summon", ("ingredients", "placement"))
    where = f"{entry}, summon"
    placement = reader.string(summon, where, "placement", PLACEMENTS)
    wanted = reader.counts(summon, where, "ingredients")
    recipe = []
    for card_id, copies in wanted.items():
        if card_id not in index or index[card_id] >= mains:
            raise reader.fail(where, "ingredients", f"{card_id!r} is not a main-deck card "
                              "(KST-18.1)")
        if copies > MAX_COUNT:
            raise reader.fail(where, "ingredients", f"{copies} copies of {card_id!r}, more "
                              f"than {MAX_COUNT}")
        recipe.append((index[card_id], copies))
    return placement, tuple(recipe)


def _effects(reader: Reader, entry: str, table: Mapping[str, Any], field: str, *,
             roll: bool, path: str = "") -> tuple[Effect, ...]:
    """The list of effects ``table[field]`` (KST-19), named ``path`` (default ``field``) in
    messages; ``roll``: a die-number list, where KST-18.7 allows ``extra_rolls`` and
    ``resurrect``."""
    path = path or field
    items = reader.get(table, entry, field, list)
    if not 1 <= len(items) <= MAX_EFFECTS:
        raise reader.fail(entry, path, f"must list 1 to {MAX_EFFECTS} effects")
    effects = []
    for k, item in enumerate(items):
        where = f"{entry}, {path}[{k}]"
        op = reader.string(item, where, "op", EFFECT_OPS)
        reader.only(item, where, ("op", *EFFECT_FIELDS[op]))
        if op in ROLL_ONLY and not roll:
            raise reader.fail(where, "op", f"{op} is allowed only in triggers (KST-18.7)")
        n = reader.integer(item, where, "n", low=1, high=MAX_N) if "n" in EFFECT_FIELDS[op] else 0
        scope = reader.string(item, where, "scope", SCOPES, default="opponent")
        targets = reader.string(item, where, "targets", TARGET_CLASSES) if op == "attack" else ""
        effects.append(Effect(op, n, scope, targets))
    return tuple(effects)


def _triggers(reader: Reader, entry: str, table: Mapping[str, Any], field: str,
              prefix: str = "") -> tuple[tuple[Effect, ...], ...]:
    """The die-number table ``"1"`` … ``"6"`` -> effects."""
    if field not in table:
        return NO_TRIGGERS
    numbers = reader.table(table, entry, field, tuple("123456"))
    return ((), *(_effects(reader, entry, numbers, str(r), roll=True,
                           path=f"{prefix}{field}.{r}") if str(r) in numbers else ()
                  for r in range(1, 7)))


def _passives(reader: Reader, entry: str, table: Mapping[str, Any], field: str,
              placement: str, prefix: str = "") -> tuple[Passive, ...]:
    """A list of passives (KST-20); ``host_double`` only on attachments (KST-18.8)."""
    if field not in table:
        return ()
    if len(reader.get(table, entry, field, list)) > MAX_PASSIVES:
        raise reader.fail(entry, prefix + field, f"must list at most {MAX_PASSIVES} passives")
    passives = []
    for where, item in reader.entries(table, entry, field):
        path = prefix + where
        where = f"{entry}, {path}"
        op = reader.string(item, where, "op", PASSIVE_OPS)
        reader.only(item, where, ("op", *PASSIVE_FIELDS[op]))
        if op == "host_double" and not placement.startswith("attach"):
            raise reader.fail(where, "op", "host_double is allowed only on attachment "
                              "specials (KST-18.8)")
        n = reader.integer(item, where, "n", low=1, high=MAX_N) if op == "dragon" else 0
        effects = (_effects(reader, entry, item, "effects", roll=False, path=f"{path}.effects")
                   if op == "upkeep" else ())
        passives.append(Passive(op, n, effects))
    return tuple(passives)


def _constraints(reader: Reader, entry: str, card: Card) -> None:
    """KST-18.3 … KST-18.6 on one built card."""
    triggers = any(card.printed.triggers)
    if (card.world == 0 and not card.special) != bool(card.action):
        raise reader.fail(entry, "action", "world 0 and a non-empty action list go together "
                          "(KST-18.3)")
    if card.action and (triggers or card.printed.passives or card.marks):
        field = "triggers" if triggers else "passives" if card.printed.passives else "marks"
        raise reader.fail(entry, field, "an action card has no triggers, passives or marks "
                          "(KST-18.3)")
    for mark, world in (("afterlife", 1), ("building", 1), ("resurrect", 2)):
        if mark in card.marks and card.world != world:
            raise reader.fail(entry, "marks", f"the {mark} mark needs world {world} (KST-18.4)")
    resurrects = any(e.op == "resurrect" for effects in card.printed.triggers for e in effects)
    if card.resurrect != resurrects:
        raise reader.fail(entry, "marks" if resurrects else "triggers",
                          "the resurrect mark and a resurrect trigger go together (KST-18.4)")
    if card.has_afterlife_table and not card.afterlife:
        raise reader.fail(entry, "afterlife", "needs the afterlife mark (KST-18.5)")
    if card.caravan and (card.world != 1 or card.marks or triggers):
        raise reader.fail(entry, "caravan", "a Caravan has world 1, no marks and no "
                          "triggers (KST-18.6)")


def _totals(reader: Reader, cards: tuple[Card, ...]) -> None:
    main = sum(c.count for c in cards if not c.special)
    special = sum(c.count for c in cards if c.special)
    if not 1 <= main <= MAX_MAIN:
        raise reader.fail(TOP, "card", f"the main deck must hold 1 to {MAX_MAIN} cards, "
                          f"not {main}")
    if special > MAX_SPECIAL:
        raise reader.fail(TOP, "card", f"the special deck must hold at most {MAX_SPECIAL} "
                          f"cards, not {special}")
