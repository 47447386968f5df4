"""Many games of one kind stepped together, with numpy batches: the environment for
reinforcement learning at scale.

`VectorEnv` holds ``num_envs`` games. ``reset()`` and ``step(actions)`` return a `Batch`:
the deciding seat's observation of every game (``(N, *rules.observation_shape)``
float32), its legal-action mask (``(N, rules.num_actions)`` bool), the deciding seat
(``(N,)``), the rewards of the step for every seat (``(N, players)``: a finished game's
``state.returns()``, else 0) and which games ended on this step (``(N,)`` bool). An action is
its ``rules.action_index``; ``step`` takes one per game, for the seat that decides there.

Chance events (deals, dice, draws) are resolved inside, each game from its own stream
spawned from ``seed``, so a batch never stops at one. A game that ends is started again at
once (automatic reset): its row then shows the first decision of the next game, its
``terminated`` flag and rewards tell how the last one ended, and ``episodes`` counts the
games played. The same seed and the same actions give the same batches. Needs numpy only.

Examples:
    >>> import numpy as np
    >>> from tabletop.adapters.vector import VectorEnv
    >>> env = VectorEnv("fox_duet", num_envs=8, seed=0)
    >>> batch = env.reset()
    >>> batch.observation.shape == (8, *env.rules.observation_shape), batch.action_mask.shape
    (True, (8, 110))
    >>> actions = batch.action_mask.argmax(axis=1)  # the first legal action of each game
    >>> batch = env.step(actions)
    >>> batch.rewards.shape, batch.terminated.dtype
    ((8, 2), dtype('bool'))
"""

from __future__ import annotations

from typing import Any

import attrs
import numpy as np

from ..engine import IllegalActionError, Rng, Rules, State
from ..engine.chance import Seed
from ..engine.game import resolve_chance
from ..engine.registry import rules_of

MAX_ENVS = 65_536
"""The most games one `VectorEnv` holds."""


@attrs.frozen(eq=False)
class Batch:
    """What `VectorEnv.reset` and `VectorEnv.step` return, one row per game."""

    observation: np.ndarray
    """``(N, *observation_shape)`` float32: the deciding seat's ``observation.to_array()``
    (as the rules' ``observation_arrays`` computes every row at once)."""
    action_mask: np.ndarray
    """``(N, num_actions)`` bool: the deciding seat's legal actions."""
    current_player: np.ndarray
    """``(N,)`` int64: the seat that decides in each game."""
    rewards: np.ndarray
    """``(N, players)`` float32: the returns of a game that ended on this step, else 0."""
    terminated: np.ndarray
    """``(N,)`` bool: the game ended on this step (its row already shows the next game)."""


