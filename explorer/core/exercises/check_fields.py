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
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

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
#: What :func:`_index` says of a number that is not one, and of one out of range, by what it counts.
_INDEX_TEXTS = {
    "head": (QT_TRANSLATE_NOOP("CheckFields", "expected a head number counted from 1, got {kind}"),
             QT_TRANSLATE_NOOP("CheckFields", "head {number} does not exist (there are {count}, counted from 1)")),
    "query": (QT_TRANSLATE_NOOP("CheckFields", "expected a query number counted from 1, got {kind}"),
              QT_TRANSLATE_NOOP("CheckFields", "query {number} does not exist (there are {count}, counted from 1)")),
    "key": (QT_TRANSLATE_NOOP("CheckFields", "expected a key number counted from 1, got {kind}"),
            QT_TRANSLATE_NOOP("CheckFields", "key {number} does not exist (there are {count}, counted from 1)")),
    "row": (QT_TRANSLATE_NOOP("CheckFields", "expected a row number counted from 1, got {kind}"),
            QT_TRANSLATE_NOOP("CheckFields", "row {number} does not exist (there are {count}, counted from 1)")),
    "column": (QT_TRANSLATE_NOOP("CheckFields", "expected a column number counted from 1, got {kind}"),
               QT_TRANSLATE_NOOP("CheckFields", "column {number} does not exist (there are {count}, counted from 1)")),
}


def _number(item: dict[str, Any], key: str, field: str) -> float:
    value = item[key]
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(float(value)):
        raise SessionError(f"{field}.{key}", translate("CheckFields", "expected a finite number, got {kind}")
                           .format(kind=kind_of(value)))
    return float(value)


def _fraction(item: dict[str, Any], key: str, field: str) -> float:
    value = _number(item, key, field)
    if not 0 <= value <= 1:
        raise SessionError(f"{field}.{key}", translate("CheckFields", "a weight lies between 0 and 1, got {value:g}")
                           .format(value=value))
    return value


def _tolerance(item: dict[str, Any], key: str, field: str) -> float:
    value = _number(item, key, field)
    if not value > 0:
        raise SessionError(f"{field}.{key}", translate("CheckFields", "a tolerance is a positive number, got {value:g}")
                           .format(value=value))
    return value


def _index(value: Any, field: str, count: int, what: str) -> int:
    """A 1-based index of 1 … count as 0-based (``what``: a key of :data:`_INDEX_TEXTS`)."""
    not_number, missing = _INDEX_TEXTS[what]
    if isinstance(value, bool) or not isinstance(value, int):
        raise SessionError(field, translate("CheckFields", not_number).format(kind=kind_of(value)))
    if not 1 <= value <= count:
        raise SessionError(field, translate("CheckFields", missing).format(number=value, count=count))
    return value - 1


def _head(item: dict[str, Any], field: str, session: Session) -> int:
    return _index(item.get("head", 1), f"{field}.head", len(session.heads), "head")


