"""The table as text: ``str(state)`` shows all six figures, the boards, coins and tokens,
and ``str(observation)`` the same table as one player sees it: both see all of it, and the
face-down painting tiles (``?``) are unknown to both."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import CHANCE, TERMINAL
from . import merchant, scoring
from .board import CHARACTERS
from .state import ON_BOARD, PLAYERS, WAVE_INDEX, Record

if TYPE_CHECKING:
    from .options import Options


def _items(kinds: tuple[str, ...], counts: tuple[int, ...]) -> str:
    return ", ".join(f"{n} {k}" for k, n in zip(kinds, counts) if n) or "-"


def _paintings(rules: Options, r: Record, seat: int) -> str:
    boards = r.players[seat]
    hidden = sum(boards.face_down)
    numbers = rules.layout.numbers
    gifted = [f"({n})" for n in numbers[:boards.gifted]]
    return " ".join([*gifted, *boards.face_up, *["?"] * hidden])


def _place(rules: Options, place: str) -> str:
    board = rules.layout
    if place in board.towns:
        return f"{place} {board.towns[place]}"
    if place in board.symbols:
        return f"{place} {board.symbols[place]}"
    return f"{place} {board.kinds.get(place, 'mountain')}"


def _dice(rules: Options, r: Record) -> str:
    shown = []
    for i, character in enumerate(CHARACTERS):
        if i < len(r.dice):
            shown.append(f"{character} {r.dice[i]}" + (" (used)" if character in r.used else ""))
    return ", ".join(shown) or "not rolled"


def _waiting(rules: Options, r: Record) -> str:
    if r.to_move == TERMINAL:
        return "game over"
    if r.to_move == CHANCE:
        return f"chance event {r.phase}"
    return f"player {r.actor} decides {r.phase}: " + " | ".join(
        str(a) for a in rules.legal_actions(r))


def render(rules: Options, r: Record) -> str:
    """A readable picture of the table.

    Examples:
        >>> from tabletop.games.tokaido_duo import Rules
        >>> print(render(Rules(start_player=0), Rules(start_player=0).initial_record()))
        ... # doctest: +ELLIPSIS
        Tokaido Duo, setup...
    """
    board = rules.layout
    head = (f"Tokaido Duo, round {r.round}, player {r.active} active"
            if r.round else "Tokaido Duo, setup")
    if r.triggered:
        head += ", end triggered"
    lines = [head, f"Dice: {_dice(rules, r)}", f"Now: {_waiting(rules, r)}", ""]
    rows: list[tuple[str, ...]] = [("", *(f"player {seat}" for seat in range(PLAYERS)))]
    for character in CHARACTERS:
        spots = r.positions(character) or ("",) * PLAYERS
        rows.append((character, *(_place(rules, spot) if spot else "-" for spot in spots)))
    for seat_rows in zip(*(_seat_rows(rules, r, seat) for seat in range(PLAYERS))):
        rows.append((seat_rows[0][0], *(cell for _, cell in seat_rows)))
    width = [max(len(row[i]) for row in rows) for i in range(PLAYERS + 1)]
    lines += ["  ".join(cell.ljust(w) for cell, w in zip(row, width)).rstrip() for row in rows]
    lines.append("")
    stalls = []
    for town, tile_id in zip(board.coastal, r.stalls):
        tile = board.stall_tiles[tile_id]
        buys = ", ".join(f"{k} {p}" for k, p in tile.buys.items())
        stalls.append(f"  {town} {board.towns[town]}: {tile_id}, pilgrim {tile.pilgrim_coins}, "
                      f"buys {buys}")
    lines += ["Stalls:", *stalls] if stalls else []
    on_board = [f"{c} {r.wave_sides[i]}" for c, i in WAVE_INDEX.items()
                if i < len(r.wave_sides) and r.wave_owners[i] == ON_BOARD]
    lines.append(f"On the board: wave tokens {', '.join(on_board) or '-'}; hot springs "
                 + ("token" if r.spring_holder == ON_BOARD else "token held by player "
                    f"{r.spring_holder} since die turn {r.spring_taken}"))
    lines.append(f"Bag: {_items(board.items, merchant.bag(rules, r))}")
    return "\n".join(lines)


def render_view(rules: Options, r: Record, player: int) -> str:
    """The table as ``player`` sees it: all of it, as the other player does; the face-down
    painting tiles (``?``) are unknown to everyone, their owner included (spec section 4).

    Examples:
        >>> from tabletop.games.tokaido_duo import Rules
        >>> rules = Rules(start_player=0)
        >>> print(render_view(rules, rules.initial_record(), 1))  # doctest: +ELLIPSIS
        Seen by player 1 (the same table as player 0; ? = a face-down painting, unknown to both)
        Tokaido Duo, setup...
    """
    other = 1 - player
    return (f"Seen by player {player} (the same table as player {other}; ? = a face-down "
            "painting, unknown to both)\n" + render(rules, r))


def _seat_rows(rules: Options, r: Record, seat: int) -> list[tuple[str, str]]:
    board = rules.layout
    boards = r.players[seat]
    tokens = [f"{c} {r.wave_sides[i]} ({board.wave_tokens[c][r.wave_sides[i]]})"
              for c, i in WAVE_INDEX.items() if r.wave_owners[i] == seat]
    return [
        ("temple", f"{board.temple_track[boards.temple]} of {board.temple_track[-1]}"),
        ("garden", f"{board.garden_track[boards.garden]} of {board.garden_track[-1]}"),
        ("coins", str(boards.coins)),
        ("plates", f"{boards.plates} of {len(board.plate_values)}"),
        ("items", _items(board.items, boards.items)),
        ("paintings", _paintings(rules, r, seat)),
        ("wave tokens", ", ".join(tokens) or "-"),
        ("hot springs", "held" if r.spring_holder == seat else "-"),
        ("score", f"{scoring.total(rules, boards)} (pilgrim {scoring.pilgrim_score(rules, boards)}"
                  f", merchant {scoring.merchant_score(rules, boards)}"
                  f", painter {scoring.painter_score(rules, boards)})"),
    ]
