"""The options of Tokaido Duo (spec 5.2) and the static data they select: the board
(TD-1.1), the dice (spec 1.6), every action object, the wave-token powers (spec 1.3) and
the per-board tables the rules look things up in.

Examples:
    >>> options = Options(plate_threshold=10)
    >>> options.plate_threshold, options.faces["merchant"], options.auto_forced
    (10, (1, 2, 3, 4, 5, 6), True)
    >>> options.stop_phase["pilgrim", "P01"], options.stop_phase["pilgrim", "P00"]
    (<Phase.TEMPLE: 'temple'>, None)
"""

from __future__ import annotations

import itertools
from typing import Any

import attrs

from ... import engine
from ...engine import Action, derived, forced_option, option
from ...engine.options import file_option
from .actions import ActionTable, MoveTo, PickDie
from .board import CHARACTERS, MAX_FACES, Board, BoardError, StallTile, load_board
from .state import PLAYERS, WAVE_INDEX, Phase, Record

ROUND_CEILING = 1000
"""The last round of a game that nothing triggers when ``max_rounds`` is None, and the
highest ``max_rounds`` accepted. Every effect is optional, so two players may avoid every
trigger forever (A21); the game is then scored after this round as after round
``max_rounds`` (TD-16.4, TD-16.5). Random play ends by a trigger long before (within
about 100 rounds), and a game of 1000 rounds of declined marks, incomes, sales and gifts
plays in about 0.3 seconds and 12 MB."""


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
    if any(not 1 <= v <= MAX_FACES for values in faces.values() for v in values) or any(
            len(values) > MAX_FACES for values in faces.values()):
        raise ValueError(f"die_faces={text!r}: at most {MAX_FACES} faces per die, each "
                         f"from 1 to {MAX_FACES}")
    return faces


def _is_faces(value: Any) -> bool:
    if value is None:
        return True
    try:
        parse_faces(value)
    except (ValueError, AttributeError):
        return False
    return True


STOP_PHASES = {
    ("pilgrim", "temple"): Phase.TEMPLE, ("pilgrim", "garden"): Phase.GARDEN,
    ("pilgrim", "coastal"): Phase.COAST_INCOME, ("pilgrim", "beach"): Phase.BEACH,
    ("pilgrim", "hot_springs"): Phase.HOT_SPRINGS, ("merchant", "mountain"): Phase.MOUNTAIN,
    ("merchant", "coastal"): Phase.SELL, ("painter", "zone"): Phase.PAINTER_ACTION,
}
"""The effect decision posed at a stop, by figure and kind of place (TD-7.1, TD-7.4)."""


