"""Words for terminal play: what the pending decision is (``asks``) and what each offered
choice means now (``gloss``): the value of a die and where it takes the figure, the kind of
place a move goes to and what the figure may do there, the coins a stall pays, the price of
the items sold, the points a mark or a gift gives.

Examples:
    >>> from tabletop.games.tokaido_duo import Rules
    >>> rules = Rules(start_player=0)
    >>> place(rules, "P10"), place(rules, "M3"), place(rules, "Z7")
    ('P10, coastal town C3', 'M3, mountain town', 'Z7, zone of the moon')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action, replace_seat
from . import actions as A
from . import merchant, painter, scoring
from .legal import MOVE_RULES, OFFERS, destinations, stop
from .pilgrim import income
from .powers import capacity, holds
from .state import ON_BOARD, POSITIONS, WAVE_INDEX, Phase, Record

if TYPE_CHECKING:
    from .options import Options

KIND_NAMES = {"plain": "plain space", "temple": "temple", "garden": "garden",
              "coastal": "coastal town", "beach": "beach", "hot_springs": "hot springs"}
"""Each kind of perimeter space in words (spec 1.1)."""

POWER_TEXT = {
    "generous_hosts": "Generous hosts: +1 coin whenever the pilgrim collects coastal income",
    "long_stride": "Long stride: the pilgrim may move N or N+1",
    "large_cart": "Large cart: the merchant holds 6 items instead of 5",
    "haggler": "Haggler: +1 coin for every sale",
    "inspiration": "Inspiration: painting turns over one more tile",
    "twin_brush": "Twin brush: paint, then gift at the same stop",
}
"""What each wave-token power does (spec 1.3)."""

PICKS = {0: ("TD-2.3", "pick 1 of 3, the active player's"),
         1: ("TD-2.4", "pick 2 of 3, the opponent's"), 2: ("TD-2.5", "pick 3 of 3, the last die")}


DECLINED = {
    Phase.TEMPLE: "leaves the temple marker where it is",
    Phase.GARDEN: "leaves the garden marker where it is", Phase.COAST_INCOME: "collects no coins",
    Phase.BEACH: "takes no wave token", Phase.HOT_SPRINGS: "leaves the hot springs token",
    Phase.MOUNTAIN: "draws nothing", Phase.SELL: "sells nothing",
    Phase.PAINTER_ACTION: "neither paints nor gifts",
}
"""What declining each effect means (TD-7.2)."""


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, with an ``s`` unless ``n`` is 1.

    Examples:
        >>> plural(1, "coin"), plural(3, "item")
        ('1 coin', '3 items')
    """
    return f"{n} {word}" + ("" if n == 1 else "s")


def place(rules: Options, where: str) -> str:
    """A perimeter space, a town or a zone in words: its id, its kind and its label."""
    board = rules.layout
    if where in board.towns:
        return f"{where}, coastal town {board.towns[where]}"
    if where in board.kinds:
        return f"{where}, {KIND_NAMES[board.kinds[where]]}"
    if where in board.draws:
        return f"{where}, mountain town"
    return f"{where}, zone of the {board.symbols[where]}"


def prices(rules: Options, r: Record, town: str) -> str:
    """What the stall tile of a coastal town buys, with the prices (TD-14.1)."""
    return ", ".join(f"{kind} {price}" for kind, price in rules.stall_at(r, town).buys.items())


def stall(rules: Options, r: Record, town: str) -> str:
    """The stall tile of a coastal town: its id, the pilgrim's coins and the prices."""
    tile = rules.stall_at(r, town)
    coins = plural(tile.pilgrim_coins, "coin")
    return f"stall {tile.id}: pilgrim {coins}, buys {prices(rules, r, town)}"


def token(rules: Options, r: Record, character: str) -> str:
    """A wave token with the side it shows and that side's power (spec 1.3)."""
    side = r.wave_sides[WAVE_INDEX[character]]
    power = rules.layout.wave_tokens[character][side]
    off = "" if power in rules.powers else " (not in play)"
    return f"the {character} wave token, side {side} ({POWER_TEXT[power]}{off})"


