"""What a seat has seen happen: the information states of our games in OpenSpiel.

A seat's information state is the history as it saw it (``Rules.observe_action``: another
seat's hidden deal, draw or pick is a stand-in naming only what was visible) and what it
sees now:

* as a string, one step per line, then the line ``P<seat> sees:`` and ``str`` of its
  observation;
* as a tensor of fixed size per game and options (`InformationLayout`): the seat's
  observation (``observation(p).to_array()``) followed by a tally of the steps it saw.

A `Table` holds our ``State`` behind one OpenSpiel state and, per seat, what that seat saw,
extended lazily. A state built by resampling (``resample_from_infostate``) starts a fresh
history; its `Table` carries what came before as prefixes: the resampling seat's own lines,
and for every other seat those lines followed by that seat's view of the resampled table,
so each seat's information state still tells what it holds, and so what it may do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ...engine import CHANCE, Action, Layout, Rules, State

_SHARED: dict[Rules[Any], Rules[Any]] = {}
_SHARED_LIMIT = 32


def shared(rules: Rules[Any]) -> Rules[Any]:
    """One instance per distinct rules: OpenSpiel rebuilds a game from its parameters and a
    state from its pickle, and an equal rules object seen before keeps its action tables
    (which a fresh one builds again)."""
    found = _SHARED.get(rules)
    if found is None:
        if len(_SHARED) >= _SHARED_LIMIT:
            del _SHARED[next(iter(_SHARED))]
        found = _SHARED[rules] = rules
    return found


class InformationLayout:
    """The information-state tensor of one game under its options, by named pieces:

    * ``observation``: the seat's ``observation(p).to_array()``;
    * ``decisions`` (seats × ``rules.num_actions``): how often each seat was seen to take
      each decision (its index in ``rules.action_space``); seats are counted from the
      observer (row 0 the observer, row 1 the next seat, …);
    * ``chance`` (``len(rules.chance_space)``): how often each chance outcome was seen;
    * ``hidden`` (seats + 1): steps seen only as a stand-in, per acting seat counted from
      the observer, then chance.

    A count n is written as n / (n + 1): 0 for never, 0.5 for once, below 1 however often.

    Examples:
        >>> import tabletop
        >>> rules = tabletop.load_game("fox_duet")
        >>> layout = InformationLayout(rules, {a: i for i, a in enumerate(rules.chance_space)})
        >>> layout.layout.shape == (302 + 2 * 110 + 92 + 3,)
        True
    """

    def __init__(self, rules: Rules[Any], chance_index: Mapping[Action, int]):
        self.rules = rules
        self.chance_index = chance_index
        seats, actions = rules.num_players, rules.num_actions
        self.layout = Layout(("observation", tuple(rules.observation_shape)),
                             ("decisions", (seats, actions)),
                             ("chance", len(rules.chance_space)), ("hidden", seats + 1))
        self.observed = self.layout.sizes["observation"]
        self.chance_at = seats * actions
        self.hidden_at = self.chance_at + len(rules.chance_space)
        self.tally_size = self.hidden_at + seats + 1
        """The length of a tally: decisions by absolute seat, chance, hidden steps."""

    def slot(self, before: Any, action: Action, player: int) -> int:
        """The tally slot of ``action`` applied at record ``before``, as ``player`` saw it
        (decisions by absolute seat)."""
        rules = self.rules
        actor = rules.current_player(before)
        if rules.observe_action(before, action, player) != action:
            return self.hidden_at + (rules.num_players if actor == CHANCE else actor)
        if actor == CHANCE:
            return self.chance_at + self.chance_index[action]
        return actor * rules.num_actions + rules.action_index(action)

    def write(self, table: Table, player: int, out: np.ndarray) -> None:
        """Write ``player``'s information-state tensor of ``table`` into the flat ``out``."""
        seats = self.rules.num_players
        out[:self.observed] = np.asarray(
            table.state.observation_array(player), np.float32).ravel()
        counts = table.tally(player, self)
        decisions = counts[:self.chance_at].reshape(seats, -1)
        hidden = counts[self.hidden_at:]
        relative = np.concatenate([np.roll(decisions, -player, axis=0).ravel(),
                                   counts[self.chance_at:self.hidden_at],
                                   np.roll(hidden[:seats], -player), hidden[seats:]])
        out[self.observed:] = relative / (relative + 1.0)


