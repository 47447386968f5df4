"""KST-15, KST-16, KST-17: moving points, elimination and the three ends of the game.

Points only move (KST-15.1): the bank pays ``min(requested, bank)`` (KST-15.2) and a player
who must lose ``n`` loses ``min(n, pool)`` (KST-15.3). After every atomic step
`settle` eliminates the players whose pool is empty, in seat order (KST-16.1,
KST-16.4), and checks the ends: a team eliminated first (KST-17.1), then an empty bank
(KST-17.2). A player eliminated during their own turn ends it (KST-2.2).

Examples:
    >>> from tabletop.games.kst.options import Options
    >>> from tabletop.games.kst.setup import new_record
    >>> rules = Options(players=2, teams=["sapphire", "ruby"])
    >>> r = pay(rules, new_record(rules), 1, 5)
    >>> r.pools, r.bank
    ((6, 11), 55)
"""

from __future__ import annotations

from itertools import compress
from typing import Any

from ...engine import NOBODY, replace_seat
from .options import Options
from .state import END_TURN, GAME_OVER, Ending, Record
from .table import line_points


def pay(rules: Options, r: Record, seat: int, n: int, **changes: Any) -> Record:
    """The bank pays ``n`` (or what it has) into ``seat``'s pool (KST-15.2)."""
    paid = min(n, r.bank)
    return r.replace(bank=r.bank - paid, pools=replace_seat(r.pools, seat, r.pools[seat] + paid),
                     **changes)


def lose(r: Record, seat: int, n: int) -> Record:
    """``seat`` loses ``n`` points (or what it has) to the bank (KST-15.3)."""
    lost = min(n, r.pools[seat])
    return r.replace(bank=r.bank + lost, pools=replace_seat(r.pools, seat, r.pools[seat] - lost))


def payable(rules: Options, pool: int, cost: int) -> bool:
    """Whether a voluntary payment of ``cost`` is allowed: the pool keeps at least 1, or
    with ``allow_self_elimination`` at least 0 (KST-4.3)."""
    return pool - cost >= (0 if rules.allow_self_elimination else 1)


def settle(rules: Options, r: Record) -> Record:
    """Eliminations after an atomic step, then the end checks (KST-16.1, KST-17.1, 17.2)."""
    pools = r.pools  # an elimination leaves the pools as they are
    if 0 in pools:
        for seat, pool in enumerate(pools):
            if not pool and r.alive[seat]:
                r = eliminate(rules, r, seat)
        teams_left = set(compress(r.teams, r.alive))
        if len(teams_left) < 2:
            return finish(rules, r, "team", teams_left.pop() if teams_left else -1)
    if r.bank == 0 and rules.bank_end == "immediate":
        return finish(rules, r, "bank")
    return r


def eliminate(rules: Options, r: Record, seat: int) -> Record:
    """KST-16.2: the line leaves in line order (specials and attachments to the special
    deck, basic cards to the Graveyard, points to the bank), then the hand sorted by card
    id, then the Prison in the order imprisoned (``eliminated_cards = removed``: basic cards
    leave the game instead). A seat eliminated in its own turn ends it (KST-2.2)."""
    cards = rules.cards
    specials = list(r.specials)
    basic: list[int] = []
    for entry in r.lines[seat]:
        if cards[entry.card].special:
            specials[entry.card - cards.main] += 1
        else:
            basic.append(entry.card)
        for special in entry.attachments:
            specials[special - cards.main] += 1
    basic += sorted(r.hands[seat], key=lambda c: cards[c].id)
    basic += r.prisons[seat]
    piles = ({"graveyard": r.graveyard + tuple(basic)} if rules.eliminated_cards == "graveyard"
             else {"gone": r.gone + tuple(basic)})
    r = r.replace(bank=r.bank + line_points(r.lines[seat]), specials=tuple(specials),
                  alive=replace_seat(r.alive, seat, False), **piles,
                  lines=replace_seat(r.lines, seat, ()), hands=replace_seat(r.hands, seat, ()),
                  known=replace_seat(r.known, seat, ()),
                  prisons=replace_seat(r.prisons, seat, ()))
    if seat == r.active:
        r = r.replace(todo=(), caravans=(), stage=END_TURN)
    return r


def score(rules: Options, r: Record, seat: int) -> int:
    """An alive player's score: pool plus the points on their line (``score_mode = pool``:
    the pool only); an eliminated player's is 0 (KST-17.4, KST-17.8)."""
    if not r.alive[seat]:
        return 0
    if rules.score_mode == "pool":
        return r.pools[seat]
    return r.pools[seat] + line_points(r.lines[seat])


def best_team(rules: Options, r: Record) -> int:
    """The team of the highest score; across both teams the larger team sum; -1 for a
    draw (KST-17.4, A16)."""
    scores = [score(rules, r, s) for s in range(rules.players)]
    alive = [s for s in range(rules.players) if r.alive[s]]
    top = max(scores[s] for s in alive)
    leaders = {r.teams[s] for s in alive if scores[s] == top}
    if len(leaders) == 1:
        return leaders.pop()
    sums = [sum(scores[s] for s in alive if r.teams[s] == t) for t in (0, 1)]
    return -1 if sums[0] == sums[1] else int(sums[1] > sums[0])


def finish(rules: Options, r: Record, how: str, winner: int = NOBODY) -> Record:
    """The end (KST-17): by ``team`` elimination (``winner`` given) or scored after an
    empty ``bank`` or after ``turns`` (KST-17.4)."""
    if how != "team":
        winner = best_team(rules, r)
    return r.replace(phase=GAME_OVER, actor=NOBODY, ending=Ending(how, winner), todo=(),
                     effect=None, caravans=())
