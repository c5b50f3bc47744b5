"""The app in a real X11 window, driven as a person drives it: Xvfb, openbox, the keyboard and the
mouse through xdotool, and what the person sees read back as the window's title and pixels
(tests/real_window.py says how). Never skipped: without Xvfb, openbox or xdotool these tests
fail and name the Debian packages (`.ci/run` installs them).

Places in the window are in its pixels, measured on the same window built offscreen at the same
size (tests/real_window_places.py: the app asks for 1280 × 800, and openbox fits it under its
title bar on the 1280 × 800 screen as 1280 × 776); each test checks that a click landed where it
meant to by what changed.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from real_window import App, Display, Grabber, RealWindowError
from real_window_places import measure

ROOT = Path(__file__).resolve().parents[1]
WINDOW_SIZE = (1280, 776)  # width, height: the client area openbox gives the window
#: The menu bar and the toolbar: the toolbar's Undo and Redo buttons name what they would do.
TOOLBAR_ROWS = 47


@pytest.fixture(scope="session")
def display(tmp_path_factory):
    """Xvfb with openbox, for the whole session; the pixel-reading helper on it."""
    screen = Display(tmp_path_factory.mktemp("x11"))
    try:
        screen.start()
        grabber = Grabber(screen)
    except BaseException:
        screen.stop()
        raise
    try:
        yield screen, grabber
    finally:
        grabber.stop()
        screen.stop()


@pytest.fixture
def launch(display, tmp_path, qtbot):
    """``launch(preset)``: `python -m explorer session.json` (a copy of that example, or of
    ``document``) in the real window, ready for keys, the pointer parked off it; stopped at the
    test's end."""
    screen, grabber = display
    started: list[App] = []

    def start(preset: str = "01-thinking-machines", document: dict | None = None) -> App:
        session = tmp_path / "session.json"
        if document is None:
            shutil.copy(ROOT / "resources" / "presets" / f"{preset}.json", session)
        else:
            session.write_text(json.dumps(document))
        app = App(screen, grabber, tmp_path, session)
        started.append(app)
        app.wait_ready()
        app.park_pointer()
        size = grabber.grab(app.window).shape[1::-1]
        assert size == WINDOW_SIZE, f"the window is {size}, not {WINDOW_SIZE}: openbox placed it otherwise"
        app.places = measure(qtbot, session, WINDOW_SIZE)
        return app

    yield start
    for app in started:
        app.stop()


@pytest.fixture
def app(launch):
    """The app on the two-word example."""
    return launch()


def _different(a: np.ndarray, b: np.ndarray) -> int:
    """How many pixels differ."""
    return int((a != b).any(axis=-1).sum())


def _fail_with_pictures(app: App, message: str, **pictures: np.ndarray) -> None:
    saved = [str(app.save_picture(p, name)) for name, p in pictures.items()]
    pytest.fail(f"{message} (pictures: {', '.join(saved)}; the app said: {app.log()})")


def test_tab_tab_7_enter_changes_the_first_x_cell_and_not_the_token_count(app):
    at = app.places
    fresh = app.settled("the window on session.json")
    # The first Tab goes to X (its token column), the second to its first number, x1 of token 1.
    app.keys("Tab", "Tab", "7", "Return")
    app.wait_title(modified=True)
    edited = app.settled("Tab Tab 7 Enter", unlike=fresh)
    assert _different(edited[:, at.left_of_docks], fresh[:, at.left_of_docks]) > 1000  # X and the heatmap
    # What the person typed, as the app itself writes it: Ctrl+S to the session's own file.
    app.keys("ctrl+s")
    app.wait_title(modified=False)
    before = json.loads((ROOT / "resources" / "presets" / "01-thinking-machines.json").read_text())
    after = json.loads(app.session.read_text())
    assert after["embeddings"][0][0] == 7, after["embeddings"]
    assert after["embeddings"][0][1:] == before["embeddings"][0][1:]
    assert after["embeddings"][1:] == before["embeddings"][1:]
    assert after["tokens"] == before["tokens"]  # the Tokens count (n = 2) is unchanged
    assert after["heads"] == before["heads"]


def test_ctrl_z_restores_the_window_pixel_for_pixel(app):
    fresh = app.settled("the window on session.json")
    app.keys("Tab", "Tab")  # the cursor on X's first number
    before = app.settled("the cursor on X's first number", unlike=fresh)
    app.keys("7", "Return")
    app.wait_title(modified=True)
    edited = app.settled("7 Enter", unlike=before)
    app.keys("ctrl+z")
    app.wait_title(modified=False)
    undone = app.settled("Ctrl+Z", unlike=edited)
    # Enter moved the cursor down a row, and Ctrl+Z leaves it there: ↑ puts it back.
    app.keys("Up")
    restored = app.settled("↑", unlike=undone)
    # Every pixel below the toolbar is what it was before the edit: X, the heatmap, the docks.
    # (The toolbar's Redo button now offers the edit back; the status bar is left out.)
    if not np.array_equal(restored[TOOLBAR_ROWS:], before[TOOLBAR_ROWS:]):
        _fail_with_pictures(app, f"{_different(restored[TOOLBAR_ROWS:], before[TOOLBAR_ROWS:])} pixels "
                                 "differ after Ctrl+Z", before=before, restored=restored)
    # And undo is exact with the toolbar too: Ctrl+Shift+Z gives back the edited window,
    # Ctrl+Z again the undone one, every pixel of both.
    app.keys("Down", "ctrl+shift+z")
    app.wait_title(modified=True)
    redone = app.settled("Ctrl+Shift+Z", unlike=undone)
    assert np.array_equal(redone, edited), f"{_different(redone, edited)} pixels differ after the redo"
    app.keys("ctrl+z")
    app.wait_title(modified=False)
    again = app.settled("Ctrl+Z again", unlike=edited)
    if not np.array_equal(again, undone):
        _fail_with_pictures(app, f"{_different(again, undone)} pixels differ after the second Ctrl+Z",
                            undone=undone, again=again)


