"""What happened, for terminal play (``narrate``), and the end screen (``outcome``).

Each line names the seat it concerns. A step is told with everything that follows from it
automatically: decisions applied because they were the only choice (option
``auto_forced``), cards dealt, the trick's winner and why, the tracker's move, gems
collected, leaving the path and the forest tokens, the end of a round and of the game. A
card dealt to the other seat is never named (section 4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import CHANCE, Action, next_seat
from . import actions as A
from . import forest
from .cards import SUIT_NAMES
from .glossary import (
    EFFECT_TEXT,
    PATH_LEGEND,
    end_text,
    gems_text,
    long_name,
    pos_text,
    trumps,
    why_won,
)
from .scoring import score
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
from .tricks import move_choices_of

if TYPE_CHECKING:
    from .options import Options

_EFFECT_PHASES = (Phase.FOXES_TARGET, Phase.FOXES_SWAP, Phase.GIFT_FIRST, Phase.GIFT_SECOND)
"""The decisions of a card's effect, taken before the trick is decided (FD-13.1)."""


def narrate(rules: Options, before: Record, action: Action, after: Record, viewer: int
            ) -> list[str]:
    """One line per event of the step ``before`` -> ``after``, as ``viewer`` may know it."""
    lines = [line for b, step, a, forced in rules.unfold(before, action)
             for line in _told(rules, b, step, a, viewer, forced)]
    if after.phase == Phase.END and before.phase != Phase.END:
        lines.append("P0 and P1: the game is over - " + report(rules, after).splitlines()[0])
    return lines


def _told(rules: Options, b: Record, action: Action, a: Record, viewer: int, forced: bool
          ) -> list[str]:
    """The lines of one transition."""
    if rules.current_player(b) == CHANCE:
        return [_chance(b, action, a, viewer)]
    lines = [_decision(b, action, viewer) + (" (the only choice)" if forced else "")]
    path = b.path
    if b.phase == Phase.MOVE_CHOICE:
        assert isinstance(action, A.Move)
        more, path = _moved(rules, b, a, b.winner, action.delta, chosen=True)
        return lines + more + _trick_end(rules, b, a, b.winner, path)
    if b.phase == Phase.COLLECT_GEM:
        path = forest.collect_gem(path) if action == A.COLLECT else path
        return lines + _trick_end(rules, b, a, b.winner, path)
    if b.phase == Phase.FOREST_END:
        assert isinstance(action, A.Cover)
        return lines + _next_round(rules, b, forest.cover_end(path, action.end), a)
    trick = (*b.trick, action.card) if isinstance(action, A.Play) else b.trick
    if len(trick) < 2 or a.phase in _EFFECT_PHASES:
        return lines
    trump = action.card if isinstance(action, A.Swap) else b.decree
    assert trump is not None
    winner, why = why_won(trick, b.leader, trump.suit)
    card = trick[0] if winner == b.leader else trick[1]
    last = "the round ends" if b.trick_no == HAND_SIZE else "leads the next trick"
    lines.append(f"P{winner} wins trick {b.trick_no} with {card}: {why} (FD-4.2), and "
                 + ("chooses the move" if a.phase == Phase.MOVE_CHOICE else last))
    if a.phase == Phase.MOVE_CHOICE:
        return lines
    (delta,) = move_choices_of(rules, trick, winner, b.leader)
    more, path = _moved(rules, b.replace(trick=trick), a, winner, delta, chosen=False)
    return lines + more + _trick_end(rules, b, a, winner, path)


def _chance(b: Record, action: Action, a: Record, viewer: int) -> str:
    """A chance event, named after the seat it concerns; the other seat's card is hidden."""
    if isinstance(action, A.Deal):
        seat = action.seat
        shown = str(action.card) if seat == viewer else "a card"
        return f"P{seat} is dealt {shown} ({len(a.hands[seat])} of {HAND_SIZE})"
    if isinstance(action, A.Decree):
        return (f"P{b.dealer} turns up the decree card {long_name(action.card)}: "
                f"{SUIT_NAMES[action.card.suit]} are trumps (FD-2.3); P{a.leader} leads "
                "trick 1 (FD-3.2)")
    if isinstance(action, A.FirstDealer):
        return f"P{action.seat} is drawn to deal round 1 (FD-1.5)"
    return f"chance: {action}"


