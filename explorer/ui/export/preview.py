"""The Export dialog's preview: the figure the export would write, drawn small,
off the UI thread for long sequences.

At 4096 tokens building and drawing the figure takes most of a second; the
dialog must answer every click meanwhile. :class:`PreviewMaker` draws short
sequences at once and long ones on a daemon thread at a lower priority,
latest request only (a request not started when a newer one comes is
dropped, a finished one for older choices is never shown).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from explorer.core.worker import LatestWorker
from explorer.export.files import build_figure
from explorer.export.options import FigureOptions
from explorer.export.reduced import VECTOR_SCALE
from explorer.export.render import physical_size_mm, pixel_size, render_preview
from explorer.export.view import ExportError

#: Past this many cells in the session's weights the preview is made off the UI thread.
ASYNC_PREVIEW_CELLS = 256 * 256


def size_note(figure, fmt: str, options: FigureOptions) -> str:
    """What the size row says of ``figure`` written as ``fmt``."""
    if fmt == "png":
        w, h = pixel_size(figure, options.scale)
        return f"{w} \u00d7 {h} pixels, {options.dpi} dpi"
    w, h = physical_size_mm(figure, options.width_mm)
    return f"{w:.0f} \u00d7 {h:.0f} mm, vector"


def make_preview(snapshot, key: str, options: FigureOptions, query: int | None, fmt: str,
                 width: int, height: int) -> tuple[str, QImage]:
    """(size note, preview image) of the figure the export would write: the
    same figure (reduced for a long sequence as that output reduces it),
    drawn at the preview's size. Safe off the UI thread (it paints a QImage)."""
    figure = build_figure(snapshot.trace, key, options, query=query, session=snapshot.session,
                          scale=options.scale if fmt == "png" else VECTOR_SCALE)
    return size_note(figure, fmt, options), render_preview(figure, width, height)


class PreviewMaker(QObject):
    """Makes previews; :attr:`ready` hands each one (or its ExportError) over."""

    #: (size note, image) or an ExportError, for the latest request.
    ready = Signal(object)
    # Internal: the thread finished request k.
    _done = Signal(int, object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._worker = LatestWorker("export-preview")
        self._request = 0
        self._done.connect(self._on_done)

    def cancel(self) -> None:
        """Whatever is being drawn is for older choices: never show it."""
        self._request += 1

    def request(self, snapshot, key: str, options: FigureOptions, query: int | None, fmt: str,
                width: int, height: int) -> bool:
        """Draw a preview; True when it was drawn at once (``ready`` was emitted),
        False when the thread draws it (``ready`` comes later)."""
        self._request += 1
        session = snapshot.session
        if session.n * session.m <= ASYNC_PREVIEW_CELLS:
            try:
                result: tuple[str, QImage] | Exception = make_preview(snapshot, key, options, query, fmt,
                                                                      width, height)
            except ExportError as err:
                result = err
            self.ready.emit(result)
            return True
        request = self._request

        def job() -> None:
            if request != self._request:
                return  # newer choices came: only the latest is drawn
            try:
                made: tuple[str, QImage] | Exception = make_preview(snapshot, key, options, query, fmt,
                                                                    width, height)
            except Exception as err:  # noqa: BLE001 - shown in the dialog, never a traceback
                made = err if isinstance(err, ExportError) else ExportError(f"cannot draw the preview: {err}")
            if not self._worker.closed:
                try:
                    self._done.emit(request, made)
                except RuntimeError:
                    pass  # the dialog is gone: nobody waits for it

        self._worker.submit(job)
        return False

    def _on_done(self, request: int, result: object) -> None:
        if request == self._request:  # else stale: newer choices are being drawn
            self.ready.emit(result)

    def wait_idle(self, timeout: float | None = None) -> bool:
        return self._worker.wait_idle(timeout)

    def close(self) -> None:
        self._worker.shutdown()
