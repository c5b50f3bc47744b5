"""File → New Long Sequence, Import from Model and Import Embeddings: new content
from elsewhere, each refused with a message that keeps the session."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from explorer.core.session import SessionError
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.app.document import Document
    from explorer.app.view_state import ViewState
    from explorer.ui.window.file_actions import FileActions
    from explorer.ui.window.messages import Say, ShowError

#: The job runner's purposes under which File → Import from Model runs the model,
#: File → New Long Sequence makes its session and File → Import Embeddings reads its file.
IMPORT_MODEL = "import model"
NEW_SEQUENCE = "new long sequence"
IMPORT_EMBEDDINGS = "import embeddings"


class ImportActions:
    """One part of the main window. A new sequence or a model's head replaces the session
    through ``files`` (unsaved changes asked about first, the document untitled); imported
    embeddings are an edit of X (one undo step)."""

    def __init__(self, document: Document, view_state: ViewState, files: FileActions, *, parent: QWidget,
                 say: Say, show_error: ShowError) -> None:
        self.document: Document = document
        self.view_state: ViewState = view_state  # its fill and seed make the rows a file leaves out
        self.files: FileActions = files
        self.parent: QWidget = parent  # the window: its dialogs' parent
        self.say: Say = say
        self.show_error: ShowError = show_error

    def generate_dialog(self) -> None:
        from explorer.ui.window.generate_dialog import GenerateDialog  # dialogs load when first used: faster start

        dialog = GenerateDialog(self.parent, self.document.session.mode)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        from explorer.ui.window.background import Cancelled, run_with_progress

        try:  # millions of numbers at 16 384 tokens: made on the job runner, the window answering
            session = run_with_progress(self.parent, translate("ImportActions", "Making the sequence\u2026"),
                                        dialog.recipe(),
                                        jobs=self.document.jobs, purpose=NEW_SEQUENCE)
        except Cancelled:
            self.say(translate("ImportActions", "New long sequence cancelled"), 5000)
            return
        except (ValueError, MemoryError) as err:
            self.show_error(translate("ImportActions", "Could not make the sequence"), str(err))
            return
        self.files.start_untitled(session, translate("ImportActions", "New long sequence (n={n})").format(n=session.n))

    def model_import_dialog(self) -> None:
        from explorer.ui.window.background import Cancelled, run_with_progress
        from explorer.ui.model_view.import_dialog import ModelImportDialog

        dialog = ModelImportDialog(self.parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            # The forward pass up to the layer runs on the window's job runner.
            session = run_with_progress(self.parent,
                                        translate("ImportActions", "Running the model up to the chosen layer…"),
                                        dialog.session,
                                        jobs=self.document.jobs, purpose=IMPORT_MODEL)
        except Cancelled:
            self.say(translate("ImportActions", "Model import cancelled"), 5000)
            return
        except (ValueError, MemoryError) as err:  # ModelError, LibraryFailure: one line
            self.show_error(translate("ImportActions", "Could not import from the model"), str(err))
            return
        except Exception as err:  # noqa: BLE001 - a library's own exception is said, not left unhandled
            from explorer.core.failures import as_failure

            self.show_error(translate("ImportActions", "Could not import from the model"),
                            str(as_failure(err, translate("ImportActions", "the model's code"))))
            return
        from explorer.app.identity import head_identity
        from explorer.app.jobs.collector import freeze_long_lived

        freeze_long_lived()  # the model's file stays open for the process: out of later collections

        # By the package or folder the person chose, as every other place names it: the
        # config's own name is the base checkpoint's ("nreimers/MiniLM-L6-H384-uncased").
        who = head_identity(session)
        self.files.start_untitled(session, translate("ImportActions", "Imported {head}").format(head=who) if who
                                  else translate("ImportActions", "Imported the model"))

    def import_embeddings_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.parent, translate("ImportActions", "Import embeddings"), self.files.folder(),
            translate("ImportActions", "Embeddings (*.npy *.csv *.tsv *.txt);;All files (*)"))
        if path:
            self.import_embeddings(Path(path))

    def import_embeddings(self, path: Path) -> bool:
        """Replace X by the matrix in ``path`` (one undo step); errors keep the session."""
        from explorer.app.new_sessions import embeddings_session
        from explorer.ui.window.background import Cancelled, run_with_progress

        now, dtype, fill, seed = self.document.session, self.document.dtype, self.view_state.fill, self.view_state.seed
        try:  # read on the job runner: a 16 384-row file is seconds of parsing
            reading = translate("ImportActions", "Reading {name}\u2026").format(name=path.name)
            session = run_with_progress(self.parent, reading,
                                        lambda: embeddings_session(now, path, dtype, fill, seed),
                                        jobs=self.document.jobs, purpose=IMPORT_EMBEDDINGS)
        except Cancelled:
            self.say(translate("ImportActions", "Import of embeddings cancelled"), 5000)
            return False
        except (SessionError, MemoryError) as err:
            self.show_error(translate("ImportActions", "Could not import the embeddings"), f"{path}:\n{err}")
            return False
        try:
            self.document.apply(session, translate("ImportActions", "Import embeddings from {name}").format(
                name=path.name))
        except SessionError as err:  # a rule of the document: an exercise's X is locked
            self.show_error(translate("ImportActions", "Could not import the embeddings"), f"{path}:\n{err}")
            return False
        return True
