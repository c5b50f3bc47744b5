"""The one attention forward: every stage of attention as a function of the weights.

:func:`explorer.core.attention.pipeline.run` turns a session into the steps a person
sees; training (:mod:`explorer.core.training.gradients`) differentiates the same
attention. Both compute each stage here, so a variant added to this module is
on screen and trainable at once, and the loss a run reports is the loss of
the weights ``compute`` shows:

==================  ==============================================================
stage               what it does
==================  ==============================================================
:func:`inputs`      X and X_src, sinusoidal positions added where the session has
                    them; the score divisor c = √d_k (1 with scaling off) · T
:func:`project`     X·W (+ b)
:func:`rotate`      RoPE's turn of each row by its position (identity without
                    RoPE); ``inverse`` turns back, which is also its transpose
:func:`softmax`     softmax((S + offsets) / c) per row: ALiBi's bias and −∞ for
                    every key the visibility rule hides, from n + m numbers
:func:`log_softmax` its logarithm, finite where a weight underflows to 0
:func:`kv_owner`    the head whose W_K, W_V a grouped-query head reads
==================  ==============================================================

:func:`head_pass` chains them for one head's weights (the trainer's forward);
the pipeline chains the same functions while it records each step.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from explorer.core.attention.variant_steps import softmax_offsets
from explorer.core.attention.positions import rope_rotate, sinusoidal
from explorer.core.session import Session
from explorer.core.attention.softmax import softmax_rows
from explorer.core.attention.variants import group_heads

#: Parameters a grouped-query head shares with the other heads of its KV group.
SHARED_BY_GROUP = ("w_k", "w_v", "b_k", "b_v")


def score_divisor(session: Session, scale: bool = True, temperature: float = 1.0) -> float:
    """c in S′ = S / c: √d_k (or 1 with scaling off), times the temperature."""
    if not temperature > 0 or not math.isfinite(temperature):
        raise ValueError("temperature must be a positive number")
    return (math.sqrt(session.d_k) if scale else 1.0) * temperature


@dataclass(frozen=True, eq=False)
class Inputs:
    """What a session's attention reads besides its weights, on ``xp`` in ``dtype``:
    ``x`` (n × d_model, the queries' input) and ``src`` (m × d_model, the keys' and
    values' input: ``x`` itself unless in cross mode), each with its sinusoidal
    positions added when the session has them (``pe``, ``pe_src``, else None)."""

    session: Session
    xp: Any
    dtype: np.dtype
    divisor: float
    x: Any
    src: Any
    pe: Any = None
    pe_src: Any = None


def inputs(session: Session, xp: Any, dtype: Any = np.float64, *, scale: bool = True,
           temperature: float = 1.0) -> Inputs:
    """The :class:`Inputs` of ``session`` (positions added) and its score divisor."""
    dt = np.dtype(dtype)
    cross = session.mode == "cross"
    x = xp.asarray(session.embeddings, dtype=dt)
    src = xp.asarray(session.source_embeddings, dtype=dt) if cross else x
    divisor = score_divisor(session, scale, temperature)
    pos = session.positions
    if pos is None or pos.kind != "sinusoidal":
        return Inputs(session, xp, dt, divisor, x, src)
    pe = xp.asarray(sinusoidal(session.n, session.d_model), dtype=dt)
    if not cross:
        x = x + pe
        return Inputs(session, xp, dt, divisor, x, x, pe)
    # The source counts its own positions from 0.
    pe_src = xp.asarray(sinusoidal(session.m, session.d_model), dtype=dt)
    return Inputs(session, xp, dt, divisor, x + pe, src + pe_src, pe, pe_src)


def project(xp: Any, rows: Any, w: Any, b: Any, dtype: Any) -> Any:
    """rows·W (+ b, broadcast over the rows, when there is a bias)."""
    out = rows @ xp.asarray(w, dtype=dtype)
    return out if b is None else out + xp.asarray(b, dtype=dtype)


def uses_rope(session: Session) -> bool:
    return session.positions is not None and session.positions.kind == "rope"


def rotate(xp: Any, session: Session, rows: Any, dtype: Any, *, offset: int = 0, inverse: bool = False) -> Any:
    """RoPE: row p of ``rows`` (n × d_k) turned by the angles of position offset + p
    (back, with ``inverse``: a rotation's inverse is its transpose, what a gradient
    needs); ``rows`` itself without RoPE."""
    if not uses_rope(session):
        return rows
    pos = session.positions
    return rope_rotate(xp, rows, pos.theta, pos.pairs, dtype, offset, inverse=inverse)


def softmax(xp: Any, session: Session, head: int, logits: Any, divisor: float, dtype: Any, *,
            spread: float | None = None, overwrite: bool = False) -> Any:
    """A = softmax((S + offsets) / c) over each row of the scores S = logits (n × m):
    ALiBi's bias and the keys the visibility rule hides enter as n + m numbers."""
    offsets = softmax_offsets(xp, session, head, divisor, np.dtype(dtype))
    return softmax_rows(xp, logits, divisor, offsets=offsets, spread=spread, overwrite=overwrite)


def log_softmax(xp: Any, session: Session, head: int, logits: Any, divisor: float, dtype: Any) -> Any:
    """ln A of :func:`softmax`, without forming A (finite where A_ij underflows to 0;
    −∞ for a hidden key)."""
    offsets = softmax_offsets(xp, session, head, divisor, np.dtype(dtype))
    e = logits
    for term in ([] if offsets is None else offsets.terms(xp, np.dtype(dtype))):
        e = e + term
    peak = e.max(axis=1, keepdims=True)
    peak = xp.where(xp.isfinite(peak), peak, 0)
    shifted = (e - peak) / divisor
    return shifted - xp.log(xp.exp(shifted).sum(axis=1, keepdims=True))


def kv_owner(session: Session, head: int) -> int:
    """The head (0-based) whose W_K, W_V (b_K, b_V) ``head`` reads: the first of its
    KV group with grouped-query attention, the head itself otherwise."""
    if session.kv_groups is None:
        return head
    return group_heads(session, session.kv_group(head))[0]


@dataclass(eq=False)
class HeadPass:
    """One head's forward: Q (n × d_k), K (m × d_k), V (m × d_v), the rotated Q and K
    (the same arrays without RoPE), the scores S = Q_rot·K_rotᵀ (n × m), A (n × m) and
    Z = A·V (n × d_v)."""

    q: Any
    k: Any
    v: Any
    q_rot: Any
    k_rot: Any
    scores: Any
    a: Any
    z: Any


def head_pass(fwd: Inputs, head: int, w_q: Any, w_k: Any, w_v: Any, b_q: Any = None, b_k: Any = None,
              b_v: Any = None) -> HeadPass:
    """Head ``head``'s attention for the given weights (the session's own are not read)."""
    xp, dt, session = fwd.xp, fwd.dtype, fwd.session
    q = project(xp, fwd.x, w_q, b_q, dt)
    k = project(xp, fwd.src, w_k, b_k, dt)
    v = project(xp, fwd.src, w_v, b_v, dt)
    q_rot, k_rot = rotate(xp, session, q, dt), rotate(xp, session, k, dt)
    scores = q_rot @ k_rot.T
    a = softmax(xp, session, head, scores, fwd.divisor, dt)
    return HeadPass(q, k, v, q_rot, k_rot, scores, a, a @ v)
