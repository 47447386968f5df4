"""The record of the toy game: everything that changes, as one immutable value.

Twelve cards, suits a/b/c and ranks 1-4 (TOY-1). The record's ``phase`` and ``actor``,
the two things the kernel reads, follow from its fields: dealing until six cards are
out, the bonus roll when a trick has just been won, the end after three tricks, and
otherwise a lead or a follow by the seat whose turn the trick shows.

Examples:
    >>> r = Record()
    >>> str(r.phase), r.actor == NOBODY
    ('DEAL', True)
    >>> r = Record(hands=(frozenset({"a1"}), frozenset({"b2"})), dealt=6, tricks_done=2)
    >>> str(r.phase), r.actor, str(r.replace(trick=("a1",)).phase)
    ('LEAD', 0, 'FOLLOW')
"""

from __future__ import annotations

from tabletop.engine import NOBODY, Frozen, PhaseName, frozen

SUITS = "abc"
CARDS = tuple(f"{s}{r}" for s in SUITS for r in range(1, 5))
"""The deck, in a fixed order: a1 .. a4, b1 .. c4 (TOY-1)."""
HAND = 3
"""Cards dealt to each seat, and tricks played (TOY-1, TOY-5)."""


class Phase(PhaseName):
    """The pending step of a game."""

    DEAL = "DEAL"
    LEAD = "LEAD"
    FOLLOW = "FOLLOW"
    BONUS = "BONUS"
    END = "END"


@frozen
class Record(Frozen):
    """The state of a game: hands, the open trick, the cards played and the scores."""

    hands: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    dealt: int = 0
    """Cards dealt so far; seat ``dealt % 2`` receives the next one (TOY-1)."""
    trick: tuple[str, ...] = ()
    """The cards of the open trick, the lead first."""
    played: frozenset[str] = frozenset()
    """The cards of the finished tricks."""
    leader: int = 0
    """The seat that leads the open trick, or that won the trick just finished."""
    tricks_done: int = 0
    bonus_due: bool = False
    """Whether the winner of the trick just finished is yet to roll the bonus die (TOY-4)."""
    scores: tuple[int, int] = (0, 0)

    @property
    def phase(self) -> Phase:
        """The pending step, read from the fields."""
        if self.dealt < 2 * HAND:
            return Phase.DEAL
        if self.bonus_due:
            return Phase.BONUS
        if self.tricks_done == HAND:
            return Phase.END
        return Phase.FOLLOW if self.trick else Phase.LEAD

    @property
    def actor(self) -> int:
        """The seat that plays next, or ``NOBODY`` at a chance event or the end."""
        if self.phase in (Phase.LEAD, Phase.FOLLOW):
            return (self.leader + len(self.trick)) % 2
        return NOBODY
