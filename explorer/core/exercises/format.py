"""An exercise: a session file whose ``"exercise"`` key holds a goal, checks, hints
and a worked solution.

The key is one of the session format's free-form keys (kept by every reader and
written back on save); this module reads it strictly against the session it
sits in. The keys (documented in ``docs/exercises.md``):

* ``title``, ``goal``: text;
* ``editable``: ``{matrix id: "all" | [[row, col], ...]}`` — the cells a student
  may change, rows and columns counted from 1 as on screen; matrix ids as the
  session names them (``embeddings``, ``heads[0].w_q``, ``w_o``); every other cell,
  the mode, the variants and the biases are locked;
* ``checks``: a list of named predicates (:mod:`explorer.core.exercises.check_fields`);
* ``hints``: two or three texts, each more help than the last;
* ``solution``: ``{matrix id: matrix}`` — the solved matrices, replacing the start's;
  they may differ from it only in editable cells;
* ``descends``: whether gradient descent from the start, on the editable cells
  only, reaches the goal (:mod:`explorer.core.exercises.descent`);
* ``descent`` (optional): ``{"steps": N, "lr": η}`` for that descent.

Every refusal is a :class:`~explorer.core.session.SessionError` whose field is
the key's path (``exercise.editable.heads[0].w_q``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from explorer.core.attention.checked import OverflowProblem, run_checked
from explorer.core.attention.trace import Trace
from explorer.core.backend import Backend, numpy_backend
from explorer.core.exercises.check_fields import read_check
from explorer.core.exercises.checks import Check
from explorer.core.io.file_keys import refuse_unknown_keys
from explorer.core.io.session_fields import kind_of, read_matrix
from explorer.core.io.session_files import load, loads
from explorer.core.io.text_limits import MAX_SENTENCE_CHARS, MAX_TITLE_CHARS, check_length
from explorer.core.attention.step_keys import parse_key
from explorer.core.session import Session, SessionError
from explorer.core.wording import translate

#: The session file's key that makes it an exercise.
EXERCISE_KEY = "exercise"
KEYS = ("title", "goal", "editable", "checks", "hints", "solution", "descends", "descent")
_REQUIRED = ("title", "goal", "editable", "checks", "hints", "solution", "descends")
MIN_HINTS, MAX_HINTS = 2, 3
#: Matrices gradient descent can move (the training module's parameters); X cannot.
TRAINABLE_MATRICES = ("w_q", "w_k", "w_v", "w_o")
#: The descent an exercise gets when it names none: plain gradient descent.
DEFAULT_STEPS, DEFAULT_LR = 2000, 0.5
MAX_STEPS = 100_000


@dataclass(frozen=True)
class Descent:
    """How gradient descent from the start runs: ``steps`` at most, learning rate ``lr``."""

    steps: int = DEFAULT_STEPS
    lr: float = DEFAULT_LR


@dataclass(frozen=True, eq=False)
class Exercise:
    """One exercise. ``start``: the session the student starts from (its ``"exercise"``
    key included); ``editable``: matrix id → read-only bool mask of the cells the student
    may change (only matrices with at least one); ``solution``: matrix id → the solved
    matrix (each the shape of the start's); ``hints`` in increasing help."""

    start: Session
    title: str
    goal: str
    editable: Mapping[str, np.ndarray]
    checks: tuple[Check, ...]
    hints: tuple[str, ...]
    solution: Mapping[str, np.ndarray]
    descends: bool
    descent: Descent = field(default_factory=Descent)

    def is_editable(self, matrix_id: str, row: int, col: int) -> bool:
        """Whether cell (row, col) of ``matrix_id`` (0-based) may change."""
        mask = self.editable.get(matrix_id)
        return bool(mask is not None and mask[row, col])

    def solved(self) -> Session:
        """The start with the worked solution's matrices in place (its keys kept)."""
        session = self.start
        for matrix_id, value in self.solution.items():
            session = session.with_matrix(matrix_id, value)
        return session


def _text(data: dict[str, Any], key: str, limit: int) -> str:
    value = data[key]
    if not isinstance(value, str) or not value.strip():
        got = translate("Format", "blank text") if isinstance(value, str) else kind_of(value)
        raise SessionError(f"exercise.{key}", translate("Format", "expected text, got {kind}").format(kind=got))
    check_length(f"exercise.{key}", value, limit)
    return value


def _hints(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise SessionError("exercise.hints", translate("Format", "expected a list of {least} or {most} texts, "
                                                                 "got {kind}")
                           .format(least=MIN_HINTS, most=MAX_HINTS, kind=kind_of(value)))
    if not MIN_HINTS <= len(value) <= MAX_HINTS:
        raise SessionError("exercise.hints", translate("Format", "expected {least} or {most} hints, got {count}")
                           .format(least=MIN_HINTS, most=MAX_HINTS, count=len(value)))
    for i, hint in enumerate(value):
        if not isinstance(hint, str) or not hint.strip():
            raise SessionError("exercise.hints", translate("Format", "expected text, got {kind}")
                               .format(kind=kind_of(hint)), i)
        check_length(f"exercise.hints[{i}]", hint, MAX_SENTENCE_CHARS)
    return tuple(value)


def _matrix_id(key: str, session: Session, where: str) -> np.ndarray:
    """The start's matrix ``key`` or a refusal naming the matrices there are."""
    if key not in set(session.matrix_ids()):
        raise SessionError(f"{where}.{key[:40]}", translate("Format", "no such matrix in this session; its matrices "
                                                                     "are: {matrices}")
                           .format(matrices=", ".join(session.matrix_ids())))
    return session.matrix(key)


def _cell(value: Any, where: str, i: int, shape: tuple[int, int]) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in value)):
        got = kind_of(value) if not isinstance(value, list) else translate("Format", "another list")
        raise SessionError(where, translate("Format", "expected [row, column], two whole numbers counted from 1, "
                                                      "got {kind}").format(kind=got), i)
    r, c = value
    if not (1 <= r <= shape[0] and 1 <= c <= shape[1]):
        raise SessionError(where, translate("Format", "cell ({row}, {column}) is outside the {rows} × {columns} "
                                                      "matrix (rows and columns count from 1)")
                           .format(row=r, column=c, rows=shape[0], columns=shape[1]), i)
    return r - 1, c - 1


