"""The options of The Fox in the Forest Duet (spec section 5.3) and the static data they
select: the level's setup, the board side, the footprints table and the layout of the
observation array (FD-0.2, FD-1.2, section 4, section 6).

Examples:
    >>> options = Options(level=2)
    >>> options.board.side, options.setup.forest_tokens
    ('B', 3)
    >>> options.layout.shape, options.layout.slices["path"]
    ((296,), slice(246, 291, None))
"""

from __future__ import annotations

import attrs

from ... import engine
from ...engine import Layout, derived, file_option, option
from .board import LEVELS, Board, Level, load_board, validate
from .cards import CARDS, SUITS, Footprints, load_footprints
from .state import PLAYERS, RESULTS, ROUNDS, Phase, Record

CARD_ROWS = ("hand", "known_in_partner_hand", "partner_knows", "decree", "lead", "follow",
             "gift_pick")
"""The rows of the observation's ``cards`` piece: three sets of cards, then four single
cards (the decree, the trick's two cards, the seat's own Gift pick)."""
TABLE = ("to_move", "partner_to_move", "gift_pending", "seat", "is_dealer", "is_leader",
         "trick", "hand_size", "partner_hand_size", "forest_supply", "gem_supply")
"""The slots of the observation's ``table`` piece: whose turn it is, whether a Gift pick is
waiting, the seat's number and whether it deals and leads (each 0 or 1), then the trick
number over 11 and plain counts."""
PATH_ROWS = ("tracker", "covered", "gems")
"""The rows of the observation's ``path`` piece, one slot per space from E0: the tracker's
space, the covered spaces, the gems on each space's location."""


@attrs.frozen(cache_hash=True)
class Options(engine.Rules[Record]):
    """The options of a game for two cooperating seats, P0 and P1, and their static data.

    Every option's default follows the Czech rulebook; the alternatives are the Ukrainian
    text's readings (U1-U10) and the resolved ambiguities of spec section 5.2.
    """

    players: int = option(PLAYERS, choices=(PLAYERS,), doc="number of seats: always 2")
    level: int = option(1, choices=(1, 2, 3),
                        doc="difficulty: 1 = side A, 2 = side B, 3 = side B with diamonds "
                            "(FD-1.2)")
    board_data: str | None = file_option("path of a board TOML file for the level's side; "
                                         "None = the packaged assumed layout (section 6)")
    footprints: str | None = file_option("path of a footprints TOML file; None = table FD-0.2")
    first_dealer: str = option("P0", choices=("P0", "P1", "random"),
                               doc="who deals round 1 (FD-1.5)")
    movement_source: str = option("both_cards", choices=("both_cards", "winning_card"),
                                  doc="footprints counted for movement (FD-5.1, U1)")
    first_leader: str = option("non_dealer", choices=("non_dealer", "dealer"),
                               doc="who leads trick 1 of a round (FD-3.2, U2)")
    dealer_rotation: str = option("alternate", choices=("alternate", "fixed"),
                                  doc="dealer of later rounds (FD-2.5, U3)")
    gem_collection: str = option("mandatory", choices=("mandatory", "optional"),
                                 doc="whether an available gem must be taken (FD-6.1, U4)")
    zero_move_collects: bool = option(True, choices=(True, False),
                                      doc="a move of 0 spaces collects (FD-6.1, A3, U9)")
    overshoot_token_end: str = option("crossed_end", choices=("crossed_end", "winner_end"),
                                      doc="end covered on leaving the path (FD-7.3, U5)")
    overshoot_gem_shift: str = option("next_location",
                                      choices=("next_location", "nearest_with_gems"),
                                      doc="where covered gems go on leaving the path "
                                          "(FD-7.4, U6)")
    end_round_forest: str = option("choice", choices=("choice", "opposite_tracker"),
                                   doc="end covered after rounds 1 and 2 (FD-9.2, U7)")
    forest_loss: str = option("on_need", choices=("on_need", "on_empty"),
                              doc="when running out of forest tokens loses (FD-12.1, U8)")
    forest_chooser: str = option("dealer", choices=("dealer", "next_dealer", "P0"),
                                 doc="who takes FOREST_END (section 3.4, A14)")
    gem_supply: str = option("unlimited", choices=("unlimited", "strict"),
                             doc="whether FD-9.1 may add more gems than the supply holds (A1)")
    early_win_bonus: str = option("before_round_3", choices=("before_round_3",
                                                             "per_round_saved"),
                                  doc="the +10 bonus of FD-11.2 (A5)")
    overshoot_start_collects: bool = option(False, choices=(False, True),
                                            doc="the start space yields a gem after leaving "
                                                "the path (FD-6.4, U10)")

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()  # the derived values first
        validate(self.board, self.setup)  # a bad data file fails here, naming the entry

    # -- static data -----------------------------------------------------------------------
    @derived
    def setup(self) -> Level:
        """The level's side, setup gems and forest supply (FD-1.2)."""
        return LEVELS[self.level]

    @derived
    def board(self) -> Board:
        """The board side of this level, from the packaged data or ``board_data``."""
        return load_board(self.board_data, self.setup.side)

    @derived
    def footprint_table(self) -> Footprints:
        """Footprints per rank, ``footprint_table[rank - 1]`` (FD-0.2)."""
        return load_footprints(self.footprints)

    @derived
    def layout(self) -> Layout:
        """The pieces of ``observation(p).to_array()``, in order (section 4): the cards
        (rows `CARD_ROWS`), the phase, the suits each seat has shown it lacks (this
        seat, then the partner), the `TABLE` slots, the level and round,
        the path (rows `PATH_ROWS` of one slot per space), the result and the
        shared score."""
        spaces = len(self.board.locations)
        return Layout(
            ("cards", (len(CARD_ROWS), len(CARDS))), ("phase", len(Phase)),
            ("voids", (PLAYERS, len(SUITS))), ("table", len(TABLE)),
            ("level", len(LEVELS)), ("round", ROUNDS), ("path", (len(PATH_ROWS), spaces)),
            ("result", len(RESULTS)), ("score", 1))
