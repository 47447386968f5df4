"""KST-17.1 to KST-17.5, KST-17.8: how the game ended, scores, winners and the score
breakdown of the end.

Scores are pool plus the points on the line for an alive player (``score_mode = pool``:
the pool alone), 0 for an eliminated one. The spec's returns of KST-17.5 (+1 for every
member of the winning team, eliminated ones included, -1 for the losers, 0 each in a draw)
map onto the library's scale as 1, 0 and 1/2: the kernel's ``returns`` for a team game
(``GameInfo(teams=True)``) gives that from `winners`.

Examples:
    >>> from tabletop.games.kst.options import Options
    >>> from tabletop.games.kst.setup import new_record
    >>> from tabletop.games.kst.state import Ending
    >>> rules = Options(players=3, teams=["sapphire", "ruby", "sapphire"])
    >>> r = new_record(rules).replace(ending=Ending("team", 0))
    >>> scores(rules, r), sorted(winners(rules, r))
    ((6, 6, 6), [0, 2])
"""

from __future__ import annotations

from ... import engine
from .cards import TEAM_NAMES
from .options import Options
from .points import score
from .state import Record
from .table import line_points

ENDINGS = {"team": "KST-17.1: a team is eliminated", "bank": "KST-17.2: the bank is empty",
           "turns": "KST-17.3: the turn limit is reached"}
"""How a game ends, by the record's ``ended``."""


class Termination(engine.Termination):
    """The ways a game of KST ends (KST-17.1 to KST-17.3), named by the record's
    ``ended``."""

    TEAM = "KST-17.1", "a team is eliminated"
    BANK = "KST-17.2", "the bank is empty"
    TURNS = "KST-17.3", "the turn limit is reached"


def termination(rules: Options, r: Record) -> Termination:
    """How the finished game of ``r`` ended."""
    return Termination[r.ended.upper()]


def scores(rules: Options, r: Record) -> tuple[int, ...]:
    """Every seat's score now (KST-17.4, KST-17.8)."""
    return tuple(score(rules, r, seat) for seat in range(rules.players))


def winners(rules: Options, r: Record) -> frozenset[int]:
    """Every member of the winning team, eliminated ones too (KST-17.5); every seat in a
    draw; nobody before the end."""
    if not r.ended:
        return frozenset()
    return frozenset(s for s in range(rules.players) if r.winner < 0 or r.teams[s] == r.winner)


def breakdown(rules: Options, r: Record) -> list[str]:
    """The end screen's lines: how it ended, the result, each seat's score."""
    result = "a draw" if r.winner < 0 else f"{TEAM_NAMES[r.winner]} wins"
    lines = [f"{ENDINGS[r.ended]} after {r.turns} turns: {result}."]
    for seat in range(rules.players):
        team = TEAM_NAMES[r.teams[seat]]
        if not r.alive[seat]:
            lines.append(f"  P{seat} {team}: eliminated, score 0")
            continue
        on_line = line_points(r.lines[seat])
        counted = "" if rules.score_mode == "total" else " (pool only)"
        lines.append(f"  P{seat} {team}: pool {r.pools[seat]} + line {on_line} -> score "
                     f"{score(rules, r, seat)}{counted}")
    if r.ended != "team" and r.winner < 0:
        lines.append("  KST-17.4: the top score is shared across the teams and the team sums "
                     "are equal")
    return lines
