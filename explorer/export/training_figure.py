"""A training run as one figure: the loss curve, and the weights before and after.

For a slide that shows "the proper weights are learned through training":
the loss falling step by step on the left, the attention weights the run
started from and the ones it reached on the right (each a finished
:class:`~explorer.export.heatmap.HeatmapFigure`, so they look exactly like
any exported step). Written with :mod:`explorer.export.render` like every
figure (PNG, SVG, PDF; verified, atomic).
"""

from __future__ import annotations

import math
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from explorer.core.attention.pipeline import run
from explorer.core.session import Session
from explorer.core.attention.step_keys import step_key
from explorer.export.heatmap import HeatmapFigure
from explorer.core.wording import translate
from explorer.export.options import FigureOptions
from explorer.export.painting import draw_text, draw_text_up, font, line_height, text_width
from explorer.export.theme import theme
from explorer.export.view import matrix_view

MARGIN = 32.0
GAP = 28.0
CURVE_COLOUR = "#1f77b4"


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """About ``count`` round tick values covering [low, high] (1, 2 or 5 × a power of ten apart)."""
    if not (math.isfinite(low) and math.isfinite(high)) or high <= low:
        return [low]
    raw = (high - low) / max(count - 1, 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(k * power for k in (1, 2, 5, 10) if k * power >= raw)
    first = math.ceil(low / step) * step
    return [first + i * step for i in range(int((high - first) / step + 1e-9) + 1)]


class TrainingFigure:
    """Loss curve | weights before | weights after. ``width``/``height`` are logical pixels."""

    def __init__(self, before: Session, after: Session, losses: Sequence[float], head: int = 0,
                 target_name: str = "", options: FigureOptions | None = None, *,
                 trained: Sequence[str] = ("w_q", "w_k"), optimizer: str = "sgd", stacked: bool = False,
                 span: int | None = None, loss_range: tuple[float, float] | None = None):
        """``stacked``: the loss curve above the two heatmaps (a deck page's squarer room)
        instead of beside them (a wide figure for a slide of its own). ``span`` (the steps
        the x axis spans) and ``loss_range`` fix the chart's axes, so that the frames of an
        animation of a run share them (default: the curve given fills the chart)."""
        options = options or FigureOptions()
        self.theme = theme(options.theme)
        self.losses = [float(v) for v in losses]
        self.span, self.loss_range = span, loss_range
        key = step_key("weights", head)
        self.panels = []
        steps = len(self.losses) - 1
        after_title = (translate("TrainingFigure", "After 1 step") if steps == 1
                       else translate("TrainingFigure", "After {count} steps").format(count=steps))
        for session, title in ((before, translate("TrainingFigure", "Before training")), (after, after_title)):
            sub = FigureOptions(theme=options.theme, values=options.values, colormap=options.colormap,
                                title=title, decimals=options.decimals)
            self.panels.append(HeatmapFigure(matrix_view(run(session), key), sub))
        self.title = (translate("TrainingFigure", "Training the attention weights toward “{target}”").format(
            target=target_name) if target_name else translate("TrainingFigure", "Training the attention weights"))
        # "w_dkv" → "W_DKV"; the sinks and QK-norm's gains keep their names ("sinks", "g_q").
        names = ", ".join(name.upper() if name.startswith("w_") else name for name in trained)
        method = "Adam" if optimizer == "adam" else translate("TrainingFigure", "gradient descent")
        if steps == 1:
            subtitle = translate("TrainingFigure", "loss {first:.4g} → {last:.4g} in 1 step of {method} on {names} "
                                                   "(head {head})")
        else:
            subtitle = translate("TrainingFigure", "loss {first:.4g} → {last:.4g} in {count} steps of {method} on "
                                                   "{names} (head {head})")
        self.subtitle = subtitle.format(first=self.losses[0], last=self.losses[-1], count=steps, method=method,
                                        names=names, head=head + 1)
        self.title_font, self.subtitle_font, self.tick_font = font(26, bold=True), font(18), font(17)
        self.header_h = line_height(self.title_font) + 6 + line_height(self.subtitle_font)
        panel_h = max(p.height for p in self.panels)
        panels_w = sum(p.width for p in self.panels)
        top = MARGIN + self.header_h + 40
        if stacked:
            chart_h = max(220.0, panel_h * 0.45)
            self.chart = QRectF(MARGIN + 96, top, max(320.0, panels_w - 96 - MARGIN), chart_h)
            self.panels_at = QPointF(MARGIN, self.chart.bottom() + 2 * line_height(self.tick_font) + 24)
            self.width = float(math.ceil(max(self.chart.right(), MARGIN + panels_w) + MARGIN))
            self.height = float(math.ceil(self.panels_at.y() + panel_h + MARGIN))
        else:
            self.chart = QRectF(MARGIN + 96, top, max(320.0, panel_h * 0.9), panel_h - 110)
            self.panels_at = QPointF(self.chart.right() + GAP, MARGIN + self.header_h + 16)
            self.width = float(math.ceil(self.chart.right() + GAP + panels_w + MARGIN))
            self.height = float(math.ceil(MARGIN + self.header_h + 16 + panel_h + MARGIN))
        header_w = max(text_width(self.title_font, self.title), text_width(self.subtitle_font, self.subtitle))
        self.width = max(self.width, float(math.ceil(2 * MARGIN + header_w)))

    def paint(self, p: QPainter) -> None:
        th = self.theme
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        h = line_height(self.title_font)
        draw_text(p, QRectF(MARGIN, MARGIN, self.width - 2 * MARGIN, h), self.title, self.title_font, th.text, left)
        draw_text(p, QRectF(MARGIN, MARGIN + h + 6, self.width - 2 * MARGIN, line_height(self.subtitle_font)),
                  self.subtitle, self.subtitle_font, th.muted, left)
        self._paint_chart(p)
        x, top = self.panels_at.x(), self.panels_at.y()
        for panel in self.panels:
            p.save()
            p.translate(x, top)
            p.setClipRect(QRectF(0, 0, panel.width, panel.height))
            panel.paint(p)
            p.restore()
            x += panel.width

    def _paint_chart(self, p: QPainter) -> None:
        th, r, f = self.theme, self.chart, self.tick_font
        steps = max(self.span or len(self.losses) - 1, 1)
        finite = [v for v in self.losses if math.isfinite(v)]
        low, high = (min(finite), max(finite)) if finite else (0.0, 1.0)
        if self.loss_range is not None:
            low, high = self.loss_range
        low = min(low, 0.0)
        high = high if high > low else low + 1.0

        def point(step: float, value: float) -> QPointF:
            return QPointF(r.left() + r.width() * step / steps, r.bottom() - r.height() * (value - low) / (high - low))

        p.setPen(QPen(QColor(th.rule), 1.2))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.drawLine(r.bottomLeft(), r.topLeft())
        th_h = line_height(f)
        for value in nice_ticks(low, high):
            y = point(0, value).y()
            p.setPen(QPen(QColor(th.rule), 0.6, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            draw_text(p, QRectF(r.left() - 66, y - th_h / 2, 60, th_h), f"{value:g}", f, th.muted,
                      Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for step in nice_ticks(0, steps):
            x = point(step, low).x()
            draw_text(p, QRectF(x - 40, r.bottom() + 4, 80, th_h), f"{step:g}", f, th.muted)
        draw_text(p, QRectF(r.left(), r.bottom() + 6 + th_h, r.width(), th_h), translate("TrainingFigure", "step"),
                  f, th.muted)
        draw_text_up(p, r.left() - 84, r.bottom(), r.height(), th_h, translate("TrainingFigure", "loss L"), f,
                     th.muted,
                     Qt.AlignmentFlag.AlignCenter)
        line = QPolygonF([point(k, v) for k, v in enumerate(self.losses) if math.isfinite(v)])
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(QPen(QColor(CURVE_COLOUR), 2.4))
        p.drawPolyline(line)


def write_training_figure(figure: TrainingFigure, path: str, scale: int = 2) -> None:
    """PNG, SVG or PDF by the suffix of ``path``; OSError (the old file kept) when it cannot be written."""
    from explorer.export.render import write_pdf, write_png, write_svg

    suffix = path.rsplit(".", 1)[-1].lower() if "." in path else ""
    if suffix == "png":
        write_png(figure, path, scale)
    elif suffix == "svg":
        write_svg(figure, path, title=figure.title)
    elif suffix == "pdf":
        write_pdf(figure, path, title=figure.title)
    else:
        raise OSError(translate("TrainingFigure", "{path}: name a .png, .svg or .pdf file").format(path=path))
