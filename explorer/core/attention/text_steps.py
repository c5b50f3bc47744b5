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

from explorer.core.wording import QT_TRANSLATE_NOOP, translate

DASH = "\u2013"


@dataclass(frozen=True)
class TextStep:
    """One of the text's steps: its ``number`` ("Step 1", "1" … "5", or "" where
    the text names a step without numbering it), its ``name``, and the step ids
    of the pipeline that carry it out. ``number`` and ``name`` are the English;
    :attr:`label` is what a person reads, in their language."""

    number: str
    name: str
    step_ids: tuple[str, ...]

    @property
    def label(self) -> str:
        """How every surface writes it: "1 – Dot products q·k", or the name alone."""
        name = translate("TextSteps", self.name)
        return f"{_shown_number(self.number)} {DASH} {name}" if self.number else name


def _shown_number(number: str) -> str:
    """A step number as a person reads it: "1" as it is, "Step 1" in their language."""
    return number if number.isdigit() else translate("TextSteps", number)


#: The text's steps in its order. RoPE's rotated q and k are part of the linear
#: transformations (they are what the dot products read).
TEXT_STEPS: tuple[TextStep, ...] = (
    TextStep(QT_TRANSLATE_NOOP("TextSteps", "Step 1"), QT_TRANSLATE_NOOP("TextSteps", "Linear transformations"),
             ("q", "k", "v", "q_rot", "k_rot")),
    TextStep("1", QT_TRANSLATE_NOOP("TextSteps", "Dot products q·k"), ("scores",)),
    TextStep("2", QT_TRANSLATE_NOOP("TextSteps", "Divide by √d_k"), ("scaled",)),
    TextStep("", QT_TRANSLATE_NOOP("TextSteps", "Mask: future tokens are masked"), ("masked",)),
    TextStep("3", QT_TRANSLATE_NOOP("TextSteps", "Softmax"), ("weights",)),
    TextStep("4", QT_TRANSLATE_NOOP("TextSteps", "Values × weights"), ("weighted_values",)),
    TextStep("5", QT_TRANSLATE_NOOP("TextSteps", "Add the weighted values"), ("output",)),
)
_BY_ID: dict[str, TextStep] = {sid: t for t in TEXT_STEPS for sid in t.step_ids}
#: A mask that is not (only) the causal one: a window or padding hides keys, not "the future".
OTHER_MASK = QT_TRANSLATE_NOOP("TextSteps", "Mask: hidden keys get −∞")
#: The text's name for its numbered list 1–5: "we can calculate attention score".
SCORE_NAME = QT_TRANSLATE_NOOP("TextSteps", "Attention score")


def text_entry(step_id: str) -> TextStep | None:
    """The text's step that ``step_id`` carries out, or None (inputs, ALiBi, the heads combined)."""
    return _BY_ID.get(step_id)


def text_number(step_id: str) -> str:
    """The reference text's number of a step: "Step 1" (the linear
    transformations), "1" … "5" (the attention score's steps), or "" for a step
    the text does not number (the mask, the inputs, ALiBi, the heads combined).
    In the chosen language ("Step 1" is translated)."""
    found = _BY_ID.get(step_id)
    return _shown_number(found.number) if found else ""


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
        return translate("TextSteps", OTHER_MASK)
    return found.label


def number_span(step_ids: Iterable[str]) -> str:
    """The text's numbers 1–5 of ``step_ids`` as a span: "1–3", "4–5", "3" ("" for none)."""
    found = (_BY_ID.get(s) for s in step_ids)
    numbers = sorted(int(t.number) for t in found if t is not None and t.number.isdigit())
    if not numbers:
        return ""
    low, high = numbers[0], numbers[-1]
    return str(low) if low == high else f"{low}{DASH}{high}"


#: The captions of the step-by-step panel's rows, as templates for the catalogue: {step} is
#: :func:`text_step` of the linear transformations, {span} the text's numbers (:func:`number_span`).
_STAGE_TEMPLATES: tuple[tuple[str, str], ...] = (
    ("inputs", QT_TRANSLATE_NOOP("TextSteps", "Inputs: token embeddings and learned weights")),
    ("linear", QT_TRANSLATE_NOOP("TextSteps", "{step}: queries, keys, values")),
    ("scores", QT_TRANSLATE_NOOP("TextSteps", "{span} – Dot products, ÷ √d_k, softmax")),
    ("sum", QT_TRANSLATE_NOOP("TextSteps", "{span} – Values × weights, then their sum")),
    ("heads", QT_TRANSLATE_NOOP("TextSteps", "Heads combined")),
)
#: The scores row with the mask between ÷ √d_k and the softmax (causal; a window or padding).
_MASKED_SCORES = (QT_TRANSLATE_NOOP("TextSteps", "{span} – Dot products, ÷ √d_k, the causal mask, softmax"),
                  QT_TRANSLATE_NOOP("TextSteps", "{span} – Dot products, ÷ √d_k, the mask, softmax"))
_STAGE_SPANS = {"scores": ("scores", "scaled", "weights"), "sum": ("weighted_values", "output")}


def _caption(template: str, stage: str) -> str:
    """A stage's caption from its (translated) template."""
    return template.format(step=text_step("q"), span=number_span(_STAGE_SPANS.get(stage, ())))


#: The rows of the step-by-step panel, in reading order (as the reference text's figure),
#: numbered from :data:`TEXT_STEPS`; the captions in English (:func:`stage_caption` is what a
#: person reads, in their language).
STAGES: tuple[tuple[str, str], ...] = tuple((stage, _caption(template, stage))
                                            for stage, template in _STAGE_TEMPLATES)


def stage_caption(stage: str, masked: bool = False, causal: bool = True) -> str:
    """A panel row's caption (:data:`STAGES`) for a trace, in the chosen language: the scores
    row names the mask between ÷ √d_k and the softmax only when the trace has one ("the causal
    mask" in causal mode, else "the mask": a window or padding)."""
    template = dict(_STAGE_TEMPLATES)[stage]
    if stage == "scores" and masked:
        template = _MASKED_SCORES[0] if causal else _MASKED_SCORES[1]
    return _caption(translate("TextSteps", template), stage)


def score_row_label(step_ids: Iterable[str]) -> str:
    """The pipeline slide's second row (the scores to the output): "1–5 – Attention score"."""
    span = number_span(step_ids)
    name = translate("TextSteps", SCORE_NAME)
    return f"{span} {DASH} {name}" if span else name
