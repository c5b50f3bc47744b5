"""Regression tests: the screen shows one state, files are not overwritten by
examples, closed dialogs are gone, errors of exports reach the person."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import explorer.app.document as document_module
from explorer.app.jobs import pool as job_policy
from explorer.core.edits import resize
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save
from explorer.app.document import NotSettled


@pytest.fixture
def slow(monkeypatch):
    """Every recompute runs in the worker and waits for ``gate`` before it finishes."""
    gate = threading.Event()
    real = document_module.make_snapshot

    def held(*args, **kwargs):
        gate.wait(30)
        return real(*args, **kwargs)

    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)
    monkeypatch.setattr(document_module, "make_snapshot", held)
    yield gate
    gate.set()


def test_while_a_recompute_runs_every_view_shows_the_last_consistent_state(qtbot, window, slow):
    document = window.document
    window.view_state.select("heads[0].q", (0, 0))
    before = window.inspector.text()
    assert "q_11 = " in before
    document.apply(document.session.with_cells("embeddings", 0, 0, np.array([[100.0]])), "X[1,1] = 100")
    assert document.busy and window.busy_label.isVisibleTo(window)
    # The editor shows what was typed; every computed view keeps the old snapshot, whole.
    assert window.inputs.models["embeddings"].data(window.inputs.models["embeddings"].index(0, 1)) == "100"
    assert document.snapshot.session.embeddings[0, 0] == 1.0
    assert window.inspector.text() == before  # no "q_11 = 1.81 … = 100.81"
    assert window.pipeline.trace is document.snapshot.trace
    with qtbot.waitSignal(document.changed, timeout=30_000):
        slow.set()
    after = window.inspector.text()
    assert after != before and "100" in after.splitlines()[1]
    assert window.inspector.explanation.value == pytest.approx(document.trace.step("q").array[0, 0])
    assert not document.busy and document.snapshot.session is document.session


def test_export_waits_for_the_running_recompute_and_writes_the_new_state(qtbot, window, slow, tmp_path):
    from explorer.export.matrices import write_matrix
    from explorer.export.view import matrix_view

    document = window.document
    document.apply(document.session.with_cells("embeddings", 0, 0, np.array([[7.0]])), "X[1,1] = 7")
    assert document.busy
    threading.Timer(0.05, slow.set).start()  # the recompute finishes while export waits for it
    snapshot = document.settled()
    assert snapshot.session is document.session and snapshot.session.embeddings[0, 0] == 7.0
    write_matrix(matrix_view(snapshot.trace, "heads[0].q"), tmp_path / "q.csv", "csv")
    assert (tmp_path / "q.csv").read_text().count("\n") >= 2


def test_after_a_failed_recompute_nothing_stale_is_exported(qtbot, window, monkeypatch):
    def fails(*_args, **_kwargs):
        raise MemoryError("no room for the trace")

    document = window.document
    monkeypatch.setattr(document_module, "make_snapshot", fails)
    with qtbot.waitSignal(document.compute_failed):
        document.apply(document.session.with_cells("embeddings", 0, 0, np.array([[9.0]])), "X[1,1] = 9")
    with pytest.raises(NotSettled, match="no room for the trace"):
        document.settled()
    window.copy_figure_action.trigger()
    assert "could not be computed" in window.last_message


def test_open_example_then_save_does_not_overwrite_the_open_file(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    lecture = tmp_path / "lecture.json"
    save(resize(load_preset("01-thinking-machines"), n=3, fill="random", seed=9), lecture)
    original = lecture.read_bytes()
    assert window.files.open_path(lecture)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append(a) or "", ""))
    window.files.load_preset("02-causal-decoder", "Masked decoder")
    assert window.document.path is None and window.windowTitle().startswith("Untitled")
    window.save_action.trigger()
    assert asked, "Save must ask for a name for an untitled document"
    assert lecture.read_bytes() == original


def test_new_document_asks_about_unsaved_changes_and_cancel_keeps_everything(qtbot, window):
    from explorer.ui.window.main_window import Unsaved

    window.document.apply(window.document.session.with_cells("embeddings", 0, 0, np.array([[4.0]])), "edit")
    window.files.ask_unsaved = lambda: Unsaved.CANCEL
    assert not window.files.load_preset("03-cross-attention")
    assert window.document.session.embeddings[0, 0] == 4.0 and window.document.modified


def test_closed_export_dialogs_are_deleted_and_stop_rendering(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from explorer.ui.export.export_dialog import ExportDialog

    heard = []
    real = ExportDialog._document_changed
    monkeypatch.setattr(ExportDialog, "_document_changed", lambda self: (heard.append(1), real(self)))
    for _ in range(3):
        dialog = ExportDialog(window.document, window)
        dialog.show()
        dialog.reject()
    qtbot.waitUntil(lambda: not window.findChildren(ExportDialog))
    with qtbot.waitSignal(window.document.changed):
        window.document.apply(window.document.session.with_cells("embeddings", 0, 0, np.array([[2.0]])), "edit")
    # No dialog heard the edit (each live one re-rendered its full preview at every edit).
    assert heard == [] and not [w for w in window.findChildren(QDialog) if isinstance(w, ExportDialog)]


def test_copy_figure_too_large_shows_a_message(qtbot, window, monkeypatch):
    import explorer.export.render as render

    monkeypatch.setattr(render, "MAX_PIXELS", 100)
    window.copy_figure_action.trigger()
    assert window.last_message is not None and "pixels" in window.last_message


def test_closing_the_window_stops_the_job_runner(qtbot, window):
    window.close()
    assert window.document.jobs.closed


def test_retyping_one_token_label_is_one_undo_step(qtbot, window):
    model = window.inputs.models["embeddings"]
    stack = window.document.undo_stack
    start = stack.count()
    for text in ("The", "A", "One"):
        model.setData(model.index(0, 0), text)
    assert window.document.session.tokens[0] == "One" and stack.count() == start + 1
    window.undo_action.trigger()
    assert window.document.session.tokens[0] == "Thinking"


def test_size_spin_boxes_stop_at_what_the_memory_budget_holds(qtbot, monkeypatch):
    from explorer.core.edits import MAX_SIZE
    from explorer.ui.window.main_window import MainWindow, Unsaved

    monkeypatch.setenv("ATTENTION_EXPLORER_MEMORY_LIMIT", "64M")
    win = MainWindow(load_preset("01-thinking-machines"))
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    spins = win.inputs.spins
    assert 2 <= spins["n"].maximum() < MAX_SIZE and 1 <= spins["heads"].maximum() <= MAX_SIZE
    spins["n"].setValue(MAX_SIZE)  # typed past the limit: the box stops at it, nothing freezes
    assert win.document.session.n == spins["n"].maximum()
