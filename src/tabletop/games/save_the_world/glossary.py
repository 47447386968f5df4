"""Words for terminal play: what the pending decision is (``asks``) and what each offered
choice means (``gloss``): where a move goes and what lies there, what a card does, which
colour a token is, what an exchange pays.

Examples:
    >>> from tabletop.games.save_the_world import Rules
    >>> rules = Rules(players=2)
    >>> where(rules, rules.map.cell(2, 9))
    'Paris (city, land)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from . import actions as A
from .board import CLASS_NAMES, DICE
from .cards import COLOURS, DISASTER_KINDS, KINDS, TRANSPORT, UNIVERSAL
from .state import Phase, Record

if TYPE_CHECKING:
    from .options import Options

TERRAIN_NAMES = {"L": "land", "S": "sea", "P": "polar", "U": "universal"}
TRAVEL = {0: "any city or station without spread", 1: "a city or station with spread"}


def where(rules: Options, cell: int) -> str:
    """A cell in words: its city, station or spot, and its terrain."""
    board = rules.map
    terrain = TERRAIN_NAMES[board.terrain[cell]]
    site = board.site_at.get(cell)
    if site is not None:
        return f"{site.name} ({'station' if site.station else 'city'}, {terrain})"
    spot = board.spot_at.get(cell)
    if spot is not None:
        return f"spot {board.spots[spot].name}, {board.spots[spot].label} ({terrain})"
    return terrain


def lies(rules: Options, r: Record, cell: int) -> str:
    """What lies on a cell: a spread token or an epicentre with its colour, or nothing."""
    if r.spread[cell]:
        return f"{COLOURS[r.spread[cell] - 1]} spread"
    spot = rules.spot_of[cell]
    if spot >= 0 and r.epi_type[spot] >= 0:
        return f"{COLOURS[r.epi_type[spot]]} epicentre, level {r.epi_level[spot]}"
    return ""


def card_text(kind: int) -> str:
    """What a card does (SW-6, SW-7)."""
    if kind >= 10:
        if kind == UNIVERSAL:
            return "universal solution card: counts as one colour you declare"
        return (f"solution card: lets the figure enter {COLOURS[kind - 10]} tokens this phase; "
                "two resolve an epicentre")
    t = TRANSPORT[kind]
    if t.flies:
        return "flies to " + TRAVEL[kind]
    terrain = {7: "any terrain", 2: "sea", 1: "land", 4: "polar"}[t.terrain]
    reach = "a travel roll of steps" if t.rolls else f"up to {t.distance} steps"
    return (f"{reach} on {terrain}" + (", diagonally too" if t.diagonal else "")
            + (f", takes at most {t.cap} tokens" if t.cap else ""))


def asks(rules: Options, r: Record) -> str:
    """The pending decision or chance event, in one line with its context."""
    me = f"P{r.actor}"
    phase = r.phase
    if phase == Phase.MOVE_STEP and r.segment is not None:
        seg = r.segment
        return (f"{me} walks with the {KINDS[seg.kind]} ({seg.left} steps left"
                + (f", {seg.taken} of {TRANSPORT[seg.kind].cap} taken" if TRANSPORT[seg.kind].cap
                   else "") + "): step, stop, or play a free action")
    if phase == Phase.PHASE1_ACTION:
        return (f"{me}, phase 1: play a transport card to move, lay solution cards, trade, "
                "exchange, or end phase 1")
    if phase == Phase.TRADE_RESPONSE and r.offer is not None:
        offer = r.offer
        wanted = f" for your {KINDS[offer.wanted]}" if offer.wanted >= 0 else ""
        return f"{me} answers P{r.active}'s offer of a {KINDS[offer.card]}{wanted}"
    if phase == Phase.DIE_COLOUR:
        return f"{me} chooses the die to roll for the disaster card {DISASTER_KINDS[r.card]}"
    if phase == Phase.NEW_SPOT:
        named = " and ".join(rules.map.spots[s].name for s in r.rolls)
        return f"{me} chooses which free spot ({named}) gets the new disaster"
    if phase == Phase.SPREAD_PLACE and r.placement is not None:
        pl = r.placement
        spot = rules.map.spots[rules.spot_of[pl.spot_cell]].name
        return (f"{me} places {COLOURS[pl.colour]} spread token {len(pl.cells) + 1} of 8 around "
                f"{spot} (touching the spot or a token placed, at most 4 per terrain)")
    if phase == Phase.LIFE_TIE:
        return f"{me} chooses who loses a life: " + ", ".join(f"P{s}" for s in r.tie)
    if phase == Phase.DISCARD:
        return f"{me}, phase 3: discard cards or exchange, then done (and draw up to 6)"
    if phase == Phase.DRAW_SPLIT:
        return f"{me} chooses how the {r.draw_left} cards drawn split between the decks"
    if phase == Phase.START_CITY:
        return f"{me} chooses the start city of the figure"
    if phase == Phase.INITIAL_SPLIT:
        return f"{me} chooses how the 5 initial cards split between the decks"
    if phase == Phase.END:
        return "the game is over"
    return {Phase.CARD_DRAW: "a card is drawn", Phase.TRAVEL_ROLL: "the travel roll",
            Phase.DISASTER_DRAW: "a disaster card is turned",
            Phase.SPOT_ROLL: "a spot die is rolled"}.get(phase, str(phase))


def gloss(rules: Options, r: Record, action: Action) -> str:
    """What choosing ``action`` now means, in a few words."""
    if isinstance(action, A.Step):
        return _step(rules, r, action)
    if isinstance(action, A.Fly):
        there = lies(rules, r, action.cell)
        return where(rules, action.cell) + (f": collects its {there}" if there else "")
    if isinstance(action, A.Place):
        text = where(rules, action.cell)
        k = action.as_class if action.as_class >= 0 else rules.spread_classes[action.cell][0]
        placed = r.placement.classes[k] if r.placement is not None else 0
        return text + f", {CLASS_NAMES[k]} token {placed + 1} of at most 4"
    if isinstance(action, A.Walk):
        return card_text(action.kind)
    if isinstance(action, A.PlaySolution):
        text = ("universal: counts as every colour" if action.colour < 0 else
                f"enter {COLOURS[action.colour]} tokens this phase (two cards resolve its "
                "epicentre)")
        return text + _nearest(rules, r, action.colour)
    if isinstance(action, A.City):
        site = rules.map.start_by_id[action.id]
        return f"{site.name}, {site.continent.replace('_', ' ')} ({rules.map.cell_name(site.cell)})"
    if isinstance(action, A.Split):
        n = sum(r.draws) if r.phase == Phase.CARD_DRAW else (
            r.draw_left if r.phase == Phase.DRAW_SPLIT else 5)
        return f"{action.k} transport + {n - action.k} solution cards"
    if isinstance(action, A.From):
        return f"the next card from the {('transport', 'solution')[action.deck]} deck"
    return _other(rules, r, action)


def _nearest(rules: Options, r: Record, colour: int) -> str:
    """How far the nearest token of ``colour`` (any, for -1) lies from the figure."""
    here = r.figures[r.actor] if r.actor >= 0 else -1
    if here < 0:
        return ""
    far = rules.map.distances["manhattan"][here]
    cells = [c for c, v in enumerate(r.spread) if v and (colour < 0 or v == colour + 1)]
    cells += [rules.map.spots[s].cell for s, t in enumerate(r.epi_type)
              if t >= 0 and (colour < 0 or t == colour)]
    if not cells:
        return "; none on the board"
    return f"; nearest {min(far[c] for c in cells)} steps away"


def _step(rules: Options, r: Record, action: A.Step) -> str:
    there = lies(rules, r, action.cell)
    text = where(rules, action.cell) + (f", {there}" if there else "")
    form = action.form
    if form == A.TAKE:
        return text + ": collect it"
    if form == A.LEAVE:
        return text + ": cross it without taking it"
    if form == A.RESOLVE:
        return text + ": resolve it (uses two cards of its colour)"
    if form == A.PASS:
        return text + ": cross it without resolving"
    return text + (": collected on entry" if r.spread[action.cell] else "")


def _other(rules: Options, r: Record, action: Action) -> str:
    if isinstance(action, A.OfferTrade):
        wanted = f" for their {KINDS[action.wanted]}" if action.wanted >= 0 else (
            " for a card they choose")
        return f"give your {KINDS[action.kind]} to P{action.seat}{wanted}, if they agree"
    if isinstance(action, A.SwapRow):
        return f"give your {KINDS[action.kind]}, take the offer row's {KINDS[r.row[action.slot]]}"
    if isinstance(action, A.Exchange):
        h = r.holdings[r.actor]
        change = " (a five-value token pays, change back)" if (
            h.loose[action.colour] < action.units) else ""
        points = 1 if action.units == 4 else 2
        return (f"pay {action.units} of your {h.units(action.colour)} {COLOURS[action.colour]} "
                f"units{change} for {points} permanent point{'s' * (points > 1)}")
    if isinstance(action, A.ExchangeEpicentre):
        return (f"a {COLOURS[action.colour]} epicentre token for 1 permanent point, safe from "
                "outbreaks")
    if isinstance(action, A.Card):
        if action.verb == "give" and r.offer is not None:
            return f"give your {KINDS[action.kind]} for P{r.active}'s {KINDS[r.offer.card]}"
        return f"discard a {KINDS[action.kind]} face up"
    if isinstance(action, A.Die):
        if action.verb == "spot" and r.rolls:
            spot = rules.map.spots[r.rolls[action.die]]
            return f"{spot.name}, {spot.label}"
        return _die(rules, r, action.die)
    if isinstance(action, A.Choose):
        return f"P{action.seat} loses a life (has {r.lives[action.seat]})"
    return _WORDS.get(action, "")


_WORDS: dict[Action, str] = {
    A.END_PHASE: "end phase 1: a disaster card is turned next", A.STOP: "end the walk here",
    A.DECLINE: "keep your cards", A.ACCEPT: "swap the named cards",
    A.DONE: "stop discarding and draw"}
"""What the actions without a field mean."""


def _die(rules: Options, r: Record, die: int) -> str:
    """What the die of colour ``die`` may name: its free spots get a new disaster, its
    occupied ones intensify."""
    busy = [f"{rules.map.spots[s].name} {COLOURS[r.epi_type[s]]} {r.epi_level[s]}"
            for s in range(6 * die, 6 * die + 6) if r.epi_type[s] >= 0]
    return (f"names one of the {DICE[die]} spots; occupied: " + ", ".join(busy) if busy else
            f"names one of the {DICE[die]} spots, all free")
