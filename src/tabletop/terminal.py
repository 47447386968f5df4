"""Terminal play: people type their decisions, bots make theirs, and every step is told.

Every screen at a person's decision has the same layout in every game:

1. a header line ``=== ... ===``: the game, where it stands, the seat that decides;
2. the table as that seat may see it;
3. the seat's own hand (or whatever else it holds);
4. what is asked, in one line with the rule it follows, then the numbered choices, each
   glossed in the game's words.

A game lays out 1-3 with a ``screen(record, seat) -> (header, table, hand)`` method on its
rules (a game without one shows its observation as the table); 4 comes from ``asks`` and
``gloss``, the narration after every step from ``narrate``, the help from ``guide`` and the
end from ``report``: every game is told in its own vocabulary.

Choices are shown as words in every game: an action's text with its punctuation turned to
spaces (``die:pilgrim`` reads ``die pilgrim``, ``summon(obr)`` reads ``summon obr``); both
forms are accepted. A menu of more than `LONG` choices folds every group of at least `FOLD`
choices sharing a first word into a line or a grid of numbers; typing the first words of a
group (``swap fire``) lists its choices with their meanings. Several decisions may be typed
at once, separated by ``;`` (``place r0c6; place r0c5``) or as one first word with several
last words (``place r0c6 r0c5 r1c7``): each is applied in order as a decision of its own,
while the same seat decides.
"""

from __future__ import annotations

import re
import shutil
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from .engine import Action, Bot, BotView, Game, IllegalActionError
from .engine.excerpt import cut, excerpt

LONG = 12
"""A menu of more choices than this folds its big groups."""
FOLD = 5
"""In a long menu, a group of at least this many choices is folded."""
COMMANDS = """\
Type the number of a choice, or its words (for example "{example}": one of the choices
listed now). Several decisions at once: separate them with ";" ("1; 2"), or give one first
word several last words ("place r0c6 r0c5"); they are applied in order while you decide.
A folded line lists its choices with their meanings when you type its first words.
  undo   take back your last decision (and the bots' moves after it)
  board  show the table again
  help   this text
  quit   leave the game"""


def words(action: Action) -> str:
    """An action's text as words: ``die:pilgrim`` -> ``die pilgrim``, ``target(1, 2)`` ->
    ``target 1 2``, ``play R5`` unchanged.

    Examples:
        >>> from tabletop.engine import Action
        >>> class Target(Action):
        ...     def __str__(self) -> str:
        ...         return "target(1, 2)"
        >>> words(Target())
        'target 1 2'
    """
    return " ".join(re.sub(r"[:(),]", " ", str(action)).split())


def _key(text: str) -> str:
    return " ".join(text.split()).casefold()