def _decision(b: Record, action: Action, viewer: int) -> str:
    """The first line of a decision: the seat and what it did."""
    me = f"P{b.actor}"
    if isinstance(action, A.Play):
        card = action.card
        if not b.trick:
            text = f"{me} leads {long_name(card)}"
        else:
            lead = b.trick[0]
            text = (f"{me} follows with {long_name(card)}" if card.suit == lead.suit else
                    f"{me} plays {long_name(card)}" + (
                        " (free after the Royal heir, FD-3.6)" if lead.rank == 9 else
                        f" (holds no {SUIT_NAMES[lead.suit]}, FD-3.5)"))
        if card.rank == 7 and (len(b.hands[b.actor]) == 1 or not b.hands[1 - b.actor]):
            return text + " - Gift: no exchange in the last trick (FD-13.5)"
        if card.rank == 9 and not b.trick:
            return text + f" - Royal heir: P{b.follower} need not follow suit (FD-13.6)"
        if card.rank in (1, 5):
            return text + f" - {EFFECT_TEXT[card.rank]}"
        return text
    if isinstance(action, A.Target):
        chosen = next_seat(b.actor, PLAYERS) if action.partner else b.actor
        return (f"{me} aims the Foxes at {'the partner' if action.partner else 'itself'}: "
                f"P{chosen} may swap a card for the decree {b.decree} (FD-13.3)")
    if isinstance(action, A.Swap):
        return (f"{me} swaps {action.card} for the decree {b.decree}: {action.card} is the "
                f"decree, {SUIT_NAMES[action.card.suit]} are trumps now (FD-13.3, FD-4.1)")
    if isinstance(action, A.NoSwap):
        return f"{me} keeps the decree {b.decree}; trumps stay {trumps(b.decree)} (FD-13.3)"
    if isinstance(action, A.Give):
        if b.phase == Phase.GIFT_FIRST:
            return f"{me} picks {action.card if viewer == b.actor else 'a card'} to give"
        first = next_seat(b.actor, PLAYERS)
        return (f"{me} gives {action.card} to P{first} and receives {b.gift_pick} "
                "(Gift, FD-13.5)")
    if isinstance(action, A.Move):
        return f"{me} chooses {action}"
    if isinstance(action, A.Collect):
        return _collected(b.path, me)
    if isinstance(action, A.Decline):
        return f"{me} leaves the gems on {pos_text(b.path.tracker)} (FD-6.1)"
    if isinstance(action, A.Cover):
        outer = b.path.lo if action.end == 0 else b.path.hi
        return (f"{me} covers {end_text(action.end)}: a forest token on {pos_text(outer)}, "
                f"{b.path.forest_supply - 1} left in the supply (FD-9.2)")
    return f"{me}: {action}"


def _moved(rules: Options, b: Record, a: Record, w: int, delta: int, chosen: bool
           ) -> tuple[list[str], ForestPath]:
    """The tracker's move by ``delta`` for trick winner ``w`` and what it brings: a gem
    (FD-6), or leaving the path with its forest token and gem shift (FD-7); with the path
    after the trick."""
    path, me = b.path, f"P{w}"
    if chosen:
        reason = f"chosen by {me}, FD-5.3"
    else:
        counted = b.trick if rules.movement_source == "both_cards" else (
            b.trick[0 if w == b.leader else 1],)
        steps = " + ".join(f"{c} {rules.footprint_table[c.rank - 1]}" for c in counted)
        reason = f"footprints {steps} toward {me}, FD-5.2"
    target = path.tracker + delta
    end = forest.crossed_end(path, target)
    if end is None:
        collects = path.gems_at(target) > 0 and (delta != 0 or rules.zero_move_collects)
        move = (f"{me}'s trick leaves the tracker on {pos_text(target)}" if not delta else
                f"{me}'s trick moves the tracker {delta:+d}: {pos_text(path.tracker)} -> "
                f"{pos_text(target)}")
        lines = [f"{move} ({reason})" + ("" if collects else "; no gem there")]
        path = forest.place_tracker(path, target)
        if collects and a.phase != Phase.COLLECT_GEM:
            lines.append(_collected(path, me))
            path = forest.collect_gem(path)
        return lines, path
    lines = [f"{me}'s trick moves the tracker {delta:+d} from {pos_text(path.tracker)}, "
             f"past {end_text(end)} ({reason}): it leaves the path and goes back to the "
             "start 0 (FD-7.1)"]
    path = forest.place_tracker(path, 0)
    if not path.forest_supply:
        return lines + [f"{me}: no forest token is left - lost in the forest (FD-7.2)"], path
    token = w if rules.overshoot_token_end == "winner_end" else end
    covered = path.lo if token == 0 else path.hi
    path = forest.cover_end(path, token)
    lines.append(f"{me}'s trick: a forest token covers {pos_text(covered)} at E{token}, "
                 f"{path.forest_supply} left in the supply (FD-7.3)")
    if a.result == FOREST_EXHAUSTED:
        return lines + [f"{me}: the forest supply is empty - defeat (FD-12.1)"], path
    stack = path.gems_at(covered)
    if stack:
        to = forest.inward_target(rules.board, path, token,
                                  rules.overshoot_gem_shift == "nearest_with_gems")
        lines.append(f"{me}'s trick: {_moving(stack, covered, to)} (FD-7.4)")
        path = forest.shift_gems(rules.board, path, covered, token,
                                 rules.overshoot_gem_shift == "nearest_with_gems")
    if rules.overshoot_start_collects and path.gems_at(0) and a.phase != Phase.COLLECT_GEM:
        lines.append(_collected(path, me))
        path = forest.collect_gem(path)
    return lines, path


def _moving(stack: int, covered: int, to: int) -> str:
    """Gems leaving a covered space for one nearer the centre (FD-7.4, FD-9.3)."""
    verb = "moves" if stack == 1 else "move"
    return f"{gems_text(stack)} on covered {pos_text(covered)} {verb} to {pos_text(to)}"


