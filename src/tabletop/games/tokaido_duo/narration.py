"""What happened, for terminal play (``narrate``), the guide and the end screen (``outcome``).

Each line names the seat it concerns (setup events, before any seat acts, say ``setup``).
A step is told with everything that followed from it automatically: decisions applied
because they were the only choice (TD-3.5, option ``auto_forced``), dice rolled, items
drawn, paintings turned over, coins earned, gold plates bought, points scored, tokens
taken and returned, the end trigger, the next round and the end. Nothing is hidden in
Tokaido Duo (spec section 4): draws and flips are public, so every seat is told the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import CHANCE, Action
from . import actions as A
from . import scoring
from .board import CHARACTERS
from .glossary import DECLINED, items, place, plural, stall, token
from .state import ON_BOARD, PLAYERS, WAVE_INDEX, Phase, Player, Record

if TYPE_CHECKING:
    from .options import Options



def narrate(rules: Options, before: Record, action: Action, after: Record, viewer: int
            ) -> list[str]:
    """One line per event of the step ``before`` -> ``after``: the transition of ``action``
    and every forced decision applied after it (TD-3.5), as ``next_record`` applies them.
    ``viewer`` knows everything (spec section 4)."""
    lines = [line for b, step, a, forced in rules.unfold(before, action)
             for line in told(rules, b, step, a, forced)]
    if after.phase == Phase.END and before.phase != Phase.END:
        lines.append("the game is over - " + report(rules, after).splitlines()[0])
    return lines


def told(rules: Options, b: Record, action: Action, a: Record, forced: bool) -> list[str]:
    """The lines of one transition ``b`` -> ``a``."""
    if rules.current_player(b) == CHANCE:
        lines = [_chance(rules, b, action, a)]
    else:
        lines = _decision(rules, b, action, a, _forced(action) if forced else "")
    for seat in range(PLAYERS):
        lines += _boards(rules, b, a, seat)
    if b.spring_holder >= 0 and a.spring_holder == ON_BOARD:
        lines.append(f"P{b.spring_holder} returns the hot springs token to the board after the "
                     "repeat (TD-12.4)")
    if a.triggered and not b.triggered:
        lines.append(f"P{_mover(b)} triggers the end: the round is played to its end, then "
                     "the game is scored (TD-16.1, TD-16.2)")
    if a.round != b.round and a.phase != Phase.END:
        lines.append(f"round {a.round}: P{a.active} is active and rolls the three dice "
                     "(TD-2.1, TD-2.2)")
    return lines


def _forced(action: Action) -> str:
    """Why a decision was applied without being posed (TD-2.5, TD-3.5)."""
    if isinstance(action, A.PickDie):
        return " (the last die, TD-2.5)"
    if isinstance(action, A.MoveTo):
        return " (the only destination, TD-3.5)"
    return " (the only choice, TD-3.5)"


def _mover(r: Record) -> int:
    """The seat whose die turn is in progress (or who decides)."""
    return r.turn.player if r.turn is not None else r.actor


def _chance(rules: Options, b: Record, action: Action, a: Record) -> str:
    """A chance event, named after the seat it concerns."""
    board = rules.layout
    if isinstance(action, A.PlaceStall):
        town = board.coastal[len(b.stalls)]
        return (f"setup: stall tile {action.tile} goes on {place(rules, town)} "
                f"({stall(rules, a, town)}; TD-1.2)")
    if isinstance(action, A.WaveSide):
        character = CHARACTERS[len(b.wave_sides)]
        return f"setup: {token(rules, a, character)} lies on the board (TD-1.3)"
    if isinstance(action, A.StartPlayer):
        return f"setup: P{action.player} starts, on the compass side (TD-1.6)"
    if isinstance(action, A.Roll):
        return f"P{b.active} rolls the {CHARACTERS[len(b.dice)]} die: {action.value} (TD-2.2)"
    t = b.turn
    if isinstance(action, A.DrawItem):
        return f"P{t.player}'s merchant draws {action.kind} from the bag (TD-13.1)"  # type: ignore
    if isinstance(action, A.FlipTile):
        return (f"P{t.player}'s painter turns over a painting: "  # type: ignore[union-attr]
                f"{action.symbol} (TD-15.3)")
    return f"chance: {action}"


def _decision(rules: Options, b: Record, action: Action, a: Record, forced: str
              ) -> list[str]:
    """A decision of the seat ``b.actor`` and what it did at once."""
    me = f"P{b.actor}"
    if isinstance(action, A.PickDie):
        character = action.character
        value = b.dice[WAVE_INDEX[character]]
        lines = [f"{me} takes the {character} die ({value}){forced}"]
        if a.phase != Phase.MOVE:
            spot = b.positions(character)[b.actor]
            lines.append(f"{me}'s {character} has no full move of {value}: it stays on {spot} "
                         "and the die is used up (TD-3.3)")
        return lines
    if isinstance(action, A.MoveTo):
        return [_move(rules, b, action.place, a, forced)]
    if isinstance(action, A.TakeToken):
        owner = b.wave_owners[WAVE_INDEX[action.character]]
        source = "" if owner == ON_BOARD else f" from P{owner}"
        return [f"{me} takes {token(rules, b, action.character)}{source} (TD-11.3){forced}"]
    if isinstance(action, A.Keep):
        back = tuple(n - action.items.count(k) for k, n in zip(rules.layout.items,
                                                              b.players[b.actor].items))
        return [f"{me}'s merchant keeps {', '.join(action.items) or 'nothing'} and puts "
                f"{items(rules.layout.items, back)} back in the bag (TD-13.2){forced}"]
    if isinstance(action, A.Sell):
        sold = ", ".join(f"{n} {kind}" for kind, n in action.lots)
        return [f"{me}'s merchant sells {sold} at {place(rules, _stop(b))} for "
                f"{plural(_earned(rules, b, a, b.actor), 'coin')} (TD-14.1){forced}"]
    if isinstance(action, A.ReturnItem):
        return [f"{me} puts one {action.kind} back in the bag, over capacity after losing "
                f"Large cart (TD-11.4){forced}"]
    return [_answer(rules, b, action, a) + forced]


def _stop(r: Record) -> str:
    t = r.turn
    return r.positions(t.character)[t.player]  # type: ignore[union-attr]


def _move(rules: Options, b: Record, to: str, a: Record, forced: str) -> str:
    """A figure's move and, when no effect decision follows, that nothing happens there."""
    t = b.turn
    again = " again (hot springs repeat)" if t.repeat else ""  # type: ignore[union-attr]
    line = (f"P{t.player}'s {t.character} moves {t.value}{again} from "  # type: ignore
            f"{b.positions(t.character)[t.player]} to {place(rules, to)}{forced}")  # type: ignore
    phase = rules.stop_phase[t.character, to]  # type: ignore[union-attr]
    if phase is None:
        return line + " - no effect there (TD-7.4)"
    if a.phase != phase:
        return line + " - nothing to gain there (TD-7.3)"
    return line


