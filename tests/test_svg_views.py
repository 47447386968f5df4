"""Every game draws its table from any seat's view (``render_svg(state, seat)``): that
seat's own cards face up, what it cannot see face down. Checked on states of random games:
each picture is well-formed XML; a seat's picture is the same for every record that seat
cannot tell apart (its determinizations), so it holds nothing hidden; the names of cards
the seat cannot see are absent and its own cards are present. Also ``tabletop play --svg``
and ``tabletop replay --svg``."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator

import numpy as np
import pytest

import tabletop
from tabletop import cli
from tabletop.bots import RandomBot
from tabletop.games import fox_duet, kst, save_the_world, tokaido_duo

SVG = "{http://www.w3.org/2000/svg}"
GAMES = {"fox_duet": fox_duet, "kst": kst, "save_the_world": save_the_world,
         "tokaido_duo": tokaido_duo}
STEPS = 500
"""The most steps of a random game sampled (the long games are cut short)."""


def records(name: str, seeds: range = range(3), every: int = 9, **options) -> Iterator:
    """The rules and every ``every``-th record of random games of ``name``."""
    rules = tabletop.load_game(name, **options)
    for seed in seeds:
        rng = np.random.default_rng(seed)
        state = rules.initial_state()
        while not state.is_terminal and state.steps < STEPS:
            if state.steps % every == 0:
                yield rules, state.record
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
        yield rules, state.record


def texts(svg: str, group: str | None = None, seat: int | None = None) -> list[str]:
    """The text of every ``<text>`` of ``svg``, or of the group of class ``group`` drawn for
    ``seat``."""
    root = ET.fromstring(svg)
    if group is not None:
        (root,) = [g for g in root.iter(f"{SVG}g")
                   if g.get("class") == group and g.get("data-seat") == str(seat)]
    return [t.text or "" for t in root.iter(f"{SVG}text")]


def backs(svg: str, group: str, seat: int) -> int:
    """How many face-down cards the group of class ``group`` of ``seat`` shows."""
    root = ET.fromstring(svg)
    (g,) = [g for g in root.iter(f"{SVG}g")
            if g.get("class") == group and g.get("data-seat") == str(seat)]
    return sum(1 for r in g.iter(f"{SVG}rect") if r.get("class") == "back")


def has_word(svg: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", svg) is not None


@pytest.mark.parametrize("name", GAMES)
def test_every_view_is_well_formed_and_says_whose_it_is(name):
    for rules, r in records(name, range(1), every=25):
        for seat in (None, *range(rules.num_players)):
            svg = rules.render_svg(r, seat)
            assert ET.fromstring(svg).tag == f"{SVG}svg"
            assert ("public view" if seat is None else f"P{seat}" if name != "tokaido_duo"
                    else f"player {seat}") in svg
        assert "public view" not in rules.render_svg(r, 0)


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_sees_the_same_picture_of_every_table_it_cannot_tell_apart(name):
    """Determinization redeals what ``seat`` cannot see: its picture stays the same, and so
    does the public one (for the hidden-information games, redeals do change records)."""
    changed = 0
    for rules, r in records(name):
        for seat in range(rules.num_players):
            other = rules.determinize(r, seat, np.random.default_rng(seat))
            changed += other != r
            assert rules.render_svg(other, seat) == rules.render_svg(r, seat)
            assert rules.render_svg(other) == rules.render_svg(r)
    assert changed == 0 if name == "tokaido_duo" else changed > 20  # Tokaido hides nothing


def test_fox_duet_hides_the_partners_cards_and_the_deck():
    seen_known = 0
    for rules, r in records("fox_duet", range(4), every=5):
        public = rules.render_svg(r)
        for card in {*r.unseen, *r.hands[0], *r.hands[1]}:
            assert not has_word(public, str(card))
        for seat in (0, 1):
            svg = rules.render_svg(r, seat)
            partner = 1 - seat
            known = r.known[partner]
            seen_known += len(known)
            assert all(has_word(svg, str(card)) for card in (*r.hands[seat], *known))
            for card in (*r.unseen, *(c for c in r.hands[partner] if c not in known)):
                assert not has_word(svg, str(card)), (seat, card)
            assert backs(svg, "hand", partner) == len(r.hands[partner]) - len(known)
    assert seen_known > 0  # gifts made partners' cards known


@pytest.mark.parametrize("prison_view", ["public", "count_only"])
def test_kst_hides_other_hands_the_deck_and_closed_prisons(prison_view):
    for rules, r in records("kst", range(3), every=6, players=4, prison_view=prison_view):
        cards = rules.cards.cards
        for seat in range(rules.players):
            svg = rules.render_svg(r, seat)
            seen = rules.observation(r, seat).table
            visible = {*seen.graveyard, *(c for h in seen.hands for c in h),
                       *(c for p in seen.prisons for c in p),
                       *(c for line in seen.lines for e in line for c in (e.card,
                                                                           *e.attachments))}
            hidden = Counter(i for i, n in enumerate(r.deck) for _ in range(n))
            for owner in range(rules.players):
                if owner != seat:
                    hidden += Counter(r.hands[owner]) - Counter(r.known[owner])
                    if prison_view == "count_only":
                        hidden += Counter(r.prisons[owner])
                    if r.prisons[owner] and r.alive[owner]:
                        closed = len(r.prisons[owner]) if prison_view == "count_only" else 0
                        assert backs(svg, "prison", owner) == closed
            for index in set(hidden) - visible:
                card = cards[index]
                assert not (has_word(svg, card.name) or has_word(svg, card.name_en)), card.id
            if r.alive[seat]:  # an eliminated seat's band shows no hand
                mine = texts(svg, "hand", seat)
                assert Counter(cards[c].name for c in r.hands[seat]) <= Counter(mine)
            for owner in range(rules.players):
                if owner != seat and r.alive[owner]:
                    assert backs(svg, "hand", owner) == len(r.hands[owner]) - len(r.known[owner])


@pytest.mark.parametrize("open_hands", [False, True])
def test_save_the_world_hides_other_hands_unless_they_are_open(open_hands):
    kinds = save_the_world.cards.KINDS
    for rules, r in records("save_the_world", range(2), every=7, players=3,
                            open_hands=open_hands):
        for seat in range(rules.players):
            svg = rules.render_svg(r, seat)
            for owner, hand in enumerate(r.hands):
                shown = hand if open_hands or owner == seat else r.known[owner]
                faces = Counter(texts(svg, "hand", owner)[1:])  # after the seat's label
                assert faces == Counter({kinds[k].replace("_", " "): n
                                         for k, n in enumerate(shown) if n})
                assert backs(svg, "hand", owner) == sum(hand) - sum(shown)
            if not open_hands:
                shown_anywhere = {k for h in (r.hands[seat], *r.known) for k, n in enumerate(h)
                                  if n} | set(r.row)
                words = set(texts(svg))
                for k in range(10):  # transports: no other text names them
                    if k not in shown_anywhere:
                        assert kinds[k].replace("_", " ") not in words


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seat", [-1, 9, True, "0", 0.0])
def test_a_seat_the_game_lacks_is_refused_naming_what_is_accepted(name, seat):
    state = GAMES[name].new_game(seed=1).state
    with pytest.raises(ValueError, match="or None for the public view"):
        GAMES[name].render_svg(state, seat)


@pytest.mark.parametrize("name", GAMES)
def test_the_notebook_picture_is_the_public_view(name):
    state = GAMES[name].new_game(seed=2).state
    assert state._repr_svg_() == GAMES[name].render_svg(state) == \
        state.rules.render_svg(state.record, None)
    assert GAMES[name].render_svg(state, 0) == state.rules.render_svg(state.record, 0)


# -- the command line ---------------------------------------------------------------------------

def test_play_keeps_the_picture_of_the_human_seats_view(tmp_path, monkeypatch, capsys):
    picture = tmp_path / "table.svg"

    def leave(prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr("builtins.input", leave)
    assert cli.main(["play", "fox_duet", "--seats", "random,human", "--seed", "4",
                     "--svg", str(picture)]) == 0
    svg = picture.read_text()
    assert "input ended" in capsys.readouterr().out
    assert "seen by P1" in svg and ET.fromstring(svg).tag == f"{SVG}svg"
    mine = texts(svg, "hand", 1)
    assert mine[0].startswith("P1 hand: ") and "(you)" in mine[0]
    cards = int(mine[0].split()[2])
    assert cards >= 10 and backs(svg, "hand", 1) == 0 and len(mine) == 1 + 2 * cards
    assert backs(svg, "hand", 0) >= 10 and len(texts(svg, "hand", 0)) == 1


def game_file(tmp_path, name: str = "kst", **options) -> str:
    rules = tabletop.load_game(name, **options)
    bots = [RandomBot(seed=s) for s in range(rules.num_players)]
    record = tabletop.play(rules, bots, seed=5).record
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    return str(path)


def test_replay_writes_the_final_picture_as_a_seat_sees_it(tmp_path, capsys):
    source = game_file(tmp_path, players=3)
    final = tmp_path / "final.svg"
    assert cli.main(["replay", source, "--svg", str(final), "--seat", "2"]) == 0
    assert "verified" in capsys.readouterr().out
    end = tabletop.GameRecord.from_json(open(source).read()).replay()
    assert final.read_text() == end.rules.render_svg(end.record, 2)
    assert cli.main(["replay", source, "--svg", str(final)]) == 0
    assert final.read_text() == end.rules.render_svg(end.record)


def test_replay_writes_one_picture_per_step_with_step_in_the_name(tmp_path):
    source = game_file(tmp_path, "fox_duet")
    steps = len(tabletop.GameRecord.from_json(open(source).read()).actions)
    assert cli.main(["replay", source, "--svg", str(tmp_path / "p{step}.svg"),
                     "--seat", "0"]) == 0
    written = sorted(tmp_path.glob("p*.svg"), key=lambda p: int(p.stem[1:]))
    assert [p.stem for p in written] == [f"p{i}" for i in range(steps + 1)]
    assert "seen by P0" in written[30].read_text()


@pytest.mark.parametrize(("flags", "message"), [
    (["--seat", "3", "--svg", "x.svg"], "--seat 3: fox_duet has seats 0-1"),
    (["--seat", "1"], "give --svg FILE too"),
    (["--svg", "/no/such/dir/x.svg"], "--svg: /no/such/dir/x.svg: cannot be written"),
])
def test_replay_refuses_a_wrong_seat_or_file_in_one_line(tmp_path, capsys, flags, message):
    source = game_file(tmp_path, "fox_duet")
    assert cli.main(["replay", source, *flags]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
