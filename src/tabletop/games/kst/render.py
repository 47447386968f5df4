"""Text pictures of the table: ``str(state)`` (everything public, hands by size) and a
seat's observation (its own hand shown) — KST-21.

Each seat's row shows its team, pool, hand, line (index, card, the die numbers it acts
on, points on it, ``kept`` for an Afterlife-converted card, ``+`` attachments) and Prison;
the centre shows the bank, the decks and the Graveyard. Cards are named as
`.glossary` names them, with the id where it is what one types (hand, special deck).

Examples:
    >>> from tabletop.games.kst.rules import Rules
    >>> state = Rules(players=2, teams=["sapphire", "ruby"]).initial_state()
    >>> print(str(state).splitlines()[1])
    bank 60 · main deck 59 · graveyard 0, top: -
    >>> print(str(state).splitlines()[2])
    special deck: Drak (Dragon) [drak] x2, Obr (Giant) [obr], Drakobijec (Dragonslayer) \
[drakobijec], Nosorožec (Rhinoceros) [nosorozec], Duhový kámen (Rainbow Stone) [duhovy_kamen] x2
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from .cards import TEAM_NAMES, Card
from .glossary import DEALING, dice_text, ordinal, plural, typed_name
from .options import Options
from .state import Entry, Phase, Record


def entry_text(rules: Options, i: int, entry: Entry) -> str:
    """``0 Horník (Miner) on 2, 1 point, kept +Duhový kámen (Rainbow Stone)``: index,
    name, the die numbers it acts on, points, Afterlife state, attachments."""
    cards = rules.cards
    dice = dice_text(rules.abilities[entry.card][entry.converted])
    text = f"{i} {cards[entry.card].label}" + (f" on {dice}" if dice else "")
    if entry.points:
        text += f", {plural(entry.points, 'point')}"
    if entry.converted:
        text += ", kept"
    for s in entry.attachments:
        dice = dice_text(cards[s].printed)
        text += f" +{cards[s].label}" + (f" on {dice}" if dice else "")
    return text


def counted(rules: Options, cards: tuple[int, ...] | list[int],
            name: Callable[[Card], str] = typed_name) -> str:
    """Cards with their copies, each named by ``name``: ``Krystal (Crystal) [krystal] x2``."""
    tally = Counter(cards)
    return ", ".join(name(rules.cards[c]) + (f" x{k}" if k > 1 else "")
                     for c, k in sorted(tally.items())) or "-"


def named(rules: Options, cards: tuple[int, ...] | list[int]) -> str:
    """Cards nobody types here (a Prison, known cards): ``Runa (Rune), Svitek (Scroll) x2``."""
    return counted(rules, cards, lambda card: card.label)


def _header(rules: Options, r: Record, deck: int) -> list[str]:
    if r.phase is Phase.GAME_OVER:
        result = "a draw" if r.winner < 0 else f"{TEAM_NAMES[r.winner]} wins"
        head = f"KST · game over after {r.turns} turns: {result}"
    elif r.active >= 0 and r.stage not in DEALING:
        head = (f"KST · turn {r.turns + 1} (P{r.active}'s {ordinal(r.own_turn(r.active))}), "
                f"P{r.active} active · phase {r.phase}")
        if r.die:
            head += f" · last die {r.die}"
    else:
        head = f"KST · setup · phase {r.phase}"
    specials = [rules.cards.main + i for i, k in enumerate(r.specials) for _ in range(k)]
    top = rules.cards[r.graveyard[-1]].label if r.graveyard else "-"
    return [head,
            f"bank {r.bank} · main deck {deck} · graveyard {len(r.graveyard)}, top: {top}",
            "special deck: " + counted(rules, specials)]


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
        known = f" (known: {named(rules, r.known[seat])})" if r.known[seat] else ""
        prison = named(rules, r.prisons[seat])
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
            known = f" (known: {named(rules, r.known[seat])})" if r.known[seat] else ""
            hand = f"{hand_sizes[seat]}{known}"
        if prison_sizes[seat] and not r.prisons[seat]:
            prison = f"{prison_sizes[seat]} cards, face down"
        else:
            prison = named(rules, r.prisons[seat])
        lines += _seat(rules, r, seat, hand, prison)
    return "\n".join(lines)


def screen(rules: Options, r: Record, seat: int) -> tuple[str, str, str]:
    """Terminal play's screen for ``seat``: the header line, the table as ``seat`` sees it
    and its own hand with its pool."""
    head, *table = str(rules.observation(r, seat)).splitlines()[1:]  # after "you are P…"
    hand = f"your hand: {counted(rules, r.hands[seat]) or '-'} · pool {r.pools[seat]}"
    return head, "\n".join(table), hand
