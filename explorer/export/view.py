"""What an export shows of one step: a 2-D matrix with its labels and mask.

Every exporter (figures, CSV, LaTeX ...) reads a :class:`MatrixView`, built
from a trace by :func:`matrix_view`, so the figure and the numbers always say
the same thing. NumPy only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from explorer.core.trace import Step, Trace, step_key

#: The pseudo step id of the whole-head slide (``heads[0].pipeline``).
PIPELINE = "pipeline"
#: Step ids in pipeline order (``masked`` only in causal mode, ``concat`` and
#: ``projected`` only with several heads or a W_O).
STEP_IDS = ("q", "k", "v", "scores", "scaled", "masked", "weights", "weighted_values", "output",
            "concat", "projected")
#: Steps whose rows are queries and columns keys (an attention matrix).
QUERY_KEY_STEPS = ("scores", "scaled", "masked", "weights")
_KEY = re.compile(r"^heads\[(\d+)\]\.(\w+)$")


class ExportError(ValueError):
    """An export that cannot be made; ``str(err)`` is one line a person can act on."""


@dataclass(frozen=True, eq=False)
class MatrixView:
    """A 2-D matrix ready to show or write.

    ``values`` is n × m float64 (masked cells keep their value: −∞ in the
    ``masked`` step, exactly 0 in causal weights); ``mask`` is an n × m bool
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

    @property
    def probabilities(self) -> bool:
        """True for attention weights (rows are distributions over the keys)."""
        return self.step_id == "weights"

    @property
    def shape(self) -> tuple[int, int]:
        return int(self.values.shape[0]), int(self.values.shape[1])


def pipeline_key(head: int) -> str:
    return step_key(PIPELINE, head)


def parse_key(key: str) -> tuple[str, int | None]:
    """``"heads[1].weights"`` → ``("weights", 1)``; ``"concat"`` → ``("concat", None)``."""
    found = _KEY.match(key)
    if found:
        return found.group(2), int(found.group(1))
    return key, None


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
        raise ExportError(f"no head {head}: this session has {trace.n_heads} head(s), "
                          f"numbered 0 to {trace.n_heads - 1}")
    valid = valid_step_ids(trace)
    if step_id not in valid:
        raise ExportError(f"unknown step {step_id!r} for this session; valid steps: {', '.join(valid)}")
    if step_id == PIPELINE:
        return pipeline_key(head)
    return trace.step(step_id, head).key


def _captions(step_id: str) -> tuple[str, str]:
    if step_id in QUERY_KEY_STEPS:
        return "queries", "keys"
    if step_id in ("k", "v"):
        return "keys", "dimensions"
    if step_id == "weighted_values":
        return "keys", "dimensions"
    return "queries", "dimensions"


def _mask(trace: Trace, step: Step, shape: tuple[int, int]) -> np.ndarray:
    """Where the causal mask hides cells: the −∞ entries of the head's
    ``masked`` step, shown on that step and on the weights it leads to."""
    if step.id not in ("masked", "weights") or step.head is None:
        return np.zeros(shape, dtype=bool)
    key = step_key("masked", step.head)
    if key not in trace:
        return np.zeros(shape, dtype=bool)
    return np.isneginf(trace.get(key).array)


def matrix_view(trace: Trace, key: str, query: int | None = None) -> MatrixView:
    """The 2-D view of step ``key``.

    For the 3-D ``weighted_values`` step (n × m × d_v) ``query`` picks a row i
    and the view is its m × d_v matrix a_ij·v_j (keys × dimensions); without
    it that step raises ExportError, as do unknown keys and the pipeline key.
    """
    step_id, head = parse_key(key)
    if step_id == PIPELINE:
        raise ExportError("the pipeline slide is a figure, not a matrix: choose PNG, SVG or PDF")
    if key not in trace:
        raise ExportError(f"no step {key!r} in this session")
    step = trace.get(key)
    rows, cols = step.row_labels, step.col_labels
    title, formula = step.title, step.formula
    row_caption, col_caption = _captions(step.id)
    if len(step.shape) == 3:
        if query is None:
            raise ExportError(f"{key} is 3-D (query × key × dimension): choose a query row")
        if not 0 <= query < step.shape[0]:
            raise ExportError(f"no query row {query}: {key} has rows 0 to {step.shape[0] - 1}")
        mask_rows = _mask(trace, trace.step("weights", step.head), tuple(step.shape[:2]))[query]
        # One query row only: the whole n × m × d_v array may be huge.
        values = np.asarray(step.row(query), dtype=np.float64)
        rows = cols
        cols = tuple(f"v{i + 1}" for i in range(values.shape[1]))
        title = f"{title} for query “{step.row_labels[query]}”"
        formula = f"a_{query + 1}j · v_j"
        mask = np.repeat(mask_rows[:, None], values.shape[1], axis=1)
    elif len(step.shape) == 2:
        values = np.asarray(step.array, dtype=np.float64)
        mask = _mask(trace, step, values.shape)
    else:
        raise ExportError(f"{key} has {len(step.shape)} dimension(s); only matrices can be exported")
    return MatrixView(key=key, step_id=step.id, head=step.head, title=title, formula=formula,
                      values=values, row_labels=tuple(rows), col_labels=tuple(cols),
                      row_caption=row_caption, col_caption=col_caption, mask=mask)
