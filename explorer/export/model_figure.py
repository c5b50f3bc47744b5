"""The model view (a thumbnail per layer × head) and attention rollout, painted with QPainter.

Both figures take plain arrays (see :mod:`explorer.core.model_view` and
:mod:`explorer.core.rollout`), share the app's colour tables
(:func:`explorer.export.colormaps.lut`) on the fixed range [0, 1] so that every
thumbnail compares with every other, and paint the same way on the screen and
into PNG, SVG or PDF (thumbnails as images, every label as text).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPen

from explorer.core.model_view import SINK_SHARE, sink_shares
from explorer.core.rollout import CAUTION, FORMULA
from explorer.export.colormaps import ColorScale
from explorer.export.heatmap import ColorBar
from explorer.export.lines_figure import LinesPainter
from explorer.export.painting import (
    draw_text,
    draw_text_up,
    font,
    line_height,
    text_width,
)
from explorer.export.theme import LIGHT, Theme
from explorer.model.labels import elide
from explorer.model.lines import LinesData
from explorer.model.model_grid import Grid, block_max, sink_label, sink_note

MARGIN = 24.0
#: The accent of the sink markers: Okabe & Ito's vermillion, visible on viridis and both themes.
SINK_COLOUR = "#D55E00"


def thumbnail(weights: np.ndarray, side: int, scale: ColorScale) -> QImage:
    """A QImage of ``weights`` reduced to at most ``side`` pixels a side (block maxima), in ``scale``'s colours."""
    rgb = np.ascontiguousarray(scale.colors(block_max(weights, side)))
    h, w = rgb.shape[:2]
    image = QImage(rgb.data, w, h, 3 * w, QImage.Format.Format_RGB888)
    return image.copy()  # own the pixels: ``rgb`` is freed when this returns


