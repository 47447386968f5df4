"""The strong bot of Save the World: the heuristic bot with a look-ahead at the decisions
that shape a turn.

At a phase-1 decision (a move, a card, a trade, an exchange) it tries every legal action
on a table consistent with what it knows (``determinize``): the heuristic plays the rest
of the phase, and the table at the end of phase 1 is scored. In the co-op variant it also
searches that table for a way to resolve an epicentre this turn (`resolution_plan`:
a pair of cards, 8 units in the pile and a walk that enters it, SW-7.4 and SW-17.6) and
weighs the first action of the plan found against the others by the table the whole plan
leads to. At the choice of a die (SW-10.3) or of the new disaster's spot (SW-10.6) it
tries each choice against every face of the die and lets the heuristic finish phase 2;
at a discard or a draw (SW-13) it tries each choice against a few draws, and in co-op
counts the transport cards kept for the next turn (`KIT`). The score is the seat's
worth (points less the tokens at risk; co-op: the common pile, the board and lives) plus
its expected return by `evaluate`; in the competitive variant the best rival's worth
counts against it. In the co-op variant every epicentre left on the board also counts
against it by the square of its level plus one (`danger`), so that resolving one
(SW-17.6) is clearly worth the 8 units and the pair of cards it costs, at every level.
The heuristic's own choice is tried first and kept on ties; a time budget per decision
(``seconds``) stops the look-ahead after the search, and every other decision is the
heuristic's.

Examples:
    >>> from tabletop.games import save_the_world
    >>> game = save_the_world.new_game(seed=2, players=2)
    >>> bot = SaveTheWorldStrongBot(seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

import time
from typing import cast

import numpy as np

from ...engine import CHANCE, Action, BotView, pick
from . import actions as A
from .cards import UNIVERSAL
from .evaluation import evaluate, value
from .heuristic import SaveTheWorldHeuristicBot
from .options import Options
from .planner_resolve import LIMIT, resolution_plan
from .state import Holding, Phase, Record

PHASE1 = (Phase.PHASE1_ACTION, Phase.MOVE_STEP, Phase.TRADE_RESPONSE, Phase.TRAVEL_ROLL,
          Phase.CARD_DRAW)
"""Where phase 1 of a turn may stand (a trade answer, a travel roll, a row refill)."""
PHASE2 = (Phase.DISASTER_DRAW, Phase.DIE_COLOUR, Phase.SPOT_ROLL, Phase.NEW_SPOT,
          Phase.SPREAD_PLACE, Phase.LIFE_TIE)
PHASE3 = (Phase.DISCARD, Phase.DRAW_SPLIT, Phase.CARD_DRAW)
LOOKED_AT = (Phase.PHASE1_ACTION, Phase.MOVE_STEP, Phase.DIE_COLOUR, Phase.NEW_SPOT,
             Phase.DISCARD, Phase.DRAW_SPLIT)
"""The decisions the bot looks ahead at; the heuristic makes the others."""
SAMPLES = 4
"""Draws tried per choice at a phase-3 decision."""
BOARD = 2.0
"""Co-op: the weight of `danger`, the epicentres left on the board, so that resolving one
(SW-17.6) is worth its cost in tokens and cards."""
COOP_READY = 0.3
"""Co-op: the share of ``ready`` given to `readiness`, kept below the gain of a resolution."""
KIT = 3.0
"""Co-op, at a phase-3 decision: the worth of each transport card in hand, up to 3, that
keeps the seat able to reach an epicentre next turn."""
FIRST = (A.Walk, A.Fly, A.PlaySolution, A.Step, A.Exchange, A.ExchangeEpicentre)
"""The kinds of action tried before the trades and swaps when time is short."""


def readiness(r: Record, holding: Holding, seats: range | tuple[int, ...]) -> float:
    """For each epicentre on the board (weighted by its level): how near ``holding`` is to
    the 8 units of its colour a co-op resolution pays (SW-17.6), and whether one of
    ``seats`` holds the pair of cards of its colour that resolves it (SW-7.4)."""
    total = 0.0
    for kind, level in zip(r.epi_type, r.epi_level):
        if kind < 0:
            continue
        cards = max(r.hands[s][10 + kind] + r.hands[s][UNIVERSAL] for s in seats)
        total += (1 + level) * (min(holding.units(kind), 8) / 8 + min(cards, 2) / 2)
    return 2.0 * total


def danger(r: Record) -> float:
    """The epicentres on the board, each counted by the square of its level plus one: a
    level-2 one is one intensifying from an outbreak (SW-12.2)."""
    return float(sum((1 + lv) ** 2 for t, lv in zip(r.epi_type, r.epi_level) if t >= 0))


class SaveTheWorldStrongBot(SaveTheWorldHeuristicBot):
    """The heuristic with a one-decision look-ahead (see the module); ``seconds`` bounds
    the look-ahead of one decision, ``ready`` weighs `readiness`, and in co-op ``board``
    weighs `danger`, ``kit`` the transport cards kept at phase 3 and ``search`` bounds the
    records the search for a resolution expands per colour (0: no search)."""

    def __init__(self, seed: int | None = None, seconds: float = 0.08, ready: float = 1.0,
                 phase3: bool = True, board: float = BOARD, kit: float = KIT,
                 search: int = LIMIT):
        super().__init__(seed)
        self.search = search
        self.kit = kit
        self.seconds = seconds
        self.ready = ready
        self.board = board
        self.looked_at = LOOKED_AT if phase3 else LOOKED_AT[:4]
        self.generator = np.random.default_rng(seed)

    def choose(self, view: BotView) -> Action:
        """The heuristic's choice or, at a decision it looks ahead at, the legal action (or
        the first action of a plan to resolve an epicentre) that scores best on one
        determinized table within ``seconds`` (see the module)."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rules = cast(Options, view.rules)
        seen: Record = view.observation.view
        me = view.player
        base = self.decide(rules, seen, me, legal)
        if seen.phase not in self.looked_at:
            return base
        world = view.determinize(self.generator).record
        order = [base, *(a for a in legal if a != base and isinstance(a, FIRST)),
                 *(a for a in legal if a != base and not isinstance(a, FIRST))]
        best, top = base, -np.inf
        plan = resolution_plan(rules, world, me, self.search)
        if plan is not None:
            best = plan[0][0]
            top = self._worth(rules, self._play_on(rules, plan[1], PHASE1, me), me)
        stop = time.perf_counter() + self.seconds
        for action in order:
            if time.perf_counter() > stop:
                break
            score = self._score(rules, world, action, me)
            if score > top + 1e-9:
                best, top = action, score
        return best

    # -- looking ahead ----------------------------------------------------------------------
    def _score(self, rules: Options, r: Record, action: Action, me: int) -> float:
        """The worth of ``action`` at the full record ``r``."""
        after = rules.next_record(r, action)
        if r.phase in (Phase.PHASE1_ACTION, Phase.MOVE_STEP):
            return self._worth(rules, self._play_on(rules, after, PHASE1, r.active), me)
        if r.phase in (Phase.DISCARD, Phase.DRAW_SPLIT):
            ends = [self._play_on(rules, after, PHASE3, r.active) for _ in range(SAMPLES)]
            return sum(self._worth(rules, end, me) + self.kit * self._kit(rules, end, me)
                       for end in ends) / SAMPLES
        if after.phase != Phase.SPOT_ROLL:
            return self._worth(rules, self._play_on(rules, after, PHASE2, r.active), me)
        faces = rules.legal_actions(after)
        return sum(self._worth(rules, self._play_on(rules, rules.next_record(after, face),
                                                    PHASE2, r.active), me)
                   for face in faces) / len(faces)

    def _play_on(self, rules: Options, r: Record, phases: tuple[Phase, ...], active: int
                 ) -> Record:
        """``r`` played on by the heuristic (chance drawn from the bot's stream) while the
        turn of ``active`` stays in ``phases``."""
        for _ in range(200):
            if r.phase not in phases or r.active != active:
                break
            seat = rules.current_player(r)
            if seat == CHANCE:
                action = pick(rules.chance_outcomes(r), self.rng.random())
            else:
                legal = rules.legal_actions(r)
                action = legal[0] if len(legal) == 1 else self.decide(rules, r, seat, legal)
            r = rules.next_record(r, action)
        return r

    def _worth(self, rules: Options, r: Record, me: int) -> float:
        """How good ``r`` is for ``me``: its worth and expected return, and how ready the
        cards and tokens are to resolve the epicentres on the board."""
        expected = 20.0 * evaluate(rules, r)[me]
        if rules.cooperative:
            return (value(rules, r, me) + expected - self.board * danger(r)
                    + COOP_READY * self.ready * readiness(r, r.pile, range(rules.players)))
        rival = max(value(rules, r, s) for s in range(rules.players) if s != me)
        return (value(rules, r, me) - 0.5 * rival + expected
                + 0.3 * self.ready * readiness(r, r.holdings[me], (me,)))

    @staticmethod
    def _kit(rules: Options, r: Record, me: int) -> float:
        """Co-op: the transport cards in ``me``'s hand, up to 3, that carry it to an
        epicentre next turn."""
        return min(3, sum(r.hands[me][:10])) if rules.cooperative else 0.0

    def __repr__(self) -> str:
        return f"SaveTheWorldStrongBot(seconds={self.seconds}, search={self.search})"
