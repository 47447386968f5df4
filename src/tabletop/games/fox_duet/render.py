"""Text pictures of the table: the path with its covered ends, gems and tracker, then the
forest supply, decree, trick and hands (FD-0.4 to FD-0.7; section 4 for one seat's view,
which ``observation.py`` builds from the same lines).

Example (start of a level-1 game, abridged)::

    The Fox in the Forest Duet - level 1, side A - round 1, trick 1/11 - PLAY_LEAD: P1
    space    -8  -7  -6  -5  -4  -3  -2  -1   0  +1  +2  +3  +4  +5  +6  +7  +8
    gems      1   .   2   .+  1   1   .+  1   .+  1   .+  1   1   .+  2   .   1
    tracker                                   ^
"""

from __future__ import annotations

from collections.abc import Iterable

from ...engine import next_seat
from .board import Board
from .cards import SUIT_NAMES, Card, by_index
from .forest import gem_supply
from .options import Options
from .scoring import score
from .state import HAND_SIZE, PLAYERS, ForestPath, Record

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


def cards_text(cards: Iterable[Card]) -> str:
    """Cards separated by spaces, ``-`` for none."""
    return " ".join(str(c) for c in cards) or "-"


def table_line(dealer: int, decree: Card | None, trick: tuple[Card, ...], leader: int
               ) -> str:
    """The dealer, the decree and its trumps, and the trick's cards by seat."""
    if decree is None:
        shown = "decree: not revealed"
    else:
        shown = f"decree: {decree} (trumps: {SUIT_NAMES[decree.suit]})"
    plays = [f"P{next_seat(leader, PLAYERS, i)} {card}" for i, card in enumerate(trick)]
    return f"dealer: P{dealer} - {shown} - trick: " + (", ".join(plays) or "-")


def header(level: int, side: str, rnd: int, trick_no: int, phase: str, to_move: int) -> str:
    """The first line: level, side, round, trick and phase, and the deciding seat
    (``to_move`` is negative at a chance event and at the end)."""
    who = f": P{to_move}" if to_move >= 0 else ""
    trick = f"trick {trick_no}/{HAND_SIZE}" if trick_no else "dealing"
    return (f"The Fox in the Forest Duet - level {level}, side {side} - round {rnd}, {trick}"
            f" - {phase}{who}")


def result_lines(result: str | None, points: int) -> list[str]:
    """The result and score line once the game is over."""
    return [] if result is None else [f"result: {result}, score {points}"]


def voids_text(suits: frozenset[str]) -> str:
    """The suits a seat has shown it lacks (FD-3.5), for its hand line."""
    names = ", ".join(SUIT_NAMES[s] for s in sorted(suits))
    return f" - none of: {names}" if suits else ""


def render(rules: Options, r: Record) -> str:
    """The whole table, both hands included (``str(state)``)."""
    path = r.path
    lines = [header(rules.level, rules.board.side, r.round, r.trick_no, r.phase,
                    rules.current_player(r)),
             *path_lines(path, rules.board),
             f"forest tokens in supply: {path.forest_supply} - gems on the board: "
             f"{path.gems_on_board}, in supply: {gem_supply(path)}",
             table_line(r.dealer, r.decree, r.trick, r.leader)]
    if r.gift_pick is not None:
        lines.append(f"gift: P{next_seat(r.actor, PLAYERS)} picked {r.gift_pick}")
    lines += [f"P{p} hand: {cards_text(r.hands[p])}" for p in range(PLAYERS)]
    return "\n".join(lines + result_lines(r.result, score(rules, r)))


def screen(rules: Options, r: Record, seat: int) -> tuple[str, str, str]:
    """Terminal play's screen for ``seat`` (the layout every game shares): the header
    (level, side, round and trick), the table as ``seat`` sees it (the path, the supply, the
    decree and the trick, the partner's hand size, the cards of it ``seat`` knows and the
    suits it has shown it lacks) and ``seat``'s own hand.

    Examples:
        >>> from tabletop.games.fox_duet import Rules
        >>> rules = Rules()
        >>> head, table, hand = screen(rules, rules.initial_record(), 0)
        >>> head, hand
        ('The Fox in the Forest Duet - level 1, side A - round 1, dealing', 'your hand: -')
    """
    seen = rules.observation(r, seat)
    path = ForestPath(seen.e0, seen.gems, seen.lo, seen.hi, seen.tracker, seen.forest_supply)
    trick = f"trick {seen.trick_no}/{HAND_SIZE}" if seen.trick_no else "dealing"
    head = (f"The Fox in the Forest Duet - level {rules.level}, side {rules.board.side} - "
            f"round {seen.round}, {trick}")
    partner = next_seat(seat, PLAYERS)
    known = seen.known_in_partner_hand
    size = seen.partner_hand_size
    table = [*path_lines(path, rules.board),
             f"forest tokens in supply: {seen.forest_supply} - gems in supply: "
             f"{seen.gem_supply}",
             table_line(seen.dealer, seen.decree, seen.trick, seen.leader),
             f"P{partner} hand: {size} card{'s' * (size != 1)}"
             + (f" (known: {cards_text(by_index(known))})" if known else "")
             + voids_text(seen.partner_voids),
             *result_lines(seen.result, seen.score)]
    hand = f"your hand: {cards_text(seen.hand)}"
    if seen.gift_pick:
        hand += f" - your gift pick: {seen.gift_pick}"
    elif seen.gift_pending:
        hand += " - your partner has picked a gift"
    return head, "\n".join(table), hand
