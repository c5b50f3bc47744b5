"""A heatmap side that draws exactly the token labels it is given.

pyqtgraph's AxisItem drops tick labels that would overlap, so at six tokens
it showed three. This axis paints the texts of an
:class:`~explorer.app.labels.AxisLabels` (the one label rule) at their cells'
centres, upright where the rule says so, and reserves the room they need.
The axis title stays pyqtgraph's (its label item).
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from explorer.app.labels import AxisLabels

#: Pixels between a label and the matrix.
GAP = 5.0


class TokenAxis(pg.AxisItem):
    """The left (rows) or top (columns) side of a heatmap."""

    def __init__(self, orientation: str):
        super().__init__(orientation)
        self.labels = AxisLabels((), (), False, 1, 0.0)
        self.full: tuple[str, ...] = ()
        self.font = QFont()
        self.setStyle(tickLength=0)
        self.setPen(pg.mkPen(None))
        # An edit of the numbers repaints the whole view; the labels did not
        # change, so Qt redraws them from a pixmap (update() drops it when they do,
        # and a new size or view range re-makes it): 2 ms of every edit at 512 tokens.
        self.setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_labels(self, labels: AxisLabels, full: tuple[str, ...], font: QFont) -> None:
        """Draw ``labels`` (``full``: every token's whole text, for tooltips) in ``font``; reserve their room."""
        self.labels, self.full, self.font = labels, full, QFont(font)
        # Half a line past each end: a long sequence's first and last labels, centred on
        # rows thinner than a line, were half cut (pyqtgraph paints that far past the axis).
        self.prepareGeometryChange()
        self.style["hideOverlappingLabels"] = math.ceil(QFontMetricsF(self.font).height() / 2) + 1
        room = int(labels.extent + 2 * GAP + self.title_room() + 0.999)
        if self.orientation == "left":
            self.setWidth(room)
        else:
            self.setHeight(room)
        self.picture = None
        self.update()

    def title_room(self) -> float:
        """Room the axis title takes across the axis (0 when it is hidden)."""
        return self.label.boundingRect().height() * 0.85 if self.label.isVisible() else 0.0

    # -- where the labels are ------------------------------------------------------
    def _centre(self, index: int) -> float:
        """The cell's centre along the axis, in this item's coordinates."""
        view = self.linkedView()
        if view is None:
            return 0.0
        point = QPointF(0, index + 0.5) if self.orientation == "left" else QPointF(index + 0.5, 0)
        local = self.mapFromScene(view.mapViewToScene(point))
        return local.y() if self.orientation == "left" else local.x()

    def label_rects(self) -> list[tuple[int, QRectF]]:
        """(token index, the rectangle its label occupies in this item) for every drawn label."""
        metrics = QFontMetricsF(self.font)
        line = metrics.height()
        size = self.size()
        out = []
        for index, text in zip(self.labels.indices, self.labels.texts):
            centre = self._centre(index)
            advance = metrics.horizontalAdvance(text)
            if self.orientation == "left":
                out.append((index, QRectF(size.width() - GAP - advance, centre - line / 2, advance, line)))
            elif self.labels.rotated:
                out.append((index, QRectF(centre - line / 2, size.height() - GAP - advance, line, advance)))
            else:
                out.append((index, QRectF(centre - advance / 2, size.height() - GAP - line, advance, line)))
        return out

    def label_at(self, scene_pos: QPointF) -> str | None:
        """The whole text of the token whose label is under ``scene_pos``, if any."""
        pos = self.mapFromScene(scene_pos)
        for index, rect in self.label_rects():
            if rect.adjusted(-2, -2, 2, 2).contains(pos):
                return self.full[index] if index < len(self.full) else None
        return None

    # -- drawing ---------------------------------------------------------------------
    def paint(self, p, opt, widget) -> None:
        if not self.labels.indices:
            return
        p.save()
        p.setClipRect(self.boundingRect())
        p.setFont(self.font)
        p.setPen(self.textPen())
        metrics = QFontMetricsF(self.font)
        for (index, rect), text in zip(self.label_rects(), self.labels.texts):
            if self.orientation == "top" and self.labels.rotated:
                # Upright, reading bottom to top, starting at the matrix.
                p.save()
                p.translate(rect.center().x(), rect.bottom())
                p.rotate(-90)
                p.drawText(QPointF(0, metrics.ascent() - metrics.height() / 2), text)
                p.restore()
            else:
                align = Qt.AlignmentFlag.AlignRight if self.orientation == "left" else Qt.AlignmentFlag.AlignHCenter
                p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)
        p.restore()
