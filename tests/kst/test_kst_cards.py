"""Card files (KST-18), effects (KST-19) and passives (KST-20): the sample set, a user's own
set, and every malformed file naming the file, the card and the field."""

import copy
import pathlib
import tomllib

import pytest

import tabletop
from tabletop.engine import OptionError
from tabletop.games.kst import CardSetError, Rules, load_cards
from tabletop.games.kst.cardfile import MAX_BYTES, SAMPLE

DATA = pathlib.Path(__file__).parent / "data"


def base():
    """A small valid set: one card of each kind."""
    return {"format": "kst-cards/1", "set": "test", "card": [
        {"id": "miner", "name": "Miner", "deck": "main", "colour": "ruby", "world": 1,
         "count": 3, "triggers": {"2": [{"op": "gain", "n": 1}]}},
        {"id": "knight", "name": "Knight", "deck": "main", "colour": "sapphire", "world": 2,
         "count": 2, "marks": ["resurrect"],
         "triggers": {"1": [{"op": "resurrect"}], "3": [{"op": "attack", "targets": "any"}]}},
        {"id": "archer", "name": "Archer", "deck": "main", "colour": "sapphire", "world": 1,
         "count": 2, "marks": ["afterlife"], "afterlife": {"triggers": {"5": [
             {"op": "steal", "n": 1}]}}},
        {"id": "coin", "name": "Coin", "deck": "main", "colour": "neutral", "world": 0,
         "count": 3, "action": [{"op": "gain", "n": 1}]},
        {"id": "dragon", "name": "Dragon", "deck": "special", "colour": "ruby", "world": 3,
         "count": 1, "passives": [{"op": "dragon", "n": 1}],
         "summon": {"ingredients": {"miner": 2}, "placement": "line"}},
        {"id": "stone", "name": "Stone", "deck": "special", "colour": "neutral", "count": 1,
         "passives": [{"op": "host_double"}],
         "summon": {"ingredients": {"coin": 2}, "placement": "attach_required"}},
    ]}


def broken(card_id, **changes):
    """``base()`` with fields of card ``card_id`` changed (None deletes a field)."""
    data = copy.deepcopy(base())
    card = next(c for c in data["card"] if c["id"] == card_id)
    for field, value in changes.items():
        if value is None:
            card.pop(field, None)
        else:
            card[field] = value
    return data


def refused(data, *words):
    with pytest.raises(CardSetError) as info:
        load_cards(data)
    message = str(info.value)
    for word in words:
        assert word in message, message
    return message


def test_the_sample_set_is_the_invented_set_of_section_4():
    """KST-18, §4: 59 main-deck cards (18 sapphire, 18 ruby, 23 neutral) and 7 specials."""
    cards = load_cards()
    by_colour = {}
    for c in cards.main_cards:
        by_colour[c.colour] = by_colour.get(c.colour, 0) + c.count
    assert by_colour == {"sapphire": 18, "ruby": 18, "neutral": 23}
    assert cards.special_total == 7 and cards.main_total == 59
    assert "INVENTED" in SAMPLE.read_text(encoding="utf-8")