def _earned(rules: Options, b: Record, a: Record, seat: int) -> int:
    """Coins ``seat`` earned from ``b`` to ``a``, plates paid for included (TD-10.1)."""
    was, now = b.players[seat], a.players[seat]
    return now.coins - was.coins + rules.layout.plate_cost * (now.plates - was.plates)


def _answer(rules: Options, b: Record, action: Action, a: Record) -> str:
    """A one-word answer (``mark``, ``collect`` ... ``decline``)."""
    me = f"P{b.actor}"
    if action == A.DECLINE:
        return f"{me} declines: {DECLINED[b.phase]} (TD-7.2)"
    if action == A.MARK:
        track = b.phase.value
        numbers = getattr(rules.layout, f"{track}_track")
        was, now = b.players[b.actor], a.players[b.actor]
        return (f"{me} marks the {track} track: {numbers[getattr(was, track)]} -> "
                f"{numbers[getattr(now, track)]}, pilgrim score "
                f"{scoring.pilgrim_score(rules, now)} (TD-8.1, TD-8.2)")
    if action == A.COLLECT:
        earned = plural(_earned(rules, b, a, b.actor), "coin")
        return f"{me} collects {earned} at {place(rules, _stop(b))} (TD-9.1)"
    if action == A.TAKE:
        source = "" if b.spring_holder == ON_BOARD else f" from P{b.spring_holder}"
        return f"{me} takes the hot springs token{source} (TD-12.1)"
    if action == A.DRAW:
        left = a.turn.draws  # type: ignore[union-attr]
        return (f"{me}'s merchant draws {plural(left, 'item')} at "
                f"{place(rules, _stop(b))} (TD-13.1)")
    if action == A.REPEAT:
        return f"{me} uses the hot springs token to repeat the move (TD-12.4)"
    if action == A.KEEP_TOKEN:
        return f"{me} keeps the hot springs token for a later die turn (TD-12.5)"
    zone = place(rules, _stop(b))
    if action == A.GIFT:
        return f"{me}'s painter gifts a painting in {zone} (TD-15.4)"
    flips = a.turn.flips  # type: ignore[union-attr]
    then = ", then a gift if it is legal (Twin brush)" if action == A.PAINT_GIFT else ""
    return (f"{me}'s painter paints in {zone}: {plural(flips, 'painting')} to turn "
            f"over{then} (TD-15.3)")


