"""The model view (a thumbnail per layer × head), painted with QPainter.

The figure takes plain arrays (see :mod:`explorer.core.models.model_view`), shares
the app's colour tables (:func:`explorer.export.colormaps.lut`) on the fixed
range [0, 1] so that every thumbnail compares with every other, draws a
decoder's masked cells (keys after the query) in the theme's mask colour, and
paints the same way on the screen and into PNG, SVG or PDF (thumbnails as
images, every label as text). The layout (which way the layers run, the hit
test) is :mod:`explorer.app.model_grid`'s.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPen

from explorer.core.models.model_view import SINK_SHARE, sink_shares
from explorer.export.colormaps import ColorScale
from explorer.export.heatmap import ColorBar
from explorer.export.painting import draw_text, draw_text_up, font, line_height, text_width
from explorer.export.theme import LIGHT, Theme
from explorer.app.labels import elide
from explorer.app.model_grid import (
    Grid,
    block_max,
    causal_blocks,
    is_sink,
    layers_across,
    sink_label,
    sink_note,
)

MARGIN = 24.0
#: The accent of the sink markers: Okabe & Ito's vermillion, visible on viridis and both themes.
SINK_COLOUR = "#D55E00"
#: A figure at its natural size is about a slide's width: cells shrink for long rows of thumbnails.
NATURAL_WIDTH = 1500.0


def _hex(color: str) -> np.ndarray:
    c = color.lstrip("#")
    return np.array([int(c[k:k + 2], 16) for k in (0, 2, 4)], dtype=np.uint8)


def thumbnails(weights: np.ndarray, side: int, scale: ColorScale, masked: str | None = None) -> np.ndarray:
    """uint8 RGB pictures of ``weights`` (…, n, n) reduced to at most ``side`` pixels a side (block
    maxima), in ``scale``'s colours, all in one pass; with ``masked`` (a colour) the causal mask's
    blocks (keys after the query) take that colour."""
    rgb = scale.colors(block_max(weights, side))
    if masked is not None:
        rgb[..., causal_blocks(weights.shape[-1], side), :] = _hex(masked)
    return rgb


def image_of(rgb: np.ndarray) -> QImage:
    """A QImage that owns a copy of the (h, w, 3) uint8 pixels."""
    rgb = np.ascontiguousarray(rgb)
    h, w = rgb.shape[:2]
    return QImage(rgb.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


class ModelViewFigure:
    """Every head of every layer for one sentence: ``weights`` is layers × heads × n × n.

    ``threshold`` (a share in [0, 1]) decides which heads get the sink marker; it
    may be changed before a repaint (the thumbnails do not depend on it).
    ``highlight`` (layer, head) is framed (the head a deck is about)."""

    def __init__(self, weights: np.ndarray, tokens: tuple[str, ...], name: str, theme: Theme = LIGHT, *,
                 colormap: str = "viridis", width: float | None = None, height: float | None = None,
                 cell: float | None = None, causal: bool = False, threshold: float = SINK_SHARE,
                 highlight: tuple[int, int] | None = None, header: bool = True):
        self.weights = np.asarray(weights)
        self.tokens = tokens
        self.theme = theme
        self.causal = causal
        self.threshold = threshold
        self.highlight = highlight
        #: Without the header the title line is left out (a deck page prints its own title).
        self.header = header
        self.scale = ColorScale(colormap, 0.0, 1.0)
        self.shares = sink_shares(self.weights)
        layers, heads = self.weights.shape[:2]
        kind = "masked (causal) attention weights" if causal else "attention weights"
        self.title = f"{name}: {kind} of every layer and head ({len(tokens)} tokens)"
        self.title_font = font(17, bold=True)
        self.font = font(13)
        self.small = font(11)
        lh, sh = line_height(self.font), line_height(self.small)
        across = layers_across(layers, heads)
        self.column_name, self.row_name = ("layer", "head") if across else ("head", "layer")
        columns, rows = (layers, heads) if across else (heads, layers)
        self.bar = ColorBar(self.scale, theme, 160, 12)
        title_h = line_height(self.title_font) + 8 if header else 0.0
        self.top = MARGIN + title_h + sh + lh + 2  # title, axis name, numbers
        self.row_label = text_width(self.font, str(rows)) + 10 + sh
        self.footer = (4 if header else 2) * sh + 10  # a deck page says the rest itself
        gap_x, gap_y = 6.0, sh + 2  # the share of each head sits in the gap under it
        left = MARGIN + self.row_label
        side_w = 16 + max(self.bar.width, text_width(self.small, "masked") + 24)
        if width is not None and height is not None:  # fit the given size (the on-screen view)
            room_w = width - left - MARGIN - side_w - (columns - 1) * gap_x
            room_h = height - self.top - self.footer - MARGIN - (rows - 1) * gap_y
            cell = max(8.0, min(room_w / columns, room_h / rows))
        elif cell is None:
            cell = float(min(64.0, max(32.0, (NATURAL_WIDTH - left - MARGIN - side_w) / columns - gap_x)))
        self.grid = Grid(layers, heads, left, self.top, cell, gap_x, gap_y, transposed=across)
        self.side_w = side_w
        natural_w = left + self.grid.width + side_w + MARGIN
        # A grid limited by the height keeps its own width (a deck page centres it).
        notes_w = text_width(self.small, sink_note(tokens[0] if tokens else "—", 1.0)) + 2 * MARGIN
        self.width = float(min(width, max(natural_w, notes_w)) if width is not None else natural_w)
        self.height = float(height if height is not None else self.top + self.grid.height + self.footer + MARGIN)
        side = max(1, round(cell * 2))  # two pixels a cell: sharp on a 2× PNG, small in an SVG
        masked = theme.mask_fill if causal else None
        pictures = thumbnails(self.weights, side, self.scale, masked)  # every head in one pass
        self.images = [[image_of(pictures[l, h]) for h in range(heads)] for l in range(layers)]

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(layer, head) under the figure point (x, y)."""
        return self.grid.cell_at(x, y)

    def sink_marked(self) -> np.ndarray:
        """layers × heads booleans: the heads drawn with the sink marker at the current threshold."""
        return is_sink(self.shares, self.threshold)

    def paint(self, p: QPainter) -> None:
        th, g = self.theme, self.grid
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        sh = line_height(self.small)
        measure = QFontMetricsF(self.small).horizontalAdvance
        room = self.width - 2 * MARGIN
        if self.header:
            draw_text(p, QRectF(MARGIN, MARGIN, room, line_height(self.title_font)),
                      elide(self.title, room, QFontMetricsF(self.title_font).horizontalAdvance),
                      self.title_font, th.text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._paint_axes(p)
        for layer in range(g.layers):
            for head in range(g.heads):
                x, y = g.origin(layer, head)
                target = QRectF(x, y, g.cell, g.cell)
                p.drawImage(target, self.images[layer][head])
                self._share(p, target, float(self.shares[layer, head]))
        if self.highlight is not None:
            x, y = g.origin(*self.highlight)
            p.setPen(QPen(QColor(th.text), 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(x - 2, y - 2, g.cell + 4, g.cell + 4))
        self._paint_key(p)
        y = g.top + g.height + g.gap_y + 4  # below the last row's share labels
        first = self.tokens[0] if self.tokens else "—"
        reading = "Rows: query tokens; columns: key tokens; colour: weight on [0, 1] (viridis)"
        if self.causal:
            reading += "; grey: masked, the keys after the query (future tokens)"
        notes = [sink_note(first, self.threshold)]
        if self.header:
            notes += [reading + ". Click a head to open it as an editable session.", "Tokens: " + " · ".join(self.tokens)]
        else:  # a deck page: its own texts name the tokens, and a slide cannot be clicked
            notes.append(reading + ".")
        for text in notes:
            draw_text(p, QRectF(MARGIN, y, room, sh), elide(text, room, measure), self.small, th.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += sh

    def _paint_axes(self, p: QPainter) -> None:
        """The column numbers under their axis name, the row numbers beside the rotated one."""
        th, g = self.theme, self.grid
        lh, sh = line_height(self.font), line_height(self.small)
        wide = g.cell >= text_width(self.font, f"{self.column_name} {g.columns}") + 4
        if not wide:  # numbers only: the axis name goes above them once
            draw_text(p, QRectF(g.left, g.top - lh - sh - 2, g.width, sh), f"{self.column_name} →", self.small,
                      th.muted, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for col in range(g.columns):
            x = g.left + col * (g.cell + g.gap_x)
            text = f"{self.column_name} {col + 1}" if wide else str(col + 1)
            draw_text(p, QRectF(x - g.gap_x / 2, g.top - lh - 2, g.cell + g.gap_x, lh), text, self.font,
                      th.muted, Qt.AlignmentFlag.AlignCenter)
        draw_text_up(p, MARGIN + sh / 2, g.top + g.height, g.height, sh, self.row_name, self.small, th.muted,
                     Qt.AlignmentFlag.AlignHCenter)
        for row in range(g.rows):
            y = g.top + row * (g.cell + g.gap_y)
            draw_text(p, QRectF(MARGIN + sh, y, self.row_label - sh - 8, g.cell), str(row + 1), self.font,
                      th.muted, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _share(self, p: QPainter, target: QRectF, share: float) -> None:
        """The head's share on the first token just under its thumbnail, in the row gap; a sink's
        in the accent with a dot (a frame round every sink made the grid noisy). The longest
        form that fits the cell's width."""
        sink = is_sink(share, self.threshold)
        number = sink_label(share)
        forms = [f"● {number}", f"●{number[:-1]}", "●"] if sink else [number, number[:-1]]
        fitting = [t for t in forms if text_width(self.small, t) <= target.width() + 2]
        if not fitting:
            return
        sh = line_height(self.small)
        draw_text(p, QRectF(target.left() - 1, target.bottom() + 1, target.width() + 2, sh), fitting[0], self.small,
                  SINK_COLOUR if sink else self.theme.muted, Qt.AlignmentFlag.AlignCenter)

    def _paint_key(self, p: QPainter) -> None:
        """The colour bar and, for a decoder, the masked swatch under it."""
        th, g = self.theme, self.grid
        sh = line_height(self.small)
        x = g.left + g.width + 16
        self.bar.height = min(160.0, max(60.0, g.height - (4 * sh if self.causal else 3 * sh)))
        self.bar.paint(p, x, g.top)
        y = g.top + self.bar.height + sh / 2 + 4  # clear of the lowest tick's label
        draw_text(p, QRectF(x, y, self.side_w, sh), "weight", self.small, th.muted,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.causal:
            y += sh + 4
            swatch = QRectF(x, y + 1, 16, sh - 2)
            # Plain, as in the thumbnails (a hatch is lost at a few pixels a cell).
            p.fillRect(swatch, QColor(th.mask_fill))
            p.setPen(QPen(QColor(th.rule), 1.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(swatch)
            draw_text(p, QRectF(x + 22, y, self.side_w - 22, sh), "masked", self.small, th.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
