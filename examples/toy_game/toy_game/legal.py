"""What may happen in each phase of the toy game, and why an action is refused.

Examples:
    >>> from toy_game import ToyRules
    >>> from toy_game.state import Record
    >>> r = Record(hands=(frozenset({"a1", "b2"}), frozenset({"a3", "c1"})), dealt=6,
    ...            trick=("c4",))
    >>> [str(a) for a in plays(ToyRules(), r)]
    ['play c1']
    >>> explain(ToyRules(), r, Play("a3"))
    'TOY-2: must follow suit c'
"""

from __future__ import annotations

from tabletop.engine import Action

from .actions import Bonus, Deal, Play
from .options import Options
from .state import CARDS, Record


def deals(rules: Options, r: Record) -> list[Deal]:
    """The cards still in the deck, each equally likely to be dealt next (TOY-1)."""
    held = r.hands[0] | r.hands[1] | r.played
    return [Deal(c) for c in CARDS if c not in held]


def plays(rules: Options, r: Record) -> list[Play]:
    """The cards the actor may play: any card to lead, a card of the led suit to follow
    when it holds one (TOY-2)."""
    hand = sorted(r.hands[r.actor])
    if r.trick:
        hand = [c for c in hand if c[0] == r.trick[0][0]] or hand
    return [Play(c) for c in hand]


def bonuses(rules: Options, r: Record) -> list[Bonus]:
    """The faces of the bonus die (TOY-4)."""
    return [Bonus(n) for n in range(1, rules.bonus_sides + 1)]


def explain(rules: Options, r: Record, action: Action) -> str | None:
    """Why a card the follower holds may not be played: it does not follow suit (TOY-2).
    None for any other refusal, which the kernel explains from the phase table."""
    if isinstance(action, Play) and action.card in r.hands[r.actor]:
        return f"TOY-2: must follow suit {r.trick[0][0]}"
    return None
