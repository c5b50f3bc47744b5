"""The window's open exercise, following its document: which exercise the session is, the
checks on each published snapshot, the course's progress, and the rule that keeps what
the exercise locks as it is. Not a widget: the panel draws it, the editors grey its locked
cells, and it lives from the window's start so an exercise file opened with File → Open
is one at once.

An exercise is open exactly while the session holds a usable ``"exercise"`` key, so
undo, redo and File → Open open and close it with the session. The rule
(:func:`explorer.app.exercises.edit_refusal`) is the document's (:meth:`Document.add_rule`):
every edit from any control meets it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import numpy as np
from PySide6.QtCore import QObject, Signal

from explorer.app.document import Document
from explorer.app.exercises import (ATTEMPTED, EXERCISE_KEY, NEW, SOLVED, Hint, MemoryProgress, Progress, Report,
                                    changed_from_start, edit_refusal, exercise_in, hint_of, report_of,
                                    shipped_course, solution_of)
from explorer.app.snapshot import Snapshot
from explorer.core.session import Session
from explorer.core.wording import translate

if TYPE_CHECKING:  # read when an exercise is first open, not for the first paint
    from explorer.core.exercises.course import CourseEntry
    from explorer.core.exercises.format import Exercise
    from explorer.ui.exercises.solution_animation import SolutionAnimation


def _same(a: Any, b: Any) -> bool:
    return a is b or (a is not None and b is not None and a == b)


class ExerciseState(QObject):
    """The open exercise of one document."""

    #: The open exercise changed (another one, or none): read :attr:`exercise`.
    opened = Signal()
    #: The checks on a new published snapshot: the :class:`~explorer.app.exercises.Report`.
    checked = Signal(object)
    #: The progress of the course's exercise of this name changed.
    progress_changed = Signal(str)

    def __init__(self, document: Document, progress: Progress | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self._progress: Progress = progress if progress is not None else MemoryProgress()
        self._data: Any = None  # the "exercise" value the open exercise was read from
        self.exercise: Exercise | None = None
        #: The course's name of the open exercise ("01-thinking-attends-to-itself"), if it is one.
        self.name: str | None = None
        #: Why the session's "exercise" key cannot be used (None: it can, or there is none).
        self.problem: str | None = None
        self.report: Report | None = None
        self._hints_shown = 0
        self._course: list[CourseEntry] | None = None
        #: The last session Show solution applied: its checks pass, but not by the person's work.
        self.shown_solution: Session | None = None
        document.add_rule(self.refusal)
        document.session_changed.connect(self._follow)
        document.changed.connect(self._on_published)
        self._follow()

    # -- the course ------------------------------------------------------------------
    def course(self) -> list[CourseEntry]:
        """The shipped exercises in course order (read once)."""
        if self._course is None:
            self._course = shipped_course()
        return self._course

    def progress(self, name: str) -> str:
        return self._progress.exercise_progress(name)

    def _entry(self, name: str) -> CourseEntry:
        return next(e for e in self.course() if e.name == name)

    def open(self, name: str) -> None:
        """Open the course's exercise ``name``: its starting session, one undo step (what was
        open comes back with Ctrl+Z), untitled so Save asks for a file name."""
        entry = self._entry(name)
        self.document.apply(entry.load(self.document.backend).start,
                            translate("State", "Open exercise “{title}”").format(title=entry.title))
        self.document.untitle()

    def reset(self, name: str) -> None:
        """Forget the progress of ``name``; if it is open, put its starting numbers back (one undo step)."""
        self._set_progress(name, NEW)
        if name == self.name:
            entry = self._entry(name)
            self.document.apply(entry.load(self.document.backend).start,
                                translate("State", "Reset exercise “{title}”").format(title=entry.title))

    def _set_progress(self, name: str, state: str) -> None:
        if self._progress.exercise_progress(name) != state:
            self._progress.set_exercise_progress(name, state)
            self.progress_changed.emit(name)

    # -- following the document ---------------------------------------------------------
    def editable(self) -> Mapping[str, np.ndarray] | None:
        """The open exercise's editable cells by matrix id (None: no exercise open)."""
        return None if self.exercise is None else self.exercise.editable

    def _follow(self) -> None:
        session = self.document.session
        data = session.extras.get(EXERCISE_KEY)
        if _same(data, self._data):
            return
        self._data = data
        self.name = self.report = None
        self._hints_shown = 0
        self.exercise, self.problem = exercise_in(session, self.document.backend)
        if self.exercise is not None:
            self.name = next((e.name for e in self.course() if e.title == self.exercise.title), None)
        self.opened.emit()

    def refusal(self, before: Session, after: Session) -> str | None:
        """The document's rule: an edit within the open exercise may change only its editable
        cells. Opening another exercise, or leaving it (a session without its key), is not asked."""
        if self.exercise is None or not (_same(before.extras.get(EXERCISE_KEY), self._data)
                                         and _same(after.extras.get(EXERCISE_KEY), self._data)):
            return None
        return edit_refusal(self.exercise, before, after)

    def _on_published(self, snapshot: Snapshot) -> None:
        if self.exercise is None or not _same(snapshot.session.extras.get(EXERCISE_KEY), self._data):
            return
        self.report = report_of(self.exercise, snapshot, self.document.backend)
        self.checked.emit(self.report)
        if self.name is None:
            return
        if self.report.passed and snapshot.session is not self.shown_solution:
            self._set_progress(self.name, SOLVED)
        elif self.progress(self.name) == NEW and changed_from_start(self.exercise, snapshot.session):
            self._set_progress(self.name, ATTEMPTED)

    # -- help ----------------------------------------------------------------------------
    def hint(self) -> Hint | None:
        """The next hint (after the last, the first again) and the editable cell the exact
        gradient of the failing checks' loss points at, at the current weights."""
        if self.exercise is None:
            return None
        self._hints_shown = self._hints_shown % len(self.exercise.hints) + 1
        passed = self.report is not None and self.report.passed
        return hint_of(self.exercise, self.document.session, self._hints_shown, passed, self.document.backend)

    def show_solution(self) -> SolutionAnimation:
        """Start Show solution: the editable cells move from the attempt to the worked solution
        (one undo step). Every frame is remembered as shown, so reaching the goal this way
        does not count as solved."""
        from explorer.ui.exercises.solution_animation import SolutionAnimation

        assert self.exercise is not None
        end = solution_of(self.exercise, self.document.session)
        animation = SolutionAnimation(self.document, self.document.session, end, on_frame=self._frame_shown,
                                      parent=self)
        animation.start()
        return animation

    def _frame_shown(self, session: Session) -> None:
        self.shown_solution = session
