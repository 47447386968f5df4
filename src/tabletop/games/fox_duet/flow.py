"""The course of a game (section 3.1): what each decision or chance outcome does and every
automatic step that follows it, up to the next decision, chance event or the end (FD-1.5,
FD-2, FD-3, FD-4, FD-5, FD-6, FD-7, FD-8, FD-9, FD-11.1, FD-12.1, FD-13).

The functions that apply an action take the rules (options and static data), a record and
the action, as the phase table of ``rules.py`` calls them, and return the next record;
the other functions are the automatic steps between them.
"""

from __future__ import annotations

from typing import Any

from ...engine import NOBODY, next_seat, replace_seat
from . import actions as A
from . import forest
from .cards import CARDS, FOXES, GIFT, with_card, without
from .options import Options
from .state import (
    FOREST_EXHAUSTED,
    HAND_SIZE,
    LOST_IN_FOREST,
    PLAYERS,
    ROUNDS,
    TIME_UP,
    VICTORY,
    ForestPath,
    Phase,
    Record,
)
from .tricks import move_choices_of, needs_move_choice, shows_void, trick_winner

_NO_SETS: tuple[frozenset, ...] = (frozenset(),) * PLAYERS
"""No card known and no suit shown void, for each seat: the start of a round."""


def initial_path(rules: Options) -> ForestPath:
    """The board after setup: gems by level on each location, the tracker on the start
    space, the level's forest supply (FD-1.1 to FD-1.4)."""
    board = rules.board
    return ForestPath(e0=board.e0, gems=board.setup_gems(rules.setup), lo=board.e0,
                      hi=board.e1, tracker=0, forest_supply=rules.setup.forest_tokens)


def start_round(r: Record, round_no: int, dealer: int, path: ForestPath) -> Record:
    """A new round on ``path``: all 30 cards form the unseen pool and the deal begins
    (FD-2.1)."""
    return r.replace(path=path, phase=Phase.DEAL_CARD, actor=NOBODY, round=round_no,
                     dealer=dealer, hands=((), ()), unseen=CARDS, decree=None, trick=(),
                     trick_no=0, winner=NOBODY, gift_pick=None, known=_NO_SETS,
                     voids=_NO_SETS)


# -- chance events ---------------------------------------------------------------------------
def choose_first_dealer(rules: Options, r: Record, a: A.FirstDealer) -> Record:
    """The random round-1 dealer is drawn (option ``first_dealer = random``; FD-1.5)."""
    return start_round(r, 1, a.seat, r.path)


def deal(rules: Options, r: Record, a: A.Deal) -> Record:
    """One card from the unseen pool to its recipient (FD-2.2); after the 22nd, the decree
    is revealed next (FD-2.3)."""
    hands = replace_seat(r.hands, a.seat, with_card(r.hands[a.seat], a.card))
    unseen = without(r.unseen, a.card)
    if sum(map(len, hands)) == PLAYERS * HAND_SIZE:
        return r.replace(hands=hands, unseen=unseen, phase=Phase.DECREE_REVEAL)
    return r.replace(hands=hands, unseen=unseen)


def reveal_decree(rules: Options, r: Record, a: A.Decree) -> Record:
    """The decree card is turned face up; the 7 cards left stay unseen as the deck
    (FD-2.3, FD-2.4). Trick 1 is led by the non-dealer (FD-3.2; option ``first_leader``)."""
    leader = r.dealer if rules.first_leader == "dealer" else next_seat(r.dealer, PLAYERS)
    return r.replace(decree=a.card, unseen=without(r.unseen, a.card), trick_no=1,
                     leader=leader, phase=Phase.PLAY_LEAD, actor=leader)


# -- cards and their effects -----------------------------------------------------------------
def play(rules: Options, r: Record, a: A.Play) -> Record:
    """``PLAY_LEAD``, ``PLAY_FOLLOW``: the deciding seat plays a card into the trick
    (FD-3.3, FD-3.5); a follower that does not follow suit shows a void (FD-3.5); a 3 or a
    7 triggers its effect at once (FD-13.1), other ranks act later or not at all."""
    seat, card = r.actor, a.card
    hands = replace_seat(r.hands, seat, without(r.hands[seat], card))
    known = r.known
    if known[seat] and card in known[seat]:
        known = replace_seat(known, seat, known[seat] - {card})
    changes: dict[str, Any] = {"hands": hands, "known": known, "trick": (*r.trick, card)}
    if r.trick and shows_void(r.trick[0], card):
        changes["voids"] = replace_seat(r.voids, seat, r.voids[seat] | {r.trick[0].suit})
    if card.rank == FOXES:
        return r.replace(phase=Phase.FOXES_TARGET, **changes)
    if card.rank == GIFT and all(hands):
        return r.replace(phase=Phase.GIFT_FIRST, **changes)
    return effect_done(rules, r, changes)


