"""File → Save as Exercise…, as plain data: each predicate's small form, what the typed
fields mean in the file's keys (docs/exercises.md), and the exercise session the dialog
writes. No widgets.

Nothing here decides whether a value is good: a field that does not read as what it
should is handed on as typed, and the core's reader (:func:`explorer.core.exercises.format.exercise_of`)
refuses it with one line naming the field (``exercise.checks[0].key: …``), as it does
for a file. Two things only a dialog can get wrong are checked here, by the core's
checker: the worked solution (the current numbers) must pass, and the student's start must not.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from explorer.core.attention.step_keys import SESSION_LEVEL, key_for_head
from explorer.core.attention.trace import Trace
from explorer.core.session import Session, SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

EXERCISE_KEY = "exercise"
#: Where the student starts: (name, what the dialog says). The texts of this module's tables are
#: English, translated where shown: translate("ExerciseFile", text).
STARTS = (("saved", QT_TRANSLATE_NOOP("ExerciseFile", "the numbers as opened or last saved")),
          ("zeros", QT_TRANSLATE_NOOP("ExerciseFile", "zeros in the editable cells")))


@dataclass(frozen=True)
class Field:
    """One field of a predicate's form: the file's ``key`` (or the form's own, for a choice
    between keys), its ``label``, ``kind`` (head, index, fraction, tolerance, number, text,
    matrix, choice), ``default``, ``tip`` and, for a choice, (value, text) pairs."""

    key: str
    label: str
    kind: str
    default: Any
    tip: str
    choices: tuple[tuple[str, str], ...] = ()


_FROM_1 = QT_TRANSLATE_NOOP("ExerciseFile", "from 1")
_HEAD = Field("head", QT_TRANSLATE_NOOP("ExerciseFile", "Head"), "head", 1,
              QT_TRANSLATE_NOOP("ExerciseFile", "the head whose weights or step are checked (from 1)"))
_WITHIN = Field("within", QT_TRANSLATE_NOOP("ExerciseFile", "Within"), "tolerance", 0.05,
                QT_TRANSLATE_NOOP("ExerciseFile", "how close is close enough: a positive number"))
_QUERY = QT_TRANSLATE_NOOP("ExerciseFile", "a query number, several (1, 3), or all")
_STEP = QT_TRANSLATE_NOOP("ExerciseFile", "a step id: q, k, v, scores, scaled, weights, output, concat …")
_AT_LEAST = ("at_least", QT_TRANSLATE_NOOP("ExerciseFile", "at least"))
_AT_MOST = ("at_most", QT_TRANSLATE_NOOP("ExerciseFile", "at most"))

#: predicate → (what the list of predicates says, its form's fields), in docs/exercises.md's order.
PREDICATE_FORMS: dict[str, tuple[str, tuple[Field, ...]]] = {
    "weight": (QT_TRANSLATE_NOOP("ExerciseFile", "A weight: query → key"), (
        _HEAD, Field("query", QT_TRANSLATE_NOOP("ExerciseFile", "Query"), "text", "1", _QUERY),
        Field("key", QT_TRANSLATE_NOOP("ExerciseFile", "Key"), "text", "1",
              QT_TRANSLATE_NOOP("ExerciseFile", "a key number, or previous, itself or first (for each query)")),
        Field("bound", QT_TRANSLATE_NOOP("ExerciseFile", "Bound"), "choice", "at_least", "", (_AT_LEAST, _AT_MOST)),
        Field("value", QT_TRANSLATE_NOOP("ExerciseFile", "Weight"), "fraction", 0.9,
              QT_TRANSLATE_NOOP("ExerciseFile", "a weight between 0 and 1")))),
    "no_future": (QT_TRANSLATE_NOOP("ExerciseFile", "No weight on later words"), (
        _HEAD, Field("at_most", QT_TRANSLATE_NOOP("ExerciseFile", "At most"), "fraction", 0.05,
                     QT_TRANSLATE_NOOP("ExerciseFile", "the weight every query may give to later keys")))),
    "one_hot": (QT_TRANSLATE_NOOP("ExerciseFile", "One key takes the weight"), (
        _HEAD, Field("query", QT_TRANSLATE_NOOP("ExerciseFile", "Query"), "text", "all", _QUERY),
        Field("at_least", QT_TRANSLATE_NOOP("ExerciseFile", "At least"), "fraction", 0.9,
              QT_TRANSLATE_NOOP("ExerciseFile", "each named query's largest weight")))),
    "weights_close": (QT_TRANSLATE_NOOP("ExerciseFile", "The weights close to a target"), (
        _HEAD, Field("target", QT_TRANSLATE_NOOP("ExerciseFile", "Target T"), "matrix", "",
                     QT_TRANSLATE_NOOP("ExerciseFile", "rows separated by ; (0.5, 0.5; 1, 0); empty: the weights "
                                                       "as they are now")),
        replace(_WITHIN, default=0.02))),
    "symmetric": (QT_TRANSLATE_NOOP("ExerciseFile", "A step equal to its transpose"), (
        _HEAD, Field("step", QT_TRANSLATE_NOOP("ExerciseFile", "Step"), "text", "scores", _STEP),
        replace(_WITHIN, default=0.001))),
    "output_close": (QT_TRANSLATE_NOOP("ExerciseFile", "The output close to Z*"), (
        Field("target", QT_TRANSLATE_NOOP("ExerciseFile", "Target Z*"), "matrix", "",
              QT_TRANSLATE_NOOP("ExerciseFile", "rows separated by ; (1, 0; 0, 1); empty: the output as it is now")),
        _WITHIN)),
    "rows_close": (QT_TRANSLATE_NOOP("ExerciseFile", "A row close to numbers or another row"), (
        Field("step", QT_TRANSLATE_NOOP("ExerciseFile", "Step"), "text", "output", _STEP), _HEAD,
        Field("row", QT_TRANSLATE_NOOP("ExerciseFile", "Row"), "index", 1, _FROM_1),
        Field("compare", QT_TRANSLATE_NOOP("ExerciseFile", "Compare with"), "choice", "to", "",
              (("to", QT_TRANSLATE_NOOP("ExerciseFile", "numbers")),
               ("other", QT_TRANSLATE_NOOP("ExerciseFile", "another row")))),
        Field("to", QT_TRANSLATE_NOOP("ExerciseFile", "Numbers"), "text", "",
              QT_TRANSLATE_NOOP("ExerciseFile", "the row's numbers, e.g. 0, 1, 0")),
        Field("other_step", QT_TRANSLATE_NOOP("ExerciseFile", "Other step"), "text", "v", _STEP),
        Field("other_head", QT_TRANSLATE_NOOP("ExerciseFile", "Other head"), "head", 1, _FROM_1),
        Field("other_row", QT_TRANSLATE_NOOP("ExerciseFile", "Other row"), "index", 1, _FROM_1), _WITHIN)),
    "value": (QT_TRANSLATE_NOOP("ExerciseFile", "One number of a step"), (
        Field("step", QT_TRANSLATE_NOOP("ExerciseFile", "Step"), "text", "scores", _STEP), _HEAD,
        Field("row", QT_TRANSLATE_NOOP("ExerciseFile", "Row"), "index", 1, _FROM_1),
        Field("col", QT_TRANSLATE_NOOP("ExerciseFile", "Column"), "index", 1, _FROM_1),
        Field("how", QT_TRANSLATE_NOOP("ExerciseFile", "Wanted"), "choice", "equals", "",
              (_AT_LEAST, _AT_MOST, ("equals", QT_TRANSLATE_NOOP("ExerciseFile", "equals")))),
        Field("bound", QT_TRANSLATE_NOOP("ExerciseFile", "Number"), "number", 0.0,
              QT_TRANSLATE_NOOP("ExerciseFile", "the number")),
        replace(_WITHIN, label=QT_TRANSLATE_NOOP("ExerciseFile", "Within (equals)"), default=0.01))),
}

_INT = re.compile(r"^\s*\d+\s*$")


def _numbers(text: str) -> list[float] | str:
    """"0, 1.5 -2" → [0.0, 1.5, -2.0]; text that is not numbers is handed on as typed."""
    parts = [p for p in re.split(r"[,\s]+", text.strip()) if p]
    try:
        return [float(p) for p in parts]
    except ValueError:
        return text


def _matrix(text: str) -> list[list[float]] | str:
    rows = [_numbers(r) for r in text.split(";") if r.strip()]
    return rows if rows and all(isinstance(r, list) for r in rows) else text  # type: ignore[return-value]


def _query(text: str) -> Any:
    text = text.strip()
    if text.lower() == "all":
        return "all"
    parts = [p for p in re.split(r"[,\s]+", text) if p]
    if parts and all(_INT.match(p) for p in parts):
        return int(parts[0]) if len(parts) == 1 else [int(p) for p in parts]
    return text


def _key(text: str) -> Any:
    text = text.strip()
    return int(text) if _INT.match(text) else text


def _head(item: dict[str, Any], head: int, session: Session, step: str | None = None) -> None:
    # Written only where it says something: several heads, and a step of a head.
    if len(session.heads) > 1 and (step is None or step not in SESSION_LEVEL):
        item["head"] = int(head)


def check_item(predicate: str, values: Mapping[str, Any], session: Session, trace: Trace) -> dict[str, Any]:
    """The ``checks`` entry a predicate's form means (``values`` by field key); an empty
    target is the trace's own (the weights of that head, or the final output, now)."""
    v = values
    item: dict[str, Any] = {"predicate": predicate}
    if predicate == "weight":
        _head(item, v["head"], session)
        item.update(query=_query(v["query"]), key=_key(v["key"]), **{v["bound"]: float(v["value"])})
    elif predicate in ("no_future", "one_hot"):
        _head(item, v["head"], session)
        if predicate == "one_hot":
            item["query"] = _query(v["query"])
        bound = "at_most" if predicate == "no_future" else "at_least"
        item[bound] = float(v[bound])
    elif predicate in ("weights_close", "output_close"):
        if predicate == "weights_close":
            _head(item, v["head"], session)
        now = (trace.get(key_for_head("weights", int(v.get("head", 1)) - 1)) if predicate == "weights_close"
               else trace.final).array
        text = str(v["target"]).strip()
        item.update(target=np.asarray(now, dtype=np.float64).tolist() if not text else _matrix(text),
                    within=float(v["within"]))
    elif predicate == "symmetric":
        _head(item, v["head"], session, v["step"].strip())
        item.update(step=v["step"].strip(), within=float(v["within"]))
    elif predicate == "rows_close":
        item["step"] = v["step"].strip()
        _head(item, v["head"], session, item["step"])
        item["row"] = int(v["row"])
        if v["compare"] == "to":
            item["to"] = _numbers(v["to"])
        else:
            other: dict[str, Any] = {"step": v["other_step"].strip()}
            _head(other, v["other_head"], session, other["step"])
            other["row"] = int(v["other_row"])
            item["other"] = other
        item["within"] = float(v["within"])
    elif predicate == "value":
        item["step"] = v["step"].strip()
        _head(item, v["head"], session, item["step"])
        item.update(row=int(v["row"]), col=int(v["col"]), **{v["how"]: float(v["bound"])})
        if v["how"] == "equals":
            item["within"] = float(v["within"])
    else:
        raise SessionError("exercise.checks", f"unknown predicate {predicate!r}")
    return item


