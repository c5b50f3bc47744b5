"""What the matrix editors say about an edit: the undo step's text for a typed or
pasted cell or block (:func:`edit_text`) and why a block does not fit the matrix
(:func:`misfit_text`), in the columns as the editor names them. Split out of
:mod:`explorer.ui.editors.matrix_model`; their texts keep its "MatrixModel"
translation context, which the catalogues are keyed by.
"""

from __future__ import annotations

from typing import Callable

from explorer.core.wording import translate


def edit_text(what: str, height: int, width: int) -> str:
    """The undo step's text for ``what`` ("Edit" or "Paste into") of one cell or a block,
    with {matrix}, {height}, {width} and {row} to fill in."""
    if what == "Paste into":
        if height * width == 1:
            return translate("MatrixModel", "Paste into {matrix} cell at row {row}")
        return translate("MatrixModel", "Paste into {matrix} {height} × {width} block at row {row}")
    if height * width == 1:
        return translate("MatrixModel", "Edit {matrix} cell at row {row}")
    return translate("MatrixModel", "Edit {matrix} {height} × {width} block at row {row}")


def misfit_text(name: Callable[[int], str], matrix: str, rows: int, numbers: int, labels: bool,
                tokens_first: bool, row: int, col: int, height: int, width: int) -> str:
    """Why a ``height`` × ``width`` block at (``row``, ``col``) does not fit ``matrix`` of
    ``rows`` × ``numbers`` (and a token column with ``labels``; ``tokens_first``: the block
    starts at it). ``name`` names a column as the editor's header does (the token column
    is not counted as one of X's columns)."""
    size = (translate("MatrixModel", "{rows} × {columns} (and the token column)") if labels
            else "{rows} × {columns}").format(rows=rows, columns=numbers)
    need_rows = (translate("MatrixModel", "row {row}").format(row=row + 1) if height == 1
                 else translate("MatrixModel", "rows {first}–{last}").format(first=row + 1, last=row + height))
    need_cols = (translate("MatrixModel", "column {column}").format(column=name(col)) if width == 1
                 else translate("MatrixModel", "columns {first}–{last}").format(
                     first=name(col), last=name(col + width - 1)))
    block = (translate("MatrixModel", "a {height} × {width} block (tokens, then numbers)")
             if tokens_first
             else translate("MatrixModel", "a {height} × {width} block")).format(height=height, width=width)
    return translate("MatrixModel", "{block} does not fit at row {row}, column {column}: {matrix} is {size}, "
                     "the block needs {rows} and {columns}").format(
        block=block, row=row + 1, column=name(col), matrix=matrix, size=size,
        rows=need_rows, columns=need_cols)
