"""What may happen now: the legal actions of each decision and the outcomes of each chance
event of Tokaido Duo (spec section 3), in canonical order (A31), and why a move is refused
(TD-3.4, TD-4.3, TD-5.4, TD-6.3).

Every function takes the rules and the record; the phase table of ``rules.py`` names
which one serves which phase.

Examples:
    >>> from tabletop.games.tokaido_duo import Rules
    >>> rules = Rules(start_player=0)
    >>> [str(a) for a, _ in draws(rules, rules.initial_record())]
    ['draw:incense', 'draw:porcelain', 'draw:sake', 'draw:silk', 'draw:tea']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ...engine import Action, draw
from . import merchant, painter, pilgrim
from .actions import KEEP_TOKEN, REPEAT, PickDie
from .state import POSITIONS, Phase, Record, Turn

if TYPE_CHECKING:
    from .options import Options

Offer = Callable[["Options", Record, int, str], tuple[Action, ...]]
Legal = Callable[["Options", Record], tuple[Action, ...]]

DESTINATIONS = {"pilgrim": pilgrim.destinations, "merchant": merchant.destinations,
                "painter": painter.destinations}
"""Where each figure may stop (TD-4, TD-5, TD-6)."""

OFFERS: dict[Phase, Offer] = {
    Phase.TEMPLE: pilgrim.temple_offer, Phase.GARDEN: pilgrim.garden_offer,
    Phase.COAST_INCOME: pilgrim.coast_offer, Phase.BEACH: pilgrim.beach_offer,
    Phase.HOT_SPRINGS: pilgrim.springs_offer, Phase.MOUNTAIN: merchant.mountain_offer,
    Phase.SELL: merchant.sell_offer, Phase.PAINTER_ACTION: painter.offer,
}
"""The actions of each effect decision at a stop; none offered means none posed (TD-7.3)."""

MOVE_RULES = {"pilgrim": "TD-4.3", "merchant": "TD-5.4", "painter": "TD-6.3"}
"""The rule that says where each figure may stop."""

REPEAT_ANSWERS = (REPEAT, KEEP_TOKEN)
"""The answers to ``hot_springs_repeat`` (TD-12.3, TD-12.5)."""


def destinations(rules: Options, r: Record, player: int, character: str, value: int
                 ) -> tuple[str, ...]:
    """Where ``player``'s figure of ``character`` may stop with ``value`` (TD-3 to TD-6).

    Examples:
        >>> from tabletop.games.tokaido_duo import new_game
        >>> game = new_game(seed=1, start_player=0)
        >>> destinations(game.rules, game.state.record, 0, "painter", 1)
        ('Z1', 'Z5', 'Z8')
    """
    return DESTINATIONS[character](rules, r, player, value)


def stop(r: Record) -> str:
    """Where the figure of the die turn in progress stands."""
    t: Turn = r.turn  # type: ignore[assignment]
    return getattr(r, POSITIONS[t.character])[t.player]


# -- chance events ----------------------------------------------------------------------------
def stall_tiles(rules: Options, r: Record) -> list[Action]:
    """The tiles not yet placed, equally likely on the next coastal town (TD-1.2)."""
    return [a for tile, a in rules.actions.stall.items() if tile not in r.stalls]


def wave_sides(rules: Options, r: Record) -> tuple[Action, ...]:
    """Side A or B of the next wave token, equally likely (TD-1.3)."""
    return tuple(rules.actions.side.values())


def start_players(rules: Options, r: Record) -> tuple[Action, ...]:
    """Either player, equally likely, starts on the compass side (TD-1.6)."""
    return tuple(rules.actions.start.values())


def rolls(rules: Options, r: Record) -> Sequence[tuple[Action, float]]:
    """The values of the next die, pilgrim die first, each weighted by its faces (TD-2.2)."""
    return rules.rolls[len(r.dice)]


def draws(rules: Options, r: Record) -> list[tuple[Action, float]]:
    """The kind of the item drawn, weighted by the bag's counts (TD-13.1)."""
    return draw(dict(zip(rules.actions.draws, merchant.bag(rules, r))))


def flips(rules: Options, r: Record) -> list[tuple[Action, float]]:
    """The symbol of the painting turned over, weighted by the face-down counts (TD-15.3)."""
    down = r.players[r.turn.player].face_down  # type: ignore[union-attr]
    return draw(dict(zip(rules.actions.flips, down)))



# -- decisions --------------------------------------------------------------------------------
def picks(rules: Options, r: Record) -> tuple[PickDie, ...]:
    """One ``die:<character>`` per unused die (TD-2.3 to TD-2.5)."""
    return rules.picks[r.used]


def moves(rules: Options, r: Record) -> tuple[Action, ...]:
    """One ``to:<place>`` per destination of the die turn's figure (TD-3.4)."""
    t: Turn = r.turn  # type: ignore[assignment]
    return move_actions(rules, r, t.player, t.character, t.value)


def move_actions(rules: Options, r: Record, player: int, character: str, value: int
                 ) -> tuple[Action, ...]:
    """The ``to:<place>`` actions of `destinations`, in the same order."""
    if character == "painter":  # zones hold any number of painters (TD-6.2)
        return rules.painter_steps.get((r.painters[player], value), ())
    if character == "merchant" and rules.merchant_pass_occupied:
        ends, coastal = rules.merchant_steps.get((r.merchants[player], value), ((), ()))
        if not any(town in r.pilgrims or town in r.merchants for town in coastal):
            return ends  # no coastal end town is occupied (TD-5.2)
    stops = DESTINATIONS[character](rules, r, player, value)
    return tuple(map(rules.actions.move.__getitem__, stops))


def effect(rules: Options, r: Record) -> tuple[Action, ...]:
    """The actions of the effect decision at the stop (TD-7.1, TD-7.2)."""
    return OFFERS[r.phase](rules, r, r.turn.player, stop(r))  # type: ignore[union-attr]


def keeps(rules: Options, r: Record) -> tuple[Action, ...]:
    """The multisets of items the merchant may keep after drawing (TD-13.2, A14)."""
    return merchant.keep_options(rules, r, r.turn.player)  # type: ignore[union-attr]


def returns(rules: Options, r: Record) -> tuple[Action, ...]:
    """One ``return:<kind>`` per kind the player above capacity holds (TD-11.4)."""
    return merchant.return_offer(rules, r, r.actor)


def repeats(rules: Options, r: Record) -> tuple[Action, ...]:
    """``repeat`` the move, or ``keep_token`` for a later die turn (TD-12.3, TD-12.5)."""
    return REPEAT_ANSWERS


def why_not_move(rules: Options, r: Record, action: Action) -> str:
    """An illegal destination breaks the moving figure's rule (TD-4.3, TD-5.4, TD-6.3)."""
    t: Turn = r.turn  # type: ignore[assignment]
    legal = ", ".join(str(a) for a in moves(rules, r)) or "none"
    return (f"{MOVE_RULES[t.character]}: '{action}' is not a stop of player {t.player}'s "
            f"{t.character} with {t.value} (phase {r.phase}); legal: {legal}")
