"""The Lines tab: queries on the left, keys on the right, a line per pair whose opacity is the weight.

The canvas paints with :class:`explorer.export.lines_figure.LinesPainter` (the
export's own code, so the tab and its PNG/SVG/PDF agree). The overview is
painted once into a pixmap per data, size or theme (of many lines, into an
image on a thread: :mod:`explorer.ui.lines.overview`); hovering a token repaints
only that token's lines over the background (one row or column: m lines, not
n × m), so hover stays within a frame at hundreds of tokens. Past
:data:`WORKER_CELLS` weights the lines are chosen on a background thread (a
newer edit drops an older job), and the tab refreshes only while it is seen.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QImage, QMouseEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.core.worker import LatestWorker
from explorer.export.lines_figure import LinesFigure, LinesPainter
from explorer.export.theme import theme as export_theme
from explorer.export.view import ExportError
from explorer.app.identity import head_file_name, head_names, head_note
from explorer.app.lines import (
    Lines,
    LinesData,
    build_lines,
    cell_count,
    focus_lines,
    lines_data,
    token_at,
)
from explorer.ui.lines.overview import WORKER_LINES, OverviewPainter, paint_overview
from explorer.ui.window.theme import current_theme
from explorer.ui.window.visible_refresh import RefreshWhenVisible

#: Past this many weights (all shown heads) the lines are chosen off the UI thread.
WORKER_CELLS = 512 * 512


class LinesCanvas(QWidget):
    """Paints one :class:`LinesData`; hover or click a token to keep only its lines."""

    #: The hovered or pinned token's lines (a :class:`Lines` with ``focus``), or None.
    focus_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.data: LinesData | None = None
        self.lines: Lines | None = None
        self.decimals = DEFAULT_DECIMALS
        self.painter: LinesPainter | None = None
        self.focus: Lines | None = None
        self._pinned = False
        self._base: QPixmap | None = None
        #: The overview last shown: drawn while a new one is painted off the UI thread.
        self._last: QPixmap | None = None
        self._overview = OverviewPainter(self)
        self._overview.painted.connect(self._on_painted)

    # -- content ---------------------------------------------------------------
    def set_data(self, data: LinesData | None, lines: Lines | None = None, decimals: int = DEFAULT_DECIMALS) -> None:
        """Show ``data`` (its overview lines ``lines``, made now when None); a hovered token stays hovered."""
        self.data = data
        self.lines = lines if lines is not None or data is None else build_lines(data)
        self.decimals = decimals
        old = self.focus.focus if self.focus is not None else None
        self._invalidate()
        if data is not None and old is not None:
            side, token = old
            if token < (data.n if side == "query" else data.m):
                self._set_focus(focus_lines(data, side, token), emit=True)
                return
        self._set_focus(None, emit=old is not None)

    def let_go(self) -> None:
        """Drop the data and its lines (the tab is hidden: they are the last trace's
        weights); a hovered or pinned token stays, for the data set when shown again."""
        self.data = self.lines = self._last = None
        self._invalidate()

    def show_picture_meanwhile(self) -> None:
        """Until :meth:`set_data`, show a picture of what is on screen and let go of the data
        behind it (the next lines are being chosen). The last trace's weights stayed alive
        beside the new trace: 2.5 n × n at the peak of an edit at 4096 tokens. The mouse is
        ignored meanwhile (a hovered or pinned token stays for the new data)."""
        if self.data is None:
            return
        if self.focus is not None or self._base is None:
            self._last = self.grab() if self.isVisible() else None  # a token's lines, or an overview being painted
        self.data = self.lines = None
        self._invalidate()

    def _invalidate(self) -> None:
        self.painter = None
        self._base = None
        self._overview.forget()
        self.update()

    def _painter_args(self) -> dict:
        """What a painter of the canvas is made from, read on the UI thread."""
        return {"data": self.data, "theme": export_theme(current_theme()), "width": self.width(),
                "height": self.height(), "numbers": True, "decimals": self.decimals, "lines": self.lines}

    def _ensure_painter(self) -> LinesPainter | None:
        if self.painter is None and self.data is not None:
            self.painter = LinesPainter(**self._painter_args())
        return self.painter

    # -- focus -----------------------------------------------------------------
    def hover(self, side: str | None, token: int = 0) -> None:
        """Keep only the lines of (``side``, ``token``) — "query" or "key" — or all of them for None."""
        if self.data is None or side is None:
            self._set_focus(None)
        else:
            self._set_focus(focus_lines(self.data, side, token))

    def _set_focus(self, focus: Lines | None, emit: bool = True) -> None:
        same = (focus is None and self.focus is None) or (
            focus is not None and self.focus is not None and focus.focus == self.focus.focus)
        self.focus = focus
        if focus is None:
            self._pinned = False
        self.update()
        if emit and not same:
            self.focus_changed.emit(focus)

    def token_under(self, x: float, y: float) -> tuple[str, int] | None:
        painter = self._ensure_painter()
        if painter is None:
            return None
        return token_at(painter.geometry, x, y, painter.label_width)

    @property
    def waiting(self) -> bool:
        """Whether only a picture is shown (show_picture_meanwhile) until the next data."""
        return self.data is None and self._last is not None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self._pinned and not self.waiting:
            hit = self.token_under(event.position().x(), event.position().y())
            if hit is None:
                if self.focus is not None:
                    self.hover(None)
            elif self.focus is None or self.focus.focus != hit:
                self.hover(*hit)
            if hit is not None and self.data is not None:  # the full label: long ones are shortened with "…"
                side, token = hit
                self.setToolTip((self.data.queries if side == "query" else self.data.keys)[token])
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click pins the token under the mouse (its lines stay when the mouse leaves); a second click frees it."""
        if self.waiting:
            return super().mousePressEvent(event)
        hit = self.token_under(event.position().x(), event.position().y())
        if hit is None or (self._pinned and self.focus is not None and self.focus.focus == hit):
            self.hover(None)
        else:
            self.hover(*hit)
            self._pinned = True
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if not self._pinned and self.focus is not None and not self.waiting:
            self.hover(None)
        super().leaveEvent(event)

    # -- painting --------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        self._invalidate()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: repaint in the new colours
            self._invalidate()
        super().changeEvent(event)

    def _background(self, painter: LinesPainter) -> QPixmap | None:
        """The overview (all lines) painted once, at the screen's pixel density; past
        WORKER_LINES on a thread (the last overview, or None, until it lands)."""
        if self._base is None:
            ratio = self.devicePixelRatioF()
            if self.lines is not None and len(self.lines) > WORKER_LINES:
                key = (id(self.data), id(self.lines), self.width(), self.height(), ratio, painter.theme.name,
                       self.decimals)
                args = self._painter_args()
                self._overview.request(key, lambda: LinesPainter(**args), ratio)
                return self._last
            # A pixmap: drawn at every repaint (a QImage cost 12 ms a paint at 1280 × 800)
            self._base = self._last = QPixmap.fromImage(paint_overview(painter, ratio))
        return self._base

    @property
    def overview_pending(self) -> bool:
        """Whether an overview is being painted off the UI thread (the last one shows meanwhile)."""
        return self._overview.wanted is not None

    def _on_painted(self, _key: object, image: QImage) -> None:
        self._base = self._last = QPixmap.fromImage(image)
        self._overview.forget()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = self._ensure_painter()
        p = QPainter(self)
        if painter is None:
            p.fillRect(self.rect(), self.palette().window())
            if self._last is not None:  # what was shown, while the next lines are chosen
                p.drawPixmap(QRectF(self.rect()), self._last, QRectF(self._last.rect()))
            p.end()
            return
        if self.focus is None:
            base = self._background(painter)
            if base is None:  # the first overview of many lines, still being painted
                p.fillRect(self.rect(), self.palette().window())
                p.setPen(self.palette().placeholderText().color())
                p.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), "Drawing the lines\u2026")
            elif base.deviceIndependentSize().toSize() == self.size():
                p.drawPixmap(QPointF(0, 0), base)
            else:  # scaled while a new size's overview is painted
                p.drawPixmap(QRectF(self.rect()), base, QRectF(base.rect()))
        else:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            painter.paint(p, self.focus)
        p.end()


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
