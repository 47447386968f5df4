"""A tiny two-seat trick game that exercises every kernel feature (test-only).

Twelve cards, suits a/b/c, ranks 1-4. Three cards are dealt to each seat one chance event
at a time (a deal is seen only by its recipient). Three tricks: the leader plays any card,
the follower must follow suit if able, the higher card of the led suit wins and the winner
rolls a three-sided bonus die (a public chance event) and scores 1 + the roll.
Seat 0 leads the first trick; the winner leads the next.
"""

from __future__ import annotations

import attrs
import numpy as np

from tabletop.engine import (
    CHANCE,
    TERMINAL,
    Action,
    GameInfo,
    Observation,
    Rules,
    option,
    uniform,
)
from tabletop.engine.observation import concat, multi_hot, one_hot

SUITS = "abc"
CARDS = tuple(f"{s}{r}" for s in SUITS for r in range(1, 5))
HAND = 3


@attrs.frozen
class Deal(Action):
    card: str

    def __str__(self) -> str:
        return f"deal {self.card}"


@attrs.frozen
class Play(Action):
    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@attrs.frozen
class Bonus(Action):
    points: int

    def __str__(self) -> str:
        return f"bonus {self.points}"


@attrs.frozen
class Record:
    hands: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    dealt: int = 0
    trick: tuple[str, ...] = ()
    played: frozenset[str] = frozenset()
    leader: int = 0
    tricks_done: int = 0
    bonus_due: bool = False
    scores: tuple[int, int] = (0, 0)


@attrs.frozen
class ToyObservation(Observation):
    hand: frozenset[str]
    trick: tuple[str, ...]
    scores: tuple[int, int]
    tricks_done: int
    to_move: int

    def to_array(self) -> np.ndarray:
        return concat([multi_hot([CARDS.index(c) for c in self.hand], 12),
                       one_hot(CARDS.index(self.trick[0]) if self.trick else -1, 12),
                       self.scores, [self.tricks_done], one_hot(self.to_move, 2)])


@attrs.frozen
class ToyRules(Rules[Record]):
    name = "toy"
    info = GameInfo(title="Toy trick game", min_players=2, max_players=2, cooperative=False,
                    hidden_information=True, chance=True, max_length=2 * HAND + 3 * HAND)
    """Six deals, then three tricks of two plays and a bonus roll each."""
    bonus_sides: int = option(3, choices=(1, 2, 3), doc="faces of the bonus die")

    @property
    def num_players(self) -> int:
        return 2

    def initial_record(self) -> Record:
        return Record()

    def current_player(self, r: Record) -> int:
        if r.dealt < 2 * HAND or r.bonus_due:
            return CHANCE
        if r.tricks_done == HAND:
            return TERMINAL
        return (r.leader + len(r.trick)) % 2

    def phase(self, r: Record) -> str:
        if r.dealt < 2 * HAND:
            return "DEAL"
        if r.bonus_due:
            return "BONUS"
        if r.tricks_done == HAND:
            return "END"
        return "LEAD" if not r.trick else "FOLLOW"

    def _pool(self, r: Record) -> list[str]:
        held = r.hands[0] | r.hands[1] | r.played
        return [c for c in CARDS if c not in held]

    def legal_actions(self, r: Record) -> list[Action]:
        if r.dealt < 2 * HAND:
            return [Deal(c) for c in self._pool(r)]
        if r.bonus_due:
            return [Bonus(n) for n in range(1, self.bonus_sides + 1)]
        if r.tricks_done == HAND:
            return []
        hand = sorted(r.hands[self.current_player(r)])
        if r.trick:
            suited = [c for c in hand if c[0] == r.trick[0][0]]
            hand = suited or hand
        return [Play(c) for c in hand]

    def chance_outcomes(self, r: Record) -> list[tuple[Action, float]]:
        return uniform(self.legal_actions(r))

    def explain_illegal(self, r: Record, action: Action) -> str:
        if isinstance(action, Play) and r.trick and action.card in r.hands[
                self.current_player(r)]:
            return f"TOY-2: must follow suit {r.trick[0][0]}"
        return super().explain_illegal(r, action)

    def transition(self, r: Record, a: Action) -> Record:
        if isinstance(a, Deal):
            seat = r.dealt % 2
            hands = tuple(h | {a.card} if p == seat else h for p, h in enumerate(r.hands))
            return attrs.evolve(r, hands=hands, dealt=r.dealt + 1)
        if isinstance(a, Bonus):
            winner = r.leader
            scores = tuple(s + 1 + a.points if p == winner else s
                           for p, s in enumerate(r.scores))
            return attrs.evolve(r, scores=scores, bonus_due=False)
        seat = self.current_player(r)
        hands = tuple(h - {a.card} if p == seat else h for p, h in enumerate(r.hands))
        trick = (*r.trick, a.card)
        if len(trick) < 2:
            return attrs.evolve(r, hands=hands, trick=trick)
        lead, follow = trick
        follower_wins = follow[0] == lead[0] and follow[1] > lead[1]
        winner = (r.leader + 1) % 2 if follower_wins else r.leader
        return attrs.evolve(r, hands=hands, trick=(), played=r.played | set(trick),
                            leader=winner, tricks_done=r.tricks_done + 1, bonus_due=True)

    def scores(self, r: Record) -> tuple[int, int]:
        return r.scores

    def winners(self, r: Record) -> frozenset[int]:
        if r.tricks_done < HAND or r.bonus_due:
            return frozenset()
        best = max(r.scores)
        return frozenset(p for p in (0, 1) if r.scores[p] == best)

    def observation(self, r: Record, player: int) -> ToyObservation:
        to_move = self.current_player(r)
        return ToyObservation(player=player, hand=r.hands[player], trick=r.trick,
                              scores=r.scores, tricks_done=r.tricks_done,
                              to_move=to_move if to_move >= 0 else -1)

    @property
    def observation_shape(self) -> tuple[int, ...]:
        return (12 + 12 + 2 + 1 + 2,)

    def determinize(self, r: Record, player: int, rng: np.random.Generator) -> Record:
        other = 1 - player
        unseen = sorted(set(CARDS) - r.hands[player] - r.played - set(r.trick))
        resampled = frozenset(rng.choice(unseen, size=len(r.hands[other]), replace=False))
        hands = tuple(resampled if p == other else h for p, h in enumerate(r.hands))
        return attrs.evolve(r, hands=hands)

    def observe_action(self, r: Record, action: Action, player: int) -> Action | str:
        if isinstance(action, Deal) and r.dealt % 2 != player:
            return "deal (hidden)"
        return action

    def render(self, r: Record) -> str:
        hands = " | ".join(f"P{p}: {' '.join(sorted(h))}" for p, h in enumerate(r.hands))
        return (f"toy: {hands} | trick: {' '.join(r.trick) or '-'} | "
                f"scores {r.scores[0]}:{r.scores[1]} | phase {self.phase(r)}")

    @property
    def action_space(self) -> tuple[Action, ...]:
        return tuple(Play(c) for c in CARDS)

    @property
    def chance_space(self) -> tuple[Action, ...]:
        return (*(Deal(c) for c in CARDS), *(Bonus(n) for n in (1, 2, 3)))
