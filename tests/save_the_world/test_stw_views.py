"""What a seat sees (section 4, SW-16): observations, arrays, determinization, hidden
draws, the pictures and the texts of terminal play."""

import random

import numpy as np
from stw_helpers import apply_texts, hand, holding, legal_texts, position, rules_for

from tabletop.engine import pick
from tabletop.games.save_the_world import Rules, render_svg
from tabletop.games.save_the_world.cards import NO_CARDS
from tabletop.games.save_the_world.observation import layout
from tabletop.games.save_the_world.state import Phase, Stage


def played(rules, steps, seed=0):
    state = rules.initial_state()
    rnd = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state.apply(pick(state.chance_outcomes(), rnd.random()) if state.is_chance
                    else rnd.choice(state.legal_actions()))
    return state


def test_observation_hides_other_hands_and_deck_contents():
    state = played(rules_for(), 300)
    seen = state.observation(0)
    assert seen.view.hands[1] == NO_CARDS and seen.view.decks == NO_CARDS
    assert seen.hand_sizes[1] == (sum(state.record.hands[1][:10]),
                                  sum(state.record.hands[1][10:]))
    array = seen.to_array()
    assert array.shape == state.rules.observation_shape
    assert 0.0 <= array.min() and array.max() <= 1.0
    lay = layout(state.rules)
    pieces = lay.unpack(np.rint(array * lay.high))  # the raw counts
    assert pieces["hand"].tolist() == list(state.record.hands[0])


def test_determinize_keeps_known_cards_and_deck_of_origin():
    """Section 4: another hand is redealt only among cards consistent with what was seen:
    its known cards stay, transport slots get transport cards."""
    rules = rules_for()
    state = position(rules, hands={0: hand("car"), 1: hand("fire", "storm", "boat")},
                     known=(NO_CARDS, hand("storm")))
    for seed in range(20):
        other = state.determinize(0, np.random.default_rng(seed)).record
        h = other.hands[1]
        assert h[14] >= 1 and sum(h[:10]) == 1 and sum(h[10:]) == 2
        assert other.hands[0] == state.record.hands[0]
        assert sum(other.decks) == sum(state.record.decks)
        assert tuple(a + b for a, b in zip(other.decks, h)) == tuple(
            a + b for a, b in zip(state.record.decks, state.record.hands[1]))


def test_observe_action_hides_another_seats_drawn_card():
    rules = rules_for()
    state = rules.initial_state()
    apply_texts(state, "draw car", "draw boat", "draw fire", "draw universal", "city london",
                "city tokyo", "split 2")
    r = state.record
    action = state.legal_actions()[0]
    assert rules.observe_action(r, action, 1) == "P0 draws a transport card"
    assert rules.observe_action(r, action, 0) == action
    assert rules_for(open_hands=True).observe_action(r, action, 1) == action


def test_text_picture_shows_map_holdings_and_counter():
    state = position(rules_for(), hands={0: hand("car")}, spread={(2, 9): "fire"},
                     epicentres={"Y2": ("flood", 1)})
    text = str(state)
    assert " W1" in text and " f" in text and "disaster cards 0/24" in text
    assert "P0: hand car" in text and "seen by P1" in str(state.observation(1))


def test_svg_picture(tmp_path):
    state = played(rules_for(), 400, seed=3)
    svg = render_svg(state)
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert svg.count("<rect") >= 216


def test_narration_gloss_guide_and_outcome():
    rules = rules_for()
    state = position(rules, hands={0: hand("car", "fire")}, spread={(2, 9): "fire"},
                     epicentres={"Y2": ("flood", 1)})
    r = state.record
    assert rules.gloss(r, rules.parse_action("walk car")) == "up to 4 steps on land"
    assert rules.gloss(r, rules.parse_action("play fire")) == (
        "enter fire tokens this phase (two cards resolve its epicentre); nearest 1 steps away")
    assert "P0, phase 1" in rules.asks(r)
    apply_texts(state, "play fire", "walk car")
    assert rules.asks(state.record).startswith("P0 walks with the car (4 steps left)")
    act = rules.parse_action("step r2c9")
    assert rules.gloss(state.record, act) == (
        "Paris (city, land), fire spread: collected on entry")
    before = state.record
    state.apply(act)
    lines = rules.narrate(before, act, state.record, 1)
    assert lines == ["P0 steps to r2c9, Paris (city, land)",
                     "P0 collects the fire spread token at r2c9, Paris (city, land)",
                     "P0 now has 1 point (0 permanent)"]
    assert "A turn: phase 1" in rules.guide() and "legend:" in rules.guide()
    finished = played(Rules(players=2), 100_000, seed=1)
    assert finished.is_terminal and "winners" in rules.report(finished.record)
    assert "points = " in rules.report(finished.record)
    assert legal_texts(finished) == []


def test_narration_of_phase_2_tells_the_consequences():
    """The die, the new disaster, intensifying and an outbreak with what it took."""
    rules = rules_for()
    state = position(rules, phase=Phase.DIE_COLOUR, card=2, actor=0, stage=Stage.PHASE1,
                     epicentres={"Y2": ("fire", 2)}, spread={(3, 17): "fire"},
                     holdings=(holding(loose={"fire": 3}), holding()))
    before = state.record
    apply_texts(state, "die yellow")
    roll = rules.parse_action("roll 2")
    mid = state.record
    state.apply(roll)
    told = rules.narrate(mid, roll, state.record, 0)
    assert told[0] == "P0's yellow die shows 2: Y2, Pacific off Japan"
    assert "P0's card: the fire disaster at Y2 (Pacific off Japan) breaks out" in told
    assert any(line.startswith("the outbreak returns 1 fire spread") for line in told)
    assert "P0 loses its fire tokens: 3 points (0 left)" in told
    assert before.phase == Phase.DIE_COLOUR
