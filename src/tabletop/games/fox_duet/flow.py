"""The course of a game: what each action does and every automatic step that follows it,
up to the next decision, chance event or the end (spec section 3.1).

Each function takes the rules (options and static data) and a record and returns the next
record. ``APPLY`` maps each action type to the function that applies it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine import Action
from . import actions as A
from . import forest
from .cards import CARDS, FOXES, GIFT, ROYAL_HEIR, Card, with_card, without
from .state import (
    COLLECT_GEM,
    DEAL_CARD,
    DECREE_REVEAL,
    END,
    FOREST_END,
    FOREST_EXHAUSTED,
    FOXES_SWAP,
    FOXES_TARGET,
    GIFT_FIRST,
    GIFT_SECOND,
    HAND_SIZE,
    LOST_IN_FOREST,
    MOVE_CHOICE,
    NO_ONE,
    PLAY_FOLLOW,
    PLAY_LEAD,
    ROUNDS,
    TIME_UP,
    VICTORY,
    ForestPath,
    Record,
)
from .tricks import move_choices, needs_move_choice, trick_winner

if TYPE_CHECKING:
    from .rules import Rules


def initial_path(rules: Rules) -> ForestPath:
    """The board after setup: gems by level on each location, the tracker on the start
    space, the level's forest supply (FD-1.1 to FD-1.4)."""
    board = rules.board
    return ForestPath(e0=board.e0, gems=board.setup_gems(rules.setup), lo=board.e0,
                      hi=board.e1, tracker=0, forest_supply=rules.setup.forest_tokens)


def start_round(r: Record, round_no: int, dealer: int, path: ForestPath) -> Record:
    """A new round on ``path``: all 30 cards form the unseen pool and the deal begins
    (FD-2.1)."""
    return r.replace(path=path, phase=DEAL_CARD, actor=NO_ONE, round=round_no, dealer=dealer,
                     hands=((), ()), unseen=CARDS, decree=None, trick=(), trick_no=0,
                     winner=NO_ONE, gift_pick=None, known=(frozenset(), frozenset()),
                     voids=(frozenset(), frozenset()))


def first_dealer(rules: Rules, r: Record, a: A.FirstDealer) -> Record:
    """The random round-1 dealer is drawn (option ``first_dealer = random``; FD-1.5)."""
    return start_round(r, 1, a.seat, r.path)


def recipient(r: Record) -> int:
    """Who receives the next ``DEAL_CARD``: alternating, the non-dealer first (FD-2.2)."""
    return (r.dealer + 1 + len(r.hands[0]) + len(r.hands[1])) % 2


def deal(rules: Rules, r: Record, a: A.Deal) -> Record:
    """One card from the unseen pool to its recipient (FD-2.2); after the 22nd, the decree
    is revealed next (FD-2.3)."""
    hands = _for_seat(r.hands, a.seat, with_card(r.hands[a.seat], a.card))
    phase = DECREE_REVEAL if len(hands[0]) + len(hands[1]) == 2 * HAND_SIZE else DEAL_CARD
    return r.replace(hands=hands, unseen=without(r.unseen, a.card), phase=phase)


def reveal_decree(rules: Rules, r: Record, a: A.Decree) -> Record:
    """The decree card is turned face up; the 7 cards left stay unseen as the deck
    (FD-2.3, FD-2.4). Trick 1 is led by the non-dealer (FD-3.2; option ``first_leader``)."""
    leader = r.dealer if rules.first_leader == "dealer" else 1 - r.dealer
    return r.replace(decree=a.card, unseen=without(r.unseen, a.card), trick_no=1,
                     leader=leader, phase=PLAY_LEAD, actor=leader)


