"""Names a screen reader reads: a control's accessible name (short, as a person names it) and,
where useful, a one-sentence description (Qt reads a widget's tooltip where it has none)."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QAbstractItemView, QScrollArea, QWidget

from explorer.core.attention.step_keys import matrix_title

if TYPE_CHECKING:
    from explorer.app.document import Document

W = TypeVar("W", bound=QWidget)


def name(widget: W, text: str, description: str | None = None) -> W:
    """``widget``, named ``text`` and described by ``description`` (without one Qt reads its tooltip)."""
    widget.setAccessibleName(text)
    if description:
        widget.setAccessibleDescription(description)
    return widget


class _MatrixNamer(QObject):
    """The editor's child: its connections go with the editor (a plain function's stayed on the document)."""

    def __init__(self, editor: QAbstractItemView, document: Document) -> None:
        super().__init__(editor)
        self._editor, self._document = editor, document
        editor.model().modelReset.connect(self.rename)
        document.session_changed.connect(self.rename)
        self.rename()

    @Slot()
    def rename(self) -> None:
        self._editor.setAccessibleName(matrix_title(self._editor.model().matrix_id, self._document.session.mode))


def follow_matrix(editor: QAbstractItemView, document: Document) -> None:
    """Name ``editor`` after the matrix its model shows ("W_Q (head 1)", "X_enc", as the app names
    it), now, whenever the model shows another and whenever the session (its mode) changes."""
    _MatrixNamer(editor, document)


def scrolling(widget: QWidget, text: str) -> QScrollArea:
    """``widget`` in a frameless scroll area named ``text`` (Tab reaches the area itself)."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setAccessibleName(text)
    return area
