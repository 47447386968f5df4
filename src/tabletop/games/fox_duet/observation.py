"""What one seat may know (section 4): its observation, its array encoding, how it sees
each action, and determinization over the cards it cannot see (FD-2.4, FD-3.5, FD-3.6,
FD-8.1, FD-13.3, FD-13.5, section 3.5).

The array holds the pieces of ``Options.layout``, each slot divided by the piece's ``high``
(`layout` declares them), so every slot lies in [0, 1]:

* ``cards`` (rows ``CARD_ROWS`` of one slot per card), ``phase``, ``voids``, ``level``,
  ``round``, ``result`` and the path's ``tracker`` and ``covered`` rows: 0 or 1;
* ``table`` (slots ``TABLE``): whose turn, the pending Gift, the seat's number, dealing and
  leading are 0 or 1; the trick number and both hand sizes are divided by 11
  (``HAND_SIZE``); the forest supply by the level's forest tokens (FD-1.2); the gem supply
  (0 when the board holds more than the box, ``gem_supply = unlimited``) by the box's 22
  gems (FD-0.5);
* the path's ``gems`` row: gems on each space's location, divided by the most gems the
  board can hold (`gem_high`);
* ``score``: the shared score divided by the largest score of the level (`score_high`,
  FD-11.2).

Examples:
    >>> from tabletop.games.fox_duet import Rules
    >>> rules = Rules()
    >>> seen = rules.observation(rules.initial_record(), 0)
    >>> seen.hand, seen.partner_hand_size, seen.to_array().shape == rules.observation_shape
    ((), 0, True)
    >>> layout(rules).highs["score"], gem_high(rules)
    (54, 22)
"""

from __future__ import annotations

import array
import functools
import weakref

import attrs
import numpy as np

from ...engine import FLOAT32, Action, Layout, Observation, next_seat, replace_seat
from ...engine.observation import High
from . import actions as A
from . import render
from .board import GEMS_IN_BOX, LEVELS, Board
from .cards import CARDS, SUITS, Card, by_index
from .forest import gem_supply
from .options import Options
from .scoring import score
from .state import HAND_SIZE, PLAYERS, RESULTS, ROUNDS, ForestPath, Phase, Record

_PHASE_INDEX = {phase: i for i, phase in enumerate(Phase)}
_RESULT_INDEX = {result: i for i, result in enumerate(RESULTS)}
_CARDS = len(CARDS)
"""Slots per row of the ``cards`` piece: one per card."""
_SUIT_SLOT = {suit: i for i, suit in enumerate(SUITS)}


@functools.lru_cache(maxsize=4096)
def _gem_row(gems: tuple[int, ...]) -> array.array[float]:
    """The gems of each space as float32 slots: the gems change a few times a round, so
    the row is converted once and shared by the observations in between."""
    return array.array("f", gems)


def gem_high(rules: Options) -> int:
    """The most gems the board can hold, and so one location: the setup gems plus one per
    '+' location after each round but the last (FD-1.3, FD-9.1), at least the box's 22."""
    setup = sum(rules.board.setup_gems(rules.setup))
    return max(GEMS_IN_BOX, setup + (ROUNDS - 1) * len(rules.board.order))


def score_high(rules: Options) -> int:
    """The largest shared score (FD-11.2): ``10 * level``, every card of both hands, the
    largest early-win bonus and 3 per forest token of the level."""
    early = ROUNDS - 1 if rules.early_win_bonus == "per_round_saved" else 1
    return (10 * rules.level + PLAYERS * HAND_SIZE + 10 * early
            + 3 * rules.setup.forest_tokens)


_SCALED: weakref.WeakKeyDictionary[Layout, Layout] = weakref.WeakKeyDictionary()
"""Each ``Options.layout`` met -> the same pieces with their ``high`` (`layout`)."""


def layout(rules: Options) -> Layout:
    """``rules.layout`` with each piece's ``high`` (see the module's description)."""
    plain = rules.layout
    found = _SCALED.get(plain)
    if found is None:
        table = (1, 1, 1, 1, 1, 1, HAND_SIZE, HAND_SIZE, HAND_SIZE,
                 max(1, rules.setup.forest_tokens), GEMS_IN_BOX)
        highs: dict[str, High] = {"table": table, "score": score_high(rules),
                                  "path": np.array([[1], [1], [gem_high(rules)]])}
        found = _SCALED[plain] = Layout(*((name, shape, highs.get(name, 1))
                                          for name, shape in plain.pieces))
    return found


