"""Scenario helpers: set up a Tokaido Duo position directly and force chance outcomes."""

from __future__ import annotations

from tabletop import testing
from tabletop.engine import State
from tabletop.games.tokaido_duo import Rules
from tabletop.games.tokaido_duo.state import Player
from tabletop.testing import apply_texts as act
from tabletop.testing import legal_texts as legal

__all__ = ["STALLS", "act", "boards", "items", "legal", "position", "roll", "setup", "tiles"]

STALLS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6")  # on P02, P06, P10, P15, P19, P23


def setup(sides: str = "AAA", stalls: tuple[str, ...] = STALLS, **options) -> State:
    """A game after its setup chance events, start player 0, before the first roll."""
    options.setdefault("start_player", 0)
    state = Rules(**options).initial_state()
    return act(state, *(f"stall:{t}" for t in stalls), *(f"side:{s}" for s in sides))


def position(state: State, players: dict[int, dict] | None = None, **changes) -> State:
    """A fresh state (no history) standing on ``state``'s record with fields replaced;
    ``players`` maps a seat to changes of its boards."""
    if players:
        changes["players"] = tuple(boards.replace(**players.get(seat, {}))
                                   for seat, boards in enumerate(state.record.players))
    return testing.position(state, **changes)


def roll(state: State, pilgrim: int, merchant: int, painter: int) -> State:
    """Force the three dice of the round."""
    return act(state, f"roll:{pilgrim}", f"roll:{merchant}", f"roll:{painter}")


def items(rules: Rules, **counts: int) -> tuple[int, ...]:
    """An item count tuple in the board's order of kinds."""
    return tuple(counts.get(kind, 0) for kind in rules.layout.items)


def tiles(rules: Rules, **counts: int) -> tuple[int, ...]:
    """A face-down count tuple in the board's order of symbols."""
    return tuple(counts.get(symbol, 0) for symbol in rules.layout.tile_symbols)


def boards(state: State, seat: int) -> Player:
    """``seat``'s boards now."""
    return state.record.players[seat]
