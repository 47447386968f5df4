"""The world map as SVG (``render_svg(state)``; ``draw(rules, record)`` for a record):
terrain, sites, spots with their die, epicentres with their level, spread tokens, skulls
and figures.

Examples:
    >>> from tabletop.games.save_the_world import Rules
    >>> render_svg(Rules().initial_state()).startswith("<svg")
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from .board import COLS, ROWS
from .cards import COLOURS

if TYPE_CHECKING:
    from .options import Options
    from .state import Record

SIZE = 36
FILL = {"L": "#7cb36b", "S": "#5a8fd6", "P": "#f2f4f7", "U": "#1f3a7a"}
TOKEN = {"fire": "#f28c28", "flood": "#1c4fd8", "epidemic": "#2e9e44", "quake": "#8b5a2b",
         "storm": "#8e44ad"}
SEAT = ("#e63946", "#ffd166", "#ff66cc", "#06d6a0")


def render_svg(state: Any) -> str:
    """An SVG picture of ``state``'s board."""
    return draw(cast("Options", state.rules), state.record)


def draw(rules: Options, r: Record) -> str:
    """An SVG picture of the board of record ``r`` (``Rules.render_svg``)."""
    board = rules.map
    w, h = COLS * SIZE, ROWS * SIZE
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w + 20}" height="{h + 60}" '
           f'viewBox="0 0 {w + 20} {h + 60}" font-family="sans-serif" font-size="10">',
           f'<rect width="{w + 20}" height="{h + 60}" fill="white"/>']
    for cell, letter in enumerate(board.terrain):
        y, x = divmod(cell, COLS)
        px, py = 10 + x * SIZE, 10 + y * SIZE
        out.append(f'<rect x="{px}" y="{py}" width="{SIZE}" height="{SIZE}" '
                   f'fill="{FILL[letter]}" stroke="#ffffff55" stroke-width="0.5"/>')
        site = board.site_at.get(cell)
        if site is not None:
            shape = "rect" if not site.station else "circle"
            if shape == "rect":
                out.append(f'<rect x="{px + 4}" y="{py + 4}" width="8" height="8" '
                           'fill="#333"/>')
            else:
                out.append(f'<circle cx="{px + 8}" cy="{py + 8}" r="4" fill="#333"/>')
        spot = board.spot_at.get(cell)
        if spot is not None:
            s = board.spots[spot]
            die = "#f5c518" if s.die == 0 else "#d62828"
            out.append(f'<rect x="{px + 2}" y="{py + 2}" width="{SIZE - 4}" '
                       f'height="{SIZE - 4}" fill="none" stroke="{die}" stroke-width="3"/>')
            kind = r.epi_type[spot]
            if kind >= 0:
                edge = "#ffffff" if r.epi_level[spot] == 0 else "#d62828"
                out.append(f'<circle cx="{px + SIZE / 2}" cy="{py + SIZE / 2}" r="11" '
                           f'fill="{TOKEN[COLOURS[kind]]}" stroke="{edge}" stroke-width="3"/>')
                if r.epi_level[spot] == 2:
                    out.append(f'<circle cx="{px + SIZE / 2}" cy="{py + SIZE / 2}" r="4" '
                               'fill="#d62828"/>')
            elif spot in r.skulls:
                out.append(f'<text x="{px + 9}" y="{py + 24}" font-size="16">&#9760;</text>')
            else:
                out.append(f'<text x="{px + 12}" y="{py + 30}">{s.name}</text>')
        if r.spread and r.spread[cell]:
            colour = TOKEN[COLOURS[r.spread[cell] - 1]]
            out.append(f'<circle cx="{px + SIZE / 2}" cy="{py + SIZE / 2}" r="7" '
                       f'fill="{colour}" stroke="#222" stroke-width="1"/>')
    for seat, cell in enumerate(r.figures):
        if cell < 0:
            continue
        y, x = divmod(cell, COLS)
        px, py = 10 + x * SIZE + 22, 10 + y * SIZE + 4 + 7 * seat
        out.append(f'<rect x="{px}" y="{py}" width="10" height="7" fill="{SEAT[seat]}" '
                   'stroke="#000" stroke-width="0.8"/>')
    x = 10
    for name, colour in TOKEN.items():
        out.append(f'<circle cx="{x + 6}" cy="{h + 46}" r="6" fill="{colour}"/>')
        out.append(f'<text x="{x + 15}" y="{h + 50}">{name}</text>')
        x += 80
    for seat in range(len(r.figures)):
        out.append(f'<rect x="{x}" y="{h + 41}" width="10" height="7" fill="{SEAT[seat]}" '
                   'stroke="#000" stroke-width="0.8"/>')
        out.append(f'<text x="{x + 13}" y="{h + 50}">P{seat}</text>')
        x += 40
    status = (f"round {r.round} - disaster cards {r.counter}/{rules.target} - "
              + ("outbreaks " + str(r.outbreaks) if rules.cooperative else
                 "scores " + ", ".join(f"P{s} {p}" for s, p in enumerate(rules.scores(r)))))
    out.append(f'<text x="10" y="{h + 28}" font-size="13">{status}</text>')
    out.append("</svg>")
    return "\n".join(out)
