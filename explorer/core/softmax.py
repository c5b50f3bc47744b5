"""The softmax over each row of the scores: the pipeline's hot path, on any backend.

One n × m working array is made and everything else happens in it, in place:
at long sequences each extra array is a pass over fresh memory
(bench_compute.py: about 10 % at n = 4096). What the variants add to the
scores (ALiBi's bias, −∞ for a hidden key) arrives as views that cost no
n × m array (:func:`explorer.core.pipeline_variants.softmax_offsets`).

Two facts of the hardware shape it (measured on the development machines,
n = 2048, one core; benchmarks/bench_variants.py):

- a *subnormal* number (below 1.2e-38 in float32, 2.2e-308 in float64) costs
  exp, the division and BLAS's A·V a slow path: exp 14× (float32) to 70×
  (float64) slower per element. ALiBi's steep heads push a band of every row
  there (−m_h·|i − j| reaches −512 at 2048 tokens with m_h = 1/4), which made
  a run with ALiBi 1.5× slower than one without. Weights that small are
  flushed to exactly 0 (see :func:`softmax_rows`);
- NumPy's float64 exp takes a slow path for −∞ (about 3× per element), so
  in float64 the hidden cells are not exponentiated at all: they are set to 0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from explorer.core.diagonals import diagonal_view

#: dtypes whose exp is slow on −∞: their hidden cells are set to 0 instead (see the module's notes).
SLOW_EXP_OF_INF = (np.dtype(np.float64),)


@dataclass(frozen=True)
class Offsets:
    """What a head's softmax adds to its n × m scores before the row max, as n + m numbers
    (made by :func:`explorer.core.pipeline_variants.softmax_offsets`).

    ``diagonal``: one value per diagonal j − i (n + m − 1 on the device,
    :func:`explorer.core.diagonals.offsets`): ALiBi's bias times the divisor,
    −∞ where the causal mask or the window hides the key. ``columns``: m
    values, −∞ for a padding key and 0 otherwise. ``spread``: how far apart
    the finite values lie (max − min), ``hides``: whether any value is −∞.
    """

    n: int
    m: int
    diagonal: Any = None
    columns: Any = None
    spread: float = 0.0
    hides: bool = False

    def terms(self, xp: Any) -> list[Any]:
        """The offsets as arrays that broadcast to n × m: a view of the diagonals, a 1 × m row."""
        out = [] if self.diagonal is None else [diagonal_view(xp, self.diagonal, self.n, self.m)]
        return out + ([] if self.columns is None else [self.columns[None, :]])

    def keys(self, xp: Any, visible: bool) -> Any:
        """True where a key is visible (``visible``) or hidden: a view of n + m flags when only
        the diagonals or only the columns hide keys, else one n × m array."""
        def flags(values: Any) -> Any:
            hidden = xp.isneginf(values)
            return ~hidden if visible else hidden

        parts = [] if self.diagonal is None else [diagonal_view(xp, flags(self.diagonal), self.n, self.m)]
        parts += [] if self.columns is None else [flags(self.columns)[None, :]]
        if len(parts) == 1:
            return parts[0]
        return xp.logical_and(*parts) if visible else xp.logical_or(*parts)


def flush_below(dtype: Any, m: int) -> float:
    """The logit (after the shift by the row max) below which a weight is flushed to 0:
    ln(smallest normal number · m). Anything above it gives a normal exp and, divided
    by a row sum of at most m, a normal weight; what is flushed is below m · 1.2e-38
    (float32) or m · 2.2e-308 (float64)."""
    return math.log(float(np.finfo(dtype).tiny)) + math.log(max(int(m), 1))


def softmax_rows(xp: Any, x: Any, divisor: float = 1.0, mask: Any = None, offsets: Offsets | None = None,
                 spread: float | None = None) -> Any:
    """Row-wise softmax of ``(x + offsets) / divisor`` that cannot overflow:
    exp((x + offsets − row max) / divisor) / Σ, the max taken over the unmasked entries.

    Entries of −∞, and those where ``mask`` is True, become exactly 0.
    ``offsets`` (:class:`Offsets`: ALiBi's bias times the divisor, −∞ for a
    hidden key) are added in the pass that makes the working array. The scaled
    (and masked, and biased) scores need not exist as arrays of their own:
    dividing after the max is subtracted gives the same softmax (the max of
    x / d is max(x) / d for d > 0), and the pipeline keeps those steps lazy.

    ``spread``: an upper bound on how far apart the entries of a row of ``x``
    lie (the pipeline's Cauchy–Schwarz bound). When it and the offsets' own
    spread allow a weight below the smallest normal number, such weights are
    flushed to exactly 0 (:func:`flush_below`) instead of costing every later
    pass a subnormal slow path. None: no flushing (short rows, other callers).
    """
    if not divisor > 0:
        raise ValueError("divisor must be positive")
    e = None if mask is None else xp.where(mask, -xp.inf, x)
    terms = [] if offsets is None else offsets.terms(xp)
    for term in terms:
        e = xp.add(x, term) if e is None else xp.add(e, term, out=e)
    peak = (x if e is None else e).max(axis=1, keepdims=True)
    if terms and not bool(xp.isfinite(peak).all()):
        # A score of +∞ (an overflow) plus a hidden key's −∞ is NaN: hide those cells
        # again, as the mask would, so that a hidden weight stays exactly 0.
        for term in terms:
            xp.copyto(e, -xp.inf, where=xp.isneginf(term))
        peak = e.max(axis=1, keepdims=True)
    # A row with every entry masked has peak −∞; keep it from making NaN.
    peak = xp.where(xp.isfinite(peak), peak, 0)
    if e is None:
        e = xp.subtract(x, peak)
    else:
        e -= peak
    if divisor != 1.0:
        e /= divisor
    low = flush_below(e.dtype, int(e.shape[1]))
    reach = None if spread is None else (spread + (offsets.spread if offsets is not None else 0.0)) / divisor
    flush = reach is not None and -reach < low
    slow_inf = e.dtype in SLOW_EXP_OF_INF
    if flush and slow_inf:
        # The cells to set to 0: a NaN from an overflow is kept (it is not below anything).
        keep = xp.less(e, low)
        xp.logical_not(keep, out=keep)
        xp.exp(e, out=e, where=keep)
        xp.logical_not(keep, out=keep)
        xp.copyto(e, 0.0, where=keep)
    elif slow_inf and offsets is not None and offsets.hides:
        # The hidden cells are known from the n + m offsets: exp skips them, and they are set to 0.
        xp.exp(e, out=e, where=offsets.keys(xp, visible=True))
        xp.copyto(e, 0.0, where=offsets.keys(xp, visible=False))
    else:
        if flush:
            xp.copyto(e, -xp.inf, where=e < low)
        xp.exp(e, out=e)
    e /= e.sum(axis=1, keepdims=True)
    return e