class ModelViewFigure:
    """Every head of every layer for one sentence: ``weights`` is layers × heads × n × n."""

    def __init__(self, weights: np.ndarray, tokens: tuple[str, ...], name: str, theme: Theme = LIGHT, *,
                 colormap: str = "viridis", width: float | None = None, height: float | None = None,
                 cell: float = 64.0):
        self.weights = np.asarray(weights)
        self.tokens = tokens
        self.theme = theme
        self.scale = ColorScale(colormap, 0.0, 1.0)
        self.shares = sink_shares(self.weights)
        layers, heads = self.weights.shape[:2]
        self.title = f"{name}: attention weights of every layer and head ({len(tokens)} tokens)"
        self.title_font = font(17, bold=True)
        self.font = font(13)
        self.small = font(11)
        lh, sh = line_height(self.font), line_height(self.small)
        self.bar = ColorBar(self.scale, theme, 160, 12)
        self.top = MARGIN + line_height(self.title_font) + 8 + lh + 4  # title, then the head numbers
        self.row_label = text_width(self.font, f"layer {layers}") + 10 + sh
        self.footer = 4 * sh + 10
        gap_x, gap_y = 6.0, sh + 2
        left = MARGIN + self.row_label
        if width is not None and height is not None:  # fit the given size (the on-screen view)
            room_w = width - left - MARGIN - self.bar.width - 16 - (heads - 1) * gap_x
            room_h = height - self.top - self.footer - MARGIN - (layers - 1) * gap_y
            cell = max(8.0, min(room_w / heads, room_h / layers))
        self.grid = Grid(layers, heads, left, self.top, cell, gap_x, gap_y)
        self.width = float(width if width is not None else left + self.grid.width + 16 + self.bar.width + MARGIN)
        self.height = float(height if height is not None else self.top + self.grid.height + self.footer + MARGIN)
        side = max(1, round(cell * 2))  # two pixels a cell: sharp on a 2× PNG, small in an SVG
        self.images = [[thumbnail(self.weights[l, h], side, self.scale) for h in range(heads)]
                       for l in range(layers)]

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(layer, head) under the figure point (x, y)."""
        return self.grid.cell_at(x, y)

    def paint(self, p: QPainter) -> None:
        th, g = self.theme, self.grid
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        lh, sh = line_height(self.font), line_height(self.small)
        draw_text(p, QRectF(MARGIN, MARGIN, self.width - 2 * MARGIN, line_height(self.title_font)), self.title,
                  self.title_font, th.text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for h in range(g.heads):
            x, _ = g.origin(0, h)
            draw_text(p, QRectF(x, g.top - lh - 2, g.cell, lh), f"head {h + 1}" if g.cell >= 52 else str(h + 1),
                      self.font, th.muted, Qt.AlignmentFlag.AlignCenter)
        draw_text_up(p, MARGIN + sh / 2, g.top + g.height, g.height, sh, "layer", self.small, th.muted,
                     Qt.AlignmentFlag.AlignHCenter)
        for layer in range(g.layers):
            _, y = g.origin(layer, 0)
            draw_text(p, QRectF(MARGIN + sh, y, self.row_label - sh - 8, g.cell), f"{layer + 1}", self.font,
                      th.muted, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for h in range(g.heads):
                x, _ = g.origin(layer, h)
                target = QRectF(x, y, g.cell, g.cell)
                p.drawImage(target, self.images[layer][h])
                share = float(self.shares[layer, h])
                if share >= SINK_SHARE:
                    self._sink_marker(p, target, share)
        self.bar.height = min(160.0, g.height)
        self.bar.paint(p, g.left + g.width + 16, g.top)
        draw_text(p, QRectF(g.left + g.width + 16, g.top + self.bar.height + 4, self.bar.width + 10, sh * 2),
                  "weight", self.small, th.muted, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        y = g.top + g.height + g.gap_y + 4  # below the last row's sink labels
        room = self.width - 2 * MARGIN
        measure = QFontMetricsF(self.small).horizontalAdvance
        first = self.tokens[0] if self.tokens else "—"
        notes = [sink_note(first, SINK_SHARE),
                 ("Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis). "
                  "Click a head to open it as an editable session."),
                 "Tokens: " + " · ".join(self.tokens)]
        for text in notes:
            draw_text(p, QRectF(MARGIN, y, room, sh), elide(text, room, measure), self.small, th.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += sh

    def _sink_marker(self, p: QPainter, target: QRectF, share: float) -> None:
        """A dot and the share just under the thumbnail, in the row gap (a frame round every sink made the grid noisy)."""
        sh = line_height(self.small)
        draw_text(p, QRectF(target.left(), target.bottom() + 1, target.width(), sh), f"● {sink_label(share)}",
                  self.small, SINK_COLOUR, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class RolloutFigure:
    """Rollout after each layer as heatmaps, and the last layer's as lines to the input tokens.

    ``rollout`` is layers × n × n (see :func:`explorer.core.rollout.rollout`)."""

    def __init__(self, rollout: np.ndarray, tokens: tuple[str, ...], name: str, theme: Theme = LIGHT, *,
                 colormap: str = "viridis", cell: float = 96.0):
        self.rollout = np.asarray(rollout)
        self.tokens = tokens
        self.theme = theme
        layers = self.rollout.shape[0]
        self.title = f"{name}: attention rollout (Abnar & Zuidema, 2020)"
        self.title_font = font(17, bold=True)
        self.font = font(13)
        self.small = font(11)
        lh, sh = line_height(self.font), line_height(self.small)
        # Rollout rows mix many tokens: a range fitted to the values shows more than [0, 1] would.
        top_value = float(self.rollout.max()) if self.rollout.size else 1.0
        self.scale = ColorScale(colormap, 0.0, max(top_value, 1e-6))
        self.bar = ColorBar(self.scale, theme, cell, 12)
        self.grid = Grid(1, layers, MARGIN, MARGIN + line_height(self.title_font) + 6 + 3 * sh + 6 + lh, cell,
                         10.0, 0.0)
        data = LinesData(queries=tokens, keys=tokens, weights=(self.rollout[-1],), heads=(0,),
                         title=f"Rollout after layer {layers}: how much of each output position comes from "
                               "each input token",
                         query_title="output positions", key_title="input tokens")
        self.lines = LinesPainter(data, theme, label_px=13)
        grid_w = self.grid.width + 16 + self.bar.width
        self.width = float(max(grid_w + 2 * MARGIN, self.lines.width, 720))
        if self.lines.width < self.width:  # one background across the whole figure
            self.lines = LinesPainter(data, theme, self.width, label_px=13)
        self.lines_top = self.grid.top + cell + 14
        self.height = float(self.lines_top + self.lines.height)
        side = max(1, round(cell * 2))
        self.images = [thumbnail(self.rollout[l], side, self.scale) for l in range(layers)]

    def paint(self, p: QPainter) -> None:
        th, g = self.theme, self.grid
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        lh, sh = line_height(self.font), line_height(self.small)
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
        for layer, image in enumerate(self.images):
            x, yy = g.origin(0, layer)
            draw_text(p, QRectF(x, yy - lh - 2, g.cell, lh), f"R after layer {layer + 1}", self.small, th.muted,
                      Qt.AlignmentFlag.AlignCenter)
            p.drawImage(QRectF(x, yy, g.cell, g.cell), image)
        self.bar.paint(p, g.left + g.width + 16, g.top)
        p.save()
        p.translate(0, self.lines_top)
        # The lines panel brings its own background: cover only below the heatmaps.
        self.lines.paint(p)
        p.restore()
        p.setPen(QPen(QColor(th.rule), 1.0))
        p.drawLine(QPointF(MARGIN, self.lines_top), QPointF(self.width - MARGIN, self.lines_top))
