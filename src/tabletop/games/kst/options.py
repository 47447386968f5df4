"""The options of spec section 1.7 and the static data built from them (KST-1, §3, §4).

`Options` is the part of the rules every other module may name as the type of its
``rules`` argument: the option fields, the card set in play and the per-card tables the
hot path reads (team, world, abilities), each built once.

Every count is bounded (``between``), so that building the rules and playing one whole
game stay small (about a second and 100 MB at any accepted value; the stakes of KST-7.1
make the action space grow with the points in play) and a game's length is finite:

* ``max_turns`` is 1 to `MAX_TURNS`: the spec's "0 = no limit" is not offered, since a
  game without a turn limit has no bound on its length (KST-17.3, A28);
* a turn makes at most `ROLL_CEILING` rolls: ``max_rolls_per_turn = 0`` means no limit of
  the players' own, the ceiling still applying (KST-6.2, KST-6.5). With the sample set a
  turn would need more than 1000 rolls with probability below 10^-31 (see `.bounds`);
* the start roll has at most `START_ROUNDS` rounds; if the last one still ties, the start
  player is drawn by lot among the tied (KST-1.6, A27: the same distribution as re-rolling
  until one is highest).

Examples:
    >>> rules = Options(players=2)
    >>> rules.bank_start, rules.total_points, rules.cards.by_id["drak"].placement
    (60, 72, 'line')
    >>> Options(teams=["sapphire", "ruby", "ruby"], players=3).fixed_teams
    (0, 1, 1)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from ... import engine
from ...engine import Action, OptionError, derived, forced_option, option
from .actions import ActionTable
from .cardfile import load_cards
from .cards import CLASSES, COST, NO_TRIGGERS, Abilities, Card, CardSet, Effect
from .state import Entry, Jobs, Record

MAX_BANK = 10_000
"""The largest ``bank_size`` (KST-1.3), about 80 times the default bank of 8 players."""
MAX_STARTING_POINTS = 1_000
"""The largest ``starting_points`` (KST-1.3)."""
MAX_STARTING_HAND = 50
"""The largest ``starting_hand`` (KST-1.5), near the sample set's 59 main-deck cards."""
MAX_PER_TURN = 20
"""The largest ``draws_per_turn`` and ``plays_per_turn`` (KST-2.1, KST-4.1)."""
MAX_PRICE = 100
"""The largest ``market_points_per_card`` (KST-8.1)."""
MAX_TURNS = 10_000
"""The largest ``max_turns`` (KST-17.3), a hundred times the average random game of 8
players (about 100 turns)."""
ROLL_CEILING = 1_000
"""The most rolls of one turn, whatever ``max_rolls_per_turn`` says (KST-6.5)."""
START_ROUNDS = 20
"""The most rounds of start dice; a tie in the last one is settled by lot (KST-1.6)."""

TEAM_CODES = {"sapphire": 0, "ruby": 1, "s": 0, "r": 1}
"""How a seat's team may be named in ``teams``: the team, its letter, or 0/1."""


Summonable = tuple[int, int, int, Action, tuple[tuple[int, int], ...], str]
"""A special card a team may summon, as `Options.summons` lists it."""


def _team(value: Any) -> int | None:
    if type(value) is int:
        return value if value in (0, 1) else None
    return TEAM_CODES.get(value.lower()) if isinstance(value, str) else None


def _teams(value: Any) -> Any:
    """A list, or the comma-separated text the command line gives, as a tuple."""
    if isinstance(value, str) and "," in value:
        return tuple(part.strip() for part in value.split(","))
    return tuple(value) if isinstance(value, list) else value


def _is_teams(value: Any) -> bool:
    return value == "random" or (isinstance(value, tuple) and all(
        _team(v) is not None for v in value))


def _is_start(value: Any) -> bool:
    return value in ("dice", "uniform") or (type(value) is int and 0 <= value < 8)


def _is_card_set(value: Any) -> bool:
    return value is None or isinstance(value, str | Mapping)


