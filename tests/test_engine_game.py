"""The Game driver, play(), registry, options and records."""

import json

import attrs
import pytest

import tabletop
from tabletop.bots import RandomBot
from tabletop.engine import (
    GameRecord,
    OptionError,
    RecordError,
    UnknownGameError,
    list_games,
    load_game,
)
from toy_game import CARDS, Play, Record, ToyRules


def test_game_resolves_chance_so_only_decisions_are_seen():
    game = tabletop.Game(ToyRules(), seed=5)
    assert game.current_player == 0 and not game.state.is_chance
    bot = RandomBot(seed=1)
    while not game.is_over:
        game.apply(bot.choose(game.view()))
        assert not game.state.is_chance
    assert game.state.is_terminal


def test_same_seed_same_game_and_other_seed_other_game():
    def run(seed):
        return tabletop.play(ToyRules(), [RandomBot(1), RandomBot(2)], seed=seed).history
    assert run(3) == run(3)
    assert any(run(3) != run(s) for s in range(4, 10))


def test_game_undo_rewinds_decision_chance_and_stream():
    game = tabletop.Game(ToyRules(), seed=11)
    first = game.legal_actions()[0]
    game.apply(first)
    follow = game.legal_actions()[0]
    game.apply(follow)  # completes a trick: a bonus roll follows
    after = game.state.clone()
    assert game.undo() == follow
    assert len(game.state.history) == 7 and game.current_player == 1
    game.apply(follow)
    assert game.state == after and game.state.history == after.history
    game.undo(), game.undo()
    with pytest.raises(IndexError):
        game.undo()


def test_a_game_without_undo_plays_the_same_game_and_keeps_no_way_back():
    def run(undo):
        game = tabletop.Game(ToyRules(), seed=4, undo=undo)
        bot = RandomBot(seed=2)
        while not game.is_over:
            game.apply(bot.choose(game.view()))
        return game
    kept, flat = run(True), run(False)
    assert flat.state.history == kept.state.history and flat.state == kept.state
    with pytest.raises(RuntimeError, match="undo=False"):
        flat.undo()
    with pytest.raises(RuntimeError, match="forget_past"):
        flat.state.transitions()


def test_game_refuses_illegal_decisions_without_change():
    game = tabletop.Game(ToyRules(), seed=2)
    before = game.state.clone()
    with pytest.raises(tabletop.IllegalActionError):
        game.apply(next(a for a in game.rules.action_space if a not in game.legal_actions()))
    assert game.state == before and game.state.history == before.history


def test_auto_forced_applies_single_action_decisions():
    game = tabletop.Game(ToyRules(auto_forced=True), seed=4)
    bot = RandomBot(seed=3)
    while not game.is_over:
        assert len(game.legal_actions()) > 1
        game.apply(bot.choose(game.view()))


@attrs.frozen
class LastTrickRules(ToyRules):
    """The toy game from its last trick, each seat holding one card."""

    def initial_record(self) -> Record:
        return Record(hands=(frozenset({"a1"}), frozenset({"b2"})), dealt=6,
                      played=frozenset(CARDS) - {"a1", "b2"}, tricks_done=2)


def test_auto_forced_applies_an_opening_forced_decision_too():
    """A game that opens on a decision with one legal action starts past it under
    ``auto_forced``, and at it without."""
    state = LastTrickRules(auto_forced=True).initial_state()
    assert state.phase == "BONUS" and state.record.played == frozenset(CARDS)
    assert not state.history
    assert LastTrickRules().initial_state().phase == "LEAD"


def test_unfold_lists_the_transitions_next_record_makes():
    """``unfold`` yields the action's own transition, then each forced decision, ending
    where ``next_record`` ends."""
    rules = LastTrickRules(auto_forced=True)
    start = rules.initial_record()
    steps = list(rules.unfold(start, Play("a1")))
    assert [(str(action), forced) for _, action, _, forced in steps] == [
        ("play a1", False), ("play b2", True)]
    assert steps[0][0] is start and steps[1][0] is steps[0][2]
    assert steps[-1][2] == rules.next_record(start, Play("a1"))
    assert len(list(LastTrickRules().unfold(start, Play("a1")))) == 1


