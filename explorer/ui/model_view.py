"""View → Model View…: every layer × head of an imported model for a sentence, and its rollout.

The forward pass through all layers runs on a :class:`~explorer.core.worker.LatestWorker`
(a newer sentence drops an older one that has not started; a result of an
older request is dropped when it lands). The grid is painted by
:class:`explorer.export.model_figure.ModelViewFigure`, the same code as its
export; clicking a thumbnail opens that head as the editable session, as
File → Import from Model does.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from explorer.core import bert
from explorer.core.model_view import ModelAttention, model_attention
from explorer.core.rollout import rollout
from explorer.core.session import Session
from explorer.core.worker import LatestWorker
from explorer.export.model_figure import ModelViewFigure, RolloutFigure
from explorer.export.theme import theme as export_theme
from explorer.export.view import ExportError
from explorer.ui.model_import_dialog import DEFAULT_SENTENCE
from explorer.ui.theme import current_theme

VIEWS = (("heads", "Every layer × head"), ("rollout", "Attention rollout"))


class FigureCanvas(QWidget):
    """Paints a figure scaled to fit; a click on a model view's thumbnail emits ``head_clicked``."""

    head_clicked = Signal(int, int)  # (layer, head), 0-based

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumSize(480, 320)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.attention: ModelAttention | None = None
        self.rollout = None
        self.view = "heads"
        self.figure = None

    def show_attention(self, attention: ModelAttention | None, view: str) -> None:
        self.attention, self.view = attention, view
        self.rollout = rollout(attention.weights) if attention is not None and view == "rollout" else None
        self.figure = None
        self.update()

    def _figure(self):
        """The figure at this widget's size (the grid fills it; rollout is scaled to fit)."""
        if self.figure is None and self.attention is not None:
            th = export_theme(current_theme())
            a = self.attention
            if self.view == "rollout":
                self.figure = RolloutFigure(self.rollout, a.tokens, a.config.name, th)
            else:
                self.figure = ModelViewFigure(a.weights, a.tokens, a.config.name, th,
                                              width=self.width(), height=self.height())
        return self.figure

    def _scale(self, figure) -> float:
        return min(1.0, self.width() / figure.width, self.height() / figure.height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.figure = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self.palette().window())
        figure = self._figure()
        if figure is not None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            k = self._scale(figure)
            p.scale(k, k)
            figure.paint(p)
        p.end()

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        figure = self._figure()
        if not isinstance(figure, ModelViewFigure):
            return None
        k = self._scale(figure)
        return figure.cell_at(x / k, y / k)

    def cell_center(self, layer: int, head: int) -> QPointF:
        """Where (layer, head)'s thumbnail is on the widget (for tests and the tooltip)."""
        figure = self._figure()
        assert isinstance(figure, ModelViewFigure)
        k = self._scale(figure)
        x, y = figure.grid.origin(layer, head)
        c = figure.grid.cell / 2
        return QPointF((x + c) * k, (y + c) * k)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.cell_at(event.position().x(), event.position().y())
        if hit is not None:
            self.head_clicked.emit(*hit)
        super().mousePressEvent(event)


class _Relay(QObject):
    done = Signal(int, object, object)  # (request, ModelAttention | None, error | None)


