"""Text pictures of the table: ``str(state)`` (everything public, hands by size) and a
seat's observation (its own hand shown) — KST-21.

Each seat's row shows its team, pool, hand, line (index, card, points on it, ``kept`` for
an Afterlife-converted card, ``+`` attachments) and Prison; the centre shows the bank, the
decks and the Graveyard.

Examples:
    >>> from tabletop.games.kst.rules import Rules
    >>> state = Rules(players=2, teams=["sapphire", "ruby"]).initial_state()
    >>> print(str(state).splitlines()[1])
    bank 60 · main deck 59 · special deck: drak x2, obr, drakobijec, nosorozec, duhovy_kamen x2
"""

from __future__ import annotations

from collections import Counter

from .cards import TEAM_NAMES
from .options import Options
from .state import Entry, Phase, Record


def entry_text(rules: Options, i: int, entry: Entry) -> str:
    """``3 Karavana [6] +Duhový kámen``: index, name, points, Afterlife state, attachments."""
    cards = rules.cards
    marks = [str(entry.points)] if entry.points else []
    if entry.converted:
        marks.append("kept")
    text = f"{i} {cards[entry.card].name}" + (f" [{', '.join(marks)}]" if marks else "")
    return text + "".join(f" +{cards[s].name}" for s in entry.attachments)


def counted(rules: Options, cards: tuple[int, ...] | list[int]) -> str:
    """Card ids with their copies: ``krystal x2, mor``."""
    tally = Counter(cards)
    return ", ".join(rules.cards[c].id + (f" x{k}" if k > 1 else "")
                     for c, k in sorted(tally.items())) or "-"


def _header(rules: Options, r: Record, deck: int) -> list[str]:
    if r.phase is Phase.GAME_OVER:
        result = "a draw" if r.winner < 0 else f"{TEAM_NAMES[r.winner]} wins"
        head = f"KST · game over after {r.turns} turns: {result}"
    elif r.active >= 0:
        head = f"KST · turn {r.turns + 1}, P{r.active} active · phase {r.phase}"
        if r.die:
            head += f" · last die {r.die}"
    else:
        head = f"KST · setup · phase {r.phase}"
    specials = [rules.cards.main + i for i, k in enumerate(r.specials) for _ in range(k)]
    top = rules.cards[r.graveyard[-1]].label if r.graveyard else "-"
    return [head,
            f"bank {r.bank} · main deck {deck} · special deck: "
            + counted(rules, specials),
            f"graveyard {len(r.graveyard)}, top: {top}"]


def _seat(rules: Options, r: Record, seat: int, hand: str, prison: str) -> list[str]:
    team = TEAM_NAMES[r.teams[seat]] if r.teams[seat] >= 0 else "(no team yet)"
    if not r.alive[seat]:
        return [f"P{seat} {team} · eliminated"]
    line = " · ".join(entry_text(rules, i, e) for i, e in enumerate(r.lines[seat])) or "-"
    marker = ">" if seat == r.active else " "
    return [f"{marker}P{seat} {team} · pool {r.pools[seat]} · hand {hand}",
            f"    line: {line}", f"    prison: {prison}"]


def render(rules: Options, r: Record) -> str:
    """The table as everyone may see it, hands by their size and known cards."""
    lines = _header(rules, r, r.deck_size)
    for seat in range(rules.players):
        known = f" (known: {counted(rules, r.known[seat])})" if r.known[seat] else ""
        prison = counted(rules, r.prisons[seat]) if r.prisons[seat] else "-"
        lines += _seat(rules, r, seat, f"{len(r.hands[seat])}{known}", prison)
    return "\n".join(lines)


def view(rules: Options, r: Record, player: int, hand_sizes: tuple[int, ...],
         prison_sizes: tuple[int, ...], deck: int) -> str:
    """Seat ``player``'s picture of its observation ``r`` (hidden parts blanked)."""
    lines = [f"you are P{player}", *_header(rules, r, deck)]
    for seat in range(rules.players):
        if seat == player:
            hand = counted(rules, r.hands[seat])
        else:
            known = f" (known: {counted(rules, r.known[seat])})" if r.known[seat] else ""
            hand = f"{hand_sizes[seat]}{known}"
        if prison_sizes[seat] and not r.prisons[seat]:
            prison = f"{prison_sizes[seat]} cards, face down"
        else:
            prison = counted(rules, r.prisons[seat]) if r.prisons[seat] else "-"
        lines += _seat(rules, r, seat, hand, prison)
    return "\n".join(lines)
