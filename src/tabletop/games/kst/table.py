"""KST-1.6, KST-5.2, KST-5.5, KST-10.2, KST-10.5, KST-12.3, KST-12.4, KST-20: hands and lines.

A hand is a sorted tuple of card indices. A line entry's *current world* is 3 for a
standalone special, 2 for a printed second-world card or one kept by Afterlife, 1
otherwise (KST-1.6); its *current abilities* are the printed ones, or after an Afterlife
keep the card's ``afterlife`` table if it has one (KST-10.2, KST-10.5). Passives act from
entries and from attachments alike (KST-20), except ``walls`` (KST-9.8).

Examples:
    >>> add((1, 4, 4), 2), remove((1, 4, 4), 4), forget((4,), 1)
    ((1, 2, 4, 4), (1, 4), (4,))
"""

from __future__ import annotations

import bisect

from .cards import Abilities
from .options import Options
from .state import Entry, Job

Line = tuple[Entry, ...]


def add(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``hand`` with one more copy of ``card``, kept sorted."""
    cards = list(hand)
    bisect.insort(cards, card)
    return tuple(cards)


def remove(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``hand`` with one copy of ``card`` less (the card must be there)."""
    cards = list(hand)
    cards.remove(card)
    return tuple(cards)


def forget(known: tuple[int, ...], card: int) -> tuple[int, ...]:
    """The known cards of a hand after a copy of ``card`` left it: one known copy less, if
    any was known (KST-21.2)."""
    return remove(known, card) if card in known else known


def world(rules: Options, entry: Entry) -> int:
    """The entry's current world (KST-1.6)."""
    return 2 if entry.converted else rules.line_world[entry.card]


def abilities(rules: Options, entry: Entry) -> Abilities:
    """The entry's current abilities (KST-10.2, KST-10.5)."""
    return rules.abilities[entry.card][entry.converted]


def has_passive(rules: Options, line: Line, flag: str) -> bool:
    """Whether a card of the line (attachments included) has the passive ``flag``:
    ``market`` (KST-8.1), ``protect_caravan`` (KST-7.8), ``upkeep`` (KST-20)."""
    printed, converted, either, attached = rules.flagged[flag]
    for entry in line:
        card = entry.card
        if card in either and card in (converted if entry.converted else printed):
            return True
        if attached and not printed.isdisjoint(entry.attachments):
            return True
    return False


def caravans(rules: Options, line: Line) -> tuple[int, ...]:
    """Indices of the Caravans of a line, in line order (KST-7)."""
    caravan = rules.caravan_card
    return tuple(i for i, e in enumerate(line) if caravan[e.card])


def has_caravan(rules: Options, line: Line) -> bool:
    """Whether the line holds a Caravan (KST-5.1)."""
    caravan = rules.caravan_card
    for entry in line:
        if caravan[entry.card]:
            return True
    return False


def walls(rules: Options, line: Line, target: int) -> int:
    """The Walls entry that absorbs an attack on first-world entry ``target`` (KST-9.4,
    KST-9.8): the target itself if it is a Walls, else the earliest; -1 if none."""
    table = rules.abilities
    if table[line[target].card][line[target].converted].walls:
        return target
    return next((i for i, e in enumerate(line) if table[e.card][e.converted].walls), -1)


def hosts(rules: Options, line: Line, special: int) -> tuple[int, ...]:
    """Entries an attachment special may go on: current world 1, not already carrying a
    copy of it (KST-12.3, KST-12.4)."""
    first = rules.line_world
    return tuple(i for i, e in enumerate(line) if not e.converted and first[e.card] == 1
                 and special not in e.attachments)


def line_points(line: Line) -> int:
    """Points lying on the line's cards (Caravans included)."""
    return sum(e.points for e in line)


def upkeep(rules: Options, line: Line, seat: int) -> tuple[Job, ...]:
    """The upkeep effects of a line, in line order, attachments after their host
    (KST-2.1 step 2, KST-20)."""
    printed, _, either, attached = rules.flagged["upkeep"]
    listed = rules.upkeep_jobs[seat]
    jobs: tuple[Job, ...] = ()
    for entry in line:
        card = entry.card
        if card in either:
            jobs += listed[card][entry.converted]
        if attached and not printed.isdisjoint(entry.attachments):
            for special in entry.attachments:
                jobs += listed[special][0]
    return jobs


def walk(rules: Options, line: Line, seat: int, number: int) -> tuple[Job, ...]:
    """The effects a ``roll_all`` roll of ``number`` resolves, in order (KST-5.2, KST-5.5):
    each entry's list (twice under a ``host_double`` attachment), then each attachment's
    list in placement order; a Caravan's own list is skipped, its attachments' are not."""
    listed, doubles = rules.roll_jobs[seat], rules.host_double
    rolling, attaching = rules.rolling[number]
    jobs: tuple[Job, ...] = ()
    for entry in line:
        card = entry.card
        if card in rolling:
            own = listed[card][entry.converted][number]
            attachments = entry.attachments
            if attachments:
                if own and not doubles.isdisjoint(attachments):
                    own *= 2
                for special in attachments:
                    own += listed[special][0][number]
            jobs += own
        elif attaching:
            for special in entry.attachments:
                jobs += listed[special][0][number]
    return jobs
