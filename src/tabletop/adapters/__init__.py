"""Adapters that present every registered game to other libraries.

Each adapter needs its library, installed with the matching extra:

* `tabletop.adapters.pettingzoo` (``pip install "tabletop[pettingzoo]"``): a
  PettingZoo ``AECEnv`` for reinforcement learning;
* `tabletop.adapters.openspiel` (``pip install "tabletop[openspiel]"``): the games
  as OpenSpiel games (``pyspiel.load_game("tabletop_<name>")``) and OpenSpiel's MCTS and
  IS-MCTS as bots for ``tabletop arena``.

Both are generic: they read only the kernel's contract (``Rules``, ``State``,
``GameInfo``), so a game registered by another package works the same way.
This package imports neither library; only its modules do.
"""


def missing_extra(error: ModuleNotFoundError, extra: str) -> ModuleNotFoundError:
    """The error an adapter raises when its library is absent: what is missing and the
    command that installs it.

    Examples:
        >>> print(missing_extra(ModuleNotFoundError(name="pyspiel"), "openspiel"))
        pyspiel is not installed; this adapter needs the extra 'openspiel':
        pip install "tabletop[openspiel]"
    """
    return ModuleNotFoundError(f"{error.name} is not installed; this adapter needs the extra "
                               f"'{extra}': pip install \"tabletop[{extra}]\"", name=error.name)
