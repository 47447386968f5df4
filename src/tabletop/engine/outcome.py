"""How a game ended: one typed [`Outcome`][tabletop.engine.outcome.Outcome] for every game.

Each game declares the ways it can end as a [`Termination`][tabletop.engine.outcome.Termination]
enum, each member with the rule that ends the game that way, and says which one a finished
record shows (``Rules.termination``). ``state.outcome`` and ``MatchResult.outcome`` then give
the termination with the winners, scores and returns, as python-chess's ``Outcome`` gives
its ``Termination`` and winner.

Examples:
    >>> class Ending(Termination):
    ...     CHECKMATE = "X-1", "the king is taken"
    ...     TIME = "X-9", "the clock ran out"
    >>> Ending.TIME.rule, str(Ending.TIME)
    ('X-9', 'the clock ran out (X-9)')
    >>> print(Outcome(Ending.CHECKMATE, frozenset({0}), (1, 0), (1.0, 0.0)))
    the king is taken (X-1): P0 wins; scores P0 1, P1 0
"""

from __future__ import annotations

import enum

import attrs


class Termination(enum.Enum):
    """A way a game can end. A game subclasses it with one member per way, valued
    ``(rule ID, text)``; ``rule`` and ``text`` read them back."""

    rule: str
    text: str

    def __init__(self, rule: str, text: str) -> None:
        self.rule = rule
        self.text = text

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})" if self.rule else self.text


class GameOver(Termination):
    """The termination of a game that declares none of its own."""

    ENDED = "", "the game is over"


@attrs.frozen
class Outcome:
    """The end of a game: how it ended, who won, the scores and the returns for learning
    (see ``State.returns``)."""

    termination: Termination
    winners: frozenset[int]
    scores: tuple[float, ...]
    returns: tuple[float, ...]

    @property
    def is_draw(self) -> bool:
        """Nobody won."""
        return not self.winners

    def __str__(self) -> str:
        won = [f"P{p}" for p in sorted(self.winners)]
        who = ("nobody wins" if not won else f"{won[0]} wins" if len(won) == 1 else
               f"{', '.join(won[:-1])} and {won[-1]} win")
        scores = ", ".join(f"P{p} {s:g}" for p, s in enumerate(self.scores))
        return f"{self.termination}: {who}; scores {scores}"
