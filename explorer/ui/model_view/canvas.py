"""The model view's canvas: the grid of every head (or the rollout), scaled to fit, hover and click.

It paints :class:`explorer.export.model_figure.ModelViewFigure` (or the
rollout figure), the same code as the export, made at the widget's size; a
hovered thumbnail's tooltip says its share on the first token against the
sink threshold (:func:`explorer.app.model_grid.head_tooltip`); a click
emits ``head_clicked``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Signal
from PySide6.QtGui import QColor, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from explorer.app.models import SINK_SHARE, ModelAttention, rollout
from explorer.export.model_figure import ModelViewFigure
from explorer.export.rollout_figure import RolloutFigure
from explorer.export.theme import theme as export_theme
from explorer.app.model_grid import head_tooltip
from explorer.ui.window.theme import current_theme


def make_figure(attention: ModelAttention, view: str, theme: str, threshold: float = SINK_SHARE,
                width: float | None = None, height: float | None = None):
    """The grid (``view`` "heads") or the rollout of ``attention``: at a given size, or natural without one."""
    th = export_theme(theme)
    if view == "rollout":
        return RolloutFigure(rollout(attention.weights), attention.tokens, attention.name, th,
                             causal=attention.causal)
    return ModelViewFigure(attention.weights, attention.tokens, attention.name, th, width=width, height=height,
                           causal=attention.causal, threshold=threshold)


class FigureCanvas(QWidget):
    """Paints a figure scaled to fit; a click on a model view's thumbnail emits ``head_clicked``."""

    head_clicked = Signal(int, int)  # (layer, head), 0-based

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumSize(480, 320)
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

    def _figure(self):
        """The figure at this widget's size (the grid fills it; rollout is scaled to fit)."""
        if self.figure is None and self.attention is not None:
            self.figure = make_figure(self.attention, self.view, current_theme(), self.threshold,
                                      self.width(), self.height())
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
        return head_tooltip(*hit, share, self.threshold, a.tokens[0] if a.tokens else "—", a.causal)

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