@attrs.frozen
class FoxDuetObservation(Observation):
    """One seat's view: its own hand and the public table, never the partner's hidden
    cards, the deck or earlier tricks (section 4, FD-8.1)."""

    phase: Phase
    to_move: int
    """The deciding seat, -1 at a chance event, -2 at the end."""
    level: int
    round: int
    trick_no: int
    dealer: int
    leader: int
    hand: tuple[Card, ...]
    partner_hand_size: int
    known_in_partner_hand: frozenset[Card]
    """Cards this seat knows the partner holds (given in a Gift, or the old decree taken
    in a Foxes swap)."""
    partner_knows: frozenset[Card]
    """Cards of this seat's hand that the partner knows about."""
    voids: frozenset[str]
    """Suits this seat has shown it lacked this round (FD-3.5); public."""
    partner_voids: frozenset[str]
    """Suits the partner has shown it lacked this round (FD-3.5); public."""
    decree: Card | None
    trick: tuple[Card, ...]
    gift_pick: Card | None
    """This seat's own pending ``GIFT_FIRST`` pick."""
    gift_pending: bool
    """A ``GIFT_FIRST`` pick is waiting (whoever made it)."""
    e0: int
    """Position of the printed path's E0 end (``gems[pos - e0]`` is position ``pos``)."""
    gems: tuple[int, ...]
    lo: int
    hi: int
    tracker: int
    forest_supply: int
    gem_supply: int
    result: str | None
    score: int
    layout: Layout = attrs.field(eq=False, repr=False, kw_only=True)
    """The pieces of `to_array` and their ``high`` (`layout`)."""
    board: Board = attrs.field(eq=False, repr=False, kw_only=True)
    """The board side, for its '+' locations in the picture."""

    def __str__(self) -> str:
        """The table as this seat sees it: its own hand, the partner's hand size."""
        path = ForestPath(self.e0, self.gems, self.lo, self.hi, self.tracker,
                          self.forest_supply)
        known = self.known_in_partner_hand
        mine = f"P{self.player} (you) hand: {render.cards_text(self.hand)}"
        if self.gift_pick:
            mine += f" - your gift pick: {self.gift_pick}"
        elif self.gift_pending:
            mine += " - your partner has picked a gift"
        lines = [render.header(self.level, LEVELS[self.level].side, self.round,
                               self.trick_no, self.phase, self.to_move),
                 *render.path_lines(path, self.board),
                 f"forest tokens in supply: {self.forest_supply} - gems in supply: "
                 f"{self.gem_supply}",
                 render.table_line(self.dealer, self.decree, self.trick, self.leader), mine,
                 f"P{next_seat(self.player, PLAYERS)} hand: {self.partner_hand_size} "
                 + ("card" if self.partner_hand_size == 1 else "cards")
                 + (f" (known: {render.cards_text(by_index(known))})" if known else "")
                 + render.voids_text(self.partner_voids)]
        return "\n".join(lines + render.result_lines(self.result, self.score))

    def to_array(self) -> np.ndarray:
        """The pieces of ``layout`` (`layout`), every slot 0 unless written: the cards as
        rows of 30 slots (`CARD_ROWS`), the phase, level, round and result one-hot, the
        shown voids per seat and suit, the `TABLE` slots, the path as rows of one slot per
        space (`PATH_ROWS`: tracker, covered, gems), the score; each divided by its
        ``high`` (the module's description).

        Written slot by slot for speed; ``tests/fox_duet/test_fox_duet_array.py`` checks it
        against the same pieces written through the checked `Encoder`."""
        layout = self.layout
        cards, phase, voids, table, level, round_, path, result, score = layout.starts
        slots = layout.blank()
        for card in self.hand:
            slots[cards + card.index] = 1.0
        for card in self.known_in_partner_hand:
            slots[cards + _CARDS + card.index] = 1.0
        for card in self.partner_knows:
            slots[cards + 2 * _CARDS + card.index] = 1.0
        if self.decree is not None:
            slots[cards + 3 * _CARDS + self.decree.index] = 1.0
        trick = self.trick
        if trick:
            slots[cards + 4 * _CARDS + trick[0].index] = 1.0
            if len(trick) > 1:
                slots[cards + 5 * _CARDS + trick[1].index] = 1.0
        if self.gift_pick is not None:
            slots[cards + 6 * _CARDS + self.gift_pick.index] = 1.0
        slots[phase + _PHASE_INDEX[self.phase]] = 1.0
        for suit in self.voids:
            slots[voids + _SUIT_SLOT[suit]] = 1.0
        for suit in self.partner_voids:
            slots[voids + len(SUITS) + _SUIT_SLOT[suit]] = 1.0
        me, to_move = self.player, self.to_move
        if to_move == me:
            slots[table] = 1.0
        elif to_move >= 0:  # the partner
            slots[table + 1] = 1.0
        slots[table + 2] = self.gift_pending
        slots[table + 3] = me
        slots[table + 4] = self.dealer == me
        slots[table + 5] = self.leader == me
        slots[table + 6] = self.trick_no
        slots[table + 7] = len(self.hand)
        slots[table + 8] = self.partner_hand_size
        slots[table + 9] = self.forest_supply
        slots[table + 10] = max(self.gem_supply, 0)
        slots[level + self.level - 1] = 1.0
        slots[round_ + self.round - 1] = 1.0
        e0, gems = self.e0, self.gems
        spaces = len(gems)
        slots[path + self.tracker - e0] = 1.0
        lo, hi = self.lo - e0, self.hi - e0
        if lo or hi != spaces - 1:
            covered = path + spaces
            for at in (*range(covered, covered + lo), *range(covered + hi + 1, path + 2 * spaces)):
                slots[at] = 1.0
        slots[path + 2 * spaces:path + 3 * spaces] = _gem_row(gems)
        if self.result is not None:
            slots[result + _RESULT_INDEX[self.result]] = 1.0
        slots[score] = self.score
        return layout.normalise(np.frombuffer(slots, FLOAT32))


