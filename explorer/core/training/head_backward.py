"""One head's backward from its output to its rotated queries and keys, every variant.

:func:`head_backward` starts from ∂L/∂Z of a head (None when no output target
reaches it) and, for the head the weights target names, T; it goes back
through Z = A·V, the softmax (with its sink), the top-k and visibility rule
(the kept set is a constant: hidden cells have A = 0 and pass nothing), the
soft-cap and the divisor to S = q_rot·k_rotᵀ, or through the two softmaxes
of differential attention, or through linear attention's row normalisation
and φ = elu + 1. What comes before S (RoPE, QK-norm, the projections, the
latent) is :mod:`explorer.core.training.param_backward`'s.

:func:`log_weights` is ln A of the head for the weights loss, written for each
variant so that it stays finite where a weight underflows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from explorer.core.attention import forward
from explorer.core.attention.forward import HeadPass
from explorer.core.attention.recent_stages import elu1_slope
from explorer.core.session import Session
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: Said when a weights target meets differential attention (targets.py refuses it first).
DIFFERENTIAL_WEIGHTS = QT_TRANSLATE_NOOP("HeadBackward", "differential attention's weights A₁ − λA₂ can be negative, "
                                                         "so ln A (the weights loss) is undefined; train it toward an "
                                                         "output target")


@dataclass(eq=False)
class HeadGrads:
    """∂L/∂q_rot (n × width), ∂L/∂k_rot (m × width), ∂L/∂V (m × d_v), ∂L/∂S′ of the
    logits the softmax reads before the soft-cap (n × m; linear attention: ∂L/∂P;
    differential: the first map's, ``d_scaled_2`` the second's) and ∂L/∂sink (a
    scalar), each None where no loss reaches it."""

    d_q_rot: Any = None
    d_k_rot: Any = None
    d_v: Any = None
    d_scaled: Any = None
    d_scaled_2: Any = None
    d_sink: Any = None


def log_weights(xp: Any, session: Session, head: int, one: HeadPass, divisor: float,
                sink: float | None = None) -> Any:
    """ln A of head ``head`` (n × m; −∞ where a cell is hidden), from its forward ``one``
    and its sink logit ``sink`` (None without sinks)."""
    if session.differential is not None:
        raise ValueError(translate("HeadBackward", DIFFERENTIAL_WEIGHTS))
    if session.kernel is not None:
        # A = P / rowsum(P), so ln A = ln P − ln rowsum P: P > 0 wherever it is visible (φ > 0).
        p = _kernel_p(xp, one)
        with np.errstate(divide="ignore"):
            return xp.log(p) - xp.log(p.sum(axis=1, keepdims=True))
    if one.logits is None:  # the 2023 forward: its softmax reads the scores and n + m offsets
        return forward.log_softmax(xp, session, head, one.scores, divisor, np.float64)
    e = one.logits if one.hidden is None else xp.where(one.hidden, -xp.inf, one.logits)
    peak = e.max(axis=1, keepdims=True)
    if sink is not None:
        peak = xp.maximum(peak, sink)
    peak = xp.where(xp.isfinite(peak), peak, 0)
    total = xp.exp(e - peak).sum(axis=1, keepdims=True)
    if sink is not None:  # the sink is one more column of the denominator: ln A = l − ln(Σ eˡ + eˢ)
        total = total + xp.exp(sink - peak)
    return e - peak - xp.log(total)


def head_backward(xp: Any, session: Session, one: HeadPass, divisor: float, dz: Any,
                  target: Any = None, target_rows: Any = None, rows: int = 1) -> HeadGrads:
    """The gradients of one head (see :class:`HeadGrads`) from ∂L/∂Z = ``dz`` (or None)
    and, for the weights target's head, T (``target``, n × m), its row sums and r."""
    out = HeadGrads()
    da = None
    if dz is not None:
        out.d_v = one.a.T @ dz
        da = dz @ one.v.T
    if session.kernel is not None:
        return _linear(xp, one, da, target, target_rows, rows, out)
    if session.differential is not None:
        if target is not None:
            raise ValueError(translate("HeadBackward", DIFFERENTIAL_WEIGHTS))
        return _differential(xp, session, one, divisor, da, out)
    d_logits, out.d_sink = softmax_backward(one.a, da, one.sink_share, target, target_rows, rows)
    if d_logits is None:
        return out
    out.d_scaled = cap_backward(session, one.logits, d_logits)
    d_s = out.d_scaled / divisor
    # S = q_rot·k_rotᵀ: ∂L/∂q_rot = ∂L/∂S·k_rot, ∂L/∂k_rot = ∂L/∂Sᵀ·q_rot.
    out.d_q_rot, out.d_k_rot = d_s @ one.k_rot, d_s.T @ one.q_rot
    return out


