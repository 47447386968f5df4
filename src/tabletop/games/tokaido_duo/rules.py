"""Tokaido Duo's rules: options, setup, the round and the die turn, over :class:`Record`.

The round (TD-2): three dice are rolled; the active player, the opponent and the active
player again each take one die and move their own figure of that character. A die turn is
the move, the optional effect of the stop and the optional hot-springs repeat (TD-2.7).

Each transition copies the record into a :class:`Draft`, runs the handler of the pending
phase and then the automatic steps that follow (forced moves, pick 3, plate purchases,
the end of the round) until the next posed decision or chance event, and freezes it.
A decision with a single legal action is applied without being posed (TD-3.5, A30).

Examples:
    >>> rules = Rules(start_player=0)
    >>> state = rules.initial_state()
    >>> state.phase, [str(a) for a in state.legal_actions()][:2]
    ('stall_tile', ['stall:ST1', 'stall:ST2'])
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, ClassVar

import attrs
import numpy as np

from tabletop import engine
from tabletop.engine import CHANCE, TERMINAL, Action, option

from . import merchant, painter, pilgrim, scoring
from .actions import KEEP_TOKEN, REPEAT, ActionTable
from .board import CHARACTERS, Board, BoardError, StallTile, load_board
from .observation import TokaidoObservation, observation_size
from .render import render
from .state import WAVE_INDEX, Draft, Player, Record, Turn


def _is_rounds(value: Any) -> bool:
    return value is None or (isinstance(value, int) and not isinstance(value, bool)
                             and value >= 1)


def parse_faces(text: str) -> dict[str, tuple[int, ...]]:
    """Read ``die_faces``: three comma lists of faces, pilgrim;merchant;painter.

    Examples:
        >>> parse_faces("1,2,3;2,2,4;6")
        {'pilgrim': (1, 2, 3), 'merchant': (2, 2, 4), 'painter': (6,)}
    """
    parts = text.split(";")
    if len(parts) != 3:
        raise ValueError(f"die_faces={text!r}: give three face lists pilgrim;merchant;painter")
    faces = {c: tuple(int(v) for v in part.split(",")) for c, part in zip(CHARACTERS, parts)}
    if any(v < 1 for values in faces.values() for v in values):
        raise ValueError(f"die_faces={text!r}: faces must be at least 1")
    return faces


def _is_faces(value: Any) -> bool:
    if value is None:
        return True
    try:
        parse_faces(value)
    except (ValueError, AttributeError):
        return False
    return True


#: The effect decision posed at a stop, by figure and kind of place (TD-7.1, TD-7.4).
STOP_PHASES = {
    ("pilgrim", "temple"): "temple", ("pilgrim", "garden"): "garden",
    ("pilgrim", "coastal"): "coast_income", ("pilgrim", "beach"): "beach",
    ("pilgrim", "hot_springs"): "hot_springs", ("merchant", "mountain"): "mountain",
    ("merchant", "coastal"): "sell", ("painter", "zone"): "painter_action",
}

Offer = Callable[..., tuple[Action, ...]]
Resolve = Callable[..., None]

#: Each effect decision: who offers it (TD-7.3: nothing offered, no decision) and what
#: applying an answer does.
EFFECTS: dict[str, tuple[Offer, Resolve]] = {
    "temple": (pilgrim.temple_offer, pilgrim.mark_temple),
    "garden": (pilgrim.garden_offer, pilgrim.mark_garden),
    "coast_income": (pilgrim.coast_offer, pilgrim.collect),
    "beach": (pilgrim.beach_offer, pilgrim.take_token),
    "hot_springs": (pilgrim.springs_offer, pilgrim.take_springs),
    "mountain": (merchant.mountain_offer, merchant.start_drawing),
    "sell": (merchant.sell_offer, merchant.sell),
    "painter_action": (painter.offer, painter.act),
}

DESTINATIONS = {"pilgrim": pilgrim.destinations, "merchant": merchant.destinations,
                "painter": painter.destinations}

#: The rule an illegal action breaks, by phase (for ``explain_illegal``).
PHASE_RULES = {
    "stall_tile": "TD-1.2", "wave_side": "TD-1.3", "start_player": "TD-1.6", "roll": "TD-2.2",
    "pick_die": "TD-2.4", "temple": "TD-8.1", "garden": "TD-8.1", "coast_income": "TD-9.1",
    "beach": "TD-11.2", "hot_springs": "TD-12.1", "mountain": "TD-13.1",
    "draw_item": "TD-13.1", "keep_items": "TD-13.2", "sell": "TD-14.1",
    "painter_action": "TD-15.1", "flip_tile": "TD-15.3", "hot_springs_repeat": "TD-12.3",
    "return_item": "TD-11.4", "end": "TD-16.2",
}
MOVE_RULES = {"pilgrim": "TD-4.3", "merchant": "TD-5.4", "painter": "TD-6.3"}


@attrs.frozen
class Rules(engine.Rules[Record]):
    """Tokaido Duo for two players; every field is an option of spec 5.2.

    Examples:
        >>> Rules(plate_threshold=10).plate_threshold
        10
    """

    name = "tokaido_duo"

    players: int = option(2, choices=(2,), doc="number of seats: always 2")
    start_player: Any = option("random", choices=("random", 0, 1),
                               doc="who starts on the compass side (TD-1.6)")
    plate_threshold: int = option(11, choices=(11, 10),
                                  doc="coins that force a gold plate purchase (A1)")
    pilgrim_skip: str = option("past_target", choices=("past_target", "count_free_only"),
                               doc="how occupied spaces affect a pilgrim move (A3)")
    final_round: str = option("current_round", choices=("current_round", "equal_turns"),
                              doc="what is still played after the end trigger (A4)")
    repeat_after_trigger: bool = option(True, choices=(True, False),
                                        doc="hot-springs repeats after the trigger (A6)")
    hot_springs_mode: str = option("own_die", choices=("own_die", "last_die_start"),
                                   doc="when and what the hot springs token repeats (A8)")
    keep_mode: str = option("exact", choices=("exact", "at_most"),
                            doc="items kept above capacity: exactly or at most it (A14)")
    excess_on_loss: str = option("return_now", choices=("return_now", "until_next_draw"),
                                 doc="items above capacity after losing Large cart (A17)")
    large_cart_sides: str = option("A", choices=("A", "both"),
                                   doc="token sides that give capacity 6 (A18)")
    merchant_pass_occupied: bool = option(True, choices=(True, False),
                                          doc="merchants may pass occupied towns (A19)")
    wave_powers: str = option("proposed", choices=("proposed", "capacity_only"),
                              doc="wave-token powers in play (spec 1.3)")
    max_rounds: int | None = option(None, check=_is_rounds,
                                    doc="score after this round if nothing triggered (TD-16.4)")
    die_faces: str | None = option(None, check=_is_faces,
                                   doc="faces 'pilgrim;merchant;painter', e.g. "
                                       "'1,2,3,4,5,6;1,1,2,2,3,3;1,2,3,4,5,6'; "
                                       "None: the board's dice")
    board: str | None = option(None, check=lambda v: v is None or isinstance(v, str),
                               doc="path of a board TOML file; None: the assumed default")

    def __attrs_post_init__(self) -> None:
        try:
            layout = self.layout
        except BoardError as exc:
            raise engine.OptionError(f"option board={self.board!r}: {exc}") from None
        if layout.plate_cost > self.plate_threshold:
            raise engine.OptionError(
                f"option plate_threshold={self.plate_threshold}: a plate costs "
                f"{layout.plate_cost} coins, so buying at {self.plate_threshold} would leave "
                "negative coins (TD-10.1)")
        longest = max(self.faces["pilgrim"]) + 1
        if len(layout.spaces) < longest + 4:
            raise engine.OptionError(
                f"option die_faces={self.die_faces!r}: a pilgrim move of {longest} needs a "
                f"perimeter of at least {longest + 4} spaces (spec 6.2)")

    # -- static data ---------------------------------------------------------------------------
    @functools.cached_property
    def layout(self) -> Board:
        """The board in play (``board`` option), loaded and validated once (TD-1.1)."""
        return load_board(self.board)

    @functools.cached_property
    def faces(self) -> dict[str, tuple[int, ...]]:
        """Faces of the pilgrim, merchant and painter dice (spec 1.6)."""
        return parse_faces(self.die_faces) if self.die_faces else dict(self.layout.dice)

    @functools.cached_property
    def actions(self) -> ActionTable:
        """Every action object, built once."""
        faces = tuple(v for values in self.faces.values() for v in values)
        return ActionTable(self.layout, self.layout.large_cart_capacity, faces)

    @functools.cached_property
    def powers(self) -> dict[str, tuple[int, str]]:
        """Enabled power -> (wave token index, side) (spec 1.3, option ``wave_powers``)."""
        slots = {power: (WAVE_INDEX[c], side)
                 for c, sides in self.layout.wave_tokens.items() for side, power in sides.items()}
        if self.wave_powers == "capacity_only":
            slots = {p: s for p, s in slots.items() if p == "large_cart"}
        return slots

    @functools.cached_property
    def large_cart_token(self) -> str | None:
        """The character whose wave token carries *Large cart* (A18)."""
        return next((c for c, sides in self.layout.wave_tokens.items()
                     if "large_cart" in sides.values()), None)

    @functools.cached_property
    def _stall_index(self) -> dict[str, int]:
        return {town: i for i, town in enumerate(self.layout.coastal)}

    @functools.cached_property
    def _stop_phase(self) -> dict[tuple[str, str], str | None]:
        kinds = self.layout.kinds
        table = {("pilgrim", s): STOP_PHASES.get(("pilgrim", k)) for s, k in kinds.items()}
        table.update({("merchant", t): STOP_PHASES["merchant", kinds.get(t, "mountain")]
                      for t in self.layout.routes})
        table.update({("painter", z): "painter_action" for z in self.layout.symbols})
        return table

    @functools.cached_property
    def _rolls(self) -> tuple[tuple[tuple[Action, float], ...], ...]:
        table = self.actions.roll
        return tuple(tuple((table[v], faces.count(v) / len(faces)) for v in sorted(set(faces)))
                     for faces in (self.faces[c] for c in CHARACTERS))

    def stall_at(self, r: Record, town: str) -> StallTile:
        """The stall tile on coastal town ``town``."""
        return self.layout.stall_tiles[r.stalls[self._stall_index[town]]]

    # -- the hooks -----------------------------------------------------------------------------
    def initial_record(self) -> Record:
        """Setup before its chance events (TD-1.4 to TD-1.7): tokens on the board, all items
        in the bag, fresh player boards; the figures stand once the start player is known."""
        fresh = Player.new(self.layout)
        start = self.start_player if self.start_player != "random" else -1
        d = Draft(Record("", CHANCE, (), (fresh, fresh), start_player=start))
        self._setup(d)
        return d.freeze()

    def current_player(self, r: Record) -> int:
        return r.to_move

    def phase(self, r: Record) -> str:
        return r.phase

    def legal_actions(self, r: Record) -> tuple[Action, ...]:
        if r.to_move == CHANCE:
            return tuple(a for a, _ in self.chance_outcomes(r))
        return r.offer

    def chance_outcomes(self, r: Record) -> list[tuple[Action, float]] | tuple:
        table = self.actions
        phase = r.phase
        if phase == "roll":
            return self._rolls[len(r.dice)]
        if phase == "draw_item":
            return engine.draw({table.draw[k]: n for k, n in zip(self.layout.items,
                                                                 merchant.bag(self, r))})
        if phase == "flip_tile":
            down = r.players[r.turn.player].face_down
            return engine.draw({table.flip[s]: n for s, n in zip(self.layout.tile_symbols, down)})
        if phase == "stall_tile":
            return engine.uniform([a for t, a in table.stall.items() if t not in r.stalls])
        if phase == "wave_side":
            return engine.uniform(list(table.side.values()))
        if phase == "start_player":
            return engine.uniform(list(table.start.values()))
        return []

    def next_record(self, r: Record, action: Action) -> Record:
        d = Draft(r)
        self._handlers[r.phase](self, d, action)
        return d.freeze()

    def explain_illegal(self, r: Record, action: Action) -> str:
        phase = r.phase
        if r.to_move == CHANCE:
            legal = ", ".join(str(a) for a in self.legal_actions(r))
            return (f"{PHASE_RULES[phase]}: a {phase} chance event is due; "
                    f"{action} is not one of its outcomes ({legal})")
        rule = MOVE_RULES[r.turn.character] if phase == "move" else PHASE_RULES[phase]
        legal = ", ".join(str(a) for a in r.offer)
        return f"{rule}: {action} is not legal at {phase} for player {r.to_move}; legal: {legal}"

    def scores(self, r: Record) -> tuple[int, int]:
        return tuple(scoring.total(self, p) for p in r.players)  # type: ignore[return-value]

    def winners(self, r: Record) -> frozenset[int]:
        return scoring.winners(self, r) if r.to_move == TERMINAL else frozenset()

    def observation(self, r: Record, player: int) -> TokaidoObservation:
        return TokaidoObservation(player=player, table=r, rules=self)

    @functools.cached_property
    def observation_shape(self) -> tuple[int, ...]:
        return (observation_size(self),)

    def determinize(self, r: Record, player: int, rng: np.random.Generator) -> Record:
        """Nothing is hidden (spec section 4): the bag and the face-down paintings are public
        multisets whose next draw is a chance event, so the record itself is consistent."""
        return r

    def render(self, r: Record) -> str:
        return render(self, r)

    @property
    def action_space(self) -> tuple[Action, ...]:
        return self.actions.decisions

    @property
    def chance_space(self) -> tuple[Action, ...]:
        return self.actions.chance

    # -- setup and rounds (TD-1, TD-2, TD-16) ----------------------------------------------------
    def _setup(self, d: Draft) -> None:
        """Pose the next setup chance event in the order of TD-1.8, then start round 1."""
        if len(d.stalls) < len(self.layout.coastal):
            self._chance(d, "stall_tile")
        elif len(d.wave_sides) < len(CHARACTERS):
            self._chance(d, "wave_side")
        elif d.start_player < 0:
            self._chance(d, "start_player")
        else:
            start = self.layout.start
            sides = ("compass", "far") if d.start_player == 0 else ("far", "compass")
            d.pilgrims, d.merchants, d.painters = (
                tuple(start[side][c] for side in sides) for c in CHARACTERS)
            d.round, d.active = 1, d.start_player
            self._chance(d, "roll")

    def _begin_die_turn(self, d: Draft) -> None:
        """Start the next pick: active, opponent, active (TD-2.3 to TD-2.5). Under
        ``last_die_start`` the holder of the hot springs token may repeat first (A29)."""
        picker = self._picker(d)
        d.die_turn += 1
        d.turn = None
        if (self.hot_springs_mode == "last_die_start" and d.spring_holder == picker
                and d.last_die is not None and self._may_repeat(d, picker, *d.last_die)):
            self._ask(d, "hot_springs_repeat", picker, (REPEAT, KEEP_TOKEN))
        else:
            self._pose_pick(d)

    def _pose_pick(self, d: Draft) -> None:
        """Ask for a die among the unused ones; the third is taken without asking (TD-2.5)."""
        pick = self.actions.pick
        self._ask(d, "pick_die", self._picker(d),
                  tuple(pick[c] for c in CHARACTERS if c not in d.used))

    @staticmethod
    def _picker(d: Draft) -> int:
        """Who takes the next die: the active player, the opponent, the active player
        (TD-2.3 to TD-2.5)."""
        return d.active if len(d.used) != 1 else 1 - d.active

    def _take_die(self, d: Draft, character: str) -> None:
        """Use a die with the own figure of its character (TD-2.3, TD-2.6)."""
        value = d.dice[WAVE_INDEX[character]]
        d.used = (*d.used, character)
        d.last_die = (character, value)
        d.turn = Turn(d.to_move, character, value)
        self._begin_move(d)

    def _finish_die_turn(self, d: Draft) -> None:
        """Next pick, or the end of the round (TD-2.8)."""
        if len(d.used) < len(CHARACTERS):
            self._begin_die_turn(d)
        else:
            self._end_round(d)

    def _end_round(self, d: Draft) -> None:
        """Score after a triggered round (TD-16.2; with ``equal_turns`` only after an even
        round, A4) or after round ``max_rounds`` (TD-16.4, TD-16.5); else the other player
        becomes active and rolls (TD-2.1, TD-2.2)."""
        d.turn = None
        if d.triggered:
            over = self.final_round == "current_round" or d.round % 2 == 0
        else:
            over = self.max_rounds is not None and d.round >= self.max_rounds
        if over:
            d.phase, d.to_move, d.offer = "end", TERMINAL, ()
        else:
            d.round, d.active, d.dice, d.used = d.round + 1, 1 - d.active, (), ()
            self._chance(d, "roll")

    # -- moves, stops and effects (TD-3, TD-7) ---------------------------------------------------
    def destinations(self, r: Record, player: int, character: str, value: int
                     ) -> tuple[str, ...]:
        """Where ``player``'s figure of ``character`` may stop with ``value`` (TD-3 to TD-6)."""
        return DESTINATIONS[character](self, r, player, value)

    def _begin_move(self, d: Draft) -> None:
        """Ask for the destination; none means no move, no effect, no repeat (TD-3.3)."""
        t = d.turn
        stops = self.destinations(d, t.player, t.character, t.value)
        if stops:
            move = self.actions.move
            self._ask(d, "move", t.player, tuple(move[s] for s in stops))
        else:
            self._finish_die_turn(d)

    def _arrive(self, d: Draft, place: str) -> None:
        """Stand on the stop and offer its effect, if it could change anything (TD-7)."""
        t = d.turn
        d.place(t.character, t.player, place)
        phase = self._stop_phase[t.character, place]
        offer = EFFECTS[phase][0](self, d, t.player, place) if phase else ()
        if offer:
            self._ask(d, phase, t.player, offer)
        else:
            self._end_of_stop(d)

    def _stop(self, d: Draft) -> str:
        t = d.turn
        return d.positions(t.character)[t.player]

    def _continue(self, d: Draft) -> None:
        """After an answer or a chance outcome, run what the stop still owes: the
        opponent's returns (TD-11.4), draws (TD-13.1), flips (TD-15.3), keeping items
        (TD-13.2), the gift of *Twin brush*; then close the stop."""
        t = d.turn
        other = 1 - t.player
        if (self.excess_on_loss == "return_now"
                and sum(d.players[other].items) > self.layout.capacity  # cheap test first
                and merchant.over_capacity(self, d, other)):
            self._ask(d, "return_item", other, merchant.return_offer(self, d, other))
        elif t.draws:
            self._chance(d, "draw_item")
        elif t.flips:
            self._chance(d, "flip_tile")
        elif t.drew:
            d.step(drew=False)
            if merchant.over_capacity(self, d, t.player):
                self._ask(d, "keep_items", t.player, merchant.keep_options(self, d, t.player))
            else:
                self._end_of_stop(d)
        elif t.then_gift:
            d.step(then_gift=False)
            if painter.can_gift(self, d, t.player, self._stop(d)):
                painter.gift(self, d, t.player)
            self._end_of_stop(d)
        else:
            self._end_of_stop(d)

    def _end_of_stop(self, d: Draft) -> None:
        """Close a stop: a repeat returns the token (TD-12.4); a die turn may offer the
        repeat (TD-12.3, own_die mode) or ends."""
        t = d.turn
        if t.repeat:
            d.spring_holder, d.spring_taken = -1, 0
            self._after_repeat(d)
        elif (self.hot_springs_mode == "own_die"
              and self._may_repeat(d, t.player, t.character, t.value)):
            self._ask(d, "hot_springs_repeat", t.player, (REPEAT, KEEP_TOKEN))
        else:
            self._finish_die_turn(d)

    def _may_repeat(self, d: Draft, player: int, character: str, value: int) -> bool:
        """``player`` holds the hot springs token taken in an earlier die turn, repeats are
        allowed now and the repeat move has a destination (TD-12.3, A6, A9)."""
        return (d.spring_holder == player and d.spring_taken < d.die_turn
                and (self.repeat_after_trigger or not d.triggered)
                and bool(self.destinations(d, player, character, value)))

    def _after_repeat(self, d: Draft) -> None:
        if self.hot_springs_mode == "own_die":
            self._finish_die_turn(d)
        else:
            self._pose_pick(d)

    # -- posing decisions and chance events ------------------------------------------------------
    def _ask(self, d: Draft, phase: str, player: int, offer: tuple[Action, ...]) -> None:
        """Pose a decision; a single legal action is applied at once (TD-3.5, A30)."""
        d.phase, d.to_move, d.offer = phase, player, offer
        if len(offer) == 1:
            self._handlers[phase](self, d, offer[0])

    @staticmethod
    def _chance(d: Draft, phase: str) -> None:
        d.phase, d.to_move, d.offer = phase, CHANCE, ()

    # -- what each answer does -------------------------------------------------------------------
    def _on_stall(self, d: Draft, a: Action) -> None:
        d.stalls = (*d.stalls, a.tile)
        self._setup(d)

    def _on_side(self, d: Draft, a: Action) -> None:
        d.wave_sides = (*d.wave_sides, a.side)
        self._setup(d)

    def _on_start(self, d: Draft, a: Action) -> None:
        d.start_player = a.player
        self._setup(d)

    def _on_roll(self, d: Draft, a: Action) -> None:
        d.dice = (*d.dice, a.value)
        if len(d.dice) == len(CHARACTERS):
            self._begin_die_turn(d)

    def _on_pick(self, d: Draft, a: Action) -> None:
        self._take_die(d, a.character)

    def _on_move(self, d: Draft, a: Action) -> None:
        self._arrive(d, a.place)

    def _on_effect(self, d: Draft, a: Action) -> None:
        t = d.turn
        EFFECTS[d.phase][1](self, d, t.player, self._stop(d), a)
        self._continue(d)

    def _on_draw(self, d: Draft, a: Action) -> None:
        merchant.draw_item(self, d, d.turn.player, a.kind)
        self._continue(d)

    def _on_flip(self, d: Draft, a: Action) -> None:
        painter.flip(self, d, d.turn.player, a.symbol)
        self._continue(d)

    def _on_keep(self, d: Draft, a: Action) -> None:
        merchant.keep(self, d, d.turn.player, a)
        self._continue(d)

    def _on_return(self, d: Draft, a: Action) -> None:
        merchant.return_item(self, d, d.to_move, a.kind)
        self._continue(d)

    def _on_repeat(self, d: Draft, a: Action) -> None:
        if a is KEEP_TOKEN:
            self._after_repeat(d)
        elif d.turn is not None:  # own_die: the die turn being finished
            t = d.turn
            d.turn = Turn(t.player, t.character, t.value, repeat=True)
            self._begin_move(d)
        else:  # last_die_start: the most recently used die, before the pick
            d.turn = Turn(d.to_move, *d.last_die, repeat=True)
            self._begin_move(d)

    _handlers: ClassVar[dict[str, Callable[[Rules, Draft, Action], None]]] = {
        "stall_tile": _on_stall, "wave_side": _on_side, "start_player": _on_start,
        "roll": _on_roll, "pick_die": _on_pick, "move": _on_move,
        **dict.fromkeys(EFFECTS, _on_effect),
        "draw_item": _on_draw, "flip_tile": _on_flip, "keep_items": _on_keep,
        "return_item": _on_return, "hot_springs_repeat": _on_repeat,
    }
