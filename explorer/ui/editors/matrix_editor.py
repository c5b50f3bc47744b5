"""A spreadsheet-like editor for one matrix.

Arrows move, typing or F2 starts an edit, Enter commits and moves down, Tab
commits and moves right, Delete sets the selected cells to 0, Ctrl+C copies
the selection as tab-separated text and Ctrl+V pastes a block (tab-, comma-,
semicolon- or space-separated, read in the user's number format) at the
current cell. The view holds no data: it forwards
everything to its :class:`~explorer.ui.editors.matrix_model.MatrixModel`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, QModelIndex, QSize, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (QAbstractItemDelegate, QAbstractItemView, QAbstractScrollArea, QHeaderView, QStyle,
                               QTableView, QWidget)

# Tokens are shown whole up to TOKEN_CHARS characters (every view's one number); a longer
# one is elided, whole in its tooltip.
from explorer.app.labels import TOKEN_CHARS
from explorer.core.wording import translate
from explorer.ui.editors.matrix_model import SIZING_ROWS, MatrixModel

#: A number column is never narrower than this text (one decimal and a sign): a column
#: of 0 and 1 does not jump wider at the first −0.5 typed into it.
NARROWEST = "\u22120.0"
#: At most about this many cells are formatted to fit the columns at once (opening a
#: 4096-token file fits X and the three weights, 256 columns: at 2048 a matrix, 8 600
#: numbers were formatted on the UI thread) ...
SIZING_CELLS = 768
#: ... and at least this many rows of each column (with its largest and smallest value).
MIN_SIZING_ROWS = 8
#: The panel widens for this many number columns (d_model ≤ 8 shows whole); more scroll sideways.
FIT_COLUMNS = 8


def parse_block(text: str, decimal_comma: bool = False) -> list[list[str]]:
    """Rows of cell texts from clipboard text (the rule: :func:`explorer.app.paste.split_block`)."""
    from explorer.app.paste import split_block  # read at the first paste, not for the first paint

    return split_block(text, decimal_comma)


def format_block(rows: list[list[str]]) -> str:
    return "\n".join("\t".join(row) for row in rows) + "\n"


#: Each digit read as 0: the shape of a number's text ("−0.000", "0.00", "0e-00").
_AS_ZERO = str.maketrans("123456789", "000000000")
#: Advances measured, by (font, shape).
_ADVANCES: dict[tuple[str, str], int] = {}
#: Whether a font's ten digits share one width, by font.
_TABULAR: dict[str, bool] = {}


def _advance(metrics: QFontMetrics, font: str, text: str) -> int:
    key = (font, text)
    width = _ADVANCES.get(key)
    if width is None:
        if len(_ADVANCES) > 4096:  # many zooms and fonts over a long session
            _ADVANCES.clear()
            _TABULAR.clear()
        width = _ADVANCES[key] = metrics.horizontalAdvance(text)
    return width


def _widest(metrics: QFontMetrics, texts: list[str], font: str = "") -> int:
    """The widest advance among the numbers ``texts`` in the font keyed ``font``. Where its
    digits share one width (the UI fonts), a text is as wide as its shape, and a column of
    numbers is a few shapes: each is measured once a font (opening a 4096-token file measured
    7 500 texts on the UI thread, 40 ms). Otherwise every distinct text is measured."""
    if not texts:
        return 0
    if font not in _TABULAR:
        _TABULAR[font] = len({metrics.horizontalAdvance(d) for d in "0123456789"}) == 1
    if _TABULAR[font]:
        return max(_advance(metrics, font, shape) for shape in {t.translate(_AS_ZERO) for t in texts})
    return max(metrics.horizontalAdvance(t) for t in set(texts))


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
        self.setAccessibleDescription(translate("MatrixEditor", "Type a number in a cell and press Enter to "
                                                "change it: every step recomputes. Arrow keys move; Ctrl+Z undoes"))
        self.setAlternatingRowColors(False)
        self.setCornerButtonEnabled(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setDefaultSectionSize(64)
        header.setMinimumSectionSize(24)  # _fit_columns sets each width, from the font (never a fixed px)
        self.verticalHeader().setDefaultSectionSize(24)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Its size hint is its columns' (up to FIT_COLUMNS of them): the panel, and the
        # window's splitter, widen to show X whole instead of scrolling it sideways. The
        # hint is this class's own (the panel fixes the height), so the layout is told when
        # it changes (_fit_columns, a new shape): adjusting to contents, Qt asked the whole
        # inputs panel for a layout at every edited cell, 1.2–1.5 ms of an edit at d_model 64
        # before any view could paint.
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustIgnored)
        model.modelReset.connect(self._fit_columns)
        model.modelReset.connect(self.updateGeometry)  # more rows: a scroll bar, a wider row header
        model.dataChanged.connect(self._on_data_changed)
        self._fit_columns()

    def matrix_model(self) -> MatrixModel:
        model = self.model()
        assert isinstance(model, MatrixModel)
        return model

    # -- column widths -----------------------------------------------------------
    def _fit_columns(self, first: int = 0, last: int | None = None) -> None:
        """Each column as wide as what it shows, measured in the table's own font
        (zoom changes it): tokens up to :data:`TOKEN_CHARS` characters, numbers at the
        decimals in use, never narrower than its header or :data:`NARROWEST`."""
        model = self.matrix_model()
        last = model.columnCount() - 1 if last is None else last
        metrics = self.fontMetrics()
        font = f"{self.font().key()}@{self.logicalDpiX()}"  # what the metrics are of
        header = self.horizontalHeader()
        header_metrics = header.fontMetrics()
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        # The delegate's text margin each side (Qt: the focus frame's + 1), the grid line,
        # and half a character of air so a number does not touch its neighbour.
        text_margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        padding = 2 * text_margin + 1 + metrics.averageCharWidth() // 2
        # Formatting is the cost (randomizing a 4096 × 512 X re-fits every column):
        # fewer rows a column read the more columns are fitted at once.
        rows = min(SIZING_ROWS, max(MIN_SIZING_ROWS, SIZING_CELLS // max(1, last - first + 1)))
        resized = False
        for column, texts in enumerate(model.column_texts(first, last, rows), start=first):
            if model.is_label_column(column):
                texts = [text[:TOKEN_CHARS] for text in texts]
            else:
                texts.append(NARROWEST)
            title = str(model.headerData(column, Qt.Orientation.Horizontal))
            widest = (max((metrics.horizontalAdvance(t) for t in texts), default=0) if model.is_label_column(column)
                      else _widest(metrics, texts, font))
            width = max(widest + padding,
                        header_metrics.horizontalAdvance(title) + 2 * margin + padding)
            if self.columnWidth(column) != width:
                self.setColumnWidth(column, width)
                resized = True
        if resized:
            self.updateGeometry()

    def _on_data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: list[int] = ()) -> None:
        # A gradient tint (background, tooltip) changes no text: no widths to fit.
        if not roles or int(Qt.ItemDataRole.DisplayRole) in [int(r) for r in roles]:
            self._fit_columns(top_left.column(), bottom_right.column())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # View → Zoom: the same texts, wider
            self._fit_columns()
            self.updateGeometry()  # the headers too

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Wide enough for the token column and the first :data:`FIT_COLUMNS` number
        columns without a horizontal scroll bar (wider matrices scroll sideways)."""
        hint = super().sizeHint()
        model = self.matrix_model()
        shown = min(model.columnCount(), FIT_COLUMNS + (1 if model.columnCount() and model.is_label_column(0) else 0))
        # The panel caps the height (InputsPanel._fit_height): rows past it scroll beside the numbers.
        rows_hidden = (model.rowCount() * self.verticalHeader().defaultSectionSize()
                       + self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth() > self.maximumHeight())
        width = (2 * self.frameWidth() + self.verticalHeader().sizeHint().width()
                 + sum(self.columnWidth(c) for c in range(shown))
                 + (self.verticalScrollBar().sizeHint().width() if rows_hidden else 0))
        return QSize(width, hint.height())

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
        from explorer.app.paste import PasteError

        text = QGuiApplication.clipboard().text() if text is None else text
        current = self.currentIndex()
        if not current.isValid():
            current = self.model().index(0, 0)
        try:
            block = parse_block(text, self.matrix_model().decimal_comma)
        except PasteError as err:
            self.matrix_model().rejected.emit(translate("MatrixEditor", "nothing pasted: {reason}").format(reason=err))
            return False
        if not block:
            self.matrix_model().rejected.emit(translate("MatrixEditor", "the clipboard holds no numbers to paste"))
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
