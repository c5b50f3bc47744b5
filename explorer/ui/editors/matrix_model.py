"""A table model over one matrix of the document's session.

The model reads the session on every ``data()`` call (nothing is copied per
cell, so it stays cheap at any size) and forwards edits to the document as one
undoable step each. Text that is not a finite number is refused: the model
emits :attr:`MatrixModel.rejected` with a message and the cell keeps its value.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette

from explorer.core.numbers import DEFAULT_DECIMALS, format_number
from explorer.core.session import Session, SessionError
from explorer.core.attention.step_keys import matrix_title, parse_key
from explorer.core.wording import translate

__all__ = ["MatrixModel", "format_number", "matrix_title", "parse_number"]
from explorer.app.document import Document, MergeId
from explorer.ui.editors.edit_messages import edit_text, misfit_text

#: Column headers by what a column is: a sink per head (h1 …), latent numbers (c1 …), rotated ones (r1 …).
_COL_PREFIX = {"w_q": "q", "w_k": "k", "w_v": "v", "sinks": "h", "g_q": "q", "g_k": "k", "w_dkv": "c",
               "w_uk": "k", "w_uv": "v", "w_kr": "r", "w_qr": "r"}
_DISPLAY_ROLE, _EDIT_ROLE, _TOOLTIP_ROLE, _BACKGROUND_ROLE, _ALIGNMENT_ROLE, _FOREGROUND_ROLE = (int(r) for r in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole))
_TEXT_ROLES = frozenset((_DISPLAY_ROLE, _EDIT_ROLE, _TOOLTIP_ROLE))
_VERTICAL = Qt.Orientation.Vertical
_ROLES = _TEXT_ROLES | {_BACKGROUND_ROLE, _ALIGNMENT_ROLE, _FOREGROUND_ROLE}
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_Index = QModelIndex | QPersistentModelIndex
#: Rows whose texts size a column, at most (:meth:`MatrixModel.column_texts`).
SIZING_ROWS = 256


def parse_number(text: str, decimal_comma: bool = False) -> float:
    """A finite float from what a person typed; ValueError with a reason otherwise."""
    from explorer.app.paste import cell_number  # read at the first edit, not for the first paint

    return cell_number(text, decimal_comma)


def locale_decimal_comma() -> bool:
    """Whether the user's locale writes 1.5 as "1,5" (then typed and pasted commas are decimal points)."""
    return QLocale().decimalPoint() == ","


