"""The Lines tab: built without drawing, drawn when shown, hover and click keep one token's lines."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, Qt

from explorer.core.session import Head, Session
from explorer.app.document import Document
from explorer.ui.lines.lines_tab import WORKER_CELLS, LinesPanel
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


def test_long_sequences_choose_their_lines_off_the_ui_thread(qtbot):
    n = 600
    assert n * n > WORKER_CELLS
    rng = np.random.default_rng(0)
    session = Session(mode="causal", tokens=tuple(f"t{i}" for i in range(n)), embeddings=rng.normal(size=(n, 4)),
                      heads=(Head(*(rng.normal(size=(4, 4)) for _ in range(3))),))
    document = Document(session)
    view = ViewState(document)
    panel = LinesPanel(document, view)
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    with qtbot.waitSignal(panel.shown, timeout=20000):
        panel.show()
    lines = panel.canvas.lines
    assert lines.threshold > 0 and len(lines) <= 20000
    assert "not drawn" in panel.note.text()
    assert not panel.canvas.grab().isNull()
    document.close()


def test_while_new_lines_are_chosen_the_canvas_shows_a_picture_and_lets_go_of_the_last_weights(qtbot, monkeypatch):
    # The last trace's weights stayed alive beside the new trace until the new lines
    # landed: 2.5 n × n at the peak of an edit at 4096 tokens, 2.3 without.
    import gc
    import threading
    import weakref

    from explorer.ui.lines import lines_tab as lines_view

    n = 600
    rng = np.random.default_rng(1)
    session = Session(mode="self", tokens=tuple(f"t{i}" for i in range(n)), embeddings=rng.normal(size=(n, 4)),
                      heads=(Head(*(rng.normal(size=(4, 4)) for _ in range(3))),))
    document = Document(session)
    panel = LinesPanel(document, ViewState(document))
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    with qtbot.waitSignal(panel.shown, timeout=20_000):
        panel.show()
    canvas = panel.canvas
    canvas.grab()  # laid out and painted
    qtbot.waitUntil(lambda: not canvas.overview_pending, timeout=20_000)  # (its painting holds the data)
    with qtbot.waitSignal(canvas.focus_changed):  # a query's lines, pinned
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=_point(canvas, "query", 7))
    assert canvas.focus is not None and canvas.focus.focus == ("query", 7)
    before = canvas.grab().toImage()
    old = weakref.ref(document.trace.step("weights").array)
    go = threading.Event()
    real = lines_view.build_lines
    monkeypatch.setattr(lines_view, "build_lines", lambda data: (go.wait(20), real(data))[1])
    with qtbot.waitSignal(document.changed, timeout=20_000):
        document.apply(session.with_cells("heads[0].w_q", 0, 0, np.array([[3.0]])), "edit")
    qtbot.waitUntil(lambda: not document.busy, timeout=20_000)
    assert canvas.waiting and canvas.data is None
    gc.collect()
    assert old() is None  # let go before the new lines land
    assert canvas.grab().toImage() == before  # what was on screen, meanwhile
    qtbot.mouseMove(canvas, QPoint(canvas.width() // 2, canvas.height() // 2))  # ignored: the pinned token stays
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert canvas.focus.focus == ("query", 7)
    with qtbot.waitSignal(panel.shown, timeout=20_000):
        go.set()
    assert not canvas.waiting and canvas.data.weights[0] is document.trace.step("weights").array
    assert canvas.focus is not None and canvas.focus.focus == ("query", 7)
    document.close()