class Menu:
    """The numbered choices of one decision, shown as their words (an action whose words
    are those of another legal action is shown by its own text)."""

    def __init__(self, actions: Sequence[Action]):
        self.actions = list(actions)
        texts = [words(a) for a in self.actions]
        twice = {t for t, n in Counter(texts).items() if n > 1}
        self.texts = [str(a) if t in twice else t for a, t in zip(self.actions, texts)]
        """What each choice is shown as, in the order of the numbers."""

    def find(self, typed: str) -> Action | None:
        """The choice ``typed`` names by its words or its text, or None."""
        key = _key(typed)
        for action, text in zip(self.actions, self.texts):
            if key in (_key(text), _key(str(action))):
                return action
        return None

    def starting(self, typed: str) -> list[int]:
        """The indices of the choices whose words begin with the words ``typed``."""
        head = _key(typed).split()
        return [i for i, t in enumerate(self.texts) if _key(t).split()[:len(head)] == head]

    def lines(self, gloss: Callable[[Action], str], width: int,
              only: Sequence[int] | None = None) -> list[str]:
        """The menu as text lines: every choice (or those of ``only``) numbered and glossed,
        a long menu with its big groups folded."""
        if only is not None or len(self.actions) <= LONG:
            return [self._line(i, gloss) for i in (range(len(self.actions)) if only is None
                                                    else only)]
        groups: dict[str, list[int]] = {}
        for i, text in enumerate(self.texts):
            groups.setdefault(text.split()[0], []).append(i)
        shown: list[str] = []
        folded = ""
        for head, group in groups.items():
            if len(group) < FOLD:
                shown += [self._line(i, gloss) for i in group]
            else:
                shown += self._fold(group, width)
                folded = folded or head
        if folded:
            shown.append(f'  (type the first words of a folded line, such as "{folded}", to '
                         "list its choices with their meanings)")
        return shown

    def _line(self, i: int, gloss: Callable[[Action], str]) -> str:
        meaning = gloss(self.actions[i])
        return f"  {i + 1:>3}. {self.texts[i]}" + (f"  - {meaning}" if meaning else "")

    def _fold(self, group: list[int], width: int) -> list[str]:
        """One group as a compact block: the words that differ between its choices next to
        their numbers, in a grid when two words differ."""
        split = [self.texts[i].split() for i in group]
        size = len(split[0])
        differ = ([p for p in range(size) if len({w[p] for w in split}) > 1]
                  if all(len(w) == size for w in split) else [])
        if len(differ) == 2:
            rows = list(dict.fromkeys(w[differ[0]] for w in split))
            cols = list(dict.fromkeys(w[differ[1]] for w in split))
            if len(cols) <= 8:
                return self._grid(group, split, differ, rows, cols)
        template = (" ".join("..." if p in differ else w for p, w in enumerate(split[0]))
                    if len(differ) == 1 else split[0][0] + " ...")
        items = [f"{i + 1}. " + (w[differ[0]] if len(differ) == 1 else self.texts[i])
                 for i, w in zip(group, split)]
        lines = [f"  {template}:"]
        for item in items:
            if len(lines) > 1 and len(lines[-1]) + 2 + len(item) <= width:
                lines[-1] += "  " + item
            else:
                lines.append("     " + item)
        return lines

    @staticmethod
    def _grid(group: list[int], split: list[list[str]], differ: list[int], rows: list[str],
              cols: list[str]) -> list[str]:
        number = {(w[differ[0]], w[differ[1]]): i + 1 for i, w in zip(group, split)}
        template = " ".join("..." if p in differ else w for p, w in enumerate(split[0]))
        left = max(len(r) for r in rows) + 4
        cell = max(4, *(len(c) + 1 for c in cols), len(str(max(number.values()))) + 1)
        lines = [f"  {template}  (row, then column):",
                 " " * left + "".join(c.rjust(cell) for c in cols)]
        for row in rows:
            lines.append(f"    {row}".ljust(left) + "".join(
                str(number.get((row, c), "-")).rjust(cell) for c in cols))
        return lines


