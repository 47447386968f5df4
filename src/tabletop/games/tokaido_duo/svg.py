"""A picture of the table as SVG text, hand-written (no drawing library).

The perimeter is drawn as a ring, clockwise from the top; mountain towns sit inside, each
pulled towards the coastal towns it trades with; a zone's label sits at the middle of its
border. Works for any valid board file, since only the graphs are used. Nothing is hidden
in Tokaido Duo (spec section 4), so a seat's view (``seat``) is the public one with that
seat marked as "you".

Examples:
    >>> from tabletop.games import tokaido_duo
    >>> svg = render_svg(tokaido_duo.new_game(seed=1, start_player=0).state, seat=1)
    >>> svg.startswith("<svg") and "P00" in svg and "seen by player 1" in svg
    True
"""

from __future__ import annotations

import functools
import math
from html import escape
from typing import TYPE_CHECKING, Any, cast

from ...engine import State, viewing_seat
from . import scoring
from .board import Board
from .state import PLAYERS, Record

if TYPE_CHECKING:
    from .options import Options

SIZE = 640
MARGIN = 40  # room for the labels of the leftmost and rightmost spaces
CENTRE = SIZE / 2
RING = 270
PLAYER_COLOURS = ("#7b3fa0", "#2e8b3a")  # purple and green, as in the box
SHIFTS = (-9, 9)  # each seat's merchant and painter beside the other's
KIND_COLOURS = {"plain": "#f4efe1", "temple": "#d9534f", "garden": "#7cb342",
                "coastal": "#f0ad4e", "beach": "#ffe8a3", "hot_springs": "#5bc0de"}
SYMBOL_MARKS = {"blossom": "\u273f", "mountain": "\u25b2", "wave": "\u224b", "moon": "\u263e"}

Point = tuple[float, float]


@functools.lru_cache(maxsize=8)
def positions(board: Board) -> dict[str, Point]:
    """Where every perimeter space, mountain town and zone label is drawn."""
    n = len(board.spaces)
    at: dict[str, Point] = {}
    for i, space in enumerate(board.spaces):  # clockwise from the top
        angle = 2 * math.pi * i / n
        at[space] = (CENTRE + RING * math.sin(angle), CENTRE - RING * math.cos(angle))
    for town in sorted(board.mountains, key=lambda t: -sum(n in at for n in board.routes[t])):
        coast = [at[n] for n in board.routes[town] if n in board.kinds]
        near = coast or [at[n] for n in board.routes[town] if n in at] or [(CENTRE, CENTRE)]
        at[town] = _towards_centre(_mean(near), 0.6)  # inland, near its trading partners
    for zone, border in board.borders.items():
        at[zone] = _towards_centre(_mean([at[b] for b in border]), 0.8)
    return at


def _mean(points: list[Point]) -> Point:
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def _towards_centre(point: Point, factor: float) -> Point:
    return (CENTRE + factor * (point[0] - CENTRE), CENTRE + factor * (point[1] - CENTRE))


def _text(x: float, y: float, text: str, size: int = 11, **style: str) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in style.items())
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="middle"'
            f'{extra}>{escape(text)}</text>')


def render_svg(state: State[Any], seat: int | None = None) -> str:
    """The table of ``state`` as an SVG document: board, the six figures, scores and coins,
    as ``seat`` sees it (None: public view)."""
    return draw(cast("Options", state.rules), state.record, seat)


