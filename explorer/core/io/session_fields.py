"""How a session file's fields are read: matrices, vectors and what a wrong value is.

The strict rules every version's reader applies (:mod:`explorer.core.io.session_files`
for versions 1 and 2, :mod:`explorer.core.io.session_v3` for the variants): a
matrix is a list of equally long rows of finite JSON numbers, no booleans, no
strings; a refusal names the field and, for a matrix, the row and column.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from explorer.core.session_error import SessionError
from explorer.core.wording import translate


def read_matrix(data: dict[str, Any], name: str, rows: int | None = None,
            rows_what: str = "", cols: int | None = None, cols_what: str = "",
            where: str | None = None) -> np.ndarray:
    label = where or name
    if name not in data:
        raise SessionError(label, translate("SessionFields", "missing"))
    value = data[name]
    if not isinstance(value, list):
        raise SessionError(label, translate("SessionFields", "expected a list of rows, got {kind}").format(
            kind=kind_of(value)))
    if rows is not None and len(value) != rows:
        raise SessionError(label, translate("SessionFields", "expected {expected} rows ({what}), got {got}").format(
            expected=rows, what=rows_what, got=len(value)))
    if not value:
        raise SessionError(label, translate("SessionFields", "expected at least one row"))
    width = None
    for r, row in enumerate(value):
        if not isinstance(row, list):
            raise SessionError(label, translate("SessionFields", "expected a row (a list of numbers), got {kind}").format(
                kind=kind_of(row)), r)
        if width is None:
            width = len(row)
            if cols is not None and width != cols:
                raise SessionError(label, translate("SessionFields", "expected {expected} columns ({what}), got {got}")
                                   .format(expected=cols, what=cols_what, got=width), r)
            if width == 0:
                raise SessionError(label, translate("SessionFields", "a row needs at least one number"), r)
        elif len(row) != width:
            raise SessionError(label, translate("SessionFields", "ragged rows: expected {width} numbers like row 0, "
                                                                 "got {got}").format(width=width, got=len(row)), r)
        # A row of finite floats (every row the app writes) is checked in C; any
        # other row cell by cell, which names the first bad cell.
        if not (set(map(type, row)) <= _FLOAT and all(map(math.isfinite, row))):
            _check_cells(label, row, r)
    # Converted a block of rows at a time: one np.array call over 16 384 rows
    # held the GIL for 60 ms, a frozen window while a file opens in the background.
    out = np.empty((len(value), width), dtype=np.float64)
    for start in range(0, len(value), _ROWS_AT_ONCE):
        out[start:start + _ROWS_AT_ONCE] = value[start:start + _ROWS_AT_ONCE]
    return out


_FLOAT = {float}
#: Rows converted to floats in one call (64 K numbers at d = 64: about 2 ms).
_ROWS_AT_ONCE = 1024


def _check_cells(label: str, row: list, r: int) -> None:
    for c, cell in enumerate(row):
        # bool is a subclass of int in Python: refuse it explicitly.
        if isinstance(cell, bool) or not isinstance(cell, (int, float)):
            raise SessionError(label, translate("SessionFields", "expected a number, got {kind}").format(
                kind=kind_of(cell)), r, c)
        if isinstance(cell, int) and abs(cell) > 1e308:
            raise SessionError(label, translate("SessionFields", "number out of range"), r, c)
        if isinstance(cell, float) and not math.isfinite(cell):
            raise SessionError(label, translate("SessionFields", "number out of range (beyond ±1.8e308)"), r, c)


def read_vector(data: dict[str, Any], name: str, length: int, what: str, where: str) -> np.ndarray | None:
    """An optional list of ``length`` finite numbers (a bias); None when absent."""
    if name not in data or data[name] is None:
        return None
    value = data[name]
    if not isinstance(value, list):
        raise SessionError(where, translate("SessionFields", "expected a list of numbers, got {kind}").format(
            kind=kind_of(value)))
    if len(value) != length:
        raise SessionError(where, translate("SessionFields", "expected {expected} numbers ({what}), got {got}").format(
            expected=length, what=what, got=len(value)))
    for i, cell in enumerate(value):
        if isinstance(cell, bool) or not isinstance(cell, (int, float)):
            raise SessionError(where, translate("SessionFields", "expected a number, got {kind}").format(
                kind=kind_of(cell)), i)
        if isinstance(cell, int) and abs(cell) > 1e308:
            raise SessionError(where, translate("SessionFields", "number out of range"), i)
        if isinstance(cell, float) and not math.isfinite(cell):
            raise SessionError(where, translate("SessionFields", "number out of range (beyond ±1.8e308)"), i)
    return np.array(value, dtype=np.float64)


def kind_of(value: Any) -> str:
    """What ``value`` is, in words for a message ("a list"; JSON's null as it is written)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return translate("SessionFields", "a boolean")
    if isinstance(value, str):
        return translate("SessionFields", "a string")
    if isinstance(value, (int, float)):
        return translate("SessionFields", "a number")
    if isinstance(value, list):
        return translate("SessionFields", "a list")
    if isinstance(value, dict):
        return translate("SessionFields", "an object")
    return type(value).__name__
