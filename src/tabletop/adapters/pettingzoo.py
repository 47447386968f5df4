"""Every registered game as a PettingZoo ``AECEnv`` (agent-environment cycle).

Needs the extra ``tabletop[pettingzoo]``. ``env(game, **options)`` works for every game of
``tabletop.list_games()`` and any player count:

* agents are the seats, ``"player_0"`` ... ``"player_<n-1>"``; ``agent_selection`` is the
  deciding seat;
* each agent's observation is a ``Dict`` of ``"observation"`` (``observation(p).to_array()``,
  a float32 ``Box(0, 1)`` of ``rules.observation_shape``: each game divides every count
  by its declared high, see ``tabletop.engine.observation``) and ``"action_mask"``
  (int8 over ``rules.num_actions``; all zeros except for the deciding agent);
* the action space is ``Discrete(rules.num_actions)``, an action being its
  ``rules.action_index``;
* chance events (deals, dice, draws) are resolved inside the environment from its own
  seeded stream, so an agent only ever sees decisions; ``reset(seed=s)`` replays the same
  chance outcomes, ``reset()`` starts the next game of the stream (the first from
  ``env(..., seed=s)``); the game (``env.game``) keeps no way back (``undo=False``: an
  environment never steps back, and its memory stays flat over a long run);
* rewards come at the end and are ``state.returns()``: 1 for a win, 0 for a loss, shared
  wins split; in a cooperative game every seat gets the team's reward;
* ``state()`` is every seat's observation array, flattened and joined seat by seat: the
  whole table, hidden hands included, for a centralised critic (``state_space``);
* ``env("kst", num_players=2)`` works as ``players=2`` (any game with a player count);
* ``infos[agent]`` holds ``"phase"`` (the pending decision's name) and
  ``"legal_actions"`` (their texts for the deciding agent, else empty);
* ``render_mode="ansi"`` makes ``render()`` return ``str(state)``; ``"rgb_array"``
  returns the game's picture (``render_svg``) as an ``(H, W, 3)`` uint8 array, rasterised
  with resvg; ``"human"`` shows that picture in a window (`tabletop.adapters.window`,
  pygame), redrawn after every step, as PettingZoo's classic environments do. The extra
  brings ``resvg-py``, Pillow and pygame.

Illegal actions are handled as in PettingZoo's classic environments: ``env`` wraps the
raw environment in ``TerminateIllegalWrapper(illegal_reward=-1)``, so an action outside
the mask ends the game at once with -1 for the offending agent and 0 for the others (a
loss scores 0, so -1 is worse than any result), then ``AssertOutOfBoundsWrapper`` and
``OrderEnforcingWrapper``. `raw_env` is the bare environment, which raises
``tabletop.IllegalActionError`` on an illegal action instead. None of our games has
simultaneous moves, so there is no ``parallel_env``.

Examples:
    >>> from tabletop.adapters.pettingzoo import env
    >>> e = env("fox_duet", seed=1)
    >>> e.reset()
    >>> e.agents
    ['player_0', 'player_1']
    >>> obs, reward, terminated, truncated, info = e.last()
    >>> obs["observation"].shape == e.unwrapped.rules.observation_shape, obs["action_mask"].dtype
    (True, dtype('int8'))
    >>> e.step(int(obs["action_mask"].argmax()))
"""

from __future__ import annotations

import io
from typing import Any

import numpy as np

from . import missing_extra
from .window import Window

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ModuleNotFoundError as missing:
    raise missing_extra(missing, "pettingzoo") from None

from ..engine import Game, Rng, Rules
from ..engine.registry import rules_of

ILLEGAL_REWARD = -1.0
"""The reward of an agent whose action is outside the mask (``env`` only)."""


def agent_name(seat: int) -> str:
    """The agent of seat ``seat``: ``"player_<seat>"``."""
    return f"player_{seat}"


