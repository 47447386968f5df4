"""The rules of The Fox in the Forest Duet: the phase table (section 3) and the kernel's
hooks, on the options of ``options.py``.

Examples:
    >>> rules = Rules(level=2)
    >>> rules.board.side, rules.setup.forest_tokens
    ('B', 3)
    >>> state = rules.initial_state()
    >>> str(state.phase), state.is_chance
    ('DEAL_CARD', True)
    >>> Rules.from_options(auto_resolve_single=True).auto_forced
    True
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ...engine import Action, GameInfo, chance, decision, terminal
from . import actions as A
from . import flow, glossary, legal, narration, observation, render, scoring, svg
from .options import Options
from .state import HAND_SIZE, ROUNDS, Phase, Record


@attrs.frozen(cache_hash=True)
class Rules(Options):
    """The Fox in the Forest Duet for two cooperating seats, P0 and P1 (see
    `Options` for the options)."""

    name = "fox_duet"
    info = GameInfo(
        title="The Fox in the Forest Duet", min_players=2, max_players=2, cooperative=True,
        hidden_information=True, chance=True,
        # Per round: 22 deals and the decree, then 11 tricks of at most 7 decisions each:
        # two plays, two for each Foxes or Gift card played (a target and a swap, or two
        # gift picks) and a gem choice. A trick holding two such cards holds no 1 or 5,
        # so it poses no MOVE_CHOICE; one such card leaves room for a move choice and a
        # gem choice (2 + 2 + 1 + 1). FOREST_END, once a round, fits in the bound: only 6
        # cards of a round are Foxes or Gifts, so a round takes at most 22 + 12 + 11 + 11
        # + 1 = 57 of its 77 decisions. Plus the draw of the first dealer.
        max_length=ROUNDS * (2 * HAND_SIZE + 1 + HAND_SIZE * 7) + 1)
    option_aliases = {"auto_resolve_single": "auto_forced"}
    """The spec's name of the kernel's ``auto_forced`` option (section 3.2)."""

    phases = {
        Phase.FIRST_DEALER: chance("FD-1.5", "the round-1 dealer is drawn",
                                   flow.choose_first_dealer, uniform=legal.first_dealers,
                                   explain=legal.explain),
        Phase.DEAL_CARD: chance("FD-2.2", "a card is dealt", flow.deal, outcomes=legal.deals,
                                explain=legal.explain),
        Phase.DECREE_REVEAL: chance("FD-2.3", "the decree card is revealed",
                                    flow.reveal_decree, outcomes=legal.decrees,
                                    explain=legal.explain),
        Phase.PLAY_LEAD: decision("FD-3.3", "P{actor} leads a card", legal.plays, flow.play,
                                  explain=legal.explain),
        Phase.PLAY_FOLLOW: decision("FD-3.5", "P{actor} follows the lead", legal.plays,
                                    flow.play, explain=legal.explain),
        Phase.FOXES_TARGET: decision("FD-13.3", "P{actor} picks the Foxes target",
                                     legal.targets, flow.choose_target, explain=legal.explain),
        Phase.FOXES_SWAP: decision("FD-13.3", "P{actor} may swap a card for the decree",
                                   legal.swaps, flow.swap_for_foxes, explain=legal.explain),
        Phase.GIFT_FIRST: decision("FD-13.5", "P{actor} picks a card to give", legal.gives,
                                   flow.give_first_gift, explain=legal.explain),
        Phase.GIFT_SECOND: decision("FD-13.5", "P{actor} picks a card to give", legal.gives,
                                    flow.give_second_gift, explain=legal.explain),
        Phase.MOVE_CHOICE: decision("FD-5.3", "P{actor}, the trick winner, chooses the move",
                                    legal.moves, flow.move, explain=legal.explain),
        Phase.COLLECT_GEM: decision("FD-6.1", "P{actor} collects or declines the gem",
                                    legal.collects, flow.collect_gem, explain=legal.explain),
        Phase.FOREST_END: decision("FD-9.2", "P{actor} chooses the end for the forest token",
                                   legal.covers, flow.cover, explain=legal.explain),
        Phase.END: terminal("FD-11.1", "the game is over"),
    }

    def initial_record(self) -> Record:
        """Setup (FD-1): the board by level, then the round-1 deal, or first the draw of
        the dealer under ``first_dealer = random`` (FD-1.5)."""
        r = Record(path=flow.initial_path(self))
        if self.first_dealer == "random":
            return r.replace(phase=Phase.FIRST_DEALER)
        return flow.start_round(r, 1, int(self.first_dealer[1]), r.path)

    # -- results ---------------------------------------------------------------------------
    scores = scoring.scores
    winners = scoring.winners
    returns = scoring.returns
    termination = scoring.termination

    # -- views -----------------------------------------------------------------------------
    determinize = observation.determinize
    observe_action = observation.observe_action
    observation = observation.observe  # after the two above: the name is the hook from here
    screen = render.screen  # terminal play's screen; before the name is the hook below
    render = render.render
    render_svg = svg.draw

    @property
    def observation_shape(self) -> tuple[int, ...]:
        """The shape of the observation layout (``Options.layout``)."""
        return self.layout.shape

    # -- terminal play -----------------------------------------------------------------------
    asks = glossary.asks
    gloss = glossary.gloss
    narrate = narration.narrate
    guide = glossary.guide
    report = narration.report

    # -- action space ------------------------------------------------------------------------
    @property
    def action_space(self) -> Sequence[Action]:
        """Every decision action, in index order."""
        return A.ACTION_SPACE

    @property
    def chance_space(self) -> Sequence[Action]:
        """Every chance outcome."""
        return A.CHANCE_SPACE
