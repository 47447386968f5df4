"""Tokaido Duo's rules: the metadata, the phase table and the hooks of the kernel.

The round (TD-2): three dice are rolled; the active player, the opponent and the active
player again each take one die and move their own figure of that character. A die turn is
the move, the optional effect of the stop and the optional hot-springs repeat (TD-2.7).
The phases are listed in `Rules.phases` with the rule each enforces; what applying an
action does is in `.flow`, what is legal in `.legal`.

Examples:
    >>> rules = Rules(start_player=0)
    >>> state = rules.initial_state()
    >>> str(state.phase), [str(a) for a in state.legal_actions()][:2]
    ('stall_tile', ['stall:ST1', 'stall:ST2'])
"""

from __future__ import annotations

import attrs
import numpy as np

from tabletop.engine import Action, GameInfo, chance, decision, derived, terminal

from . import flow, glossary, legal, narration, observation, render, scoring
from .options import Options
from .state import PLAYERS, Phase, Record

ROUND_STEPS = 69
"""The most steps (decisions and chance events) one round takes on the default board:
three rolls and three die turns of at most 22 steps each, namely a repeat offer, the pick
and, for the move and again for its hot-springs repeat, the move, the effect decision and
what may follow it: up to 8 flips (the painting slots), or up to 3 draws (the largest
mountain town) and a keep, or a return (capacity 5 below *Large cart*'s 6)."""

ROUNDS = 1000
"""The rounds `Rules.info` counts with. Every effect is optional, so without
``max_rounds`` two players can avoid the end forever (A21); random play ends within
about 100 rounds."""


@attrs.frozen
class Rules(Options):
    """Tokaido Duo for two players; every field is an option of spec 5.2.

    Examples:
        >>> Rules(plate_threshold=10).plate_threshold
        10
    """

    name = "tokaido_duo"
    info = GameInfo(title="Tokaido Duo", min_players=PLAYERS, max_players=PLAYERS,
                    cooperative=False, hidden_information=False, chance=True,
                    max_length=ROUND_STEPS * ROUNDS)
    phases = {
        Phase.STALL_TILE: chance("TD-1.2", "a stall tile is placed on the next coastal town",
                                 flow.place_stall, uniform=legal.stall_tiles),
        Phase.WAVE_SIDE: chance("TD-1.3", "the next wave token is placed with a random side up",
                                flow.show_side, uniform=legal.wave_sides),
        Phase.START_PLAYER: chance("TD-1.6", "the start player is drawn", flow.choose_start,
                                   uniform=legal.start_players),
        Phase.ROLL: chance("TD-2.2", "the active player rolls the next die", flow.roll,
                           outcomes=legal.rolls),
        Phase.PICK_DIE: decision("TD-2.4", "player {actor} takes an unused die", legal.picks,
                                 flow.take_die),
        Phase.MOVE: decision("TD-3.4", "player {actor} chooses where the figure stops",
                             legal.moves, flow.arrive, explain=legal.why_not_move),
        Phase.TEMPLE: decision("TD-8.1", "player {actor} marks the temple track or declines",
                               legal.effect, flow.resolve_effect),
        Phase.GARDEN: decision("TD-8.1", "player {actor} marks the garden track or declines",
                               legal.effect, flow.resolve_effect),
        Phase.COAST_INCOME: decision("TD-9.1", "player {actor} collects the stall's coins or "
                                     "declines", legal.effect, flow.resolve_effect),
        Phase.BEACH: decision("TD-11.2", "player {actor} takes a wave token or declines",
                              legal.effect, flow.resolve_effect),
        Phase.HOT_SPRINGS: decision("TD-12.1", "player {actor} takes the hot springs token or "
                                    "declines", legal.effect, flow.resolve_effect),
        Phase.MOUNTAIN: decision("TD-13.1", "player {actor} draws items or declines",
                                 legal.effect, flow.resolve_effect),
        Phase.DRAW_ITEM: chance("TD-13.1", "an item is drawn from the bag", flow.draw,
                                outcomes=legal.draws),
        Phase.KEEP_ITEMS: decision("TD-13.2", "player {actor} chooses the items to keep",
                                   legal.keeps, flow.keep),
        Phase.SELL: decision("TD-14.1", "player {actor} sells items or declines", legal.effect,
                             flow.resolve_effect),
        Phase.PAINTER_ACTION: decision("TD-15.1", "player {actor} paints, gifts or declines",
                                       legal.effect, flow.resolve_effect),
        Phase.FLIP_TILE: chance("TD-15.3", "a face-down painting is turned over", flow.flip,
                                outcomes=legal.flips),
        Phase.HOT_SPRINGS_REPEAT: decision("TD-12.3", "player {actor} repeats the move or keeps "
                                           "the hot springs token", legal.repeats,
                                           flow.answer_repeat),
        Phase.RETURN_ITEM: decision("TD-11.4", "player {actor} returns an item to the bag",
                                    legal.returns, flow.give_back),
        Phase.END: terminal("TD-16.2", "the game is over"),
    }

    def initial_record(self) -> Record:
        """Setup before its chance events (TD-1.4 to TD-1.8)."""
        return flow.setup(self)

    # -- results and views -----------------------------------------------------------------------
    def scores(self, r: Record) -> tuple[int, ...]:
        """Every seat's total score (TD-17.1)."""
        return scoring.scores(self, r)

    def winners(self, r: Record) -> frozenset[int]:
        """The winners at the end (TD-17.2); nobody before."""
        return scoring.winners(self, r) if r.phase is Phase.END else frozenset()

    @derived
    def encoding(self) -> observation.Encoding:
        """The observation array's layout on this board."""
        return observation.Encoding(self)

    def observation(self, r: Record, player: int) -> observation.TokaidoObservation:
        """The whole table, seen from ``player``'s side (spec section 4)."""
        return observation.TokaidoObservation(player, r, self, self.encoding)

    @property
    def observation_shape(self) -> tuple[int, ...]:
        """The shape of the observation's Layout."""
        return self.encoding.layout.shape

    def determinize(self, r: Record, player: int, rng: np.random.Generator) -> Record:
        """The record itself: nothing is hidden (spec section 4)."""
        return observation.determinize(self, r, player, rng)

    def render(self, r: Record) -> str:
        """The table as text."""
        return render.render(self, r)

    # -- telling a person what happens (terminal play) -----------------------------------------
    def asks(self, r: Record) -> str:
        """Who decides what now and why, with the rule of the decision (TD-2 to TD-15)."""
        return glossary.asks(self, r)

    def gloss(self, r: Record, action: Action) -> str:
        """What ``action`` means now: a die's value, a destination and its effect, a price."""
        return glossary.gloss(self, r, action)

    def narrate(self, before: Record, action: Action, after: Record, viewer: int) -> list[str]:
        """One line per event, forced decisions and chance included (TD-3.5)."""
        return narration.narrate(self, before, action, after, viewer)

    def guide(self) -> str:
        """The goal, a round and the legend of the codes."""
        return narration.guide(self)

    def outcome(self, r: Record) -> str:
        """The result and each seat's score breakdown (TD-17)."""
        return narration.outcome(self, r)

    # -- action space --------------------------------------------------------------------------
    @property
    def action_space(self) -> tuple[Action, ...]:
        """Every decision action of this board, in index order."""
        return self.actions.decisions

    @property
    def chance_space(self) -> tuple[Action, ...]:
        """Every chance outcome of this board and these dice."""
        return self.actions.chance
