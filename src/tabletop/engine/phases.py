"""The phase table: each pending decision or chance event of a game, declared once.

A game names its phases in one string enum (members in capitals, values as the game's
spec names them) and maps each member to a [`Phase`][tabletop.engine.phases.Phase]: the rule it
enforces, what it asks (one line, for error messages and terminal play), whether it is a decision, a
chance event, the end or automatic steps, and the functions that list its legal actions (or
outcomes) and apply one.
The game's record carries the pending phase in a field ``phase`` and the deciding seat in a field
``actor``; from the table the kernel's [`Rules`][tabletop.engine.rules.Rules] derives
``current_player``, ``phase``, ``legal_actions``, ``chance_outcomes``, ``next_record`` and
``explain_illegal``.

Automatic steps are the kernel's step queue: a phase built with
[`automatic`][tabletop.engine.phases.automatic] is never pending between two actions; inside the
transition that reaches it, the kernel runs the record's pending tasks (its field ``todo``) and
then the phase's own next step, until a decision, a chance event or the end is posed. A game with
a chain of automatic consequences (effects to resolve, disasters to place) keeps them there
instead of looping itself.

Examples:
    >>> class Step(PhaseName):
    ...     ROLL = "roll"
    ...     END = "end"
    >>> Step.ROLL == "roll", str(Step.END)
    (True, 'end')
    >>> table = {Step.ROLL: chance("X-1", "a die is rolled", apply=None, uniform=None),
    ...          Step.END: terminal("X-9", "the game is over")}
    Traceback (most recent call last):
    ...
    ValueError: chance phase X-1: give exactly one of outcomes= or uniform=
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from .actions import Action
from .chance import uniform as _uniform


class PhaseName(enum.StrEnum):
    """Base of a game's phase enum: members compare equal to their spec names."""


class Kind(enum.Enum):
    """What a phase is: a decision of one seat, a chance event, the end, or automatic
    steps the kernel runs at once."""

    DECISION = "decision"
    CHANCE = "chance"
    TERMINAL = "terminal"
    AUTOMATIC = "automatic"


Legal = Callable[[Any, Any], Sequence[Action]]
Outcomes = Callable[[Any, Any], Sequence[tuple[Action, float]]]
Apply = Callable[[Any, Any, Any], Any]
"""``apply(rules, record, action)``; a game types ``action`` with its own action class."""
Explain = Callable[[Any, Any, Any], str | None]
Step = Callable[[Any, Any], Any]
"""``step(rules, record)``: an automatic phase's next step when no task is pending."""
Task = Callable[[Any, Any, Any, tuple[Any, ...]], Any]
"""``task(rules, record, first, rest)``: does the pending task ``first`` and returns the
record with ``todo=rest`` (the tasks after it) unless it queues more."""


@attrs.frozen
class Phase:
    """One row of a phase table (build it with [`decision`][tabletop.engine.phases.decision],
    [`chance`][tabletop.engine.phases.chance] or [`terminal`][tabletop.engine.phases.terminal]).
    Every function takes the rules first and the record second."""

    kind: Kind
    rule: str
    """The rule ID the phase enforces; an illegal action's error starts with it."""
    asks: str
    """What the phase asks, in one line; ``{actor}`` stands for the deciding seat."""
    legal: Legal | None = None
    """The legal actions (a decision) or the outcomes (a chance event), in a fixed order."""
    outcomes: Outcomes | None = None
    """``(outcome, probability)`` pairs of a chance event."""
    apply: Apply | None = None
    """The record after a legal action (legality is checked before the call)."""
    explain: Explain | None = None
    """Why an action is illegal here, starting with a rule ID; None falls back to the
    phase's rule and the legal actions."""
    step: Step | None = None
    """An automatic phase's next step once no task is pending."""
    task: Task | None = None
    """An automatic phase's runner of one pending task."""


def decision(rule: str, asks: str, legal: Legal, apply: Apply, *,
             explain: Explain | None = None) -> Phase:
    """A decision of the record's ``actor``: ``legal(rules, r)`` lists its actions,
    ``apply(rules, r, action)`` gives the next record."""
    return Phase(Kind.DECISION, rule, asks, legal=legal, apply=apply, explain=explain)


def chance(rule: str, asks: str, apply: Apply | None, *, outcomes: Outcomes | None = None,
           uniform: Legal | None = None, explain: Explain | None = None) -> Phase:
    """A chance event: ``outcomes(rules, r)`` gives weighted outcomes, or ``uniform(rules,
    r)`` lists equally likely ones; ``explain`` says why an outcome is not possible now."""
    if (outcomes is None) == (uniform is None):
        raise ValueError(f"chance phase {rule}: give exactly one of outcomes= or uniform=")
    if uniform is not None:
        equally: Legal = uniform

        def weighted(rules: Any, r: Any) -> Sequence[tuple[Action, float]]:
            return _uniform(equally(rules, r))

        return Phase(Kind.CHANCE, rule, asks, legal=uniform, outcomes=weighted, apply=apply,
                     explain=explain)
    assert outcomes is not None
    weights: Outcomes = outcomes

    def listed(rules: Any, r: Any) -> Sequence[Action]:
        return tuple(a for a, _ in weights(rules, r))

    return Phase(Kind.CHANCE, rule, asks, legal=listed, outcomes=outcomes, apply=apply,
                 explain=explain)


def automatic(rule: str, asks: str, step: Step, *, task: Task | None = None) -> Phase:
    """Automatic steps that no seat decides: the kernel's step queue.

    While a record is in this phase, the kernel takes the first of its pending tasks (the
    record's field ``todo``, a tuple, first in first out) and calls ``task(rules, r, first,
    rest)``, which does it and leaves ``rest`` as the tasks still pending (a task may queue
    more); with no task pending it calls ``step(rules, r)``, the next step of the game. It goes
    on, inside the transition that reached the phase, until a step or task poses a decision or
    chance event or ends the game, so the phase is never pending between two actions.
    A pending task waits in ``todo`` while the decision or chance event it posed is answered.

    Examples:
        >>> class Step(PhaseName):
        ...     RESOLVING = "resolving"
        >>> row = automatic("X-2", "effects resolve", step=lambda rules, r: r)
        >>> row.kind is Kind.AUTOMATIC, row.task is None
        (True, True)
    """
    return Phase(Kind.AUTOMATIC, rule, asks, legal=lambda rules, r: (), step=step, task=task)


def terminal(rule: str, asks: str) -> Phase:
    """The end of the game: no legal action."""
    return Phase(Kind.TERMINAL, rule, asks, legal=lambda rules, r: ())
