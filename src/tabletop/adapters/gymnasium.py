"""One seat of a registered game as a single-agent Gymnasium environment.

Needs the extra ``tabletop[pettingzoo]`` (it brings Gymnasium). ``GymEnv(game, opponents,
seat, **options)`` (or `make`) plays seat ``seat`` against bots of the bot registry
(``tabletop.bots``: ``"random"``, ``"heuristic"``, ``"ismcts:iterations=50"``, ...), one spec
for every other seat or one per other seat:

* the observation is ``observation(seat).to_array()``, a float32 ``Box(0, 1)`` of
  ``rules.observation_shape``;
* the action space is ``Discrete(rules.num_actions)``, an action being its
  ``rules.action_index``; ``info["action_mask"]`` (int8) and `GymEnv.action_masks`
  (bool, as sb3-contrib's ``MaskablePPO`` reads it) mark the legal ones;
* chance events are resolved from the environment's seeded stream and the opponents' moves
  are applied between two steps, so each step is the seat's own decision;
* the reward is 0 until the end, then the seat's return (``state.returns()``: 1 for a
  win, 0 for a loss, shared wins split); ``truncated`` is always False;
* ``reset(seed=s)`` replays the same game for the same actions (chance and bots are
  seeded from ``s``); ``reset()`` draws the next game of the stream;
* an action outside the mask raises ``tabletop.IllegalActionError`` naming the legal ones;
  with ``illegal_action="end"`` it ends the episode instead, with reward `ILLEGAL_REWARD`
  and the error's text in ``info["illegal_action"]`` (as PettingZoo's classic games do;
  Gymnasium's ``check_env`` steps random actions, so it needs this mode);
* ``render_mode`` ``"ansi"``, ``"rgb_array"`` and ``"human"`` (a window, redrawn after
  every reset and step) work as in `tabletop.adapters.pettingzoo`.

Examples:
    >>> from tabletop.adapters.gymnasium import GymEnv
    >>> env = GymEnv("fox_duet", opponents="random", seat=0)
    >>> observation, info = env.reset(seed=1)
    >>> observation.shape == env.rules.observation_shape, info["action_mask"].dtype
    (True, dtype('int8'))
    >>> action = int(env.action_masks().argmax())
    >>> observation, reward, terminated, truncated, info = env.step(action)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from . import missing_extra

try:
    import gymnasium
    from gymnasium import spaces
except ModuleNotFoundError as missing:
    raise missing_extra(missing, "pettingzoo") from None

from ..bots.registry import BotSpec, make_bot
from ..engine import Bot, BotView, IllegalActionError, Rng, Rules, State
from ..engine.game import resolve_chance
from ..engine.registry import rules_of
from .pettingzoo import rgb_array
from .window import Window

ILLEGAL_REWARD = -1.0
"""The reward of an action outside the mask under ``illegal_action="end"`` (a loss is 0)."""


class GymEnv(gymnasium.Env[np.ndarray, np.int64]):
    """Seat ``seat`` of ``game`` (a registered name with its keyword ``options``, or loaded
    ``Rules``) against ``opponents`` (see the module's description)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human", "rgb_array"],
                                "render_fps": 4}

    def __init__(self, game: str | Rules[Any], opponents: str | BotSpec | Sequence[str | BotSpec]
                 = "random", seat: int = 0, render_mode: str | None = None,
                 illegal_action: str = "raise", **options: Any):
        if illegal_action not in ("raise", "end"):
            raise ValueError(f"illegal_action {illegal_action!r}: choose 'raise' or 'end'")
        self.illegal_action = illegal_action
        self.rules = rules_of(game, **options)
        players = self.rules.num_players
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat}: {self.rules.name} has seats 0 to {players - 1}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: choose one of "
                             + ", ".join(self.metadata["render_modes"]))
        specs = ([opponents] * (players - 1) if isinstance(opponents, (str, BotSpec))
                 else list(opponents))
        if len(specs) != players - 1:
            raise ValueError(f"opponents: give one bot spec, or one per other seat "
                             f"({players - 1}), not {len(specs)}")
        for spec in specs:  # an unknown name fails here, listing the known ones
            make_bot(spec, self.rules)
        self.seat = seat
        self.render_mode = render_mode
        self.opponents = specs
        """The bot spec of each other seat, in seat order."""
        self.observation_space = spaces.Box(0.0, 1.0, tuple(self.rules.observation_shape),
                                            np.float32)
        self.action_space = spaces.Discrete(self.rules.num_actions)
        self.state: State[Any] | None = None
        self._stream = Rng(None)
        self._chance = Rng(None)
        self._bots: dict[int, Bot] = {}
        self._ended = False
        self.window = Window(f"tabletop_{self.rules.name}", self.metadata["render_fps"])
        """The ``"human"`` mode's window, opened at the first picture."""

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[np.ndarray, dict[str, Any]]:
        """Start a game (the game of ``seed``, or the next one of the stream) and play up
        to the seat's first decision; the observation and info of that moment."""
        super().reset(seed=seed)
        if seed is not None:
            self._stream = Rng(seed)
        draw = self._stream.generator.integers(2**63, size=self.rules.num_players)
        self._chance = Rng(int(draw[0]))
        others = [p for p in range(self.rules.num_players) if p != self.seat]
        self._bots = {p: make_bot(spec, self.rules, seed=int(draw[1 + i]))
                      for i, (p, spec) in enumerate(zip(others, self.opponents))}
        self.state = self.rules.initial_state()
        self._ended = False
        self._play_others()
        if self.render_mode == "human":
            self.render()
        return self._observe(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Apply the seat's action (its index), then chance and the opponents' moves up to
        the seat's next decision or the end."""
        state = self._state()
        if state.is_terminal or self._ended:
            raise RuntimeError("the episode is over: call reset()")
        index = int(action)
        mask = state.legal_mask()
        if not (0 <= index < len(mask) and mask[index]):
            legal = ", ".join(f"{self.rules.action_index(a)} ({a})"
                              for a in state.legal_actions())
            message = f"action {index} is not legal for seat {self.seat} now; legal: {legal}"
            if self.illegal_action == "raise":
                raise IllegalActionError(message)
            self._ended = True
            return self._observe(), ILLEGAL_REWARD, True, False, {**self._info(),
                                                                 "illegal_action": message}
        state.apply(self.rules.action_from_index(index))
        self._play_others()
        done = state.is_terminal
        reward = float(state.returns()[self.seat]) if done else 0.0
        if self.render_mode == "human":
            self.render()
        return self._observe(), reward, done, False, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal actions of the seat now, as booleans over the action space (all False
        once the game is over)."""
        state = self._state()
        if state.is_terminal or self._ended:
            return np.zeros(self.rules.num_actions, bool)
        return np.asarray(state.legal_mask(), bool)

    def render(self) -> str | np.ndarray | None:
        """``str(state)`` (``"ansi"``), the picture as an RGB array (``"rgb_array"``), the
        picture shown in a window (``"human"``, after every reset and step; returns None),
        or None without a mode."""
        if self.render_mode is None:
            return None
        state = self._state()
        if self.render_mode == "ansi":
            return str(state)
        picture = rgb_array(self.rules.render_svg(state.record))
        if self.render_mode == "human":
            self.window.show(picture)
            return None
        return picture

    def close(self) -> None:
        """Shut the ``"human"`` mode's window if it is open."""
        self.window.close()

    def _play_others(self) -> None:
        """Resolve chance and let the bots move until the seat decides or the game ends."""
        state = self._state()
        most = self.rules.max_game_length
        while True:
            resolve_chance(state, self._chance, most)
            player = state.current_player
            if state.is_terminal or player == self.seat:
                return
            state.apply(self._bots[player].choose(BotView(state, player)))

    def _observe(self) -> np.ndarray:
        array = self._state().observation_array(self.seat)
        return np.asarray(array, np.float32).reshape(self.observation_space.shape)

    def _info(self) -> dict[str, Any]:
        state = self._state()
        return {"action_mask": self.action_masks().astype(np.int8),
                "phase": str(state.phase)}

    def _state(self) -> State[Any]:
        if self.state is None:
            raise RuntimeError("call reset() first")
        return self.state


def make(game: str | Rules[Any], opponents: str | BotSpec | Sequence[str | BotSpec] = "random",
         seat: int = 0, render_mode: str | None = None, illegal_action: str = "raise",
         **options: Any) -> GymEnv:
    """The environment of seat ``seat`` of ``game`` against ``opponents``, wrapped in
    nothing (Gymnasium's own checks are for ``gymnasium.make``).

    Examples:
        >>> env = make("tokaido_duo", opponents="heuristic", seat=1, plate_threshold=10)
        >>> env.reset(seed=2)[0].shape == env.observation_space.shape
        True
    """
    return GymEnv(game, opponents, seat, render_mode, illegal_action, **options)
