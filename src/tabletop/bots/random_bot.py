"""The baseline: a uniformly random legal action."""

from __future__ import annotations

from ..engine import Action, BotView, Rng


class RandomBot:
    """Chooses uniformly among the legal actions, from its own seeded stream.

    Examples:
        >>> import tabletop
        >>> rules = tabletop.load_game("fox_duet")
        >>> game = tabletop.Game(rules, seed=0)
        >>> bot = RandomBot(seed=0)
        >>> bot.choose(game.view()) in game.legal_actions()
        True
    """

    def __init__(self, seed: int | None = None):
        self.rng = Rng(seed)

    def choose(self, view: BotView) -> Action:
        """A uniformly random legal action of ``view``."""
        return self.rng.choice(view.legal_actions())

    def __repr__(self) -> str:
        return "RandomBot()"
