"""Scenario building blocks: rules with fixed teams, a turn started on a chosen table, and
forced draws and rolls through chance outcomes."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop.engine import State
from tabletop.games.kst import Rules
from tabletop.games.kst.state import Entry, Phase, Stage
from tabletop.testing import apply_texts, legal_texts

play = apply_texts
legal = legal_texts
TEAM_WORDS = {"S": "sapphire", "R": "ruby"}


def rules_for(seats: str = "SR", **options: Any) -> Rules:
    """Rules with explicit teams (``"SRS"``: seat 0 Sapphire, 1 Ruby, 2 Sapphire), the
    start player 0 and no deal unless asked."""
    options = {"start_player": 0, "starting_hand": 0, **options}
    return Rules(players=len(seats), teams=[TEAM_WORDS[c] for c in seats], **options)


def card(rules: Rules, card_id: str) -> int:
    return rules.cards.by_id[card_id].index


def hand(rules: Rules, *ids: str) -> tuple[int, ...]:
    return tuple(sorted(card(rules, i) for i in ids))


def entry(rules: Rules, card_id: str, points: int = 0, kept: bool = False,
          *attachments: str) -> Entry:
    return Entry(card(rules, card_id), points, kept, tuple(card(rules, a) for a in attachments))


def line(rules: Rules, *specs: str | Entry) -> tuple[Entry, ...]:
    """A line from ids (``"mag:1"`` puts 1 point on it) or entries."""
    out = []
    for spec in specs:
        if isinstance(spec, Entry):
            out.append(spec)
            continue
        card_id, _, points = spec.partition(":")
        out.append(entry(rules, card_id, int(points or 0)))
    return tuple(out)


def turn(rules: Rules, seat: int = 0, *, hands: dict[int, tuple[str, ...]] | None = None,
         lines: dict[int, tuple] | None = None, pools: dict[int, int] | None = None,
         **changes: Any) -> State:
    """A state where ``seat``'s turn starts on the given table: Dragons and upkeep resolve,
    then the state stops at the first posed step (usually the turn's first draw), a decision
    with one legal action applied as ``auto_forced`` does."""
    r = rules.initial_record()
    n = rules.players
    table: dict[str, Any] = {
        "hands": tuple(hand(rules, *(hands or {}).get(s, ())) for s in range(n)),
        "lines": tuple(line(rules, *(lines or {}).get(s, ())) for s in range(n)),
        "pools": tuple((pools or {}).get(s, rules.starting_points) for s in range(n)),
    }
    table.update(changes)
    r = r.replace(**table, phase=Phase.RESOLVING, stage=Stage.TURN_START, active=seat, todo=(),
                  draws=0)
    state = rules.state_from_record(rules.proceed(r))
    while rules.auto_forced and state.current_player >= 0 and len(state.legal_actions()) == 1:
        state.apply(state.legal_actions()[0])
    return state


def draw(state: State, *ids: str) -> State:
    """Apply the draws of these card ids, in order."""
    return play(state, *(f"draw({i})" for i in ids))


def deck_with(rules: Rules, *ids: str) -> dict[str, Any]:
    """Record fields for a main deck holding exactly these cards."""
    counts = Counter(card(rules, i) for i in ids)
    return {"deck": bytes(counts.get(c, 0) for c in range(rules.cards.main))}


def ids(rules: Rules, cards: tuple[int, ...]) -> list[str]:
    return [rules.cards[c].id for c in cards]


def pools(state: State) -> tuple[int, ...]:
    return state.record.pools
