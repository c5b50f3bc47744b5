"""The padding keys as a checkable list, one row per key token.

A model rather than a QListWidget: at 16 384 tokens building one item per key
took 0.39 s of the UI thread on opening a file, and ticking them all again
cost 8–18 ms per edit at 4096. Here rows are made only as they are painted,
and following the document is O(1) unless the keys or the padding changed.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from explorer.core.wording import translate

_Index = QModelIndex | QPersistentModelIndex


class PaddingModel(QAbstractListModel):
    """Rows "j  token" counted from 1, checked when key j (0-based) is padded.

    Ticking a row does not change the model: :attr:`toggled` asks for the edit,
    and the document's answer comes back through :meth:`show`."""

    #: (key index from 0, padded) asked for by ticking a row.
    toggled = Signal(int, bool)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._keys: tuple[str, ...] = ()
        self._padded: frozenset[int] = frozenset()

    def show(self, keys: tuple[str, ...], padding: tuple[int, ...]) -> None:
        """Follow the session: its key tokens and padded keys."""
        padded = frozenset(padding)
        if keys != self._keys:
            self.beginResetModel()
            self._keys, self._padded = keys, padded
            self.endResetModel()
            return
        changed = sorted(padded ^ self._padded)
        self._padded = padded
        if changed:  # one range, however many ticks changed
            self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]), [Qt.ItemDataRole.CheckStateRole])

    def padded(self, j: int) -> bool:
        return j in self._padded

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's name
        return 0 if parent.isValid() else len(self._keys)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._keys):
            return None
        j, token = index.row(), self._keys[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            # Counted from 1, as the editors count (the session file's "padding" counts from 0).
            return f"{j + 1}  {token}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("PaddingList", "key {key}: {token} (padding index {index} in the session file)").format(
                key=j + 1, token=token, index=j)
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if j in self._padded else Qt.CheckState.Unchecked
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable

    def setData(self, index: _Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid():
            return False
        padded = Qt.CheckState(value) == Qt.CheckState.Checked
        if padded != (index.row() in self._padded):
            self.toggled.emit(index.row(), padded)
        return False  # the document decides; show() follows its answer
