"""The table as SVG (``render_svg(state)``; ``draw(rules, record)`` for a record), as a
spectator sees it: the path with its spaces, gems, '+' locations and forest tokens, the
tracker, the decree card, the trick on the table and each seat's hand size (FD-0.4 to
FD-0.7, FD-2.3; hands stay hidden).

Examples:
    >>> from tabletop.games.fox_duet import Rules
    >>> render_svg(Rules().initial_state()).startswith("<svg")
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...engine import State, next_seat
from .cards import SUIT_NAMES, Card
from .forest import gem_supply
from .state import PLAYERS, Record

if TYPE_CHECKING:
    from .options import Options

CELL = 44
SUIT_COLOUR = {"D": "#3b6fb6", "R": "#c0392b", "S": "#b8860b"}
SEAT_COLOUR = ("#7b3fa0", "#2e8b57")


def _card(x: int, y: int, card: Card, caption: str) -> list[str]:
    """One face-up card with a caption above it."""
    colour = SUIT_COLOUR[card.suit]
    return [f'<text x="{x}" y="{y - 6}">{caption}</text>',
            f'<rect class="card" x="{x}" y="{y}" width="44" height="62" rx="5" fill="white" '
            f'stroke="{colour}" stroke-width="2"/>',
            f'<text x="{x + 22}" y="{y + 30}" text-anchor="middle" font-size="18" '
            f'fill="{colour}">{card}</text>',
            f'<text x="{x + 22}" y="{y + 50}" text-anchor="middle" font-size="9" '
            f'fill="{colour}">{SUIT_NAMES[card.suit]}</text>']


def render_svg(state: State) -> str:
    """An SVG picture of the table of ``state``."""
    return draw(cast("Options", state.rules), state.record)


def draw(rules: Options, r: Record) -> str:
    """An SVG picture of the table of record ``r`` (``Rules.render_svg``)."""
    path, board = r.path, rules.board
    positions = board.positions
    w, top = len(positions) * CELL + 100, 40
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="260" '
           f'viewBox="0 0 {w} 260" font-family="sans-serif" font-size="11">',
           f'<rect width="{w}" height="260" fill="#f4f1e6"/>',
           f'<text x="10" y="20" font-size="14">The Fox in the Forest Duet - level '
           f'{rules.level}, side {board.side} - round {r.round}, trick {r.trick_no}/11 - '
           f'{r.phase}</text>']
    for end, x in ((0, 10), (1, w - 40)):
        out.append(f'<text x="{x}" y="{top + 26}" font-weight="bold" '
                   f'fill="{SEAT_COLOUR[end]}">E{end} P{end}</text>')
    for i, pos in enumerate(positions):
        x = 50 + i * CELL
        covered = path.is_covered(pos)
        fill = "#2f5d34" if covered else "#e9dcb5"
        shape = (f'<circle class="space" cx="{x + CELL // 2}" cy="{top + 20}" r="19" '
                 if pos == 0 else f'<rect class="space" x="{x + 2}" y="{top}" width="40" '
                 'height="40" rx="4" ')
        out.append(shape + f'fill="{fill}" stroke="#6b5b3e"/>')
        label = "forest" if covered else f"{pos:+d}" if pos else "0"
        out.append(f'<text x="{x + CELL // 2}" y="{top + 54}" text-anchor="middle">'
                   f'{label}</text>')
        location = board.location(pos)
        if location is not None and location.plus:
            out.append(f'<text x="{x + 34}" y="{top + 12}" font-weight="bold">+</text>')
        for g in range(path.gems_at(pos)):
            gx, gy = x + 10 + 10 * (g % 3), top + 70 + 10 * (g // 3)
            out.append(f'<polygon class="gem" points="{gx},{gy - 5} {gx + 4},{gy} {gx},'
                       f'{gy + 5} {gx - 4},{gy}" fill="#d6336c"/>')
    tx = 50 + (path.tracker - board.e0) * CELL + CELL // 2
    out.append(f'<circle id="tracker" cx="{tx}" cy="{top + 20}" r="12" fill="#e8731a" '
               'stroke="#222" stroke-width="2"/>')
    y = 150
    out.append(f'<text x="10" y="{y}">forest tokens in supply: {path.forest_supply} - '
               f'gems on the board: {path.gems_on_board}, in supply: {gem_supply(path)}'
               f' - dealer: P{r.dealer}</text>')
    if r.decree is not None:
        out += _card(10, y + 30, r.decree, f"decree (trumps: {SUIT_NAMES[r.decree.suit]})")
    if not r.trick:
        out.append(f'<text x="180" y="{y + 24}">trick: no card played yet</text>')
    for i, card in enumerate(r.trick):
        seat = next_seat(r.leader, PLAYERS, i)
        out += _card(180 + 60 * i, y + 30, card, f"P{seat}" + (" led" if i == 0 else ""))
    for seat, hand in enumerate(r.hands):
        out.append(f'<text x="330" y="{y + 50 + 20 * seat}" fill="{SEAT_COLOUR[seat]}">'
                   f'P{seat} hand: {len(hand)} card{"" if len(hand) == 1 else "s"}</text>')
    if r.result is not None:
        out.append(f'<text x="330" y="{y + 100}" font-weight="bold">result: {r.result}'
                   '</text>')
    out.append("</svg>")
    return "\n".join(out)
