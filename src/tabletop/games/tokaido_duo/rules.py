"""Tokaido Duo's rules: the metadata, the phase table and the hooks of the kernel.

The round (TD-2): three dice are rolled; the active player, the opponent and the active
player again each take one die and move their own figure of that character. A die turn is
the move, the optional effect of the stop and the optional hot-springs repeat (TD-2.7).
The phases are listed in `Rules.phases` with the rule each enforces; what applying an
action does is in `.flow`, what is legal in `.legal`.

A game is finite: it ends after the round of a trigger (TD-16.2; under ``final_round =
equal_turns`` after the next even round, A4), and a game that nothing triggers is scored after round
``max_rounds`` (TD-16.4, TD-16.5), at most `ROUND_CEILING` and that ceiling when
``max_rounds`` is None (A21). `Rules.max_game_length` counts the steps of such a game on
the rules' own board (`length_bound`).

Examples:
    >>> rules = Rules(start_player=0)
    >>> state = rules.initial_state()
    >>> str(state.phase), [str(a) for a in state.legal_actions()][:2]
    ('stall_tile', ['stall:ST1', 'stall:ST2'])
    >>> Rules().max_game_length, Rules(max_rounds=3, start_player=0).max_game_length
    (69010, 216)
"""

from __future__ import annotations

import attrs

from ...engine import Action, GameInfo, chance, decision, derived, terminal
from . import flow, glossary, legal, narration, observation, render, scoring, svg
from .board import CHARACTERS, Board
from .options import ROUND_CEILING, Options
from .state import PLAYERS, Phase, Record


def stop_steps(board: Board) -> int:
    """The most steps of one stop of a figure on ``board``: the move, the effect decision
    and what may follow the answer.

    A move is one decision whatever the die shows (TD-3.4), posed or applied as the only
    destination (TD-3.5, A30); a figure without a move stops nowhere and nothing follows
    (TD-3.3). The effect decision is at most one (TD-7.1, TD-7.2). What follows depends on
    the kind of stop, and only one kind applies:

    * a zone (painter): Paint flips one tile per chance event, never more than the face-down
      tiles, so at most the painting slots (TD-15.3); a gift, also after ``paint_gift``, is
      no step of its own (TD-15.4);
    * a mountain town (merchant): one ``draw_item`` event per item, at most the largest draw
      number and never more than the bag holds (TD-13.1, A15), then one ``keep_items``
      decision (TD-13.2, A14, A28);
    * a beach (pilgrim): taking *Large cart* makes the opponent return one item per item
      above his capacity, at most the *Large cart* capacity less the capacity (TD-11.4);
      only there is a player above capacity under ``excess_on_loss = return_now`` (A17),
      and under ``until_next_draw`` nothing is returned (A28);
    * any other stop: nothing (a sale or income buys plates without a step, TD-10.2).

    Examples:
        >>> from .board import load_board
        >>> stop_steps(load_board())
        10
    """
    draws = min(max(board.draws.values()), sum(board.item_counts)) + 1
    after = max(len(board.numbers), draws, board.large_cart_capacity - board.capacity)
    return 2 + after


def round_steps(board: Board) -> int:
    """The most steps (decisions and chance events) of one round on ``board``, under every
    option.

    Three ``roll`` events (TD-2.2), one per die whatever its faces, and three die turns
    (TD-2.3 to TD-2.5; the third pick counts although it is forced, TD-2.5, A30). A die
    turn (TD-2.7) is the pick, one stop (`stop_steps`), one ``hot_springs_repeat``
    decision and the stop of the repeat: at most one repeat per die turn (TD-12.5), posed
    after the die turn's stop (``own_die``, TD-12.3) or before its pick
    (``last_die_start``, A29). ``repeat_after_trigger = false`` forbids repeats only after
    the trigger (A6), so the most a round takes is the same under both values.

    Examples:
        >>> from .board import load_board
        >>> round_steps(load_board())
        69
    """
    die_turn = 1 + stop_steps(board) + 1 + stop_steps(board)  # pick, stop, offer, repeat
    return len(CHARACTERS) + len(CHARACTERS) * die_turn


