"""The heatmap figure of one step: title, formula, labelled matrix, colour bar.

Laid out in logical pixels (1/96 in) with generous margins so it can go on a
slide as it is; :func:`explorer.export.render` turns it into PNG, SVG or PDF.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from explorer.export.colormaps import ColorScale, lut, scale_for
from explorer.export.matrix_block import MatrixBlock, finite_unmasked
from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.export.formula import from_ascii
from explorer.export.options import FigureOptions
from explorer.export.reduced import MAX_GRID
from explorer.export.painting import (draw_formula, draw_text, font, formula_width, line_height, paint_masked_cell,
                                      paint_negative_mark, text_width)
from explorer.core.wording import translate
from explorer.export.theme import Theme, theme
from explorer.export.view import MatrixView
from explorer.app.cell_numbers import cell_text
from explorer.app.visibility import mask_legend

MARGIN = 40.0
#: The grid aims at this size; cells are whole pixels between these bounds.
GRID_TARGET, MAX_CELL, MIN_CELL = 560.0, 96, 3
BAR_WIDTH, BAR_GAP, MIN_BAR = 18.0, 32.0, 160.0


def cell_size(n: int, m: int) -> float:
    """Whole pixels up to 512 cells a side; past that the cells share the
    longest grid (explorer/export/reduced.py), so a long sequence's figure
    stays a slide's size at any n."""
    if max(n, m) * MIN_CELL > MAX_GRID:
        return MAX_GRID / max(n, m)
    return int(max(MIN_CELL, min(MAX_CELL, math.floor(GRID_TARGET / max(n, m)))))


def _mask_note(view: MatrixView) -> str:
    if view.mask_note:  # the parts of the mask that apply (explorer.app.visibility)
        return view.mask_note
    return mask_legend(None, view.step_id)  # a view made without its session: the causal part


