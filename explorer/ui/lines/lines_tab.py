"""The Lines tab: queries on the left, keys on the right, a line per pair whose opacity is the weight.

The canvas (:mod:`explorer.ui.lines.canvas`) paints with the export's own
code, so the tab and its PNG/SVG/PDF agree. Past what the one size policy
allows in line (:func:`explorer.app.jobs.inline`, with :data:`WEIGHT_WORK` a
weight) the lines are chosen by a job on the window's runner (a newer edit's
job makes an older one's result stale), and the tab refreshes only while it is
seen. Which head it draws, or all of them, is the view state's.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
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

from explorer.app.jobs import Job, Priority, inline
from explorer.app.frame import Frame
from explorer.app.identity import head_file_name, head_names, head_note
from explorer.ui.window.on_screen import OnScreen
from explorer.ui.window.theme import current_theme
from explorer.ui.window.widget_jobs import cancel_with
from explorer.ui.window import accessible
from explorer.core.wording import translate

# The lines' own code (choosing, painting, exporting) is imported where the tab first
# draws or exports: the window opens on another tab, and its first paint needs none of it.
if TYPE_CHECKING:
    from explorer.app.lines import Lines, LinesData
    from explorer.export.lines_figure import LinesFigure
    from explorer.ui.lines.canvas import LinesCanvas

#: Choosing the lines takes about as long per weight as this many multiply-adds (the
#: unit of the one size policy): 1.8 ms for 512 × 512 weights, where a recompute of 42 M
#: multiply-adds took 4 ms on the same core. So up to 640 000 weights are chosen in line.
WEIGHT_WORK = 100
_NOT_DRAWN = object()  # before the first refresh


def choose_in_line(weights: int) -> bool:
    """Whether the lines of ``weights`` weights (all shown heads) are chosen on the UI thread."""
    return inline(weights * WEIGHT_WORK)


class LinesPanel(QWidget):
    """The Lines tab: a head chooser, the canvas, what the thinning and the hover show, Export…"""

    #: The canvas shows a new overview (after an edit, a head change or a job).
    shown = Signal()
    #: The runner's purpose that chooses the lines.
    PURPOSE = "lines"

    def __init__(self, document, view_state, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.view_state = view_state
        self.head = QComboBox()
        self.head.setToolTip(translate("LinesTab", "Draw one head's lines, or every head's in its own colour"))
        accessible.name(self.head, translate("LinesTab", "Head"))  # described by its tooltip
        # An imported head's name is long ("all-MiniLM-L6-v2 · layer 3 · head 2"): the chooser
        # keeps a fixed width so the hint beside it keeps its lines; the list shows names whole.
        self.head.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.head.setMinimumContentsLength(18)
        self.head.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.export_button = QPushButton(translate("LinesTab", "Export…"))
        self.export_button.setToolTip(translate("LinesTab", "Save this view as a PNG, SVG or PDF figure (text stays "
                                                            "text)"))
        self._canvas: LinesCanvas | None = None  # made when first needed: see canvas
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("LinesTab", "Show")))
        top.addWidget(self.head)
        top.addStretch(1)
        top.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        # Its own line under the chooser: beside it, at 150 % zoom, the hint wrapped a word a line
        # down a third of the tab's height.
        layout.addWidget(self.note)
        self._heads: tuple[str, ...] = ()
        #: Each shown head's least weight drawn, as the lines were last chosen (explorer.app.faint).
        self._least: tuple[float, ...] = ()
        #: The head drawn by the last refresh (None: all), to redraw only when the choice changes it.
        self._drawn: object = _NOT_DRAWN
        self.head.currentIndexChanged.connect(self._on_head_chosen)
        self.export_button.clicked.connect(self.export_dialog)
        cancel_with(self, document.jobs, self.PURPOSE)
        OnScreen.of(view_state).add(self, self.show_frame, let_go=self.let_go)  # drawn when first shown

    @property
    def canvas(self) -> LinesCanvas:
        """The lines' canvas, under the chooser and the note; made at the first draw (or
        the first ask), so that the window's start imports none of the lines' code."""
        if self._canvas is None:
            from explorer.ui.lines.canvas import LinesCanvas

            self._canvas = LinesCanvas(self.document.jobs)
            self._canvas.focus_changed.connect(self._on_focus)
            self.layout().addWidget(self._canvas, 1)
        return self._canvas

    @property
    def _frame(self) -> Frame:
        """The latest frame: the one shown, or (hidden) the one to show when raised."""
        return self.view_state.frame

    def let_go(self) -> None:
        if self.document.jobs.busy(self.PURPOSE):
            self.document.jobs.cancel(self.PURPOSE)  # lines still being chosen are for the last trace
        if self._canvas is not None:
            self._canvas.let_go()

    # -- the head chooser ------------------------------------------------------
    def _fill_heads(self, names: tuple[str, ...]) -> None:
        """The chooser's heads by their one name (an imported head by who it is)."""
        if names == self._heads:
            return
        self._heads = names
        self.head.blockSignals(True)
        self.head.clear()
        self.head.addItem(translate("LinesTab", "All heads"), None)
        for h, name in enumerate(names):
            self.head.addItem(name, h)
            self.head.setItemData(h + 1, name, Qt.ItemDataRole.ToolTipRole)
        self.head.view().setMinimumWidth(self.head.view().sizeHintForColumn(0) + 24)  # whole names in the list
        self.head.blockSignals(False)
        self._show_choice()

    def shown_head(self) -> int | None:
        """The head drawn (0-based), or None for every head: the view state's choice."""
        from explorer.app.lines import shown_head

        return shown_head(self._frame.view)

    def _show_choice(self) -> None:
        """The chooser shows the view state's choice ("All heads" first, then each head)."""
        head = self.shown_head()
        index = 0 if head is None else self.head.findData(head)
        if index >= 0 and index != self.head.currentIndex():
            self.head.blockSignals(True)
            self.head.setCurrentIndex(index)
            self.head.blockSignals(False)

    def _on_head_chosen(self, _index: int) -> None:
        head = self.head.currentData()
        if head is None:
            self.view_state.set_lines_all_heads(True)
        else:  # one change: the rest of the window follows the head too
            self.view_state.update(head=head, lines_all_heads=False)

    def show_frame(self, frame: Frame, old: Frame | None) -> None:
        """Draw ``frame``: anew for a new trace, another head or other decimals, or when
        ``old`` is None (nothing drawn, or let go of); else only the chooser."""
        self._show_choice()
        if (old is None or frame.trace is not old.trace or self.shown_head() != self._drawn
                or frame.view.decimals != old.view.decimals):
            self.refresh()

    # -- content ---------------------------------------------------------------
    def current_data(self) -> LinesData:
        from explorer.app.lines import resolve

        return resolve(self._frame)

    def refresh(self) -> None:
        from explorer.app.lines import build_lines, cell_count
        from explorer.export.lines_figure import LinesPainter

        trace = self._frame.trace
        self._fill_heads(tuple(head_names(trace.session)))
        data = self.current_data()
        self._drawn = self.shown_head()
        least = self._least = self._least_seen(data)
        jobs = self.document.jobs
        if choose_in_line(cell_count(data.weights)):
            if jobs.busy(self.PURPOSE):
                jobs.cancel(self.PURPOSE)  # an older edit's lines, still being chosen, are stale
            self._show(data, build_lines(data, least=least))
            return
        self.note.setText(translate("LinesTab", "Choosing the lines…"))
        self.canvas.show_picture_meanwhile()

        # The canvas's painter lays out the labels (measures them: 25 ms at 4096 tokens) when it
        # first paints; laid out here first, on the worker, the canvas's finds them measured.
        args = {**self.canvas.painter_args(), "data": data}

        def choose(job: Job) -> Lines:
            lines = build_lines(data, least=least)
            job.check()
            LinesPainter(**{**args, "lines": lines})
            return lines

        jobs.submit(self.PURPOSE, choose, priority=Priority.VISIBLE,
                    done=lambda lines: self._show(data, lines), failed=self._refused)

    def _least_seen(self, data: LinesData) -> tuple[float, ...]:
        """Each shown head's least weight whose line can be seen on this screen, in this theme."""
        from explorer.app.faint import least_seen
        from explorer.app.lines import head_color
        from explorer.export.theme import theme as export_theme

        theme = export_theme(current_theme())
        spacing = self.canvas.height() / max(data.n, data.m, 1)  # the rows' spacing is less: their column is shorter
        return least_seen([head_color(h, theme.name) for h in data.heads], theme.background,
                          self.canvas.devicePixelRatioF(), spacing)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Taller rows draw wider pens: fainter lines can be seen (chosen again only then).
        if self._canvas is not None and self._canvas.data is not None \
                and self._least_seen(self._canvas.data) != self._least:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        # Another theme sees other lines as too faint: chosen again (the canvas repaints anyway).
        if event.type() == QEvent.Type.PaletteChange and self._canvas is not None and self._canvas.data is not None:
            self.refresh()
        super().changeEvent(event)

    def _refused(self, message: str) -> None:
        """The lines could not be chosen (out of memory): say why, in the tab and on the canvas."""
        said = translate("LinesTab", "The lines could not be chosen: {reason}").format(reason=message)
        self.canvas.show_message(said)
        self.note.setText(said)

    def _show(self, data: LinesData, lines: Lines) -> None:
        self.canvas.set_data(data, lines, self._frame.view.decimals)
        self._on_focus(self.canvas.focus)
        self.shown.emit()

    def _on_focus(self, focus: Lines | None) -> None:
        lines = self.canvas.lines
        if focus is not None:
            self.note.setText(translate("LinesTab", "Click the token to keep its lines; click again (or elsewhere) "
                                                    "to show all."))
        elif lines is not None and lines.note:
            self.note.setText(lines.note)
        else:
            self.note.setText(translate("LinesTab", "Hover a token to keep only its lines and read their weights; "
                                                    "click to pin it."))

    # -- export ----------------------------------------------------------------
    def figure(self, theme: str | None = None) -> LinesFigure:
        """The export figure of what the tab shows (the pinned or hovered token's lines included)."""
        from explorer.export.lines_figure import LinesFigure
        from explorer.export.theme import theme as export_theme

        data = self.canvas.data or self.current_data()
        focus = self.canvas.focus.focus if self.canvas.focus is not None else None
        return LinesFigure(data, export_theme(theme or current_theme()), focus, self._frame.view.decimals)

    def default_name(self) -> str:
        """The export's suggested file name: "lines.svg", with the shown head's name where the tab
        names it ("lines-all-minilm-l6-v2-layer-3-head-2.svg")."""
        session, head = self._frame.session, self.shown_head()
        return f"lines-{head_file_name(session, head)}.svg" if head_note(session, head) else "lines.svg"

    def export_dialog(self) -> None:
        from explorer.export.view import ExportError

        path, _ = QFileDialog.getSaveFileName(self, translate("LinesTab", "Export the lines view"), self.default_name(),
                                              translate("LinesTab", "SVG figure (*.svg);;PDF figure (*.pdf);;"
                                                                    "PNG image (*.png)"))
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