def test_the_wheel_over_the_heatmap_leaves_it_as_it_was(launch):
    app = launch("02-causal-decoder")  # 4 × 4: room to zoom in (2 × 2 is already the closest zoom)
    at = app.places
    before = app.settled("the window on session.json")
    seen = [before]

    def wheel_then_look(button: int, what: str, dock_tab: tuple[int, int]) -> np.ndarray:
        app.click(*at.heatmap_plot, button=button, repeat=3)
        # Then a click on the docks' other tab: X delivers events in order, so once the docks
        # have changed the app has handled the wheel before it (a wait on a change, not a time).
        app.click(*dock_tab)
        seen.append(app.settled(f"{what}, then a click on a dock's tab", unlike=seen[-1]))
        return seen[-1][:, at.left_of_docks]

    for button, what, dock_tab in ((5, "three notches down", at.what_if_tab),
                                   (4, "three notches up", at.inspector_tab)):
        now = wheel_then_look(button, f"{what} over the heatmap", dock_tab)
        if not np.array_equal(now, before[:, at.left_of_docks]):
            _fail_with_pictures(app, f"{what}: {_different(now, before[:, at.left_of_docks])} pixels changed "
                                     "(the wheel zoomed the heatmap?)", before=before, after=seen[-1])
    # The wheel does reach the plot: Ctrl+wheel zooms it (so the two looks above saw something).
    app.click(*at.heatmap_plot, button=4, repeat=3, modifiers="ctrl")
    zoomed = app.settled("Ctrl+wheel over the heatmap", unlike=seen[-1])
    assert _different(zoomed[:, at.left_of_docks], before[:, at.left_of_docks]) > 1000, "Ctrl+wheel did not zoom"


def _sixteen_tokens() -> dict:
    """The two-word example with 16 tokens (seeded numbers): its cards draw heatmaps."""
    document = json.loads((ROOT / "resources" / "presets" / "01-thinking-machines.json").read_text())
    document["tokens"] = [f"w{i}" for i in range(1, 17)]
    document["embeddings"] = np.round(np.random.default_rng(0).normal(size=(16, 3)), 1).tolist()
    return document


def test_the_wheel_over_a_step_card_heatmap_scrolls_the_page_and_leaves_the_heatmap(launch):
    app = launch(document=_sixteen_tokens())
    at = app.places
    assert at.first_card_heatmap is not None, "the first card draws no heatmap at 16 tokens"
    fresh = app.settled("the window on session.json")
    app.click(*at.step_by_step_tab)
    before = app.settled("the Step by step tab", unlike=fresh)
    app.click(*at.first_card_heatmap, button=5, repeat=2)
    try:
        after = app.settled("two notches down over the first card's heatmap", unlike=before)
    except RealWindowError as err:
        _fail_with_pictures(app, f"the wheel did not scroll the page ({err})", before=before)
    rows, columns = at.steps_page
    top, bottom = rows.start, rows.stop
    # Scrolled: the page's picture moved up whole, by some dy (a zoomed plot would not match).
    shifts = [dy for dy in range(1, bottom - top - 100)
              if np.array_equal(after[top:bottom - dy, columns], before[top + dy:bottom, columns])]
    if not shifts:
        _fail_with_pictures(app, "the page did not scroll as a whole (the heatmap under the pointer changed?)",
                            before=before, after=after)


def test_right_in_step_by_step_reveals_the_next_step_and_stays_on_the_tab(app):
    at = app.places
    fresh = app.settled("the window on session.json")
    app.click(*at.step_by_step_tab)
    on_tab = app.settled("the Step by step tab", unlike=fresh)
    assert _different(on_tab[at.tab_bar], fresh[at.tab_bar]) > 50, "the click did not raise a tab"
    shown = on_tab
    for press in (1, 2):
        app.keys("Right")
        now = app.settled(f"→ number {press}", unlike=shown)  # a step revealed: the page changed
        if not np.array_equal(now[at.tab_bar], on_tab[at.tab_bar]):
            _fail_with_pictures(app, f"→ number {press} raised another tab", on_tab=on_tab, now=now)
        shown = now
    # The tab bar does show which tab is raised: the Lines tab changes it.
    app.click(*at.lines_tab)
    lines = app.settled("the Lines tab", unlike=shown)
    assert _different(lines[at.tab_bar], on_tab[at.tab_bar]) > 50


def test_without_the_x_programs_the_tests_fail_naming_the_packages(monkeypatch, tmp_path):
    import real_window

    monkeypatch.setattr(real_window.shutil, "which", lambda name: None)
    with pytest.raises(RealWindowError, match="apt-get install xvfb openbox xdotool"):
        Display(tmp_path).start()
