"""While a slow call runs on its thread, Python hands its lock to the UI thread often."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton, QWidget

from explorer.app.jobs import JobRunner
from explorer.ui.window import background
from explorer.ui.window.background import SWITCH_INTERVAL, Cancelled, run_with_progress


@pytest.fixture
def jobs(qapp):
    runner = JobRunner()
    yield runner
    runner.shutdown()


def test_the_interval_is_short_while_the_call_runs_and_restored_when_its_thread_ends(qtbot, jobs):
    parent = QWidget()
    qtbot.addWidget(parent)
    default = sys.getswitchinterval()
    assert default > SWITCH_INTERVAL
    seen = []
    assert run_with_progress(parent, "Reading", lambda: seen.append(sys.getswitchinterval()) or 7,
                             jobs=jobs, purpose="read") == 7
    assert seen == [SWITCH_INTERVAL]
    qtbot.waitUntil(lambda: background._calls_running == 0)
    assert sys.getswitchinterval() == default


def test_after_a_cancel_the_interval_stays_short_until_the_call_is_done(qtbot, jobs):
    # A cancelled file read goes on parsing in the background: the window must still answer.
    parent = QWidget()
    qtbot.addWidget(parent)
    default = sys.getswitchinterval()
    gate, started = threading.Event(), threading.Event()

    def press_cancel() -> None:
        if not started.is_set():  # the job has not reached its thread yet: a moment later
            QTimer.singleShot(5, press_cancel)
            return
        parent.findChild(QProgressDialog).findChild(QPushButton).click()

    QTimer.singleShot(50, press_cancel)  # a person presses Cancel while the call runs
    try:
        run_with_progress(parent, "Reading", lambda: (started.set(), gate.wait(30)), jobs=jobs, purpose="read")
        raise AssertionError("not cancelled")
    except Cancelled:
        assert sys.getswitchinterval() == SWITCH_INTERVAL  # the call still runs
    finally:
        gate.set()
    qtbot.waitUntil(lambda: sys.getswitchinterval() == default)
