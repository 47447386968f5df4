"""The table as SVG (``render_svg(state, seat)``; ``draw(rules, record, seat)`` for a
record): the path with its spaces, gems, '+' locations and forest tokens, the tracker, the
decree card, the trick on the table and both hands (FD-0.4 to FD-0.7, FD-2.3). ``seat``
None draws the public view: both hands face down. A seat's view shows its own hand face
up, its own pending Gift pick, and of the partner's hand only the cards it knows are there
(given in a Gift, the old decree taken in a Foxes swap); the rest face down (section 4).

Examples:
    >>> from tabletop.games.fox_duet import Rules
    >>> render_svg(Rules().initial_state()).startswith("<svg")
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ...engine import NOBODY, State, next_seat, viewing_seat
from .cards import SUIT_NAMES, Card
from .forest import gem_supply
from .state import PLAYERS, Record

if TYPE_CHECKING:
    from .options import Options

CELL = 44
HAND_TOP = 270
"""Where the hands are drawn, one row per seat."""
HAND_ROW = 80
SUIT_COLOUR = {"D": "#3b6fb6", "R": "#c0392b", "S": "#b8860b"}
SEAT_COLOUR = ("#7b3fa0", "#2e8b57")


def _card(x: int, y: int, card: Card, caption: str = "") -> list[str]:
    """One face-up card, with a caption above it if one is given."""
    colour = SUIT_COLOUR[card.suit]
    head = [f'<text x="{x}" y="{y - 6}">{caption}</text>'] if caption else []
    return [*head,
            f'<rect class="card" x="{x}" y="{y}" width="44" height="62" rx="5" fill="white" '
            f'stroke="{colour}" stroke-width="2"/>',
            f'<text x="{x + 22}" y="{y + 30}" text-anchor="middle" font-size="18" '
            f'fill="{colour}">{card}</text>',
            f'<text x="{x + 22}" y="{y + 50}" text-anchor="middle" font-size="9" '
            f'fill="{colour}">{SUIT_NAMES[card.suit]}</text>']


def render_svg(state: State[Any], seat: int | None = None) -> str:
    """An SVG picture of the table of ``state`` as ``seat`` sees it (None: public view)."""
    return draw(cast("Options", state.rules), state.record, seat)


def _back(x: int, y: int) -> str:
    """One face-down card."""
    return (f'<rect class="back" x="{x}" y="{y}" width="44" height="62" rx="5" '
            'fill="#5b4a7a" stroke="#2c2240" stroke-width="2"/>')


def _hands(r: Record, seat: int | None) -> list[str]:
    """Both hands: face up where ``seat`` sees the card, face down elsewhere."""
    out = []
    picker = NOBODY if r.gift_pick is None else next_seat(r.actor, PLAYERS)
    for owner, hand in enumerate(r.hands):
        y = HAND_TOP + HAND_ROW * owner
        seen = hand if owner == seat else () if seat is None else r.known[owner]
        words = f'{len(hand)} card{"" if len(hand) == 1 else "s"}'
        if owner == seat:
            words += " (you)" + (f" - your gift pick: {r.gift_pick}" if picker == seat else "")
        elif picker == owner:
            words += " - has picked a gift"
        out += [f'<g class="hand" data-seat="{owner}">',
                f'<text x="10" y="{y - 6}" fill="{SEAT_COLOUR[owner]}">P{owner} hand: '
                f'{words}</text>']
        faces = [card for card in hand if card in seen]  # first: in hand order among the
        for i, card in enumerate(faces):  # backs, a known card would rank the hidden ones
            out += _card(10 + 48 * i, y, card)
        out += [_back(10 + 48 * i, y) for i in range(len(faces), len(hand))]
        out.append("</g>")
    return out


def draw(rules: Options, r: Record, seat: int | None = None) -> str:
    """An SVG picture of the table of record ``r`` as ``seat`` sees it, None for the public
    view (``Rules.render_svg``)."""
    seat = viewing_seat(seat, PLAYERS)
    path, board = r.path, rules.board
    positions = board.positions
    w, top, h = len(positions) * CELL + 100, 40, HAND_TOP + HAND_ROW * PLAYERS
    seen_by = "public view" if seat is None else f"seen by P{seat}"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="11">',
           f'<rect width="{w}" height="{h}" fill="#f4f1e6"/>',
           f'<text x="10" y="20" font-size="14">The Fox in the Forest Duet - level '
           f'{rules.level}, side {board.side} - round {r.round}, trick {r.trick_no}/11 - '
           f'{r.phase} - {seen_by}</text>']
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
        player = next_seat(r.leader, PLAYERS, i)
        out += _card(180 + 60 * i, y + 30, card, f"P{player}" + (" led" if i == 0 else ""))
    out += _hands(r, seat)
    if r.result is not None:
        out.append(f'<text x="330" y="{y + 50}" font-weight="bold">result: {r.result}'
                   '</text>')
    out.append("</svg>")
    return "\n".join(out)
