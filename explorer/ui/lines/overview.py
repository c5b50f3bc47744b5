"""The Lines tab's overview painted on a background thread.

Thousands of long antialiased lines are slow to rasterize (at 512 tokens the
tab's 20 000 lines froze the window 0.1–4 s at every edit, resize or theme
switch). Past :data:`WORKER_LINES` the overview is painted into a QImage on
a worker thread, in short QPainter calls that let the UI thread run between
them (:data:`~explorer.export.lines_figure.LINE_CHUNK`); the canvas shows the
last overview meanwhile. A newer request drops an older one that has not
started, and the result of one that is no longer wanted is dropped on arrival.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QImage, QPainter

from explorer.core.worker import LatestWorker
from explorer.export.lines_figure import LinesPainter

#: Past this many lines the overview is painted off the UI thread (about 35 ms of thin lines).
WORKER_LINES = 1000


def paint_overview(painter: LinesPainter, ratio: float) -> QImage:
    """The overview (every line, no focus) of ``painter`` at ``ratio`` device pixels a pixel."""
    image = QImage(max(1, round(painter.width * ratio)), max(1, round(painter.height * ratio)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.paint(p)
    p.end()
    return image


class OverviewPainter(QObject):
    """Paints overviews on its own thread; :attr:`painted` brings (key, image) to the UI thread."""

    painted = Signal(object, object)
    _done = Signal(object, object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        worker = self._worker = LatestWorker("lines-paint")  # its thread starts with the first request
        self.destroyed.connect(lambda *_args: worker.shutdown())
        self.wanted: object = None  # the key of the overview asked for last
        self._done.connect(self._arrived, Qt.ConnectionType.QueuedConnection)

    def request(self, key: object, make: Callable[[], LinesPainter], ratio: float) -> None:
        """Paint the overview of the painter ``make`` returns (called on the worker's
        thread: laying out the labels is part of the work) for ``key``, once per key;
        a newer key supersedes it."""
        if key == self.wanted:
            return
        self.wanted = key
        done = self._done

        def job() -> None:
            image = paint_overview(make(), ratio)
            try:
                done.emit(key, image)
            except RuntimeError:
                pass  # the canvas is gone

        self._worker.submit(job)

    def forget(self) -> None:
        """Nothing asked for any more (the data or size changed: the next paint asks again)."""
        self.wanted = None

    def _arrived(self, key: object, image: QImage) -> None:
        if key == self.wanted:
            self.painted.emit(key, image)

