"""The Export dialog's preview pane: the figure or the file's first lines, drawn from the current choices.

:class:`PreviewPane` holds the preview's size, the redraw of the preview and
the size note (at once for a short sequence, from the job runner's
:class:`~explorer.ui.export.preview.PreviewMaker` for a long one), the text
preview of the matrix formats, and the status line's preview messages, which a
late preview may clear without wiping what a write or a copy said.
"""

from __future__ import annotations

from PySide6.QtGui import QImage, QPixmap

from explorer.core.wording import translate
from explorer.export.files import FIGURE_FORMATS
from explorer.export.matrices import preview_text
from explorer.export.options import FigureOptions
from explorer.export.view import ExportError, matrix_view

PREVIEW_SIZE = (520, 340)


class PreviewPane:
    """Mixin for :class:`~explorer.ui.export.export_dialog.ExportDialog` (it provides the
    controls, ``snapshot``, ``fmt``, ``step_key``, ``options``, ``query_row``, ``_say``,
    ``preview_ready``, ``_preview_timer`` and ``_previews``)."""

    def refresh_preview(self) -> None:
        """Redraw the preview and the size note from the current choices: at
        once for a short sequence, from the job runner for a long one (the
        last preview stays until the new one lands; only the latest choices
        are drawn)."""
        # This draws the current choices: a change's pending refresh would
        # only draw them again (and say "measuring…" over this one's note).
        self._preview_timer.stop()
        self._previews.cancel()  # whatever is being drawn is for older choices
        try:
            options = self.options()
            if self.fmt not in FIGURE_FORMATS:
                self.size_note.setText("")
                self.preview_text.setPlainText(self._matrix_preview(options))
                self.preview.setCurrentWidget(self.preview_text)
                self._say_preview("")
                self.preview_ready.emit()
                return
        except ExportError as err:
            self._say_preview(str(err), error=True)
            return
        # Drawn at the preview's size: a full-size render of a long
        # sequence was a 600 MB image to show 520 × 340 pixels. Before the
        # dialog is shown its label has Qt's default 640 × 480, which is not
        # what shows: the preview's own size then (showEvent draws it again).
        box = self.preview_image.contentsRect().size()
        width, height = ((box.width(), box.height()) if self.preview_image.isVisible() else PREVIEW_SIZE)
        if not self._previews.request(self.snapshot, self.step_key, options, self.query_row(), self.fmt,
                                      width, height):
            self.size_note.setText(translate("ExportDialog", "measuring\u2026"))

    def _show_preview(self, result: tuple[str, QImage] | Exception) -> None:
        if isinstance(result, Exception):
            self.size_note.setText("")
            self._say_preview(str(result), error=True)
            return
        note, image = result
        self.size_note.setText(note)
        self.preview_image.setPixmap(QPixmap.fromImage(image))
        self.preview.setCurrentWidget(self.preview_image)
        self._say_preview("")
        self.preview_ready.emit()

    def _matrix_preview(self, options: FigureOptions) -> str:
        view = matrix_view(self.snapshot.trace, self.step_key, self.query_row())
        return preview_text(view, self.fmt, options.decimals)

    def _say_preview(self, text: str, error: bool = False) -> None:
        # A preview landing late (it is drawn off the UI thread for a long
        # sequence) clears only what a preview said: never "Writing …", nor a
        # failed write's or copy's message the user has not read yet.
        if text or self._preview_said:
            self._say(text, error)
            self._preview_said = bool(text)
