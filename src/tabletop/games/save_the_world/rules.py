"""The rules of Save the World (Zachraňme svět): name, metadata, the phase table of spec
section 3 and the kernel hooks.

Examples:
    >>> rules = Rules(players=3)
    >>> state = rules.initial_state()
    >>> str(state.phase), rules.target
    ('CARD_DRAW', 30)
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ...engine import Action, GameInfo, automatic, chance, decision, terminal
from . import flow, glossary, legal, narration, observation, phase1, render, scoring, svg
from .options import MAX_TARGET, Options
from .state import Phase, Record


def length_bound(players: int, target: int) -> int:
    """A bound on the steps (decisions and chance events) of one game of ``players`` with
    ``T = target``, true for every value of every other option (decks, supplies, the
    board, the variant and its co-op options).

    Examples:
        >>> length_bound(3, 30), length_bound(4, MAX_TARGET)
        (6890, 98616)

    Turns: the preparatory round has ``players`` turns; from round 2 on every turn turns a
    counted disaster card until ``T`` are counted (SW-10.1, SW-15.1, SW-15.2: the disaster
    deck is never empty, SW-14.2, and a deck option holds at least one card), and the round
    of the ``T``-th card ends after at most ``players - 1`` more turns, so there are at most
    ``T + 2 * players`` turns (an eliminated seat has no turn, SW-17.11, and a co-op loss
    ends the game at once, SW-17.2). Within a turn, counting every step but the permanent
    exchanges:

    * phase 1: a hand never holds more than 6 cards (setup deals 5, SW-2.2; phase 3 draws
      up to 6, SW-13.2; trades and swaps are one for one, SW-8.4), and only a played card
      leaves it, so at most 6 cards are laid; a walking card is the play, a travel roll
      (SW-6.6), at most 6 steps (the longest distance, SW-6) and ``stop`` (9 steps), a
      solution card or a flight 1; one offer to each other player with its answer
      (SW-8.2: ``2 * (players - 1)``), one row swap and its refill draw (SW-8.3: 2),
      ``end phase`` (1): ``57 + 2 * (players - 1)``;
    * phase 2: the card, the die colour, two dice each rolled at most 4 times (SW-17.4: 3
      re-rolls of a skull spot at most, ``coop_rerolls``), the choice of the new spot, 8
      spread tokens (SW-11.2, whatever the supply) and one life tie per outbreak, at most
      2 (SW-10.6, SW-17.8): 21;
    * phase 3: at most 6 discards, ``done``, up to 3 draw choices (``sequential``) and 3
      draws (SW-13): 13.

    Setup is 4 offer-row draws and, per player, a start city, a split and 5 draws. A
    permanent exchange (SW-9.2) spends at least one unit or epicentre token net (the
    change of SW-9.5 is less than what is paid), and each of those entered a holding in a
    step of its own (a collection or a resolution), so exchanges at most double the count.
    """
    per_turn = 57 + 2 * (players - 1) + 21 + 13
    return 2 * (4 + 7 * players + (target + 2 * players) * per_turn)


@attrs.frozen(cache_hash=True)
class Rules(Options):
    """Save the World for 2-4 players, competitive or cooperative (SW-17)."""

    name = "save_the_world"
    INFO = GameInfo(title="Save the World (Zachraňme svět)", min_players=2, max_players=4,
                    cooperative=False, hidden_information=True, chance=True,
                    max_length=length_bound(4, MAX_TARGET))
    """The game's metadata as declared; ``info`` marks the cooperative variant.
    ``max_length`` bounds every game under every accepted option: the largest table at the
    largest ``disaster_total`` (`length_bound`; no other option lengthens a game)."""

    @property
    def info(self) -> GameInfo:  # type: ignore[override]
        """The metadata under these options: the seats cooperate in the cooperative
        variant (SW-17), so the arena reports a team and the returns are shared."""
        return attrs.evolve(self.INFO, cooperative=self.cooperative)
    phases = {
        Phase.CARD_DRAW: chance("SW-13.2", "a card is drawn", flow.draw_card,
                                outcomes=legal.card_draws),
        Phase.START_CITY: decision("SW-2.1", "P{actor} chooses a start city",
                                   legal.start_cities, flow.choose_start_city),
        Phase.INITIAL_SPLIT: decision("SW-2.2", "P{actor} splits the 5 initial cards",
                                      legal.initial_splits, flow.choose_initial_split),
        Phase.PHASE1_ACTION: decision("SW-4.1", "P{actor} moves, plays cards or trades",
                                      legal.phase1_actions, phase1.act, explain=legal.why_not),
        Phase.MOVE_STEP: decision("SW-5.6", "P{actor} steps or stops", legal.move_actions,
                                  phase1.act, explain=legal.why_not),
        Phase.TRAVEL_ROLL: chance("SW-6.6", "the travel roll", phase1.roll_travel,
                                  uniform=legal.rolls),
        Phase.TRADE_RESPONSE: decision("SW-8.2", "P{actor} answers the trade offer",
                                       legal.trade_responses, phase1.answer_trade),
        Phase.DISASTER_DRAW: chance("SW-10.2", "a disaster card is turned",
                                    flow.turn_disaster, outcomes=legal.disaster_draws),
        Phase.DIE_COLOUR: decision("SW-10.3", "P{actor} chooses the die", legal.die_colours,
                                   flow.choose_die),
        Phase.SPOT_ROLL: chance("SW-10.4", "a spot die is rolled", flow.roll_spot,
                                uniform=legal.rolls),
        Phase.NEW_SPOT: decision("SW-10.6", "P{actor} chooses the spot of the new disaster",
                                 legal.new_spots, flow.choose_spot),
        Phase.SPREAD_PLACE: decision("SW-11.3", "P{actor} places a spread token",
                                     legal.spread_places, flow.place_spread),
        Phase.LIFE_TIE: decision("SW-17.8", "P{actor} chooses who loses a life",
                                 legal.life_ties, flow.choose_life),
        Phase.DISCARD: decision("SW-13.1", "P{actor} discards or is done", legal.discards,
                                flow.discard_or_finish),
        Phase.DRAW_SPLIT: decision("SW-13.2", "P{actor} chooses the draw", legal.draw_splits,
                                   flow.choose_split),
        Phase.END: terminal("SW-15.2", "the game is over"),
        Phase.RESOLVING: automatic("SW-10.5", "phase 2's work is done", flow.end_phase2,
                                   task=flow.do_work),
    }

    @property
    def max_game_length(self) -> int:
        """`length_bound` for these options (at most ``info.max_length``, the bound at
        the largest table and ``T``)."""
        return length_bound(self.players, self.target)

    initial_record = flow.initial_record
    scores = scoring.scores
    winners = scoring.winners
    termination = scoring.termination

    def returns(self, r: Record) -> tuple[float, ...]:
        """The kernel's scale: shared top scores split 1; in co-op 1 each on a win."""
        if self.cooperative:
            won = float(bool(scoring.winners(self, r)))
            return (won,) * self.players
        return super().returns(r)

    @property
    def observation_shape(self) -> tuple[int, ...]:
        """Shape of every ``observation(p).to_array()`` (`observation.layout`)."""
        return observation.layout(self).shape

    determinize = observation.determinize
    observe_action = observation.observe_action
    observation_array = observation.observation_array
    observation_arrays = observation.observation_arrays
    observation = observation.observe  # after the two above: the name is the hook from here
    screen = render.screen  # terminal play's screen; before the name is the hook below
    render = render.render
    render_svg = svg.draw
    asks = glossary.asks
    gloss = glossary.gloss
    narrate = narration.narrate
    guide = narration.guide
    report = narration.report

    @property
    def action_space(self) -> Sequence[Action]:
        """Every decision action of this board, in index order."""
        return self.actions.space

    @property
    def chance_space(self) -> Sequence[Action]:
        """Every chance outcome of this board."""
        return self.actions.chance
