"""Edit → Copy Figure / Copy as LaTeX: a step of the current state on the clipboard.

A long sequence's figure takes seconds to draw (a 2× image of 4096 tokens);
made on the UI thread it froze the window for all of it. :class:`FigureCopier`
draws a short sequence's at once and a long one's on a daemon thread (the
Export dialog's rule, :data:`~explorer.ui.export.writer.ASYNC_EXPORT_CELLS`),
then puts it on the clipboard on the UI thread, where the clipboard lives.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication, QImage

from explorer.export.files import build_figure
from explorer.export.matrices import latex_text
from explorer.export.options import FigureOptions
from explorer.export.render import render_image
from explorer.export.view import ExportError, matrix_view
from explorer.app.snapshot import Snapshot
from explorer.ui.window.background import OneCallOffThread
from explorer.ui.export.preview import ASYNC_PREVIEW_CELLS

#: Past this many cells in the session's weights the figure is drawn off the UI
#: thread (the size from which the Export dialog previews and writes off it too).
ASYNC_COPY_CELLS = ASYNC_PREVIEW_CELLS
#: The name of the thread that draws a long sequence's figure (beside the export's "attention-export").
COPY_THREAD = "attention-copy"


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
        return "out of memory while drawing the figure; nothing was copied (export it as SVG or PDF instead)"
    return f"drawing the figure failed ({type(err).__name__}: {err}); nothing was copied"


class FigureCopier(QObject):
    """Puts figures on the clipboard, one at a time; :attr:`finished` says how each ended."""

    #: (image, None, seconds) once the image is on the clipboard; (None, message, seconds) when it failed.
    finished = Signal(object, object, float)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._drawing = OneCallOffThread(COPY_THREAD, copy_failure, self)
        self._drawing.finished.connect(self._on_done)

    @property
    def busy(self) -> bool:
        """True while a long sequence's figure is being drawn."""
        return self._drawing.busy

    def copy(self, snapshot: Snapshot, step_key: str, options: FigureOptions | None = None,
             *, query: int | None = None) -> bool:
        """Copy the figure of ``step_key``. A short sequence's is drawn and copied now
        (:attr:`finished` has been emitted when this returns False); a long one's is
        drawn on a daemon thread (True: :attr:`finished` comes later)."""
        if self.busy:
            raise RuntimeError("a figure is already being drawn for the clipboard")
        draw = lambda: figure_image(snapshot, step_key, options, query=query)  # noqa: E731
        session = snapshot.session
        if session.n * session.m <= ASYNC_COPY_CELLS:
            start = time.perf_counter()
            try:
                image, error = draw(), None
            except Exception as err:  # noqa: BLE001 - said in one line by the window
                image, error = None, copy_failure(err)
            self._on_done(image, error, time.perf_counter() - start)
            return False
        self._drawing.start(draw)
        return True

    def _on_done(self, image: QImage | None, error: str | None, seconds: float) -> None:
        if image is not None:
            QGuiApplication.clipboard().setImage(image)  # on the UI thread: the clipboard is the GUI's
        self.finished.emit(image, error, seconds)


__all__ = ["ASYNC_COPY_CELLS", "COPY_THREAD", "ExportError", "FigureCopier", "copy_failure",
           "copy_figure_to_clipboard", "copy_latex_to_clipboard", "figure_image"]