def play(rules: Rules, r: Record, a: A.Play) -> Record:
    """The deciding seat plays a card into the trick (FD-3.3, FD-3.5); a follower that does
    not follow suit shows a void (FD-3.5); a 3 or a 7 triggers its effect at once
    (FD-13.1), other ranks act later or not at all."""
    seat, card = r.actor, a.card
    hands = _for_seat(r.hands, seat, without(r.hands[seat], card))
    known = r.known
    if card in known[seat]:
        known = _for_seat(known, seat, known[seat] - {card})
    changes = dict(hands=hands, known=known, trick=(*r.trick, card))
    if r.trick and shows_void(r.trick[0], card):
        changes["voids"] = _for_seat(r.voids, seat, r.voids[seat] | {r.trick[0].suit})
    if card.rank == FOXES:
        return r.replace(phase=FOXES_TARGET, **changes)
    if card.rank == GIFT and hands[0] and hands[1]:
        return r.replace(phase=GIFT_FIRST, **changes)
    return effect_done(rules, r, **changes)


def shows_void(lead: Card, follow: Card) -> bool:
    """Whether following ``lead`` with ``follow`` shows the follower held no card of the
    led suit: following was compulsory (FD-3.5), the lead was not a 9 (FD-3.6), and
    ``follow`` is of another suit.

    Examples:
        >>> shows_void(Card.parse("R4"), Card.parse("S2"))
        True
        >>> shows_void(Card.parse("R9"), Card.parse("S2"))
        False
    """
    return follow.suit != lead.suit and lead.rank != ROYAL_HEIR


def _for_seat(pair: tuple, seat: int, value) -> tuple:
    """``pair`` (one entry per seat) with ``seat``'s entry replaced by ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def effect_done(rules: Rules, r: Record, **changes) -> Record:
    """After a card and its effect (with the record ``changes`` they made): the follower
    plays (FD-3.4, FD-3.5), or the trick is decided (FD-3.7)."""
    if len(changes.get("trick", r.trick)) == 1:
        return r.replace(phase=PLAY_FOLLOW, actor=r.follower, **changes)
    return decide_trick(rules, r.replace(**changes) if changes else r)


def target(rules: Rules, r: Record, a: A.Target) -> Record:
    """Foxes: the player of the 3 picks the target, who then decides on a swap (FD-13.3)."""
    return r.replace(phase=FOXES_SWAP, actor=1 - r.actor if a.partner else r.actor)


def swap(rules: Rules, r: Record, a: A.Swap) -> Record:
    """Foxes: the target's card becomes the decree and the old decree joins the target's
    hand, in view of both seats; trumps change at once (FD-13.3, FD-4.1)."""
    seat, old = r.actor, r.decree
    hand = with_card(without(r.hands[seat], a.card), old)
    known = _for_seat(r.known, seat, (r.known[seat] - {a.card}) | {old})
    return effect_done(rules, r, hands=_for_seat(r.hands, seat, hand), decree=a.card,
                       known=known)


def no_swap(rules: Rules, r: Record, a: A.NoSwap) -> Record:
    """Foxes: the target keeps the decree as it is (FD-13.3)."""
    return effect_done(rules, r)


def give(rules: Rules, r: Record, a: A.Give) -> Record:
    """Gift: the first pick is set aside unseen by the partner; with the second, both cards
    change hands at once and each seat learns the card it received (FD-13.5, section 3.5)."""
    if r.phase == GIFT_FIRST:
        return r.replace(phase=GIFT_SECOND, actor=1 - r.actor, gift_pick=a.card)
    first, to_second, to_first = 1 - r.actor, r.gift_pick, a.card
    hands = _for_seat(r.hands, first, with_card(without(r.hands[first], to_second), to_first))
    hands = _for_seat(hands, 1 - first,
                      with_card(without(r.hands[1 - first], to_first), to_second))
    known = _for_seat(r.known, first, (r.known[first] - {to_second}) | {to_first})
    known = _for_seat(known, 1 - first, (known[1 - first] - {to_first}) | {to_second})
    return effect_done(rules, r, hands=hands, known=known, gift_pick=None)


# From here on a trick is complete. Each step gets the trick's winner and the path as it
# stands and hands both on; only the step that poses the next question or ends the trick
# builds the next record.

def decide_trick(rules: Rules, r: Record) -> Record:
    """The trick winner under the trumps of this moment (FD-4); the tracker then moves
    toward the winner (FD-5.2) or the winner chooses the move (FD-5.3)."""
    winner = trick_winner(r.trick, r.leader, r.decree.suit)
    if needs_move_choice(r.trick):
        return r.replace(winner=winner, phase=MOVE_CHOICE, actor=winner)
    (delta,) = move_choices_of(rules, r.trick, winner, r.leader)
    return move_tracker(rules, r, winner, delta)


def move_choices_of(rules: Rules, trick: tuple[Card, Card], winner: int, leader: int
                    ) -> tuple[int, ...]:
    """The displacements open to ``winner`` of the complete ``trick`` under the footprint
    table and option ``movement_source`` of ``rules`` (FD-5.1 to FD-5.3)."""
    return move_choices(trick, winner, leader, rules.footprint_table,
                        rules.movement_source == "winning_card")


def move(rules: Rules, r: Record, a: A.Move) -> Record:
    """The winner's ``MOVE_CHOICE`` (FD-5.3, FD-13.2, FD-13.4)."""
    return move_tracker(rules, r, r.winner, a.delta)


