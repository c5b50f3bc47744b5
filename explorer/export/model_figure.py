"""The model view (a thumbnail per layer × head), painted with QPainter.

The figure takes plain arrays (see :mod:`explorer.core.models.model_view`), shares
the app's colour tables (:func:`explorer.export.colormaps.lut`) on the fixed
range [0, 1] so that every thumbnail compares with every other, draws a
decoder's masked cells (keys after the query) in the theme's mask colour, and
paints the same way on the screen and into PNG, SVG or PDF (thumbnails as
images, every label as text). Layers run down and heads across for every
model, and every head carries its share of weight on the first token as a
number (a sink's after a "●"), under or beside it; that layout and the hit
test are :mod:`explorer.app.model_grid`'s.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPen

from explorer.core.models.model_view import SINK_SHARE, sink_shares
from explorer.core.wording import translate
from explorer.export.colormaps import ColorScale
from explorer.export.heatmap import ColorBar
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
from explorer.app.labels import elide
from explorer.app.lines import hex_rgb
from explorer.app.model_grid import (
    click_opens,
    GAP,
    NUMBER_GAP,
    WIDEST_SHARE,
    Grid,
    ShareLayout,
    block_max,
    causal_blocks,
    is_sink,
    share_layout,
    share_text,
    sink_note,
)

MARGIN = 24.0
#: The accent of the sink markers: Okabe & Ito's vermillion, visible on viridis and both themes.
SINK_COLOUR = "#D55E00"
#: A figure at its natural size is about a slide's width: cells shrink for long rows of thumbnails.
NATURAL_WIDTH = 1500.0
#: … and at most about this tall (SmolLM2's 30 layers down): the thumbnails shrink to 24 at the least.
NATURAL_HEIGHT = 1300.0


def thumbnails(weights: np.ndarray, side: int, scale: ColorScale, masked: str | None = None) -> np.ndarray:
    """uint8 RGB pictures of ``weights`` (…, n, n) reduced to at most ``side`` pixels a side (block
    maxima), in ``scale``'s colours, all in one pass; with ``masked`` (a colour) the causal mask's
    blocks (keys after the query) take that colour."""
    rgb = scale.colors(block_max(weights, side))
    if masked is not None:
        rgb[..., causal_blocks(weights.shape[-1], side), :] = np.array(hex_rgb(masked), np.uint8)
    return rgb


def image_of(rgb: np.ndarray) -> QImage:
    """A QImage that owns a copy of the (h, w, 3) uint8 pixels."""
    rgb = np.ascontiguousarray(rgb)
    h, w = rgb.shape[:2]
    return QImage(rgb.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


class ModelViewFigure:
    """Every head of every layer for one sentence: ``weights`` is layers × heads × n × n,
    drawn layers down and heads across, each head with its share of weight on the first token.

    ``threshold`` (a share in [0, 1]) decides which heads get the sink marker; it
    may be changed before a repaint (the thumbnails do not depend on it).
    ``highlight`` (layer, head) is framed (the head a deck is about). Given a
    ``width`` and ``height`` the grid fills that box with thumbnails of at least
    ``min_cell``; when the box is too small for that the figure is taller or wider
    than the box (the screen scrolls it, a slide scales it)."""

    def __init__(self, weights: np.ndarray, tokens: tuple[str, ...], name: str, theme: Theme = LIGHT, *,
                 colormap: str = "viridis", width: float | None = None, height: float | None = None,
                 cell: float | None = None, causal: bool = False, threshold: float = SINK_SHARE,
                 highlight: tuple[int, int] | None = None, header: bool = True, min_cell: float = 8.0,
                 click: str | None = None):
        self.weights = np.asarray(weights)
        if click is None:
            click = click_opens("model")[1]
        #: What clicking a head does, said under the grid (explorer.app.model_grid.click_opens).
        self.click = click
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
        if causal:
            title = translate("ModelFigure", "{name}: masked (causal) attention weights of every layer and head "
                                             "({count} tokens)")
        else:
            title = translate("ModelFigure", "{name}: attention weights of every layer and head ({count} tokens)")
        self.title = title.format(name=name, count=len(tokens))
        self.title_font = font(17, bold=True)
        self.font = font(13)
        self.small = font(11)
        lh, sh = line_height(self.font), line_height(self.small)
        self.row_name = translate("ModelFigure", "layer")
        self.bar = ColorBar(self.scale, theme, 160, 12)
        title_h = line_height(self.title_font) + 8 if header else 0.0
        self.top = MARGIN + title_h + sh + lh + 2  # title, axis name, numbers
        self.row_label = text_width(self.font, str(layers)) + 10 + sh
        # The notes wrap at a narrow width (the legend of the numbers is never cut short);
        # wrapped at the given width, as wide as the figure can be (natural: never narrower).
        room = width - 2 * MARGIN if width is not None else 1e6
        self.footer = sum(wrapped_box(self.small, t, 0, 0, room).height() for t in self.notes()) + 10
        left = MARGIN + self.row_label
        side_w = 16 + max(self.bar.width, text_width(self.small, translate("ModelFigure", "masked")) + 24)
        number_w = text_width(self.small, WIDEST_SHARE) + 2
        if cell is not None:  # a given size of thumbnail: the number under it when it is that wide
            beside = cell + GAP < number_w
            gaps = (NUMBER_GAP + number_w + GAP, 3.0) if beside else (GAP, sh + 2)
            self.layout = ShareLayout(beside, float(cell), *gaps)
        elif width is not None and height is not None:  # fit the given size (the on-screen view, a slide)
            self.layout = share_layout(layers, heads, width - left - MARGIN - side_w,
                                       height - self.top - self.footer - MARGIN, number_w, sh, min_cell)
        else:  # about a slide's width, and not endlessly tall for 30 layers
            self.layout = share_layout(layers, heads, NATURAL_WIDTH - left - MARGIN - side_w,
                                       NATURAL_HEIGHT - self.top - self.footer - MARGIN, number_w, sh, 24.0, 64.0)
        lay = self.layout
        self.grid = Grid(layers, heads, left, self.top, lay.cell, lay.gap_x, lay.gap_y)
        #: The thumbnails with their numbers: where the colour bar and the notes start.
        self.content_w, self.content_h = lay.size(layers, heads)
        self.side_w = side_w
        natural_w = left + self.content_w + side_w + MARGIN
        natural_h = self.top + self.content_h + self.footer + MARGIN
        # A grid limited by the height keeps its own width (a deck page centres it); a narrow
        # grid (9 heads across) is widened for its notes rather than cut them short.
        notes_w = max(text_width(self.small, text) for text in self.notes()) + 2 * MARGIN
        self.width = float(max(natural_w, min(width, max(natural_w, notes_w))) if width is not None
                           else max(natural_w, notes_w))
        self.height = float(max(natural_h, height) if height is not None else natural_h)
        side = max(1, round(lay.cell * 2))  # two pixels a cell: sharp on a 2× PNG, small in an SVG
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
        room = self.width - 2 * MARGIN
        if self.header:
            draw_text(p, QRectF(MARGIN, MARGIN, room, line_height(self.title_font)),
                      elide(self.title, room, QFontMetricsF(self.title_font).horizontalAdvance),
                      self.title_font, th.text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._paint_axes(p)
        for layer in range(g.layers):
            for head in range(g.heads):
                x, y = g.origin(layer, head)
                p.drawImage(QRectF(x, y, g.cell, g.cell), self.images[layer][head])
        for (layer, head), (box, text) in self.share_boxes().items():
            colour = SINK_COLOUR if is_sink(float(self.shares[layer, head]), self.threshold) else th.muted
            draw_text(p, box, text, self.small, colour, Qt.AlignmentFlag.AlignCenter)
        if self.highlight is not None:
            x, y = g.origin(*self.highlight)
            p.setPen(QPen(QColor(th.text), 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(x - 2, y - 2, g.cell + 4, g.cell + 4))
        self._paint_key(p)
        y = g.top + self.content_h + 4  # below the last row's numbers
        for text in self.notes():
            box = wrapped_box(self.small, text, MARGIN, y, room)
            draw_wrapped(p, box, text, self.small, th.muted)
            y = box.bottom()

    def notes(self) -> list[str]:
        """The lines under the grid: the sink legend (what the numbers are), how to read a thumbnail,
        and (with the header) the tokens."""
        first = self.tokens[0] if self.tokens else "—"
        if self.causal:
            reading = translate("ModelFigure", "Rows: query tokens; columns: key tokens; colour: weight on [0, 1] "
                                               "(viridis); grey: masked, the keys after the query (future tokens).")
        else:
            reading = translate("ModelFigure", "Rows: query tokens; columns: key tokens; colour: weight on [0, 1] "
                                               "(viridis).")
        notes = [sink_note(first, self.threshold)]
        if self.header:
            notes += [f"{reading} {self.click}",
                      translate("ModelFigure", "Tokens: {tokens}").format(tokens=" · ".join(self.tokens))]
        else:  # a deck page: its own texts name the tokens, and a slide cannot be clicked
            notes.append(reading)
        return notes

    def _paint_axes(self, p: QPainter) -> None:
        """The column numbers under their axis name, the row numbers beside the rotated one."""
        th, g = self.theme, self.grid
        lh, sh = line_height(self.font), line_height(self.small)
        head_number = translate("ModelFigure", "head {number}")
        wide = g.cell >= text_width(self.font, head_number.format(number=g.columns)) + 4
        if not wide:  # numbers only: the axis name goes above them once
            draw_text(p, QRectF(g.left, g.top - lh - sh - 2, g.width, sh), translate("ModelFigure", "head →"),
                      self.small, th.muted, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for col in range(g.columns):
            x = g.left + col * (g.cell + g.gap_x)
            text = head_number.format(number=col + 1) if wide else str(col + 1)
            draw_text(p, QRectF(x - g.gap_x / 2, g.top - lh - 2, g.cell + g.gap_x, lh), text, self.font,
                      th.muted, Qt.AlignmentFlag.AlignCenter)
        draw_text_up(p, MARGIN + sh / 2, g.top + g.height, g.height, sh, self.row_name, self.small, th.muted,
                     Qt.AlignmentFlag.AlignHCenter)
        # 30 layers on a slide: rows closer than a line of the axis font take the small one.
        row_font = self.font if g.cell + g.gap_y >= lh else self.small
        for row in range(g.rows):
            y = g.top + row * (g.cell + g.gap_y)
            draw_text(p, QRectF(MARGIN + sh, y, self.row_label - sh - 8, g.cell), str(row + 1), row_font,
                      th.muted, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def share_boxes(self) -> dict[tuple[int, int], tuple[QRectF, str]]:
        """(layer, head) → where its number is drawn (the text's own box) and the text:
        every head carries its share, never a bare marker; a sink's after a "●"."""
        g, sh = self.grid, line_height(self.small)
        boxes = {}
        for layer in range(g.layers):
            for head in range(g.heads):
                text = share_text(float(self.shares[layer, head]), self.threshold)
                w = text_width(self.small, text)
                x, y = g.origin(layer, head)
                if self.layout.beside:  # right of the thumbnail, on its middle
                    box = QRectF(x + g.cell + NUMBER_GAP, y + (g.cell - sh) / 2, w, sh)
                else:  # under the thumbnail, in the row gap
                    box = QRectF(x + (g.cell - w) / 2, y + g.cell + 1, w, sh)
                boxes[layer, head] = (box, text)
        return boxes

    def _paint_key(self, p: QPainter) -> None:
        """The colour bar and, for a decoder, the masked swatch under it."""
        th, g = self.theme, self.grid
        sh = line_height(self.small)
        x = g.left + self.content_w + 16
        self.bar.height = min(160.0, max(60.0, g.height - (4 * sh if self.causal else 3 * sh)))
        self.bar.paint(p, x, g.top)
        y = g.top + self.bar.height + sh / 2 + 4  # clear of the lowest tick's label
        draw_text(p, QRectF(x, y, self.side_w, sh), translate("ModelFigure", "weight"), self.small, th.muted,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.causal:
            y += sh + 4
            swatch = QRectF(x, y + 1, 16, sh - 2)
            # Plain, as in the thumbnails (a hatch is lost at a few pixels a cell).
            p.fillRect(swatch, QColor(th.mask_fill))
            p.setPen(QPen(QColor(th.rule), 1.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(swatch)
            draw_text(p, QRectF(x + 22, y, self.side_w - 22, sh), translate("ModelFigure", "masked"), self.small,
                      th.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
