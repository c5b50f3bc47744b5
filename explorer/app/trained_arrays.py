"""What the Train panel offers to train in a session, named as a person names each
array, and how each one's ∂L/∂ is shown and explained (no widgets).

The offer follows the session: W_Q, W_K, W_V; in latent attention W_Q, W_UK, W_UV and
W_DKV (with W_QR, W_KR under decoupled RoPE) instead of W_K, W_V; the sink logits
when the session has sinks; QK-norm's gains. It is read off the trainer's own
:func:`~explorer.core.training.gradients.parameters`, so the panel offers exactly
what the trainer accepts.
"""

from __future__ import annotations

from typing import Mapping

import numpy as np

from explorer.core.attention.explain_text import Explanation
from explorer.core.attention.recent_matrices import VECTORS
from explorer.core.session import Session
from explorer.core.training.explain import explain_gradient
from explorer.core.training.gradients import Objective, parameter_of, parameters, per_head
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: name → (label, what it is: a one-sentence tooltip), in the panel's order. The tooltips are
#: English, translated where shown (:func:`tooltip`); the labels are the arrays' symbols.
ARRAYS: dict[str, tuple[str, str]] = {
    "w_q": ("W_Q", QT_TRANSLATE_NOOP("TrainedArrays", "The queries' map: each token's query is q = x·W_Q.")),
    "w_k": ("W_K", QT_TRANSLATE_NOOP("TrainedArrays", "The keys' map: each token's key is k = x·W_K.")),
    "w_v": ("W_V", QT_TRANSLATE_NOOP("TrainedArrays", "The values' map: each token's value is v = x·W_V (only an "
                                                      "output target reaches it).")),
    "w_uk": ("W_UK", QT_TRANSLATE_NOOP("TrainedArrays", "This head's keys from the shared latent: k = c·W_UK.")),
    "w_uv": ("W_UV", QT_TRANSLATE_NOOP("TrainedArrays", "This head's values from the shared latent: v = c·W_UV (only "
                                                        "an output target reaches it).")),
    "w_dkv": ("W_DKV", QT_TRANSLATE_NOOP("TrainedArrays", "The latent every head reads its keys and values from: "
                                                          "c = x·W_DKV, one matrix for all heads.")),
    "w_qr": ("W_QR", QT_TRANSLATE_NOOP("TrainedArrays", "This head's rotated part of the query: RoPE(x·W_QR), "
                                                        "appended to q.")),
    "w_kr": ("W_KR", QT_TRANSLATE_NOOP("TrainedArrays", "The rotated part of the key that every head shares: "
                                                        "RoPE(x·W_KR), appended to k.")),
    "sinks": ("sinks", QT_TRANSLATE_NOOP("TrainedArrays", "Each head's sink logit: one more softmax column that takes "
                                                          "weight away from the keys.")),
    "g_q": ("g_q", QT_TRANSLATE_NOOP("TrainedArrays", "QK-norm's gain on the queries: q ← g_q ⊙ q / rms(q).")),
    "g_k": ("g_k", QT_TRANSLATE_NOOP("TrainedArrays", "QK-norm's gain on the keys: k ← g_k ⊙ k / rms(k).")),
}
#: The prefixes of a gradient picture's row and column labels (x1…, q1…, c1…).
_AXES = {"w_q": ("x", "q"), "w_k": ("x", "k"), "w_v": ("x", "v"), "w_uk": ("c", "k"), "w_uv": ("c", "v"),
         "w_dkv": ("x", "c"), "w_qr": ("x", "r"), "w_kr": ("x", "r")}


__all__ = ["ARRAYS", "VECTORS", "editor_gradients", "explain_cell", "gradient_of", "gradient_picture", "label",
           "tooltip", "trainable"]


def label(name: str) -> str:
    """A person's name for a trainable array: ``"W_DKV"``, ``"sinks"``, ``"g_q"``."""
    return ARRAYS[name][0] if name in ARRAYS else name


def tooltip(name: str) -> str:
    """What the array is, one sentence in the chosen language ("" for an array not listed)."""
    return translate("TrainedArrays", ARRAYS[name][1]) if name in ARRAYS else ""


def trainable(session: Session) -> tuple[str, ...]:
    """The names the panel offers for ``session``, in :data:`ARRAYS`' order: those the
    trainer finds for the first head (every head has the same kinds of arrays)."""
    available = parameters(session)
    return tuple(name for name in ARRAYS if parameter_of(session, 0, name) in available)


def gradient_of(session: Session, head: int, name: str, gradients: Mapping[str, np.ndarray]) -> np.ndarray | None:
    """∂L/∂``name`` as ``head`` reads it, from a run's gradients by parameter id: the
    session's own arrays (``"sinks"``, ``"g_q"``, ``"w_dkv"``) by their own id, a KV
    group's W_K and W_V by the group's; None when that array did not train."""
    return gradients.get(parameter_of(session, head, name))


def gradient_picture(session: Session, name: str, grad: np.ndarray) -> tuple[np.ndarray, tuple[str, ...],
                                                                              tuple[str, ...]]:
    """A gradient as a matrix to draw with its row and column labels: a vector as one
    row (the sinks by head h1…, a gain by component 1…, or h1·1… over all heads)."""
    grad = np.asarray(grad, dtype=np.float64)
    if grad.ndim == 1:
        width = grad.shape[0]
        heads = len(session.heads)
        if name == "sinks":
            cols = tuple(f"h{h + 1}" for h in range(width))
        elif heads > 1 and session.qk_norm is not None and session.qk_norm.scope == "all" and width % heads == 0:
            per = width // heads
            cols = tuple(f"h{c // per + 1}·{c % per + 1}" for c in range(width))
        else:
            cols = tuple(str(c + 1) for c in range(width))
        return grad.reshape(1, -1), (label(name),), cols
    rows, cols = grad.shape
    row, col = _AXES.get(name, ("", ""))
    return grad, tuple(f"{row}{r + 1}" for r in range(rows)), tuple(f"{col}{c + 1}" for c in range(cols))


def editor_gradients(session: Session, gradients: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The gradients by the editors' matrix ids: a KV group's under each head of the group,
    vectors as the one-row matrices the editors show."""
    return {pid: (grad.reshape(1, -1) if np.ndim(grad) == 1 else grad)
            for pid, grad in per_head(session, gradients).items()}


def explain_cell(session: Session, objective: Objective, head: int, name: str, row: int, col: int, *,
                 scale: bool = True, temperature: float = 1.0) -> Explanation:
    """The arithmetic of the clicked cell (``row``, ``col``) of ∂L/∂``name``'s picture (a
    vector's one row: its entry ``col``). ValueError (or SessionError) where the trainer's
    explanation refuses the array or the variant."""
    pid = parameter_of(session, head, name)
    vector = np.ndim(parameters(session).get(pid)) == 1
    return explain_gradient(session, objective, pid, col if vector else row, None if vector else col,
                            scale=scale, temperature=temperature)
