"""The record of a game of KST: everything that changes, as frozen values (KST-1.2 … 1.7).

Cards are card-set indices (`.cards`). A hand is a sorted tuple of indices (copies are
interchangeable); the main deck is an unordered multiset — copies left per main card, as
bytes —
whose next card is decided only when it is drawn (KST-14.1); the Graveyard is ordered
bottom to top; a line is a tuple of `Entry` values in the order laid (KST-1.6).

Work that is decided but not yet done lives in the record too: ``todo`` holds the effects
still to resolve, in order, each with its controller; ``stage`` is the step of the turn
(KST-2.1) the game returns to once ``todo`` is empty.

Examples:
    >>> Entry(3).replace(points=1, converted=True)
    Entry(card=3, points=1, converted=True, attachments=())
"""

from __future__ import annotations

from ...engine import NOBODY, Frozen, PhaseName, frozen
from .cards import Effect


class Phase(PhaseName):
    """The pending decision or chance event, named as spec section 5 names it."""

    TEAM_ASSIGNMENT = "team_assignment"
    DRAW = "draw"
    START_DIE = "start_die"
    START_SEAT = "start_seat"
    PLAY = "play"
    CARAVAN_STAKE = "caravan_stake"
    PLACEMENT = "placement"
    ATTACK_TARGET = "attack_target"
    STEAL_TARGET = "steal_target"
    AFTERLIFE = "afterlife"
    ROLL_MODE = "roll_mode"
    DIE = "die"
    CARAVAN_RESULT = "caravan_result"
    MARKET = "market"
    GAME_OVER = "game_over"
    RESOLVING = "resolving"
    """Between two posed steps, inside one transition; never pending afterwards."""


class Stage(PhaseName):
    """The step of setup or of the turn (KST-2.1) the game is in once ``todo`` is empty."""

    DEAL = "deal"
    """The lot of teams and the deal (KST-1.2 … KST-1.5)."""
    START_PLAYER = "start_player"
    TURN_START = "turn_start"
    PLAYS = "plays"
    ROLL = "roll"
    EXTRA_ROLLS = "extra_rolls"
    CARAVANS = "caravans"
    MARKET = "market"
    END_TURN = "end_turn"


(TEAM_ASSIGNMENT, DRAW, START_DIE, START_SEAT, PLAY, CARAVAN_STAKE, PLACEMENT, ATTACK_TARGET,
 STEAL_TARGET, AFTERLIFE, ROLL_MODE, DIE, CARAVAN_RESULT, MARKET, GAME_OVER, RESOLVING) = Phase
"""The phases as plain names: an enum member looked up on its class costs an attribute
search every time, and the transitions name them on every step."""
(DEAL, START_PLAYER, TURN_START, PLAYS, ROLL, EXTRA_ROLLS, CARAVANS, SELLING, END_TURN) = Stage
"""The stages as plain names (``SELLING`` is ``Stage.MARKET``)."""


@frozen
class Entry(Frozen):
    """One entry of a line (KST-1.6): a card, the points on it, whether Afterlife kept it
    (it is then second-world, KST-10.2) and its attachments in the order placed."""

    card: int
    points: int = 0
    converted: bool = False
    attachments: tuple[int, ...] = ()

    def __deepcopy__(self, memo: dict) -> Entry:
        return self  # immutable all the way down, like a tuple of ints


@frozen
class Roll(Frozen):
    """The roll mode and the extra rolls of the turn (KST-5.1, KST-6): whether the Caravans
    are rolled for (``roll_caravans``), the extra rolls remaining (R of KST-6.2) and those
    granted by the roll being resolved (G of KST-6.1)."""

    caravans: bool = False
    left: int = 0
    grant: int = 0

    def __deepcopy__(self, memo: dict) -> Roll:
        return self


NO_ROLL = Roll()
"""A turn before its first roll."""


