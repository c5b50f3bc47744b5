"""What the Heatmap tab shows, resolved from a snapshot and the view state (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.attention.step_keys import key_for_head
from explorer.core.attention.steps import STEPS, axis_names, info, picture_how
from explorer.core.attention.trace import Step, Trace
from explorer.app.frame import Frame
from explorer.app.cards import DeferredValues, shown_values, step_mask
from explorer.app.identity import head_note
from explorer.app.reading import ScoreReading, reading_for
from explorer.app.view import View
from explorer.core.wording import translate


@dataclass(frozen=True, eq=False)
class HeatmapContent:
    """One step as the heatmap draws it: the exact values (for tooltips and
    clicks), the picture (reduced for long sequences), its mask, labels and captions."""

    key: str
    step_id: str
    title: str
    formula: str
    values: np.ndarray | DeferredValues
    display: np.ndarray
    mask: np.ndarray | None
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    axis_names: tuple[str, str]
    probability: bool
    #: How to read a score matrix cell by cell; None for the other steps.
    reading: ScoreReading | None = None


def choices(trace: Trace) -> list[tuple[str, str]]:
    """(step id, name) of every step the heatmap can show for this trace, in pipeline order.

    With an additive bias (ALiBi) the softmax reads S″ = S′ + B, and the weights' name says so."""
    biased = key_for_head("biased", 0) in trace
    weights = translate("Heatmap", "Attention weights  {symbol}").format(symbol=_weights_symbol(trace, biased))
    return [(sid, weights if sid == "weights" else step.choice)
            for sid, step in STEPS.items() if sid != "weighted_values" and key_for_head(sid, 0) in trace]


def _weights_symbol(trace: Trace, biased: bool) -> str:
    """What the weights are of, as the selector names them: softmax(S′) (of S″ with a bias,
    of S̃ when soft-capped or sunk), A₁ − λ·A₂ for differential attention, P / ΣP for linear."""
    session = trace.session
    if session is not None and session.kernel is not None:
        return "P / ΣP"
    if session is not None and session.differential is not None:
        return "A₁ − λ·A₂"
    if session is not None and (session.softcap is not None or session.sinks is not None):
        return "softmax(S̃)"
    return "softmax(S″)" if biased else "softmax(S′)"


def shown_step(trace: Trace, view: View) -> Step:
    """The step the view state points at (a clamped state always names one)."""
    key = key_for_head(view.step, view.head)
    return trace.get(key if key in trace else key_for_head("weights", view.head))


def resolve(frame: Frame, side: int = 1024) -> HeatmapContent:
    """The heatmap's content for ``frame`` with a picture of at most ``side`` cells a side."""
    trace = frame.trace
    step = shown_step(trace, frame.view)
    named = head_note(trace.session, step.head)
    display = step.preview(side, picture_how(step.id))
    title = f"{step.title}{f'  ·  {named}' if named else ''}  ·  {step.shape_text}"
    return HeatmapContent(step.key, step.id, title, step.formula,
                          shown_values(step, display), display, step_mask(trace, step, display.shape),
                          step.row_labels, step.col_labels, axis_names(step.id), info(step.id).probability,
                          reading_for(trace, step))
