"""Attention rollout painted with QPainter: a heatmap per layer and the last layer's lines.

Takes the plain layers × n × n array of :func:`explorer.core.models.rollout.rollout`.
The heatmaps wrap onto more rows past :data:`PER_ROW` layers (SmolLM2's 30
would otherwise make a figure three slides wide); a decoder's masked cells
(keys after the query) keep the mask colour, as in the model view. Each row
of heatmaps has the tokens down its left (output positions) and under every
heatmap (input tokens), by :mod:`explorer.app.labels`' one rule: upright when
wider than a cell, a smaller font or every k-th token when the cells are
thinner than a line.

Every text's box is measured with its font's metrics (a caution that wraps
onto a third line at a narrow width pushes the heatmaps down instead of
running into them) and kept in :meth:`RolloutFigure.text_boxes`, which the
painting draws from, so a test can check that no two texts overlap.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from explorer.core.models.rollout import FORMULA, caution
from explorer.core.wording import translate
from explorer.export.colormaps import ColorScale
from explorer.export.heatmap import ColorBar
from explorer.export.lines_figure import LinesPainter
from explorer.export.model_figure import MARGIN, image_of, thumbnails
from explorer.export.painting import (
    draw_text,
    draw_text_up,
    draw_wrapped,
    font,
    line_height,
    text_width,
    wrapped_box,
)
from explorer.export.theme import LIGHT, Theme
from explorer.app.labels import AxisLabels, fit_scale, layout_columns, layout_rows
from explorer.app.lines import LinesData
from explorer.app.model_grid import Grid

#: At most this many layers' heatmaps in one row.
PER_ROW = 15
#: Token labels: at most this font size, and at most this long (longer ones end in "…").
LABEL_PX, LABEL_ROOM = 11.0, 90.0
#: Between heatmaps across, and between a heatmap and its labels.
GAP_X, LABEL_GAP = 10.0, 3.0


def rollout_lines(rollout: np.ndarray, tokens: tuple[str, ...], causal: bool = False) -> LinesData:
    """The last layer's rollout as a lines view: output positions on the left, input tokens on the right."""
    return LinesData(queries=tokens, keys=tokens, weights=(np.asarray(rollout)[-1],), heads=(0,), causal=causal,
                     title=translate("RolloutFigure", "Rollout after layer {layer}: where each position's attention "
                                                      "comes from").format(layer=len(rollout)),
                     query_title=translate("RolloutFigure", "output positions"),
                     key_title=translate("RolloutFigure", "input tokens"))


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
        layers, n = self.rollout.shape[0], self.rollout.shape[-1]
        self.title = translate("RolloutFigure", "{name}: attention rollout (Abnar & Zuidema, 2020)").format(name=name)
        self.title_font = font(17, bold=True)
        self.font = font(13)
        self.small = font(11)
        sh = line_height(self.small)
        #: Without the header the title, formula and caution are left out (a deck page prints them).
        self.header = header
        # Room for the token labels, reserved at their largest font (a smaller one only takes less).
        widest = min(LABEL_ROOM, max((text_width(font(LABEL_PX), t) for t in tokens), default=0.0))
        self.row_band = math.ceil(widest) + 4.0
        self.column_band = math.ceil(max(widest, line_height(font(LABEL_PX))))
        #: From one row of heatmaps to the next: the labels under it, then the captions over the next.
        gap_y = LABEL_GAP + self.column_band + 4 + sh + 2
        rows = math.ceil(layers / PER_ROW)
        per_row = math.ceil(layers / rows)
        # Rollout rows mix many tokens: a range fitted to the values shows more than [0, 1] would.
        top_value = float(self.rollout.max()) if self.rollout.size else 1.0
        self.scale = ColorScale(colormap, 0.0, max(top_value, 1e-6))
        self.bar = ColorBar(self.scale, theme, 160.0, 12)
        data = rollout_lines(self.rollout, tokens, causal)
        self.lines: LinesPainter | None = None
        chrome_w = 2 * MARGIN + self.row_band + 16 + self.bar.width
        if cell is None:
            cell = 96.0 if rows == 1 and per_row <= 8 else 64.0
            if width is not None and (lines or height is None):
                cell = min(cell, (width - chrome_w - (per_row - 1) * GAP_X) / per_row)
        if width is None:  # natural: as wide as the heatmaps or the lines, whichever is wider
            self.lines = LinesPainter(data, theme, label_px=13, hover=False) if lines else None
            grid_w = per_row * cell + (per_row - 1) * GAP_X + chrome_w
            width = max(grid_w, self.lines.width if self.lines else 0.0, 720.0 if lines else 0.0)
            if self.lines is not None and self.lines.width < width:  # one background across the whole figure
                self.lines = LinesPainter(data, theme, width, label_px=13, hover=False)
        self._boxes: list[tuple[str, str, QRectF]] = []
        y = MARGIN
        if header:  # title, formula, caution: each below the one before, as tall as it wraps
            room = width - 2 * MARGIN
            for kind, f, text in (("title", self.title_font, self.title), ("formula", self.small, FORMULA),
                                  ("caution", self.small, caution())):
                box = wrapped_box(f, text, MARGIN, y, room)
                self._boxes.append((kind, text, box))
                y = box.bottom() + (6 if kind == "title" else 4)
            y += 8
        if width is not None and height is not None and not lines:  # the heatmaps alone fill the box
            def fit(r: int) -> tuple[float, int]:
                across = math.ceil(layers / r)
                by_w = (width - chrome_w - (across - 1) * GAP_X) / across
                return min(128.0, by_w, (height - y - MARGIN) / r - gap_y), across

            cell, per_row = max(fit(r) for r in range(1, min(layers, 4) + 1))
            rows = math.ceil(layers / per_row)
        cell = max(cell, 4.0)
        self.bar.height = min(cell * rows, 160.0)
        # A Grid of rows × per_row "heads": layer l sits at (l // per_row, l % per_row).
        self.per_row = per_row
        self.grid = Grid(rows, per_row, MARGIN + self.row_band, y + sh + 2, cell, GAP_X, gap_y)
        self._label_axes(n)
        self._layout_heatmap_texts(layers)
        # As large as its content without the lines (a deck page centres it in its box).
        self.width = float(width if lines else max(self.grid.width + chrome_w, width if header else 0.0))
        bottom = self.grid.top + self.grid.height + LABEL_GAP + self.column_band
        down, across = self.row_labels, self.column_labels
        cut = [translate("RolloutFigure", "long tokens shortened (…)")] if down.shortened or across.shortened else []
        note = "; ".join(part for part in [across.stride_note or down.stride_note, *cut] if part)
        if note:  # every k-th token labelled, or cut: said under the heatmaps, not left to be guessed
            text = translate("RolloutFigure", "Token labels: {note}.").format(note=note)
            box = wrapped_box(self.small, text, MARGIN, bottom + 4, self.width - 2 * MARGIN)
            self._boxes.append(("note", text, box))
            bottom = box.bottom()
        self.lines_top = bottom + 14
        if not lines:
            self.height = float(bottom + MARGIN)
        elif height is not None:
            self.height = float(max(height, self.lines_top + 120.0))
            self.lines = LinesPainter(data, theme, self.width, self.height - self.lines_top, label_px=13,
                                      hover=False)
        else:
            if self.lines is None or self.lines.width != self.width:
                self.lines = LinesPainter(data, theme, self.width, label_px=13, hover=False)
            self.height = float(self.lines_top + self.lines.height)
        side = max(1, round(cell * 2))
        masked = theme.mask_fill if causal else None
        self.images = [image_of(picture) for picture in thumbnails(self.rollout, side, self.scale, masked)]

    def _label_axes(self, n: int) -> None:
        """The token labels at this cell size: a font that gives each token a line where it can."""
        pitch = self.grid.cell / max(n, 1)
        px = max(6, math.floor(LABEL_PX * fit_scale(n, pitch, line_height(font(LABEL_PX)))))
        self.label_font = font(px)
        lh, measure = line_height(self.label_font), QFontMetricsF(self.label_font).horizontalAdvance
        self.row_labels: AxisLabels = layout_rows(self.tokens, pitch, lh, LABEL_ROOM, measure)
        self.column_labels: AxisLabels = layout_columns(self.tokens, pitch, lh, LABEL_ROOM, measure, pad=2.0)

    def _layout_heatmap_texts(self, layers: int) -> None:
        """Each heatmap's caption over it and its input tokens under it; each row's output tokens on its left."""
        g, sh, lh = self.grid, line_height(self.small), line_height(self.label_font)
        pitch = g.cell / max(self.rollout.shape[-1], 1)
        room = g.cell + g.gap_x - 4  # a caption never reaches its neighbour's
        for layer in range(layers):
            x, y = self.origin(layer)
            forms = (translate("RolloutFigure", "R after layer {layer}").format(layer=layer + 1),
                     translate("RolloutFigure", "layer {layer}").format(layer=layer + 1), str(layer + 1))
            caption = next((t for t in forms if text_width(self.small, t) <= room), forms[-1])
            w = text_width(self.small, caption)
            self._boxes.append(("caption", caption, QRectF(x + (g.cell - w) / 2, y - sh - 2, w, sh)))
            below = y + g.cell + LABEL_GAP
            for i, text in zip(self.column_labels.indices, self.column_labels.texts):
                cx, w = x + (i + 0.5) * pitch, text_width(self.label_font, text)
                box = QRectF(cx - lh / 2, below, lh, w) if self.column_labels.rotated else QRectF(cx - w / 2, below,
                                                                                                   w, lh)
                self._boxes.append(("column", text, box))
            if layer % self.per_row == 0:
                for i, text in zip(self.row_labels.indices, self.row_labels.texts):
                    w = text_width(self.label_font, text)
                    self._boxes.append(("row", text, QRectF(x - 4 - w, y + (i + 0.5) * pitch - lh / 2, w, lh)))

    def origin(self, layer: int) -> tuple[float, float]:
        """Top-left corner of the heatmap of the rollout after ``layer`` (0-based)."""
        return self.grid.origin(layer // self.per_row, layer % self.per_row)

    def text_boxes(self) -> list[tuple[str, str, QRectF]]:
        """Every text the figure draws as (kind, text, the box it takes): "title", "formula"
        and "caution" (with the header), each heatmap's "caption", the tokens ("row": output
        positions left of a row of heatmaps; "column": input tokens under each heatmap), and
        the "note" that says when only every k-th token is labelled."""
        return list(self._boxes)

    def heatmap_boxes(self) -> list[QRectF]:
        """Where each layer's heatmap is drawn."""
        return [QRectF(*self.origin(layer), self.grid.cell, self.grid.cell) for layer in range(len(self.images))]

    def paint(self, p: QPainter) -> None:
        th, g = self.theme, self.grid
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        for kind, text, box in self._boxes:
            if kind in ("title", "formula", "caution"):  # wrapped in the box measured for it
                draw_wrapped(p, box, text, self.title_font if kind == "title" else self.small,
                             th.muted if kind == "caution" else th.text)
            elif kind == "note":
                draw_wrapped(p, box, text, self.small, th.muted)
            elif kind == "caption":
                draw_text(p, box, text, self.small, th.muted, Qt.AlignmentFlag.AlignCenter)
            elif kind == "column" and self.column_labels.rotated:  # reading up, its end at the heatmap
                draw_text_up(p, box.center().x(), box.bottom(), box.height(), box.width(), text, self.label_font,
                             th.muted)
            else:
                draw_text(p, box, text, self.label_font, th.muted, Qt.AlignmentFlag.AlignCenter)
        for box, image in zip(self.heatmap_boxes(), self.images):
            p.drawImage(box, image)
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