class Table:
    """A game in the terminal between people (``None`` seats) and bots.

    ``reveal`` shows the whole table, hidden parts included; ``svg`` names a file kept
    up to date with the picture of the table (for games that draw one).
    """

    def __init__(self, game: Game, bots: Sequence[Bot | None], seats: Sequence[str],
                 reveal: bool = False, svg: Path | None = None):
        self.game = game
        self.bots = list(bots)
        self.seats = list(seats)
        self.reveal = reveal
        self.svg = svg
        humans = [p for p, bot in enumerate(bots) if bot is None]
        self.viewer = humans[0] if humans else 0
        """The seat whose knowledge the narration respects."""
        self.told = 0
        """How many steps of the history have been narrated."""
        self.typed: list[str] = []
        """Decisions typed ahead on one line, still to apply."""
        self.typist = -1
        """The seat that typed them."""
        self.width = min(100, shutil.get_terminal_size((100, 40)).columns)

    @property
    def rules(self):
        """The rules of the game being played."""
        return self.game.rules

    def run(self) -> None:
        """Play to the end or until a person leaves."""
        game = self.game
        self._tell()
        while not game.is_over:
            player = game.current_player
            bot = self.bots[player]
            if bot is None:
                if not self._human_turn(player):
                    return
            else:
                self.typed.clear()
                thinking = f"P{player} ({self.seats[player]}) is thinking..."
                self._say_for_now(thinking)
                action = bot.choose(game.view())
                self._say_for_now(" " * len(thinking))  # erased before the narration
                game.apply(action)
                self._tell()
        self._end_screen()

    # -- a person's turn ------------------------------------------------------------------------
    def _human_turn(self, player: int) -> bool:
        """Ask until a legal decision is applied (True) or the person leaves (False)."""
        if self.typed and self.typist == player and self._apply(self.typed.pop(0)):
            return True
        self.typed.clear()
        self._show(player)
        while True:
            try:
                line = input(f"P{player}> ").strip()
            except EOFError:
                print("\ninput ended; leaving the game")
                return False
            command = line.lower()
            if not line:
                continue
            if command in ("quit", "exit", "q"):
                print("leaving the game")
                return False
            if command in ("help", "h", "?"):
                example = Menu(self.game.legal_actions()).texts[-1]
                print(f"{self.rules.guide()}\n\n{COMMANDS.format(example=example)}")
            elif command in ("board", "show"):
                self._show(player)
            elif command == "undo":
                if self._undo():
                    self._show(self.game.current_player)
            else:
                parts = [p.strip() for p in line.split(";") if p.strip()]
                self.typed, self.typist = self._expand(parts[0]) + parts[1:], player
                if self._apply(self.typed.pop(0)):
                    return True
                self.typed.clear()

    def _expand(self, part: str) -> list[str]:
        """``place r0c6 r0c5`` as ``place r0c6`` and ``place r0c5`` when the whole names no
        choice and its first two words do; any other text unchanged."""
        menu = Menu(self.game.legal_actions())
        head, *tails = part.split()
        if len(tails) < 2 or menu.find(part) or menu.starting(part) or not menu.find(
                f"{head} {tails[0]}"):
            return [part]
        return [f"{head} {tail}" for tail in tails]

    def _apply(self, typed: str) -> bool:
        """Apply the decision ``typed`` names (True), or say what is wrong with it."""
        action = self._read(typed)
        if action is None:
            return False
        try:
            self.game.apply(action)
        except IllegalActionError as exc:
            print(f"illegal: {exc}")
            return False
        self._tell()
        return True

    def _read(self, line: str) -> Action | None:
        """The action a typed number, words or text name, or None after saying what is wrong
        (a group's first words list that group)."""
        state = self.game.state
        menu = Menu(self.game.legal_actions())
        legal = menu.actions
        if line.isascii() and line.isdigit():  # '²' is a digit, but no number of ours
            number = int(line) if len(line) <= 9 else 0
            if 1 <= number <= len(legal):
                return legal[number - 1]
            print(f"no action {cut(line, 20)}; choose 1-{len(legal)} (or type help)")
            return None
        found = menu.find(line)
        if found is not None:
            return found
        if starting := menu.starting(line):
            print(f"{len(starting)} choices begin with {cut(line, 40)!r}:")
            for text in menu.lines(lambda a: self.rules.gloss(state.record, a), self.width,
                                   only=starting):
                print(text)
            return None
        try:
            return self.rules.parse_action(line)
        except ValueError:
            print(f"not understood: {excerpt(line)}; type a number 1-{len(legal)}, a "
                  "choice's words, undo, help or quit")
            return None

    def _undo(self) -> bool:
        """Take back decisions until a person is to decide again."""
        game = self.game
        try:
            game.undo()
        except IndexError:
            print("nothing to undo")
            return False
        while self.bots[game.current_player] is not None:
            try:
                game.undo()
            except IndexError:
                break
        self.told = min(self.told, game.state.steps)
        print("undone")
        self._draw()
        return True

    # -- what is shown ----------------------------------------------------------------------------
    def screen(self, player: int) -> tuple[str, str, str]:
        """The header, the table and the hand of ``player``'s screen now (the game's
        ``screen`` hook; the whole table with ``reveal``)."""
        state = self.game.state
        header, table, hand = self.rules.screen(state.record, player)
        if self.reveal:
            table = str(state)
        return f"{header} - P{player} ({self.seats[player]}) to decide", table, hand

    def _show(self, player: int) -> None:
        """The screen of ``player``'s decision: header, table, hand, what is asked and the
        numbered choices."""
        state = self.game.state
        rules = self.rules
        header, table, hand = self.screen(player)
        print(f"\n=== {header} ===")
        print(table)
        if hand:
            print(hand)
        print(f"{rules.asks(state.record)}:")
        menu = Menu(BotView(state, player).legal_actions())
        for line in menu.lines(lambda a: rules.gloss(state.record, a), self.width):
            print(line)

    @staticmethod
    def _say_for_now(text: str) -> None:
        """On a terminal, ``text`` on the current row, the cursor back at its start so the
        next line writes over it. A pipe or a file keeps every line, so a passing status
        such as "thinking..." is not written there at all."""
        if sys.stdout.isatty():
            print(text, end="\r", flush=True)

    def _tell(self) -> None:
        """Narrate every step applied since the last narration, then redraw the picture."""
        state = self.game.state
        rules = self.rules
        for before, action, after in state.transitions(self.told):
            for line in rules.narrate(before, action, after, self.viewer):
                print(line)
        self.told = state.steps
        self._draw()

    def _draw(self) -> None:
        if self.svg is not None:
            self.svg.write_text(self.rules.render_svg(self.game.state.record, self.viewer))

    def _end_screen(self) -> None:
        state = self.game.state
        seen = str(state) if self.reveal else str(state.observation(self.viewer))
        won = sorted(state.winners())
        print(f"\n=== game over ===\n{seen}\n\n{self.rules.report(state.record)}")
        print("scores: " + ", ".join(f"P{p} {s}" for p, s in enumerate(state.scores())))
        print("winners: " + (", ".join(f"P{p}" for p in won) if won else "none"))