@attrs.frozen(cache_hash=True)
class Options(engine.Rules[Record]):
    """Tokaido Duo for two players; every field is an option of spec 5.2.

    Examples:
        >>> Options(plate_threshold=10).plate_threshold
        10
    """

    players: int = option(PLAYERS, choices=(PLAYERS,), doc="number of seats: always 2")
    start_player: Any = option("random", choices=("random", *range(PLAYERS)),
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
    max_rounds: int | None = option(None, between=(1, ROUND_CEILING),
                                    doc="score after this round if nothing triggered; None: "
                                        f"after round {ROUND_CEILING} (TD-16.4, TD-16.5)")
    die_faces: str | None = option(None, check=_is_faces,
                                   doc="faces 'pilgrim;merchant;painter', e.g. "
                                       "'1,2,3,4,5,6;1,1,2,2,3,3;1,2,3,4,5,6'; "
                                       "None: the board's dice")
    board: str | None = file_option(doc="path of a board TOML file; None: the assumed default")
    auto_forced: bool = forced_option(True)
    """A decision with a single legal action is applied without being posed (TD-3.5, A30)."""

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()  # the derived values first
        layout = self.layout
        if layout.plate_cost > self.plate_threshold:
            raise engine.OptionError(
                f"option plate_threshold={self.plate_threshold}: a plate costs "
                f"{layout.plate_cost} coins on the board {layout.source}, so buying at "
                f"{self.plate_threshold} would leave negative coins (TD-10.1)")
        for character in ("merchant", "painter"):
            if max(self.faces[character]) > max(layout.dice[character]):
                raise engine.OptionError(
                    f"option die_faces={self.die_faces!r}: the {character}'s faces may not "
                    f"exceed the largest face of its die on the board "
                    f"({max(layout.dice[character])}, {layout.source})")
        longest = max(self.faces["pilgrim"]) + 1
        if len(layout.spaces) < longest + 4:
            raise engine.OptionError(
                f"option die_faces={self.die_faces!r}: a pilgrim move of {longest} needs a "
                f"perimeter of at least {longest + 4} spaces (spec 6.2)")

    @property
    def last_round(self) -> int:
        """The round after which a game that nothing triggered is scored: ``max_rounds``,
        or `ROUND_CEILING` when it is None (TD-16.4, TD-16.5, A21)."""
        return ROUND_CEILING if self.max_rounds is None else self.max_rounds

    # -- static data ---------------------------------------------------------------------------
    @derived
    def layout(self) -> Board:
        """The board in play (``board`` option), loaded and validated once (TD-1.1)."""
        try:
            return load_board(self.board)
        except BoardError as exc:
            raise engine.OptionError(f"option board={self.board!r}: {exc}") from None

    @derived
    def faces(self) -> dict[str, tuple[int, ...]]:
        """Faces of the pilgrim, merchant and painter dice (spec 1.6)."""
        return parse_faces(self.die_faces) if self.die_faces else dict(self.layout.dice)

    @derived
    def actions(self) -> ActionTable:
        """Every action object, built once."""
        faces = tuple(v for values in self.faces.values() for v in values)
        return ActionTable(self.layout, self.layout.large_cart_capacity, faces)

    @derived
    def powers(self) -> dict[str, tuple[int, str]]:
        """Enabled power -> (wave token index, side) (spec 1.3, option ``wave_powers``)."""
        slots = {power: (WAVE_INDEX[c], side)
                 for c, sides in self.layout.wave_tokens.items() for side, power in sides.items()}
        if self.wave_powers == "capacity_only":
            slots = {p: s for p, s in slots.items() if p == "large_cart"}
        return slots

    @derived
    def large_cart_token(self) -> str | None:
        """The character whose wave token carries *Large cart* (A18)."""
        return next((c for c, sides in self.layout.wave_tokens.items()
                     if "large_cart" in sides.values()), None)

    @derived
    def stop_phase(self) -> dict[tuple[str, str], Phase | None]:
        """The effect decision of each (figure, stop), None where the stop has no effect
        (TD-7.1, TD-7.4)."""
        kinds = self.layout.kinds
        table = {("pilgrim", s): STOP_PHASES.get(("pilgrim", k)) for s, k in kinds.items()}
        table.update({("merchant", t): STOP_PHASES["merchant", kinds.get(t, "mountain")]
                      for t in self.layout.routes})
        table.update({("painter", z): Phase.PAINTER_ACTION for z in self.layout.symbols})
        return table

    @derived
    def rolls(self) -> tuple[tuple[tuple[Action, float], ...], ...]:
        """The ``roll`` outcomes of the pilgrim, merchant and painter dice, in that order
        (TD-2.2): each value weighted by its faces."""
        table = self.actions.roll
        return tuple(tuple((table[v], faces.count(v) / len(faces)) for v in sorted(set(faces)))
                     for faces in (self.faces[c] for c in CHARACTERS))

    @derived
    def picks(self) -> dict[tuple[str, ...], tuple[PickDie, ...]]:
        """The ``pick_die`` actions left after the dice already used this round (TD-2.3 to
        TD-2.5), for every order of use."""
        pick = self.actions.pick
        return {used: tuple(pick[c] for c in CHARACTERS if c not in used)
                for n in range(len(CHARACTERS) + 1)
                for used in itertools.permutations(CHARACTERS, n)}

    @derived
    def painter_steps(self) -> dict[tuple[str, int], tuple[MoveTo, ...]]:
        """(zone, n) -> the ``move`` actions to the end zones of n steps (TD-6.3)."""
        move = self.actions.move
        return {key: tuple(move[z] for z in ends)
                for key, ends in self.layout.painter_moves.items()}

    @derived
    def merchant_steps(self) -> dict[tuple[str, int],
                                     tuple[tuple[MoveTo, ...], tuple[str, ...]]]:
        """(town, n) -> the ``move`` actions to the end towns of n routes, and those end
        towns that are coastal (where a standing figure blocks the stop, TD-5.2)."""
        move, kinds = self.actions.move, self.layout.kinds
        return {key: (tuple(move[end] for end, _ in ends),
                      tuple(end for end, _ in ends if end in kinds))
                for key, ends in self.layout.merchant_moves.items()}

    @derived
    def plate_scores(self) -> tuple[int, ...]:
        """Merchant score by gold plates bought: the value above the rightmost plate, 0
        without plates (TD-10.5)."""
        return (0, *self.layout.plate_values)

    @derived
    def painter_scores(self) -> tuple[int, ...]:
        """Painter score by gifts made: the highest revealed number, 0 before the first
        gift (TD-15.6)."""
        numbers = self.layout.numbers
        return tuple(max(numbers[:gifted], default=0) for gifted in range(len(numbers) + 1))

    @derived
    def items_total(self) -> int:
        """How many items the bag holds at setup (TD-1.5)."""
        return sum(self.layout.item_counts)

    @derived
    def item_index(self) -> dict[str, int]:
        """Position of each item kind in the item count tuples."""
        return {kind: i for i, kind in enumerate(self.layout.items)}

    @derived
    def symbol_index(self) -> dict[str, int]:
        """Position of each painting symbol in the face-down count tuples."""
        return {symbol: i for i, symbol in enumerate(self.layout.tile_symbols)}

    @derived
    def _stall_index(self) -> dict[str, int]:
        return {town: i for i, town in enumerate(self.layout.coastal)}

    def stall_at(self, r: Record, town: str) -> StallTile:
        """The stall tile on coastal town ``town``."""
        return self.layout.stall_tiles[r.stalls[self._stall_index[town]]]
