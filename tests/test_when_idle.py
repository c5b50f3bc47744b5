"""Work done ahead once the window is idle: a piece a turn, put off by edits and by
a thread at work for the window (a recompute, a file being read)."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from explorer.ui.window.background import run_with_progress
from explorer.ui.window.when_idle import WhenIdle


class _Document(QObject):
    """What WhenIdle reads of a document: its edits, and whether it recomputes."""

    changed = Signal()
    busy = False


def test_pieces_run_one_a_turn_until_none_is_left(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    done: list[int] = []
    ticks: list[int] = []
    ticker = QTimer()
    ticker.setInterval(0)
    ticker.timeout.connect(lambda: ticks.append(len(done)))
    ticker.start()
    ahead = WhenIdle(holder, lambda: (done.append(1), len(done) < 3)[1], idle_ms=10)
    qtbot.waitUntil(lambda: not ahead.waiting)
    ticker.stop()
    assert len(done) == 3
    assert {1, 2} <= set(ticks)  # other timers ran between the pieces


def test_nothing_is_done_while_something_works_for_the_window_and_it_is_done_after(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    document = _Document()
    document.busy = True
    done: list[int] = []
    ahead = WhenIdle(holder, lambda: bool(done.append(1)), document, idle_ms=20)
    for _ in range(3):  # the window was left alone three times over, but something worked for it
        with qtbot.waitSignal(ahead._timer.timeout):
            pass
    assert done == [] and ahead.waiting
    document.changed.emit()
    document.busy = False
    qtbot.waitUntil(lambda: done == [1])
    assert not ahead.waiting


def test_a_file_being_read_behind_a_progress_dialog_puts_the_work_off(qtbot):
    # The pieces need Python's lock at each Qt call, and the reading thread holds it
    # between rows: reading a 16 384-token file stalled 90 ms more with them.
    holder = QWidget()
    qtbot.addWidget(holder)
    done: list[int] = []
    WhenIdle(holder, lambda: bool(done.append(1)), idle_ms=5)
    go = threading.Event()
    QTimer.singleShot(150, go.set)
    from explorer.app.jobs import JobRunner

    jobs = JobRunner()
    try:
        assert run_with_progress(holder, "Reading", lambda: (go.wait(10), list(done))[1], jobs=jobs,
                                 purpose="open file") == []
    finally:
        jobs.shutdown()
    qtbot.waitUntil(lambda: done == [1])


def test_two_due_together_run_apart(qtbot):
    # Due in one pass of Qt's timers, the spare cards' first piece and the d_k table
    # ran back to back: one 34 ms stall 0.8 s after the window opened.
    holder = QWidget()
    qtbot.addWidget(holder)
    events: list[str] = []
    ticker = QTimer()
    ticker.setInterval(1)
    ticker.timeout.connect(lambda: events.append("tick"))
    first = WhenIdle(holder, lambda: bool(events.append("a")), idle_ms=30)
    second = WhenIdle(holder, lambda: bool(events.append("b")), idle_ms=30)
    ticker.start()
    qtbot.waitUntil(lambda: not first.waiting and not second.waiting)
    ticker.stop()
    pieces = [i for i, e in enumerate(events) if e in "ab"]
    assert len(pieces) == 2 and "tick" in events[pieces[0]:pieces[1]]


def test_the_export_dialog_is_imported_once_the_window_is_idle_not_at_start():
    # Its modules were 10–20 ms of the first File → Export… at 4096 tokens.
    import os
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from explorer.core.io.presets import load_preset\n"
        "from explorer.ui.window.main_window import MainWindow\n"
        "app = QApplication([])\n"
        "w = MainWindow(load_preset())\n"
        "w.show()\n"
        "print('at start', 'explorer.ui.export.export_dialog' in sys.modules)\n"
        "def check():\n"
        "    if 'explorer.ui.export.export_dialog' in sys.modules:\n"
        "        print('when idle', True); app.quit()\n"
        "timer = QTimer(); timer.timeout.connect(check); timer.start(20)\n"
        "QTimer.singleShot(20000, app.quit)\n"
        "app.exec()\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.stdout.split("\n")[:2] == ["at start False", "when idle True"], done.stdout + done.stderr
