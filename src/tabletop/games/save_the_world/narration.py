"""Texts for terminal play: what a choice means (``gloss``), what happened (``narrate``),
the guide and the end screen (``outcome``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import CHANCE, Action
from . import actions as A
from .board import COLS
from .cards import COLOURS, KINDS, TRANSPORT
from .render import LEGEND
from .scoring import coop_won, scores, winners
from .state import Phase, Record

if TYPE_CHECKING:
    from .options import Options


def _place(rules: Options, cell: int) -> str:
    board = rules.map
    if cell in board.site_at:
        return board.site_at[cell].name
    if cell in board.spot_at:
        spot = board.spots[board.spot_at[cell]]
        return f"spot {spot.name} ({spot.label})"
    return {"L": "land", "S": "sea", "P": "polar", "U": "universal"}[board.terrain[cell]]


def gloss(rules: Options, r: Record, action: Action) -> str:
    """A few words on what ``action`` means now."""
    if isinstance(action, A.Step | A.Fly | A.Place):
        text = _place(rules, action.cell)
        if r.spread[action.cell]:
            text += f", {COLOURS[r.spread[action.cell] - 1]} spread"
        return text
    if isinstance(action, A.Walk):
        t = TRANSPORT[action.kind]
        return ("travel roll" if t.rolls else f"up to {t.distance}") + (
            f", takes at most {t.cap}" if t.cap else "")
    if isinstance(action, A.Die) and action.verb == "spot" and r.rolls:
        return rules.map.spots[r.rolls[action.die]].label
    if isinstance(action, A.Split):
        return f"{action.k} transport, the rest solution"
    return ""


def narrate(rules: Options, before: Record, action: Action, after: Record, viewer: int
            ) -> list[str]:
    """One line per event, each naming the acting seat."""
    seat = rules.current_player(before)
    seen = rules.observe_action(before, action, viewer)
    who = "chance" if seat == CHANCE else f"P{seat}"
    lines = [f"{who}: {seen}"]
    gained = [s for s in range(rules.players)
              if not rules.cooperative and after.holdings[s].points != before.holdings[s].points]
    for s in gained:
        lines.append(f"P{s} now has {after.holdings[s].points} points")
    spots = rules.map.spots
    phase2 = before.phase in (Phase.SPOT_ROLL, Phase.NEW_SPOT, Phase.LIFE_TIE)
    for i, (t0, t1) in enumerate(zip(before.epi_type, after.epi_type)):
        where = f"{spots[i].name} ({spots[i].label})"
        if t0 < 0 <= t1:
            lines.append(f"P{before.active}'s card: a new {COLOURS[t1]} disaster at {where}")
        elif t0 >= 0 > t1 and phase2:
            lines.append(f"{COLOURS[t0]} breaks out at {where}")
        elif t0 >= 0 and after.epi_level[i] > before.epi_level[i]:
            lines.append(f"the {COLOURS[t0]} disaster at {where} intensifies")
    for s in range(rules.players):
        if after.out[s] and not before.out[s]:
            lines.append(f"P{s} is eliminated")
    if after.phase == Phase.END and before.phase != Phase.END:
        lines.append(outcome(rules, after))
    return lines


def guide(rules: Options) -> str:
    """The goal and the legend."""
    limit = rules.coop_outbreak_limit
    goal = (f"Cooperative: all win if at most {limit} outbreaks happen before the round of "
            "the last disaster card ends." if rules.cooperative else
            "Collect spread tokens (1 point), five-value tokens (5), epicentres (1) and "
            "permanent points (1); the most points after the round of the last disaster "
            f"card ({rules.target}) wins.")
    return "\n".join([
        "Save the World (Zachraňme svět)", goal, LEGEND,
        "Phase 1: walk/fly with transport cards, play solution cards to enter tokens of "
        "their colour, two of a colour resolve an epicentre; trade one card with a player "
        "and one with the offer row. Phase 2: a disaster card and dice. Phase 3: discard, "
        "then draw up to 6.",
        f"cells read r<row>c<col> (columns 0-{COLS - 1} wrap around); steps: 'take'/'leave' "
        "for the big ship and truck, 'resolve'/'pass' on an epicentre.",
        "cards: " + ", ".join(KINDS)])


def outcome(rules: Options, r: Record) -> str:
    """The result and the score of each seat."""
    if rules.cooperative:
        result = "the world is saved" if coop_won(rules, r) else "the world is lost"
        return f"{result}: {r.outbreaks} outbreaks (limit {rules.coop_outbreak_limit})"
    won = ", ".join(f"P{s}" for s in sorted(winners(rules, r))) or "nobody"
    parts = []
    for s, h in enumerate(r.holdings):
        parts.append(f"P{s} {scores(rules, r)[s]} (loose {sum(h.loose)}, fives "
                     f"{sum(h.fives)}x5, epicentres {sum(h.epicentres)}, permanent "
                     f"{h.permanent})")
    return f"winners: {won}; " + "; ".join(parts)
