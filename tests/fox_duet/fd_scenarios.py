"""Scenario building blocks: force deals through chosen chance outcomes, or set up a position."""

from __future__ import annotations

from tabletop.engine import State
from tabletop.games.fox_duet import Rules
from tabletop.games.fox_duet.actions import DEAL, DECREE
from tabletop.games.fox_duet.cards import CARDS, Card, by_index
from tabletop.games.fox_duet.legal import recipient
from tabletop.games.fox_duet.state import ForestPath, Phase, Record
from tabletop.testing import all_alternatives, apply_texts, legal_texts
from tabletop.testing import position as position_of

ALTERNATIVES = {name: value for name, value in all_alternatives(Rules).items()
                if name != "level"}
"""Every option set to its alternative (spec section 5.3); the level stays at 1."""

play = apply_texts
"""Apply each action written as text."""
legal = legal_texts
"""The legal actions of a state, as texts."""


def cards(text: str) -> tuple[Card, ...]:
    """``"R4 S10"`` as cards in canonical order."""
    return by_index(Card.parse(t) for t in text.split())


def card(text: str) -> Card:
    return Card.parse(text)


def fill_hands(hands: tuple[str, str], decree: str, void: dict[int, str] | None = None
               ) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Both hands completed to 11 cards with unnamed cards in deck order; ``void[seat]``
    names suits the filler must not give that seat."""
    void = void or {}
    named = [cards(h) for h in hands]
    used = set(named[0]) | set(named[1]) | {card(decree)}
    free = [c for c in CARDS if c not in used]
    out = []
    for seat, hand in enumerate(named):
        extra = [c for c in free if c.suit not in void.get(seat, "")][:11 - len(hand)]
        assert len(hand) + len(extra) == 11, "cannot fill the hand"
        free = [c for c in free if c not in extra]
        out.append(by_index((*hand, *extra)))
    return out[0], out[1]


def deal(state: State, hands: tuple[str, str], decree: str,
         void: dict[int, str] | None = None) -> State:
    """Apply the 22 ``DEAL_CARD`` outcomes and the ``DECREE_REVEAL`` that give these hands
    (completed by :func:`fill_hands`) and this decree."""
    full = fill_hands(hands, decree, void)
    queues = [list(full[0]), list(full[1])]
    while state.phase == "DEAL_CARD":
        seat = recipient(state.record)
        state.apply(DEAL[seat][queues[seat].pop(0).index])
    state.apply(DECREE[card(decree).index])
    return state


def new_round(rules: Rules | None = None, hands=("", ""), decree="S6", void=None,
              **options) -> State:
    """A game at trick 1 of round 1 with the chosen deal."""
    rules = rules or Rules(**options)
    return deal(rules.initial_state(), hands, decree, void)


def position(rules: Rules | None = None, *, hands: tuple[str, str], decree: str,
             trick_no: int = 1, leader: int = 0, round_no: int = 1, dealer: int | None = None,
             tracker: int = 0, gems: dict[int, int] | None = None, only_gems: bool = False,
             lo: int | None = None, hi: int | None = None, forest: int | None = None,
             **options) -> State:
    """A state at ``PLAY_LEAD`` of trick ``trick_no`` with exactly these hands; the other
    cards lie in the deck (7) and, by elimination, the discards. ``gems`` sets the count of
    some positions; the others keep their setup count (zero with ``only_gems``, and zero
    when covered)."""
    rules = rules or Rules(**options)
    path = rules.initial_record().path
    lo = path.lo if lo is None else lo
    hi = path.hi if hi is None else hi
    gems = gems or {}
    gem_list = tuple(
        gems.get(pos, 0 if only_gems or not lo <= pos <= hi else path.gems_at(pos))
        for pos in range(path.e0, path.e0 + len(path.gems)))
    path = ForestPath(path.e0, gem_list, lo, hi, tracker,
                      path.forest_supply if forest is None else forest)
    held = (cards(hands[0]), cards(hands[1]))
    rest = [c for c in CARDS if c not in held[0] and c not in held[1] and c != card(decree)]
    record = Record(path=path, phase=Phase.PLAY_LEAD, actor=leader, round=round_no,
                    dealer=1 - leader if dealer is None else dealer, hands=held,
                    unseen=tuple(rest[:7]), decree=card(decree), trick_no=trick_no,
                    leader=leader)
    return rules.state_from_record(record)


def with_path(state: State, **changes) -> State:
    """The same state with some path fields replaced (tracker, lo, hi, forest_supply, gems)."""
    record = state.record
    if "gems" in changes:
        path = record.path
        gem_list = list(path.gems)
        for pos, n in changes.pop("gems").items():
            gem_list[pos - path.e0] = n
        changes["gems"] = tuple(gem_list)
    return position_of(state, path=record.path.replace(**changes))


def card_count(record: Record) -> int:
    """Cards in hands + trick + discards + decree + unseen."""
    return (len(record.hands[0]) + len(record.hands[1]) + len(record.trick)
            + len(record.discards) + (record.decree is not None) + len(record.unseen))


def winner(state: State) -> int:
    """The winner of the trick just decided: still recorded while the winner chooses a
    move or a gem, otherwise the leader of the next trick."""
    r = state.record
    return r.winner if r.winner >= 0 else r.leader
