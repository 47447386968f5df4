"""The heuristic bot of KST.

`KstHeuristicBot` values each legal action of the pending decision with rules of
thumb and picks the best, ties broken by its seeded stream: it summons when it can, lays
cards that score or protect, hits the opponents' most valuable entries (points on them,
Caravans) and robs the player it can eliminate or the richest, never a teammate; it keeps
Afterlife cards while its pool is healthy, rolls for Caravans that carry enough points and
withdraws them once they pay well.

Examples:
    >>> from tabletop.games import kst
    >>> game = kst.new_game(seed=2, players=4)
    >>> bot = KstHeuristicBot(seed=0)
    >>> bot.choose(game.view()) in game.legal_actions()
    True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from ...engine import Action, BotView, Heuristic, Rng, best
from .actions import (
    END_PLAYS,
    FINISH,
    KEEP,
    RELEASE,
    ROLL_ALL,
    ROLL_CARAVANS,
    WITHDRAW,
    Host,
    Lay,
    PlayAction,
    Sell,
    Stake,
    Summon,
    Target,
    TargetPlayer,
)
from .cards import Effect
from .options import Options
from .state import Phase, Record

#: Worth of an effect resolving once, for the seat that controls it.
EFFECT_WORTH = {"gain": 1.0, "steal": 1.6, "drain": 1.2, "draw": 0.8, "attack": 1.8,
                "extra_rolls": 0.6, "resurrect": 0.7}


def worth(effects: tuple[Effect, ...]) -> float:
    """What a list of effects is worth (n counts for gain, steal, drain, draw)."""
    return sum(EFFECT_WORTH[e.op] * max(e.n, 1) for e in effects)


class KstHeuristicBot(Heuristic):
    """Rules of thumb over the legal actions (see the module text); seeded tie-breaks."""

    def __init__(self, seed: int | None = None):
        self.rng = Rng(seed)

    def choose_among(self, view: BotView, legal: Sequence[Action]) -> Action:
        """The heuristic's choice (`decide`) from the seat's view of the table."""
        return self.decide(cast(Options, view.rules), view.observation.table, view.player, legal)

    def decide(self, rules: Options, r: Record, me: int, legal: Sequence[Action]) -> Action:
        """The best of ``legal`` for seat ``me`` at ``r`` (a table as ``me`` sees it, or a
        full record), ties broken by the bot's stream."""
        return best(legal, (self.value(rules, r, me, a) for a in legal), self.rng)

    def value(self, rules: Options, r: Record, me: int, action: Action) -> float:
        """How much ``action`` is worth to seat ``me`` now."""
        pool = r.pools[me]
        if isinstance(action, Summon):
            return 9.0
        if isinstance(action, Lay):
            card = rules.cards[action.index]
            gain = sum(worth(t) for t in card.printed.triggers) + 2.0 * len(card.printed.passives)
            if card.caravan:
                return 2.0 if pool >= 5 else -1.0
            return 2.0 + gain - (2.5 if card.world == 2 and pool <= 3 else 0.0)
        if isinstance(action, PlayAction):
            effects = rules.cards[action.index].action
            return 1.5 + worth(effects) - (2.0 if rules.cards[action.index].id in _KEPT else 0)
        if isinstance(action, Stake):
            return -abs(action.points - max(1, (pool - 1) // 2))
        if isinstance(action, Host):
            entry = r.lines[me][action.entry]
            triggers = rules.abilities[entry.card][entry.converted].triggers
            return sum(worth(t) for t in triggers)
        if isinstance(action, Target):
            return self._target(rules, r, me, action)
        if isinstance(action, TargetPlayer):
            if r.teams[action.seat] == r.teams[me]:
                return -10.0
            victim, n = r.pools[action.seat], r.effect.n if r.effect else 0
            return 20.0 if victim <= n else float(victim)
        if isinstance(action, Sell):
            return 1.0 if pool < 4 else -1.0
        if r.phase is Phase.CARAVAN_RESULT:
            points = r.lines[me][r.caravans[0]].points
            return (points >= 8 or pool <= 2) == (action is WITHDRAW)
        return _WORDS.get(action, lambda rules, r, me: 0.0)(rules, r, me)

    def _target(self, rules: Options, r: Record, me: int, action: Target) -> float:
        if r.teams[action.seat] == r.teams[me]:
            return -10.0
        entry = r.lines[action.seat][action.entry]
        card = rules.cards[entry.card]
        triggers = rules.abilities[entry.card][entry.converted].triggers
        return (2.0 * entry.points + sum(worth(t) for t in triggers) + 3.0 * card.special
                + 2.0 * len(card.printed.passives) + 0.2 * entry.converted)

    def __repr__(self) -> str:
        return "KstHeuristicBot()"


_KEPT = {"krystal"}
"""Cards the bot would rather keep for a recipe than play."""


def _caravan_points(rules: Options, r: Record, me: int) -> float:
    return float(sum(e.points for e in r.lines[me] if rules.caravan_card[e.card]))


_WORDS: dict[Action, Callable[[Options, Record, int], float]] = {
    END_PLAYS: lambda rules, r, me: 0.5,
    FINISH: lambda rules, r, me: 0.0,
    KEEP: lambda rules, r, me: 1.0 if r.pools[me] >= 3 else -1.0,
    RELEASE: lambda rules, r, me: 0.0,
    ROLL_ALL: lambda rules, r, me: 3.0,
    ROLL_CARAVANS: lambda rules, r, me: _caravan_points(rules, r, me),
}
"""Worth of the one-word answers (``keep`` here is the Afterlife keep)."""

