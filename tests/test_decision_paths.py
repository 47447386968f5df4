"""A decision reaches its rule code in at most 5 calls, with no back and forth: from
``State.apply`` through the kernel's ``next_record`` and ``transition`` to the phase's own
``apply`` function (the 4th call), which is the rule or calls it (the 5th); and once the
game's ``flow`` module has handed a decision to a rule module, that module never calls
back into ``flow``. Checked on every kind of decision met in seeded random games of every
game, by watching the calls as they are made (``sys.setprofile``)."""

import sys
from collections import defaultdict

import pytest

import tabletop
from tabletop.bots import RandomBot
from tabletop.engine.state import State

GAMES = tabletop.list_games()
DEPTH = 4
"""Calls from ``State.apply`` to the phase's ``apply`` function, both counted."""


def decisions(name: str, games: int = 3) -> dict[str, State]:
    """One state per decision phase met in ``games`` seeded random games of ``name``."""
    rules = tabletop.load_game(name)
    found: dict[str, State] = {}
    for seed in range(games):
        game = tabletop.Game(rules, seed=seed)
        bots = [RandomBot(seed=seed * 10 + p) for p in range(rules.num_players)]
        while not game.is_over:
            state = game.state
            found.setdefault(str(state.phase), state.clone())
            game.apply(bots[game.current_player].choose(game.view()))
    return found


def watch(state: State) -> tuple[int, list[str]]:
    """Apply the first legal action of ``state`` while watching the calls: the depth at
    which the phase's ``apply`` is entered (``State.apply`` is 1), and every call stack
    on which the game's ``flow`` is entered again above one of its rule modules."""
    apply_code = state.rules.phases[state.record.phase].apply.__code__
    package = type(state.rules).__module__.rpartition(".")[0]
    flow = package + ".flow"
    stack: list[tuple[str, object]] = []
    depth = {}
    back: list[str] = []

    def profile(frame, event, arg):
        if event == "call":
            module = frame.f_globals.get("__name__", "")
            code = frame.f_code
            if code is State.apply.__code__ and "start" not in depth:
                depth["start"] = len(stack)
            if code is apply_code and "apply" not in depth:
                depth["apply"] = len(stack) - depth.get("start", 0) + 1
            if module == flow:
                mine = [m for m, _ in stack if m.startswith(package + ".")]
                if flow in mine and mine[-1] != flow:
                    back.append(" -> ".join(mine + [module]))
            stack.append((module, code))
        elif event == "return" and stack:
            stack.pop()

    sys.setprofile(profile)
    try:
        state.apply(state.legal_actions()[0])
    finally:
        sys.setprofile(None)
    return depth["apply"], back


@pytest.mark.parametrize("name", GAMES)
def test_each_decision_reaches_its_rule_in_at_most_five_calls(name):
    depths: dict[int, list[str]] = defaultdict(list)
    for phase, state in decisions(name).items():
        depth, back = watch(state)
        depths[depth].append(phase)
        assert not back, f"{name}, phase {phase}: flow is entered again from a rule: {back[0]}"
    assert set(depths) == {DEPTH}, f"{name}: the phase's apply is reached at {dict(depths)}"
