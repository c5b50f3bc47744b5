"""The arithmetic of the version-4 stages, on any array backend, each with what its
gradient needs (the trainer's backward reads the same arrays):

- :func:`rms_norm`: x ← g ⊙ x / √(mean(x²) + eps) over the last ``width`` numbers;
- :func:`top_k_hidden`: the cells a row hides when it keeps only its k largest visible scores
  (:func:`hide_top_k` writes them into the logits);
- :func:`softmax_with_sink`: a row's softmax over its visible logits and one sink logit;
- :func:`elu1`: linear attention's feature map φ(x) = elu(x) + 1.
"""

from __future__ import annotations

from typing import Any


def rms(xp: Any, x: Any, eps: float) -> Any:
    """√(mean(x²) + eps) of each row of ``x`` (a column)."""
    return xp.sqrt((x * x).mean(axis=1, keepdims=True) + eps)


def rms_norm(xp: Any, x: Any, g: Any, eps: float) -> Any:
    """g ⊙ x / √(mean(x²) + eps), row by row (RMSNorm, Zhang & Sennrich, 2019)."""
    return x / rms(xp, x, eps) * g


def rms_norm_backward(xp: Any, x: Any, g: Any, eps: float, dy: Any) -> tuple[Any, Any]:
    """(∂L/∂x, ∂L/∂g) of y = g ⊙ x / r, r = √(mean(x²) + eps), from ∂L/∂y:
    ∂L/∂x = (g ⊙ dy)/r − x·Σ(g ⊙ dy ⊙ x)/(D·r³) and ∂L/∂g = Σ_rows dy ⊙ x / r."""
    r = rms(xp, x, eps)
    gdy = dy * g
    width = x.shape[1]
    dx = gdy / r - x * (gdy * x).sum(axis=1, keepdims=True) / (width * r ** 3)
    return dx, (dy * x / r).sum(axis=0)


def top_k_hidden(xp: Any, logits: Any, hidden: Any, k: int) -> Any:
    """What each row hides once it keeps only its ``k`` largest visible logits (the
    lower key index first among equals): ``hidden`` or-ed with the cells it drops;
    ``logits`` are left as they are (:func:`hide_top_k` writes into them)."""
    if k >= int(logits.shape[1]):
        return hidden
    return _top_k_dropped(xp, logits if hidden is None else xp.where(hidden, -xp.inf, logits), k) | \
        (False if hidden is None else hidden)


def hide_top_k(xp: Any, logits: Any, hidden: Any, k: int, blocks: list[tuple[slice, slice]], *,
               causal_only: bool = False) -> Any:
    """:func:`top_k_hidden` made in ``logits`` itself (the caller's to spend): −∞ written
    in every cell ``hidden`` hides and every cell top-k drops, block by block (the blocks
    and ``causal_only`` as :func:`softmax_with_sink`'s); returns what each row hides, which
    the softmax then need not read (the logits carry it)."""
    n, m = int(logits.shape[0]), int(logits.shape[1])
    out = xp.ones((n, m), dtype=bool)
    for rows, cols in blocks:
        part = logits[rows, cols]
        hide(xp, part, hidden, rows, cols, causal_only)
        dropped = _top_k_dropped(xp, part, k)
        xp.copyto(part, -xp.inf, where=dropped)
        out[rows, cols] = dropped if hidden is None else dropped | hidden[rows, cols]
    return out


def hide(xp: Any, part: Any, hidden: Any, rows: slice, cols: slice, causal_only: bool) -> None:
    """−∞ in the block ``part`` (= logits[rows, cols]) wherever ``hidden`` hides a key; with
    ``causal_only`` (a causal mask alone, the columns a prefix) only the block's diagonal
    square is read: no key left of a block's first row is hidden from it."""
    if hidden is None:
        return
    if causal_only and rows.start is not None and cols.start in (None, 0):
        square = slice(rows.start, cols.stop)
        xp.copyto(part[:, square], -xp.inf, where=hidden[rows, square])
    else:
        xp.copyto(part, -xp.inf, where=hidden[rows, cols])


def _top_k_dropped(xp: Any, e: Any, k: int) -> Any:
    """The visible cells of ``e`` (hidden ones −∞, not counted) outside each row's k largest."""
    m = int(e.shape[1])
    if k >= m:
        return xp.zeros(e.shape, dtype=bool)
    # The k-th largest of each row by a partial sort (O(m) a row, not a sort's O(m log m)):
    # every smaller score is dropped; a row with fewer than k visible keys has k-th
    # largest −∞ and drops none.
    kth = xp.partition(e, m - k, axis=1)[:, m - k:m - k + 1]
    dropped = e < kth
    # More scores equal to the k-th largest than the row has room for (real scores rarely
    # tie): of those, the lower key indices are kept until the row has k.
    crowded = (m - xp.count_nonzero(dropped, axis=1) > k) & (kth[:, 0] > -xp.inf)
    if bool(crowded.any()):
        rows = xp.nonzero(crowded)[0]
        sub, edge = e[rows], kth[rows]
        ties = sub == edge
        room = k - (sub > edge).sum(axis=1, keepdims=True)
        dropped[rows] = ~((sub > edge) | (ties & (xp.cumsum(ties, axis=1) <= room)))
    return dropped


def softmax_with_sink(xp: Any, logits: Any, hidden: Any, sink: float | None, *,
                      overwrite: bool = False, blocks: list[tuple[slice, slice]] | None = None,
                      causal_only: bool = False, times: float = 1.0) -> tuple[Any, Any]:
    """(A, sink share): each row's softmax over its visible logits and, when given, the
    sink logit as one more column that is then dropped (so a row sums to 1 − its share;
    gpt-oss). Hidden cells get exactly 0; the share is None without a sink. One n × m
    array, worked in place (``logits``' own with ``overwrite``).

    ``blocks``: (rows, columns) blocks that hold every visible cell of their rows, the
    columns a prefix (a causal mask's, :func:`explorer.core.attention.score_logits.causal_blocks`):
    only they are computed, the rest of each row set to 0 (half the exp of a causal head).
    ``causal_only``: ``hidden`` is a causal mask and nothing more, so a block's hidden cells
    lie in its columns from its first row on (the block's diagonal square): only there is it read.
    ``times``: the weights times this number, in the same pass (differential attention's λ·A₂)."""
    e = logits if overwrite else xp.array(logits, copy=True)
    shares = []
    for rows, cols in blocks or ((slice(None), slice(None)),):
        part = e[rows, cols]
        hide(xp, part, hidden, rows, cols, causal_only and bool(blocks))
        peak = part.max(axis=1, keepdims=True)
        if sink is not None:
            peak = xp.maximum(peak, sink)
        peak = xp.where(xp.isfinite(peak), peak, 0)
        part -= peak
        xp.exp(part, out=part)
        total = part.sum(axis=1, keepdims=True)
        if sink is not None:
            extra = xp.exp(sink - peak)
            total = total + extra
            shares.append((extra / total)[:, 0])
        part /= total if times == 1.0 else total / times
        if cols.stop is not None:
            e[rows, cols.stop:] = 0
    return e, (None if sink is None else xp.concatenate(shares))


def elu1(xp: Any, x: Any) -> Any:
    """φ(x) = elu(x) + 1: x + 1 above 0, eˣ below — positive, so every weight is."""
    return xp.where(x > 0, x + 1.0, xp.exp(xp.minimum(x, 0.0)))


def elu1_slope(xp: Any, x: Any) -> Any:
    """φ′(x): 1 above 0, eˣ below."""
    return xp.where(x > 0, 1.0, xp.exp(xp.minimum(x, 0.0)))
