"""A spreadsheet-like editor for one matrix.

Arrows move, typing or F2 starts an edit, Enter commits and moves down, Tab
commits and moves right, Delete sets the selected cells to 0, Ctrl+C copies
the selection as tab-separated text and Ctrl+V pastes a block (tab-, comma-,
semicolon- or space-separated, read in the user's number format) at the
current cell. The view holds no data: it forwards
everything to its :class:`~explorer.ui.editors.matrix_model.MatrixModel`.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QModelIndex, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractItemDelegate, QAbstractItemView, QHeaderView, QTableView, QWidget

from explorer.app.paste import PasteError, split_block
from explorer.ui.editors.matrix_model import MatrixModel

def parse_block(text: str, decimal_comma: bool = False) -> list[list[str]]:
    """Rows of cell texts from clipboard text (the rule: :func:`explorer.app.paste.split_block`)."""
    return split_block(text, decimal_comma)


def format_block(rows: list[list[str]]) -> str:
    return "\n".join("\t".join(row) for row in rows) + "\n"


class MatrixEditor(QTableView):
    """A table view with spreadsheet keys over a :class:`MatrixModel`."""

    def __init__(self, model: MatrixModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setModel(model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AnyKeyPressed
                             | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.DoubleClicked)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ContiguousSelection)
        self.setTabKeyNavigation(True)
        self.setAlternatingRowColors(False)
        self.setCornerButtonEnabled(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setDefaultSectionSize(64)
        header.setMinimumSectionSize(40)
        self.verticalHeader().setDefaultSectionSize(24)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        model.modelReset.connect(self._fit_columns)
        self._fit_columns()

    def matrix_model(self) -> MatrixModel:
        model = self.model()
        assert isinstance(model, MatrixModel)
        return model

    def _fit_columns(self) -> None:
        model = self.matrix_model()
        if model.columnCount() and model.is_label_column(0):
            self.setColumnWidth(0, 92)

    # -- keys ------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_selection()
        elif event.matches(QKeySequence.StandardKey.Paste):
            self.paste()
        elif event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.state() != self.State.EditingState:
            self.clear_selection()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.state() != self.State.EditingState:
            self._move(1, 0)
        else:
            super().keyPressEvent(event)

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:  # noqa: N802
        super().closeEditor(editor, hint)
        # Enter commits with SubmitModelCache: move down like a spreadsheet.
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:
            self._move(1, 0)

    def _move(self, drow: int, dcol: int) -> None:
        current = self.currentIndex()
        if not current.isValid():
            return
        row = min(max(current.row() + drow, 0), self.model().rowCount() - 1)
        col = min(max(current.column() + dcol, 0), self.model().columnCount() - 1)
        self.setCurrentIndex(self.model().index(row, col))

    # -- clipboard and delete --------------------------------------------------
    def _selected_rect(self) -> tuple[int, int, int, int] | None:
        indexes = self.selectionModel().selectedIndexes() or ([self.currentIndex()] if self.currentIndex().isValid() else [])
        if not indexes:
            return None
        rows = [i.row() for i in indexes]
        cols = [i.column() for i in indexes]
        return min(rows), min(cols), max(rows), max(cols)

    def selected_text(self) -> str:
        """The selection (or the current cell) as tab-separated text, full precision."""
        rect = self._selected_rect()
        if rect is None:
            return ""
        top, left, bottom, right = rect
        model = self.model()
        rows = [[str(model.data(model.index(r, c), Qt.ItemDataRole.EditRole)) for c in range(left, right + 1)]
                for r in range(top, bottom + 1)]
        return format_block(rows)

    def copy_selection(self) -> None:
        text = self.selected_text()
        if text:
            QGuiApplication.clipboard().setText(text)

    def paste(self, text: str | None = None) -> bool:
        """Paste ``text`` (default: the clipboard) at the current cell, whole or not at all."""
        text = QGuiApplication.clipboard().text() if text is None else text
        current = self.currentIndex()
        if not current.isValid():
            current = self.model().index(0, 0)
        try:
            block = parse_block(text, self.matrix_model().decimal_comma)
        except PasteError as err:
            self.matrix_model().rejected.emit(f"nothing pasted: {err}")
            return False
        if not block:
            self.matrix_model().rejected.emit("the clipboard holds no numbers to paste")
            return False
        ok = self.matrix_model().set_block(current.row(), current.column(), block, what="Paste into")
        if ok:
            self._select_block(current.row(), current.column(), len(block), len(block[0]))
        return ok

    def _select_block(self, row: int, col: int, height: int, width: int) -> None:
        model = self.model()
        top_left = model.index(row, col)
        bottom_right = model.index(row + height - 1, col + width - 1)
        self.selectionModel().select(QItemSelection(top_left, bottom_right),
                                     QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def clear_selection(self) -> None:
        indexes = self.selectionModel().selectedIndexes() or [self.currentIndex()]
        cells = [(i.row(), i.column()) for i in indexes if isinstance(i, QModelIndex) and i.isValid()]
        if cells:
            self.matrix_model().clear(cells)
