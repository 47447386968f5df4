"""The merchant (TD-5, TD-10, TD-13, TD-14): trade routes, the bag, selling and gold plates.

Item counts are tuples in the board's order of kinds (sorted by name). The bag is not
stored: it is the initial items minus those on the two merchant boards (spec section 4).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from tabletop.engine import Action

from .actions import DECLINE, DRAW, Keep, multisets
from .powers import capacity, holds
from .state import Draft, Record, adjust

if TYPE_CHECKING:
    from .rules import Rules


def destinations(rules: Rules, r: Record, player: int, value: int) -> tuple[str, ...]:
    """End towns of simple paths of ``value`` routes that are legal stops, sorted (TD-5.2 to
    TD-5.4): any mountain town; a coastal town only while nobody stands there. With
    ``merchant_pass_occupied = false`` some path must avoid occupied coastal towns (A26)."""
    kinds = rules.layout.kinds
    ends = []
    for end, passes in rules.layout.merchant_moves.get((r.merchants[player], value), ()):
        if end in kinds and r.occupied(end):
            continue
        if not rules.merchant_pass_occupied and all(
                any(r.occupied(town) for town in passed) for passed in passes):
            continue
        ends.append(end)
    return tuple(ends)


def bag(rules: Rules, r: Record) -> tuple[int, ...]:
    """Item counts in the bag: the initial counts minus both merchants' items (TD-1.5).

    Examples:
        >>> from tabletop.games.tokaido_duo import Rules
        >>> rules = Rules(start_player=0)
        >>> bag(rules, rules.initial_record())
        (4, 6, 7, 5, 8)
    """
    mine, theirs = r.players[0].items, r.players[1].items
    return tuple(n - a - b for n, a, b in zip(rules.layout.item_counts, mine, theirs))


def earn(rules: Rules, d: Draft, player: int, amount: int) -> None:
    """Take ``amount`` coins, then buy gold plates while coins reach ``plate_threshold`` and a
    slot is free, 10 coins each; filling the last slot triggers the end (TD-10.1 to TD-10.4).

    Buying happens at once, before anything else of the die turn (TD-10.2).
    """
    board = rules.layout
    coins, plates = d.players[player].coins + amount, d.players[player].plates
    slots = len(board.plate_values)
    while coins >= rules.plate_threshold and plates < slots:
        coins -= board.plate_cost
        plates += 1
        d.triggered |= plates == slots
    d.update(player, coins=coins, plates=plates)


# -- mountain towns (TD-13) -------------------------------------------------------------------
def mountain_offer(rules: Rules, r: Record, player: int, town: str) -> tuple[Action, ...]:
    """``draw``/``decline`` while the bag holds an item (TD-13.1, A15)."""
    return (DRAW, DECLINE) if any(bag(rules, r)) else ()


def start_drawing(rules: Rules, d: Draft, player: int, town: str, action: Action) -> None:
    """Schedule the town's draws, fewer if the bag runs out first (TD-13.1)."""
    if action is DRAW:
        d.step(draws=min(rules.layout.draws[town], sum(bag(rules, d))), drew=True)


def draw_item(rules: Rules, d: Draft, player: int, kind: str) -> None:
    """Put one drawn item on the merchant board (one ``draw_item`` event, TD-13.1)."""
    i = rules.layout.items.index(kind)
    d.update(player, items=adjust(d.players[player].items, i, +1))
    d.step(draws=d.turn.draws - 1)


def keep_options(rules: Rules, r: Record, player: int) -> tuple[Keep, ...]:
    """The ``keep_items`` actions: every distinct multiset of exactly the capacity of held
    items (or of at most it with ``keep_mode = at_most``), in canonical order (TD-13.2, A14)."""
    held = r.players[player].items
    cap = capacity(rules, r, player)
    sizes = range(cap + 1) if rules.keep_mode == "at_most" else (cap,)
    table = rules.actions.keep
    keeps = [table[counts] for size in sizes for counts in multisets(held, size)]
    return tuple(sorted(keeps, key=lambda a: a.items))


def over_capacity(rules: Rules, r: Record, player: int) -> bool:
    """``player`` holds more items than his capacity."""
    return sum(r.players[player].items) > capacity(rules, r, player)


def keep(rules: Rules, d: Draft, player: int, action: Keep) -> None:
    """Keep the chosen items; the rest go back to the bag (TD-13.2)."""
    d.update(player, items=tuple(action.items.count(k) for k in rules.layout.items))


# -- selling at coastal towns (TD-14) ---------------------------------------------------------
def sell_offer(rules: Rules, r: Record, player: int, town: str) -> tuple[Action, ...]:
    """Every non-empty sale of held items the stall buys, in canonical order, then
    ``decline``; nothing when no held item is bought there (TD-14.1, TD-7.3)."""
    buys = rules.stall_at(r, town).buys
    kinds = rules.layout.items
    limits = [n if kind in buys else 0 for kind, n in zip(kinds, r.players[player].items)]
    if not any(limits):
        return ()
    table = rules.actions.sell
    sales = []
    for counts in itertools.product(*(range(n + 1) for n in limits)):
        if any(counts):
            sales.append(table[tuple((k, n) for k, n in zip(kinds, counts) if n)])
    sales.sort(key=lambda a: a.lots)
    return (*sales, DECLINE)


def sell(rules: Rules, d: Draft, player: int, town: str, action: Action) -> None:
    """Sell: items back to the bag, prices (+1 with *Haggler*) from the bank, then plates
    (TD-14.1 to TD-14.3)."""
    if action is DECLINE:
        return
    prices = rules.stall_at(d, town).buys
    sold = dict(action.lots)
    kinds = rules.layout.items
    d.update(player, items=tuple(n - sold.get(k, 0)
                                 for k, n in zip(kinds, d.players[player].items)))
    earn(rules, d, player, sum(prices[k] * n for k, n in action.lots)
         + holds(rules, d, player, "haggler"))


# -- losing Large cart (TD-11.4) --------------------------------------------------------------
def return_offer(rules: Rules, r: Record, player: int) -> tuple[Action, ...]:
    """One ``return:<kind>`` per kind ``player`` holds, by kind name (TD-11.4, A31)."""
    table = rules.actions.give_back
    return tuple(table[k] for k, n in zip(rules.layout.items, r.players[player].items) if n)


def return_item(rules: Rules, d: Draft, player: int, kind: str) -> None:
    """Put one item of ``kind`` back in the bag (TD-11.4)."""
    i = rules.layout.items.index(kind)
    d.update(player, items=adjust(d.players[player].items, i, -1))
