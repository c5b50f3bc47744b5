"""The two graphics items a heatmap is made of: its plot area and its colour bar.

pyqtgraph's PlotItem and ColorBarItem build what a heatmap never uses: a
PlotItem makes its "Plot Options" menu (a dozen widgets) even with the menu
off, and a ColorBarItem is a whole PlotItem with four axes. The Step by step
tab builds thirteen heatmaps when it is first raised, and those two took
14 of each one's 18 ms. These hold only what a heatmap needs — a ViewBox,
the token axes, a gradient with one axis of values — laid out as pyqtgraph
lays out its own, so a heatmap looks the same.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsGridLayout, QGraphicsItem


def _quiet_axis(axis: pg.AxisItem) -> pg.AxisItem:
    # No units, so no SI prefix: with it on, every range change re-rendered the
    # title's HTML (1500 setHtml calls, 57 ms, when the Step by step tab was raised).
    axis.enableAutoSIPrefix(False)
    return axis


class MatrixPlot(pg.GraphicsWidget):
    """A ViewBox with a left and a top axis, in PlotItem's grid (rows: title, top
    axis, view; columns: left axis, view, and room for a colour bar)."""

    def __init__(self, left: pg.AxisItem, top: pg.AxisItem):
        super().__init__()
        self.layout = QGraphicsGridLayout()
        self.layout.setContentsMargins(1, 1, 1, 1)
        self.layout.setHorizontalSpacing(0)
        self.layout.setVerticalSpacing(0)
        self.setLayout(self.layout)
        self.vb = pg.ViewBox(parent=self, enableMenu=False)
        self.layout.addItem(self.vb, 2, 1)
        self.axes = {"left": left, "top": top}
        for axis, (row, col) in ((left, (2, 0)), (top, (1, 1))):
            _quiet_axis(axis).linkToView(self.vb)
            self.layout.addItem(axis, row, col)
            # Above the image (z 0), below anything that marks cells (z ≥ 1), as in PlotItem.
            axis.setZValue(0.5)
            axis.setFlag(QGraphicsItem.GraphicsItemFlag.ItemNegativeZStacksBehindParent)
        for i in range(4):
            self.layout.setRowPreferredHeight(i, 0)
            self.layout.setRowMinimumHeight(i, 0)
            self.layout.setRowSpacing(i, 0)
            self.layout.setRowStretchFactor(i, 1)
        for i in range(3):
            self.layout.setColumnPreferredWidth(i, 0)
            self.layout.setColumnMinimumWidth(i, 0)
            self.layout.setColumnSpacing(i, 0)
            self.layout.setColumnStretchFactor(i, 1)
        self.layout.setRowStretchFactor(2, 100)
        self.layout.setColumnStretchFactor(1, 100)

    def getViewBox(self) -> pg.ViewBox:  # noqa: N802 - PlotItem's name, which callers use
        return self.vb

    def getAxis(self, name: str) -> pg.AxisItem:  # noqa: N802 - PlotItem's name
        return self.axes[name]

    def addItem(self, item: QGraphicsItem, ignoreBounds: bool = False) -> None:  # noqa: N802, N803
        self.vb.addItem(item, ignoreBounds=ignoreBounds)

    def invertY(self, invert: bool = True) -> None:  # noqa: N802
        self.vb.invertY(invert)


class _Gradient(pg.GraphicsWidget):
    """The colour map, low at the bottom, in a thin frame drawn in the axis's pen."""

    def __init__(self, width: int, axis: pg.AxisItem):
        super().__init__()
        self.setFixedWidth(width)
        self._axis = axis
        self.pixmap = QPixmap()

    def paint(self, p: QPainter, *_args) -> None:
        rect = QRectF(0, 0, self.size().width(), self.size().height())
        if not self.pixmap.isNull():
            p.drawPixmap(rect, self.pixmap, QRectF(self.pixmap.rect()))
        p.setPen(self._axis.pen())
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))


class ColourBar(pg.GraphicsWidget):
    """A heatmap's colour key: the map's gradient and the values it spans.

    ColorBarItem's calls a heatmap makes (``setColorMap``, ``colorMap``,
    ``setLevels``, ``levels``, ``setImageItem``): it gives its image the map's
    colours and its levels, and is not interactive."""

    def __init__(self, values: tuple[float, float] = (0.0, 1.0), colorMap: pg.ColorMap | None = None,  # noqa: N803
                 width: int = 16):
        super().__init__()
        self.axis = _quiet_axis(pg.AxisItem("right"))
        self.axis.setWidth(45)
        self.bar = _Gradient(width, self.axis)
        layout = QGraphicsGridLayout()
        layout.setContentsMargins(1, 1, 1, 1)
        layout.setHorizontalSpacing(0)
        layout.setVerticalSpacing(0)
        layout.addItem(self.bar, 0, 0)
        layout.addItem(self.axis, 0, 1)
        self.setLayout(layout)
        self._values = (float(values[0]), float(values[1]))
        self._map: pg.ColorMap | None = None
        self._image: pg.ImageItem | None = None
        self.axis.setRange(*self._values)
        if colorMap is not None:
            self.setColorMap(colorMap)

    def setImageItem(self, image: pg.ImageItem, insert_in: MatrixPlot | None = None) -> None:  # noqa: N802
        """Colour ``image`` by this bar; ``insert_in``: sit right of that plot's view."""
        self._image = image
        if insert_in is not None:
            insert_in.layout.addItem(self, 2, 3)
            insert_in.layout.setColumnFixedWidth(2, 5)  # a little room between the matrix and the key
        self._update(colours=True)

    def setColorMap(self, colorMap: pg.ColorMap) -> None:  # noqa: N802, N803
        self._map = colorMap
        table = np.ascontiguousarray(colorMap.getLookupTable(nPts=256, alpha=True)[::-1, None, :])  # high on top
        image = QImage(table.data, 1, 256, 4, QImage.Format.Format_RGBA8888)
        self.bar.pixmap = QPixmap.fromImage(image)
        self.bar.update()
        self._update(colours=True)

    def colorMap(self) -> pg.ColorMap | None:  # noqa: N802
        return self._map

    def setLevels(self, values: tuple[float, float]) -> None:  # noqa: N802
        self._values = (float(values[0]), float(values[1]))
        self._update()

    def levels(self) -> tuple[float, float]:
        return self._values

    def _update(self, colours: bool = False) -> None:
        self.axis.setRange(*self._values)
        if self._image is not None:
            self._image.setLevels(self._values)
            if colours and self._map is not None:
                self._image.setColorMap(self._map)