def setup_steps(board: Board, random_start: bool) -> int:
    """The setup chance events (TD-1.8): a ``stall_tile`` per coastal town (TD-1.2), a
    ``wave_side`` per wave token (TD-1.3) and, with ``start_player = random``, the
    ``start_player`` event (TD-1.6)."""
    return len(board.coastal) + len(CHARACTERS) + random_start


def most_rounds(rounds: int, final_round: str) -> int:
    """The most rounds of a game scored after round ``rounds`` when nothing triggers:
    a trigger in an earlier round ends the game by that round (TD-16.2; under
    ``equal_turns`` after the next even round, A4), and a trigger in round ``rounds``
    itself adds one round under ``equal_turns`` when ``rounds`` is odd (TD-16.5).

    Examples:
        >>> most_rounds(5, "equal_turns"), most_rounds(6, "equal_turns"), most_rounds(5,
        ...                                                                      "current_round")
        (6, 6, 5)
    """
    return rounds + (final_round == "equal_turns" and rounds % PLAYERS != 0)


def length_bound(board: Board, *, rounds: int, final_round: str, random_start: bool) -> int:
    """The most steps of one game on ``board`` scored after round ``rounds`` at the latest
    when nothing triggers: the setup events and `round_steps` for each of the `most_rounds`
    rounds. Nothing happens between rounds (TD-2.8) and scoring is no step (TD-17)."""
    return setup_steps(board, random_start) + most_rounds(rounds, final_round) * round_steps(
        board)


ROUND_STEPS = 69
"""`round_steps` of the default board: 3 rolls and 3 die turns of 22 steps (a test checks
it against the board)."""

ROUNDS = ROUND_CEILING + 1
"""The rounds `Rules.info` counts with: at most `ROUND_CEILING` rounds are played under any
option (`most_rounds` of the ceiling, which is even, or of an odd ``max_rounds`` below it),
and one round more covers the at most 10 setup events of the default board (TD-1.8)."""


