"""The transitions of Tokaido Duo: what each decision or chance outcome does, and the
automatic steps that follow it up to the next decision or chance event.

Setup (TD-1.8) is ten chance events: the stall tiles, the sides of the wave tokens and,
with ``start_player = random``, who starts. The round (TD-2): three dice are rolled; the
active player, the opponent and the active player again each take one die and move their
own figure of that character. A die turn is the move, the optional effect of the stop and
the optional hot-springs repeat (TD-2.7).

Every function returns a new record. A step ends by naming the next phase and who decides
it (fields ``phase`` and ``actor``); a decision with a single legal action is then applied
by the kernel without being posed (TD-3.5, A30: option ``auto_forced``).

Examples:
    >>> from tabletop.games.tokaido_duo import Rules
    >>> rules = Rules(start_player=0)
    >>> r = setup(rules)
    >>> r.phase, r.actor == NOBODY
    (<Phase.STALL_TILE: 'stall_tile'>, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import NOBODY, Action, next_seat, replace_seat
from . import merchant, painter, pilgrim
from .actions import KEEP_TOKEN
from .board import CHARACTERS
from .legal import OFFERS, move_actions, stop
from .state import ON_BOARD, OPPONENTS, PLAYERS, WAVE_INDEX, Phase, Player, Record, Turn, new_turn

if TYPE_CHECKING:
    from .options import Options

# The phases a round poses, bound once: looking a member up on its enum class costs a
# function call on Python 3.11, and these are posed at nearly every step.
ROLL, PICK_DIE, MOVE, END = Phase.ROLL, Phase.PICK_DIE, Phase.MOVE, Phase.END
HOT_SPRINGS_REPEAT, RETURN_ITEM = Phase.HOT_SPRINGS_REPEAT, Phase.RETURN_ITEM
DRAW_ITEM, FLIP_TILE, KEEP_ITEMS = Phase.DRAW_ITEM, Phase.FLIP_TILE, Phase.KEEP_ITEMS

RESOLVERS = {
    Phase.TEMPLE: pilgrim.mark_temple, Phase.GARDEN: pilgrim.mark_garden,
    Phase.COAST_INCOME: pilgrim.collect, Phase.BEACH: pilgrim.take_token,
    Phase.HOT_SPRINGS: pilgrim.take_springs, Phase.MOUNTAIN: merchant.start_drawing,
    Phase.SELL: merchant.sell, Phase.PAINTER_ACTION: painter.act,
}
"""What answering each effect decision does (TD-8 to TD-15)."""


def pose(r: Record, phase: Phase, actor: int = NOBODY, **changes: Any) -> Record:
    """``r`` asking ``phase`` of ``actor`` (``NOBODY`` for a chance event or the end)."""
    if not changes and r.phase is phase and r.actor == actor:
        return r
    return r.replace(phase=phase, actor=actor, **changes)


# -- setup (TD-1) -----------------------------------------------------------------------------
def setup(rules: Options) -> Record:
    """Setup before its chance events (TD-1.4 to TD-1.7): tokens on the board, all items in
    the bag, fresh player boards; the figures stand once the start player is known."""
    fresh = Player.new(rules.layout)
    start = rules.start_player if rules.start_player != "random" else NOBODY
    return next_setup_event(rules, Record(players=(fresh,) * PLAYERS, start_player=start))


def next_setup_event(rules: Options, r: Record) -> Record:
    """The next setup chance event in the order of TD-1.8, or round 1 with the figures on
    their start sets, the start player's on the compass side (TD-1.6, TD-1.7)."""
    if len(r.stalls) < len(rules.layout.coastal):
        return pose(r, Phase.STALL_TILE)
    if len(r.wave_sides) < len(CHARACTERS):
        return pose(r, Phase.WAVE_SIDE)
    if r.start_player == NOBODY:
        return pose(r, Phase.START_PLAYER)
    start = rules.layout.start
    sides = ["compass" if seat == r.start_player else "far" for seat in range(PLAYERS)]
    pilgrims, merchants, painters = (tuple(start[side][c] for side in sides)
                                     for c in CHARACTERS)
    return pose(r, ROLL, pilgrims=pilgrims, merchants=merchants, painters=painters,
                round=1, active=r.start_player)


def place_stall(rules: Options, r: Record, action: Action) -> Record:
    """The drawn stall tile goes on the next coastal town, clockwise (TD-1.2)."""
    return next_setup_event(rules, r.replace(stalls=(*r.stalls, action.tile)))  # type: ignore


def show_side(rules: Options, r: Record, action: Action) -> Record:
    """The next wave token lies on the board with the drawn side up (TD-1.3)."""
    return next_setup_event(rules, r.replace(wave_sides=(*r.wave_sides,
                                                         action.side)))  # type: ignore


def choose_start(rules: Options, r: Record, action: Action) -> Record:
    """The drawn player starts on the compass side (TD-1.6)."""
    return next_setup_event(rules, r.replace(start_player=action.player))  # type: ignore


