"""The options of Save the World (section 1.8) and the static data built from them: the
board (SW-1.1), the deck compositions (section 1.4), the target ``T`` (SW-15.1) and the
movement tables the hot path reads.

Examples:
    >>> rules = Options(players=2)
    >>> rules.target, rules.cooperative, len(rules.map.spots)
    (24, False, 12)
"""

from __future__ import annotations

from typing import Any

import attrs

from ... import engine
from ...engine import Action, derived, file_option, option
from .actions import Table, table
from .board import Board, load_board
from .cards import (
    DISASTER_KINDS,
    KINDS,
    MAX_PER_KIND,
    SOLUTIONS,
    TRANSPORT,
    TRANSPORTS,
    deck_check,
    deck_converter,
    deck_counts,
)
from .state import Record

TARGETS = {2: 24, 3: 30, 4: 32}
"""SW-15.1: disaster cards turned before the game ends, by player count."""
MAX_TARGET = 500
"""The largest ``disaster_total`` (SW-15.1; the defaults are 24 to 32). A game lasts about
``T`` turns: a random game of 4 players at ``T = 500`` (about 9,000 steps) builds and plays
in about 0.35 s and 17 MB (0.7 s and 23 MB with every other option at its slowest), and
``max_game_length`` grows with ``T`` (`rules.length_bound`)."""
MAX_SUPPLY = 1000
"""The largest ``spread_per_colour`` and ``epicentres_per_type`` (section 1.6, SW-11.7),
far above the defaults (20 and unlimited): the board has room for 204 spread tokens, and a
game places at most one epicentre per turned card (at most `MAX_TARGET` + 4), so an
epicentre supply this large never runs out."""
MAX_OUTBREAK_LIMIT = 1000
"""The largest ``coop_outbreak_limit`` (SW-17.1): a game has at most two outbreaks per
turn (SW-10.6), so a higher limit is the same as none in practice."""