def added_check(predicate: str, values: Mapping[str, Any], session: Session, index: int) -> dict[str, Any]:
    """The ``checks`` entry of a predicate's form, read by the core's reader as entry ``index``
    would be (SessionError naming ``exercise.checks[index].<field>`` if it refuses it)."""
    from explorer.core.exercises.check_fields import read_check
    from explorer.core.exercises.format import trace_of

    trace = trace_of(session)
    item = check_item(predicate, values, session, trace)
    read_check(item, f"exercise.checks[{index}]", session, trace)
    return item


def summary(item: Mapping[str, Any]) -> str:
    """One line for a check in the dialog's list: ``weight · query 1 · key 1 · at least 0.9``."""
    parts = [str(item.get("predicate"))]
    for key, value in item.items():
        if key == "predicate":
            continue
        if isinstance(value, list) and value and isinstance(value[0], list):
            value = translate("ExerciseFile", "{rows} × {columns} matrix").format(rows=len(value),
                                                                                   columns=len(value[0]))
        elif isinstance(value, dict):
            value = " ".join(f"{k} {w}" for k, w in value.items())
        elif isinstance(value, list):
            value = ", ".join(f"{x:g}" if isinstance(x, float) else str(x) for x in value)
        elif isinstance(value, float):
            value = f"{value:g}"
        parts.append(f"{key.replace('_', ' ')} {value}")
    return " · ".join(parts)


