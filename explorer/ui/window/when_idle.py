"""Work done ahead while the window waits for the person.

Some of what a view needs the first time it is shown does not depend on what
it will show (the Step by step tab's dozen cards, the What-if panel's d_k
table): built when the tab is raised, it is a stall nobody asked for. Done here
instead, a piece per turn of the event loop, once the window has been left
alone a moment; each edit puts it off again (one heatmap built between two
edits at 512 tokens made a 40 ms frame of a 15 ms one), and so does a thread
at work for the window (a recompute, a file being read): the pieces are Python
code that needs Python's lock at each of hundreds of Qt calls, waiting each time
for that thread to hand it on: reading a 16 384-token file stalled 90 ms more.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from explorer.ui.window.background import calls_running

#: How long the window is left alone before the first piece is done.
IDLE_MS = 800
#: At least this long between two pieces, of this or another WhenIdle: timers that are
#: due together run back to back in one pass of Qt's timers (the spare cards' first and
#: the d_k table, both due 0.8 s after the window opened, stalled it 34 ms).
PAUSE_MS = 10
_last_piece_ended = 0.0  # time.perf_counter() when the last piece of any WhenIdle ended


class WhenIdle(QObject):
    """Calls ``piece`` once the window was left alone ``idle_ms``, then again on each
    next turn while it returns True (there is more to do). ``document``'s edits put
    it off, and nothing is done while it recomputes (``document.busy``) or a
    :func:`run_with_progress` call runs."""

    def __init__(self, parent: QObject, piece: Callable[[], bool], document=None, idle_ms: int = IDLE_MS):
        super().__init__(parent)
        self._piece = piece
        self._document = document
        self._idle_ms = idle_ms
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self._timer.start(idle_ms)
        if document is not None:
            document.changed.connect(self.postpone)

    def postpone(self, *_args) -> None:
        """The person is at work (an edit): go on only once they pause again."""
        if self._timer.isActive():
            self._timer.start(self._idle_ms)

    def stop(self) -> None:
        """Nothing more to do ahead (it was needed now, and done in its place)."""
        self._timer.stop()

    @property
    def waiting(self) -> bool:
        """Whether pieces are still to come."""
        return self._timer.isActive()

    def _run(self) -> None:
        global _last_piece_ended
        if (self._document is not None and self._document.busy) or calls_running():
            self._timer.start(self._idle_ms)  # a thread works for the window: later
            return
        if (time.perf_counter() - _last_piece_ended) * 1000 < PAUSE_MS:
            self._timer.start(PAUSE_MS)  # another's piece just ran
            return
        more = self._piece()
        _last_piece_ended = time.perf_counter()
        if more:
            self._timer.start(PAUSE_MS)  # timers and input run between