def observe(rules: Options, r: Record, player: int) -> FoxDuetObservation:
    """``player``'s observation of ``r``."""
    partner = next_seat(player, PLAYERS)
    pick_is_mine = r.gift_pick is not None and r.actor == partner
    path = r.path
    return FoxDuetObservation(
        player=player, phase=r.phase, to_move=rules.current_player(r), level=rules.level,
        round=r.round, trick_no=r.trick_no, dealer=r.dealer, leader=r.leader,
        hand=r.hands[player], partner_hand_size=len(r.hands[partner]),
        known_in_partner_hand=r.known[partner], partner_knows=r.known[player],
        voids=r.voids[player], partner_voids=r.voids[partner],
        decree=r.decree, trick=r.trick, gift_pick=r.gift_pick if pick_is_mine else None,
        gift_pending=r.gift_pick is not None, gems=path.gems, lo=path.lo, hi=path.hi,
        tracker=path.tracker, forest_supply=path.forest_supply, gem_supply=gem_supply(path),
        result=r.result, score=score(rules, r), e0=path.e0, layout=layout(rules),
        board=rules.board)


def determinize(rules: Options, r: Record, player: int, rng: np.random.Generator) -> Record:
    """A record drawn uniformly among those ``player`` cannot tell from ``r``: the
    partner's hand keeps the cards ``player`` knows it holds; its other slots get cards
    drawn from the hidden ones outside the partner's shown voids (FD-3.5, FD-3.6), the
    rest form the deck; a pending Gift pick hidden from ``player`` is redrawn from the
    partner's new hand (section 4)."""
    partner = next_seat(player, PLAYERS)
    known = r.known[partner]
    hidden = [*r.unseen, *(c for c in r.hands[partner] if c not in known)]
    void = r.voids[partner]
    eligible = [c for c in hidden if c.suit not in void]
    slots = len(r.hands[partner]) - len(known)
    picked = rng.permutation(len(eligible))
    to_partner = {eligible[i] for i in picked[:slots]}
    unseen = by_index(c for c in hidden if c not in to_partner)
    hand = by_index((*known, *to_partner))
    gift_pick = r.gift_pick
    if r.phase == Phase.GIFT_SECOND and r.actor == player:
        gift_pick = hand[int(rng.integers(len(hand)))]
    return r.replace(hands=replace_seat(r.hands, partner, hand), unseen=unseen,
                     gift_pick=gift_pick)


def observe_action(rules: Options, r: Record, action: Action, player: int) -> Action | str:
    """How ``player`` saw ``action`` applied at ``r``: another seat's dealt card and the
    partner's ``GIFT_FIRST`` pick are hidden (section 3.5, section 4)."""
    if isinstance(action, A.Deal) and action.seat != player:
        return f"deal a card to P{action.seat}"
    if r.phase == Phase.GIFT_FIRST and r.actor != player:
        return f"P{r.actor} picks a card to give"
    return action
