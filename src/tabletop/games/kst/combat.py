"""KST-9, KST-10, KST-7.7, KST-7.8, KST-12.6: attacks, Walls, Afterlife and removal.

An attack hits one entry in the line of another alive player in the effect's scope, of
its target class (KST-9.1); never the controller's own cards, attachments, or the
Caravans of a player with a ``protect_caravan`` card (KST-9.2, KST-7.8). It resolves
Walls first (KST-9.4), then Afterlife (KST-10.1), then removal (KST-9.5).

Examples:
    >>> [CLASSES[c](1, False) for c in ("first", "second", "special", "caravan", "any")]
    [True, False, False, False, True]
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine import replace_seat

from .cards import Effect
from .options import Options
from .points import payable, settle
from .state import AFTERLIFE, NO_ATTACK, RESOLVING, Record
from .table import has_passive, walls, world

CLASSES: dict[str, Callable[[int, bool], bool]] = {
    "first": lambda w, caravan: w == 1,
    "second": lambda w, caravan: w == 2,
    "special": lambda w, caravan: w == 3,
    "caravan": lambda w, caravan: caravan,
    "any": lambda w, caravan: True,
}
"""Whether an entry of current world ``w`` (a Caravan or not) is of a target class (KST-9.1)."""


def targets(rules: Options, r: Record, seat: int, effect: Effect) -> list[tuple[int, int]]:
    """Every (seat, entry) the attack ``effect`` of ``seat`` may hit (KST-9.1, KST-9.2)."""
    fits = CLASSES[effect.targets]
    team, caravan, first = r.teams[seat], rules.caravan_card, rules.line_world
    found = []
    for other in range(rules.players):
        if other == seat or not r.alive[other] or (
                effect.scope == "opponent" and r.teams[other] == team):
            continue
        line = r.lines[other]
        guarded = None  # looked up at the line's first Caravan
        for i, entry in enumerate(line):
            is_caravan = caravan[entry.card]
            if is_caravan:
                if guarded is None:
                    guarded = has_passive(rules, line, "protect_caravan")
                if guarded:
                    continue
            if fits(2 if entry.converted else first[entry.card], is_caravan):
                found.append((other, i))
    return found


def hit(rules: Options, r: Record, seat: int, i: int) -> Record:
    """The target is chosen: Walls absorb an attack on a first-world card (KST-9.4); an
    Afterlife card still first-world lets its owner decide if keeping is payable
    (KST-10.1); otherwise the target is removed (KST-9.5)."""
    attacker = r.actor
    r = r.replace(effect=None, phase=RESOLVING)
    line = r.lines[seat]
    entry = line[i]
    if world(rules, entry) == 1:
        absorbing = walls(rules, line, i)
        if absorbing >= 0:
            return settle(rules, remove(rules, r, attacker, seat, absorbing, capture=False))
        if rules.cards[entry.card].afterlife and payable(rules, r.pools[seat], 1):
            return r.replace(phase=AFTERLIFE, actor=seat, attack=(attacker, seat, i))
    return settle(rules, remove(rules, r, attacker, seat, i, capture=True))


def keep(rules: Options, r: Record) -> Record:
    """Afterlife ``keep``: one point from the pool onto the card, which becomes
    second-world for good (KST-10.1 … KST-10.4)."""
    _, seat, i = r.attack
    entry = r.lines[seat][i]
    line = replace_seat(r.lines[seat], i, entry.replace(points=entry.points + 1, converted=True))
    r = r.replace(lines=replace_seat(r.lines, seat, line), phase=RESOLVING,
                  pools=replace_seat(r.pools, seat, r.pools[seat] - 1), attack=NO_ATTACK)
    return settle(rules, r)


def release(rules: Options, r: Record) -> Record:
    """Afterlife ``release``: the owner discards the card to the Graveyard
    (``afterlife_decline = normal``: KST-9.5 applies) (KST-10.1, A10)."""
    attacker, seat, i = r.attack
    r = r.replace(attack=NO_ATTACK, phase=RESOLVING)
    capture = rules.afterlife_decline == "normal"
    return settle(rules, remove(rules, r, attacker, seat, i, capture=capture))


def remove(rules: Options, r: Record, attacker: int, seat: int, i: int, *,
           capture: bool) -> Record:
    """Entry ``i`` leaves ``seat``'s line (KST-9.5 … 9.8): a special card to the special
    deck, a Caravan to the Graveyard with all its points to the attacker (KST-7.7); a
    coloured first-world non-Building hit by an opponent to the attacker's Prison (only
    when ``capture``: not for a discarded Walls); anything else to the Graveyard.
    Attachments go to the special deck (KST-9.6, KST-12.6); the points on a non-Caravan go
    to the bank, or to the attacker with ``removed_points_to = attacker`` (KST-9.7)."""
    cards = rules.cards
    line = r.lines[seat]
    entry = line[i]
    card = cards[entry.card]
    changes: dict = {"lines": replace_seat(r.lines, seat, line[:i] + line[i + 1:])}
    returned = entry.attachments + ((entry.card,) if card.special else ())
    if returned:
        specials = list(r.specials)
        for special in returned:
            specials[special - cards.main] += 1
        changes["specials"] = tuple(specials)
    to_attacker = card.caravan or rules.removed_points_to == "attacker"
    if to_attacker:
        changes["pools"] = replace_seat(r.pools, attacker, r.pools[attacker] + entry.points)
    else:
        changes["bank"] = r.bank + entry.points
    if card.special:
        return r.replace(**changes)
    if (capture and rules.prisonable[entry.card] and not entry.converted
          and r.teams[attacker] != r.teams[seat]):
        changes["prisons"] = replace_seat(r.prisons, attacker, (*r.prisons[attacker], entry.card))
    else:
        changes["graveyard"] = (*r.graveyard, entry.card)
    return r.replace(**changes)
