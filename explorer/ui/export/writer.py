"""The Export dialog's write: a long sequence's figure or matrix made and written off the UI thread.

A 4× PNG of 4096 tokens takes seconds to draw, encode and write; on the UI
thread the window froze for all of it. :class:`BackgroundWriter` runs the
same :func:`explorer.export.files.export` (atomic and verified as ever) on a
daemon thread and hands the outcome back as a signal; :class:`WritesInBackground`
is the dialog's side: a busy bar, controls held while the file is written,
a result message, and no closing half-way (the file would appear after the
dialog had gone).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QProgressBar

from explorer.export.view import ExportError
from explorer.ui.window.background import Cancelled, OneCallOffThread, settled
from explorer.ui.export.clipboard import FigureCopier, copy_latex_to_clipboard
from explorer.app.document import NotSettled
from explorer.ui.export.preview import ASYNC_PREVIEW_CELLS

#: Past this many cells in the session's weights the dialog writes off the UI
#: thread (the size from which its preview is drawn off it too).
ASYNC_EXPORT_CELLS = ASYNC_PREVIEW_CELLS


def failure_message(err: BaseException) -> str:
    """One line a person can act on, for an export that failed (never a traceback)."""
    if isinstance(err, ExportError):
        return str(err)
    if isinstance(err, MemoryError):
        return "out of memory while making the figure; nothing was written (try a smaller scale or SVG)"
    return f"the export failed ({type(err).__name__}: {err}); nothing was written"


class BackgroundWriter(OneCallOffThread):
    """Runs one write at a time on a daemon thread; :attr:`finished` says how it ended:
    (path, None, seconds) when the file is complete, (None, message, seconds) when it failed."""

    def __init__(self, parent: QObject | None = None):
        super().__init__("attention-export", failure_message, parent)


class WritesInBackground:
    """Mixin for :class:`~explorer.ui.export.export_dialog.ExportDialog` (it provides
    ``_say``, ``_remember``, ``accept``, ``written``, ``buttons``, ``document``,
    ``options``, ``step_key`` and ``query_row``): the write, and the copies to the clipboard."""

    def _setup_writing(self) -> None:
        self._writer = BackgroundWriter(self)  # type: ignore[arg-type]
        self._writer.finished.connect(self._on_written)
        # "Copy image" of a long sequence draws off the UI thread too (as Edit → Copy Figure).
        self._copier = FigureCopier(self)  # type: ignore[arg-type]
        self._copier.finished.connect(self._on_copied)
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # a busy bar: encoding has no steps to count
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setMaximumHeight(10)
        self.busy_bar.hide()

    @property
    def writing(self) -> bool:
        """True while a file is being written (or a figure drawn for the clipboard) off the UI thread."""
        return self._writer.busy or self._copier.busy

    def copy_image(self) -> None:
        """Put the figure on the clipboard: at once for a short sequence, from a
        thread for a long one (the busy bar shows meanwhile)."""
        if self.writing:
            return
        # The copier says how it ended (_on_copied).
        self._for_clipboard(lambda snapshot, options: self._copy_in_background(
            snapshot, self.step_key, options, self.query_row()))

    def copy_latex(self) -> None:
        if self._for_clipboard(lambda snapshot, options: copy_latex_to_clipboard(
                snapshot, self.step_key, decimals=options.decimals, query=self.query_row())):
            self._say("Copied the matrix as LaTeX (bmatrix) to the clipboard.")

    def _for_clipboard(self, copy: Callable[..., object]) -> bool:
        """``copy(snapshot, options)`` of the current state (waited for with the window
        painting); False, with the reason said, when there is none or it failed."""
        try:
            copy(settled(self.document, self), self.options())
        except Cancelled:
            self._say("Cancelled: the clipboard is as it was.")
            return False
        except (ExportError, NotSettled) as err:
            self._say(str(err), error=True)
            return False
        return True

    def _copy_in_background(self, snapshot, key: str, options, query: int | None) -> None:
        if self._copier.copy(snapshot, key, options, query=query):
            self._set_writing(True)
            self._say("Drawing the figure for the clipboard\u2026")

    def _on_copied(self, image, error: str | None, _seconds: float) -> None:
        self._set_writing(False)
        if error is not None:
            self._say(error, error=True)
        else:
            self._say(f"Copied a {image.width()} \u00d7 {image.height()} image to the clipboard.")

    def _write_in_background(self, write: Callable[[], Path], path: Path) -> None:
        self._set_writing(True)
        self._say(f"Writing {path.name}\u2026")
        self._writer.start(write)

    def _set_writing(self, writing: bool) -> None:
        self.busy_bar.setVisible(writing)
        # No second export, copy or Cancel while the file is written (the choices
        # may change: what is being written was fixed when it started).
        self.buttons.setEnabled(not writing)

    def _on_written(self, path: Path | None, error: str | None, seconds: float) -> None:
        self._set_writing(False)
        if error is not None:
            self._say(error, error=True)
            return
        self._remember()
        self.written = path
        self.write_seconds = seconds
        self.accept()
