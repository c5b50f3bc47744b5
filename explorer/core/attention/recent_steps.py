"""The pipeline's steps for a session with the version-4 variants.

:func:`add_recent_heads` runs the one forward (:func:`explorer.core.attention.forward.heads_pass`)
and records what it made as steps, in the order a head computes them:

=====================  =============================================  ==========
step id                formula                                        when
=====================  =============================================  ==========
``latent``             c = X·W_DKV (the cache keeps only this)        latent
``q``, ``k``, ``v``    X·W_Q; X·W_K or c·W_UK,h; X·W_V or c·W_UV,h
``q_norm``, ``k_norm``  g ⊙ x / √(mean(x²) + ε)                       QK-norm
``q_rot``, ``k_rot``   RoPE (scaled; latent: [q ; RoPE(X·W_QR)])      RoPE, latent RoPE
``phi_q``, ``phi_k``   φ(x) = elu(x) + 1                              linear
``kernel_scores``      P = φ(Q)·φ(K)ᵀ                                 linear
``scores``             S = Q·Kᵀ (differential: S₁ = Q₁·K₁ᵀ)
``scores_2``           S₂ = Q₂·K₂ᵀ                                    differential
``scaled``             S / √d
``bias``, ``biased``   ALiBi                                          ALiBi
``softcapped``         c·tanh(S′ / c)                                 soft-cap
``masked``             −∞ where hidden (causal ∧ window ∧ padding ∧ top-k)
``weights_1``, ``_2``  softmax of each map                            differential
``weights``            the matrix that multiplies V
``sink_share``         each row's share taken by the sink             sinks
``weighted_values``,
``output``             a_ij·v_j, A·V
=====================  =============================================  ==========

The arrays are made here, not lazily: these are teaching sessions, and the
memory budget counts every n × m step of them (:mod:`explorer.core.io.budget`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from explorer.core.attention import forward
from explorer.core.attention.cache_cost import cache_table, layout_of, shown_layout
from explorer.core.attention.masks import has_visibility_mask, mask_description, mask_formula, mask_title
from explorer.core.attention.score_logits import (biased_scores, largest_norm, logits_of, map_weights, read_scores,
                                                   scores_of)
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.variants import slopes_of
from explorer.core.session import Session
from explorer.core.wording import translate

Add = Callable[..., Any]


def _dims(prefix: str, count: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{i + 1}" for i in range(count))


def hides_keys(session: Session) -> bool:
    """Whether some key is hidden from some query: the visibility rule, or top-k below m."""
    return has_visibility_mask(session) or (session.topk is not None and session.topk < session.m)


def masked_formula(session: Session) -> str:
    """The masked step's formula, top-k named as a part of the rule."""
    base = mask_formula(session) if has_visibility_mask(session) else ""
    if session.topk is None or session.topk >= session.m:
        return base
    topk = translate("RecentSteps", "−∞ outside each query's top {k} scores").format(k=session.topk)
    return f"{base}; {topk}" if base else f"S̃ = {topk}"


