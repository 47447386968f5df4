"""The ``tabletop`` command: list games, play in the terminal, run tournaments, replay
records and benchmark.

::

    tabletop list
    tabletop play fox_duet --seats human,ismcts --option level=2
    tabletop arena tokaido_duo ismcts:iterations=200 random --games 1000 --jobs 2
    tabletop replay game.json --svg final.svg --seat 1
    tabletop bench fox_duet
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import NoReturn

from .arena import players_hint
from .bots import available_bots, make_bot
from .bots.registry import parse_assignments
from .engine import (
    Bot,
    Game,
    GameRecord,
    OptionError,
    RecordError,
    Rules,
    State,
    UnknownGameError,
    list_games,
    load_game,
)
from .engine.chance import MAX_SEED
from .engine.excerpt import excerpt
from .engine.record import MAX_RECORD_BYTES
from .engine.registry import rules_class
from .terminal import Table

HUMAN = "human"


class CommandError(Exception):
    """A mistake on the command line: reported in one line, exit status 2."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default ``sys.argv[1:]``); return the exit status."""
    args = _parser().parse_args(argv)
    try:
        status = args.command(args)
        sys.stdout.flush()  # a closed pipe shows here, inside the try
        return status
    except CommandError as exc:
        print(f"tabletop: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader left early (tabletop list | head -3)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        print("tabletop: error: output closed before the end (broken pipe)", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


class _Parser(argparse.ArgumentParser):
    """Reports a mistake in one line (with where to find help), exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


class _HelpFormatter(argparse.HelpFormatter):
    """Help that names each option's default where its own text does not already say it."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        default = action.default
        if ("default" in text or default is None or default is False or default == []
                or default == argparse.SUPPRESS or not action.option_strings):
            return text
        return f"{text} (default: {default})"


def _seed(text: str) -> int:
    """An argparse type: a seed, a whole number from 0 to 2**128 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a whole number") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be from 0 to 2**128 - 1, got {excerpt(value)}")
    return value


def _positive(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tabletop", description="Rules of tabletop games for bots: list the games, play "
        "one in the terminal, run tournaments, replay records and measure speed.")
    parser.add_argument("--version", action="version",
                        version=f"tabletop {metadata.version('tabletop')}")
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    games_help = "the game: " + ", ".join(list_games())

    def command(name: str, run, help: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help,
                                  formatter_class=_HelpFormatter)
        sub.set_defaults(command=run)
        return sub

    def options(sub: argparse.ArgumentParser) -> None:
        sub.add_argument("-o", "--option", action="append", default=[], metavar="K=V",
                         help="a game option, e.g. level=2 (repeatable)")

    command("list", _list, "list the games, their options and bots")

    play = command("play", _play, "play a game in the terminal against bots")
    play.add_argument("game", help=games_help)
    play.add_argument("--seats", metavar="SEAT,SEAT,...",
                      help="'human' or a bot spec per seat (default: human, then ismcts)")
    play.add_argument("--seed", type=_seed, help="seed of the game (default: random)")
    options(play)
    play.add_argument("--auto-forced", action=argparse.BooleanOptionalAction, default=True,
                      help="apply a decision with a single legal action without asking "
                           "(the game option auto_forced, unless --option sets it)")
    play.add_argument("--reveal", action="store_true",
                      help="show the whole table, hidden parts included")
    play.add_argument("--record", metavar="FILE", help="save the game record as JSON")
    play.add_argument("--svg", metavar="FILE", type=Path,
                      help="keep the picture of the table, as the first human seat sees it, "
                           "up to date in this SVG file (open it in a browser)")

    arena = command("arena", _arena, "play many games between bots, seats rotated")
    arena.add_argument("game", help=games_help)
    arena.add_argument("bots", nargs="+", metavar="BOT",
                       help="one bot spec per seat, e.g. random or ismcts:iterations=200")
    arena.add_argument("--games", type=_positive, default=100,
                       help="games to play: a multiple of the seat count, so that every bot "
                            "plays every seat equally often")
    arena.add_argument("--jobs", type=_positive, default=1, help="worker processes or Ray tasks")
    arena.add_argument("--backend", choices=("process", "ray"), default="process",
                       help="where the games run: worker processes, or Ray (extra 'ray')")
    arena.add_argument("--seed", type=_seed, default=0, help="seed of the tournament")
    options(arena)
    arena.add_argument("--json", action="store_true", help="print the result as JSON")
    arena.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                       help="progress bar on stderr (default: when stderr is a terminal)")

    replay = command("replay", _replay, "step through a game record, checking every step")
    replay.add_argument("file")
    replay.add_argument("--board", action="store_true", help="show the table after each step")
    replay.add_argument("--allow-files", action="store_true",
                        help="let the record's options name data files to read (a board, a "
                             "card set); refused by default")
    replay.add_argument("--svg", metavar="FILE",
                        help="write the picture of the final table to this SVG file; a name "
                             "with {step} in it gets one file per step (step 0 the start)")
    replay.add_argument("--seat", type=int, metavar="SEAT",
                        help="draw the pictures as this seat sees them (default: the public "
                             "view, hidden cards face down)")

    view = command("view", _view, "write a recorded game as one HTML page to step through "
                   "in a browser")
    view.add_argument("file", metavar="RECORD", help="a game record (JSON)")
    view.add_argument("-o", "--output", metavar="FILE.html", required=True, type=Path,
                      help="the page to write")
    view.add_argument("--allow-files", action="store_true",
                      help="let the record's options name data files to read (a board, a "
                           "card set); refused by default")

    bench = command("bench", _bench, "measure a game's speed")
    bench.add_argument("game", help=games_help)
    bench.add_argument("--games", type=_positive, default=200, help="random games to time")
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
        info = rules.info
        players = (f"{info.min_players}-{info.max_players}" if info and info.min_players
                   != info.max_players else str(rules.num_players))
        print(f"{name}  {players} players" + (f"  {info.title}" if info else ""))
        for option in cls.option_info().values():
            doc = f"  {option.doc}" if option.doc else ""
            if option.name == "auto_forced":
                doc += " (tabletop play turns it on unless --no-auto-forced)"
            accepted = f"  {option.accepted}" if option.accepted else ""
            print(f"    --option {option.name}={option.default}{accepted}{doc}")
        print(f"    bots: {', '.join(sorted(available_bots(rules)))}")
    return 0


# -- play ------------------------------------------------------------------------------------
def _play(args: argparse.Namespace) -> int:
    rules = _rules(args.game, [f"auto_forced={str(args.auto_forced).lower()}", *args.option])
    seats = _seats(args.seats, rules.num_players)
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    bots: list[Bot | None] = []
    problems = []
    if len(seats) != rules.num_players:
        named = f"{len(seats)} seat" + ("" if len(seats) == 1 else "s")
        problems.append(f"--seats names {named}; the game has {rules.num_players}"
                        + players_hint(rules, len(seats)))
    for p, spec in enumerate(seats):
        try:
            bots.append(None if spec == HUMAN else make_bot(spec, rules, seed + p))
        except ValueError as exc:
            problems.append(str(exc))
    if args.svg is not None and rules.render_svg(rules.initial_record()) is None:
        problems.append(f"--svg: {rules.name} draws no picture")
    if problems:
        raise CommandError("; ".join(problems))
    print(f"{rules.name}, seed {seed}: " + ", ".join(f"P{p} {s}" for p, s in enumerate(seats)))
    table = Table(Game(rules, seed), bots, seats, args.reveal, args.svg)
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
    return seats


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
        with open(args.file, "rb") as file:  # no more than the longest record accepted
            record = GameRecord.from_json(file.read(MAX_RECORD_BYTES + 1))
        # every step is checked before anything is printed
        rules = record.replay(allow_files=args.allow_files).rules
    except OSError as exc:
        print(f"tabletop: {args.file}: cannot be read ({exc.strerror or exc})", file=sys.stderr)
        return 1
    except RecordError as exc:
        print(f"tabletop: {args.file}: {exc}", file=sys.stderr)
        return 1
    _check_pictures(args, rules)
    each = args.svg is not None and "{step}" in args.svg
    state = rules.initial_state()
    if each:
        _picture(args, state)
    for step, text in enumerate(record.actions):
        player = state.current_player
        who = "chance" if player < 0 else f"P{player}"
        print(f"{step:>5}  {who:<6} {text}")
        state.apply(state.rules.parse_action(text))
        if args.board:
            print(state)
        if each:
            _picture(args, state)
    if args.svg is not None and not each:
        _picture(args, state)
    print(f"\n{state}")
    print(_scores_line(state))
    print(_verified(record, state))
    return 0


def _check_pictures(args: argparse.Namespace, rules: Rules) -> None:
    """Refuse ``--seat`` without ``--svg``, a seat the game lacks, or a game that draws no
    picture, before anything is written."""
    if args.svg is None:
        if args.seat is not None:
            raise CommandError("--seat chooses whose view --svg draws; give --svg FILE too")
        return
    if args.seat is not None and not 0 <= args.seat < rules.num_players:
        raise CommandError(f"--seat {args.seat}: {rules.name} has seats 0-"
                           f"{rules.num_players - 1}")
    if rules.render_svg(rules.initial_record()) is None:
        raise CommandError(f"--svg: {rules.name} draws no picture")


def _picture(args: argparse.Namespace, state: State) -> None:
    """Write the picture of ``state`` for ``--svg``, ``{step}`` in the name replaced by the
    number of steps taken."""
    name = args.svg.replace("{step}", str(state.steps))
    try:
        Path(name).write_text(state.rules.render_svg(state.record, args.seat) or "")
    except OSError as exc:
        raise CommandError(f"--svg: {name}: cannot be written ({exc.strerror or exc})") from None


def _verified(record: GameRecord, state: State) -> str:
    """What the replay proved, and whether the game was over (`GameRecord.replay`)."""
    seeded = "" if record.seed is None else f", chance outcomes drawn by seed {record.seed}"
    end = (f"the game is over: {state.outcome}" if state.outcome is not None else
           "unfinished: the record stops before the end of the game")
    return f"verified: {len(record.actions)} steps, each legal{seeded}; {end}"


def _view(args: argparse.Namespace) -> int:
    from .viewer import view_html

    try:
        with open(args.file, "rb") as file:  # no more than the longest record accepted
            record = GameRecord.from_json(file.read(MAX_RECORD_BYTES + 1))
        page = view_html(record, allow_files=args.allow_files)
        args.output.write_text(page, encoding="utf-8")
    except OSError as exc:
        name = exc.filename or args.file
        print(f"tabletop: {name}: cannot be {'read' if name == args.file else 'written'} "
              f"({exc.strerror or exc})", file=sys.stderr)
        return 1
    except RecordError as exc:
        print(f"tabletop: {args.file}: {exc}", file=sys.stderr)
        return 1
    print(f"{args.output}: {len(record.actions)} steps of {record.game}, verified; open it "
          "in a browser")
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
