"""The version-4 variants' numbers as matrices a person edits: sinks, QK-norm's gains
and latent attention's maps, addressed like every matrix of a session.

``"sinks"`` (1 × H), ``"g_q"`` and ``"g_k"`` (1 × d_k, or 1 × H·d_k over all heads)
are vectors shown as one-row matrices, so the editors, the undo stack, the
inspector and training treat them as they treat W_Q. Latent attention's are
``"w_dkv"``, ``"w_kr"`` and per head ``"heads[h].w_uk"``, ``"w_uv"``, ``"w_qr"``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np

from explorer.core.session_error import SessionError
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.core.session import Session

VECTORS = ("sinks", "g_q", "g_k")


def vector_ids(session: Session) -> list[str]:
    """The vector ids ``session`` has, in display order."""
    out = ["sinks"] if session.sinks is not None else []
    if session.qk_norm is not None:
        out += ["g_q", "g_k"]
    return out


def _gain(session: Session, name: str) -> np.ndarray:
    norm = session.qk_norm
    width = norm.width(len(session.heads), session.d_k)
    out = np.array(norm.gain(name[-1], width), dtype=np.float64)
    out.setflags(write=False)
    return out


def matrix(session: Session, name: str, head: int | None) -> np.ndarray | None:
    """The array behind a version-4 id (vectors as 1 × length), or None for any other id."""
    if head is None and name == "sinks" and session.sinks is not None:
        return session.sinks.reshape(1, -1)
    if head is None and name in ("g_q", "g_k") and session.qk_norm is not None:
        return _gain(session, name).reshape(1, -1)
    if session.latent is not None:
        found = session.latent.matrix(name, head)
        if found is not None:
            return found
    return None


def with_matrix(session: Session, name: str, head: int | None, value: np.ndarray) -> Session | None:
    """``session`` with a version-4 array replaced (None when ``name`` is not one);
    a latent head's w_k and w_v are refused: they are made from the latent."""
    if session.latent is not None and head is not None and name in ("w_k", "w_v"):
        raise SessionError(name, translate("RecentMatrices", "latent attention makes the keys and values from "
                                                             "c = X·W_DKV; edit W_DKV, W_UK or W_UV instead"))
    arr = np.asarray(value, dtype=np.float64)
    if head is None and name == "sinks" and session.sinks is not None:
        return replace(session, sinks=arr.reshape(-1))
    if head is None and name in ("g_q", "g_k") and session.qk_norm is not None:
        return replace(session, qk_norm=replace(session.qk_norm, **{name: arr.reshape(-1)}))
    if session.latent is not None and session.latent.matrix(name, head) is not None:
        return replace(session, latent=session.latent.with_matrix(name, head, arr))
    return None


def same_recent(a: Session, b: Session) -> bool:
    """Whether two sessions have the same version-4 variants (values compared)."""
    def same(x: object, y: object) -> bool:
        if x is None or y is None:
            return x is None and y is None
        return x.equals(y)  # type: ignore[attr-defined]

    def same_array(x: np.ndarray | None, y: np.ndarray | None) -> bool:
        return (x is None and y is None) or (x is not None and y is not None and np.array_equal(x, y))

    return (a.softcap == b.softcap and a.topk == b.topk and a.differential == b.differential
            and a.kernel == b.kernel and same_array(a.sinks, b.sinks) and same(a.qk_norm, b.qk_norm)
            and same(a.latent, b.latent))