def add_recent_heads(xp: Any, add: Add, session: Session, fwd: forward.Inputs, x_name: str,
                     src_read: str, *, lean: bool = False, bounds: dict[str, float] | None = None) -> list[Any]:
    """Every head's steps for a version-4 session; returns the heads' outputs Z.
    ``lean``: a long sequence's trace keeps only each head's weights (the pipeline's
    ``LAZY_SCORES_CELLS``; the scores and each differential map are made again when read).
    ``bounds``: each head's largest |score| (Cauchy–Schwarz) goes there, for the overflow check."""
    dt = fwd.dtype
    passes = forward.heads_pass(fwd, keep_logits=False, lean=lean)
    q_labels, k_labels = session.tokens, session.key_tokens
    n_m = (session.n, session.m)
    d_k = session.d_k
    latent = session.latent
    if latent is not None:
        add("latent", None, "c = X·W_DKV", (x_name, "w_dkv"), k_labels, _dims("c", latent.d_c), passes[0].latent,
            description=translate("RecentSteps", "Each token squeezed into {d_c} numbers: all the KV cache keeps "
                                                 "of it (keys and values are made from c)").format(d_c=latent.d_c))
    outputs = []
    for h, one in enumerate(passes):
        key = lambda sid, h=h: step_key(sid, h)
        d_v = int(one.v.shape[1])
        add("q", h, "Q = X·W_Q", (x_name, key("w_q")), q_labels, _dims("q", d_k), one.q,
            description=translate("RecentSteps", "Each query token's embedding times W_Q"))
        if latent is None:
            add("k", h, "K = X·W_K", (src_read, key("w_k")), k_labels, _dims("k", d_k), one.k,
                description=translate("RecentSteps", "Each key token's embedding times W_K"))
            add("v", h, "V = X·W_V", (src_read, key("w_v")), k_labels, _dims("v", d_v), one.v,
                description=translate("RecentSteps", "Each key token's embedding times W_V"))
        else:
            add("k", h, "K = c·W_UK", ("latent", key("w_uk")), k_labels, _dims("k", d_k), one.k,
                description=translate("RecentSteps", "Keys made back from the latent c: the cache need not keep them"))
            add("v", h, "V = c·W_UV", ("latent", key("w_uv")), k_labels, _dims("v", d_v), one.v,
                description=translate("RecentSteps", "Values made back from the latent c"))
        q_last, k_last = key("q"), key("k")
        if one.q_norm is not None:
            norm = session.qk_norm
            described = (translate("RecentSteps", "Every query row scaled to unit root-mean-square over each "
                                                  "head's d_k numbers, then by g_q: QK-norm bounds the scores")
                         if norm.scope == "head" else
                         translate("RecentSteps", "Every query row scaled to unit root-mean-square over all heads' "
                                                  "numbers together, then by g_q: QK-norm bounds the scores"))
            add("q_norm", h, f"q ← g_q ⊙ q / √(mean(q²) + ε), ε = {norm.eps:g}", (q_last, "g_q"), q_labels,
                _dims("q", d_k), one.q_norm, description=described)
            add("k_norm", h, f"k ← g_k ⊙ k / √(mean(k²) + ε), ε = {norm.eps:g}", (k_last, "g_k"), k_labels,
                _dims("k", d_k), one.k_norm,
                description=translate("RecentSteps", "Every key row normalised the same way, then by g_k"))
            q_last, k_last = key("q_norm"), key("k_norm")
        if (latent.w_kr is not None) if latent is not None else forward.uses_rope(session):
            width = int(one.q_rot.shape[1])
            formula = _rotation_formula(session)
            add("q_rot", h, "Q_rot: " + formula, (q_last,), q_labels, _dims("q", width), one.q_rot,
                description=translate("RecentSteps", "Each query row turned by angles that grow with its position "
                                                     "(RoPE)"))
            add("k_rot", h, "K_rot: " + formula, (k_last,), k_labels, _dims("k", width), one.k_rot,
                description=translate("RecentSteps", "Each key row turned the same way: q·k then depends on the "
                                                     "distance i − j"))
            q_last, k_last = key("q_rot"), key("k_rot")
        if session.kernel is not None:
            last = _add_kernel(xp, add, session, h, one, q_last, k_last)
        else:
            last = _add_scores(xp, add, session, h, one, q_last, k_last, fwd.divisor, dt, n_m, lean)
            if bounds is not None:  # |q·k| ≤ ‖q‖·‖k‖ (each half's product too): from n + m norms
                bounds[key("scores")] = largest_norm(xp, one.q_rot) * largest_norm(xp, one.k_rot)
        if latent is not None:
            w_uk = xp.asarray(latent.w_uk[h], dtype=dt)
            add("absorbed", h, "S = (Q·W_UKᵀ)·cᵀ", (key("q"), "latent"), q_labels, k_labels,
                make=lambda q=one.q, c=one.latent, w_uk=w_uk: (q @ w_uk.T) @ c.T, shape=n_m,
                description=translate("RecentSteps", "The same scores without making a single key: W_UK folds into "
                                                     "the query, so a cache of c alone serves every head (the "
                                                     "rotated part not included)") if latent.w_kr is not None else
                translate("RecentSteps", "The same scores without making a single key: W_UK folds into the query, "
                                         "so a cache of c alone serves every head"))
        weights = one.a
        add("weights", h, _weights_formula(session), (last,), q_labels, k_labels, weights,
            description=_weights_description(session))
        if one.sink_share is not None:
            add("sink_share", h, f"p_sink,i = e^(s_{h + 1}) / (Σ_j e^(S̃_ij) + e^(s_{h + 1}))", (last, "sinks"),
                q_labels, (translate("RecentSteps", "sink"),), one.sink_share[:, None],
                description=translate("RecentSteps", "How much of each row the sink took: attention the head did "
                                                     "not need to spend (the weights' row sums are 1 minus this)"))
        add("weighted_values", h, "a_ij · v_j", (key("weights"), key("v")), q_labels, k_labels,
            make=lambda weights=weights, v=one.v: weights[:, :, None] * v[None, :, :],
            make_row=lambda i, weights=weights, v=one.v: weights[i, :, None] * v,
            shape=(session.n, session.m, d_v),
            description=translate("RecentSteps", "Every value vector scaled by its weight"))
        out = add("output", h, "Z_i = Σ_j a_ij · v_j = (A·V)_i", (key("weights"), key("v")), q_labels,
                  _dims("z", d_v), one.z,
                  description=translate("RecentSteps", "The weighted value vectors summed for each query: its new, "
                                                       "contextual vector"))
        if session.kernel is not None and session.mode == "causal" and not session.padding \
                and session.window is None:
            add("recurrent", h, "S_i = S_{i−1} + φ(k_i)ᵀv_i,  z_i = z_{i−1} + φ(k_i),  "
                                "out_i = φ(q_i)·S_i / φ(q_i)·z_i", (key("phi_q"), key("phi_k"), key("v")),
                q_labels, _dims("z", d_v), make=lambda one=one: _recurrent(xp, one), shape=(session.n, d_v),
                description=translate("RecentSteps", "The same output as an RNN: a running state of d_k·d_v + d_k "
                                                     "= {numbers} numbers, whatever n, instead of a cache that grows "
                                                     "a row a token").format(numbers=d_k * d_v + d_k))
        outputs.append(out)
    return outputs


