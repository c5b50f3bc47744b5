"""What a heatmap paints over its cells: the numbers, the masked and error cells, the hovered row and column.

One item paints every number (not a text item per cell), at a pixel size the
heatmap chose with :func:`explorer.app.cell_numbers.cell_font_size`, so it
costs one paint, not hundreds of items, and no layout per edit. Error cells
(nan / ±∞ that are not the mask) are hatched and outlined in red with their
text in red, so an overflow never reads as a valid colour. Masked cells are
painted as every exported figure paints them (grey and hatched, by
:func:`explorer.export.painting.paint_masked_cell`). A :class:`Band`
marks the row or the column of the hovered (or selected) cell of a score
matrix: one rectangle each, moved per mouse move, never a recolouring of cells.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from explorer.export.painting import MIN_NOTCHED_PX, hatch_spacing, masked_tile, paint_negative_mark
from explorer.export.theme import LIGHT, Theme

#: An error colour that reads on light and dark backgrounds.
ERROR = QColor(214, 39, 40)
ERROR_FILL = QColor(255, 255, 255)
#: Past this many error cells only the hatching is drawn (no outline per cell).
MAX_OUTLINED = 4096
#: Masked cells smaller than this (on screen) are not hatched.
MIN_HATCHED_PX = 6.0
#: A band's light wash and its two-tone outline (dark under light): readable over
#: every colour of every map, on a light or a dark window.
BAND_WASH = QColor(255, 255, 255, 44)
BAND_DARK = QColor(0, 0, 0, 210)
BAND_LIGHT = QColor(255, 255, 255, 235)
#: A band is drawn at least this many pixels wide (a row of a 4096-token matrix is under one).
MIN_BAND_PX = 4.0


class Band(pg.GraphicsObject):
    """One highlighted row or column, in view coordinates (a row i is the rect (0, i, cols, 1))."""

    def __init__(self):
        super().__init__()
        self._rect = QRectF()
        self.setZValue(9)  # over the image, the mask and the errors; under the numbers
        self.hide()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def setRect(self, rect: QRectF) -> None:  # noqa: N802 - QGraphicsRectItem's name
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        # Room for a band drawn wider than its cells (MIN_BAND_PX), in view units.
        dx, dy = (self.pixelWidth() or 0.0) * MIN_BAND_PX, (self.pixelHeight() or 0.0) * MIN_BAND_PX
        return self._rect.adjusted(-dx, -dy, dx, dy)

    def paint(self, p: QPainter, *_args) -> None:
        rect = p.transform().mapRect(self.rect())
        # Never thinner than MIN_BAND_PX on screen, around the band's middle.
        grow_x = max(0.0, MIN_BAND_PX - rect.width()) / 2
        grow_y = max(0.0, MIN_BAND_PX - rect.height()) / 2
        rect = rect.adjusted(-grow_x, -grow_y, grow_x, grow_y)
        p.save()
        p.resetTransform()  # outlines at their pixel width, not scaled with the cells
        p.fillRect(rect, BAND_WASH)
        p.setBrush(Qt.BrushStyle.NoBrush)
        # Strokes thin with the band (a 12-token card's rows are ~13 px): never a
        # solid tube. They lie on the cells' edges, half outside, so they cross
        # as little as possible of the numbers, which fill a small cell (a minus
        # sign under a dark stroke would read as a positive number).
        dark = min(3.0, max(1.5, min(rect.width(), rect.height()) * 0.12))
        p.setPen(QPen(BAND_DARK, dark))
        p.drawRect(rect)
        p.setPen(QPen(BAND_LIGHT, dark / 2))
        p.drawRect(rect)
        p.restore()


class CellLayer(pg.GraphicsObject):
    """Numbers and error marks for a rows × cols matrix at view coordinates (j, i) per cell."""

    def __init__(self):
        super().__init__()
        self.setZValue(10)
        self._shape = (0, 0)
        self._texts: list[list[str]] = []
        self._colours: list[list[QColor]] = []
        self._font = QFont()
        self._show_numbers = False
        self._errors = np.zeros((0, 0), dtype=bool)
        self._error_cells: list[tuple[int, int]] = []
        self._masked_cells: list[tuple[int, int]] = []
        self._negative_cells: list[tuple[int, int]] = []
        self._theme = LIGHT

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        rows, cols = self._shape
        return QRectF(0, 0, cols, rows)

    def set_cells(self, shape: tuple[int, int], errors: np.ndarray) -> None:
        """The matrix's shape and which of its cells are errors (a bool array of ``shape``, or smaller)."""
        self.prepareGeometryChange()
        self._shape = (int(shape[0]), int(shape[1]))
        self._errors = errors
        count = int(errors.sum()) if errors.size else 0
        self._error_cells = [tuple(map(int, c)) for c in np.argwhere(errors)] if 0 < count <= MAX_OUTLINED else []
        self.update()

    def set_masked(self, masked: np.ndarray | None, theme: Theme) -> None:
        """The masked cells (a bool array of the matrix's shape; None: none, or a reduced
        picture's mask, which the grey overlay alone shows) in ``theme``'s look."""
        count = int(masked.sum()) if masked is not None else 0
        self._masked_cells = [tuple(map(int, c)) for c in np.argwhere(masked)] if 0 < count <= MAX_OUTLINED else []
        self._theme = theme
        self.update()

    def set_negatives(self, negative: np.ndarray | None) -> None:
        """The cells that carry a negative value's notch (a bool array of the matrix's shape; None: none)."""
        count = int(negative.sum()) if negative is not None else 0
        self._negative_cells = [tuple(map(int, c)) for c in np.argwhere(negative)] if 0 < count <= MAX_OUTLINED else []
        self.update()

    def negative_cells(self) -> list[tuple[int, int]]:
        """The cells painted with a negative value's notch, as (row, column)."""
        return list(self._negative_cells)

    def masked_cells(self) -> list[tuple[int, int]]:
        """The cells painted as masked (grey and hatched), as (row, column)."""
        return list(self._masked_cells)

    def set_numbers(self, texts: list[list[str]], colours: list[list[QColor]], font: QFont | None) -> None:
        """Print ``texts`` in ``font`` (None: no numbers; they do not fit)."""
        self._texts, self._colours = texts, colours
        self._show_numbers = font is not None and bool(texts)
        if font is not None:
            self._font = QFont(font)
        self.update()

    def numbers_shown(self) -> bool:
        return self._show_numbers

    def number_font(self) -> QFont:
        return self._font

    def texts(self) -> list[str]:
        return [t for row in self._texts for t in row if t] if self._show_numbers else []

    def paint(self, p: QPainter, *_args) -> None:
        rows, cols = self._shape
        if not rows or not cols:
            return
        transform = p.transform()
        p.save()
        p.resetTransform()  # text at its pixel size, not scaled with the cells
        cell = transform.mapRect(QRectF(0, 0, 1, 1))
        side = min(cell.width(), cell.height())
        # Below MIN_HATCHED_PX a cell has no room for a line of hatching: the grey
        # overlay alone shows it (as a figure drawn one pixel a cell does).
        if self._masked_cells and side >= MIN_HATCHED_PX:
            # The figures' look, tiled: one blit a cell (drawing each line was 80 ms a repaint).
            brush = QBrush(masked_tile(self._theme, round(hatch_spacing(side))))
            p.setBrushOrigin(transform.map(QPointF(0, 0)))
            for i, j in self._masked_cells:
                if i < rows and j < cols:
                    p.fillRect(transform.mapRect(QRectF(j, i, 1, 1)), brush)
        if self._negative_cells and side >= MIN_NOTCHED_PX:
            for i, j in self._negative_cells:
                if i < rows and j < cols:
                    paint_negative_mark(p, transform.mapRect(QRectF(j, i, 1, 1)))
        errors_shape = self._errors.shape
        if self._error_cells and errors_shape == (rows, cols):
            for i, j in self._error_cells:
                rect = transform.mapRect(QRectF(j, i, 1, 1))
                p.fillRect(rect, QBrush(ERROR, Qt.BrushStyle.BDiagPattern))
                p.setPen(QPen(ERROR, 2.0))
                p.drawRect(rect.adjusted(1, 1, -1, -1))
        if self._show_numbers:
            p.setFont(self._font)
            metrics = p.fontMetrics()
            for i, row in enumerate(self._texts):
                for j, text in enumerate(row):
                    rect = transform.mapRect(QRectF(j, i, 1, 1))
                    if errors_shape == (rows, cols) and self._errors[i, j]:
                        # A white box under red text: legible over the hatching in any theme.
                        width = metrics.horizontalAdvance(text) + 6
                        box = QRectF(rect.center().x() - width / 2, rect.center().y() - metrics.height() / 2,
                                     width, metrics.height())
                        p.fillRect(box, ERROR_FILL)
                        p.setPen(ERROR)
                    else:
                        p.setPen(self._colours[i][j])
                    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
        p.restore()
