"""The main window's file handling: open, save, recent files, new documents, recovery.

One part of :class:`~explorer.ui.window.main_window.MainWindow`, handed the
document, the settings and the window's ways of speaking. Everything that
replaces the session wholesale — a file, an example, a long sequence, a
model's head — asks about unsaved changes first; all but Open start an
*untitled* document, so Save asks for a name instead of overwriting the file
that was open.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from explorer.core.session import Session, SessionError
from explorer.core.io.presets import list_presets
from explorer.core.io.session_files import load, save
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from explorer.app.document import Document
    from explorer.app.jobs import JobRunner
    from explorer.ui.window.messages import Say, ShowError
    from explorer.ui.window.settings import Settings

#: The file dialogs' filter (translated where a dialog opens: :func:`session_filter`).
SESSION_FILTER = QT_TRANSLATE_NOOP("FileActions", "Attention Explorer sessions (*.json);;All files (*)")


def session_filter() -> str:
    """:data:`SESSION_FILTER` in the chosen language."""
    return translate("FileActions", SESSION_FILTER)


#: The job runner's purpose under which a file is read.
OPEN_FILE = "open file"


def read_session(parent: QWidget, path: Path, *, jobs: JobRunner) -> Session:
    """The session in ``path``, read and checked as a job of ``jobs`` behind a progress
    dialog with Cancel (:func:`explorer.ui.window.background.run_with_progress`)."""
    from explorer.ui.window.background import run_with_progress

    return run_with_progress(parent, translate("FileActions", "Opening {name}\u2026").format(name=Path(path).name),
                             lambda: load(path), jobs=jobs, purpose=OPEN_FILE)


class Unsaved(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class FileActions:
    """Open / Save / Save As / Open Recent / recovery for the window's document."""

    def __init__(self, document: Document, settings: Settings | None, *, parent: QWidget, say: Say,
                 show_error: ShowError, path_shown: Callable[[], None]) -> None:
        self.document: Document = document
        # None (tests, screenshots): no recent files, no last folder remembered.
        self.settings: Settings | None = settings
        self.parent: QWidget = parent  # the window: its dialogs' parent
        self.say: Say = say
        self.show_error: ShowError = show_error
        # Recovered work sets the document's path directly (no signal): the window's title is told.
        self.path_shown: Callable[[], None] = path_shown

    # -- unsaved changes -----------------------------------------------------------
    def ask_unsaved(self) -> Unsaved:
        """Ask what to do with unsaved changes (tests replace this method)."""
        answer = QMessageBox.question(
            self.parent, translate("FileActions", "Unsaved changes"),
            translate("FileActions", "The session has unsaved changes. Save them first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        return {QMessageBox.StandardButton.Save: Unsaved.SAVE,
                QMessageBox.StandardButton.Discard: Unsaved.DISCARD}.get(answer, Unsaved.CANCEL)

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current session."""
        if not self.document.modified:
            return True
        answer = self.ask_unsaved()
        if answer is Unsaved.SAVE:
            return self.save()
        return answer is Unsaved.DISCARD

    def start_untitled(self, session: Session, message: str) -> bool:
        """Make ``session`` a new, untitled document (after asking about unsaved
        changes): an example or a generated session is never saved over the
        file that was open. False when the person cancelled."""
        if not self.maybe_save():
            return False
        self.document.reset(session, None)
        self.say(message, 6000)
        return True

    # -- opening -------------------------------------------------------------------
    def add_examples_menu(self, menu: QMenu) -> QMenu:
        """File → Open Example, filled when it is first about to show (reading every
        preset's file is not for the first paint)."""
        examples = menu.addMenu(translate("FileActions", "Open Exam&ple"))
        examples.aboutToShow.connect(lambda: self.fill_examples_menu(examples))
        return examples

    def fill_examples_menu(self, menu: QMenu) -> None:
        """Each preset, opened as a new, untitled document (once: the presets do not change)."""
        if menu.actions():
            return
        for preset in list_presets():
            action = menu.addAction(preset.title)
            action.setStatusTip(preset.notes)
            action.triggered.connect(lambda _checked=False, p=preset: self.load_preset(p.name, p.title))

    def load_preset(self, name: str, title: str = "") -> bool:
        """Open an example as a new, untitled document."""
        from explorer.core.io.presets import load_preset

        return self.start_untitled(load_preset(name), translate(
            "FileActions", "Example: {title} (untitled: Save asks for a name)").format(title=title or name))

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self.parent, translate("FileActions", "Open session"), self.folder(),
                                              session_filter())
        if path:
            self.open_path(Path(path), ask=False)

    def open_path(self, path: Path, ask: bool = True) -> bool:
        """Open ``path``; on error show the loader's message and keep the current session.

        The file is read and checked on the window's job runner (a 4096-token
        file is 0.9 s of JSON): the window keeps painting, a progress dialog
        with Cancel shows after 300 ms, and its trace is then computed by the
        document's recompute. Cancel keeps the current session; any failure
        (a library's panic too) is said in the message box."""
        from explorer.ui.window.background import Cancelled

        if ask and not self.maybe_save():
            return False
        try:
            session = read_session(self.parent, path, jobs=self.document.jobs)
        except Cancelled:
            self.say(translate("FileActions", "Opening {path} cancelled").format(path=path), 5000)
            return False
        except ValueError as err:  # SessionError, or LibraryFailure: a library's panic in one line
            self.show_error(translate("FileActions", "Could not open the session"), f"{path}:\n{err}")
            return False
        except MemoryError:
            self.show_error(translate("FileActions", "Could not open the session"),
                            translate("FileActions", "{path}:\nnot enough memory to read it").format(path=path))
            return False
        except Exception as err:  # noqa: BLE001 - said in one line, not left to the event loop
            from explorer.core.failures import as_failure

            failure = as_failure(err, translate("FileActions", "reading the file"))
            self.show_error(translate("FileActions", "Could not open the session"), f"{path}:\n{failure}")
            return False
        self.document.reset(session, Path(path))
        self._remember(Path(path))
        self.say(translate("FileActions", "Opened {path}").format(path=path), 5000)
        return True

    # -- saving --------------------------------------------------------------------
    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        default = str(self.document.path or Path(self.folder()) / "session.json")
        path, _ = QFileDialog.getSaveFileName(self.parent, translate("FileActions", "Save session as"), default,
                                              session_filter())
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        try:
            save(self.document.session, path)
        except OSError as err:
            self.show_error(translate("FileActions", "Could not save the session"),
                            translate("FileActions", "{path}:\n{reason}. The session is still open and unchanged.")
                            .format(path=path, reason=err.strerror or err))
            return False
        self.document.mark_saved(Path(path))
        self._remember(Path(path))
        self.say(translate("FileActions", "Saved {path}").format(path=path), 5000)
        return True

    def folder(self) -> str:
        """Where a file dialog starts: the open file's folder, else the last one used, else home."""
        if self.document.path:
            return str(self.document.path.parent)
        if self.settings is not None and self.settings.last_folder:
            return str(self.settings.last_folder)
        return str(Path.home())

    # -- recent files ----------------------------------------------------------------
    def _remember(self, path: Path) -> None:
        if self.settings is not None:
            self.settings.add_recent_file(path)
            self.settings.last_folder = path.parent

    def add_recent_menu(self, menu: QMenu) -> QMenu:
        """File → Open Recent, filled each time it is about to show."""
        recent = menu.addMenu(translate("FileActions", "Open &Recent"))
        recent.aboutToShow.connect(lambda: self.fill_recent_menu(recent))
        return recent

    def fill_recent_menu(self, menu: QMenu) -> None:
        """File → Open Recent, filled each time it is about to show (the list changes as files are saved)."""
        menu.clear()
        files = self.settings.recent_files() if self.settings is not None else []
        for path in files:
            action = menu.addAction(path.name)
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, path=path: self.open_path(path))
        if not files:
            menu.addAction(translate("FileActions", "No recent files")).setEnabled(False)
        elif self.settings is not None:
            menu.addSeparator()
            menu.addAction(translate("FileActions", "Clear Menu")).triggered.connect(self.settings.clear_recent_files)

    # -- recovery ----------------------------------------------------------------------
    def ask_recover(self, metadata: dict) -> bool:
        """Ask whether to recover the work a crashed session left (tests replace this)."""
        where = metadata.get("path") or translate("FileActions", "an untitled session")
        when = metadata["time"] if "time" in metadata else translate("FileActions", "an earlier session")
        answer = QMessageBox.question(
            self.parent, translate("FileActions", "Recover unsaved work?"),
            translate("FileActions", "Attention Explorer did not close normally. Unsaved work on {where} from "
                                     "{when} was kept. Recover it?").format(where=where, when=when),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def recover(self, session: Session, metadata: dict) -> None:
        """Open recovered work as an unsaved change (undo goes back to what was open)."""
        original = metadata.get("path")
        if original:
            self.document.path = Path(original)
        try:
            self.document.apply(session, translate("FileActions", "Recover unsaved work"))
        except SessionError as err:  # BudgetError: this machine has less memory free now
            self.show_error(translate("FileActions", "Could not recover the unsaved work"), str(err))
            return
        self.path_shown()
        self.say(translate("FileActions", "Recovered unsaved work: save it to keep it"), 8000)
