"""The open exercise (docs/exercises.md): which one the document's session is, how far its
checks are on each published snapshot, the course's progress, the hints, and the one rule
that keeps what an exercise locks as it is. No widgets.

An exercise is open exactly while the session holds a usable ``"exercise"`` key (opened
from the course, or a file that has one), so undo, redo and File → Open open and close
it with the session. The rule is the document's (:meth:`Document.add_rule`): every edit,
from any control (a cell, a paste, Randomize, a size, the mode, a training run), meets
it, and a refused one is one line naming the cell. The checks read the published
snapshot's trace with the core's checker (:func:`explorer.core.exercises.attempt.check_attempt`),
the same as ``attention-explorer check``; exercises are toy sizes, so this and a hint's
exact gradient run in line.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
from PySide6.QtCore import QObject, Signal

from explorer.app.document import Document
from explorer.app.snapshot import Snapshot
from explorer.core.attention.step_keys import matrix_title, parse_key
from explorer.core.session import Session, SessionError

if TYPE_CHECKING:  # read when an exercise is first open, not for the first paint
    from explorer.app.solution_animation import SolutionAnimation
    from explorer.core.exercises.course import CourseEntry
    from explorer.core.exercises.format import Exercise

#: The session key that makes it an exercise (explorer.core.exercises.format.EXERCISE_KEY).
EXERCISE_KEY = "exercise"
NEW, ATTEMPTED, SOLVED = "new", "attempted", "solved"


class Progress(Protocol):
    """Where the course's progress is kept (:class:`~explorer.ui.window.settings.Settings`)."""

    def exercise_progress(self, name: str) -> str: ...

    def set_exercise_progress(self, name: str, state: str) -> None: ...


class MemoryProgress:
    """Progress kept for one window only (a window without settings: tests, screenshots)."""

    def __init__(self) -> None:
        self._states: dict[str, str] = {}

    def exercise_progress(self, name: str) -> str:
        return self._states.get(name, NEW)

    def set_exercise_progress(self, name: str, state: str) -> None:
        if state == NEW:
            self._states.pop(name, None)
        else:
            self._states[name] = state


@dataclass(frozen=True)
class Report:
    """The checks on one published snapshot: ``lines``, one (passed, text) per check in the
    exercise's order (one failing line when the session cannot be checked), and ``passed``."""

    passed: bool
    lines: tuple[tuple[bool, str], ...]


@dataclass(frozen=True)
class Hint:
    """The hint shown: ``number`` of ``count`` (from 1) and its ``text``; ``cell`` (matrix id,
    row, column, 0-based) whose change lowers the failing checks' loss fastest and ``gradient``
    ∂L/∂cell there (None where no failing check has an exact loss); ``advice``: that in words."""

    number: int
    count: int
    text: str
    cell: tuple[str, int, int] | None
    gradient: float
    advice: str


def cell_name(session: Session, matrix_id: str, row: int, col: int) -> str:
    """``"W_Q[2, 3]"`` for 0-based (1, 2) of head 1's W_Q in a one-head session;
    ``"head 2's W_K[1, 1]"`` with several heads; ``"X[1, 2]"``."""
    _name, head = parse_key(matrix_id)
    title = matrix_title(matrix_id, session.mode)
    if head is not None:
        prefix = f"head {head + 1}'s " if len(session.heads) > 1 else ""
        title = prefix + title.split(" (")[0]
    return f"{title}[{row + 1}, {col + 1}]"


def edit_refusal(exercise: Exercise, before: Session, after: Session) -> str | None:
    """Why the edit ``before`` → ``after`` of an open ``exercise`` is refused (one line
    naming the cell, the size or the setting it changed that the exercise locks), or None.
    The core's rule for an attempt (explorer.core.exercises.attempt), applied to the edit."""
    from explorer.core.exercises.attempt import check_shapes, locked_cell, locked_change

    edit = replace(exercise, start=before)
    try:
        check_shapes(edit, after)
    except SessionError as err:
        return f"{err} (the sizes are locked in this exercise)"
    cell = locked_cell(edit, after)
    if cell is not None:
        return f"{cell_name(after, *cell)} is locked in this exercise: only the cells not greyed out may change"
    return locked_change(edit, after)


def _same(a: Any, b: Any) -> bool:
    return a is b or (a is not None and b is not None and a == b)


