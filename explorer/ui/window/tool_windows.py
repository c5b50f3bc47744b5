"""The window's tool windows: the Train dock, the decode, online-softmax and why-√d_k dialogs,
the model view and the keyboard shortcuts, each made when first asked for
(their widgets cost start-up time nobody should pay before using them)."""

from __future__ import annotations

from PySide6.QtCore import Qt



class ToolWindows:
    """Mixin for the main window (it provides document, view_state, inputs, pipeline,
    whatif_dock, _dock, refuse and start_untitled; it sets train and train_dock to None)."""

    def show_train(self) -> None:
        """Steps → Train…: the Train dock, beside What if…"""
        if self.train_dock is None:
            from explorer.ui.train.train_panel import TrainPanel

            self.train = TrainPanel(self.document, self.view_state, show_gradients=self.inputs.show_gradients)
            self.train_dock = self._dock("Train", "train-dock", self.train)
            self.tabifyDockWidget(self.whatif_dock, self.train_dock)
        self.train_dock.show()
        self.train_dock.raise_()

    def decode_dialog(self) -> None:
        """Steps → Decode Next Token…: a causal session gains one token, as with a KV cache."""
        from explorer.app.decode import refusal
        from explorer.ui.tools.decode_dialog import DecodeDialog

        why_not = refusal(self.document.session)  # the core says why it cannot
        if why_not is not None:
            self.refuse(why_not)
            return
        self._open_dialog("decode", DecodeDialog(self.document, self.view_state, self))

    def online_softmax_dialog(self) -> None:
        """Steps → Online Softmax…: flash attention's walk over key tiles, for the selected head."""
        from explorer.ui.tools.online_softmax import OnlineSoftmaxDialog

        self._open_dialog("online", OnlineSoftmaxDialog(self.document, self.view_state, self))

    def why_sqrt_dk_dialog(self) -> None:
        """Steps → Why √d_k? (and the ÷ √d_k card's button): the chart, one window, raised if open."""
        dialog = getattr(self, "_why_sqrt_dk_dialog", None)
        if dialog is None:
            from explorer.ui.tools.why_sqrt_dk import WhySqrtDkDialog

            self._open_dialog("why_sqrt_dk", WhySqrtDkDialog(self.document, self))
        else:
            dialog.show()
            dialog.raise_()
            dialog.activateWindow()

    def _open_dialog(self, name: str, dialog) -> None:
        # One of each at a time: a second call replaces the first (each follows the document).
        old = getattr(self, f"_{name}_dialog", None)
        if old is not None:
            old.close()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        attr = f"_{name}_dialog"
        setattr(self, attr, dialog)
        # Forget it when it is deleted, unless a newer one has taken its place.
        dialog.destroyed.connect(lambda _o=None, d=dialog: getattr(self, attr, None) is d and setattr(self, attr, None))
        dialog.show()

    def show_model_view(self) -> None:
        """View → Model View…: every layer × head of a model for a sentence; a click opens one head."""
        if getattr(self, "model_view", None) is None:
            from explorer.ui.model_view.model_view import ModelViewDialog

            self.model_view = ModelViewDialog(self, self.start_untitled, jobs=self.document.jobs)
        self.model_view.show()
        self.model_view.raise_()

    def shortcuts_dialog(self) -> None:
        """Help → Keyboard Shortcuts, read from the actions (non-modal: keys can be tried with it open)."""
        from explorer.ui.window.shortcuts_dialog import ShortcutsDialog, shortcut_rows

        p = self.pipeline
        steps = {a: "in the Step by step tab" for a in (p.previous_action, p.next_action, p.play_action,
                                                        p.reset_action, p.all_steps_action)}
        dialog = ShortcutsDialog(shortcut_rows(self, steps), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.shortcuts = dialog
        dialog.show()
