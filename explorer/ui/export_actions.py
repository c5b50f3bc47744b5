"""The main window's exports: the Export dialog, the explanation figure, the clipboard.

A mixin of :class:`~explorer.ui.main_window.MainWindow`. Everything written
or copied is of the current state: :meth:`Document.settled` waits for a
running recompute, and a failed one is said, not exported stale.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtWidgets import QDialog, QFileDialog

from explorer.export.view import ExportError
from explorer.model.snapshot import Snapshot
from explorer.ui.document import NotSettled


class ExportActions:
    """File → Export…, Export Explanation…, Edit → Copy Figure / Copy as LaTeX."""

    def _shown_step_key(self) -> str:
        return self.view_panel.current_step().key

    def export_dialog(self) -> None:
        from explorer.ui.export_dialog import ExportDialog

        dialog = ExportDialog(self.document, self, self._shown_step_key())
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.written is not None:
            self.statusBar().showMessage(f"Exported {dialog.written}", 8000)

    def export_explanation_dialog(self) -> None:
        if self.inspector.explanation is None:
            self.show_error("Nothing to export", "Click a number in a heatmap or a card first: the inspector "
                                                 "then explains it, and that explanation is what is exported.")
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export explanation", str(Path(self._folder()) / "explanation.svg"),
                                              "SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)")
        if path:
            self.export_explanation_to(Path(path))

    def export_explanation_to(self, path: Path) -> bool:
        """Write the inspector's current explanation as a figure; errors are shown, nothing half-written."""
        if self.inspector.explanation is None:
            return False
        try:
            from explorer.export.explanation import export_explanation

            export_explanation(self.inspector.explanation, path)
        except ExportError as err:
            self.show_error("Could not export the explanation", str(err))
            return False
        self.statusBar().showMessage(f"Exported {path}", 5000)
        return True

    def copy_figure(self) -> None:
        from explorer.ui.clipboard import copy_figure_to_clipboard

        self._copy(copy_figure_to_clipboard, "figure", "Figure copied: paste it into a slide")

    def copy_latex(self) -> None:
        from explorer.ui.clipboard import copy_latex_to_clipboard

        self._copy(copy_latex_to_clipboard, "matrix", "Matrix copied as LaTeX")

    def _copy(self, copy: Callable[[Snapshot, str], object], what: str, done: str) -> None:
        """Put the shown step of the current state on the clipboard; an error is shown, not raised."""
        try:
            copy(self.document.settled(), self._shown_step_key())
        except (ExportError, NotSettled) as err:
            self.show_error(f"Could not copy the {what}", str(err))
            return
        self.statusBar().showMessage(done, 5000)
