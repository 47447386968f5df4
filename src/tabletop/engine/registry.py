"""Finding games: the ``tabletop.games`` entry-point group plus games registered at run time.

The kernel imports no game. Our four games register themselves in ``pyproject.toml`` the
same way a user's own package registers its game::

    [project.entry-points."tabletop.games"]
    my_game = "my_package.my_game:Rules"
"""

from __future__ import annotations

from importlib.metadata import entry_points
from typing import Any, cast

from .options import OptionError
from .rules import Rules

GROUP = "tabletop.games"
_registered: dict[str, type[Rules[Any]]] = {}


class UnknownGameError(KeyError):
    """A game name that is neither installed nor registered."""

    def __str__(self) -> str:
        return str(self.args[0])


def register(name: str, rules_class: type[Rules[Any]]) -> None:
    """Make ``rules_class`` loadable as ``name`` in this process (an entry point does it
    for an installed package)."""
    _registered[name] = rules_class


def unregister(name: str) -> None:
    """Forget a game registered with [`register`][tabletop.engine.registry.register]."""
    _registered.pop(name, None)


def _entry_points() -> dict[str, Any]:
    return {ep.name: ep for ep in entry_points(group=GROUP)}


def list_games() -> list[str]:
    """Names of every available game, sorted.

    Examples:
        >>> "fox_duet" in list_games()
        True
    """
    return sorted(set(_entry_points()) | set(_registered))


def rules_class(name: str) -> type[Rules[Any]]:
    """The ``Rules`` class registered as ``name``."""
    if name in _registered:
        return _registered[name]
    found = _entry_points().get(name)
    if found is None:
        raise UnknownGameError(
            f"unknown game {name!r}; available: {', '.join(list_games()) or '(none)'}")
    return cast("type[Rules[Any]]", found.load())


def load_game(name: str, **options: Any) -> Rules[Any]:
    """The rules of game ``name`` with the given options.

    Unknown games and options raise errors that list the valid ones.

    Examples:
        >>> rules = load_game("fox_duet", level=2)
        >>> rules.level
        2
    """
    cls = rules_class(name)
    try:
        return cls.from_options(**options)
    except OptionError:
        raise
    except (TypeError, ValueError) as exc:
        raise OptionError(f"{name}: {exc}") from exc


def rules_of(game: str | Rules[Any], **options: Any) -> Rules[Any]:
    """``game`` itself when it is loaded rules (then no options may be given), else
    `load_game` of its name with ``options``: what an adapter takes as its game.

    Examples:
        >>> rules_of("fox_duet", level=3) == rules_of(load_game("fox_duet", level=3))
        True
    """
    if isinstance(game, Rules):
        if options:
            raise TypeError("options go with a game name, not with loaded rules")
        return game
    return load_game(game, **options)
