"""Scenario building blocks: a position set up directly, cells and cards by name."""

from __future__ import annotations

import functools
from typing import Any

from tabletop.engine import State
from tabletop.games.save_the_world import Rules
from tabletop.games.save_the_world.cards import COLOURS, KINDS, NO_CARDS
from tabletop.games.save_the_world.flow import initial_record
from tabletop.games.save_the_world.state import Holding, Phase, Record, Stage, Turn
from tabletop.testing import apply_texts, legal_texts

__all__ = ["apply_texts", "cell", "colour", "hand", "holding", "legal_texts", "position",
           "rules_for", "spot", "texts_with"]


def rules_for(**options: Any) -> Rules:
    """The rules with ``options`` (2 players unless said), built once per option set."""
    options.setdefault("players", 2)
    return _rules(tuple(sorted(options.items())))


@functools.cache
def _rules(options: tuple[tuple[str, Any], ...]) -> Rules:
    return Rules(**dict(options))


def cell(row: int, col: int) -> int:
    return row * 18 + col % 18


def colour(name: str) -> int:
    return COLOURS.index(name)


def spot(rules: Rules, name: str) -> int:
    """Index of spot ``Y3`` / ``R5``."""
    return next(i for i, s in enumerate(rules.map.spots) if s.name == name)


def hand(*kinds: str) -> tuple[int, ...]:
    counts = list(NO_CARDS)
    for k in kinds:
        counts[KINDS.index(k)] += 1
    return tuple(counts)


def holding(loose: dict[str, int] | None = None, fives: dict[str, int] | None = None,
            epicentres: dict[str, int] | None = None, permanent: int = 0) -> Holding:
    def per(values: dict[str, int] | None) -> tuple[int, ...]:
        return tuple((values or {}).get(c, 0) for c in COLOURS)
    return Holding(per(loose), per(fives), per(epicentres), permanent)


def position(rules: Rules, *, phase: Phase = Phase.PHASE1_ACTION, seat: int = 0,
             hands: dict[int, tuple[int, ...]] | None = None,
             figures: dict[int, tuple[int, int]] | None = None,
             spread: dict[tuple[int, int], str] | None = None,
             epicentres: dict[str, tuple[str, int]] | None = None,
             round: int = 2, **changes: Any) -> State:
    """A state at ``phase`` with seat ``seat`` active: the given hands, figures (row, col),
    spread tokens and epicentres (spot name -> (type, level)); the offer row holds
    car, boat, fire, flood; the rest of the record is a fresh game's."""
    r: Record = initial_record(rules)
    n = rules.players
    spread_layer = list(r.spread)
    supply = list(r.supply)
    for (row, col), name in (spread or {}).items():
        spread_layer[cell(row, col)] = colour(name) + 1
        supply[colour(name)] -= 1
    epi_type, epi_level = list(r.epi_type), list(r.epi_level)
    for name, (kind, level) in (epicentres or {}).items():
        epi_type[spot(rules, name)] = colour(kind)
        epi_level[spot(rules, name)] = level
    start = [cell(2, 8)] * n
    for s, (row, col) in (figures or {}).items():
        start[s] = cell(row, col)
    hands_t = [NO_CARDS] * n
    for s, h in (hands or {}).items():
        hands_t[s] = h
    decks = list(r.decks)
    for h in (*hands_t, hand("car", "boat", "fire", "flood")):
        decks = [d - k for d, k in zip(decks, h)]
    stage = Stage.PHASE3 if phase in (Phase.DISCARD, Phase.DRAW_SPLIT) else Stage.PHASE1
    r = r.replace(phase=phase, actor=seat, active=seat, round=round, stage=stage,
                  draws=(), draw_to=-3, figures=tuple(start), spread=bytes(spread_layer),
                  supply=tuple(supply), epi_type=tuple(epi_type), epi_level=tuple(epi_level),
                  hands=tuple(hands_t), decks=tuple(decks),
                  row=tuple(KINDS.index(k) for k in ("car", "boat", "fire", "flood")),
                  turn=Turn(played=NO_CARDS))
    return rules.state_from_record(r.replace(**changes))


def texts_with(state: State, prefix: str) -> list[str]:
    return [t for t in legal_texts(state) if t.startswith(prefix)]
