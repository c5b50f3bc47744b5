"""The window's tool windows: the Train dock, the decode, online-softmax and why-√d_k dialogs,
the model view and the keyboard shortcuts, each made when first asked for
(their widgets cost start-up time nobody should pay before using them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDockWidget

from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.export.deck.page_types import ExtraPage
    from explorer.ui.model_view.model_view import ModelViewDialog
    from explorer.ui.train.train_panel import TrainPanel
    from explorer.ui.window.main_window import MainWindow
    from explorer.ui.window.shortcuts_dialog import ShortcutsDialog


class ToolWindows:
    """One part of the main window. It is handed the window itself: the Train dock is
    docked on it beside What if…, the shortcuts are read from its actions, and a model's
    head opens through its file actions."""

    def __init__(self, window: MainWindow) -> None:
        self.window: MainWindow = window
        self.train: TrainPanel | None = None  # Steps → Train… makes it when first asked for
        self.train_dock: QDockWidget | None = None
        self.model_view: ModelViewDialog | None = None
        self.shortcuts: ShortcutsDialog | None = None  # the last one opened
        #: The open dialog of each kind ("decode", "online", "why_sqrt_dk"), forgotten once deleted.
        self.dialogs: dict[str, QDialog] = {}
        from explorer.ui.exercises.tools import ExerciseTools

        #: The open exercise, from the start: its locked cells are greyed and kept whatever opened it.
        self.exercises = ExerciseTools(window)

    def show_exercises(self) -> None:
        """Steps → Exercises…: the course and the open exercise's checks, in a dock beside What if…"""
        self.exercises.show_panel()

    def save_exercise(self) -> None:
        """File → Save as Exercise…: the session on screen as an exercise file."""
        self.exercises.save_exercise_dialog()

    def show_train(self) -> None:
        """Steps → Train…: the Train dock, beside What if…"""
        window = self.window
        if self.train_dock is None:
            from explorer.ui.train.train_panel import TrainPanel

            self.train = TrainPanel(window.document, window.view_state, show_gradients=window.inputs.show_gradients)
            self.train_dock = window.add_dock(translate("ToolWindows", "Train"), "train-dock", self.train)
            window.tabifyDockWidget(window.whatif_dock, self.train_dock)
        self.train_dock.show()
        self.train_dock.raise_()

    def deck_extras(self, theme: str) -> tuple[ExtraPage, ...]:
        """The lecture deck's pages beyond the steps: the last training run's, once there is one."""
        page = self.train.deck_page(theme) if self.train is not None else None
        return (page,) if page is not None else ()

    def decode_dialog(self) -> None:
        """Steps → Decode Next Token…: a causal session gains one token, as with a KV cache."""
        from explorer.app.decode import refusal
        from explorer.ui.tools.decode_dialog import DecodeDialog

        window = self.window
        why_not = refusal(window.document.session)  # the core says why it cannot
        if why_not is not None:
            window.refuse(why_not)
            return
        self._open_dialog("decode", DecodeDialog(window.document, window.view_state, window))

    def online_softmax_dialog(self) -> None:
        """Steps → Online Softmax…: flash attention's walk over key tiles, for the selected head."""
        from explorer.ui.tools.online_softmax import OnlineSoftmaxDialog

        window = self.window
        self._open_dialog("online", OnlineSoftmaxDialog(window.document, window.view_state, window))

    def why_sqrt_dk_dialog(self) -> None:
        """Steps → Why √d_k? (and the ÷ √d_k card's button): the chart, one window, raised if open."""
        dialog = self.dialogs.get("why_sqrt_dk")
        if dialog is None:
            from explorer.ui.tools.why_sqrt_dk import WhySqrtDkDialog

            self._open_dialog("why_sqrt_dk", WhySqrtDkDialog(self.window.document, self.window))
        else:
            dialog.show()
            dialog.raise_()
            dialog.activateWindow()

    def _open_dialog(self, name: str, dialog: QDialog) -> None:
        # One of each at a time: a second call replaces the first (each follows the document).
        old = self.dialogs.get(name)
        if old is not None:
            old.close()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialogs[name] = dialog
        dialog.destroyed.connect(lambda _o=None: self._forget(name, dialog))
        dialog.show()

    def _forget(self, name: str, dialog: QDialog) -> None:
        # Deleted on close: forgotten, unless a newer one has taken its place.
        if self.dialogs.get(name) is dialog:
            del self.dialogs[name]

    def show_model_view(self) -> None:
        """View → Model View…: every layer × head of a model for a sentence; a click opens one head."""
        if self.model_view is None:
            from explorer.ui.model_view.model_view import ModelViewDialog

            window = self.window
            self.model_view = ModelViewDialog(window, window.files.start_untitled, jobs=window.document.jobs)
        self.model_view.show()
        self.model_view.raise_()

    def shortcuts_dialog(self) -> None:
        """Help → Keyboard Shortcuts, read from the actions (non-modal: keys can be tried with it open)."""
        from explorer.ui.window.shortcuts_dialog import ShortcutsDialog, shortcut_rows

        p = self.window.pipeline
        where = translate("ToolWindows", "in the Step by step tab")
        steps = {a: where for a in (p.previous_action, p.next_action, p.play_action, p.reset_action,
                                    p.all_steps_action)}
        dialog = ShortcutsDialog(shortcut_rows(self.window, steps), self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.shortcuts = dialog
        dialog.show()
