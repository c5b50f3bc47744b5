"""A labelled grid of coloured cells: the matrix drawing every figure uses.

Row labels (queries) run down the left, column labels (keys) across the top,
optionally with the captions "queries" / "keys"; each cell is a vector
rectangle in its colormap colour, with its value printed in the text colour
that contrasts best. Masked cells are grey and hatched.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from explorer.export.colormaps import ColorScale, text_on
from explorer.export.numbers import auto_decimals, format_number
from explorer.export.painting import draw_text, draw_text_up, elide, font, hatch, line_height, text_width
from explorer.export.theme import Theme
from explorer.export.view import MatrixView

#: The smallest value text worth printing; below it the cells stay plain.
MIN_VALUE_PX = 8.0
READABLE_VALUE_PX = 10.0
MIN_CELL_FOR_VALUES = 14.0
#: Past this many cells the grid is drawn as one image (one pixel per cell,
#: never smoothed) instead of a rectangle per cell: same look, small files.
IMAGE_CELLS = 40_000


def _every(room: float, need: float) -> int:
    """Label every k-th row/column so labels ``need`` px apart fit cells ``room`` px apart."""
    return max(1, math.ceil(need / room)) if room > 0 else 1


def _flat(widths: list[float], cell: float) -> bool:
    """Flat column labels fit when each pair of neighbours shares its two
    cells' width with room to spare (a long label may overhang a short one)."""
    if len(widths) == 1:
        return widths[0] <= 3 * cell
    return all((a + b) / 2 <= cell - 6 for a, b in zip(widths, widths[1:]))


