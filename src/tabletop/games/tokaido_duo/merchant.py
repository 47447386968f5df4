"""The merchant (TD-5, TD-10, TD-11.4, TD-13, TD-14): trade routes, the bag, selling and
gold plates.

Item counts are tuples in the board's order of kinds (sorted by name). The bag is not
stored: it is the initial items minus those on the two merchant boards (spec section 4).
Each ``*_offer`` lists a decision's actions (none: nothing is posed, TD-7.3); the other
functions return the record after an answer or a chance outcome.
"""

from __future__ import annotations

import functools
import itertools
import operator
from typing import TYPE_CHECKING

from ...engine import Action
from .actions import DECLINE, DRAW, Keep, expand, multisets
from .powers import capacity, holds
from .state import Record, adjust, boards_with

if TYPE_CHECKING:
    from .options import Options


def destinations(rules: Options, r: Record, player: int, value: int) -> tuple[str, ...]:
    """End towns of simple paths of ``value`` routes that are legal stops, sorted (TD-5.2 to
    TD-5.4): any mountain town; a coastal town only while nobody stands there. With
    ``merchant_pass_occupied = false`` some path must avoid occupied coastal towns (A26)."""
    kinds = rules.layout.kinds
    taken = (*r.pilgrims, *r.merchants)
    moves = rules.layout.merchant_moves.get((r.merchants[player], value), ())
    if rules.merchant_pass_occupied:
        return tuple(end for end, _ in moves if not (end in kinds and end in taken))
    return tuple(end for end, passes in moves
                 if not (end in kinds and end in taken)
                 and not all(any(town in taken for town in passed) for passed in passes))


def bag(rules: Options, r: Record) -> tuple[int, ...]:
    """Item counts in the bag: the initial counts minus both merchants' items (TD-1.5).

    Examples:
        >>> from tabletop.games.tokaido_duo import Rules
        >>> rules = Rules(start_player=0)
        >>> bag(rules, rules.initial_record())
        (4, 6, 7, 5, 8)
    """
    return remaining(rules.layout.item_counts, tuple(boards.items for boards in r.players))


