"""Multi-head latent attention (DeepSeek-V2): keys and values from one small latent.

c = X·W_DKV (n × d_c) is all a KV cache keeps; head h's keys are c·W_UK,h and its
values c·W_UV,h. With decoupled RoPE (``d_r``), head h also has W_QR,h
(d_model × r): q_h = [X·W_Q,h ; RoPE(X·W_QR,h)] and k_h = [c·W_UK,h ; RoPE(X·W_KR)],
the rotated key shared by all heads, and the scores are divided by √(d_k + r).

The session keeps the latent matrices here; each head's ``w_k`` and ``w_v`` are
W_DKV·W_UK,h and W_DKV·W_UV,h, made from them (a reader of ``head.w_k`` sees the
keys' map, and the forward itself goes through c). Matrix ids: ``"w_dkv"``,
``"w_kr"``, ``"heads[h].w_uk"``, ``"heads[h].w_uv"``, ``"heads[h].w_qr"``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from explorer.core.session_error import SessionError
from explorer.core.attention.step_keys import step_key
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.core.session import Head

#: The latent matrices of a head and of the whole session, by matrix name.
HEAD_LATENT = ("w_uk", "w_uv", "w_qr")
SESSION_LATENT = ("w_dkv", "w_kr")
#: RoPE's default in latent attention (DeepSeek-V2): θ 10000, pairs (2i, 2i + 1).
LATENT_THETA = 10000.0
LATENT_PAIRS = "interleaved"


def _frozen(a: Any) -> np.ndarray:
    out = np.array(a, dtype=np.float64, copy=True)
    out.setflags(write=False)
    return out


@dataclass(frozen=True, eq=False)
class Latent:
    """W_DKV (d_model × d_c); per head W_UK (d_c × d_k) and W_UV (d_c × d_v); with
    decoupled RoPE, W_KR (d_model × r) and per head W_QR (d_model × r)."""

    w_dkv: np.ndarray
    w_uk: tuple[np.ndarray, ...]
    w_uv: tuple[np.ndarray, ...]
    w_kr: np.ndarray | None = None
    w_qr: tuple[np.ndarray, ...] | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "w_dkv", _frozen(self.w_dkv))
        object.__setattr__(self, "w_uk", tuple(_frozen(a) for a in self.w_uk))
        object.__setattr__(self, "w_uv", tuple(_frozen(a) for a in self.w_uv))
        if self.w_kr is not None:
            object.__setattr__(self, "w_kr", _frozen(self.w_kr))
        if self.w_qr is not None:
            object.__setattr__(self, "w_qr", tuple(_frozen(a) for a in self.w_qr))

    @property
    def d_c(self) -> int:
        return int(self.w_dkv.shape[1]) if self.w_dkv.ndim == 2 else 0

    @property
    def d_r(self) -> int:
        """r, the rotated width each head adds to its keys and queries (0 without RoPE)."""
        return 0 if self.w_kr is None else int(self.w_kr.shape[1])

    def matrix(self, name: str, head: int | None) -> np.ndarray | None:
        """The latent matrix ``name`` (of ``head`` for a head's), or None if there is none."""
        if head is None:
            return getattr(self, name) if name in SESSION_LATENT else None
        if name not in HEAD_LATENT:
            return None
        per = getattr(self, name)
        return None if per is None or head >= len(per) else per[head]

    def with_matrix(self, name: str, head: int | None, value: np.ndarray) -> Latent:
        if head is None:
            return replace(self, **{name: value})
        per = list(getattr(self, name))
        per[head] = value
        return replace(self, **{name: tuple(per)})

    def matrix_ids(self, heads: int) -> list[str]:
        """Every latent matrix id, in display order: W_DKV, (W_KR), then per head W_UK, W_UV (W_QR)."""
        out = ["w_dkv"] + (["w_kr"] if self.w_kr is not None else [])
        for h in range(heads):
            out += [step_key("w_uk", h), step_key("w_uv", h)] + ([step_key("w_qr", h)] if self.w_qr else [])
        return out

    def equals(self, other: Latent | None) -> bool:
        if other is None:
            return False
        pairs = [(self.w_dkv, other.w_dkv), (self.w_kr, other.w_kr)]
        for name in ("w_uk", "w_uv", "w_qr"):
            a, b = getattr(self, name), getattr(other, name)
            if (a is None) != (b is None) or (a is not None and len(a) != len(b)):
                return False
            pairs += list(zip(a or (), b or ()))
        return all((a is None and b is None) or (a is not None and b is not None and np.array_equal(a, b))
                   for a, b in pairs)

    def validate(self, heads: int, d_model: int, d_k: int) -> None:
        def check(name: str, a: np.ndarray, rows: int, cols: int | None, what: str) -> int:
            if a.ndim != 2:
                raise SessionError(name, translate("Latent", "expected a matrix, got {dimensions} "
                                                             "dimension(s)").format(dimensions=a.ndim))
            if a.shape[0] != rows:
                raise SessionError(name, translate("Latent", "expected {expected} rows ({what}), got {got}").format(
                    expected=rows, what=what, got=a.shape[0]))
            if cols is not None and a.shape[1] != cols:
                raise SessionError(name, translate("Latent", "expected {expected} columns, got {got}").format(
                    expected=cols, got=a.shape[1]))
            if a.shape[1] < 1:
                raise SessionError(name, translate("Latent", "needs at least one column"))
            if not np.isfinite(a).all():
                r, c = (int(x) for x in np.argwhere(~np.isfinite(a))[0])
                raise SessionError(name, translate("Latent", "not a finite number"), r, c)
            return int(a.shape[1])

        d_c = check("w_dkv", self.w_dkv, d_model, None, "d_model")
        if len(self.w_uk) != heads or len(self.w_uv) != heads:
            raise SessionError("latent", translate("Latent", "expected {heads} kv entries (one per head), got "
                                                             "{count}").format(heads=heads, count=len(self.w_uk)))
        d_v = None
        for h in range(heads):
            check("w_uk", self.w_uk[h], d_c, d_k, "d_c")
            d_v = check("w_uv", self.w_uv[h], d_c, d_v, "d_c")
        if (self.w_kr is None) != (self.w_qr is None):
            raise SessionError("w_qr" if self.w_qr is None else "w_kr",
                               translate("Latent", "decoupled RoPE needs both w_kr and every head's w_qr"))
        if self.w_kr is not None:
            r = check("w_kr", self.w_kr, d_model, None, "d_model")
            if r % 2:
                raise SessionError("d_r", translate("Latent", "RoPE turns pairs, so d_r must be even, not {d_r}").format(
                    d_r=r))
            if len(self.w_qr) != heads:
                raise SessionError("w_qr", translate("Latent", "expected one w_qr per head ({heads}), got "
                                                               "{count}").format(heads=heads, count=len(self.w_qr)))
            for h in range(heads):
                check("w_qr", self.w_qr[h], d_model, r, "d_model")


def expanded_heads(heads: tuple[Head, ...], latent: Latent) -> tuple[Head, ...]:
    """``heads`` with each head's w_k, w_v made from the latent: W_DKV·W_UK,h and W_DKV·W_UV,h."""
    out = []
    for h, head in enumerate(heads):
        if h >= len(latent.w_uk) or latent.w_dkv.shape[1] != latent.w_uk[h].shape[0]:
            out.append(head)  # validation names what does not fit
            continue
        w_k, w_v = latent.w_dkv @ latent.w_uk[h], latent.w_dkv @ latent.w_uv[h]
        out.append(replace(head, w_k=w_k, w_v=w_v, b_k=None, b_v=None))
    return tuple(out)
