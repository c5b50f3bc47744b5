"""The Export dialog's preview: the figure the export would write, drawn small,
on the window's job runner for long sequences.

At 4096 tokens building and drawing the figure takes most of a second; the
dialog must answer every click meanwhile. :class:`PreviewMaker` draws short
sequences at once and long ones on the runner, latest request only (a
request not started when a newer one comes is dropped, a finished one for
older choices is never shown).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from explorer.app.jobs import Job, JobRunner, Priority
from explorer.core.failures import one_line
from explorer.core.wording import translate
from explorer.export.files import build_figure
from explorer.export.options import FigureOptions
from explorer.export.reduced import VECTOR_SCALE
from explorer.export.render import physical_size_mm, pixel_size, render_preview
from explorer.export.view import ExportError
from explorer.ui.export.purposes import PREVIEW, draws_inline, in_words


def size_note(figure, fmt: str, options: FigureOptions) -> str:
    """What the size row says of ``figure`` written as ``fmt``."""
    if fmt == "png":
        w, h = pixel_size(figure, options.scale)
        return translate("Preview", "{width} \u00d7 {height} pixels, {dpi} dpi").format(width=w, height=h,
                                                                                     dpi=options.dpi)
    w, h = physical_size_mm(figure, options.width_mm)
    return translate("Preview", "{width:.0f} \u00d7 {height:.0f} mm, vector").format(width=w, height=h)


def make_preview(snapshot, key: str, options: FigureOptions, query: int | None, fmt: str,
                 width: int, height: int) -> tuple[str, QImage]:
    """(size note, preview image) of the figure the export would write: the
    same figure (reduced for a long sequence as that output reduces it),
    drawn at the preview's size. Safe off the UI thread (it paints a QImage)."""
    figure = build_figure(snapshot.trace, key, options, query=query, session=snapshot.session,
                          scale=options.scale if fmt == "png" else VECTOR_SCALE)
    return size_note(figure, fmt, options), render_preview(figure, width, height)


def preview_failure(err: BaseException) -> str:
    """What the dialog says of a preview that could not be drawn (one line, never a traceback)."""
    if isinstance(err, ExportError):
        return str(err)
    return translate("Preview", "cannot draw the preview ({error})").format(error=one_line(err))


class PreviewMaker(QObject):
    """Makes previews; :attr:`ready` hands each one (or its ExportError) over.

    A long sequence's is drawn as the runner's :data:`~explorer.ui.export.purposes.PREVIEW`
    job (latest only: choices that change while one is drawn make it stale)."""

    #: (size note, image) or an ExportError, for the latest request.
    ready = Signal(object)

    def __init__(self, jobs: JobRunner, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs = jobs
        self._closed = False

    def cancel(self) -> None:
        """Whatever is being drawn is for older choices: never show it."""
        self._jobs.cancel(PREVIEW)

    def request(self, snapshot, key: str, options: FigureOptions, query: int | None, fmt: str,
                width: int, height: int) -> bool:
        """Draw a preview; True when it was drawn at once (``ready`` was emitted),
        False when the runner draws it (``ready`` comes later)."""
        if draws_inline(snapshot.session, key):
            self.cancel()  # one still being drawn is for older choices
            try:
                result: tuple[str, QImage] | Exception = make_preview(snapshot, key, options, query, fmt,
                                                                      width, height)
            except ExportError as err:
                result = err
            self.ready.emit(result)
            return True

        def draw(_job: Job) -> tuple[str, QImage]:
            return in_words(lambda: make_preview(snapshot, key, options, query, fmt, width, height), preview_failure)

        self._jobs.submit(PREVIEW, draw, priority=Priority.VISIBLE, done=self._landed,
                          failed=lambda message: self._landed(ExportError(message)))
        return False

    def _landed(self, result: tuple[str, QImage] | Exception) -> None:
        if not self._closed:  # the runner dropped what is stale; a closed dialog shows nothing
            self.ready.emit(result)

    def close(self) -> None:
        self._closed = True
        self.cancel()
