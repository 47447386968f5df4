"""The actions and chance outcomes of Save the World (spec section 3), each built once.

Cells read ``r<row>c<col>``; card kinds, colours and dice by their names:

Examples:
    >>> t = table(("anchorage",), 216)
    >>> [str(a) for a in (t.walk[5], t.fly[0][39], t.step[39][TAKE], t.play[15][4],
    ...                   t.offer[2][5][0], t.swap[5][2], t.place[40][2])]
    ['walk car', 'fly plane to r2c3', 'step r2c3 take', 'play universal as storm', \
'offer car to P2', 'swap car for slot 2', 'place r2c4 as sea']
    >>> str(DRAW[10]), str(TURNED[3]), str(ROLLS[5])
    ('draw fire', 'disaster flood_2', 'roll 6')
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from ...engine import Action
from ...engine.excerpt import excerpt
from .board import CLASS_NAMES, COLS, DICE, ROWS
from .cards import COLOURS, DISASTER_KINDS, KINDS, N_KINDS, SOLUTION_KINDS, UNIVERSAL

PLAIN, TAKE, LEAVE, RESOLVE, PASS = range(5)
STEP_FORMS = ("", " take", " leave", " resolve", " pass")
"""SW-5.10: a plain step, a capped card's take / leave, an epicentre's resolve / pass."""
MAX_SEATS = 4
CELLS = ROWS * COLS


def _within(low: int, high: int) -> Any:
    """An attrs validator: a whole number from ``low`` to ``high`` (an action that names
    no card kind, cell, seat or colour of the game cannot be built, so it can never reach
    ``apply`` with fields its text or its refusal cannot name)."""

    def check(instance: Any, attribute: attrs.Attribute, value: Any) -> None:
        if type(value) is not int:
            raise TypeError(f"{type(instance).__name__}.{attribute.name} must be an int, "
                            f"not {type(value).__name__}")
        if not low <= value <= high:
            raise ValueError(f"{type(instance).__name__}.{attribute.name}={value} is outside "
                             f"{low}..{high}")
    return check


def _one_of(*values: Any) -> Any:
    """An attrs validator: one of ``values`` (of the same type)."""

    def check(instance: Any, attribute: attrs.Attribute, value: Any) -> None:
        if not any(type(value) is type(v) and value == v for v in values):
            raise ValueError(f"{type(instance).__name__}.{attribute.name} must be one of "
                             f"{', '.join(map(repr, values))}, not {excerpt(value)}")
    return check


def _text(instance: Any, attribute: attrs.Attribute, value: Any) -> None:
    if type(value) is not str:
        raise TypeError(f"{type(instance).__name__}.{attribute.name} must be a str, not "
                        f"{type(value).__name__}")


KIND = _within(0, N_KINDS - 1)
CELL = _within(0, CELLS - 1)
COLOUR = _within(0, len(COLOURS) - 1)


def cell_text(cell: int) -> str:
    """A cell as actions name it: ``r<row>c<col>``."""
    return f"r{cell // COLS}c{cell % COLS}"


@attrs.frozen(cache_hash=True)
class City(Action):
    """D1: put the figure on a start city (SW-2.1)."""

    id: str = attrs.field(validator=_text)

    def __str__(self) -> str:
        return f"city {self.id}"


@attrs.frozen(cache_hash=True)
class Split(Action):
    """D2, D10: draw ``k`` transport cards, the rest solution cards (SW-2.2, SW-13.2)."""

    k: int = attrs.field(validator=_within(0, 5))

    def __str__(self) -> str:
        return f"split {self.k}"


@attrs.frozen(cache_hash=True)
class From(Action):
    """D10 with ``draw_mode = sequential``: the deck of the next card (AMB-21)."""

    deck: int = attrs.field(validator=_within(0, 1))

    def __str__(self) -> str:
        return f"from {('transport', 'solution')[self.deck]}"


@attrs.frozen(cache_hash=True)
class Walk(Action):
    """D3: play a walking transport card and start its segment (SW-5, SW-6)."""

    kind: int = attrs.field(validator=_within(0, 9))

    def __str__(self) -> str:
        return f"walk {KINDS[self.kind]}"


@attrs.frozen(cache_hash=True)
class Fly(Action):
    """D3: play a plane or military plane to ``cell`` (SW-6.1, SW-6.2)."""

    kind: int = attrs.field(validator=_within(0, 1))
    cell: int = attrs.field(validator=CELL)

    def __str__(self) -> str:
        return f"fly {KINDS[self.kind]} to {cell_text(self.cell)}"


@attrs.frozen(cache_hash=True)
class PlaySolution(Action):
    """D3, D4: lay a solution card; a universal one declares ``colour`` (-1 under
    ``universal_card = wild``) (SW-7.1, SW-7.5)."""

    kind: int = attrs.field(validator=_within(10, N_KINDS - 1))
    colour: int = attrs.field(validator=_within(-1, len(COLOURS) - 1))

    def __str__(self) -> str:
        if self.kind != UNIVERSAL:
            return f"play {KINDS[self.kind]}"
        return "play universal" if self.colour < 0 else f"play universal as {COLOURS[self.colour]}"


@attrs.frozen(cache_hash=True)
class OfferTrade(Action):
    """D3, D4: offer card ``kind`` to ``seat`` (for ``wanted`` under
    ``trade_mode = active_names_both``) (SW-8.2)."""

    seat: int = attrs.field(validator=_within(0, MAX_SEATS - 1))
    kind: int = attrs.field(validator=KIND)
    wanted: int = attrs.field(default=-1, validator=_within(-1, N_KINDS - 1))

    def __str__(self) -> str:
        text = f"offer {KINDS[self.kind]} to P{self.seat}"
        return text if self.wanted < 0 else f"{text} for {KINDS[self.wanted]}"


@attrs.frozen(cache_hash=True)
class SwapRow(Action):
    """D3, D4: give hand card ``kind`` for the offer row's card in ``slot`` (SW-8.3)."""

    kind: int = attrs.field(validator=KIND)
    slot: int = attrs.field(validator=_within(0, 3))

    def __str__(self) -> str:
        return f"swap {KINDS[self.kind]} for slot {self.slot}"


