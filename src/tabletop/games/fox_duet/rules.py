"""The rules of The Fox in the Forest Duet: options (spec section 5.3) and the kernel hooks.

Examples:
    >>> rules = Rules(level=2)
    >>> rules.board.side, rules.setup.forest_tokens
    ('B', 3)
    >>> state = rules.initial_state()
    >>> state.phase, state.is_chance
    ('DEAL_CARD', True)
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import attrs
import numpy as np

from ... import engine
from ...engine import Action, option, uniform
from . import actions as A
from . import flow, legal, observation
from .board import LEVELS, Board, Level, load_board, validate
from .cards import Footprints, load_footprints
from .render import render
from .state import CHANCE_PHASES, END, FIRST_DEALER, VICTORY, Record


def _path_or_none(value: object) -> bool:
    return value is None or isinstance(value, str)


@attrs.frozen
class Rules(engine.Rules[Record]):
    """The Fox in the Forest Duet for two cooperating seats, P0 and P1.

    Every option's default follows the Czech rulebook; the alternatives are the Ukrainian
    text's readings (U1-U10) and the resolved ambiguities of spec section 5.2.
    """

    name = "fox_duet"

    players: int = option(2, choices=(2,), doc="number of seats: always 2")
    level: int = option(1, choices=(1, 2, 3),
                        doc="difficulty: 1 = side A, 2 = side B, 3 = side B with diamonds "
                            "(FD-1.2)")
    board_data: str | None = option(None, check=_path_or_none,
                                    doc="path of a board TOML file for the level's side; "
                                        "None = the packaged assumed layout (section 6)")
    footprints: str | None = option(None, check=_path_or_none,
                                    doc="path of a footprints TOML file; None = table FD-0.2")
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
    auto_resolve_single: bool = option(False, choices=(False, True),
                                       doc="apply a decision with one legal action at once "
                                           "(section 3.2)")

    def __attrs_post_init__(self) -> None:
        validate(self.board, self.setup)  # a bad data file fails here, naming the entry
        self.footprint_table  # noqa: B018 - likewise for the footprints file

    # -- static data -----------------------------------------------------------------------
    @functools.cached_property
    def setup(self) -> Level:
        """The level's side, setup gems and forest supply (FD-1.2)."""
        return LEVELS[self.level]

    @functools.cached_property
    def board(self) -> Board:
        """The board side of this level, from the packaged data or ``board_data``."""
        return load_board(self.board_data, self.setup.side)

    @functools.cached_property
    def footprint_table(self) -> Footprints:
        """Footprints per rank, ``footprint_table[rank - 1]`` (FD-0.2)."""
        return load_footprints(self.footprints)

    # -- the game --------------------------------------------------------------------------
    def initial_record(self) -> Record:
        """Setup (FD-1): the board by level, then the round-1 deal, or first the draw of
        the dealer under ``first_dealer = random`` (FD-1.5)."""
        r = Record(path=flow.initial_path(self))
        if self.first_dealer == "random":
            return r.replace(phase=FIRST_DEALER)
        return flow.start_round(r, 1, int(self.first_dealer[1]), r.path)

    def current_player(self, r: Record) -> int:
        if r.phase in CHANCE_PHASES:
            return engine.CHANCE
        return engine.TERMINAL if r.phase == END else r.actor

    def phase(self, r: Record) -> str:
        return r.phase

    def legal_actions(self, r: Record) -> Sequence[Action]:
        return legal.LEGAL[r.phase](self, r)

    def chance_outcomes(self, r: Record) -> Sequence[tuple[Action, float]]:
        """Every outcome equally likely: 1/n for a deal from n unseen cards, 1/8 for the
        decree, 1/2 for the first dealer (section 3.3)."""
        return uniform(legal.LEGAL[r.phase](self, r)) if r.phase in CHANCE_PHASES else []

    def next_record(self, r: Record, action: Action) -> Record:
        r = flow.APPLY[type(action)](self, r, action)
        if self.auto_resolve_single:
            while r.phase not in CHANCE_PHASES and r.phase != END:
                only = legal.LEGAL[r.phase](self, r)
                if len(only) != 1:
                    break
                r = flow.APPLY[type(only[0])](self, r, only[0])
        return r

    def explain_illegal(self, r: Record, action: Action) -> str:
        return legal.explain_illegal(self, r, action)

    # -- results ---------------------------------------------------------------------------
    def scores(self, r: Record) -> tuple[int, int]:
        """The shared score, ``10 * level + H + B + 3 * F`` on victory, else 0 (FD-11.2)."""
        score = flow.score(self, r)
        return (score, score)

    def winners(self, r: Record) -> frozenset[int]:
        return frozenset((0, 1)) if r.result == VICTORY else frozenset()

    def returns(self, r: Record) -> tuple[float, float]:
        """Both seats share the result: 1 each on victory, 0 on defeat or before the end
        (FD-11.3, rescaled)."""
        won = float(r.result == VICTORY)
        return (won, won)

    # -- views -----------------------------------------------------------------------------
    def observation(self, r: Record, player: int) -> observation.FoxDuetObservation:
        return observation.observe(self, r, player)

    @functools.cached_property
    def observation_shape(self) -> tuple[int, ...]:
        return (observation.observation_size(len(self.board.locations)),)

    def determinize(self, r: Record, player: int, rng: np.random.Generator) -> Record:
        return observation.determinize(r, player, rng)

    def observe_action(self, r: Record, action: Action, player: int) -> Action | str:
        return observation.observe_action(r, action, player)

    def render(self, r: Record) -> str:
        return render(self, r)

    @property
    def action_space(self) -> Sequence[Action]:
        return A.ACTION_SPACE

    @property
    def chance_space(self) -> Sequence[Action]:
        return A.CHANCE_SPACE