class MatrixBlock:
    """Lays out one matrix at a given cell size; :meth:`paint` draws it at (x, y).

    ``width``/``height`` cover labels and grid; :attr:`grid` is the cell area
    relative to the block's top-left corner.
    """

    def __init__(self, view: MatrixView, scale: ColorScale, theme: Theme, cell: float, *,
                 label_px: float, min_label_px: float | None = None, values: bool = True,
                 decimals: int | None = None, captions: bool = True, max_label_width: float = 200.0):
        self.view = view
        self.scale = scale
        self.theme = theme
        self.cell = float(cell)
        n, m = view.shape
        # Column labels lie flat when they fit (shrinking down to min_label_px
        # if need be); else they read upwards at the full size.
        px = label_px
        if min_label_px is not None:
            trial = label_px
            while trial >= min_label_px and not self._flat_fits(view.col_labels, trial, max_label_width):
                trial -= 1
            px = trial if trial >= min_label_px else label_px
        self.label_font = font(px)
        self.row_texts = [elide(self.label_font, t, max_label_width) for t in view.row_labels]
        self.col_texts = [elide(self.label_font, t, max_label_width) for t in view.col_labels]
        col_widths = [text_width(self.label_font, t) for t in self.col_texts]
        col_w = max(col_widths, default=0.0)
        self.caption_font = font(label_px * 0.95, italic=True)
        lh = line_height(self.label_font)
        row_w = max((text_width(self.label_font, t) for t in self.row_texts), default=0.0)
        self.col_upright = not _flat(col_widths, self.cell)
        self.col_step = _every(self.cell, lh) if self.col_upright else 1
        self.row_step = _every(self.cell, lh)
        self.col_label_h = math.ceil(col_w if self.col_upright else lh)
        self.row_label_w = math.ceil(row_w)
        self.caption_h = math.ceil(line_height(self.caption_font)) if captions else 0
        self.captions = captions
        left = (self.caption_h + 6 if captions else 0) + self.row_label_w + 10
        top = (self.caption_h + 4 if captions else 0) + self.col_label_h + 8
        # A flat label wider than its cell overhangs the grid's ends.
        over_left = over_right = 0.0
        if not self.col_upright and col_widths:
            over_left = max(0.0, (col_widths[0] - self.cell) / 2)
            over_right = max(0.0, (col_widths[-1] - self.cell) / 2)
        left = max(left, over_left)
        # Whole-pixel origin and cells keep cell edges crisp in PNGs.
        self.grid = QRectF(math.ceil(left), math.ceil(top), m * self.cell, n * self.cell)
        self.width = self.grid.right() + math.ceil(over_right)
        self.height = self.grid.bottom()
        self.gap = 2.0 if self.cell >= 24 else (1.0 if self.cell >= 8 else 0.0)

        self.colors = scale.colors(view.values)
        self.value_font = None
        self.value_texts: list[list[str]] = []
        auto = auto_decimals(view.values[~view.mask], view.probabilities)
        self.decimals = auto if decimals is None else decimals
        # Below MIN_CELL_FOR_VALUES not even one digit fits: skip formatting
        # what could never be drawn (a long sequence has millions of cells).
        if values and self.cell >= MIN_CELL_FOR_VALUES:
            # Numbers under 10 px are hard to read: weights (3 automatic
            # decimals) try 2 decimals at a readable size before 3 at a tiny one.
            tries = [self.decimals] if decimals is not None or auto < 3 else [auto, auto - 1]
            candidates = [(d, [[format_number(float(x), d) for x in row] for row in view.values]) for d in tries]
            for smallest in (READABLE_VALUE_PX, MIN_VALUE_PX):
                found = next(((d, texts, f) for d, texts in candidates
                              if (f := self._fit_value_font(texts, smallest)) is not None), None)
                if found:
                    self.decimals, self.value_texts, self.value_font = found
                    break

    def _flat_fits(self, labels: tuple[str, ...], px: float, max_label_width: float) -> bool:
        f = font(px)
        return _flat([text_width(f, elide(f, t, max_label_width)) for t in labels], self.cell)

    def _fit_value_font(self, texts: list[list[str]], smallest: float) -> QFont | None:
        """The largest value font (up to 18 px, 0.28 of a cell, at least
        ``smallest``) whose widest number fits a cell."""
        longest = max((len(t) for row in texts for t in row), default=0)
        # Digits share one width in most fonts, so the longest texts are the widest.
        widest = list({t for row in texts for t in row if len(t) == longest})[:50]
        px = min(18.0, self.cell * 0.28)
        while px >= smallest:
            f = font(px)
            wide = max((text_width(f, t) for t in widest), default=0.0)
            # Leave air around the number: 15 % of the cell, at least 4 px.
            if wide <= self.cell - max(4.0, 0.15 * self.cell) and line_height(f) <= self.cell - 4:
                return f
            px -= 0.5
        return None

    @property
    def shows_values(self) -> bool:
        return self.value_font is not None

    def cell_rect(self, i: int, j: int, x: float = 0.0, y: float = 0.0) -> QRectF:
        """The painted rectangle of cell (row i, column j) with the block at (x, y)."""
        g = self.gap
        return QRectF(x + self.grid.left() + j * self.cell + g / 2, y + self.grid.top() + i * self.cell + g / 2,
                      self.cell - g, self.cell - g)

    def paint(self, p: QPainter, x: float, y: float) -> None:
        th = self.theme
        n, m = self.view.shape
        mask = self.view.mask
        if n * m > IMAGE_CELLS:
            self._paint_as_image(p, x, y)
            self._paint_labels(p, x, y)
            return
        for i in range(n):
            for j in range(m):
                rect = self.cell_rect(i, j, x, y)
                if mask[i, j]:
                    p.fillRect(rect, QColor(th.mask_fill))
                    hatch(p, rect, th.mask_hatch, spacing=max(4.0, min(9.0, self.cell / 6)))
                else:
                    r, g, b = (int(c) for c in self.colors[i, j])
                    p.fillRect(rect, QColor(r, g, b))
                if self.value_font is not None:
                    if mask[i, j]:
                        color = th.mask_text
                    else:
                        color = text_on((int(self.colors[i, j][0]), int(self.colors[i, j][1]), int(self.colors[i, j][2])))
                    draw_text(p, rect, self.value_texts[i][j], self.value_font, color)
        self._paint_labels(p, x, y)

    def _paint_as_image(self, p: QPainter, x: float, y: float) -> None:
        """One pixel per cell, scaled up without smoothing (nearest neighbour),
        so a long sequence stays sharp and a file stays small."""
        rgb = np.ascontiguousarray(self.colors, dtype=np.uint8).copy()
        fill = QColor(self.theme.mask_fill)
        rgb[self.view.mask] = (fill.red(), fill.green(), fill.blue())
        n, m = self.view.shape
        image = QImage(rgb.data, m, n, 3 * m, QImage.Format.Format_RGB888)
        p.save()
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        p.drawImage(QRectF(x + self.grid.left(), y + self.grid.top(), self.grid.width(), self.grid.height()), image)
        p.restore()

    def _paint_labels(self, p: QPainter, x: float, y: float) -> None:
        th = self.theme
        gx, gy = x + self.grid.left(), y + self.grid.top()
        lh = line_height(self.label_font)
        label_left = x + (self.caption_h + 6 if self.captions else 0)
        for i in range(0, len(self.row_texts), self.row_step):
            rect = QRectF(label_left, gy + i * self.cell + (self.cell - lh) / 2, self.row_label_w, lh)
            draw_text(p, rect, self.row_texts[i], self.label_font, th.text,
                      Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        label_bottom = gy - 8
        for j in range(0, len(self.col_texts), self.col_step):
            cx = gx + (j + 0.5) * self.cell
            if self.col_upright:
                draw_text_up(p, cx, label_bottom, self.col_label_h + 2, lh, self.col_texts[j], self.label_font, th.text)
            else:
                rect = QRectF(gx + j * self.cell, label_bottom - lh, self.cell, lh)
                draw_text(p, rect, self.col_texts[j], self.label_font, th.text,
                          Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        if self.captions:
            ch = self.caption_h
            draw_text(p, QRectF(gx, y, self.grid.width(), ch), self.view.col_caption, self.caption_font, th.muted,
                      Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            draw_text_up(p, x + ch / 2, gy + self.grid.height(), self.grid.height(), ch, self.view.row_caption,
                         self.caption_font, th.muted, Qt.AlignmentFlag.AlignHCenter)


def finite_unmasked(view: MatrixView) -> np.ndarray:
    """The values a colour scale should span: not masked, finite."""
    values = view.values[~view.mask]
    return values[np.isfinite(values)]
