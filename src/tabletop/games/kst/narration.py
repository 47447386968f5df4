"""Terminal play: what a choice means (``gloss``), what a step did (``narrate``), the help
screen (``guide``) — card names in Czech with the English gloss, nothing a viewer may not
know (KST-21).

Examples:
    >>> from tabletop.games.kst.rules import Rules
    >>> rules = Rules(players=2, teams=["sapphire", "ruby"])
    >>> state = rules.initial_state()
    >>> before = state.record
    >>> state.apply(rules.parse_action("draw(hornik)"))
    >>> print(*narrate(rules, before, rules.parse_action("draw(hornik)"), state.record, 1))
    chance: P0 draws Horník (Miner), a Ruby card: shown and put in P0's Prison (KST-3.1)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import Action
from . import observation
from .actions import (
    ALONE,
    END_PLAYS,
    FINISH,
    KEEP,
    RELEASE,
    ROLL_ALL,
    ROLL_CARAVANS,
    WITHDRAW,
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
from .options import Options
from .scoring import breakdown
from .state import Phase, Record


def _label(rules: Options, card: int) -> str:
    return rules.cards[card].label


def _target(rules: Options, r: Record, seat: int, entry: int) -> str:
    return f"P{seat}'s {_label(rules, r.lines[seat][entry].card)}"


WORD_GLOSS: dict[Action, str] = {
    END_PLAYS: "go to the roll", ALONE: "a standalone entry", KEEP: "keep it in line",
    RELEASE: "let it go", ROLL_ALL: "every card but the Caravans",
    ROLL_CARAVANS: "the Caravans only: 2 or 3 pays", WITHDRAW: "points to the pool, card to "
    "the hand", FINISH: "end the turn"}
"""What each one-word decision means."""


def _card_gloss(rules: Options, r: Record, action: Lay) -> str:
    card = rules.cards[action.index]
    what = card.printed.describe() or "; ".join(map(str, card.action))
    return f"{card.label}: {what}" if what else card.label


GLOSSES: dict[type, Callable[[Options, Record, Any], str]] = {
    Lay: _card_gloss, PlayAction: _card_gloss, Summon: _card_gloss, Sell: _card_gloss,
    Target: lambda rules, r, a: _target(rules, r, a.seat, a.entry),
    TargetPlayer: lambda rules, r, a: f"P{a.seat} has {r.pools[a.seat]} points",
    Stake: lambda rules, r, a: f"the pool keeps {r.pools[r.actor] - a.points}",
    Host: lambda rules, r, a: f"on {_target(rules, r, r.actor, a.entry)}",
    Word: lambda rules, r, a: WORD_GLOSS[a],
}
"""The gloss of each kind of decision."""


def gloss(rules: Options, r: Record, action: Action) -> str:
    """What choosing ``action`` now means, in a few words (nothing for a chance outcome)."""
    explain = GLOSSES.get(type(action))
    return explain(rules, r, action) if explain else ""


def _lay(rules: Options, r: Record, action: Lay) -> str:
    world = rules.line_world[action.index]
    cost = "" if rules.caravan_card[action.index] or not COST[world] else (
        f", {COST[world]} point on it")
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
                                     + ", ".join(map(str, rules.cards[a.index].action))),
    Summon: lambda rules, r, a: f"P{r.actor} summons {_label(rules, a.index)}",
    Stake: lambda rules, r, a: f"P{r.actor} stakes {a.points} on the Caravan",
    Host: lambda rules, r, a: (f"P{r.actor} puts {_label(rules, r.summoned)} on "
                               f"{_target(rules, r, r.actor, a.entry)}"),
    Target: lambda rules, r, a: f"P{r.actor} attacks {_target(rules, r, a.seat, a.entry)}",
    TargetPlayer: lambda rules, r, a: f"P{r.actor} robs P{a.seat} ({r.effect})",
    Sell: lambda rules, r, a: f"P{r.actor} sells {_label(rules, a.index)}",
    Word: _word,
}
"""The narration line of each kind of decision, in the deciding seat's words."""