def remaining(counts: tuple[int, ...], held: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The item counts left of ``counts`` when the seats hold ``held`` (TD-1.5).

    Examples:
        >>> remaining((4, 6), ((1, 0), (0, 2)))
        (3, 4)
    """
    for items in held:
        counts = tuple(map(operator.sub, counts, items))
    return counts


def earn(rules: Options, r: Record, player: int, amount: int) -> Record:
    """Take ``amount`` coins, then buy gold plates while coins reach ``plate_threshold`` and a
    slot is free, 10 coins each; filling the last slot triggers the end (TD-10.1 to TD-10.4).

    Buying happens at once, before anything else of the die turn (TD-10.2).
    """
    board = rules.layout
    boards = r.players[player]
    coins, plates = boards.coins + amount, boards.plates
    slots = len(board.plate_values)
    triggered = r.triggered
    while coins >= rules.plate_threshold and plates < slots:
        coins -= board.plate_cost
        plates += 1
        triggered |= plates == slots
    return r.replace(players=boards_with(r, player, coins=coins, plates=plates),
                     triggered=triggered)


# -- mountain towns (TD-13) -------------------------------------------------------------------
def mountain_offer(rules: Options, r: Record, player: int, town: str) -> tuple[Action, ...]:
    """``draw``/``decline`` while the bag holds an item (TD-13.1, A15)."""
    held = sum(sum(boards.items) for boards in r.players)
    return (DRAW, DECLINE) if held < rules.items_total else ()


def start_drawing(rules: Options, r: Record, player: int, town: str, action: Action) -> Record:
    """Schedule the town's draws, fewer if the bag runs out first (TD-13.1)."""
    if action != DRAW:
        return r
    draws = min(rules.layout.draws[town], sum(bag(rules, r)))
    return r.replace(turn=r.turn.replace(draws=draws, drew=True))  # type: ignore[union-attr]


def draw_item(rules: Options, r: Record, player: int, kind: str) -> Record:
    """Put one drawn item on the merchant board (one ``draw_item`` event, TD-13.1)."""
    items = adjust(r.players[player].items, rules.item_index[kind], +1)
    turn = r.turn
    return r.replace(players=boards_with(r, player, items=items),
                     turn=turn.replace(draws=turn.draws - 1))  # type: ignore[union-attr]


def keep_options(rules: Options, r: Record, player: int) -> tuple[Keep, ...]:
    """The ``keep_items`` actions: every distinct multiset of exactly the capacity of held
    items (or of at most it with ``keep_mode = at_most``), in canonical order (TD-13.2, A14)."""
    cap = capacity(rules, r, player)
    sizes = tuple(range(cap + 1)) if rules.keep_mode == "at_most" else (cap,)
    table = rules.actions.keep
    return tuple(table[counts] for counts in
                 kept_counts(rules.layout.items, r.players[player].items, sizes))


@functools.lru_cache(maxsize=4096)
def kept_counts(kinds: tuple[str, ...], held: tuple[int, ...], sizes: tuple[int, ...]
                ) -> tuple[tuple[int, ...], ...]:
    """The count vectors of every distinct multiset of ``held`` with one of ``sizes`` items,
    in the order of their sorted item lists (A31).

    Examples:
        >>> kept_counts(("sake", "tea"), (1, 2), (2,))
        ((1, 1), (0, 2))
    """
    found = [counts for size in sizes for counts in multisets(held, size)]
    return tuple(sorted(found, key=lambda counts: expand(kinds, counts)))


def over_capacity(rules: Options, r: Record, player: int) -> bool:
    """``player`` holds more items than his capacity."""
    return sum(r.players[player].items) > capacity(rules, r, player)


def keep(rules: Options, r: Record, player: int, action: Keep) -> Record:
    """Keep the chosen items; the rest go back to the bag (TD-13.2)."""
    items = tuple(action.items.count(k) for k in rules.layout.items)
    return r.replace(players=boards_with(r, player, items=items))


# -- selling at coastal towns (TD-14) ---------------------------------------------------------
def sell_offer(rules: Options, r: Record, player: int, town: str) -> tuple[Action, ...]:
    """Every non-empty sale of held items the stall buys, in canonical order, then
    ``decline``; nothing when no held item is bought there (TD-14.1, TD-7.3)."""
    buys = rules.stall_at(r, town).buys
    kinds = rules.layout.items
    limits = tuple(n if kind in buys else 0 for kind, n in zip(kinds, r.players[player].items))
    if not any(limits):
        return ()
    table = rules.actions.sell
    return (*(table[lots] for lots in sales(kinds, limits)), DECLINE)


@functools.lru_cache(maxsize=4096)
def sales(kinds: tuple[str, ...], limits: tuple[int, ...]
          ) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Every non-empty sale of at most ``limits[i]`` items of ``kinds[i]``, as sorted lots
    (A31).

    Examples:
        >>> sales(("silk", "tea"), (1, 2))
        ((('silk', 1),), (('silk', 1), ('tea', 1)), (('silk', 1), ('tea', 2)), (('tea', 1),), \
(('tea', 2),))
    """
    return tuple(sorted(tuple((k, n) for k, n in zip(kinds, counts) if n)
                        for counts in itertools.product(*(range(n + 1) for n in limits))
                        if any(counts)))


def sell(rules: Options, r: Record, player: int, town: str, action: Action) -> Record:
    """Sell: items back to the bag, prices (+1 with *Haggler*) from the bank, then plates
    (TD-14.1 to TD-14.3)."""
    if action == DECLINE:
        return r
    lots = action.lots  # type: ignore[attr-defined]
    prices = rules.stall_at(r, town).buys
    sold = dict(lots)
    items = tuple(n - sold.get(k, 0) for k, n in zip(rules.layout.items, r.players[player].items))
    earned = sum(prices[k] * n for k, n in lots) + holds(rules, r, player, "haggler")
    return earn(rules, r.replace(players=boards_with(r, player, items=items)), player, earned)


# -- losing Large cart (TD-11.4) --------------------------------------------------------------
def return_offer(rules: Options, r: Record, player: int) -> tuple[Action, ...]:
    """One ``return:<kind>`` per kind ``player`` holds, by kind name (TD-11.4, A31)."""
    table = rules.actions.give_back
    return tuple(table[k] for k, n in zip(rules.layout.items, r.players[player].items) if n)


def return_item(rules: Options, r: Record, player: int, kind: str) -> Record:
    """Put one item of ``kind`` back in the bag (TD-11.4)."""
    items = adjust(r.players[player].items, rules.item_index[kind], -1)
    return r.replace(players=boards_with(r, player, items=items))
