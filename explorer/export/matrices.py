"""Matrices as data and text: CSV, NumPy ``.npz``, LaTeX and Markdown.

NumPy only (no Qt), so the command line writes these without a display.
Files are written atomically: a failed export leaves no half file.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import numpy as np

from explorer.core.io.atomic import atomic_write, atomic_write_text
from explorer.core.numbers import format_number
from explorer.core.io.safe_text import latex_comment, plain
from explorer.core.wording import translate
from explorer.export.numbers import auto_decimals
from explorer.export.view import MatrixView
from explorer.app.cards import numbered_title

MATRIX_FORMATS = ("csv", "npz", "tex", "md")
LATEX_STYLES = ("bmatrix", "array")
#: Decimals of text exports when none are asked for (whole numbers get none,
#: attention weights 3).
TEXT_DECIMALS = 4


def matrix_name(view: MatrixView) -> str:
    """What a person reads as the matrix's name: the step numbered as the cards' kickers
    number it, then the head counted from 1 (an imported head by who it is), e.g.
    "3 · Attention weights (head 2)". The 0-based key stays in the machine fields
    (the ``.npz``'s ``key``, ``compute``'s JSON)."""
    title = numbered_title(view.step_id, view.title)
    return f"{title} ({view.head_name})" if view.head_name else title


def _decimals(view: MatrixView, decimals: int | None) -> int:
    return auto_decimals(view.values, view.probabilities, TEXT_DECIMALS) if decimals is None else decimals


#: What a spreadsheet takes for the start of a formula (OWASP's list for CSV injection).
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_label(text: str) -> str:
    """A label safe to open in a spreadsheet: one that would start a formula
    (``=HYPERLINK(...)``, ``+1``, ``@SUM``) gets a leading apostrophe, which
    spreadsheets show as text and hide. Numbers are never labels, so they are
    written as they are."""
    text = "'" + text if text.startswith(_FORMULA_STARTS) else text
    # The writer quotes only what is in its line terminator (LF): a bare CR
    # would be written unquoted and split the row when read back.
    return text.replace("\r\n", "\n").replace("\r", "\n")


def csv_text(view: MatrixView) -> str:
    """CSV with the column labels as the first row and the row labels as the
    first column (the corner holds the matrix's name, :func:`matrix_name`). Numbers are written in full
    precision (``repr``), so reading them back gives the same floats; the
    masked step's −∞ is written ``-inf``. Labels are :func:`csv_label`-safe."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([csv_label(matrix_name(view)), *(csv_label(c) for c in view.col_labels)])
    for label, row in zip(view.row_labels, view.values):
        writer.writerow([csv_label(label), *(repr(float(x)) for x in row)])
    return out.getvalue()


_LATEX = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
          "^": r"\^{}", "_": r"\_", "%": r"\%", "~": r"\~{}",
          # In LaTeX's default font encoding < > | print as ¡ ¿ —.
          "<": r"\textless{}", ">": r"\textgreater{}", "|": r"\textbar{}"}


def _latex_escape(text: str) -> str:
    """``text`` safe inside ``\\text{...}``: every special character escaped,
    control characters and lone surrogates as the visible escapes of
    :func:`explorer.core.io.safe_text.plain` (TeX would read some as end of line)."""
    return "".join(_LATEX.get(ch, ch) for ch in plain(text))


def _comment(text: str) -> str:
    # A newline in a label would end the comment and leak into the document,
    # and so would TeX's ^^M notation for one: the one rule (core/safe_text.py)
    # shows them as visible escapes; runs of spaces become one.
    return " ".join(latex_comment(text).split())


def _latex_number(value: float, decimals: int) -> str:
    if np.isneginf(value):
        return r"-\infty"
    if np.isposinf(value):
        return r"\infty"
    return format_number(float(value), decimals, unicode_minus=False)


def latex_text(view: MatrixView, decimals: int | None = None, style: str = "bmatrix") -> str:
    """LaTeX for the matrix (needs ``amsmath``).

    ``bmatrix``: the matrix alone, the column labels in a comment above it and
    each row's label in a comment at the end of its row, so it pastes into an
    equation as it is. ``array``: a bordered array with the labels as header
    row and column (``\\text{...}``, escaped).
    """
    if style not in LATEX_STYLES:
        raise ValueError(f"unknown LaTeX style {style!r}; expected one of {', '.join(LATEX_STYLES)}")
    d = _decimals(view, decimals)
    lines = [f"% {_comment(matrix_name(view))}: {_comment(view.formula)}"]
    cells = [[_latex_number(x, d) for x in row] for row in view.values]
    if style == "bmatrix":
        lines.append("% " + translate("Matrices", "{rows} down, {columns} across: {labels}").format(
            rows=view.row_caption, columns=view.col_caption, labels=" & ".join(_comment(c) for c in view.col_labels)))
        lines.append(r"\begin{bmatrix}")
        for i, (label, row) in enumerate(zip(view.row_labels, cells)):
            end = r" \\" if i < len(cells) - 1 else ""
            lines.append("  " + " & ".join(row) + end + f"  % {_comment(label)}")
        lines.append(r"\end{bmatrix}")
    else:
        lines.append(r"\begin{array}{r|" + "r" * len(view.col_labels) + "}")
        header = " & ".join(rf"\text{{{_latex_escape(c)}}}" for c in view.col_labels)
        lines.append(f"   & {header} \\\\ \\hline")
        for i, (label, row) in enumerate(zip(view.row_labels, cells)):
            end = r" \\" if i < len(cells) - 1 else ""
            lines.append(rf"  \text{{{_latex_escape(label)}}} & " + " & ".join(row) + end)
        lines.append(r"\end{array}")
    return "\n".join(lines) + "\n"