class Table:
    """The Python side of one OpenSpiel state: our ``State``, each seat's information-state
    prefix and tally before it (a resampled state), and what each seat saw since (extended
    lazily).

    OpenSpiel clones a Python state by deep-copying its attributes and serializes it by
    pickling them; this holder makes the first a cheap ``State.clone`` and the second a
    replay of the history from its first record."""

    __slots__ = ("state", "prefix", "base", "seen", "tallies", "views")

    def __init__(self, state: State[Any], prefix: Sequence[Sequence[str]] | None = None,
                 base: np.ndarray | None = None):
        seats = state.num_players
        self.state = state
        self.prefix: tuple[tuple[str, ...], ...] = (
            tuple(map(tuple, prefix)) if prefix is not None else ((),) * seats)
        self.base = base
        """The tally of the steps before ``state`` (a resampled state), or None."""
        self.seen: list[list[str]] = [[] for _ in range(seats)]
        self.tallies: list[tuple[int, np.ndarray] | None] = [None] * seats
        self.views: list[tuple[int, str] | None] = [None] * seats

    def lines(self, player: int) -> list[str]:
        """Every step so far as ``player`` saw it, as text."""
        seen = self.seen[player]
        done = len(seen)
        if done < self.state.steps:
            see = self.state.rules.observe_action
            seen.extend(str(see(before, action, player))
                        for before, action, _ in self.state.transitions(done))
        return [*self.prefix[player], *seen]

    def information_state(self, player: int) -> str:
        """``player``'s information-state string: every step as it saw it, one a line, then
        what it sees now (its observation, which also shows what the steps left unsaid,
        such as a card received in an exchange of hidden picks)."""
        view = self.views[player]
        if view is None or view[0] != self.state.steps:
            view = self.views[player] = (self.state.steps,
                                         str(self.state.observation(player)))
        return "\n".join([*self.lines(player), f"P{player} sees:", view[1]])

    def tally(self, player: int, layout: InformationLayout) -> np.ndarray:
        """How often ``player`` saw each step (`InformationLayout` slots, absolute seats);
        the array is this table's own: copy it before changing it."""
        found = self.tallies[player]
        if found is None:
            found = (0, np.zeros(layout.tally_size, np.int64) if self.base is None
                     else self.base.copy())
        done, counts = found
        if done < self.state.steps:
            slot = layout.slot
            for before, action, _ in self.state.transitions(done):
                counts[slot(before, action, player)] += 1
        self.tallies[player] = (self.state.steps, counts)
        return counts

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        other = Table(self.state.clone(), self.prefix, self.base)
        other.seen = [list(s) for s in self.seen]
        other.tallies = [None if t is None else (t[0], t[1].copy()) for t in self.tallies]
        other.views = list(self.views)
        return other

    def __reduce__(self) -> tuple[Any, ...]:
        state = self.state
        steps = state.transitions()
        first = steps[0][0] if steps else state.record
        if first == state.rules.initial_record():
            first = None
        texts = tuple(str(action) for action in state.history)
        return (replayed, (state.rules, first, texts, self.prefix, self.base))


def resampled(fresh: State[Any], player: int, lines: Sequence[str],
              base: np.ndarray | None = None) -> Table:
    """The table of ``fresh``, a state built with a fresh history that ``player`` cannot
    tell from the one it came from: ``lines`` (the history so far as ``player`` saw it)
    and ``base`` (its tally, None to count from ``fresh`` on) become ``player``'s prefix,
    and every other seat's prefix adds that seat's view of ``fresh``, so that what a seat
    holds there, and so what it may do, is part of its information state."""
    lines = tuple(lines)
    prefix = [lines if seat == player else (*lines, f"P{seat} sees:",
                                             str(fresh.observation(seat)))
              for seat in range(fresh.num_players)]
    return Table(fresh, prefix, base)


def replayed(rules: Rules[Any], first: Any, texts: Sequence[str],
             prefix: Sequence[Sequence[str]] | None = None, base: np.ndarray | None = None
             ) -> Table:
    """A `Table` rebuilt by replaying the actions ``texts`` (read back with
    ``rules.parse_action``, as a game record is) from the record ``first`` (None: the
    start of a game)."""
    rules = shared(rules)
    state = rules.initial_state() if first is None else rules.state_from_record(first)
    for text in texts:
        state.apply(rules.parse_action(text))
    return Table(state, prefix, base)
