"""The transitions of the toy game: the record after each legal action, one function per
phase. The next phase follows from the record's fields (``state.Record.phase``).

Examples:
    >>> from toy_game import ToyRules
    >>> from toy_game.state import Record
    >>> r = Record(hands=(frozenset({"a1"}), frozenset({"a3"})), dealt=6, trick=("a1",))
    >>> after = play(ToyRules(), r, Play("a3"))
    >>> after.leader, str(after.phase), str(roll_bonus(ToyRules(), after, Bonus(2)).phase)
    (1, 'BONUS', 'LEAD')
"""

from __future__ import annotations

from tabletop.engine import replace_seat

from .actions import Bonus, Deal, Play
from .options import Options
from .state import Record


def deal(rules: Options, r: Record, action: Deal) -> Record:
    """The card goes to seat 0, seat 1, seat 0, ... in turn (TOY-1)."""
    seat = r.dealt % 2
    return r.replace(hands=replace_seat(r.hands, seat, r.hands[seat] | {action.card}),
                     dealt=r.dealt + 1)


def play(rules: Options, r: Record, action: Play) -> Record:
    """The card joins the trick (TOY-2); the second card closes it: the higher card of the
    led suit wins, and its seat leads next after rolling the bonus die (TOY-3)."""
    seat = r.actor
    hands = replace_seat(r.hands, seat, r.hands[seat] - {action.card})
    trick = (*r.trick, action.card)
    if len(trick) < 2:
        return r.replace(hands=hands, trick=trick)
    lead, follow = trick
    follower_wins = follow[0] == lead[0] and follow[1] > lead[1]
    winner = 1 - r.leader if follower_wins else r.leader
    return r.replace(hands=hands, trick=(), played=r.played | set(trick), leader=winner,
                     tricks_done=r.tricks_done + 1, bonus_due=True)


def roll_bonus(rules: Options, r: Record, action: Bonus) -> Record:
    """The trick's winner scores 1 + the die (TOY-4)."""
    winner = r.leader
    return r.replace(scores=replace_seat(r.scores, winner, r.scores[winner] + 1 + action.points),
                     bonus_due=False)
