"""The Export dialog's write: a long sequence's figure or matrix made and written off the UI thread.

A 4× PNG of 4096 tokens takes seconds to draw, encode and write; on the UI
thread the window froze for all of it. :class:`WritesInBackground` runs the
same :func:`explorer.export.files.export` (atomic and verified as ever) as the
window's job runner's :data:`~explorer.ui.export.purposes.WRITE` job, with a
busy bar, controls held while the file is written, a result message, and no
closing half-way (the file would appear after the dialog had gone).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

from PySide6.QtWidgets import QProgressBar

from explorer.app.document import NotSettled
from explorer.app.jobs import Job, Priority
from explorer.core.failures import one_line
from explorer.core.wording import translate
from explorer.export.view import ExportError
from explorer.ui.export.clipboard import FigureCopier, copy_latex_to_clipboard
from explorer.ui.export.purposes import COPY_IMAGE, WRITE, in_words
from explorer.ui.window.background import Cancelled, settled


def failure_message(err: BaseException) -> str:
    """One line a person can act on, for an export that failed (never a traceback)."""
    if isinstance(err, ExportError):
        return str(err)
    if isinstance(err, MemoryError):
        return translate("Writer", "out of memory while making the figure; nothing was written (try a smaller scale "
                                   "or SVG)")
    return translate("Writer", "the export failed ({error}); nothing was written").format(error=one_line(err))


class WritesInBackground:
    """Mixin for :class:`~explorer.ui.export.export_dialog.ExportDialog` (it provides
    ``_say``, ``_remember``, ``accept``, ``written``, ``buttons``, ``document``,
    ``options``, ``step_key`` and ``query_row``): the write, and the copies to the clipboard."""

    def _setup_writing(self) -> None:
        self._write: Job | None = None  # the file being written on the runner
        # "Copy image" of a long sequence draws on the runner too (as Edit → Copy Figure).
        self._copier = FigureCopier(self.document.jobs, COPY_IMAGE, self)  # type: ignore[arg-type]
        self._copier.finished.connect(self._on_copied)
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # a busy bar: encoding has no steps to count
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setMaximumHeight(10)
        self.busy_bar.hide()

    @property
    def writing(self) -> bool:
        """True while a file is being written (or a figure drawn for the clipboard) off the UI thread."""
        # Not once the runner is shut down: nothing will land, and the dialog must still close.
        return (self._write is not None and not self.document.jobs.closed) or self._copier.busy

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
            self._say(translate("Writer", "Copied the matrix as LaTeX (bmatrix) to the clipboard."))

    def _for_clipboard(self, copy: Callable[..., object]) -> bool:
        """``copy(snapshot, options)`` of the current state (waited for with the window
        painting); False, with the reason said, when there is none or it failed."""
        try:
            copy(settled(self.document, self), self.options())
        except Cancelled:
            self._say(translate("Writer", "Cancelled: the clipboard is as it was."))
            return False
        except (ExportError, NotSettled) as err:
            self._say(str(err), error=True)
            return False
        return True

    def _copy_in_background(self, snapshot, key: str, options, query: int | None) -> None:
        if self._copier.copy(snapshot, key, options, query=query):
            self._set_writing(True)
            self._say(translate("Writer", "Drawing the figure for the clipboard\u2026"))

    def _on_copied(self, image, error: str | None, _seconds: float) -> None:
        self._set_writing(False)
        if error is not None:
            self._say(error, error=True)
        else:
            self._say(translate("Writer", "Copied a {width} \u00d7 {height} image to the clipboard.").format(
                width=image.width(), height=image.height()))

    def _write_in_background(self, write: Callable[[], Path], path: Path) -> None:
        self._set_writing(True)
        self._say(translate("Writer", "Writing {name}\u2026").format(name=path.name))

        def timed(_job: Job) -> tuple[Path, float]:
            start = time.perf_counter()
            written = in_words(write, failure_message)
            return written, time.perf_counter() - start

        self._write = self.document.jobs.submit(
            WRITE, timed, priority=Priority.WAITED,  # the dialog waits for it
            done=lambda outcome: self._on_written(outcome[0], None, outcome[1]),
            failed=lambda message: self._on_written(None, message, 0.0))

    def _set_writing(self, writing: bool) -> None:
        self.busy_bar.setVisible(writing)
        # No second export, copy or Cancel while the file is written (the choices
        # may change: what is being written was fixed when it started).
        self.buttons.setEnabled(not writing)

    def _on_written(self, path: Path | None, error: str | None, seconds: float) -> None:
        self._write = None
        self._set_writing(False)
        if error is not None:
            self._say(error, error=True)
            return
        self._remember()
        self.written = path
        self.write_seconds = seconds
        self.accept()
