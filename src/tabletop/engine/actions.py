"""Actions: small immutable values a state accepts, plus the error for a refused one.

Every game defines its actions as frozen attrs classes deriving from
[`Action`][tabletop.engine.actions.Action]. An action's ``str()`` is its readable name;
``Rules.parse_action`` reads it back, and ``Rules.action_index`` gives it a stable integer for
reinforcement learning.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Action:
    """Base of every action and chance outcome.

    Subclasses are frozen attrs classes, so actions are hashable and compare by value.
    They define ``__str__``: the text a person types and ``parse_action`` reads (the
    conformance suite checks the round trip). Without one, an action reads as its
    ``repr``.

    Examples:
        >>> str(Action())
        'Action()'
    """

    def __str__(self) -> str:
        return repr(self)


class IllegalActionError(ValueError):
    """An action that the rules refuse in the current state.

    The message names the rule that forbids it (for example
    ``"FD-3.5: must follow suit (roses) while holding a rose"``). The state that raised it
    is left exactly as it was.
    """

    def __init__(self, message: str, *, action: object = None, rule: str | None = None):
        super().__init__(message)
        self.action = action
        self.rule = rule


class NotAnActionError(IllegalActionError, TypeError):
    """``apply`` was handed something that is not an action of the game (a string, a
    number, None, another game's action): both an
    [`IllegalActionError`][tabletop.engine.actions.IllegalActionError] and a ``TypeError``. The
    message says what was passed and how to get an action."""
