"""File → New Long Sequence, Import from Model and Import Embeddings: new content
from elsewhere, each refused with a message that keeps the session."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QFileDialog

from explorer.core.session import SessionError

#: The job runner's purpose under which File → Import from Model runs the model.
IMPORT_MODEL = "import model"


class ImportActions:
    """Mixin for the main window (it provides document, view_state, show_error,
    start_untitled, statusBar and _folder)."""

    def generate_dialog(self) -> None:
        from explorer.ui.window.generate_dialog import GenerateDialog  # dialogs load when first used: faster start

        dialog = GenerateDialog(self, self.document.session.mode)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            session = dialog.session()
        except ValueError as err:
            self.show_error("Could not make the sequence", str(err))
            return
        self.start_untitled(session, f"New long sequence (n={session.n})")

    def model_import_dialog(self) -> None:
        from explorer.ui.window.background import Cancelled, run_with_progress
        from explorer.ui.model_view.import_dialog import ModelImportDialog

        dialog = ModelImportDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            # The forward pass up to the layer runs on the window's job runner.
            session = run_with_progress(self, "Running the model up to the chosen layer…", dialog.session,
                                        jobs=self.document.jobs, purpose=IMPORT_MODEL)
        except Cancelled:
            self.statusBar().showMessage("Model import cancelled", 5000)
            return
        except (ValueError, MemoryError) as err:  # ModelError, LibraryFailure: one line
            self.show_error("Could not import from the model", str(err))
            return
        except Exception as err:  # noqa: BLE001 - a library's own exception is said, not left unhandled
            from explorer.core.failures import as_failure

            self.show_error("Could not import from the model", str(as_failure(err, "the model's code")))
            return
        model = session.extras.get("model", {})
        self.start_untitled(session, f"Imported {model.get('name', 'model')} layer {model.get('layer', 0) + 1} "
                                     f"head {model.get('head', 0) + 1}")

    def import_embeddings_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import embeddings", self._folder(),
                                              "Embeddings (*.npy *.csv *.tsv *.txt);;All files (*)")
        if path:
            self.import_embeddings(Path(path))

    def import_embeddings(self, path: Path) -> bool:
        """Replace X by the matrix in ``path`` (one undo step); errors keep the session."""
        try:
            from explorer.core.io.embeddings import load_embeddings
            from explorer.core.generate import with_embeddings

            # The trace that session would need is checked before the matrix is read.
            tokens, embeddings = load_embeddings(path, into=self.document.session, dtype=self.document.dtype)
            session = with_embeddings(self.document.session, tokens, embeddings, self.view_state.fill,
                                      self.view_state.seed)
        except (SessionError, MemoryError) as err:
            self.show_error("Could not import the embeddings", f"{path}:\n{err}")
            return False
        self.document.apply(session, f"Import embeddings from {path.name}")
        return True
