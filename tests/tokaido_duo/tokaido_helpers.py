"""Scenario helpers: set up a Tokaido Duo position directly and force chance outcomes."""

from __future__ import annotations

import attrs

from tabletop.engine import State
from tabletop.games.tokaido_duo import Rules
from tabletop.games.tokaido_duo.state import Player

STALLS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6")  # on P02, P06, P10, P15, P19, P23


def setup(sides: str = "AAA", stalls: tuple[str, ...] = STALLS, **options) -> State:
    """A game after its setup chance events, start player 0, before the first roll."""
    options.setdefault("start_player", 0)
    state = Rules(**options).initial_state()
    act(state, *(f"stall:{t}" for t in stalls), *(f"side:{s}" for s in sides))
    return state


def position(state: State, players: dict[int, dict] | None = None, **changes) -> State:
    """A fresh state (no history) standing on ``state``'s record with fields replaced;
    ``players`` maps a seat to changes of its boards."""
    record = state.record
    if players:
        boards = list(record.players)
        for seat, fields in players.items():
            boards[seat] = attrs.evolve(boards[seat], **fields)
        changes["players"] = tuple(boards)
    return state.rules.state_from_record(attrs.evolve(record, **changes))


def act(state: State, *texts: str) -> State:
    """Apply actions and chance outcomes given by their text."""
    for text in texts:
        state.apply(state.rules.parse_action(text))
    return state


def roll(state: State, pilgrim: int, merchant: int, painter: int) -> State:
    """Force the three dice of the round."""
    return act(state, f"roll:{pilgrim}", f"roll:{merchant}", f"roll:{painter}")


def legal(state: State) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def items(rules: Rules, **counts: int) -> tuple[int, ...]:
    """An item count tuple in the board's order of kinds."""
    return tuple(counts.get(kind, 0) for kind in rules.layout.items)


def tiles(rules: Rules, **counts: int) -> tuple[int, ...]:
    """A face-down count tuple in the board's order of symbols."""
    return tuple(counts.get(symbol, 0) for symbol in rules.layout.tile_symbols)


def boards(state: State, seat: int) -> Player:
    return state.record.players[seat]
