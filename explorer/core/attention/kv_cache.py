"""The KV cache: decoding one more token reuses every key and value already computed.

A causal decoder that has run a prompt of n tokens (the *prefill*) keeps each
head's K and V rows. To add token n + 1 it computes only that token's q, k and
v, one row of n + 1 scores and weights, and one output row: about n
multiply-adds per head where the prefill needed n². :func:`decode_step` does
exactly that, with every variant the pipeline has (positions, window, padding,
KV groups), and says what it reused and what it cost; a full recompute of the
longer session gives the same numbers (tests/test_kv_cache.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from explorer.core.attention import forward
from explorer.core.attention.masks import hidden_mask
from explorer.core.attention.variant_steps import alibi_bias
from explorer.core.attention.softmax import softmax_rows
from explorer.core.session import Session, SessionError
from explorer.core.attention.variants import slopes_of
from explorer.core.wording import translate

F64 = np.dtype(np.float64)


@dataclass(frozen=True)
class DecodeCost:
    """Work (multiply-adds) and memory (numbers held) of the prefill and of one decode step.

    ``prefill_*`` are for computing all n prompt tokens at once (the n × n
    scores of every head); ``decode_*`` for the one new token with the cache.
    """

    n: int
    prefill_multiply_adds: int
    decode_multiply_adds: int
    prefill_score_cells: int
    decode_score_cells: int
    cache_numbers: int
    reused_rows: int

    def text(self) -> str:
        return translate("KvCache", "prefill of {n} tokens: {prefill_multiply_adds:,} multiply-adds, "
                         "{prefill_scores:,} scores (n² per head); one decode step: "
                         "{decode_multiply_adds:,} multiply-adds, {decode_scores:,} scores (n + 1 per head), "
                         "reusing {reused_rows:,} cached K and V rows ({cache_numbers:,} numbers)").format(
            n=self.n, prefill_multiply_adds=self.prefill_multiply_adds, prefill_scores=self.prefill_score_cells,
            decode_multiply_adds=self.decode_multiply_adds, decode_scores=self.decode_score_cells,
            reused_rows=self.reused_rows, cache_numbers=self.cache_numbers)


@dataclass(frozen=True)
class HeadRow:
    """What one head computes for the new token (float64)."""

    q: np.ndarray          # d_k, before any rotation
    k: np.ndarray          # d_k: the new key row, before any rotation
    v: np.ndarray          # d_v: the new value row
    scores: np.ndarray     # n + 1: the new query against every key (rotated under RoPE)
    weights: np.ndarray    # n + 1
    output: np.ndarray     # d_v
    reused: int            # key and value rows read from the cache


@dataclass(frozen=True)
class DecodeStep:
    session: Session       # the session with the token appended
    heads: tuple[HeadRow, ...]
    output: np.ndarray     # the new row of the final output (projected, concat or head 1's)
    cost: DecodeCost


def append_token(session: Session, token: str, x_row: np.ndarray) -> Session:
    """``session`` with one more token (label ``token``, embedding ``x_row``) at the end."""
    if session.mode != "causal":
        raise SessionError("mode", translate("KvCache", "decoding a next token needs causal mode, not {mode}")
                           .format(mode=repr(session.mode)))
    row = np.asarray(x_row, dtype=np.float64).reshape(-1)
    if row.shape[0] != session.d_model:
        raise SessionError("embeddings", translate("KvCache", "the new token's row needs {expected} numbers "
                                                              "(d_model), got {got}")
                           .format(expected=session.d_model, got=row.shape[0]))
    if not np.isfinite(row).all():
        raise SessionError("embeddings", translate("KvCache", "the new token's row holds a number that is not finite"),
                           session.n, int(np.flatnonzero(~np.isfinite(row))[0]))
    return replace(session, tokens=session.tokens + (str(token),),
                   embeddings=np.vstack([session.embeddings, row[None, :]]))


def cache_of(session: Session) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    """What the prefill leaves behind: each KV group's K (rotated under RoPE) and V rows."""
    x = forward.inputs(session, np).x  # positions added, as the pipeline adds them
    cache = {}
    for g, head in enumerate(session.kv_heads):
        k = forward.rotate(np, session, forward.project(np, x, head.w_k, head.b_k, F64), F64)
        cache[g] = (k, forward.project(np, x, head.w_v, head.b_v, F64))
    return cache


def decode_step(session: Session, token: str, x_row: np.ndarray,
                cache: dict[int, tuple[np.ndarray, np.ndarray]] | None = None) -> DecodeStep:
    """Append ``token`` and compute only its row, reading the cached K and V (float64).

    ``cache`` is :func:`cache_of` of ``session`` (made here when not given).
    """
    longer = append_token(session, token, x_row)
    cache = cache_of(session) if cache is None else cache
    n, pos = session.n, session.positions
    kind = pos.kind if pos is not None else None
    x = forward.inputs(longer, np).x[n:]  # the new row, its position added as the pipeline adds it
    divisor = math.sqrt(session.d_k)
    hidden = hidden_mask(np, longer, rows=np.array([n]))
    rows, fresh = [], {}
    for h, head in enumerate(session.heads):
        g = longer.kv_group(h)
        q = forward.project(np, x, head.w_q, head.b_q, F64)
        if g not in fresh:
            kv = session.kv_heads[g]
            k_new = forward.project(np, x, kv.w_k, kv.b_k, F64)
            v_new = forward.project(np, x, kv.w_v, kv.b_v, F64)
            k_rot = forward.rotate(np, longer, k_new, F64, offset=n)
            keys, values = cache[g]
            fresh[g] = (k_new, v_new, np.vstack([keys, k_rot]), np.vstack([values, v_new]))
        k_new, v_new, keys, values = fresh[g]
        q_s = forward.rotate(np, longer, q, F64, offset=n)
        scores = q_s @ keys.T                       # 1 × (n + 1): the only row computed
        logits, div = scores, divisor
        if kind == "alibi":
            logits, div = scores / divisor + alibi_bias(np, float(slopes_of(longer)[h]), 1, n + 1,
                                                         np.dtype(np.float64), rows=[n]), 1.0
        weights = softmax_rows(np, logits, div, hidden)
        rows.append(HeadRow(q[0], k_new[0], v_new[0], scores[0], weights[0], (weights @ values)[0], n))
    outputs = [r.output for r in rows]
    final = np.concatenate(outputs) if len(outputs) > 1 or session.w_o is not None else outputs[0]
    if session.w_o is not None:
        final = final @ session.w_o
    return DecodeStep(longer, tuple(rows), final, decode_cost(session))


def decode_cost(session: Session) -> DecodeCost:
    """The work and memory of prefilling ``session`` (n tokens) against one decode step after it."""
    n, d, d_k, d_v = session.n, session.d_model, session.d_k, session.d_v
    heads, groups = len(session.heads), len(session.kv_heads)
    d_out = int(session.w_o.shape[1]) if session.w_o is not None else 0
    per_token = heads * d * d_k + groups * d * (d_k + d_v) + heads * d_v * d_out  # projections
    prefill = n * per_token + heads * n * n * (d_k + d_v)
    decode = per_token + heads * (n + 1) * (d_k + d_v)
    return DecodeCost(n=n, prefill_multiply_adds=prefill, decode_multiply_adds=decode,
                      prefill_score_cells=heads * n * n, decode_score_cells=heads * (n + 1),
                      cache_numbers=groups * (n + 1) * (d_k + d_v), reused_rows=groups * n)
