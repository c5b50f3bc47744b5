"""Numbers printed in heatmap cells: what each cell says, which cells are errors, and at what size (no Qt).

Whether values show is decided by whether they fit: the widest text must fit
its cell at a legible size (:func:`legible_minimum`: at least :data:`MIN_POINTS`
and :data:`MIN_FRACTION` of the label font), and the size grows with the cells
up to :data:`MAX_SCALE` times the label font (a 2 × 2 matrix on a slide gets big
numbers); a masked cell's word gives way first (:func:`fit_texts`). Numbers
asked for that cannot fit are not left to be guessed at: the view says so in
one line (:func:`hidden_note`), and the tooltip keeps the value. A cell that is
nan or ±∞ but not masked is an error (scores that overflowed), drawn as one,
never as a colour.
"""

from __future__ import annotations

import numpy as np

from explorer.core.numbers import format_number
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: Cell numbers are never smaller than this fraction of the label font (else they are hidden) ...
MIN_FRACTION = 0.6
#: ... nor than this many points, whatever the labels' size: smaller, a number projected
#: at 1280 × 720 is a smudge to the back of the room (hidden instead, and the view says so).
MIN_POINTS = 7.0
#: ... and never larger than this multiple of it.
MAX_SCALE = 2.0
#: The text takes at most this share of a cell's width and line height of its height.
WIDTH_SHARE = 0.86
HEIGHT_SHARE = 0.62


def cell_text(value: float, decimals: int) -> str:
    """A value printed in a cell, on screen and in every figure: the one number format
    at fixed decimals, so a column of weights lines up (0.760 above 0.090); a cell
    that is nan or ±∞ is an error and says so (:func:`nonfinite_text`)."""
    if not np.isfinite(value):
        return nonfinite_text(value)
    return format_number(value, decimals)


def nonfinite_text(value: float) -> str:
    """"nan", "inf" or "−inf": what an error cell says."""
    return "nan" if np.isnan(value) else ("inf" if value > 0 else "−inf")


def nonfinite_cells(values: np.ndarray, mask: np.ndarray | None) -> np.ndarray:
    """Cells that are nan or ±∞ and not masked (a masked −∞ is the mask, not an error).

    ``mask`` has ``values``' shape, or is None."""
    bad = ~np.isfinite(values)
    if mask is not None and bad.any():
        bad &= ~mask
    return bad


def masked_text(value: float) -> str:
    """What a masked cell says, on screen and in every figure: "−∞" where it holds the
    mask's −∞ (the masked scores), else "masked" (a weight the mask made 0 is not a 0.000
    the softmax gave)."""
    return "−∞" if np.isneginf(value) else translate("CellNumbers", "masked")


def cell_texts(values: np.ndarray, mask: np.ndarray | None, decimals: int) -> list[list[str]]:
    """The text of every cell: a masked cell says "−∞" (its value) or "masked",
    an error cell "nan"/"inf"/"−inf", any other its value at ``decimals``."""
    texts = []
    for i in range(values.shape[0]):
        row = []
        for j in range(values.shape[1]):
            value = float(values[i, j])
            if mask is not None and mask[i, j]:
                row.append(masked_text(value))
            else:
                row.append(cell_text(value, decimals))
        texts.append(row)
    return texts


def cell_font_size(cell_w: float, cell_h: float, text_w: float, line_h: float, ref_size: float,
                   label_size: float) -> float | None:
    """The point size cell numbers are drawn at, or None when they cannot fit legibly.

    ``text_w`` and ``line_h`` are the widest text's advance and the line height
    measured at ``ref_size`` points (text scales linearly with its size);
    ``label_size`` is the token labels' point size."""
    if ref_size <= 0 or text_w <= 0 or line_h <= 0:
        return None
    fit = ref_size * min(cell_w * WIDTH_SHARE / text_w, cell_h * HEIGHT_SHARE / line_h)
    size = min(fit, MAX_SCALE * label_size)
    return size if size >= legible_minimum(label_size) else None


def fit_texts(texts: list[list[str]], widths: list[list[float]], mask: np.ndarray | None, cell_w: float,
              cell_h: float, line_h: float, label_size: float) -> tuple[list[list[str]], float | None]:
    """The texts a heatmap prints and their point size (None: none fit legibly).

    ``widths`` are the texts' advances and ``line_h`` the line height at the labels'
    ``label_size``. Every text at one size when they all fit; else the numbers alone
    set the size and a masked cell's word ("masked", wider than 0.000) is left out
    (its hatching says it): at 8 tokens in a 1280 px window the numbers then show."""
    size = cell_font_size(cell_w, cell_h, max((w for row in widths for w in row), default=0.0), line_h,
                          label_size, label_size)
    if size is not None or mask is None or not mask.any():
        return texts, size
    numbers = [w for i, row in enumerate(widths) for j, w in enumerate(row) if not mask[i, j]]
    size = cell_font_size(cell_w, cell_h, max(numbers, default=0.0), line_h, label_size, label_size)
    return [["" if mask[i, j] else t for j, t in enumerate(row)] for i, row in enumerate(texts)], size


def legible_minimum(label_size: float) -> float:
    """The smallest point size cell numbers are drawn at, beside labels of ``label_size`` points."""
    return max(MIN_POINTS, MIN_FRACTION * label_size)


def could_fit(cell_w: float, cell_h: float, min_text_w: float, line_h: float, ref_size: float,
              label_size: float) -> bool:
    """Whether even the shortest text (``min_text_w`` at ``ref_size``, e.g. "0.0") could fit:
    a cheap test before any cell is formatted (cells of a long sequence never are)."""
    return cell_font_size(cell_w, cell_h, min_text_w, line_h, ref_size, label_size) is not None


#: What the view says when numbers were asked for but do not fit: where the value still is,
#: and the menu's own words for the way to bigger cells (explorer/ui/window/presentation.py).
#: English; shown translated (:func:`hidden_note`).
HIDDEN_NOTE = QT_TRANSLATE_NOOP("CellNumbers", "Cells too small for numbers: hover one, or View → Presentation")
#: Its tooltip: every way to bigger cells (English; shown translated: :func:`hidden_why`).
HIDDEN_WHY = QT_TRANSLATE_NOOP("CellNumbers", "At this size the numbers would be too small to read. Hover a cell "
                                              "for its exact value, or make the cells bigger: widen the window, "
                                              "hide the inputs panel (View → Show Inputs Panel, Ctrl+Shift+I), or "
                                              "View → Presentation (F5).")


def hidden_note(asked: bool, cells: int, shown: bool) -> str:
    """The one line a view shows under its title: :data:`HIDDEN_NOTE` (in the chosen language)
    when values in cells are ``asked`` for, the matrix has ``cells``, and none are ``shown``; else ""."""
    return translate("CellNumbers", HIDDEN_NOTE) if asked and cells > 0 and not shown else ""


def hidden_why() -> str:
    """:data:`HIDDEN_WHY` in the chosen language (the note's tooltip)."""
    return translate("CellNumbers", HIDDEN_WHY)
