"""The visibility mask: which keys each query may read (causal ∧ window ∧ padding).

A key is hidden from query i when the causal mask hides it (j > i), when it
lies outside the sliding window (causal mode: i − j ≥ w; self mode:
|i − j| ≥ w), or when it is padding. Hidden cells become −∞ before the
softmax, exactly as the causal mask alone always did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from explorer.core.steps import causal_mask

if TYPE_CHECKING:
    from explorer.core.session import Session

#: The parts of the mask, in the order an explanation names them.
PARTS = ("causal", "window", "padding")


def hidden_mask(xp: Any, session: Session, rows: Any = None, cols: Any = None) -> Any:
    """True where a key is hidden from a query (n × m on ``xp``), or None when
    nothing is hidden. ``rows``/``cols`` (index arrays) restrict it to a block
    (one query's row, a tile of keys) without building the n × m mask."""
    if session.mode != "causal" and session.window is None and not session.padding:
        return None
    if rows is None and cols is None and session.window is None and not session.padding:
        return causal_mask(xp, session.n, session.m)  # the plain causal case, as before
    i = xp.arange(session.n) if rows is None else xp.asarray(rows)
    j = xp.arange(session.m) if cols is None else xp.asarray(cols)
    # Comparisons of a column against a row only: every n × m temporary is
    # boolean (i − j as an integer array would be 8 bytes a cell at 4096 tokens).
    hidden = xp.zeros((int(i.shape[0]), int(j.shape[0])), dtype=bool)
    if session.mode == "causal":
        hidden |= j[None, :] > i[:, None]
    if session.window is not None:
        w = int(session.window)
        hidden |= j[None, :] <= (i - w)[:, None]  # i − j ≥ w
        if session.mode != "causal":
            hidden |= j[None, :] >= (i + w)[:, None]  # j − i ≥ w
    if session.padding:
        pad = np.zeros(session.m, dtype=bool)
        pad[list(session.padding)] = True
        pad_cols = xp.asarray(pad) if cols is None else xp.asarray(pad[np.asarray(cols)])
        hidden |= pad_cols[None, :]
    return hidden


def hiding_parts(session: Session, i: int, j: int) -> tuple[str, ...]:
    """Which parts of the mask hide key j from query i (empty: the key is visible)."""
    parts = []
    if session.mode == "causal" and j > i:
        parts.append("causal")
    if session.window is not None:
        w = int(session.window)
        if (i - j >= w) if session.mode == "causal" else (abs(i - j) >= w):
            parts.append("window")
    if j in session.padding:
        parts.append("padding")
    return tuple(parts)


def mask_formula(session: Session) -> str:
    """The masked step's formula, naming each part that applies."""
    if session.mode == "causal" and session.window is None and not session.padding:
        return "S′_ij = −∞ where j > i"
    parts = []
    if session.mode == "causal":
        parts.append("j > i")
    if session.window is not None:
        parts.append(f"i − j ≥ {session.window}" if session.mode == "causal" else f"|i − j| ≥ {session.window}")
    if session.padding:
        parts.append("j is padding")
    return "S′_ij = −∞ where " + " or ".join(parts)


def mask_description(session: Session) -> str:
    """What the masked step hides, in words (the plain causal sentence as before)."""
    if session.mode == "causal" and session.window is None and not session.padding:
        return "Each token attends only to itself and the tokens on its left"
    parts = []
    if session.mode == "causal":
        parts.append("tokens on its right (causal)")
    if session.window is not None:
        parts.append(f"tokens {session.window} or more places away (window)")
    if session.padding:
        parts.append("padding tokens")
    return "Each query is kept from " + ", ".join(parts)