def parse_cells(text: str, matrix_id: str) -> str | list[list[int]]:
    """``""`` → "all"; ``"2,3; 1,1"`` → [[2, 3], [1, 1]] (from 1, as on screen); SessionError
    naming ``exercise.editable.<matrix id>`` for anything else."""
    text = text.strip()
    if not text or text.lower() == "all":
        return "all"
    cells = []
    for part in (p for p in text.split(";") if p.strip()):
        numbers = [p for p in re.split(r"[,\s]+", part.strip()) if p]
        if len(numbers) != 2 or not all(_INT.match(n) for n in numbers):
            raise SessionError(f"exercise.editable.{matrix_id}",
                               translate("ExerciseFile", "expected cells as “row, column; row, column” (e.g. 2,3; "
                                                         "1,1), got “{typed}”").format(typed=part.strip()))
        cells.append([int(numbers[0]), int(numbers[1])])
    return cells


def exercise_data(session: Session, *, title: str, goal: str, editable: Mapping[str, str],
                  checks: Sequence[Mapping[str, Any]], hints: Sequence[str], descends: bool) -> dict[str, Any]:
    """The ``"exercise"`` object: ``editable`` maps each chosen matrix id to its typed cells
    ("" for all of it); the solution is ``session``'s numbers in those matrices; blank hints are left out."""
    return {"title": title.strip(), "goal": goal.strip(),
            "editable": {m: parse_cells(cells, m) for m, cells in editable.items()},
            "checks": [dict(c) for c in checks], "hints": [h.strip() for h in hints if h.strip()],
            "solution": {m: session.matrix(m).tolist() for m in editable}, "descends": bool(descends)}


