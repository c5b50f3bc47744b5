"""Attention rollout painted with QPainter: a heatmap per layer and the last layer's lines.

Takes the plain layers × n × n array of :func:`explorer.core.models.rollout.rollout`.
The heatmaps wrap onto a second row past :data:`PER_ROW` layers (SmolLM2's 30
would otherwise make a figure three slides wide); a decoder's masked cells
(keys after the query) keep the mask colour, as in the model view.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from explorer.core.models.rollout import CAUTION, FORMULA
from explorer.export.colormaps import ColorScale
from explorer.export.heatmap import ColorBar
from explorer.export.lines_figure import LinesPainter
from explorer.export.model_figure import MARGIN, image_of, thumbnails
from explorer.export.painting import draw_text, font, line_height
from explorer.export.theme import LIGHT, Theme
from explorer.app.labels import elide
from explorer.app.lines import LinesData
from explorer.app.model_grid import Grid

#: At most this many layers' heatmaps in one row.
PER_ROW = 15


def rollout_lines(rollout: np.ndarray, tokens: tuple[str, ...], causal: bool = False) -> LinesData:
    """The last layer's rollout as a lines view: output positions on the left, input tokens on the right."""
    return LinesData(queries=tokens, keys=tokens, weights=(np.asarray(rollout)[-1],), heads=(0,), causal=causal,
                     title=f"Rollout after layer {len(rollout)}: where each position's attention comes from",
                     query_title="output positions", key_title="input tokens")


class RolloutFigure:
    """Rollout after each layer as heatmaps, and the last layer's as lines to the input tokens.

    ``rollout`` is layers × n × n (see :func:`explorer.core.models.rollout.rollout`)."""

    def __init__(self, rollout: np.ndarray, tokens: tuple[str, ...], name: str, theme: Theme = LIGHT, *,
                 colormap: str = "viridis", cell: float | None = None, causal: bool = False, header: bool = True,
                 width: float | None = None, height: float | None = None, lines: bool = True):
        """Natural size, or fitted to ``width`` × ``height`` (a deck page's slot: the heatmaps
        shrink to the width, the lines take the height left). Without ``lines`` only the
        heatmaps (a deck shows the lines on a page of their own), as large as the box allows."""
        self.rollout = np.asarray(rollout)
        self.tokens = tokens
        self.theme = theme
        layers = self.rollout.shape[0]
        self.title = f"{name}: attention rollout (Abnar & Zuidema, 2020)"
        self.title_font = font(17, bold=True)
        self.font = font(13)
        self.small = font(11)
        sh = line_height(self.small)
        #: Without the header the title, formula and caution are left out (a deck page prints them).
        self.header = header
        header_h = line_height(self.title_font) + 6 + 3 * sh + 12 if header else 0.0
        rows = math.ceil(layers / PER_ROW)
        per_row = math.ceil(layers / rows)
        # Rollout rows mix many tokens: a range fitted to the values shows more than [0, 1] would.
        top_value = float(self.rollout.max()) if self.rollout.size else 1.0
        self.scale = ColorScale(colormap, 0.0, max(top_value, 1e-6))
        self.bar = ColorBar(self.scale, theme, 160.0, 12)
        room_w = (width or 0.0) - 2 * MARGIN - 16 - self.bar.width

        def fit(rows: int) -> tuple[float, int]:
            per_row = math.ceil(layers / rows)
            room_h = (height or 0.0) - MARGIN - header_h - rows * (sh + 4) - MARGIN
            return min(128.0, (room_w - (per_row - 1) * 10.0) / per_row, room_h / rows), per_row

        if cell is None:
            cell = 96.0 if rows == 1 and per_row <= 8 else 64.0
            if width is not None and height is not None and not lines:  # the heatmaps alone fill the box
                cell, per_row = max(fit(r) for r in range(1, min(layers, 4) + 1))
                rows = math.ceil(layers / per_row)
            elif width is not None:
                cell = min(cell, (room_w - (per_row - 1) * 10.0) / per_row)
        self.bar.height = min(cell * rows, 160.0)
        # A Grid of rows × per_row "heads": layer l sits at (l // per_row, l % per_row).
        self.per_row = per_row
        self.grid = Grid(rows, per_row, MARGIN, MARGIN + header_h + sh, cell, 10.0, sh + 4)
        #: Each heatmap's caption: "R after layer 3", or "layer 3" where that is too wide.
        self.caption = "R after layer {}" if cell >= 90 else "layer {}"
        data = rollout_lines(self.rollout, tokens, causal)
        self.lines_top = self.grid.top + self.grid.height + 14
        self.lines: LinesPainter | None = None
        if not lines:
            # As large as its content: a deck page centres it in its box.
            self.width = float(self.grid.width + 16 + self.bar.width + 2 * MARGIN)
            self.height = float(self.grid.top + self.grid.height + MARGIN)
        elif width is not None and height is not None:
            self.width, self.height = float(width), float(height)
            self.lines = LinesPainter(data, theme, self.width, max(120.0, self.height - self.lines_top), label_px=13,
                                      hover=False)
        else:
            self.lines = LinesPainter(data, theme, label_px=13, hover=False)
            grid_w = self.grid.width + 16 + self.bar.width
            self.width = float(max(grid_w + 2 * MARGIN, self.lines.width, 720))
            if self.lines.width < self.width:  # one background across the whole figure
                self.lines = LinesPainter(data, theme, self.width, label_px=13, hover=False)
            self.height = float(self.lines_top + self.lines.height)
        side = max(1, round(cell * 2))
        masked = theme.mask_fill if causal else None
        self.images = [image_of(picture) for picture in thumbnails(self.rollout, side, self.scale, masked)]

    def origin(self, layer: int) -> tuple[float, float]:
        """Top-left corner of the heatmap of the rollout after ``layer`` (0-based)."""
        return self.grid.origin(layer // self.per_row, layer % self.per_row)

    def _paint_header(self, p: QPainter) -> None:
        th, sh = self.theme, line_height(self.small)
        y = MARGIN
        draw_text(p, QRectF(MARGIN, y, self.width - 2 * MARGIN, line_height(self.title_font)), self.title,
                  self.title_font, th.text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        y += line_height(self.title_font) + 6
        room = self.width - 2 * MARGIN
        measure = QFontMetricsF(self.small).horizontalAdvance
        draw_text(p, QRectF(MARGIN, y, room, sh), elide(FORMULA, room, measure), self.small, th.text,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        y += sh
        # The caution wraps onto a second line rather than lose its end.
        draw_text(p, QRectF(MARGIN, y, room, 2 * sh), CAUTION, self.small, th.muted,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)

    def paint(self, p: QPainter) -> None:
        th, g = self.theme, self.grid
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        sh = line_height(self.small)
        if self.header:
            self._paint_header(p)
        for layer, image in enumerate(self.images):
            x, yy = self.origin(layer)
            draw_text(p, QRectF(x - 4, yy - sh - 2, g.cell + 8, sh), self.caption.format(layer + 1), self.small,
                      th.muted, Qt.AlignmentFlag.AlignCenter)
            p.drawImage(QRectF(x, yy, g.cell, g.cell), image)
        self.bar.paint(p, g.left + g.width + 16, g.top)
        if self.lines is None:
            return
        p.save()
        p.translate(0, self.lines_top)
        # The lines panel brings its own background: cover only below the heatmaps.
        self.lines.paint(p)
        p.restore()
        p.setPen(QPen(QColor(th.rule), 1.0))
        p.drawLine(QPointF(MARGIN, self.lines_top), QPointF(self.width - MARGIN, self.lines_top))
