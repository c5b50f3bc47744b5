"""The inspector: the arithmetic behind the selected number, as selectable text.

The text comes whole from :func:`explorer.app.inspector.resolve` (the
core's explanation of the published snapshot); this widget only shows it,
keeps it current when a snapshot is published, and copies it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from explorer.app.frame import Frame
from explorer.core.wording import translate
from explorer.app.inspector import HINT, resolve
from explorer.app.document import Document
from explorer.ui.heatmap.heatmap import Heatmap
from explorer.app.view_state import ViewState
from explorer.ui.window import accessible

if TYPE_CHECKING:
    from explorer.app.inspector import Explanation

__all__ = ["HINT", "Inspector"]


class Inspector(QWidget):
    """Shows the explanation of the view state's selected cell."""

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        self.explanation: Explanation | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        top = QHBoxLayout()
        self.title = QLabel(translate("Inspector", "Inspector"))
        top.addWidget(self.title, 1)
        self.copy_button = QPushButton(translate("Inspector", "Copy"))
        self.copy_button.setToolTip(translate("Inspector", "copy the arithmetic as plain text"))
        self.copy_button.clicked.connect(self.copy)
        top.addWidget(self.copy_button)
        layout.addLayout(top)
        # View → Decimals rounds the views; the arithmetic here keeps every digit.
        self.precision_note = QLabel(self._precision(view.decimals))
        self.precision_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.precision_note.setWordWrap(True)
        view.decimals_changed.connect(lambda d: self.precision_note.setText(self._precision(d)))
        layout.addWidget(self.precision_note)
        self.text_view = accessible.name(QPlainTextEdit(), translate("Inspector", "Explanation"),
                                         translate("Inspector", "The clicked number and how it is computed."))
        self.text_view.setReadOnly(True)
        self.text_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text_view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                               | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.text_view.setPlaceholderText(translate("Inspector", HINT))  # marked in explorer/app/inspector.py
        self._apply_fonts()
        layout.addWidget(self.text_view, 1)
        self._frame = view.frame
        self._shown: tuple | None = None
        view.presented.connect(self.show_frame)
        self.refresh()

    @staticmethod
    def _precision(decimals: int) -> str:
        return translate("Inspector", "Every digit here; the views round to {decimals} (View → Decimals).").format(
            decimals=decimals)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        # View → Zoom sets the window's font: the title and the arithmetic follow it.
        if event.type() == QEvent.Type.FontChange:
            self._apply_fonts()
        super().changeEvent(event)

    def _apply_fonts(self) -> None:
        """The title and the monospaced text sized from this widget's (inherited) font."""
        base = self.font().pointSizeF()
        title = QFont(self.font())
        title.setBold(True)
        title.setPointSizeF(base * 1.15)
        self.title.setFont(title)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        mono.setPointSizeF(base * 1.05)
        self.text_view.setFont(mono)

    def text(self) -> str:
        return self.text_view.toPlainText()

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())

    def follow_heatmap(self, heatmap: Heatmap, step_key: Callable[[], str]) -> None:
        """Inspect cells clicked in another heatmap; ``step_key()`` names the step it shows."""
        heatmap.cell_clicked.connect(lambda i, j: self._view.select(step_key(), (i, j)))

    def show_frame(self, frame: Frame) -> None:
        """Explain the frame's selected cell (anew only when the trace or the selection changed)."""
        self._frame = frame
        self.refresh()

    def refresh(self) -> None:
        frame = self._frame
        shown = (frame.trace, frame.view.selected, frame.view.index)
        if shown == self._shown:
            return  # another part of the view state changed: the same arithmetic
        self._shown = shown
        content = resolve(frame)
        self.explanation = content.explanation
        if self.text_view.toPlainText() != content.text:
            self.text_view.setPlainText(content.text)
