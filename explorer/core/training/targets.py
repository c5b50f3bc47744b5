"""Training targets: the attention weights (or output) a run aims at.

Weight targets are n × m matrices T whose rows sum to 1 (a distribution over
the keys) or are all zero ("no target for this query"). The named ones:

* ``previous`` — query i attends to key i − 1; the first query to itself;
* ``itself`` — query i attends to key i;
* ``first`` — every query attends to key 0.

In cross mode with fewer keys than queries, a query whose key does not exist
gets no target. :func:`keys_target` builds T from one chosen key per query
(what the panel's click grid makes); :func:`check_weight_target` validates a
pasted matrix; :func:`load_target_file` reads one from JSON, CSV or ``.npy``.
Errors are :class:`TargetError` (a :class:`SessionError`: one line naming the
field and, for a matrix, the 0-based row and column, as session files do).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from explorer.core.io.embeddings import check_matrix, load_embeddings
from explorer.core.training.gradients import Objective, output_width
from explorer.core.attention.masks import Visibility
from explorer.core.session import Session, SessionError
from explorer.core.wording import translate

NAMED_TARGETS = ("previous", "itself", "first")
#: How far from 1 a target row's sum may be (pasted decimals), relative.
ROW_SUM_TOLERANCE = 1e-6
#: Target files are small matrices; larger ones are refused before reading.
MAX_BYTES = 64 * 1024 * 1024


class TargetError(SessionError):
    """A training target (or option) that cannot be used; ``str()`` is one line."""


def keys_target(keys: Sequence[int | None], m: int) -> np.ndarray:
    """T (len(keys) × m) with a 1 at (i, keys[i]); ``None`` (or a key outside
    0 … m − 1, for a named target in cross mode) leaves row i without a target."""
    out = np.zeros((len(keys), m))
    for i, j in enumerate(keys):
        if j is not None and 0 <= j < m:
            out[i, j] = 1.0
    return out


def named_target(name: str, n: int, m: int) -> np.ndarray:
    """The n × m target matrix of ``previous``, ``itself`` or ``first``."""
    if name == "previous":
        keys = [max(i - 1, 0) for i in range(n)]
    elif name == "itself":
        keys = list(range(n))
    elif name == "first":
        keys = [0] * n
    else:
        raise TargetError("target", translate("Targets", "unknown target {name}; expected one of {targets} or a file")
                          .format(name=repr(name), targets=", ".join(NAMED_TARGETS)))
    return keys_target(keys, m)


def named_target_for(name: str, session: Session) -> np.ndarray:
    """:func:`named_target` for ``session``: a query whose named key is hidden from it
    (the visibility rule: causal, window, padding) gets no target, as a query whose
    key does not exist does."""
    target = named_target(name, session.n, session.m)
    hidden = Visibility.of(session).hidden_mask(np)
    if hidden is not None:
        target[(target * hidden).sum(axis=1) > 0] = 0.0
    return target


def check_weight_target(value: Any, session: Session, field: str = "target") -> np.ndarray:
    """``value`` as a read-only float64 n × m target for ``session``.

    Refused (TargetError naming the cell): a shape other than n × m; a value
    that is not finite or is negative; a row whose sum is neither 1 nor 0;
    weight on a key the query cannot see (the visibility rule: causal, window,
    padding; its A_ij is always 0, so ln A_ij would be −∞), naming the query,
    the key and why; no row with a target at all.
    """
    arr = _matrix(field, value)
    n, m = session.n, session.m
    if arr.shape != (n, m):
        raise TargetError(field, translate("Targets", "expected {rows} × {columns} (queries × keys), got "
                                                      "{got_rows} × {got_columns}")
                          .format(rows=n, columns=m, got_rows=arr.shape[0], got_columns=arr.shape[1]))
    bad = np.argwhere(arr < 0)
    if bad.size:
        r, c = (int(x) for x in bad[0])
        raise TargetError(field, translate("Targets", "a target weight cannot be negative"), r, c)
    sums = arr.sum(axis=1)
    for i, total in enumerate(sums):
        if total != 0 and abs(total - 1.0) > ROW_SUM_TOLERANCE:
            raise TargetError(field, translate("Targets", "the row sums to {total:.6g}; a target row sums to 1 "
                                                          "(or is all zeros for no target)").format(total=total), i)
    rule = Visibility.of(session)
    hidden = rule.hidden_mask(np)
    if hidden is not None:
        bad = np.argwhere((arr > 0) & hidden)
        if bad.size:
            r, c = (int(x) for x in bad[0])
            reasons = [rule.part(name).why_hidden(r, c) for name in rule.hiding_parts(r, c)]
            why = reasons[0]
            for reason in reasons[1:]:
                why = translate("Targets", "{first} and {second}").format(first=why, second=reason)
            raise TargetError(field, translate("Targets", "query {query} ({query_token}) cannot see key {key} "
                                                          "({key_token}): {why}, so its weight is always 0")
                              .format(query=r + 1, query_token=repr(session.tokens[r]), key=c + 1,
                                      key_token=repr(session.key_tokens[c]), why=why), r, c)
    if not (sums > 0).any():
        raise TargetError(field, translate("Targets", "every row is zero: no query has a target"))
    arr = arr.copy()
    arr.setflags(write=False)
    return arr


def check_output_target(value: Any, session: Session, field: str = "output_target") -> np.ndarray:
    """``value`` as a read-only float64 n × d_out target output (finite)."""
    arr = _matrix(field, value)
    want = (session.n, output_width(session))
    if arr.shape != want:
        raise TargetError(field, translate("Targets", "expected {rows} × {columns} (queries × output columns), "
                                                      "got {got_rows} × {got_columns}")
                          .format(rows=want[0], columns=want[1], got_rows=arr.shape[0], got_columns=arr.shape[1]))
    arr = arr.copy()
    arr.setflags(write=False)
    return arr


def check_objective(objective: Objective, session: Session) -> Objective:
    """The objective with its targets validated for ``session`` (TargetError otherwise;
    a weights target of a differential-attention session too: its A may be negative)."""
    if objective.weights is None and objective.output is None:
        raise TargetError("target", translate("Targets", "give a target for the weights, the output, or both"))
    if not 0 <= objective.head < len(session.heads):
        raise TargetError("head", translate("Targets", "head {head} does not exist (the session has {count})")
                          .format(head=objective.head + 1, count=len(session.heads)))
    if objective.weights is not None and session.differential is not None:
        raise TargetError("target", translate("Targets", "differential attention's weights A₁ − λA₂ can be negative, "
                                                         "so ln A (the weights loss) is undefined; give an output "
                                                         "target instead"))
    weights = None if objective.weights is None else check_weight_target(objective.weights, session)
    output = None if objective.output is None else check_output_target(objective.output, session)
    return Objective(weights=weights, head=objective.head, output=output)


def _matrix(field: str, value: Any) -> np.ndarray:
    try:
        arr = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError):
        raise TargetError(field, translate("Targets", "expected a matrix of numbers")) from None
    if arr.ndim != 2 or arr.shape[0] < 1 or arr.shape[1] < 1:
        raise TargetError(field, translate("Targets", "expected a matrix (rows of numbers), got {count} dimension(s)")
                          .format(count=arr.ndim))
    bad = np.argwhere(~np.isfinite(arr))
    if bad.size:
        r, c = (int(x) for x in bad[0])
        raise TargetError(field, translate("Targets", "not a finite number"), r, c)
    return arr


def load_target_file(path: str | Path) -> np.ndarray:
    """A matrix from a target file: ``.json`` (a list of rows of numbers, or an
    object with a ``"target"`` list of rows), ``.npy`` (never unpickled), or
    delimited text (CSV, TSV, whitespace; an optional header and label column,
    as for embeddings). Shapes are checked by :func:`check_weight_target` /
    :func:`check_output_target`; read errors are SessionErrors naming the file."""
    path = Path(path)
    if path.suffix.lower() != ".json":
        return load_embeddings(path)[1]
    name = path.name
    try:
        if path.stat().st_size > MAX_BYTES:
            raise TargetError(name, translate("Targets", "larger than {mib} MiB: not a target matrix")
                              .format(mib=MAX_BYTES // 2**20))
        data = json.loads(path.read_text(encoding="utf-8-sig"), parse_constant=_reject_constant)
    except TargetError as err:
        raise TargetError(name, err.detail) from None
    except json.JSONDecodeError as err:
        raise TargetError(name, translate("Targets", "not valid JSON (line {line}, column {column}: {problem})")
                          .format(line=err.lineno, column=err.colno, problem=err.msg)) from None
    except UnicodeDecodeError as err:
        raise TargetError(name, translate("Targets", "not UTF-8 text (byte {byte})").format(byte=err.start)) from None
    except (OSError, ValueError) as err:
        raise TargetError(name, translate("Targets", "cannot read the file ({reason})")
                          .format(reason=getattr(err, "strerror", None) or err)) from None
    if isinstance(data, dict):
        data = data.get("target")
    if not isinstance(data, list) or not data or not all(isinstance(r, list) for r in data):
        raise TargetError(name, translate("Targets", 'expected a list of rows of numbers '
                                                     '(or {"target": [[...], ...]})'))
    width = len(data[0])
    for r, row in enumerate(data):
        if len(row) != width:
            raise TargetError(name, translate("Targets", "ragged rows: expected {width} numbers like row 0, "
                                                         "got {count}").format(width=width, count=len(row)), r)
        for c, cell in enumerate(row):
            if not _finite_number(cell):
                raise TargetError(name, translate("Targets", "expected a finite number"), r, c)
    return check_matrix(name, np.array(data, dtype=np.float64))


def _finite_number(cell: Any) -> bool:
    # bool is an int in Python, and a huge JSON integer would overflow float().
    if isinstance(cell, bool) or not isinstance(cell, (int, float)):
        return False
    return abs(cell) <= 1e308 if isinstance(cell, int) else math.isfinite(cell)


def _reject_constant(name: str) -> float:
    raise TargetError("", translate("Targets", "{name} is not allowed (numbers must be finite)").format(name=name))