def move_tracker(rules: Rules, r: Record, winner: int, delta: int) -> Record:
    """The tracker moves by ``delta``: onto an uncovered space, where a gem may be
    collected (FD-5.4, FD-6), or past an end, leaving the path (FD-7)."""
    target_pos = r.path.tracker + delta
    end = forest.crossed_end(r.path, target_pos)
    if end is not None:
        return leave_path(rules, r, winner, end)
    path = forest.place_tracker(r.path, target_pos)
    if delta == 0 and not rules.zero_move_collects:
        return end_trick(rules, r, winner, path)
    return arrive(rules, r, winner, path)


def arrive(rules: Rules, r: Record, winner: int, path: ForestPath) -> Record:
    """Gem collection at the tracker's space: one gem if its location holds any, at once
    or by the winner's ``COLLECT_GEM`` choice (FD-6.1, option ``gem_collection``)."""
    if not path.gems_at(path.tracker):
        return end_trick(rules, r, winner, path)
    if rules.gem_collection == "optional":
        return r.replace(path=path, winner=winner, phase=COLLECT_GEM, actor=winner)
    return take_gem(rules, r, winner, path)


def take_gem(rules: Rules, r: Record, winner: int, path: ForestPath) -> Record:
    """One gem goes back to the supply (FD-6.1); the last one wins the game at once,
    before the clean-up (FD-6.3, FD-11.1)."""
    path = forest.collect_gem(path)
    if not path.gems_on_board:
        return finish(r, VICTORY, path=path, winner=winner)
    return end_trick(rules, r, winner, path)


def collect(rules: Rules, r: Record, a: A.Collect) -> Record:
    """``COLLECT_GEM``: take the gem (U4)."""
    return take_gem(rules, r, r.winner, r.path)


def decline(rules: Rules, r: Record, a: A.Decline) -> Record:
    """``COLLECT_GEM``: leave the gem (U4)."""
    return end_trick(rules, r, r.winner, r.path)


def leave_path(rules: Rules, r: Record, winner: int, crossed: int) -> Record:
    """The tracker crossed an end (FD-7): back to the start, with no gem there (FD-7.1,
    FD-6.4); defeat without a forest token (FD-7.2); otherwise a token covers the
    outermost uncovered space of the crossed end (FD-7.3; option ``overshoot_token_end``)
    and its gems move toward the centre (FD-7.4; option ``overshoot_gem_shift``)."""
    path = forest.place_tracker(r.path, 0)
    if not path.forest_supply:
        return finish(r, LOST_IN_FOREST, path=path, winner=winner)
    end = winner if rules.overshoot_token_end == "winner_end" else crossed
    covered = path.lo if end == 0 else path.hi
    path = forest.cover_end(path, end)
    if rules.forest_loss == "on_empty" and not path.forest_supply:
        return finish(r, FOREST_EXHAUSTED, path=path, winner=winner)
    path = forest.shift_gems(rules.board, path, covered, end,
                             rules.overshoot_gem_shift == "nearest_with_gems")
    if rules.overshoot_start_collects:
        return arrive(rules, r, winner, path)
    return end_trick(rules, r, winner, path)


