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
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from explorer.core.attention.variant_steps import softmax_offsets
from explorer.core.attention.latent import LATENT_PAIRS, LATENT_THETA
from explorer.core.attention.masks import causal_alone, has_visibility_mask, hidden_mask
from explorer.core.attention.positions import rope_rotate, sinusoidal
from explorer.core.attention.recent_variants import uses_recent_forward  # noqa: F401 - the forward's own question
from explorer.core.attention.recent_stages import elu1, hide_top_k, rms_norm, softmax_with_sink, top_k_hidden
from explorer.core.attention.score_logits import (causal_blocks, logits_of, map_weights, read_scores,
                                                   weighted_values_sum)
from explorer.core.session import Session
from explorer.core.attention.softmax import softmax_rows
from explorer.core.attention.step_keys import parse_key, step_key
from explorer.core.attention.variants import group_heads
from explorer.core.wording import translate

#: Parameters a grouped-query head shares with the other heads of its KV group.
SHARED_BY_GROUP = ("w_k", "w_v", "b_k", "b_v")


def scale_width(session: Session) -> int:
    """The d in ÷√d: d_k, each half's d_k/2 in differential attention, d_k + r in
    latent attention with decoupled RoPE (the scores sum that many products)."""
    if session.differential is not None:
        return session.d_k // 2
    if session.latent is not None:
        return session.d_k + session.latent.d_r
    return session.d_k


def score_divisor(session: Session, scale: bool = True, temperature: float = 1.0) -> float:
    """c in S′ = S / c: √d (or 1 with scaling off), times the temperature (d: :func:`scale_width`)."""
    if not temperature > 0 or not math.isfinite(temperature):
        raise ValueError(translate("Forward", "temperature must be a positive number"))
    return (math.sqrt(scale_width(session)) if scale else 1.0) * temperature


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
    return rope_rotate(xp, rows, pos.theta, pos.pairs, dtype, offset, inverse=inverse, scaling=pos.scaling)


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
    #: Version 4 (:func:`heads_pass`), None where the session does not use it: q and k
    #: after QK-norm; the logits the softmax reads (S′, plus bias, capped; None when not
    #: kept); every cell hidden (visibility ∧ top-k); the sink's share of each row; the
    #: second map of differential attention (its scores, logits and weights) and the
    #: first map's weights; linear attention's φ(q), φ(k); latent attention's c.
    q_norm: Any = None
    k_norm: Any = None
    logits: Any = None
    hidden: Any = None
    sink_share: Any = None
    scores_2: Any = None
    logits_2: Any = None
    a_1: Any = None
    a_2: Any = None
    phi_q: Any = None
    phi_k: Any = None
    latent: Any = None


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


def param_id(session: Session, head: int, name: str) -> str:
    """The id of the array head ``head`` reads for ``name``: ``"heads[0].w_q"``; a KV
    group's W_K, W_V (b_K, b_V) under the group's first head; ``"g_q"``, ``"sinks"``,
    ``"w_dkv"`` and ``"w_kr"`` are the session's (one array for every head)."""
    if name in SESSION_PARAMETERS:
        return name
    return step_key(name, kv_owner(session, head) if name in SHARED_BY_GROUP else head)


#: Parameters of the whole session that heads read (version 4).
SESSION_PARAMETERS = ("g_q", "g_k", "sinks", "w_dkv", "w_kr")


def own_parameter(session: Session, pid: str) -> Any:
    """The session's own array for parameter ``pid`` (vectors flat), None if it has none."""
    try:
        value = session.matrix(pid)
    except KeyError:
        return None
    return value.reshape(-1) if pid in ("g_q", "g_k", "sinks") else value


