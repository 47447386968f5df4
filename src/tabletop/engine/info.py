"""What a game is: its metadata, declared once on its rules class (``Rules.info``)."""

from __future__ import annotations

import attrs


@attrs.frozen
class GameInfo:
    """What a game is, declared once on its rules class (``Rules.info``): read by the docs,
    the arena and the adapters to other libraries."""

    title: str
    min_players: int
    max_players: int
    cooperative: bool
    """All seats win or lose together."""
    hidden_information: bool
    """Some seat cannot see part of the state (a hand)."""
    chance: bool
    """The game has chance events."""
    max_length: int
    """An upper bound on the steps (decisions and chance events) of one game."""
    teams: bool = False
    """Seats play in teams (win together, against the other team)."""

    @property
    def utility(self) -> str:
        """``"identical"`` (cooperative: every seat gets the same return),
        ``"general_sum"`` (teams: the returns add up to the winning team's size) or
        ``"constant_sum"`` (every seat for itself: the returns of a finished game add up
        to 1)."""
        if self.cooperative:
            return "identical"
        return "general_sum" if self.teams else "constant_sum"
