"""Hidden information (KST-21): observations, determinization, and the pictures and texts
that must not leak a hand."""

import random
from collections import Counter

import numpy as np
import pytest
from kst_scenarios import card, deck_with, draw, entry, hand, ids, play, rules_for, turn

from tabletop.games.kst import Rules, render_svg
from tabletop.games.kst.observation import layout
from tabletop.games.kst.state import Stage


def random_states(rules, seed, every=7):
    """States along one random game, every ``every`` steps."""
    rnd = random.Random(seed)
    state = rules.initial_state()
    step = 0
    while not state.is_terminal:
        if step % every == 0:
            yield state.clone()
        outcomes = state.chance_outcomes()
        if outcomes:
            state.apply(rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
        else:
            state.apply(rnd.choice(state.legal_actions()))
        step += 1


def test_every_action_is_public_but_a_draw():
    """KST-21.1: decisions are seen as taken; another seat's draw only as a draw, unless
    cleanup shows the card."""
    rules = rules_for("SR")
    state = turn(rules, 0)
    rybar, hornik = (rules.parse_action(t) for t in ("draw(rybar)", "draw(hornik)"))
    assert rules.observe_action(state.record, rybar, 1) == "draw(?)"
    assert rules.observe_action(state.record, rybar, 0) is rybar
    assert rules.observe_action(state.record, hornik, 1) is hornik
    draw(state, "rybar", "mor")
    lay = rules.parse_action("lay(rybar)")
    assert rules.observe_action(state.record, lay, 1) is lay
    play(state, "lay(rybar)")
    assert state.public_history(1)[0] == "draw(?)"


def test_cards_that_enter_a_hand_face_up_stay_known():
    """KST-21.2: a withdrawn Caravan is known in the hand; a copy of that id leaving the hand
    lowers the known count by one."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("karavana", "mor")}, lines={0: ("karavana:2",)})
    play(state, "end_plays", "roll_caravans", "die(2)", "withdraw")
    assert ids(rules, state.record.known[0]) == ["karavana"]
    seen = state.observation(1)
    assert seen.table.hands[0] == (card(rules, "karavana"),) and seen.hand_sizes[0] == 3
    play(state, "die(6)")  # seat 1's turn (empty hand) passes
    assert state.record.active == 0
    state = turn(rules, 0, hands={0: ("karavana", "karavana", "mor")},
                 known=(hand(rules, "karavana"), ()))
    play(state, "lay(karavana)", "stake(1)")
    assert state.record.known[0] == ()


def test_prisons_are_public_unless_count_only():
    """KST-21.3: by default every seat sees every Prison; with count_only only the sizes of
    the others' (its own in full)."""
    for view in ("public", "count_only"):
        rules = rules_for("SR", prison_view=view)
        state = turn(rules, 0)
        draw(state, "hornik", "rybar")
        mine, theirs = state.observation(0), state.observation(1)
        assert ids(rules, mine.table.prisons[0]) == ["hornik"]
        assert ids(rules, theirs.table.prisons[0]) == (["hornik"] if view == "public" else [])
        assert theirs.prison_sizes[0] == 1
        text = str(theirs)
        assert ("1 cards, face down" in text) == (view == "count_only")


@pytest.mark.parametrize("options", [{}, {"prison_view": "count_only"}])
def test_determinize_respects_what_the_seat_knows(options):
    """KST-21.4: own information kept; every other hand holds only its owner's colour or
    neutral cards, keeps its size and its known cards; hidden Prisons only hold first-world
    non-Building cards of the other colour; every card is still somewhere."""
    rules = Rules(players=4, **options)
    rng = np.random.default_rng(3)
    for state in random_states(rules, seed=11):
        for seat in range(4):
            other = state.determinize(seat, rng).record
            r = state.record
            assert other.hands[seat] == r.hands[seat]
            for s in range(4):
                assert len(other.hands[s]) == len(r.hands[s])
                assert not Counter(r.known[s]) - Counter(other.hands[s])
                assert all(rules.team_of[c] in (-1, r.teams[s]) for c in other.hands[s])
                assert len(other.prisons[s]) == len(r.prisons[s])
                assert all(rules.prisonable[c] and rules.team_of[c] == 1 - r.teams[s]
                           for c in other.prisons[s])
            total = Counter(c for h in other.hands for c in h) + Counter(
                c for p in other.prisons for c in p)
            total.update({c: k for c, k in enumerate(other.deck) if k})
            truth = Counter(c for h in r.hands for c in h) + Counter(
                c for p in r.prisons for c in p)
            truth.update({c: k for c, k in enumerate(r.deck) if k})
            assert total == truth


def test_determinize_is_uniform_over_the_consistent_deals():
    """KST-21.4: a Ruby hand of one unknown card, unseen {Mor, Horník, Mág}: Mág (sapphire)
    never, Mor and Horník half the time each."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, hands={0: ("rybar",), 1: ("hornik",)},
                 **deck_with(rules, "mor", "mag"))
    rng = np.random.default_rng(0)
    seen = Counter(ids(rules, state.determinize(0, rng).record.hands[1])[0] for _ in range(2000))
    assert set(seen) == {"mor", "hornik"} and abs(seen["mor"] - 1000) < 120


def test_the_observation_array_has_the_declared_shape():
    """KST-21: the Layout's pieces make the array; seats counted from the observer."""
    rules = Rules(players=3)
    for state in random_states(rules, seed=2, every=31):
        array = state.observation(1).to_array()
        assert array.shape == rules.observation_shape == layout(rules).shape
        assert 0.0 <= array.min() and array.max() <= 1.0
        pieces = layout(rules).unpack(np.rint(array * layout(rules).high))
        assert pieces["pool"][0] == state.record.pools[1]


def test_the_text_pictures():
    """KST-21: str(state) shows teams, pools, lines with points and attachments, prisons,
    hand sizes, bank, decks and the Graveyard top; an observation shows the own hand only."""
    rules = rules_for("SR", draws_per_turn=0)
    caravan = entry(rules, "karavana", 6, False, "duhovy_kamen")
    state = turn(rules, 0, hands={0: ("rybar", "mor"), 1: ("hornik",)},
                 lines={0: (caravan, entry(rules, "lucistnik", 1, True))},
                 prisons=(hand(rules, "hornik"), ()), graveyard=hand(rules, "mor"))
    text = str(state)
    for bit in ("P0 Sapphire · pool 6 · hand 2",
                "0 Karavana (Caravan), 6 points +Duhový kámen (Rainbow Stone)",
                "1 Lučištník (Archer) on 5, 1 point, kept", "prison: Horník (Miner)",
                "bank 60", "main deck 59", "top: Mor (Plague)", "P1 Ruby"):
        assert bit in text, bit
    assert "Rybář" not in text
    mine = str(state.observation(0))
    assert "hand Rybář (Fisherman) [rybar], Mor (Plague) [mor]" in mine and "hand 1" in mine
    assert "Horník" not in str(state.observation(0)).split("P1")[1].split("prison")[0]


def test_the_svg_picture():
    """KST-21: render_svg draws every seat, the cards in line and the points on them."""
    rules = rules_for("SR", draws_per_turn=0)
    state = turn(rules, 0, lines={0: ("karavana:6", "mag:1")}, hands={1: ("hornik",)})
    svg = render_svg(state)
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert "Karavana" in svg and "P1 Ruby" in svg and ">6<" in svg
    assert "Horník" not in svg


def test_narration_never_leaks_a_hidden_draw():
    """KST-21.1: the narration of another seat's draw names no card; gloss, guide, outcome."""
    rules = rules_for("SR")
    state = turn(rules, 0)
    before = state.record
    draw(state, "rybar")
    action = rules.parse_action("draw(rybar)")
    assert rules.narrate(before, action, state.record, 1) == ["chance: P0 draws a card"]
    assert rules.narrate(before, action, state.record, 0) == [
        "chance: P0 draws Rybář (Fisherman)"]
    draw(state, "mor")
    assert rules.gloss(state.record, rules.parse_action("lay(rybar)")) == (
        "Rybář (Fisherman): a first-world card; on a roll of 2: gain 1 point")
    assert "Sapphire" in rules.guide() and "target(seat, entry)" in rules.guide()
    state = turn(rules_for("SR", draws_per_turn=0), 1, hands={1: ("mor", "hornik")},
                 pools={0: 1})
    before = state.record
    play(state, "play_action(mor)")
    lines = rules.narrate(before, rules.parse_action("play_action(mor)"), state.record, 0)
    assert lines[0] == "P1 plays Mor (Plague): every opponent loses 1 point to the bank"
    assert "P0 is eliminated (KST-16)" in lines
    assert "KST-17.1: a team is eliminated" in rules.report(state.record)


def test_every_step_narrates_without_showing_a_hidden_draw():
    """KST-21.1: narrate every step of random games for every seat; a hidden draw's line
    names no card."""
    rules = Rules(players=3)
    for seed in (1, 2):
        state = next(random_states(rules, seed, every=10 ** 6))
        rnd = random.Random(seed)
        while not state.is_terminal:
            outcomes = state.chance_outcomes()
            action = (rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
                      if outcomes else rnd.choice(state.legal_actions()))
            before = state.record
            assert isinstance(rules.gloss(before, action), str)
            state.apply(action)
            dealing = before.stage is Stage.START_PLAYER
            for viewer in range(3):
                lines = rules.narrate(before, action, state.record, viewer)
                assert (lines or dealing) and all(isinstance(line, str) and line
                                                  for line in lines)
                if rules.observe_action(before, action, viewer) == "draw(?)" and not dealing:
                    assert lines[0].endswith("draws a card")
