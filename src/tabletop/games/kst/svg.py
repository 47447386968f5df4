"""A picture of the table as SVG text, hand-written (no drawing library) — KST-1.6, KST-21.

One band per seat: the identity card in the team's colour with the pool, the hand size and
the Prison, then the line, card by card, each framed in its colour (blue Sapphire, red
Ruby, orange neutral, violet special) with the points on it in a yellow disc, ``kept`` for
an Afterlife-converted card and its attachments as tags beneath. A header shows the bank,
the decks and the Graveyard's top card. Hands are drawn face down (their size only).

Examples:
    >>> from tabletop.games import kst
    >>> svg = render_svg(kst.new_game(seed=3, players=3).state)
    >>> svg.startswith("<svg") and "bank" in svg
    True
"""

from __future__ import annotations

from html import escape
from typing import cast

from ...engine import State
from .cards import TEAM_NAMES
from .options import Options
from .state import Entry, Record

CARD_W, CARD_H, GAP = 74, 52, 6
LEFT = 150
BAND = CARD_H + 34
TOP = 58
TEAM_COLOURS = ("#2f6fd0", "#c8332f")
BORDERS = {"sapphire": "#2f6fd0", "ruby": "#c8332f", "neutral": "#e58a17"}
SPECIAL = "#7b4fc0"


def _text(x: float, y: float, text: str, size: int = 11, anchor: str = "start",
          **style: str) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in style.items())
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" text-anchor="{anchor}"'
            f'{extra}>{escape(text)}</text>')


def _card(rules: Options, x: float, y: float, entry: Entry, index: int) -> list[str]:
    card = rules.cards[entry.card]
    border = SPECIAL if card.special else BORDERS[card.colour]
    out = [f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" '
           f'fill="#fffaf0" stroke="{border}" stroke-width="3"><title>{escape(card.label)}: '
           f'{escape(card.printed.describe() or "-")}</title></rect>',
           _text(x + 4, y + 12, str(index), 9, fill="#777"),
           _text(x + CARD_W / 2, y + 28, card.name, 10, "middle"),
           _text(x + CARD_W / 2, y + 40, card.name_en, 8, "middle", fill="#666")]
    if entry.points:
        out += [f'<circle cx="{x + CARD_W - 10:.0f}" cy="{y + 10:.0f}" r="9" fill="#f4c430" '
                'stroke="#8a6d00"/>',
                _text(x + CARD_W - 10, y + 14, str(entry.points), 10, "middle")]
    if entry.converted:
        out.append(_text(x + CARD_W / 2, y + CARD_H - 3, "kept", 8, "middle", fill="#7b4fc0"))
    for k, special in enumerate(entry.attachments):
        out += [f'<rect x="{x + 2:.0f}" y="{y + CARD_H + 2 + 11 * k:.0f}" width="{CARD_W - 4}" '
                f'height="10" rx="3" fill="{SPECIAL}"/>',
                _text(x + CARD_W / 2, y + CARD_H + 10 + 11 * k, "+" + rules.cards[special].name,
                      8, "middle", fill="white")]
    return out


def _seat(rules: Options, r: Record, seat: int, y: float) -> list[str]:
    team = r.teams[seat]
    colour = TEAM_COLOURS[team] if team >= 0 else "#999"
    name = TEAM_NAMES[team] if team >= 0 else "?"
    active = ' stroke="#f4c430" stroke-width="4"' if seat == r.active else ""
    out = [f'<rect x="8" y="{y:.0f}" width="{LEFT - 20}" height="{CARD_H}" rx="6" '
           f'fill="{colour}"{active}/>',
           _text(16, y + 18, f"P{seat} {name}", 13, fill="white", font_weight="bold")]
    if not r.alive[seat]:
        return [*out, _text(16, y + 38, "eliminated", 11, fill="white")]
    out += [_text(16, y + 34, f"pool {r.pools[seat]} · hand {len(r.hands[seat])}", 11,
                  fill="white"),
            _text(16, y + 48, f"prison {len(r.prisons[seat])}", 10, fill="white")]
    for i, entry in enumerate(r.lines[seat]):
        out += _card(rules, LEFT + i * (CARD_W + GAP), y, entry, i)
    return out


def render_svg(state: State) -> str:
    """The table of ``state`` as an SVG document."""
    return draw(cast(Options, state.rules), state.record)


def draw(rules: Options, r: Record) -> str:
    """The table of record ``r`` as an SVG document (``Rules.render_svg``)."""
    longest = max([len(line) for line in r.lines] + [6])
    width = LEFT + longest * (CARD_W + GAP) + 10
    height = TOP + rules.players * BAND + 10
    specials = sum(r.specials)
    top = rules.cards[r.graveyard[-1]].label if r.graveyard else "empty"
    head = (f"bank {r.bank} · main deck {r.deck_size} · special deck {specials} · graveyard "
            f"{len(r.graveyard)}, top: {top}")
    turn = (f"turn {r.turns + 1}, P{r.active} active, phase {r.phase}" if r.active >= 0
            else f"setup, phase {r.phase}")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" font-family="sans-serif">',
           f'<rect width="{width}" height="{height}" fill="#2d4a32"/>',
           _text(10, 22, "KST Card Game · " + turn, 15, fill="white", font_weight="bold"),
           _text(10, 42, head, 12, fill="#e8e0c8")]
    for seat in range(rules.players):
        out += _seat(rules, r, seat, TOP + seat * BAND)
    out.append("</svg>")
    return "\n".join(out)