class ExerciseState(QObject):
    """The window's open exercise, following its document."""

    #: The open exercise changed (another one, or none): read :attr:`exercise`.
    opened = Signal()
    #: The checks on a new published snapshot: the :class:`Report` (None: no exercise).
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
        #: The session Show solution ended on: every check passes there, but not by the person.
        self.shown_solution: Session | None = None
        document.add_rule(self.refusal)
        document.session_changed.connect(self._follow)
        document.changed.connect(self._on_published)
        self._follow()

    # -- the course ------------------------------------------------------------------
    def course(self) -> list[CourseEntry]:
        """The shipped exercises in course order (read once)."""
        if self._course is None:
            from explorer.core.exercises.course import course

            self._course = course()
        return self._course

    def progress(self, name: str) -> str:
        return self._progress.exercise_progress(name)

    def open(self, name: str) -> None:
        """Open the course's exercise ``name``: its starting session, one undo step (what was
        open comes back with Ctrl+Z), untitled so Save asks for a file name."""
        entry = next(e for e in self.course() if e.name == name)
        exercise = entry.load(self.document.backend)
        self.document.apply(exercise.start, f"Open exercise “{entry.title}”")
        self.document.untitle()

    def reset(self, name: str) -> None:
        """Forget the progress of ``name``; if it is open, put its starting numbers back (one undo step)."""
        self._set_progress(name, NEW)
        if name == self.name:
            entry = next(e for e in self.course() if e.name == name)
            self.document.apply(entry.load(self.document.backend).start, f"Reset exercise “{entry.title}”")

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
        self.exercise = self.name = self.problem = self.report = None
        self._hints_shown = 0
        if data is not None:
            from explorer.core.exercises.format import exercise_of

            try:
                self.exercise = exercise_of(session, self.document.backend)
            except SessionError as err:
                self.problem = f"This session's exercise cannot be used: {err}"
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
        self.report = self._check(snapshot)
        self.checked.emit(self.report)
        if self.name is None:
            return
        if self.report.passed and snapshot.session is not self.shown_solution:
            self._set_progress(self.name, SOLVED)
        elif self.progress(self.name) == NEW and self._changed(snapshot.session):
            self._set_progress(self.name, ATTEMPTED)

    def _check(self, snapshot: Snapshot) -> Report:
        from explorer.core.exercises.attempt import check_attempt

        assert self.exercise is not None
        o, trace = snapshot.options, snapshot.trace
        # The trace on screen is the checker's own (float64, ÷√d_k, temperature 1) unless
        # What if… or the precision changed it: then the checker computes its own.
        same = o.scale and o.temperature == 1.0 and trace.dtype == np.float64
        try:
            verdict = check_attempt(self.exercise, snapshot.session, self.document.backend, trace if same else None)
        except SessionError as err:
            return Report(False, ((False, str(err)),))
        if not verdict.results:
            return Report(False, ((False, verdict.missing or "not yet"),))
        return Report(verdict.passed, tuple((r.passed, r.text) for r in verdict.results))

    def _changed(self, session: Session) -> bool:
        assert self.exercise is not None
        start = self.exercise.start
        return any(not np.array_equal(session.matrix(m), start.matrix(m)) for m in self.exercise.editable)

    # -- help ----------------------------------------------------------------------------
    def hint(self) -> Hint | None:
        """The next hint (after the last, the first again) and the editable cell the exact
        gradient of the failing checks' loss points at, at the current weights."""
        from explorer.core.exercises.descent import check_gradients, steepest_cell

        exercise = self.exercise
        if exercise is None:
            return None
        self._hints_shown = self._hints_shown % len(exercise.hints) + 1
        session = self.document.session
        try:
            best = steepest_cell(check_gradients(exercise, session, backend=self.document.backend))
        except SessionError as err:  # values that overflow: nothing to differentiate
            best, advice = None, f"No cell to point at: {err}"
        else:
            advice = ("Every check passes." if self.report is not None and self.report.passed
                      else "No cell to point at: the checks not met yet have no exact gradient.")
        if best is not None:
            matrix_id, r, c, grad = best
            advice = (f"{'Raise' if grad < 0 else 'Lower'} {cell_name(session, matrix_id, r, c)}: of the cells you "
                      "may change, it lowers the loss of the checks not met yet the fastest.")
        return Hint(self._hints_shown, len(exercise.hints), exercise.hints[self._hints_shown - 1],
                    None if best is None else best[:3], 0.0 if best is None else best[3], advice)

    def show_solution(self) -> SolutionAnimation:
        """Start Show solution: the editable cells move from the attempt to the worked solution
        (:class:`~explorer.app.solution_animation.SolutionAnimation`, one undo step). Every
        frame is remembered as shown, so reaching the goal this way does not count as solved."""
        from explorer.app.solution_animation import SolutionAnimation

        animation = SolutionAnimation(self.document, self.document.session, self.solution(),
                                      on_frame=self._frame_shown, parent=self)
        animation.start()
        return animation

    def _frame_shown(self, session: Session) -> None:
        self.shown_solution = session

    def solution(self) -> Session:
        """The session with the worked solution in the editable cells (all else as it is now)."""
        assert self.exercise is not None
        session = self.document.session
        for matrix_id, value in self.exercise.solution.items():
            mask = self.exercise.editable[matrix_id]
            session = session.with_matrix(matrix_id, np.where(mask, value, session.matrix(matrix_id)))
        return session