@frozen
class Ending(Frozen):
    """How the game ended — ``team``, ``bank`` or ``turns`` (KST-17.1 … 17.3) — and the
    winning team (-1 for a draw)."""

    how: str
    winner: int

    def __deepcopy__(self, memo: dict) -> Ending:
        return self


Job = tuple[int, Effect]
"""An effect still to resolve and its controller (KST-19)."""
Jobs = tuple[Job, ...]

NO_ATTACK = (NOBODY, NOBODY, NOBODY)


@frozen
class Record(Frozen):
    """The whole table, the turn in progress and what is being asked."""

    phase: Phase
    actor: int
    teams: tuple[int, ...]
    """Team per seat: 0 Sapphire, 1 Ruby; empty until the lot is drawn (KST-1.2)."""
    pools: tuple[int, ...]
    alive: tuple[bool, ...]
    hands: tuple[tuple[int, ...], ...]
    known: tuple[tuple[int, ...], ...]
    """Cards publicly known to be in each hand, a lower bound (KST-21.2)."""
    lines: tuple[tuple[Entry, ...], ...]
    prisons: tuple[tuple[int, ...], ...]
    bank: int
    deck: bytes
    """Copies left in the main deck, per main card index (a card set allows at most 20
    copies of a card, so one byte each)."""
    graveyard: tuple[int, ...] = ()
    specials: tuple[int, ...] = ()
    """Copies in the special deck, per special card (index minus the number of mains)."""
    gone: tuple[int, ...] = ()
    """Cards that left the game (``eliminated_cards = removed``, KST-16.2)."""
    stage: Stage = Stage.DEAL
    todo: Jobs = ()
    active: int = NOBODY
    """The seat whose turn it is; during the deal, the seat being dealt to."""
    turns: int = 0
    """Turns completed (KST-17.7)."""
    own_turns: tuple[int, ...] = ()
    """Turns each seat has begun (KST-2.1), as the table tells them ("its 3rd turn");
    empty before the first turn."""
    plays: int = 0
    rolls: int = 0
    die: int = 0
    """The last die result of this turn (0: none yet)."""
    roll: Roll = NO_ROLL
    draws: int = 0
    """Cards still to draw by ``active`` in the draw being resolved (KST-14.1)."""
    effect: Effect | None = None
    """The attack or steal whose target is being chosen."""
    attack: tuple[int, int, int] = NO_ATTACK
    """(attacker, defender, entry) of an attack awaiting the Afterlife decision."""
    summoned: int = NOBODY
    """The attachment special awaiting its placement (KST-12.7)."""
    caravans: tuple[int, ...] = ()
    """Line indices of the paid Caravans still to keep or withdraw (KST-7.5)."""
    start_roll: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """The start roll (KST-1.6): who is rolling this round, and their rolls so far; at a
    ``start_seat`` lot after tied rounds, the seats still tied."""
    start_rounds: int = 0
    """Rounds of start dice that ended in a tie (KST-1.6, `.options.START_ROUNDS`)."""
    ending: Ending | None = None
    """How the game ended, once it has."""

    def __deepcopy__(self, memo: dict) -> Record:
        return self  # immutable all the way down: nothing to copy

    @property
    def deck_size(self) -> int:
        """Cards left in the main deck."""
        return sum(self.deck)

    def own_turn(self, seat: int) -> int:
        """Which of its own turns ``seat`` is in or last had (KST-2.1): 1 for its first,
        and for a position set up by hand without the count."""
        return max(1, self.own_turns[seat]) if self.own_turns else 1

    @property
    def ended(self) -> str:
        """How the game ended: ``team``, ``bank``, ``turns`` (KST-17.1 … 17.3); ``""``
        while it goes on."""
        return self.ending.how if self.ending else ""

    @property
    def winner(self) -> int:
        """The winning team, -1 for a draw; NOBODY while the game goes on."""
        return self.ending.winner if self.ending else NOBODY
