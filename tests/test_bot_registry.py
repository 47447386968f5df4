"""Bot specs and the registry of generic and per-game bots."""

import sys
import textwrap

import pytest

from tabletop.bots import BotSpec, ISMCTSBot, RandomBot, available_bots, make_bot
from tabletop.bots.registry import extra_bots, parse_assignments, parse_value
from toy_game import ToyRules


def test_spec_text_round_trip():
    spec = BotSpec.parse("ismcts:iterations=200,c=0.5")
    assert spec == BotSpec("ismcts", {"iterations": 200, "c": 0.5})
    assert BotSpec.parse(str(spec)) == spec
    assert BotSpec.parse(" random ") == BotSpec("random")


@pytest.mark.parametrize("text", [":iterations=2", "ismcts:iterations", "ismcts:=3"])
def test_malformed_specs_are_refused(text):
    with pytest.raises(ValueError, match="bot spec"):
        BotSpec.parse(text)


def test_values_are_typed():
    assert parse_value("3") == 3 and parse_value("-2.5") == -2.5
    assert parse_value("True") is True and parse_value("off") is False
    assert parse_value("easy") == "easy"
    assert parse_assignments(["a=1", " b = x "]) == {"a": 1, "b": "x"}


def test_make_bot_builds_seeded_generic_bots():
    bot = make_bot("ismcts:iterations=7,c=1.5", ToyRules(), seed=3)
    assert isinstance(bot, ISMCTSBot) and bot.iterations == 7 and bot.c == 1.5
    assert isinstance(make_bot(RandomBot, seed=1), RandomBot)


def test_make_bot_refuses_unknown_names_and_arguments():
    with pytest.raises(ValueError, match="unknown bot 'minimax' for toy; available: ismcts"):
        make_bot("minimax", ToyRules())
    with pytest.raises(ValueError, match="ismcts:width=3"):
        make_bot("ismcts:width=3")


def test_a_game_package_adds_its_own_bots(tmp_path, monkeypatch):
    package = tmp_path / "my_game"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "rules.py").write_text(textwrap.dedent("""
        import attrs
        from toy_game import ToyRules

        @attrs.frozen
        class Rules(ToyRules):
            name = "my_game"
    """))
    (package / "bots.py").write_text(textwrap.dedent("""
        class FirstBot:
            def __init__(self, greedy=True):
                self.greedy = greedy

            def choose(self, view):
                return view.legal_actions()[0]

        BOTS = {"first": FirstBot}
    """))
    monkeypatch.syspath_prepend(str(tmp_path))
    from my_game.rules import Rules

    try:
        assert sorted(available_bots(Rules())) == sorted(
            ["first", "ismcts", "random", *extra_bots()])
        bot = make_bot("first:greedy=false", Rules(), seed=1)  # no seed argument: none given
        assert bot.greedy is False
        assert "first" not in available_bots(ToyRules())
    finally:
        for name in ("my_game", "my_game.rules", "my_game.bots"):
            sys.modules.pop(name, None)