def _boards(rules: Options, b: Record, a: Record, seat: int) -> list[str]:
    """Changes of ``seat``'s coins, gold plates and gifts that the answer's line does not tell:
    the coins held after an income or a sale, plates bought (TD-10.1), gifts (TD-15.4)."""
    was, now = b.players[seat], a.players[seat]
    lines = []
    if now.plates > was.plates:
        bought = now.plates - was.plates
        lines.append(f"P{seat} pays {rules.layout.plate_cost * bought} coins for "
                     f"{plural(bought, 'gold plate')}, {now.plates} of "
                     f"{len(rules.layout.plate_values)}: merchant score "
                     f"{scoring.merchant_score(rules, now)}, {plural(now.coins, 'coin')} left "
                     "(TD-10.1)")
    elif now.coins != was.coins:
        lines.append(f"P{seat} has {plural(now.coins, 'coin')}")
    if now.gifted > was.gifted:
        symbol = rules.layout.symbols[a.painters[seat]]  # a gift shows the zone's (TD-15.4)
        lines.append(f"P{seat} gives away the {symbol} painting: number "
                     f"{rules.layout.numbers[was.gifted]} revealed, painter score "
                     f"{scoring.painter_score(rules, now)} (TD-15.4, TD-15.6)")
    return lines


# -- the guide and the end screen -------------------------------------------------------------
def guide(rules: Options) -> str:
    """The goal, a turn and the legend of the table's codes."""
    board = rules.layout
    return "\n".join([
        "Tokaido Duo: two players, each with a pilgrim, a merchant and a painter.",
        "Goal: the higher total of three scores wins, coins left break a tie (TD-17): "
        "pilgrim = temple number x garden number (TD-8.2), merchant = the value above the "
        "rightmost gold plate (TD-10.5), painter = the highest number revealed by gifts "
        "(TD-15.6). A full temple or garden track, the last gold plate or the last gift "
        "triggers the end; the round is then finished (TD-16).",
        "",
        "A round: the active player rolls the pilgrim, merchant and painter dice, takes one "
        "die and moves its own figure of that character by exactly its value; the opponent "
        "takes one of the two others; the active player uses the last (TD-2). After the move "
        "the figure may use its stop (every effect is optional, 'decline' says no, TD-7):",
        "  pilgrim (clockwise round the coast, one figure per space, TD-4): temple and garden "
        "advance a track, a coastal town pays its stall's coins, a beach gives a wave token, "
        "hot springs give the token that repeats a later move once (TD-12);",
        "  merchant (along the trade routes, TD-5): a mountain town draws items from the bag "
        f"(at most {board.capacity} kept, TD-13), a coastal town buys the items its stall "
        f"lists; {rules.plate_threshold} coins or more buy a gold plate for "
        f"{board.plate_cost} at once (TD-10);",
        "  painter (from zone to zone across trade routes, TD-6): paint turns over as many "
        "paintings as there are other figures in or around the zone; gift gives away the "
        "top-left revealed painting when it shows the zone's symbol (TD-15).",
        "",
        "Legend: P00-P25 perimeter spaces (plain, temple, garden, coastal town, beach, hot "
        "springs), C1-C6 the coastal towns' labels, M1-M6 mountain towns, Z1-Z8 zones with "
        "their painting symbol, ST1-ST6 stall tiles (pilgrim coins and the prices the town "
        "pays), wave tokens with side A or B up (their powers), TD-... the rules' numbers. "
        "Paintings read gifted (number), revealed symbol, face down '?'.",
        "Actions: die:<character>, to:<place>, mark, collect, take:<token>, take, draw, "
        "keep:<items>, sell:<item>=<count>,..., paint, gift, paint_gift, repeat, keep_token, "
        "return:<item>, decline. Each choice shows what it does after a dash."])


def breakdown(rules: Options, seat: int, boards: Player) -> str:
    """``seat``'s total as its three scores (TD-17.1)."""
    board = rules.layout
    temple, garden = board.temple_track[boards.temple], board.garden_track[boards.garden]
    plates, gifts = plural(boards.plates, "gold plate"), plural(boards.gifted, "gift")
    return (f"P{seat}: {scoring.total(rules, boards)} points = pilgrim "
            f"{scoring.pilgrim_score(rules, boards)} (temple {temple} x garden {garden}) + "
            f"merchant {scoring.merchant_score(rules, boards)} ({plates}) + "
            f"painter {scoring.painter_score(rules, boards)} ({gifts}); "
            f"{plural(boards.coins, 'coin')}")


def report(rules: Options, r: Record) -> str:
    """The result and how every score came about (TD-17.1, TD-17.2)."""
    won = sorted(scoring.winners(rules, r))
    if len(won) > 1:
        result = "a draw: equal totals and equal coins (TD-17.2)"
    else:
        result = f"winner: P{won[0]} (higher total; equal totals go to more coins, TD-17.2)"
    if r.phase != Phase.END:
        result = "not over yet; the leader now would be " + result
    return "\n".join([result, *(breakdown(rules, seat, boards)
                                for seat, boards in enumerate(r.players))])
