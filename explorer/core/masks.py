"""The visibility mask: which keys each query may read (causal ∧ window ∧ padding).

A key is hidden from query i when the causal mask hides it (j > i), when it
lies outside the sliding window (causal mode: i − j ≥ w; self mode:
|i − j| ≥ w), or when it is padding. Hidden cells become −∞ before the
softmax, exactly as the causal mask alone always did.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from explorer.core.diagonals import diagonal_view, offsets
from explorer.core.variants import key_ranges, open_key_prefix

if TYPE_CHECKING:
    from explorer.core.session import Session

#: The parts of the mask, in the order an explanation names them.
PARTS = ("causal", "window", "padding")


def hidden_diagonals(session: Session) -> np.ndarray | None:
    """True for each diagonal j − i (:func:`~explorer.core.diagonals.offsets`:
    n + m − 1 values) whose keys the causal mask or the window hides, or None
    when neither applies. Both depend on j − i alone; padding depends on j."""
    if session.mode != "causal" and session.window is None:
        return None
    k = offsets(session.n, session.m)
    hidden = np.zeros(k.shape, dtype=bool)
    if session.mode == "causal":
        hidden |= k > 0  # j > i
    if session.window is not None:
        w = int(session.window)
        hidden |= k <= -w  # i − j ≥ w
        if session.mode != "causal":
            hidden |= k >= w  # j − i ≥ w
    return hidden


def padded_keys(session: Session) -> np.ndarray | None:
    """True for each padding key (m values), or None without padding."""
    if not session.padding:
        return None
    pad = np.zeros(session.m, dtype=bool)
    pad[list(session.padding)] = True
    return pad


def hidden_mask(xp: Any, session: Session, rows: Any = None, cols: Any = None) -> Any:
    """True where a key is hidden from a query (n × m on ``xp``), or None when
    nothing is hidden. ``rows``/``cols`` (index arrays) restrict it to a block
    (one query's row, a tile of keys) without building the n × m mask."""
    diagonals, pad = hidden_diagonals(session), padded_keys(session)
    if diagonals is None and pad is None:
        return None
    n, m = session.n, session.m
    if rows is None and cols is None:
        # One boolean pass: the per-diagonal rule read through a view, padding or-ed in by column.
        hidden = (xp.zeros((n, m), dtype=bool) if diagonals is None
                  else xp.array(diagonal_view(xp, xp.asarray(diagonals), n, m), order="C"))
    else:
        i = xp.arange(n) if rows is None else xp.asarray(rows)
        j = xp.arange(m) if cols is None else xp.asarray(cols)
        hidden = (xp.zeros((int(i.shape[0]), int(j.shape[0])), dtype=bool) if diagonals is None
                  else xp.asarray(diagonals)[j[None, :] - i[:, None] + (n - 1)])
    if pad is not None:
        hidden |= xp.asarray(pad if cols is None else pad[np.asarray(cols)])[None, :]
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
    """The masked step's formula, naming each part that applies. It masks what
    the softmax reads: S″ (the biased scores) with ALiBi, else S′."""
    s = "S″" if session.positions is not None and session.positions.kind == "alibi" else "S′"
    if session.mode == "causal" and session.window is None and not session.padding:
        return f"{s}_ij = −∞ where j > i"
    parts = []
    if session.mode == "causal":
        parts.append("j > i")
    if session.window is not None:
        parts.append(f"i − j ≥ {session.window}" if session.mode == "causal" else f"|i − j| ≥ {session.window}")
    if session.padding:
        parts.append("j is padding")
    return f"{s}_ij = −∞ where " + " or ".join(parts)


def mask_title(session: Session) -> str:
    """The masked step's title: "Causal mask" alone, else the parts it combines."""
    parts = [p for p, on in zip(PARTS, (session.mode == "causal", session.window is not None, bool(session.padding)))
             if on]
    return "Causal mask" if parts == ["causal"] else "Mask: " + " ∧ ".join(parts)


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


def hidden_picture(session: Session, shape: tuple[int, int]) -> np.ndarray:
    """The mask at a picture's ``shape`` (blocks of cells as :meth:`Step.preview`
    makes them): True where every cell of the block is hidden. Read-only and
    cached; the exact mask when ``shape`` is (n, m). Costs n × columns, never n × m."""
    return _picture(session.mode, session.n, session.m, session.window, tuple(session.padding), tuple(shape))


@lru_cache(maxsize=16)
def _picture(mode: str, n: int, m: int, window: int | None, padding: tuple[int, ...],
             shape: tuple[int, int]) -> np.ndarray:
    rows, cols = shape
    kr, kc = -(-n // rows), -(-m // cols)
    lo, hi = key_ranges(mode, n, m, window)
    prefix = open_key_prefix(m, padding)
    starts = np.arange(0, m, kc)
    ends = np.minimum(starts + kc, m)
    # Visible keys of query i inside column block b: its range cut to the block, padding taken out.
    a = np.clip(lo[:, None], starts[None, :], ends[None, :])
    b = np.clip(hi[:, None], starts[None, :], ends[None, :])
    seen = (prefix[b] - prefix[a]) > 0
    visible = np.logical_or.reduceat(seen, np.arange(0, n, kr), axis=0)
    out = ~visible
    out.setflags(write=False)
    return out
