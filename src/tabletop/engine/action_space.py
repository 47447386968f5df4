"""A game's action space: the fixed order of its decision actions (their indices), the
chance outcomes it can produce, and reading an action back from its text.

[`Rules`][tabletop.engine.rules.Rules] inherits it; a game lists ``action_space`` (and
``chance_space`` if it has chance events), the rest follows.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import ClassVar

import numpy as np

from .actions import Action
from .excerpt import excerpt


class ActionSpace:
    """Indices and texts of a game's actions (a mixin of ``Rules``)."""

    name: ClassVar[str]

    @property
    def action_space(self) -> Sequence[Action]:
        """Every decision action of the game, in a fixed order (its index order)."""
        raise NotImplementedError

    @property
    def chance_space(self) -> Sequence[Action]:
        """Every chance outcome the game can produce (for parsing records)."""
        return ()

    @functools.cached_property
    def _index(self) -> Mapping[Action, int]:
        return {a: i for i, a in enumerate(self.action_space)}

    @functools.cached_property
    def _by_text(self) -> Mapping[str, Action]:
        table: dict[str, Action] = {}
        for a in (*self.action_space, *self.chance_space):
            key = _text_key(str(a))
            if table.setdefault(key, a) != a:
                raise ValueError(f"{self.name}: two actions share the text {str(a)!r}")
        return table

    @functools.cached_property
    def _every_action(self) -> frozenset[Action]:
        return frozenset((*self.action_space, *self.chance_space))

    def knows(self, action: object) -> bool:
        """Whether ``action`` is one of this game's actions or chance outcomes."""
        return action in self._every_action

    @property
    def num_actions(self) -> int:
        """Size of the decision action space (length of ``legal_mask``)."""
        return len(self.action_space)

    def action_index(self, action: Action) -> int:
        """The stable integer of a decision action."""
        try:
            return self._index[action]
        except (KeyError, TypeError):  # not an action, or not even hashable
            raise ValueError(f"{excerpt(action)} is not a decision action of {self.name}"
                             ) from None

    def action_from_index(self, index: int) -> Action:
        """The decision action with integer ``index``."""
        if type(index) is not int and not isinstance(index, np.integer):
            raise TypeError(f"action index must be an int 0..{self.num_actions - 1}, not "
                            f"{type(index).__name__} {excerpt(index)}")
        if not 0 <= index < self.num_actions:
            raise ValueError(f"action index {excerpt(index)} outside 0..{self.num_actions - 1}")
        return self.action_space[index]

    def parse_action(self, text: str) -> Action:
        """Read an action (or chance outcome) back from its ``str()``; case and spacing are
        forgiven. A text that is no action raises ``ValueError``; anything but a string
        raises ``TypeError``."""
        if not isinstance(text, str):
            raise TypeError(f"{self.name}: parse_action() takes the text of an action, such "
                            f"as {str(self.action_space[0])!r}, not {type(text).__name__} "
                            f"{excerpt(text)}")
        try:
            return self._by_text[_text_key(text)]
        except KeyError:
            raise ValueError(f"{self.name}: no action reads {text!r:.80}; "
                             "str(action) of any legal action reads back") from None


def _text_key(text: str) -> str:
    return " ".join(text.split()).casefold()