def effect_done(rules: Options, r: Record, changes: dict[str, Any]) -> Record:
    """After a card and its effect (with the record ``changes`` they made): the follower
    plays (FD-3.4, FD-3.5), or the trick is decided (FD-3.7)."""
    if len(changes.get("trick", r.trick)) == 1:
        return r.replace(phase=Phase.PLAY_FOLLOW, actor=r.follower, **changes)
    return decide_trick(rules, r.replace(**changes) if changes else r)


def choose_target(rules: Options, r: Record, a: A.Target) -> Record:
    """``FOXES_TARGET``: the player of the 3 picks the target, who then decides on a swap
    (FD-13.3)."""
    chosen = next_seat(r.actor, PLAYERS) if a.partner else r.actor
    return r.replace(phase=Phase.FOXES_SWAP, actor=chosen)


def swap_for_foxes(rules: Options, r: Record, a: A.Swap | A.NoSwap) -> Record:
    """``FOXES_SWAP``: with ``swap``, the target's card becomes the decree and the old
    decree joins the target's hand, in view of both seats, and trumps change at once
    (FD-13.3, FD-4.1); with ``no swap`` the decree stays as it is (FD-13.3)."""
    if not isinstance(a, A.Swap):
        return effect_done(rules, r, {})
    seat, old = r.actor, r.decree
    assert old is not None  # the decree is revealed before any card is played
    hand = with_card(without(r.hands[seat], a.card), old)
    known = replace_seat(r.known, seat, (r.known[seat] - {a.card}) | {old})
    return effect_done(rules, r, {"hands": replace_seat(r.hands, seat, hand),
                                  "decree": a.card, "known": known})


def give_first_gift(rules: Options, r: Record, a: A.Give) -> Record:
    """``GIFT_FIRST``: the first pick is set aside unseen by the partner, who picks next
    (FD-13.5, section 3.5)."""
    return r.replace(phase=Phase.GIFT_SECOND, actor=next_seat(r.actor, PLAYERS),
                     gift_pick=a.card)


def give_second_gift(rules: Options, r: Record, a: A.Give) -> Record:
    """``GIFT_SECOND``: both picks change hands at once and each seat learns the card it
    received (FD-13.5, section 3.5)."""
    second = r.actor
    first = next_seat(second, PLAYERS)
    to_second, to_first = r.gift_pick, a.card
    assert to_second is not None  # GIFT_FIRST set it
    hands = replace_seat(r.hands, first,
                         with_card(without(r.hands[first], to_second), to_first))
    hands = replace_seat(hands, second,
                         with_card(without(r.hands[second], to_first), to_second))
    known = replace_seat(r.known, first, (r.known[first] - {to_second}) | {to_first})
    known = replace_seat(known, second, (known[second] - {to_first}) | {to_second})
    return effect_done(rules, r, {"hands": hands, "known": known, "gift_pick": None})


# From here on a trick is complete. Each step gets the trick's winner and the path as it
# stands and hands both on; only the step that poses the next question or ends the trick
# builds the next record.

def decide_trick(rules: Options, r: Record) -> Record:
    """The trick winner under the trumps of this moment (FD-4); the tracker then moves
    toward the winner (FD-5.2) or the winner chooses the move (FD-5.3)."""
    assert r.decree is not None
    winner = trick_winner(r.trick, r.leader, r.decree.suit)
    if needs_move_choice(r.trick):
        return r.replace(winner=winner, phase=Phase.MOVE_CHOICE, actor=winner)
    (delta,) = move_choices_of(rules, r.trick, winner, r.leader)
    return move_tracker(rules, r, winner, delta)


def move(rules: Options, r: Record, a: A.Move) -> Record:
    """``MOVE_CHOICE``: the winner's move (FD-5.3, FD-13.2, FD-13.4)."""
    return move_tracker(rules, r, r.winner, a.delta)


def move_tracker(rules: Options, r: Record, winner: int, delta: int) -> Record:
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


def arrive(rules: Options, r: Record, winner: int, path: ForestPath) -> Record:
    """Gem collection at the tracker's space: one gem if its location holds any, at once
    or by the winner's ``COLLECT_GEM`` choice (FD-6.1, option ``gem_collection``)."""
    if not path.gems_at(path.tracker):
        return end_trick(rules, r, winner, path)
    if rules.gem_collection == "optional":
        return r.replace(path=path, winner=winner, phase=Phase.COLLECT_GEM, actor=winner)
    return take_gem(rules, r, winner, path)


