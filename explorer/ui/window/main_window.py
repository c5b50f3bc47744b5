"""The main window: it composes the panels, the menus and the status bar.

The menus and toolbar come from the table in :mod:`explorer.ui.window.actions`;
their actions are bound to the window's methods or its parts', each part handed what
it uses: ``files`` (FileActions: open, save, new documents), ``exports``, ``imports``,
``tools`` (tool windows) and ``view_choices`` (theme, precision, decimals). Every
panel draws from the document's published snapshot and the one
:class:`~explorer.app.view_state.ViewState`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (QAbstractSpinBox, QDockWidget, QMainWindow,
                               QMessageBox, QScrollArea, QSplitter, QTabWidget, QWidget)

from explorer.core.backend import Backend
from explorer.core.edits import randomize, set_mode
from explorer.core.session import Session, SessionError
from explorer.core.wording import translate
from explorer.app.snapshot import Snapshot
from explorer.ui.window.accessible import name, scrolling
from explorer.ui.window.autosave import Autosaver
from explorer.app.document import Document
from explorer.ui.window.error_banner import ErrorBanner
from explorer.ui.export.actions import ExportActions, import_export_dialog
from explorer.ui.window.file_actions import SESSION_FILTER, FileActions, Unsaved
from explorer.ui.window.import_actions import ImportActions
from explorer.ui.window.first_run_hint import show_first_run_hint
from explorer.ui.editors.inputs_panel import InputsPanel
from explorer.ui.editors.panel_width import InputsWidth
from explorer.ui.window.dock_room import DockRoom
from explorer.ui.tools.inspector import Inspector
from explorer.ui.steps.steps_page import StepsPage
from explorer.ui.window.presentation import Presentation, fit_to_screen_now_and_when_shown
from explorer.ui.window.settings import Settings
from explorer.ui.window.tool_windows import ToolWindows
from explorer.ui.window.undo_keys import REDO_KEYS, UNDO_KEYS, DocumentUndoKeys
from explorer.ui.heatmap.heatmap_tab import ViewPanel
from explorer.ui.window.view_choices import ViewChoices
from explorer.app.view_state import ViewState
from explorer.ui.tools.whatif_page import WhatIfPage
from explorer.ui.window.status_labels import build_status_bar, fit_status_labels, show_published
from explorer.ui.window.actions import (MENUS, MODE_NAMES, TOOLBAR, build_actions, choice_group, fill, shown,
                                        shown_choices)

if TYPE_CHECKING:  # each made when first needed, not for the first paint
    from explorer.ui.steps.steps_tab import PipelinePanel
    from explorer.ui.tools.whatif import WhatIfPanel

__all__ = ["MODE_NAMES", "MainWindow", "SESSION_FILTER", "Unsaved"]


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
        self.view_state = ViewState(self.document, self)
        self.document.changed.connect(self._on_published)
        self.inputs = InputsPanel(self.document, self.view_state)
        self.view_panel = ViewPanel(self.document, self.view_state)
        self.inspector = Inspector(self.document, self.view_state)
        self.whatif_page = WhatIfPage(self.document, self.view_state)
        self.inspector.follow_heatmap(self.view_panel.heatmap, self._shown_step)
        self._message_box: QMessageBox | None = None
        self._last_message: str | None = None
        # The parts the menus' actions are bound to (commands()), each handed what it uses.
        self.files = FileActions(self.document, settings, parent=self, say=self.say, show_error=self.show_error,
                                 path_shown=self._update_title)
        self.tools = ToolWindows(self)
        self.exports = ExportActions(self.document, self.view_state, self.inspector, parent=self, say=self.say,
                                     show_error=self.show_error, shown_step=self._shown_step,
                                     folder=self.files.folder, tools=self.tools)
        self.imports = ImportActions(self.document, self.view_state, self.files, parent=self, say=self.say,
                                     show_error=self.show_error)
        self._build_layout()
        self._build_actions()
        self._build_status_bar()
        self.inputs.rejected.connect(self.refuse)
        self.document.session_changed.connect(self._on_session_changed)
        self.document.file_state_changed.connect(self._update_title)
        # An imported head applied as an edit changes who the session is, not only its file state.
        self.document.changed.connect(lambda *_: self._update_title())
        self._on_session_changed()
        self._on_published(self.document.snapshot)
        self._update_title()
        self.resize(1280, 800)
        self._restore_settings()
        self.first_run_hint = show_first_run_hint(self, settings)
        self.document.jobs.when_idle("import export dialog", import_export_dialog)

    # -- building --------------------------------------------------------------
    def _build_layout(self) -> None:
        scroll = scrolling(self.inputs, translate("MainWindow", "Inputs"))
        scroll.setFrameShape(QScrollArea.Shape.StyledPanel)
        # Narrower than the panel on a small (or 150 %) screen: it scrolls, the window still fits.
        scroll.setMinimumWidth(260)
        self.inputs_area = scroll
        # The first Tab goes to X, where a person starts (it went to the Tokens n spin box,
        # and "Tab Tab 7 Enter" made 72 tokens); the sizes come after X's cells.
        QWidget.setTabOrder(scroll, self.inputs.editors["embeddings"])
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.tabs = name(QTabWidget(), translate("MainWindow", "Views"))
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.view_panel, translate("MainWindow", "Heatmap"))
        self.steps_area = StepsPage(self.document, self.view_state, self.tools.why_sqrt_dk_dialog)
        self.tabs.addTab(self.steps_area, translate("MainWindow", "Step by step"))
        self.steps_area.said.connect(lambda text: self.say(text, 6000))
        from explorer.ui.lines.lines_tab import LinesPanel  # refreshes only while its tab is shown

        self.lines = LinesPanel(self.document, self.view_state)
        self.tabs.addTab(self.lines, translate("MainWindow", "Lines"))
        # The window must fit 800 px (a 1280 px projector at 150 %) with a dock open.
        self.tabs.setMinimumWidth(300)
        # The keyboard follows the tab a person raises: → in Step by step steps the lecture
        # (with the tab bar focused it switched to the Lines tab).
        self.tabs.currentChanged.connect(self._focus_raised_tab)
        splitter.addWidget(scroll)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([470, 810])
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        # X whole: the pane widens to its columns, the docks beside it make room where needed.
        self.inputs_width = InputsWidth(splitter, scroll, DockRoom(self, lambda: getattr(self, "presentation", None)))
        self.setCentralWidget(splitter)
        # Over the central widget, not in a layout: showing it moves nothing under the mouse.
        self.error_banner = ErrorBanner(self)
        self.error_banner.follow(splitter)
        self.error_banner.watch(self.document)
        self.inspector_dock = self.add_dock(translate("MainWindow", "Inspector"), "inspector-dock", self.inspector)
        self.whatif_dock = self.add_dock(translate("MainWindow", "What if…"), "whatif-dock", self.whatif_page)
        self.tabifyDockWidget(self.inspector_dock, self.whatif_dock)
        self.whatif_page.follow_dock(self.whatif_dock)  # behind the inspector's tab until raised
        self.inspector_dock.raise_()
        self.resizeDocks([self.inspector_dock], [330], Qt.Orientation.Horizontal)
        # A clicked cell anywhere is explained: bring the inspector forward.
        self.view_state.selection_changed.connect(self.inspector_dock.raise_)

    @property
    def pipeline(self) -> PipelinePanel:
        """The Step by step panel, made when first needed (explorer/ui/steps/steps_page.py)."""
        return self.steps_area.panel()

    @property
    def whatif(self) -> WhatIfPanel:
        """The What if… panel, made when first needed (explorer/ui/tools/whatif_page.py)."""
        return self.whatif_page.panel()

    def _focus_raised_tab(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.steps_area:
            self.pipeline.setFocus(Qt.FocusReason.TabFocusReason)

    def _shown_step(self) -> str:
        """The key of the step the Heatmap tab shows: what the inspector follows and a figure is of."""
        return self.view_panel.current_step().key

    def add_dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        """``widget``, scrolling, in a dock on the right titled ``title`` (as shown: translated by the
        caller) and named ``name`` (restoreState finds it by name)."""
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(scrolling(widget, title))
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def commands(self) -> dict[str, Callable[[], object]]:
        """What each action of the menus does (explorer/ui/window/actions.py has their texts and keys):
        a bound method of the window or of one of its parts."""
        files, exports, imports, tools = self.files, self.exports, self.imports, self.tools
        return {"open": files.open_dialog, "save": files.save, "save_as": files.save_as, "quit": self.close,
                "generate": imports.generate_dialog, "model": imports.model_import_dialog,
                "import": imports.import_embeddings_dialog, "export": exports.export_dialog,
                "export_explanation": exports.export_explanation_dialog, "exercises": tools.show_exercises,
                "export_lecture": exports.export_lecture_dialog, "export_animation": exports.export_animation_dialog,
                "copy_figure": exports.copy_figure, "copy_latex": exports.copy_latex, "randomize": self.randomize,
                "train": tools.show_train, "why_sqrt_dk": tools.why_sqrt_dk_dialog, "decode": tools.decode_dialog,
                "online_softmax": tools.online_softmax_dialog, "shortcuts": tools.shortcuts_dialog,
                "model_view": tools.show_model_view, "about": self.about, "save_exercise": tools.save_exercise}

    def _build_actions(self) -> None:
        actions = build_actions(self, self.commands())
        self.presentation = Presentation(self, self.inputs_area, [self.inspector_dock, self.whatif_dock],
                                         self.settings)
        self.undo_action = self.document.undo_stack.createUndoAction(self, translate("MainWindow", "&Undo"))
        # Spelt out, never QKeySequence.Redo as well: on X11 that IS Ctrl+Shift+Z,
        # and a key bound twice is ambiguous and dead (see explorer.ui.window.undo_keys).
        self.undo_action.setShortcuts(list(UNDO_KEYS))
        self.redo_action = self.document.undo_stack.createRedoAction(self, translate("MainWindow", "&Redo"))
        self.redo_action.setShortcuts(list(REDO_KEYS))
        # A spin box keeps the focus after Enter: Ctrl+Z there undoes the document's change.
        self.undo_keys = DocumentUndoKeys(self)
        self.undo_keys.install(self.findChildren(QAbstractSpinBox))
        actions.update(undo=self.undo_action, redo=self.redo_action)
        # View → Theme, Precision and Decimals: their action groups, made on the window (their keys
        # work wherever its focus is), after the undo actions, in the order the menus list them.
        self.view_choices = ViewChoices(self.document, self.view_state, self.settings, window=self,
                                        refuse=self.refuse, say=self.say)
        self.mode_group, self.mode_actions = choice_group(self, shown_choices(MODE_NAMES), self.set_mode,
                                                         lambda k: f"Ctrl+{k + 1}")
        bar = self.menuBar()
        for title, items in MENUS:
            menu = bar.addMenu(shown(title))
            if title == "&View":
                self.view_menu = menu
            fill(menu, items, actions, self._special_menu)
        toolbar = self.addToolBar(translate("MainWindow", "Main"))
        toolbar.setObjectName("main-toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        fill(toolbar, TOOLBAR, actions, self._special_menu)

    def _special_menu(self, name: str, menu) -> None:
        """The parts of the menus that are not single actions (see window_actions.MENUS)."""
        if name == "recent":
            self.recent_menu = self.files.add_recent_menu(menu)
        elif name == "examples":
            self.presets_menu = self.files.add_examples_menu(menu)
        elif name == "modes":
            menu.addActions(list(self.mode_actions.values()))
        elif name == "steps":
            self.steps_area.add_to_menu(menu)
        elif name in ("presentation", "zoom"):
            self.presentation.fill_menu(menu, name)
        elif name == "docks":
            menu.addActions([self.inspector_dock.toggleViewAction(), self.whatif_dock.toggleViewAction()])
        elif name in ("table", "negatives", "theme", "language", "precision", "decimals"):
            self.view_choices.fill_menu(menu, name)

    def _build_status_bar(self) -> None:
        build_status_bar(self)

    # -- following the document ------------------------------------------------
    def _on_session_changed(self) -> None:
        session = self.document.session
        with QSignalBlocker(self.mode_group):
            self.mode_actions[session.mode].setChecked(True)

    def _on_published(self, snapshot: Snapshot) -> None:
        show_published(self, snapshot)

    def refuse(self, text: str) -> None:
        """Input that was refused (nothing changed): in the banner, until the next edit."""
        said = translate("MainWindow", "Refused: {reason}").format(reason=text)
        self.error_banner.show_message(said, "refused")
        self.statusBar().showMessage(said, 8000, urgent=True)

    def _fit_status_labels(self) -> None:
        """Hide the status bar's less important labels that the window is too narrow for."""
        fit_status_labels(self)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_status_labels()

    def _update_title(self) -> None:
        from explorer.app.identity import head_identity

        name = self.document.path.name if self.document.path else translate("MainWindow", "Untitled")
        # An imported head keeps who it is: "all-MiniLM-L6-v2 · layer 6 · head 12".
        who = head_identity(self.document.session)
        self.setWindowTitle(f"{name}[*]{f' ({who})' if who else ''} — Attention Explorer")
        self.setWindowModified(self.document.modified)

    # -- edits -----------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        try:
            self.document.apply(set_mode(self.document.session, mode),
                                translate("MainWindow", "Mode: {mode}").format(mode=mode))
        except SessionError as err:  # BudgetError: cross mode adds the source's keys
            self.refuse(str(err))
            self._on_session_changed()  # the checked mode goes back

    def randomize(self) -> None:
        seed = self.view_state.seed
        self.document.apply(randomize(self.document.session, seed),
                            translate("MainWindow", "Randomize (seed {seed})").format(seed=seed))
        self.statusBar().showMessage(
            translate("MainWindow", "Randomized with seed {seed}: the same seed gives the same numbers").format(
                seed=seed), 6000)

    # -- window ------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if not self.files.maybe_save():
            event.ignore()
            return
        if self.autosaver is not None:
            self.autosaver.discard()  # closed on purpose: nothing to recover
        # Saved as the normal window: the next start does not open full screen.
        self.presentation.set_presenting(False)
        self.inputs_width.docks.give_back(final=True)  # and the docks as the person left them
        if self.settings is not None:
            self.settings.window_geometry = bytes(self.saveGeometry().data())
            self.settings.window_state = bytes(self.saveState().data())
            self.settings.colormap = self.view_state.colormap
            self.settings.sync()
        self.steps_area.stop()
        if self.tools.train is not None:
            self.tools.train.new_run()  # its thread stops after the step it is taking
        self.document.close()  # a running recompute is not waited for
        event.accept()

    def _restore_settings(self) -> None:
        if self.settings is None:
            return
        if self.settings.window_geometry:
            self.restoreGeometry(self.settings.window_geometry)
        if self.settings.window_state:
            self.restoreState(self.settings.window_state)
        fit_to_screen_now_and_when_shown(self)  # a geometry saved on a larger screen (or a smaller scale) fits this one
        self.presentation.set_inputs_shown(not self.inputs_area.isHidden())  # the toggle follows restoreState
        self.view_state.set_colormap(self.settings.colormap)
        self.view_choices.restore(self.settings)

    def about(self) -> None:
        from explorer.ui.window.about import show_about

        show_about(self, self.document.backend)

    def enable_autosave(self, folder: Path | None = None) -> None:
        """Write unsaved work to the data folder a few seconds after each change."""
        self.autosaver = Autosaver(self.document, folder, parent=self)
        self.autosaver.failed.connect(lambda text: self.statusBar().showMessage(
            translate("MainWindow", "Autosave failed: {reason}").format(reason=text), 10000))

    # -- messages and pictures -------------------------------------------------
    def say(self, text: str, timeout: int = 0) -> None:
        """``text`` in the status bar for ``timeout`` ms (0: until the next message); "" clears it."""
        if text:
            self.statusBar().showMessage(text, timeout)
        else:
            self.statusBar().clearMessage()

    def show_error(self, title: str, message: str) -> None:
        """A window-modal message that does not block the caller (or a test)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._message_box = box
        self._last_message = message
        box.open()

    @property
    def last_message(self) -> str | None:
        """The text of the last error shown (None if none)."""
        return self._last_message
