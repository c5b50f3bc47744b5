"""Work a person waits for, behind a progress dialog with Cancel.

:func:`run_with_progress` runs one call as a job of the window's runner
(:class:`explorer.app.jobs.JobRunner`, :data:`~explorer.app.jobs.Priority.WAITED`)
and waits for it in a nested event loop: the window keeps painting, a dialog
shows once the call has run :data:`SHOW_AFTER_MS`, Cancel returns at once (the
call finishes on its thread and its result is dropped), and an exception comes
back to the caller as it was raised (a BaseException that is not an Exception,
such as a library's panic, as a one-line LibraryFailure: the caller always
hears back). :func:`settled` waits the same way for a running recompute.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from explorer.app.jobs import Job, Priority
from explorer.core.failures import STOPS, LibraryFailure, as_failure
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from explorer.app.document import Document
    from explorer.app.jobs import JobRunner
    from explorer.app.snapshot import Snapshot

T = TypeVar("T")


#: While a call runs on its thread, Python hands its lock to a waiting thread after
#: this many seconds (its default is 5 ms). Parsing a file is Python code that holds
#: the lock between rows, and every event a Python widget handles needs it: at
#: 16 384 tokens the window could not react for 0.3–0.5 s while a file was read
#: (0.1 s at this interval, the read 20 % slower). A person is waiting for the call
#: anyway, behind a progress dialog; the window should answer meanwhile.
SWITCH_INTERVAL = 0.0005
#: While the progress dialog comes up, shorter still: a window-modal dialog tells every
#: widget of the window it is blocked, then inactive, and each needs Python's lock at
#: once. Shown 300 ms into a 16 384-token file's parsing, it froze the window 80–110 ms
#: at SWITCH_INTERVAL, 23–42 ms at this one (for SHOW_MS, then SWITCH_INTERVAL again).
SHOW_INTERVAL = 0.00002
#: The dialog shows once the call has run this long (a quick call shows none) ...
SHOW_AFTER_MS = 300
#: ... and the window has been told it is blocked and inactive within this.
SHOW_MS = 100
#: How often a wait looks whether anyone will still answer it (the runner shut down,
#: or a newer job of the purpose made this one stale): then it ends, never spins on.
WATCH_MS = 200
#: What a panic in the call is said to have happened in (translated where it is said).
WHAT = QT_TRANSLATE_NOOP("Background", "the background work")
_calls_running = 0
_default_interval = sys.getswitchinterval()
_interval_lock = threading.Lock()


def _while_running() -> float:
    """The switch interval while a call runs (never longer than the one it replaced)."""
    return min(_default_interval, SWITCH_INTERVAL)


def _call_started() -> None:
    global _calls_running, _default_interval
    with _interval_lock:
        if _calls_running == 0:
            _default_interval = sys.getswitchinterval()
            sys.setswitchinterval(_while_running())
        _calls_running += 1


def _call_ended() -> None:
    # When the call ends on its thread, not when the dialog does: a cancelled file
    # read goes on parsing in the background, and the window should still answer.
    global _calls_running
    with _interval_lock:
        _calls_running -= 1
        if _calls_running == 0:
            sys.setswitchinterval(_default_interval)


def _show(dialog: QProgressDialog) -> None:
    with _interval_lock:
        if _calls_running:
            sys.setswitchinterval(SHOW_INTERVAL)
    dialog.show()
    QTimer.singleShot(SHOW_MS, _shown)


def _shown() -> None:
    with _interval_lock:
        sys.setswitchinterval(_while_running() if _calls_running else _default_interval)


class Cancelled(Exception):
    """The person pressed Cancel (or nobody will answer: the runner was shut down)."""


class _Wait:
    """A progress dialog with Cancel over ``parent`` and the nested event loop the caller waits in."""

    def __init__(self, parent: QWidget | None, label: str):
        self.loop = QEventLoop()
        self.cancelled = False
        dialog = self.dialog = QProgressDialog(label, translate("Background", "Cancel"), 0, 0, parent)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        # Shown by this timer (see SHOW_INTERVAL), not by Qt's own after its minimum
        # duration. (Qt restarts its timer only when the bar is at its minimum: a new
        # dialog's is below it, and would show at 4 s.)
        dialog.setValue(0)
        dialog.setMinimumDuration(2**31 - 1)
        self._show = QTimer(dialog)
        self._show.setSingleShot(True)
        self._show.timeout.connect(lambda: _show(dialog))
        dialog.canceled.connect(self._cancel)

    def _cancel(self) -> None:
        self.cancelled = True
        self.loop.quit()

    def wake(self, *_args) -> None:
        """Something the wait is for happened: look again."""
        self.loop.quit()

    def run(self, ended: Callable[[], bool], lost: Callable[[], bool]) -> bool:
        """Wait until ``ended()``; False when the person pressed Cancel or ``lost()``
        says no answer will come. The dialog is gone when this returns."""
        watch = QTimer(self.dialog)
        watch.timeout.connect(self.wake)
        watch.start(WATCH_MS)
        self._show.start(SHOW_AFTER_MS)
        try:
            # The loop is left by wake() (an answer came, or the watch looks again) or by
            # Cancel; what ended it is looked at here. A wake before the loop ran is not
            # lost: the conditions are looked at first.
            while not (ended() or self.cancelled or lost()):
                self.loop.exec()
        finally:
            watch.stop()
            self._show.stop()
            self.dialog.reset()
            self.dialog.deleteLater()
        return ended()


def run_with_progress(parent: QWidget | None, label: str, call: Callable[[], T], *,
                      jobs: JobRunner, purpose: str) -> T:
    """``call()`` as ``jobs``' newest job of ``purpose`` (priority WAITED) behind a
    progress dialog saying ``label``; returns its result, raises what it raised
    (a panic as a LibraryFailure), or :class:`Cancelled` when the person cancels,
    the job is stopped, or nobody will answer (the runner shut down, a newer job
    of ``purpose`` came)."""
    wait = _Wait(parent, label)
    what = translate("Background", WHAT)  # here, on the window's thread
    outcome: list[tuple[object, BaseException | None]] = []

    def work(_job: Job) -> tuple[object, BaseException | None]:
        _call_started()
        try:
            return call(), None
        except STOPS:
            raise  # the runner ends the job as cancelled
        except Exception as err:  # noqa: BLE001 - handed back to the caller as it was raised
            return None, err
        except BaseException as err:  # noqa: BLE001 - a library's panic: one line, never a dialog left spinning
            return None, as_failure(err, what)
        finally:
            _call_ended()

    def answered(result: tuple[object, BaseException | None]) -> None:
        outcome.append(result)
        wait.wake()

    def stopped() -> None:
        outcome.append((None, Cancelled()))
        wait.wake()

    job = jobs.submit(purpose, work, priority=Priority.WAITED, done=answered, cancelled=stopped,
                      # Only if the work above let something through: the caller hears back anyway.
                      failed=lambda message: answered((None, LibraryFailure(
                          translate("Background", "the background work failed ({message})").format(message=message)))))
    if not wait.run(lambda: bool(outcome), lambda: jobs.closed or not jobs.current(job)):
        if jobs.current(job):
            jobs.cancel(purpose)  # Cancel: the call finishes on its thread, its result is dropped
        raise Cancelled()
    result, error = outcome[0]
    if error is not None:
        raise error
    return result  # type: ignore[return-value]


def settled(document: Document, parent: QWidget | None) -> Snapshot:
    """``document.settled()``, waiting for a running recompute with the window
    painting: a 16k-token recompute takes seconds, and Document.settled() alone
    blocks the UI thread until it ends. A progress dialog shows after 0.3 s;
    Cancel raises :class:`Cancelled` (the recompute goes on, nothing is exported)."""
    if document.busy:
        wait = _Wait(parent, translate("Background", "Finishing the computation of the last change\u2026"))
        # The recompute is the runner's job already: this waits for its snapshot to land.
        document.busy_changed.connect(wait.wake)
        try:
            if not wait.run(lambda: not document.busy, lambda: document.jobs.closed):
                raise Cancelled()
        finally:
            document.busy_changed.disconnect(wait.wake)
    return document.settled()
