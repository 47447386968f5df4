"""Trick rules: which cards may be played, what a follow shows, who wins, how far the
tracker may move (FD-3 to FD-5, FD-13.2, FD-13.4, FD-13.6).

Examples:
    >>> from tabletop.games.fox_duet.cards import Card
    >>> R4, S2, R2 = (Card.parse(t) for t in ("R4", "S2", "R2"))
    >>> [str(c) for c in legal_plays((R2, S2), (R4,))]
    ['R2']
    >>> trick_winner((R4, S2), leader=0, trump="S")
    1
"""

from __future__ import annotations

import functools
from itertools import combinations

from ...engine import next_seat
from .cards import CARDS, GAZELLE, MUSICIAN, ROYAL_HEIR, Card, Footprints
from .options import Options
from .state import PLAYERS


def legal_plays(hand: tuple[Card, ...], trick: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played into ``trick``.

    The leader plays any card (FD-3.3). The follower must play a card of the led suit if
    the hand holds one (FD-3.5), unless the lead is a Royal heir (FD-3.6, FD-13.6).
    """
    if not trick or trick[0].rank == ROYAL_HEIR:
        return hand
    led = trick[0].suit
    suited = [c for c in hand if c.suit == led]
    return tuple(suited) if suited else hand


def trick_winner(trick: tuple[Card, ...], leader: int, trump: str) -> int:
    """The seat that wins a complete trick (FD-4.2): the higher trump if any trump was
    played, otherwise the higher card of the led suit; an off-suit, non-trump card never
    wins. ``trump`` is the decree's suit at this moment (FD-4.1)."""
    lead, follow = trick
    if follow.suit == lead.suit:
        follower_wins = follow.rank > lead.rank
    else:
        follower_wins = follow.suit == trump
    return next_seat(leader, PLAYERS) if follower_wins else leader


def shows_void(lead: Card, follow: Card) -> bool:
    """Whether following ``lead`` with ``follow`` shows the follower held no card of the
    led suit: following was compulsory (FD-3.5), the lead was not a 9 (FD-3.6), and
    ``follow`` is of another suit.

    Examples:
        >>> shows_void(Card.parse("R4"), Card.parse("S2"))
        True
        >>> shows_void(Card.parse("R9"), Card.parse("S2"))
        False
    """
    return follow.suit != lead.suit and lead.rank != ROYAL_HEIR


def move_choices(trick: tuple[Card, ...], winner: int, leader: int,
                 footprints: tuple[int, ...], winning_card_only: bool) -> tuple[int, ...]:
    """Every signed displacement the trick winner may pick, ascending (FD-5).

    The base distance counts the footprints of both cards (FD-5.1; with
    ``winning_card_only``, only the winner's card: option ``movement_source``, U1). Each
    Gazelle lets the winner ignore one counted card (FD-13.4); a Musician lets the winner
    move either way (FD-13.2). Without a 1 or a 5 there is exactly one choice (FD-5.2).

    Examples:
        >>> from tabletop.games.fox_duet.cards import Card
        >>> fp = (0, 3, 2, 1, 1, 2, 0, 2, 0, 3)
        >>> move_choices((Card.parse("S5"), Card.parse("R10")), 0, 0, fp, False)
        (-4, -3, -1)
        >>> move_choices((Card.parse("R1"), Card.parse("D5")), 1, 0, fp, False)
        (-1, 0, 1)
    """
    counted = (trick[0 if winner == leader else 1],) if winning_card_only else trick
    steps = [footprints[c.rank - 1] for c in counted]
    toward = 1 if winner else -1
    if not needs_move_choice(trick):
        return (toward * sum(steps),)
    gazelles = sum(c.rank == GAZELLE for c in trick)
    distances = {sum(steps) - sum(ignored)
                 for size in range(min(gazelles, len(steps)) + 1)
                 for ignored in combinations(steps, size)}
    signs = (-1, 1) if any(c.rank == MUSICIAN for c in trick) else (toward,)
    return tuple(sorted({s * d for s in signs for d in distances}))


def move_choices_of(rules: Options, trick: tuple[Card, ...], winner: int, leader: int
                    ) -> tuple[int, ...]:
    """The displacements open to ``winner`` of the complete ``trick`` under the footprint
    table and option ``movement_source`` of ``rules`` (FD-5.1 to FD-5.3)."""
    lead, follow = trick
    return _move_choices(lead.index, follow.index, winner, leader, rules.footprint_table,
                         rules.movement_source == "winning_card")


@functools.cache
def _move_choices(lead: int, follow: int, winner: int, leader: int, footprints: Footprints,
                  winning_card_only: bool) -> tuple[int, ...]:
    """`move_choices` of the trick of cards ``CARDS[lead]``, ``CARDS[follow]``,
    computed once per trick, seats and table."""
    return move_choices((CARDS[lead], CARDS[follow]), winner, leader, footprints,
                        winning_card_only)


def needs_move_choice(trick: tuple[Card, ...]) -> bool:
    """Whether the winner decides the move: the trick holds a Musician or a Gazelle
    (FD-5.3).

    Examples:
        >>> from tabletop.games.fox_duet.cards import Card
        >>> needs_move_choice((Card.parse("R4"), Card.parse("D5")))
        True
    """
    lead, follow = trick
    return lead.rank in _CHOOSE_MOVE or follow.rank in _CHOOSE_MOVE


_CHOOSE_MOVE = frozenset({MUSICIAN, GAZELLE})
