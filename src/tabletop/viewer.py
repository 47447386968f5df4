"""A recorded game as one self-contained HTML page: ``tabletop view RECORD -o game.html``.

The page steps through the game move by move: the picture of the table (the game's
``render_svg``), the narration of the step, and what each seat saw (its narration and its
observation as text), with the arrow keys, Home and End, the buttons or the slider. A
selector switches the picture between the public view and each seat's view (its own hand
face up, hidden cards face down). The last step shows how the game ended. Everything is
inside the file (no server, no network): the pictures and views are stored as line
differences from the step before and rebuilt by the page's own script, so a game of a few
hundred steps makes a file of a few hundred kilobytes to a few megabytes.

The record is replayed and verified first (`GameRecord.replay`), so a page is only written
for a record the rules accept.

Examples:
    >>> import tabletop
    >>> rules = tabletop.load_game("fox_duet")
    >>> bots = [tabletop.bots.RandomBot(seed=s) for s in (1, 2)]
    >>> page = view_html(tabletop.play(rules, bots, seed=3).record)
    >>> page.startswith("<!DOCTYPE html>") and "lost in the forest" in page
    True
"""

from __future__ import annotations

import difflib
import html
import importlib.resources
import json
from typing import Any

from .engine import Action, GameRecord, Rules, State
from .engine.outcome import Outcome

Delta = list[list[int] | str]
"""A text as pieces in order: ``[start, end]`` keeps those lines of the text before, a
string is a new line."""


def view_html(record: GameRecord, *, allow_files: bool = False) -> str:
    """The HTML page of ``record`` (replayed and verified first: a `RecordError` names a
    step the rules refuse). ``allow_files`` lets the record's options name data files, as
    `GameRecord.replay` does."""
    final = record.replay(allow_files=allow_files)
    rules = final.rules
    game = {"title": rules.info.title if rules.info else rules.name, "game": rules.name,
            "seed": record.seed, "steps": final.steps,
            "options": _changed_options(rules), "seats": rules.num_players,
            **_frames(rules, final.history),
            "ending": _ending(final.outcome, rules, final)}
    data = json.dumps(game, separators=(",", ":")).replace("</", "<\\/")
    page = importlib.resources.files(__package__).joinpath("viewer.html").read_text("utf-8")
    return (page.replace("{{title}}", html.escape(f"{game['title']} - replay"))
            .replace("{{data}}", data))


def _frames(rules: Rules, history: tuple[Action, ...]) -> dict[str, Any]:
    """Per step (the start, then after each action): the narration line, the public
    picture, each seat's picture and each seat's view, the pictures and views as line
    deltas."""
    state = rules.initial_state()
    lines = ["the game begins"]
    pictures = _Track()
    seat_pictures = [_Track() for _ in range(rules.num_players)]
    views = [_Track() for _ in range(rules.num_players)]
    said: list[list[list[str]]] = [[[]] for _ in range(rules.num_players)]

    def snap() -> None:
        pictures.add(rules.render_svg(state.record) or "")
        for seat, track in enumerate(views):
            seat_pictures[seat].add(rules.render_svg(state.record, seat) or "")
            track.add(str(state.observation(seat)))

    snap()
    for action in history:
        before = state.record
        actor = state.current_player
        state.apply(action)
        told = [rules.narrate(before, action, state.record, seat)
                for seat in range(rules.num_players)]
        lines.append(_line(rules, before, action, actor, told))
        for seat, lines_told in enumerate(told):
            said[seat].append(lines_told)
        snap()
    return {"lines": lines, "pictures": pictures.deltas,
            "seat_pictures": [t.deltas for t in seat_pictures],
            "views": [t.deltas for t in views], "told": said}


def _line(rules: Rules, before: Any, action: Action, actor: int,
          told: list[list[str]]) -> str:
    """The step as a spectator who sees everything reads it: what the acting seat was
    ``told``, or for a chance event what a seat that saw its outcome was told (the
    outcome's text when no seat saw it)."""
    if actor < 0:
        seeing = [p for p in range(rules.num_players)
                  if rules.observe_action(before, action, p) == action]
        if not seeing:
            return f"chance: {action}"
        actor = seeing[0]
    return "; ".join(told[actor])


def _ending(outcome: Outcome | None, rules: Rules, state: State) -> str:
    """What the last step shows: how the game ended and the game's own account of it, or
    that the record stops before the end."""
    if outcome is None:
        return (f"unfinished: the record stops after {state.steps} steps, before "
                "the end of the game")
    return f"{outcome}\n\n{rules.report(state.record)}"


def _changed_options(rules: Rules) -> dict[str, Any]:
    """The options that differ from their defaults, as JSON values."""
    info = type(rules).option_info()
    return {k: v if isinstance(v, (bool, int, float, str, type(None))) else str(v)
            for k, v in rules.options.items() if v != info[k].default}


class _Track:
    """A sequence of texts kept as line deltas, each from the text before."""

    def __init__(self) -> None:
        self.deltas: list[Delta] = []
        self._last: list[str] = []

    def add(self, text: str) -> None:
        lines = text.split("\n")
        delta: Delta = []
        matcher = difflib.SequenceMatcher(None, self._last, lines, autojunk=False)
        for op, start, end, new_start, new_end in matcher.get_opcodes():
            if op == "equal":
                delta.append([start, end])
            else:
                delta += lines[new_start:new_end]
        self.deltas.append(delta)
        self._last = lines