def items(kinds: tuple[str, ...], counts: tuple[int, ...]) -> str:
    """Item counts in words, such as ``2 tea, 1 silk``; ``no items`` when empty."""
    return ", ".join(f"{n} {kind}" for kind, n in zip(kinds, counts) if n) or "no items"


def coins_after(rules: Options, r: Record, player: int, amount: int) -> str:
    """What earning ``amount`` coins leaves: the coins and any gold plate bought (TD-10.1)."""
    before = r.players[player]
    after = merchant.earn(rules, r, player, amount).players[player]
    text = f"{before.coins} -> {after.coins} coins"
    bought = after.plates - before.plates
    if bought:
        text += (f" after buying {plural(bought, 'gold plate')} (merchant score "
                 f"{scoring.merchant_score(rules, after)}, TD-10.1)")
    return text


# -- the pending decision ---------------------------------------------------------------------
def asks(rules: Options, r: Record) -> str:
    """Who decides what now and why, in one line with the rule of the decision."""
    phase, me = r.phase, f"P{r.actor}"
    if phase == Phase.PICK_DIE:
        rule, which = PICKS[len(r.used)]
        return (f"{me} takes a die ({which}) and moves its own figure of its character by its "
                f"value ({rule})")
    if phase == Phase.HOT_SPRINGS_REPEAT:
        character, value = (r.turn.character, r.turn.value) if r.turn else r.last_die  # type: ignore
        return (f"{me} holds the hot springs token: repeat the {character}'s move of {value}, "
                "or keep the token for a later die turn (TD-12.3)")
    if phase == Phase.RETURN_ITEM:
        held = sum(r.players[r.actor].items)
        return (f"{me} lost Large cart and holds {held} items, {capacity(rules, r, r.actor)} "
                "allowed: return one item to the bag (TD-11.4)")
    if r.turn is None or r.actor < 0:
        rule = rules.phases[phase].rule
        return f"{rules.phases[phase].asks.format(actor=r.actor)} ({rule})"
    t = r.turn
    if phase == Phase.MOVE:
        start = r.positions(t.character)[t.player]
        again = " again (hot springs repeat)" if t.repeat else ""
        return (f"{me}'s {t.character} moves {t.value}{again} from {place(rules, start)}: "
                f"choose where it stops ({MOVE_RULES[t.character]})")
    if phase == Phase.KEEP_ITEMS:
        cap = capacity(rules, r, t.player)
        return (f"{me}'s merchant holds {sum(r.players[t.player].items)} items, {cap} allowed: "
                f"choose the items to keep, the rest go back to the bag (TD-13.2)")
    here = place(rules, stop(r))
    return f"{me}'s {t.character} stands on {here}: {EFFECT_ASKS[phase]}"


EFFECT_ASKS = {
    Phase.TEMPLE: "advance the temple marker or decline (TD-8.1)",
    Phase.GARDEN: "advance the garden marker or decline (TD-8.1)",
    Phase.COAST_INCOME: "collect the stall's coins or decline (TD-9.1)",
    Phase.BEACH: "take a wave token or decline (TD-11.1, TD-11.2)",
    Phase.HOT_SPRINGS: "take the hot springs token or decline (TD-12.1)",
    Phase.MOUNTAIN: "draw items from the bag or decline (TD-13.1)",
    Phase.SELL: "sell items the stall buys or decline (TD-14.1)",
    Phase.PAINTER_ACTION: "paint, gift a painting or decline (TD-15.1)",
}
"""The question of each effect decision at a stop."""