class ModelViewDialog(QDialog):
    """A model folder and a sentence in, a grid of every head out; click one to open it."""

    #: A result (or a failure) for the latest request is shown.
    shown = Signal()

    def __init__(self, parent: QWidget | None = None, open_session: Callable[[Session, str], object] | None = None,
                 folder: str | Path | None = None):
        super().__init__(parent)
        self.setWindowTitle("Model view")
        self.open_session = open_session
        self.folder = QLineEdit()
        self.folder.setPlaceholderText("a folder with config.json, model.safetensors, tokenizer.json")
        start = folder if folder is not None else bert.bundled_model_folder()
        if start is not None:
            self.folder.setText(str(start))
        browse = QPushButton("Choose…")
        browse.clicked.connect(self._choose)
        self.sentence = QLineEdit(DEFAULT_SENTENCE)
        self.show_button = QPushButton("Show")
        self.show_button.setDefault(True)
        self.view = QComboBox()
        for name, text in VIEWS:
            self.view.addItem(text, name)
        self.export_button = QPushButton("Export…")
        self.export_button.setToolTip("Save the grid or the rollout as a PNG, SVG or PDF figure")
        self.status = QLabel("Type a sentence and press Show.")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.canvas = FigureCanvas()
        form = QFormLayout()
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(browse)
        form.addRow("Model folder", row)
        row = QHBoxLayout()
        row.addWidget(self.sentence, 1)
        row.addWidget(self.show_button)
        form.addRow("Sentence", row)
        row = QHBoxLayout()
        row.addWidget(self.view)
        row.addWidget(self.status, 1)
        row.addWidget(self.export_button)
        form.addRow("Show", row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.canvas, 1)
        self.resize(1100, 720)
        self._request = 0
        self._worker = LatestWorker("model-view")
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self.attention: ModelAttention | None = None
        self.show_button.clicked.connect(self.compute)
        self.sentence.returnPressed.connect(self.compute)
        self.view.currentIndexChanged.connect(lambda _i: self.canvas.show_attention(self.attention, self.current_view()))
        self.canvas.head_clicked.connect(self.open_head)
        self.export_button.clicked.connect(self.export_dialog)
        self.finished.connect(lambda _r: self._worker.shutdown())

    def current_view(self) -> str:
        return self.view.currentData()

    def _choose(self) -> None:
        path = QFileDialog.getExistingDirectory(self, "Choose a model folder", self.folder.text())
        if path:
            self.folder.setText(path)

    # -- computing (off the UI thread) ------------------------------------------
    def compute(self) -> None:
        """Run the model for the typed sentence on the worker; the grid shows when it lands."""
        self._request += 1
        request, relay = self._request, self._relay
        folder, sentence = self.folder.text().strip(), self.sentence.text()
        self.status.setText("Running every layer of the model…")

        def job() -> None:
            try:
                result, error = model_attention(folder, sentence), None
            except (ValueError, MemoryError) as err:  # ModelError: one line naming the file or limit
                result, error = None, err
            try:
                relay.done.emit(request, result, error)
            except RuntimeError:
                pass  # the dialog is gone

        self._worker.submit(job)

    def _on_done(self, request: int, result: ModelAttention | None, error: Exception | None) -> None:
        if request != self._request:
            return  # a newer sentence was asked for
        if error is not None:
            self.status.setText(f"Could not run the model: {error}")
        else:
            self.attention = result
            self.canvas.show_attention(result, self.current_view())
            c = result.config
            self.status.setText(f"{c.name}: {c.layers} layers × {c.heads} heads, {len(result.tokens)} tokens. "
                                "Click a head to open it as the editable session.")
        self.shown.emit()

    # -- opening a head --------------------------------------------------------
    def open_head(self, layer: int, head: int) -> Session | None:
        """Import (layer, head) for the shown sentence and hand it to ``open_session``."""
        a = self.attention
        if a is None:
            return None
        from explorer.ui.background import Cancelled, run_with_progress

        try:
            session = run_with_progress(self, f"Importing layer {layer + 1} head {head + 1}…",
                                        lambda: bert.import_head(a.folder, a.sentence, layer, head))
        except Cancelled:
            return None
        except (ValueError, MemoryError) as err:
            self.status.setText(f"Could not import the head: {err}")
            return None
        if self.open_session is not None:
            self.open_session(session, f"Imported {a.config.name} layer {layer + 1} head {head + 1}")
        self.status.setText(f"Opened layer {layer + 1} head {head + 1} as the session.")
        return session

    # -- export ----------------------------------------------------------------
    def figure(self, theme: str | None = None):
        """The export figure (natural size) of the grid or the rollout; None before a result."""
        a = self.attention
        if a is None:
            return None
        th = export_theme(theme or current_theme())
        if self.current_view() == "rollout":
            return RolloutFigure(rollout(a.weights), a.tokens, a.config.name, th)
        return ModelViewFigure(a.weights, a.tokens, a.config.name, th)

    def export_dialog(self) -> None:
        if self.attention is None:
            self.status.setText("Nothing to export yet: press Show first.")
            return
        name = "rollout.svg" if self.current_view() == "rollout" else "model-view.svg"
        path, _ = QFileDialog.getSaveFileName(self, "Export the model view", name,
                                              "SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)")
        if path:
            self.status.setText(self.export_to(Path(path)))

    def export_to(self, path: Path, theme: str | None = None) -> str:
        """Write the current figure to ``path``; returns what happened, in words (never raises ExportError)."""
        from explorer.export.lines_export import write_figure

        figure = self.figure(theme)
        if figure is None:
            return "Nothing to export yet: press Show first."
        try:
            return write_figure(figure, path)
        except ExportError as err:
            return str(err)
