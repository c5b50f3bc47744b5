"""The Lines tab's overview, painted on the window's job runner when it is large.

Thousands of long antialiased lines are slow to rasterize (at 512 tokens the
tab's 20 000 lines froze the window 0.1–4 s at every edit, resize or theme
switch). Past what the one size policy allows in line
(:func:`explorer.app.jobs.inline`, with :data:`LINE_WORK` a line) the overview
is painted into a QImage by a job, in short QPainter calls that let the UI
thread run between them (:data:`~explorer.export.lines_figure.LINE_CHUNK`); the
canvas shows the last overview meanwhile. The runner keeps the latest request
only, and a result nobody wants any more is dropped on arrival.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QPainter

from explorer.app.jobs import Job, JobRunner, Priority, inline
from explorer.export.lines_figure import LinesPainter
from explorer.ui.window.widget_jobs import cancel_with

#: Painting one line of the overview takes about as long as this many multiply-adds
#: (the unit of the one size policy): 25–40 µs a line at 1000 × 600, where a recompute
#: of 42 M multiply-adds took 4 ms on the same core. So about 160 lines are painted in line.
LINE_WORK = 400_000


def paint_in_line(lines: int) -> bool:
    """Whether an overview of ``lines`` lines is painted on the UI thread (else by a job)."""
    return inline(lines * LINE_WORK)


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
    """Asks the runner for overviews, one per key; :attr:`painted` brings (key, image)
    and :attr:`failed` (key, one line) on the UI thread."""

    painted = Signal(object, object)
    failed = Signal(object, str)
    #: The runner's purpose: one overview is painted at a time, the newest asked for.
    PURPOSE = "lines overview"

    def __init__(self, jobs: JobRunner, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs = jobs
        self.wanted: object = None  # the key of the overview asked for last
        #: Whether the wanted overview is still being painted.
        self.pending = False
        #: Why the wanted overview could not be painted (None: it was not refused).
        self.failure: str | None = None
        cancel_with(self, jobs, self.PURPOSE)

    def request(self, key: object, make: Callable[[], LinesPainter], ratio: float) -> None:
        """Paint the overview of the painter ``make`` returns (called on the worker's
        thread: laying out the labels is part of the work) for ``key``, once per key
        (a failed one too: it is not asked for again at each paint); a newer key
        supersedes it."""
        if key == self.wanted:
            return
        self.wanted, self.pending, self.failure = key, True, None

        def paint(job: Job) -> QImage:
            painter = make()
            job.check()  # superseded while the labels were laid out
            return paint_overview(painter, ratio)

        self._jobs.submit(self.PURPOSE, paint, priority=Priority.VISIBLE,
                          done=lambda image: self._arrived(key, image),
                          failed=lambda message: self._refused(key, message))

    def forget(self) -> None:
        """Nothing asked for any more (the data or size changed: the next paint asks again)."""
        if self.pending:
            self._jobs.cancel(self.PURPOSE)
        self.wanted, self.pending, self.failure = None, False, None

    def _arrived(self, key: object, image: QImage) -> None:
        if key == self.wanted:
            self.pending = False
            self.painted.emit(key, image)

    def _refused(self, key: object, message: str) -> None:
        if key == self.wanted:
            self.pending, self.failure = False, message
            self.failed.emit(key, message)

