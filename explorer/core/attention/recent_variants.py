"""The 2025–26 variants as session data: QK-norm, RoPE scaling, soft-capping, sinks,
top-k, differential and linear attention (latent attention is
:mod:`explorer.core.attention.latent`).

Session file version 4 adds, all optional (absent means the mechanism without them):

- ``qk_norm``: :class:`QKNorm`, RMSNorm of every q and k row before RoPE
  (Qwen3 per head, OLMo 2 over all heads);
- ``positions.scaling``: :class:`RopeScaling` (linear, NTK-aware, YaRN);
- ``softcap``: c, Gemma 2's S ← c·tanh(S / c) after scaling and bias;
- ``sinks``: one learned logit per head that takes a share of each row's softmax (gpt-oss);
- ``topk``: each query keeps its k largest visible scores;
- ``differential``: λ, A = softmax(q₁k₁ᵀ/√d) − λ·softmax(q₂k₂ᵀ/√d) (Ye et al., 2024);
- ``kernel``: ``"elu1"``, linear attention φ(q)·φ(k)ᵀ normalised per row (Katharopoulos et al., 2020).

In a head the order is: q, k, v → QK-norm → RoPE (scaled) → S = q·kᵀ → ÷ scale
→ ALiBi → soft-cap → visibility (causal ∧ window ∧ padding ∧ top-k) → softmax
(with sink) → A·V. This module holds the rules; the arithmetic is the forward's
(:mod:`explorer.core.attention.forward`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from explorer.core.session_error import SessionError
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.core.session import Session

QK_NORM_SCOPES = ("head", "all")
DEFAULT_EPS = 1e-6
SCALING_KINDS = ("linear", "ntk", "yarn")
KERNELS = ("elu1",)
#: The variants a linear-attention head cannot have: each needs the softmax it replaces.
NOT_WITH_KERNEL = ("softcap", "sinks", "topk", "alibi", "differential")


def _number(value: Any) -> bool:
    return isinstance(value, (int, float, np.floating, np.integer)) and not isinstance(value, bool) \
        and math.isfinite(float(value))


def _frozen(values: Any) -> np.ndarray | None:
    if values is None:
        return None
    out = np.array(values, dtype=np.float64, copy=True)
    out.setflags(write=False)
    return out


@dataclass(frozen=True, eq=False)
class QKNorm:
    """RMSNorm of q and k rows: x ← g ⊙ x / √(mean(x²) + eps). ``scope`` "head": over
    each head's d_k numbers (g of length d_k, shared by the heads); "all": over all
    heads' q (H·d_k numbers) and all heads' k (g of length H·d_k). None g means ones."""

    scope: str = "head"
    eps: float = DEFAULT_EPS
    g_q: np.ndarray | None = None
    g_k: np.ndarray | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "g_q", _frozen(self.g_q))
        object.__setattr__(self, "g_k", _frozen(self.g_k))

    def width(self, heads: int, d_k: int) -> int:
        """How many numbers one norm spans (and g holds)."""
        return d_k if self.scope == "head" else heads * d_k

    def gain(self, which: str, width: int) -> np.ndarray:
        """g_q or g_k (``which`` "q" or "k"), ones when the file gave none."""
        g = self.g_q if which == "q" else self.g_k
        return np.ones(width) if g is None else g

    def equals(self, other: QKNorm | None) -> bool:
        return other is not None and self.scope == other.scope and self.eps == other.eps and all(
            (a is None and b is None) or (a is not None and b is not None and np.array_equal(a, b))
            for a, b in ((self.g_q, other.g_q), (self.g_k, other.g_k)))

    def validate(self, heads: int, d_k: int) -> None:
        if self.scope not in QK_NORM_SCOPES:
            raise SessionError("scope", translate("RecentVariants", "expected \"head\" or \"all\", got {value}").format(
                value=repr(self.scope)))
        if not (_number(self.eps) and self.eps > 0):
            raise SessionError("eps", translate("RecentVariants", "must be a positive number, got {value}").format(
                value=repr(self.eps)))
        width = self.width(heads, d_k)
        for name, g in (("g_q", self.g_q), ("g_k", self.g_k)):
            if g is None:
                continue
            if g.ndim != 1 or g.shape[0] != width:
                what = "d_k" if self.scope == "head" else translate("RecentVariants", "heads × d_k")
                raise SessionError(name, translate("RecentVariants", "expected {expected} numbers ({what}), got "
                                                                     "{got}").format(expected=width, what=what,
                                                                                     got=g.size))
            bad = np.flatnonzero(~np.isfinite(g))
            if bad.size:
                raise SessionError(name, translate("RecentVariants", "not a finite number"), int(bad[0]))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"scope": self.scope, "eps": self.eps}
        for name in ("g_q", "g_k"):
            if getattr(self, name) is not None:
                out[name] = [float(x) for x in getattr(self, name)]
        return out


@dataclass(frozen=True)
class RopeScaling:
    """How RoPE stretches to longer contexts. ``linear``: positions ÷ factor; ``ntk``:
    θ′ = θ·factor^(d/(d−2)); ``yarn``: each pair's frequency blended between
    interpolated and original by a ramp over the pairs whose wavelength fits between
    ``beta_fast`` and ``beta_slow`` turns in ``original_max`` positions, and cos, sin
    multiplied by 0.1·ln(factor) + 1 (Peng et al., 2023; transformers' "yarn")."""

    kind: str
    factor: float
    original_max: int | None = None
    beta_fast: float = 32.0
    beta_slow: float = 1.0

    def validate(self) -> None:
        if self.kind not in SCALING_KINDS:
            raise SessionError("scaling", translate("RecentVariants", "unknown kind {kind}; expected one of "
                                                                      "{kinds}").format(kind=repr(self.kind),
                                                                                        kinds=", ".join(SCALING_KINDS)))
        if not (_number(self.factor) and self.factor >= 1):
            raise SessionError("factor", translate("RecentVariants", "must be a number of at least 1, got "
                                                                     "{value}").format(value=repr(self.factor)))
        if self.kind == "yarn":
            L = self.original_max
            if isinstance(L, bool) or not isinstance(L, (int, np.integer)) or L < 1:
                raise SessionError("original_max", translate("RecentVariants", "YaRN needs the original context "
                                                                                "length, a whole number of at least 1, "
                                                                                "got {value}").format(value=repr(L)))
            if not (_number(self.beta_fast) and _number(self.beta_slow) and self.beta_fast > self.beta_slow > 0):
                raise SessionError("scaling", translate("RecentVariants", "beta_fast must be larger than beta_slow, "
                                                                          "both positive"))

    def to_dict(self) -> dict[str, Any]:
        factor: float | int = int(self.factor) if float(self.factor).is_integer() else float(self.factor)
        out: dict[str, Any] = {"kind": self.kind, "factor": factor}
        if self.kind == "yarn":
            out.update(original_max=int(self.original_max), beta_fast=_plain(self.beta_fast),
                       beta_slow=_plain(self.beta_slow))
        return out


def _plain(x: float) -> float | int:
    return int(x) if float(x).is_integer() else float(x)


def uses_recent_forward(session: Session) -> bool:
    """Whether a head needs the forward's version-4 stages (RoPE scaling alone does not: it
    only changes the rotation's angles)."""
    return (session.qk_norm is not None or session.softcap is not None or session.sinks is not None
            or session.topk is not None or session.differential is not None or session.kernel is not None
            or session.latent is not None)


def uses_recent(session: Session) -> bool:
    """True when the session needs a version-4 file."""
    pos = session.positions
    return uses_recent_forward(session) or (pos is not None and pos.scaling is not None)


def used_fields(session: Session) -> list[str]:
    """The file keys of the version-4 variants ``session`` uses (``alibi`` for ALiBi
    positions: the conflicts name it)."""
    out = [name for name in ("qk_norm", "softcap", "sinks", "topk", "differential", "kernel", "latent")
           if getattr(session, name) is not None]
    if session.positions is not None and session.positions.kind == "alibi":
        out.append("alibi")
    if session.kv_groups is not None:
        out.append("kv_heads")
    return out


#: Pairs a session may not have together (the first named is refused with the second).
CONFLICTS = tuple(("kernel", other) for other in NOT_WITH_KERNEL) + (
    ("differential", "sinks"), ("differential", "latent"), ("latent", "kv_heads"), ("latent", "qk_norm"),
    # Which of the two maps would pick the k keys? Neither answer is the paper's: refused.
    ("differential", "topk"))
#: The variants that need a query to read keys of its own sequence.
SELF_ONLY = ("latent", "differential", "topk")


def validate_recent(session: Session) -> None:
    """Raise SessionError naming the first version-4 field that is wrong."""
    heads = len(session.heads)
    used = set(used_fields(session))
    for a, b in CONFLICTS:
        if a in used and b in used:
            raise SessionError(a, translate("RecentVariants", "{first} cannot be combined with {second}; remove one "
                                                              "of them").format(first=a, second=b))
    for name in SELF_ONLY:
        if name in used and session.mode not in ("self", "causal"):
            raise SessionError(name, translate("RecentVariants", "{variant} needs self or causal mode, not "
                                                                 "{mode}").format(variant=name, mode=session.mode))
    if session.qk_norm is not None:
        if not isinstance(session.qk_norm, QKNorm):
            raise SessionError("qk_norm", translate("RecentVariants", "not a QK-norm object"))
        session.qk_norm.validate(heads, session.d_k)
    pos = session.positions
    if pos is not None and pos.scaling is not None:
        if pos.kind != "rope":
            raise SessionError("scaling", translate("RecentVariants", "only RoPE positions scale, not {kind}").format(
                kind=pos.kind))
        pos.scaling.validate()
    c = session.softcap
    if c is not None and not (_number(c) and c > 0):
        raise SessionError("softcap", translate("RecentVariants", "must be a positive number, got {value}").format(
            value=repr(c)))
    if session.sinks is not None:
        s = session.sinks
        if s.ndim != 1 or s.shape[0] != heads:
            raise SessionError("sinks", translate("RecentVariants", "expected {heads} numbers (one per head), got "
                                                                    "{count}").format(heads=heads, count=s.size))
        bad = np.flatnonzero(np.isnan(s) | np.isposinf(s))
        if bad.size:  # −∞ is allowed: a sink that takes nothing
            raise SessionError("sinks", translate("RecentVariants", "sink {head} is not a number or −∞").format(
                head=int(bad[0]) + 1))
    k = session.topk
    if k is not None and (isinstance(k, bool) or not isinstance(k, (int, np.integer)) or k < 1):
        raise SessionError("topk", translate("RecentVariants", "must be a whole number of at least 1, got "
                                                               "{value}").format(value=repr(k)))
    lam = session.differential
    if lam is not None:
        if not _number(lam):
            raise SessionError("lambda", translate("RecentVariants", "must be a finite number, got {value}").format(
                value=repr(lam)))
        if session.d_k % 2:
            raise SessionError("differential", translate("RecentVariants", "each head's w_q and w_k split into two "
                                                                           "halves, so d_k must be even, not "
                                                                           "{d_k}").format(d_k=session.d_k))
        if pos is not None and pos.kind == "rope" and (session.d_k // 2) % 2:
            raise SessionError("differential", translate("RecentVariants", "RoPE turns each half in pairs, so d_k "
                                                                           "must be a multiple of 4"))
    if session.kernel is not None and session.kernel not in KERNELS:
        raise SessionError("kernel", translate("RecentVariants", "unknown kernel {kernel}; expected one of "
                                                                 "{kernels}").format(kernel=repr(session.kernel),
                                                                                     kernels=", ".join(KERNELS)))