@attrs.frozen(cache_hash=True)
class Exchange(Action):
    """D3, D4, D9: 4 or 7 units of a colour for permanent points (SW-9.2 (a), (b))."""

    colour: int = attrs.field(validator=COLOUR)
    units: int = attrs.field(validator=_one_of(4, 7))

    def __str__(self) -> str:
        return f"exchange {self.units} {COLOURS[self.colour]}"


@attrs.frozen(cache_hash=True)
class ExchangeEpicentre(Action):
    """D3, D4, D9: an epicentre token for a permanent point (SW-9.2 (c))."""

    colour: int = attrs.field(validator=COLOUR)

    def __str__(self) -> str:
        return f"exchange epicentre {COLOURS[self.colour]}"


@attrs.frozen(cache_hash=True)
class Step(Action):
    """D4: one step into ``cell`` (SW-5.10); ``form`` is one of ``STEP_FORMS``."""

    cell: int = attrs.field(validator=CELL)
    form: int = attrs.field(default=PLAIN, validator=_within(0, len(STEP_FORMS) - 1))

    def __str__(self) -> str:
        return f"step {cell_text(self.cell)}{STEP_FORMS[self.form]}"


@attrs.frozen(cache_hash=True)
class Place(Action):
    """D8: a spread token on ``cell``; a universal cell names its class (SW-11.3 (e))."""

    cell: int = attrs.field(validator=CELL)
    as_class: int = attrs.field(default=-1, validator=_within(-1, len(CLASS_NAMES) - 1))

    def __str__(self) -> str:
        text = f"place {cell_text(self.cell)}"
        return text if self.as_class < 0 else f"{text} as {CLASS_NAMES[self.as_class]}"


@attrs.frozen(cache_hash=True)
class Card(Action):
    """D5 ``give``, D9 ``discard``: one card of a kind (SW-8.2, SW-13.1)."""

    verb: str = attrs.field(validator=_one_of("give", "discard"))
    kind: int = attrs.field(validator=KIND)

    def __str__(self) -> str:
        return f"{self.verb} {KINDS[self.kind]}"


@attrs.frozen(cache_hash=True)
class Die(Action):
    """D6 ``die``: the colour rolled for a one-die card; D7 ``spot``: the spot that gets
    the new disaster (SW-10.3, SW-10.6)."""

    verb: str = attrs.field(validator=_one_of("die", "spot"))
    die: int = attrs.field(validator=_within(0, 1))

    def __str__(self) -> str:
        return f"{self.verb} {DICE[self.die]}"


@attrs.frozen(cache_hash=True)
class Choose(Action):
    """D11: the seat that loses a life among equally near figures (SW-17.8)."""

    seat: int = attrs.field(validator=_within(0, MAX_SEATS - 1))

    def __str__(self) -> str:
        return f"choose P{self.seat}"


@attrs.frozen(cache_hash=True)
class Word(Action):
    """An action that is one word or phrase: end phase, stop, decline, accept, done."""

    text: str = attrs.field(validator=_one_of("end phase", "stop", "decline", "accept", "done"))

    def __str__(self) -> str:
        return self.text


@attrs.frozen(cache_hash=True)
class Draw(Action):
    """C1: the card drawn is of ``kind`` (SW-1.3, SW-2.2, SW-13.2, SW-8.5)."""

    kind: int = attrs.field(validator=KIND)

    def __str__(self) -> str:
        return f"draw {KINDS[self.kind]}"


