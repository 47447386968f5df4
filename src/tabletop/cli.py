"""The ``tabletop`` command: list games, play in the terminal, run tournaments, replay
records and benchmark.

::

    tabletop list
    tabletop play fox_duet --seats human,ismcts --option level=2
    tabletop arena tokaido_duo ismcts:iterations=200 random --games 1000 --jobs 2
    tabletop replay game.json
    tabletop bench fox_duet
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

import attrs

from .bots import available_bots, make_bot
from .bots.registry import parse_assignments
from .engine import (
    Action,
    Bot,
    BotView,
    Game,
    GameRecord,
    IllegalActionError,
    OptionError,
    RecordError,
    Rules,
    State,
    UnknownGameError,
    list_games,
    load_game,
)
from .engine.registry import rules_class

HUMAN = "human"

HELP = """\
Type the number of an action, or its text (for example "play a3").
  undo   take back your last decision (and the bots' moves after it)
  board  show the table again
  help   this text
  quit   leave the game"""


class CommandError(Exception):
    """A mistake on the command line: reported in one line, exit status 2."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default ``sys.argv[1:]``); return the exit status."""
    args = _parser().parse_args(argv)
    try:
        return args.command(args)
    except CommandError as exc:
        print(f"tabletop: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(required=True, metavar="COMMAND")

    def command(name: str, run, help: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help)
        sub.set_defaults(command=run)
        return sub

    def options(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("-o", "--option", action="append", default=[], metavar="K=V",
                         help="a game option, e.g. level=2 (repeatable)")

    command("list", _list, "list the games, their options and bots")

    play = command("play", _play, "play a game in the terminal against bots")
    play.add_argument("game")
    play.add_argument("--seats", metavar="SEAT,SEAT,...",
                      help="'human' or a bot spec per seat (default: human, then ismcts)")
    play.add_argument("--seed", type=int, help="seed of the game (default: random)")
    options(play)
    play.add_argument("--auto-forced", action=argparse.BooleanOptionalAction, default=True,
                      help="apply a decision with a single legal action without asking")
    play.add_argument("--reveal", action="store_true",
                      help="show the whole table, hidden parts included")
    play.add_argument("--record", metavar="FILE", help="save the game record as JSON")

    arena = command("arena", _arena, "play many games between bots, seats rotated")
    arena.add_argument("game")
    arena.add_argument("bots", nargs="+", metavar="BOT",
                       help="one bot spec per seat, e.g. random or ismcts:iterations=200")
    arena.add_argument("--games", type=int, default=100)
    arena.add_argument("--jobs", type=int, default=1, help="worker processes or Ray tasks")
    arena.add_argument("--backend", choices=("process", "ray"), default="process")
    arena.add_argument("--seed", type=int, default=0)
    options(arena)
    arena.add_argument("--json", action="store_true", help="print the result as JSON")
    arena.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                       help="progress bar on stderr (default: when stderr is a terminal)")

    replay = command("replay", _replay, "step through a game record, checking every step")
    replay.add_argument("file")
    replay.add_argument("--board", action="store_true", help="show the table after each step")

    bench = command("bench", _bench, "measure a game's speed")
    bench.add_argument("game")
    bench.add_argument("--games", type=int, default=200)
    options(bench)
    bench.add_argument("--openspiel", action=argparse.BooleanOptionalAction, default=True,
                       help="compare with OpenSpiel's games where installed")
    return parser


# -- list ------------------------------------------------------------------------------------
def _list(args: argparse.Namespace) -> int:
    for name in list_games():
        try:
            cls = rules_class(name)
            rules = cls()
        except Exception as exc:  # a broken plug-in must not hide the others
            print(f"{name}  (cannot be loaded: {exc})")
            continue
        print(f"{name}  {rules.num_players} players")
        for field in attrs.fields(cls):
            if field.metadata.get("option"):
                choices = field.metadata.get("choices")
                accepted = f"  one of {', '.join(map(str, choices))}" if choices else ""
                doc = f"  {field.metadata['doc']}" if field.metadata.get("doc") else ""
                print(f"    --option {field.name}={field.default}{accepted}{doc}")
        print(f"    bots: {', '.join(sorted(available_bots(rules)))}")
    return 0


# -- play ------------------------------------------------------------------------------------
def _play(args: argparse.Namespace) -> int:
    rules = _rules(args.game, args.option)
    seats = _seats(args.seats, rules.num_players)
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    try:
        bots = [None if s == HUMAN else make_bot(s, rules, seed + p)
                for p, s in enumerate(seats)]
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    print(f"{rules.name}, seed {seed}: " + ", ".join(f"P{p} {s}" for p, s in enumerate(seats)))
    table = _Table(Game(rules, seed, auto_forced=args.auto_forced), bots, seats, args.reveal)
    table.run()
    if args.record:
        Path(args.record).write_text(GameRecord.of(table.game.state, seed=seed).to_json(2))
        print(f"record saved to {args.record}")
    return 0


def _seats(text: str | None, players: int) -> list[str]:
    """Split ``human,ismcts:iterations=200,c=0.5,random`` into one spec per seat (a piece
    of the form ``key=value`` continues the previous spec's options)."""
    if text is None:
        return [HUMAN] + ["ismcts"] * (players - 1)
    seats: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        head = piece.split(":", 1)[0]
        if seats and "=" in head:
            seats[-1] += "," + piece
        elif piece:
            seats.append(piece)
    if len(seats) != players:
        raise CommandError(f"--seats names {len(seats)} seats; the game has {players}")
    return seats


class _Table:
    """A game in the terminal: people type their decisions, bots make theirs."""

    def __init__(self, game: Game, bots: list[Bot | None], seats: list[str], reveal: bool):
        self.game = game
        self.bots = bots
        self.seats = seats
        self.reveal = reveal
        humans = [p for p, bot in enumerate(bots) if bot is None]
        self.viewer = humans[0] if humans else None
        self.logged = len(self._history())

    def run(self) -> None:
        """Play to the end or until a person leaves."""
        game = self.game
        while not game.is_over:
            player = game.current_player
            bot = self.bots[player]
            if bot is None:
                if not self._human_turn(player):
                    return
            else:
                game.apply(bot.choose(game.view()))
                self._log(player)
        state = game.state
        print("\ngame over\n" + str(state))
        print(_scores_line(state))
        winners = sorted(state.winners())
        print("winners: " + (", ".join(f"P{p}" for p in winners) if winners else "none"))

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
                print(HELP)
            elif command in ("board", "show"):
                self._show(player)
            elif command == "undo":
                if self._undo():
                    return True
            elif (action := self._read(line)) is not None:
                try:
                    self.game.apply(action)
                except IllegalActionError as exc:
                    print(f"illegal: {exc}")
                    continue
                self._log(player)
                return True

    def _read(self, line: str) -> Action | None:
        """The action a typed number or text names, or None after saying what is wrong."""
        legal = self.game.legal_actions()
        if line.isdigit():
            number = int(line)
            if 1 <= number <= len(legal):
                return legal[number - 1]
            print(f"no action {number}; choose 1-{len(legal)} (or type help)")
            return None
        try:
            return self.game.rules.parse_action(line)
        except ValueError:
            print(f"not understood: {line!r}; type a number 1-{len(legal)}, an action's "
                  "text, undo, help or quit")
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
        self.logged = min(self.logged, len(self._history()))
        print("undone")
        return True

    def _show(self, player: int) -> None:
        state = self.game.state
        view = BotView(state, player)
        print(f"\n--- P{player} ({self.seats[player]}) to decide: {state.phase} ---")
        print(str(state) if self.reveal else str(view.observation))
        for number, action in enumerate(view.legal_actions(), 1):
            print(f"  {number:>3}. {action}")

    def _history(self) -> list:
        state = self.game.state
        if self.viewer is None or self.reveal:
            return list(state.history)
        return state.public_history(self.viewer)

    def _log(self, player: int) -> None:
        """Print the decision just made and the chance events and forced steps after it."""
        history = self._history()
        new, self.logged = history[self.logged:], len(history)
        if new:
            print(f"P{player} ({self.seats[player]}): {new[0]}")
        for entry in new[1:]:
            print(f"    then: {entry}")


# -- arena -----------------------------------------------------------------------------------
def _arena(args: argparse.Namespace) -> int:
    from .arena import run_arena

    rules = _rules(args.game, args.option)
    try:
        result = run_arena(rules, args.bots, games=args.games, seed=args.seed, jobs=args.jobs,
                           backend=args.backend, progress=args.progress)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    print(result.to_json() if args.json else result)
    return 0


# -- replay ----------------------------------------------------------------------------------
def _replay(args: argparse.Namespace) -> int:
    try:
        record = GameRecord.from_json(Path(args.file).read_text())
        rules = record.replay().rules  # checks every step before anything is printed
    except (OSError, RecordError) as exc:
        print(f"tabletop: {args.file}: {exc}", file=sys.stderr)
        return 1
    state = rules.initial_state()
    for step, text in enumerate(record.actions):
        player = state.current_player
        who = "chance" if player < 0 else f"P{player}"
        print(f"{step:>5}  {who:<6} {text}")
        state.apply(state.rules.parse_action(text))
        if args.board:
            print(state)
    print(f"\n{state}")
    print(_scores_line(state))
    return 0


def _scores_line(state: State) -> str:
    return "scores: " + ", ".join(f"P{p} {s}" for p, s in enumerate(state.scores()))


# -- bench -----------------------------------------------------------------------------------
def _bench(args: argparse.Namespace) -> int:
    from .benchmark import run_text

    _rules(args.game, args.option)
    print(run_text(args.game, games=args.games, openspiel=args.openspiel,
                   **parse_assignments(args.option)))
    return 0


def _rules(name: str, option_texts: list[str]) -> Rules:
    """Load a game with ``k=v`` option texts, turning mistakes into a CommandError."""
    try:
        return load_game(name, **parse_assignments(option_texts))
    except (UnknownGameError, OptionError, ValueError) as exc:
        raise CommandError(str(exc)) from None


if __name__ == "__main__":
    sys.exit(main())
