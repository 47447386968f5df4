"""What one seat of the toy game may know: its hand, the open trick, the scores and whose
turn it is; the other hand is hidden (TOY-1).

Examples:
    >>> from toy_game import ToyRules
    >>> from toy_game.state import Record
    >>> r = Record(hands=(frozenset({"a1"}), frozenset({"b2"})), dealt=6, tricks_done=2)
    >>> seen = observe(ToyRules(), r, 1)
    >>> sorted(seen.hand), seen.to_move, seen.to_array().shape == LAYOUT.shape
    (['b2'], 0, True)
"""

from __future__ import annotations

import attrs
import numpy as np

from tabletop.engine import Action, Layout, Observation

from .actions import Deal
from .options import Options
from .state import CARDS, HAND, Record

LAYOUT = Layout(("hand", len(CARDS)), ("lead", len(CARDS)), ("scores", 2, HAND * 4),
                ("tricks_done", 1, HAND), ("to_move", 2))
"""The observation array: the hand, the led card, the scores (at most three tricks of 1 +
3 points), the tricks played and the seat to move."""


@attrs.frozen
class ToyObservation(Observation):
    """One seat's view of a record."""

    hand: frozenset[str]
    trick: tuple[str, ...]
    scores: tuple[int, int]
    tricks_done: int
    to_move: int
    """The seat to play, or a negative number at a chance event or the end."""

    def to_array(self) -> np.ndarray:
        """The view as a float32 array of `LAYOUT`."""
        out = LAYOUT.encoder()
        out.multi_hot("hand", (CARDS.index(c) for c in self.hand))
        out.one_hot("lead", CARDS.index(self.trick[0]) if self.trick else -1)
        out.values("scores", self.scores)
        out.value("tricks_done", self.tricks_done)
        out.one_hot("to_move", self.to_move)
        return out.array()


def observe(rules: Options, r: Record, player: int) -> ToyObservation:
    """Seat ``player``'s view: its own hand and everything public."""
    return ToyObservation(player=player, hand=r.hands[player], trick=r.trick,
                          scores=r.scores, tricks_done=r.tricks_done, to_move=r.actor)


def determinize(rules: Options, r: Record, player: int, rng: np.random.Generator) -> Record:
    """A record ``player`` cannot tell from ``r``: the other hand redrawn from the cards it
    has not seen."""
    other = 1 - player
    unseen = sorted(set(CARDS) - r.hands[player] - r.played - set(r.trick))
    resampled = frozenset(rng.choice(unseen, size=len(r.hands[other]), replace=False))
    hands = (resampled, r.hands[1]) if other == 0 else (r.hands[0], resampled)
    return r.replace(hands=hands)


def observe_action(rules: Options, r: Record, action: Action, player: int) -> Action | str:
    """A card dealt to the other seat is seen as ``deal (hidden)`` (TOY-1)."""
    if isinstance(action, Deal) and r.dealt % 2 != player:
        return "deal (hidden)"
    return action
