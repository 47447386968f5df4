"""KST-21: what one seat may know, its array encoding, determinization and how each action
looked to each seat.

A seat sees its own hand; of the other hands their sizes and the cards publicly known to
be in them (KST-21.2); of the main deck its size; Prisons in full (``prison_view =
count_only``: only their sizes, the own Prison excepted, KST-21.3); and everything else —
lines, pools, bank, teams, the Graveyard, the special deck, the turn and the pending
decision. The observation keeps the record with the hidden parts blanked out, so two
observations compare by what they show.

Examples:
    >>> from tabletop.games.kst.rules import Rules
    >>> rules = Rules(players=2, teams=["sapphire", "ruby"], start_player=0)
    >>> state = rules.initial_state()
    >>> for text in ["draw(rybar)"] * 3 + ["draw(mor)"] + ["draw(hornik)"] * 3 + ["draw(mor)"]:
    ...     state.apply(rules.parse_action(text))
    >>> seen = state.observation(0)
    >>> rules.cards.ids(seen.table.hands[0]), seen.table.hands[1], seen.hand_sizes
    ('rybar rybar rybar mor', (), (4, 4))
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import attrs
import numpy as np

from ...engine import FLOAT32, Action, Layout, Observation
from ...engine.observation import High, Shape
from . import hidden, render
from .actions import Draw
from .cards import EFFECT_OPS, TARGET_CLASSES
from .options import Options
from .state import Phase, Record, Stage

PHASES = tuple(Phase)
STAGES = tuple(Stage)
RESULTS = ("team", "bank", "turns")


@attrs.frozen
class KstObservation(Observation):
    """Seat ``player``'s view: ``table`` is the record with the other hands cut down to their
    known cards, the deck emptied (its size is ``deck_size``) and (``count_only``) the other
    Prisons emptied."""

    table: Record
    hand_sizes: tuple[int, ...]
    prison_sizes: tuple[int, ...]
    deck_size: int
    rules: Options = attrs.field(eq=False, repr=False)
    layout: Layout = attrs.field(eq=False, repr=False)
    """The pieces of the array and their highs (`layout`)."""

    def to_array(self) -> np.ndarray:
        """The observation as a flat float32 array of ``observation_shape`` (`encode`)."""
        return encode(self.rules, self.table, self.player, self.hand_sizes, self.prison_sizes,
                      self.deck_size)

    def __str__(self) -> str:
        return render.view(self.rules, self.table, self.player, self.hand_sizes,
                           self.prison_sizes, self.deck_size)


def observe(rules: Options, r: Record, player: int) -> KstObservation:
    """Seat ``player``'s observation of ``r``."""
    hands = tuple(hand if seat == player else r.known[seat] for seat, hand in enumerate(r.hands))
    changes: dict = {"hands": hands, "deck": b""}
    if rules.prison_view == "count_only":
        changes["prisons"] = tuple(p if seat == player else () for seat, p in enumerate(r.prisons))
    return KstObservation(player, r.replace(**changes), *pile_sizes(r), rules, layout(rules))


def pile_sizes(r: Record) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """What every seat sees of the hidden piles: each hand's and Prison's size, and the
    deck's (KST-21.2, KST-21.3)."""
    return tuple(map(len, r.hands)), tuple(map(len, r.prisons)), r.deck_size


def observation_array(rules: Options, r: Record, player: int) -> np.ndarray:
    """``observe(rules, r, player).to_array()``, encoded from ``r`` itself without building
    the observation (`encode` skips what it hides): the rules' ``observation_array`` hook.

    Examples:
        >>> from tabletop.games.kst.rules import Rules
        >>> rules = Rules(players=3, prison_view="count_only")
        >>> r = rules.initial_state().record
        >>> bool((rules.observation_array(r, 1) == rules.observation(r, 1).to_array()).all())
        True
    """
    return encode(rules, r, player, *pile_sizes(r))


def determinize(rules: Options, r: Record, player: int, rng: np.random.Generator) -> Record:
    """A record ``player`` cannot tell from ``r`` (KST-21.4), hidden cards resampled."""
    return hidden.resample(rules, r, player, rng)


