"""Terminal play: what a step did (``narrate``), in the words of `.glossary` (card names
in Czech with the English gloss, effects in words), nothing a viewer may not know
(KST-21). The deal is told once per seat, when that seat has its cards (KST-1.5), and
each turn is numbered as the game counts it, the first turn of the game being turn 1.

Examples:
    >>> from tabletop.games.kst.rules import Rules
    >>> rules = Rules(players=2, teams=["sapphire", "ruby"])
    >>> state = rules.initial_state()
    >>> for card in ("hornik", "rybar", "krystal"):
    ...     state.apply(rules.parse_action(f"draw({card})"))
    >>> before = state.record
    >>> state.apply(rules.parse_action("draw(mag)"))
    >>> print(*narrate(rules, before, rules.parse_action("draw(mag)"), state.record, 1))
    deal: P0 (Sapphire) gets 4 cards: 3 in hand; Horník (Miner), a Ruby card, shown and \
put in P0's Prison (KST-3.1)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ...engine import Action
from . import observation
from .actions import (
    ALONE,
    END_PLAYS,
    FINISH,
    KEEP,
    ROLL_ALL,
    ROLL_CARAVANS,
    Die,
    Draw,
    Host,
    Lay,
    PlayAction,
    Sell,
    Stake,
    StartDie,
    StartSeat,
    Summon,
    Target,
    TargetPlayer,
    Teams,
    Word,
)
from .cards import COST, TEAM_NAMES
from .glossary import DEALING, effects_text, ordinal, plural
from .options import Options
from .scoring import breakdown
from .state import Phase, Record


def _label(rules: Options, card: int) -> str:
    return rules.cards[card].label


def _target(rules: Options, r: Record, seat: int, entry: int) -> str:
    return f"P{seat}'s {_label(rules, r.lines[seat][entry].card)}"


def _lay(rules: Options, r: Record, action: Lay) -> str:
    world = rules.line_world[action.index]
    cost = "" if rules.caravan_card[action.index] or not COST[world] else (
        f", {plural(COST[world], 'point')} from the pool on it")
    return f"P{r.actor} lays {_label(rules, action.index)}{cost}"


def _word(rules: Options, r: Record, action: Word) -> str:
    seat = r.actor
    if r.phase is Phase.AFTERLIFE:
        _, owner, entry = r.attack
        what = _target(rules, r, owner, entry)
        return (f"P{seat} keeps {what} by Afterlife: 1 point on it, now second-world"
                if action is KEEP else f"P{seat} releases {what}")
    if r.phase is Phase.CARAVAN_RESULT:
        what = _target(rules, r, seat, r.caravans[0])
        return (f"P{seat} keeps {what} in line" if action is KEEP
                else f"P{seat} withdraws {what} and its points")
    if action is ALONE:
        return f"P{seat} places {_label(rules, r.summoned)} alone"
    return {END_PLAYS: f"P{seat} ends the plays", ROLL_ALL: f"P{seat} rolls for all cards",
            ROLL_CARAVANS: f"P{seat} rolls for the Caravans",
            FINISH: f"P{seat} finishes selling"}[action]


DECISIONS: dict[type, Callable[[Options, Record, Any], str]] = {
    Lay: _lay,
    PlayAction: lambda rules, r, a: (f"P{r.actor} plays {_label(rules, a.index)}: "
                                     + effects_text(rules.cards[a.index].action)),
    Summon: lambda rules, r, a: f"P{r.actor} summons {_label(rules, a.index)}",
    Stake: lambda rules, r, a: f"P{r.actor} stakes {a.points} on the Caravan",
    Host: lambda rules, r, a: (f"P{r.actor} puts {_label(rules, r.summoned)} on "
                               f"{_target(rules, r, r.actor, a.entry)}"),
    Target: lambda rules, r, a: f"P{r.actor} attacks {_target(rules, r, a.seat, a.entry)}",
    TargetPlayer: lambda rules, r, a: (
        f"P{r.actor} steals {plural(r.effect.n if r.effect else 0, 'point')} from P{a.seat}"),
    Sell: lambda rules, r, a: f"P{r.actor} sells {_label(rules, a.index)}",
    Word: _word,
}
"""The narration line of each kind of decision, in the deciding seat's words."""


