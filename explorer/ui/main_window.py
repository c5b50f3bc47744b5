"""The main window: menus, toolbar, the inputs panel, the heatmap and the status bar."""

from __future__ import annotations

import sys
from typing import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QWidget,
)

from explorer.core.atomic import atomic_write
from explorer.core.backend import Backend
from explorer.core.edits import randomize, set_mode
from explorer.core.presets import list_presets
from explorer.core.session import Session, SessionError
from explorer.core.session_io import load, save
from explorer.export.view import ExportError
from explorer.ui.autosave import Autosaver
from explorer.ui.document import Document
from explorer.ui.inputs_panel import InputsPanel
from explorer.ui.inspector import Inspector
from explorer.ui.pipeline_panel import PipelinePanel
from explorer.ui.selection import selection_for
from explorer.ui.settings import Settings
from explorer.ui.theme import apply_theme
from explorer.ui.view_panel import ViewPanel
from explorer.ui.view_state import ViewState
from explorer.ui.whatif import WhatIfPanel

MODE_NAMES = (("self", "Self-attention", "Encoder: every token attends to every token"),
              ("causal", "Masked (causal)", "Decoder: each token attends only to itself and tokens on its left"),
              ("cross", "Cross-attention", "Queries from the decoder tokens; keys and values from the source"))
PRECISION_NAMES = (("auto", "&Automatic: float32 from 1024 tokens",
                    "float64 for hand-made examples (every digit exact), float32 for long sequences"),
                   ("float64", "float&64", "Double precision: about 16 significant digits, 8 bytes a number"),
                   ("float32", "float&32", "Single precision: about 7 significant digits, half the memory and time"))
SESSION_FILTER = "Attention Explorer sessions (*.json);;All files (*)"


