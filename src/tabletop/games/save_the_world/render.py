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

from . import actions as A
from .board import COLS, ROWS, Board
from .cards import COLOURS, DISASTER_KINDS, KINDS, TRANSPORT
from .glossary import TERRAIN_NAMES, card_text
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


SHORT_LEGEND = (". sea #land *polar ~universal C city P station Y1/R1 free spot F0 epicentre "
                "f spread xx skull 0-3 figure")
"""The legend in one line, for terminal play (``help`` gives the whole)."""


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


def screen(rules: Options, r: Record, seat: int) -> tuple[str, str, str]:
    """Terminal play's screen for ``seat`` (the layout every game shares, under 40 lines
    with the choices): the header (round, turn, phase, disaster cards turned), the map with
    a one-line legend and what is in progress, and ``seat``'s hand and holding, with the
    reason for each transport card of the hand that is not offered now.

    Examples:
        >>> from tabletop.games.save_the_world import Rules
        >>> rules = Rules(players=2)
        >>> head, table, hand = screen(rules, rules.initial_record(), 0)
        >>> head
        'Save the World - setup - disaster cards 0/24'
        >>> len(table.splitlines()), hand
        (17, 'your hand: -; you hold nothing; permanent 0; 0 points')
    """
    seen = rules.observation(r, seat)
    v = seen.view
    stage = ("setup" if v.round == 0 else f"round {v.round}, P{v.active}'s turn" + (
        ", phase 1" if v.phase in PHASE1 else ", phase 2" if v.phase in PHASE2 else
        ", phase 3" if v.phase in (Phase.DISCARD, Phase.DRAW_SPLIT) else ""))
    head = f"Save the World - {stage} - disaster cards {v.counter}/{rules.target}"
    hands = [cards_text(h) if rules.open_hands or s == seat else
             f"{t} transport + {n} solution cards (known: {cards_text(v.known[s])})"
             for s, (h, (t, n)) in enumerate(zip(v.hands, seen.hand_sizes))]
    lines = table_lines(rules, v, hands)
    own = lines[1 + rules.cooperative + seat]
    rest = [line for line in lines[1:] if line is not own and not line.startswith(
        ("offer row", "discards", "disaster card: ", "segment: "))]  # asks names the walk
    row = " | ".join(f"{i} {KINDS[k]}" if k >= 0 else f"{i} (empty)" for i, k in enumerate(v.row))
    table = [*draw_map(rules.map, v)[:1], *draw_map(rules.map, v)[2:], SHORT_LEGEND,
             "supply: " + " ".join(f"{COLOURS[c]} {v.supply[c]}" for c in range(5)),
             f"offer row: {row} - discards: {cards_text(v.discards)}", *rest]
    if v.card >= 0 and v.phase in PHASE2:
        table.append(f"disaster card: {DISASTER_KINDS[v.card]}" + "".join(
            f"; die named {rules.map.spots[s].name}" for s in v.rolls if s >= 0))
    status, held = own.split(": hand ", 1)
    status = status[len(f"P{seat}"):].strip(", ")
    hand = [f"your hand: {held}".replace("; holds ", "; you hold ", 1)
            + (f" ({status})" if status else ""),
            *not_offered(rules, r, seat)]
    return head, "\n".join(table), "\n".join(hand)


def not_offered(rules: Options, r: Record, seat: int) -> list[str]:
    """Why each transport card of ``seat``'s hand is missing from the choices now, naming
    the rule (SW-4.2, SW-6.1, SW-6.2, SW-6.7); nothing outside ``seat``'s phase 1."""
    if r.actor != seat or r.phase not in (Phase.PHASE1_ACTION, Phase.MOVE_STEP):
        return []
    offered = {a.kind for a in rules.legal_actions(r) if isinstance(a, A.Walk | A.Fly)}
    missing = [k for k in range(len(TRANSPORT)) if r.hands[seat][k] and k not in offered]
    if not missing:
        return []
    if r.phase == Phase.MOVE_STEP:
        names = ", ".join(KINDS[k] for k in missing)
        return [f"  not offered: {names} - a transport card waits until this walk stops "
                "(SW-4.2, SW-5.8)"]
    here = r.figures[seat]
    place = f"{rules.map.cell_name(here)} ({TERRAIN_NAMES[rules.map.terrain[here]]})"
    reasons = []
    for k in missing:
        if k == 0:
            why = "no other city or station is free of spread tokens to land on (SW-6.1)"
        elif k == 1:
            why = "no city or station holds a spread token to land on (SW-6.2)"
        else:
            why = (f"{card_text(k)}: no single step from {place} is a legal end for it "
                   "(SW-6.7)")
        reasons.append(f"  not offered: {KINDS[k]} - {why}")
    return reasons
