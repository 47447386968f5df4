"""The conformance suite: checks any game (ours or a user's) against the kernel's contract.

Run it from a test::

    from tabletop.testing import assert_conforms

    def test_my_game_conforms():
        assert_conforms(MyRules(), games=200)

Over many random seeded games it checks that games end, that ``apply`` + ``undo`` restore
an equal state, that clones are independent, that illegal actions are refused without a
trace, that the same seed gives the same game, that records round-trip through JSON,
that ``determinize(p)`` keeps ``observation(p)`` (so an observation that leaks a hidden
part is caught) and, on p's turn, the legal actions, that observation arrays have the
declared shape, that chance probabilities sum to 1, that every action reads back from its
text and index, and that no legal-action list is empty before the end.
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Callable, Iterator
from typing import Any, cast

import attrs
import numpy as np

from .bots import RandomBot
from .engine import (
    CHANCE,
    TERMINAL,
    Action,
    Game,
    GameRecord,
    IllegalActionError,
    Rng,
    Rules,
    State,
    pick,
)
from .engine.options import same_value


# -- helpers for a game's own tests ------------------------------------------------------------
def apply_texts(state: State[Any], *texts: str) -> State[Any]:
    """Apply each action or chance outcome written as its text, in turn; returns ``state``.

    Examples:
        >>> import tabletop
        >>> state = tabletop.load_game("tokaido_duo", start_player=0).initial_state()
        >>> apply_texts(state, "stall:ST1").record.stalls
        ('ST1',)
    """
    for text in texts:
        state.apply(state.rules.parse_action(text))
    return state


def legal_texts(state: State[Any]) -> list[str]:
    """The legal actions (or outcomes) of ``state`` as their texts."""
    return [str(a) for a in state.legal_actions()]


def position(state: State[Any], **changes: Any) -> State[Any]:
    """A fresh state (no history) standing on ``state``'s record with some fields replaced:
    set up a position directly, then play on from it."""
    return cast(State[Any], state.rules.state_from_record(attrs.evolve(state.record, **changes)))


def random_states(rules: Rules[Any], games: int, seed: int = 0) -> Iterator[State[Any]]:
    """Every state of ``games`` random games, the end included: chance outcomes drawn by
    their weights, decisions uniformly (the state is the same object, stepped on after
    each yield)."""
    rnd = random.Random(seed)
    for _ in range(games):
        state = rules.initial_state()
        yield state
        while not state.is_terminal:
            if state.is_chance:
                state.apply(pick(state.chance_outcomes(), rnd.random()))
            else:
                state.apply(rnd.choice(state.legal_actions()))
            yield state


def random_game_length(rules: Rules[Any], seed: int = 0, most: int | None = None) -> int:
    """The steps of one random game (as `random_states` plays it), played to its end or
    to ``most`` steps (by default one past ``rules.max_game_length``, so a longer game
    shows as longer than its bound)."""
    bound = rules.max_game_length + 1 if most is None else most
    steps = 0
    for steps, state in enumerate(random_states(rules, games=1, seed=seed)):
        if steps >= bound or state.is_terminal:
            break
    return steps


def alternative_options(rules_class: type[Rules[Any]]) -> list[dict[str, Any]]:
    """One option dictionary per non-default value of every option with declared choices
    (the player count excepted): the runs that test each alternative on its own.

    Examples:
        >>> from tabletop.games.tokaido_duo import Rules
        >>> {"plate_threshold": 10} in alternative_options(Rules)
        True
    """
    return [{info.name: choice} for info in rules_class.option_info().values()
            if info.choices and info.name != "players"
            for choice in info.choices if not same_value(choice, info.default)]


def all_alternatives(rules_class: type[Rules[Any]]) -> dict[str, Any]:
    """Every option with declared choices (the player count excepted) at its first
    non-default value, all at once."""
    chosen: dict[str, Any] = {}
    for option in alternative_options(rules_class):
        for name, value in option.items():
            chosen.setdefault(name, value)
    return chosen


@attrs.frozen
class Finding:
    """One broken promise: which check, what happened, and where (game seed, step)."""

    check: str
    message: str
    seed: int | None = None
    step: int | None = None

    def __str__(self) -> str:
        where = "" if self.seed is None else f" [game seed {self.seed}, step {self.step}]"
        return f"{self.check}: {self.message}{where}"


class ConformanceError(AssertionError):
    """Raised by [`assert_conforms`][tabletop.testing.assert_conforms] with every finding in its
    message."""

    def __init__(self, findings: list[Finding]):
        super().__init__(f"{len(findings)} conformance finding(s):\n"
                         + "\n".join(f"  - {f}" for f in findings))
        self.findings = findings


def assert_conforms(rules: Rules[Any], **kwargs: Any) -> None:
    """Run [`check_game`][tabletop.testing.check_game] and raise
    [`ConformanceError`][tabletop.testing.ConformanceError] on any finding."""
    findings = check_game(rules, **kwargs)
    if findings:
        raise ConformanceError(findings)


def check_game(rules: Rules[Any], *, games: int = 100, seed: int = 0, max_steps: int = 20_000,
               deep_checks: int = 3, per_check: int = 3) -> list[Finding]:
    """Play ``games`` random games of ``rules`` and return what breaks the contract.

    ``deep_checks`` is how many actions per step are applied and undone (besides the one
    played); ``per_check`` caps how many findings of one check are kept.
    """
    findings: list[Finding] = []
    counts: dict[str, int] = {}

    def report(check: str, message: str, game_seed: int | None = None,
               step: int | None = None) -> None:
        counts[check] = counts.get(check, 0) + 1
        if counts[check] <= per_check:
            findings.append(Finding(check, message, game_seed, step))

    _check_start(rules, report)
    for game_seed in range(seed, seed + games):
        _check_one_game(rules, game_seed, max_steps, deep_checks, report)
    for game_seed in range(seed, seed + min(games, 3)):
        _check_reproducible(rules, game_seed, max_steps, report)
    return findings


Report = Callable[..., None]


def _check_start(rules: Rules[Any], report: Report) -> None:
    state = rules.initial_state()
    try:
        state.undo()
        report("undo", "undo on a new state did not raise IndexError")
    except IndexError:
        pass
    if not str(state).strip():
        report("text", "str(state) of a new state is empty")
    _check_observation_text(rules, state, report)
    if len(set(rules.action_space)) != len(rules.action_space):
        report("action space", "rules.action_space holds duplicates")
    info = rules.info
    if info is None:
        report("metadata", f"{type(rules).__name__}.info declares no GameInfo")
    elif not info.min_players <= rules.num_players <= info.max_players:
        report("metadata", f"{rules.num_players} players is outside info's "
               f"{info.min_players}..{info.max_players}")
    if "auto_forced" not in rules.option_names():
        report("metadata", "the game does not accept the kernel's auto_forced option")


def _check_one_game(rules: Rules[Any], game_seed: int, max_steps: int, deep_checks: int,
                    report: Report) -> None:
    rng = Rng(game_seed)
    state = rules.initial_state()
    bound = rules.max_game_length if rules.info is not None else max_steps
    for step in range(max_steps):
        if step > bound:
            report("metadata", f"the game is longer than rules.max_game_length = {bound}",
                   game_seed, step)
            bound = max_steps
        if state.current_player == TERMINAL:
            _check_terminal(rules, state, game_seed, step, report)
            return
        try:
            action = _check_step(rules, state, rng, deep_checks, game_seed, step, report)
        except Exception as exc:  # a crash inside the game is itself a finding
            report("crash", f"{type(exc).__name__}: {exc}", game_seed, step)
            return
        if action is None:
            return
        state.apply(action)
    report("ends", f"game did not end within {max_steps} steps", game_seed, max_steps)


def _check_step(rules: Rules[Any], state: State[Any], rng: Rng, deep_checks: int, game_seed: int,
                step: int, report: Report) -> Action | None:
    def bad(check: str, message: str) -> None:
        report(check, message, game_seed, step)

    player = state.current_player
    if not (player == CHANCE or 0 <= player < rules.num_players):
        bad("current player", f"current_player is {player}")
        return None
    legal = state.legal_actions()
    if not legal:
        bad("no legal actions", f"phase {state.phase} offers no legal action before the end")
        return None
    if len(set(legal)) != len(legal):
        bad("legal actions", f"phase {state.phase} lists an action twice")
    if player >= 0 and len(legal) == 1 and getattr(rules, "auto_forced", False):
        bad("forced", f"phase {state.phase} is posed with a single legal action although "
            "auto_forced is on")
    if player == CHANCE and rules.info is not None and not rules.info.chance:
        bad("metadata", f"chance event {state.phase} in a game whose info says no chance")
    _check_views(rules, state, rng, player, legal, bad)
    if player == CHANCE:
        outcomes = state.chance_outcomes()
        total = sum(p for _, p in outcomes)
        if not math.isclose(total, 1.0, rel_tol=0, abs_tol=1e-9):
            bad("chance", f"probabilities of {state.phase} sum to {total:.9g}")
        if any(p <= 0 for _, p in outcomes):
            bad("chance", f"{state.phase} lists an outcome with probability <= 0")
        if [a for a, _ in outcomes] != legal:
            bad("chance", f"{state.phase}: chance_outcomes() and legal_actions() differ")
        chosen = rng.weighted(outcomes) if outcomes else legal[0]
    else:
        _check_action_space(rules, state, legal, bad)
        chosen = rng.choice(legal)
    _check_text(rules, legal, bad)
    _check_apply_undo(rules, state, rng, legal, chosen, deep_checks, bad)
    return chosen


def _check_views(rules: Rules[Any], state: State[Any], rng: Rng, player: int, legal: list[Action],
                 bad: Callable[[str, str], None]) -> None:
    seat = player if player >= 0 else rng.integers(rules.num_players)
    seen = state.observation(seat)
    array = seen.to_array()
    if tuple(array.shape) != tuple(rules.observation_shape):
        bad("observation shape",
            f"to_array() has shape {array.shape}, rules say {rules.observation_shape}")
    for _ in range(2):
        other = state.determinize(seat, rng.generator)
        if other.observation(seat) != seen:
            bad("determinize", f"determinize({seat}) changed observation({seat})")
        elif not np.array_equal(other.observation(seat).to_array(), array):
            bad("determinize", f"determinize({seat}) changed observation({seat}).to_array()")
        if other.current_player != player or other.phase != state.phase:
            bad("determinize", f"determinize({seat}) changed whose turn or the phase")
        elif player >= 0 and other.legal_actions() != legal:
            bad("determinize", f"determinize({seat}) changed the legal actions of seat {seat}")


def _check_observation_text(rules: Rules[Any], state: State[Any], report: Report) -> None:
    """Every seat's observation reads as text, without a raw record or rules dump."""
    dumps = (f"{type(state.record).__name__}(", f"{type(rules).__name__}(")
    for seat in range(rules.num_players):
        text = str(state.observation(seat))
        if not text.strip():
            report("text", f"str(observation({seat})) is empty")
        elif any(dump in text for dump in dumps):
            report("text", f"str(observation({seat})) dumps the record or the rules: "
                   f"{text[:80]!r}")


