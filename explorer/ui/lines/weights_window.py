"""The Lines view on weights alone (``explorer.head_view``): a layer, one head or all, Export….

The Lines tab's own canvas and figure (:class:`~explorer.ui.lines.canvas.LinesCanvas`,
:class:`~explorer.export.lines_figure.LinesFigure`) on a
:class:`~explorer.app.given_weights.GivenWeights`, with a line that says there is
nothing upstream to edit. Its lines are chosen on its own job runner past what the
one size policy allows in line, as the Lines tab's are.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QComboBox, QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from explorer.app.faint import least_seen
from explorer.app.given_weights import GivenWeights, nothing_upstream
from explorer.app.jobs import Job, JobRunner, Priority
from explorer.app.lines import Lines, LinesData, build_lines, cell_count, head_color
from explorer.export.lines_figure import LinesFigure
from explorer.export.theme import theme as export_theme
from explorer.export.view import ExportError
from explorer.ui.lines.canvas import LinesCanvas
from explorer.ui.lines.lines_tab import choose_in_line
from explorer.ui.window.theme import current_theme
from explorer.core.wording import translate


class WeightsLinesWindow(QWidget):
    """BertViz's head view of given weights, in a window of its own."""

    #: New lines are on the canvas (after a layer or head is chosen).
    shown = Signal()
    PURPOSE = "lines"

    def __init__(self, given: GivenWeights, layer: int = 0, heads: tuple[int, ...] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("WeightsWindow", "Lines · {name} — Attention Explorer").format(
            name=given.shown_name))
        self.given = given
        self.jobs = JobRunner(self)
        self.layer = QComboBox()
        for i in range(given.layers):
            self.layer.addItem(translate("WeightsWindow", "Layer {layer}").format(layer=i + 1), i)
        self.head = QComboBox()
        self.head.addItem(translate("WeightsWindow", "All heads"), None)
        for h in heads if heads is not None else range(given.heads):
            self.head.addItem(translate("WeightsWindow", "Head {head}").format(head=h + 1), h)
        self.export_button = QPushButton(translate("WeightsWindow", "Export…"))
        self.export_button.setToolTip(translate("WeightsWindow", "Save this view as a PNG, SVG or PDF figure (text "
                                                                 "stays text)"))
        self.upstream = QLabel(nothing_upstream())
        self.upstream.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.canvas = LinesCanvas(self.jobs)
        top = QHBoxLayout()
        for widget in (QLabel(translate("WeightsWindow", "Show")), self.layer, self.head):
            top.addWidget(widget)
        top.addStretch(1)
        top.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.upstream)
        layout.addWidget(self.note)
        layout.addWidget(self.canvas, 1)
        self.resize(900, 720)
        self.layer.setCurrentIndex(max(0, min(layer, given.layers - 1)))
        self.layer.currentIndexChanged.connect(self.refresh)
        self.head.currentIndexChanged.connect(self.refresh)
        self.export_button.clicked.connect(self.export_dialog)
        self.canvas.focus_changed.connect(lambda _focus: self._say())
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.jobs.shutdown()  # lines still being chosen are for nobody now
        super().closeEvent(event)

    def choose(self, layer: int, head: int | None) -> None:
        """Show ``head`` of ``layer`` (0-based; None: every head listed)."""
        self.layer.setCurrentIndex(layer)
        self.head.setCurrentIndex(max(0, self.head.findData(head)))

    def current_data(self) -> LinesData:
        """The lines of the chosen layer: its chosen head, or every head the window lists."""
        data = self.given.lines(self.layer.currentData(), self.head.currentData())
        listed = tuple(self.head.itemData(i) for i in range(1, self.head.count()))
        if self.head.currentData() is None and listed != tuple(range(self.given.heads)):
            data = LinesData(data.queries, data.keys, tuple(data.weights[h] for h in listed), listed,
                             data.causal, data.title)
        return data

    def refresh(self) -> None:
        data = self.current_data()
        theme = export_theme(current_theme())
        spacing = self.canvas.height() / max(data.n, data.m, 1)
        least = least_seen([head_color(h, theme.name) for h in data.heads], theme.background,
                           self.canvas.devicePixelRatioF(), spacing)
        if choose_in_line(cell_count(data.weights)):
            self._show(data, build_lines(data, least=least))
            return
        self.note.setText(translate("WeightsWindow", "Choosing the lines…"))
        self.canvas.show_picture_meanwhile()

        def choose(job: Job) -> Lines:
            return build_lines(data, least=least)

        self.jobs.submit(self.PURPOSE, choose, priority=Priority.VISIBLE, done=lambda lines: self._show(data, lines),
                         failed=lambda message: self.note.setText(
                             translate("WeightsWindow", "The lines could not be chosen: {reason}").format(
                                 reason=message)))

    def _show(self, data: LinesData, lines: Lines) -> None:
        self.canvas.set_data(data, lines)
        self._say()
        self.shown.emit()

    def _say(self) -> None:
        lines = self.canvas.lines
        if self.canvas.focus is not None:
            self.note.setText(translate("WeightsWindow", "Click the token to keep its lines; click again (or elsewhere) "
                                                         "to show all."))
        else:
            self.note.setText(lines.note if lines is not None and lines.note else
                              translate("WeightsWindow", "Hover a token to keep only its lines and read their weights; "
                                                         "click to pin it."))

    def figure(self, theme: str | None = None) -> LinesFigure:
        """The export figure of what the window shows (a pinned or hovered token's lines included)."""
        data = self.canvas.data or self.current_data()
        focus = self.canvas.focus.focus if self.canvas.focus is not None else None
        return LinesFigure(data, export_theme(theme or current_theme()), focus)

    def export_to(self, path: str | Path, theme: str | None = None) -> str:
        """Write the figure to ``path`` (PNG, SVG or PDF from its suffix); "Saved PATH", or ExportError."""
        from explorer.export.lines_export import write_figure

        return write_figure(self.figure(theme), path)

    write_to = export_to  # what the scripting API calls on either window of given weights

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("WeightsWindow", "Export the lines view"), "lines.svg",
                                              translate("WeightsWindow", "SVG figure (*.svg);;PDF figure (*.pdf);;"
                                                                         "PNG image (*.png)"))
        if path:
            try:
                self.note.setText(self.export_to(Path(path)))
            except ExportError as err:  # one line naming the path, nothing half written
                self.note.setText(str(err))

