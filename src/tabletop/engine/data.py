"""Static game data (boards, card tables) read from TOML files.

A game ships its assumed data as package files and accepts a user's own file through the
same path. Any failure names the file; a game's validation then names the entry and field.
"""

from __future__ import annotations

import tomllib
from importlib.abc import Traversable
from pathlib import Path
from typing import Any


class DataFileError(ValueError):
    """A data file that cannot be read, is not TOML, or fails validation (the message names
    the file and, for validation, the entry and the field)."""


def read_toml(source: str | Path | Traversable, error: type[ValueError] = DataFileError
              ) -> dict[str, Any]:
    """Parse the TOML file ``source`` (a path, or a package resource from
    ``importlib.resources.files``); a missing or malformed file raises ``error`` naming it.

    Examples:
        >>> read_toml("no/such/board.toml")
        Traceback (most recent call last):
        ...
        tabletop.engine.data.DataFileError: no/such/board.toml: cannot be read (No such file ...)
    """
    path = Path(source) if isinstance(source, str) else source
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise error(f"{source}: cannot be read ({exc.strerror or exc})") from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise error(f"{source}: not valid TOML ({exc})") from None
