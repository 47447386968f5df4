"""KST-9, KST-10, KST-7.7, KST-7.8, KST-12.6: attacks, Walls, Afterlife and removal.

An attack hits one entry in the line of another alive player in the effect's scope, of
its target class (KST-9.1); never the controller's own cards, attachments, or the
Caravans of a player with a ``protect_caravan`` card (KST-9.2, KST-7.8). It resolves
Walls first (KST-9.4), then Afterlife (KST-10.1), then removal (KST-9.5).

Examples:
    >>> from tabletop.games.kst.options import Options
    >>> printed, kept = Options(players=2).hittable["first"]
    >>> printed[0], kept[0]  # Rybar is first-world, second-world once kept by Afterlife
    (True, False)
"""

from __future__ import annotations

from typing import Any

from ...engine import Action, replace_seat
from .cards import Effect
from .options import Options
from .points import payable, settle
from .state import AFTERLIFE, NO_ATTACK, RESOLVING, Record
from .table import has_passive, walls, world


def targets(rules: Options, r: Record, seat: int, effect: Effect) -> list[tuple[int, int]]:
    """Every (seat, entry) the attack ``effect`` of ``seat`` may hit (KST-9.1, KST-9.2)."""
    printed, kept = rules.hittable[effect.targets]
    caravan, alive, teams = rules.caravan_card, r.alive, r.teams
    team, anyone = teams[seat], effect.scope != "opponent"
    found = []
    for other, line in enumerate(r.lines):
        if other == seat or not line or not alive[other] or (
                not anyone and teams[other] == team):
            continue
        guarded = None  # looked up at the line's first Caravan
        for i, entry in enumerate(line):
            card = entry.card
            if caravan[card]:
                if guarded is None:
                    guarded = has_passive(rules, line, "protect_caravan")
                if guarded:
                    continue
            if (kept if entry.converted else printed)[card]:
                found.append((other, i))
    return found


def aims(rules: Options, r: Record, seat: int, effect: Effect) -> list[Action]:
    """The ``target`` action of every (seat, entry) the attack may hit (`targets`)."""
    table = rules.actions.target
    return [table[s][i] for s, i in targets(rules, r, seat, effect)]


def hit(rules: Options, r: Record, seat: int, i: int) -> Record:
    """The target is chosen: Walls absorb an attack on a first-world card (KST-9.4); an
    Afterlife card still first-world lets its owner decide if keeping is payable
    (KST-10.1); otherwise the target is removed (KST-9.5)."""
    attacker = r.actor
    line = r.lines[seat]
    entry = line[i]
    if world(rules, entry) == 1:
        absorbing = walls(rules, line, i)
        if absorbing >= 0:
            return settle(rules, remove(rules, r, attacker, seat, absorbing, capture=False,
                                        effect=None, phase=RESOLVING))
        if rules.cards[entry.card].afterlife and payable(rules, r.pools[seat], 1):
            return r.replace(effect=None, phase=AFTERLIFE, actor=seat, attack=(attacker, seat, i))
    return settle(rules, remove(rules, r, attacker, seat, i, capture=True, effect=None,
                                phase=RESOLVING))


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
    capture = rules.afterlife_decline == "normal"
    return settle(rules, remove(rules, r, attacker, seat, i, capture=capture, attack=NO_ATTACK,
                                phase=RESOLVING))


def remove(rules: Options, r: Record, attacker: int, seat: int, i: int, *,
           capture: bool, **changes: Any) -> Record:
    """Entry ``i`` leaves ``seat``'s line (KST-9.5 … 9.8): a special card to the special
    deck, a Caravan to the Graveyard with all its points to the attacker (KST-7.7); a
    coloured first-world non-Building hit by an opponent to the attacker's Prison (only
    when ``capture``: not for a discarded Walls); anything else to the Graveyard.
    Attachments go to the special deck (KST-9.6, KST-12.6); the points on a non-Caravan go
    to the bank, or to the attacker with ``removed_points_to = attacker`` (KST-9.7).
    ``changes``: other fields to set in the same new record (the attack's end)."""
    cards = rules.cards
    line = r.lines[seat]
    entry = line[i]
    card = cards[entry.card]
    changes["lines"] = replace_seat(r.lines, seat, line[:i] + line[i + 1:])
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