def _recurrent(xp: Any, one: Any) -> Any:
    """Causal linear attention token by token: the state S (d_k × d_v) and normaliser z (d_k)."""
    phi_q, phi_k, v = one.phi_q, one.phi_k, one.v
    state = xp.zeros((phi_k.shape[1], v.shape[1]), dtype=v.dtype)
    norm = xp.zeros(phi_k.shape[1], dtype=v.dtype)
    out = xp.empty((phi_q.shape[0], v.shape[1]), dtype=v.dtype)
    for i in range(int(phi_q.shape[0])):
        state += xp.outer(phi_k[i], v[i])
        norm += phi_k[i]
        out[i] = (phi_q[i] @ state) / (phi_q[i] @ norm)
    return out


def add_cache(add: Add, session: Session, dt: np.dtype) -> None:
    """The cache-and-cost card: what a KV cache keeps per token in each head layout
    (:mod:`explorer.core.attention.cache_cost`), at the trace's dtype."""
    labels, cols, values, summary = cache_table(session, dt)
    add("cache", None, translate("RecentSteps", "bytes per token = numbers kept per token × {size} ({dtype})").format(
            size=dt.itemsize, dtype=dt.name),
        (), tuple(labels), tuple(cols), values,
        description=translate("RecentSteps", "A decoder keeps every earlier token's keys and values; this session "
                                             "(◀) is {layout}. {summary}").format(layout=shown_layout(layout_of(session)),
                                                                                  summary=summary))