def _chance(rules: Options, r: Record, action: Action, after: Record, viewer: int) -> str:
    """The line of a chance event, as ``viewer`` saw it."""
    if isinstance(action, Teams):
        return "chance: teams " + ", ".join(f"P{s} {TEAM_NAMES[t]}"
                                            for s, t in enumerate(action.teams))
    if isinstance(action, Draw):
        seat = r.active
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
    return f"chance: P{r.active} rolls a {action.value}"


def _consequences(rules: Options, r: Record, after: Record) -> list[str]:
    """What followed a step automatically: points, captures, eliminations, the next turn."""
    lines = []
    moved = [f"P{s} {a}->{b}" for s, (a, b) in enumerate(zip(r.pools, after.pools)) if a != b]
    if moved or r.bank != after.bank:
        lines.append("pools: " + ", ".join(moved or ["unchanged"])
                     + f"; bank {r.bank}->{after.bank}")
    for seat in range(rules.players):
        grown = after.alive[seat] and len(after.prisons[seat]) > len(r.prisons[seat])
        if grown and r.phase is not Phase.DRAW:  # a draw's line says so already
            new = after.prisons[seat][len(r.prisons[seat]):]
            lines.append(f"P{seat}'s Prison takes " + ", ".join(_label(rules, c) for c in new))
        if r.alive[seat] and not after.alive[seat]:
            lines.append(f"P{seat} is eliminated (KST-16)")
        if len(after.known[seat]) > len(r.known[seat]) and after.alive[seat]:
            lines.append(f"P{seat} takes a card into hand face up (KST-21.2)")
    if after.phase is Phase.GAME_OVER:
        lines += breakdown(rules, after)
    elif after.active != r.active and after.active >= 0:
        lines.append(f"P{after.active} ({TEAM_NAMES[after.teams[after.active]]}) begins a turn")
    return lines


def narrate(rules: Options, before: Record, action: Action, after: Record,
            viewer: int) -> list[str]:
    """One line per event of the step from ``before`` to ``after``, as ``viewer`` knows it:
    the action's own transition, then each decision applied as the only choice
    (``auto_forced``)."""
    lines: list[str] = []
    for b, step, a, forced in rules.unfold(before, action):
        if b.phase in CHANCE_PHASES:
            lines.append(_chance(rules, b, step, a, viewer))
        else:
            lines.append(DECISIONS[type(step)](rules, b, step)
                         + (" (the only choice)" if forced else ""))
        lines += _consequences(rules, b, a)
    return lines


CHANCE_PHASES = (Phase.TEAM_ASSIGNMENT, Phase.DRAW, Phase.START_DIE, Phase.START_SEAT,
                 Phase.DIE)


def guide(rules: Options) -> str:
    """The goal, the table and the action texts."""
    return "\n".join([
        "KST Card Game: Sapphire (blue) against Ruby (red). A team wins when every player of",
        "the other team has lost all the points of their pool (KST-17.1); if the bank runs",
        "dry or the turn limit comes, the highest score wins with its team (KST-17.4).",
        "A turn: Dragons drain, upkeep, draw 2, up to 2 plays, roll, market (KST-2.1).",
        "Opponent-coloured cards you draw go at once to your Prison or the Graveyard.",
        "",
        "Table: '>' marks the active seat; a line lists 'index card [points, kept]' with",
        "'+' attachments; 'kept' is a card saved by Afterlife, now second-world.",
        "",
        "Actions: lay(card) · play_action(card) · summon(card) · end_plays · stake(k) ·",
        "host(entry) · alone · target(seat, entry) · target_player(seat) · keep · release ·",
        "roll_all · roll_caravans · withdraw · sell(card) · finish.",
        "Chance: teams(SR..) · draw(card) · start_die(v) · start_seat(s) · die(v).",
        "Rule codes KST-n.m name the rule an error or a line refers to (docs: games/kst.md).",
    ])
