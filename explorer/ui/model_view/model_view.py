"""View → Model View…: every layer × head of an imported model for a sentence, and its rollout.

Any model File → Import from Model opens (a BERT-family folder, a Llama-family
GGUF file, an installed package). The forward pass through all layers is the
window's job runner's :data:`MODEL_VIEW` job, with a progress bar and Cancel
in the dialog (checked between layers; a newer sentence makes the run before
it stale, and a result of an older request is dropped when it lands). The
grid is painted by :class:`~explorer.ui.model_view.canvas.FigureCanvas`, the same
code as its export; clicking a thumbnail opens that head as the editable
session, as File → Import from Model does. The sink threshold is a spin box,
remembered in QSettings.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from explorer.app.jobs import Job, JobCancelled, JobRunner, Priority
from explorer.app.jobs.collector import freeze_long_lived
from explorer.core.failures import as_failure
from explorer.app import models
from explorer.app.models import SINK_SHARE, Cancelled, ModelAttention, model_attention
from explorer.core.session import Session
from explorer.core.io.text_limits import MAX_SENTENCE_CHARS
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.view import ExportError
from explorer.app.identity import head_identity
from explorer.app.model_grid import MAX_THRESHOLD_PERCENT, MIN_THRESHOLD_PERCENT
from explorer.ui.model_view.canvas import MIN_HEIGHT, MIN_WIDTH, FigureCanvas, make_figure
from explorer.ui.model_view.import_dialog import DEFAULT_SENTENCE
from explorer.ui.window.theme import current_theme
from explorer.ui.window import accessible

#: (view, menu text): the text in English, translated where shown (translate("ModelView", text)).
VIEWS = (("heads", QT_TRANSLATE_NOOP("ModelView", "Every layer × head")),
         ("rollout", QT_TRANSLATE_NOOP("ModelView", "Attention rollout")))
#: Where the dialog keeps what it remembers (QSettings keys).
SETTINGS_GROUP = "model_view"
_THRESHOLD_KEY = "sink_threshold_percent"
#: The job runner's purposes: the forward pass through every layer, and the import of one head.
MODEL_VIEW = "model view"
IMPORT_HEAD = "import head"


def remembered_threshold(settings: QSettings) -> int:
    """The stored sink threshold in percent; the default for a missing or bad value."""
    raw = settings.value(f"{SETTINGS_GROUP}/{_THRESHOLD_KEY}", round(SINK_SHARE * 100))
    try:
        value = int(raw)  # an INI file hands back a string
    except (TypeError, ValueError):
        return round(SINK_SHARE * 100)
    return value if MIN_THRESHOLD_PERCENT <= value <= MAX_THRESHOLD_PERCENT else round(SINK_SHARE * 100)


class ModelViewDialog(QDialog):
    """A model and a sentence in, a grid of every head out; click one to open it."""

    #: A result, a failure or a cancellation of the latest request is shown.
    shown = Signal()

    def __init__(self, parent: QWidget | None = None, open_session: Callable[[Session, str], object] | None = None,
                 folder: str | Path | None = None, settings: QSettings | None = None, *, jobs: JobRunner,
                 open_weights: Callable[[int, int], object] | None = None):
        """``jobs``: the window's job runner (``document.jobs``), which runs the model.
        ``open_weights(layer, head)``: what a click on a thumbnail of given weights opens
        (:meth:`show_weights`: there is no model to import the head from)."""
        super().__init__(parent)
        self._jobs = jobs
        self.open_weights = open_weights
        self.setWindowTitle(translate("ModelView", "Model view"))
        self.open_session = open_session
        self.settings = settings if settings is not None else QSettings()
        self.installed = models.installed()
        self.models = accessible.name(QComboBox(), translate("ModelView", "Model"),
                                      tip=translate("ModelView", "A model installed as a Python package"))
        self.models.addItem(translate("ModelView", "Installed models…") if self.installed
                            else translate("ModelView", "No model package installed"), None)
        for model in self.installed:
            self.models.addItem(model.name, str(model.path))
        self.model = accessible.name(QLineEdit(), translate("ModelView", "Model folder or file"),
                                     tip=translate("ModelView", "A model of your own: its folder or file"))
        self.model.setPlaceholderText(translate("ModelView", "a BERT folder (config.json, model.safetensors, "
                                                "tokenizer.json) or a .gguf file"))
        browse = accessible.name(QPushButton(translate("ModelView", "Browse…")), translate("ModelView", "Browse…"),
                                 tip=translate("ModelView", "Choose a BERT folder or a GGUF file"))
        menu = QMenu(browse)
        menu.addAction(translate("ModelView", "BERT model folder…"), self._choose_folder)
        menu.addAction(translate("ModelView", "GGUF file…"), self._choose_file)
        browse.setMenu(menu)
        self.sentence = accessible.name(QLineEdit(DEFAULT_SENTENCE), translate("ModelView", "Sentence"),
                                        tip=translate("ModelView", "The words every head reads"))
        self.sentence.setMaxLength(MAX_SENTENCE_CHARS)  # the limit import_head holds every sentence to
        self.show_button = accessible.name(QPushButton(translate("ModelView", "Show")), translate("ModelView", "Show"),
                                           tip=translate("ModelView", "Run the model on the sentence and draw every "
                                                         "head's weights"))
        self.show_button.setDefault(True)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.cancel_button = QPushButton(translate("ModelView", "Cancel"))
        self.cancel_button.setToolTip(translate("ModelView", "Stop the forward pass after the layer it is in; the grid "
                                                "keeps the last result"))
        self.view = accessible.name(QComboBox(), translate("ModelView", "View"),
                                    tip=translate("ModelView", "Every head, or attention rolled out through the "
                                                  "layers"))
        for name, text in VIEWS:
            self.view.addItem(translate("ModelView", text), name)
        self.threshold = accessible.name(QSpinBox(), translate("ModelView", "Sink at"))
        self.threshold.setRange(MIN_THRESHOLD_PERCENT, MAX_THRESHOLD_PERCENT)
        self.threshold.setSuffix(" %")
        self.threshold.setValue(remembered_threshold(self.settings))
        self.threshold.setToolTip(translate("ModelView", "A head is marked as an attention sink when at least this "
                                            "share of its weight, averaged over the queries, lands on the first token"))
        self.export_button = QPushButton(translate("ModelView", "Export…"))
        self.export_button.setToolTip(translate("ModelView", "Save the grid or the rollout as a PNG, SVG or PDF "
                                                "figure"))
        self.status = QLabel(translate("ModelView", "Type a sentence and press Show."))
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.canvas = FigureCanvas()
        self.canvas.set_threshold(self.threshold.value() / 100)
        # Layers run down: 30 of them at a readable size are taller than the dialog, so the grid scrolls.
        self.scroll = accessible.name(QScrollArea(), translate("ModelView", "Heads grid"),
                                      translate("ModelView", "Each head's weights, layers down and heads across"))
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.canvas)
        self.scroll.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)

        form = QFormLayout()
        form.addRow(translate("ModelView", "Model"), self.models)
        row = QHBoxLayout()
        row.addWidget(self.model, 1)
        row.addWidget(browse)
        form.addRow(translate("ModelView", "Folder or file"), row)
        row = QHBoxLayout()
        row.addWidget(self.sentence, 1)
        row.addWidget(self.show_button)
        form.addRow(translate("ModelView", "Sentence"), row)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        self.progress_row = QWidget()
        self.progress_row.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        form.addRow("", self.progress_row)
        self._form, self._progress_index = form, form.rowCount() - 1
        row = QHBoxLayout()
        row.addWidget(self.view)
        row.addWidget(QLabel(translate("ModelView", "Sink at")))
        row.addWidget(self.threshold)
        row.addStretch(1)
        row.addWidget(self.export_button)
        form.addRow(translate("ModelView", "Show"), row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)  # a line of its own: a long message wraps instead of being cut
        layout.addWidget(self.scroll, 1)
        self.resize(1100, 720)
        self._show_progress(False)

        self.attention: ModelAttention | None = None
        self.models.currentIndexChanged.connect(self._pick_installed)
        self.model.textChanged.connect(self._follow_text)
        self.show_button.clicked.connect(self.compute)
        self.sentence.returnPressed.connect(self.compute)
        self.cancel_button.clicked.connect(self.cancel)
        self.view.currentIndexChanged.connect(
            lambda _i: self.canvas.show_attention(self.attention, self.current_view()))
        self.threshold.valueChanged.connect(self._threshold_changed)
        self.canvas.head_clicked.connect(self.open_head)
        self.export_button.clicked.connect(self.export_dialog)
        self.finished.connect(self._closed)
        if folder is not None:
            self.model.setText(str(folder))
        elif self.installed:
            self.models.setCurrentIndex(1)

    def current_view(self) -> str:
        return self.view.currentData()

    def _pick_installed(self, index: int) -> None:
        path = self.models.itemData(index)
        if path:
            self.model.setText(path)

    def _follow_text(self, text: str) -> None:
        """The list names the installed model the path is, or none."""
        self.models.blockSignals(True)
        self.models.setCurrentIndex(max(self.models.findData(text.strip()), 0))
        self.models.blockSignals(False)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, translate("ModelView", "Choose a BERT model folder"),
                                                self.model.text())
        if path:
            self.model.setText(path)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("ModelView", "Choose a GGUF model file"),
                                              self.model.text(),
                                              translate("ModelView", "GGUF models (*.gguf);;All files (*)"))
        if path:
            self.model.setText(path)

    def _threshold_changed(self, percent: int) -> None:
        self.canvas.set_threshold(percent / 100)
        self.settings.setValue(f"{SETTINGS_GROUP}/{_THRESHOLD_KEY}", int(percent))

    # -- computing (on the job runner) -------------------------------------------
    def compute(self) -> None:
        """Run the model for the typed sentence on the runner; the grid shows when it lands.
        A run still going is for an older sentence: it stops at its next layer, its result dropped."""
        model, sentence = self.model.text().strip(), self.sentence.text()
        self.status.setText(translate("ModelView", "Opening the model…"))
        self.progress.setRange(0, 0)  # busy until the first layer is counted
        self.progress.setFormat(translate("ModelView", "opening the model"))
        self._show_progress(True)

        def run(job: Job) -> ModelAttention:
            try:
                return model_attention(model, sentence, lambda done, total: job.report((done, total)),
                                       lambda: job.cancelled)
            except Cancelled:
                raise JobCancelled(MODEL_VIEW) from None  # stale or cancelled: nobody shows it
            except (ValueError, MemoryError):
                raise  # ModelError: one line naming the file or limit
            except BaseException as err:  # noqa: BLE001 - a library's panic said as the model's, not a spinning bar
                raise as_failure(err, translate("ModelView", "the model's code")) from None

        self._jobs.submit(MODEL_VIEW, run, priority=Priority.VISIBLE, done=self._on_done,
                          failed=self._on_failed, progress=self._on_progress)

    def cancel(self) -> None:
        """Stop the running forward pass at its next layer; the grid keeps what it showed."""
        self._jobs.cancel(MODEL_VIEW)  # whatever lands now is dropped
        self._show_progress(False)
        self.status.setText(translate("ModelView", "Cancelled. The grid shows the last sentence.") if self.attention
                            else translate("ModelView", "Cancelled."))
        self.shown.emit()

    def _closed(self, _result: int) -> None:
        # Nobody waits for the grid any more; shown again, the dialog says the run was cancelled.
        if self._jobs.busy(MODEL_VIEW):
            self.cancel()

    def _show_progress(self, shown: bool) -> None:
        # The whole form row, its empty label included: a hidden bar leaves no gap.
        self._form.setRowVisible(self._progress_index, shown)

    def _on_progress(self, layers: tuple[int, int]) -> None:
        done, total = layers
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.progress.setFormat(translate("ModelView", "layer {layer} of {total}").format(
            layer=min(done + 1, total), total=total) if done < total else translate("ModelView", "painting"))
        self.status.setText(translate("ModelView", "Running every layer of the model ({done} of {total} done)…")
                            .format(done=done, total=total))

    def _on_failed(self, message: str) -> None:
        self._show_progress(False)
        self.status.setText(translate("ModelView", "Could not run the model: {reason}").format(reason=message))
        self.shown.emit()

    def _on_done(self, result: ModelAttention) -> None:
        freeze_long_lived()  # the model's file stays open for the process: out of later collections
        self._show_progress(False)
        self.attention = result
        self.canvas.show_attention(result, self.current_view())
        self.setWindowTitle(translate("ModelView", "Model view · {model}").format(model=result.name))
        text = (translate("ModelView", "{model} (decoder, causal): {layers} layers × {heads} heads, {tokens} tokens. "
                          "Click a head to open it as the editable session.") if result.causal
                else translate("ModelView", "{model} (encoder): {layers} layers × {heads} heads, {tokens} tokens. "
                               "Click a head to open it as the editable session."))
        self.status.setText(text.format(model=result.name, layers=result.layers, heads=result.heads,
                                        tokens=len(result.tokens)))
        self.shown.emit()

    def show_weights(self, attention: ModelAttention, note: str) -> None:
        """Show weights that came without a model (``explorer.model_view``): nothing to run, so
        the model and sentence rows are hidden, and ``note`` says there is nothing upstream."""
        for row in range(3):  # Model, Folder or file, Sentence
            self._form.setRowVisible(row, False)
        self._on_done(attention)
        self.status.setText(note)

    # -- opening a head --------------------------------------------------------
    def open_head(self, layer: int, head: int) -> Session | None:
        """Import (layer, head) for the shown sentence and hand it to ``open_session``; of given
        weights, hand (layer, head) to ``open_weights`` (there is no model to import from)."""
        a = self.attention
        if a is None:
            return None
        if a.kind == "weights":
            if self.open_weights is not None:
                self.open_weights(layer, head)
            return None
        from explorer.ui.window.background import Cancelled as ImportCancelled
        from explorer.ui.window.background import run_with_progress

        try:
            session = run_with_progress(self, translate("ModelView", "Importing layer {layer} head {head}…").format(
                                            layer=layer + 1, head=head + 1),
                                        lambda: models.import_head(a.path, a.sentence, layer, head),
                                        jobs=self._jobs, purpose=IMPORT_HEAD)
        except ImportCancelled:
            return None
        except (ValueError, MemoryError) as err:
            self.status.setText(translate("ModelView", "Could not import the head: {reason}").format(reason=err))
            return None
        who = head_identity(session) or translate("ModelView", "{model} · layer {layer} · head {head}").format(
            model=a.name, layer=layer + 1, head=head + 1)
        if self.open_session is not None:
            self.open_session(session, translate("ModelView", "Imported {head}").format(head=who))
        self.status.setText(translate("ModelView", "Opened {head} as the session.").format(head=who))
        return session

    # -- export ----------------------------------------------------------------
    def figure(self, theme: str | None = None):
        """The export figure (natural size) of the grid or the rollout; None before a result."""
        if self.attention is None:
            return None
        return make_figure(self.attention, self.current_view(), theme or current_theme(), self.threshold.value() / 100)

    def export_dialog(self) -> None:
        if self.attention is None:
            self.status.setText(translate("ModelView", "Nothing to export yet: press Show first."))
            return
        name = "rollout.svg" if self.current_view() == "rollout" else "model-view.svg"
        path, _ = QFileDialog.getSaveFileName(self, translate("ModelView", "Export the model view"), name,
                                              translate("ModelView",
                                                        "SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)"))
        if path:
            self.status.setText(self.export_to(Path(path)))

    def export_to(self, path: Path, theme: str | None = None) -> str:
        """Write the current figure to ``path``; returns what happened, in words (never raises ExportError)."""
        try:
            return self.write_to(path, theme)
        except ExportError as err:
            return str(err)

    def write_to(self, path: Path, theme: str | None = None) -> str:
        """Write the current figure to ``path``; returns "Saved PATH" in words, or raises ExportError."""
        from explorer.export.lines_export import write_figure

        figure = self.figure(theme)
        if figure is None:
            raise ExportError(translate("ModelView", "Nothing to export yet: press Show first."))
        return write_figure(figure, path)
