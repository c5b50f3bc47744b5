"""Show solution: the editable cells move in a straight line from the attempt to the worked
solution over about a second, every frame published through the document, the whole
animation one undo step.

A QTimer drives the frames on the UI thread (no thread of its own): each is applied with
one merge id and key (:attr:`~explorer.app.document.MergeId.SOLUTION`), so the undo stack
folds them into one command whose undo brings the attempt back. Another edit (or an undo)
stops it where it is, as does :meth:`SolutionAnimation.stop` (Esc in the window).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from explorer.app.document import Document, MergeId
from explorer.app.exercises import blend
from explorer.core.session import Session, SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: How often a frame is published (ms), and how many frames the way takes: about a second.
#: Counted in frames, not read from a clock: a busy machine shows every frame, a little later.
FRAME_MS = 30
FRAMES = 33
UNDO_TEXT = QT_TRANSLATE_NOOP("SolutionAnimation", "Show solution")  # translated where applied


class SolutionAnimation(QObject):
    """One run of Show solution from ``start`` to ``end`` (sessions of the same shapes)."""

    #: The animation is over: True when it reached the solution, False when it was stopped.
    finished = Signal(bool)

    def __init__(self, document: Document, start: Session, end: Session,
                 on_frame: Callable[[Session], None] | None = None, parent: QObject | None = None):
        """``on_frame(session)`` is told each frame's session just before it is applied."""
        super().__init__(parent)
        self._document = document
        self._start, self._end = start, end
        self._on_frame = on_frame or (lambda _session: None)
        self._applied: Session | None = None
        # The undo command's merge key: this run's own, so a second run is a step of its own.
        self._key = object()
        self._frames = 0
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._frame)
        self.stopped_why: str | None = None

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        self._document.session_changed.connect(self._on_session_changed)
        self._timer.start()

    def stop(self, why: str | None = None) -> None:
        """Stop where the cells are (what was applied stays, one undo step)."""
        if self.running:
            self.stopped_why = why
            self._end_run(False)

    def _frame(self) -> None:
        self._frames += 1
        t = min(1.0, self._frames / FRAMES)
        session = blend(self._start, self._end, t)
        self._applied = session
        self._on_frame(session)
        try:
            self._document.apply(session, translate("SolutionAnimation", UNDO_TEXT), MergeId.SOLUTION, self._key)
        except SessionError as err:  # a rule of the document: nothing moves further
            self.stop(str(err))
            return
        if t >= 1:
            self._end_run(True)

    def _on_session_changed(self) -> None:
        if self.running and self._document.session is not self._applied:
            self.stop(translate("SolutionAnimation", "the session was changed"))

    def _end_run(self, reached: bool) -> None:
        self._timer.stop()
        self._document.session_changed.disconnect(self._on_session_changed)
        self.finished.emit(reached)