def _editable(value: Any, session: Session) -> dict[str, np.ndarray]:
    if not isinstance(value, dict):
        raise SessionError("exercise.editable", translate("Format", "expected an object of matrix → \"all\" or a "
                                                                    "list of [row, column], got {kind}")
                           .format(kind=kind_of(value)))
    out: dict[str, np.ndarray] = {}
    for key, cells in value.items():
        where = f"exercise.editable.{key[:40]}"
        shape = _matrix_id(key, session, "exercise.editable").shape
        mask = np.zeros(shape, dtype=bool)
        if cells == "all":
            mask[:] = True
        elif isinstance(cells, list) and cells:
            for i, cell in enumerate(cells):
                mask[_cell(cell, where, i, shape)] = True
        else:
            got = kind_of(cells) if cells != [] else translate("Format", "none")
            raise SessionError(where, translate("Format", "expected \"all\" or a list of [row, column] cells "
                                                          "(leave a locked matrix out), got {kind}").format(kind=got))
        mask.setflags(write=False)
        out[key] = mask
    if not out:
        raise SessionError("exercise.editable", translate("Format", "no editable cell: a student could change nothing"))
    return out


def _solution(value: Any, session: Session, editable: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    if not isinstance(value, dict):
        raise SessionError("exercise.solution", translate("Format", "expected an object of matrix → solved matrix, "
                                                                    "got {kind}").format(kind=kind_of(value)))
    if not value:
        raise SessionError("exercise.solution", translate("Format", "empty: give the solved matrices"))
    out = {}
    for key in value:
        where = f"exercise.solution.{key[:40]}"
        start = _matrix_id(key, session, "exercise.solution")
        if key not in editable:
            raise SessionError(where, translate("Format", "this matrix is locked: a solution changes only editable "
                                                          "cells"))
        rows, cols = start.shape
        as_session = translate("Format", "as in the session")
        solved = read_matrix(value, key, rows, as_session, cols, as_session, where=where)
        changed = np.argwhere((solved != start) & ~editable[key])
        if changed.size:
            r, c = (int(x) for x in changed[0])
            raise SessionError(where, translate("Format", "row {row}, column {column} is locked: the solution must "
                                                          "keep {value:g} there")
                               .format(row=r + 1, column=c + 1, value=start[r, c]), r, c)
        solved.setflags(write=False)
        out[key] = solved
    return out


def _descent(value: Any) -> Descent:
    if not isinstance(value, dict):
        raise SessionError("exercise.descent", translate("Format", "expected an object with steps and lr, got {kind}")
                           .format(kind=kind_of(value)))
    refuse_unknown_keys(value, ("steps", "lr"), "exercise.descent")
    steps, lr = value.get("steps", DEFAULT_STEPS), value.get("lr", DEFAULT_LR)
    if isinstance(steps, bool) or not isinstance(steps, int) or not 1 <= steps <= MAX_STEPS:
        raise SessionError("exercise.descent.steps", translate("Format", "expected a whole number from 1 to {most}, "
                                                                         "got {kind}")
                           .format(most=MAX_STEPS, kind=kind_of(steps)))
    if isinstance(lr, bool) or not isinstance(lr, (int, float)) or not (math.isfinite(lr) and lr > 0):
        raise SessionError("exercise.descent.lr", translate("Format", "expected a positive number, got {kind}")
                           .format(kind=kind_of(lr)))
    return Descent(steps, float(lr))


def _check_descends(checks: tuple[Check, ...], editable: Mapping[str, np.ndarray]) -> None:
    """``descends: true`` only where descent can run: every check has an exact loss and
    every editable matrix is one the training module moves."""
    for i, check in enumerate(checks):
        if not check.descends:
            if check.predicate == "rows_close":
                text = translate("Format", "true, but checks[{index}] ({predicate} of these steps) has no exact "
                                           "gradient; set it to false")
            else:
                text = translate("Format", "true, but checks[{index}] ({predicate}) has no exact gradient; "
                                           "set it to false")
            raise SessionError("exercise.descends", text.format(index=i, predicate=check.predicate))
    for key in editable:
        if parse_key(key)[0] not in TRAINABLE_MATRICES:
            raise SessionError("exercise.descends", translate("Format", "true, but {matrix} is editable and gradient "
                                                                        "descent moves only W_Q, W_K, W_V and W_O; "
                                                                        "set it to false").format(matrix=key))


def trace_of(session: Session, backend: Backend | None = None) -> Trace:
    """The float64 trace every check reads (the one forward); an overflow is a SessionError."""
    try:
        return run_checked(session, "float64", backend or numpy_backend())
    except OverflowProblem as err:
        raise SessionError("", translate("Format", "{problem}: the values overflow, so nothing can be checked")
                           .format(problem=err)) from None


def exercise_of(session: Session, backend: Backend | None = None) -> Exercise:
    """The :class:`Exercise` in ``session``'s ``"exercise"`` key, checked against the
    session and its trace; SessionError naming the field otherwise."""
    data = session.extras.get(EXERCISE_KEY)
    if data is None:
        raise SessionError(EXERCISE_KEY, translate("Format", "missing: this session file is not an exercise"))
    if not isinstance(data, dict):
        raise SessionError(EXERCISE_KEY, translate("Format", "expected an object, got {kind}")
                           .format(kind=kind_of(data)))
    refuse_unknown_keys(data, KEYS, EXERCISE_KEY, context=translate("Format", "an exercise"))
    for key in _REQUIRED:
        if key not in data:
            raise SessionError(f"exercise.{key}", translate("Format", "missing"))
    title = _text(data, "title", MAX_TITLE_CHARS)
    goal = _text(data, "goal", MAX_SENTENCE_CHARS)
    editable = _editable(data["editable"], session)
    checks_data = data["checks"]
    if not isinstance(checks_data, list) or not checks_data:
        got = kind_of(checks_data) if checks_data != [] else translate("Format", "none")
        raise SessionError("exercise.checks", translate("Format", "expected a list of at least one check, got {kind}")
                           .format(kind=got))
    trace = trace_of(session, backend)
    checks = tuple(read_check(item, f"exercise.checks[{i}]", session, trace) for i, item in enumerate(checks_data))
    hints = _hints(data["hints"])
    solution = _solution(data["solution"], session, editable)
    descends = data["descends"]
    if not isinstance(descends, bool):
        raise SessionError("exercise.descends", translate("Format", "expected true or false, got {kind}")
                           .format(kind=kind_of(descends)))
    if descends:
        _check_descends(checks, editable)
    descent = _descent(data["descent"]) if "descent" in data else Descent()
    return Exercise(session, title, goal, editable, checks, hints, solution, descends, descent)


def load_exercise(path: str | Path, backend: Backend | None = None) -> Exercise:
    """Read an exercise file (a session file with an ``"exercise"`` key); SessionError
    (one line naming the field) for anything it cannot use."""
    return exercise_of(load(path), backend)


def exercise_from_text(text: str, backend: Backend | None = None) -> Exercise:
    """:func:`load_exercise` of a file's text."""
    return exercise_of(loads(text), backend)
