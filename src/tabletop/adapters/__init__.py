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
