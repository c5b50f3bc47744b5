"""Reading one check of an exercise file: its predicate and parameters, strictly.

A check is a JSON object ``{"predicate": NAME, ...}`` whose parameters count
heads, queries, keys, rows and columns from 1, as the screen does. Everything is
checked against the exercise's own session and trace: a step that does not exist
there, an index out of range, a weight a query can never give (a hidden key), a
wrong type or an unknown key is refused with one line naming the field
(``exercise.checks[2].key: …``). The parameters of each predicate are in
``docs/exercises.md``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from explorer.core.attention.masks import hidden_mask
from explorer.core.attention.step_keys import SESSION_LEVEL, key_for_head
from explorer.core.attention.trace import Trace
from explorer.core.exercises.checks import (PREDICATES, Check, NoFuture, OneHot, OutputClose, RowsClose, Symmetric,
                                            Value, Weight, WeightsClose)
from explorer.core.io.file_keys import refuse_unknown_keys
from explorer.core.io.safe_text import excerpt
from explorer.core.io.session_fields import kind_of, read_matrix
from explorer.core.session import Session, SessionError
from explorer.core.training.targets import (NAMED_TARGETS, check_output_target, check_weight_target,
                                            named_target_for)

_PARAMETERS = {
    "weight": ("head", "query", "key", "at_least", "at_most"),
    "no_future": ("head", "at_most"),
    "one_hot": ("head", "query", "at_least"),
    "weights_close": ("head", "target", "within"),
    "symmetric": ("head", "step", "within"),
    "output_close": ("target", "within"),
    "rows_close": ("step", "head", "row", "to", "other", "within"),
    "value": ("step", "head", "row", "col", "at_least", "at_most", "equals", "within"),
}
_REQUIRED = {"weight": ("query", "key"), "no_future": ("at_most",), "one_hot": ("at_least",),
             "weights_close": ("target", "within"), "symmetric": ("within",), "output_close": ("target", "within"),
             "rows_close": ("step", "row", "within"), "value": ("step", "row", "col")}


def _number(item: dict[str, Any], key: str, field: str) -> float:
    value = item[key]
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(float(value)):
        raise SessionError(f"{field}.{key}", f"expected a finite number, got {kind_of(value)}")
    return float(value)


def _fraction(item: dict[str, Any], key: str, field: str) -> float:
    value = _number(item, key, field)
    if not 0 <= value <= 1:
        raise SessionError(f"{field}.{key}", f"a weight lies between 0 and 1, got {value:g}")
    return value


def _tolerance(item: dict[str, Any], key: str, field: str) -> float:
    value = _number(item, key, field)
    if not value > 0:
        raise SessionError(f"{field}.{key}", f"a tolerance is a positive number, got {value:g}")
    return value


def _index(value: Any, field: str, count: int, what: str) -> int:
    """A 1-based index of 1 … count as 0-based."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise SessionError(field, f"expected a {what} number counted from 1, got {kind_of(value)}")
    if not 1 <= value <= count:
        raise SessionError(field, f"{what} {value} does not exist (there are {count}, counted from 1)")
    return value - 1


def _head(item: dict[str, Any], field: str, session: Session) -> int:
    return _index(item.get("head", 1), f"{field}.head", len(session.heads), "head")


