"""A heatmap's zoom: deliberate, bounded, and with a visible way back.

pyqtgraph's ViewBox zooms on the plain mouse wheel. Over a page of heatmaps
that is a trap: a person scrolling the Step by step tab shrank a card's plot
until its labels piled up on one point, the page stopped scrolling, and nothing
brought it back. Here the plain wheel is left to the page (it scrolls it, or
does nothing where nothing scrolls); Ctrl+wheel or a pinch zooms; the view
never shows more than the whole matrix (so the labels never get less room than
the plot gives them) nor less than :data:`MIN_CELLS` cells a side; while
zoomed, a "Whole matrix" button shows, and it, a double-click or Escape bring
the whole matrix back. A recompute of the same shape keeps the zoom chosen;
a new shape shows the whole matrix.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QNativeGestureEvent, QWheelEvent
from PySide6.QtWidgets import QToolButton

from explorer.ui.window.page_wheel import scroll_page
from explorer.core.wording import translate

#: The closest zoom: this many cells a side (fewer cells than that tell nothing more).
MIN_CELLS = 2
#: How much one notch of the wheel (120 eighths of a degree) zooms.
NOTCH_FACTOR = 0.8


class HeatmapZoom:
    """Mixin for :class:`~explorer.ui.heatmap.heatmap.Heatmap` (it provides ``plot`` and ``_values``)."""

    def _init_zoom(self) -> None:
        view = self.plot.getViewBox()
        # No wheel and no drag in the ViewBox itself: this widget decides (see the module's text).
        view.setMouseEnabled(x=False, y=False)
        self.reset_zoom_button = QToolButton(self)
        self.reset_zoom_button.setText(translate("Zoom", "Whole matrix"))
        self.reset_zoom_button.setToolTip(translate("Zoom", "Show the whole matrix again (double-click or Esc does "
                                                            "too)"))
        self.reset_zoom_button.setAccessibleName(translate("Zoom", "Show the whole matrix"))
        self.reset_zoom_button.setCursor(Qt.CursorShape.ArrowCursor)
        self.reset_zoom_button.clicked.connect(self.reset_zoom)
        self.reset_zoom_button.hide()
        view.sigRangeChanged.connect(lambda *_: self._show_reset())

    # -- the extent -----------------------------------------------------------------
    def _full(self) -> tuple[int, int]:
        rows, cols = self._values.shape[:2] if self._values.ndim >= 2 else (0, 0)
        return max(int(rows), 1), max(int(cols), 1)

    @property
    def zoomed(self) -> bool:
        """Whether the view shows less than the whole matrix."""
        (x0, x1), (y0, y1) = self.plot.getViewBox().viewRange()
        rows, cols = self._full()
        return (x1 - x0) < cols - 1e-6 or (y1 - y0) < rows - 1e-6

    def reset_zoom(self) -> None:
        """Show the whole matrix."""
        rows, cols = self._full()
        self.plot.getViewBox().setRange(xRange=(0, cols), yRange=(0, rows), padding=0)

    def zoom_by(self, factor: float, center: QPointF | None = None) -> None:
        """Zoom by ``factor`` (< 1 closer) about ``center`` (a point of the matrix; default the
        view's middle), kept between the whole matrix and :data:`MIN_CELLS` cells a side."""
        view = self.plot.getViewBox()
        (x0, x1), (y0, y1) = view.viewRange()
        rows, cols = self._full()
        cx = (x0 + x1) / 2 if center is None else center.x()
        cy = (y0 + y1) / 2 if center is None else center.y()
        ranges = []
        for low, high, c, full in ((x0, x1, cx, cols), (y0, y1, cy, rows)):
            width = min(max((high - low) * factor, min(MIN_CELLS, full)), full)
            # The point under the mouse stays under it, the view stays inside the matrix.
            share = (c - low) / (high - low) if high > low else 0.5
            start = min(max(c - share * width, 0.0), full - width)
            ranges.append((start, start + width))
        view.setRange(xRange=ranges[0], yRange=ranges[1], padding=0)

    def _show_reset(self) -> None:
        zoomed = self.zoomed
        if zoomed != self.reset_zoom_button.isVisible():
            self.reset_zoom_button.setVisible(zoomed)
            self._place_reset()
        # Dragging moves a zoomed view about; at the whole matrix there is nothing to move.
        self.plot.getViewBox().setMouseEnabled(x=zoomed, y=zoomed)

    def _place_reset(self) -> None:
        button = self.reset_zoom_button
        button.adjustSize()
        button.move(max(self.width() - button.width() - 4, 0), 4)
        button.raise_()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)  # type: ignore[misc]
        button = getattr(self, "reset_zoom_button", None)  # None while the heatmap is being built
        if button is not None and button.isVisible():
            self._place_reset()

    # -- input ------------------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            scroll_page(self, event)  # the ViewBox never sees the plain wheel
            return
        notches = event.angleDelta().y() / 120
        if notches:
            point = self.plot.getViewBox().mapSceneToView(self.mapToScene(event.position().toPoint()))
            self.zoom_by(NOTCH_FACTOR ** notches, point)
        event.accept()

    def event(self, event: QEvent) -> bool:  # a trackpad's pinch
        if event.type() == QEvent.Type.NativeGesture and isinstance(event, QNativeGestureEvent) \
                and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            point = self.plot.getViewBox().mapSceneToView(self.mapToScene(event.position().toPoint()))
            self.zoom_by(1.0 / (1.0 + event.value()) if event.value() > -1 else 1.0, point)
            event.accept()
            return True
        return super().event(event)  # type: ignore[misc]

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self.zoomed:
            self.reset_zoom()
            event.accept()
            return
        super().mouseDoubleClickEvent(event)  # type: ignore[misc]

    def _zoom_key(self, event: QKeyEvent) -> bool:
        """Escape shows the whole matrix again (True: the key was taken)."""
        if event.key() == Qt.Key.Key_Escape and self.zoomed:
            self.reset_zoom()
            event.accept()
            return True
        return False
