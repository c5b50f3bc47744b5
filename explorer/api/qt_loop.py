"""Whether Qt's event loop runs for a window shown from Python, and running it until one closes.

A window answers (paints, takes keys, recomputes) only while Qt's event loop
runs. In IPython and Jupyter ``%gui qt`` runs it between the cells: IPython then
names its loop in ``active_eventloop``. Code called from Qt itself (a slot, a
timer) runs inside a loop too: the thread's loop level says so. A plain script
has neither, and ``block=True`` runs a loop of its own until the window goes.
"""

from __future__ import annotations

import sys
from typing import Any


class NoEventLoop(RuntimeError):
    """No Qt event loop runs to drive the window; the message names the fix."""


def ipython_qt_loop() -> bool:
    """True in an IPython shell or Jupyter kernel whose event loop is Qt's (after ``%gui qt``)."""
    ipython = sys.modules.get("IPython")  # never imported here: only a running IPython has it loaded
    shell = ipython.get_ipython() if ipython is not None and hasattr(ipython, "get_ipython") else None
    return str(getattr(shell, "active_eventloop", None) or "").startswith("qt")


def loop_running() -> bool:
    """Whether Qt's event loop runs for this thread, now (inside it) or between IPython's cells."""
    if ipython_qt_loop():
        return True
    from PySide6.QtCore import QCoreApplication, QThread

    return QCoreApplication.instance() is not None and QThread.currentThread().loopLevel() > 0


def run_until_destroyed(widget: Any) -> None:
    """Run an event loop until ``widget`` (a window that deletes itself on close) is gone."""
    from PySide6.QtCore import QEventLoop

    loop = QEventLoop()
    widget.destroyed.connect(loop.quit)
    loop.exec()
