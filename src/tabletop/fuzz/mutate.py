"""Hostile values: JSON of every shape, mutated records and data files, junk arguments.

Each function draws from a seeded ``random.Random``, so the same seed gives the same cases.

Examples:
    >>> import random
    >>> rnd = random.Random(7)
    >>> [json_value(rnd) for _ in range(3)]
    [[[]], -1.5, 183364967]
    >>> mutated_toml(random.Random(2), "a = 1\\nb = 2")
    'b = 2'
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from ..engine import Action

PROBES: tuple[Any, ...] = (None, True, -1, 0, 10**6, 10**12, 10**18, 10**400, 2.5, "",
                            "x" * 300, [], {})
"""Values every option is given besides the random ones."""

_NUMBERS = (0, 1, -1, 2, 7, 100, -10**6, 10**6, 2**31, 2**63, 10**12, 10**18, 10**400)


def json_value(rnd: random.Random, depth: int = 0) -> Any:
    """A JSON value of any shape, with numbers chosen to probe bounds."""
    roll = rnd.random()
    if roll < 0.3 or depth >= 3:
        scalar = rnd.choice(["none", "bool", "number", "random", "float", "text"])
        return {"none": None, "bool": rnd.random() < 0.5, "number": rnd.choice(_NUMBERS),
                "random": rnd.randint(-10**9, 10**9),
                "float": rnd.choice([0.5, -1.5, 1e300, 2.0]),
                "text": rnd.choice(["", "x", "random", "0", "-1", "🦊", "a" * 300, "None"]),
                }[scalar]
    size = rnd.randint(0, 4)
    if roll < 0.65:
        return [json_value(rnd, depth + 1) for _ in range(size)]
    return {rnd.choice(["a", "", "0", "sapphire", "x"]): json_value(rnd, depth + 1)
            for _ in range(size)}


def mutated_record(rnd: random.Random, data: dict, options: list[str]) -> str:
    """``data`` (a record as JSON data) with one to three hostile edits, as JSON text."""
    for _ in range(rnd.randint(1, 3)):
        listed = data.get("actions")
        actions: list[Any] = listed if isinstance(listed, list) else []
        kind = rnd.choice(["drop_field", "set_field", "cut_actions", "edit_action",
                           "swap_actions", "set_option", "seed"])
        if kind == "drop_field" and data:
            data.pop(rnd.choice(sorted(data)))
        elif kind == "set_field":
            data[rnd.choice(["game", "options", "seed", "actions", "scores", "format",
                             "extra"])] = json_value(rnd)
        elif kind == "cut_actions" and actions:
            data["actions"] = actions[:rnd.randint(0, len(actions))]
        elif kind == "edit_action" and actions:
            actions[rnd.randrange(len(actions))] = rnd.choice(
                [rnd.choice(actions), "", "x" * 201, str(json_value(rnd))])
        elif kind == "swap_actions" and len(actions) > 1:
            i, j = rnd.randrange(len(actions)), rnd.randrange(len(actions))
            actions[i], actions[j] = actions[j], actions[i]
        elif kind == "set_option" and isinstance(data.get("options"), dict):
            data["options"][rnd.choice(options)] = json_value(rnd)
        elif kind == "seed":
            data["seed"] = rnd.choice([-1, 2**128, 10**400, rnd.randrange(2**32)])
    text = json.dumps(data)
    if rnd.random() < 0.3:
        cut = rnd.randint(0, len(text))
        text = text[:cut] + rnd.choice(["", "{", "]", '"', "\\u00", "\x00"]) + text[cut:]
    return text


def mutated_toml(rnd: random.Random, text: str) -> str:
    """``text`` with one to four lines dropped, repeated, cut, swapped, inserted or given
    other numbers."""
    lines = text.splitlines()
    for _ in range(rnd.randint(1, 4)):
        if not lines:
            break
        i = rnd.randrange(len(lines))
        kind = rnd.choice(["drop", "repeat", "number", "cut", "insert", "swap"])
        if kind == "drop":
            del lines[i]
        elif kind == "repeat":
            lines.insert(i, lines[i])
        elif kind == "number":
            digits = [k for k, ch in enumerate(lines[i]) if ch.isdigit()]
            if digits:
                k = rnd.choice(digits)
                new = rnd.choice(["0", "9", "-1", "99999", "10000000000", "true", "2.5", '"x"'])
                lines[i] = lines[i][:k] + new + lines[i][k + 1:]
        elif kind == "cut":
            lines[i] = lines[i][:rnd.randint(0, len(lines[i]))]
        elif kind == "insert":
            lines.insert(i, rnd.choice(["colour = 1", "[extra]", "x = [[[[1]]]]", "count = 9999",
                                        'id = "P00"', "draw = 0", "}", "["]))
        else:
            j = rnd.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def junk(rnd: random.Random) -> Iterator[Any]:
    """Things that are not an action of ``rules``: other types, the kernel's bare
    ``Action``, texts, numbers."""
    yield from (None, "", 0, -1, True, 1.5, 10**400, [1], {"a": 1}, b"x", Action())
    yield rnd.choice(["x" * 500, "\x00", "🦊", str(json_value(rnd))])
