"""Hypothesis strategies for sessions with today's variants (positions, window, padding, KV groups)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from hypothesis import strategies as st

from explorer.core.session import Head, Session
from explorer.core.attention.masks import Visibility
from explorer.core.attention.variants import Positions
from strategies import sessions


@st.composite
def variant_sessions(draw, modes=("self", "causal", "cross"), max_n: int = 7, max_heads: int = 4,
                     kind: str | None = None, grouped: bool | None = None) -> Session:
    """Random sessions with variants; ``kind`` forces the positions ("none", "sinusoidal",
    "alibi", "rope": modes and d_k are drawn to allow it), ``grouped`` forces KV groups of
    at least two heads (True) or none (False)."""
    if kind in ("alibi", "rope"):
        modes = tuple(m for m in modes if m != "cross")
    base = draw(sessions(modes=modes, max_n=max_n, max_heads=max_heads, biases=True))
    if grouped and len(base.heads) < 2:
        base = replace(base, heads=base.heads * 2, w_o=None)
    if kind == "rope" and base.d_k % 2:
        base = replace(base, heads=tuple(replace(h, w_q=h.w_q[:, :-1] if h.w_q.shape[1] > 1 else h.w_q.repeat(2, 1),
                                                 w_k=h.w_k[:, :-1] if h.w_k.shape[1] > 1 else h.w_k.repeat(2, 1),
                                                 b_q=None, b_k=None) for h in base.heads))
    cross = base.mode == "cross"
    kinds = ["none", "sinusoidal"] + ([] if cross else ["alibi"]) + ([] if cross or base.d_k % 2 else ["rope"])
    kind = draw(st.sampled_from(kinds)) if kind is None else kind
    positions = None
    if kind == "rope":
        positions = Positions("rope", draw(st.sampled_from([10000.0, 100.0, 2.5])),
                              draw(st.sampled_from(["half", "interleaved"])))
    elif kind == "alibi":
        slopes = draw(st.none() | st.lists(st.floats(0, 2), min_size=len(base.heads), max_size=len(base.heads)))
        positions = Positions("alibi", slopes=None if slopes is None else tuple(slopes))
    elif kind == "sinusoidal":
        positions = Positions("sinusoidal")
    window = None if cross else draw(st.none() | st.integers(1, max_n + 1))
    padding = tuple(sorted(draw(st.sets(st.integers(0, base.m - 1), max_size=base.m))))
    if Visibility(base.mode, base.n, base.m, window, padding).first_blind_query() is not None:
        padding = ()
    heads = len(base.heads)
    groups = [d for d in range(1, heads + 1) if heads % d == 0]
    if grouped:
        groups = [d for d in groups if d < heads]
    g = None if grouped is False else draw(st.sampled_from(groups if grouped else [None] + groups))
    new_heads = base.heads
    if g is not None:
        per = heads // g
        new_heads = tuple(replace(h, w_k=base.heads[i // per * per].w_k, w_v=base.heads[i // per * per].w_v,
                                  b_k=base.heads[i // per * per].b_k, b_v=base.heads[i // per * per].b_v)
                          for i, h in enumerate(base.heads))
    return replace(base, heads=new_heads, positions=positions, window=window, padding=padding, kv_groups=g)


@st.composite
def rule_sessions(draw, modes=("self", "causal", "cross"), max_n: int = 9) -> Session:
    """Sessions that differ in all a visibility rule reads, drawn as :func:`variant_sessions`
    draws it (mode, n, m, window, padding, the positions: ALiBi's masked step reads S″), with
    one head of zero weights: no form of the mask reads a weight, and drawing a session's
    dozens of random weights was nearly all of an example's time."""
    mode = draw(st.sampled_from(modes))
    n = draw(st.integers(1, max_n))
    m = draw(st.integers(1, max_n)) if mode == "cross" else n
    window = None if mode == "cross" else draw(st.none() | st.integers(1, max_n + 1))
    padding = tuple(sorted(draw(st.sets(st.integers(0, m - 1), max_size=m))))
    if Visibility(mode, n, m, window, padding).first_blind_query() is not None:
        padding = ()  # a session may leave no query blind
    kind = draw(st.sampled_from(["none", "sinusoidal"] + ([] if mode == "cross" else ["alibi", "rope"])))
    return Session(mode=mode, tokens=tuple(f"t{i}" for i in range(n)), embeddings=np.zeros((n, 2)),
                   heads=(Head(np.zeros((2, 2)), np.zeros((2, 2)), np.zeros((2, 2))),),
                   source_tokens=tuple(f"s{j}" for j in range(m)) if mode == "cross" else None,
                   source_embeddings=np.zeros((m, 2)) if mode == "cross" else None,
                   positions=None if kind == "none" else Positions(kind), window=window, padding=padding)
