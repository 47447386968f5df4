"""What happened, for terminal play (``narrate``), the guide and the end screen (``outcome``).

Each line names the seat it concerns. A step is told with everything that follows from it
automatically: decisions applied because they were the only choice (option
``auto_forced``), cards drawn, disaster cards turned, dice, new disasters, spread that
could not be placed, intensifying, outbreaks and what they took, lives lost, turns and the
end. Another seat's drawn card is told only by its deck (section 4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine import CHANCE, Action
from . import actions as A
from .board import CLASS_NAMES, COLS, DICE
from .cards import COLOURS, DISASTER_KINDS, KINDS, UNIVERSAL
from .glossary import gloss, where
from .render import LEGEND
from .scoring import coop_won, scores, winners
from .state import LIVES, Phase, Record, Stage

if TYPE_CHECKING:
    from .options import Options

DECKS = ("transport", "solution")


def narrate(rules: Options, before: Record, action: Action, after: Record, viewer: int
            ) -> list[str]:
    """One line per event of the step ``before`` -> ``after``, as ``viewer`` may know it."""
    lines = [line for b, step, a, forced in rules.unfold(before, action)
             for line in _told(rules, b, step, a, viewer, forced)]
    if after.phase == Phase.END and before.phase != Phase.END:
        lines.append("the game is over - " + report(rules, after).splitlines()[0])
    return lines


def _told(rules: Options, b: Record, action: Action, a: Record, viewer: int, forced: bool
          ) -> list[str]:
    """The lines of one transition."""
    seat = rules.current_player(b)
    lines = [_chance(rules, b, action, a, viewer) if seat == CHANCE else
             f"P{seat} " + DECISIONS[type(action)](rules, b, action)
             + (" (the only choice)" if forced else "")]
    lines += _moves(rules, b, action, a)
    lines += _disasters(rules, b, a)
    for s in range(rules.players):
        if a.out[s] and not b.out[s]:
            lines.append(f"P{s} is out of the game: figure removed, hand discarded (SW-17.8)")
    if a.phase != Phase.END and (a.active != b.active or a.round != b.round) and a.round:
        prep = " (preparatory round: phase 2 only)" if a.round == 1 else ""
        lines.append(f"round {a.round}: P{a.active}'s turn{prep}")
    return lines


def _step(rules: Options, b: Record, action: A.Step) -> str:
    text = f"steps to {rules.map.cell_name(action.cell)}, {where(rules, action.cell)}"
    return text + STEP_TOLD[action.form]


def _place(rules: Options, b: Record, action: A.Place) -> str:
    assert b.placement is not None  # a token is placed only while a card's spread is
    kind = f" as {CLASS_NAMES[action.as_class]}" if action.as_class >= 0 else ""
    return (f"places a {COLOURS[b.placement.colour]} spread token on "
            f"{rules.map.cell_name(action.cell)}, {where(rules, action.cell)}{kind}")


def _solution(rules: Options, b: Record, action: A.PlaySolution) -> str:
    if action.kind != UNIVERSAL:
        return f"lays a {KINDS[action.kind]} card"
    return ("lays the universal card, counting as every colour" if action.colour < 0
            else f"lays the universal card as {COLOURS[action.colour]}")


def _offer(rules: Options, b: Record, action: A.OfferTrade) -> str:
    wanted = f" for their {KINDS[action.wanted]}" if action.wanted >= 0 else ""
    return f"offers {KINDS[action.kind]} to P{action.seat}{wanted} (SW-8.2)"


def _card(rules: Options, b: Record, action: A.Card) -> str:
    if action.verb == "discard":
        return f"discards {KINDS[action.kind]} (SW-13.1)"
    return f"gives {KINDS[action.kind]} for the offered card"


def _die(rules: Options, b: Record, action: A.Die) -> str:
    if action.verb == "die":
        return f"rolls the {DICE[action.die]} die (SW-10.3)"
    return f"puts the new disaster on {gloss(rules, b, action)} (SW-10.6)"


STEP_TOLD = ("", "", ", crossing the token without taking it", "",
             ", crossing the epicentre without resolving it")
"""The end of a step's line per ``STEP_FORMS``; a token taken or an epicentre resolved has
a line of its own."""

WORDS_TOLD = {
    A.END_PHASE: "ends phase 1: the cards laid go to the discard piles",
    A.STOP: "ends the walk here", A.DECLINE: "declines the trade and keeps the cards",
    A.ACCEPT: "accepts the trade", A.DONE: "stops discarding (SW-13.1)"}
"""The line of each one-word decision."""

DECISIONS: dict[type, Callable[[Options, Record, Any], str]] = {
    A.City: lambda rules, b, a: (
        f"starts the figure in {rules.map.start_by_id[a.id].name} (SW-2.1)"),
    A.Split: lambda rules, b, a: f"takes {gloss(rules, b, a)}",
    A.From: lambda rules, b, a: f"draws {gloss(rules, b, a)}",
    A.Walk: lambda rules, b, a: f"plays the {KINDS[a.kind]} and sets out (SW-5)",
    A.Fly: lambda rules, b, a: (f"flies by {KINDS[a.kind]} to {rules.map.cell_name(a.cell)}, "
                                f"{where(rules, a.cell)} (SW-6)"),
    A.PlaySolution: _solution,
    A.OfferTrade: _offer,
    A.SwapRow: lambda rules, b, a: (f"swaps {KINDS[a.kind]} for the offer row's "
                                    f"{KINDS[b.row[a.slot]]} (SW-8.3)"),
    A.Exchange: lambda rules, b, a: (f"exchanges {a.units} {COLOURS[a.colour]} units for "
                                     f"{_points(1 if a.units == 4 else 2)}, permanent (SW-9.2)"),
    A.ExchangeEpicentre: lambda rules, b, a: f"exchanges {gloss(rules, b, a)} (SW-9.2)",
    A.Step: _step,
    A.Place: _place,
    A.Card: _card,
    A.Die: _die,
    A.Choose: lambda rules, b, a: f"chooses P{a.seat} to lose a life (SW-17.8)",
    A.Word: lambda rules, b, a: WORDS_TOLD[a],
}
"""The line of each kind of decision, after the deciding seat's name."""


