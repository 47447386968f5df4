"""The kernel's derived values: computed once when rules are built, kept as plain attributes."""

import pickle

import attrs
import pytest

import tabletop
from tabletop.engine import OptionError, Rules, derived, option


@attrs.frozen
class Dice(Rules):
    sides: int = option(6, choices=(4, 6), doc="faces of the die")

    @derived
    def faces(self) -> tuple[int, ...]:
        return tuple(range(1, self.sides + 1))

    @derived
    def top(self) -> int:
        return self.faces[-1]


@attrs.frozen
class CheckedDice(Dice):
    """A subclass whose own check reads the derived values and overrides one of them."""

    @derived
    def faces(self) -> tuple[int, ...]:
        return tuple(range(self.sides, 0, -1))

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()
        if self.faces[0] == 4:
            raise OptionError("option sides=4: refused by this test game")


def test_derived_values_are_instance_attributes_not_class_ones():
    dice = Dice(sides=4)
    assert dice.faces == (1, 2, 3, 4) and dice.top == 4
    assert "faces" not in vars(Dice) and vars(dice)["faces"] == (1, 2, 3, 4)
    assert list(vars(Dice)["_derived_values"]) == ["_fixed_seat", "_last_legal", "_automatic",
                                                   "faces", "top"]


def test_an_override_is_computed_in_the_place_of_the_base_value_before_the_check():
    assert CheckedDice().faces == (6, 5, 4, 3, 2, 1) and CheckedDice().top == 1
    assert list(vars(CheckedDice)["_derived_values"])[-2:] == ["faces", "top"]
    assert Dice().faces == (1, 2, 3, 4, 5, 6)  # the base keeps its own
    with pytest.raises(OptionError, match="refused by this test game"):
        CheckedDice(sides=4)


def test_a_value_read_before_it_is_declared_names_both():
    @attrs.frozen
    class Backwards(Rules):
        @derived
        def first(self) -> int:
            return self.second + 1

        @derived
        def second(self) -> int:
            return 1

    with pytest.raises(TypeError, match=r"Backwards\.first reads second, a derived value "
                                        r"declared after it"):
        Backwards()


def test_a_derived_value_may_not_hide_a_base_property():
    with pytest.raises(TypeError, match="cannot override the property observation_shape"):
        @attrs.frozen
        class Shaped(Rules):
            @derived
            def observation_shape(self) -> tuple[int, ...]:
                return (1,)


def test_a_check_failing_in_a_derived_value_is_an_option_error():
    with pytest.raises(OptionError, match="option disaster_deck: unknown kind 'fire_9'"):
        tabletop.load_game("save_the_world", disaster_deck={"fire_9": 1})
    with pytest.raises(OptionError, match="mapping of card kind to count.*not 'nonsense'"):
        tabletop.load_game("save_the_world", disaster_deck="nonsense")


@pytest.mark.parametrize("name", tabletop.list_games())
def test_game_rules_pickle_by_options_and_read_attributes_without_a_hook(name):
    """Every game's rules rebuild from their options when unpickled, and no ``__getattr__``
    (which a cached property on a slotted attrs class adds) slows their attribute reads."""
    rules = tabletop.load_game(name)
    again = pickle.loads(pickle.dumps(rules))
    assert again == rules and again is not rules
    assert sorted(vars(again)) == sorted(vars(rules))
    assert not any("__getattr__" in vars(cls) for cls in type(rules).__mro__)
    again.initial_state()
