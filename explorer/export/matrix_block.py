"""A labelled matrix drawn with QPainter: the heart of every exported figure.

Row labels sit down the left, column labels across the top (laid out by
:mod:`explorer.app.labels`, the one label rule: flat when they fit, else
upright, then shortened with "…", every k-th one only past 64 tokens or when
a line is taller than a cell), optionally with the captions "queries" /
"keys". Each cell is a vector rectangle in its colormap colour with its value
printed in the text colour that contrasts best, when the number fits the cell
at a readable size. Masked cells look as on screen: grey, hatched, "masked"
(:func:`explorer.export.painting.paint_masked_cell`).
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.core.wording import translate
from explorer.export.colormaps import ColorScale, text_on
from explorer.export.painting import (MIN_NOTCHED_PX, draw_text, draw_text_up, font, line_height, paint_masked_cell,
                                      paint_negative_mark, text_width)
from explorer.export.theme import Theme
from explorer.export.view import MatrixView
from explorer.app.cell_numbers import cell_texts
from explorer.app.labels import AxisLabels, layout_columns, layout_rows

#: Numbers are never drawn smaller than this, nor smaller than
#: VALUE_TO_LABEL of the labels' size: below that a cell stays plain.
MIN_VALUE_PX = 7.5
VALUE_TO_LABEL = 0.6
MAX_VALUE_PX = 18.0
#: Past this many cells the grid is drawn as one image (one pixel per cell,
#: never smoothed) instead of a rectangle per cell: same look, small files.
IMAGE_CELLS = 40_000
#: Past this many cells no number could be read: none is formatted.
MAX_VALUE_CELLS = 4096


def value_font_px(widest: float, cell_w: float, cell_h: float, smallest: float, largest: float,
                  em_height: float = 1.17) -> float | None:
    """The largest number size in [smallest, largest] whose text (``widest``
    em wide, ``em_height`` ems tall) fits a cell with air around it; None when none does.

    Pure arithmetic on sizes measured at 1 px, so the rule is testable without Qt.
    """
    room_w = cell_w - max(4.0, 0.12 * cell_w)
    room_h = cell_h - 2.0
    px = min(largest, room_w / widest if widest > 0 else largest, room_h / em_height)
    px = math.floor(px * 2) / 2  # half pixels
    return px if px >= smallest else None


class MatrixBlock:
    """Lays out one matrix at a given cell size; :meth:`paint` draws it at (x, y).

    ``cell`` is one size or (width, height): slides use wide, short cells so
    numbers fit. ``width``/``height`` cover labels and grid; :attr:`grid` is
    the cell area relative to the block's top-left corner. ``row_labels``
    False leaves the row labels to a neighbouring block of the same rows.
    ``masked_words`` False leaves a masked cell to its hatching, without its
    "masked" (a slide's narrow weights, whose numbers fit where the word does not).
    """

    def __init__(self, view: MatrixView, scale: ColorScale, theme: Theme, cell: float | tuple[float, float], *,
                 label_px: float, min_label_px: float | None = None, values: bool = True,
                 decimals: int | None = None, captions: bool = True, max_label_width: float = 200.0,
                 row_labels: bool = True, col_label_h: float | None = None,
                 col_label_room: float | None = None, masked_words: bool = True, negatives: bool = False):
        self.view = view
        self.scale = scale
        self.theme = theme
        self.cell_w, self.cell_h = (float(cell), float(cell)) if not isinstance(cell, tuple) else map(float, cell)
        self.cell = min(self.cell_w, self.cell_h)
        n, m = view.shape
        # Column labels lie flat when they fit (shrinking down to min_label_px
        # if need be); else they read upwards at the full size.
        col_room = max_label_width if col_label_room is None else col_label_room
        px = label_px
        if min_label_px is not None:
            trial = label_px
            while trial >= min_label_px and self._columns(font(trial), col_room).rotated:
                trial -= 1
            px = trial if trial >= min_label_px else label_px
        self.label_font = font(px)
        lh = line_height(self.label_font)
        measure = QFontMetricsF(self.label_font).horizontalAdvance
        self.rows: AxisLabels = layout_rows(view.row_labels, self.cell_h, lh, max_label_width, measure,
                                            what=view.row_caption or translate("MatrixBlock", "rows"))
        self.cols: AxisLabels = self._columns(self.label_font, col_room)
        self.caption_font = font(label_px * 0.95, italic=True)
        self.show_row_labels = row_labels
        self.col_label_h = math.ceil(self.cols.extent) if col_label_h is None else math.ceil(col_label_h)
        self.row_label_w = math.ceil(self.rows.extent) if row_labels else 0
        self.caption_h = math.ceil(line_height(self.caption_font)) if captions else 0
        self.captions = captions
        left = (self.caption_h + 6 if captions else 0) + (self.row_label_w + 8 if row_labels else 0)
        top = (self.caption_h + 4 if captions else 0) + self.col_label_h + 6
        # Whole-pixel origin keeps cell edges crisp in PNGs.
        self.grid = QRectF(math.ceil(left), math.ceil(top), m * self.cell_w, n * self.cell_h)
        self.width = self.grid.right()
        self.height = self.grid.bottom()
        self.gap = 2.0 if self.cell >= 20 else (1.0 if self.cell >= 8 else 0.0)
        #: What the labels leave out ("every 2nd of 80 tokens labelled; …"), for a caption.
        # (A figure has no tooltips: the labels' "hover for the full text" does not apply.)
        self.note = "; ".join(dict.fromkeys(t for t in (_figure_note(self.rows), _figure_note(self.cols)) if t))

        self.colors = scale.colors(view.values)
        self.value_font: QFont | None = None
        self.value_texts: list[list[str]] = []
        self.decimals = DEFAULT_DECIMALS if decimals is None else decimals
        self.masked_words = masked_words
        #: Cells below 0 (not masked) that get a notch (FigureOptions.negatives), when cells have room for one.
        self.negative_cells = self._negatives() if negatives and self.cell >= MIN_NOTCHED_PX else np.zeros((n, m), bool)
        if values and n * m <= MAX_VALUE_CELLS:
            self._fit_values(max(MIN_VALUE_PX, VALUE_TO_LABEL * px), max(px, MAX_VALUE_PX))

    def _negatives(self) -> np.ndarray:
        n, m = self.view.shape
        if n * m > IMAGE_CELLS:  # drawn as an image, a pixel a cell: no room for a mark
            return np.zeros((n, m), bool)
        with np.errstate(invalid="ignore"):
            return (np.asarray(self.view.values, dtype=float) < 0) & ~np.asarray(self.view.mask, dtype=bool)

    def _columns(self, f: QFont, room: float) -> AxisLabels:
        return layout_columns(self.view.col_labels, self.cell_w, line_height(f), room,
                              QFontMetricsF(f).horizontalAdvance,
                              what=self.view.col_caption or translate("MatrixBlock", "columns"))

    def _fit_values(self, smallest: float, largest: float) -> None:
        """Numbers go in the cells when the widest fits at ``smallest`` px or more."""
        # The screen's texts (a masked cell says "masked", or −∞ in the masked scores):
        # a slide shows what the window shows.
        texts = cell_texts(np.asarray(self.view.values, dtype=np.float64), self.view.mask, self.decimals)
        if not self.masked_words:
            texts = [["" if hidden else t for t, hidden in zip(row, mask_row)]
                     for row, mask_row in zip(texts, self.view.mask.tolist())]
        longest = max((len(t) for row in texts for t in row), default=0)
        # Digits share one width in most fonts, so the longest texts are the widest.
        widest = list({t for row in texts for t in row if len(t) == longest})[:50]
        unit = font(100)
        em_w = max((text_width(unit, t) for t in widest), default=0.0) / 100
        em_h = line_height(unit) / 100
        px = value_font_px(em_w, self.cell_w, self.cell_h, smallest, largest, em_h)
        if px is not None:
            self.value_font, self.value_texts = font(px), texts

    @property
    def shows_values(self) -> bool:
        return self.value_font is not None

    def cell_rect(self, i: int, j: int, x: float = 0.0, y: float = 0.0) -> QRectF:
        """The painted rectangle of cell (row i, column j) with the block at (x, y)."""
        g = self.gap
        return QRectF(x + self.grid.left() + j * self.cell_w + g / 2, y + self.grid.top() + i * self.cell_h + g / 2,
                      self.cell_w - g, self.cell_h - g)

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
                    paint_masked_cell(p, rect, th)
                else:
                    r, g, b = (int(c) for c in self.colors[i, j])
                    p.fillRect(rect, QColor(r, g, b))
                    if self.negative_cells[i, j]:
                        paint_negative_mark(p, rect)
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
        if self.show_row_labels:
            label_left = x + (self.caption_h + 6 if self.captions else 0)
            for i, text in zip(self.rows.indices, self.rows.texts):
                rect = QRectF(label_left, gy + (i + 0.5) * self.cell_h - lh / 2, self.row_label_w + 1, lh)
                draw_text(p, rect, text, self.label_font, th.text,
                          Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        label_bottom = gy - 6
        span = self.cols.stride * self.cell_w
        for j, text in zip(self.cols.indices, self.cols.texts):
            cx = gx + (j + 0.5) * self.cell_w
            if self.cols.rotated:
                draw_text_up(p, cx, label_bottom, self.cols.extent + 2, lh, text, self.label_font, th.text)
            else:
                rect = QRectF(cx - span / 2, label_bottom - lh, span, lh)
                draw_text(p, rect, text, self.label_font, th.text,
                          Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        if self.captions:
            ch = self.caption_h
            draw_text(p, QRectF(gx, y, self.grid.width(), ch), self.view.col_caption, self.caption_font, th.muted,
                      Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            draw_text_up(p, x + ch / 2, gy + self.grid.height(), self.grid.height(), ch, self.view.row_caption,
                         self.caption_font, th.muted, Qt.AlignmentFlag.AlignHCenter)


def _figure_note(labels: AxisLabels) -> str:
    """The labels' note as a figure says it: their stride, and "long labels shortened with …"
    without the screen's "hover for the full text" (a figure has no tooltips)."""
    parts = [labels.stride_note] if labels.stride > 1 else []
    if labels.shortened:
        parts.append(translate("MatrixBlock", "long labels shortened with …"))
    return "; ".join(parts)


def finite_unmasked(view: MatrixView) -> np.ndarray:
    """The values a colour scale should span: not masked, finite."""
    values = view.values[~view.mask]
    return values[np.isfinite(values)]