def _chance(rules: Options, b: Record, action: Action, a: Record, viewer: int) -> str:
    """A chance event, named after the seat it concerns."""
    if isinstance(action, A.Draw):
        to = b.draw_to
        if to >= 0:
            if to == viewer or rules.open_hands:
                return f"P{to} draws {KINDS[action.kind]}"
            return f"P{to} draws a {DECKS[b.draws[0]]} card"
        slot = -1 - to
        if b.stage == Stage.SETUP:
            return f"setup: the offer row's slot {slot} gets {KINDS[action.kind]}"
        return f"P{b.active}'s swap: the offer row's slot {slot} is refilled with " \
               f"{KINDS[action.kind]}"
    if isinstance(action, A.Turned):
        dice = "one die" if action.card % 2 == 0 else "two dice"
        return (f"P{b.active} turns the disaster card {DISASTER_KINDS[action.card]} "
                f"({COLOURS[action.card // 2]}, {dice}; {a.counter} of {rules.target} turned)")
    if isinstance(action, A.Roll):
        if b.phase == Phase.TRAVEL_ROLL:
            kind = KINDS[b.segment.kind] if b.segment is not None else "card"
            return f"P{b.active}'s travel roll: {action.value} steps for the {kind}"
        die = b.dice_left[0]
        spot = rules.map.spots[6 * die + action.value - 1]
        text = f"P{b.active}'s {DICE[die]} die shows {action.value}: {spot.name}, {spot.label}"
        if 6 * die + action.value - 1 in b.skulls:
            text += (" - a skull: rolled again" if a.rerolls > b.rerolls else
                     " - a skull: this die has no effect")
        return text
    return f"chance: {action}"