# -- the round (TD-2, TD-16) ------------------------------------------------------------------
def roll(rules: Options, r: Record, action: Action) -> Record:
    """The next die shows the rolled value; after the third the first pick (TD-2.2)."""
    dice = (*r.dice, action.value)  # type: ignore[attr-defined]
    if len(dice) < len(CHARACTERS):
        return r.replace(dice=dice)
    return begin_die_turn(rules, r, dice)


def picker(r: Record) -> int:
    """Who takes the next die: the active player, the opponent, the active player
    (TD-2.3 to TD-2.5)."""
    return r.active if len(r.used) != 1 else next_seat(r.active, PLAYERS)


def begin_die_turn(rules: Options, r: Record, dice: tuple[int, ...] | None = None) -> Record:
    """The next pick (TD-2.3 to TD-2.5), with ``dice`` the round's dice when they were just
    rolled. Under ``last_die_start`` the holder of the hot springs token may first repeat
    the most recently used die (TD-12.6, A29)."""
    seat = picker(r)
    die_turn = r.die_turn + 1
    if (rules.hot_springs_mode == "last_die_start" and r.spring_holder == seat
            and r.last_die is not None and may_repeat(rules, r, seat, *r.last_die, die_turn)):
        phase = HOT_SPRINGS_REPEAT
    else:
        phase = PICK_DIE
    return r.replace(phase=phase, actor=seat, die_turn=die_turn, turn=None,
                     dice=r.dice if dice is None else dice)


def take_die(rules: Options, r: Record, action: Action) -> Record:
    """The chosen die moves the picker's own figure of its character (TD-2.3, TD-2.6)."""
    character = action.character  # type: ignore[attr-defined]
    value = r.dice[WAVE_INDEX[character]]
    return begin_move(rules, r, new_turn(r.actor, character, value), (*r.used, character),
                      (character, value))


def finish_die_turn(rules: Options, r: Record) -> Record:
    """The next pick, or the end of the round after the third (TD-2.8)."""
    if len(r.used) < len(CHARACTERS):
        return begin_die_turn(rules, r)
    return end_round(rules, r)


def end_round(rules: Options, r: Record) -> Record:
    """Score after a triggered round (TD-16.2, TD-16.3; with ``equal_turns`` only once
    both players were active equally often, A4) or after round ``max_rounds``, or round
    ``ROUND_CEILING`` when that is None (TD-16.4, TD-16.5, A21); else the next player
    becomes active and rolls (TD-2.1, TD-2.2)."""
    if r.triggered:
        over = rules.final_round == "current_round" or r.round % PLAYERS == 0
    else:
        over = r.round >= rules.last_round
    if over:
        return r.replace(phase=END, actor=NOBODY, turn=None)
    return r.replace(phase=ROLL, actor=NOBODY, turn=None, round=r.round + 1,
                     active=next_seat(r.active, PLAYERS), dice=(), used=())


# -- moves and stops (TD-3, TD-7) -------------------------------------------------------------
def begin_move(rules: Options, r: Record, turn: Turn, used: tuple[str, ...] | None = None,
               last_die: tuple[str, int] | None = None) -> Record:
    """Ask for the destination of ``turn``; none means no move, no effect and no repeat
    (TD-3.3, TD-3.4). ``used`` and ``last_die`` are the dice used now, when a die was just
    taken."""
    if used is None:
        used, last_die = r.used, r.last_die
    moves = move_actions(rules, r, turn.player, turn.character, turn.value)
    if moves:
        return r.replace(phase=MOVE, actor=turn.player, turn=turn, used=used,
                         last_die=last_die)
    return finish_die_turn(rules, r.replace(turn=turn, used=used, last_die=last_die))


def arrive(rules: Options, r: Record, action: Action) -> Record:
    """The figure stands on its stop, which asks its effect if the effect could change
    anything (TD-7.1, TD-7.3, TD-7.4); with nothing to offer the stop closes at once."""
    t: Turn = r.turn  # type: ignore[assignment]
    place = action.place  # type: ignore[attr-defined]
    phase = rules.stop_phase[t.character, place]
    if phase is None:
        return end_of_stop(rules, stand(r, t.character, t.player, place, r.phase, r.actor))
    r = stand(r, t.character, t.player, place, phase, t.player)
    return r if OFFERS[phase](rules, r, t.player, place) else end_of_stop(rules, r)


def stand(r: Record, character: str, seat: int, place: str, phase: Phase, actor: int
          ) -> Record:
    """``r`` with ``seat``'s figure of ``character`` on ``place``, asking ``phase`` of
    ``actor``."""
    if character == "pilgrim":
        return r.replace(pilgrims=replace_seat(r.pilgrims, seat, place), phase=phase,
                         actor=actor)
    if character == "merchant":
        return r.replace(merchants=replace_seat(r.merchants, seat, place), phase=phase,
                         actor=actor)
    return r.replace(painters=replace_seat(r.painters, seat, place), phase=phase, actor=actor)