# -- what a choice means ------------------------------------------------------------------------
def gloss(rules: Options, r: Record, action: Action) -> str:
    """What choosing ``action`` now means, in a few words (empty for chance outcomes)."""
    if r.actor < 0:
        return ""
    if isinstance(action, A.PickDie):
        return _die(rules, r, action.character)
    if isinstance(action, A.MoveTo):
        t = r.turn
        return f"{place(rules, action.place)}: " + arrival(rules, r, t.player,  # type: ignore
                                                           t.character, action.place)  # type: ignore
    if isinstance(action, A.TakeToken):
        owner = r.wave_owners[WAVE_INDEX[action.character]]
        source = "from the board" if owner == ON_BOARD else f"from P{owner}"
        return f"{token(rules, r, action.character)}, {source} (TD-11.3)"
    if isinstance(action, A.Keep):
        kept = tuple(action.items.count(k) for k in rules.layout.items)
        back = tuple(n - k for n, k in zip(r.players[r.actor].items, kept))
        return f"keep {items(rules.layout.items, kept)}; {items(rules.layout.items, back)} back " \
               "to the bag"
    if isinstance(action, A.Sell):
        return _sale(rules, r, action)
    if isinstance(action, A.ReturnItem):
        return f"put one {action.kind} back in the bag"
    if isinstance(action, A.Choice):
        return _choice(rules, r, action)
    return ""


def _die(rules: Options, r: Record, character: str) -> str:
    """A die's value and where it takes the picker's figure (TD-2.3, TD-3.3)."""
    value = r.dice[WAVE_INDEX[character]]
    ends = destinations(rules, r, r.actor, character, value)
    start = r.positions(character)[r.actor]
    head = f"the {character} die shows {value}: your {character} on {start} "
    if not ends:
        return head + "has no full move and stays, the die is used up (TD-3.3)"
    if len(ends) == 1:
        return head + (f"moves to {place(rules, ends[0])}: "
                       + arrival(rules, r, r.actor, character, ends[0]))
    return head + f"may stop on {', '.join(ends)}"


def arrival(rules: Options, r: Record, player: int, character: str, where: str) -> str:
    """What ``player``'s figure of ``character`` may do on stopping at ``where`` (TD-7 to
    TD-15): the effect offered there, or why there is none."""
    phase = rules.stop_phase[character, where]
    if phase is None:
        return "no effect (TD-7.4)"
    field = POSITIONS[character]
    there = r.replace(**{field: replace_seat(getattr(r, field), player, where)})
    offer = OFFERS[phase](rules, there, player, where)
    boards = r.players[player]
    if phase in (Phase.TEMPLE, Phase.GARDEN):
        track = phase.value
        if not offer:
            return f"the {track} marker is on its last position: nothing to do (TD-7.3)"
        numbers = getattr(rules.layout, f"{track}_track")
        at = getattr(boards, track)
        return f"may mark the {track} track, {numbers[at]} -> {numbers[at + 1]} (TD-8.1)"
    if phase == Phase.COAST_INCOME:
        return (f"may collect {plural(income(rules, r, player, where), 'coin')} from stall "
                f"{rules.stall_at(r, where).id} (TD-9.1)")
    if phase == Phase.BEACH:
        tokens = [str(a).split(":")[1] for a in offer if isinstance(a, A.TakeToken)]
        if not tokens:
            return "no wave token to take (TD-11.2)"
        return f"may take a wave token: {', '.join(tokens)} (TD-11.1, TD-11.2)"
    if phase == Phase.HOT_SPRINGS:
        if not offer:
            return "you hold the hot springs token already: nothing (TD-12.1)"
        return "may take the hot springs token, to repeat a later move once (TD-12.1)"
    if phase == Phase.MOUNTAIN:
        if not offer:
            return "the bag is empty: nothing to draw (TD-13.1)"
        return (f"may draw {plural(rules.layout.draws[where], 'item')}; you hold "
                f"{sum(boards.items)} of {capacity(rules, r, player)} (TD-13.1)")
    if phase == Phase.SELL:
        sells = prices(rules, r, where)
        if not offer:
            return f"buys {sells}: none of your items (TD-7.3)"
        return f"may sell: it buys {sells} (TD-14.1)"
    return _zone(rules, there, player, where)