@attrs.frozen(cache_hash=True)
class Options(engine.Rules[Record]):
    """Every option of section 1.8, by its name there, plus ``board``."""

    players: int = option(3, choices=(2, 3, 4), doc="number of players (SW-1)")
    variant: str = option("competitive", choices=("competitive", "cooperative"),
                          doc="scoring game or the cooperative variant (SW-17)")
    first_player: int = option(0, between=(0, 3),
                               doc="seat of the first player, below players (SW-1.5)")
    """A seat: the bounds are the seats of the largest table, and a seat at or above
    ``players`` is refused once the rules are built."""
    open_hands: bool = option(False, choices=(False, True), doc="every hand is public (SW-16)")
    disaster_total: int | None = option(None, between=(1, MAX_TARGET),
                                        doc="disaster cards before the end; None: 24/30/32 "
                                            "by player count (SW-15.1)")
    prep_cards_count: bool = option(True, choices=(True, False),
                                    doc="preparatory-round cards count toward T (AMB-20)")
    disaster_deck: tuple[tuple[str, int], ...] | None = option(
        None, check=deck_check("disaster_deck", DISASTER_KINDS),
        converter=deck_converter("disaster_deck"),
        doc=f"disaster cards per kind (fire_1 ... storm_2), 0 to {MAX_PER_KIND} each; "
            "None: section 1.4")
    transport_deck: tuple[tuple[str, int], ...] | None = option(
        None, check=deck_check("transport_deck", TRANSPORTS),
        converter=deck_converter("transport_deck"),
        doc=f"transport cards per kind, 0 to {MAX_PER_KIND} each; None: section 1.4")
    solution_deck: tuple[tuple[str, int], ...] | None = option(
        None, check=deck_check("solution_deck", SOLUTIONS),
        converter=deck_converter("solution_deck"),
        doc=f"solution cards per kind, 0 to {MAX_PER_KIND} each; None: section 1.4")
    spread_per_colour: int = option(20, between=(8, MAX_SUPPLY),
                                    doc="spread tokens of each colour (1.6)")
    epicentres_per_type: int | None = option(None, between=(0, MAX_SUPPLY),
                                             doc="epicentre tokens per type; None: unlimited "
                                                 "(SW-11.7)")
    outbreak_scope: str = option("all", choices=("all", "spread", "spread_five"),
                                 doc="what an outbreak takes from holdings (AMB-1)")
    offer_row_mode: str = option("swap", choices=("swap", "discard_refill"),
                                 doc="how the offer row refills (AMB-2)")
    trade_mode: str = option("target_chooses", choices=("target_chooses", "active_names_both"),
                             doc="how a trade is agreed (AMB-3)")
    allow_revisit: bool = option(True, choices=(True, False),
                                 doc="a segment may enter a cell twice (AMB-4)")
    helicopter: str = option("king", choices=("king", "diagonal_only"),
                             doc="helicopter steps (AMB-8)")
    military_plane: str = option("token_only", choices=("token_only", "any_site"),
                                 doc="military plane destinations (AMB-9)")
    universal_card: str = option("declare", choices=("declare", "wild"),
                                 doc="a universal card counts as one declared colour or "
                                     "every colour (AMB-10)")
    pair_resolves: str = option("one", choices=("one", "all"),
                                doc="a pair resolves one epicentre or all (AMB-11)")
    cap_counts_epicentre: bool = option(True, choices=(True, False),
                                        doc="a resolved epicentre counts toward the cap "
                                            "(AMB-22)")
    five_token_mode: str = option("immediate", choices=("immediate", "on_shortage"),
                                  doc="when 5 loose tokens become a five-value token "
                                      "(AMB-13)")
    site_spread_class: str = option("terrain", choices=("terrain", "separate"),
                                    doc="cities and stations in the 4-per-class cap (AMB-14)")
    spread_maximal: bool = option(False, choices=(False, True),
                                  doc="spread placement must reach the largest count "
                                      "(AMB-17)")
    draw_mode: str = option("split_first", choices=("split_first", "sequential"),
                            doc="phase-3 draw: split first or card by card (AMB-21)")
    tiebreak: str = option("shared", choices=("shared", "permanent_points"),
                           doc="equal top scores (AMB-26)")
    coop_outbreak_limit: int = option(5, between=(0, MAX_OUTBREAK_LIMIT),
                                      doc="co-op: outbreaks allowed (SW-17.1)")
    coop_rerolls: int = option(3, choices=(3, 2), doc="co-op: re-rolls of a skull spot "
                                                       "(AMB-23)")
    coop_lives: bool = option(False, choices=(False, True), doc="co-op: two lives each "
                                                                "(SW-17.8)")
    coop_distance: str = option("manhattan", choices=("manhattan", "chebyshev"),
                                doc="co-op lives: distance to an outbreak (AMB-6)")
    coop_life_tie: str = option("all", choices=("all", "active_chooses"),
                                doc="co-op lives: equally near figures (AMB-6)")
    board: str | None = file_option("path of a board TOML file; None: the assumed default "
                                    "map of section 6.3 (SW-1.1)")

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()  # the derived values first
        if self.first_player >= self.players:
            raise engine.OptionError(f"option first_player={self.first_player} is not a "
                                     f"seat of {self.players} players; accepted: a whole "
                                     f"number from 0 to {self.players - 1} (SW-1.5)")

    # -- static data -------------------------------------------------------------------------
    @derived
    def map(self) -> Board:
        """The board of option ``board``, or the default layout (SW-1.1, section 6)."""
        return load_board(self.board)

    @derived
    def actions(self) -> Table:
        """The prebuilt actions of this board (section 3.1)."""
        return table(tuple(s.id for s in self.map.starts), len(self.map.terrain))

    @derived
    def decks(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Card counts per kind of the transport plus solution decks, and of the disaster
        deck (section 1.4)."""
        cards = (deck_counts("transport_deck", self.transport_deck, TRANSPORTS)
                 + deck_counts("solution_deck", self.solution_deck, SOLUTIONS))
        return cards, deck_counts("disaster_deck", self.disaster_deck, DISASTER_KINDS)

    @derived
    def cooperative(self) -> bool:
        """Whether ``variant`` is the cooperative one (SW-17)."""
        return self.variant == "cooperative"

    @derived
    def target(self) -> int:
        """``T`` (SW-1.6, SW-15.1)."""
        return self.disaster_total or TARGETS[self.players]

    @derived
    def steps(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """Per transport kind, the neighbours of each cell one step may reach (SW-5.1, SW-6:
        the helicopter by ``helicopter``, every other card orthogonally)."""
        board = self.map
        heli = board.king if self.helicopter == "king" else board.diag
        return tuple(heli if t.diagonal else board.orth for t in TRANSPORT)

    @derived
    def walk_steps(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """Per transport kind, the neighbours of each cell whose terrain the card may enter
        (SW-5.1, SW-5.2; empty for the planes)."""
        bits = self.map.bits
        return tuple(tuple(() if t.flies else tuple(n for n in near if t.terrain & bits[n])
                           for near in steps)
                     for t, steps in zip(TRANSPORT, self.steps))

    @derived
    def spot_of(self) -> tuple[int, ...]:
        """The spot index on each cell, -1 where there is none."""
        at = self.map.spot_at
        return tuple(at.get(cell, -1) for cell in range(len(self.map.terrain)))

    @derived
    def spread_classes(self) -> tuple[tuple[int, ...], ...]:
        """The classes a spread token on each cell may count as (none on a spot)."""
        return self.map.spread_classes(self.site_spread_class == "separate")

    @derived
    def memo(self) -> list[tuple[Any, list[tuple[int, int]]]]:
        """One slot holding the last record whose spread-placement candidates were listed,
        with the list (a speed table: each token placed asks for the same list twice)."""
        return [(None, [])]

    @derived
    def card_names(self) -> tuple[str, ...]:
        """The name of each card kind, by kind index (transport, then solution cards)."""
        return KINDS

    @derived
    def place_actions(self) -> tuple[dict[int, Action], ...]:
        """Per cell and spread class, the D8 action: plain, or naming the class on a
        universal cell (SW-11.3 (e))."""
        place = self.actions.place
        return tuple({k: place[n][0] if len(ks) == 1 else place[n][1 + k] for k in ks}
                     for n, ks in enumerate(self.spread_classes))

    @derived
    def hand_memo(self) -> dict[tuple[int, ...], tuple[tuple[int, ...], tuple[Action, ...]]]:
        """Memo of the kinds held and the solution plays of each hand met (a speed table)."""
        return {}

    @derived
    def seats_after(self) -> tuple[tuple[int, ...], ...]:
        """Per seat, the other seats clockwise from the next one."""
        return tuple(engine.others(seat, self.players) for seat in range(self.players))

    @derived
    def offers(self) -> tuple[tuple[tuple[Action, ...], ...], ...]:
        """Per target seat and card kind, the trade offers of that card (SW-8.2): one, or
        one per kind wanted under ``trade_mode = active_names_both``."""
        both = self.trade_mode == "active_names_both"
        return tuple(tuple(forms[1:] if both else forms[:1] for forms in by_kind)
                     for by_kind in self.actions.offer)