def _dealt(rules: Options, r: Record, after: Record, viewer: int) -> str:
    """The deal to one seat, told once it has its cards (KST-1.5), as ``viewer`` knows it:
    the hand (its owner sees the cards, the others their number) and the cards that
    cleanup showed and sent away (KST-3.1); "" while the seat still draws."""
    seat = r.active
    if after.phase is Phase.DRAW and after.active == seat and after.stage in DEALING:
        return ""
    hand, prison = after.hands[seat], after.prisons[seat]
    team = TEAM_NAMES[after.teams[seat]]
    gone = rules.starting_hand - len(hand) - len(prison)
    discarded = after.graveyard[-gone:] if 0 < gone <= len(after.graveyard) else ()
    kept = (", ".join(_label(rules, c) for c in hand) if seat == viewer
            else str(len(hand))) or "none"
    parts = [f"deal: P{seat} ({team}) gets {plural(rules.starting_hand, 'card')}: "
             f"{kept} in hand"]
    for cards, where in ((prison, f"shown and put in P{seat}'s Prison"),
                         (discarded, "to the Graveyard")):
        if cards:
            other = TEAM_NAMES[1 - after.teams[seat]]
            kind = f"a {other} card" if len(cards) == 1 else f"{other} cards"
            parts.append(", ".join(_label(rules, c) for c in cards) + f", {kind}, {where}")
    return "; ".join(parts) + (" (KST-3.1)" if len(parts) > 1 else "")


def _chance(rules: Options, r: Record, action: Action, after: Record, viewer: int) -> str:
    """The line of a chance event, as ``viewer`` saw it ("" for a card of the deal that
    is not the seat's last)."""
    if isinstance(action, Teams):
        return "chance: teams " + ", ".join(f"P{s} {TEAM_NAMES[t]}"
                                            for s, t in enumerate(action.teams))
    if isinstance(action, Draw):
        seat = r.active
        if r.stage in DEALING:
            return _dealt(rules, r, after, viewer)
        if observation.observe_action(rules, r, action, viewer) != action:
            return f"chance: P{seat} draws a card"
        card = rules.cards[action.index]
        if card.team < 0 or card.team == r.teams[seat]:
            return f"chance: P{seat} draws {card.label}"
        team = TEAM_NAMES[card.team]
        if len(after.prisons[seat]) > len(r.prisons[seat]):
            return (f"chance: P{seat} draws {card.label}, a {team} card: shown and put in "
                    f"P{seat}'s Prison (KST-3.1)")
        return f"chance: P{seat} draws {card.label}, a {team} card: to the Graveyard (KST-3.1)"
    if isinstance(action, StartDie):
        contenders, rolls = r.start_roll
        return f"chance: P{contenders[len(rolls)]} rolls {action.value} for the start"
    if isinstance(action, StartSeat):
        tied = r.start_roll[0]
        if tied:
            return (f"chance: P{action.seat} is drawn to start by lot among the tied "
                    + ", ".join(f"P{s}" for s in tied) + " (KST-1.6)")
        return f"chance: P{action.seat} is drawn to start"
    assert isinstance(action, Die)
    return f"chance: P{r.active} rolls a {action.value}" + _acting(rules, r, action.value)


def _acting(rules: Options, r: Record, value: int) -> str:
    """Which cards of the active line act on a roll of ``value`` (KST-5.2, KST-7.4)."""
    if r.roll.caravans:
        return ": the Caravans pay" if value in (2, 3) else ": the Caravans pay nothing"
    acting = []
    for e in r.lines[r.active]:
        if not rules.caravan_card[e.card] and rules.abilities[e.card][e.converted].triggers[value]:
            acting.append(_label(rules, e.card))
        acting += [_label(rules, s) for s in e.attachments
                   if rules.cards[s].printed.triggers[value]]
    return (": " + ", ".join(acting) + (" acts" if len(acting) == 1 else " act")
            if acting else f": no card acts on {value}")