class TabletopEnv(AECEnv):
    """The raw AEC environment of one game (see the module's description).

    ``game`` is a registered game's name (with keyword ``options``) or its loaded
    ``Rules``; ``seed`` seeds the stream the first ``reset()`` draws its game from.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human", "rgb_array"],
                                "name": "tabletop", "is_parallelizable": False,
                                "render_fps": 4}

    def __init__(self, game: str | Rules[Any], render_mode: str | None = None,
                 seed: int | None = None, **options: Any):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: choose one of "
                             + ", ".join(self.metadata["render_modes"]))
        self.rules = rules_of(game, **options)
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"tabletop_{self.rules.name}"}
        rules = self.rules
        self.possible_agents = [agent_name(p) for p in range(rules.num_players)]
        self._seat = {a: p for p, a in enumerate(self.possible_agents)}
        shape = tuple(rules.observation_shape)
        self.observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(0.0, 1.0, shape, np.float32),
                "action_mask": spaces.Box(0, 1, (rules.num_actions,), np.int8),
            }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(rules.num_actions)
                              for a in self.possible_agents}
        size = int(np.prod(shape)) * rules.num_players
        self.state_space = spaces.Box(0.0, 1.0, (size,), np.float32)
        self._stream = Rng(seed)
        self.game: Game | None = None
        self.window = Window(self.metadata["name"], self.metadata["render_fps"])
        """The ``"human"`` mode's window, opened at the first picture."""

    # -- spaces ------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same object every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of ``agent`` (the same object every call)."""
        return self.action_spaces[agent]

    # -- the cycle ---------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a game: the next one of the environment's stream, or the game of ``seed``
        (the same seed gives the same chance outcomes)."""
        if seed is not None:
            self._stream = Rng(seed)
        game_seed = int(self._stream.generator.integers(2**63))
        self.game = Game(self.rules, seed=game_seed, undo=False)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self._after_move()
        if self.render_mode == "human":
            self.render()

    def step(self, action: Any) -> None:
        """Apply the deciding agent's action (its index); at the end, a finished agent
        steps with ``None`` to leave."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game()
        self._cumulative_rewards[agent] = 0.0
        game.apply(self.rules.action_from_index(int(action)))
        self._clear_rewards()
        self._after_move()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _after_move(self) -> None:
        """Point at the deciding agent and, at the end, hand out the returns."""
        state = self._game().state
        seat = state.current_player
        if state.is_terminal:
            for agent, value in zip(self.possible_agents, state.returns()):
                self.rewards[agent] = float(value)
                self.terminations[agent] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = agent_name(seat)
        legal = [str(a) for a in state.legal_actions()] if seat >= 0 else []
        self.infos = {a: {"phase": str(state.phase),
                          "legal_actions": legal if self._seat[a] == seat else []}
                      for a in self.agents}

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s observation array and action mask."""
        state = self._game().state
        seat = self._seat[agent]
        observation = np.asarray(state.observation_array(seat), np.float32)
        observation = observation.reshape(self.rules.observation_shape)
        if state.current_player == seat:
            mask = state.legal_mask().astype(np.int8)
        else:
            mask = np.zeros(self.rules.num_actions, np.int8)
        return {"observation": observation, "action_mask": mask}

    def state(self) -> np.ndarray:
        """The whole table, for a centralised learner: every seat's observation array,
        flattened, seat by seat (so every hand is in it, each as its holder sees it)."""
        state = self._game().state
        return np.concatenate([np.asarray(state.observation_array(p), np.float32).ravel()
                               for p in range(self.rules.num_players)])

    # -- pictures ----------------------------------------------------------------------------
    def render(self) -> str | np.ndarray | None:
        """``str(state)`` (``"ansi"``), the picture as an RGB array (``"rgb_array"``), the
        picture shown in the window (``"human"``, returns None), or None without a mode."""
        if self.render_mode is None:
            return None
        state = self._game().state
        if self.render_mode == "ansi":
            return str(state)
        picture = rgb_array(state.rules.render_svg(state.record))
        if self.render_mode == "human":
            self.window.show(picture)
            return None
        return picture

    def close(self) -> None:
        """Shut the ``"human"`` mode's window if it is open."""
        self.window.close()

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() first")
        return self.game

    def __str__(self) -> str:
        return str(self.metadata["name"])


def rgb_array(svg: str | None) -> np.ndarray:
    """An SVG picture rasterised as an ``(H, W, 3)`` uint8 array (resvg, system fonts)."""
    if svg is None:
        raise ValueError("this game draws no picture (its Rules.render_svg returns None)")
    try:
        import resvg_py
        from PIL import Image
    except ModuleNotFoundError as missing:
        raise missing_extra(missing, "pettingzoo") from None
    png = bytes(resvg_py.svg_to_bytes(svg_string=svg))
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))


def raw_env(game: str | Rules[Any], render_mode: str | None = None, seed: int | None = None,
            **options: Any) -> TabletopEnv:
    """The bare environment: an illegal action raises ``IllegalActionError``.

    Examples:
        >>> e = raw_env("tokaido_duo", seed=3)
        >>> e.reset(); e.agent_selection in e.possible_agents
        True
    """
    return TabletopEnv(game, render_mode, seed, **options)


def env(game: str | Rules[Any], render_mode: str | None = None, seed: int | None = None,
        **options: Any) -> AECEnv:
    """The environment of ``game`` (a name with its keyword ``options``, or loaded
    ``Rules``) in PettingZoo's classic wrappers: an illegal action ends the game with
    reward -1 for its agent.

    Examples:
        >>> e = env("tokaido_duo", render_mode="ansi", seed=3, plate_threshold=10)
        >>> e.reset()
        >>> e.render().startswith("Tokaido Duo")
        True
    """
    wrapped: AECEnv = raw_env(game, render_mode, seed, **options)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=ILLEGAL_REWARD)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)
