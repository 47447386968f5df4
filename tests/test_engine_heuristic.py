"""The kernel's share of every heuristic bot: forced decisions at once, seeded tie-breaks."""

import random

from tabletop.engine import BotView, Heuristic, best
from tabletop.games.fox_duet import Rules


class Asks(Heuristic):
    """Records whether it was asked, and picks the last legal action."""

    def __init__(self):
        self.asked = 0

    def choose_among(self, view, legal):
        self.asked += 1
        return legal[-1]


def test_a_forced_decision_is_taken_without_asking_the_game_rule():
    state = Rules().initial_state()
    while len(state.legal_actions()) != 1 or state.current_player < 0:
        if state.current_player < 0:
            state.apply(state.chance_outcomes()[0][0])
        else:
            state.apply(state.legal_actions()[0])
    bot = Asks()
    assert bot.choose(BotView(state, state.current_player)) == state.legal_actions()[0]
    assert bot.asked == 0


def test_a_real_choice_goes_to_the_game_rule():
    state = Rules().initial_state()
    while state.current_player < 0:
        state.apply(state.chance_outcomes()[0][0])
    bot = Asks()
    assert bot.choose(BotView(state, state.current_player)) == state.legal_actions()[-1]
    assert bot.asked == 1


def test_best_takes_the_highest_value_and_breaks_ties_by_the_stream():
    assert best("abc", [0.0, 2.0, 1.0], random.Random(0)) == "b"
    picks = {best("xy", [1.0, 1.0], random.Random(seed)) for seed in range(20)}
    assert picks == {"x", "y"}
    first, second = random.Random(3), random.Random(3)
    assert best("xyz", [5.0, 5.0, 5.0], first) == best("xyz", [5.0, 5.0, 5.0], second)
