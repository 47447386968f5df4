"""The rules of KST: name, metadata, the phase table (spec section 5) and the kernel hooks.

Examples:
    >>> rules = Rules(players=4, teams=["sapphire", "ruby", "sapphire", "ruby"])
    >>> state = rules.initial_state()
    >>> print(state.phase, state.is_chance)
    draw True
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ...engine import Action, GameInfo, automatic, chance, decision, derived, terminal
from . import bounds, flow, glossary, legal, narration, observation, render, scoring, svg
from .options import Options
from .state import Phase, Record


@attrs.frozen(cache_hash=True)
class Rules(Options):
    """KST Card Game for 2-8 players in two teams, Sapphire against Ruby; every field is an
    option of spec section 1.7."""

    name = "kst"
    info = GameInfo(title="KST Card Game (Kronika sil Temnot)", min_players=2, max_players=8,
                    cooperative=False, hidden_information=True, chance=True,
                    max_length=bounds.GREATEST, teams=True)
    """The metadata; ``max_length`` bounds every game under any accepted options and card
    file (`bounds.GREATEST`), `max_game_length` the games of these rules."""
    phases = {
        Phase.TEAM_ASSIGNMENT: chance("KST-1.2", "the teams are dealt by lot",
                                      flow.assign_teams, uniform=legal.teams),
        Phase.DRAW: chance("KST-14.1", "a card is drawn from the main deck", flow.draw,
                           outcomes=legal.draws),
        Phase.START_DIE: chance("KST-1.6", "a start die is rolled", flow.roll_start_die,
                                outcomes=legal.start_dice),
        # KST-1.6 read with a bound: start_player = uniform draws among every seat; the
        # dice draw among the seats still tied after START_ROUNDS tied rounds (the odds of
        # re-rolling until one is highest).
        Phase.START_SEAT: chance("KST-1.6", "the start player is drawn", flow.draw_start_seat,
                                 uniform=legal.start_seats),
        Phase.PLAY: decision("KST-4.1", "P{actor} plays a card or ends the plays",
                             legal.plays, flow.play, explain=legal.why_not_play),
        Phase.CARAVAN_STAKE: decision("KST-7.1", "P{actor} stakes points on the Caravan",
                                      legal.stakes, flow.stake_caravan,
                                      explain=legal.why_not_stake),
        Phase.PLACEMENT: decision("KST-12.3", "P{actor} places the summoned card",
                                  legal.placements, flow.place_summoned),
        Phase.ATTACK_TARGET: decision("KST-9.1", "P{actor} chooses what to attack",
                                      legal.attack_targets, flow.aim_attack),
        Phase.STEAL_TARGET: decision("KST-19", "P{actor} chooses whom to rob",
                                     legal.steal_targets, flow.choose_victim),
        Phase.AFTERLIFE: decision("KST-10.1", "P{actor} keeps the attacked card or releases it",
                                  legal.afterlife_choices, flow.keep_or_release),
        Phase.ROLL_MODE: decision("KST-5.1", "P{actor} rolls for all cards or the Caravans",
                                  legal.roll_modes, flow.choose_roll_mode),
        Phase.DIE: chance("KST-5.2", "the die is rolled", flow.roll_die, outcomes=legal.dice),
        Phase.CARAVAN_RESULT: decision("KST-7.5", "P{actor} keeps or withdraws the Caravan",
                                       legal.caravan_results, flow.keep_or_withdraw),
        Phase.MARKET: decision("KST-8.1", "P{actor} sells a card or finishes",
                               legal.sales, flow.sell_or_finish),
        Phase.GAME_OVER: terminal("KST-17", "the game is over"),
        Phase.RESOLVING: automatic("KST-19", "effects resolve, then the turn goes on",
                                   flow.run_stage, task=flow.resolve_effect),
    }

    @derived
    def _most_steps(self) -> int:
        """`bounds.length_bound` of these rules, computed once as it walks the card set."""
        return bounds.length_bound(self)

    @property
    def max_game_length(self) -> int:
        """The most steps of one game under these options and card set (`bounds`): the
        setup (KST-1; the start roll at most `.options.START_ROUNDS` rounds, KST-1.6) and
        ``max_turns`` turns (KST-17.3), each of at most ``roll_cap`` rolls (KST-6.5)."""
        return self._most_steps

    initial_record = flow.start

    # -- results ---------------------------------------------------------------------------
    scores = scoring.scores
    winners = scoring.winners

    termination = scoring.termination

    # -- views -----------------------------------------------------------------------------
    @property
    def observation_shape(self) -> tuple[int, ...]:
        """Shape of every ``observation(p).to_array()``, for these options and card set."""
        return observation.layout(self).shape

    determinize = observation.determinize
    observe_action = observation.observe_action
    observation_array = observation.observation_array
    observation_arrays = observation.observation_arrays
    observation = observation.observe  # after the three above: the name is the hook from here
    screen = render.screen  # before the name is the hook below
    render = render.render
    render_svg = svg.draw

    # -- terminal play ---------------------------------------------------------------------
    asks = glossary.asks
    gloss = glossary.gloss
    narrate = narration.narrate
    guide = glossary.guide

    def report(self, r: Record) -> str:
        """The end screen: how the game ended, the result and each seat's score (KST-17)."""
        return "\n".join(scoring.breakdown(self, r))

    # -- action space ----------------------------------------------------------------------
    @property
    def action_space(self) -> Sequence[Action]:
        """Every decision action for these options and card set, in index order."""
        return self.actions.decisions

    @property
    def chance_space(self) -> Sequence[Action]:
        """Every chance outcome for these options and card set."""
        return self.actions.chance
