"""What a KV cache keeps per token for each head layout, and when it reaches 1 GiB.

A decoder that generates keeps every earlier token's keys and values (the KV
cache) so that each new token costs one row of work. How much it keeps is
what the 2023–26 head layouts change:

=================  ==========================================  ==================
layout             numbers kept per token (one layer)          source
=================  ==========================================  ==================
MHA                H·(d_k + d_v): every head its own K and V   Vaswani et al. 2017
GQA                g·(d_k + d_v): one K, V per group of heads  Ainslie et al. 2023
MQA                d_k + d_v: one K, V for all heads           Shazeer 2019
MLA                d_c + r: the latent c and the rotated key   DeepSeek-V2, 2024
linear             none per token: a fixed state of            Katharopoulos et al.
                   H·(d_k·d_v + d_k) numbers, whatever n       2020
=================  ==========================================  ==================

The session's own layout is measured; the others are what its sizes would keep
(GQA with the session's groups, else half the heads; MLA with the session's
d_c and r, else DeepSeek-V2's ratio d_c = 4·d_k, r = d_k / 2).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from explorer.core.session import Session
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

GIB = 1 << 30
#: The layouts of :func:`cache_rows`, in its order.
_LAYOUTS = ("MHA", "GQA", "MQA", "MLA", "linear")
#: The one layout whose name is a word (the others are abbreviations, said as they are).
_LINEAR = QT_TRANSLATE_NOOP("CacheCost", "linear")


@dataclass(frozen=True)
class CacheRow:
    """One layout: its ``name`` with its sizes, the numbers kept per token, the bytes
    per token at the dtype, the tokens that fill 1 GiB (∞ for a fixed state) and the
    fixed state's bytes (0 for a growing cache); ``this`` marks the session's own."""

    name: str
    per_token: int
    bytes_per_token: int
    tokens_per_gib: float
    fixed_bytes: int
    this: bool


def layout_of(session: Session) -> str:
    """The session's own layout: "MLA", "linear", "GQA", "MQA" or "MHA"."""
    if session.latent is not None:
        return "MLA"
    if session.kernel is not None:
        return "linear"
    if session.kv_groups is not None and session.kv_groups < len(session.heads):
        return "MQA" if session.kv_groups == 1 else "GQA"
    return "MHA"


def shown_layout(layout: str) -> str:
    """A layout of :func:`layout_of` as a person reads it, in the chosen language."""
    return translate("CacheCost", _LINEAR) if layout == "linear" else layout


def cache_rows(session: Session, dtype: str | np.dtype = "float64") -> list[CacheRow]:
    """Every layout's cost for ``session``'s sizes at ``dtype`` (float32: 4 bytes a number)."""
    size = np.dtype(dtype).itemsize
    heads, d_k, d_v = len(session.heads), session.d_k, session.d_v
    own = layout_of(session)
    groups = session.kv_groups if session.kv_groups not in (None, heads, 1) else max(1, heads // 2)
    if session.latent is not None:
        d_c, r = session.latent.d_c, session.latent.d_r
    else:
        d_c, r = 4 * d_k, max(2, d_k // 2)

    def row(name: str, layout: str, per_token: int, fixed: int = 0) -> CacheRow:
        per_bytes = per_token * size
        tokens = math.inf if per_bytes == 0 else GIB / per_bytes
        return CacheRow(name, per_token, per_bytes, tokens, fixed * size, layout == own)

    return [
        row(translate("CacheCost", "MHA ({heads} K, V pairs)").format(heads=heads), "MHA", heads * (d_k + d_v)),
        row((translate("CacheCost", "GQA ({groups} groups)") if groups > 1
             else translate("CacheCost", "GQA ({groups} group)")).format(groups=groups), "GQA", groups * (d_k + d_v)),
        row(translate("CacheCost", "MQA (one K, V)"), "MQA", d_k + d_v),
        row(translate("CacheCost", "MLA (d_c = {d_c}, r = {r})").format(d_c=d_c, r=r), "MLA", d_c + r),
        row(translate("CacheCost", "linear (fixed state)"), "linear", 0, heads * (d_k * d_v + d_k)),
    ]


def _tokens(n: float) -> str:
    if not math.isfinite(n):
        return translate("CacheCost", "never")
    for size, unit in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if n >= size:
            return f"{n / size:.3g} {unit}"
    return f"{n:.0f}"


def _bytes(b: int) -> str:
    for size, unit in ((GIB, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")):
        if b >= size:
            return f"{b / size:.3g} {unit}"
    return f"{b} B"


def cache_table(session: Session, dtype: str | np.dtype = "float64") -> tuple[list[str], list[str], np.ndarray, str]:
    """(row labels, column labels, values, summary) of the cache-and-cost card: the bytes
    each layout keeps per token (one column, so its colours compare the layouts; the
    session's own marked "◀"), and a sentence of the tokens that fill 1 GiB in each."""
    rows = cache_rows(session, dtype)
    labels = [("◀ " if r.this else "") + r.name for r in rows]
    values = np.array([[r.bytes_per_token] for r in rows], dtype=np.float64)
    fill = translate("CacheCost", "{layout} {tokens} tokens")
    fills = "; ".join(fill.format(layout=shown_layout(layout), tokens=_tokens(r.tokens_per_gib))
                      for layout, r in zip(_LAYOUTS, rows) if r.per_token)
    fixed = next(r for r in rows if not r.per_token)
    summary = translate("CacheCost", "1 GiB holds the cache of: {fills}. Linear attention keeps a fixed {bytes} "
                                     "state whatever n.").format(fills=fills, bytes=_bytes(fixed.fixed_bytes))
    return labels, [translate("CacheCost", "bytes per token")], values, summary
