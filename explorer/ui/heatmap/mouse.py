"""A heatmap under the mouse and the keys: which cell a point is in, its tooltip,
hover and click, and the row and column bands of a score matrix."""

from __future__ import annotations

import math

import numpy as np

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QToolTip

from explorer.ui.heatmap.cell_layer import Band
from explorer.core.wording import translate

#: Arrow keys and the (row, column) step each one moves the selected cell.
_MOVES = {Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1)}


class HeatmapMouse:
    """Mixin for :class:`~explorer.ui.heatmap.heatmap.Heatmap` (it provides ``plot``, the
    cell arrays and labels, and the ``cell_clicked`` and ``cell_hovered`` signals)."""

    def _init_bands(self) -> None:
        #: The hovered (else the selected) cell's row and column, when bands are on.
        self.row_band, self.col_band = Band(), Band()
        for band in (self.row_band, self.col_band):
            self.plot.addItem(band, ignoreBounds=True)
        self._bands_on = False
        self._keys_on = False
        self._hovered: tuple[int, int] | None = None
        self._selected_cell: tuple[int, int] | None = None

    def set_bands(self, enabled: bool, keys: bool = False) -> None:
        """Highlight the hovered (else the selected) cell's whole row and column
        (score matrices: row = the query word, column = the key word); ``keys``:
        the arrow keys move the selected cell (emitted as ``cell_clicked``)."""
        self._bands_on, self._keys_on = bool(enabled), bool(enabled and keys)
        self._show_bands()

    def set_selected_cell(self, cell: tuple[int, int] | None) -> None:
        """The selected cell (None: none), banded while no cell is hovered."""
        self._selected_cell = None if cell is None else (int(cell[0]), int(cell[1]))
        self._show_bands()

    @property
    def hovered_cell(self) -> tuple[int, int] | None:
        return self._hovered

    def banded_cell(self) -> tuple[int, int] | None:
        """The cell whose row and column are highlighted (hovered first, else selected), or None."""
        rows, cols = self._values.shape[:2] if self._values.ndim >= 2 else (0, 0)
        for cell in (self._hovered, self._selected_cell):
            if self._bands_on and cell is not None and cell[0] < rows and cell[1] < cols:
                return cell
        return None

    def _show_bands(self) -> None:
        """Two rectangles moved (O(1) per mouse move, whatever the matrix's size)."""
        cell = self.banded_cell()
        for band in (self.row_band, self.col_band):
            band.setVisible(cell is not None)
        if cell is not None:
            rows, cols = self._values.shape[:2]
            self.row_band.setRect(QRectF(0, cell[0], cols, 1))
            self.col_band.setRect(QRectF(cell[1], 0, 1, rows))

    def _set_hovered(self, cell: tuple[int, int] | None) -> None:
        if cell != self._hovered:
            self._hovered = cell
            self._show_bands()
            self.cell_hovered.emit(cell)

    def cell_at(self, scene_pos: QPointF) -> tuple[int, int] | None:
        """The (row, column) under a scene position, or None outside the matrix."""
        view = self.plot.getViewBox()
        if not view.sceneBoundingRect().contains(scene_pos):
            return None
        point = view.mapSceneToView(scene_pos)
        i, j = int(math.floor(point.y())), int(math.floor(point.x()))
        rows, cols = self._values.shape if self._values.ndim == 2 else (0, 0)
        if 0 <= i < rows and 0 <= j < cols:
            return i, j
        return None

    def describe_cell(self, i: int, j: int) -> str:
        value = float(self._raw[i, j])
        masked = self._is_masked(i, j)
        if masked:
            shown = translate("Mouse", "masked (this key is hidden from this query)")
        elif not np.isfinite(value):
            shown = translate("Mouse", "{value} (not a finite number: the inputs are too large)").format(
                value=repr(value))
        else:
            shown = repr(value)
        return f"{self._rows[i]} → {self._cols[j]}: {shown}"

    def tooltip_at(self, scene_pos: QPointF) -> str:
        """The tooltip at a scene position: a cell's exact value, or a label's whole token."""
        cell = self.cell_at(scene_pos)
        if cell is not None:
            return self.describe_cell(*cell)
        for axis in (self.left_axis, self.top_axis):
            text = axis.label_at(scene_pos)
            if text is not None:
                return text
        return ""

    def _hover(self, scene_pos: QPointF) -> None:
        text = self.tooltip_at(scene_pos)
        self.setToolTip(text)
        if text:
            QToolTip.showText(self.mapToGlobal(self.mapFromScene(scene_pos)), text, self)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        # Here, not on the scene's sigMouseMoved: pyqtgraph drops moves closer than 1/60 s,
        # and the last one dropped would leave the bands on a cell the mouse has left.
        self._set_hovered(self.cell_at(self.mapToScene(event.position().toPoint())))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        self._set_hovered(None)
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if self._zoom_key(event):
            return
        move = _MOVES.get(event.key()) if self._keys_on else None
        rows, cols = self._values.shape[:2] if self._values.ndim >= 2 else (0, 0)
        if move is None or not rows or not cols:
            super().keyPressEvent(event)
            return
        i, j = self._selected_cell if self._selected_cell is not None else (0, 0)
        if self._selected_cell is not None:
            i, j = min(max(i + move[0], 0), rows - 1), min(max(j + move[1], 0), cols - 1)
        event.accept()
        self.cell_clicked.emit(i, j)

    def _click(self, event) -> None:  # pyqtgraph's MouseClickEvent
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        if cell is not None:
            self.cell_clicked.emit(*cell)
