"""OpenSpiel's NFSP (Neural Fictitious Self-Play, PyTorch) learning Fox Duet from its
information-state tensors.

NFSP (Heinrich and Silver, 2016) trains, per seat, a best response by DQN and an average
policy by supervised learning; both networks read ``state.information_state_tensor(p)``,
which OpenSpiel's ``rl_environment`` hands them as ``info_state``. Here both seats of
Fox Duet learn over a few episodes with tiny networks and buffers, then play an
evaluation game with their average policies; the learning is real, the budget is a toy:

    pip install "tabletop[openspiel]" dm-tree
    pip install torch --index-url https://download.pytorch.org/whl/cpu
    python examples/openspiel_nfsp.py
    python examples/openspiel_nfsp.py --episodes 200 --hidden 128
"""

from __future__ import annotations

import argparse

import numpy as np
import pyspiel
from open_spiel.python import rl_environment
from open_spiel.python.pytorch import nfsp

from tabletop.adapters import openspiel


def agents_for(env: rl_environment.Environment, hidden: int, seed: int) -> list[nfsp.NFSP]:
    """One NFSP learner per seat, with buffers and batches small enough to learn within
    a few episodes (and half its episodes spent on the best response, 0.1 in the paper,
    so that both networks learn soon)."""
    size = env.observation_spec()["info_state"][0]
    actions = env.action_spec()["num_actions"]
    return [nfsp.NFSP(seat, state_representation_size=size, num_actions=actions,
                      hidden_layers_sizes=[hidden], reservoir_buffer_capacity=2_000,
                      anticipatory_param=0.5, batch_size=16, min_buffer_size_to_learn=32,
                      learn_every=16, replay_buffer_capacity=2_000,
                      epsilon_decay_duration=1_000, seed=seed + seat)
            for seat in range(env.num_players)]


def episode(env: rl_environment.Environment, agents: list[nfsp.NFSP],
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
    args = parser.parse_args(argv)
    if args.episodes < 1 or args.hidden < 1:
        parser.error("--episodes and --hidden must be at least 1")

    openspiel.register()
    game = pyspiel.load_game("tabletop_fox_duet")
    env = rl_environment.Environment(game, seed=args.seed)  # info_state: the tensors
    np.random.seed(args.seed)  # NFSP draws its episode modes from numpy's global stream
    agents = agents_for(env, args.hidden, args.seed)
    print(f"{game.get_type().short_name}: information-state tensors of "
          f"{game.information_state_tensor_size()} values, {game.num_distinct_actions()} "
          "actions")
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
