"""Actions and chance outcomes of KST, named as spec section 5 names them.

Decisions (section 5.2) name card ids, seats and line indices; chance outcomes (section
5.3) name what the chance event reveals:

Examples:
    >>> str(Lay("rybar", 0)), str(Target(1, 3)), str(Stake(2)), str(ROLL_CARAVANS)
    ('lay(rybar)', 'target(1, 3)', 'stake(2)', 'roll_caravans')
    >>> str(Teams((0, 1, 1, 0))), str(Draw("mor", 25)), str(Die(6))
    ('teams(SRRS)', 'draw(mor)', 'die(6)')

One `ActionTable` per rules builds each action once; the legal lists hand out
these very objects, so ``action in legal`` is mostly an identity test.
"""

from __future__ import annotations

import itertools

import attrs

from ...engine import Action, dice
from .cards import TEAM_LETTERS, CardSet


@attrs.frozen(cache_hash=True)
class Lay(Action):
    """``lay(card_id)``: a first- or second-world card into the own line (KST-4.2)."""

    card: str
    index: int = attrs.field(eq=False)

    def __str__(self) -> str:
        return f"lay({self.card})"


@attrs.frozen(cache_hash=True)
class PlayAction(Action):
    """``play_action(card_id)``: an action card to the Graveyard, then its effects."""

    card: str
    index: int = attrs.field(eq=False)

    def __str__(self) -> str:
        return f"play_action({self.card})"


@attrs.frozen(cache_hash=True)
class Summon(Action):
    """``summon(special_id)``: a special card from its recipe, one play (KST-12)."""

    card: str
    index: int = attrs.field(eq=False)

    def __str__(self) -> str:
        return f"summon({self.card})"


@attrs.frozen(cache_hash=True)
class Sell(Action):
    """``sell(card_id)``: one card from hand at the Market (KST-8)."""

    card: str
    index: int = attrs.field(eq=False)

    def __str__(self) -> str:
        return f"sell({self.card})"


@attrs.frozen(cache_hash=True)
class Stake(Action):
    """``stake(k)``: points moved from the pool onto a Caravan just laid (KST-7.1)."""

    points: int

    def __str__(self) -> str:
        return f"stake({self.points})"


@attrs.frozen(cache_hash=True)
class Host(Action):
    """``host(entry)``: the own line entry an attachment special goes on (KST-12.3)."""

    entry: int

    def __str__(self) -> str:
        return f"host({self.entry})"


@attrs.frozen(cache_hash=True)
class Target(Action):
    """``target(seat, entry)``: the line entry an attack hits (KST-9.1)."""

    seat: int
    entry: int

    def __str__(self) -> str:
        return f"target({self.seat}, {self.entry})"


@attrs.frozen(cache_hash=True)
class TargetPlayer(Action):
    """``target_player(seat)``: whom a steal robs (KST-19)."""

    seat: int

    def __str__(self) -> str:
        return f"target_player({self.seat})"


@attrs.frozen(cache_hash=True)
class Word(Action):
    """A one-word decision: ``end_plays``, ``alone``, ``keep``, ``release``, ``roll_all``,
    ``roll_caravans``, ``withdraw``, ``finish``."""

    name: str

    def __str__(self) -> str:
        return self.name


END_PLAYS = Word("end_plays")
ALONE = Word("alone")
KEEP = Word("keep")
"""Keep the card (Afterlife, KST-10.1) or keep the Caravan in the line (KST-7.5)."""
RELEASE = Word("release")
ROLL_ALL = Word("roll_all")
ROLL_CARAVANS = Word("roll_caravans")
WITHDRAW = Word("withdraw")
FINISH = Word("finish")
WORDS = (END_PLAYS, ALONE, KEEP, RELEASE, ROLL_ALL, ROLL_CARAVANS, WITHDRAW, FINISH)


# -- chance outcomes ------------------------------------------------------------------------
@attrs.frozen(cache_hash=True)
class Teams(Action):
    """``team_assignment`` (KST-1.2): the team of every seat, ``S`` or ``R``."""

    teams: tuple[int, ...]

    def __str__(self) -> str:
        return "teams(" + "".join(TEAM_LETTERS[t] for t in self.teams) + ")"


