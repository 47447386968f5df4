"""The world map as SVG (``render_svg(state, seat)``; ``draw(rules, record, seat)`` for a
record): terrain, sites, spots with their die, epicentres with their level, spread tokens,
skulls and figures; under the map each hand and the offer row as small cards.

``seat`` None draws the public view: hands face down (one back per card, showing its
deck), except the cards everyone knows are there. A seat's view shows its own hand face up
(SW-16, section 4); with ``open_hands`` every hand is face up in every view.

Examples:
    >>> from tabletop.games.save_the_world import Rules
    >>> render_svg(Rules().initial_state()).startswith("<svg")
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ...engine import State, viewing_seat
from .board import COLS, ROWS
from .cards import COLOURS, KINDS, SOLUTION_KINDS

if TYPE_CHECKING:
    from .options import Options
    from .state import Record

SIZE = 36
FILL = {"L": "#7cb36b", "S": "#5a8fd6", "P": "#f2f4f7", "U": "#1f3a7a"}
TOKEN = {"fire": "#f28c28", "flood": "#1c4fd8", "epidemic": "#2e9e44", "quake": "#8b5a2b",
         "storm": "#8e44ad"}
SEAT = ("#e63946", "#ffd166", "#ff66cc", "#06d6a0")
CHIP_W, CHIP_H, ROW = 78, 18, 26
"""A small card of a hand or the offer row, and the height of its row."""
BACKS = ("#34495e", "#7a2e2e")
"""The back of a transport card and of a solution card (its deck is public)."""


def render_svg(state: State[Any], seat: int | None = None) -> str:
    """An SVG picture of ``state``'s board as ``seat`` sees it (None: public view)."""
    return draw(cast("Options", state.rules), state.record, seat)


def _chip(x: int, y: int, kind: int) -> list[str]:
    """A small card: face up (``kind`` >= 0) or the back of deck ``-1 - kind``."""
    if kind < 0:
        return [f'<rect class="back" x="{x}" y="{y}" width="{CHIP_W}" height="{CHIP_H}" '
                f'rx="3" fill="{BACKS[-1 - kind]}"/>']
    edge = TOKEN[COLOURS[kind - 10]] if kind in SOLUTION_KINDS[:5] else "#555"
    return [f'<rect class="card" x="{x}" y="{y}" width="{CHIP_W}" height="{CHIP_H}" rx="3" '
            f'fill="white" stroke="{edge}" stroke-width="2"/>',
            f'<text x="{x + CHIP_W // 2}" y="{y + 13}" text-anchor="middle">'
            f'{KINDS[kind].replace("_", " ")}</text>']


def _cards(counts: tuple[int, ...]) -> list[int]:
    """Card counts per kind as one kind per card."""
    return [k for k, n in enumerate(counts) for _ in range(n)]


def _hands(rules: Options, r: Record, seat: int | None, top: int) -> list[str]:
    """Each hand as ``seat`` sees it, then the offer row, one row each from ``top``."""
    out = []
    for owner, hand in enumerate(r.hands):
        y = top + ROW * owner
        shown = hand if rules.open_hands or owner == seat else r.known[owner]
        hidden = [-1] * (sum(hand[:10]) - sum(shown[:10])) + [-2] * (
            sum(hand[10:]) - sum(shown[10:]))
        you = " (you)" if owner == seat else ""
        out += [f'<g class="hand" data-seat="{owner}">',
                f'<text x="10" y="{y + 13}" fill="#222">P{owner}{you}</text>']
        for i, kind in enumerate(_cards(shown) + hidden):
            out += _chip(70 + i * (CHIP_W + 4), y, kind)
        out.append("</g>")
    y = top + ROW * len(r.hands)
    out += ['<g class="row">', f'<text x="10" y="{y + 13}">offer row</text>']
    for i, kind in enumerate(k for k in r.row if k >= 0):
        out += _chip(70 + i * (CHIP_W + 4), y, kind)
    return [*out, "</g>"]


def draw(rules: Options, r: Record, seat: int | None = None) -> str:
    """An SVG picture of the board of record ``r`` as ``seat`` sees it, None for the public
    view (``Rules.render_svg``)."""
    seat = viewing_seat(seat, rules.players)
    board = rules.map
    w, h = COLS * SIZE, ROWS * SIZE
    chips = max(sum(hand) for hand in (*r.hands, (4,)))
    width = max(w + 20, 80 + chips * (CHIP_W + 4))
    height = h + 70 + ROW * (len(r.hands) + 1)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="10">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
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
    for player, cell in enumerate(r.figures):
        if cell < 0:
            continue
        y, x = divmod(cell, COLS)
        px, py = 10 + x * SIZE + 22, 10 + y * SIZE + 4 + 7 * player
        out.append(f'<rect x="{px}" y="{py}" width="10" height="7" fill="{SEAT[player]}" '
                   'stroke="#000" stroke-width="0.8"/>')
    x = 10
    for name, colour in TOKEN.items():
        out.append(f'<circle cx="{x + 6}" cy="{h + 46}" r="6" fill="{colour}"/>')
        out.append(f'<text x="{x + 15}" y="{h + 50}">{name}</text>')
        x += 80
    for player in range(len(r.figures)):
        out.append(f'<rect x="{x}" y="{h + 41}" width="10" height="7" fill="{SEAT[player]}" '
                   'stroke="#000" stroke-width="0.8"/>')
        out.append(f'<text x="{x + 13}" y="{h + 50}">P{player}</text>')
        x += 40
    status = (f"round {r.round} - disaster cards {r.counter}/{rules.target} - "
              + ("outbreaks " + str(r.outbreaks) if rules.cooperative else
                 "scores " + ", ".join(f"P{s} {p}" for s, p in enumerate(rules.scores(r)))))
    seen_by = "public view" if seat is None else f"seen by P{seat}"
    out.append(f'<text x="10" y="{h + 28}" font-size="13">{status} - {seen_by}</text>')
    out += _hands(rules, r, seat, h + 62)
    out.append("</svg>")
    return "\n".join(out)