def end_trick(rules: Rules, r: Record, winner: int, path: ForestPath) -> Record:
    """Clean-up: the trick goes face down (FD-8.1); the winner leads the next trick, or the
    round ends after trick 11 (FD-8.2)."""
    if r.trick_no < HAND_SIZE:
        return r.replace(path=path, trick=(), trick_no=r.trick_no + 1, leader=winner,
                         winner=NO_ONE, phase=PLAY_LEAD, actor=winner)
    if r.round == ROUNDS:
        return finish(r, TIME_UP, path=path, trick=(), winner=NO_ONE)
    return end_round(rules, r, path)


def next_dealer(rules: Rules, r: Record) -> int:
    """The dealer of the next round: the other seat (FD-2.5; option ``dealer_rotation``)."""
    return r.dealer if rules.dealer_rotation == "fixed" else 1 - r.dealer


def forest_chooser(rules: Rules, r: Record) -> int:
    """The seat that takes ``FOREST_END`` (section 3.4; option ``forest_chooser``)."""
    return {"dealer": r.dealer, "next_dealer": next_dealer(rules, r), "P0": 0}[
        rules.forest_chooser]


def end_round(rules: Rules, r: Record, path: ForestPath) -> Record:
    """End of round 1 or 2 (FD-9): a gem on every '+' location (FD-9.1), then the forest
    token: chosen (FD-9.2), or placed opposite the tracker (option ``end_round_forest``,
    U7), or none if the supply is empty."""
    path = forest.add_plus_gems(rules.board, path, rules.gem_supply == "strict")
    if not path.forest_supply:
        return next_round(rules, r, path)
    if rules.end_round_forest == "opposite_tracker" and path.tracker != 0:
        return cover_at_round_end(rules, r, path, 0 if path.tracker > 0 else 1)
    return r.replace(path=path, trick=(), winner=NO_ONE, phase=FOREST_END,
                     actor=forest_chooser(rules, r))


def cover(rules: Rules, r: Record, a: A.Cover) -> Record:
    """``FOREST_END``: the chosen end gets the token (FD-9.2)."""
    return cover_at_round_end(rules, r, r.path, a.end)


def cover_at_round_end(rules: Rules, r: Record, path: ForestPath, end: int) -> Record:
    """The end-of-round token covers ``end`` (FD-9.2); an emptied supply is a defeat under
    ``forest_loss = on_empty`` (FD-12.1, A19); otherwise the next round follows."""
    path = forest.cover_end(path, end)
    if rules.forest_loss == "on_empty" and not path.forest_supply:
        return finish(r, FOREST_EXHAUSTED, path=path, trick=(), winner=NO_ONE)
    return next_round(rules, r, path)


def next_round(rules: Rules, r: Record, path: ForestPath) -> Record:
    """Gems on covered locations are swept inward (FD-9.3); the tracker stays (FD-9.4);
    the next round is dealt by the next dealer (FD-9.5)."""
    return start_round(r, r.round + 1, next_dealer(rules, r), forest.sweep(rules.board, path))


def score(rules: Rules, r: Record) -> int:
    """The shared score (FD-11.2): on victory ``10 * level + H + B + 3 * F``, with H the
    cards left in both hands, B the early-win bonus (option ``early_win_bonus``) and F
    the forest tokens left, all as the final record holds them; otherwise 0."""
    if r.result != VICTORY:
        return 0
    cards_left = len(r.hands[0]) + len(r.hands[1])
    early = ROUNDS - r.round if rules.early_win_bonus == "per_round_saved" else (
        r.round < ROUNDS)
    return 10 * rules.level + cards_left + 10 * early + 3 * r.path.forest_supply


def finish(r: Record, result: str, **changes) -> Record:
    """The game ends at once with ``result`` (FD-11.1, FD-12.1), after the record
    ``changes`` of the step that ended it."""
    return r.replace(phase=END, actor=NO_ONE, result=result, **changes)


APPLY: dict[type[Action], Callable[[Rules, Record, Action], Record]] = {
    A.FirstDealer: first_dealer, A.Deal: deal, A.Decree: reveal_decree, A.Play: play,
    A.Target: target, A.Swap: swap, A.NoSwap: no_swap, A.Give: give, A.Move: move,
    A.Collect: collect, A.Decline: decline, A.Cover: cover,
}
"""The function applying each type of action or chance outcome."""