def observe_action(rules: Options, r: Record, action: Action, player: int) -> Action | str:
    """A draw is seen by the drawer; the others see only that a card was drawn, unless
    cleanup shows it (an opponent-coloured card, KST-3.1, KST-21.1)."""
    if isinstance(action, Draw) and player != r.active:
        colour = rules.team_of[action.index]
        if colour < 0 or colour == r.teams[r.active]:
            return "draw(?)"
    return action


PIECES = ("phase", "stage", "actor", "active", "team", "alive", "pool", "bank", "hand",
          "hand_size", "known", "line", "line_points", "converted", "attached", "prison",
          "prison_size", "graveyard", "graveyard_top", "special_deck", "deck_size", "turn",
          "die", "effect", "target_class", "scope", "defender", "summoned", "result",
          "outcome")
"""The pieces of the array, in order."""


TURN_HIGH = 20
"""The rolls, extra rolls, granted rolls, draws and Caravans of a turn that fill their
``turn`` slots (more saturate at 1)."""


@functools.lru_cache(maxsize=16)
def _layout(players: int, copies: tuple[int, ...], mains: int, points: int,
            turn: tuple[int, ...]) -> Layout:
    n, m, k = players, mains, len(copies)
    s = k - m
    main, special = copies[:m], copies[m:]
    deck = sum(main)
    shapes: tuple[tuple[Shape, High], ...] = (
        (len(PHASES), 1), (len(STAGES), 1), (n, 1), (n, 1), ((n, 2), 1), (n, 1), (n, points),
        (1, points), (m, main), (n, deck), ((n, m), main), ((n, k), copies), ((n, k), points),
        ((n, k), copies), ((n, s), special), ((n, m), main), (n, deck), (m, main), (m, 1),
        (s, special), (1, deck), (8, turn), (7, 1), (len(EFFECT_OPS), 1),
        (len(TARGET_CLASSES), 1), (2, 1), (n, 1), (s, 1), (3, 1), (3, 1))
    return Layout(*((name, shape, high) for name, (shape, high) in zip(PIECES, shapes)))


def layout(rules: Options) -> Layout:
    """The array layout of ``rules``' observations: seats are counted from the observer
    (0 = the observer), card pieces by card index. One-hot pieces and flags hold 0 or 1;
    each count is divided by its ``high``: copies of a card by that card's ``count``, hand,
    Prison and deck sizes by the main deck's cards, pools, the bank and points on line
    cards by ``total_points`` (KST-15), the ``turn`` slots (plays, rolls, extra rolls,
    granted rolls, rolling for Caravans, turns, draws, Caravans staked) by
    ``plays_per_turn``, `TURN_HIGH` (saturating), 1 and ``max_turns``."""
    known = _BY_RULES.get(rules)  # equal rules (each environment loads its own) share it
    if known is not None:
        return known
    if len(_BY_RULES) >= 64:
        _BY_RULES.clear()
    cards = rules.cards
    turn = (max(1, rules.plays_per_turn), TURN_HIGH, TURN_HIGH, TURN_HIGH, 1,
            rules.max_turns, TURN_HIGH, TURN_HIGH)
    found = _layout(rules.players, tuple(max(1, c.count) for c in cards.cards), cards.main,
                    max(1, rules.total_points), turn)
    _BY_RULES[rules] = found
    return found


_BY_RULES: dict[Options, Layout] = {}
"""The `layout` of each rules met, by their value (so the many equal rules of separate
environments find it); emptied past 64 entries."""


PHASE_SLOT = {phase: i for i, phase in enumerate(PHASES)}
STAGE_SLOT = {stage: i for i, stage in enumerate(STAGES)}


def encode(rules: Options, r: Record, me: int, sizes: Sequence[int], jailed: Sequence[int],
           deck: int) -> np.ndarray:
    """Seat ``me``'s view of ``r`` as a flat float32 array (`layout`), given each seat's
    hand and Prison sizes and the deck's size: of ``r`` it reads only what ``me`` sees (its
    own hand, the known cards of the others; their Prisons unless ``count_only``), so ``r``
    may be the full record or the observation's blanked ``table``."""
    lay = layout(rules)
    raw = bytearray(4 * lay.size)
    write(memoryview(raw).cast("f"), rules, lay, r, me, sizes, jailed, deck)
    return lay.normalise(np.frombuffer(raw, FLOAT32))


