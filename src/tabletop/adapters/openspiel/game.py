"""Our games as OpenSpiel Python games: game type and info, states, observers.

A `TabletopGame` wraps one game's ``Rules``; a `TabletopState` wraps one of
its ``State`` objects and speaks OpenSpiel's integers: a decision is its index in
``rules.action_space`` (``rules.action_index``), a chance outcome its index in
``rules.chance_space``. Legal actions are listed in ascending order, as OpenSpiel asks.

Information states (module `information`) are the history as the player saw it
(``State.public_history``) and its observation now, as strings and as tensors. Observation
strings are ``str`` of the player's observation; observation tensors are its
``to_array()``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np
import pyspiel

from ...engine import CHANCE, TERMINAL, GameInfo, Layout, Rules, State
from .information import InformationLayout, Table, resampled, shared
from .parameters import options_from_parameters, parameter_specification, parameters_of

PREFIX = "tabletop_"
"""OpenSpiel's name of game ``g`` is ``PREFIX + g``."""

_Type = pyspiel.GameType
_UTILITY = {"identical": _Type.Utility.IDENTICAL, "constant_sum": _Type.Utility.CONSTANT_SUM,
            "general_sum": _Type.Utility.GENERAL_SUM}


def metadata(rules_class: type[Rules[Any]]) -> GameInfo:
    """A game's ``GameInfo``: its class's, or, for a game whose metadata follows its
    options (``info`` read on an instance), that of its default options."""
    info = rules_class.info
    if not isinstance(info, GameInfo):
        info = rules_class().info
    if not isinstance(info, GameInfo):
        raise ValueError(f"{rules_class.__name__} declares no GameInfo (Rules.info)")
    return info


def game_type(rules_class: type[Rules[Any]], *, info: GameInfo | None = None,
              imperfect_information: bool = True) -> pyspiel.GameType:
    """The ``pyspiel.GameType`` of a game, from its ``GameInfo`` and options.

    ``info`` is that of the rules being played (default: `metadata`), so a variant
    whose metadata differs (a cooperative variant) is described as it is played.

    Every game is declared an imperfect-information game: in one without hidden
    information (Tokaido Duo, TD section 4) each information state is the whole table,
    and algorithms written for imperfect information apply unchanged (OpenSpiel's
    IS-MCTS accepts no other type). ``imperfect_information=False`` declares a game without hidden
    information as a perfect-information one instead, for algorithms that ask for that.
    """
    info = info if info is not None else metadata(rules_class)
    if not imperfect_information and info.hidden_information:
        raise ValueError(f"{rules_class.name}: a game with hidden information cannot be "
                         "declared a perfect-information game; leave "
                         "imperfect_information=True")
    return pyspiel.GameType(
        short_name=PREFIX + rules_class.name, long_name=f"tabletop {info.title}",
        dynamics=_Type.Dynamics.SEQUENTIAL,
        chance_mode=(_Type.ChanceMode.EXPLICIT_STOCHASTIC if info.chance
                     else _Type.ChanceMode.DETERMINISTIC),
        information=(_Type.Information.IMPERFECT_INFORMATION if imperfect_information
                     else _Type.Information.PERFECT_INFORMATION),
        utility=_UTILITY[info.utility], reward_model=_Type.RewardModel.TERMINAL,
        max_num_players=info.max_players, min_num_players=info.min_players,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=parameter_specification(rules_class))


def game_info(rules: Rules[Any]) -> pyspiel.GameInfo:
    """The ``pyspiel.GameInfo`` of ``rules``: returns lie in 0..1 and, in a game where
    every seat plays for itself, add up to 1."""
    info = rules.info
    if info is None:
        raise ValueError(f"{type(rules).__name__} declares no GameInfo (Rules.info)")
    return pyspiel.GameInfo(
        num_distinct_actions=rules.num_actions, max_chance_outcomes=len(rules.chance_space),
        num_players=rules.num_players, min_utility=0.0, max_utility=1.0,
        utility_sum=1.0 if info.utility == "constant_sum" else None,
        max_game_length=_max_length(rules))


OPENSPIEL_MAX_LENGTH = 2**31 - 1
"""The longest game OpenSpiel can declare (its ``max_game_length`` is a 32-bit int)."""