class Unsaved(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class MainWindow(QMainWindow):
    """One document in one window."""

    def __init__(self, session: Session, backend: Backend | None = None, dtype: str | None = None,
                 path: Path | None = None, settings: Settings | None = None):
        super().__init__()
        # Without settings (tests, screenshots) nothing is remembered or restored.
        self.settings = settings
        self.autosaver: Autosaver | None = None
        if dtype is None:  # not given on the command line: the one chosen last time
            dtype = settings.precision if settings is not None else "auto"
        self.document = Document(session, backend, dtype, parent=self)
        self.document.path = path
        self.view_state = ViewState(self)
        self.inputs = InputsPanel(self.document, self.view_state)
        self.view_panel = ViewPanel(self.document, self.view_state)
        self.pipeline = PipelinePanel(self.document, self.view_state)
        self.inspector = Inspector(self.document, self.view_state)
        self.whatif = WhatIfPanel(self.document, self.view_state)
        self.inspector.follow_heatmap(self.view_panel.heatmap, lambda: self.view_panel.current_step().key)
        self._message_box: QMessageBox | None = None

        scroll = QScrollArea()
        scroll.setWidget(self.inputs)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(390)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.view_panel, "Heatmap")
        self.tabs.addTab(self._scrolling(self.pipeline), "Step by step")
        # The window must fit 1280 px with a dock open: let the tabs scroll, not push.
        self.tabs.setMinimumWidth(520)
        splitter.addWidget(scroll)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([470, 810])
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.setCentralWidget(splitter)

        self.inspector_dock = self._dock("Inspector", "inspector-dock", self.inspector)
        self.whatif_dock = self._dock("What if…", "whatif-dock", self.whatif)
        self.tabifyDockWidget(self.inspector_dock, self.whatif_dock)
        # Behind the inspector's tab until its dock says it was raised.
        self.whatif.set_on_screen(False)
        self.whatif_dock.visibilityChanged.connect(self.whatif.set_on_screen)
        self.inspector_dock.raise_()
        self.resizeDocks([self.inspector_dock], [330], Qt.Orientation.Horizontal)
        # A clicked cell anywhere is explained: bring the inspector forward.
        selection_for(self.view_state).changed.connect(self.inspector_dock.raise_)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_status_bar()
        self.inputs.rejected.connect(lambda text: self.statusBar().showMessage(f"Refused: {text}", 8000))

        self.document.changed.connect(self._on_changed)
        self.document.file_state_changed.connect(self._update_title)
        self._on_changed()
        self._update_title()
        self.resize(1280, 800)
        self._restore_settings()

    @staticmethod
    def _scrolling(widget: QWidget) -> QScrollArea:
        area = QScrollArea()
        area.setWidget(widget)
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        return area

    def _dock(self, title: str, name: str, widget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(self._scrolling(widget))
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    # -- actions ---------------------------------------------------------------
    def _action(self, text: str, slot, shortcut: QKeySequence | str | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"
                              if shortcut is not None else tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey  # noqa: N806 - Qt's enum, short
        self.open_action = self._action("&Open…", self.open_dialog, K.Open, "Open a session file")
        self.save_action = self._action("&Save", self.save, K.Save, "Save the session")
        self.save_as_action = self._action("Save &As…", self.save_as, K.SaveAs, "Save the session to a new file")
        self.quit_action = self._action("&Quit", self.close, K.Quit, "Close the window")
        self.generate_action = self._action("New &Long Sequence…", self.generate_dialog, "Ctrl+Shift+N",
                                            "Make a session with many tokens: patterned heads or random numbers")
        self.model_action = self._action("Import from &Model…", self.model_import_dialog, "Ctrl+Shift+M",
                                         "One head of a BERT-family model for a sentence you type")
        self.import_action = self._action("&Import Embeddings…", self.import_embeddings_dialog, "Ctrl+I",
                                          "Replace X by a matrix from a .npy or CSV file")
        self.export_action = self._action("&Export Figure or Matrix…", self.export_dialog, "Ctrl+E",
                                          "PNG, SVG or PDF figures; CSV, NumPy, LaTeX or Markdown matrices")
        self.export_explanation_action = self._action(
            "Export E&xplanation…", self.export_explanation_dialog, "Ctrl+Shift+E",
            "The inspector's arithmetic for the selected number as a PNG, SVG or PDF figure")
        self.copy_figure_action = self._action("Copy &Figure", self.copy_figure, "Ctrl+Shift+C",
                                               "Copy the shown heatmap as an image, for slides")
        self.copy_latex_action = self._action("Copy as &LaTeX", self.copy_latex, "Ctrl+Alt+L",
                                              "Copy the shown matrix as a LaTeX bmatrix")
        self.undo_action = self.document.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence(K.Undo))
        self.redo_action = self.document.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence(K.Redo)])
        self.randomize_action = self._action("&Randomize", self.randomize, "Ctrl+R",
                                             "Fill every matrix with seeded random numbers (seed in the Sizes box)")
        self.about_action = self._action("&About Attention Explorer", self.about, None,
                                         "Versions of the app, Qt, NumPy and the backend in use")
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for name in ("system", "light", "dark"):
            action = self._action(name.capitalize(), lambda _c=False, name=name: self.set_theme(name), None,
                                  f"{name.capitalize()} theme" if name != "system" else "Follow the system's theme")
            action.setCheckable(True)
            self.theme_group.addAction(action)
            self.theme_actions[name] = action
        self.theme_actions["system"].setChecked(True)
        self.precision_group = QActionGroup(self)
        self.precision_actions: dict[str, QAction] = {}
        for name, text, tip in PRECISION_NAMES:
            action = self._action(text, lambda _c=False, name=name: self.set_precision(name), None, tip)
            action.setCheckable(True)
            self.precision_group.addAction(action)
            self.precision_actions[name] = action
        self.precision_actions[self.document.dtype].setChecked(True)
        self.mode_group = QActionGroup(self)
        self.mode_actions: dict[str, QAction] = {}
        for k, (mode, text, tip) in enumerate(MODE_NAMES):
            action = self._action(text, lambda _checked=False, mode=mode: self.set_mode(mode), f"Ctrl+{k + 1}", tip)
            action.setCheckable(True)
            self.mode_group.addAction(action)
            self.mode_actions[mode] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.presets_menu = file_menu.addMenu("Open &Example")
        for preset in list_presets():
            action = self.presets_menu.addAction(preset.title)
            action.setStatusTip(preset.notes)
            action.triggered.connect(lambda _checked=False, p=preset: self.load_preset(p.name, p.title))
        file_menu.addAction(self.generate_action)
        file_menu.addAction(self.import_action)
        file_menu.addAction(self.model_action)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_action)
        file_menu.addAction(self.export_explanation_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu("&Edit")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.copy_figure_action)
        edit_menu.addAction(self.copy_latex_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.randomize_action)
        mode_menu = bar.addMenu("&Mode")
        for action in self.mode_actions.values():
            mode_menu.addAction(action)
        steps_menu = bar.addMenu("&Steps")
        for action in (self.pipeline.previous_action, self.pipeline.next_action, self.pipeline.play_action,
                       self.pipeline.reset_action):
            steps_menu.addAction(action)
        steps_menu.addSeparator()
        steps_menu.addAction(self.pipeline.all_steps_action)
        self.view_menu = bar.addMenu("&View")
        self.view_menu.addAction(self.inspector_dock.toggleViewAction())
        self.view_menu.addAction(self.whatif_dock.toggleViewAction())
        self.view_menu.addSeparator()
        theme_menu = self.view_menu.addMenu("&Theme")
        for action in self.theme_actions.values():
            theme_menu.addAction(action)
        precision_menu = self.view_menu.addMenu("&Precision")
        precision_menu.setToolTipsVisible(True)
        for action in self.precision_actions.values():
            precision_menu.addAction(action)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.about_action)

    def _build_toolbar(self) -> None:
        toolbar = self.addToolBar("Main")
        toolbar.setObjectName("main-toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.open_action, self.save_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)
        toolbar.addSeparator()
        for action in self.mode_actions.values():
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.randomize_action)

    def _build_status_bar(self) -> None:
        status = self.statusBar()
        self.shape_label = QLabel()
        self.timing_label = QLabel()
        backend = self.document.backend
        self.backend_label = QLabel()
        self.backend_label.setToolTip(f"Backend chosen at start: {backend.reason}")
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # an indeterminate "working" bar
        self.busy_bar.setMaximumWidth(120)
        self.busy_bar.setFormat("computing")
        self.busy_bar.setToolTip("Recomputing off the UI thread; the views show the previous result until it lands")
        self.busy_bar.hide()
        status.addPermanentWidget(self.busy_bar)
        for label in (self.shape_label, self.timing_label, self.backend_label):
            label.setContentsMargins(8, 0, 8, 0)
            status.addPermanentWidget(label)
        self.document.busy_changed.connect(self.busy_bar.setVisible)
        self.document.compute_failed.connect(
            lambda text: self.statusBar().showMessage(f"Recompute failed: {text}", 10000))

    # -- following the document ------------------------------------------------
    def _on_changed(self) -> None:
        session, trace = self.document.session, self.document.trace
        with QSignalBlocker(self.mode_group):
            self.mode_actions[session.mode].setChecked(True)
        heads = len(session.heads)
        source = f" · m={session.m}" if session.mode == "cross" else ""
        self.shape_label.setText(f"n={session.n}{source} · d_model={session.d_model} · d_k={session.d_k} · "
                                 f"d_v={session.d_v} · {heads} head{'s' if heads > 1 else ''}")
        self.timing_label.setText(f"recomputed in {trace.seconds * 1000:.2f} ms")
        automatic = " (automatic)" if self.document.dtype == "auto" else ""
        self.backend_label.setText(f"{self.document.backend.describe()}  ·  {trace.dtype.name}{automatic}")
        if trace.problems:
            self.statusBar().showMessage(f"Overflow: {trace.problems[0]}", 10000)

    def _update_title(self) -> None:
        name = self.document.path.name if self.document.path else "Untitled"
        self.setWindowTitle(f"{name}[*] — Attention Explorer")
        self.setWindowModified(self.document.modified)

    # -- edits -----------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        self.document.apply(set_mode(self.document.session, mode), f"Mode: {mode}")

    def randomize(self) -> None:
        seed = self.inputs.seed_spin.value()
        self.document.apply(randomize(self.document.session, seed), f"Randomize (seed {seed})")
        self.statusBar().showMessage(f"Randomized with seed {seed}: the same seed gives the same numbers", 6000)

    def load_preset(self, name: str, title: str = "") -> None:
        from explorer.core.presets import load_preset

        self.document.apply(load_preset(name), f"Example: {title or name}")

    def generate_dialog(self) -> None:
        from explorer.ui.generate_dialog import GenerateDialog  # dialogs load when first used: faster start

        dialog = GenerateDialog(self, self.document.session.mode)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            session = dialog.session()
        except ValueError as err:
            self.show_error("Could not make the sequence", str(err))
            return
        self.document.apply(session, f"New long sequence (n={session.n})")

    def model_import_dialog(self) -> None:
        from explorer.ui.model_import_dialog import ModelImportDialog

        dialog = ModelImportDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            session = dialog.session()
        except ValueError as err:  # ModelError: one line naming the file or tensor
            self.show_error("Could not import from the model", str(err))
            return
        finally:
            QApplication.restoreOverrideCursor()
        model = session.extras.get("model", {})
        self.document.apply(session, f"Import {model.get('name', 'model')} layer {model.get('layer', 0) + 1} "
                                     f"head {model.get('head', 0) + 1}")

    def import_embeddings_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import embeddings", self._folder(),
                                              "Embeddings (*.npy *.csv *.tsv *.txt);;All files (*)")
        if path:
            self.import_embeddings(Path(path))

    def import_embeddings(self, path: Path) -> bool:
        """Replace X by the matrix in ``path`` (one undo step); errors keep the session."""
        try:
            from explorer.core.embeddings_io import load_embeddings
            from explorer.ui.generate_dialog import with_embeddings

            tokens, embeddings = load_embeddings(path)
            session = with_embeddings(self.document.session, tokens, embeddings, self.inputs.fill,
                                      self.inputs.seed_spin.value())
        except SessionError as err:
            self.show_error("Could not import the embeddings", f"{path}:\n{err}")
            return False
        self.document.apply(session, f"Import embeddings from {path.name}")
        return True

    def _shown_step_key(self) -> str:
        return self.view_panel.current_step().key

    def export_dialog(self) -> None:
        from explorer.ui.export_dialog import ExportDialog

        ExportDialog(self.document, self, self._shown_step_key()).exec()

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
        from explorer.ui.export_dialog import copy_figure_to_clipboard

        self._copy(copy_figure_to_clipboard, "figure", "Figure copied: paste it into a slide")

    def copy_latex(self) -> None:
        from explorer.ui.export_dialog import copy_latex_to_clipboard

        self._copy(copy_latex_to_clipboard, "matrix", "Matrix copied as LaTeX")

    def _copy(self, copy: Callable[[Document, str], object], what: str, done: str) -> None:
        """Put the shown step on the clipboard with ``copy``; an error is shown, not raised."""
        try:
            copy(self.document, self._shown_step_key())
        except ExportError as err:
            self.show_error(f"Could not copy the {what}", str(err))
            return
        self.statusBar().showMessage(done, 5000)

    # -- files -----------------------------------------------------------------
    def ask_unsaved(self) -> Unsaved:
        """Ask what to do with unsaved changes (tests replace this method)."""
        answer = QMessageBox.question(
            self, "Unsaved changes", "The session has unsaved changes. Save them first?",
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

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self, "Open session", self._folder(), SESSION_FILTER)
        if path:
            self.open_path(Path(path), ask=False)

    def open_path(self, path: Path, ask: bool = True) -> bool:
        """Open ``path``; on error show the loader's message and keep the current session."""
        if ask and not self.maybe_save():
            return False
        try:
            session = load(path)
        except SessionError as err:
            self.show_error("Could not open the session", f"{path}:\n{err}")
            return False
        self.document.reset(session, Path(path))
        self._remember(Path(path))
        self.statusBar().showMessage(f"Opened {path}", 5000)
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        default = str(self.document.path or Path(self._folder()) / "session.json")
        path, _ = QFileDialog.getSaveFileName(self, "Save session as", default, SESSION_FILTER)
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        try:
            save(self.document.session, path)
        except OSError as err:
            self.show_error("Could not save the session",
                            f"{path}:\n{err.strerror or err}. The session is still open and unchanged.")
            return False
        self.document.mark_saved(Path(path))
        self._remember(Path(path))
        self.statusBar().showMessage(f"Saved {path}", 5000)
        return True

    def _folder(self) -> str:
        if self.document.path:
            return str(self.document.path.parent)
        if self.settings is not None and self.settings.last_folder:
            return str(self.settings.last_folder)
        return str(Path.home())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if not self.maybe_save():
            event.ignore()
            return
        if self.autosaver is not None:
            self.autosaver.discard()  # closed on purpose: nothing to recover
        if self.settings is not None:
            self.settings.window_geometry = bytes(self.saveGeometry().data())
            self.settings.window_state = bytes(self.saveState().data())
            self.settings.colormap = self.view_state.colormap
            self.settings.sync()
        event.accept()

    # -- settings, recent files, autosave --------------------------------------
    def _restore_settings(self) -> None:
        if self.settings is None:
            return
        if self.settings.window_geometry:
            self.restoreGeometry(self.settings.window_geometry)
        if self.settings.window_state:
            self.restoreState(self.settings.window_state)
        self.view_state.set_colormap(self.settings.colormap)
        self.theme_actions.get(self.settings.theme, self.theme_actions["system"]).setChecked(True)

    def _remember(self, path: Path) -> None:
        if self.settings is not None:
            self.settings.add_recent_file(path)
            self.settings.last_folder = path.parent

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files() if self.settings is not None else []
        for path in files:
            action = self.recent_menu.addAction(path.name)
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, path=path: self.open_path(path))
        if not files:
            self.recent_menu.addAction("No recent files").setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction("Clear Menu").triggered.connect(self.settings.clear_recent_files)

    def set_theme(self, name: str) -> None:
        apply_theme(QApplication.instance(), name)
        if self.settings is not None:
            self.settings.theme = name

    def set_precision(self, name: str) -> None:
        """Recompute in ``name`` (a view option, like the what-if controls: not undoable)."""
        with QSignalBlocker(self.precision_group):
            self.precision_actions[name].setChecked(True)
        self.document.set_options(dtype=name)
        if self.settings is not None:
            self.settings.precision = name

    def about(self) -> None:
        from explorer.ui.about import show_about

        show_about(self, self.document.backend)

    def enable_autosave(self, folder: Path | None = None) -> None:
        """Write unsaved work to the data folder a few seconds after each change."""
        self.autosaver = Autosaver(self.document, folder, parent=self)
        self.autosaver.failed.connect(lambda text: self.statusBar().showMessage(f"Autosave failed: {text}", 10000))

    def ask_recover(self, metadata: dict) -> bool:
        """Ask whether to recover the work a crashed session left (tests replace this)."""
        where = metadata.get("path") or "an untitled session"
        answer = QMessageBox.question(
            self, "Recover unsaved work?",
            f"Attention Explorer did not close normally. Unsaved work on {where} from "
            f"{metadata.get('time', 'an earlier session')} was kept. Recover it?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def recover(self, session: Session, metadata: dict) -> None:
        """Open recovered work as an unsaved change (undo goes back to what was open)."""
        original = metadata.get("path")
        if original:
            self.document.path = Path(original)
        self.document.apply(session, "Recover unsaved work")
        self._update_title()
        self.statusBar().showMessage("Recovered unsaved work: save it to keep it", 8000)

    # -- messages and pictures -------------------------------------------------
    def show_error(self, title: str, message: str) -> None:
        """A window-modal message that does not block the caller (or a test)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self._message_box = box
        box.open()

    @property
    def last_message(self) -> str | None:
        """The text of the last error shown (None if none)."""
        return self._message_box.text() if self._message_box is not None else None

    def save_screenshot(self, path: str) -> int:
        """Render the window to a PNG; returns an exit status."""
        QApplication.processEvents()
        image = self.grab()

        def write(tmp: Path) -> None:
            if image.isNull() or not image.save(str(tmp), "PNG"):
                raise OSError("Qt could not write the PNG")

        try:
            atomic_write(path, write)
        except OSError as err:
            print(f"attention-explorer: cannot write the screenshot to {path}: {err.strerror or err}",
                  file=sys.stderr)
            return 2
        return 0
