"""Text pictures (``str(state)``, ``str(observation)``): the 12 x 18 map, holdings, hands,
the offer row and the counters.

Each cell is three characters: two for what lies there (terrain, a site, a free spot with
its die, an epicentre with its level, a spread token, a skull) and one for the figures.

Examples:
    >>> from tabletop.games.save_the_world import Rules
    >>> print(str(Rules(players=2).initial_state()).splitlines()[2][:30])
     0  *  *  *  *  *  P  * Y1  *
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import COLS, ROWS, Board
from .cards import COLOURS, DISASTER_KINDS, KINDS
from .state import LIVES, Phase, Record

if TYPE_CHECKING:
    from .options import Options

PHASE1 = (Phase.PHASE1_ACTION, Phase.MOVE_STEP, Phase.TRADE_RESPONSE, Phase.TRAVEL_ROLL)
PHASE2 = (Phase.DIE_COLOUR, Phase.SPOT_ROLL, Phase.NEW_SPOT, Phase.SPREAD_PLACE,
          Phase.LIFE_TIE)
TERRAIN_MARK = {"L": "#", "S": ".", "P": "*", "U": "~"}
COLOUR_MARK = "FWEQS"
"""Fire, flood (water), epidemic, quake, storm: capitals for epicentres, small letters
for spread tokens."""
LEGEND = ("legend: . sea  # land  * polar  ~ universal  C city  P station  Y3/R5 free spot "
          "(yellow/red die)\n"
          "        F0-S2 epicentre and level (F fire W flood E epidemic Q quake S storm)  "
          "f w e q s spread  xx skull  digit: figure of that seat (+ several)")


def cell_mark(board: Board, r: Record, cell: int) -> str:
    """The three characters of one cell."""
    spot = board.spot_at.get(cell)
    if spot is not None:
        kind = r.epi_type[spot]
        if spot in r.skulls and kind < 0:
            main = "xx"
        elif kind >= 0:
            main = f"{COLOUR_MARK[kind]}{r.epi_level[spot]}"
        else:
            main = board.spots[spot].name
    elif r.spread[cell]:
        main = " " + COLOUR_MARK[r.spread[cell] - 1].lower()
    elif cell in board.site_at:
        main = " P" if board.site_at[cell].station else " C"
    else:
        main = " " + TERRAIN_MARK[board.terrain[cell]]
    seats = [str(s) for s, f in enumerate(r.figures) if f == cell]
    return main + ("" if not seats else seats[0] if len(seats) == 1 else "+").ljust(1)


def draw_map(board: Board, r: Record) -> list[str]:
    """The map as text lines: a column header, then one line per row."""
    head = "    " + "".join(f"{c:>3}" for c in range(COLS))
    lines = [head, "   " + "-" * (3 * COLS + 1)]
    for row in range(ROWS):
        lines.append(f"{row:>2} " + "".join(cell_mark(board, r, row * COLS + c)
                                             for c in range(COLS)))
    return lines


def _holding(h) -> str:
    parts = [f"{COLOURS[c]} {h.loose[c]}+{h.fives[c]}x5" + (f" +{h.epicentres[c]}E"
                                                             if h.epicentres[c] else "")
             for c in range(5) if h.loose[c] or h.fives[c] or h.epicentres[c]]
    return (", ".join(parts) or "nothing") + f"; permanent {h.permanent}; {h.points} points"


def cards_text(counts: tuple[int, ...]) -> str:
    """Card counts per kind as text, such as ``boatx2 car`` (``-`` for none)."""
    return " ".join(f"{KINDS[k]}x{n}" if n > 1 else KINDS[k]
                    for k, n in enumerate(counts) if n) or "-"


def table_lines(rules: Options, r: Record, hands: list[str]) -> list[str]:
    """The lines under the map: round, counters and supply, each seat's hand (``hands``)
    and holding, the offer row, discards and what is in progress."""
    lines = [f"round {r.round}, P{r.active} to play, phase {r.phase}; disaster cards "
             f"{r.counter}/{rules.target}; supply "
             + " ".join(f"{COLOURS[c]} {r.supply[c]}" for c in range(5))]
    if rules.cooperative:
        lines.append(f"common pile: {_holding(r.pile)}; outbreaks {r.outbreaks}/"
                     f"{rules.coop_outbreak_limit}")
    for seat in range(rules.players):
        state = " (out)" if r.out[seat] else ""
        lives = f", lives {r.lives[seat]}" if rules.coop_lives else ""
        if rules.coop_lives and r.lives[seat] < LIVES:
            lives += " and a skull token"  # the first lost life gives one (SW-17.8)
        holding = "" if rules.cooperative else f"; holds {_holding(r.holdings[seat])}"
        lines.append(f"P{seat}{state}{lives}: hand {hands[seat]}{holding}")
    row = " | ".join(KINDS[k] if k >= 0 else "(empty)" for k in r.row)
    lines.append(f"offer row: {row}")
    lines.append(f"discards: {cards_text(r.discards)}")
    if any(r.turn.played):
        lines.append(f"laid this phase 1: {cards_text(r.turn.played)}")
    if r.segment is not None:
        seg = r.segment
        lines.append(f"segment: {KINDS[seg.kind]}, {seg.left} left, {seg.taken} taken")
    if r.offer is not None:
        lines.append(f"offer: P{r.active} offers {KINDS[r.offer.card]} to P{r.offer.target}"
                     + (f" for {KINDS[r.offer.wanted]}" if r.offer.wanted >= 0 else ""))
    if r.card >= 0 and r.phase in PHASE2:
        rolls = ", ".join(rules.map.spots[s].name if s >= 0 else "-" for s in r.rolls)
        lines.append(f"disaster card: {DISASTER_KINDS[r.card]}" + (f"; dice named {rolls}"
                                                                   if rolls else ""))
    if r.placement is not None:
        pl = r.placement
        spot = rules.map.spots[rules.map.spot_at[pl.spot_cell]].name
        lines.append(f"placing {COLOURS[pl.colour]} spread around {spot}: {len(pl.cells)} of 8 "
                     "placed")
    if (any(r.turn.counts) or r.turn.wild) and r.phase in PHASE1:
        lines.append("active colours: " + " ".join(
            f"{COLOURS[c]}x{r.turn.counts[c]}" for c in range(5) if r.turn.counts[c])
            + (f" universal x{r.turn.wild}" if r.turn.wild else ""))
    return lines


def render(rules: Options, r: Record) -> str:
    """The whole table, every hand shown."""
    hands = [cards_text(h) for h in r.hands]
    return "\n".join([*draw_map(rules.map, r), LEGEND, *table_lines(rules, r, hands)])


def render_view(rules: Options, r: Record, player: int, sizes: tuple[tuple[int, int], ...],
                open_hands: bool) -> str:
    """The table as ``player`` sees it: other hidden hands only as their sizes."""
    hands = [cards_text(h) if open_hands or seat == player else
             f"{t} transport + {s} solution cards (known: {cards_text(r.known[seat])})"
             for seat, (h, (t, s)) in enumerate(zip(r.hands, sizes))]
    return "\n".join([f"seen by P{player}", *draw_map(rules.map, r), LEGEND,
                      *table_lines(rules, r, hands)])
