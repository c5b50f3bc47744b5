"""The softmax over each row of the scores: the pipeline's hot path, on any backend.

One n × m working array is made and everything else happens in it, in place:
at long sequences each extra array is a pass over fresh memory
(bench_compute.py: about 10 % at n = 4096). What the variants add to the
scores (ALiBi's bias, −∞ for a hidden key) arrives as n + m numbers
(:class:`Offsets`), read through views, so they cost no n × m array.

Facts of the hardware that shape it (NumPy 2.4, n = 2048, one core;
benchmarks/bench_variants.py measures the whole pipeline):

- a *subnormal* number (below 1.2e-38 in float32, 2.2e-308 in float64) sends
  exp, the division and BLAS's A·V down a slow path: exp was 14× (float32)
  to 70× (float64) slower per element. ALiBi's steep heads push a band of
  every row there (−m_h·|i − j| reaches −512 at 2048 tokens with m_h = 1/4):
  a run with ALiBi took 1.5× as long as one without. Weights that small are
  flushed to exactly 0 when they can occur (:func:`softmax_rows`'s ``spread``).
- a hidden cell needs no work: its weight is 0. NumPy's float64 exp is about
  2.5× slower on −∞ than on a number, while a ``where=`` pass scans its whole
  mask and costs more per cell it computes. So with NumPy the diagonals that
  the causal mask or a window hides are skipped where that pays
  (:data:`SKIP_HIDDEN_BELOW`): every pass reads the visible cells only,
  through a view of n + m flags, into a zeroed array. Padding (a ``where=``
  pass over a pattern of columns, or over the columns' one visible run, was
  slower than exp of all of them), the rest, and everything on CuPy (whose
  ufuncs take no ``where=``) add −∞ for a hidden key.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from explorer.core.attention.diagonals import diagonal_view

#: A causal mask or a window (hidden diagonals) is read through ``where=`` passes when
#: at most this share of the cells stays visible; else added as −∞ (module notes).
#: Softmax alone at n = 2048, ms: float32's exp of −∞ is cheap and a where= pass scans
#: its whole mask, so it pays only for a narrow window (causal, half visible: 19.8 so
#: against 12.8 as −∞; a causal window of n/8, 12 %: 8.9 against 10.4; a self window
#: of n/8, 23 %: 10.3 against 10.6, and with scattered padding 13.5 against 12.5);
#: float64's exp is slow on −∞, so it always pays (causal: 27 against 34; the
#: windows: 19–20 against 36–40).
SKIP_HIDDEN_BELOW = {np.dtype(np.float32): 0.15, np.dtype(np.float64): 1.0}


@dataclass(frozen=True)
class Offsets:
    """What a head's softmax adds to its n × m scores before the row max, as n + m
    numbers (:meth:`make`; the pipeline's come from
    :func:`explorer.core.attention.variant_steps.softmax_offsets`).

    ``bias``: one finite value per diagonal j − i (n + m − 1,
    :func:`explorer.core.attention.diagonals.offsets`), ALiBi's bias times the divisor,
    or None. ``hidden_diagonals``: True for each diagonal the causal mask or
    the window hides, or None; ``visible_share``: the share of the n × m cells
    they leave visible. ``hidden_columns``: True for each padding key (m), or
    None. ``spread``: how far apart the bias values lie.
    """

    n: int
    m: int
    bias: Any = None
    hidden_diagonals: Any = None
    hidden_columns: Any = None
    visible_share: float = 1.0
    spread: float = 0.0

    @classmethod
    def make(cls, xp: Any, n: int, m: int, dtype: Any, bias: np.ndarray | None = None,
             hidden_diagonals: np.ndarray | None = None, hidden_columns: np.ndarray | None = None) -> Offsets:
        """From host arrays (either may be None); moved to ``xp``'s device in ``dtype``."""
        share = 1.0
        if hidden_diagonals is not None:
            k = np.arange(-(n - 1), m)
            cells = np.minimum(n, m - k) - np.maximum(0, -k)  # the length of each diagonal
            share = float(cells[~hidden_diagonals].sum()) / (n * m)
        spread = float(bias.max() - bias.min()) if bias is not None and bias.size else 0.0
        return cls(n, m, None if bias is None else xp.asarray(bias, dtype=dtype),
                   None if hidden_diagonals is None else xp.asarray(hidden_diagonals),
                   None if hidden_columns is None else xp.asarray(hidden_columns), share, spread)

    def terms(self, xp: Any, dtype: Any, skipping: bool = False) -> list[Any]:
        """What is added to the scores, as arrays that broadcast to n × m: one view of the
        diagonals (the bias, −∞ where hidden), a 1 × m row (−∞ for padding). ``skipping``:
        the hidden diagonals are left to ``where=`` passes (:meth:`visible`), not −∞."""
        out = []
        hide = None if skipping else self.hidden_diagonals
        if self.bias is not None or hide is not None:
            values = self.bias if self.bias is not None else xp.zeros(self.n + self.m - 1, dtype=dtype)
            if hide is not None:
                values = xp.where(hide, -xp.inf, values).astype(dtype)
            out.append(diagonal_view(xp, values, self.n, self.m))
        if self.hidden_columns is not None:
            out.append(xp.where(self.hidden_columns, -xp.inf, 0.0).astype(dtype)[None, :])
        return out

    def visible(self, xp: Any, dtype: Any) -> Any:
        """The cells the diagonals leave visible, as a view of n + m flags, when the
        softmax should read only them through ``where=`` (NumPy; module notes); else None."""
        if xp is not np or self.hidden_diagonals is None:
            return None  # CuPy's ufuncs take no where=
        if self.visible_share > SKIP_HIDDEN_BELOW.get(np.dtype(dtype), 0.0):
            return None
        return diagonal_view(xp, ~self.hidden_diagonals, self.n, self.m)


