"""A heatmap under the mouse: which cell a point is in, its tooltip, hover and click."""

from __future__ import annotations

import math

import numpy as np

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QToolTip


class HeatmapMouse:
    """Mixin for :class:`~explorer.ui.heatmap.Heatmap` (it provides ``plot``, the
    cell arrays and labels, and the ``cell_clicked`` signal)."""

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
        shown = "masked (this key is hidden from this query)" if masked else repr(value)
        if not masked and not np.isfinite(value):
            shown += " (not a finite number: the inputs are too large)"
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

    def _click(self, event) -> None:  # pyqtgraph's MouseClickEvent
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        if cell is not None:
            self.cell_clicked.emit(*cell)
