"""A heuristic bot for The Fox in the Forest Duet.

:class:`FoxDuetHeuristicBot` looks one trick ahead. It scores a trick by where the tracker
would land: a gem collected is worth most, leaving the path costs a forest token (or the
game), and a landing space close to more gems is better. As follower it knows the lead, so
it plays the card with the best outcome. As leader it samples the partner's hand a few
times (determinization) and assumes the partner answers each lead as well as it can.

Examples:
    >>> import tabletop
    >>> from tabletop.games.fox_duet import Rules
    >>> bots = [FoxDuetHeuristicBot(seed=1), FoxDuetHeuristicBot(seed=2)]
    >>> tabletop.play(Rules(), bots, seed=4).record.replay().is_terminal
    True
"""

from __future__ import annotations

import attrs

from ...engine import Action, BotView, Rng, next_seat
from . import actions as A
from .cards import Card
from .observation import FoxDuetObservation
from .state import PLAYERS
from .tricks import legal_plays, move_choices_of, trick_winner

GEM = 10.0
"""Value of collecting a gem this trick."""
FOREST_TOKEN = 6.0
"""Cost of leaving the path while a forest token is left."""
LOST = 1000.0
"""Cost of leaving the path with no forest token left (defeat)."""
NEARBY = 1.0
"""Value of each gem-holding location within one trick's reach of the landing space."""


class FoxDuetHeuristicBot:
    """One-trick lookahead with a few determinizations of the partner's hand when leading.

    ``samples`` is the number of partner hands drawn per lead decision.
    """

    def __init__(self, seed: int | None = None, samples: int = 4):
        self.rng = Rng(seed)
        self.samples = samples

    def __repr__(self) -> str:
        return f"FoxDuetHeuristicBot(samples={self.samples})"

    def choose(self, view: BotView) -> Action:
        """The decision of the seat of ``view``: forced, or by the phase's heuristic."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seen: FoxDuetObservation = view.observation
        choose = getattr(self, "_" + seen.phase.lower(), None)
        return choose(view, seen, legal) if choose else self.rng.choice(legal)

    # -- scoring a landing space ---------------------------------------------------------
    def _landing(self, seen: FoxDuetObservation, target: int) -> float:
        """Value of the tracker arriving at ``target`` (before anything else happens)."""
        if not seen.lo <= target <= seen.hi:
            return -(LOST if seen.forest_supply == 0 else FOREST_TOKEN)
        gems = seen.gems
        e0 = seen.e0
        value = GEM if gems[target - e0] else 0.0
        reach = range(max(seen.lo, target - 6), min(seen.hi, target + 6) + 1)
        nearby = sum(1 for p in reach if p != target and gems[p - e0])
        return value + NEARBY * nearby - 0.2 * abs(target)

    def _best_move(self, seen: FoxDuetObservation, trick: tuple[Card, ...], leader: int,
                   rules) -> float:
        """The value of a complete trick, its winner choosing the best move."""
        winner = trick_winner(trick, leader, seen.decree.suit)
        deltas = move_choices_of(rules, trick, winner, leader)
        return max(self._landing(seen, seen.tracker + d) for d in deltas)

    # -- decisions -----------------------------------------------------------------------
    def _play_follow(self, view: BotView, seen: FoxDuetObservation, legal) -> Action:
        leader = next_seat(view.player, PLAYERS)
        return max(legal, key=lambda a: self._best_move(
            seen, (seen.trick[0], a.card), leader, view.rules))

    def _play_lead(self, view: BotView, seen: FoxDuetObservation, legal) -> Action:
        partner = next_seat(view.player, PLAYERS)
        hands = [view.determinize(self.rng.generator).record.hands[partner]
                 for _ in range(self.samples)]
        rules = view.rules

        def expected(action: Action) -> float:
            total = 0.0
            for hand in hands:
                answers = legal_plays(hand, (action.card,))
                total += max(self._best_move(seen, (action.card, c), view.player, rules)
                             for c in answers)
            return total

        return max(legal, key=expected)

    def _move_choice(self, view: BotView, seen: FoxDuetObservation, legal) -> Action:
        return max(legal, key=lambda a: self._landing(seen, seen.tracker + a.delta))

    def _foxes_target(self, view: BotView, seen: FoxDuetObservation, legal) -> Action:
        return A.TARGET_SELF

    def _foxes_swap(self, view: BotView, seen: FoxDuetObservation, legal) -> Action:
        """With the trick complete, pick the decree that gives the best trick; otherwise
        keep it."""
        if len(seen.trick) < 2:
            return A.NO_SWAP
        leader = seen.leader

        def value(action: Action) -> float:
            decree = seen.decree if action is A.NO_SWAP else action.card
            changed = attrs.evolve(seen, decree=decree)
            return self._best_move(changed, seen.trick, leader, view.rules) + (
                0.01 if action is A.NO_SWAP else 0.0)

        return max(legal, key=value)

    def _forest_end(self, view: BotView, seen: FoxDuetObservation, legal) -> Action:
        """Cover the end farther from the tracker."""
        return max(legal, key=lambda a: abs((seen.lo if a.end == 0 else seen.hi)
                                            - seen.tracker))

    def _collect_gem(self, view: BotView, seen: FoxDuetObservation, legal) -> Action:
        return A.COLLECT


BOTS = {"heuristic": FoxDuetHeuristicBot}
"""Bots of this game by name, for ``tabletop play`` and ``tabletop arena``."""
