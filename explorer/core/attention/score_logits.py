"""What the softmax reads: a head's scores S = Q_rot·K_rotᵀ made (again), divided by
c, ALiBi's bias added and soft-capped (:func:`logits_of`), the causal blocks a query
reads (:func:`causal_blocks`), and one softmax map made in the scores' own array
(:func:`map_weights`): the one forward's (:mod:`explorer.core.attention.forward`)
stages between the product and the weights.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from explorer.core.attention.lazy_scores import product
from explorer.core.attention.masks import causal_alone
from explorer.core.attention.recent_stages import softmax_with_sink
from explorer.core.attention.variant_steps import alibi_bias
from explorer.core.attention.variants import slopes_of
from explorer.core.session import Session


def largest_norm(xp: Any, rows: Any) -> float:
    """The largest Euclidean length of a row of ``rows`` (n × d): with another's, the bound
    |q·k| ≤ ‖q‖·‖k‖ on every score (Cauchy–Schwarz), from n + m norms."""
    return float(xp.sqrt(xp.einsum("ij,ij->i", rows, rows).max())) if rows.shape[0] else 0.0


def _rows(one: Any, half: int, divisor: float) -> tuple[Any, Any]:
    """(Q_rot / c, K_rot), over the first or second halves of the columns with ``half`` 1 or 2."""
    q, k = one.q_rot, one.k_rot
    if half:
        d = int(q.shape[1]) // 2
        part = slice(0, d) if half == 1 else slice(d, None)
        q, k = q[:, part], k[:, part]
    return (q if divisor == 1.0 else q / divisor), k


def scores_of(xp: Any, one: Any, half: int = 0) -> Any:
    """What makes head ``one``'s scores again: ``make()`` all of them, ``make(i)`` query i's
    row, ``make(rows)`` a band (S = Q_rot·K_rotᵀ; ``half`` 1 or 2: differential attention's
    S₁ or S₂, over the first or second halves)."""
    return product(xp, *_rows(one, half, 1.0))


def read_scores(xp: Any, session: Session, one: Any, half: int = 0, divisor: float = 1.0) -> Any:
    """The scores a query reads, a new array: S in every block of :func:`causal_blocks`,
    the cells right of them unset (no causal query reads them; the lean forward's softmax
    zeroes them). ``divisor``: S / c made as (Q_rot / c)·K_rotᵀ, n·d divisions instead of
    n·m (within an ulp of S / c; not where ties matter, as top-k's)."""
    q, k = _rows(one, half, divisor)
    if session.mode != "causal":
        return q @ k.T
    out = xp.empty((int(q.shape[0]), int(k.shape[0])), dtype=q.dtype)
    for rows, cols in causal_blocks(session):
        out[rows, cols] = q[rows] @ k[cols].T
    return out


def weighted_values_sum(xp: Any, session: Session, a: Any, v: Any) -> Any:
    """Z = A·V from the blocks of :func:`causal_blocks` (a causal row's weights right of its
    block are 0: about half the products)."""
    if session.mode != "causal":
        return a @ v
    z = xp.empty((int(a.shape[0]), int(v.shape[1])), dtype=a.dtype)
    for rows, cols in causal_blocks(session):
        z[rows] = a[rows, cols] @ v[cols]
    return z


def map_weights(xp: Any, session: Session, head: int, scaled: Any, dt: Any, hidden: Any,
                times: float = 1.0) -> Any:
    """One softmax map of a head without sinks or top-k (each of differential attention's),
    made in the scaled scores' own array (``scaled``: S / c): softmax(c·tanh(S′ / c) …) over
    the visible keys; ``times``: the weights times this number (λ·A₂, within an ulp)."""
    logits = logits_of(xp, session, head, scaled, 1.0, dt, visible_only=True, in_place=True)
    return softmax_with_sink(xp, logits, hidden, None, overwrite=True, blocks=causal_blocks(session),
                             causal_only=causal_alone(session), times=times)[0]


def biased_scores(xp: Any, session: Session, head: int, scores: Any, divisor: float, dt: Any, *,
                  in_place: bool = False, visible_only: bool = False) -> Any:
    """S′ + B: S / c with ALiBi's bias added (S / c without ALiBi), a new array (``scores``
    itself ``in_place``; then, ``visible_only``, only in the blocks of :func:`causal_blocks`)."""
    if in_place:
        for rows, cols in (causal_blocks(session) if visible_only and divisor != 1.0 else
                           ((slice(None), slice(None)),) if divisor != 1.0 else ()):
            scores[rows, cols] /= divisor
        pre = scores
    else:
        pre = scores / divisor
    pos = session.positions
    if pos is not None and pos.kind == "alibi":
        pre += alibi_bias(xp, float(slopes_of(session)[head]), session.n, session.m, np.dtype(dt))
    return pre


def logits_of(xp: Any, session: Session, head: int, scores: Any, divisor: float, dt: Any, *,
              visible_only: bool = False, in_place: bool = False) -> Any:
    """What the softmax reads before the mask: S′ + B, soft-capped when the session caps
    (c·tanh(x / c), made in the same array). ``visible_only``: the cap is taken only in
    blocks a causal mask leaves some key of (a hidden cell's value is never read): tanh
    costs what an exp does, and this halves it. ``in_place``: made in ``scores``' own array."""
    pre = biased_scores(xp, session, head, scores, divisor, dt, in_place=in_place, visible_only=visible_only)
    if session.softcap is not None:
        cap = float(session.softcap)
        for rows, cols in (causal_blocks(session) if visible_only else ((slice(None), slice(None)),)):
            block = pre[rows, cols]
            if visible_only:  # the weights' path: tanh(x) = 1 − 2/(e^(2x) + 1), exp being 4× faster
                block *= 2.0 / cap  # than NumPy's float64 tanh; off by ~1e-16, absolute (what a softmax reads)
                xp.exp(block, out=block)
                block += 1.0
                xp.divide(-2.0 * cap, block, out=block)
                block += cap
            else:  # what a view shows: tanh itself, every digit
                block /= cap
                xp.tanh(block, out=block)
                block *= cap
    return pre


#: Rows a block of :func:`causal_blocks` holds.
CAUSAL_BLOCK = 256


def causal_blocks(session: Session) -> list[tuple[slice, slice]]:
    """(rows, columns) blocks that hold every key a causal query may read (the columns up
    to the block's last row): about half the cells; the whole matrix in any other mode."""
    if session.mode != "causal":
        return [(slice(None), slice(None))]
    n = session.n
    return [(slice(r, min(r + CAUSAL_BLOCK, n)), slice(0, min(r + CAUSAL_BLOCK, n))) for r in range(0, n, CAUSAL_BLOCK)]
