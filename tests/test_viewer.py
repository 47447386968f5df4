"""``tabletop view RECORD -o FILE.html``: one self-contained page that steps through a
recorded game with the picture, the narration line and each seat's view; checked on every
game as text, and in a real headless Chromium where Debian's chromium and chromium-driver
are installed."""

import json
import re
import shutil
import subprocess
import sys

import pytest

import tabletop
from tabletop.engine import GameRecord, RecordError
from tabletop.viewer import view_html

GAMES = tabletop.list_games()


def record_of(name: str, seed: int = 3, **options) -> GameRecord:
    rules = tabletop.load_game(name, **options)
    bots = [tabletop.bots.RandomBot(seed=s) for s in range(rules.num_players)]
    return tabletop.play(rules, bots, seed=seed).record


def rebuild(deltas: list) -> list[str]:
    """The texts of line deltas, rebuilt as the page's script rebuilds them: each piece keeps
    lines ``[start, end)`` of the text before or is a new line."""
    texts, last = [], []
    for delta in deltas:
        lines = []
        for piece in delta:
            lines += [piece] if isinstance(piece, str) else last[piece[0]:piece[1]]
        texts.append("\n".join(lines))
        last = lines
    return texts


def data_of(page: str) -> dict:
    return json.loads(re.search(r'<script type="application/json" id="game">(.*?)</script>',
                                page, re.S).group(1))


@pytest.mark.parametrize("name", GAMES)
def test_a_page_holds_every_step_with_picture_line_and_seat_views(name):
    record = record_of(name)
    page = view_html(record)
    game = data_of(page)
    steps = len(record.actions)
    assert game["steps"] == steps and len(game["lines"]) == steps + 1
    assert len(game["pictures"]) == steps + 1
    assert len(game["views"]) == game["seats"] == len(game["told"]) == len(game["seat_pictures"])
    assert all(len(v) == steps + 1 for v in game["views"] + game["told"] + game["seat_pictures"])
    assert str(record.replay().outcome) in game["ending"]
    assert "http" not in page.replace("http://www.w3.org/2000/svg", "")  # nothing fetched
    assert "<svg" in json.dumps(game["pictures"])


@pytest.mark.parametrize("name", GAMES)
def test_the_line_deltas_rebuild_every_picture_and_view(name):
    """The page stores each text as lines kept from the text before; rebuilt as its script
    rebuilds them, they are the game's own pictures and views."""
    record = record_of(name)
    game = data_of(view_html(record))
    state = record.replay().rules.initial_state()

    pictures, views = rebuild(game["pictures"]), [rebuild(v) for v in game["views"]]
    seat_pictures = [rebuild(v) for v in game["seat_pictures"]]
    for step, action in enumerate([None, *record.replay().history]):
        if action is not None:
            state.apply(action)
        assert pictures[step] == state.rules.render_svg(state.record)
        assert views[1][step] == str(state.observation(1))
        assert seat_pictures[0][step] == state.rules.render_svg(state.record, 0)


def test_each_seat_picture_hides_the_other_hands():
    """The seat pictures are the seats' views: in Fox Duet, P1's shows P1's hand face up and
    P0's face down (but for the cards P1 knows P0 holds)."""
    record = record_of("fox_duet")
    game = data_of(view_html(record))
    state = record.replay().rules.initial_state()
    for action in record.replay().history[:40]:
        state.apply(action)
    texts = rebuild(game["seat_pictures"][1][:41])
    assert texts[40] == state.rules.render_svg(state.record, 1)
    assert "seen by P1" in texts[40] and all(f">{card}<" in texts[40]
                                               for card in state.record.hands[1])
    unknown = [c for c in state.record.hands[0] if c not in state.record.known[0]]
    assert unknown and not any(f">{card}<" in texts[40] for card in unknown)


def test_an_unfinished_record_is_shown_as_unfinished():
    record = record_of("fox_duet")
    cut = GameRecord(game=record.game, options=record.options, seed=record.seed,
                     actions=record.actions[:30])
    assert "unfinished: the record stops after 30 steps" in data_of(view_html(cut))["ending"]


def test_a_tampered_record_is_refused_naming_the_step():
    record = record_of("fox_duet")
    bad = GameRecord(game=record.game, options=record.options, seed=None,
                     actions=(*record.actions[:25], "play Z9"))
    with pytest.raises(RecordError, match="step 25"):
        view_html(bad)


def test_tabletop_view_writes_the_page_and_says_so(tmp_path):
    source, page = tmp_path / "game.json", tmp_path / "game.html"
    source.write_text(record_of("kst", players=2).to_json())
    done = subprocess.run([sys.executable, "-m", "tabletop", "view", str(source), "-o",
                           str(page)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "steps of kst, verified" in done.stdout
    assert page.read_text().startswith("<!DOCTYPE html>")
    missing = subprocess.run([sys.executable, "-m", "tabletop", "view", str(tmp_path / "no"),
                              "-o", str(page)], capture_output=True, text=True, timeout=60)
    assert missing.returncode == 1 and "cannot be read" in missing.stderr
    assert missing.stderr.count("\n") == 1


# -- in a real browser --------------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")


@pytest.fixture(scope="module")
def browser():
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed "
                                    "(pip install '.[test]')")
    if not (CHROMIUM and DRIVER):
        pytest.skip("Chromium or its driver is absent: apt-get install chromium "
                    "chromium-driver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1400,1000"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    yield driver
    driver.quit()


@pytest.mark.parametrize("name", GAMES)
def test_the_page_steps_with_the_arrow_keys_and_ends_with_the_outcome(browser, tmp_path, name):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    record = record_of(name)
    page = tmp_path / f"{name}.html"
    page.write_text(view_html(record), encoding="utf-8")
    browser.get(page.as_uri())
    body = browser.find_element(By.TAG_NAME, "body")

    def shown():
        return (browser.find_element(By.ID, "counter").text,
                browser.find_element(By.ID, "picture").get_attribute("innerHTML"),
                browser.find_element(By.ID, "line").text)

    start = shown()
    assert start[0] == f"step 0 of {len(record.actions)}" and "<svg" in start[1]
    pictures = set()
    for _ in range(40):  # forward until the picture has changed
        body.send_keys(Keys.ARROW_RIGHT)
        pictures.add(shown()[1])
    assert shown()[0] == f"step 40 of {len(record.actions)}"
    assert len(pictures) > 1 and shown()[2].startswith("40. ")
    body.send_keys(Keys.ARROW_LEFT)
    assert shown()[0].startswith("step 39 ")
    assert not browser.find_element(By.ID, "ending").is_displayed()
    choice = browser.find_element(By.ID, "seat")
    public = shown()[1]
    Select(choice).select_by_value("1")  # the picture as P1 sees it, at the same step
    assert shown()[0].startswith("step 39 ") and "public view" in public
    assert shown()[1] != public and "public view" not in shown()[1]
    assert ("seen by player 1" if name == "tokaido_duo" else "seen by P1") in shown()[1]
    Select(choice).select_by_value("")
    assert shown()[1] == public
    body.send_keys(Keys.END)
    ending = browser.find_element(By.ID, "ending")
    assert ending.is_displayed()
    assert str(record.replay().outcome).split(":")[0] in ending.text
    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == []
