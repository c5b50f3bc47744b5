"""Flash attention's online softmax, tile by tile: the same output without an n × m array.

The fused kernels (FlashAttention, Dao et al., 2022) never hold the whole
score matrix. They walk the keys in tiles of b and keep, for every query row,
only a running max m, a running sum ℓ and an accumulator of d_v numbers. When a
tile raises the max, what was summed so far is rescaled by exp(m_old − m_new):

    m_new = max(m_old, max_j S′_ij over the tile)
    ℓ_new = ℓ_old·exp(m_old − m_new) + Σ_j exp(S′_ij − m_new)
    acc_new = acc_old·exp(m_old − m_new) + Σ_j exp(S′_ij − m_new)·v_j

and at the end Z = acc / ℓ, which is softmax(S′)·V. :func:`online_attention`
returns every tile's state so a walkthrough can show it; the largest array it
makes is n × b.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.attention.masks import hidden_mask
from explorer.core.attention.variant_steps import alibi_bias
from explorer.core.session import SessionError
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.trace import Trace
from explorer.core.attention.variants import slopes_of
from explorer.core.wording import translate


@dataclass(frozen=True)
class TileState:
    """The state after one tile of keys (``keys``: their 0-based indices)."""

    index: int
    keys: range
    logits: np.ndarray    # n × b: S′ of this tile (−∞ where hidden)
    rescale: np.ndarray   # n: exp(m_old − m_new), what the earlier sums were multiplied by
    m: np.ndarray         # n: the running max after this tile
    l: np.ndarray         # n: the running sum ℓ
    acc: np.ndarray       # n × d_v: the running, unnormalized output


@dataclass(frozen=True)
class OnlineSoftmax:
    block: int
    tiles: tuple[TileState, ...]
    output: np.ndarray    # n × d_v: acc / ℓ after the last tile
    largest_cells: int    # the largest array it made (n × b), against the n × m it never made
    full_cells: int


def online_attention(trace: Trace, head: int = 0, block: int = 2) -> OnlineSoftmax:
    """The online-softmax walkthrough of ``head`` of ``trace`` over key tiles of ``block``
    (float64, from the trace's Q, K — rotated under RoPE — and V; never its scores)."""
    session = trace.session
    if session is None:
        raise ValueError("the trace has no session")
    if isinstance(block, bool) or not isinstance(block, (int, np.integer)) or block < 1:
        raise SessionError("block", translate("OnlineSoftmax", "the tile size must be a whole number of at least 1, "
                                                               "got {value}").format(value=repr(block)))
    rotated = step_key("q_rot", head) in trace
    q = np.asarray(trace.step("q_rot" if rotated else "q", head).array, dtype=np.float64)
    k = np.asarray(trace.step("k_rot" if rotated else "k", head).array, dtype=np.float64)
    v = np.asarray(trace.step("v", head).array, dtype=np.float64)
    n, m = q.shape[0], k.shape[0]
    alibi = session.positions is not None and session.positions.kind == "alibi"
    slope = float(slopes_of(session)[head]) if alibi else 0.0
    run_max = np.full(n, -np.inf)
    run_sum = np.zeros(n)
    acc = np.zeros((n, v.shape[1]))
    tiles = []
    for t, start in enumerate(range(0, m, block)):
        keys = range(start, min(start + block, m))
        cols = np.arange(keys.start, keys.stop)
        logits = q @ k[cols].T / trace.divisor
        if alibi:
            logits += alibi_bias(np, slope, n, m, np.dtype(np.float64), cols=cols)
        hidden = hidden_mask(np, session, cols=cols)
        if hidden is not None:
            logits = np.where(hidden, -np.inf, logits)
        new_max = np.maximum(run_max, logits.max(axis=1))
        # A row whose keys so far are all hidden has max −∞: shift by 0, and
        # rescale nothing (there is nothing summed yet).
        shift = np.where(np.isfinite(new_max), new_max, 0.0)
        with np.errstate(invalid="ignore"):
            rescale = np.where(np.isfinite(run_max), np.exp(run_max - shift), 0.0)
        p = np.exp(logits - shift[:, None])
        run_sum = run_sum * rescale + p.sum(axis=1)
        acc = acc * rescale[:, None] + p @ v[cols]
        run_max = new_max
        for array in (logits, rescale, run_max, run_sum, acc):
            array.setflags(write=False)
        tiles.append(TileState(t, keys, logits, rescale, run_max, run_sum, acc))
        run_max, run_sum, acc = run_max.copy(), run_sum.copy(), acc.copy()
    output = acc / run_sum[:, None]
    output.setflags(write=False)
    return OnlineSoftmax(int(block), tuple(tiles), output, n * min(block, m), n * m)