def exercise_session(session: Session, data: Mapping[str, Any], start: str, saved: Session | None = None) -> Session:
    """The session to write: the student's start (``"saved"``: ``saved``, the numbers as
    opened or last saved; ``"zeros"``: ``session`` with 0 in the editable cells) with the
    ``"exercise"`` key. SessionError naming the field when the core's reader refuses it,
    the solution does not pass or the start already does."""
    from explorer.core.exercises.attempt import check_attempt
    from explorer.core.exercises.format import exercise_of

    # The fields first, read against the session on screen (whose editable cells are the solution).
    editable = exercise_of(replace(session, extras={**session.extras, EXERCISE_KEY: dict(data)})).editable
    if start == "saved":
        if not can_start_from(saved, session):
            raise SessionError("start", translate("ExerciseFile", "the session as opened or last saved has other "
                                                                  "sizes or another mode (or there is none): start "
                                                                  "from zeros in the editable cells"))
        assert saved is not None
        base = replace(saved, extras={**session.extras, EXERCISE_KEY: dict(data)})
    else:  # zeros in the cells the reader calls editable
        base = replace(session, extras={**session.extras, EXERCISE_KEY: dict(data)})
        for matrix_id, cells in editable.items():
            base = base.with_matrix(matrix_id, np.where(cells, 0.0, base.matrix(matrix_id)))
    exercise = exercise_of(base)
    solved = check_attempt(exercise, exercise.solved())
    if not solved.passed:
        raise SessionError("exercise.solution", translate("ExerciseFile", "the current numbers do not pass: {why}")
                           .format(why=solved.missing))
    if check_attempt(exercise, exercise.start).passed:
        raise SessionError("start", translate("ExerciseFile", "the student's start already passes every check: "
                                                              "start from other numbers"))
    return base


def can_start_from(saved: Session | None, session: Session) -> bool:
    """Whether ``saved`` (the session as opened or last saved) can be the start of an exercise
    whose solution is in ``session``: the same mode and matrices of the same shapes."""
    if saved is None or saved.mode != session.mode or list(saved.matrix_ids()) != list(session.matrix_ids()):
        return False
    return all(saved.matrix(m).shape == session.matrix(m).shape for m in session.matrix_ids())


def form_of(session: Session) -> dict[str, Any]:
    """What the dialog starts with: the session's own ``"exercise"`` key where it has one
    (editable cells as typed text), else empty fields."""
    data = session.extras.get(EXERCISE_KEY)
    out: dict[str, Any] = {"title": str(session.extras.get("title", "")), "goal": "", "editable": {},
                           "checks": [], "hints": [], "descends": False}
    if not isinstance(data, dict):
        return out
    editable = data.get("editable")
    if isinstance(editable, dict):
        out["editable"] = {m: "" if cells == "all" else "; ".join(f"{c[0]},{c[1]}" for c in cells)
                           for m, cells in editable.items()
                           if cells == "all" or (isinstance(cells, list)
                                                 and all(isinstance(c, list) and len(c) == 2 for c in cells))}
    out.update({k: data[k] for k in ("title", "goal") if isinstance(data.get(k), str)})
    out["checks"] = [c for c in data.get("checks", []) if isinstance(c, dict)]
    out["hints"] = [h for h in data.get("hints", []) if isinstance(h, str)]
    out["descends"] = data.get("descends") is True
    return out