def _check_action_space(rules: Rules[Any], state: State[Any], legal: list[Action],
                        bad: Callable[[str, str], None]) -> None:
    try:
        indices = [rules.action_index(a) for a in legal]
    except ValueError as exc:
        bad("action index", str(exc))
        return
    if [rules.action_from_index(i) for i in indices] != legal:
        bad("action index", "action_from_index(action_index(a)) != a")
    mask = state.legal_mask()
    if mask.shape != (rules.num_actions,) or sorted(np.flatnonzero(mask)) != sorted(indices):
        bad("legal mask", "legal_mask() does not match legal_actions()")


def _check_text(rules: Rules[Any], legal: list[Action], bad: Callable[[str, str], None]) -> None:
    for a in legal:
        try:
            if rules.parse_action(str(a)) != a:
                bad("action text", f"parse_action({str(a)!r}) gives another action")
        except ValueError as exc:
            bad("action text", f"parse_action(str(a)) failed: {exc}")


def _check_apply_undo(rules: Rules[Any], state: State[Any], rng: Rng, legal: list[Action],
                      chosen: Action, deep_checks: int,
                      bad: Callable[[str, str], None]) -> None:
    before = copy.deepcopy(state.record)
    length = state.steps
    tried = [chosen, *(rng.choice(legal) for _ in range(deep_checks))]
    for a in tried:
        twin = state.clone()
        state.apply(a)
        if state.undo() != a:
            bad("undo", "undo() did not return the action just applied")
        if state.record != before or state.steps != length:
            bad("undo", f"apply({a}) + undo() did not restore an equal state")
            return
        twin.apply(a)
        if state.record != before or state.steps != length:
            bad("clone", f"applying {a} to a clone changed the original")
            return
    if state.current_player >= 0:
        illegal = next((a for a in rules.action_space if a not in legal), None)
        if illegal is not None:
            try:
                state.apply(illegal)
                bad("illegal action", f"{illegal} was accepted in phase {state.phase}")
                state.undo()
            except IllegalActionError:
                pass
            if state.record != before or state.steps != length:
                bad("illegal action", f"refusing {illegal} changed the state")