def heads_pass(fwd: Inputs, params: Mapping[str, Any] | None = None, *, keep_logits: bool = True,
               lean: bool = False) -> list[HeadPass]:
    """Every head's forward, with every variant, for ``params`` (arrays by
    :func:`param_id`; the session's own where ``params`` has none): X → q, k, v →
    QK-norm → RoPE → S → ÷ c → ALiBi → soft-cap → visibility ∧ top-k → softmax (and
    sink) → A·V; differential, linear and latent attention where the session has them.
    ``keep_logits=False``: the softmax makes the weights in the logits' own array (one
    n × m array a map instead of two; ``logits`` is then None and :func:`logits_of`
    makes them again for a view that reads them): the pipeline's choice, not training's.
    ``lean`` (implies ``keep_logits=False``): each head keeps only its weights, as a long
    sequence's trace does (``pipeline.LAZY_SCORES_CELLS``): the scores are not kept
    (``scores`` and ``scores_2`` None; :func:`~explorer.core.attention.score_logits.scores_of`
    makes them again) and the softmax works in the product's own array, a causal head in the
    blocks its queries read; differential attention's maps are not kept either (``a_1``,
    ``a_2`` None; :func:`~explorer.core.attention.score_logits.map_weights` makes them), and
    A = A₁ − λ·A₂ is made in A₁'s array. Within an ulp of the forward that keeps everything
    (÷ c folded into Q, the blocks' sums): tests/test_variants_v4_long.py."""
    keep_logits = keep_logits and not lean
    xp, dt, session = fwd.xp, fwd.dtype, fwd.session
    params = params or {}

    def get(h: int, name: str) -> Any:
        pid = param_id(session, h, name)
        if pid in params:
            return params[pid]
        if name in SESSION_PARAMETERS or name in LATENT_HEAD:
            return own_parameter(session, pid)
        return getattr(session.heads[parse_key(pid)[1]], name)

    heads = range(len(session.heads))
    if not uses_recent_forward(session) and not lean:  # lean: the same blocks as a variant's
        return [head_pass(fwd, h, *(get(h, n) for n in ("w_q", "w_k", "w_v", "b_q", "b_k", "b_v"))) for h in heads]
    latent = session.latent
    c = None if latent is None else fwd.src @ xp.asarray(get(0, "w_dkv"), dtype=dt)
    qs, ks, vs = [], [], []
    for h in heads:
        qs.append(project(xp, fwd.x, get(h, "w_q"), get(h, "b_q"), dt))
        if latent is None:
            ks.append(project(xp, fwd.src, get(h, "w_k"), get(h, "b_k"), dt))
            vs.append(project(xp, fwd.src, get(h, "w_v"), get(h, "b_v"), dt))
        else:
            ks.append(c @ xp.asarray(get(h, "w_uk"), dtype=dt))
            vs.append(c @ xp.asarray(get(h, "w_uv"), dtype=dt))
    q_norm, k_norm = _qk_norm(xp, session, qs, ks, get(0, "g_q"), get(0, "g_k"), dt)
    k_rope = None
    if latent is not None and latent.w_kr is not None:
        k_rope = _latent_rotate(xp, session, fwd.x @ xp.asarray(get(0, "w_kr"), dtype=dt), dt)
    sinks = None if session.sinks is None else get(0, "sinks")
    out = []
    # The visibility rule is the same for every head: one n × m mask.
    visible_rule = hidden_mask(xp, session) if has_visibility_mask(session) else None
    for h in heads:
        qn, kn = q_norm[h], k_norm[h]
        if latent is not None and k_rope is not None:
            q_rope = _latent_rotate(xp, session, fwd.x @ xp.asarray(get(h, "w_qr"), dtype=dt), dt)
            q_rot, k_rot = xp.concatenate([qn, q_rope], axis=1), xp.concatenate([kn, k_rope], axis=1)
        elif session.differential is not None and uses_rope(session):  # each half turns on its own
            d = session.d_k // 2
            q_rot = xp.concatenate([rotate(xp, session, qn[:, :d], dt), rotate(xp, session, qn[:, d:], dt)], axis=1)
            k_rot = xp.concatenate([rotate(xp, session, kn[:, :d], dt), rotate(xp, session, kn[:, d:], dt)], axis=1)
        elif latent is not None:  # positions, if any, turn only the decoupled part
            q_rot, k_rot = qn, kn
        else:
            q_rot, k_rot = rotate(xp, session, qn, dt), rotate(xp, session, kn, dt)
        one = HeadPass(qs[h], ks[h], vs[h], q_rot, k_rot, None, None, None, latent=c,
                       q_norm=qn if session.qk_norm is not None else None,
                       k_norm=kn if session.qk_norm is not None else None)
        hidden = visible_rule
        if session.kernel is not None:
            one.phi_q, one.phi_k = elu1(xp, q_rot), elu1(xp, k_rot)
            p = one.phi_q @ one.phi_k.T  # no scores: a linear head never forms q·kᵀ
            if hidden is not None:
                xp.copyto(p, 0.0, where=hidden)
            p /= p.sum(axis=1, keepdims=True)
            one.a = p
            one.hidden = hidden
        elif session.differential is not None:
            one.hidden = hidden
            if lean:  # A = A₁ − λ·A₂ in A₁'s array, each map's softmax in its product's
                a_1 = map_weights(xp, session, h, read_scores(xp, session, one, 1, fwd.divisor), dt, hidden)
                a_2 = map_weights(xp, session, h, read_scores(xp, session, one, 2, fwd.divisor), dt, hidden,
                                  times=session.differential)  # λ·A₂
                for rows, cols in causal_blocks(session):
                    a_1[rows, cols] -= a_2[rows, cols]
                one.a = a_1
            else:
                d = session.d_k // 2
                one.scores = q_rot[:, :d] @ k_rot[:, :d].T
                one.scores_2 = q_rot[:, d:] @ k_rot[:, d:].T
                logits = logits_of(xp, session, h, one.scores, fwd.divisor, dt, visible_only=not keep_logits)
                logits_2 = logits_of(xp, session, h, one.scores_2, fwd.divisor, dt, visible_only=not keep_logits)
                blocks = None if keep_logits else causal_blocks(session)
                one.a_1, _ = softmax_with_sink(xp, logits, hidden, None, overwrite=not keep_logits, blocks=blocks)
                one.a_2, _ = softmax_with_sink(xp, logits_2, hidden, None, overwrite=not keep_logits, blocks=blocks)
                one.a = one.a_1 - session.differential * one.a_2
                if keep_logits:
                    one.logits, one.logits_2 = logits, logits_2
        else:
            if lean:  # the softmax in the product's own array: one n × m array a head
                # ÷ c folded into Q (n·d divisions, not n·m) but for top-k, whose ties are
                # S's own: (Q/c)·Kᵀ rounds equal scores apart.
                fold = fwd.divisor if session.topk is None else 1.0
                logits = logits_of(xp, session, h, read_scores(xp, session, one, 0, fold), fwd.divisor / fold, dt,
                                   visible_only=True, in_place=True)
            else:
                one.scores = q_rot @ k_rot.T
                logits = logits_of(xp, session, h, one.scores, fwd.divisor, dt, visible_only=not keep_logits)
            causal_only = hidden is not None and causal_alone(session)
            if session.topk is not None and not keep_logits and session.topk < session.m:
                # The logits are the softmax's to spend: −∞ written in them for what the mask and
                # top-k hide, so the softmax need not read a mask.
                one.hidden = hide_top_k(xp, logits, hidden, int(session.topk), causal_blocks(session),
                                        causal_only=causal_only)
                hidden, causal_only = None, False
            elif session.topk is not None:  # training's forward keeps the logits whole
                hidden = top_k_hidden(xp, logits, hidden, int(session.topk))
                causal_only = False
            if one.hidden is None:
                one.hidden = hidden
            sink = None if sinks is None else float(sinks[h])
            if keep_logits:
                one.logits = logits
            one.a, one.sink_share = softmax_with_sink(xp, logits, hidden, sink, overwrite=not keep_logits,
                                                      blocks=None if keep_logits else causal_blocks(session),
                                                      causal_only=causal_only)
        one.z = weighted_values_sum(xp, session, one.a, vs[h]) if lean else one.a @ vs[h]
        out.append(one)
    return out


