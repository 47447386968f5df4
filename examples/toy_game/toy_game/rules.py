"""The rules of the toy game: its name, its `GameInfo`, the phase table and the kernel's
hooks, bound to the functions of the modules above.

Examples:
    >>> state = ToyRules(bonus_sides=2).initial_state()
    >>> state.phase, state.is_chance, len(state.legal_actions())
    ('DEAL', True, 12)
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from tabletop.engine import Action, GameInfo, chance, decision, terminal

from . import actions, flow, legal, observation, render, scoring
from .observation import LAYOUT
from .options import Options
from .state import HAND, Phase, Record


@attrs.frozen
class ToyRules(Options):
    """A two-seat trick game of three tricks (see `Options` for the options)."""

    name = "toy"
    info = GameInfo(title="Toy trick game", min_players=2, max_players=2, cooperative=False,
                    hidden_information=True, chance=True, max_length=2 * HAND + 3 * HAND)
    """Six deals, then three tricks of two plays and a bonus roll each."""

    phases = {
        Phase.DEAL: chance("TOY-1", "a card is dealt", flow.deal, uniform=legal.deals),
        Phase.LEAD: decision("TOY-2", "P{actor} leads a card", legal.plays, flow.play),
        Phase.FOLLOW: decision("TOY-2", "P{actor} follows the lead", legal.plays, flow.play,
                               explain=legal.explain),
        Phase.BONUS: chance("TOY-4", "the trick's winner rolls the bonus die", flow.roll_bonus,
                            uniform=legal.bonuses),
        Phase.END: terminal("TOY-5", "the game is over"),
    }

    @property
    def num_players(self) -> int:
        """Always two seats (TOY-1)."""
        return 2

    def initial_record(self) -> Record:
        """An empty table: the deal comes first (TOY-1)."""
        return Record()

    # -- results -----------------------------------------------------------------------------
    scores = scoring.scores
    winners = scoring.winners

    # -- views -------------------------------------------------------------------------------
    determinize = observation.determinize
    observe_action = observation.observe_action
    observation = observation.observe  # after the two above: the name is the hook from here
    render = render.render

    @property
    def observation_shape(self) -> tuple[int, ...]:
        """The shape of the observation layout."""
        return LAYOUT.shape

    # -- action space ------------------------------------------------------------------------
    @property
    def action_space(self) -> Sequence[Action]:
        """Every decision action, in index order."""
        return actions.ACTION_SPACE

    @property
    def chance_space(self) -> Sequence[Action]:
        """Every chance outcome."""
        return actions.CHANCE_SPACE
