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


@dataclass(frozen=True)
class Verdict:
    """``passed``; every check's result (empty when a locked change stopped the checking);
    ``missing``: one line saying what is still missing (None when passed)."""

    passed: bool
    results: tuple[CheckResult, ...]
    missing: str | None


def _shape(array: np.ndarray | None) -> str:
    return "none" if array is None else " × ".join(str(s) for s in array.shape)


def check_shapes(exercise: Exercise, attempt: Session) -> None:
    """SessionError naming the first field whose size differs from the exercise's."""
    start = exercise.start
    if attempt.n != start.n:
        raise SessionError("tokens", f"the exercise has {start.n} tokens, the attempt {attempt.n}")
    if len(attempt.heads) != len(start.heads):
        raise SessionError("heads", f"the exercise has {len(start.heads)} heads, the attempt {len(attempt.heads)}")
    if (attempt.w_o is None) != (start.w_o is None):
        raise SessionError("w_o", "the exercise has " + ("a W_O, the attempt none" if start.w_o is not None
                                                         else "no W_O, the attempt has one"))
    for matrix_id in start.matrix_ids():
        want, got = start.matrix(matrix_id), attempt.matrix(matrix_id)
        if want.shape != got.shape:
            raise SessionError(matrix_id, f"expected {_shape(want)} as in the exercise, got {_shape(got)}")


def locked_change(exercise: Exercise, attempt: Session) -> str | None:
    """One line naming the first locked thing the attempt changed, or None."""
    start = exercise.start
    if attempt.mode != start.mode:
        return f"the mode is locked: the exercise is {start.mode}, the attempt {attempt.mode}"
    for name, what in (("positions", "the positions are"), ("window", "the window is"),
                       ("padding", "the padding is"), ("kv_groups", "the KV groups are")):
        if getattr(attempt, name) != getattr(start, name):
            return f"{what} locked: put {'them' if what.endswith('are') else 'it'} back as the exercise has"
    for h, (mine, theirs) in enumerate(zip(start.heads, attempt.heads)):
        for name in HEAD_BIASES:
            a, b = getattr(mine, name), getattr(theirs, name)
            if (a is None) != (b is None) or (a is not None and not np.array_equal(a, b)):
                return f"{step_key(name, h)} is locked: put it back as the exercise has it"
    cell = locked_cell(exercise, attempt)
    if cell is not None:
        matrix_id, r, c = cell
        want, got = start.matrix(matrix_id)[r, c], attempt.matrix(matrix_id)[r, c]
        return (f"{matrix_id} row {r + 1}, column {c + 1} is locked: the exercise has {want:g} there, "
                f"the attempt {got:g}")
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