def _zone(rules: Options, r: Record, player: int, zone: str) -> str:
    """What a painter may do in ``zone`` (TD-15.1 to TD-15.4)."""
    turned = painter.flips(rules, r, player, zone)
    symbol = rules.layout.symbols[zone]
    parts = [f"paint turns {plural(turned, 'painting')}"
             f" ({painter.count(rules, r, player, zone)} figures in or around it, TD-15.2)"]
    if painter.can_gift(rules, r, player, zone):
        parts.append(f"gift the revealed {symbol} painting (TD-15.4)")
    return "; ".join(parts) if turned or len(parts) > 1 else "nothing to paint or gift (TD-7.3)"


def _sale(rules: Options, r: Record, action: A.Sell) -> str:
    """The price of each lot, the bonus and what the coins buy (TD-14.1 to TD-14.3)."""
    town = stop(r)
    prices = rules.stall_at(r, town).buys
    parts = [f"{n} {kind} x {prices[kind]}" for kind, n in action.lots]
    earned = sum(prices[kind] * n for kind, n in action.lots)
    if holds(rules, r, r.actor, "haggler"):
        parts.append("1 Haggler")
        earned += 1
    after = coins_after(rules, r, r.actor, earned)
    return f"+{plural(earned, 'coin')} ({' + '.join(parts)}): {after}"


def _choice(rules: Options, r: Record, action: A.Choice) -> str:
    """The meaning of a one-word answer at the stop of the die turn in progress."""
    phase, me = r.phase, r.actor
    boards = r.players[me]
    if action == A.DECLINE:
        return f"{DECLINED[phase]} (TD-7.2)"
    if action == A.KEEP_TOKEN:
        return "keep the hot springs token for a later die turn (TD-12.5)"
    if action == A.REPEAT:
        character, value = (r.turn.character, r.turn.value) if r.turn else r.last_die  # type: ignore
        return (f"move your {character} {value} again; the token then returns to the board "
                "(TD-12.4)")
    if action == A.MARK:
        track = phase.value
        at = getattr(boards, track)
        marked = boards.replace(**{track: at + 1})
        last = at + 1 == len(getattr(rules.layout, f"{track}_track")) - 1
        return (f"pilgrim score {scoring.pilgrim_score(rules, boards)} -> "
                f"{scoring.pilgrim_score(rules, marked)} (TD-8.2)"
                + ("; the last position triggers the end (TD-8.3)" if last else ""))
    if action == A.COLLECT:
        amount = income(rules, r, me, stop(r))
        return f"+{plural(amount, 'coin')}: {coins_after(rules, r, me, amount)}"
    if action == A.TAKE:
        holder = r.spring_holder
        source = "from the board" if holder == ON_BOARD else f"from P{holder}"
        return f"the hot springs token {source}: repeat a later move once (TD-12.3)"
    if action == A.DRAW:
        town = stop(r)
        count = min(rules.layout.draws[town], sum(merchant.bag(rules, r)))
        return f"draw {plural(count, 'item')} from the bag, one at a time " \
               f"(bag: {items(rules.layout.items, merchant.bag(rules, r))})"
    zone = stop(r)
    turned = painter.flips(rules, r, me, zone)
    if action == A.GIFT:
        gifted = boards.replace(gifted=boards.gifted + 1)
        return (f"give away the revealed {boards.face_up[0]} painting: number "
                f"{rules.layout.numbers[boards.gifted]} revealed, painter score "
                f"{scoring.painter_score(rules, boards)} -> "
                f"{scoring.painter_score(rules, gifted)} (TD-15.4, TD-15.6)")
    if action == A.PAINT:
        return f"turn over {plural(turned, 'face-down painting')} (TD-15.3)"
    symbol = rules.layout.symbols[zone]
    return (f"turn over {plural(turned, 'painting')}, then gift if the "
            f"top-left revealed one shows the {symbol} (Twin brush, TD-15.1)")