def _check_terminal(rules: Rules[Any], state: State[Any], game_seed: int, step: int,
                    report: Report) -> None:
    n = rules.num_players
    if state.legal_actions():
        report("terminal", "legal_actions() is not empty at the end", game_seed, step)
    if not state.winners() <= frozenset(range(n)):
        report("terminal", f"winners {set(state.winners())} are not seats", game_seed, step)
    if len(state.returns()) != n or len(state.scores()) != n:
        report("terminal", "returns() or scores() do not have one entry per seat",
               game_seed, step)
    if not str(state).strip():
        report("text", "str(state) at the end is empty", game_seed, step)
    _check_observation_text(rules, state, report)
    if rules.info is not None and rules.info.cooperative and len(set(state.returns())) > 1:
        report("metadata", f"a cooperative game gave the seats different returns "
               f"{state.returns()}", game_seed, step)
    try:
        record = GameRecord.from_json(GameRecord.of(state).to_json())
        replayed = record.replay(rules)
        if replayed != state or replayed.history != state.history:
            report("record", "replaying the JSON record gives another game", game_seed, step)
    except Exception as exc:  # noqa: BLE001 - any failure here is the finding
        report("record", f"record round trip failed: {type(exc).__name__}: {exc}",
               game_seed, step)


def _check_reproducible(rules: Rules[Any], game_seed: int, max_steps: int, report: Report) -> None:
    def run() -> tuple[Any, ...]:
        game = Game(rules, seed=game_seed, max_auto_steps=max_steps)
        bots = [RandomBot(seed=game_seed * 100 + p) for p in range(rules.num_players)]
        for _ in range(max_steps):
            if game.is_over:
                break
            game.apply(bots[game.current_player].choose(game.view()))
        return game.state.history

    try:
        if run() != run():
            report("reproducible", "the same seed and bots gave two different games", game_seed)
    except Exception as exc:  # noqa: BLE001
        report("reproducible", f"seeded play failed: {type(exc).__name__}: {exc}", game_seed)