def softmax_backward(a: Any, da: Any, share: Any, target: Any, target_rows: Any, rows: int) -> tuple[Any, Any]:
    """(∂L/∂logits, ∂L/∂sink) of A = softmax over a row's visible logits and the sink.

    From ∂L/∂A: A ⊙ (∂L/∂A − rowsum(A ⊙ ∂L/∂A)); the sink's column has no ∂L/∂A of its
    own, so ∂L/∂sink = −Σ_i σ_i·rowsum(A ⊙ ∂L/∂A)_i (σ_i its share of row i). From the
    cross-entropy −(1/r)Σ T ln A: (A ⊙ rowsum T − T)/r, and ∂L/∂sink = Σ_i σ_i·rowsum(T)_i / r."""
    d_logits = d_sink = None
    if da is not None:
        row = (a * da).sum(axis=1, keepdims=True)
        d_logits = a * (da - row)
        if share is not None:
            d_sink = -(share[:, None] * row).sum()
    if target is not None:
        ce = (a * target_rows - target) / rows
        d_logits = ce if d_logits is None else d_logits + ce
        if share is not None:
            part = (share[:, None] * target_rows).sum() / rows
            d_sink = part if d_sink is None else d_sink + part
    return d_logits, d_sink


def cap_backward(session: Session, logits: Any, d_logits: Any) -> Any:
    """∂L/∂(S′ + bias) from ∂L/∂logits: c·tanh(x/c) has slope 1 − tanh², and tanh = logits/c
    (ALiBi's bias is a constant: it passes the gradient on unchanged)."""
    if session.softcap is None:
        return d_logits
    t = logits / float(session.softcap)
    return d_logits * (1.0 - t * t)


def _differential(xp: Any, session: Session, one: HeadPass, divisor: float, da: Any, out: HeadGrads) -> HeadGrads:
    # A = A₁ − λA₂: each half's own softmax gets its share of ∂L/∂A (−λ for the second),
    # then its own scores, each from half of q_rot and k_rot.
    if da is None:
        return out
    lam = float(session.differential)
    d1, _ = softmax_backward(one.a_1, da, None, None, None, 1)
    d2, _ = softmax_backward(one.a_2, -lam * da, None, None, None, 1)
    out.d_scaled = cap_backward(session, one.logits, d1)
    out.d_scaled_2 = cap_backward(session, one.logits_2, d2)
    d_s1, d_s2 = out.d_scaled / divisor, out.d_scaled_2 / divisor
    half = session.d_k // 2
    q, k = one.q_rot, one.k_rot
    out.d_q_rot = xp.concatenate([d_s1 @ k[:, :half], d_s2 @ k[:, half:]], axis=1)
    out.d_k_rot = xp.concatenate([d_s1.T @ q[:, :half], d_s2.T @ q[:, half:]], axis=1)
    return out


def _kernel_p(xp: Any, one: HeadPass) -> Any:
    p = one.phi_q @ one.phi_k.T
    return p if one.hidden is None else xp.where(one.hidden, 0.0, p)


def _linear(xp: Any, one: HeadPass, da: Any, target: Any, target_rows: Any, rows: int,
            out: HeadGrads) -> HeadGrads:
    # A = P / rowsum(P), P = φ(q_rot)·φ(k_rot)ᵀ with hidden cells 0: ∂A_ij/∂P_ik =
    # (δ_jk − A_ij)/rowsum_i, so ∂L/∂P = (∂L/∂A − rowsum(A ⊙ ∂L/∂A))/rowsum; the weights loss
    # −(1/r)Σ T (ln P − ln rowsum P) gives −(T/P − rowsum(T)/rowsum(P))/r.
    p = _kernel_p(xp, one)
    total = p.sum(axis=1, keepdims=True)
    dp = None
    if da is not None:
        dp = (da - (one.a * da).sum(axis=1, keepdims=True)) / total
    if target is not None:
        has = target > 0
        ratio = xp.where(has, target / xp.where(has, p, 1.0), 0.0)
        ce = (target_rows / total - ratio) / rows
        dp = ce if dp is None else dp + ce
    if dp is None:
        return out
    if one.hidden is not None:  # a hidden P is the constant 0
        dp = xp.where(one.hidden, 0.0, dp)
    out.d_scaled = dp
    out.d_q_rot = (dp @ one.phi_k) * elu1_slope(xp, one.q_rot)
    out.d_k_rot = (dp.T @ one.phi_q) * elu1_slope(xp, one.k_rot)
    return out