def _rotation_formula(session: Session) -> str:
    if session.latent is not None:
        return translate("RecentSteps", "[x ; RoPE(X·W_R)]: only the r = {r} decoupled dimensions turn").format(
            r=session.latent.d_r)
    pos = session.positions
    pairs = "(i, i + d/2)" if pos.pairs == "half" else "(2i, 2i+1)"
    scaled = "" if pos.scaling is None else translate("RecentSteps", ", {kind} scaling ×{factor:g}").format(
        kind=pos.scaling.kind, factor=pos.scaling.factor)
    text = (translate("RecentSteps", "each half's pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}")
            if session.differential is not None else
            translate("RecentSteps", "pair {pairs} of token p turned by p·θ^(−2i/d), θ = {theta:g}"))
    return text.format(pairs=pairs, theta=pos.theta) + scaled


def _add_kernel(xp: Any, add: Add, session: Session, h: int, one: Any, q_last: str, k_last: str) -> str:
    key = lambda sid: step_key(sid, h)
    width = int(one.phi_q.shape[1])
    add("phi_q", h, "φ(Q) = elu(Q) + 1", (q_last,), session.tokens, _dims("q", width), one.phi_q,
        description=translate("RecentSteps", "Each query mapped to positive features: no softmax is needed to "
                                             "keep weights positive"))
    add("phi_k", h, "φ(K) = elu(K) + 1", (k_last,), session.key_tokens, _dims("k", width), one.phi_k,
        description=translate("RecentSteps", "Each key mapped the same way"))
    n_m = (session.n, session.m)
    add("scores", h, translate("RecentSteps", "S = Q·Kᵀ (for comparison)"), (q_last, k_last), session.tokens,
        session.key_tokens, make=lambda: one.q_rot @ one.k_rot.T, shape=n_m,
        description=translate("RecentSteps", "The plain dot products a softmax head would read; linear attention "
                                             "reads φ(q)·φ(k) instead"))

    def kernel_scores() -> Any:
        p = one.phi_q @ one.phi_k.T
        if one.hidden is not None:
            xp.copyto(p, 0.0, where=one.hidden)
        return p

    add("kernel_scores", h, translate("RecentSteps", "P = φ(Q)·φ(K)ᵀ (0 where hidden)"), (key("phi_q"), key("phi_k")),
        session.tokens, session.key_tokens, make=kernel_scores, shape=n_m,
        description=translate("RecentSteps", "Positive similarities in place of e^(q·k): each row divided by its sum "
                                             "gives the weights"))
    return key("kernel_scores")


