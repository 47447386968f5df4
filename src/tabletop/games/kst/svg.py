"""A picture of the table as SVG text, hand-written (no drawing library) — KST-1.6, KST-21.

One band per seat: the identity card in the team's colour with the pool, the hand size and
the Prison, then the line, card by card, each framed in its colour (blue Sapphire, red
Ruby, orange neutral, violet special) with the points on it in a yellow disc, ``kept`` for
an Afterlife-converted card and its attachments as tags beneath, and under it the hand
and the Prison as small cards. A header shows the bank, the decks and the Graveyard's top
card. ``seat`` None draws the public view; a seat's view shows its own hand (KST-21.1).
Other hands show their publicly known cards (KST-21.2) and the rest face down; with
``prison_view = count_only`` the other Prisons are face down too (KST-21.3).

Examples:
    >>> from tabletop.games import kst
    >>> svg = render_svg(kst.new_game(seed=3, players=3).state, seat=1)
    >>> svg.startswith("<svg") and "bank" in svg and "seen by P1" in svg
    True
"""

from __future__ import annotations

from html import escape
from typing import Any, cast

from ...engine import State, viewing_seat
from .cards import TEAM_NAMES
from .options import Options
from .state import Entry, Record

CARD_W, CARD_H, GAP = 74, 52, 6
CHIP_W, CHIP_H = 64, 18
"""A small card of a hand or a Prison."""
LEFT = 150
ROW = CARD_H + 34
"""Where a band's hand row starts, under the line and its attachments."""
BAND = ROW + CHIP_H + 10
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


def _chip(rules: Options, x: float, y: float, card: int | None) -> list[str]:
    """A small card: face up with its name, or face down for None."""
    if card is None:
        return [f'<rect class="back" x="{x:.0f}" y="{y:.0f}" width="{CHIP_W}" '
                f'height="{CHIP_H}" rx="3" fill="#5a4632" stroke="#e8e0c8"/>']
    face = rules.cards[card]
    border = SPECIAL if face.special else BORDERS[face.colour]
    return [f'<rect class="card" x="{x:.0f}" y="{y:.0f}" width="{CHIP_W}" height="{CHIP_H}" '
            f'rx="3" fill="#fffaf0" stroke="{border}" stroke-width="2"><title>'
            f'{escape(face.label)}</title></rect>',
            _text(x + CHIP_W / 2, y + 13, face.name, 9, "middle")]


def _hand_row(rules: Options, r: Record, owner: int, seat: int | None, y: float) -> list[str]:
    """``owner``'s hand and Prison as small cards, as ``seat`` sees them."""
    hand, prison = r.hands[owner], r.prisons[owner]
    shown: tuple[int, ...] = hand if owner == seat else r.known[owner]
    cards: list[int | None] = [*shown, *[None] * (len(hand) - len(shown))]
    prison_open = owner == seat or rules.prison_view != "count_only"
    jailed: list[int | None] = list(prison) if prison_open else [None] * len(prison)
    out = [f'<g class="hand" data-seat="{owner}">', _text(16, y + 13, "hand", 10, fill="white")]
    for i, card in enumerate(cards):
        out += _chip(rules, LEFT + i * (CHIP_W + 4), y, card)
    out.append("</g>")
    x = LEFT + len(cards) * (CHIP_W + 4) + 10
    if jailed:
        out += [f'<g class="prison" data-seat="{owner}">',
                _text(x, y + 13, "prison", 10, fill="white")]
        for i, card in enumerate(jailed):
            out += _chip(rules, x + 44 + i * (CHIP_W + 4), y, card)
        out.append("</g>")
    return out


def _seat(rules: Options, r: Record, owner: int, seat: int | None, y: float) -> list[str]:
    team = r.teams[owner]
    colour = TEAM_COLOURS[team] if team >= 0 else "#999"
    name = TEAM_NAMES[team] if team >= 0 else "?"
    active = ' stroke="#f4c430" stroke-width="4"' if owner == r.active else ""
    you = " (you)" if owner == seat else ""
    out = [f'<rect x="8" y="{y:.0f}" width="{LEFT - 20}" height="{CARD_H}" rx="6" '
           f'fill="{colour}"{active}/>',
           _text(16, y + 18, f"P{owner} {name}{you}", 13, fill="white", font_weight="bold")]
    if not r.alive[owner]:
        return [*out, _text(16, y + 38, "eliminated", 11, fill="white")]
    out += [_text(16, y + 34, f"pool {r.pools[owner]} · hand {len(r.hands[owner])}", 11,
                  fill="white"),
            _text(16, y + 48, f"prison {len(r.prisons[owner])}", 10, fill="white")]
    for i, entry in enumerate(r.lines[owner]):
        out += _card(rules, LEFT + i * (CARD_W + GAP), y, entry, i)
    return out + _hand_row(rules, r, owner, seat, y + ROW)


def render_svg(state: State[Any], seat: int | None = None) -> str:
    """The table of ``state`` as an SVG document, as ``seat`` sees it (None: public view)."""
    return draw(cast(Options, state.rules), state.record, seat)


def draw(rules: Options, r: Record, seat: int | None = None) -> str:
    """The table of record ``r`` as an SVG document, as ``seat`` sees it, None for the
    public view (``Rules.render_svg``)."""
    seat = viewing_seat(seat, rules.players)
    longest = max([len(line) for line in r.lines] + [6])
    chips = max([len(h) + len(p) for h, p in zip(r.hands, r.prisons)] + [0])
    width = max(LEFT + longest * (CARD_W + GAP), LEFT + chips * (CHIP_W + 4) + 54) + 10
    height = TOP + rules.players * BAND + 10
    specials = sum(r.specials)
    top = rules.cards[r.graveyard[-1]].label if r.graveyard else "empty"
    head = (f"bank {r.bank} · main deck {r.deck_size} · special deck {specials} · graveyard "
            f"{len(r.graveyard)}, top: {top}")
    turn = (f"turn {r.turns + 1}, P{r.active} active, phase {r.phase}" if r.active >= 0
            else f"setup, phase {r.phase}")
    seen_by = "public view" if seat is None else f"seen by P{seat}"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" font-family="sans-serif">',
           f'<rect width="{width}" height="{height}" fill="#2d4a32"/>',
           _text(10, 22, f"KST Card Game · {turn} · {seen_by}", 15, fill="white",
                 font_weight="bold"),
           _text(10, 42, head, 12, fill="#e8e0c8")]
    for owner in range(rules.players):
        out += _seat(rules, r, owner, seat, TOP + owner * BAND)
    out.append("</svg>")
    return "\n".join(out)
