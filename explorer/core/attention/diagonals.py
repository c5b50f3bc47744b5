"""n × m matrices whose entries depend only on j − i, held as n + m − 1 numbers.

The causal mask (j > i), a sliding window (|i − j| ≥ w) and ALiBi's bias
(−m_h·|i − j|) are each constant along every diagonal of the n × m score
matrix. :func:`diagonal_view` shows a vector of one value per diagonal as that
matrix without making it: a strided view of the vector, read row by row at the
speed of a contiguous array. The softmax adds such a view to the scores in the
pass that makes its working array, so a variant costs no n × m array of its own
(bench_variants.py measures it against the plain pipeline).
"""

from __future__ import annotations

from typing import Any

import numpy as np


def offsets(n: int, m: int) -> np.ndarray:
    """j − i for every diagonal of an n × m matrix: −(n − 1) … m − 1 (int64, n + m − 1 values)."""
    return np.arange(-(n - 1), m, dtype=np.int64)


def diagonal_view(xp: Any, per_diagonal: Any, n: int, m: int) -> Any:
    """The n × m matrix M with M[i, j] = per_diagonal[j − i + n − 1], as a read-only
    view of ``per_diagonal`` (n + m − 1 values on ``xp``'s device; see :func:`offsets`).

    Row i starts at element n − 1 − i: the rows overlap, each one element
    earlier than the row above, so the view needs no memory of its own.
    """
    if int(per_diagonal.shape[0]) != n + m - 1:
        raise ValueError(f"expected {n + m - 1} values (one per diagonal of {n} × {m}), "
                         f"got {int(per_diagonal.shape[0])}")
    step = per_diagonal.strides[0]
    # Rows n − 1 … 0 at rising offsets, then turned over: positive strides as
    # every array module accepts, and a reversed slice, which every one supports.
    view = xp.lib.stride_tricks.as_strided(per_diagonal, shape=(n, m), strides=(step, step))[::-1]
    try:
        view.flags.writeable = False  # NumPy: a write would land on many cells at once
    except (AttributeError, ValueError):
        pass  # CuPy's arrays have no writeable flag; nothing here writes to the view
    return view