@attrs.frozen(cache_hash=True)
class Draw(Action):
    """``draw`` (KST-14.1): the card id that comes off the main deck."""

    card: str
    index: int = attrs.field(eq=False)

    def __str__(self) -> str:
        return f"draw({self.card})"


@attrs.frozen(cache_hash=True)
class StartDie(Action):
    """``start_die`` (KST-1.6): one seat's roll for the start player."""

    value: int

    def __str__(self) -> str:
        return f"start_die({self.value})"


@attrs.frozen(cache_hash=True)
class StartSeat(Action):
    """``start_seat`` (KST-1.6, ``start_player = uniform``): who starts."""

    seat: int

    def __str__(self) -> str:
        return f"start_seat({self.seat})"


@attrs.frozen(cache_hash=True)
class Die(Action):
    """``die``: the base roll, an extra roll or the Caravan roll (KST-5, KST-6, KST-7)."""

    value: int

    def __str__(self) -> str:
        return f"die({self.value})"


def balanced_teams(players: int) -> tuple[tuple[int, ...], ...]:
    """Every balanced assignment of the two teams to the seats (KST-1.2), in a fixed order.

    Examples:
        >>> balanced_teams(2), len(balanced_teams(7)), len(balanced_teams(8))
        (((0, 1), (1, 0)), 70, 70)
    """
    return tuple(t for t in itertools.product((0, 1), repeat=players)
                 if abs(2 * sum(t) - players) <= 1)


class ActionTable:
    """Every action and chance outcome of one card set and player count, built once.

    ``points`` bounds a stake (every point in the game), ``entries`` bounds a line
    (every card of the set)."""

    def __init__(self, cards: CardSet, players: int, points: int):
        mains, specials = cards.main_cards, cards.special_cards
        entries = cards.main_total + cards.special_total
        self.lay = {c.index: Lay(c.id, c.index) for c in mains if c.world > 0}
        self.play = {c.index: PlayAction(c.id, c.index) for c in mains if c.world == 0}
        self.summon = {c.index: Summon(c.id, c.index) for c in specials}
        self.stake = tuple(Stake(k) for k in range(points + 1))
        self.host = tuple(Host(i) for i in range(entries))
        self.target = tuple(tuple(Target(s, i) for i in range(entries)) for s in range(players))
        self.target_player = tuple(TargetPlayer(s) for s in range(players))
        self.sell = {c.index: Sell(c.id, c.index) for c in mains}
        self.decisions: tuple[Action, ...] = (
            *self.lay.values(), *self.play.values(), *self.summon.values(), *WORDS,
            *self.stake[1:], *self.host, *itertools.chain.from_iterable(self.target),
            *self.target_player, *self.sell.values())
        every = cards.cards
        self.misplaced: tuple[Action, ...] = (
            *(Lay(c.id, c.index) for c in every if c.index not in self.lay),
            *(PlayAction(c.id, c.index) for c in every if c.index not in self.play),
            *(Sell(c.id, c.index) for c in specials),
            *(Summon(c.id, c.index) for c in mains))
        """Card actions of the wrong kind for their card (``lay(krystal)``, an action card;
        ``summon(hornik)``, a main card):
        never legal, listed after every other decision so that their text reads back and
        the refusal names the rule (KST-4.2), the indices before them unchanged."""
        self.decisions += self.misplaced
        self.teams = {t: Teams(t) for t in balanced_teams(players)}
        self.draw = tuple(Draw(c.id, c.index) for c in mains)
        self.start_die = tuple(StartDie(v) for v in range(7))
        self.start_seat = tuple(StartSeat(s) for s in range(players))
        self.die = tuple(Die(v) for v in range(7))
        self.die_outcomes = tuple((self.die[v], p) for v, p in dice(6))
        self.start_die_outcomes = tuple((self.start_die[v], p) for v, p in dice(6))
        self.chance: tuple[Action, ...] = (
            *self.teams.values(), *self.draw, *self.start_die[1:], *self.start_seat,
            *self.die[1:])
