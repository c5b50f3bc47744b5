"""The view state: what a person looks at, as plain data, clamped in one place.

Nothing here is part of the session (none of it is undoable): the selected
head (or, in the Lines tab, every head), the step the heatmap shows, the selected cell and the query row whose
weighted values the cards show, the lecture position and play state, the seed
and fill new cells get, the colormap and the cell-value switch.
:func:`clamp` makes a view state valid for a trace; every widget reads the
clamped state instead of clamping on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from explorer.core.edits import FILLS
from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.core.attention.step_keys import parse_key, step_key
from explorer.core.attention.steps import QUERY_ROW_STEPS
from explorer.core.attention.trace import Trace

#: The choices of View → Decimals.
MIN_DECIMALS, MAX_DECIMALS = 1, 6

@dataclass(frozen=True)
class View:
    """One view state. ``selected`` is a step key (``"heads[0].weights"``) or a
    session matrix id (``"embeddings"``, ``"heads[0].w_q"``) with its index
    ((row, col), or (i, j, c) for ``weighted_values``); ``lecture`` is the
    revealed step's position (0-based) in :func:`explorer.app.lecture.order`."""

    head: int = 0
    #: The Lines tab's "All heads": every head's lines, each in its colour, not only :attr:`head`'s.
    lines_all_heads: bool = False
    step: str = "weights"
    selected: str | None = None
    index: tuple[int, ...] | None = None
    query_row: int = 0
    lecture: int = 0
    show_all: bool = True
    playing: bool = False
    seed: int = 0
    fill: str = "zeros"
    colormap: str = "viridis"
    show_values: bool = True
    #: Decimals of the numbers printed in cells, cards and figures (View → Decimals);
    #: the inspector keeps full precision.
    decimals: int = DEFAULT_DECIMALS
    #: View → Show as Table: the Heatmap tab shows its numbers as a table (a screen reader's way in).
    table: bool = False
    #: View → Mark Negative Cells: a notch in the corner of every cell below 0 (the sign without the colour).
    negatives: bool = False

    def select(self, key: str, index: tuple[int, ...]) -> View:
        """This state with one cell selected; a cell of a query-row step also moves ``query_row``."""
        index = tuple(int(i) for i in index)
        row = self.query_row
        if index and parse_key(key)[0] in QUERY_ROW_STEPS:
            row = index[0]
        return replace(self, selected=key, index=index, query_row=row)

    def cleared(self) -> View:
        return replace(self, selected=None, index=None)


def _cell_exists(trace: Trace, key: str, index: tuple[int, ...]) -> bool:
    if key in trace:
        shape = trace.get(key).shape
    else:
        try:
            shape = trace.session.matrix(key).shape if trace.session is not None else None
        except KeyError:
            return False
        if shape is None:
            return False
    return len(index) == len(shape) and all(0 <= i < s for i, s in zip(index, shape))


def lecture_length(trace: Trace) -> int:
    """How many steps the lecture of any head walks through (the same for every head)."""
    return len(trace.head_steps(0)) + sum(1 for s in trace.steps if s.head is None)


def clamp(view: View, trace: Trace) -> View:
    """``view`` made valid for ``trace``: the head exists, the step is one the
    heatmap can show (else the weights), the query row exists, a selection of
    a cell that no longer exists is cleared, the lecture position is a step."""
    head = min(max(view.head, 0), trace.n_heads - 1)
    step = view.step
    if step_key(step, None if step in ("concat", "projected") else head) not in trace:
        step = "weights"
    rows = trace.session.n if trace.session is not None else trace.get(step_key("weights", 0)).shape[0]
    query_row = min(max(view.query_row, 0), rows - 1)
    selected, index = view.selected, view.index
    if selected is not None and (index is None or not _cell_exists(trace, selected, index)):
        selected, index = None, None
    lecture = min(max(view.lecture, 0), max(lecture_length(trace) - 1, 0))
    fill = view.fill if view.fill in FILLS else "zeros"
    decimals = min(max(int(view.decimals), MIN_DECIMALS), MAX_DECIMALS)
    clamped = replace(view, head=head, step=step, query_row=query_row, selected=selected, index=index,
                      lecture=lecture, fill=fill, decimals=decimals)
    return view if clamped == view else clamped