class MatrixModel(QAbstractTableModel):
    """Rows × columns of ``document.session.matrix(matrix_id)``.

    With ``labels=True`` (the embeddings editors) column 0 holds the token
    labels and the numbers start at column 1.
    """

    #: A message for the user when an edit was refused (nothing changed).
    rejected = Signal(str)

    def __init__(self, document: Document, matrix_id: str, labels: bool = False, parent: QObject | None = None):
        super().__init__(parent)
        self._document = document
        self._matrix_id = matrix_id
        self._labels = labels
        #: Decimals the cells show (View → Decimals); editing shows and takes the full value.
        self.decimals = DEFAULT_DECIMALS
        #: Read "1,5" as 1.5 (the user's locale has a decimal comma); tests set it.
        self.decimal_comma = locale_decimal_comma()
        self._shape = self._current_shape()
        self._shown = self._content()
        #: ∂L/∂(this matrix) from the Train panel (None: no overlay) and its largest |value|.
        self._gradient: np.ndarray | None = None
        self._gradient_peak = 0.0
        #: The cells an open exercise locks (True: locked; None: none), greyed out.
        self._locked: np.ndarray | None = None
        # The editors show the session being edited at once (not the last
        # computed snapshot): what was typed stays typed while a long sequence recomputes.
        document.session_changed.connect(self._on_changed)

    # -- what it shows -------------------------------------------------------
    @property
    def matrix_id(self) -> str:
        return self._matrix_id

    def set_decimals(self, decimals: int) -> None:
        """Show the cells with ``decimals`` decimals (View → Decimals); the typed value stays whole."""
        decimals = int(decimals)
        if decimals == self.decimals:
            return
        self.decimals = decimals
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1),
                                  [Qt.ItemDataRole.DisplayRole])

    def set_gradient(self, gradient: np.ndarray | None) -> None:
        """Tint each cell by ∂L/∂cell (blue: raising it lowers the loss; red: raises it),
        the exact value in the tooltip; None removes the tint."""
        if gradient is not None:
            gradient = np.asarray(gradient, dtype=np.float64)
            if gradient.shape != self._session().matrix(self._matrix_id).shape:
                gradient = None
        if gradient is None and self._gradient is None:
            return
        self._gradient = gradient
        self._gradient_peak = float(np.abs(gradient).max(initial=0.0)) if gradient is not None else 0.0
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1),
                                  [Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole])

    @property
    def gradient(self) -> np.ndarray | None:
        """The ∂L/∂cell the cells are tinted by (None: no tint)."""
        return self._gradient

    @property
    def locked(self) -> np.ndarray | None:
        """The cells shown locked (True), or None."""
        return self._locked

    def set_locked(self, locked: np.ndarray | None) -> None:
        """Grey out the cells ``locked`` marks (a bool array of the matrix's shape; None: none).
        Only shown: whether an edit of one is refused is the document's rule
        (explorer.app.exercises.edit_refusal), which says which cell and why."""
        if locked is not None and (not self._exists() or locked.shape != self._session().matrix(self._matrix_id).shape):
            locked = None
        if locked is None and self._locked is None:
            return
        self._locked = None if locked is None else np.array(locked, dtype=bool)
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1),
                                  [Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole,
                                   Qt.ItemDataRole.ToolTipRole])

    def set_matrix_id(self, matrix_id: str) -> None:
        """Show another matrix (e.g. the selected head's W_Q)."""
        self._gradient = None  # another head's matrix: its own gradient comes with the next step
        self._locked = None  # and its own locked cells (InputsPanel.show_locked)
        self.beginResetModel()
        self._matrix_id = matrix_id
        self._shape = self._current_shape()
        self._shown = self._content()
        self.endResetModel()

    def _session(self) -> Session:
        return self._document.session

    def _title(self) -> str:
        """The matrix's one name (explorer.core.attention.step_keys.matrix_title): "X_enc", "W_Q (head 2)"."""
        return matrix_title(self._matrix_id, self._session().mode)

    def _exists(self) -> bool:
        try:
            self._session().matrix(self._matrix_id)
        except KeyError:
            return False
        return True

    def _content(self) -> tuple[object, ...]:
        """What the cells show. Sessions are immutable and share the arrays an
        edit did not touch, so identity says whether anything changed."""
        if not self._exists():
            return ()
        return (self._session().matrix(self._matrix_id), self._tokens() if self._labels else None)

    def _current_shape(self) -> tuple[int, int]:
        if not self._exists():
            return (0, 0)
        rows, cols = self._session().matrix(self._matrix_id).shape
        return rows, cols + (1 if self._labels else 0)

    def _token_field(self) -> str:
        return "source_tokens" if self._matrix_id == "source_embeddings" else "tokens"

    def _tokens(self) -> tuple[str, ...]:
        return getattr(self._session(), self._token_field()) or ()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else self._shape[0]

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else self._shape[1]

    def is_label_column(self, column: int) -> bool:
        return self._labels and column == 0

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Qt's delegate asks a dozen roles of every cell it paints, most of them unused
        # here: those are answered before the number is read (a repaint of the editors
        # at 4096 tokens was 2500 calls).
        role = int(role)
        if role not in _ROLES or not index.isValid():
            return None
        row, col = index.row(), index.column()
        if self.is_label_column(col):
            return self._tokens()[row] if role in _TEXT_ROLES else None
        if role == _ALIGNMENT_ROLE:
            return _RIGHT
        cell = col - (1 if self._labels else 0)
        locked = self._locked is not None and bool(self._locked[row, cell])
        if role == _FOREGROUND_ROLE:
            return QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText) if locked else None
        if role == _BACKGROUND_ROLE:
            if locked:  # the theme's button grey: the number reads, and reads as not for editing
                return QGuiApplication.palette().color(QPalette.ColorRole.Button)
            if self._gradient is None or self._gradient_peak <= 0:
                return None
            share = float(self._gradient[row, cell]) / self._gradient_peak
            # A light tint (the number stays readable in either theme): blue below 0, red above.
            colour = QColor(33, 102, 172) if share < 0 else QColor(178, 24, 43)
            colour.setAlpha(int(round(150 * abs(share))))
            return QBrush(colour)
        value = float(self._session().matrix(self._matrix_id)[row, cell])
        if role == _DISPLAY_ROLE:
            return self._shown_text(value)
        if role == _EDIT_ROLE:
            return repr(value) if value != int(value) else str(int(value))
        text = f"{self._title()}[{row + 1}, {col + (0 if self._labels else 1)}] = {value!r}"
        if self._gradient is not None:
            grad = float(self._gradient[row, cell])
            text += f"\n∂L/∂{self._title()}[{row + 1}, {cell + 1}] = {grad!r}"
        if locked:
            text += "\n" + translate("MatrixModel", "Locked in this exercise")
        return text

    def _shown_text(self, value: float) -> str:
        # Trimmed: a typed 0.5 reads 0.5, not 0.500; longer values round to the view's decimals.
        return format_number(value, self.decimals, trim=True)

    def column_texts(self, first: int, last: int, rows: int = SIZING_ROWS) -> list[list[str]]:
        """For each column from ``first`` to ``last``, texts that size it to what it shows:
        its first ``rows`` cells' (a 4096-token X is not formatted whole at each edit),
        then, for numbers, its largest and smallest value's (the most digits, the sign)
        and, for tokens, the longest token's."""
        if not self._exists() or last < first:
            return []
        texts: list[list[str]] = []
        if self.is_label_column(first):
            tokens = self._tokens()
            texts.append([*tokens[:rows], max(tokens, key=len, default="")])
            first += 1
        offset = 1 if self._labels else 0
        block = self._session().matrix(self._matrix_id)[:, first - offset:last + 1 - offset]
        if last < first or not block.size:
            return texts + [[] for _ in range(first, last + 1)]
        # One pass over the rows for every column's extremes (a column alone is strided: slow).
        high, low, head = block.max(axis=0), block.min(axis=0), block[:rows]
        for c in range(block.shape[1]):
            texts.append([self._shown_text(float(v)) for v in (*head[:, c], high[c], low[c])])
        return texts

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # As data(): an int, not Qt's enum (a header's size hint at 4096 rows asked 1 200 roles,
        # each compared as an enum cost more than the answer).
        if int(role) != _DISPLAY_ROLE:
            return None
        if orientation == _VERTICAL:
            return str(section + 1)
        if self._labels:
            return translate("MatrixModel", "token") if section == 0 else f"x{section}"
        prefix = _COL_PREFIX.get(parse_key(self._matrix_id)[0], "o")
        return f"{prefix}{section + 1}"

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    # -- edits ---------------------------------------------------------------
    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        return self.set_block(index.row(), index.column(), [[str(value)]])

    def set_block(self, row: int, col: int, block: list[list[str]], what: str = "Edit") -> bool:
        """Write a block of typed/pasted text at (row, col) as one undo step.
        ``what`` names the action for the undo step's text: "Edit" or "Paste into".

        Everything is checked before anything changes: a block that does not
        fit or holds a non-number is refused whole with a message.
        """
        rows, cols = self.rowCount(), self.columnCount()
        height, width = len(block), max((len(r) for r in block), default=0)
        if height == 0 or width == 0:
            return False
        if any(len(r) != width for r in block):
            return self._reject(translate("MatrixModel", "the pasted rows have different lengths"))
        if row + height > rows or col + width > cols:
            return self._reject(self._misfit(row, col, height, width))
        from explorer.app.paste import cell_number  # (parse_number's rule, imported once a block)

        labels = list(self._tokens())
        numbers = np.empty((height, width - (1 if self.is_label_column(col) else 0)))
        for r, line in enumerate(block):
            for c, text in enumerate(line):
                if self.is_label_column(col + c):
                    labels[row + r] = text.strip()
                    continue
                try:
                    numbers[r, c - (1 if self.is_label_column(col) else 0)] = cell_number(text, self.decimal_comma)
                except ValueError as err:
                    return self._reject(translate("MatrixModel", "{matrix} row {row}, {column}: {reason}").format(
                        matrix=self._title(), row=row + r + 1,
                        column=self.headerData(col + c, Qt.Orientation.Horizontal), reason=err))
        first_number_col = col + (1 if self.is_label_column(col) else 0) - (1 if self._labels else 0)
        try:
            session = self._session()
            if self.is_label_column(col):
                session = session.with_tokens(labels, source=self._token_field() == "source_tokens")
            if numbers.size:
                session = session.with_cells(self._matrix_id, row, first_number_col, numbers)
        except SessionError as err:
            return self._reject(str(err))
        try:
            if height * width == 1 and self.is_label_column(col):
                # Relabelling one token again and again (trying words) is one undo step.
                self._document.apply(session, translate("MatrixModel", "Rename token {row}").format(row=row + 1),
                                     MergeId.TOKEN_LABEL,
                                     (self._matrix_id, row))
            else:
                self._document.apply(session, edit_text(what, height, width).format(
                    matrix=self._title(), height=height, width=width, row=row + 1))
        except SessionError as err:  # a rule of the document (an exercise's locked cell): said, nothing changed
            return self._reject(str(err))
        return True

    def _misfit(self, row: int, col: int, height: int, width: int) -> str:
        """Why a block does not fit, in the columns as the editor names them."""
        return misfit_text(lambda c: str(self.headerData(c, Qt.Orientation.Horizontal)), self._title(),
                           self.rowCount(), self.columnCount() - (1 if self._labels else 0), self._labels,
                           self.is_label_column(col), row, col, height, width)

    def clear(self, cells: list[tuple[int, int]]) -> None:
        """Set the given numeric cells to 0 in one undo step (label cells are skipped)."""
        offset = 1 if self._labels else 0
        current = np.array(self._session().matrix(self._matrix_id), copy=True)
        targets = [(r, c - offset) for r, c in cells if not self.is_label_column(c)]
        if not targets:
            return
        for r, c in targets:
            current[r, c] = 0.0
        try:
            text = (translate("MatrixModel", "Clear {count} cells of {matrix}") if len(targets) > 1
                    else translate("MatrixModel", "Clear {count} cell of {matrix}"))
            self._document.apply(self._session().with_matrix(self._matrix_id, current),
                                 text.format(count=len(targets), matrix=self._title()))
        except SessionError as err:
            self._reject(str(err))

    def _reject(self, message: str) -> bool:
        self.rejected.emit(message)
        return False

    # -- following the document ----------------------------------------------
    def _on_changed(self) -> None:
        shape, content = self._current_shape(), self._content()
        if shape != self._shape:
            self._gradient = self._locked = None  # they were of a matrix of another shape
            self.beginResetModel()
            self._shape, self._shown = shape, content
            self.endResetModel()
            return
        # An edit of W_Q leaves X and the other weights as they were: their
        # views need no repaint (hundreds of cells at long sequences).
        unchanged = len(content) == len(self._shown) and all(a is b for a, b in zip(content, self._shown))
        old, self._shown = self._shown, content
        if unchanged or not (shape[0] and shape[1]):
            return
        top, left, bottom, right = 0, 0, shape[0] - 1, shape[1] - 1
        if len(old) == len(content) == 2 and old[1] is content[1]:
            # Only the numbers changed (the labels are the same tuple): repaint the
            # cells that did, not every visible one (an edit of one cell of W_Q
            # repainted the whole table: 3 ms of every edit).
            changed = np.argwhere(~((old[0] == content[0]) | (np.isnan(old[0]) & np.isnan(content[0]))))
            if not len(changed):
                return
            offset = 1 if self._labels else 0
            (top, left), (bottom, right) = changed.min(axis=0), changed.max(axis=0)
            left, right = left + offset, right + offset
        self.dataChanged.emit(self.index(int(top), int(left)), self.index(int(bottom), int(right)))
