"""A build hook for the docs: ``<!-- options: GAME -->`` on a page becomes the table of the
game's options (name, default, accepted values, meaning), read from the installed rules, so
the reference always lists the options the code accepts."""

from __future__ import annotations

import re

import tabletop

MARKER = re.compile(r"<!-- options: (\w+) -->")


def _value(value: object) -> str:
    return "`None`" if value is None else f"`{value!r}`" if isinstance(value, str) else \
        f"`{value}`"


def options_table(game: str) -> str:
    """The markdown table of ``game``'s options."""
    rules = tabletop.load_game(game)
    rows = ["| option | default | accepted | meaning |", "|---|---|---|---|"]
    for info in type(rules).option_info().values():
        accepted = (", ".join(_value(c) for c in info.choices) if info.choices and not info.file
                    else info.accepted.replace("None", "`None`") or "see the meaning")
        rows.append(f"| `{info.name}` | {_value(info.default)} | {accepted} | "
                    f"{info.doc.replace('|', '/')} |")
    return "\n".join(rows)


def on_page_markdown(markdown: str, **_: object) -> str:
    """Replace each options marker of a page by its table."""
    return MARKER.sub(lambda m: options_table(m.group(1)), markdown)
