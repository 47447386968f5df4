"""The record: everything that changes in a game of Save the World, as immutable values
(SW-1.4, SW-9.1, SW-12.1, SW-17, spec section 3).

Cards are counted, not listed: a hand, a deck or a discard pile is a tuple with one count
per card kind (``cards.KINDS`` order), so equal multisets are equal records. Cells are
numbered ``row * cols + col``; the spread layer holds one byte per cell (0: no token,
``1 + colour`` otherwise), the epicentre layer one entry per disaster spot.

Examples:
    >>> Holding().units(0), Holding(loose=(3, 0, 0, 0, 0), fives=(1, 0, 0, 0, 0)).units(0)
    (0, 8)
    >>> str(Phase.MOVE_STEP)
    'MOVE_STEP'
"""

from __future__ import annotations

import enum

from ...engine import NOBODY, Frozen, PhaseName, frozen

NO_COLOUR = (0, 0, 0, 0, 0)

LIVES = 2
"""SW-17.8: the lives each player starts with (``coop_lives``); the first lost gives a
skull token."""


class Phase(PhaseName):
    """The pending decision (spec table 3.1) or chance event (table 3.2)."""

    CARD_DRAW = "CARD_DRAW"
    START_CITY = "START_CITY"
    INITIAL_SPLIT = "INITIAL_SPLIT"
    PHASE1_ACTION = "PHASE1_ACTION"
    MOVE_STEP = "MOVE_STEP"
    TRAVEL_ROLL = "TRAVEL_ROLL"
    TRADE_RESPONSE = "TRADE_RESPONSE"
    DISASTER_DRAW = "DISASTER_DRAW"
    DIE_COLOUR = "DIE_COLOUR"
    SPOT_ROLL = "SPOT_ROLL"
    NEW_SPOT = "NEW_SPOT"
    SPREAD_PLACE = "SPREAD_PLACE"
    LIFE_TIE = "LIFE_TIE"
    DISCARD = "DISCARD"
    DRAW_SPLIT = "DRAW_SPLIT"
    END = "END"
    RESOLVING = "RESOLVING"
    """Phase 2's pending work (`Work`), run by the kernel's step queue; never posed."""


class Work(enum.Enum):
    """A piece of phase 2's pending work on a spot named by the dice (SW-10.5, SW-10.6)."""

    INTENSIFY = "intensify"
    """The spot's disaster intensifies (SW-12.2)."""
    NEW_DISASTER = "new disaster"
    """A new disaster of the card's colour begins on the spot (SW-11.1)."""


class Stage(PhaseName):
    """Where in the game the pending card draws lead back to (spec 3.3)."""

    SETUP = "setup"
    INITIAL = "initial"
    PHASE1 = "phase1"
    PHASE3 = "phase3"


@frozen
class Holding(Frozen):
    """What one player (or the co-op common pile) holds (SW-9.1): per colour, loose
    spread tokens, five-value tokens and epicentre tokens; and permanent points."""

    loose: tuple[int, ...] = NO_COLOUR
    fives: tuple[int, ...] = NO_COLOUR
    epicentres: tuple[int, ...] = NO_COLOUR
    permanent: int = 0

    def units(self, colour: int) -> int:
        """Spread units of ``colour``: a loose token is 1, a five-value token 5 (SW-9.2)."""
        return self.loose[colour] + 5 * self.fives[colour]

    @property
    def points(self) -> int:
        """SW-15.3: loose + 5 x five-value + epicentre tokens + permanent points."""
        return sum(self.loose) + 5 * sum(self.fives) + sum(self.epicentres) + self.permanent


@frozen
class Segment(Frozen):
    """The movement of one walking card (SW-5): its card, the distance left, the steps
    made, the tokens gained under a cap and the cells entered so far."""

    kind: int
    left: int
    steps: int = 0
    taken: int = 0
    entered: frozenset[int] = frozenset()


