"""The model view's canvas: the grid of every head (or the rollout), fitted to the view, hover and click.

It paints :class:`explorer.export.model_figure.ModelViewFigure` (or the
rollout figure), the same code as the export, made at the view's size; a
hovered thumbnail's tooltip says its share on the first token against the
sink threshold (:func:`explorer.app.model_grid.head_tooltip`); a click
emits ``head_clicked``. Layers run down: a model with more layers than fit
the view at :data:`MIN_SCREEN_CELL` (SmolLM2's 30) makes the canvas taller,
and the scroll area it sits in scrolls it, rather than shrinking every
thumbnail and number below reading size.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QTimer, Signal
from PySide6.QtGui import QColor, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractScrollArea, QSizePolicy, QToolTip, QWidget

from explorer.app.models import SINK_SHARE, ModelAttention, rollout
from explorer.export.model_figure import ModelViewFigure
from explorer.export.rollout_figure import RolloutFigure
from explorer.export.theme import theme as export_theme
from explorer.app.model_grid import click_opens, head_tooltip
from explorer.ui.window.theme import current_theme

#: On screen a thumbnail is at least this many pixels: its picture and its number still read.
MIN_SCREEN_CELL = 24.0
#: The canvas's own least size (the figure's height may ask for more).
MIN_WIDTH, MIN_HEIGHT = 480, 320


def make_figure(attention: ModelAttention, view: str, theme: str, threshold: float = SINK_SHARE,
                width: float | None = None, height: float | None = None, min_cell: float = 8.0):
    """The grid (``view`` "heads") or the rollout of ``attention``: at a given size (thumbnails of
    at least ``min_cell``), or natural without one."""
    th = export_theme(theme)
    if view == "rollout":
        return RolloutFigure(rollout(attention.weights), attention.tokens, attention.name, th,
                             causal=attention.causal)
    return ModelViewFigure(attention.weights, attention.tokens, attention.name, th, width=width, height=height,
                           causal=attention.causal, threshold=threshold, min_cell=min_cell,
                           click=click_opens(attention.kind)[1])


class FigureCanvas(QWidget):
    """Paints a figure scaled to fit; a click on a model view's thumbnail emits ``head_clicked``."""

    head_clicked = Signal(int, int)  # (layer, head), 0-based

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.attention: ModelAttention | None = None
        self.view = "heads"
        self.threshold = SINK_SHARE
        self.figure = None

    def show_attention(self, attention: ModelAttention | None, view: str) -> None:
        self.attention, self.view = attention, view
        self.figure = None
        self.update()

    def set_threshold(self, threshold: float) -> None:
        """The sink threshold (a share in [0, 1]): only the markers change, the thumbnails stay."""
        self.threshold = threshold
        if isinstance(self.figure, ModelViewFigure):
            self.figure.threshold = threshold
        self.update()

    def room(self) -> tuple[float, float]:
        """The box the figure is fitted to: the scroll area's viewport when the canvas is
        in one (the canvas's own height follows the figure there), else the widget."""
        viewport = self.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QAbstractScrollArea) and area.viewport() is viewport:
            return float(viewport.width()), float(viewport.height())
        return float(self.width()), float(self.height())

    def _figure(self):
        """The figure at the view's size (the grid fills it; rollout is scaled to fit)."""
        if self.figure is None and self.attention is not None:
            width, height = self.room()
            self.figure = make_figure(self.attention, self.view, current_theme(), self.threshold,
                                      width, height, MIN_SCREEN_CELL)
            tall = isinstance(self.figure, ModelViewFigure) and self.figure.height > height + 0.5
            wanted = max(MIN_HEIGHT, math.ceil(self.figure.height)) if tall else MIN_HEIGHT
            if wanted != self.minimumHeight():
                # Not from inside a paint event: the new height comes with the next turn of the loop.
                QTimer.singleShot(0, self, lambda: self.setMinimumHeight(wanted))
        return self.figure

    def _scale(self, figure) -> float:
        return min(1.0, self.width() / figure.width, self.height() / figure.height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.figure = None
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: the figure's colours follow
            self.figure = None
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        figure = self._figure()
        # The figure's own background under all of it: a grid narrower than the widget has no seam.
        p.fillRect(self.rect(), QColor(figure.theme.background) if figure is not None else self.palette().window())
        if figure is not None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            k = self._scale(figure)
            p.scale(k, k)
            figure.paint(p)
        p.end()

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        figure = self._figure()
        if not isinstance(figure, ModelViewFigure):
            return None
        k = self._scale(figure)
        return figure.cell_at(x / k, y / k)

    def cell_center(self, layer: int, head: int) -> QPointF:
        """Where (layer, head)'s thumbnail is on the widget (for tests and the tooltip)."""
        figure = self._figure()
        assert isinstance(figure, ModelViewFigure)
        k = self._scale(figure)
        x, y = figure.grid.origin(layer, head)
        c = figure.grid.cell / 2
        return QPointF((x + c) * k, (y + c) * k)

    def tooltip_at(self, x: float, y: float) -> str | None:
        """The tooltip of the thumbnail under the widget point (x, y), None elsewhere."""
        hit = self.cell_at(x, y)
        a = self.attention
        if hit is None or a is None:
            return None
        share = float(self._figure().shares[hit])
        return head_tooltip(*hit, share, self.threshold, a.tokens[0] if a.tokens else "—", a.causal,
                            click_opens(a.kind)[0])

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip_at(event.pos().x(), event.pos().y())
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.cell_at(event.position().x(), event.position().y())
        if hit is not None:
            self.head_clicked.emit(*hit)
        super().mousePressEvent(event)