def _collected(path: ForestPath, me: str) -> str:
    """The gem taken at the tracker's space, or the last gem and the victory (FD-6)."""
    pos, left = pos_text(path.tracker), path.gems_on_board - 1
    if not left:
        return f"{me} collects the last gem, on {pos}: victory (FD-6.3)"
    there = path.gems_at(path.tracker) - 1
    return (f"{me} collects a gem on {pos} ({there or 'none'} left there, {left} on the "
            "board; FD-6.1)")


def _trick_end(rules: Options, b: Record, a: Record, w: int, path: ForestPath
               ) -> list[str]:
    """After the trick's move: the end of round 1 or 2 (FD-9) or of round 3 (FD-10)."""
    if b.trick_no < HAND_SIZE or a.result in (VICTORY, LOST_IN_FOREST, FOREST_EXHAUSTED):
        return []
    if a.phase == Phase.COLLECT_GEM:
        return []
    if a.result == TIME_UP:
        return [f"P{w} won the last trick of round {ROUNDS}: time is up with "
                f"{gems_text(path.gems_on_board)} left on the board (FD-10.1)"]
    dealer = f"P{b.dealer} (dealer)"
    added = a.path.gems_on_board - path.gems_on_board
    lines = [f"{dealer} ends round {b.round}: a gem on each '+' location, {added} added, "
             f"{a.path.gems_on_board} on the board (FD-9.1)"]
    if a.phase == Phase.FOREST_END:
        return lines
    if a.path.forest_supply < path.forest_supply:
        end = 0 if path.tracker > 0 else 1
        outer = path.lo if end == 0 else path.hi
        lines.append(f"{dealer} puts the forest token on {pos_text(outer)} at E{end}, "
                     "opposite the tracker (U7, FD-9.2)")
        path = forest.cover_end(path, end)
    else:
        lines.append(f"{dealer}: no forest token is left, none is placed (FD-9.2)")
    plus = forest.add_plus_gems(rules.board, path, rules.gem_supply == "strict")
    return lines + _next_round(rules, b, plus, a)


def _next_round(rules: Options, b: Record, path: ForestPath, a: Record) -> list[str]:
    """After the round-end forest token: the sweep (FD-9.3) and the next deal (FD-9.5)."""
    dealer = f"P{b.dealer} (dealer)"
    if a.result == FOREST_EXHAUSTED:
        return [f"{dealer}: the forest supply is empty - defeat (FD-12.1)"]
    lines = []
    for pos in rules.board.positions:
        if path.is_covered(pos) and path.gems_at(pos):
            to = forest.inward_target(rules.board, path, 1 if pos > 0 else 0)
            lines.append(f"{dealer}: {_moving(path.gems_at(pos), pos, to)} (FD-9.3)")
    lines.append(f"round {a.round}: P{a.dealer} deals; the tracker stays on "
                 f"{pos_text(a.path.tracker)} (FD-9.4, FD-9.5)")
    return lines


def report(rules: Options, r: Record) -> str:
    """The result and how it came about: gems collected and left, rounds, the score
    (FD-6.3, FD-7.2, FD-10.1, FD-11.2, FD-12.1), and what the path's marks mean."""
    left = r.path.gems_on_board
    when = f"round {r.round}, trick {r.trick_no}"
    if r.result == VICTORY:
        cards = sum(map(len, r.hands))
        bonus = score(rules, r) - 10 * rules.level - cards - 3 * r.path.forest_supply
        head = (f"victory: every gem collected, the last in {when} (FD-6.3); score "
                f"{score(rules, r)} = 10 x level {rules.level} + {cards} cards left in both "
                f"hands + {bonus} early-win bonus (won in round {r.round} of {ROUNDS}) + 3 x "
                f"{r.path.forest_supply} forest tokens left (FD-11.2)")
    elif r.result == TIME_UP:
        head = (f"defeat: time is up - {gems_text(left)} left on the board after round "
                f"{ROUNDS} (FD-10.1); score 0")
    elif r.result == LOST_IN_FOREST:
        head = (f"defeat: lost in the forest - the tracker left the path in {when} with no "
                "forest token left (FD-7.2); score 0")
    elif r.result == FOREST_EXHAUSTED:
        head = f"defeat: the last forest token was placed in {when} (FD-12.1); score 0"
    else:
        head = f"the game goes on: {when}, {gems_text(left)} on the board"
    lines = [head]
    rounds_ended = r.round - 1 + (r.result == FOREST_EXHAUSTED and not r.trick)
    if rules.gem_supply == "unlimited":
        setup = sum(rules.board.setup_gems(rules.setup))
        added = rounds_ended * len(rules.board.order)
        ends = ("", "round 1", "rounds 1 and 2")[rounds_ended]
        lines.append(f"gems: {setup + added - left} collected of {setup + added} "
                     f"({setup} at setup" + (f" + {added} on '+' locations after {ends}"
                                             if ends else "")
                     + f"), {left} left on the board")
    else:
        lines.append(f"gems: {left} left on the board")
    lines.append(PATH_LEGEND)
    return "\n".join(lines)