def test_view_gives_no_hidden_state():
    game = tabletop.Game(ToyRules(), seed=1)
    view = game.view()
    assert view.player == 0 and view.phase == "LEAD"
    assert view.observation == game.state.observation(0)
    assert view.legal_actions() == game.legal_actions()
    assert "deal (hidden)" in view.history
    assert not hasattr(view, "state")
    assert view.determinize(0).observation(0) == view.observation


def test_play_returns_result_with_replayable_record(toy):
    result = tabletop.play(toy, [RandomBot(0), RandomBot(1)], seed=9)
    assert result.winners and result.scores == result.record.replay().scores()
    assert result.length == len(result.history) > result.decisions
    text = result.record.to_json()
    assert json.loads(text)["game"] == "toy"
    assert GameRecord.from_json(text).replay().history == result.history


def test_play_checks_the_number_of_bots():
    with pytest.raises(ValueError, match="needs 2 bots"):
        tabletop.play(ToyRules(), [RandomBot(0)])


def test_registry_lists_and_loads_with_options(toy):
    assert "toy" in list_games()
    assert load_game("toy", bonus_sides=2).bonus_sides == 2
    assert load_game("toy").options == {"bonus_sides": 3, "auto_forced": False}


def test_unknown_game_lists_the_available_ones(toy):
    with pytest.raises(UnknownGameError, match="unknown game 'chess'.*toy"):
        load_game("chess")


def test_unknown_option_lists_the_valid_ones(toy):
    with pytest.raises(OptionError, match="unknown option colour; valid options: bonus_sides"):
        load_game("toy", colour="red")


def test_bad_option_value_lists_the_accepted_ones(toy):
    with pytest.raises(OptionError, match="bonus_sides=7 is not accepted; choose one of 1, 2, 3"):
        load_game("toy", bonus_sides=7)


@pytest.mark.parametrize("text, message", [
    ("{", "not valid JSON"),
    ("[]", "must be a JSON object"),
    ('{"format": "other"}', "format must be"),
    ('{"format": "tabletop-record/1", "game": 3, "options": {}, "actions": []}',
     "'game' must be a str"),
    ('{"format": "tabletop-record/1", "game": "toy", "options": {}, "actions": [1]}',
     "strings only"),
    ('{"format": "tabletop-record/1", "game": "toy", "options": {}, "actions": [], '
     '"seed": "x"}', "'seed' must be an integer"),
])
def test_malformed_record_json_is_refused(text, message):
    with pytest.raises(RecordError, match=message):
        GameRecord.from_json(text)


def test_record_with_an_illegal_step_names_it(toy):
    result = tabletop.play(toy, [RandomBot(0), RandomBot(1)], seed=2)
    actions = list(result.record.actions)
    hand_card = actions[0].replace("deal", "play")  # seat 0's card, played by seat 1
    actions[7] = hand_card if actions[6] != hand_card else actions[2].replace("deal", "play")
    tampered = GameRecord(game="toy", actions=tuple(actions))
    with pytest.raises(RecordError, match="step 7"):
        tampered.replay()
    with pytest.raises(RecordError, match="no action reads"):
        GameRecord(game="toy", actions=("deal a1", "shuffle")).replay()


def test_record_with_unknown_game_or_option_or_false_scores_is_refused(toy):
    with pytest.raises(RecordError, match="cannot be loaded"):
        GameRecord(game="nope").replay()
    with pytest.raises(RecordError, match="cannot be loaded"):
        GameRecord(game="toy", options={"bonus_sides": 9}).replay()
    result = tabletop.play(toy, [RandomBot(0), RandomBot(1)], seed=2)
    forged = GameRecord(game="toy", actions=result.record.actions, scores=(99, 0))
    with pytest.raises(RecordError, match="claims scores"):
        forged.replay()
    with pytest.raises(RecordError, match="not 'toy'"):
        GameRecord(game="other").replay(toy)


def test_num_players_names_the_player_count_of_any_game():
    import tabletop
    assert tabletop.load_game("kst", num_players=3).players == 3
    with pytest.raises(tabletop.OptionError, match="option players is given twice"):
        tabletop.load_game("kst", num_players=3, players=3)
    with pytest.raises(tabletop.OptionError, match="choose one of 2"):
        tabletop.load_game("fox_duet", num_players=3)
