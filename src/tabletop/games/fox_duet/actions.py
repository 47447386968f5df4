"""The actions and chance outcomes of The Fox in the Forest Duet (spec section 3; FD-1.5,
FD-2.2, FD-2.3, FD-3.3, FD-3.5, FD-5.3, FD-6.1, FD-9.2, FD-13.3, FD-13.5).

Every action is a small frozen value whose ``str()`` is what a person types:

Examples:
    >>> from tabletop.games.fox_duet.cards import Card
    >>> [str(a) for a in (Play(Card.parse("R7")), Move(-3), Move(0), Cover(1), TARGET_PARTNER)]
    ['play R7', 'move -3', 'move 0', 'cover E1', 'target partner']
    >>> str(Deal(Card.parse("S3"), 1)), str(Decree(Card.parse("D4"))), str(FirstDealer(1))
    ('deal S3 to P1', 'decree D4', 'first dealer P1')
"""

from __future__ import annotations

import attrs

from ...engine import Action
from .cards import CARDS, Card
from .state import PLAYERS

MAX_MOVE = 6
"""The largest distance a trick can move the tracker (two cards of 3 footprints, FD-0.2)."""


@attrs.frozen(cache_hash=True)
class Play(Action):
    """Play ``card`` into the trick (``PLAY_LEAD``, ``PLAY_FOLLOW``; FD-3.3, FD-3.5)."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@attrs.frozen(cache_hash=True)
class Target(Action):
    """Foxes: aim the effect at the player of the 3 or at the partner (FD-13.3)."""

    partner: bool

    def __str__(self) -> str:
        return "target partner" if self.partner else "target self"


@attrs.frozen(cache_hash=True)
class Swap(Action):
    """Foxes: put ``card`` from hand face up as the decree and take the old decree
    (FD-13.3)."""

    card: Card

    def __str__(self) -> str:
        return f"swap {self.card}"


@attrs.frozen(cache_hash=True)
class NoSwap(Action):
    """Foxes: keep the decree card as it is (FD-13.3)."""

    def __str__(self) -> str:
        return "no swap"


@attrs.frozen(cache_hash=True)
class Give(Action):
    """Gift: the card handed to the partner in the exchange (``GIFT_FIRST``,
    ``GIFT_SECOND``; FD-13.5)."""

    card: Card

    def __str__(self) -> str:
        return f"give {self.card}"


@attrs.frozen(cache_hash=True)
class Move(Action):
    """Move the tracker by ``delta`` spaces, positive toward E1 (``MOVE_CHOICE``; FD-5.3)."""

    delta: int

    def __str__(self) -> str:
        return f"move {self.delta:+d}" if self.delta else "move 0"


@attrs.frozen(cache_hash=True)
class Cover(Action):
    """Put the end-of-round forest token on path end E0 or E1 (``FOREST_END``; FD-9.2)."""

    end: int

    def __str__(self) -> str:
        return f"cover E{self.end}"


@attrs.frozen(cache_hash=True)
class Collect(Action):
    """Take the available gem (``COLLECT_GEM``, option ``gem_collection = optional``)."""

    def __str__(self) -> str:
        return "collect"


@attrs.frozen(cache_hash=True)
class Decline(Action):
    """Leave the available gem where it is (``COLLECT_GEM``, optional collection)."""

    def __str__(self) -> str:
        return "decline"


@attrs.frozen(cache_hash=True)
class FirstDealer(Action):
    """Chance outcome: who deals round 1 (``first_dealer = random``; FD-1.5)."""

    seat: int

    def __str__(self) -> str:
        return f"first dealer P{self.seat}"


@attrs.frozen(cache_hash=True)
class Deal(Action):
    """Chance outcome: ``card`` is dealt to seat ``seat`` (``DEAL_CARD``; FD-2.2)."""

    card: Card
    seat: int

    def __str__(self) -> str:
        return f"deal {self.card} to P{self.seat}"


@attrs.frozen(cache_hash=True)
class Decree(Action):
    """Chance outcome: ``card`` is revealed as the decree card (``DECREE_REVEAL``; FD-2.3)."""

    card: Card

    def __str__(self) -> str:
        return f"decree {self.card}"


# The one instance of each action: legal-action lists hand these out, so membership tests
# hit identity.
PLAY = tuple(Play(c) for c in CARDS)
SWAP = tuple(Swap(c) for c in CARDS)
GIVE = tuple(Give(c) for c in CARDS)
MOVE = {d: Move(d) for d in range(-MAX_MOVE, MAX_MOVE + 1)}
COVER = (Cover(0), Cover(1))
TARGET_SELF, TARGET_PARTNER = Target(False), Target(True)
TARGETS = (TARGET_SELF, TARGET_PARTNER)
NO_SWAP = NoSwap()
COLLECT, DECLINE = Collect(), Decline()
COLLECT_OR_DECLINE = (COLLECT, DECLINE)
FIRST_DEALER = tuple(FirstDealer(seat) for seat in range(PLAYERS))
DEAL = tuple(tuple(Deal(c, seat) for c in CARDS) for seat in range(PLAYERS))
DECREE = tuple(Decree(c) for c in CARDS)

ACTION_SPACE: tuple[Action, ...] = (
    *PLAY, TARGET_SELF, TARGET_PARTNER, NO_SWAP, *SWAP, *GIVE, *MOVE.values(), *COVER,
    COLLECT, DECLINE)
"""Every decision action, in index order."""

CHANCE_SPACE: tuple[Action, ...] = (*FIRST_DEALER, *DEAL[0], *DEAL[1], *DECREE)
"""Every chance outcome."""