def observation_arrays(rules: Options, records: Sequence[Record],
                       players: Sequence[int]) -> np.ndarray:
    """``observation_array(rules, r, p)`` of each record and seat, as the rows of one array,
    written in one pass and normalised at once: the rules' ``observation_arrays`` hook.

    Examples:
        >>> from tabletop.games.kst.rules import Rules
        >>> rules = Rules(players=3)
        >>> r = rules.initial_state().record
        >>> rows = rules.observation_arrays([r, r], [0, 2])
        >>> rows.shape, bool((rows[1] == rules.observation_array(r, 2)).all())
        ((2, 699), True)
    """
    lay = layout(rules)
    size = lay.size
    raw = bytearray(4 * size * len(records))
    rows = memoryview(raw).cast("f")
    at = 0
    for r, me in zip(records, players):
        write(rows[at:at + size], rules, lay, r, me, *pile_sizes(r))
        at += size
    return lay.normalise(np.frombuffer(raw, FLOAT32).reshape(len(records), size))


def write(buf: memoryview[float], rules: Options, lay: Layout, r: Record, me: int,
          sizes: Sequence[int], jailed: Sequence[int], deck: int) -> None:
    """`encode`'s raw values (before ``normalise``) written into ``buf``, a zeroed float
    view of one row (item access on it is cheaper than on a numpy array)."""
    n, m = rules.players, rules.cards.main
    k = m + len(r.specials)
    shown = rules.prison_view != "count_only"
    (phase, stage, actor, active, team, alive, pool, bank, hand, hand_size, known, line, points,
     converted, attached, prison, prison_size, grave, top, specials, deck_size, turn, die,
     effect, target_class, scope, defender, summoned, result, outcome) = lay.starts
    buf[phase + PHASE_SLOT[r.phase]] = 1.0
    buf[stage + STAGE_SLOT[r.stage]] = 1.0
    for at, seat in ((actor, r.actor), (active, r.active), (defender, r.attack[1])):
        if seat >= 0:
            buf[at + (seat - me) % n] = 1.0
    teams, lines, knowns, prisons = r.teams, r.lines, r.known, r.prisons
    pools, alives = r.pools, r.alive
    s = k - m
    for seat in range(n):
        j = (seat - me) % n
        if teams[seat] >= 0:
            buf[team + 2 * j + teams[seat]] = 1.0
        if alives[seat]:
            buf[alive + j] = 1.0
            buf[pool + j] = pools[seat]
        buf[hand_size + j] = sizes[seat]
        buf[prison_size + j] = jailed[seat]
        row = j * m
        for card in knowns[seat]:
            buf[known + row + card] += 1.0
        if shown or seat == me:
            for card in prisons[seat]:
                buf[prison + row + card] += 1.0
        row = j * k
        for entry in lines[seat]:
            at = row + entry.card
            buf[line + at] += 1.0
            if entry.points:
                buf[points + at] += entry.points
            if entry.converted:
                buf[converted + at] += 1.0
            if entry.attachments:
                for special in entry.attachments:
                    buf[attached + j * s + special - m] += 1.0
    for card in r.hands[me]:
        buf[hand + card] += 1.0
    for card in r.graveyard:
        buf[grave + card] += 1.0
    if r.graveyard:
        buf[top + r.graveyard[-1]] = 1.0
    buf[bank] = r.bank
    buf[deck_size] = deck
    for i, copies in enumerate(r.specials):
        buf[specials + i] = copies
    roll = r.roll
    for i, value in enumerate((r.plays, r.rolls, roll.left, roll.grant, roll.caravans,
                               r.turns, r.draws, len(r.caravans))):
        if value:
            buf[turn + i] = value
    buf[die + r.die] = 1.0
    if r.effect is not None:
        buf[effect + EFFECT_OPS.index(r.effect.op)] = 1.0
        if r.effect.targets:
            buf[target_class + TARGET_CLASSES.index(r.effect.targets)] = 1.0
        buf[scope + (r.effect.scope == "other")] = 1.0
    if r.summoned >= 0:
        buf[summoned + r.summoned - m] = 1.0
    if r.ending:
        buf[result + RESULTS.index(r.ending.how)] = 1.0
        mine = 2 if r.ending.winner < 0 else int(r.ending.winner != teams[me])
        buf[outcome + mine] = 1.0