@attrs.frozen(cache_hash=True)
class Rules(Options):
    """Tokaido Duo for two players; every field is an option of spec 5.2.

    Examples:
        >>> Rules(plate_threshold=10).plate_threshold
        10
    """

    name = "tokaido_duo"
    info = GameInfo(title="Tokaido Duo", min_players=PLAYERS, max_players=PLAYERS,
                    cooperative=False, hidden_information=False, chance=True,
                    max_length=ROUND_STEPS * ROUNDS)
    """The game's metadata. ``max_length`` bounds the steps of one game on the default board
    under every accepted option (``max_rounds`` from 1 to `ROUND_CEILING` or None, either
    ``final_round``, a random start player, ``auto_forced`` off; `length_bound`). On a
    board of one's own (option ``board``) the bound is `Rules.max_game_length`."""
    phases = {
        Phase.STALL_TILE: chance("TD-1.2", "a stall tile is placed on the next coastal town",
                                 flow.place_stall, uniform=legal.stall_tiles),
        Phase.WAVE_SIDE: chance("TD-1.3", "the next wave token is placed with a random side up",
                                flow.show_side, uniform=legal.wave_sides),
        Phase.START_PLAYER: chance("TD-1.6", "the start player is drawn", flow.choose_start,
                                   uniform=legal.start_players),
        Phase.ROLL: chance("TD-2.2", "the active player rolls the next die", flow.roll,
                           outcomes=legal.rolls),
        Phase.PICK_DIE: decision("TD-2.4", "player {actor} takes an unused die", legal.picks,
                                 flow.take_die),
        Phase.MOVE: decision("TD-3.4", "player {actor} chooses where the figure stops",
                             legal.moves, flow.arrive, explain=legal.why_not_move),
        Phase.TEMPLE: decision("TD-8.1", "player {actor} marks the temple track or declines",
                               legal.effect, flow.resolve_effect),
        Phase.GARDEN: decision("TD-8.1", "player {actor} marks the garden track or declines",
                               legal.effect, flow.resolve_effect),
        Phase.COAST_INCOME: decision("TD-9.1", "player {actor} collects the stall's coins or "
                                     "declines", legal.effect, flow.resolve_effect),
        Phase.BEACH: decision("TD-11.2", "player {actor} takes a wave token or declines",
                              legal.effect, flow.resolve_effect),
        Phase.HOT_SPRINGS: decision("TD-12.1", "player {actor} takes the hot springs token or "
                                    "declines", legal.effect, flow.resolve_effect),
        Phase.MOUNTAIN: decision("TD-13.1", "player {actor} draws items or declines",
                                 legal.effect, flow.resolve_effect),
        Phase.DRAW_ITEM: chance("TD-13.1", "an item is drawn from the bag", flow.draw,
                                outcomes=legal.draws),
        Phase.KEEP_ITEMS: decision("TD-13.2", "player {actor} chooses the items to keep",
                                   legal.keeps, flow.keep),
        Phase.SELL: decision("TD-14.1", "player {actor} sells items or declines", legal.effect,
                             flow.resolve_effect),
        Phase.PAINTER_ACTION: decision("TD-15.1", "player {actor} paints, gifts or declines",
                                       legal.effect, flow.resolve_effect),
        Phase.FLIP_TILE: chance("TD-15.3", "a face-down painting is turned over", flow.flip,
                                outcomes=legal.flips),
        Phase.HOT_SPRINGS_REPEAT: decision("TD-12.3", "player {actor} repeats the move or keeps "
                                           "the hot springs token", legal.repeats,
                                           flow.answer_repeat),
        Phase.RETURN_ITEM: decision("TD-11.4", "player {actor} returns an item to the bag",
                                    legal.returns, flow.give_back),
        Phase.END: terminal("TD-16.2", "the game is over"),
    }

    @property
    def max_game_length(self) -> int:
        """The most steps of one game under these options and on this board
        (`length_bound`): the rounds are ``max_rounds``, or `ROUND_CEILING` when it is
        None (TD-16.4, TD-16.5, A21), plus the round ``equal_turns`` may add (A4)."""
        return length_bound(self.layout, rounds=self.last_round, final_round=self.final_round,
                            random_start=self.start_player == "random")

    initial_record = flow.setup

    # -- results and views -----------------------------------------------------------------------
    scores = scoring.scores

    def winners(self, r: Record) -> frozenset[int]:
        """The winners at the end (TD-17.2); nobody before."""
        return scoring.winners(self, r) if r.phase is Phase.END else frozenset()

    termination = scoring.termination
    determinize = observation.determinize

    @derived
    def encoding(self) -> observation.Encoding:
        """The observation array's layout on this board."""
        return observation.Encoding(self)

    def observation(self, r: Record, player: int) -> observation.TokaidoObservation:
        """The whole table, seen from ``player``'s side (spec section 4)."""
        return observation.TokaidoObservation(player, r, self, self.encoding)

    @property
    def observation_shape(self) -> tuple[int, ...]:
        """The shape of the observation's Layout."""
        return self.encoding.layout.shape

    screen = render.screen  # terminal play's screen; before the name is the hook below
    render = render.render
    render_svg = svg.draw

    # -- telling a person what happens (terminal play) -----------------------------------------
    asks = glossary.asks
    gloss = glossary.gloss
    narrate = narration.narrate
    guide = narration.guide
    report = narration.report

    # -- action space --------------------------------------------------------------------------
    @property
    def action_space(self) -> tuple[Action, ...]:
        """Every decision action of this board, in index order."""
        return self.actions.decisions

    @property
    def chance_space(self) -> tuple[Action, ...]:
        """Every chance outcome of this board and these dice."""
        return self.actions.chance
