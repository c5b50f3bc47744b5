"""The checks a session's parts pass: labels (once per tuple), vectors and matrices.

Each raises :class:`~explorer.core.session_error.SessionError` naming the field and,
for a matrix, the cell; :class:`explorer.core.session.Session` runs them on every change.
"""

from __future__ import annotations

import re

import numpy as np

from explorer.core.io.safe_text import excerpt
from explorer.core.io.text_limits import check_labels as check_label_lengths
from explorer.core.session_error import SessionError
from explorer.core.wording import translate

_SURROGATE = re.compile("[\ud800-\udfff]")


#: The token tuples checked last, held so that their ids stay theirs: an edit of a number
#: makes a new session with the same tuple, and checking 16 384 tokens again took the
#: UI thread milliseconds at every edit. A tuple cannot change, so once is enough.
_CHECKED: list[tuple[str, ...]] = []


def check_labels(name: str, labels: tuple[str, ...]) -> None:
    if any(labels is done for done in _CHECKED):
        return
    _check_labels_now(name, labels)
    if type(labels) is tuple:  # a list could change after its check
        _CHECKED[:] = [labels, *_CHECKED[:3]]


def _check_labels_now(name: str, labels: tuple[str, ...]) -> None:
    for i, tok in enumerate(labels):
        if not isinstance(tok, str):
            raise SessionError(name, translate("SessionChecks", "a token must be text"), i)
    # Every source of tokens (a file, a paste, a tokenizer) ends here: the length limit is checked once.
    check_label_lengths(name, labels)
    # A lone surrogate (a JSON "\\ud800", a badly decoded file name) is not
    # text: no file, figure or clipboard could hold it. One search of all
    # labels at once; the per-label walk runs only when it finds one.
    if _SURROGATE.search("".join(labels)):
        for i, tok in enumerate(labels):
            found = _SURROGATE.search(tok)
            if found:
                raise SessionError(name, translate("SessionChecks", "the token {token} holds a lone surrogate "
                                                                    "(U+{code:04X}), which is not text; retype it")
                                   .format(token=excerpt(tok), code=ord(found.group())), i)


def check_vector(name: str, value: np.ndarray, length: int, what: str) -> None:
    arr = np.asarray(value, dtype=np.float64)
    if arr.ndim != 1:
        raise SessionError(name, translate("SessionChecks", "expected a list of numbers, got {dimensions} dimension(s)")
                           .format(dimensions=arr.ndim))
    if arr.shape[0] != length:
        raise SessionError(name, translate("SessionChecks", "expected {expected} numbers ({what}), got {got}").format(
            expected=length, what=what, got=arr.shape[0]))
    bad = np.flatnonzero(~np.isfinite(arr))
    if bad.size:
        raise SessionError(name, translate("SessionChecks", "not a finite number"), int(bad[0]))


def check_matrix(name: str, value: np.ndarray, rows: int | None, cols: int | None,
                  rows_what: str, cols_what: str) -> np.ndarray:
    arr = np.asarray(value, dtype=np.float64)
    if arr.ndim != 2:
        raise SessionError(name, translate("SessionChecks", "expected a matrix, got {dimensions} dimension(s)")
                           .format(dimensions=arr.ndim))
    if rows is not None and arr.shape[0] != rows:
        raise SessionError(name, translate("SessionChecks", "expected {expected} rows ({what}), got {got}").format(
            expected=rows, what=rows_what, got=arr.shape[0]))
    if cols is not None and arr.shape[1] != cols:
        raise SessionError(name, translate("SessionChecks", "expected {expected} columns ({what}), got {got}").format(
            expected=cols, what=cols_what, got=arr.shape[1]))
    finite = np.isfinite(arr)
    if not finite.all():  # looked for only then: argwhere's scan of 16 384 × 64 took ms at every edit
        r, c = (int(x) for x in np.argwhere(~finite)[0])
        raise SessionError(name, translate("SessionChecks", "not a finite number"), r, c)
    return arr


