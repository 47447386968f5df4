"""A first heuristic bot for Tokaido Duo.

`TokaidoHeuristicBot` looks ahead through its own consecutive decisions (pick a die,
choose the stop, take the effect, repeat) and picks the line whose resulting table it
values most: points already scored plus an estimate of what coins, items, face-up
paintings and pending draws or flips are worth, the opponent's estimate subtracted.

Examples:
    >>> from tabletop.games import tokaido_duo
    >>> game = tokaido_duo.new_game(seed=2, start_player=0)
    >>> bot = TokaidoHeuristicBot(seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Action, BotView, Heuristic, Rng, best
from . import scoring
from .rules import Rules
from .state import OPPONENTS, Player, Record

#: Rough worth, in points, of the things that are not points yet.
WORTH = {"item": 2.5, "draw": 1.0, "face_up": 1.2, "flip": 1.0, "token": 1.0,
         "springs": 0.8, "track": 0.9}


def estimate(rules: Rules, r: Record, seat: int) -> float:
    """Points of ``seat`` plus the worth of what may become points (see ``WORTH``; coins and
    items count as a share of the next gold plate, an item as ``WORTH['item']`` coins)."""
    boards: Player = r.players[seat]
    value: float = scoring.total(rules, boards)
    plates = rules.layout.plate_values
    if boards.plates < len(plates):  # coins and items lead to the next plate
        step = plates[boards.plates] - (plates[boards.plates - 1] if boards.plates else 0)
        per_coin = step / rules.plate_threshold
        value += per_coin * (boards.coins + WORTH["item"] * sum(boards.items))
    value += WORTH["face_up"] * len(boards.face_up)
    value += WORTH["track"] * min(boards.temple, boards.garden)
    value += WORTH["token"] * sum(owner == seat for owner in r.wave_owners)
    value += WORTH["springs"] * (r.spring_holder == seat)
    turn = r.turn
    if turn is not None and turn.player == seat:
        value += WORTH["draw"] * turn.draws + WORTH["flip"] * turn.flips
    return value


class TokaidoHeuristicBot(Heuristic):
    """Greedy over its own next few decisions, valued by `estimate`; ties are broken
    by its seeded stream."""

    def __init__(self, seed: int | None = None, depth: int = 3):
        self.rng = Rng(seed)
        self.depth = depth

    def choose_among(self, view: BotView, legal: Sequence[Action]) -> Action:
        """The legal action whose line of own decisions scores best."""
        rules: Rules = view.rules  # type: ignore[assignment]
        r, me = view.observation.table, view.player
        return best(legal, (self._value(rules, rules.next_record(r, a), me, self.depth)
                            for a in legal), self.rng)

    def _value(self, rules: Rules, r: Record, me: int, depth: int) -> float:
        """The best value ``me`` can reach in ``depth`` more of its own decisions."""
        if depth > 0 and rules.current_player(r) == me:
            return max(self._value(rules, rules.next_record(r, a), me, depth - 1)
                       for a in rules.legal_actions(r))
        return estimate(rules, r, me) - sum(estimate(rules, r, seat) for seat in OPPONENTS[me])

    def __repr__(self) -> str:
        return f"TokaidoHeuristicBot(depth={self.depth})"