def flush_below(dtype: Any, m: int) -> float:
    """The logit (after the shift by the row max) below which a weight is flushed to 0:
    ln(smallest normal number · m). Anything above it gives a normal exp and, divided
    by a row sum of at most m, a normal weight; what is flushed is below m · 1.2e-38
    (float32) or m · 2.2e-308 (float64)."""
    return math.log(float(np.finfo(dtype).tiny)) + math.log(max(int(m), 1))


def softmax_rows(xp: Any, x: Any, divisor: float = 1.0, mask: Any = None, offsets: Offsets | None = None,
                 spread: float | None = None, overwrite: bool = False) -> Any:
    """Row-wise softmax of ``(x + offsets) / divisor`` that cannot overflow:
    exp((x + offsets − row max) / divisor) / Σ, the max taken over the unmasked entries.

    Entries of −∞, and those where ``mask`` is True or ``offsets`` hide a key,
    become exactly 0. ``offsets`` (:class:`Offsets`: ALiBi's bias times the
    divisor, the hidden keys) cost no n × m array. The scaled (and masked, and
    biased) scores need not exist as arrays of their own: dividing after the
    max is subtracted gives the same softmax (the max of x / d is max(x) / d
    for d > 0), and the pipeline keeps those steps lazy.

    ``spread``: an upper bound on how far apart the entries of a row of ``x``
    lie (the pipeline's Cauchy–Schwarz bound). When it and the bias allow a
    weight below the smallest normal number, such weights are flushed to
    exactly 0 (:func:`flush_below`) instead of costing every later pass a
    subnormal slow path. None: no flushing (short rows, other callers).

    ``overwrite``: ``x`` is the caller's to spend, and the weights are made in
    its own array where no ``where=`` pass needs a zeroed one (the pipeline's
    long sequences: one n × m array at the peak instead of two).
    """
    if not divisor > 0:
        raise ValueError("divisor must be positive")
    dtype = x.dtype
    visible = None if offsets is None or mask is not None else offsets.visible(xp, dtype)
    # where= only when a mask is read so (CuPy's ufuncs take none).
    only = {} if visible is None else {"where": visible}
    terms = [] if offsets is None else offsets.terms(xp, dtype, skipping=visible is not None)
    # The working array; zeros where the where= passes leave hidden cells alone.
    e = None if mask is None else xp.where(mask, -xp.inf, x)
    if overwrite and e is None and not only:
        e = x
    for term in terms:
        if e is None:
            e = xp.add(x, term, out=xp.zeros(x.shape, dtype=x.dtype), **only) if only else xp.add(x, term)
        else:
            xp.add(e, term, out=e, **only)
    src = x if e is None else e
    peak = xp.max(src, axis=1, keepdims=True, initial=-xp.inf, **only) if only else src.max(axis=1, keepdims=True)
    if terms and not bool(xp.isfinite(peak).all()):
        # A score of +∞ (an overflow) plus a hidden key's −∞ is NaN: hide those cells
        # again, as the mask would, so that a hidden weight stays exactly 0.
        for term in terms:
            xp.copyto(e, -xp.inf, where=xp.isneginf(term))
        peak = xp.max(e, axis=1, keepdims=True, initial=-xp.inf, **only) if only else e.max(axis=1, keepdims=True)
    # A row with every entry masked has peak −∞; keep it from making NaN.
    peak = xp.where(xp.isfinite(peak), peak, 0)
    if e is None:
        e = xp.subtract(x, peak, out=xp.zeros(x.shape, dtype=x.dtype), **only) if only else xp.subtract(x, peak)
    else:
        xp.subtract(e, peak, out=e, **only)
    if divisor != 1.0:
        xp.divide(e, divisor, out=e, **only)
    bias_spread = offsets.spread if offsets is not None else 0.0
    low = flush_below(dtype, int(e.shape[1]))
    if spread is not None and -(spread + bias_spread) / divisor < low:
        # Cells below the line become −∞, and so exactly 0 (a hidden cell's 0 and
        # a NaN from an overflow are not below it).
        xp.copyto(e, -xp.inf, where=e < low)
    xp.exp(e, out=e, **only)
    xp.divide(e, e.sum(axis=1, keepdims=True), out=e, **only)
    return e
