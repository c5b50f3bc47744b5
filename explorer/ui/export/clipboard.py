"""Edit → Copy Figure / Copy as LaTeX: a step of the current state on the clipboard.

A long sequence's figure takes seconds to draw (a 2× image of 4096 tokens);
made on the UI thread it froze the window for all of it. :class:`FigureCopier`
draws a short sequence's at once and a long one's as a job of the window's
runner (the Export dialog's rule, :func:`~explorer.ui.export.purposes.draws_inline`),
then puts it on the clipboard on the UI thread, where the clipboard lives.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication, QImage

from explorer.app.jobs import Job, JobRunner, Priority
from explorer.core.failures import one_line
from explorer.core.wording import translate
from explorer.export.files import build_figure
from explorer.export.matrices import latex_text
from explorer.export.options import FigureOptions
from explorer.export.render import render_image
from explorer.export.view import ExportError, matrix_view
from explorer.app.snapshot import Snapshot
from explorer.ui.export.purposes import draws_inline, in_words


def figure_image(snapshot: Snapshot, step_key: str, options: FigureOptions | None = None,
                 *, query: int | None = None) -> QImage:
    """The figure of ``step_key`` as an image, ``options.scale`` × its size (default 2×).
    Safe off the UI thread (it paints a QImage). Raises :class:`ExportError` for a
    key the snapshot does not have or an image too large."""
    options = options or FigureOptions()
    figure = build_figure(snapshot.trace, step_key, options, query=query, session=snapshot.session)
    return render_image(figure, options.scale, options.dpi)


def copy_figure_to_clipboard(snapshot: Snapshot, step_key: str, options: FigureOptions | None = None,
                             *, query: int | None = None) -> QImage:
    """Put the figure of ``step_key`` on the clipboard as an image (for pasting
    into slides) and return it, on the calling (UI) thread. ``options.scale`` sets
    its size (default 2×). Raises :class:`ExportError` for a key the snapshot does
    not have or an image too large."""
    image = figure_image(snapshot, step_key, options, query=query)
    QGuiApplication.clipboard().setImage(image)
    return image


def copy_latex_to_clipboard(snapshot: Snapshot, step_key: str, *, decimals: int | None = None,
                            query: int | None = None) -> str:
    """Put the LaTeX ``bmatrix`` of ``step_key`` on the clipboard and return it."""
    text = latex_text(matrix_view(snapshot.trace, step_key, query), decimals)
    QGuiApplication.clipboard().setText(text)
    return text


def copy_failure(err: BaseException) -> str:
    """One line a person can act on, for a figure that could not be copied (never a traceback)."""
    if isinstance(err, ExportError):
        return str(err)
    if isinstance(err, MemoryError):
        return translate("Clipboard", "out of memory while drawing the figure; nothing was copied (export it as SVG "
                                      "or PDF instead)")
    return translate("Clipboard", "drawing the figure failed ({error}); nothing was copied").format(error=one_line(err))


class FigureCopier(QObject):
    """Puts figures on the clipboard, one at a time; :attr:`finished` says how each ended.
    A long sequence's is drawn as the runner's ``purpose`` job."""

    #: (image, None, seconds) once the image is on the clipboard; (None, message, seconds) when it failed.
    finished = Signal(object, object, float)

    def __init__(self, jobs: JobRunner, purpose: str, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs, self._purpose = jobs, purpose
        self._drawing: Job | None = None

    @property
    def busy(self) -> bool:
        """True while a long sequence's figure is being drawn."""
        # Not once the runner is shut down (the window closing): nothing will land.
        return self._drawing is not None and not self._jobs.closed

    def copy(self, snapshot: Snapshot, step_key: str, options: FigureOptions | None = None,
             *, query: int | None = None) -> bool:
        """Copy the figure of ``step_key``. A short sequence's is drawn and copied now
        (:attr:`finished` has been emitted when this returns False); a long one's is
        drawn on the runner (True: :attr:`finished` comes later)."""
        if self.busy:
            raise RuntimeError("a figure is already being drawn for the clipboard")
        if draws_inline(snapshot.session, step_key):
            start = time.perf_counter()
            try:
                image, error = figure_image(snapshot, step_key, options, query=query), None
            except Exception as err:  # noqa: BLE001 - said in one line by the window
                image, error = None, copy_failure(err)
            self._on_done(image, error, time.perf_counter() - start)
            return False

        def draw(_job: Job) -> tuple[QImage, float]:
            start = time.perf_counter()
            image = in_words(lambda: figure_image(snapshot, step_key, options, query=query), copy_failure)
            return image, time.perf_counter() - start

        self._drawing = self._jobs.submit(self._purpose, draw, priority=Priority.WAITED,  # the person waits to paste
                                          done=lambda drawn: self._on_done(drawn[0], None, drawn[1]),
                                          failed=lambda message: self._on_done(None, message, 0.0))
        return True

    def _on_done(self, image: QImage | None, error: str | None, seconds: float) -> None:
        self._drawing = None
        if image is not None:
            QGuiApplication.clipboard().setImage(image)  # on the UI thread: the clipboard is the GUI's
        self.finished.emit(image, error, seconds)


__all__ = ["ExportError", "FigureCopier", "copy_failure",
           "copy_figure_to_clipboard", "copy_latex_to_clipboard", "figure_image"]
