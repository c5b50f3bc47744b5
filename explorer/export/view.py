"""What an export shows of one step: a 2-D matrix with its labels and mask.

Every exporter (figures, CSV, LaTeX ...) reads a :class:`MatrixView`, built
from a trace by :func:`matrix_view`, so the figure and the numbers always say
the same thing. NumPy only.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.attention.step_keys import parse_key, step_key
from explorer.core.attention.steps import STEPS, shown_axis_names
from explorer.core.attention.trace import Step, Trace
from explorer.core.wording import translate
from explorer.app.identity import head_name
from explorer.app.visibility import mask_legend, mask_picture

__all__ = ["PIPELINE", "ExportError", "MatrixView", "figure_keys", "matrix_view", "parse_key", "pipeline_key",
           "resolve_key", "valid_step_ids", "choice_label", "head_caption"]

#: The pseudo step id of the whole-head slide (``heads[0].pipeline``).
PIPELINE = "pipeline"


class ExportError(ValueError):
    """An export that cannot be made; ``str(err)`` is one line a person can act on."""


class WriteError(ExportError):
    """The export was made but could not be written (unwritable folder, full
    disk, a device or FIFO at the target): the CLIs exit 1 for it, 2 for bad input."""


#: Exit status of every CLI for a failed write (bad input is 2).
EXIT_WRITE = 1


def exit_status(err: ExportError, bad_input: int = 2) -> int:
    """The CLI exit status for ``err``: :data:`EXIT_WRITE` for a failed write."""
    return EXIT_WRITE if isinstance(err, WriteError) else bad_input


@dataclass(frozen=True, eq=False)
class MatrixView:
    """A 2-D matrix ready to show or write.

    ``values`` is n × m float64 (masked cells keep their value: −∞ in the
    ``masked`` step, exactly 0 in causal weights; a reduced figure's picture,
    explorer/export/reduced.py, keeps the trace's dtype); ``mask`` is an n × m bool
    array, True where the causal mask hides the cell.
    """

    key: str
    step_id: str
    head: int | None
    title: str
    formula: str
    values: np.ndarray
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    row_caption: str
    col_caption: str
    mask: np.ndarray
    #: For a figure of a long sequence: how its blocks of cells were reduced
    #: (explorer/export/reduced.py); empty when every cell is shown.
    reduced: str = ""
    #: The legend of the hatched cells: which parts of the mask hide them.
    mask_note: str = ""
    #: How a caption names the head: "head 2", an imported head "all-MiniLM-L6-v2 · layer 6 · head 12"
    #: ("" for the steps after the heads).
    head_name: str = ""

    @property
    def probabilities(self) -> bool:
        """True for attention weights (rows are distributions over the keys)."""
        found = STEPS.get(self.step_id)
        return found is not None and found.probability

    @property
    def shape(self) -> tuple[int, int]:
        return int(self.values.shape[0]), int(self.values.shape[1])


def pipeline_key(head: int) -> str:
    return step_key(PIPELINE, head)


def figure_keys(trace: Trace) -> list[str]:
    """Every key a figure can be made of, in pipeline order: each head's 2-D
    steps and its whole-pipeline slide, then concat/projected. The 3-D
    ``weighted_values`` step is included; it needs a query row."""
    keys: list[str] = []
    for head in range(trace.n_heads):
        keys += [s.key for s in trace.head_steps(head)]
        keys.append(pipeline_key(head))
    keys += [s.key for s in trace.steps if s.head is None]
    return keys


def valid_step_ids(trace: Trace) -> list[str]:
    """Step ids valid for this trace (for ``--step``), the pipeline slide included."""
    ids = [s.id for s in trace.head_steps(0)] + [PIPELINE] + [s.id for s in trace.steps if s.head is None]
    return list(dict.fromkeys(ids))


def resolve_key(trace: Trace, step_id: str, head: int = 0) -> str:
    """The key for ``step_id`` of ``head``; ExportError listing the valid ids if there is none."""
    if not 0 <= head < trace.n_heads:
        raise ExportError(translate("View", "no head {head}: this session has {count} head(s), "
                                            "numbered 0 to {last}").format(
            head=head, count=trace.n_heads, last=trace.n_heads - 1))
    valid = valid_step_ids(trace)
    if step_id not in valid:
        raise ExportError(translate("View", "unknown step {step} for this session; valid steps: {steps}").format(
            step=repr(step_id), steps=", ".join(valid)))
    if step_id == PIPELINE:
        return pipeline_key(head)
    return trace.step(step_id, head).key


def _mask(trace: Trace, step: Step, shape: tuple[int, int]) -> np.ndarray:
    """Where the visibility mask (causal ∧ window ∧ padding) hides cells of ``step``
    (the registry says which steps show it)."""
    mask = mask_picture(trace, step.id, shape)
    return np.zeros(shape, dtype=bool) if mask is None else np.array(mask)


def matrix_view(trace: Trace, key: str, query: int | None = None) -> MatrixView:
    """The 2-D view of step ``key``.

    For the 3-D ``weighted_values`` step (n × m × d_v) ``query`` picks a row i
    and the view is its m × d_v matrix a_ij·v_j (keys × dimensions); without
    it that step raises ExportError, as do unknown keys and the pipeline key.
    """
    step_id, head = parse_key(key)
    if step_id == PIPELINE:
        raise ExportError(translate("View", "the pipeline slide is a figure, not a matrix: choose PNG, SVG or PDF"))
    if key not in trace:
        raise ExportError(translate("View", "no step {key} in this session").format(key=repr(key)))
    step = trace.get(key)
    rows, cols = step.row_labels, step.col_labels
    title, formula = step.title, step.formula
    row_caption, col_caption = shown_axis_names(step.id)
    if len(step.shape) == 3:
        if query is None:
            raise ExportError(translate("View", "{key} is 3-D (query × key × dimension): choose a query row")
                              .format(key=key))
        if not 0 <= query < step.shape[0]:
            raise ExportError(translate("View", "no query row {query}: {key} has rows 0 to {last}").format(
                query=query, key=key, last=step.shape[0] - 1))
        mask_rows = _mask(trace, trace.step("weights", step.head), tuple(step.shape[:2]))[query]
        # One query row only: the whole n × m × d_v array may be huge.
        values = np.asarray(step.row(query), dtype=np.float64)
        rows = cols
        cols = tuple(f"v{i + 1}" for i in range(values.shape[1]))
        title = translate("View", "{title} for query “{token}”").format(title=title, token=step.row_labels[query])
        formula = f"a_{query + 1}j · v_j"
        mask = np.repeat(mask_rows[:, None], values.shape[1], axis=1)
    elif len(step.shape) == 2:
        values = np.asarray(step.array, dtype=np.float64)
        mask = _mask(trace, step, values.shape)
    else:
        raise ExportError(translate("View", "{key} has {count} dimension(s); only matrices can be exported")
                          .format(key=key, count=len(step.shape)))
    return MatrixView(key=key, step_id=step.id, head=step.head, title=title, formula=formula,
                      values=values, row_labels=tuple(rows), col_labels=tuple(cols),
                      row_caption=row_caption, col_caption=col_caption, mask=mask,
                      mask_note=mask_legend(trace.session, step.id),
                      head_name=head_caption(trace, step.head))


def head_caption(trace: Trace, head: int | None) -> str:
    """How a figure's caption names ``head``: "head 2", an imported head by who it
    is ("all-MiniLM-L6-v2 · layer 6 · head 12"); "" for the steps after the heads."""
    return "" if head is None else head_name(trace.session, head, capital=False)


def choice_label(trace: Trace, key: str) -> str:
    """How a choice reads in the "What" list: "Attention weights", "Head 2 · Keys"."""
    step_id, head = parse_key(key)
    if step_id == PIPELINE:
        text = translate("View", "Whole pipeline (16:9 slide)")
    else:
        step = trace.get(key)
        if len(step.shape) == 3:  # shape, not array: the 3-D step is computed lazily
            text = translate("View", "{title} ({step}), one query row").format(title=step.title, step=step.id)
        else:
            text = f"{step.title} ({step.id})"
    if head is not None and trace.n_heads > 1:
        text = f"{head_name(trace.session, head)} \u00b7 {text}"
    return text