def _max_length(rules: Rules[Any]) -> int:
    """The bound on a game's length under these options (``Rules.max_game_length``),
    refused when OpenSpiel cannot hold it (a bound may not be cut: it would be false)."""
    bound = rules.max_game_length
    if bound > OPENSPIEL_MAX_LENGTH:
        raise ValueError(f"{rules.name}: under these options a game may take {bound:,} steps, "
                         f"more than OpenSpiel's limit of {OPENSPIEL_MAX_LENGTH:,}; choose "
                         "options that bound it more tightly (fewer turns, rounds or rolls)")
    return bound


class TabletopGame(pyspiel.Game):
    """One of our games as an OpenSpiel game.

    ``pyspiel.load_game("tabletop_<name>", {...})`` builds one after
    `tabletop.adapters.openspiel.register` (which registers a subclass per game,
    naming its ``rules_class``); `from_rules` builds one for rules already loaded
    (any options, no registration needed).
    """

    rules_class: ClassVar[type[Rules[Any]] | None] = None
    """The game a registered subclass builds from OpenSpiel parameters."""

    def __init__(self, params: dict[str, Any] | None = None, *, rules: Rules[Any] | None = None,
                 imperfect_information: bool = True):
        if rules is None:
            if self.rules_class is None:
                raise TypeError("TabletopGame needs rules= (or use a registered subclass)")
            params = dict(params or {})
            options = options_from_parameters(self.rules_class, params)
            rules = self.rules_class.from_options(**options)
        rules = shared(rules)
        kind = game_type(type(rules), info=rules.info,
                         imperfect_information=imperfect_information)
        super().__init__(kind, game_info(rules), params or parameters_of(rules))
        self.rules = rules
        self.chance_index = {a: i for i, a in enumerate(rules.chance_space)}
        self.information = InformationLayout(rules, self.chance_index)
        """The layout of the information-state tensors."""
        self.start = rules.initial_record()
        """The record every game starts from (records never change, so states share it)."""

    @classmethod
    def registered(cls, rules_class: type[Rules[Any]]) -> type[TabletopGame]:
        """The subclass OpenSpiel's registry calls with the parameters of a game."""
        return type(f"TabletopGame_{rules_class.name}", (cls,),
                    {"rules_class": rules_class, "__module__": cls.__module__,
                     "__doc__": f"{rules_class.name} as an OpenSpiel game."})

    @classmethod
    def from_rules(cls, rules: Rules[Any], *, imperfect_information: bool = True
                   ) -> TabletopGame:
        """The OpenSpiel game of ``rules`` (see `game_type` for the flag)."""
        return cls(rules=rules, imperfect_information=imperfect_information)

    def new_initial_state(self) -> TabletopState:
        """A state at the start of a game."""
        return TabletopState(self)

    def state_from(self, state: State[Any], player: int, prefix: Sequence[str] = ()
                   ) -> TabletopState:
        """An OpenSpiel state standing on ``state`` (the game goes on from it; ``state``
        itself is not changed), for a state that ``State.determinize`` built for
        ``player`` with a fresh history. ``prefix`` is the history before ``state`` as
        ``player`` saw it, the lines its information-state string starts with; every
        other seat's starts with them too, then that seat's view of ``state`` (see
        `information.resampled`)."""
        return TabletopState(self, resampled(state.clone(), player, prefix))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None
                         ) -> TabletopObserver:
        """An observer (``open_spiel.python.observation``) of the requested kind."""
        if not isinstance(iig_obs_type, pyspiel.IIGObservationType):  # called as f(params)
            iig_obs_type, params = None, iig_obs_type
        return TabletopObserver(self, iig_obs_type, params)