def _moves(rules: Options, b: Record, action: Action, a: Record) -> list[str]:
    """Phase-1 and phase-3 consequences: tokens collected, epicentres resolved, tokens
    exchanged, trades and swaps."""
    lines = []
    me = b.active
    if b.phase in (Phase.PHASE1_ACTION, Phase.MOVE_STEP):
        for cell in range(len(b.spread)):
            if b.spread[cell] and not a.spread[cell]:
                lines.append(f"P{me} collects the {COLOURS[b.spread[cell] - 1]} spread token at "
                             f"{rules.map.cell_name(cell)}, {where(rules, cell)}")
        for spot, (t0, t1) in enumerate(zip(b.epi_type, a.epi_type)):
            if t0 >= 0 > t1:
                paid = " (the common pile pays 8)" if rules.cooperative else ""
                lines.append(f"P{me} resolves the {COLOURS[t0]} epicentre at "
                             f"{rules.map.spots[spot].name}{paid}")
        if isinstance(action, A.OfferTrade):
            lines.append(f"P{action.seat} is asked to answer")
    if b.phase == Phase.TRADE_RESPONSE and b.offer is not None and action != A.DECLINE:
        offer = b.offer
        given = offer.wanted if action == A.ACCEPT else action.kind  # type: ignore[attr-defined]
        lines.append(f"P{offer.target} gets P{me}'s {KINDS[offer.card]}, P{me} gets "
                     f"{KINDS[given]}")
    holders = [("the common pile", b.pile, a.pile)] if rules.cooperative else [
        (f"P{s}", h0, h1) for s, (h0, h1) in enumerate(zip(b.holdings, a.holdings))]
    for name, h0, h1 in holders:
        for c in range(5):
            if h1.fives[c] > h0.fives[c]:
                lines.append(f"{name}: 5 loose {COLOURS[c]} tokens become a five-value token")
        if h1.points != h0.points and not _outbreak(b, a):
            lines.append(f"{name} now has {_points(h1.points)} ({h1.permanent} permanent)")
    return lines


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def _outbreak(b: Record, a: Record) -> bool:
    return a.outbreaks > b.outbreaks or any(
        t0 >= 0 > t1 and l0 == 2 for t0, t1, l0 in zip(b.epi_type, a.epi_type, b.epi_level))


def _disasters(rules: Options, b: Record, a: Record) -> list[str]:
    """Phase-2 consequences: new disasters and their spread, intensifying, outbreaks and
    what they took, lives lost, the end of a co-op game."""
    if b.phase not in (Phase.SPOT_ROLL, Phase.NEW_SPOT, Phase.LIFE_TIE, Phase.SPREAD_PLACE):
        return []
    lines = []
    me, spots = b.active, rules.map.spots
    for i, (t0, t1) in enumerate(zip(b.epi_type, a.epi_type)):
        name = f"{spots[i].name} ({spots[i].label})"
        if t0 < 0 <= t1:
            lines.append(f"P{me}'s card: a new {COLOURS[t1]} disaster at {name}")
            if a.placement is None or a.placement.spot_cell != spots[i].cell:
                lines.append(f"P{me}'s card: no {COLOURS[t1]} spread token can be placed "
                             f"around {spots[i].name} (no free cell next to it)")
        elif t0 >= 0 > t1:
            lines.append(f"P{me}'s card: the {COLOURS[t0]} disaster at {name} breaks out")
            lines += _stripped(rules, b, a, t0)
        elif t0 >= 0 and a.epi_level[i] > b.epi_level[i]:
            lines.append(f"P{me}'s card: the {COLOURS[t0]} disaster at {name} intensifies to "
                         f"level {a.epi_level[i]}")
    if a.outbreaks > b.outbreaks:
        lines.append(f"P{me}'s card: outbreak {a.outbreaks} of {rules.coop_outbreak_limit} "
                     "allowed" + (" - past the limit, the world is lost" if a.lost else
                                  "; a skull marks the spot"))
    for s in range(rules.players):
        if a.lives and a.lives[s] < b.lives[s]:
            token = " and takes a skull token" if b.lives[s] == LIVES else ""
            lines.append(f"P{s} is nearest the outbreak and loses a life{token} "
                         f"({a.lives[s]} left)")
    pl = b.placement
    if b.phase == Phase.SPREAD_PLACE and pl is not None and a.placement is None:
        placed = len(pl.cells) + 1
        if placed < 8:
            lines.append(f"P{me}'s card: only {placed} {COLOURS[pl.colour]} spread tokens could "
                         "be placed (no free cell left next to them, or the supply ran out)")
    return lines


