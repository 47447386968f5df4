"""Terminal play: people type their decisions, bots make theirs, and every step is told.

Each screen at a person's decision shows the table as that seat may see it, what is being
asked and why (one line, with the rule it follows), and the numbered choices with what they
mean. After every step, by anyone, the game's narration says what happened, naming the
acting seat. The words come from the game's own hooks (``Rules.asks``, ``gloss``,
``narrate``, ``guide``, ``outcome``), so every game is told in its own vocabulary.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from .engine import Action, Bot, BotView, Game, IllegalActionError
from .engine.excerpt import cut, excerpt

COMMANDS = """\
Type the number of an action, or its text (for example "{example}": one of the choices
listed now).
  undo   take back your last decision (and the bots' moves after it)
  board  show the table again
  help   this text
  quit   leave the game"""


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
                example = str(self.game.legal_actions()[-1])
                print(f"{self.rules.guide()}\n\n{COMMANDS.format(example=example)}")
            elif command in ("board", "show"):
                self._show(player)
            elif command == "undo":
                if self._undo():
                    self._show(self.game.current_player)
            elif (action := self._read(line)) is not None:
                try:
                    self.game.apply(action)
                except IllegalActionError as exc:
                    print(f"illegal: {exc}")
                    continue
                self._tell()
                return True

    def _read(self, line: str) -> Action | None:
        """The action a typed number or text names, or None after saying what is wrong."""
        legal = self.game.legal_actions()
        if line.isascii() and line.isdigit():  # '²' is a digit, but no number of ours
            number = int(line) if len(line) <= 9 else 0
            if 1 <= number <= len(legal):
                return legal[number - 1]
            print(f"no action {cut(line, 20)}; choose 1-{len(legal)} (or type help)")
            return None
        try:
            return self.rules.parse_action(line)
        except ValueError:
            print(f"not understood: {excerpt(line)}; type a number 1-{len(legal)}, an "
                  "action's text, undo, help or quit")
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
    def _show(self, player: int) -> None:
        """The table as ``player`` sees it, what is asked, and the numbered choices."""
        state = self.game.state
        rules = self.rules
        view = BotView(state, player)
        print(f"\n=== P{player} ({self.seats[player]}) to decide ===")
        print(str(state) if self.reveal else str(view.observation))
        print(f"\n{rules.asks(state.record)}:")
        for number, action in enumerate(view.legal_actions(), 1):
            meaning = rules.gloss(state.record, action)
            print(f"  {number:>3}. {action}" + (f"  - {meaning}" if meaning else ""))

    @staticmethod
    def _say_for_now(text: str) -> None:
        """On a terminal, ``text`` on the current row, the cursor back at its start so the
        next line writes over it; elsewhere (a pipe, a file) a line of its own unless it is
        blank."""
        if sys.stdout.isatty():
            print(text, end="\r", flush=True)
        elif text.strip():
            print(text)

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
            self.svg.write_text(self.rules.render_svg(self.game.state.record))

    def _end_screen(self) -> None:
        state = self.game.state
        seen = str(state) if self.reveal else str(state.observation(self.viewer))
        won = sorted(state.winners())
        print(f"\n=== game over ===\n{seen}\n\n{self.rules.report(state.record)}")
        print("scores: " + ", ".join(f"P{p} {s}" for p, s in enumerate(state.scores())))
        print("winners: " + (", ".join(f"P{p}" for p in won) if won else "none"))
