"""The Lines tab: built without drawing, drawn when shown, hover and click keep one token's lines;
a long sequence's lines chosen by the window's runner (latest only, a failure said in one line);
"All heads" held by the view state."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from explorer.core.session import Head, Session
from explorer.app import lines as lines_module  # the tab chooses its lines with its build_lines
from explorer.app.document import Document
from explorer.ui.lines.lines_tab import LinesPanel, choose_in_line
from explorer.app.view_state import ViewState


def _show_lines_tab(qtbot, window):
    panel = window.lines
    with qtbot.waitSignal(panel.shown):
        window.tabs.setCurrentWidget(panel)
    return panel


def _point(canvas, side: str, index: int) -> QPoint:
    g = canvas.painter.geometry
    if side == "query":
        return QPoint(int(g.left - 20), int(g.query_y(index)))
    return QPoint(int(g.right + 20), int(g.key_y(index)))


def test_the_tab_draws_nothing_until_shown_then_every_line(qtbot, window):
    assert window.tabs.tabText(window.tabs.indexOf(window.lines)) == "Lines"
    assert window.lines.canvas.data is None  # behind another tab: not computed
    panel = _show_lines_tab(qtbot, window)
    trace = window.document.snapshot.trace
    lines = panel.canvas.lines
    w = trace.step("weights", window.view_state.head).array
    np.testing.assert_array_equal(lines.alpha, w[lines.query, lines.key])
    assert len(lines) == w.size
    assert not panel.canvas.grab().isNull()


def test_hovering_a_token_leaves_only_its_lines_and_leaving_restores_all(qtbot, window):
    panel = _show_lines_tab(qtbot, window)
    canvas = panel.canvas
    canvas.grab()  # lays the canvas out (the painter and its geometry)
    with qtbot.waitSignal(canvas.focus_changed) as blocker:
        qtbot.mouseMove(canvas, _point(canvas, "query", 1))
    focus = blocker.args[0]
    assert focus.focus == ("query", 1)
    assert set(focus.query.tolist()) == {1}
    n = window.document.session.n
    assert sorted(focus.key.tolist()) == list(range(n))
    w = window.document.snapshot.trace.step("weights", window.view_state.head).array
    np.testing.assert_array_equal(focus.weight, w[1])
    assert "Click the token" in panel.note.text()
    with qtbot.waitSignal(canvas.focus_changed) as blocker:
        qtbot.mouseMove(canvas, QPoint(canvas.width() // 2, canvas.height() // 2))
    assert blocker.args[0] is None and canvas.focus is None


def test_a_click_pins_a_key_and_an_edit_keeps_it(qtbot, window):
    panel = _show_lines_tab(qtbot, window)
    canvas = panel.canvas
    canvas.grab()
    with qtbot.waitSignal(canvas.focus_changed):
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=_point(canvas, "key", 0))
    assert canvas.focus.focus == ("key", 0)
    qtbot.mouseMove(canvas, QPoint(canvas.width() // 2, 5))  # pinned: moving away keeps it
    assert canvas.focus.focus == ("key", 0)
    with qtbot.waitSignal(panel.shown):
        window.randomize()
    assert canvas.focus.focus == ("key", 0)
    w = window.document.snapshot.trace.step("weights", window.view_state.head).array
    np.testing.assert_array_equal(canvas.focus.weight, w[:, 0])


def test_all_heads_and_one_head_follow_the_window(qtbot, window):
    panel = _show_lines_tab(qtbot, window)
    with qtbot.waitSignal(panel.shown):
        panel.head.setCurrentIndex(0)  # All heads
    heads = window.document.session.heads
    assert panel.shown_head() is None and panel.canvas.data.heads == tuple(range(len(heads)))


def test_export_writes_the_figure_and_a_bad_name_says_why(qtbot, window, tmp_path):
    panel = _show_lines_tab(qtbot, window)
    assert panel.export_to(tmp_path / "lines.svg").startswith("Saved")
    text = (tmp_path / "lines.svg").read_text()
    assert all(f">{t}<" in text.replace("\n", "").replace(" >", ">") for t in window.document.session.tokens)
    assert (tmp_path / "lines.pdf").exists() is False
    panel.export_to(tmp_path / "lines.pdf")
    assert (tmp_path / "lines.pdf").read_bytes().startswith(b"%PDF-")
    import pytest

    from explorer.export.view import ExportError

    with pytest.raises(ExportError, match="figure format"):
        panel.export_to(tmp_path / "lines.txt")
    assert not (tmp_path / "lines.txt").exists()


#: Tokens of a sequence whose lines the runner chooses (not in line).
LONG = 1000


def long_session(seed: int, mode: str = "self") -> Session:
    rng = np.random.default_rng(seed)
    return Session(mode=mode, tokens=tuple(f"t{i}" for i in range(LONG)), embeddings=rng.normal(size=(LONG, 4)),
                   heads=(Head(*(rng.normal(size=(4, 4)) for _ in range(3))),))


def long_panel(qtbot, session: Session) -> tuple[LinesPanel, Document]:
    document = Document(session)
    panel = LinesPanel(document, ViewState(document))
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    with qtbot.waitSignal(panel.shown, timeout=30_000):
        panel.show()
    return panel, document


def test_long_sequences_choose_their_lines_off_the_ui_thread(qtbot, monkeypatch):
    assert not choose_in_line(LONG * LONG)
    threads = []
    real = lines_module.build_lines
    monkeypatch.setattr(lines_module, "build_lines",
                        lambda data, **kw: (threads.append(threading.current_thread().name), real(data, **kw))[1])
    panel, document = long_panel(qtbot, long_session(0, "causal"))
    assert len(threads) == 1 and threads[0].startswith("attention-jobs-") and threads[0].endswith(": lines")
    lines = panel.canvas.lines
    assert 0 < len(lines) <= 20000
    assert f"{len(lines):,} of {lines.total:,} lines drawn" in panel.note.text()
    assert not panel.canvas.grab().isNull()
    document.close()


def test_while_new_lines_are_chosen_the_canvas_shows_a_picture_and_lets_go_of_the_last_weights(qtbot, monkeypatch):
    # The last trace's weights stayed alive beside the new trace until the new lines
    # landed: 2.5 n × n at the peak of an edit at 4096 tokens, 2.3 without.
    import gc
    import weakref

    session = long_session(1)
    panel, document = long_panel(qtbot, session)
    canvas = panel.canvas
    canvas.grab()  # laid out and painted
    qtbot.waitUntil(lambda: not canvas.overview_pending, timeout=30_000)  # (its painting holds the data)
    with qtbot.waitSignal(canvas.focus_changed):  # a query's lines, pinned (rows under a pixel apart)
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=_point(canvas, "query", 7))
    pinned = canvas.focus.focus
    assert pinned[0] == "query" and abs(pinned[1] - 7) <= 2
    before = canvas.grab().toImage()
    old = weakref.ref(document.trace.step("weights").array)
    go = threading.Event()
    real = lines_module.build_lines
    monkeypatch.setattr(lines_module, "build_lines", lambda data, **kw: (go.wait(20), real(data, **kw))[1])
    with qtbot.waitSignal(document.changed, timeout=30_000):
        document.apply(session.with_cells("heads[0].w_q", 0, 0, np.array([[3.0]])), "edit")
    qtbot.waitUntil(lambda: not document.busy, timeout=30_000)
    assert canvas.waiting and canvas.data is None
    gc.collect()
    assert old() is None  # let go before the new lines land
    assert canvas.grab().toImage() == before  # what was on screen, meanwhile
    qtbot.mouseMove(canvas, QPoint(canvas.width() // 2, canvas.height() // 2))  # ignored: the pinned token stays
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert canvas.focus.focus == pinned
    with qtbot.waitSignal(panel.shown, timeout=30_000):
        go.set()
    assert not canvas.waiting and canvas.data.weights[0] is document.trace.step("weights").array
    assert canvas.focus is not None and canvas.focus.focus == pinned
    document.close()


def test_an_older_edits_lines_are_never_drawn(qtbot, monkeypatch):
    # Latest only: lines chosen for an edit that a newer one replaced are dropped, not drawn.
    session = long_session(2)
    panel, document = long_panel(qtbot, session)
    started, release = threading.Event(), threading.Event()
    real = lines_module.build_lines

    def first_waits(data, **kw):
        if not started.is_set():
            started.set()
            assert release.wait(30)
        return real(data, **kw)

    monkeypatch.setattr(lines_module, "build_lines", first_waits)
    drawn = []
    panel.shown.connect(lambda: drawn.append(panel.canvas.data.weights[0]))
    with qtbot.waitSignal(document.changed, timeout=30_000):
        document.apply(session.with_cells("heads[0].w_q", 0, 0, np.array([[3.0]])), "older")
    assert started.wait(30)  # its lines are being chosen ...
    with qtbot.waitSignal(document.changed, timeout=30_000):
        document.apply(document.session.with_cells("heads[0].w_q", 0, 0, np.array([[-3.0]])), "newer")
    newest = document.trace.step("weights").array
    release.set()  # ... and come back after the newer edit
    with qtbot.waitSignal(panel.shown, timeout=30_000):
        pass
    assert document.jobs.wait(LinesPanel.PURPOSE, 30)
    document.jobs.finish()  # anything else that came back is delivered now
    assert len(drawn) == 1 and drawn[0] is newest
    assert panel.canvas.data.weights[0] is newest and not panel.canvas.waiting
    document.close()


def test_lines_that_cannot_be_chosen_say_why_in_one_line_and_nothing_waits(qtbot, monkeypatch):
    session = long_session(3)
    panel, document = long_panel(qtbot, session)
    real = lines_module.build_lines

    def too_big(data, **kw):
        raise MemoryError("choosing the lines needs 3.1 GB; 1.2 GB is free\nmore detail")

    monkeypatch.setattr(lines_module, "build_lines", too_big)
    with qtbot.waitSignal(document.changed, timeout=30_000):
        document.apply(session.with_cells("heads[0].w_q", 0, 0, np.array([[3.0]])), "edit")
    qtbot.waitUntil(lambda: panel.canvas.message is not None, timeout=30_000)
    said = "The lines could not be chosen: choosing the lines needs 3.1 GB; 1.2 GB is free"
    assert panel.note.text() == said and panel.canvas.message == said
    qtbot.waitUntil(lambda: not document.jobs.busy())  # nothing left waiting (what came back is handed over)
    assert not panel.canvas.waiting and not panel.canvas.overview_pending
    assert panel.canvas.data is None and not panel.canvas.grab().isNull()  # the message, painted
    monkeypatch.setattr(lines_module, "build_lines", real)
    with qtbot.waitSignal(panel.shown, timeout=30_000):  # the next edit draws again
        document.apply(document.session.with_cells("heads[0].w_q", 0, 0, np.array([[1.0]])), "again")
    assert panel.canvas.message is None and panel.canvas.data.weights[0] is document.trace.step("weights").array
    document.close()


@pytest.fixture
def two_heads(qtbot):
    """The main window on the two-heads example (the chooser has "All heads" and two heads)."""
    from windows import open_window

    return open_window(qtbot, "04-two-heads")


def test_all_heads_is_held_by_the_view_state_through_other_tabs_and_edits(qtbot, two_heads):
    window = two_heads
    panel = _show_lines_tab(qtbot, window)
    assert panel.head.currentData() == window.view_state.head == 0 and not window.view_state.lines_all_heads
    with qtbot.waitSignal(panel.shown):
        panel.head.setCurrentIndex(0)  # the person chooses "All heads": forwarded
    assert window.view_state.lines_all_heads and panel.canvas.data.heads == (0, 1)
    window.tabs.setCurrentIndex(0)  # the Heatmap tab; an edit meanwhile
    with qtbot.waitSignal(window.document.changed, timeout=30_000):
        window.randomize()
    assert panel.canvas.data is None  # behind another tab: let go
    panel = _show_lines_tab(qtbot, window)
    assert panel.head.currentText() == "All heads" and panel.canvas.data.heads == (0, 1)
    assert panel.canvas.data.weights[1] is window.document.trace.step("weights", 1).array


def test_the_view_state_chooses_all_heads_and_the_chooser_follows(qtbot, two_heads):
    window, view = two_heads, two_heads.view_state
    view.set_head(1)
    panel = _show_lines_tab(qtbot, window)
    assert panel.head.currentData() == 1 and panel.canvas.data.heads == (1,)
    with qtbot.waitSignal(panel.shown):
        view.set_lines_all_heads(True)
    assert panel.head.currentIndex() == 0 and panel.canvas.data.heads == (0, 1)
    shown = []
    panel.shown.connect(lambda: shown.append(panel.canvas.data.heads))
    view.set_head(0)  # another head chosen elsewhere (the Heatmap's chooser): all heads stay drawn
    assert panel.head.currentIndex() == 0 and shown == []
    with qtbot.waitSignal(panel.shown):
        view.set_lines_all_heads(False)
    assert panel.head.currentData() == 0 and shown == [(0,)]
    view.set_lines_all_heads(True)
    shown.clear()
    panel.head.setCurrentIndex(panel.head.findData(1))  # one head chosen in the tab: one change, one redraw
    assert (view.head, view.lines_all_heads) == (1, False) and shown == [(1,)]


def test_all_heads_is_view_state_without_widgets(qapp):
    from explorer.core.io.presets import load_preset

    document = Document(load_preset("04-two-heads"))
    view = ViewState(document)
    said = []
    view.lines_all_heads_changed.connect(said.append)
    assert not view.lines_all_heads
    view.set_lines_all_heads(True)
    document.apply(document.session.with_cells("heads[1].w_q", 0, 0, np.array([[2.0]])), "edit")  # clamped again
    assert view.lines_all_heads and view.state.lines_all_heads and said == [True]
    view.update(head=1, lines_all_heads=False)
    assert said == [True, False] and view.head == 1
    document.close()
