"""Opening a file reads it off the UI thread, with a progress dialog and Cancel."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton

import explorer.ui.window.file_actions as file_actions
from explorer.core.edits import resize
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save


def test_open_reads_the_file_on_the_runner_and_computes_in_the_worker(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "long.json"
    save(resize(load_preset(), n=700, d_model=64, d_k=64, d_v=64, fill="random", seed=2), path)
    threads: list[str] = []
    real = file_actions.load

    def recorded(p):
        threads.append(threading.current_thread().name)
        return real(p)

    monkeypatch.setattr(file_actions, "load", recorded)
    with qtbot.waitSignal(window.document.changed, timeout=30_000):
        assert window.files.open_path(path, ask=False)
        assert window.document.session.n == 700  # the editors follow at once ...
        assert window.document.busy  # ... while the trace computes in the worker
    assert [name.partition(": ")[2] for name in threads] == [file_actions.OPEN_FILE]  # a job of the runner
    assert window.document.snapshot.session.n == 700 and window.document.path == path


def test_cancel_keeps_the_session_and_says_so(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "slow.json"
    save(load_preset("04-two-heads"), path)
    gate = threading.Event()
    real = file_actions.load

    def slow(p):
        gate.wait(30)
        return real(p)

    monkeypatch.setattr(file_actions, "load", slow)
    before = window.document.session

    def press_cancel() -> None:
        dialog = window.findChild(QProgressDialog)
        assert dialog is not None
        dialog.findChild(QPushButton).click()  # what a person's click does

    QTimer.singleShot(50, press_cancel)
    try:
        assert window.files.open_path(path, ask=False) is False
    finally:
        gate.set()  # the reader finishes in the background; its result is dropped
    assert window.document.session is before and window.document.path != path
    assert "cancelled" in window.statusBar().currentMessage()
    qtbot.wait(50)  # the dropped result arrives: nothing changes
    assert window.document.session is before


def test_a_bad_file_shows_the_loaders_message_and_keeps_the_session(qtbot, window, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{")
    shown: list[tuple[str, str]] = []
    window.files.show_error = lambda title, text: shown.append((title, text))
    before = window.document.session
    assert window.files.open_path(path, ask=False) is False
    assert shown and shown[0][0] == "Could not open the session" and "not valid JSON" in shown[0][1]
    assert window.document.session is before
    assert np.array_equal(window.document.snapshot.session.embeddings, before.embeddings)


def test_the_progress_dialog_comes_up_with_pythons_lock_handed_on_at_once(qtbot, window):
    # Shown 300 ms into a 16 384-token file's parsing, the window-modal dialog froze the
    # window 80–110 ms: every widget told it is blocked needs Python's lock, which the
    # parsing thread handed on only every 0.5 ms.
    import sys

    from explorer.ui.window import background

    gate, seen = threading.Event(), []

    def look() -> None:
        dialogs = [d for d in window.findChildren(QProgressDialog) if d.isVisible()]
        if dialogs and not seen:
            seen.append(sys.getswitchinterval())
        elif len(seen) == 1 and sys.getswitchinterval() == pytest.approx(background.SWITCH_INTERVAL):
            seen.append(sys.getswitchinterval())
            gate.set()

    poll = QTimer()
    poll.setInterval(5)
    poll.timeout.connect(look)
    poll.start()
    assert background.run_with_progress(window, "Reading", lambda: gate.wait(30), jobs=window.document.jobs,
                                        purpose=file_actions.OPEN_FILE)
    poll.stop()
    # Shown: the lock handed on at once; then as while the call runs.
    assert seen == pytest.approx([background.SHOW_INTERVAL, background.SWITCH_INTERVAL])


class PanicException(BaseException):
    """A stand-in for pyo3_runtime.PanicException: a BaseException subclass."""


def test_a_loader_that_panics_is_one_line_and_no_dialog_is_left(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "panics.json"
    save(load_preset("04-two-heads"), path)

    def panics(p):
        raise PanicException("called `Result::unwrap()` on an `Err` value:\nline two")

    monkeypatch.setattr(file_actions, "load", panics)
    shown: list[tuple[str, str]] = []
    window.files.show_error = lambda title, text: shown.append((title, text))
    before = window.document.session
    assert window.files.open_path(path, ask=False) is False  # it came back: nothing waits forever
    (title, text), = shown
    said = text.split("\n", 1)[1]  # after the path
    assert title == "Could not open the session" and "PanicException: called `Result::unwrap()`" in said
    assert "\n" not in said and "Traceback" not in said
    assert window.document.session is before
    assert not [d for d in window.findChildren(QProgressDialog) if d.isVisible()]
    assert not window.document.jobs.busy(file_actions.OPEN_FILE)


def test_cancel_then_open_again_reads_the_second_file(qtbot, window, tmp_path, monkeypatch):
    # The cancelled read is made stale by the next: only the second file's session lands.
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    save(load_preset("04-two-heads"), first)
    save(resize(load_preset(), n=5, d_model=4, d_k=4, d_v=4, fill="random", seed=1), second)
    gate = threading.Event()
    real = file_actions.load

    def slow_first(p):
        if p == first:
            gate.wait(30)
        return real(p)

    monkeypatch.setattr(file_actions, "load", slow_first)
    QTimer.singleShot(50, lambda: window.findChild(QProgressDialog).findChild(QPushButton).click())
    assert window.files.open_path(first, ask=False) is False
    QTimer.singleShot(50, gate.set)  # the first read ends while the second waits for its turn
    assert window.files.open_path(second, ask=False)
    assert window.document.session.n == 5 and window.document.path == second
