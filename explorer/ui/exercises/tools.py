"""The window's exercises: the open exercise's state from the start (an exercise file opened
with File → Open greys its locked cells at once, and its rule refuses their edits), the
Exercises dock made when Steps → Exercises… first asks for it, and File → Save as Exercise…"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QDockWidget

from explorer.app.exercises import MemoryProgress
from explorer.ui.exercises.state import ExerciseState
from explorer.core.attention.step_keys import parse_key
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.ui.exercises.panel import ExercisesPanel
    from explorer.ui.exercises.save_dialog import SaveExerciseDialog
    from explorer.ui.window.main_window import MainWindow

_TABS = ("w_q", "w_k", "w_v")


class ExerciseTools:
    """One part of the main window, handed the window: the dock goes beside What if…, the
    editors grey out locked cells and show a hint's cell, the status bar says refusals."""

    def __init__(self, window: MainWindow) -> None:
        self.window: MainWindow = window
        # The settings are the course's progress; a window without them remembers it while open.
        self.state = ExerciseState(window.document, window.settings or MemoryProgress(), parent=window)
        self.state.opened.connect(self._grey_locked)
        self._grey_locked()
        self.panel: ExercisesPanel | None = None
        self.dock: QDockWidget | None = None
        self.save_dialog: SaveExerciseDialog | None = None  # the last one opened

    def _grey_locked(self) -> None:
        self.window.inputs.show_locked(self.state.editable())

    def show_panel(self) -> None:
        """Steps → Exercises…: the Exercises dock, beside What if…, the course list focused."""
        window = self.window
        if self.dock is None:
            from explorer.ui.exercises.panel import ExercisesPanel

            self.panel = ExercisesPanel(self.state, show_gradients=window.inputs.show_gradients,
                                        show_cell=self.show_cell)
            self.dock = window.add_dock(translate("Tools", "Exercises"), "exercises-dock", self.panel)
            window.tabifyDockWidget(window.whatif_dock, self.dock)
        self.dock.show()
        self.dock.raise_()
        assert self.panel is not None
        self.panel.course_list.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_cell(self, matrix_id: str, row: int, col: int) -> None:
        """Bring the editor of ``matrix_id`` into view (its head, its weight tab) with the cell current."""
        inputs = self.window.inputs
        name, head = parse_key(matrix_id)
        if head is not None:
            self.window.view_state.set_head(head)
            if name in _TABS:
                inputs.weight_tabs.setCurrentIndex(_TABS.index(name))
        editor = inputs.editors.get(name if head is not None else matrix_id)
        if editor is None:
            return
        offset = 1 if editor.matrix_model().is_label_column(0) else 0
        index = editor.model().index(row, col + offset)
        # Current, not selected (a selected cell is painted over its tint), and not focused:
        # the person's keys stay where they were.
        editor.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.Clear)
        editor.scrollTo(index)

    def save_exercise_dialog(self) -> None:
        """File → Save as Exercise…: the current session as an exercise file (window-modal)."""
        from explorer.ui.exercises.save_dialog import SaveExerciseDialog

        window = self.window
        dialog = SaveExerciseDialog(window.document, folder=window.files.folder(), say=window.say, parent=window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.save_dialog = dialog
        dialog.show()
