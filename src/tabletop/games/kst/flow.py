"""Transitions: the ``apply`` function of every phase, and the two functions of the
automatic phase ``resolving`` (spec section 5).

A transition that leaves the record ``resolving`` hands it to the kernel's step queue
([`automatic`][tabletop.engine.phases.automatic]), which runs the pending effects (field
``todo``) one by one with their controllers (`resolve_effect`, KST-19) and, when none is
left, the step of the turn the game is in (`run_stage`, `.turn.STAGES`), until a decision,
a chance event or the end is posed. Every handler settles eliminations and the ends after
its atomic step (KST-2.3, KST-17.6).
"""

from __future__ import annotations

from ...engine import NOBODY, Action
from . import combat, effects, setup, turn
from .actions import (
    KEEP,
    ROLL_CARAVANS,
    Die,
    Draw,
    Host,
    Lay,
    PlayAction,
    Sell,
    Stake,
    StartDie,
    StartSeat,
    Summon,
    Target,
    TargetPlayer,
    Teams,
    Word,
)
from .effects import EFFECTS
from .options import Options
from .state import DIE, Job, Jobs, Record
from .turn import STAGES


def resolve_effect(rules: Options, r: Record, job: Job, rest: Jobs) -> Record:
    """The next pending effect, by its op's handler (`.effects.EFFECTS`), with its
    controller (KST-19)."""
    seat, effect = job
    return EFFECTS[effect.op](rules, r, seat, effect, rest)


def run_stage(rules: Options, r: Record) -> Record:
    """With no effect pending: the next step of setup or of the turn (`.turn.STAGES`)."""
    return STAGES[r.stage](rules, r)


def start(rules: Options) -> Record:
    """The record of a new game: the lot of teams, or straight to the deal (KST-1)."""
    return rules.proceed(setup.new_record(rules))


# -- chance events ---------------------------------------------------------------------------
def assign_teams(rules: Options, r: Record, action: Teams) -> Record:
    """``team_assignment`` (KST-1.2)."""
    return setup.assign(rules, r, action.teams)


def draw(rules: Options, r: Record, action: Draw) -> Record:
    """``draw`` (KST-14.1) with its cleanup (KST-3); the end of the turn draw poses the
    first ``play`` at once."""
    return effects.drawn(rules, r, action.index)


def roll_start_die(rules: Options, r: Record, action: StartDie) -> Record:
    """``start_die`` (KST-1.6)."""
    return setup.start_roll(r, action.value)


def draw_start_seat(rules: Options, r: Record, action: StartSeat) -> Record:
    """``start_seat`` (KST-1.6): ``start_player = uniform``, or the lot among the seats
    still tied after the last round of start dice (`.options.START_ROUNDS`)."""
    return setup.begin(r, action.seat)


def roll_die(rules: Options, r: Record, action: Die) -> Record:
    """``die``: a roll of the roll phase (KST-5 … KST-7)."""
    return turn.rolled(rules, r, action.value)


# -- decisions -------------------------------------------------------------------------------
PLAYS = {Lay: turn.lay, PlayAction: turn.play_action, Summon: turn.summon}
"""What each kind of play does with its card (KST-4.2)."""


def play(rules: Options, r: Record, action: Lay | PlayAction | Summon | Word) -> Record:
    """``play`` (KST-4): lay, play an action card, summon, or end the play phase."""
    if isinstance(action, Word):  # end_plays, the only word of the play phase
        return turn.roll(rules, r)
    return PLAYS[type(action)](rules, r, action.index)


def stake_caravan(rules: Options, r: Record, action: Stake) -> Record:
    """``caravan_stake`` (KST-7.1)."""
    return turn.stake(rules, r, action.points)


def place_summoned(rules: Options, r: Record, action: Host | Word) -> Record:
    """``placement`` (KST-12.3)."""
    host = action.entry if isinstance(action, Host) else -1
    return turn.place(rules, r, host)


def aim_attack(rules: Options, r: Record, action: Target) -> Record:
    """``attack_target`` (KST-9)."""
    return combat.hit(rules, r, action.seat, action.entry)


def choose_victim(rules: Options, r: Record, action: TargetPlayer) -> Record:
    """``steal_target`` (KST-19)."""
    return effects.rob(rules, r, action.seat)


def keep_or_release(rules: Options, r: Record, action: Action) -> Record:
    """``afterlife`` (KST-10.1): keep or release."""
    decide = combat.keep if action is KEEP else combat.release
    return decide(rules, r)


def choose_roll_mode(rules: Options, r: Record, action: Action) -> Record:
    """``roll_mode`` (KST-5.1)."""
    return r.replace(roll=r.roll.replace(caravans=action is ROLL_CARAVANS), phase=DIE,
                     actor=NOBODY)


def keep_or_withdraw(rules: Options, r: Record, action: Action) -> Record:
    """``caravan_result`` (KST-7.5): keep or withdraw."""
    decide = turn.keep_caravan if action is KEEP else turn.withdraw
    return decide(rules, r)


def sell_or_finish(rules: Options, r: Record, action: Sell | Word) -> Record:
    """``market`` (KST-8): sell one card, or finish."""
    if isinstance(action, Sell):
        return turn.sell(rules, r, action.index)
    return turn.end_turn(rules, r)
