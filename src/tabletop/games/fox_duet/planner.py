"""The strong bot of The Fox in the Forest Duet: the heuristic with a determinized
look-ahead at every decision of a trick.

At a decision with more than one legal action it draws a fixed number of worlds, the
partner's hidden hand redrawn consistently with its view (``determinize``: the cards no
one has seen or played this round, outside the suits the partner showed it lacks, plus
the cards it knows the partner holds; section 4). In each world it tries every legal
action, lets the heuristic play both seats to the end of the trick and through the three
after it (FD-3 to FD-8), and scores the table there (`worth`): the logit of `evaluate`
in units of gems, plus the heuristic's view of how well the tracker is placed for the
trick after. The action with the best total over the worlds is played; the heuristic's
own choice is tried first and kept on ties. The heuristic remembers the worths of the
landings, tricks and tables it meets, so a decision affords many worlds and long
play-outs. Both count at level 3 (200 seeded games each, strong pairs): two tricks ahead
won 12% with 16 worlds as with 64, four tricks ahead 25.5% with 16 worlds and 30.5% with
32, six tricks 25.5% and to the round's end 29% with 16 worlds (10% with 8: a long
play-out needs many worlds to average out one unlucky draw of the partner's hand). The
work per decision is fixed by ``worlds`` (set from the mean budget ``seconds``), so play
is the same for the same seed on any machine; a decision stops early only past `CAP`
times ``seconds``, which a quiet machine never reaches.

Examples:
    >>> import tabletop
    >>> from tabletop.games.fox_duet import Rules
    >>> game = tabletop.Game(Rules(), seed=3)
    >>> FoxDuetStrongBot(seed=0).choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

import math
import time
from typing import cast

import numpy as np

from ...engine import Action, BotView, next_seat
from .evaluation import WEIGHTS, chance, hit_and_risk
from .heuristic import HIT, RISK, RISK_LAST, decide
from .options import Options
from .state import PLAYERS, Phase, Record

WORLDS = 32
"""Worlds drawn per decision for a mean budget of 0.1 s: about 0.05 s of processor time
a decision on average, 0.17 s at the 95th percentile and 0.5 s at most, on a trick's
first lead (measured with time.process_time over whole level-3 games on a 2-core
machine)."""
BUDGET = 0.1
"""The mean budget per decision, in seconds, that `WORLDS` is set for."""
CAP = 10.0
"""A decision stops drawing worlds past this many times its mean budget ``seconds``."""
TRICKS = 4
"""Tricks played out after each tried action: the current one and the three after it."""
DECIDED = 1000.0
"""The worth of a won game (and, negated, of a lost one), far above any other."""
STOPS = (Phase.DEAL_CARD, Phase.FOREST_END, Phase.FIRST_DEALER, Phase.END)
"""Where a play-out stops early: the end of a round or of the game."""


def worth(rules: Options, r: Record) -> float:
    """How good ``r`` is for the team, in gems: the logit of the chance of winning
    (`evaluate`) divided by the weight of one gem of slack, plus how well the tracker is
    placed for the next trick (FD-6.1, FD-7); a finished game is worth ±`DECIDED`."""
    if r.phase == Phase.END:
        return DECIDED if rules.returns(r)[0] else -DECIDED
    p = min(max(chance(rules, r), 1e-12), 1 - 1e-12)
    hit, risk = hit_and_risk(rules, r.path)
    return (math.log(p / (1 - p)) / WEIGHTS[1] + HIT * hit
            - (RISK_LAST if not r.path.forest_supply else RISK) * risk)


def play_on(rules: Options, r: Record, tricks: int) -> Record:
    """``r`` played on by the heuristic for both seats until ``tricks`` tricks have ended
    (the current one counts) or the round or game ends; the leader imagines the partner's
    hand as it lies in this world."""
    start = (r.round, r.trick_no)
    for _ in range(200):
        if r.phase in STOPS or (r.round, r.trick_no) >= (start[0], start[1] + tricks):
            break
        seat = rules.current_player(r)
        legal = rules.legal_actions(r)
        action = legal[0] if len(legal) == 1 else decide(
            rules, r, seat, legal, [r.hands[next_seat(seat, PLAYERS)]])
        r = rules.next_record(r, action)
    return r


class FoxDuetStrongBot:
    """The heuristic with a determinized look-ahead (see the module): ``worlds`` worlds
    per decision (by default `WORLDS` per 0.1 s of the mean budget ``seconds``, at least
    one), each action played out over ``tricks`` tricks; a decision that runs past `CAP`
    times ``seconds`` stops early (the worlds tried so far decide)."""

    def __init__(self, seed: int | None = None, seconds: float = BUDGET,
                 worlds: int | None = None, tricks: int = TRICKS):
        if seconds <= 0:
            raise ValueError(f"seconds must be a positive mean budget per decision, "
                             f"got {seconds!r}")
        if worlds is not None and worlds < 1:
            raise ValueError(f"worlds must be at least 1, got {worlds!r}")
        self.generator = np.random.default_rng(seed)
        self.seconds = seconds
        self.worlds = worlds if worlds is not None else max(
            1, round(WORLDS * seconds / BUDGET))
        self.tricks = tricks

    def __repr__(self) -> str:
        return (f"FoxDuetStrongBot(seconds={self.seconds}, worlds={self.worlds}, "
                f"tricks={self.tricks})")

    def choose(self, view: BotView) -> Action:
        """The action with the best total worth over the drawn worlds."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        stop = time.perf_counter() + CAP * self.seconds
        rules = cast(Options, view.rules)
        me = view.player
        partner = next_seat(me, PLAYERS)
        worlds = [view.determinize(self.generator).record for _ in range(self.worlds)]
        base = decide(rules, worlds[0], me, legal, [w.hands[partner] for w in worlds])
        order = [base, *(a for a in legal if a != base)]
        totals = [0.0] * len(order)
        for n, world in enumerate(worlds):
            if n and time.perf_counter() > stop:
                break
            for i, action in enumerate(order):
                after = play_on(rules, rules.next_record(world, action), self.tricks)
                totals[i] += worth(rules, after)
        best = max(range(len(order)), key=lambda i: (totals[i] > totals[0] + 1e-9, totals[i]))
        return order[best] if totals[best] > totals[0] + 1e-9 else base