@attrs.frozen(cache_hash=True)
class Options(engine.Rules[Record]):
    """The rule options of KST (section 1.7), with their spec names and values."""

    players: int = option(4, choices=tuple(range(2, 9)), doc="number of seats, 2-8 (KST-1.1)")
    bank_size: int | None = option(None, between=(1, MAX_BANK),
                                   doc="points in the bank after the pools are taken; "
                                       "None = 40 + 10 x players (KST-1.3)")
    starting_points: int = option(6, between=(1, MAX_STARTING_POINTS),
                                  doc="points in each pool (KST-1.3)")
    starting_hand: int = option(4, between=(0, MAX_STARTING_HAND),
                                doc="cards dealt to each player (KST-1.5)")
    draws_per_turn: int = option(2, between=(0, MAX_PER_TURN),
                                 doc="cards drawn each turn (KST-2.1)")
    plays_per_turn: int = option(2, between=(0, MAX_PER_TURN),
                                 doc="plays allowed each turn (KST-4.1)")
    plays_rule: str = option("up_to", choices=("up_to", "as_many_as_possible"),
                             doc="whether the play phase may end early (KST-4.1, A2)")
    teams: Any = option("random", check=_is_teams, converter=_teams,
                        doc="'random' (the lot of KST-1.2) or a list with one team per seat: "
                            "'sapphire'/'ruby', 'S'/'R' or 0/1 (KST-1.7); on the command "
                            "line, comma-separated: teams=S,R,S,R")
    start_player: Any = option("dice", check=_is_start,
                               doc="'dice' (KST-1.6), 'uniform' or a seat number")
    dragon_scope: str = option("team", choices=("team", "teammates", "active"),
                               doc="who a Dragon drains at a turn start (KST-13.1, A3)")
    market_points_per_card: int = option(1, between=(0, MAX_PRICE),
                                         doc="points the bank pays per card sold (KST-8.1, A4)")
    caravan_payout: str = option("add_multiple", choices=("add_multiple", "multiply"),
                                 doc="the bank adds m x stake, or (m - 1) x stake (KST-7.4, "
                                     "A11)")
    afterlife_decline: str = option("graveyard", choices=("graveyard", "normal"),
                                    doc="where a released Afterlife card goes (KST-10.1, A10)")
    removed_points_to: str = option("bank", choices=("bank", "attacker"),
                                    doc="points on an attacked card (KST-9.7, A14)")
    allow_self_elimination: bool = option(False, choices=(False, True),
                                          doc="a payment may empty the payer's pool "
                                              "(KST-4.3, A19)")
    eliminated_cards: str = option("graveyard", choices=("graveyard", "removed"),
                                   doc="where an eliminated player's cards go (KST-16.2, A7)")
    bank_end: str = option("immediate", choices=("immediate", "end_of_turn"),
                           doc="when an empty bank ends the game (KST-17.2, A6)")
    score_mode: str = option("total", choices=("total", "pool"),
                             doc="pool plus line points, or the pool only (KST-17.4, A15)")
    max_turns: int = option(1000, between=(1, MAX_TURNS),
                            doc="turns after which the game is scored (KST-17.3, A28); 0, "
                                "the spec's 'no limit', is refused: every game must end "
                                "within a bounded number of steps")
    max_rolls_per_turn: int = option(0, between=(0, ROLL_CEILING),
                                     doc="rolls allowed in one turn (KST-6.5); 0 = no limit "
                                         "of the players' own, a turn still making at most "
                                         f"{ROLL_CEILING} rolls (ROLL_CEILING)")
    prison_view: str = option("public", choices=("public", "count_only"),
                              doc="what others see of a Prison (KST-21.3)")
    card_set: Any = option(None, check=_is_card_set, file=True,
                           doc="a card-definition TOML file (path) or its parsed data; "
                               "None = the invented sample set (section 4)")
    auto_forced: bool = forced_option(True)

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()  # the derived values first
        if self.fixed_teams is not None:
            if len(self.fixed_teams) != self.players or len(set(self.fixed_teams)) != 2:
                raise OptionError(f"option teams={list(self.teams)!r}: name a team for each "
                                  f"of the {self.players} seats, both teams used (KST-1.7)")
        if type(self.start_player) is int and self.start_player >= self.players:
            raise OptionError(f"option start_player={self.start_player}: no such seat "
                              f"among {self.players} (KST-1.6)")

    # -- static data ---------------------------------------------------------------------------
    @derived
    def cards(self) -> CardSet:
        """The card set in play (``card_set``), validated once (KST-18)."""
        return load_cards(self.card_set)

    @derived
    def bank_start(self) -> int:
        """The bank at setup (KST-1.3)."""
        return 40 + 10 * self.players if self.bank_size is None else self.bank_size

    @derived
    def roll_cap(self) -> int:
        """The most rolls of one turn: ``max_rolls_per_turn``, or `ROLL_CEILING` when it
        is 0 (KST-6.5)."""
        return self.max_rolls_per_turn or ROLL_CEILING

    @derived
    def total_points(self) -> int:
        """Every point of the game: bank plus pools; it never changes (KST-15)."""
        return self.bank_start + self.players * self.starting_points

    @derived
    def fixed_teams(self) -> tuple[int, ...] | None:
        """The explicit ``teams`` as team numbers, or None for the lot."""
        if self.teams == "random":
            return None
        named = [_team(t) for t in self.teams]
        return tuple(t for t in named if t is not None)  # all named: checked on creation

    @derived
    def actions(self) -> ActionTable:
        """Every action object, built once."""
        return ActionTable(self.cards, self.players, self.total_points)

    @derived
    def turn_draw(self) -> Effect:
        """The draw of KST-2.1 step 3, as a ``draw`` effect of the active player."""
        return Effect("draw", n=self.draws_per_turn)

    @derived
    def team_of(self) -> tuple[int, ...]:
        """Colour of each card as a team, -1 for neutral."""
        return tuple(c.team for c in self.cards.cards)

    @derived
    def line_world(self) -> tuple[int, ...]:
        """The world of each card as a line entry not converted by Afterlife: 3 for a
        standalone special (KST-1.6)."""
        return tuple(3 if c.special else c.world for c in self.cards.cards)

    @derived
    def abilities(self) -> tuple[tuple[Abilities, Abilities], ...]:
        """Per card: (printed abilities, abilities once kept by Afterlife) (KST-10.5)."""
        return tuple((c.printed, c.converted) for c in self.cards.cards)

    @derived
    def caravan_card(self) -> tuple[bool, ...]:
        """Which cards have the Caravan property (KST-7)."""
        return tuple(c.caravan for c in self.cards.cards)

    @derived
    def prisonable(self) -> tuple[bool, ...]:
        """Coloured first-world cards that are not Buildings: what a Prison takes (KST-3.1,
        KST-9.5)."""
        return tuple(c.world == 1 and c.team >= 0 and not c.building and not c.special
                     for c in self.cards.cards)

    @derived
    def flagged(self) -> dict[str, tuple[frozenset[int], frozenset[int], frozenset[int], bool]]:
        """Per passive flag (``walls``, ``market``, ``protect_caravan``, ``dragon``,
        ``upkeep``): the cards that have it printed, those that have it once kept by
        Afterlife, those that have it either way, and whether an attachment special has it
        (attachments hold only those, KST-12.3: when none has it, no attachment can)."""
        cards = self.cards.cards
        flags = {}
        for flag in ("walls", "market", "protect_caravan", "dragon", "upkeep"):
            printed = frozenset(c.index for c in cards if getattr(c.printed, flag))
            converted = frozenset(c.index for c in cards if getattr(c.converted, flag))
            attached = any(c.attachment for c in cards if c.index in printed)
            flags[flag] = (printed, converted, printed | converted, attached)
        return flags

    @derived
    def hittable(self) -> dict[str, tuple[tuple[bool, ...], tuple[bool, ...]]]:
        """Per target class (KST-9.1): per card, whether its entry is of the class, as
        printed and once kept by Afterlife (second-world then, KST-10.2)."""
        caravan = self.caravan_card
        return {name: (tuple(fits(w, c) for w, c in zip(self.line_world, caravan)),
                       tuple(fits(2, c) for c in caravan))
                for name, fits in CLASSES.items()}

    @derived
    def host_double(self) -> frozenset[int]:
        """The cards with the ``host_double`` passive (KST-5.5)."""
        return frozenset(c.index for c in self.cards.cards if c.printed.host_double)

    @derived
    def roll_jobs(self) -> tuple[tuple[tuple[tuple[Jobs, ...], tuple[Jobs, ...]], ...], ...]:
        """Per seat and card, printed and once kept by Afterlife: the jobs of each die
        number (KST-5.2), the seat as controller; empty for a Caravan, whose own list is
        skipped (its attachments, special cards, keep theirs)."""
        def jobs(seat: int, card: Card, abilities: Abilities) -> tuple[Jobs, ...]:
            if card.caravan:
                return ((),) * len(abilities.triggers)
            return tuple(tuple((seat, e) for e in listed) for listed in abilities.triggers)

        return tuple(tuple((jobs(seat, c, c.printed), jobs(seat, c, c.converted))
                           for c in self.cards.cards) for seat in range(self.players))

    @derived
    def upkeep_jobs(self) -> tuple[tuple[tuple[Jobs, Jobs], ...], ...]:
        """Per seat and card, printed and once kept by Afterlife: the jobs of its upkeep
        passives (KST-2.1 step 2), the seat as controller."""
        return tuple(tuple((tuple((seat, e) for e in c.printed.upkeep),
                            tuple((seat, e) for e in c.converted.upkeep))
                           for c in self.cards.cards) for seat in range(self.players))

    @derived
    def rolling(self) -> tuple[tuple[frozenset[int], bool], ...]:
        """Per die number: the cards with jobs for it (`roll_jobs`) printed or once kept,
        and whether an attachment special has some."""
        listed = self.roll_jobs[0] if self.players else ()
        return tuple((frozenset(c.index for c, jobs in zip(self.cards.cards, listed)
                                if jobs[0][number] or jobs[1][number]),
                      any(jobs[0][number] for c, jobs in zip(self.cards.cards, listed)
                          if c.attachment))
                     for number in range(len(NO_TRIGGERS)))

    @derived
    def action_jobs(self) -> tuple[tuple[Jobs, ...], ...]:
        """Per seat and card: the jobs of the card played as an action card, the seat as
        controller (KST-4.2)."""
        return tuple(tuple(tuple((seat, e) for e in c.action) for c in self.cards.cards)
                     for seat in range(self.players))

    @derived
    def laid(self) -> tuple[Entry, ...]:
        """Per card: the entry it makes when laid or summoned into the line, with its cost
        on it (none on a Caravan, whose stake follows; KST-4.2, KST-7.10, KST-12.3)."""
        return tuple(Entry(c.index, 0 if c.caravan else COST[3 if c.special else c.world])
                     for c in self.cards.cards)

    @derived
    def summons(self) -> tuple[tuple[frozenset[int], tuple[Summonable, ...]], ...]:
        """Per team: the first ingredient of every special card it may summon (its colour or
        neutral, KST-12.2), and each such card as (first ingredient, index in the special
        deck, card index, action, recipe, placement)."""
        table, main = self.actions.summon, self.cards.main
        listed = [tuple((c.ingredients[0][0], c.index - main, c.index, table[c.index],
                         c.ingredients, c.placement)
                        for c in self.cards.special_cards if c.team in (-1, team))
                  for team in (0, 1)]
        return tuple((frozenset(s[0] for s in cards), cards) for cards in listed)

    @derived
    def floor(self) -> int:
        """The least a pool may keep after a voluntary payment (KST-4.3)."""
        return 0 if self.allow_self_elimination else 1

    @derived
    def play_costs(self) -> tuple[tuple[Action, ...], tuple[int, ...]]:
        """Per main card: the play that puts it out, and the points it needs from the pool:
        1 for a second-world card (KST-4.2) or a Caravan's least stake (KST-7.1)."""
        table, mains = self.actions, self.cards.main_cards
        return (tuple(table.play[c.index] if c.world == 0 else table.lay[c.index]
                      for c in mains),
                tuple(0 if c.world == 0 else 1 if c.caravan else COST[c.world] for c in mains))

    @derived
    def main_deck(self) -> bytes:
        """Copies of each main card at setup (KST-1.4), one byte per card."""
        return bytes(c.count for c in self.cards.main_cards)

    @derived
    def draw_outcomes(self) -> tuple[tuple[tuple[tuple[Action, float], ...], ...], ...]:
        """Per number of cards in the main deck, per main card and per number of its copies
        left (up to its copies in the set): the ``draw`` outcome with its probability
        (KST-14.1)."""
        counts = self.main_deck
        table: list[tuple[tuple[tuple[Action, float], ...], ...]] = [()]
        for cards in range(1, sum(counts) + 1):
            share = 1.0 / cards
            table.append(tuple(tuple((action, n * share) for n in range(count + 1))
                               for action, count in zip(self.actions.draw, counts)))
        return tuple(table)

    @derived
    def special_deck(self) -> tuple[int, ...]:
        """Copies of each special card at setup (KST-1.4)."""
        return tuple(c.count for c in self.cards.special_cards)