def _queries(item: dict[str, Any], field: str, count: int) -> tuple[int, ...]:
    value = item.get("query", "all")
    if value == "all":
        return tuple(range(count))
    if isinstance(value, list):
        if not value:
            raise SessionError(f"{field}.query", "an empty list names no query")
        return tuple(_index(q, f"{field}.query", count, "query") for q in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return (_index(value, f"{field}.query", count, "query"),)
    raise SessionError(f"{field}.query", f"expected a query number, a list of them or \"all\", got {kind_of(value)}")


def _one_of(item: dict[str, Any], keys: tuple[str, ...], field: str) -> str:
    given = [k for k in keys if k in item]
    if len(given) != 1:
        raise SessionError(field, f"give exactly one of {', '.join(keys)}" + (f", not {' and '.join(given)}"
                                                                               if given else ""))
    return given[0]


def _step(item: dict[str, Any], field: str, session: Session, trace: Trace, default: str | None = None) -> str:
    """The key of the 2-D step ``item["step"]`` (of ``item["head"]`` when it belongs to a head)."""
    name = item.get("step", default)
    if not isinstance(name, str):
        raise SessionError(f"{field}.step", f"expected a step name, got {kind_of(name)}")
    if name in SESSION_LEVEL:
        if "head" in item:
            raise SessionError(f"{field}.head", f"{excerpt(name)} belongs to the whole session, not to one head")
        key = name
    else:
        key = key_for_head(name, _head(item, field, session))
    if key not in trace:
        steps = ", ".join(dict.fromkeys(s.id for s in trace.steps if len(s.shape) == 2))
        raise SessionError(f"{field}.step", f"no step {excerpt(name)} in this session; its steps are: {steps}")
    if len(trace.get(key).shape) != 2:
        raise SessionError(f"{field}.step", f"{excerpt(name)} has {len(trace.get(key).shape)} dimensions; "
                                            "checks read steps that are matrices")
    return key


def _weight(item: dict[str, Any], field: str, session: Session, prefix: str) -> Weight:
    head = _head(item, field, session)
    queries = _queries(item, field, session.n)
    bound_key = _one_of(item, ("at_least", "at_most"), field)
    bound = _fraction(item, bound_key, field)
    key = item["key"]
    hidden = hidden_mask(np, session)
    if key in NAMED_TARGETS:
        # A query whose named key it cannot see (or that does not exist) is left out, as training does.
        target = named_target_for(key, session)
        pairs = tuple((q, int(np.argmax(target[q]))) for q in queries if target[q].sum() > 0)
        if not pairs:
            raise SessionError(f"{field}.key", f"no query named here can see its {key} key")
    else:
        k = _index(key, f"{field}.key", session.m, "key") if not isinstance(key, str) else None
        if k is None:
            raise SessionError(f"{field}.key", f"expected a key number counted from 1 or one of "
                                               f"{', '.join(NAMED_TARGETS)}, got {excerpt(key)}")
        pairs = tuple((q, k) for q in queries)
    for q, k in pairs:
        if hidden is not None and hidden[q, k] and bound_key == "at_least" and bound > 0:
            raise SessionError(f"{field}.key", f"query {q + 1} cannot see key {k + 1} (the mask hides it): "
                                               "its weight is always 0")
    return Weight(head, prefix, pairs, bound_key == "at_least", bound)


def _rows_close(item: dict[str, Any], field: str, session: Session, trace: Trace) -> RowsClose:
    key = _step(item, field, session, trace)
    rows, cols = trace.get(key).shape
    row = _index(item["row"], f"{field}.row", rows, "row")
    within = _tolerance(item, "within", field)
    which = _one_of(item, ("to", "other"), field)
    final = key == trace.final.key
    if which == "to":
        to = item["to"]
        if not isinstance(to, list):
            raise SessionError(f"{field}.to", f"expected a list of {cols} numbers, got {kind_of(to)}")
        numbers = read_matrix({"to": [to]}, "to", 1, "", cols, "the step's columns", where=f"{field}.to")[0]
        return RowsClose(None, "", key, row, within, to=numbers, final=final)
    other = item["other"]
    where = f"{field}.other"
    if not isinstance(other, dict):
        raise SessionError(where, f"expected an object with step, head and row, got {kind_of(other)}")
    refuse_unknown_keys(other, ("step", "head", "row"), where)
    for needed in ("step", "row"):
        if needed not in other:
            raise SessionError(f"{where}.{needed}", "missing")
    other_key = _step(other, where, session, trace)
    other_rows, other_cols = trace.get(other_key).shape
    if other_cols != cols:
        raise SessionError(where, f"its rows have {other_cols} numbers, the step's {cols}: they cannot be compared")
    other_row = _index(other["row"], f"{where}.row", other_rows, "row")
    return RowsClose(None, "", key, row, within, other=other_key, other_row=other_row, final=final)


def _value(item: dict[str, Any], field: str, session: Session, trace: Trace) -> Value:
    key = _step(item, field, session, trace)
    rows, cols = trace.get(key).shape
    row = _index(item["row"], f"{field}.row", rows, "row")
    col = _index(item["col"], f"{field}.col", cols, "column")
    how = _one_of(item, ("at_least", "at_most", "equals"), field)
    bound = _number(item, how, field)
    if how == "equals":
        if "within" not in item:
            raise SessionError(f"{field}.within", "missing: equals needs a tolerance")
        return Value(None, "", key, row, col, bound, how, _tolerance(item, "within", field))
    if "within" in item:
        raise SessionError(f"{field}.within", f"only equals takes a tolerance, not {how}")
    return Value(None, "", key, row, col, bound, how)


def read_check(item: Any, field: str, session: Session, trace: Trace) -> Check:
    """The :class:`~explorer.core.exercises.checks.Check` of one ``checks`` entry (``field``
    names it: ``exercise.checks[2]``) for ``session`` and its ``trace``; SessionError otherwise."""
    if not isinstance(item, dict):
        raise SessionError(field, f"expected an object with a \"predicate\", got {kind_of(item)}")
    name = item.get("predicate")
    if name not in PREDICATES:
        got = "missing" if "predicate" not in item else f"unknown predicate {excerpt(name)}"
        raise SessionError(f"{field}.predicate", f"{got}; expected one of {', '.join(PREDICATES)}")
    refuse_unknown_keys(item, ("predicate",) + _PARAMETERS[name], field, context=f"a {name} check")
    for needed in _REQUIRED[name]:
        if needed not in item:
            raise SessionError(f"{field}.{needed}", f"missing (a {name} check needs it)")
    several = len(session.heads) > 1
    if name in ("rows_close", "value", "output_close"):
        check: Check = (_rows_close(item, field, session, trace) if name == "rows_close"
                        else _value(item, field, session, trace) if name == "value"
                        else OutputClose(None, "", check_output_target(item["target"], session, f"{field}.target"),
                                         _tolerance(item, "within", field)))
        return check
    head = _head(item, field, session)
    prefix = f"head {head + 1}, " if several else ""
    if name == "weight":
        return _weight(item, field, session, prefix)
    if name == "one_hot":
        return OneHot(head, prefix, _queries(item, field, session.n), _fraction(item, "at_least", field))
    if name == "no_future":
        if session.mode == "cross":
            raise SessionError(f"{field}.predicate", "no_future needs the queries' own tokens as keys, "
                                                     "not cross mode's source tokens")
        return NoFuture(head, prefix, _fraction(item, "at_most", field))
    if name == "symmetric":
        key = _step(item, field, session, trace, default="scores")
        rows, cols = trace.get(key).shape
        if rows != cols:
            raise SessionError(f"{field}.step", f"a {rows} × {cols} step cannot be symmetric")
        return Symmetric(head, "", key, _tolerance(item, "within", field))
    target = check_weight_target(item["target"], session, f"{field}.target")
    empty = np.flatnonzero(target.sum(axis=1) == 0)
    if empty.size:
        raise SessionError(f"{field}.target", "the row is all zeros, but every query's weights sum to 1",
                           int(empty[0]))
    return WeightsClose(head, prefix, target, _tolerance(item, "within", field))