def test_a_users_own_file_loads_through_the_same_path(tmp_path):
    """KST-18: card_set = a path or parsed data gives the same game."""
    path = tmp_path / "mine.toml"
    path.write_text(SAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    from_path = Rules(players=2, card_set=str(path))
    parsed = Rules(players=2, card_set=tomllib.loads(SAMPLE.read_text(encoding="utf-8")))
    assert [c.id for c in from_path.cards.cards] == [c.id for c in parsed.cards.cards]
    small = Rules(players=2, card_set=str(DATA / "walls.toml"))
    assert small.cards.name == "walls" and small.initial_record().deck_size == 16


def test_a_bad_file_is_refused_by_load_game_too(tmp_path):
    """KST-18.9: through load_game the error is an OptionError naming file, card, field."""
    path = tmp_path / "bad.toml"
    path.write_text(SAMPLE.read_text(encoding="utf-8").replace('op = "gain"', 'op = "heal"', 1),
                    encoding="utf-8")
    with pytest.raises(OptionError, match=r"bad\.toml: entry card\[0\] \(rybar\), "
                                          r"triggers\.2\[0\], field 'op'"):
        tabletop.load_game("kst", card_set=str(path))
    with pytest.raises(CardSetError, match="cannot be read"):
        load_cards(str(tmp_path / "missing.toml"))
    (tmp_path / "junk.toml").write_text("format = [", encoding="utf-8")
    with pytest.raises(CardSetError, match="not valid TOML"):
        load_cards(str(tmp_path / "junk.toml"))


def test_top_level_fields():
    """KST-18.9: the format and unknown top-level keys."""
    data = base()
    data["format"] = "kst-cards/2"
    refused(data, "(top level)", "'format'")
    data = base()
    data["extra"] = 1
    refused(data, "'extra'", "is not a known field")


def test_ids_are_unique_and_recipes_name_main_cards():
    """KST-18.1."""
    data = base()
    data["card"][1]["id"] = "miner"
    refused(data, "card[1] (miner)", "'id'", "KST-18.1")
    refused(broken("dragon", summon={"ingredients": {"ghost": 1}, "placement": "line"}),
            "card[4] (dragon), summon", "'ingredients'", "ghost")
    refused(broken("stone", summon={"ingredients": {"dragon": 1}, "placement": "attach_required"}),
            "(stone)", "'ingredients'", "KST-18.1")
    refused(broken("miner", id="Miner"), "'id'", "[a-z0-9_]+")


def test_worlds_by_kind():
    """KST-18.2."""
    refused(broken("miner", world=0), "(miner)", "'world'", "KST-18.2")
    refused(broken("coin", world=2, action=None, triggers={"1": [{"op": "gain", "n": 1}]}),
            "(coin)", "'world'", "KST-18.2")
    refused(broken("dragon", world=2), "(dragon)", "'world'", "KST-18.2")
    refused(broken("stone", world=3), "(stone)", "'world'", "KST-18.2")


def test_action_cards():
    """KST-18.3: world 0 iff an action list; no triggers, passives or marks on them."""
    refused(broken("coin", action=None), "(coin)", "'action'", "KST-18.3")
    refused(broken("coin", triggers={"2": [{"op": "gain", "n": 1}]}), "(coin)", "'triggers'",
            "KST-18.3")
    refused(broken("miner", action=[{"op": "gain", "n": 1}]), "(miner)", "'action'", "KST-18.3")


def test_marks_and_worlds():
    """KST-18.4: afterlife and building on world 1, resurrect on world 2 and only with a
    resurrect trigger."""
    refused(broken("knight", marks=["afterlife", "resurrect"]), "(knight)", "'marks'",
            "KST-18.4")
    refused(broken("miner", marks=["resurrect"]), "(miner)", "'marks'", "KST-18.4")
    refused(broken("knight", marks=[]), "(knight)", "'marks'", "KST-18.4")
    refused(broken("knight", triggers={"3": [{"op": "attack", "targets": "any"}]}), "(knight)",
            "'triggers'", "KST-18.4")
    refused(broken("miner", marks=["flying"]), "(miner)", "'marks'", "flying")
    refused(broken("miner", marks=["building", "building"]), "(miner)", "'marks'", "twice")


def test_afterlife_table_needs_the_mark():
    """KST-18.5."""
    refused(broken("archer", marks=None), "(archer)", "'afterlife'", "KST-18.5")
    refused(broken("archer", afterlife={"triggers": {}, "heal": 1}), "(archer)", "'heal'")


def test_caravans():
    """KST-18.6: world 1, no marks, no triggers."""
    refused(broken("miner", caravan=True), "(miner)", "'caravan'", "KST-18.6")
    refused(broken("archer", caravan=True, afterlife=None), "(archer)", "'caravan'")
    assert load_cards(broken("miner", caravan=True, triggers=None)).by_id["miner"].caravan


def test_roll_only_effects():
    """KST-18.7: extra_rolls and resurrect only in triggers."""
    refused(broken("coin", action=[{"op": "extra_rolls", "n": 1}]), "(coin), action[0]", "'op'",
            "KST-18.7")
    refused(broken("miner", passives=[{"op": "upkeep", "effects": [{"op": "resurrect"}]}]),
            "(miner), passives[0].effects[0]", "KST-18.7")
    ok = broken("archer", afterlife={"triggers": {"6": [{"op": "extra_rolls", "n": 2}]}})
    assert load_cards(ok).by_id["archer"].converted.triggers[6][0].op == "extra_rolls"


def test_host_double_only_on_attachments():
    """KST-18.8."""
    refused(broken("miner", passives=[{"op": "host_double"}]), "(miner), passives[0]", "'op'",
            "KST-18.8")
    refused(broken("dragon", passives=[{"op": "host_double"}]), "(dragon)", "KST-18.8")


def test_unknown_fields_ops_parameters_and_values():
    """KST-18.9, KST-19, KST-20: every unknown name or value names the card and the field."""
    refused(broken("miner", colour="green"), "(miner)", "'colour'", "green")
    refused(broken("miner", cost=1), "(miner)", "'cost'", "is not a known field")
    refused(broken("miner", triggers={"7": []}), "(miner)", "'7'")
    refused(broken("miner", triggers={"2": [{"op": "gain", "n": 0}]}), "(miner), triggers.2[0]",
            "'n'", "1-10")
    refused(broken("miner", triggers={"2": [{"op": "gain", "n": 1, "scope": "other"}]}),
            "'scope'", "is not a known field")
    refused(broken("knight", triggers={"1": [{"op": "resurrect"}],
                                       "3": [{"op": "attack", "targets": "air"}]}),
            "(knight)", "'targets'", "air")
    refused(broken("knight", triggers={"1": [{"op": "resurrect"}],
                                       "3": [{"op": "attack", "targets": "any", "scope": "all"}]}),
            "'scope'")
    refused(broken("miner", passives=[{"op": "fortress"}]), "(miner), passives[0]", "fortress")
    refused(broken("dragon", passives=[{"op": "dragon"}]), "(dragon), passives[0]", "'n'")
    refused(broken("miner", passives=[{"op": "walls", "n": 1}]), "'n'", "is not a known field")
    refused(broken("stone", summon={"ingredients": {"coin": 2}, "placement": "float"}),
            "(stone), summon", "'placement'")
    refused(broken("miner", count=0), "(miner)", "'count'")
    refused(broken("miner", deck="side"), "(miner)", "'deck'")
    refused(broken("miner", triggers={"2": []}), "(miner)", "'triggers.2'", "1 to 8 effects")
    refused(broken("miner", summon={"ingredients": {"coin": 1}, "placement": "line"}),
            "(miner)", "'summon'")
    refused(broken("dragon", summon=None), "(dragon)", "'summon'", "missing")
    refused(broken("miner", name=None), "(miner)", "'name'", "missing")


def test_effects_and_passives_are_read_as_data():
    """KST-19, KST-20: ops, parameters and the scope default."""
    cards = load_cards(base())
    attack = cards.by_id["knight"].printed.triggers[3][0]
    assert (attack.op, attack.targets, attack.scope) == ("attack", "any", "opponent")
    assert cards.by_id["dragon"].printed.dragon == 1
    assert cards.by_id["stone"].printed.host_double
    upkeep = load_cards(broken("miner", passives=[{"op": "upkeep", "effects": [
        {"op": "draw", "n": 2}]}])).by_id["miner"].printed
    assert [str(e) for e in upkeep.upkeep] == ["draw 2"]


def test_size_limits(tmp_path):
    """KST-18.9: files over the documented limits are refused."""
    path = tmp_path / "huge.toml"
    path.write_text("# " + "x" * MAX_BYTES, encoding="utf-8")
    with pytest.raises(CardSetError, match="more than the limit"):
        load_cards(str(path))
    refused(broken("miner", count=21), "(miner)", "'count'")
    data = base()
    data["card"] = data["card"] * 30
    refused(data, "'card'", "1 to 120")