class TabletopState(pyspiel.State):
    """An OpenSpiel state of a `TabletopGame`; ``tabletop_state()`` gives a copy of
    the state it stands on."""

    def __init__(self, game: TabletopGame, table: Table | None = None):
        super().__init__(game)
        if table is None:  # also every clone, which OpenSpiel then overwrites
            table = Table(game.rules.state_from_record(game.start))
        self._table = table

    # -- what OpenSpiel asks --------------------------------------------------------------
    def current_player(self) -> int:
        """The deciding seat, ``pyspiel.PlayerId.CHANCE`` or ``.TERMINAL``."""
        player = self._table.state.current_player
        if player == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(pyspiel.PlayerId.CHANCE) if player == CHANCE else player

    def _legal_actions(self, player: int) -> list[int]:
        index = self._table.state.rules.action_index
        return sorted(index(a) for a in self._table.state.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """``(outcome index, probability)`` pairs, in ascending index order."""
        index = self.get_game().chance_index
        return sorted((index[a], p) for a, p in self._table.state.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        state = self._table.state
        if state.is_chance:
            state.apply(state.rules.chance_space[action])
        else:
            state.apply(state.rules.action_from_index(int(action)))

    def _action_to_string(self, player: int, action: int) -> str:
        rules = self._table.state.rules
        if player == pyspiel.PlayerId.CHANCE:
            return str(rules.chance_space[action])
        return str(rules.action_from_index(int(action)))

    def is_terminal(self) -> bool:
        """Whether the game has ended."""
        return self._table.state.is_terminal

    def returns(self) -> list[float]:
        """``State.returns()``: 0 before the end; 1 a win, 0 a loss, shared wins split."""
        return list(self._table.state.returns())

    def resample_from_infostate(self, player_id: int, probability_sampler: Any
                                ) -> TabletopState:
        """A state ``player_id`` cannot tell from this one: ``State.determinize``, seeded
        from ``probability_sampler``, with the same information state (string and
        tensor) for that player; each other seat's information state holds what it
        holds in the new state (see `information.resampled`)."""
        seed = int(probability_sampler() * 2**63)
        table, game = self._table, self.get_game()
        fresh = table.state.determinize(player_id, np.random.default_rng(seed))
        return TabletopState(game, resampled(fresh, player_id, table.lines(player_id),
                                             table.tally(player_id, game.information).copy()))

    def tabletop_state(self) -> State[Any]:
        """A copy of our ``State`` behind this one (for our bots and renderers)."""
        return self._table.state.clone()

    def __str__(self) -> str:
        return _picture(self._table.state)


_PICTURES: dict[tuple[Rules[Any], Any], str] = {}
_PICTURES_LIMIT = 256


def _picture(state: State[Any]) -> str:
    """``str(state)``, remembered for the last few records: OpenSpiel compares the text of
    a state with that of its clones and copies several times per step, and a picture
    depends only on the rules and the record."""
    key = (state.rules, state.record)
    try:
        text = _PICTURES.get(key)
    except TypeError:  # a record that cannot be hashed
        return str(state)
    if text is None:
        if len(_PICTURES) >= _PICTURES_LIMIT:
            del _PICTURES[next(iter(_PICTURES))]
        text = _PICTURES[key] = str(state)
    return text


class TabletopObserver:
    """An OpenSpiel Python observer (the interface of ``open_spiel.python.observation``).

    * one player's current view (OpenSpiel's default observation type, perfect recall
      off): ``tensor`` is ``observation(p).to_array()`` (piece ``"observation"``), the
      string is ``str(observation(p))``;
    * one player's information state (perfect recall on): the tensor of
      `information.InformationLayout` (pieces ``"observation"``, ``"decisions"``,
      ``"chance"``, ``"hidden"``); the string is the history as the player saw it, one
      step per line, then its observation (`information.Table.information_state`);
    * every player's private information (``PrivateInfoType.ALL_PLAYERS``): ``str`` of
      the full state; no tensor.
    """

    def __init__(self, game: TabletopGame, iig_obs_type: Any = None, params: Any = None):
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        kind = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        private = kind.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            self.kind = "state"
        elif private == pyspiel.PrivateInfoType.SINGLE_PLAYER and kind.public_info:
            self.kind = "information_state" if kind.perfect_recall else "observation"
        else:
            raise ValueError(f"{game.rules.name}: no observation without public information "
                             "or without the player's own private information")
        self.game = game
        self.tensor: np.ndarray | None = None
        self.dict: dict[str, np.ndarray] = {}
        if self.kind != "state":
            layout = (game.information.layout if self.kind == "information_state"
                      else Layout(("observation", tuple(game.rules.observation_shape))))
            self.tensor = np.zeros(layout.size, np.float32)
            self.dict = {name: self.tensor[layout.slices[name]].reshape(shape)
                         for name, shape in layout.pieces}

    def set_from(self, state: TabletopState, player: int) -> None:
        """Write ``player``'s observation or information state of ``state`` into
        ``tensor``."""
        if self.tensor is None:
            return
        if self.kind == "information_state":
            self.game.information.write(state._table, player, self.tensor)
        else:
            array = state._table.state.observation_array(player)
            self.tensor[:] = np.asarray(array, np.float32).ravel()

    def string_from(self, state: TabletopState, player: int) -> str:
        """``player``'s observation, information state or (kind ``"state"``) the table."""
        table = state._table
        if self.kind == "observation":
            return str(table.state.observation(player))
        if self.kind == "information_state":
            return table.information_state(player)
        return str(table.state)
