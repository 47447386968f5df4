"""Text pictures of the table: the path with its covered ends, gems and tracker, then the
forest supply, decree, trick and hands.

Example (start of a level-1 game, abridged)::

    The Fox in the Forest Duet - level 1, side A - round 1, trick 1/11 - PLAY_LEAD: P1
    space    -8  -7  -6  -5  -4  -3  -2  -1   0  +1  +2  +3  +4  +5  +6  +7  +8
    gems      1   .   2   .+  1   1   .+  1   .+  1   .+  1   1   .+  2   .   1
    tracker                                   ^
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import LEVELS, Board
from .cards import SUIT_NAMES, Card, by_index
from .flow import score
from .forest import gem_supply
from .state import CHANCE_PHASES, END, HAND_SIZE, ForestPath, Record

if TYPE_CHECKING:
    from .observation import FoxDuetObservation
    from .rules import Rules

CELL = 4


def path_lines(path: ForestPath, board: Board | None = None) -> list[str]:
    """Three rows: the positions (``##`` for a covered space), the gems on each location
    (``.`` for none, ``+`` after a '+' location, blank without a location) and the
    tracker ``^``."""
    positions = range(path.e0, path.e0 + len(path.gems))
    spaces, gems, marks = ["space  "], ["gems   "], ["tracker"]
    for pos in positions:
        location = board.location(pos) if board is not None else True
        label = "##" if path.is_covered(pos) else f"{pos:+d}" if pos else "0"
        spaces.append(label.rjust(CELL - 1) + " ")
        count = str(path.gems_at(pos) or ".") if location is not None else ""
        plus = "+" if getattr(location, "plus", False) else " "
        gems.append((count + plus).rjust(CELL))
        marks.append(("^" if pos == path.tracker else "").rjust(CELL - 1) + " ")
    return ["".join(spaces).rstrip(), "".join(gems).rstrip(), "".join(marks).rstrip()]


def _cards(cards) -> str:
    return " ".join(str(c) for c in cards) or "-"


def _decree(decree: Card | None) -> str:
    if decree is None:
        return "decree: not revealed"
    return f"decree: {decree} (trumps: {SUIT_NAMES[decree.suit]})"


def _trick(trick: tuple[Card, ...], leader: int) -> str:
    plays = [f"P{(leader + i) % 2} {card}" for i, card in enumerate(trick)]
    return "trick: " + (", ".join(plays) or "-")


def _header(level: int, side: str, rnd: int, trick_no: int, phase: str, actor: int) -> str:
    who = "" if phase in CHANCE_PHASES or phase == END else f": P{actor}"
    trick = f"trick {trick_no}/{HAND_SIZE}" if trick_no else "dealing"
    return (f"The Fox in the Forest Duet - level {level}, side {side} - round {rnd}, {trick}"
            f" - {phase}{who}")


def _result(result: str | None, points: int) -> list[str]:
    return [] if result is None else [f"result: {result}, score {points}"]


def render(rules: Rules, r: Record) -> str:
    """The whole table, both hands included (``str(state)``)."""
    path = r.path
    lines = [_header(rules.level, rules.board.side, r.round, r.trick_no, r.phase, r.actor),
             *path_lines(path, rules.board),
             f"forest tokens in supply: {path.forest_supply} - gems on the board: "
             f"{path.gems_on_board}, in supply: {gem_supply(path)}",
             f"dealer: P{r.dealer} - {_decree(r.decree)} - {_trick(r.trick, r.leader)}"]
    if r.gift_pick is not None:
        lines.append(f"gift: P{1 - r.actor} picked {r.gift_pick}")
    lines += [f"P{p} hand: {_cards(r.hands[p])}" for p in (0, 1)]
    return "\n".join(lines + _result(r.result, score(rules, r)))


def _voids(suits: frozenset[str]) -> str:
    """The suits a seat has shown it lacks (FD-3.5), for its hand line."""
    names = ", ".join(SUIT_NAMES[s] for s in sorted(suits))
    return f" - none of: {names}" if suits else ""


def render_observation(o: FoxDuetObservation) -> str:
    """One seat's view: the table and its own hand only."""
    path = ForestPath(o.e0, o.gems, o.lo, o.hi, o.tracker, o.forest_supply)
    known = f" (known: {_cards(by_index(o.known_in_partner_hand))})" \
        if o.known_in_partner_hand else ""
    lines = [_header(o.level, LEVELS[o.level].side, o.round, o.trick_no, o.phase, o.to_move),
             *path_lines(path),
             f"forest tokens in supply: {o.forest_supply} - gems in supply: {o.gem_supply}",
             f"dealer: P{o.dealer} - {_decree(o.decree)} - {_trick(o.trick, o.leader)}",
             f"P{o.player} (you) hand: {_cards(o.hand)}"
             + (f" - your gift pick: {o.gift_pick}" if o.gift_pick else "")
             + (" - your partner has picked a gift" if o.gift_pending and not o.gift_pick
                else ""),
             f"P{1 - o.player} hand: {o.partner_hand_size} cards{known}"
             + _voids(o.partner_voids)]
    return "\n".join(lines + _result(o.result, o.score))
