"""The window's error banner: the latest message, named, over the layout, and gone when it no longer holds."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.app.problems import largest_input, problem_text


def commit_cell(qtbot, editor, row: int, col: int, text: str, signal=None) -> None:
    """Type ``text`` into a cell and press Enter, waiting for ``signal`` (default: the model's dataChanged)."""
    model = editor.model()
    editor.setFocus()
    editor.setCurrentIndex(model.index(row, col))
    with qtbot.waitSignal(signal if signal is not None else model.dataChanged, timeout=30_000):
        qtbot.keyClick(editor, text[0])
        line = QApplication.focusWidget()
        assert line is not editor
        qtbot.keyClicks(line, text[1:])
        qtbot.keyClick(line, Qt.Key.Key_Return)


# -- the message, as a pure rule -------------------------------------------------------------------
def test_a_finite_trace_has_no_problem_text():
    session = load_preset("01-thinking-machines")
    assert problem_text(run(session), session) is None


def test_the_problem_text_names_the_step_the_head_the_dtype_and_the_input():
    session = load_preset("01-thinking-machines").with_cells("embeddings", 0, 0, np.array([[1e200]]))
    text = problem_text(run(session), session)
    assert text.startswith("Scores of head 1 are not finite (S = Q·Kᵀ): they overflow float64")
    assert "X holds 1.00e+200" in text and text.endswith("Make the inputs smaller.")
    small = load_preset("01-thinking-machines").with_cells("embeddings", 0, 0, np.array([[1e30]]))
    assert "overflow float32 (beyond ±3.4e+38)" in problem_text(run(small, dtype="float32"), small)
    assert problem_text(run(small), small) is None  # float64 holds 1e60


def test_the_largest_input_is_found_in_any_matrix_with_its_sign():
    session = load_preset("01-thinking-machines")
    w_k = np.array(session.heads[0].w_k, copy=True)
    w_k[1, 2] = -5e7
    session = session.with_matrix("heads[0].w_k", w_k)
    assert largest_input(session) == ("W_K (head 1)", -5e7)


# -- the banner in the window ----------------------------------------------------------------------
def test_typing_1e200_shows_the_latest_message_and_finite_values_clear_it(qtbot, window):
    banner = window.error_banner
    editor = window.inputs.editors["embeddings"]
    model = editor.model()
    # An older, unrelated refusal first.
    commit_cell(qtbot, editor, 0, 1, "abc", signal=model.rejected)
    assert banner.isVisible() and banner.kind == "refused" and "'abc'" in banner.text
    commit_cell(qtbot, editor, 0, 1, "1e200", signal=window.document.changed)
    assert banner.isVisible() and banner.kind == "problem"
    assert banner.text.startswith("Scores of head 1 are not finite") and "X holds 1.00e+200" in banner.text
    assert "abc" not in banner.text  # the latest message only
    commit_cell(qtbot, editor, 0, 1, "1", signal=window.document.changed)
    assert not banner.isVisible() and banner.text == ""


def test_a_refusal_clears_on_the_next_successful_edit(qtbot, window):
    editor = window.inputs.editors["w_q"]
    commit_cell(qtbot, editor, 0, 0, "1,5,", signal=editor.model().rejected)
    assert window.error_banner.isVisible()
    commit_cell(qtbot, editor, 0, 0, "2")
    assert not window.error_banner.isVisible()


def test_the_close_button_and_esc_dismiss_it(qtbot, window):
    banner = window.error_banner
    window.refuse("something was refused")
    assert banner.isVisible() and banner.close_button.isVisible()
    with qtbot.waitSignal(banner.dismissed):
        qtbot.mouseClick(banner.close_button, Qt.MouseButton.LeftButton)
    assert not banner.isVisible()
    window.refuse("again")
    qtbot.mouseClick(banner.label, Qt.MouseButton.LeftButton)  # clicking it gives it the focus
    banner.setFocus()
    assert banner.hasFocus()
    qtbot.keyClick(banner, Qt.Key.Key_Escape)
    assert not banner.isVisible()


def test_showing_and_hiding_it_moves_no_widget(qtbot, window):
    watched = [window.inputs.editors["embeddings"], window.inputs.spins["n"], window.inputs.editors["w_q"],
               window.view_panel]
    before = [w.mapTo(window, QPoint(0, 0)) for w in watched]
    window.refuse("a long message " * 20)
    QApplication.processEvents()
    assert window.error_banner.isVisible()
    assert [w.mapTo(window, QPoint(0, 0)) for w in watched] == before
    # It floats over the bottom of the central widget, inside it, clear of the tabs.
    central = window.centralWidget().geometry()
    assert central.contains(window.error_banner.geometry())
    assert central.bottom() - window.error_banner.geometry().bottom() < 12
    tabs = window.tabs.tabBar()
    assert not window.error_banner.geometry().intersects(QRect(tabs.mapTo(window, QPoint(0, 0)), tabs.size()))
    window.error_banner.dismiss()
    QApplication.processEvents()
    assert [w.mapTo(window, QPoint(0, 0)) for w in watched] == before


def test_it_follows_the_window_width(qtbot, window):
    window.refuse("x")
    window.resize(1100, 760)
    QApplication.processEvents()
    assert abs(window.error_banner.width() - (window.centralWidget().width() - 12)) <= 1


def test_a_failed_recompute_shows_and_clears_with_the_next_good_snapshot(qtbot, window):
    window.document.compute_failed.emit("out of memory")
    assert window.error_banner.kind == "failed" and "out of memory" in window.error_banner.text
    with qtbot.waitSignal(window.document.changed):
        window.inputs.spins["n"].setValue(3)
    assert not window.error_banner.isVisible()
