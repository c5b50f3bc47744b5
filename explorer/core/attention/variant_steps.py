"""The pipeline's steps for today's variants (positions, masks, KV groups).

Helpers of :func:`explorer.core.attention.pipeline.run`, kept apart so the plain
pipeline stays readable. Each one adds its steps through the ``add`` callback
the pipeline passes, and returns the arrays later steps read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from explorer.core.attention.diagonals import diagonal_view, offsets
from explorer.core.attention.masks import Visibility
from explorer.core.session import Session
from explorer.core.attention.softmax import Offsets
from explorer.core.attention.step_keys import input_symbol, step_key
from explorer.core.attention.variants import group_heads, slopes_of
from explorer.core.wording import translate

Add = Callable[..., Any]


def _dims(prefix: str, count: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{i + 1}" for i in range(count))


def add_positions(add: Add, session: Session, fwd: Any) -> None:
    """Sinusoidal positions: the PE steps and X + PE (and X_enc + PE_enc in cross
    mode, the source counting its own positions from 0), from the forward's
    :class:`~explorer.core.attention.forward.Inputs` ``fwd``; nothing without them."""
    if fwd.pe is None:
        return
    cross = session.mode == "cross"
    d = session.d_model
    x_sym = input_symbol("embeddings", session.mode)
    enc = input_symbol("source_embeddings")
    add("pe", None, f"PE(p, 2i) = sin(p / 10000^(2i/{d})), PE(p, 2i+1) = cos(p / 10000^(2i/{d}))",
        (), session.tokens, _dims("x", d), fwd.pe,
        description=translate("VariantSteps", "Each position's own pattern of sines and cosines, one row per "
                                              "token (p from 0)"))
    add("x_pe", None, f"{x_sym} + PE", ("embeddings", "pe"), session.tokens, _dims("x", d), fwd.x,
        description=translate("VariantSteps", "The embeddings with their positions added: what the linear maps "
                                              "read"))
    if not cross:
        return
    add("pe_src", None, translate("VariantSteps", "PE_enc: the same pattern for the encoder's positions"), (),
        session.key_tokens, _dims("x", d), fwd.pe_src,
        description=translate("VariantSteps", "The source tokens' positions, counted from 0 in their own sequence"))
    add("x_pe_src", None, f"{enc} + PE_enc", ("source_embeddings", "pe_src"), session.key_tokens,
        _dims("x", d), fwd.src,
        description=translate("VariantSteps", "The source embeddings with their positions added"))


def add_rotations(add: Add, session: Session, h: int, q_rot: Any, k_rot: Any) -> None:
    """RoPE: the steps of head ``h``'s rotated queries and keys (the scores read them),
    turned by :func:`explorer.core.attention.forward.rotate`; nothing without RoPE."""
    pos = session.positions
    if pos is None or pos.kind != "rope":
        return
    d_k = session.d_k
    pairs = "(i, i + d_k/2)" if pos.pairs == "half" else "(2i, 2i+1)"
    formula = translate("VariantSteps", "pair {pairs} of token p turned by p·θ^(−2i/d_k), θ = {theta:g}").format(
        pairs=pairs, theta=pos.theta)
    add("q_rot", h, "Q_rot: " + formula, (step_key("q", h),), session.tokens, _dims("q", d_k), q_rot,
        description=translate("VariantSteps", "Each query row turned by angles that grow with its position (RoPE)"))
    add("k_rot", h, "K_rot: " + formula, (step_key("k", h),), session.key_tokens, _dims("k", d_k), k_rot,
        description=translate("VariantSteps", "Each key row turned the same way: q·k then depends on the distance "
                                              "i − j"))


def alibi_bias(xp: Any, slope: float, n: int, m: int, dt: np.dtype, rows: Any = None, cols: Any = None) -> Any:
    """−m_h·|i − j| (n × m, or the block of ``rows`` × ``cols``)."""
    i = xp.arange(n, dtype=dt)[:, None] if rows is None else xp.asarray(rows, dtype=dt)[:, None]
    j = xp.arange(m, dtype=dt)[None, :] if cols is None else xp.asarray(cols, dtype=dt)[None, :]
    out = i - j  # one n × m array, worked on in place
    xp.abs(out, out=out)
    out *= -dt.type(slope)
    return out


def _per_diagonal(session: Session, factor: float, dt: np.dtype) -> np.ndarray:
    """factor·|j − i| for each diagonal j − i (n + m − 1 values on the host)."""
    # In the dtype before the product, as the n × m |i − j| once was: the same rounding, the same numbers.
    return np.abs(offsets(session.n, session.m)).astype(dt) * dt.type(factor)


def add_bias(xp: Any, add: Add, session: Session, h: int, scores: Callable[[], tuple[Any, bool]],
             scores_row: Callable[[int], Any], divisor: float,
             dt: np.dtype) -> tuple[Callable[[], Any], Callable[[int], Any]] | None:
    """ALiBi: the bias step B and S″ = S′ + B, both lazy; the functions that make
    S″ and one query's row of it (for the masked step), or None without ALiBi.
    ``scores()`` gives S and whether it is a fresh array (the pipeline's
    ``_scores_of``), ``scores_row(i)`` row i of S.

    Neither is made for the softmax, which adds the bias to S itself
    (:func:`softmax_offsets`), so a run with ALiBi allocates what a plain one does."""
    pos = session.positions
    if pos is None or pos.kind != "alibi":
        return None
    slope = float(slopes_of(session)[h])
    n, m = session.n, session.m
    per = xp.asarray(_per_diagonal(session, -slope, dt))
    add("bias", h, f"B_ij = −m_h·|i − j|, m_{h + 1} = {slope:.6g}", (), session.tokens, session.key_tokens,
        make=lambda: xp.array(diagonal_view(xp, per, n, m), order="C"), shape=(n, m),
        description=translate("VariantSteps", "A penalty that grows with the distance between query and key "
                                              "(ALiBi)"))
    # S″ = (S − m·d·|i − j|) / d = S / d − m·|i − j|: the softmax's own logits, divided as it divides them.
    scaled_bias = xp.asarray(_per_diagonal(session, -slope * divisor, dt))

    def biased_of(s: Any, fresh: bool) -> Any:
        # A fresh product is ours to change: one n × m array, not two.
        logits = xp.add(s, diagonal_view(xp, scaled_bias, n, m), out=s if fresh else None)
        logits /= divisor
        return logits

    def biased() -> Any:
        return biased_of(*scores())

    def biased_row(i: int) -> Any:
        logits = xp.add(scores_row(i), scaled_bias[xp.arange(m) - i + (n - 1)])
        logits /= divisor
        return logits

    add("biased", h, "S″ = S′ + B = S′ − m_h·|i − j|", (step_key("scaled", h), step_key("bias", h)),
        session.tokens, session.key_tokens, make=biased, make_row=biased_row, shape=(n, m),
        description=translate("VariantSteps", "The scaled scores with the distance penalty: what the softmax "
                                              "reads"))
    def band_of_fresh(s: Any, rows: slice) -> Any:
        # Rows ``rows`` of S″ made in those of a fresh S itself (Trace.make_score_pictures).
        logits = xp.add(s, diagonal_view(xp, scaled_bias, n, m)[rows], out=s)
        logits /= divisor
        return logits

    biased.of_fresh = band_of_fresh
    return biased, biased_row


def softmax_offsets(xp: Any, session: Session, h: int, divisor: float, dt: np.dtype) -> Offsets | None:
    """What head ``h``'s softmax adds to the scores S before its row max, as n + m
    numbers: −m_h·d·|i − j| (ALiBi, d the divisor) per diagonal, the diagonals the causal
    mask or the window hides, the padding keys; None for plain self and cross attention."""
    pos = session.positions
    alibi = pos is not None and pos.kind == "alibi"
    bias = _per_diagonal(session, -float(slopes_of(session)[h]) * divisor, dt) if alibi else None
    rule = Visibility.of(session)
    hidden, pad = rule.hidden_diagonals(), rule.padded_keys()
    if bias is None and hidden is None and pad is None:
        return None
    return Offsets.make(xp, session.n, session.m, dt, bias, hidden, pad)


def add_visibility(xp: Any, add: Add, session: Session, dt: np.dtype) -> None:
    """The combined visibility mask as a step (1 visible, 0 hidden), when a window or padding is used."""
    if session.window is None and not session.padding:
        return
    rule = Visibility.of(session)
    add("visibility", None, rule.visible_formula(), (), session.tokens,
        session.key_tokens, make=lambda: (~rule.hidden_mask(xp)).astype(dt), shape=(session.n, session.m),
        description=translate("VariantSteps", "1 where query i may read key j, 0 where the mask hides it "
                                              "({parts})").format(parts=", ".join(rule.shown_names())))


def add_groups(xp: Any, add: Add, session: Session, dt: np.dtype) -> None:
    """Which heads read which KV group (H × g of 0 and 1), with grouped-query attention."""
    g = session.kv_groups
    if g is None:
        return
    heads = len(session.heads)
    table = np.zeros((heads, g))
    for group in range(g):
        table[list(group_heads(session, group)), group] = 1.0
    head_label = translate("VariantSteps", "head {head}")
    shared = (translate("VariantSteps", "{heads} query heads share {groups} pairs of K and V (multi-query)") if g == 1
              else translate("VariantSteps", "{heads} query heads share {groups} pairs of K and V"))
    add("kv_groups", None, translate("VariantSteps", "head h reads KV group ⌊h / (H/g)⌋ = ⌊h / {per}⌋ (h and groups "
                                                     "from 0)").format(per=heads // g), (),
        tuple(head_label.format(head=h + 1) for h in range(heads)), tuple(f"KV {c + 1}" for c in range(g)),
        xp.asarray(table, dtype=dt), description=shared.format(heads=heads, groups=g))