def _add_scores(xp: Any, add: Add, session: Session, h: int, one: Any, q_last: str, k_last: str,
                divisor: float, dt: np.dtype, n_m: tuple[int, int], lean: bool) -> str:
    key = lambda sid: step_key(sid, h)
    q_labels, k_labels = session.tokens, session.key_tokens
    diff = session.differential is not None
    root = f"√{forward.scale_width(session)}"
    # A lean head (a long sequence) keeps no scores: they are made again when read.
    made = [scores_of(xp, one, half) if lean else None for half in ((1, 2) if diff else (0,))]
    add("scores", h, translate("RecentSteps", "S₁ = Q₁·K₁ᵀ (first halves)") if diff else "S = Q·Kᵀ",
        (q_last, k_last), q_labels, k_labels, one.scores, make=made[0], make_row=made[0], shape=n_m,
        description=translate("RecentSteps", "Dot product of every query with every key, over the first halves of "
                                             "q and k") if diff else
        translate("RecentSteps", "Dot product of every query with every key"))
    if diff:
        add("scores_2", h, translate("RecentSteps", "S₂ = Q₂·K₂ᵀ (second halves)"), (q_last, k_last), q_labels,
            k_labels, one.scores_2, make=made[1], make_row=made[1], shape=n_m,
            description=translate("RecentSteps", "The same over the second halves: a second map whose common part "
                                                 "cancels"))
    scores = made[0] or (lambda: one.scores)
    # Made when a view reads it: the softmax reads the forward's own logits.
    add("scaled", h, f"S′ = S / {root} = S / {divisor:.4g}", (key("scores"),), q_labels, k_labels,
        make=lambda: scores() / divisor, shape=n_m,
        description=translate("RecentSteps", "Dividing keeps the scores from growing with the width"))
    last = key("scaled")
    # The softmax made the weights in the logits' own array (heads_pass(keep_logits=False)):
    # the steps before it are made again from S when a view reads them.
    biased = lambda: biased_scores(xp, session, h, scores(), divisor, dt)
    logits = lambda: logits_of(xp, session, h, scores(), divisor, dt)
    pos = session.positions
    if pos is not None and pos.kind == "alibi":
        slope = float(slopes_of(session)[h])
        add("bias", h, f"B_ij = −m_h·|i − j|, m_{h + 1} = {slope:.6g}", (), q_labels, k_labels,
            make=lambda: biased() - scores() / divisor, shape=n_m,
            description=translate("RecentSteps", "A penalty that grows with the distance (ALiBi)"))
        add("biased", h, "S″ = S′ + B", (last, key("bias")), q_labels, k_labels, make=biased, shape=n_m,
            description=translate("RecentSteps", "The scaled scores with the distance penalty"))
        last = key("biased")
    if session.softcap is not None:
        c = float(session.softcap)
        add("softcapped", h, f"S̃ = c·tanh(S′ / c), c = {c:g}", (last,), q_labels, k_labels, make=logits,
            shape=n_m, description=translate("RecentSteps", "Scores squashed smoothly into ±{cap:g}: soft-capping "
                                                            "keeps logits from running away while small scores pass "
                                                            "almost unchanged").format(cap=c))
        last = key("softcapped")
    if hides_keys(session):
        hidden = one.hidden
        add("masked", h, masked_formula(session), (last,), q_labels, k_labels,
            make=lambda: xp.where(hidden, -xp.inf, logits()), shape=n_m,
            description=_masked_description(session),
            title=mask_title(session) if has_visibility_mask(session) else translate("RecentSteps", "Top-k mask"))
        last = key("masked")
    if diff:
        lam = float(session.differential)
        maps = [(lambda half=half: map_weights(xp, session, h, read_scores(xp, session, one, half, divisor),
                                               dt, one.hidden)) if lean else None for half in (1, 2)]
        add("weights_1", h, "A₁ = softmax(S₁ / √d)", (last,), q_labels, k_labels, one.a_1, make=maps[0],
            shape=n_m, description=translate("RecentSteps", "The first map's weights"))
        add("weights_2", h, "A₂ = softmax(S₂ / √d)", (key("scores_2"),), q_labels, k_labels, one.a_2,
            make=maps[1], shape=n_m,
            description=translate("RecentSteps", "The second map's weights, subtracted λ = {lam:g} times").format(
                lam=lam))
        last = key("weights_1")
    return last


def _masked_description(session: Session) -> str:
    parts = [mask_description(session)] if has_visibility_mask(session) else []
    if session.topk is not None and session.topk < session.m:
        parts.append(translate("RecentSteps", "each query keeps only its {k} largest scores: top-k reads only what "
                                              "matters").format(k=session.topk))
    return "; ".join(parts)


def _weights_formula(session: Session) -> str:
    if session.kernel is not None:
        return "A_ij = P_ij / Σ_j′ P_ij′"
    if session.differential is not None:
        return f"A = A₁ − λ·A₂, λ = {float(session.differential):g}"
    if session.sinks is not None:
        return translate("RecentSteps", "A = softmax over [S̃ | sink], the sink's column dropped")
    return translate("RecentSteps", "A = softmax(S̃) over each row")


def _weights_description(session: Session) -> str:
    if session.kernel is not None:
        return translate("RecentSteps", "Linear attention trades the softmax for a fixed-size state: each row of P "
                                        "divided by its sum")
    if session.differential is not None:
        return translate("RecentSteps", "The difference of two softmax maps: noise both maps share cancels (weights "
                                        "may be negative)")
    if session.sinks is not None:
        return translate("RecentSteps", "Each row a distribution over the keys and the sink; the sink's share is "
                                        "dropped")
    return translate("RecentSteps", "Each row is a probability distribution over the keys")