def _line_losses(rules: Options, r: Record, after: Record) -> list[str]:
    """A line per card that left a line in the step and where it went (KST-9.5): a special
    card back to the special deck, a captured card to the attacker's Prison, any other to
    the Graveyard. A card sold or withdrawn is told by its decision's line, the cards of
    an eliminated seat by its elimination's."""
    if r.phase in (Phase.MARKET, Phase.CARAVAN_RESULT):
        return []
    jailed = {card: seat for seat, (was, now) in enumerate(zip(r.prisons, after.prisons))
              for card in now[len(was):]}
    lines = []
    for seat, (line, now) in enumerate(zip(r.lines, after.lines)):
        if not after.alive[seat]:
            continue
        for card in (Counter(e.card for e in line) - Counter(e.card for e in now)).elements():
            where = ("back to the special deck" if rules.cards[card].special
                     else f"to P{jailed[card]}'s Prison" if card in jailed
                     else "to the Graveyard")
            lines.append(f"P{seat}'s {_label(rules, card)} leaves the line, {where} (KST-9.5)")
    return lines


def _consequences(rules: Options, r: Record, after: Record, viewer: int) -> list[str]:
    """What followed a step automatically: points, cards leaving lines, captures,
    eliminations, the next turn (numbered, the first of the game being turn 1)."""
    moved = [f"P{s} {a}->{b}" for s, (a, b) in enumerate(zip(r.pools, after.pools)) if a != b]
    changes = ["pools: " + ", ".join(moved)] if moved else []
    if r.bank != after.bank:
        changes.append(f"bank {r.bank}->{after.bank}")
    lines = _line_losses(rules, r, after) + (["; ".join(changes)] if changes else [])
    for seat in range(rules.players):
        if r.alive[seat] and not after.alive[seat]:
            lines.append(f"P{seat} is eliminated (KST-16)")
        if len(after.known[seat]) > len(r.known[seat]) and after.alive[seat]:
            lines.append(f"P{seat} takes a card into hand face up (KST-21.2)")
    if after.phase is Phase.GAME_OVER:
        lines += breakdown(rules, after)
    elif after.active >= 0 and after.stage not in DEALING and (
            r.stage in DEALING or (r.active, r.turns) != (after.active, after.turns)):
        seat = after.active
        whose = "your" if seat == viewer else "its"
        lines.append(f"turn {after.turns + 1}: P{seat} ({TEAM_NAMES[after.teams[seat]]}) "
                     f"begins {whose} {ordinal(after.own_turn(seat))} turn")
    return lines


def _unanswered(rules: Options, action: Action, after: Record) -> str:
    """An action card's attack that found no target does nothing (KST-9.1): said after its
    play, as no target is asked for."""
    if not isinstance(action, PlayAction) or after.phase is Phase.ATTACK_TARGET:
        return ""
    if any(effect.op == "attack" for effect in rules.cards[action.index].action):
        return "; no card to attack, it does nothing (KST-9.1)"
    return ""


def narrate(rules: Options, before: Record, action: Action, after: Record,
            viewer: int) -> list[str]:
    """One line per event of the step from ``before`` to ``after``, as ``viewer`` knows it:
    the action's own transition, then each decision applied as the only choice
    (``auto_forced``). A card of the deal is told with the seat's last one, so the
    earlier cards of a seat's deal have no line of their own."""
    lines: list[str] = []
    for b, step, a, forced in rules.unfold(before, action):
        if b.phase in CHANCE_PHASES:
            said = _chance(rules, b, step, a, viewer)
            lines += [said] if said else []
        else:
            lines.append(DECISIONS[type(step)](rules, b, step) + _unanswered(rules, step, a)
                         + (" (the only choice)" if forced else ""))
        lines += _consequences(rules, b, a, viewer)
    return lines


CHANCE_PHASES = (Phase.TEAM_ASSIGNMENT, Phase.DRAW, Phase.START_DIE, Phase.START_SEAT,
                 Phase.DIE)
