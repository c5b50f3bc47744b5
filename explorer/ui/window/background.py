"""Run one slow call off the UI thread while a progress dialog with Cancel shows.

For work a person waits for (a model's forward pass): the window keeps
painting, Cancel returns at once (the call finishes in the background and its
result is dropped), and an exception comes back to the caller as it was raised
(a BaseException that is not an Exception, such as a library's panic, as a
one-line LibraryFailure: the caller always hears back).
"""

from __future__ import annotations

import sys
import threading
import time
from typing import Callable, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from explorer.core.failures import as_failure

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
    # When the call's thread ends, not when the dialog does: a cancelled file read
    # goes on parsing in the background, and the window should still answer.
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


def calls_running() -> bool:
    """Whether a :func:`run_with_progress` call's thread still runs (even after a Cancel)."""
    with _interval_lock:
        return _calls_running > 0


class Cancelled(Exception):
    """The person pressed Cancel."""


class _Relay(QObject):
    done = Signal(object, object)  # (result, exception)


def run_with_progress(parent: QWidget, label: str, call: Callable[[], T]) -> T:
    """``call()`` on a daemon thread; returns its result, re-raises its exception,
    or raises :class:`Cancelled` when the person cancels."""
    # Owned by the application, not by Python: after a Cancel the thread
    # drops the last Python reference when it ends, and a parentless relay
    # would then be destroyed on that thread with its queued signal pending
    # (a crash). It is deleted on the UI thread once its signal arrived.
    relay = _Relay(QCoreApplication.instance())
    loop = QEventLoop()
    outcome: list = []

    def finished(result: object, error: object) -> None:
        relay.deleteLater()
        outcome.append((result, error))
        loop.quit()

    relay.done.connect(finished, Qt.ConnectionType.QueuedConnection)
    dialog = QProgressDialog(label, "Cancel", 0, 0, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    # Shown by this timer (see SHOW_INTERVAL), not by Qt's own after its minimum
    # duration. (Qt restarts its timer only when the bar is at its minimum: a new
    # dialog's is below it, and would show at 4 s.)
    dialog.setValue(0)
    dialog.setMinimumDuration(2**31 - 1)
    show = QTimer(dialog)
    show.setSingleShot(True)
    show.timeout.connect(lambda: _show(dialog))
    dialog.canceled.connect(loop.quit)

    def work() -> None:
        try:
            result, error = call(), None
        except BaseException as err:  # noqa: BLE001 - handed back to the caller on the UI thread
            # Whatever the call raised, the dialog must hear of it: a library's
            # BaseException (a Rust panic) used to end this thread unheard and
            # leave the dialog spinning. It comes back as a one-line
            # LibraryFailure; KeyboardInterrupt and SystemExit come back as they are.
            result, error = None, (err if isinstance(err, Exception) else as_failure(err, "the background work"))
        finally:
            _call_ended()
        try:
            relay.done.emit(result, error)
        except RuntimeError:
            pass  # the caller is gone (cancelled and cleaned up): nobody wants it

    _call_started()
    threading.Thread(target=work, name="attention-background", daemon=True).start()
    show.start(SHOW_AFTER_MS)
    loop.exec()
    show.stop()
    dialog.reset()
    dialog.deleteLater()
    if not outcome:
        # Cancelled: the call finishes in the background and its result is dropped.
        raise Cancelled()
    result, error = outcome[0]
    if error is not None:
        raise error
    return result


def settled(document, parent: QWidget):  # -> Snapshot (ui.document imports this module's neighbours)
    """``document.settled()``, waiting for a running recompute with the window
    painting: a 16k-token recompute takes seconds, and Document.settled() alone
    blocks the UI thread until it ends. A progress dialog shows after 0.3 s;
    Cancel raises :class:`Cancelled` (the recompute goes on, nothing is exported)."""
    if document.busy:
        run_with_progress(parent, "Finishing the computation of the last change\u2026", document.wait_idle)
    return document.settled()


class _Outcome(QObject):
    # (result or None, one-line error or None, seconds)
    done = Signal(object, object, float)


class OneCallOffThread(QObject):
    """One call at a time on a daemon thread named ``name``, without a dialog;
    :attr:`finished` hands (result, None, seconds) or (None, ``failure(err)``,
    seconds) back on the UI thread. The Export dialog's write and the copies of
    a long sequence's figure use it."""

    finished = Signal(object, object, float)

    def __init__(self, name: str, failure: Callable[[BaseException], str], parent: QObject | None = None):
        super().__init__(parent)
        self._name, self._failure = name, failure
        self._busy = False

    @property
    def busy(self) -> bool:
        return self._busy

    def start(self, call: Callable[[], object]) -> None:
        """``call()`` off the UI thread (RuntimeError while one still runs)."""
        if self._busy:
            raise RuntimeError(f"{self._name} is still running")
        self._busy = True
        # Owned by the application, deleted on the UI thread once its signal
        # arrived: a relay dropped on the worker thread with a queued signal
        # pending crashes (as run_with_progress's).
        relay = _Outcome(QCoreApplication.instance())
        relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        relay.done.connect(relay.deleteLater, Qt.ConnectionType.QueuedConnection)

        def work() -> None:
            start = time.perf_counter()
            try:
                result, error = call(), None
            except Exception as err:  # noqa: BLE001 - said in one line by the caller
                result, error = None, self._failure(err)
            try:
                relay.done.emit(result, error, time.perf_counter() - start)
            except RuntimeError:
                pass  # the application is closing: nobody waits for it

        threading.Thread(target=work, name=self._name, daemon=True).start()

    def _on_done(self, result: object, error: object, seconds: float) -> None:
        self._busy = False
        self.finished.emit(result, error, seconds)