def draw(rules: Options, r: Record, seat: int | None = None) -> str:
    """The table of record ``r`` as an SVG document as ``seat`` sees it, None for the
    public view (``Rules.render_svg``)."""
    seat = viewing_seat(seat, PLAYERS)
    board = rules.layout
    at = positions(board)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{-MARGIN} 0 {SIZE + 2 * MARGIN} '
           f'{SIZE + 70}" width="{SIZE + 2 * MARGIN}" height="{SIZE + 70}" '
           'font-family="sans-serif">',
           f'<rect x="{-MARGIN}" width="{SIZE + 2 * MARGIN}" height="{SIZE + 70}" '
           'fill="#cfe8f3"/>',
           f'<circle cx="{CENTRE}" cy="{CENTRE}" r="{RING - 18}" fill="#e9dfc4" '
           'stroke="#b9a77a"/>',
           f'<circle cx="{CENTRE}" cy="{CENTRE}" r="{RING}" fill="none" stroke="#8a7f6a" '
           'stroke-width="2"/>']
    for u, v in board.routes.edges:  # trade routes: orange dotted lines
        (x1, y1), (x2, y2) = at[u], at[v]
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                   'stroke="#e67e22" stroke-width="3" stroke-dasharray="2 6" '
                   'stroke-linecap="round"/>')
    for zone, symbol in board.symbols.items():
        x, y = at[zone]
        out.append(_text(x, y - 4, SYMBOL_MARKS.get(symbol, "\u25cf"), 22, fill="#6d5d3b",
                         opacity="0.7"))
        out.append(_text(x, y + 12, f"{zone} {symbol}", 10, fill="#6d5d3b"))
    for space in board.spaces:
        x, y = at[space]
        kind = board.kinds[space]
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="15" fill="{KIND_COLOURS[kind]}" '
                   'stroke="#444"/>')
        out.append(_text(x, y + 4, space, 9))
        lx, ly = CENTRE + (x - CENTRE) * 1.12, CENTRE + (y - CENTRE) * 1.12 + 3
        out.append(_text(lx, ly, board.towns.get(space, kind.replace("_", " ")), 8,
                         fill="#333"))
    for town, draw in board.draws.items():
        x, y = at[town]
        out.append(f'<rect x="{x - 14:.1f}" y="{y - 14:.1f}" width="28" height="28" rx="4" '
                   'fill="#a1887f" stroke="#4e342e"/>')
        out.append(_text(x, y + 4, f"{town}\u00b7{draw}", 9, fill="white"))
    for player in range(PLAYERS) if r.pilgrims else ():
        colour = PLAYER_COLOURS[player]
        shift = SHIFTS[player]
        x, y = at[r.pilgrims[player]]
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="9" fill="{colour}" '
                   'stroke="white" stroke-width="2"><title>pilgrim of player '
                   f'{player}</title></circle>')
        x, y = at[r.merchants[player]]
        out.append(f'<rect x="{x + shift - 7:.1f}" y="{y - 24:.1f}" width="14" height="14" '
                   f'fill="{colour}" stroke="white" stroke-width="2"><title>merchant of '
                   f'player {player}</title></rect>')
        x, y = at[r.painters[player]]
        out.append(f'<polygon points="{x + shift:.1f},{y + 16:.1f} {x + shift + 8:.1f},'
                   f'{y + 24:.1f} {x + shift:.1f},{y + 32:.1f} {x + shift - 8:.1f},'
                   f'{y + 24:.1f}" fill="{colour}" stroke="white" stroke-width="2">'
                   f'<title>painter of player {player}</title></polygon>')
    for player in range(PLAYERS):
        boards = r.players[player]
        x = SIZE / 4 + player * SIZE / 2
        you = " (you)" if player == seat else ""
        out.append(f'<circle cx="{x - 137:.1f}" cy="{SIZE + 26}" r="8" '
                   f'fill="{PLAYER_COLOURS[player]}"/>')
        out.append(_text(x, SIZE + 30, f"player {player}{you}: {scoring.total(rules, boards)} "
                         f"points, {boards.coins} coins, {boards.plates} plates", 13))
    seen_by = "public view" if seat is None else f"seen by player {seat}"
    out.append(_text(CENTRE, SIZE + 58, f"round {r.round}, phase {r.phase} - {seen_by}", 12,
                     fill="#333"))
    out.append("</svg>")
    return "\n".join(out)
