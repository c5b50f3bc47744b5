"""The open exercise as plain data and rules (docs/exercises.md), for the Exercises panel
and the document's rule. No Qt.

* :func:`edit_refusal`: the one rule an edit within an open exercise meets (the core's
  rule for an attempt, applied to the edit): one line naming the cell, the size or the
  setting it changed that the exercise locks;
* :func:`report_of`: the checks on a published snapshot, with the core's checker (the same
  as ``attention-explorer check``);
* :func:`hint_of`: a hint and the editable cell the exact gradient of the failing checks'
  loss points at (:func:`explorer.core.exercises.descent.check_gradients`);
* :func:`solution_of` and :func:`blend`: where Show solution goes, and the way there.

Exercises are toy sizes: all of this runs in line on the UI thread in well under a frame.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

import numpy as np

from explorer.app.snapshot import Snapshot
from explorer.core.attention.step_keys import matrix_title, parse_key
from explorer.core.backend import Backend
from explorer.core.session import Session, SessionError
from explorer.core.wording import translate

if TYPE_CHECKING:  # read when an exercise is first open, not for the first paint
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


def shipped_course() -> list[CourseEntry]:
    """The shipped exercises in course order, each read and checked (about 40 ms)."""
    from explorer.core.exercises.course import course

    return course()


def exercise_in(session: Session, backend: Backend | None = None) -> tuple[Exercise | None, str | None]:
    """The exercise ``session``'s ``"exercise"`` key holds, or None and the one line saying
    why it cannot be used (None, None: the session has no such key)."""
    from explorer.core.exercises.format import exercise_of

    if session.extras.get(EXERCISE_KEY) is None:
        return None, None
    try:
        return exercise_of(session, backend), None
    except SessionError as err:
        return None, translate("Exercises", "This session's exercise cannot be used: {why}").format(why=err)


def cell_name(session: Session, matrix_id: str, row: int, col: int) -> str:
    """``"W_Q[2, 3]"`` for 0-based (1, 2) of head 1's W_Q in a one-head session;
    ``"head 2's W_K[1, 1]"`` with several heads; ``"X[1, 2]"``."""
    _name, head = parse_key(matrix_id)
    title = matrix_title(matrix_id, session.mode)
    if head is not None:
        title = title.split(" (")[0]
        if len(session.heads) > 1:
            title = translate("Exercises", "head {head}'s {matrix}").format(head=head + 1, matrix=title)
    return f"{title}[{row + 1}, {col + 1}]"


def edit_refusal(exercise: Exercise, before: Session, after: Session) -> str | None:
    """Why the edit ``before`` → ``after`` of an open ``exercise`` is refused (one line
    naming the cell, the size or the setting it changed that the exercise locks), or None.
    The core's rule for an attempt (explorer.core.exercises.attempt), applied to the edit,
    so a session that already differs from the exercise's start is judged by this edit alone."""
    from explorer.core.exercises.attempt import check_shapes, locked_cell, locked_change

    edit = replace(exercise, start=before)
    try:
        check_shapes(edit, after)
    except SessionError as err:
        return translate("Exercises", "{why} (the sizes are locked in this exercise)").format(why=err)
    cell = locked_cell(edit, after)
    if cell is not None:
        return translate("Exercises", "{cell} is locked in this exercise: only the cells not greyed out may "
                                      "change").format(cell=cell_name(after, *cell))
    return locked_change(edit, after)


def report_of(exercise: Exercise, snapshot: Snapshot, backend: Backend | None = None) -> Report:
    """The checks on ``snapshot``: its own trace when it is the checker's (float64, ÷√d_k,
    temperature 1), else the checker computes its own (What if… or the precision changed it)."""
    from explorer.core.exercises.attempt import check_attempt

    o, trace = snapshot.options, snapshot.trace
    same = o.scale and o.temperature == 1.0 and trace.dtype == np.float64
    try:
        verdict = check_attempt(exercise, snapshot.session, backend, trace if same else None)
    except SessionError as err:
        return Report(False, ((False, str(err)),))
    if not verdict.results:
        return Report(False, ((False, verdict.missing or translate("Exercises", "not yet")),))
    return Report(verdict.passed, tuple((r.passed, r.text) for r in verdict.results))


def changed_from_start(exercise: Exercise, session: Session) -> bool:
    """Whether any editable matrix of ``session`` differs from the exercise's start."""
    start = exercise.start
    return any(not np.array_equal(session.matrix(m), start.matrix(m)) for m in exercise.editable)


def hint_of(exercise: Exercise, session: Session, number: int, passed: bool,
            backend: Backend | None = None) -> Hint:
    """Hint ``number`` (from 1) and the editable cell of the largest |∂L/∂cell| at ``session``'s
    weights, L the exact losses of the checks that fail (``passed``: every check passes now)."""
    from explorer.core.exercises.descent import check_gradients, steepest_cell

    try:
        best = steepest_cell(check_gradients(exercise, session, backend=backend))
    except SessionError as err:  # values that overflow: nothing to differentiate
        best, advice = None, translate("Exercises", "No cell to point at: {why}").format(why=err)
    else:
        advice = (translate("Exercises", "Every check passes.") if passed
                  else translate("Exercises", "No cell to point at: the checks not met yet have no exact gradient."))
    if best is not None:
        matrix_id, r, c, grad = best
        if grad < 0:
            advice = translate("Exercises", "Raise {cell}: of the cells you may change, it lowers the loss of the "
                                            "checks not met yet the fastest.")
        else:
            advice = translate("Exercises", "Lower {cell}: of the cells you may change, it lowers the loss of the "
                                            "checks not met yet the fastest.")
        advice = advice.format(cell=cell_name(session, matrix_id, r, c))
    return Hint(number, len(exercise.hints), exercise.hints[number - 1], None if best is None else best[:3],
                0.0 if best is None else best[3], advice)


def solution_of(exercise: Exercise, session: Session) -> Session:
    """``session`` with the worked solution in the editable cells (all else as it is)."""
    for matrix_id, value in exercise.solution.items():
        mask = exercise.editable[matrix_id]
        session = session.with_matrix(matrix_id, np.where(mask, value, session.matrix(matrix_id)))
    return session


def blend(start: Session, end: Session, t: float) -> Session:
    """``start`` with every matrix that differs from ``end``'s moved the fraction ``t``
    (0 … 1) of the way in a straight line; at t = 1 exactly ``end``'s numbers."""
    session = start
    for matrix_id in start.matrix_ids():
        a, b = start.matrix(matrix_id), end.matrix(matrix_id)
        if not np.array_equal(a, b):
            session = session.with_matrix(matrix_id, b if t >= 1 else a + t * (b - a))
    return session
