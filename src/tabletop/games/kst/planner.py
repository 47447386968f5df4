"""The strong bot of KST: the heuristic bot with a determinized look-ahead to the end of
the turn.

At every decision with more than one legal action it deals ``samples`` tables consistent
with what it knows (``determinize``, KST-21.4). On each table it tries every legal
action; the heuristic plays on, for every seat, until the turn in progress ends (KST-2.1,
step 7) or the game does, with the chance events drawn from one stream per table, so
every action meets the same draws and dice (common random numbers). Each end is scored by
`evaluate` for the bot's seat, plus a small share of its team's score lead as a
tie-break, and the action with the best mean is chosen; the heuristic's own choice is
tried first and kept unless another beats it by ``MARGIN``.

The work per decision is fixed (``samples`` tables; by default ``SAMPLES_PER_SECOND``
times ``seconds``), so play is reproducible from the seed; ``seconds`` also caps the time
of one decision, checked after each table, so a slow machine plays fewer tables rather
than overrunning.

Examples:
    >>> from tabletop.games import kst
    >>> game = kst.new_game(seed=2, players=2)
    >>> bot = KstStrongBot(seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import cast

import numpy as np

from ...engine import CHANCE, Action, BotView, pick
from .evaluation import evaluate
from .heuristic import KstHeuristicBot
from .options import Options
from .points import score
from .state import Phase, Record

SAMPLES_PER_SECOND = 80.0
"""Tables dealt per decision for each second of ``seconds``."""
LEAD = 0.01
"""Weight of the team's score lead (per point, per seat) beside the expected return."""
MARGIN = 0.02
"""How much more expected return (per table) another action must promise to overrule the
heuristic's choice."""
DRAWS = 64
"""Uniform numbers dealt per table for its chance events (reused in turn if a turn needs
more)."""
MAX_STEPS = 400
"""A bound on the steps of one look-ahead (a turn is far shorter)."""


class KstStrongBot(KstHeuristicBot):
    """The heuristic with a determinized look-ahead to the end of the turn (see the
    module); ``samples`` tables per decision, ``seconds`` the cap on one decision."""

    def __init__(self, seed: int | None = None, seconds: float = 0.1,
                 samples: int | None = None):
        super().__init__(seed)
        self.seconds = seconds
        self.samples = samples if samples is not None else max(
            1, round(SAMPLES_PER_SECOND * seconds))
        self.generator = np.random.default_rng(seed)

    def choose(self, view: BotView) -> Action:
        """The heuristic's choice, unless another legal action's total score over the dealt
        tables beats it by more than ``MARGIN`` per table (see the module)."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rules = cast(Options, view.rules)
        me = view.player
        base = self.decide(rules, view.observation.table, me, legal)
        order = [base, *(a for a in legal if a != base)]
        stop = time.perf_counter() + self.seconds
        totals = [0.0] * len(order)
        tables = 0
        for _ in range(self.samples):
            tables += 1
            world = view.determinize(self.generator).record
            draws = self.generator.random(DRAWS).tolist()
            for i, action in enumerate(order):
                totals[i] += self.score(rules, world, action, me, draws)
            if time.perf_counter() > stop:
                break
        best = max(range(len(order)), key=lambda i: (totals[i], -i))
        if totals[best] <= totals[0] + MARGIN * tables:
            return base
        return order[best]

    def score(self, rules: Options, r: Record, action: Action, me: int,
              draws: Sequence[float]) -> float:
        """The worth to ``me`` of ``action`` at the full record ``r``: the expected return
        at the end of the turn, and a little of the team's score lead (KST-17.4)."""
        end = self.play_on(rules, rules.next_record(r, action), r.active, draws)
        return evaluate(rules, end)[me] + LEAD * lead(rules, end, me)

    def play_on(self, rules: Options, r: Record, active: int, draws: Sequence[float]
                ) -> Record:
        """``r`` played on by the heuristic for every seat, the chance events taking the
        uniform numbers ``draws`` in turn, until the turn of ``active`` ends or the game
        does."""
        used = 0
        for _ in range(MAX_STEPS):
            if r.phase == Phase.GAME_OVER or r.active != active:
                break
            seat = rules.current_player(r)
            if seat == CHANCE:
                action = pick(rules.chance_outcomes(r), draws[used % len(draws)])
                used += 1
            else:
                legal: Sequence[Action] = rules.legal_actions(r)
                action = legal[0] if len(legal) == 1 else self.decide(rules, r, seat, legal)
            r = rules.next_record(r, action)
        return r

    def __repr__(self) -> str:
        return f"KstStrongBot(seconds={self.seconds}, samples={self.samples})"


def lead(rules: Options, r: Record, me: int) -> float:
    """How far ``me``'s team leads in score, per seat of each team (KST-17.4)."""
    mine = r.teams[me]
    totals, sizes = [0.0, 0.0], [0, 0]
    for seat in range(rules.players):
        side = 0 if r.teams[seat] == mine else 1
        totals[side] += score(rules, r, seat)
        sizes[side] += 1
    return totals[0] / max(sizes[0], 1) - totals[1] / max(sizes[1], 1)