@attrs.frozen(cache_hash=True)
class Turned(Action):
    """C2: the disaster card turned (SW-10.2)."""

    card: int = attrs.field(validator=_within(0, len(DISASTER_KINDS) - 1))

    def __str__(self) -> str:
        return f"disaster {DISASTER_KINDS[self.card]}"


@attrs.frozen(cache_hash=True)
class Roll(Action):
    """C3, C4: a die shows ``value`` (SW-10.3, SW-10.4, SW-6.6)."""

    value: int = attrs.field(validator=_within(1, 6))

    def __str__(self) -> str:
        return f"roll {self.value}"


END_PHASE, STOP, DECLINE, ACCEPT, DONE = (Word(w) for w in ("end phase", "stop", "decline",
                                                            "accept", "done"))
SPLIT = tuple(Split(k) for k in range(6))
FROM = (From(0), From(1))
GIVE = tuple(Card("give", k) for k in range(N_KINDS))
DISCARD = tuple(Card("discard", k) for k in range(N_KINDS))
DIE = (Die("die", 0), Die("die", 1))
SPOT = (Die("spot", 0), Die("spot", 1))
CHOOSE = tuple(Choose(s) for s in range(MAX_SEATS))
EXCHANGE = {(c, u): Exchange(c, u) for c in range(5) for u in (4, 7)}
EXCHANGE_EPI = tuple(ExchangeEpicentre(c) for c in range(5))
DRAW = tuple(Draw(k) for k in range(N_KINDS))
TURNED = tuple(Turned(i) for i in range(len(DISASTER_KINDS)))
ROLLS = tuple(Roll(v) for v in range(1, 7))
"""``ROLLS[v - 1]`` shows ``v``."""


@attrs.frozen
class Table:
    """The prebuilt actions of one board: legal-action lists hand out these objects."""

    city: dict[str, City]
    walk: tuple[Walk, ...]
    fly: tuple[tuple[Fly, ...], tuple[Fly, ...]]
    play: dict[int, tuple[PlaySolution, ...]]
    """Per solution kind: one action per colour (coloured cards: the same one), then the
    wild universal play at index 5."""
    offer: tuple[tuple[tuple[OfferTrade, ...], ...], ...]
    """``offer[seat][kind][wanted + 1]``."""
    swap: tuple[tuple[SwapRow, ...], ...]
    """``swap[kind][slot]``."""
    step: tuple[tuple[Step, ...], ...]
    place: tuple[tuple[Place, ...], ...]
    """Per cell: index 0 plain, then one per class (``place[cell][1 + class]``)."""
    space: tuple[Action, ...]
    chance: tuple[Action, ...]


@functools.lru_cache(maxsize=16)
def table(city_ids: tuple[str, ...], cells: int) -> Table:
    """Every action of a board with ``city_ids`` start candidates and ``cells`` cells
    (built once per board: the actions are immutable, and checking their fields costs)."""
    city = {i: City(i) for i in city_ids}
    walk = tuple(Walk(k) for k in range(10))
    fly = (tuple(Fly(0, c) for c in range(cells)), tuple(Fly(1, c) for c in range(cells)))
    play: dict[int, tuple[PlaySolution, ...]] = {
        k: (PlaySolution(k, k - 10),) * 6 for k in SOLUTION_KINDS if k != UNIVERSAL}
    play[UNIVERSAL] = tuple(PlaySolution(UNIVERSAL, c) for c in (*range(5), -1))
    offer = tuple(tuple(tuple(OfferTrade(s, k, w) for w in range(-1, N_KINDS))
                        for k in range(N_KINDS)) for s in range(MAX_SEATS))
    swap = tuple(tuple(SwapRow(k, slot) for slot in range(4)) for k in range(N_KINDS))
    step = tuple(tuple(Step(c, f) for f in range(5)) for c in range(cells))
    place = tuple(tuple(Place(c, k) for k in range(-1, 5)) for c in range(cells))
    plays = {a for k in SOLUTION_KINDS for a in play[k]}
    space: tuple[Action, ...] = (
        *city.values(), *SPLIT, *FROM, *walk, *fly[0], *fly[1],
        *sorted(plays, key=lambda a: (a.kind, a.colour)), *(a for s in offer for k in s for a in k),
        *(a for k in swap for a in k),
        *EXCHANGE.values(), *EXCHANGE_EPI, END_PHASE, *(a for s in step for a in s), STOP,
        *GIVE, DECLINE, ACCEPT, *DIE, *SPOT, *(a for p in place for a in p[:4]), *DISCARD,
        DONE, *CHOOSE)
    chance: tuple[Action, ...] = (*DRAW, *TURNED, *ROLLS)
    return Table(city, walk, fly, play, offer, swap, step, place, space, chance)
