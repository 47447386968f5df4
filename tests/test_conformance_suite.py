"""The conformance suite passes a sound game and reports each deliberately broken one."""

import attrs
import numpy as np
import pytest

from tabletop.testing import ConformanceError, assert_conforms, check_game
from toy_game import Bonus, Record, ToyObservation, ToyRules


def checks_failed(rules, **kwargs):
    return {f.check for f in check_game(rules, **kwargs)}


def test_sound_game_conforms():
    assert_conforms(ToyRules(), games=200)


def test_sound_game_conforms_with_forced_decisions_applied():
    assert_conforms(ToyRules(auto_forced=True), games=100)


@attrs.frozen
class UndoForgetsScores(ToyRules):
    """Keeps scores in a list it changes in place, so undo cannot bring them back."""

    def initial_record(self):
        return Record(scores=[0, 0])

    def next_record(self, r, a):
        if isinstance(a, Bonus):
            r.scores[r.leader] += 1 + a.points
            return attrs.evolve(r, bonus_due=False)
        return super().next_record(r, a)


@attrs.frozen
class LeakyObservation(ToyRules):
    """Shows each seat both hands."""

    def observation(self, r, player):
        seen = super().observation(r, player)
        return attrs.evolve(seen, hand=r.hands[0] | r.hands[1])


@attrs.frozen
class LeakyArray(ToyRules):
    """Equal observations, but the array encodes the other seat's hand."""

    def observation(self, r, player):
        seen = super().observation(r, player)
        return LeakyToyObservation(**attrs.asdict(seen, recurse=False), other=r.hands[1 - player])


@attrs.frozen
class LeakyToyObservation(ToyObservation):
    other: frozenset = attrs.field(eq=False, default=frozenset())

    def to_array(self):
        array = super().to_array()
        array[0] += len(self.other & {"a1", "a2"})
        return array


@attrs.frozen
class BadProbabilities(ToyRules):
    """Deals with probabilities summing to 0.9."""

    def chance_outcomes(self, r):
        return [(a, 0.9 * p) for a, p in super().chance_outcomes(r)]


@attrs.frozen
class NeverEnds(ToyRules):
    """After the last trick, keeps rolling bonus dice for ever."""

    phases = {**ToyRules.phases, "END": ToyRules.phases["BONUS"]}


@attrs.frozen
class WrongShape(ToyRules):
    @property
    def observation_shape(self):
        return (10,)


@attrs.frozen
class EmptyDecision(ToyRules):
    """Offers no card to a follower void in the led suit."""

    def legal_actions(self, r):
        actions = super().legal_actions(r)
        if r.trick and r.dealt == 6 and not r.bonus_due:
            return [a for a in actions if a.card[0] == r.trick[0][0]]
        return actions


@attrs.frozen
class UnreadableText(ToyRules):
    @property
    def chance_space(self):
        return ()


@attrs.frozen
class DeterminizeChangesOwnHand(ToyRules):
    def determinize(self, r, player, rng):
        return attrs.evolve(r, hands=(r.hands[1], r.hands[0]))


@attrs.frozen
class TooLong(ToyRules):
    """Declares a bound on the game length that real games exceed."""

    info = attrs.evolve(ToyRules.info, max_length=8)


@attrs.frozen
class PosesForcedDecisions(ToyRules):
    """Claims auto_forced but applies no forced decision."""

    def next_record(self, r, a):
        return self.transition(r, a)


@attrs.frozen
class DumpsTheRecord(ToyRules):
    """An observation whose text is the raw record."""

    def observation(self, r, player):
        return RecordDump(player=player, record=repr(r))


@attrs.frozen
class RecordDump(ToyObservation.__base__):
    record: str

    def to_array(self):
        return np.zeros(29, dtype=np.float32)


@pytest.mark.parametrize("broken, check", [
    (TooLong(), "metadata"),
    (PosesForcedDecisions(auto_forced=True), "forced"),
    (DumpsTheRecord(), "text"),
    (UndoForgetsScores(), "undo"),
    (LeakyObservation(), "determinize"),
    (LeakyArray(), "determinize"),
    (BadProbabilities(), "chance"),
    (NeverEnds(), "ends"),
    (WrongShape(), "observation shape"),
    (EmptyDecision(), "no legal actions"),
    (UnreadableText(), "action text"),
    (DeterminizeChangesOwnHand(), "determinize"),
])
def test_each_broken_game_is_reported(broken, check):
    assert check in checks_failed(broken, games=20, max_steps=500)


def test_assert_conforms_lists_the_findings():
    with pytest.raises(ConformanceError, match=r"probabilities of DEAL sum to 0\.9"):
        assert_conforms(BadProbabilities(), games=3)
