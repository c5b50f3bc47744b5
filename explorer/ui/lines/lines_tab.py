"""The Lines tab: queries on the left, keys on the right, a line per pair whose opacity is the weight.

The canvas (:mod:`explorer.ui.lines.canvas`) paints with the export's own
code, so the tab and its PNG/SVG/PDF agree. Past
:data:`WORKER_CELLS` weights the lines are chosen on a background thread (a
newer edit drops an older job), and the tab refreshes only while it is seen.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from explorer.core.worker import LatestWorker
from explorer.export.lines_figure import LinesFigure
from explorer.export.theme import theme as export_theme
from explorer.export.view import ExportError
from explorer.app.identity import head_file_name, head_names, head_note
from explorer.app.lines import (
    Lines,
    LinesData,
    build_lines,
    cell_count,
    lines_data,
)
from explorer.ui.lines.canvas import LinesCanvas
from explorer.ui.window.theme import current_theme
from explorer.ui.window.visible_refresh import RefreshWhenVisible

#: Past this many weights (all shown heads) the lines are chosen off the UI thread.
WORKER_CELLS = 512 * 512


class _Relay(QObject):
    ready = Signal(int, object, object)  # (generation, data, lines)


class LinesPanel(RefreshWhenVisible, QWidget):
    """The Lines tab: a head chooser, the canvas, what the thinning and the hover show, Export…"""

    #: The canvas shows a new overview (after an edit, a head change or a background job).
    shown = Signal()

    def __init__(self, document, view_state, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.view_state = view_state
        self.head = QComboBox()
        self.head.setToolTip("Draw one head's lines, or every head's in its own colour")
        # An imported head's name is long ("all-MiniLM-L6-v2 · layer 3 · head 2"): the chooser
        # keeps a fixed width so the hint beside it keeps its lines; the list shows names whole.
        self.head.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.head.setMinimumContentsLength(18)
        self.head.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.export_button = QPushButton("Export…")
        self.export_button.setToolTip("Save this view as a PNG, SVG or PDF figure (text stays text)")
        self.canvas = LinesCanvas()
        top = QHBoxLayout()
        top.addWidget(QLabel("Show"))
        top.addWidget(self.head)
        top.addWidget(self.note, 1)
        top.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.canvas, 1)
        self._generation = 0
        self._worker: LatestWorker | None = None
        self._relay = _Relay(self)
        self._relay.ready.connect(self._on_ready, Qt.ConnectionType.QueuedConnection)
        self._heads: tuple[str, ...] = ()
        self.head.currentIndexChanged.connect(self._on_head_chosen)
        self.canvas.focus_changed.connect(self._on_focus)
        self.export_button.clicked.connect(self.export_dialog)
        document.changed.connect(self.request_refresh)
        view_state.head_changed.connect(self._follow_head)
        view_state.decimals_changed.connect(lambda _d: self.request_refresh())
        self.destroyed.connect(self._stop_worker)
        self.request_refresh()

    def let_go(self) -> None:
        self._generation += 1  # lines still being chosen are for the last trace: dropped
        self.canvas.let_go()

    def _stop_worker(self, *_args) -> None:
        if self._worker is not None:
            self._worker.shutdown()

    # -- the head chooser ------------------------------------------------------
    def _fill_heads(self, names: tuple[str, ...]) -> None:
        """The chooser's heads by their one name (an imported head by who it is)."""
        if names == self._heads:
            return
        self._heads = names
        self.head.blockSignals(True)
        self.head.clear()
        self.head.addItem("All heads", None)
        for h, name in enumerate(names):
            self.head.addItem(name, h)
            self.head.setItemData(h + 1, name, Qt.ItemDataRole.ToolTipRole)
        self.head.view().setMinimumWidth(self.head.view().sizeHintForColumn(0) + 24)  # whole names in the list
        self.head.setCurrentIndex(1 + min(self.view_state.head, len(names) - 1))
        self.head.blockSignals(False)

    def shown_head(self) -> int | None:
        """The head drawn (0-based), or None for every head."""
        return self.head.currentData()

    def _on_head_chosen(self, _index: int) -> None:
        head = self.shown_head()
        if head is not None and head != self.view_state.head:
            self.view_state.set_head(head)  # the rest of the window follows; it refreshes this tab
        else:
            self.request_refresh()

    def _follow_head(self, head: int) -> None:
        if self.shown_head() is not None and self.head.findData(head) >= 0:
            self.head.blockSignals(True)
            self.head.setCurrentIndex(self.head.findData(head))
            self.head.blockSignals(False)
            self.request_refresh()

    # -- content ---------------------------------------------------------------
    def current_data(self) -> LinesData:
        return lines_data(self.document.snapshot.trace, self.shown_head())

    def refresh(self) -> None:
        trace = self.document.snapshot.trace
        self._fill_heads(tuple(head_names(trace.session)))
        data = self.current_data()
        self._generation += 1
        if cell_count(data.weights) <= WORKER_CELLS:
            self._show(data, build_lines(data))
            return
        if self._worker is None:
            self._worker = LatestWorker("lines-view")
        generation, relay = self._generation, self._relay
        self.note.setText("Choosing the lines…")
        self.canvas.show_picture_meanwhile()

        def job() -> None:
            lines = build_lines(data)
            try:
                relay.ready.emit(generation, data, lines)
            except RuntimeError:
                pass  # the panel is gone

        self._worker.submit(job)

    def _on_ready(self, generation: int, data: LinesData, lines: Lines) -> None:
        if generation == self._generation:  # an older edit's lines are dropped
            self._show(data, lines)

    def _show(self, data: LinesData, lines: Lines) -> None:
        self.canvas.set_data(data, lines, self.view_state.decimals)
        self._on_focus(self.canvas.focus)
        self.shown.emit()

    def _on_focus(self, focus: Lines | None) -> None:
        lines = self.canvas.lines
        if focus is not None:
            self.note.setText("Click the token to keep its lines; click again (or elsewhere) to show all.")
        elif lines is not None and lines.note:
            self.note.setText(lines.note)
        else:
            self.note.setText("Hover a token to keep only its lines and read their weights; click to pin it.")

    # -- export ----------------------------------------------------------------
    def figure(self, theme: str | None = None) -> LinesFigure:
        """The export figure of what the tab shows (the pinned or hovered token's lines included)."""
        data = self.canvas.data or self.current_data()
        focus = self.canvas.focus.focus if self.canvas.focus is not None else None
        return LinesFigure(data, export_theme(theme or current_theme()), focus, self.view_state.decimals)

    def default_name(self) -> str:
        """The export's suggested file name: "lines.svg", with the shown head's name where the tab
        names it ("lines-all-minilm-l6-v2-layer-3-head-2.svg")."""
        session, head = self.document.snapshot.session, self.shown_head()
        return f"lines-{head_file_name(session, head)}.svg" if head_note(session, head) else "lines.svg"

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export the lines view", self.default_name(),
                                              "SVG figure (*.svg);;PDF figure (*.pdf);;PNG image (*.png)")
        if path:
            try:
                message = self.export_to(Path(path))
            except ExportError as err:  # one line naming the path: shown, nothing half written
                message = str(err)
            self.note.setText(message)
            QToolTip.showText(self.export_button.mapToGlobal(self.export_button.rect().bottomLeft()), message,
                              self.export_button)

    def export_to(self, path: Path, theme: str | None = None) -> str:
        """Write the figure to ``path`` (format from its suffix); returns what happened, in words."""
        from explorer.export.lines_export import write_figure

        return write_figure(self.figure(theme), path)