def _queries(item: dict[str, Any], field: str, count: int) -> tuple[int, ...]:
    value = item.get("query", "all")
    if value == "all":
        return tuple(range(count))
    if isinstance(value, list):
        if not value:
            raise SessionError(f"{field}.query", translate("CheckFields", "an empty list names no query"))
        return tuple(_index(q, f"{field}.query", count, "query") for q in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return (_index(value, f"{field}.query", count, "query"),)
    raise SessionError(f"{field}.query", translate("CheckFields", "expected a query number, a list of them or \"all\", "
                                                               "got {kind}").format(kind=kind_of(value)))


def _one_of(item: dict[str, Any], keys: tuple[str, ...], field: str) -> str:
    given = [k for k in keys if k in item]
    if len(given) == 0:
        raise SessionError(field, translate("CheckFields", "give exactly one of {names}").format(names=", ".join(keys)))
    if len(given) > 1:
        both = given[0]
        for name in given[1:]:
            both = translate("CheckFields", "{first} and {second}").format(first=both, second=name)
        raise SessionError(field, translate("CheckFields", "give exactly one of {names}, not {given}")
                           .format(names=", ".join(keys), given=both))
    return given[0]


def _step(item: dict[str, Any], field: str, session: Session, trace: Trace, default: str | None = None) -> str:
    """The key of the 2-D step ``item["step"]`` (of ``item["head"]`` when it belongs to a head)."""
    name = item.get("step", default)
    if not isinstance(name, str):
        raise SessionError(f"{field}.step", translate("CheckFields", "expected a step name, got {kind}")
                           .format(kind=kind_of(name)))
    if name in SESSION_LEVEL:
        if "head" in item:
            raise SessionError(f"{field}.head", translate("CheckFields", "{step} belongs to the whole session, "
                                                                         "not to one head").format(step=excerpt(name)))
        key = name
    else:
        key = key_for_head(name, _head(item, field, session))
    if key not in trace:
        steps = ", ".join(dict.fromkeys(s.id for s in trace.steps if len(s.shape) == 2))
        raise SessionError(f"{field}.step", translate("CheckFields", "no step {step} in this session; its steps are: "
                                                                    "{steps}").format(step=excerpt(name), steps=steps))
    if len(trace.get(key).shape) != 2:
        raise SessionError(f"{field}.step", translate("CheckFields", "{step} has {count} dimensions; "
                                                                    "checks read steps that are matrices")
                           .format(step=excerpt(name), count=len(trace.get(key).shape)))
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
            raise SessionError(f"{field}.key", translate("CheckFields", "no query named here can see its {target} key")
                               .format(target=key))
    else:
        k = _index(key, f"{field}.key", session.m, "key") if not isinstance(key, str) else None
        if k is None:
            raise SessionError(f"{field}.key", translate("CheckFields", "expected a key number counted from 1 or one "
                                                                   "of {targets}, got {key}")
                               .format(targets=", ".join(NAMED_TARGETS), key=excerpt(key)))
        pairs = tuple((q, k) for q in queries)
    for q, k in pairs:
        if hidden is not None and hidden[q, k] and bound_key == "at_least" and bound > 0:
            raise SessionError(f"{field}.key", translate("CheckFields", "query {query} cannot see key {key} "
                                                                   "(the mask hides it): its weight is always 0")
                               .format(query=q + 1, key=k + 1))
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
            raise SessionError(f"{field}.to", translate("CheckFields", "expected a list of {count} numbers, got {kind}")
                               .format(count=cols, kind=kind_of(to)))
        numbers = read_matrix({"to": [to]}, "to", 1, "", cols, translate("CheckFields", "the step's columns"),
                              where=f"{field}.to")[0]
        return RowsClose(None, "", key, row, within, to=numbers, final=final)
    other = item["other"]
    where = f"{field}.other"
    if not isinstance(other, dict):
        raise SessionError(where, translate("CheckFields", "expected an object with step, head and row, got {kind}")
                           .format(kind=kind_of(other)))
    refuse_unknown_keys(other, ("step", "head", "row"), where)
    for needed in ("step", "row"):
        if needed not in other:
            raise SessionError(f"{where}.{needed}", translate("CheckFields", "missing"))
    other_key = _step(other, where, session, trace)
    other_rows, other_cols = trace.get(other_key).shape
    if other_cols != cols:
        raise SessionError(where, translate("CheckFields", "its rows have {count} numbers, the step's {step_count}: "
                                                           "they cannot be compared")
                           .format(count=other_cols, step_count=cols))
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
            raise SessionError(f"{field}.within", translate("CheckFields", "missing: equals needs a tolerance"))
        return Value(None, "", key, row, col, bound, how, _tolerance(item, "within", field))
    if "within" in item:
        raise SessionError(f"{field}.within", translate("CheckFields", "only equals takes a tolerance, not {bound}")
                           .format(bound=how))
    return Value(None, "", key, row, col, bound, how)


def read_check(item: Any, field: str, session: Session, trace: Trace) -> Check:
    """The :class:`~explorer.core.exercises.checks.Check` of one ``checks`` entry (``field``
    names it: ``exercise.checks[2]``) for ``session`` and its ``trace``; SessionError otherwise."""
    if not isinstance(item, dict):
        raise SessionError(field, translate("CheckFields", "expected an object with a \"predicate\", got {kind}")
                           .format(kind=kind_of(item)))
    name = item.get("predicate")
    if name not in PREDICATES:
        if "predicate" not in item:
            text = translate("CheckFields", "missing; expected one of {predicates}")
        else:
            text = translate("CheckFields", "unknown predicate {name}; expected one of {predicates}")
        raise SessionError(f"{field}.predicate", text.format(name=excerpt(name), predicates=", ".join(PREDICATES)))
    refuse_unknown_keys(item, ("predicate",) + _PARAMETERS[name], field,
                        context=translate("CheckFields", "a {predicate} check").format(predicate=name))
    for needed in _REQUIRED[name]:
        if needed not in item:
            raise SessionError(f"{field}.{needed}", translate("CheckFields", "missing (a {predicate} check needs it)")
                               .format(predicate=name))
    several = len(session.heads) > 1
    if name in ("rows_close", "value", "output_close"):
        check: Check = (_rows_close(item, field, session, trace) if name == "rows_close"
                        else _value(item, field, session, trace) if name == "value"
                        else OutputClose(None, "", check_output_target(item["target"], session, f"{field}.target"),
                                         _tolerance(item, "within", field)))
        return check
    head = _head(item, field, session)
    prefix = f"head {head + 1}, " if several else ""  # the lines say it translated (Check._line)
    if name == "weight":
        return _weight(item, field, session, prefix)
    if name == "one_hot":
        return OneHot(head, prefix, _queries(item, field, session.n), _fraction(item, "at_least", field))
    if name == "no_future":
        if session.mode == "cross":
            raise SessionError(f"{field}.predicate", translate("CheckFields", "no_future needs the queries' own tokens "
                                                                             "as keys, not cross mode's source tokens"))
        return NoFuture(head, prefix, _fraction(item, "at_most", field))
    if name == "symmetric":
        key = _step(item, field, session, trace, default="scores")
        rows, cols = trace.get(key).shape
        if rows != cols:
            raise SessionError(f"{field}.step", translate("CheckFields", "a {rows} × {columns} step cannot be "
                                                                    "symmetric").format(rows=rows, columns=cols))
        return Symmetric(head, "", key, _tolerance(item, "within", field))
    target = check_weight_target(item["target"], session, f"{field}.target")
    empty = np.flatnonzero(target.sum(axis=1) == 0)
    if empty.size:
        raise SessionError(f"{field}.target", translate("CheckFields", "the row is all zeros, but every query's "
                                                                      "weights sum to 1"), int(empty[0]))
    return WeightsClose(head, prefix, target, _tolerance(item, "within", field))