def resolve_effect(rules: Options, r: Record, action: Action) -> Record:
    """The answer to the stop's effect decision (TD-8 to TD-15), then what it leads to."""
    effect = RESOLVERS[r.phase]
    return continue_stop(rules, effect(rules, r, r.actor, stop(r), action))


def continue_stop(rules: Options, r: Record) -> Record:
    """What the stop still owes after an answer or a chance outcome: the opponent's returns
    (TD-11.4), draws (TD-13.1), flips (TD-15.3), keeping items (TD-13.2), the gift of
    *Twin brush* (TD-15.1); then the stop closes."""
    t: Turn = r.turn  # type: ignore[assignment]
    if rules.excess_on_loss == "return_now":
        least = rules.layout.capacity
        for seat in OPPONENTS[t.player]:
            if sum(r.players[seat].items) > least and merchant.over_capacity(rules, r, seat):
                return pose(r, RETURN_ITEM, seat)
    if t.draws:
        return pose(r, DRAW_ITEM)
    if t.flips:
        return pose(r, FLIP_TILE)
    if t.drew:
        turn = t.replace(drew=False)
        if merchant.over_capacity(rules, r, t.player):
            return pose(r, KEEP_ITEMS, t.player, turn=turn)
        return end_of_stop(rules, r.replace(turn=turn))
    if t.then_gift:
        r = r.replace(turn=t.replace(then_gift=False))
        if painter.can_gift(rules, r, t.player, stop(r)):
            r = painter.gift(rules, r, t.player)
    return end_of_stop(rules, r)


def end_of_stop(rules: Options, r: Record) -> Record:
    """Close a stop: a repeat returns the token to the board (TD-12.4); a die turn may offer
    the repeat (TD-12.3, ``own_die``) or ends."""
    t: Turn = r.turn  # type: ignore[assignment]
    if t.repeat:
        return after_repeat(rules, r.replace(spring_holder=ON_BOARD, spring_taken=0))
    if (rules.hot_springs_mode == "own_die"
            and may_repeat(rules, r, t.player, t.character, t.value, r.die_turn)):
        return pose(r, HOT_SPRINGS_REPEAT, t.player)
    return finish_die_turn(rules, r)


# -- the hot springs repeat (TD-12.3 to TD-12.7) ----------------------------------------------
def may_repeat(rules: Options, r: Record, player: int, character: str, value: int,
               die_turn: int) -> bool:
    """``player`` holds the hot springs token taken before die turn ``die_turn``, repeats
    are allowed now and the repeat move has a destination (TD-12.3, A6, A9)."""
    return (r.spring_holder == player and r.spring_taken < die_turn
            and (rules.repeat_after_trigger or not r.triggered)
            and bool(move_actions(rules, r, player, character, value)))


def answer_repeat(rules: Options, r: Record, action: Action) -> Record:
    """``repeat`` moves again with the same value (TD-12.7): the own die just used, or
    under ``last_die_start`` the most recently used die (A29); ``keep_token`` keeps the
    token for a later die turn (TD-12.5)."""
    if action == KEEP_TOKEN:
        return after_repeat(rules, r)
    t = r.turn
    if t is not None:  # own_die: the die turn being finished
        return begin_move(rules, r, new_turn(t.player, t.character, t.value, True))
    character, value = r.last_die  # type: ignore[misc]
    return begin_move(rules, r, new_turn(r.actor, character, value, True))


def after_repeat(rules: Options, r: Record) -> Record:
    """After a repeat, or keeping the token: the die turn ends (``own_die``), or the pick
    it preceded follows (``last_die_start``)."""
    if rules.hot_springs_mode == "own_die":
        return finish_die_turn(rules, r)
    return pose(r, PICK_DIE, picker(r))


# -- chance outcomes and answers within a stop ------------------------------------------------
def draw(rules: Options, r: Record, action: Action) -> Record:
    """The drawn item goes on the merchant board (TD-13.1)."""
    kind = action.kind  # type: ignore[attr-defined]
    return continue_stop(rules, merchant.draw_item(rules, r, r.turn.player, kind))  # type: ignore


def flip(rules: Options, r: Record, action: Action) -> Record:
    """The next face-down painting shows the drawn symbol (TD-15.3)."""
    symbol = action.symbol  # type: ignore[attr-defined]
    return continue_stop(rules, painter.flip(rules, r, r.turn.player, symbol))  # type: ignore


def keep(rules: Options, r: Record, action: Action) -> Record:
    """The merchant keeps the chosen items; the rest go back to the bag (TD-13.2)."""
    return continue_stop(rules, merchant.keep(rules, r, r.actor, action))  # type: ignore[arg-type]


def give_back(rules: Options, r: Record, action: Action) -> Record:
    """The player above capacity puts the chosen item back in the bag (TD-11.4)."""
    kind = action.kind  # type: ignore[attr-defined]
    return continue_stop(rules, merchant.return_item(rules, r, r.actor, kind))
