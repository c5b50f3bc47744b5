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


def test_open_reads_the_file_off_the_ui_thread_and_computes_in_the_worker(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "long.json"
    save(resize(load_preset(), n=700, d_model=64, d_k=64, d_v=64, fill="random", seed=2), path)
    threads: list[str] = []
    real = file_actions.load

    def recorded(p):
        threads.append(threading.current_thread().name)
        return real(p)

    monkeypatch.setattr(file_actions, "load", recorded)
    with qtbot.waitSignal(window.document.changed, timeout=30_000):
        assert window.open_path(path, ask=False)
        assert window.document.session.n == 700  # the editors follow at once ...
        assert window.document.busy  # ... while the trace computes in the worker
    assert threads == ["attention-background"]
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
        assert window.open_path(path, ask=False) is False
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
    window.show_error = lambda title, text: shown.append((title, text))  # type: ignore[method-assign]
    before = window.document.session
    assert window.open_path(path, ask=False) is False
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
        elif seen and sys.getswitchinterval() == pytest.approx(background.SWITCH_INTERVAL):
            seen.append(sys.getswitchinterval())
            gate.set()

    poll = QTimer()
    poll.setInterval(5)
    poll.timeout.connect(look)
    poll.start()
    assert background.run_with_progress(window, "Reading", lambda: gate.wait(10))
    poll.stop()
    # Shown: the lock handed on at once; then as while the call runs.
    assert seen == pytest.approx([background.SHOW_INTERVAL, background.SWITCH_INTERVAL])
