"""THE table of the reference text's step numbers and names, read by every surface.

The text numbers its steps in two layers: "Step 1 – Linear Transformations"
makes the query, key and value; then the attention score is computed in its
numbered steps 1–5. The mask is not numbered there: the text names it
("future tokens are masked"). The Step by step cards and lecture line, the
pipeline slide, the lecture deck, the inspector and ``explain`` all read the
number and name of a step here (:func:`text_step`), so the same step reads the
same on each. Plain data, no Qt.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

DASH = "\u2013"


@dataclass(frozen=True)
class TextStep:
    """One of the text's steps: its ``number`` ("Step 1", "1" … "5", or "" where
    the text names a step without numbering it), its ``name``, and the step ids
    of the pipeline that carry it out."""

    number: str
    name: str
    step_ids: tuple[str, ...]

    @property
    def label(self) -> str:
        """How every surface writes it: "1 – Dot products q·k", or the name alone."""
        return f"{self.number} {DASH} {self.name}" if self.number else self.name


#: The text's steps in its order. RoPE's rotated q and k are part of the linear
#: transformations (they are what the dot products read).
TEXT_STEPS: tuple[TextStep, ...] = (
    TextStep("Step 1", "Linear transformations", ("q", "k", "v", "q_rot", "k_rot")),
    TextStep("1", "Dot products q\u00b7k", ("scores",)),
    TextStep("2", "Divide by \u221ad_k", ("scaled",)),
    TextStep("", "Mask: future tokens are masked", ("masked",)),
    TextStep("3", "Softmax", ("weights",)),
    TextStep("4", "Values \u00d7 weights", ("weighted_values",)),
    TextStep("5", "Add the weighted values", ("output",)),
)
_BY_ID: dict[str, TextStep] = {sid: t for t in TEXT_STEPS for sid in t.step_ids}
#: A mask that is not (only) the causal one: a window or padding hides keys, not "the future".
OTHER_MASK = "Mask: hidden keys get \u2212\u221e"
#: The text's name for its numbered list 1–5: "we can calculate attention score".
SCORE_NAME = "Attention score"


def text_entry(step_id: str) -> TextStep | None:
    """The text's step that ``step_id`` carries out, or None (inputs, ALiBi, the heads combined)."""
    return _BY_ID.get(step_id)


def text_number(step_id: str) -> str:
    """The reference text's number of a step: "Step 1" (the linear
    transformations), "1" … "5" (the attention score's steps), or "" for a step
    the text does not number (the mask, the inputs, ALiBi, the heads combined)."""
    found = _BY_ID.get(step_id)
    return found.number if found else ""


def text_step(step_id: str, causal: bool = True) -> str:
    """THE label of a step, as every surface prints it: "Step 1 – Linear transformations",
    "1 – Dot products q·k", "2 – Divide by √d_k", "Mask: future tokens are masked"
    (causal mode; a window or padding mask is :data:`OTHER_MASK`), "3 – Softmax",
    "4 – Values × weights", "5 – Add the weighted values"; "" for a step the text
    does not name."""
    found = _BY_ID.get(step_id)
    if found is None:
        return ""
    if step_id == "masked" and not causal:
        return OTHER_MASK
    return found.label


def number_span(step_ids: Iterable[str]) -> str:
    """The text's numbers 1–5 of ``step_ids`` as a span: "1–3", "4–5", "3" ("" for none)."""
    numbers = sorted(int(n) for n in (text_number(s) for s in step_ids) if n.isdigit())
    if not numbers:
        return ""
    low, high = numbers[0], numbers[-1]
    return str(low) if low == high else f"{low}{DASH}{high}"


#: The rows of the step-by-step panel, in reading order (as the reference text's figure),
#: numbered from :data:`TEXT_STEPS`.
STAGES: tuple[tuple[str, str], ...] = (
    ("inputs", "Inputs: token embeddings and learned weights"),
    ("linear", f"{text_step('q')}: queries, keys, values"),
    ("scores", f"{number_span(('scores', 'scaled', 'weights'))} {DASH} Dot products, \u00f7 \u221ad_k, softmax"),
    ("sum", f"{number_span(('weighted_values', 'output'))} {DASH} Values \u00d7 weights, then their sum"),
    ("heads", "Heads combined"),
)


def stage_caption(stage: str, masked: bool = False, causal: bool = True) -> str:
    """A panel row's caption (:data:`STAGES`) for a trace: the scores row names the
    mask between ÷ √d_k and the softmax only when the trace has one ("the causal
    mask" in causal mode, else "the mask": a window or padding)."""
    caption = dict(STAGES)[stage]
    if stage == "scores" and masked:
        return caption.replace("\u00f7 \u221ad_k, ", f"\u00f7 \u221ad_k, {'the causal mask' if causal else 'the mask'}, ")
    return caption


def score_row_label(step_ids: Iterable[str]) -> str:
    """The pipeline slide's second row (the scores to the output): "1–5 – Attention score"."""
    span = number_span(step_ids)
    return f"{span} {DASH} {SCORE_NAME}" if span else SCORE_NAME