def _stripped(rules: Options, b: Record, a: Record, colour: int) -> list[str]:
    """What an outbreak took: spread from the board, tokens from the holdings."""
    lines = []
    removed = sum(1 for x, y in zip(b.spread, a.spread) if x == colour + 1 and not y)
    lines.append(f"the outbreak returns {removed} {COLOURS[colour]} spread tokens connected to "
                 "the spot to the supply")
    holders = [("the common pile", b.pile, a.pile)] if rules.cooperative else [
        (f"P{s}", h0, h1) for s, (h0, h1) in enumerate(zip(b.holdings, a.holdings))]
    for name, h0, h1 in holders:
        lost = h0.points - h1.points
        if lost:
            lines.append(f"{name} loses its {COLOURS[colour]} tokens: {_points(lost)} "
                         f"({h1.points} left)")
    return lines


def guide(rules: Options) -> str:
    """The goal, the turn and the legend."""
    limit = rules.coop_outbreak_limit
    goal = (f"Cooperative: the team wins if no more than {limit} outbreaks happen before the "
            f"round of disaster card {rules.target} ends"
            + ("; a figure nearest an outbreak loses a life, two lost lives put its player "
               "out" if rules.coop_lives else "") + "." if rules.cooperative else
            "Collect tokens: a spread token is 1 point, a five-value token 5, an epicentre 1, "
            "a permanent point 1 (safe from outbreaks). The most points when the round of "
            f"disaster card {rules.target} ends wins.")
    return "\n".join([
        "Save the World (Zachraňme svět)", goal, "", LEGEND, "",
        "A turn: phase 1 - play transport cards to move (walk step by step, or fly), lay "
        "solution cards so the figure may enter tokens of their colour (every spread token "
        "crossed is collected; two cards of a colour resolve its epicentre), trade one card "
        "with a player and one with the offer row, exchange tokens for permanent points. "
        "Phase 2 - a disaster card names a colour and one or two dice: a free spot gets a new "
        "epicentre and 8 spread tokens, an occupied one intensifies (level 0, 1, 2, then an "
        "outbreak takes every holding's tokens of that colour). Phase 3 - discard, then draw "
        "up to 6 cards (at most 3). Round 1 is phase 2 only.",
        f"Cells read r<row>c<column> (row 0 is the north; columns 0-{COLS - 1} wrap around). "
        "Steps: 'take'/'leave' a token (big ship, truck), 'resolve'/'pass' an epicentre.",
        "Cards: " + ", ".join(KINDS) + ". Each choice shows what it does after a dash."])


def report(rules: Options, r: Record) -> str:
    """The result and how each seat's score came about (SW-15.3)."""
    if rules.cooperative:
        result = "the world is saved" if coop_won(rules, r) else "the world is lost"
        out = [f"P{s}" for s, gone in enumerate(r.out) if gone]
        return (f"{result}: {r.outbreaks} outbreaks (limit {rules.coop_outbreak_limit}), "
                f"{r.counter} disaster cards turned"
                + (f"; out: {', '.join(out)}" if out else "")
                + f"; the common pile holds {r.pile.points} points")
    won = ", ".join(f"P{s}" for s in sorted(winners(rules, r))) or "nobody"
    lines = [f"winners: {won} (most points; SW-15.3: loose token 1, five-value 5, "
             "epicentre 1, permanent 1)"]
    for s, h in enumerate(r.holdings):
        lines.append(f"P{s}: {scores(rules, r)[s]} points = {sum(h.loose)} loose + "
                     f"5 x {sum(h.fives)} five-value + {sum(h.epicentres)} epicentres + "
                     f"{h.permanent} permanent")
    return "\n".join(lines)
