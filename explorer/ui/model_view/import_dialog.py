"""File → Import from model…: one head of a local model for a typed sentence.

The dialog lists the models it finds installed (the MiniLM and SmolLM2
packages) and lets the person browse for a BERT-family folder (config.json,
model.safetensors, tokenizer.json) or a Llama-family ``.gguf`` file; then a
sentence, a layer and a head. :meth:`ModelImportDialog.session` runs
:func:`explorer.core.models.installed.import_head` (the main window calls it
off the UI thread, with a progress dialog and Cancel). Without the ``model``
extra it says what to install and its OK button stays off.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from explorer.app import models
from explorer.core.session import Session
from explorer.core.io.text_limits import MAX_SENTENCE_CHARS
from explorer.core.wording import translate
from explorer.ui.window import accessible

DEFAULT_SENTENCE = "The animal didn't cross the street because it was too tired."


class ModelImportDialog(QDialog):
    """Ask for a model folder, a sentence, a layer and a head; :meth:`session` imports them."""

    def __init__(self, parent: QWidget | None = None, folder: str | Path | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("ImportDialog", "Import from model"))
        layout = QVBoxLayout(self)
        intro = QLabel(translate("ImportDialog", "Open one attention head of a real model for a sentence you type: a "
                                 "BERT-family encoder (a folder) or a Llama-family decoder (a .gguf file). The app "
                                 "tokenizes the sentence with the model's tokenizer and runs the layers below in its "
                                 "own NumPy code: the session's tokens are the word pieces, X is the chosen layer's "
                                 "attention input, and W_Q, W_K, W_V are the head's (a decoder's head is causal, with "
                                 "RoPE and the W_K, W_V of its KV group)."))
        intro.setWordWrap(True)
        layout.addWidget(intro)

        form = QFormLayout()
        self.installed = models.installed()
        self.models = accessible.name(QComboBox(), translate("ImportDialog", "Model"),
                                      tip=translate("ImportDialog", "A model installed as a Python package"))
        self.models.addItem(translate("ImportDialog", "Installed models…") if self.installed
                            else translate("ImportDialog", "No model package installed"), None)
        for model in self.installed:
            self.models.addItem(model.name, str(model.path))
        form.addRow(translate("ImportDialog", "Model"), self.models)
        self.folder = accessible.name(QLineEdit(), translate("ImportDialog", "Folder or file"),
                                      tip=translate("ImportDialog", "A model of your own: its folder or file"))
        self.folder.setPlaceholderText(translate("ImportDialog", "a BERT folder (config.json, model.safetensors, "
                                                 "tokenizer.json) or a .gguf file"))
        self.browse = accessible.name(QPushButton(translate("ImportDialog", "Browse…")),
                                      translate("ImportDialog", "Browse…"),
                                      tip=translate("ImportDialog", "Choose a BERT folder or a GGUF file"))
        menu = QMenu(self.browse)
        menu.addAction(translate("ImportDialog", "BERT model folder…"), self._choose)
        menu.addAction(translate("ImportDialog", "GGUF file…"), self._choose_file)
        self.browse.setMenu(menu)
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(self.browse)
        form.addRow(translate("ImportDialog", "Folder or file"), row)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow("", self.info)
        self.sentence = accessible.name(QLineEdit(DEFAULT_SENTENCE), translate("ImportDialog", "Sentence"),
                                        tip=translate("ImportDialog", "The words the model reads: its tokens become "
                                                      "the session's"))
        self.sentence.setMaxLength(MAX_SENTENCE_CHARS)  # the limit import_head holds every sentence to
        form.addRow(translate("ImportDialog", "Sentence"), self.sentence)
        # Counted from 1 in the dialog, as the rest of the app shows heads and rows.
        self.layer = accessible.name(QSpinBox(), translate("ImportDialog", "Layer"),
                                     tip=translate("ImportDialog", "The layer whose head is imported, from 1"))
        self.layer.setRange(1, 1)
        form.addRow(translate("ImportDialog", "Layer"), self.layer)
        self.head = accessible.name(QSpinBox(), translate("ImportDialog", "Head"),
                                    tip=translate("ImportDialog", "The head of that layer, from 1"))
        self.head.setRange(1, 1)
        form.addRow(translate("ImportDialog", "Head"), self.head)
        layout.addLayout(form)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        accessible.describe_buttons(self)

        self.models.currentIndexChanged.connect(self._pick_installed)
        self.folder.textChanged.connect(self._read_folder)
        self.sentence.textChanged.connect(self._enable)

        # Nothing can be imported without tokenizers (both kinds) or without
        # both safetensors and gguf; one kind alone missing is said per model.
        bert_missing, gguf_missing = models.bert_missing(), models.gguf_missing()
        self.missing = bert_missing if bert_missing and gguf_missing else None
        if self.missing:
            for widget in (self.models, self.folder, self.browse, self.sentence, self.layer, self.head):
                widget.setEnabled(False)
            self.info.setText(self.missing)
        if folder is not None:
            self.folder.setText(str(folder))
        elif self.installed:
            self.models.setCurrentIndex(1)
        self._read_folder()

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def _pick_installed(self, index: int) -> None:
        path = self.models.itemData(index)
        if path:
            self.folder.setText(path)

    def _choose(self) -> None:
        path = QFileDialog.getExistingDirectory(self, translate("ImportDialog", "Choose a BERT model folder"),
                                                self.folder.text())
        if path:
            self.folder.setText(path)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("ImportDialog", "Choose a GGUF model file"),
                                              self.folder.text(),
                                              translate("ImportDialog", "GGUF models (*.gguf);;All files (*)"))
        if path:
            self.folder.setText(path)

    def _read_folder(self) -> None:
        """Read the config (or GGUF header) as the model changes: the spin boxes follow it."""
        self._config: models.Shape | None = None
        if self.missing:
            self._enable()
            return
        text = self.folder.text().strip()
        match = self.models.findData(text)
        if match != self.models.currentIndex():
            self.models.blockSignals(True)
            self.models.setCurrentIndex(max(match, 0))
            self.models.blockSignals(False)
        if not text:
            self.info.setText(translate("ImportDialog", "Choose an installed model, or browse for a BERT folder "
                                        "or a .gguf file."))
        else:
            try:
                found = models.resolve(text)
                missing = models.gguf_missing() if found.kind == "gguf" else models.bert_missing()
                if missing:
                    raise models.ModelError(missing)
                self._config = models.shape_of(text)
            except models.ModelError as err:
                self.info.setText(str(err))
        if self._config is not None:
            self.info.setText(self._config.describe())
            self.layer.setRange(1, self._config.layers)
            self.head.setRange(1, self._config.heads)
        self._enable()

    def _enable(self) -> None:
        self.ok_button.setEnabled(self._config is not None and bool(self.sentence.text().strip()))

    def session(self) -> Session:
        """Import the chosen head (a :class:`~explorer.core.models.models.ModelError`, a
        ValueError, with a one-line message when it cannot be done)."""
        if self.missing:
            raise models.ModelError(self.missing)
        # Read on the UI thread: the main window calls session() on a worker.
        model, sentence = self.folder.text().strip(), self.sentence.text()
        layer, head = self.layer.value() - 1, self.head.value() - 1
        return models.import_head(model, sentence, layer, head)
