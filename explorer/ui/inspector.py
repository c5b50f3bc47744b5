"""The inspector: the arithmetic behind the selected number, as selectable text.

The text comes whole from the core (:func:`explorer.core.explain.explain`);
this widget only shows it, keeps it current when the document changes, and
copies it.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from explorer.core.explain import Explanation, explain, fmt
from explorer.ui.document import Document
from explorer.ui.heatmap import Heatmap
from explorer.ui.matrix_model import matrix_title
from explorer.ui.selection import selection_for
from explorer.ui.view_state import ViewState

HINT = "Click any number in the pipeline (or a heatmap cell) to see how it was computed."


class Inspector(QWidget):
    """Shows ``explain(trace, session, key, index).text()`` for the selected cell."""

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self.selection = selection_for(view)
        self.explanation: Explanation | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        top = QHBoxLayout()
        self.title = QLabel("Inspector")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        top.addWidget(self.title, 1)
        self.copy_button = QPushButton("Copy")
        self.copy_button.setToolTip("copy the arithmetic as plain text")
        self.copy_button.clicked.connect(self.copy)
        top.addWidget(self.copy_button)
        layout.addLayout(top)
        self.text_view = QPlainTextEdit()
        self.text_view.setReadOnly(True)
        self.text_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text_view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                               | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        mono.setPointSizeF(max(mono.pointSizeF(), self.font().pointSizeF()) * 1.05)
        self.text_view.setFont(mono)
        self.text_view.setPlaceholderText(HINT)
        layout.addWidget(self.text_view, 1)
        self.selection.changed.connect(self.refresh)
        document.changed.connect(self.refresh)
        self.refresh()

    def text(self) -> str:
        return self.text_view.toPlainText()

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())

    def follow_heatmap(self, heatmap: Heatmap, step_key: Callable[[], str]) -> None:
        """Inspect cells clicked in another heatmap; ``step_key()`` names the step it shows."""
        heatmap.cell_clicked.connect(lambda i, j: self.selection.select(step_key(), (i, j)))

    def refresh(self) -> None:
        key, index = self.selection.step_key, self.selection.index
        self.explanation = None
        if key is None:
            self.text_view.setPlainText("")
            return
        trace, session = self._document.trace, self._document.session
        if key not in trace:
            self.text_view.setPlainText(self._input_text(key, index))
            return
        try:
            self.explanation = explain(trace, session, key, index)
        except (IndexError, KeyError, ValueError):
            # The selection outlived its cell (sizes or mode changed): say so instead of a stale answer.
            self.text_view.setPlainText(f"The selected cell {index} of {key} no longer exists.\n{HINT}")
            return
        self.text_view.setPlainText(self.explanation.text())

    def _input_text(self, matrix_id: str, index: tuple[int, ...]) -> str:
        try:
            value = float(self._document.session.matrix(matrix_id)[index])
        except (KeyError, IndexError):
            return HINT
        row, col = index
        return (f"{matrix_title(matrix_id)}[{row}, {col}] = {fmt(value)}\n"
                f"  an input: type another value in its editor and every step recomputes.")
