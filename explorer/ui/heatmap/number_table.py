"""The heatmap's table alternative: the same numbers in a QTableView, read cell by cell.

View → Show as Table switches the Heatmap tab to it. Row headers are the step's
row labels (query tokens), column headers its column labels (key tokens or
dimensions); a cell prints its number at View → Decimals, a masked cell says
"masked". Each cell's Qt.AccessibleTextRole (and tooltip) is the whole sentence
(:mod:`explorer.app.table_cells`: "query Machines, key Thinking, weight 0.090"),
which Qt's accessibility (AT-SPI on Linux) hands a screen reader; the arrow keys
move the current cell. Texts are made per cell as the view asks (a long sequence
builds none up front). The table draws the content the tab resolved from the
published snapshot; the cell a person moves to goes out as :attr:`NumberTable.cell_chosen`
for the owner to route through the view state.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QItemSelectionModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from explorer.app.cell_numbers import cell_text
from explorer.app.table_cells import TableCells
from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.core.wording import translate

#: Columns are sized to their labels up to this many (more: one width for all, nothing measured per column).
MEASURED_COLUMNS = 512
#: A column label wider than this many average characters is elided (its tooltip has it whole).
LABEL_CHARS = 24

_Index = QModelIndex | QPersistentModelIndex
_SENTENCE = (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole)


class NumbersModel(QAbstractTableModel):
    """A :class:`TableCells` as a Qt table model (empty until given one)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.cells: TableCells | None = None
        self.decimals = DEFAULT_DECIMALS

    def set_cells(self, cells: TableCells | None) -> None:
        """Show ``cells``; the same shape and labels keep the current cell and the scroll position."""
        old = self.cells
        same = (old is not None and cells is not None and old.shape == cells.shape
                and old.content.row_labels == cells.content.row_labels
                and old.content.col_labels == cells.content.col_labels
                and old.content.axis_names == cells.content.axis_names)
        if not same:
            self.beginResetModel()
            self.cells = cells
            self.endResetModel()
            return
        self.cells = cells
        self._all_changed()

    def set_decimals(self, decimals: int) -> None:
        if int(decimals) != self.decimals:
            self.decimals = int(decimals)
            self._all_changed()

    def _all_changed(self) -> None:
        rows, cols = self.cells.shape if self.cells is not None else (0, 0)
        if rows and cols:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, cols - 1))

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() or self.cells is None else self.cells.shape[0]

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() or self.cells is None else self.cells.shape[1]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        cells = self.cells
        if cells is None or not index.isValid():
            return None
        i, j = index.row(), index.column()
        try:
            if role == Qt.ItemDataRole.DisplayRole:
                return cells.text(i, j, self.decimals)
            if role in _SENTENCE:
                return cells.sentence(i, j, self.decimals)
        except LookupError:  # numbers a hidden view let go of: new ones come before it is seen
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole):
        cells = self.cells
        if cells is None:
            return None
        rows = orientation == Qt.Orientation.Vertical
        if role == Qt.ItemDataRole.DisplayRole:
            return cells.row_label(section) if rows else cells.col_label(section)
        if role in _SENTENCE:
            return cells.row_header(section) if rows else cells.col_header(section)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags


class NumberTable(QTableView):
    """The table of one step's numbers; emits the cell moved to (keys or a click)."""

    #: The current cell changed by the person: (row, column).
    cell_chosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.numbers = NumbersModel(self)
        self.setModel(self.numbers)
        self.setAccessibleName(translate("NumberTable", "Numbers table"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # Tab leaves the table; the arrow keys move in it
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            header.setHighlightSections(True)  # the current cell's row and column headers stand out
        self.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # "Internationaliz…", never cut
        self._setting = False
        self.selectionModel().currentChanged.connect(self._on_current)

    def set_cells(self, cells: TableCells | None) -> None:
        """Show ``cells`` (None: nothing, a hidden tab's numbers let go of)."""
        self.numbers.set_cells(cells)
        if cells is not None:
            self.setAccessibleName(cells.name)
            self.setAccessibleDescription(translate("NumberTable", "{title}. {formula}. Arrow keys move from cell to "
                                                                   "cell.").format(title=cells.content.title,
                                                                                   formula=cells.content.formula))
        self._size_columns()

    def set_decimals(self, decimals: int) -> None:
        """View → Decimals."""
        self.numbers.set_decimals(decimals)
        self._size_columns()

    def set_current_cell(self, cell: tuple[int, int] | None) -> None:
        """Make ``cell`` current (the view state's selection); not echoed as :attr:`cell_chosen`."""
        if cell is None:
            return
        index = self.numbers.index(int(cell[0]), int(cell[1]))
        if not index.isValid() or index == self.currentIndex():
            return
        self._setting = True
        try:
            self.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            self.scrollTo(index)
        finally:
            self._setting = False

    def current_cell(self) -> tuple[int, int] | None:
        index = self.currentIndex()
        return (index.row(), index.column()) if index.isValid() else None

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and not self._setting:
            self.cell_chosen.emit(current.row(), current.column())

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._size_columns()

    def _size_columns(self) -> None:
        """Every number fits its column and every label fits up to :data:`LABEL_CHARS`; measured
        from the picture and the labels, never by formatting every cell."""
        cells = self.numbers.cells
        if cells is None:
            return
        metrics = QFontMetrics(self.font())
        content = cells.content
        display = np.asarray(content.display, dtype=float)
        finite = display[np.isfinite(display)]
        widest = -float(np.abs(finite).max()) if finite.size else 0.0
        samples = [cell_text(widest, self.numbers.decimals), cell_text(-1.0, self.numbers.decimals)]
        if content.mask is not None:
            samples += ["masked", "−∞ (masked)"] if content.step_id == "masked" else ["masked"]
        pad = 3 * metrics.horizontalAdvance("0")
        number = max(metrics.horizontalAdvance(t) for t in samples) + pad
        header = self.horizontalHeader()
        header.setDefaultSectionSize(number)
        cols = cells.shape[1]
        if cols > MEASURED_COLUMNS:
            return
        longest = metrics.averageCharWidth() * LABEL_CHARS
        for j in range(cols):
            header.resizeSection(j, max(number, min(metrics.horizontalAdvance(cells.col_label(j)) + pad, longest)))
