"""The table as text: ``str(state)`` shows all six figures, the boards, coins and tokens,
and ``str(observation)`` the same table as one player sees it: both see all of it, and the
face-down painting tiles (``?``) are unknown to both."""

from __future__ import annotations

from typing import TYPE_CHECKING

import networkx as nx

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


KIND_MARK = {"plain": ".", "temple": "T", "garden": "G", "beach": "B", "hot_springs": "H"}
"""One letter per kind of road space; a coastal town shows its name (C1 ... C6)."""
ROAD_LEGEND = ("road, clockwise (digit: a seat's pilgrim; . plain T temple G garden B beach "
               "H springs C town):")


def road_lines(rules: Options, r: Record) -> list[str]:
    """The pilgrims' road as rows of 13 stops, each with the seats whose pilgrim stands
    there (TD-1.1)."""
    board = rules.layout
    pilgrims = r.positions("pilgrim")
    cells = []
    for space in board.spaces:
        mark = board.towns.get(space) or KIND_MARK.get(board.kinds[space], "?")
        seats = "".join(str(s) for s, at in enumerate(pilgrims) if at == space)
        cells.append(f"{space[1:]}{mark}{seats}".ljust(7))
    return ["  " + "".join(cells[i:i + 13]).rstrip() for i in range(0, len(cells), 13)]


def _neighbours(rules: Options, graph: nx.Graph, node: str, figure: str, r: Record) -> str:
    board = rules.layout
    seats = "".join(str(s) for s, at in enumerate(r.positions(figure)) if at == node)
    label = (f"{node} {board.symbols[node]}" if node in board.symbols else
             f"{node} (draws {board.draws[node]})" if node in board.draws else node)
    ahead = " ".join(sorted(graph.neighbors(node)))
    return f"{label}{' [' + seats + ']' if seats else ''}: {ahead}"


def _wrapped(entries: list[str], width: int = 96) -> list[str]:
    lines = ["  " + entries[0]]
    for entry in entries[1:]:
        if len(lines[-1]) + 3 + len(entry) <= width:
            lines[-1] += " | " + entry
        else:
            lines.append("  " + entry)
    return lines


def holdings(rules: Options, r: Record, seat: int) -> tuple[str, str]:
    """One seat's boards in two lines: tracks, coins, plates, items, paintings (the
    face-down ones counted, unknown to both players), tokens and score."""
    rows = dict(_seat_rows(rules, r, seat))
    boards = r.players[seat]
    gifted = [f"({n})" for n in rules.layout.numbers[:boards.gifted]]
    shown = " ".join([*gifted, *boards.face_up]) or "none face up"
    hidden = sum(boards.face_down)
    paintings = shown + (f" + {hidden} face down (unknown to both)" if hidden else "")
    return (f"score {rows['score']}; coins {rows['coins']}; items {rows['items']}; plates "
            f"{rows['plates']}; temple {rows['temple']}; garden {rows['garden']}",
            f"  paintings {paintings}; wave tokens {rows['wave tokens']}; hot springs "
            f"{rows['hot springs']}")


def screen(rules: Options, r: Record, seat: int) -> tuple[str, str, str]:
    """Terminal play's screen for ``seat`` (the layout every game shares): the header
    (round, active player, dice), a map of the table (the road with the pilgrims, the
    merchants' towns and routes, the painters' zones and their neighbours, the stalls), the
    other player's boards, and ``seat``'s own boards as its hand. Everything is open except
    the face-down paintings, unknown to both players.

    Examples:
        >>> from tabletop.games.tokaido_duo import Rules
        >>> rules = Rules(start_player=0)
        >>> head, table, hand = screen(rules, rules.initial_record(), 0)
        >>> head
        'Tokaido Duo - setup - dice: not rolled'
        >>> table.splitlines()[0][:30]
        'road, clockwise (digit: a seat'
    """
    board = rules.layout
    head = (f"Tokaido Duo - round {r.round}, P{r.active} active" if r.round else
            "Tokaido Duo - setup") + (", end triggered" if r.triggered else "")
    head += f" - dice: {_dice(rules, r)}"
    towns = [_neighbours(rules, board.routes, m, "merchant", r) for m in board.mountains]
    zones = [_neighbours(rules, board.zones, z, "painter", r) for z in sorted(board.symbols)]
    stalls = []
    for town, tile_id in zip(board.coastal, r.stalls):
        tile = board.stall_tiles[tile_id]
        buys = " ".join(f"{k} {p}" for k, p in tile.buys.items())
        stalls.append(f"{town} {board.towns[town]} {tile_id}: pilgrim {tile.pilgrim_coins}, "
                      f"buys {buys}".ljust(54))
    on_board = [f"{c} {r.wave_sides[i]}" for c, i in WAVE_INDEX.items()
                if i < len(r.wave_sides) and r.wave_owners[i] == ON_BOARD]
    other = 1 - seat
    table = [ROAD_LEGEND, *road_lines(rules, r),
             "merchant towns and their routes ([digits]: the seats' merchants):",
             *_wrapped(towns),
             "painter zones and their neighbours ([digits]: the seats' painters):",
             *_wrapped(zones), "stalls of the coastal towns:",
             *("  " + "".join(stalls[i:i + 2]).rstrip() for i in range(0, len(stalls), 2)),
             f"on the board: wave tokens {', '.join(on_board) or '-'}; hot springs token "
             + ("there" if r.spring_holder == ON_BOARD else f"held by P{r.spring_holder}"),
             f"bag: {_items(board.items, merchant.bag(rules, r))}",
             "P{}: {}\n{}".format(other, *holdings(rules, r, other))]
    return head, "\n".join(table), "your boards: {}\n{}".format(*holdings(rules, r, seat))
