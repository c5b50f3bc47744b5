"""Figures of long sequences at the output's resolution.

A heatmap figure's grid is at most :data:`MAX_GRID` logical pixels a side
(512 tokens at 3 px a cell; shorter sequences are laid out as before). Past
that its cells share the grid, and when there are more cells than the output
has pixels (a PNG: ``MAX_GRID × scale``; SVG and PDF: ``MAX_GRID``, one
picture cell per logical pixel) blocks of cells become one, reduced as the
screen reduces them (:meth:`explorer.core.attention.trace.Step.preview`: the largest
weight of a block, the mean of other steps), and the caption says so. So a
4096-token figure costs a picture of about 1500 × 1500 cells, not a
12 000-pixel image, and any n exports at any scale.
"""

from __future__ import annotations

import numpy as np

from explorer.core.attention.steps import shown_axis_names, picture_how
from explorer.core.attention.trace import Trace
from explorer.core.wording import translate
from explorer.app.visibility import mask_legend, mask_picture
from explorer.export.view import MatrixView, head_caption, matrix_view, parse_key

#: The longest side of a heatmap figure's grid in logical pixels (512 cells of 3 px).
MAX_GRID = 1536
#: Picture cells per logical pixel in SVG and PDF (whose pictures are embedded images).
VECTOR_SCALE = 1


#: The most picture cells a side at any scale: past it a cell would be under
#: 1.5 output pixels at 4× and the picture's arrays (float64 values, colours,
#: the mask) cost 400+ MiB at 4096 tokens for no visible difference.
MAX_PICTURE = 2048


def max_cells(scale: int) -> int:
    """The most cells a side an output of ``scale`` device pixels per logical pixel
    shows: one cell per output pixel at most, and never more than MAX_PICTURE."""
    return min(MAX_GRID * max(1, int(scale)), MAX_PICTURE)


def reduction(shape: tuple[int, int], side: int) -> tuple[int, int]:
    """Cells per block (rows, columns) so that ``shape`` fits ``side`` cells a
    side; (1, 1) when it fits. Each axis is cut only as much as it needs,
    as :meth:`Step.preview` cuts it."""
    rows, cols = shape
    return max(1, -(-rows // side)), max(1, -(-cols // side))


def reduced_note(shape: tuple[int, int], picture: tuple[int, int], blocks: tuple[int, int], how: str) -> str:
    """The caption of a reduced figure: what one cell shows."""
    kr, kc = blocks
    if how == "max":
        text = translate("Reduced", "{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the "
                                    "largest value of a block of {block_rows} × {block_columns}, named by its first "
                                    "row and column")
    else:
        text = translate("Reduced", "{rows} × {columns} shown as {picture_rows} × {picture_columns}: each cell the "
                                    "mean of a block of {block_rows} × {block_columns}, named by its first row and "
                                    "column")
    return text.format(rows=shape[0], columns=shape[1], picture_rows=picture[0], picture_columns=picture[1],
                       block_rows=kr, block_columns=kc)


def figure_view(trace: Trace, key: str, query: int | None = None, scale: int = 1) -> MatrixView:
    """The view a heatmap figure of ``key`` draws at ``scale``: :func:`matrix_view`
    itself when it fits, else the step's reduced picture with block labels
    (each block named by its first token) and the note for the caption. The
    full n × m matrix is never copied to float64 for a figure."""
    step_id, _head = parse_key(key)
    step = trace.get(key) if key in trace else None
    if step is None or len(step.shape) != 2:
        return matrix_view(trace, key, query)
    shape = (int(step.shape[0]), int(step.shape[1]))
    blocks = reduction(shape, max_cells(scale))
    if blocks == (1, 1):
        return matrix_view(trace, key, query)
    how = picture_how(step_id)
    # The step's own picture, in the trace's dtype (a float64 copy was 32 MB more at
    # the peak of a 4× PNG of 4096 tokens), not kept in the trace: the Export dialog's
    # pictures at one or two scales stayed 0.7 n × n in every later edit's peak.
    picture = np.asarray(step.preview(max_cells(scale), how, keep=False))
    kr, kc = blocks
    hidden = mask_picture(trace, step.id, picture.shape)  # causal ∧ window ∧ padding
    mask = np.array(hidden) if hidden is not None else np.zeros(picture.shape, dtype=bool)
    row_caption, col_caption = shown_axis_names(step.id)
    return MatrixView(key=key, step_id=step.id, head=step.head, title=step.title, formula=step.formula,
                      values=picture, row_labels=tuple(step.row_labels[::kr])[:picture.shape[0]],
                      col_labels=tuple(step.col_labels[::kc])[:picture.shape[1]],
                      row_caption=row_caption, col_caption=col_caption, mask=mask,
                      reduced=reduced_note(shape, picture.shape, blocks, how),
                      mask_note=mask_legend(trace.session, step.id), head_name=head_caption(trace, step.head))
