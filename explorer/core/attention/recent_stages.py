"""The arithmetic of the version-4 stages, on any array backend, each with what its
gradient needs (the trainer's backward reads the same arrays):

- :func:`rms_norm`: x ← g ⊙ x / √(mean(x²) + eps) over the last ``width`` numbers;
- :func:`soft_cap`: c·tanh(S / c);
- :func:`top_k_hidden`: the cells a row hides when it keeps only its k largest visible scores;
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


def soft_cap(xp: Any, s: Any, cap: float) -> Any:
    """c·tanh(S / c): equal to S near 0, never beyond ±c (Gemma 2). One new array."""
    out = s / cap
    xp.tanh(out, out=out)
    out *= cap
    return out


def top_k_hidden(xp: Any, logits: Any, hidden: Any, k: int) -> Any:
    """What each row hides once it keeps only its ``k`` largest visible logits (the
    lower key index first among equals): ``hidden`` or-ed with the cells it drops."""
    m = int(logits.shape[1])
    if k >= m:
        return hidden
    e = logits if hidden is None else xp.where(hidden, -xp.inf, logits)
    # The k-th largest of each row by a partial sort (O(m) a row, not a sort's O(m log m)):
    # every larger score is kept, and of the scores equal to it the lowest key indices
    # until the row has k.
    kth = -xp.partition(-e, k - 1, axis=1)[:, k - 1:k]
    above = e > kth
    ties = e == kth
    room = k - above.sum(axis=1, keepdims=True)
    kept = above | (ties & (xp.cumsum(ties, axis=1) <= room))
    dropped = ~kept
    return dropped if hidden is None else dropped | hidden


def softmax_with_sink(xp: Any, logits: Any, hidden: Any, sink: float | None, *,
                      overwrite: bool = False) -> tuple[Any, Any]:
    """(A, sink share): each row's softmax over its visible logits and, when given, the
    sink logit as one more column that is then dropped (so a row sums to 1 − its share;
    gpt-oss). Hidden cells get exactly 0; the share is None without a sink. One n × m
    array, worked in place (``logits``' own with ``overwrite``)."""
    e = logits if overwrite else xp.array(logits, copy=True)
    if hidden is not None:
        xp.copyto(e, -xp.inf, where=hidden)
    peak = e.max(axis=1, keepdims=True)
    if sink is not None:
        peak = xp.maximum(peak, sink)
    peak = xp.where(xp.isfinite(peak), peak, 0)
    e -= peak
    xp.exp(e, out=e)
    total = e.sum(axis=1, keepdims=True)
    if sink is None:
        e /= total
        return e, None
    extra = xp.exp(sink - peak)
    total = total + extra
    e /= total
    return e, (extra / total)[:, 0]


def elu1(xp: Any, x: Any) -> Any:
    """φ(x) = elu(x) + 1: x + 1 above 0, eˣ below — positive, so every weight is."""
    return xp.where(x > 0, x + 1.0, xp.exp(xp.minimum(x, 0.0)))


def elu1_slope(xp: Any, x: Any) -> Any:
    """φ′(x): 1 above 0, eˣ below."""
    return xp.where(x > 0, 1.0, xp.exp(xp.minimum(x, 0.0)))
