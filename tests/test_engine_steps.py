"""The kernel's step queue: automatic phases run their pending tasks, then their step, inside
the transition that reaches them, and stop where a decision is posed."""

import attrs

from tabletop.engine import (
    TERMINAL,
    Action,
    Frozen,
    GameInfo,
    PhaseName,
    Rules,
    automatic,
    decision,
    frozen,
    terminal,
)


class Step(PhaseName):
    CHOOSE = "choose"
    RESOLVING = "resolving"
    END = "end"


@attrs.frozen
class Go(Action):
    def __str__(self) -> str:
        return "go"


@frozen
class Tally(Frozen):
    phase: Step = Step.RESOLVING
    actor: int = 0
    todo: tuple[int, ...] = (1, 2, 3)
    log: tuple[str, ...] = ()


def run(rules, r, first, rest):
    """Task 2 poses the decision; the others only log themselves."""
    r = r.replace(todo=rest, log=(*r.log, f"task {first}"))
    return r.replace(phase=Step.CHOOSE) if first == 2 else r


def finish(rules, r):
    return r.replace(phase=Step.END, log=(*r.log, "step"))


def chosen(rules, r, action):
    return r.replace(phase=Step.RESOLVING, log=(*r.log, "chosen"))


@attrs.frozen
class Queue(Rules[Tally]):
    name = "queue"
    info = GameInfo(title="queue", min_players=1, max_players=1, cooperative=False,
                    hidden_information=False, chance=False, max_length=2)
    phases = {
        Step.CHOOSE: decision("Q-1", "P{actor} goes on", lambda rules, r: (Go(),), chosen),
        Step.RESOLVING: automatic("Q-2", "the tasks run", finish, task=run),
        Step.END: terminal("Q-3", "over"),
    }

    @property
    def num_players(self) -> int:
        return 1

    def initial_record(self) -> Tally:
        return self.proceed(Tally())


def test_tasks_run_first_in_first_out_until_one_poses_a_decision():
    record = Queue().initial_record()
    assert record.log == ("task 1", "task 2")
    assert record.phase is Step.CHOOSE and record.todo == (3,)


def test_the_rest_runs_after_the_decision_then_the_phase_step():
    rules = Queue()
    state = rules.initial_state()
    state.apply(Go())
    assert state.record.log == ("task 1", "task 2", "chosen", "task 3", "step")
    assert state.current_player == TERMINAL and state.record.todo == ()


def test_an_automatic_phase_is_never_posed():
    rules = Queue()
    state = rules.initial_state()
    phases = {state.phase}
    state.apply(Go())
    phases.add(state.phase)
    assert phases == {"choose", "end"}