@frozen
class Turn(Frozen):
    """Phase-1 bookkeeping of the active player (SW-4, SW-7, SW-8)."""

    played: tuple[int, ...] = ()
    """Counts per card kind of the cards laid out this phase 1 (SW-4.3)."""
    counts: tuple[int, ...] = NO_COLOUR
    """Cards that count for each colour (``n_c``; declared universals included)."""
    wild: int = 0
    """Universal cards played under ``universal_card = wild`` (SW-7.5)."""
    used: tuple[int, ...] = NO_COLOUR
    """Coloured cards consumed by resolutions, per colour (SW-7.4)."""
    wild_used: int = 0
    offered: frozenset[int] = frozenset()
    """Seats that received an offer this turn (SW-8.2)."""
    traded: bool = False
    swapped: bool = False


@frozen
class Offer(Frozen):
    """A pending trade offer (SW-8.2): the target, the card offered, the kind wanted."""

    target: int
    card: int
    wanted: int = -1


@frozen
class Placement(Frozen):
    """A new disaster's spread placement in progress (SW-11.2 to SW-11.4)."""

    colour: int
    spot_cell: int
    cells: tuple[int, ...] = ()
    classes: tuple[int, ...] = (0, 0, 0, 0, 0)


@frozen
class Record(Frozen):
    """One moment of a game of Save the World."""

    phase: Phase = Phase.CARD_DRAW
    actor: int = NOBODY
    stage: Stage = Stage.SETUP
    round: int = 0
    """0 during setup, 1 for the preparatory round (SW-3.2), then 2, 3, ..."""
    active: int = 0
    figures: tuple[int, ...] = ()
    """The cell of each seat's figure; -1 before placement and after elimination."""
    spread: bytes = b""
    """One byte per cell: 0 where no spread token lies, else ``1 + colour``."""
    epi_type: tuple[int, ...] = ()
    """The type on each disaster spot, -1 where the spot is free."""
    epi_level: tuple[int, ...] = ()
    skulls: frozenset[int] = frozenset()
    supply: tuple[int, ...] = NO_COLOUR
    epi_supply: tuple[int, ...] = NO_COLOUR
    holdings: tuple[Holding, ...] = ()
    pile: Holding = Holding()
    hands: tuple[tuple[int, ...], ...] = ()
    known: tuple[tuple[int, ...], ...] = ()
    """Per seat, the cards every player knows to be in that hand (SW-8, section 4)."""
    decks: tuple[int, ...] = ()
    """Counts per card kind still in the transport and solution decks."""
    discards: tuple[int, ...] = ()
    disaster_deck: tuple[int, ...] = ()
    disaster_discard: tuple[int, ...] = ()
    row: tuple[int, ...] = (-1, -1, -1, -1)
    counter: int = 0
    turn: Turn = Turn()
    segment: Segment | None = None
    offer: Offer | None = None
    draws: tuple[int, ...] = ()
    """Pending card draws: one deck per draw (0 transport, 1 solution), in order."""
    draw_to: int = NOBODY
    """The seat the pending draws go to, or -1 - slot for an offer-row slot."""
    draw_left: int = 0
    """Cards still to draw one by one (``draw_mode = sequential``)."""
    card: int = -1
    """The disaster card turned this phase 2 (index into the disaster kinds)."""
    rolls: tuple[int, ...] = ()
    """The spots named by this phase 2's dice so far, -1 for a die without effect."""
    dice_left: tuple[int, ...] = ()
    """Die colours still to roll this phase 2 (0 yellow, 1 red)."""
    rerolls: int = 0
    todo: tuple[tuple[Work, int], ...] = ()
    """Phase 2's work still to do, in order: ``(Work, spot)`` pairs."""
    placement: Placement | None = None
    tie: tuple[int, ...] = ()
    """Seats equally near an outbreak, for ``LIFE_TIE`` (SW-17.8)."""
    outbreaks: int = 0
    lives: tuple[int, ...] = ()
    out: tuple[bool, ...] = ()
    """Eliminated seats (SW-17.8, SW-17.11)."""
    doomed: frozenset[int] = frozenset()
    """Seats that lost their last life this phase 2, eliminated when it ends."""
    lost: bool = False
    """Co-op: the game ended in a loss (SW-17.2, SW-17.8)."""
