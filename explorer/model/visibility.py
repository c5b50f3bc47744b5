"""What the figures and cards hatch: the whole visibility mask (causal ∧ window ∧ padding).

One rule for the screen's cards, the exported figures and their reduced
pictures: :func:`mask_picture` says which cells are hidden at a picture's
shape, :func:`mask_legend` says in words which parts hide them, and
:func:`hidden_reason` names the parts that hide one cell (a tooltip).
The picture costs n × columns (explorer.core.masks.hidden_picture), never n × m
per edit on a long sequence beyond the picture itself.
"""

from __future__ import annotations

import numpy as np

from explorer.core.masks import hidden_picture, hiding_parts
from explorer.core.session import Session
from explorer.core.steps import causal_picture, shows_mask
from explorer.core.trace import Trace


def mask_picture(trace: Trace, step_id: str, shape: tuple[int, int]) -> np.ndarray | None:
    """True where every cell of a block of ``step_id`` is hidden, at ``shape``; None when the step shows no mask."""
    if not shows_mask(step_id, trace):
        return None
    session = trace.session
    if session is None:  # a trace read without its session: only the causal part is known
        return causal_picture(tuple(shape))
    return hidden_picture(session, (int(shape[0]), int(shape[1])))


def legend_parts(session: Session | None) -> list[str]:
    """The parts of the mask that apply, each in words with its rule."""
    if session is None:
        return ["key after query (j > i)"]
    parts = []
    if session.mode == "causal":
        parts.append("key after query (j > i)")
    if session.window is not None:
        w = session.window
        parts.append(f"outside the window (i − j ≥ {w})" if session.mode == "causal"
                     else f"outside the window (|i − j| ≥ {w})")
    if session.padding:
        parts.append("padding key")
    return parts


def mask_legend(session: Session | None, step_id: str) -> str:
    """The legend of a figure's hatched cells: which parts hide them, and what they hold."""
    text = "masked: " + " or ".join(legend_parts(session))
    if step_id == "masked":
        return text + ", score set to −∞"
    if step_id == "weights":
        return text + ", weight exactly 0"
    return text


_REASONS = {"causal": "a later token", "window": "outside the window", "padding": "padding"}


def hidden_reason(session: Session | None, i: int, j: int) -> str:
    """Why key j is hidden from query i, for a tooltip ("masked: a later token, padding")."""
    if session is None:
        return "masked (a later token)"
    parts = hiding_parts(session, i, j)
    return "masked (" + ", ".join(_REASONS[p] for p in parts) + ")" if parts else "masked"