class VectorEnv:
    """``num_envs`` games of ``game`` (a registered name with keyword ``options``, or loaded
    `Rules`), stepped together (see the module's description)."""

    def __init__(self, game: str | Rules[Any], num_envs: int, seed: Seed = None, **options: Any):
        if type(num_envs) is not int or not 1 <= num_envs <= MAX_ENVS:
            raise ValueError(f"num_envs must be a whole number from 1 to {MAX_ENVS}, got "
                             f"{num_envs!r:.40}")
        self.rules = rules_of(game, **options)
        rules = self.rules
        self.num_envs = num_envs
        self.num_players = rules.num_players
        self.num_actions = rules.num_actions
        self.observation_shape = tuple(rules.observation_shape)
        self._most = rules.max_game_length  # read once: a game may compute it afresh
        self._streams: list[Rng] = []
        self._chance: list[Rng] = []
        self.games: list[State[Any]] = []
        self.episodes = 0
        """Games finished since the last ``reset``."""
        self._seed = seed
        self._mask = np.zeros((num_envs, self.num_actions), bool)
        self._player = np.zeros(num_envs, np.int64)

    def reset(self, seed: Seed = None) -> Batch:
        """Start a new game in every slot: from ``seed`` if given, else from the seed the
        environment was made with (so two resets without a seed give the same games)."""
        streams = Rng(self._seed if seed is None else seed).spawn(self.num_envs)
        self._streams = streams
        self._chance = list(streams)  # each replaced by its game's own stream
        self.games = [self._new_game(i) for i in range(self.num_envs)]
        self.episodes = 0
        slots = [slot for i, state in enumerate(self.games) for slot in self._legal(i, state)]
        zeros = np.zeros((self.num_envs, self.num_players), np.float32)
        return self._batch(slots, zeros, np.zeros(self.num_envs, bool))

    def step(self, actions: Any) -> Batch:
        """Apply one action index per game for its deciding seat, then resolve chance and
        restart the games that ended. Every action is checked before any is applied: an
        illegal one raises ``IllegalActionError`` naming the game, and nothing changes."""
        if not self.games:
            raise RuntimeError("call reset() first")
        chosen = np.asarray(actions)
        if chosen.shape != (self.num_envs,) or not np.issubdtype(chosen.dtype, np.integer):
            raise ValueError(f"actions must be {self.num_envs} whole numbers (one per game), "
                             f"got an array of shape {chosen.shape} and type {chosen.dtype}")
        inside = (chosen >= 0) & (chosen < self.num_actions)
        legal = inside & self._mask[np.arange(self.num_envs), np.where(inside, chosen, 0)]
        if not legal.all():
            i = int(np.flatnonzero(~legal)[0])
            raise IllegalActionError(
                f"game {i}: action {int(chosen[i])} is not legal for P{int(self._player[i])} "
                f"at {self.games[i].phase}; legal: "
                + ", ".join(map(str, np.flatnonzero(self._mask[i])[:20])))
        rewards = np.zeros((self.num_envs, self.num_players), np.float32)
        ended = np.zeros(self.num_envs, bool)
        space = self.rules.action_space
        most = self._most
        slots: list[int] = []  # the legal actions, as indices of the flattened mask
        for i, (state, action) in enumerate(zip(self.games, chosen.tolist())):
            state.apply(space[action])
            resolve_chance(state, self._chance[i], most)
            if state.is_terminal:
                rewards[i] = state.returns()
                ended[i] = True
                self.episodes += 1
                state = self.games[i] = self._new_game(i)
            slots += self._legal(i, state)
        return self._batch(slots, rewards, ended)

    def _new_game(self, i: int) -> State[Any]:
        """The next game of slot ``i``'s stream: the game `Game` plays from the next seed
        the stream draws, chance resolved as `Game` resolves it but with no undo marks and
        no past records (a batch never steps back); a game that ends before any decision is
        counted and replaced."""
        while True:
            self._chance[i] = Rng(int(self._streams[i].generator.integers(2**63)))
            state: State[Any] = self.rules.initial_state()
            state.forget_past()
            resolve_chance(state, self._chance[i], self._most)
            if not state.is_terminal:
                return state
            self.episodes += 1

    def _legal(self, i: int, state: State[Any]) -> list[int]:
        """The legal actions of game ``i`` (``state``, waiting for a decision) as indices of
        the flattened ``(N, num_actions)`` mask. Asked as soon as the game reaches the
        decision, while the rules still hold its list."""
        at = i * self.num_actions
        return [at + index for index in state.legal_indices()]

    def _batch(self, slots: list[int], rewards: np.ndarray, ended: np.ndarray) -> Batch:
        """The batch of every game (each waiting for a decision) with its legal actions
        (``slots`` of the flattened mask, `_legal`) and the step's ``rewards`` and ``ended``;
        the mask and seats are kept to check the next actions. The rows are the rules'
        ``observation_arrays`` of every game, made in one pass once every game has moved:
        one kind of work at a time runs faster than the two interleaved game by game."""
        mask = np.zeros(self.num_envs * self.num_actions, bool)
        mask[slots] = True
        self._mask = mask.reshape(self.num_envs, self.num_actions)
        seats = [state.current_player for state in self.games]
        self._player = np.array(seats, np.int64)
        observation = self.rules.observation_arrays([state.record for state in self.games],
                                                    seats)
        return Batch(observation, self._mask.copy(), self._player.copy(), rewards, ended)

    def __repr__(self) -> str:
        return f"VectorEnv({self.rules.name!r}, num_envs={self.num_envs})"

