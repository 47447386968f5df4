"""How good a Tokaido Duo table is: each seat's expected return, for search that stops its
rollouts early.

`evaluate` is a logistic model of player 0's chance to win. Its inputs are the
differences between the two seats (player 0 less player 1) of what `traits` lists:
points scored (TD-17.1), coins and items on the way to the next gold plate (TD-10.1),
face-up paintings ready to gift (TD-15.4), pilgrim-track progress (TD-8.2), wave tokens and
the hot springs token, each also multiplied by the game's progress toward its end
(TD-16.1), so that a lead counts for more as less is left to earn. A finished game gives
its true returns (a draw splits them, TD-17.2).

The weights `WEIGHTS` were fitted by logistic regression (Newton's method, light
L2 penalty) on every record of 1,500 games of ``TokaidoHeuristicBot`` against itself
(seeds 0..1499, random start player), about 360,000 records, each also mirrored (seats
swapped, result flipped) so that the model is symmetric; the target is player 0's final
return. On those records it has a log-loss of 0.54 and names the final winner 71% of the
time.

Examples:
    >>> from tabletop.games.tokaido_duo import Rules
    >>> rules = Rules(start_player=0)
    >>> evaluate(rules, rules.initial_record())
    (0.5, 0.5)
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from . import scoring
from .state import Phase, Player, Record

if TYPE_CHECKING:
    from .options import Options

TRAITS = ("points", "coins", "items", "face_up", "track", "tokens", "springs")
"""What `traits` measures for one seat, in order."""
WEIGHTS = (0.292, 0.627, 0.379, 0.092, 0.444, 0.233, 0.196,
           -0.064, 0.076, -0.827, -0.071, 0.202, -0.148, 0.007)
"""Logistic weights: one per trait difference, then one per trait difference times the
progress (see the module)."""


def progress(rules: Options, r: Record) -> float:
    """How near the end is, in [0, 1]: the largest share of a track, of the plate slots or of
    the painting slots either seat has filled (the end triggers, TD-16.1)."""
    board = rules.layout
    track = len(board.temple_track) - 1
    plates = len(board.plate_values)
    slots = len(rules.painter_scores) - 1
    near = max(max(p.temple, p.garden) / track for p in r.players)
    near = max(near, max(p.plates for p in r.players) / plates)
    return min(1.0, max(near, max(p.gifted for p in r.players) / slots))


def traits(rules: Options, r: Record, seat: int) -> tuple[float, ...]:
    """``seat``'s standing by `TRAITS`: points; coins and items as shares of a gold
    plate (TD-10.1; nothing once every slot is full); face-up paintings, with tiles still to
    flip this turn; the lower pilgrim marker; wave tokens owned; the hot springs token.
    Items still to draw this turn count as items."""
    boards: Player = r.players[seat]
    items = sum(boards.items)
    face_up = len(boards.face_up)
    turn = r.turn
    if turn is not None and turn.player == seat:
        items += turn.draws
        face_up += turn.flips
    cost = rules.plate_threshold
    open_slots = boards.plates < len(rules.layout.plate_values)
    return (float(scoring.total(rules, boards)),
            boards.coins / cost if open_slots else 0.0,
            items / cost if open_slots else 0.0,
            float(face_up),
            float(min(boards.temple, boards.garden)),
            float(sum(owner == seat for owner in r.wave_owners)),
            float(r.spring_holder == seat))


def features(rules: Options, r: Record) -> list[float]:
    """The model's inputs at ``r``: player 0's traits less player 1's, then the same times
    `progress`."""
    p = progress(rules, r)
    diff = [a - b for a, b in zip(traits(rules, r, 0), traits(rules, r, 1))]
    return diff + [d * p for d in diff]


def evaluate(rules: Options, r: Record) -> tuple[float, float]:
    """Each seat's expected return at ``r``, in [0, 1] and summing to 1: the exact returns
    once the game is over (TD-17.2), else the fitted logistic chance of player 0 (see the
    module) and its complement."""
    if r.phase is Phase.END:
        first, second = rules.returns(r)
        return float(first), float(second)
    z = sum(w * x for w, x in zip(WEIGHTS, features(rules, r)))
    z = max(-30.0, min(30.0, z))
    chance = 1.0 / (1.0 + math.exp(-z))
    return chance, 1.0 - chance
