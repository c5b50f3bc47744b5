"""The edits the "2025–26 variants" box makes: a session with one version-4 variant changed.

Like :mod:`explorer.app.variant_edits`, each returns a new session together with
the undo step's text; the session validates itself, so a value or a combination
the core refuses (linear attention with a soft-cap, differential attention with
an odd d_k) raises its :class:`SessionError` and nothing changes. Pure: the box
reads its controls and hands the result to ``Document.apply``.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from explorer.core.attention.latent import Latent
from explorer.core.attention.recent_variants import QKNorm, RopeScaling
from explorer.core.session import Session, SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The QK-norm selector's choices: (scope or None, menu text). The menu texts are English,
#: translated where shown: translate("RecentEdits", text) (so are the tables below).
QK_NORM_CHOICES = (
    (None, QT_TRANSLATE_NOOP("RecentEdits", "off")),
    ("head", QT_TRANSLATE_NOOP("RecentEdits", "per head (Qwen3)")),
    ("all", QT_TRANSLATE_NOOP("RecentEdits", "over all heads (OLMo 2)")),
)
#: The RoPE-scaling selector's choices: (kind or None, menu text).
SCALING_CHOICES = (
    (None, QT_TRANSLATE_NOOP("RecentEdits", "none")),
    ("linear", QT_TRANSLATE_NOOP("RecentEdits", "linear (positions ÷ s)")),
    ("ntk", QT_TRANSLATE_NOOP("RecentEdits", "NTK-aware (θ grows)")),
    ("yarn", QT_TRANSLATE_NOOP("RecentEdits", "YaRN (ramp over pairs)")),
)
_SCALING_NAMES = {"linear": QT_TRANSLATE_NOOP("RecentEdits", "linear"),
                  "ntk": QT_TRANSLATE_NOOP("RecentEdits", "NTK-aware"), "yarn": "YaRN"}
#: Below this a latent matrix's number is the SVD's rounding noise, shown as 0 (not −0.000).
_NOISE = 1e-12


def set_softcap(session: Session, cap: float | None) -> tuple[Session, str]:
    """``session`` with its scores soft-capped at ``cap`` (c·tanh(S / c)), or not."""
    return replace(session, softcap=cap), (translate("RecentEdits", "No soft-cap") if cap is None
                                           else translate("RecentEdits", "Soft-cap c = {cap:g}").format(cap=cap))


def set_sinks(session: Session, on: bool) -> tuple[Session, str]:
    """``session`` with one sink logit per head, or none. A new sink is 0 (a logit as
    large as a score of 0: a visible share, edited afterwards in the "sinks" matrix);
    sinks already there are kept."""
    if not on:
        return replace(session, sinks=None), translate("RecentEdits", "No sinks")
    if session.sinks is not None:
        return session, translate("RecentEdits", "Sinks")
    return replace(session, sinks=np.zeros(len(session.heads))), translate("RecentEdits", "A sink per head (0)")


def set_topk(session: Session, k: int | None) -> tuple[Session, str]:
    """``session`` where each query keeps only its ``k`` largest scores, or all of them."""
    return replace(session, topk=k), (translate("RecentEdits", "All keys (no top-k)") if k is None
                                      else translate("RecentEdits", "Top-{k} keys").format(k=k))


def set_qk_norm(session: Session, scope: str | None) -> tuple[Session, str]:
    """``session`` with QK-norm over ``scope`` ("head" or "all"), or none. The gains
    stay when the scope does; another scope spans another width, so its gains start at ones."""
    if scope is None:
        return replace(session, qk_norm=None), translate("RecentEdits", "No QK-norm")
    old = session.qk_norm
    norm = old if old is not None and old.scope == scope else QKNorm(scope, old.eps if old is not None else 1e-6)
    return replace(session, qk_norm=norm), (translate("RecentEdits", "QK-norm per head") if scope == "head"
                                            else translate("RecentEdits", "QK-norm over all heads"))


def set_rope_scaling(session: Session, kind: str | None, factor: float = 4.0,
                     original_max: int | None = None) -> tuple[Session, str]:
    """``session`` with its RoPE stretched by ``kind`` (``factor``; YaRN's ``original_max``),
    or plain RoPE. Refused without RoPE positions: only RoPE's angles can be scaled."""
    pos = session.positions
    if pos is None or pos.kind != "rope":
        if kind is None:
            return session, translate("RecentEdits", "No RoPE scaling")
        raise SessionError("scaling", translate("RecentEdits", "RoPE scaling needs RoPE positions; choose RoPE under "
                                                               "Positions first"))
    if kind is None:
        return replace(session, positions=replace(pos, scaling=None)), translate("RecentEdits", "No RoPE scaling")
    old = pos.scaling
    if kind == "yarn":  # the betas are not on the box: a file's own stay
        fast, slow = (old.beta_fast, old.beta_slow) if old is not None else (32.0, 1.0)
        scaling = RopeScaling(kind, float(factor), original_max, fast, slow)
    else:
        scaling = RopeScaling(kind, float(factor))
    name = translate("RecentEdits", _SCALING_NAMES.get(kind, kind))
    if kind == "yarn":
        text = translate("RecentEdits", "RoPE scaling: {name} × {factor:g} of {original_max}").format(
            name=name, factor=factor, original_max=original_max)
    else:
        text = translate("RecentEdits", "RoPE scaling: {name} × {factor:g}").format(name=name, factor=factor)
    return replace(session, positions=replace(pos, scaling=scaling)), text


def set_differential(session: Session, lam: float | None) -> tuple[Session, str]:
    """``session`` with differential attention A = A₁ − λ·A₂, or ordinary attention.
    The core refuses an odd d_k (each head's W_Q and W_K split into two halves)."""
    return (replace(session, differential=lam),
            translate("RecentEdits", "No differential attention") if lam is None
            else translate("RecentEdits", "Differential attention λ = {lam:g}").format(lam=lam))


def set_kernel(session: Session, on: bool) -> tuple[Session, str]:
    """``session`` with linear attention (φ(x) = elu(x) + 1 instead of the softmax), or without."""
    return (replace(session, kernel="elu1" if on else None),
            translate("RecentEdits", "Linear attention (φ = elu + 1)") if on
            else translate("RecentEdits", "Softmax attention"))


def latent_size(session: Session) -> int:
    """d_c a latent made from ``session``'s heads gets: min(d_model, d_k), a cache
    no wider than one head's keys (the point of latent attention) and never
    wider than the embeddings it compresses."""
    return max(1, min(session.d_model, session.d_k))


def latent_from_heads(session: Session, d_c: int | None = None) -> Latent:
    """A :class:`Latent` whose keys and values are as close to ``session``'s as ``d_c``
    latent numbers allow: every head's W_K and W_V side by side, M (d_model × H·(d_k + d_v)),
    is cut to its best rank-d_c approximation by the SVD M = UΣVᵀ, with W_DKV = U's
    first d_c columns and W_UK, W_UV the pieces of W_DKVᵀ·M. Where M's rank is at
    most d_c, W_DKV·W_UK = W_K exactly. Deterministic: each column of W_DKV has its
    largest entry positive (an SVD may flip a column's sign)."""
    d_c = latent_size(session) if d_c is None else d_c
    heads = session.heads
    keys = [np.asarray(h.w_k, dtype=np.float64) for h in heads]
    values = [np.asarray(h.w_v, dtype=np.float64) for h in heads]
    m = np.concatenate(keys + values, axis=1)
    u = np.linalg.svd(m, full_matrices=False)[0][:, :d_c]
    # Fewer columns than d_c only when M is narrower than d_model: pad with zeros.
    if u.shape[1] < d_c:
        u = np.concatenate([u, np.zeros((u.shape[0], d_c - u.shape[1]))], axis=1)
    peak = np.argmax(np.abs(u), axis=0)
    u = u * np.where(u[peak, np.arange(u.shape[1])] < 0, -1.0, 1.0)
    up = u.T @ m
    w_dkv, up = (np.where(np.abs(a) < _NOISE, 0.0, a) for a in (u, up))
    d_k, d_v = session.d_k, session.d_v
    w_uk = tuple(up[:, h * d_k:(h + 1) * d_k] for h in range(len(heads)))
    start = len(heads) * d_k
    w_uv = tuple(up[:, start + h * d_v:start + (h + 1) * d_v] for h in range(len(heads)))
    return Latent(w_dkv, w_uk, w_uv)


def set_latent(session: Session, on: bool) -> tuple[Session, str]:
    """``session`` with latent attention made from its heads (:func:`latent_from_heads`),
    or back to ordinary heads whose W_K = W_DKV·W_UK and W_V = W_DKV·W_UV, the keys
    and values the latent made (the session's heads already hold them), so nothing
    moves; a decoupled RoPE part (W_QR, W_KR) has no place in an ordinary head and goes."""
    if not on:
        if session.latent is None:
            return session, translate("RecentEdits", "No latent attention")
        if session.latent.w_kr is not None:
            text = translate("RecentEdits", "Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV (W_QR, W_KR dropped)")
        else:
            text = translate("RecentEdits", "Ordinary heads: W_K = W_DKV·W_UK, W_V = W_DKV·W_UV")
        return replace(session, latent=None), text
    if session.latent is not None:
        return session, translate("RecentEdits", "Latent attention")
    latent = latent_from_heads(session)
    after = replace(session, latent=latent)
    close = all(np.allclose(a.w_k, b.w_k) and np.allclose(a.w_v, b.w_v) for a, b in zip(after.heads, session.heads))
    text = (translate("RecentEdits", "Latent attention, d_c = {d_c}") if close
            else translate("RecentEdits", "Latent attention, d_c = {d_c} (K, V approximated)")).format(d_c=latent.d_c)
    # Latent attention turns only a decoupled part, which a latent made here has not: said, not hidden.
    pos = session.positions
    if pos is not None and pos.kind == "rope":
        text = translate("RecentEdits", "{change}; RoPE turns nothing without W_QR, W_KR").format(change=text)
    return after, text
