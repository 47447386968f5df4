"""The record: everything that changes during a game, as immutable values (FD-0.5 to
FD-0.8, FD-2, FD-3, FD-11, FD-12, section 3).

The transitions (``flow.py``, ``forest.py``) take a record and return a new one, built
with `replace`; the kernel's ``State`` façade keeps the
history and undo stack.

Examples:
    >>> path = ForestPath(e0=-2, gems=(1, 0, 0, 2, 1), lo=-2, hi=2)
    >>> path.gems_at(1), path.replace(lo=-1).is_covered(-2)
    (2, True)
    >>> str(Record(path=path).phase), Record(path=path).follower
    ('DEAL_CARD', 1)
"""

from __future__ import annotations

from ...engine import NOBODY, Frozen, PhaseName, frozen, next_seat
from .cards import CARDS, Card

PLAYERS = 2
"""Seats at the table: P0 at path end E0, P1 at E1 (FD-0.4)."""


class Phase(PhaseName):
    """The pending step of a game, by its name in spec section 3."""

    FIRST_DEALER = "FIRST_DEALER"
    DEAL_CARD = "DEAL_CARD"
    DECREE_REVEAL = "DECREE_REVEAL"
    PLAY_LEAD = "PLAY_LEAD"
    PLAY_FOLLOW = "PLAY_FOLLOW"
    FOXES_TARGET = "FOXES_TARGET"
    FOXES_SWAP = "FOXES_SWAP"
    GIFT_FIRST = "GIFT_FIRST"
    GIFT_SECOND = "GIFT_SECOND"
    MOVE_CHOICE = "MOVE_CHOICE"
    COLLECT_GEM = "COLLECT_GEM"
    FOREST_END = "FOREST_END"
    END = "END"


# Results of a finished game (FD-11, FD-12).
VICTORY = "VICTORY"
LOST_IN_FOREST = "LOST_IN_FOREST"
TIME_UP = "TIME_UP"
FOREST_EXHAUSTED = "FOREST_EXHAUSTED"
RESULTS = (VICTORY, LOST_IN_FOREST, TIME_UP, FOREST_EXHAUSTED)

HAND_SIZE = 11
"""Cards per hand, and tricks per round (FD-0.8)."""
ROUNDS = 3
"""At most three rounds are played (FD-0.8)."""


@frozen
class ForestPath(Frozen):
    """The shared board: gems per path position, the uncovered interval ``[lo, hi]``, the
    tracker and the forest supply (FD-0.5 to FD-0.7)."""

    e0: int
    """Position of the E0 end of the printed path (``gems[pos - e0]`` is position ``pos``)."""
    gems: tuple[int, ...]
    """Gems on the location of each path position, covered spaces included."""
    lo: int
    hi: int
    tracker: int = 0
    forest_supply: int = 0

    def gems_at(self, pos: int) -> int:
        """Gems on the location linked to position ``pos``."""
        return self.gems[pos - self.e0]

    @property
    def gems_on_board(self) -> int:
        """Gems on every location, covered ones included."""
        return sum(self.gems)

    def is_covered(self, pos: int) -> bool:
        """Whether a forest token covers position ``pos`` (it lies outside ``[lo, hi]``)."""
        return not self.lo <= pos <= self.hi


@frozen
class Record(Frozen):
    """One moment of a game of The Fox in the Forest Duet."""

    path: ForestPath
    phase: Phase = Phase.DEAL_CARD
    actor: int = NOBODY
    """The seat taking the pending decision (``NOBODY`` at chance events and the end)."""
    round: int = 1
    dealer: int = 0
    hands: tuple[tuple[Card, ...], ...] = ((), ())
    """Each seat's hand, in canonical deck order."""
    unseen: tuple[Card, ...] = CARDS
    """The cards no one has seen this round: the pool while dealing, then the deck (FD-2)."""
    decree: Card | None = None
    trick: tuple[Card, ...] = ()
    """The current trick's cards in play order; the leader played the first."""
    trick_no: int = 0
    leader: int = 0
    winner: int = NOBODY
    """Winner of the current trick, once decided (FD-4)."""
    gift_pick: Card | None = None
    """The ``GIFT_FIRST`` pick, still in its chooser's hand until the exchange (FD-13.5)."""
    known: tuple[frozenset[Card], ...] = (frozenset(), frozenset())
    """``known[p]``: cards in p's hand that p's partner knows are there (given in a Gift,
    or the old decree taken in a Foxes swap; section 4)."""
    voids: tuple[frozenset[str], ...] = (frozenset(), frozenset())
    """``voids[p]``: suits p has publicly shown it lacked this round, by not following a
    lead that was not a 9 (FD-3.5, FD-3.6). None of p's cards unknown to its partner is of
    such a suit: they were all in p's hand then (section 4)."""
    result: str | None = None
    """How the game ended (FD-11, FD-12); the score follows from the final record."""

    @property
    def follower(self) -> int:
        """The seat that plays second in the current trick."""
        return next_seat(self.leader, PLAYERS)

    @property
    def discards(self) -> frozenset[Card]:
        """Face-down cards of this round's earlier tricks (FD-8.1): every card that is in
        no hand, not unseen, not the decree and not in the current trick."""
        return _DECK.difference(*self.hands, self.unseen, self.trick, (self.decree,))


_DECK = frozenset(CARDS)