#: A latent head's own matrices (the session's latent holds them).
LATENT_HEAD = ("w_uk", "w_uv", "w_qr")


def _qk_norm(xp: Any, session: Session, qs: list[Any], ks: list[Any], g_q: Any, g_k: Any,
             dt: Any) -> tuple[list[Any], list[Any]]:
    """QK-norm of every head's q and k (each head's rows, or all heads' side by side)."""
    norm = session.qk_norm
    if norm is None:
        return qs, ks
    out = []
    for rows, g in ((qs, g_q), (ks, g_k)):
        g = xp.asarray(g, dtype=dt)
        if norm.scope == "head":
            out.append([rms_norm(xp, r, g, norm.eps) for r in rows])
        else:
            whole = rms_norm(xp, xp.concatenate(rows, axis=1), g, norm.eps)
            d = int(rows[0].shape[1])
            out.append([whole[:, h * d:(h + 1) * d] for h in range(len(rows))])
    return out[0], out[1]


def _latent_rotate(xp: Any, session: Session, rows: Any, dt: Any, *, inverse: bool = False) -> Any:
    """Latent attention's decoupled RoPE: θ, pairs and scaling from the session's RoPE
    positions if any, else DeepSeek's θ 10000 with pairs (2i, 2i + 1)."""
    pos = session.positions
    if pos is not None and pos.kind == "rope":
        return rope_rotate(xp, rows, pos.theta, pos.pairs, dt, inverse=inverse, scaling=pos.scaling)
    return rope_rotate(xp, rows, LATENT_THETA, LATENT_PAIRS, dt, inverse=inverse)