def take_gem(rules: Options, r: Record, winner: int, path: ForestPath) -> Record:
    """One gem goes back to the supply (FD-6.1); the last one wins the game at once,
    before the clean-up (FD-6.3, FD-11.1)."""
    path = forest.collect_gem(path)
    if not path.gems_on_board:
        return finish(r, VICTORY, path=path, winner=winner)
    return end_trick(rules, r, winner, path)


def collect_gem(rules: Options, r: Record, a: A.Collect | A.Decline) -> Record:
    """``COLLECT_GEM``: ``collect`` takes the gem, ``decline`` leaves it (FD-6.1, U4)."""
    if isinstance(a, A.Collect):
        return take_gem(rules, r, r.winner, r.path)
    return end_trick(rules, r, r.winner, r.path)


def leave_path(rules: Options, r: Record, winner: int, crossed: int) -> Record:
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


# -- the end of a trick, a round and the game ------------------------------------------------
def end_trick(rules: Options, r: Record, winner: int, path: ForestPath) -> Record:
    """Clean-up: the trick goes face down (FD-8.1); the winner leads the next trick, or the
    round ends after trick 11 (FD-8.2)."""
    if r.trick_no < HAND_SIZE:
        return r.replace(path=path, trick=(), trick_no=r.trick_no + 1, leader=winner,
                         winner=NOBODY, phase=Phase.PLAY_LEAD, actor=winner)
    if r.round == ROUNDS:
        return finish(r, TIME_UP, path=path, trick=(), winner=NOBODY)
    return end_round(rules, r, path)


def next_dealer(rules: Options, r: Record) -> int:
    """The dealer of the next round: the other seat (FD-2.5; option ``dealer_rotation``)."""
    return r.dealer if rules.dealer_rotation == "fixed" else next_seat(r.dealer, PLAYERS)


def forest_chooser(rules: Options, r: Record) -> int:
    """The seat that takes ``FOREST_END`` (section 3.4; option ``forest_chooser``)."""
    if rules.forest_chooser == "dealer":
        return r.dealer
    return next_dealer(rules, r) if rules.forest_chooser == "next_dealer" else 0


def end_round(rules: Options, r: Record, path: ForestPath) -> Record:
    """End of round 1 or 2 (FD-9): a gem on every '+' location (FD-9.1), then the forest
    token: chosen (FD-9.2), or placed opposite the tracker (option ``end_round_forest``,
    U7), or none if the supply is empty."""
    path = forest.add_plus_gems(rules.board, path, rules.gem_supply == "strict")
    if not path.forest_supply:
        return next_round(rules, r, path)
    if rules.end_round_forest == "opposite_tracker" and path.tracker != 0:
        return cover_at_round_end(rules, r, path, 0 if path.tracker > 0 else 1)
    return r.replace(path=path, trick=(), winner=NOBODY, phase=Phase.FOREST_END,
                     actor=forest_chooser(rules, r))


def cover(rules: Options, r: Record, a: A.Cover) -> Record:
    """``FOREST_END``: the chosen end gets the token (FD-9.2)."""
    return cover_at_round_end(rules, r, r.path, a.end)


def cover_at_round_end(rules: Options, r: Record, path: ForestPath, end: int) -> Record:
    """The end-of-round token covers ``end`` (FD-9.2); an emptied supply is a defeat under
    ``forest_loss = on_empty`` (FD-12.1, A19); otherwise the next round follows."""
    path = forest.cover_end(path, end)
    if rules.forest_loss == "on_empty" and not path.forest_supply:
        return finish(r, FOREST_EXHAUSTED, path=path, trick=(), winner=NOBODY)
    return next_round(rules, r, path)


def next_round(rules: Options, r: Record, path: ForestPath) -> Record:
    """Gems on covered locations are swept inward (FD-9.3); the tracker stays (FD-9.4);
    the next round is dealt by the next dealer (FD-9.5)."""
    return start_round(r, r.round + 1, next_dealer(rules, r), forest.sweep(rules.board, path))


def finish(r: Record, result: str, **changes: Any) -> Record:
    """The game ends at once with ``result`` (FD-11.1, FD-12.1), after the record
    ``changes`` of the step that ended it."""
    return r.replace(phase=Phase.END, actor=NOBODY, result=result, **changes)
