"""File → Import from model…: one head of a local BERT-family model for a typed sentence.

The dialog asks for a model folder (config.json, model.safetensors,
tokenizer.json), a sentence, a layer and a head; :meth:`ModelImportDialog.session`
runs :func:`explorer.core.bert.import_head`. Without the ``model`` extra it says
what to install and its OK button stays off.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from explorer.core import bert
from explorer.core.session import Session

DEFAULT_SENTENCE = "The animal didn't cross the street because it was too tired."


class ModelImportDialog(QDialog):
    """Ask for a model folder, a sentence, a layer and a head; :meth:`session` imports them."""

    def __init__(self, parent: QWidget | None = None, folder: str | Path | None = None):
        super().__init__(parent)
        self.setWindowTitle("Import from model")
        layout = QVBoxLayout(self)
        intro = QLabel("Open one attention head of a BERT-family encoder for a sentence you type. "
                       "The app tokenizes it with the model's tokenizer and runs the layers below in "
                       "its own NumPy code: the session's tokens are the word pieces ([CLS] and [SEP] "
                       "included), X is the chosen layer's input, and W_Q, W_K, W_V and their biases "
                       "are the head's.")
        intro.setWordWrap(True)
        layout.addWidget(intro)

        form = QFormLayout()
        self.folder = QLineEdit()
        self.folder.setPlaceholderText("a folder with config.json, model.safetensors, tokenizer.json")
        self.browse = QPushButton("Choose…")
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(self.browse)
        form.addRow("Model folder", row)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow("", self.info)
        self.sentence = QLineEdit(DEFAULT_SENTENCE)
        form.addRow("Sentence", self.sentence)
        # Counted from 1 in the dialog, as the rest of the app shows heads and rows.
        self.layer = QSpinBox()
        self.layer.setRange(1, 1)
        form.addRow("Layer", self.layer)
        self.head = QSpinBox()
        self.head.setRange(1, 1)
        form.addRow("Head", self.head)
        layout.addLayout(form)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.browse.clicked.connect(self._choose)
        self.folder.textChanged.connect(self._read_folder)
        self.sentence.textChanged.connect(self._enable)

        self.missing = bert.extra_missing()
        if self.missing:
            for widget in (self.folder, self.browse, self.sentence, self.layer, self.head):
                widget.setEnabled(False)
            self.info.setText(self.missing)
        start = folder if folder is not None else bert.bundled_model_folder()
        if start is not None:
            self.folder.setText(str(start))
        self._read_folder()

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def _choose(self) -> None:
        path = QFileDialog.getExistingDirectory(self, "Choose a model folder", self.folder.text())
        if path:
            self.folder.setText(path)

    def _read_folder(self) -> None:
        """Read config.json as the folder changes: the spin boxes follow the model."""
        self._config: bert.Config | None = None
        if self.missing:
            self._enable()
            return
        text = self.folder.text().strip()
        if not text:
            self.info.setText("Choose a model folder.")
        else:
            try:
                self._config = bert.read_config(text)
            except bert.ModelError as err:
                self.info.setText(str(err))
        if self._config is not None:
            c = self._config
            self.info.setText(f"{c.name}: {c.layers} layers, {c.heads} heads, d_model {c.hidden}, "
                              f"d_head {c.d_head}")
            self.layer.setRange(1, c.layers)
            self.head.setRange(1, c.heads)
        self._enable()

    def _enable(self) -> None:
        self.ok_button.setEnabled(self._config is not None and bool(self.sentence.text().strip()))

    def session(self) -> Session:
        """Import the chosen head (a :class:`~explorer.core.bert.ModelError`, a
        ValueError, with a one-line message when it cannot be done)."""
        if self.missing:
            raise bert.ModelError(self.missing)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            return bert.import_head(self.folder.text().strip(), self.sentence.text(),
                                    self.layer.value() - 1, self.head.value() - 1)
        finally:
            QApplication.restoreOverrideCursor()
