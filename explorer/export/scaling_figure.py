"""The "why √d_k" chart, painted with QPainter: one drawing for the window and every file.

One row per d_k (:mod:`explorer.core.attention.scaling_demo`): on the left two
histograms of the sampled scores, q·k undivided above and q·k / √d_k below,
on one q·k axis shared by every row (so the undivided ones widen with d_k
while the divided ones stay the same); on the right the softmax of one row
of scores as two small bar charts, undivided and divided, with the row's
largest weight and entropy. The open session's d_k is a row of its own,
marked. With ``options.header`` the title, the reference text's words, the
takeaway and the caption are drawn too; a deck page prints its own
(``compact``: narrower columns for the page's figure box).
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from explorer.core.attention.scaling_demo import (
    QUOTE,
    TITLE,
    ScalingDemo,
    Spread,
    axis_reach,
    caption,
    histogram,
    kicker,
    takeaway,
)
from explorer.core.attention.stats import ENTROPY_UNIT
from explorer.core.wording import translate
from explorer.export.options import FigureOptions
from explorer.export.painting import draw_formula, draw_text, font, formula_width, line_height
from explorer.export.theme import Theme, theme
from explorer.export.training_figure import nice_ticks

MARGIN = 32.0
#: Okabe & Ito's colour-blind-safe pairs: (undivided, divided) on each theme.
COLOURS = {"light": ("#D55E00", "#0072B2"), "dark": ("#E69F00", "#56B4E9")}
_WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class _Sizes:
    """Column widths and row heights, wide (a slide of its own) or compact (a deck page's figure box)."""

    def __init__(self, compact: bool):
        self.margin = 16.0 if compact else MARGIN
        self.label_w = 104.0 if compact else 130.0
        self.hist_w = 300.0 if compact else 470.0
        self.sigma_w = 76.0 if compact else 92.0
        self.bars_w = 120.0 if compact else 150.0
        self.gap = 14.0 if compact else 24.0
        self.strip_h = 36.0 if compact else 40.0
        self.strip_gap = 8.0
        self.row_pad = 14.0


class ScalingFigure:
    """The chart of ``demo``; ``width``/``height`` are logical pixels (1/96 in)."""

    def __init__(self, demo: ScalingDemo, options: FigureOptions | None = None, *, compact: bool = False):
        options = options or FigureOptions()
        self.demo = demo
        self.theme: Theme = theme(options.theme)
        self.raw_colour, self.scaled_colour = COLOURS[options.theme]
        self.header = options.header
        self.title = options.title or translate("ScalingDemo", TITLE)
        self.sizes = s = _Sizes(compact)
        self.title_font, self.sub_font = font(26, bold=True), font(17)
        self.head_font, self.label_font = font(15, bold=True), font(19, bold=True)
        self.tick_font, self.small_font, self.text_font = font(14), font(13), font(17)
        self.reach = axis_reach(demo)
        self.ticks = [t for t in nice_ticks(-self.reach, self.reach, 7) if abs(t) <= self.reach]
        self.margin = m = s.margin
        x = m
        self.label_x = x
        self.hist_x = x + s.label_w
        self.sigma_x = self.hist_x + s.hist_w + 6
        self.bars_x = self.sigma_x + s.sigma_w + s.gap
        self.bars2_x = self.bars_x + s.bars_w + s.gap
        self.width = float(math.ceil(self.bars2_x + s.bars_w + m))
        text_w = self.width - 2 * m
        y = m
        if self.header:
            self.title_y = y
            y += line_height(self.title_font) + 4
            self.sub_rect = self._wrapped(self.sub_font, f"{kicker()}: {translate('ScalingDemo', QUOTE)}", x, y, text_w)
            y = self.sub_rect.bottom() + 14
        self.legend_y = y
        y += line_height(self.head_font) + 4
        self.columns_y = y
        y += line_height(self.tick_font) + 4
        self.row_h = s.row_pad + 2 * s.strip_h + s.strip_gap + line_height(self.small_font) + 6
        self.rows_y = y
        y += self.row_h * len(demo.spreads)
        self.axis_y = y
        y += line_height(self.tick_font) + 4 + line_height(self.tick_font) + 8
        if self.header:
            self.takeaway_rect = self._wrapped(self.text_font, takeaway(demo), x, y + 6, text_w)
            self.caption_rect = self._wrapped(self.small_font, caption(demo), x,
                                              self.takeaway_rect.bottom() + 10, text_w)
            y = self.caption_rect.bottom()
        self.height = float(math.ceil(y + m))

    @staticmethod
    def _wrapped(f, text: str, x: float, y: float, width: float) -> QRectF:
        box = QFontMetricsF(f).boundingRect(QRectF(0, 0, width, 100000), _WRAP, text)
        return QRectF(x, y, width, box.height() + 2)

    # -- where things go --------------------------------------------------------
    def value_x(self, value: float) -> float:
        """The x of a score ``value`` on the shared axis."""
        s = self.sizes
        return self.hist_x + s.hist_w * (value + self.reach) / (2 * self.reach)

    def row_top(self, k: int) -> float:
        return self.rows_y + k * self.row_h

    def strip_rect(self, k: int, scaled: bool) -> QRectF:
        """The box of row ``k``'s undivided (upper) or divided (lower) histogram."""
        s = self.sizes
        top = self.row_top(k) + s.row_pad + (s.strip_h + s.strip_gap if scaled else 0.0)
        return QRectF(self.hist_x, top, s.hist_w, s.strip_h)

    def bars_rect(self, k: int, scaled: bool) -> QRectF:
        s = self.sizes
        return QRectF(self.bars2_x if scaled else self.bars_x, self.row_top(k) + s.row_pad, s.bars_w,
                      2 * s.strip_h + s.strip_gap)

    # -- painting -------------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        th = self.theme
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        if self.header:
            draw_formula(p, QRectF(self.margin, self.title_y, self.width - 2 * self.margin, line_height(self.title_font)),
                         self._markup(self.title), self.title_font, th.text)
            self._paragraph(p, self.sub_rect, f"{kicker()}: {translate('ScalingDemo', QUOTE)}", self.sub_font, th.muted)
        self._paint_legend(p)
        for k, spread in enumerate(self.demo.spreads):
            self._paint_row(p, k, spread)
        self._paint_axis(p)
        if self.header:
            self._paragraph(p, self.takeaway_rect, takeaway(self.demo), self.text_font, th.text)
            self._paragraph(p, self.caption_rect, caption(self.demo), self.small_font, th.muted)

    @staticmethod
    def _markup(text: str) -> str:
        """Plain text with "√d_k" and "d_k" as formula markup (a real subscript)."""
        return text.replace("\u221ad_k", "\\sqrt{d_{k}}").replace(" d_k", " d_{k}")

    @staticmethod
    def _paragraph(p: QPainter, rect: QRectF, text: str, f, colour: str) -> None:
        p.setFont(f)
        p.setPen(QColor(colour))
        p.drawText(rect, _WRAP, text)

    def _paint_legend(self, p: QPainter) -> None:
        th, s = self.theme, self.sizes
        h = line_height(self.head_font)
        draw_text(p, QRectF(self.hist_x, self.legend_y, s.hist_w + s.sigma_w, h),
                  translate("ScalingFigure", "The scores q·k: how far they spread"), self.head_font, th.text, _LEFT)
        right = self.bars2_x + s.bars_w - self.bars_x
        draw_text(p, QRectF(self.bars_x, self.legend_y, right, h),
                  translate("ScalingFigure", "Softmax of one row ({count} keys)").format(count=self.demo.keys),
                  self.head_font, th.text, _LEFT)
        y, lh = self.columns_y, line_height(self.tick_font)
        x = self.hist_x
        for colour, markup in ((self.raw_colour, translate("ScalingFigure", "q·k undivided")),
                               (self.scaled_colour, "q\u00b7k / \\sqrt{d_{k}}")):
            p.fillRect(QRectF(x, y + lh / 2 - 6, 12, 12), QColor(colour))
            draw_formula(p, QRectF(x + 18, y, 200, lh), markup, self.tick_font, th.text)
            x += 18 + formula_width(self.tick_font, markup) + 28
        for bx, colour, markup in ((self.bars_x, self.raw_colour, translate("ScalingFigure", "undivided")),
                                   (self.bars2_x, self.scaled_colour, "\u00f7 \\sqrt{d_{k}}")):
            draw_formula(p, QRectF(bx, y, s.bars_w, lh), markup, self.tick_font, colour,
                         Qt.AlignmentFlag.AlignHCenter)

    def _paint_row(self, p: QPainter, k: int, spread: Spread) -> None:
        th, s = self.theme, self.sizes
        top = self.row_top(k)
        if spread.session:  # the open session's d_k: a band behind its row
            band = QRectF(self.margin - 10, top + 4, self.width - 2 * self.margin + 20, self.row_h - 4)
            p.save()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(th.panel))
            p.drawRoundedRect(band, 8, 8)
            p.restore()
        lh = line_height(self.label_font)
        label_top = top + s.row_pad + 2
        draw_formula(p, QRectF(self.label_x, label_top, s.label_w - 8, lh), f"d_{{k}} = {spread.d_k}",
                     self.label_font, th.text)
        sh = line_height(self.tick_font)
        draw_formula(p, QRectF(self.label_x, label_top + lh + 2, s.label_w - 8, sh),
                     f"\\sqrt{{d_{{k}}}} = {spread.root:.3g}", self.tick_font, th.muted)
        if spread.session:
            draw_text(p, QRectF(self.label_x, label_top + lh + sh + 6, s.label_w - 8, sh),
                      translate("ScalingFigure", "this session"), self.tick_font, th.text, _LEFT)
        for scaled, values, sigma, std, colour in (
                (False, spread.raw, spread.root, spread.raw_std, self.raw_colour),
                (True, spread.scaled, 1.0, spread.scaled_std, self.scaled_colour)):
            rect = self.strip_rect(k, scaled)
            self._paint_histogram(p, rect, values, sigma, colour)
            sigma_text = f"\u03c3 = {std:.2f}" if scaled else f"\u03c3 = {std:.3g}"
            draw_text(p, QRectF(self.sigma_x, rect.top(), s.sigma_w, rect.height()), sigma_text,
                      self.tick_font, colour, _LEFT)
        for scaled, weights, peak, bits, colour in (
                (False, spread.weights_raw, spread.max_raw, spread.entropy_raw, self.raw_colour),
                (True, spread.weights_scaled, spread.max_scaled, spread.entropy_scaled, self.scaled_colour)):
            rect = self.bars_rect(k, scaled)
            self._paint_bars(p, rect, weights, colour)
            draw_text(p, QRectF(rect.left() - 8, rect.bottom() + 3, rect.width() + 16,
                                line_height(self.small_font)),
                      translate("ScalingFigure", "max {peak:.2f} · H {entropy:.2f} {unit}").format(
                          peak=peak, entropy=bits, unit=ENTROPY_UNIT), self.small_font, th.muted)

    def _paint_histogram(self, p: QPainter, rect: QRectF, values: np.ndarray, sigma: float, colour: str) -> None:
        """The histogram of ``values`` as one filled step outline, scaled to its own peak, on the shared axis."""
        edges, counts = histogram(values, sigma)
        peak = max(int(counts.max()), 1)
        base = rect.bottom()
        path = QPainterPath(QPointF(self.value_x(edges[0]), base))
        for left, right, count in zip(edges[:-1], edges[1:], counts):
            y = base - rect.height() * count / peak
            path.lineTo(QPointF(self.value_x(left), y))
            path.lineTo(QPointF(self.value_x(right), y))
        path.lineTo(QPointF(self.value_x(edges[-1]), base))
        path.closeSubpath()
        p.save()
        p.setPen(QPen(QColor(self.theme.rule), 0.8))
        p.drawLine(QPointF(rect.left(), base), QPointF(rect.right(), base))
        fill = QColor(colour)
        fill.setAlphaF(0.55 if self.theme.name == "light" else 0.75)
        p.setPen(QPen(QColor(colour), 1.2))
        p.setBrush(fill)
        p.drawPath(path)
        p.restore()

    def _paint_bars(self, p: QPainter, rect: QRectF, weights: np.ndarray, colour: str) -> None:
        """``weights`` (summing to 1) as bars on a 0–1 scale, a dotted line at 1."""
        th = self.theme
        n = len(weights)
        gap = 3.0
        w = (rect.width() - gap * (n - 1)) / n
        p.save()
        p.setPen(QPen(QColor(th.rule), 0.8, Qt.PenStyle.DotLine))
        p.drawLine(QPointF(rect.left(), rect.top()), QPointF(rect.right(), rect.top()))
        p.setPen(QPen(QColor(th.rule), 0.8))
        p.drawLine(QPointF(rect.left(), rect.bottom()), QPointF(rect.right(), rect.bottom()))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(colour))
        for j, a in enumerate(weights):
            h = rect.height() * float(a)
            p.drawRect(QRectF(rect.left() + j * (w + gap), rect.bottom() - h, w, h))
        p.restore()
        if rect.left() == self.bars_x:  # the scale once per row, left of the first chart
            f, lh = self.small_font, line_height(self.small_font)
            for value, y in (("1", rect.top()), ("0", rect.bottom())):
                draw_text(p, QRectF(rect.left() - 30, y - lh / 2, 26, lh), value, f, th.muted, _RIGHT)

    def _paint_axis(self, p: QPainter) -> None:
        th, s = self.theme, self.sizes
        y = self.axis_y
        p.save()
        p.setPen(QPen(QColor(th.rule), 1.0))
        p.drawLine(QPointF(self.hist_x, y), QPointF(self.hist_x + s.hist_w, y))
        p.setPen(QPen(QColor(th.rule), 0.8, Qt.PenStyle.DotLine))
        zero = self.value_x(0.0)
        p.drawLine(QPointF(zero, self.rows_y + 6), QPointF(zero, y))
        p.restore()
        lh = line_height(self.tick_font)
        for value in self.ticks:
            x = self.value_x(value)
            p.setPen(QPen(QColor(th.rule), 1.0))
            p.drawLine(QPointF(x, y), QPointF(x, y + 4))
            text = f"{value:g}".replace("-", "\u2212")
            draw_text(p, QRectF(x - 30, y + 4, 60, lh), text, self.tick_font, th.muted)
        draw_text(p, QRectF(self.hist_x, y + 6 + lh, s.hist_w, lh),
                  translate("ScalingFigure", "score value (one axis for every row)"), self.tick_font, th.muted)


def scaling_figure(d_k: int | None, options: FigureOptions | None = None) -> ScalingFigure:
    """The chart for a session whose keys have ``d_k`` dimensions (None: the three standard rows only)."""
    from explorer.core.attention.scaling_demo import scaling_demo

    return ScalingFigure(scaling_demo(d_k), options)
