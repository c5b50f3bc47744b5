"""The Heatmap tab: one step of the selected head, with its controls.

What it shows is resolved from the published snapshot and the view state by
:func:`explorer.app.heatmap.resolve`; this widget only draws it and
forwards the controls to the view state. View → Show as Table puts the same
content in a table instead of the picture (:mod:`explorer.ui.heatmap.number_table`).
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QHBoxLayout, QLabel, QStackedWidget,
                               QVBoxLayout, QWidget)

from explorer.core.attention.steps import picture_how
from explorer.core.attention.trace import PREVIEW_SIDE, Step
from explorer.export.colormaps import colours_note
from explorer.app import heatmap as resolved
from explorer.app.frame import Frame
from explorer.app.reading import banded_reading
from explorer.app.table_cells import TableCells
from explorer.app.document import Document
from explorer.ui.window.flow_layout import FlowLayout
from explorer.ui.heatmap.heatmap import SEQUENTIAL_MAPS, Heatmap
from explorer.ui.heatmap.number_table import NumberTable
from explorer.ui.heatmap.reading_guide import guide_height, guide_label
from explorer.app.view_state import ViewState
from explorer.ui.window.fonts import scaled_font
from explorer.ui.window.on_screen import OnScreen
from explorer.ui.window import accessible
from explorer.core.wording import translate

#: Picture sizes go up in steps of this many cells, so that resizing the window
#: by a few pixels does not make a new picture of a long sequence.
PREVIEW_STEP = 256


class ViewPanel(QWidget):
    """Step selector, colormap, value switch and the heatmap."""

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        self._screen = OnScreen.of(view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        # Wraps onto a second line rather than making the window wider than 800 px.
        controls = FlowLayout(spacing=8)
        self.step_combo = QComboBox()
        self.step_combo.setToolTip(translate("HeatmapTab", "Which step of the selected head the heatmap shows"))
        self.step_combo.setAccessibleName(translate("HeatmapTab", "Step shown"))
        # No "Show" label: at 1280 px with the docks open it cut the step names
        # short ("softmax(" without its S′); the names say what the box is.
        self.step_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.step_combo.setMinimumWidth(120)  # may shrink below its names in an 800 px window
        self.step_combo.currentIndexChanged.connect(self._on_step_chosen)
        controls.addWidget(self.step_combo)
        colours = QWidget()  # the label and its box wrap together
        colours_row = QHBoxLayout(colours)
        colours_row.setContentsMargins(0, 0, 0, 0)
        colours_row.addWidget(QLabel(translate("HeatmapTab", "Colours")))
        self.cmap_combo = QComboBox()
        self.cmap_combo.addItems(list(SEQUENTIAL_MAPS))
        self.cmap_combo.setAccessibleName(translate("HeatmapTab", "Colours"))
        self.cmap_combo.setToolTip(translate("HeatmapTab", "colour-blind-safe maps; signed values always use a "
                                                           "diverging map centred on 0"))
        self.cmap_combo.currentTextChanged.connect(view.set_colormap)
        colours_row.addWidget(self.cmap_combo)
        # The box names the map chosen for weights; a signed step is drawn in a diverging
        # map instead, and this says which, so the box never names a map not on screen.
        self.cmap_shown = QLabel()
        self.cmap_shown.setAccessibleName(translate("HeatmapTab", "Colours of this step"))
        self.cmap_shown.setToolTip(translate("HeatmapTab", "values of both signs are always drawn in a diverging "
                                                           "map, its middle colour at 0; the box's map colours the "
                                                           "weights and steps of one sign"))
        colours_row.addWidget(self.cmap_shown)
        controls.addWidget(colours)
        self.colours = colours
        self.values_check = QCheckBox(translate("HeatmapTab", "Values in cells"))
        self.values_check.setToolTip(translate("HeatmapTab", "Print each cell's number on its colour (where the "
                                                             "cells are big enough)"))
        self.values_check.setChecked(view.show_values)
        self.values_check.toggled.connect(view.set_show_values)
        controls.addWidget(self.values_check)
        layout.addLayout(controls)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        scaled_font(self.title, 1.25, bold=True)
        self.formula = QLabel()
        self.formula.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.title)
        layout.addWidget(self.formula)
        # A score matrix's reading guide: the hovered (else the selected) cell in words.
        self.guide = guide_label()
        layout.addWidget(self.guide)
        # Scores that overflowed (type 1e200 into X) are drawn as hatched error
        # cells; this says why, in words, instead of leaving "nan" to be guessed at.
        self.error_note = QLabel()
        self.error_note.setWordWrap(True)
        self.error_note.setStyleSheet("color: #d62728; font-weight: bold")
        self.error_note.hide()
        layout.addWidget(self.error_note)
        self.heatmap = accessible.name(Heatmap(), translate("HeatmapTab", "Heatmap"),
                                       translate("HeatmapTab", "The shown step's matrix; click a cell to have it "
                                                               "explained."))
        self.heatmap.setMinimumSize(240, 180)  # fits a 1280×720 projector at 150 % (853×480)
        picture = QWidget()
        picture_layout = QVBoxLayout(picture)
        picture_layout.setContentsMargins(0, 0, 0, 0)
        picture_layout.addWidget(self.heatmap.numbers_note_label())  # numbers hidden: why
        picture_layout.addWidget(self.heatmap, 1)
        # View → Show as Table: the same numbers as a table (the arrow keys and a screen reader read it).
        self.table = NumberTable()
        self.table.setMinimumSize(240, 180)
        self.table.set_decimals(view.decimals)
        self.table.cell_chosen.connect(self._on_table_cell)
        self.stack = QStackedWidget()
        self.stack.addWidget(picture)
        self.stack.addWidget(self.table)
        layout.addWidget(self.stack, 1)

        self._shown: tuple | None = None
        self._content: resolved.HeatmapContent | None = None
        self._side = PREVIEW_SIDE
        self.heatmap.plot.getViewBox().sigResized.connect(self._on_resized)
        view.step_changed.connect(self._want_picture)
        view.colormap_changed.connect(self._on_colormap)
        view.show_values_changed.connect(self.heatmap.set_show_values)
        view.decimals_changed.connect(self.heatmap.set_decimals)
        view.decimals_changed.connect(self._show_reading)
        view.decimals_changed.connect(self.table.set_decimals)
        view.table_changed.connect(self._show_table)
        view.negatives_changed.connect(self.heatmap.set_negatives_marked)
        self.heatmap.set_negatives_marked(view.negatives)
        view.selection_changed.connect(self._on_selection)
        self.heatmap.cell_hovered.connect(self._show_reading)
        self.heatmap.colour_map_changed.connect(self._show_colours)
        self.heatmap.set_decimals(view.decimals)
        self._want_picture()
        self._show_table(view.table, focus=False)
        self.refresh()
        # Redrawn only while the tab can be seen: behind the Step by step tab its
        # heatmap cost every edit 4 ms at 512 tokens (explorer/ui/window/on_screen.py).
        self._screen.add(self, self.show_frame, let_go=self.let_go)

    @property
    def _frame(self) -> Frame:
        """The latest frame: the one shown, or (hidden) the one to show when raised."""
        return self._view.frame

    def show_frame(self, frame: Frame, old: Frame | None) -> None:
        """Draw ``frame`` (handed while the tab can be seen, else once it is raised)."""
        self.refresh()  # (which draws only a new picture)

    def current_step(self) -> Step:
        """The step shown (of the published snapshot)."""
        return resolved.shown_step(self._frame.trace, self._frame.view)

    def _on_step_chosen(self, index: int) -> None:
        if index >= 0:
            self._view.set_step(self.step_combo.itemData(index))

    def _on_colormap(self, name: str) -> None:
        with QSignalBlocker(self.cmap_combo):
            self.cmap_combo.setCurrentText(name)
        self.heatmap.set_colormap(name)
        self._show_colours()

    def _show_colours(self, *_args) -> None:
        shown = self.heatmap.shown_map()
        note = colours_note(self.cmap_combo.currentText(), shown) if shown else ""
        self.cmap_shown.setText(note)
        self.cmap_shown.setVisible(bool(note))

    def preview_side(self) -> int:
        """Cells a side of the picture: the heatmap's pixels, rounded up to a step
        (so under twice the pixels of its shorter side: pyqtgraph need not reduce it)."""
        side = -(-self.heatmap.pixel_side() // PREVIEW_STEP) * PREVIEW_STEP
        return min(PREVIEW_SIDE, max(PREVIEW_STEP, side))

    def picture(self) -> tuple[str, int, str]:
        """The picture this heatmap draws: (step id, cells a side, how)."""
        step_id = self._view.step
        return step_id, self._side, picture_how(step_id)

    def _want_picture(self) -> None:
        # Next snapshots from the worker come with this picture made.
        self._document.want_pictures("heatmap", [self.picture()])

    def _on_resized(self) -> None:
        side = self.preview_side()
        if side != self._side:
            self._side = side
            self._want_picture()
            self._shown = None  # redraw at the new size
            self._screen.redraw(self)

    def let_go(self) -> None:
        # Behind the Step by step tab the heatmap kept the previous trace's weights
        # (for tooltips nobody can hover): one n × n array more at every edit's peak.
        self.heatmap.let_go_of_values()
        self._shown = None  # (it held the trace) drawn anew when shown
        self._content = None
        self.table.set_cells(None)

    def refresh(self) -> None:
        frame = self._frame
        trace, view = frame.trace, frame.view
        shown = (trace, view.head, view.step)
        if shown == self._shown:
            return  # another part of the view state changed (a selection, decimals): the same picture
        self._shown = shown
        available = resolved.choices(trace)
        with QSignalBlocker(self.step_combo):
            if [self.step_combo.itemData(i) for i in range(self.step_combo.count())] != [a[0] for a in available]:
                self.step_combo.clear()
                for sid, text in available:
                    self.step_combo.addItem(text, sid)
        content = resolved.resolve(frame, self._side)
        with QSignalBlocker(self.step_combo):
            self.step_combo.setCurrentIndex(max(self.step_combo.findData(content.step_id), 0))
        self._content = content
        self.title.setText(content.title)
        self.formula.setText(content.formula)
        self.heatmap.set_matrix(content.values, content.row_labels, content.col_labels, display=content.display,
                                probability=content.probability, mask=content.mask,
                                colormap_name=self._view.colormap, axis_names=content.axis_names)
        self.table.set_cells(TableCells(content, trace))  # the same content: texts made per cell when read
        # Score matrices: the hovered or selected cell's row and column banded, arrow keys move the cell.
        self.heatmap.set_bands(content.reading is not None, keys=True)
        self.guide.setVisible(content.reading is not None)
        self._size_guide()
        self._on_selection()
        bad = self.heatmap.nonfinite_count
        self.error_note.setVisible(bad > 0)
        if bad:
            self.error_note.setText(
                translate("HeatmapTab", "1 cell is not a finite number (nan or ∞, hatched red): some inputs are "
                                        "too large for the arithmetic. Make the numbers smaller.") if bad == 1 else
                translate("HeatmapTab", "{count} cells are not a finite number (nan or ∞, hatched red): some inputs "
                                        "are too large for the arithmetic. Make the numbers smaller.").format(
                    count=bad))

    # -- the reading guide of a score matrix ---------------------------------------------
    def _on_selection(self) -> None:
        """The selected cell, when it is one of the step shown, is banded (and read) while none is hovered."""
        view, content = self._view.state, self._content
        here = content is not None and view.selected == content.key and view.index is not None and len(view.index) == 2
        self.heatmap.set_selected_cell(view.index if here else None)
        self.table.set_current_cell(view.index if here else None)
        self._show_reading()

    # -- the table alternative -------------------------------------------------------------
    def table_shown(self) -> bool:
        return self.stack.currentWidget() is self.table

    def _show_table(self, table: bool, focus: bool = True) -> None:
        """The table (True) or the picture; the keyboard follows to the one shown."""
        focused = QApplication.focusWidget()
        had_focus = focused is not None and self.stack.isAncestorOf(focused)
        self.stack.setCurrentWidget(self.table if table else self.stack.widget(0))
        # Colours and "Values in cells" are the picture's: the table prints every number in words.
        self.colours.setVisible(not table)
        self.values_check.setVisible(not table)
        if focus and (table or had_focus) and self.isVisible():
            (self.table if table else self.heatmap).setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_table_cell(self, row: int, col: int) -> None:
        """A cell moved to in the table is selected through the view state (the inspector follows it)."""
        if self._content is not None:
            self._view.select(self._content.key, (row, col))

    def _show_reading(self, *_changed) -> None:
        content = self._content
        if content is None or content.reading is None:
            return
        self.guide.setText(banded_reading(content.reading, self.heatmap.banded_cell(), content.row_labels,
                                          content.col_labels, content.values, self._view.decimals))

    def _size_guide(self) -> None:
        """Room for the guide's longest line at this width: pointing at cells must not resize the heatmap
        (it would move the cells under the mouse)."""
        content = self._content
        if content is None or content.reading is None:
            return
        margins = self.layout().contentsMargins()
        width = max(self.width() - margins.left() - margins.right(), 100)
        height = guide_height(self.guide, content.reading, content.row_labels, content.col_labels,
                              self._view.decimals, width)
        if height != self.guide.height():
            self.guide.setFixedHeight(height)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._size_guide()
