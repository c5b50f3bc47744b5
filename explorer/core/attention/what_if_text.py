"""What if… in the steps' own words: titles and formulas that say what the scores were divided by.

With √d_k scaling off (or a temperature T ≠ 1) the weights are computed from
S or S / T, yet the pipeline names what the softmax reads S′ whatever S′ is.
A figure of the weights alone then said "A = softmax(S′)" over near one-hot
unscaled weights. Every surface (the heatmap, the cards, every export, the
deck, the matrix files) reads a step's ``title`` and ``formula``, so the trace
writes the What-if state into them once, here, and no surface has to know.

What S′ is comes from the What-if state itself (:func:`scaled_expression`),
never read back from a formula's text. NumPy-free.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any, Protocol

from explorer.core.wording import translate

__all__ = ["AFFECTED", "attention_formula", "carry_what_if", "scaled_expression", "what_if_note", "without_note"]

#: The steps whose title names the What-if state: S′ itself and the steps that
#: read it directly (the later steps read A, whose card already says it).
AFFECTED = ("scaled", "biased", "masked", "weights")


class _Step(Protocol):
    id: str
    head: int | None
    title: str
    formula: str
    reads: tuple[str, ...]


def what_if_note(scale: bool, temperature: float) -> str:
    """The What-if state in a few words: "" for the textbook computation (÷ √d_k,
    T = 1), else "√d_k scaling off", "T = 2" or "√d_k scaling off, T = 0.5"."""
    parts = []
    if not scale:
        parts.append(translate("WhatIfText", "√d_k scaling off"))
    if not math.isclose(temperature, 1.0):
        parts.append(f"T = {temperature:g}")
    return ", ".join(parts)


def scaled_expression(scale: bool, temperature: float) -> str:
    """What S′ is, as the pipeline divides: "S / √d_k", "S / (√d_k · T)", "S / T" or "S"."""
    if scale:
        return "S / √d_k" if temperature == 1.0 else "S / (√d_k · T)"
    return "S / T" if temperature != 1.0 else "S"


def attention_formula(scale: bool, temperature: float, session: Any = None) -> str:
    """The whole formula as computed: "Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V" for the
    textbook, "softmax(Q·Kᵀ) · V" with √d_k scaling off, "softmax(Q·Kᵀ / T) · V" … (a title
    page or slide header must not claim a √d_k not divided by); linear, differential and
    soft-capped attention (of ``session``, when given) by their own formula."""
    scaled = scaled_expression(scale, temperature)[1:]
    if session is not None and getattr(session, "kernel", None) is not None:
        return "Attention(Q, K, V) = rownorm(φ(Q)·φ(K)ᵀ) · V,  φ = elu + 1"
    if session is not None and getattr(session, "differential", None) is not None:
        half = scaled.replace("√d_k", "√d")
        return f"Attention = (softmax(Q₁·K₁ᵀ{half}) − λ·softmax(Q₂·K₂ᵀ{half})) · V"
    if session is not None and getattr(session, "softcap", None) is not None:
        return f"Attention(Q, K, V) = softmax(c·tanh(Q·Kᵀ{scaled} / c)) · V"
    return f"Attention(Q, K, V) = softmax({'Q·Kᵀ' + scaled}) · V"


def without_note(text: str, note: str) -> str:
    """A title or formula :func:`carry_what_if` wrote, without what it added: for a figure
    that says ``note`` once for all its matrices (the pipeline slide's header)."""
    if not note or not text.endswith(f"  ({note})"):
        return text
    text = text.removesuffix(f"  ({note})")
    head, sep, _definition = text.rpartition(",  S′ = ")
    return head if sep else text


def carry_what_if(steps: Iterable[_Step], scale: bool, temperature: float) -> None:
    """Write the What-if state into the titles and formulas of :data:`AFFECTED` ``steps``
    (in place; nothing for the textbook computation; idempotent).

    Titles get "  (√d_k scaling off)"; the weights' formula names what the softmax
    read: "A = softmax(S) over each row  (√d_k scaling off)" when it read the scaled
    scores directly, else "…softmax(S′)…,  S′ = S / T  (T = 2)" (the mask or bias
    stays named S′ / S″ as on its own card)."""
    note = what_if_note(scale, temperature)
    if not note:
        return
    expression = scaled_expression(scale, temperature)
    suffix = f"  ({note})"
    for step in steps:
        if step.id not in AFFECTED or step.title.endswith(suffix):
            continue
        step.title += suffix
        if step.id == "scaled":
            continue  # the pipeline wrote the What-if state into S′'s formula already
        direct = len(step.reads) == 1 and step.reads[0].endswith("scaled")
        if step.id == "weights" and direct and "softmax(S′)" in step.formula:
            step.formula = step.formula.replace("softmax(S′)", f"softmax({expression})") + suffix
        else:
            step.formula += f",  S′ = {expression}{suffix}"
