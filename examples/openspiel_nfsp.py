"""OpenSpiel's NFSP (Neural Fictitious Self-Play) learning Fox Duet from its
information-state tensors.

NFSP (Heinrich and Silver, 2016) trains, per seat, a best response by DQN and an average
policy by supervised learning; both networks read ``state.information_state_tensor(p)``,
which OpenSpiel's ``rl_environment`` hands them as ``info_state``. Here both seats of
Fox Duet learn over a few episodes with tiny networks and buffers, then play an
evaluation game with their average policies; the learning is real, the budget is a toy.
OpenSpiel ships NFSP for JAX (``open_spiel.python.jax.nfsp``) and for PyTorch
(``open_spiel.python.pytorch.nfsp``); ``--framework`` picks one, by default the first
installed of the two:

    pip install "tabletop[openspiel,learning]"      # JAX, CPU wheels from PyPI
    python examples/openspiel_nfsp.py
    python examples/openspiel_nfsp.py --episodes 200 --hidden 128
    python examples/openspiel_nfsp.py --framework pytorch   # needs torch and dm-tree
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
from types import ModuleType
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python import rl_environment

from tabletop.adapters import openspiel

FRAMEWORKS = {"jax": ("jax", "flax", "optax", "chex"), "pytorch": ("torch", "tree")}
"""Each framework of OpenSpiel's NFSP and the modules it needs."""
SETTINGS = {"jax": {"allow_checkpointing": False}, "pytorch": {}}
"""What each framework's NFSP takes beyond the common arguments (no checkpoint files)."""


def installed(framework: str) -> bool:
    """Whether every module ``framework``'s NFSP needs is installed."""
    return all(importlib.util.find_spec(name) for name in FRAMEWORKS[framework])


def framework_of(framework: str | None) -> str:
    """``framework``, or the first one installed when None, with a clear error naming what
    to install when it is missing."""
    chosen = framework or next((f for f in FRAMEWORKS if installed(f)), None)
    if chosen is None:
        raise SystemExit("NFSP needs JAX (jax, flax, optax, chex) or PyTorch (torch, tree "
                         'from dm-tree): pip install "tabletop[learning]" installs JAX\'s')
    if not installed(chosen):
        raise SystemExit(f"NFSP for {chosen} needs the modules {', '.join(FRAMEWORKS[chosen])}")
    return chosen


def agents_for(framework: str, nfsp: ModuleType, env: rl_environment.Environment,
               hidden: int, seed: int) -> list[Any]:
    """One NFSP learner per seat, with buffers and batches small enough to learn within
    a few episodes (and half its episodes spent on the best response, 0.1 in the paper,
    so that both networks learn soon)."""
    size = env.observation_spec()["info_state"][0]
    actions = env.action_spec()["num_actions"]
    return [nfsp.NFSP(seat, state_representation_size=size, num_actions=actions,
                      hidden_layers_sizes=[hidden], reservoir_buffer_capacity=2_000,
                      anticipatory_param=0.5, batch_size=16, min_buffer_size_to_learn=32,
                      learn_every=16, replay_buffer_capacity=2_000,
                      epsilon_decay_duration=1_000, seed=seed + seat, **SETTINGS[framework])
            for seat in range(env.num_players)]


def episode(env: rl_environment.Environment, agents: list[Any],
            learning: bool = True) -> tuple[list[float], int]:
    """One game: each seat's agent acts from its information-state tensor (learning
    unless ``learning`` is off); the returns and the number of decisions."""
    time_step = env.reset()
    decisions = 0
    while not time_step.last():
        seat = time_step.observations["current_player"]
        output = agents[seat].step(time_step, is_evaluation=not learning)
        time_step = env.step([output.action])
        decisions += 1
    if learning:
        for agent in agents:  # every seat sees the end and learns from it
            agent.step(time_step)
    return list(time_step.rewards), decisions


def shown(losses: tuple[float | None, float | None]) -> str:
    """Two losses, ``-`` for one not computed yet (its buffer is still filling)."""
    return ", ".join("-" if loss is None else f"{float(loss):.3f}" for loss in losses)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=6)
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--framework", choices=list(FRAMEWORKS),
                        help="OpenSpiel's NFSP for JAX or PyTorch (default: the first installed)")
    args = parser.parse_args(argv)
    if args.episodes < 1 or args.hidden < 1:
        parser.error("--episodes and --hidden must be at least 1")

    framework = framework_of(args.framework)
    nfsp = importlib.import_module(f"open_spiel.python.{framework}.nfsp")
    openspiel.register()
    game = pyspiel.load_game("tabletop_fox_duet")
    env = rl_environment.Environment(game, seed=args.seed)  # info_state: the tensors
    np.random.seed(args.seed)  # NFSP draws its episode modes from numpy's global stream
    agents = agents_for(framework, nfsp, env, args.hidden, args.seed)
    print(f"{game.get_type().short_name}: information-state tensors of "
          f"{game.information_state_tensor_size()} values, {game.num_distinct_actions()} "
          f"actions; NFSP of {nfsp.__name__}")
    for number in range(args.episodes):
        returns, decisions = episode(env, agents)
        losses = "; ".join(f"P{agent.player_id} {shown(agent.loss)}" for agent in agents)
        print(f"episode {number}: returns {returns} after {decisions} decisions; losses "
              f"(average policy, best response): {losses}")
    with agents[0].temp_mode_as(nfsp.MODE.AVERAGE_POLICY), \
            agents[1].temp_mode_as(nfsp.MODE.AVERAGE_POLICY):
        returns, decisions = episode(env, agents, learning=False)
    print(f"average policies: returns {returns} after {decisions} decisions")


if __name__ == "__main__":
    main()
