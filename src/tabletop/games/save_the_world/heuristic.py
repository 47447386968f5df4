"""The heuristic bot of Save the World.

`SaveTheWorldHeuristicBot` plays greedily from its own view (the public table and
its own hand): it trades tokens at risk for permanent points, lays the solution cards
whose colours lie near its figure, plays the transport card whose greedy walk gains the
most (collecting, resolving, heading for the nearest token it may enter), steers new
disasters and spread away from danger (co-op) or away from rivals (competitive), and keeps
a mix of transport and solution cards.

Examples:
    >>> from tabletop.games import save_the_world
    >>> game = save_the_world.new_game(seed=2, players=2)
    >>> bot = SaveTheWorldHeuristicBot(seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, cast

from ...engine import Action, BotView, Heuristic, Rng
from . import actions as A
from .cards import TRANSPORT, UNIVERSAL
from .evaluation import at_risk, value
from .options import Options
from .state import Phase, Record

NEAR = 5
"""How far (in grid steps) a token counts as worth a solution card."""


def _dist(rules: Options, a: int, b: int) -> int:
    return rules.map.distances["manhattan"][a][b]


def _token_cells(rules: Options, r: Record, colours: set[int]) -> list[int]:
    cells = [c for c, v in enumerate(r.spread) if v and v - 1 in colours]
    cells += [rules.map.spots[s].cell for s, t in enumerate(r.epi_type) if t in colours]
    return cells


def _pull(rules: Options, r: Record, cell: int) -> float:
    """Closeness of the nearest token of an active colour (0 when none)."""
    turn = r.turn
    active = {c for c in range(5) if turn.counts[c] or turn.wild}
    targets = _token_cells(rules, r, active)
    if not targets:
        return 0.0
    return -0.1 * min(_dist(rules, cell, t) for t in targets)


class SaveTheWorldHeuristicBot(Heuristic):
    """Greedy play from the seat's own view; ties broken by its seeded stream."""

    def __init__(self, seed: int | None = None):
        self.rng = Rng(seed)

    def choose_among(self, view: BotView, legal: Sequence[Action]) -> Action:
        """The heuristic's choice (`decide`) from the seat's own view."""
        return self.decide(cast(Options, view.rules), view.observation.view, view.player, legal)

    def decide(self, rules: Options, r: Record, me: int, legal: Sequence[Action]) -> Action:
        """The choice among ``legal`` at ``r`` (the seat's view, or a full record in a
        simulation) for seat ``me``: the phase's own rule of `DECIDERS`, else a random
        legal action."""
        choose = self.DECIDERS.get(r.phase)
        pick = choose(self, rules, r, me, legal) if choose is not None else None
        return pick if pick is not None else legal[self.rng.integers(len(legal))]

    # -- phase 1 ---------------------------------------------------------------------------
    def _phase1_action(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        free = self._free(rules, r, me, legal)
        if free is not None:
            return free
        best, gain = None, 0.0
        base = value(rules, r, me)
        for a in legal:
            if isinstance(a, A.Walk):
                g = self._walk_gain(rules, r, me, a) - base
            elif isinstance(a, A.Fly) and a.kind == 1:
                g = 0.9
            else:
                continue
            if g > gain + 1e-9:
                best, gain = a, g
        if best is not None:
            return best
        planes = [a for a in legal if isinstance(a, A.Fly) and a.kind == 0]
        hand = r.hands[me]
        colours = {k - 10 for k in range(10, 15) if hand[k]}
        targets = _token_cells(rules, r, colours)
        if planes and targets and not any(_dist(rules, r.figures[me], t) <= NEAR
                                          for t in targets):
            return min(planes, key=lambda a: min(_dist(rules, a.cell, t) for t in targets))
        return A.END_PHASE

    def _free(self, rules: Options, r: Record, me: int, legal: list) -> Action | None:
        """Exchanges of tokens at risk and solution cards worth laying."""
        for a in legal:
            if isinstance(a, A.ExchangeEpicentre):
                return a
            if isinstance(a, A.Exchange) and (at_risk(r, a.colour) or a.units == 7):
                return a
        here = r.figures[me]
        turn = r.turn
        for a in legal:
            if not isinstance(a, A.PlaySolution):
                continue
            colours = {a.colour} if a.colour >= 0 else set(range(5))
            near = [t for t in _token_cells(rules, r, colours) if _dist(rules, here, t) <= NEAR]
            if not near:
                continue
            if a.kind == UNIVERSAL and a.colour >= 0:
                if turn.counts[a.colour] != 1:   # pair a lone card, or open a colour
                    if turn.counts[a.colour] or any(turn.counts):
                        continue
            elif turn.counts[a.colour if a.colour >= 0 else 0] >= 2:
                continue
            return a
        return None

    def _walk_gain(self, rules: Options, r: Record, me: int, walk: A.Walk) -> float:
        """Value after a greedy walk of this card (a travel roll taken as 3)."""
        r = rules.next_record(r, walk)
        if r.phase == Phase.TRAVEL_ROLL:
            r = r.replace(phase=Phase.MOVE_STEP, actor=me,
                          segment=r.segment.replace(left=3))  # type: ignore[union-attr]
        while r.phase == Phase.MOVE_STEP:
            step = self._best_step(rules, r, me, rules.legal_actions(r))
            r = rules.next_record(r, step)
        return value(rules, r, me)

    def _best_step(self, rules: Options, r: Record, me: int, legal: Sequence[Action]
                   ) -> Action:
        options: list[Action] = [a for a in legal if isinstance(a, A.Step)]
        if A.STOP in legal:
            options.append(A.STOP)
        if not options:
            return legal[0]

        def worth(a: Action) -> float:
            after = rules.next_record(r, a)
            cell = after.figures[me]
            return value(rules, after, me) + (0 if a == A.STOP else _pull(rules, after, cell)
                                              - 0.01)
        return max(options, key=worth)

    def _move_step(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        free = self._free(rules, r, me, legal)
        return free if free is not None else self._best_step(rules, r, me, legal)

    def _trade_response(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        if not rules.cooperative or A.ACCEPT in legal:
            return A.ACCEPT if A.ACCEPT in legal and rules.cooperative else A.DECLINE
        gives = [a for a in legal if isinstance(a, A.Card) and TRANSPORT[a.kind % 10] and
                 a.kind < 10]
        return gives[0] if gives else A.DECLINE

    # -- phase 2 ---------------------------------------------------------------------------
    def _die_colour(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        def danger(die: int) -> float:
            total = 0.0
            for s in range(6 * die, 6 * die + 6):
                t = r.epi_type[s]
                if t >= 0:
                    held = (r.pile.units(t) if rules.cooperative else
                            r.holdings[me].units(t) + r.holdings[me].epicentres[t])
                    total += (r.epi_level[s] + 1) ** 2 + (held if r.epi_level[s] == 2 else 0)
            return total
        return min(A.DIE, key=lambda a: danger(a.die))

    def _new_spot(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        mine = [f for f in r.figures if f >= 0] if rules.cooperative else [r.figures[me]]
        return min(A.SPOT, key=lambda a: min(
            _dist(rules, rules.map.spots[r.rolls[a.die]].cell, f) for f in mine))

    def _spread_place(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        others = [f for s, f in enumerate(r.figures) if f >= 0 and s != me and not r.out[s]]
        if rules.cooperative:
            targets = [f for f in r.figures if f >= 0]
            return min(legal, key=lambda a: min((_dist(rules, a.cell, f) for f in targets),
                                                default=0))
        return max(legal, key=lambda a: min((_dist(rules, a.cell, f) for f in others),
                                            default=0))

    def _life_tie(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        return max(legal, key=lambda a: r.lives[a.seat])

    # -- phase 3 and setup -------------------------------------------------------------------
    def _discard(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        for a in legal:
            if isinstance(a, A.ExchangeEpicentre) or (isinstance(a, A.Exchange) and
                                                      at_risk(r, a.colour)):
                return a
        hand = r.hands[me]
        if sum(hand) >= 5 and sum(hand[:10]) >= 4:
            return next(a for a in legal if isinstance(a, A.Card) and a.kind < 10)
        return A.DONE

    def _draw_split(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        hand = r.hands[me]
        want = max(0, 3 - sum(hand[:10]))
        if isinstance(legal[0], A.From):
            deck = 0 if want > 0 else 1
            return next((a for a in legal if a.deck == deck), legal[0])
        return min(legal, key=lambda a: abs(a.k - want))

    def _initial_split(self, rules: Options, r: Record, me: int, legal: list) -> Action:
        return min(legal, key=lambda a: abs(a.k - 3))

    DECIDERS: ClassVar[dict[Phase, Callable[..., Action | None]]] = {
        Phase.INITIAL_SPLIT: _initial_split, Phase.PHASE1_ACTION: _phase1_action,
        Phase.MOVE_STEP: _move_step, Phase.TRADE_RESPONSE: _trade_response,
        Phase.DIE_COLOUR: _die_colour, Phase.NEW_SPOT: _new_spot,
        Phase.SPREAD_PLACE: _spread_place, Phase.LIFE_TIE: _life_tie, Phase.DISCARD: _discard,
        Phase.DRAW_SPLIT: _draw_split}
    """The rule of each decision the heuristic has one for: ``(self, rules, record, seat,
    legal)`` to an action (None: no preference)."""

    def __repr__(self) -> str:
        return "SaveTheWorldHeuristicBot()"
