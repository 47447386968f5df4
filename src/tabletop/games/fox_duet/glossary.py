"""Words for terminal play: what the pending decision is and why (``asks``), what each
offered choice means (``gloss``: whether a card follows, trumps or cannot win and what its
effect does, where a move takes the tracker, which space a forest token covers) and the
help screen with the legend of the table's codes (``guide``).

Examples:
    >>> from tabletop.games.fox_duet import Rules
    >>> from tabletop.games.fox_duet.cards import Card
    >>> long_name(Card.parse("D5"))
    'D5 (5 of doves)'
    >>> rules = Rules()
    >>> space_text(rules, rules.initial_record().path, 6)
    '+6 (2 gems)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action, next_seat
from . import actions as A
from . import forest
from .cards import EFFECTS, SUIT_NAMES, Card
from .legal import recipient
from .state import HAND_SIZE, PLAYERS, ROUNDS, ForestPath, Phase, Record
from .tricks import move_choices_of, needs_move_choice, trick_winner

if TYPE_CHECKING:
    from .options import Options

EFFECT_TEXT = {
    1: "Musician: the trick winner may move the tracker either way (FD-13.2)",
    3: "Foxes: you pick who may swap a hand card for the decree card (FD-13.3)",
    5: "Gazelle: the trick winner may ignore one card's footprints (FD-13.4)",
    7: "Gift: you and your partner exchange a card (FD-13.5)",
    9: "Royal heir: led, your partner need not follow suit (FD-13.6)",
}
"""What each effect does, in a few words (FD-13)."""


def long_name(card: Card) -> str:
    """A card with its rank and suit in words: ``D5 (5 of doves)``."""
    return f"{card} ({card.rank} of {SUIT_NAMES[card.suit]})"


def pos_text(pos: int) -> str:
    """A path position as the screen writes it: ``-3``, ``0``, ``+2``."""
    return f"{pos:+d}" if pos else "0"


def gems_text(n: int) -> str:
    """``1 gem``, ``2 gems``."""
    return f"{n} gem" + ("" if n == 1 else "s")


def space_text(rules: Options, path: ForestPath, pos: int) -> str:
    """A path space and what its location holds: ``+6 (2 gems)``, ``0 (start, no gem)``."""
    start = "start, " if pos == 0 else ""
    if rules.board.location(pos) is None:
        return f"{pos_text(pos)} ({start}no location)"
    n = path.gems_at(pos)
    return f"{pos_text(pos)} ({start}{gems_text(n) if n else 'no gem'})"


def end_text(end: int) -> str:
    """A path end with its seat: ``E0 (P0's end)``."""
    return f"E{end} (P{end}'s end)"


def trumps(card: Card | None) -> str:
    """The trump suit set by the decree card ``card``."""
    return "none yet" if card is None else f"{SUIT_NAMES[card.suit]} (decree {card})"


def played_by(r: Record) -> tuple[int, Card]:
    """The seat that played the trick's last card, and that card: the card whose effect is
    resolving (FD-13.1)."""
    return (r.leader if len(r.trick) == 1 else r.follower), r.trick[-1]


def why_won(trick: tuple[Card, ...], leader: int, trump: str) -> tuple[int, str]:
    """The winner of a complete trick and the reason in words (FD-4.2)."""
    winner = trick_winner(trick, leader, trump)
    win, lose = (trick[0], trick[1]) if winner == leader else (trick[1], trick[0])
    if win.suit == trump and lose.suit != trump:
        why = f"{SUIT_NAMES[trump]} are trumps"
    elif win.suit == lose.suit:
        why = f"the higher of the {SUIT_NAMES[win.suit]}"
    else:
        why = f"{lose} is neither of the led suit nor a trump"
    return winner, why


def move_text(rules: Options, path: ForestPath, delta: int) -> str:
    """Where a tracker move of ``delta`` goes and what it brings (FD-5.4, FD-6, FD-7)."""
    target = path.tracker + delta
    end = forest.crossed_end(path, target)
    if end is None:
        to = space_text(rules, path, target)
        gets = ": collects a gem" if path.gems_at(target) and (
            delta or rules.zero_move_collects) else ""
        return f"tracker to {to}{gets}"
    if not path.forest_supply:
        return f"past {end_text(end)}: no forest token left, the game is lost (FD-7.2)"
    return (f"past {end_text(end)}: back to the start, a forest token covers a space "
            "(FD-7)")


def asks(rules: Options, r: Record) -> str:
    """The pending decision or chance event in one line: who decides what, and why."""
    me, phase = f"P{r.actor}", r.phase
    trump = trumps(r.decree)
    if phase == Phase.FIRST_DEALER:
        return "chance: the round-1 dealer is drawn (FD-1.5)"
    if phase == Phase.DEAL_CARD:
        return f"chance: P{r.dealer} deals a card to P{recipient(r)} (FD-2.2)"
    if phase == Phase.DECREE_REVEAL:
        return f"chance: P{r.dealer} turns up the decree card; its suit is trumps (FD-2.3)"
    if phase == Phase.PLAY_LEAD:
        return (f"{me} leads trick {r.trick_no} of 11 in round {r.round}: any card; trumps: "
                f"{trump} (FD-3.3)")
    if phase == Phase.PLAY_FOLLOW:
        lead = r.trick[0]
        rule = ("a Royal heir was led, so any card may be played (FD-3.6)" if lead.rank == 9
                else f"a card of {SUIT_NAMES[lead.suit]} if you hold one, else any card "
                "(FD-3.5)")
        return (f"{me} follows the trick led by P{r.leader}'s {long_name(lead)}: {rule}; "
                f"trumps: {trump}")
    if phase in (Phase.FOXES_TARGET, Phase.FOXES_SWAP):
        seat, card = played_by(r)
        if phase == Phase.FOXES_TARGET:
            return (f"{me} played the Foxes {card} and picks who may swap a hand card for "
                    f"the decree card {r.decree} (FD-13.3)")
        return (f"{me} may swap a hand card for the decree card {r.decree}, asked by "
                f"P{seat}'s Foxes {card}: the card put down sets the trumps (FD-13.3)")
    if phase in (Phase.GIFT_FIRST, Phase.GIFT_SECOND):
        seat, card = played_by(r)
        partner = f"P{next_seat(r.actor, PLAYERS)}"
        first = ("picks first; the partner picks next without seeing it"
                 if phase == Phase.GIFT_FIRST else f"{partner} has picked a card unseen")
        return (f"{me} picks a card to give {partner} for P{seat}'s Gift {card}: {first}, "
                "then both change hands at once (FD-13.5)")
    if phase == Phase.MOVE_CHOICE:
        why = [f"the Musician {c} allows either direction (FD-13.2)" if c.rank == 1 else
               f"the Gazelle {c} lets one card's footprints be ignored (FD-13.4)"
               for c in r.trick if c.rank in (1, 5)]
        return f"{me} won the trick and chooses the tracker's move (FD-5.3): " + "; ".join(why)
    if phase == Phase.COLLECT_GEM:
        return (f"{me} won the trick; the tracker stands on "
                f"{space_text(rules, r.path, r.path.tracker)}: take a gem or leave it (FD-6.1)")
    if phase == Phase.FOREST_END:
        ends = " or ".join(f"E{e} ({pos_text(r.path.lo if e == 0 else r.path.hi)})"
                           for e in forest.coverable_ends(r.path))
        return (f"{me}, the forest chooser, puts the round-end forest token on the outermost "
                f"uncovered space of an end, never the tracker's: {ends} (FD-9.2)")
    return "the game is over"


def gloss(rules: Options, r: Record, action: Action) -> str:
    """What choosing ``action`` now means, in a few words, from what the deciding seat
    may know."""
    if isinstance(action, A.Play):
        return _play_gloss(rules, r, action.card)
    if isinstance(action, A.Target):
        who = f"P{next_seat(r.actor, PLAYERS)}" if action.partner else f"you (P{r.actor})"
        return f"{who} may swap a hand card for the decree {r.decree}"
    if isinstance(action, A.Swap):
        return (f"{action.card} becomes the decree, trumps become "
                f"{SUIT_NAMES[action.card.suit]}; you take {r.decree}")
    if isinstance(action, A.NoSwap):
        return f"the decree stays {r.decree}; trumps stay {trumps(r.decree)}"
    if isinstance(action, A.Give):
        return f"P{next_seat(r.actor, PLAYERS)} receives {long_name(action.card)}"
    if isinstance(action, A.Move):
        return move_text(rules, r.path, action.delta)
    if isinstance(action, A.Cover):
        return _cover_gloss(rules, r.path, action.end)
    if isinstance(action, A.Collect):
        return f"one gem from {pos_text(r.path.tracker)} goes to the supply"
    if isinstance(action, A.Decline):
        return f"the gems stay on {pos_text(r.path.tracker)}"
    return ""


def _cover_gloss(rules: Options, path: ForestPath, end: int) -> str:
    """Which space an end-of-round forest token covers and where its gems go (FD-9.2,
    FD-9.3)."""
    outer = path.lo if end == 0 else path.hi
    text = f"a forest token covers {pos_text(outer)}, the outermost space of {end_text(end)}"
    stack = path.gems_at(outer)
    if stack:
        covered = forest.cover_end(path, end)
        to = forest.inward_target(rules.board, covered, end)
        gems = "its gem moves" if stack == 1 else f"its {stack} gems move"
        text += f"; {gems} to {pos_text(to)}"
    return text


def _play_gloss(rules: Options, r: Record, card: Card) -> str:
    """A card play: leading a suit, or following, trumping or losing, with the move it
    makes when it decides the trick, and the card's effect."""
    trump = r.decree.suit if r.decree is not None else ""
    words = []
    if not r.trick:
        words.append(f"leads {SUIT_NAMES[card.suit]}" + (" (trumps)" if card.suit == trump
                                                         else ""))
    else:
        trick = (r.trick[0], card)
        winner, _ = why_won(trick, r.leader, trump)
        lead = r.trick[0]
        how = ("follows" if card.suit == lead.suit else "trumps" if card.suit == trump
               else "off-suit")
        if winner == r.actor:
            words.append(f"{how} and wins")
        else:
            words.append(f"{how}, cannot win" if how != "follows" else "follows, loses")
        if not needs_move_choice(trick) and card.rank not in (3, 7):
            (delta,) = move_choices_of(rules, trick, winner, r.leader)
            words.append(move_text(rules, r.path, delta))
    fp = rules.footprint_table[card.rank - 1]
    words.append(f"{fp} footprint" + ("" if fp == 1 else "s"))
    if card.rank == 7 and r.trick_no == 11:
        words.append("Gift: no exchange in the last trick (FD-13.5)")
    elif card.effect is not None and not (r.trick and card.rank == 9):
        words.append(EFFECT_TEXT[card.rank])
    return "; ".join(words)


PATH_LEGEND = ("the path: 'space' is each position from E0 (P0's end) to E1 (P1's end), 0 "
               "the start, '##' a space covered by a forest token; 'gems' is the gems on "
               "each space's location, '.' for none, and a '+' after the count (as in "
               "'1+') marks a '+' location, which gets a gem after rounds 1 and 2; '^' "
               "is the tracker")
"""What the three path rows of the table mean (``render.path_lines``)."""


def guide(rules: Options) -> str:
    """The goal, a turn, and the legend of every code on the screen."""
    fp = " ".join(f"{rank}:{n}" for rank, n in enumerate(rules.footprint_table, 1))
    effects = "; ".join(f"{rank} {name} - {EFFECT_TEXT[rank].split(': ', 1)[1]}"
                        for rank, name in EFFECTS.items())
    return "\n".join([
        "The Fox in the Forest Duet (Liska podsita Duet) - cooperative: P0 and P1 win or "
        "lose together.",
        f"Goal: collect every gem on the path's locations within {ROUNDS} rounds of "
        f"{HAND_SIZE} tricks (FD-6.3). After each trick the tracker moves; where it stops, "
        "one gem is collected (FD-6.1). A move past an end of the path sends it back to "
        "the start and a forest token covers that end's outermost space; with no forest "
        "token left you are lost in the forest (FD-7).",
        "A trick: the leader plays any card; the follower must play the led suit if able, "
        "except after a led 9 (FD-3.5, FD-3.6). The higher trump wins, else the higher "
        "card of the led suit (FD-4.2). The tracker moves toward the winner by the "
        "footprints of both cards (FD-5.2); with a 1 or a 5 the winner chooses the move "
        "(FD-5.3). The winner leads the next trick.",
        "Between rounds: a gem on every '+' location, a forest token on the end the dealer "
        "chooses, gems on covered spaces moved inward (FD-9).",
        "Score on victory: 10 x level + cards left in both hands + 10 if won before round "
        f"{ROUNDS} + 3 x forest tokens left (FD-11.2).",
        "",
        "legend:",
        "  cards: suit letter D doves, R roses, S stars, then the rank 1-10 (D5 = 5 of "
        f"doves); footprints by rank {fp}",
        f"  effects of odd ranks: {effects}",
        "  decree: the face-up card; its suit is trumps this round (FD-2.3)",
        f"  {PATH_LEGEND}",
        "  E0, E1: the path ends at P0 (negative spaces) and P1 (positive spaces); "
        "'cover E0' puts the round-end forest token on E0's outermost uncovered space",
        "  move +2 / move -2: the tracker moves 2 spaces toward E1 (P1) / toward E0 (P0)",
        "  target self / target partner: who may swap a hand card for the decree (Foxes)",
        "  swap X / no swap: X becomes the decree and you take the old one, or nothing "
        "changes",
        "  give X: the card you hand over in a Gift; both picks change hands at once",
        "  none of: suits a seat has shown it lacks this round (it did not follow suit)",
        "  FD-x.y: the rule of the game followed, by its number in the rules",
        "Each choice shows what it does after a dash."])