#: Markdown's punctuation that can make emphasis, code, links, images or a
#: table cell's end: each is written with a backslash. (Heading and list marks
#: matter only at a line's start, and every line here starts with | or **.)
_MD_PUNCTUATION = set("\\`*_{}[]()!|~")
_MD_HTML = {"<": "&lt;", ">": "&gt;", "&": "&amp;"}


def _md_cell(text: str) -> str:
    """Text that Markdown shows as it is: never a link, an image, raw HTML
    (``<script>``) or emphasis. Whitespace runs become one space."""
    flat = " ".join(plain(text).split())  # control characters as visible escapes (core/safe_text.py)
    return "".join(_MD_HTML.get(ch) or ("\\" + ch if ch in _MD_PUNCTUATION else ch) for ch in flat)


def markdown_text(view: MatrixView, decimals: int | None = None) -> str:
    """A GitHub-flavoured Markdown table under a one-line caption; token
    labels as header row and first column, numbers right-aligned."""
    d = _decimals(view, decimals)
    lines = [f"**{_md_cell(matrix_name(view))}**: {_md_cell(view.formula)}", ""]
    corner = f"{view.row_caption} \\\\ {view.col_caption}"
    lines.append("| " + " | ".join([corner, *(_md_cell(c) for c in view.col_labels)]) + " |")
    lines.append("| :-- | " + " | ".join("--:" for _ in view.col_labels) + " |")
    for label, row in zip(view.row_labels, view.values):
        lines.append("| " + " | ".join([_md_cell(label), *(format_number(float(x), d) for x in row)]) + " |")
    return "\n".join(lines) + "\n"


def npz_arrays(view: MatrixView) -> dict[str, np.ndarray]:
    """What the ``.npz`` holds: ``values`` (float64), ``mask`` (bool) and the
    labels and text as unicode arrays, never object arrays, so it loads with
    ``allow_pickle=False``."""
    return {
        "values": np.asarray(view.values, dtype=np.float64),
        "mask": np.asarray(view.mask, dtype=bool),
        "row_labels": np.array(view.row_labels, dtype=np.str_).reshape(len(view.row_labels)),
        "col_labels": np.array(view.col_labels, dtype=np.str_).reshape(len(view.col_labels)),
        "key": np.array(view.key, dtype=np.str_),
        "title": np.array(view.title, dtype=np.str_),
        "formula": np.array(view.formula, dtype=np.str_),
    }


def _write_npz(view: MatrixView, tmp: Path) -> None:
    # An open file, not a name: np.savez would append ".npz" to a temp name.
    with open(tmp, "wb") as handle:
        np.savez(handle, **npz_arrays(view))


def write_matrix(view: MatrixView, path: str | Path, fmt: str, decimals: int | None = None) -> None:
    """Write ``view`` to ``path`` as ``fmt`` (csv, npz, tex, md), atomically.
    OSError when the file cannot be written (nothing is left behind)."""
    if fmt == "csv":
        atomic_write_text(path, csv_text(view))
    elif fmt == "npz":
        atomic_write(path, lambda tmp: _write_npz(view, tmp))
    elif fmt == "tex":
        atomic_write_text(path, latex_text(view, decimals))
    elif fmt == "md":
        atomic_write_text(path, markdown_text(view, decimals))
    else:
        raise ValueError(f"unknown matrix format {fmt!r}; expected one of {', '.join(MATRIX_FORMATS)}")


def preview_text(view: MatrixView, fmt: str, decimals: int | None = None) -> str:
    """What a matrix file of format ``fmt`` holds, as text to preview (npz: its arrays' names and shapes)."""
    if fmt == "csv":
        return csv_text(view)
    if fmt == "tex":
        return latex_text(view, decimals)
    if fmt == "md":
        return markdown_text(view, decimals)
    lines = [translate("Matrices", "NumPy archive (np.load(path, allow_pickle=False)):")]
    scalar = translate("Matrices", "scalar")
    lines += [f"  {name}: {a.dtype} {' × '.join(map(str, a.shape)) or scalar}" for name, a in npz_arrays(view).items()]
    return "\n".join(lines)
