"""Checking an attempt: is it this exercise's session with only editable cells changed,
and does every check pass on its trace?

An attempt whose shapes differ from the exercise's (another number of tokens,
heads, d_k …) cannot be compared at all: a :class:`~explorer.core.session.SessionError`
naming the field. One that changed something locked (a locked cell, the mode, the
positions, the window, the padding, the KV groups, a bias) is *not yet* solved,
and the verdict's line says what to put back. Otherwise the checks run in the
exercise's order and the first that fails is the line.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.backend import Backend
from explorer.core.exercises.checks import CheckResult, evaluate
from explorer.core.exercises.format import Exercise, trace_of
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.trace import Trace
from explorer.core.session import HEAD_BIASES, Session, SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The session-wide settings an attempt may not change, each with the line that says so.
_LOCKED_SETTINGS = (
    ("positions", QT_TRANSLATE_NOOP("Attempt", "the positions are locked: put them back as the exercise has")),
    ("window", QT_TRANSLATE_NOOP("Attempt", "the window is locked: put it back as the exercise has")),
    ("padding", QT_TRANSLATE_NOOP("Attempt", "the padding is locked: put it back as the exercise has")),
    ("kv_groups", QT_TRANSLATE_NOOP("Attempt", "the KV groups are locked: put them back as the exercise has")),
)


@dataclass(frozen=True)
class Verdict:
    """``passed``; every check's result (empty when a locked change stopped the checking);
    ``missing``: one line saying what is still missing (None when passed)."""

    passed: bool
    results: tuple[CheckResult, ...]
    missing: str | None


def _shape(array: np.ndarray | None) -> str:
    return translate("Attempt", "none") if array is None else " × ".join(str(s) for s in array.shape)


def check_shapes(exercise: Exercise, attempt: Session) -> None:
    """SessionError naming the first field whose size differs from the exercise's."""
    start = exercise.start
    if attempt.n != start.n:
        raise SessionError("tokens", translate("Attempt", "the exercise has {expected} tokens, the attempt {got}")
                           .format(expected=start.n, got=attempt.n))
    if len(attempt.heads) != len(start.heads):
        raise SessionError("heads", translate("Attempt", "the exercise has {expected} heads, the attempt {got}")
                           .format(expected=len(start.heads), got=len(attempt.heads)))
    if (attempt.w_o is None) != (start.w_o is None):
        if start.w_o is not None:
            raise SessionError("w_o", translate("Attempt", "the exercise has a W_O, the attempt none"))
        raise SessionError("w_o", translate("Attempt", "the exercise has no W_O, the attempt has one"))
    for matrix_id in start.matrix_ids():
        want, got = start.matrix(matrix_id), attempt.matrix(matrix_id)
        if want.shape != got.shape:
            raise SessionError(matrix_id, translate("Attempt", "expected {expected} as in the exercise, got {got}")
                               .format(expected=_shape(want), got=_shape(got)))


def locked_change(exercise: Exercise, attempt: Session) -> str | None:
    """One line naming the first locked thing the attempt changed, or None."""
    start = exercise.start
    if attempt.mode != start.mode:
        return translate("Attempt", "the mode is locked: the exercise is {expected}, the attempt {got}").format(
            expected=start.mode, got=attempt.mode)
    for name, line in _LOCKED_SETTINGS:
        if getattr(attempt, name) != getattr(start, name):
            return translate("Attempt", line)
    for h, (mine, theirs) in enumerate(zip(start.heads, attempt.heads)):
        for name in HEAD_BIASES:
            a, b = getattr(mine, name), getattr(theirs, name)
            if (a is None) != (b is None) or (a is not None and not np.array_equal(a, b)):
                return translate("Attempt", "{bias} is locked: put it back as the exercise has it").format(
                    bias=step_key(name, h))
    cell = locked_cell(exercise, attempt)
    if cell is not None:
        matrix_id, r, c = cell
        want, got = start.matrix(matrix_id)[r, c], attempt.matrix(matrix_id)[r, c]
        return translate("Attempt", "{matrix} row {row}, column {column} is locked: the exercise has {expected:g} "
                                    "there, the attempt {got:g}").format(matrix=matrix_id, row=r + 1, column=c + 1,
                                                                        expected=want, got=got)
    return None


def locked_cell(exercise: Exercise, attempt: Session) -> tuple[str, int, int] | None:
    """The first locked cell the attempt changed: (matrix id, row, column), 0-based; or None.
    The attempt has the exercise's shapes (:func:`check_shapes`)."""
    start = exercise.start
    for matrix_id in start.matrix_ids():
        want, got = start.matrix(matrix_id), attempt.matrix(matrix_id)
        mask = exercise.editable.get(matrix_id)
        changed = np.argwhere(want != got) if mask is None else np.argwhere((want != got) & ~mask)
        if changed.size:
            r, c = (int(x) for x in changed[0])
            return matrix_id, r, c
    return None


def check_attempt(exercise: Exercise, attempt: Session, backend: Backend | None = None,
                  trace: Trace | None = None) -> Verdict:
    """The :class:`Verdict` on ``attempt``. SessionError when its shapes are not the
    exercise's or its values overflow (it cannot be checked). ``trace``: the attempt's
    float64 trace when the caller has it already (the app's published one), else it is computed."""
    check_shapes(exercise, attempt)
    locked = locked_change(exercise, attempt)
    if locked is not None:
        return Verdict(False, (), locked)
    results = evaluate(exercise.checks, trace if trace is not None else trace_of(attempt, backend))
    missing = next((r.text for r in results if not r.passed), None)
    return Verdict(missing is None, results, missing)