class ColorBar:
    """A vertical colour bar with tick labels, ``height`` tall."""

    def __init__(self, scale: ColorScale, theme: Theme, height: float, label_px: float = 14.0,
                 decimals: int = DEFAULT_DECIMALS):
        self.scale = scale
        self.theme = theme
        self.height = height
        self.font = font(label_px)
        ticks = scale.ticks(5)
        self.labels = [(v, cell_text(v, decimals)) for v in ticks]
        self.label_w = max(text_width(self.font, t) for _, t in self.labels)
        self.width = BAR_WIDTH + 6 + 6 + self.label_w

    def paint(self, p: QPainter, x: float, y: float) -> None:
        th = self.theme
        bar = QRectF(x, y, BAR_WIDTH, self.height)
        grad = QLinearGradient(bar.bottomLeft(), bar.topLeft())
        table = lut(self.scale.name)
        for k in range(33):  # 33 stops follow the 256-entry table closely
            t = k / 32
            r, g, b = (int(c) for c in table[round(t * (len(table) - 1))])
            grad.setColorAt(t, QColor(r, g, b))
        p.fillRect(bar, QBrush(grad))
        p.save()
        pen = QPen(QColor(th.rule), 1.0)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(bar)
        lh = line_height(self.font)
        span = self.scale.vmax - self.scale.vmin
        for value, text in self.labels:
            ty = bar.bottom() - (value - self.scale.vmin) / span * self.height
            p.setPen(pen)
            p.drawLine(QPointF(bar.right(), ty), QPointF(bar.right() + 5, ty))
            draw_text(p, QRectF(bar.right() + 12, ty - lh / 2, self.label_w + 2, lh), text, self.font, th.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        p.restore()


class HeatmapFigure:
    """One step's matrix as a finished figure. ``width``/``height`` are logical pixels."""

    def __init__(self, view: MatrixView, options: FigureOptions | None = None):
        options = options or FigureOptions()
        self.view = view
        self.options = options
        self.theme = theme(options.theme)
        n, m = view.shape
        cell = cell_size(n, m)
        label_px = max(9.0, min(17.0, cell * 0.5))
        # Weights span the fixed 0…1: their values need not be gathered (two n × m copies).
        spanned = view.values[:0] if view.probabilities else finite_unmasked(view)
        self.color_scale = scale_for(spanned, options.colormap, probabilities=view.probabilities,
                                     dark=options.theme == "dark")
        self.block = MatrixBlock(view, self.color_scale, self.theme, cell, label_px=label_px,
                                 min_label_px=min(label_px, 13.0), values=options.values,
                                 decimals=options.decimals, negatives=options.negatives)
        self.title = view.title if options.title is None else options.title
        self.subtitle = from_ascii(view.formula)  # markup: drawn with real sub- and superscripts
        # The head counted from 1 as the editors count (an imported one by who it is: model, layer, head).
        # A reduced picture's note names the true shape and replaces the labels'
        # note, whose counts would be of blocks, not of tokens.
        self.meta = (f"{view.head_name}  \u00b7  " if view.head_name else "") + (view.reduced or f"{n} \u00d7 {m}")
        if self.block.note and not view.reduced:
            self.meta += f"  \u00b7  {self.block.note}"
        self.title_font = font(26, bold=True)
        self.subtitle_font = font(18)
        self.meta_font = font(13)
        self.legend_font = font(14)
        bar_h = max(MIN_BAR, self.block.grid.height())
        self.bar = ColorBar(self.color_scale, self.theme, bar_h, decimals=self.block.decimals)
        self.has_mask = bool(view.mask.any())
        self.has_negatives = bool(self.block.negative_cells.any())
        #: The keys under the matrix: (what is drawn, what it means) for the masked and the negative cells.
        self.legends = ([("masked", _mask_note(view))] if self.has_mask else []) + (
            [("negative", translate("Heatmap", "a value below 0"))] if self.has_negatives else [])

        self.header = options.header
        self.header_h = math.ceil(line_height(self.title_font) + 6 + line_height(self.subtitle_font)
                                  + 4 + line_height(self.meta_font)) if self.header else 0
        self.content_top = MARGIN + self.header_h + (24 if self.header else 0)
        block_bottom = self.content_top + self.block.height
        bar_bottom = self.content_top + self.block.grid.top() + bar_h
        self.legend_top = max(block_bottom, bar_bottom) + 18
        legend_h = (line_height(self.legend_font) + 4) * len(self.legends)
        content_w = self.block.width + BAR_GAP + self.bar.width
        header_w = max(text_width(self.title_font, self.title), formula_width(self.subtitle_font, self.subtitle),
                       text_width(self.meta_font, self.meta)) if self.header else 0.0
        legend_w = max((self.block.grid.left() + 24 + text_width(self.legend_font, text) for _, text in self.legends),
                       default=0.0)
        self.width = float(math.ceil(2 * MARGIN + max(content_w, header_w, legend_w)))
        bottom = self.legend_top + legend_h if self.legends else max(block_bottom, bar_bottom)
        self.height = float(math.ceil(bottom + MARGIN))

    def cell_rect(self, i: int, j: int) -> QRectF:
        """Where cell (i, j) is painted, in the figure's logical pixels."""
        return self.block.cell_rect(i, j, MARGIN, self.content_top)

    def paint(self, p: QPainter) -> None:
        th = self.theme
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        y = MARGIN
        inner = self.width - 2 * MARGIN
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        header = ((self.title, self.title_font, th.text), (self.subtitle, self.subtitle_font, th.text),
                  (self.meta, self.meta_font, th.muted)) if self.header else ()
        for text, f, color in header:
            h = line_height(f)
            if f is self.subtitle_font:
                draw_formula(p, QRectF(MARGIN, y, inner, h), text, f, color, left)
            else:
                draw_text(p, QRectF(MARGIN, y, inner, h), text, f, color, left)
            y += h + (6 if f is self.title_font else 4)
        self.block.paint(p, MARGIN, self.content_top)
        self.bar.paint(p, MARGIN + self.block.width + BAR_GAP, self.content_top + self.block.grid.top())
        h = line_height(self.legend_font)
        for k, (kind, text) in enumerate(self.legends):
            top = self.legend_top + k * (h + 4)
            swatch = QRectF(MARGIN + self.block.grid.left(), top + (h - 16) / 2, 16, 16)
            if kind == "masked":
                paint_masked_cell(p, swatch, th)  # the key: the cells' own look
            else:
                p.fillRect(swatch, QColor(th.mask_fill))
                paint_negative_mark(p, swatch)
            draw_text(p, QRectF(swatch.right() + 8, top, self.width - swatch.right() - 8 - MARGIN, h),
                      text, self.legend_font, th.muted, left)
