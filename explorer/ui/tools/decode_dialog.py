"""Steps → Decode Next Token: append one token to a causal session, as a decoder with a KV cache does.

The dialog shows, for the token and X row typed, what the decoder reuses (the
cached K and V rows) and computes (one query row), and the work of the
prefill against one decode step (explorer.app.decode). Append makes the
longer session one undo step; when the document's full recompute of it lands,
the dialog states how far the decoded row is from it (float64: ~1e-16).
"""

from __future__ import annotations

import numpy as np

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from explorer.core.io.safe_text import plain
from explorer.core.session import SessionError
from explorer.core.wording import translate
from explorer.app.decode import DecodeStep, decode, decode_card, recompute_difference
from explorer.app.paste import cell_number
from explorer.app.snapshot import Snapshot
from explorer.app.document import Document
from explorer.app.view_state import ViewState
from explorer.ui.window import accessible


class DecodeDialog(QDialog):
    """The next token's label and X row, what the cache saves, and Append (one undo step)."""

    #: Emitted with the message when the typed token cannot be decoded.
    rejected_input = Signal(str)
    #: Emitted with the largest |decoded − recomputed| once the full recompute lands.
    verified = Signal(float)

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("DecodeDialog", "Decode Next Token"))
        self._document = document
        self._view = view  # its decimals, followed while open (View → Decimals)
        self._step: DecodeStep | None = None
        self._appended: DecodeStep | None = None
        session = document.session
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.token_edit = QLineEdit("next")
        self.token_edit.setToolTip(translate("DecodeDialog", "The new token's label"))
        self.token_edit.textChanged.connect(lambda _t: self.update_preview())
        form.addRow(translate("DecodeDialog", "Token"), self.token_edit)
        # The new row starts as the last token's row: edit it to see the weights move.
        self.row_table = QTableWidget(1, session.d_model)
        self.row_table.setVerticalHeaderLabels(["x"])
        self.row_table.setHorizontalHeaderLabels([str(c + 1) for c in range(session.d_model)])
        self.row_table.setToolTip(translate("DecodeDialog", "The new token's embedding: one row of X (d_model numbers)"))
        for c, value in enumerate(session.embeddings[-1]):
            self.row_table.setItem(0, c, QTableWidgetItem(f"{float(value):g}"))
        self.row_table.setFixedHeight(self.row_table.horizontalHeader().sizeHint().height()
                                      + self.row_table.rowHeight(0) + 6)
        self.row_table.itemChanged.connect(lambda _i: self.update_preview())
        form.addRow(translate("DecodeDialog", "Its row of X"), self.row_table)
        layout.addLayout(form)

        self.labels: dict[str, QLabel] = {}
        for name in ("title", "reused", "computed", "work", "weights", "status", "check"):
            label = QLabel()
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            if name == "title":
                font = label.font()
                font.setBold(True)
                font.setPointSizeF(font.pointSizeF() * 1.15)
                label.setFont(font)
            if name in ("status", "check"):
                label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            layout.addWidget(label)
            self.labels[name] = label

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.append_button = QPushButton(translate("DecodeDialog", "Append"))
        self.append_button.setToolTip(translate("DecodeDialog", "Add the token to the session (one undo step)"))
        buttons.addButton(self.append_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.append_button.clicked.connect(self.append)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        accessible.describe_buttons(buttons)
        self.setMinimumWidth(560)
        document.changed.connect(self._on_published)
        document.session_changed.connect(self._on_session_changed)
        view.decimals_changed.connect(lambda _d: self.update_preview())
        self.update_preview()

    def row(self) -> np.ndarray:
        """The typed X row; SessionError naming the cell that is not a number."""
        values = []
        for c in range(self.row_table.columnCount()):
            item = self.row_table.item(0, c)
            text = item.text().strip() if item is not None else ""
            try:  # the editors' one rule for a typed number (Python's float() reads 1_000 and ٣)
                values.append(cell_number(text))
            except ValueError as err:
                raise SessionError("embeddings", translate("DecodeDialog", "the new row's number {column}: {error}").format(
                    column=c + 1, error=err)) from None
        return np.array(values)

    def update_preview(self) -> None:
        """Decode the typed token against the session as it is (one row; nothing changes)."""
        try:
            self._step = decode(self._document.session, self.token_edit.text().strip() or "next", self.row())
        except SessionError as err:
            self._step = None
            self.labels["status"].setText(translate("DecodeDialog", "Cannot decode: {error}").format(error=err))
            self.append_button.setEnabled(False)
            self.rejected_input.emit(str(err))
            return
        card = decode_card(self._step, self._view.decimals)
        for name in ("title", "reused", "computed", "work", "weights"):
            self.labels[name].setText(getattr(card, name))
        self.labels["status"].setText(translate("DecodeDialog", "Append adds it to the session (one undo step); the "
                                                                "document then recomputes everything, and the two are "
                                                                "compared below."))
        self.append_button.setEnabled(True)

    def append(self) -> None:
        if self._step is None:
            return
        self._appended = self._step
        self.labels["check"].setText(translate("DecodeDialog", "Recomputing the longer session in full…"))
        try:
            self._document.apply(self._step.session, translate("DecodeDialog", "Decode next token {token!r}").format(
                token=plain(self._step.session.tokens[-1])))
        except SessionError as err:  # too large, or a rule of the document (an exercise's sizes)
            self._appended = None
            self.labels["check"].setText(translate("DecodeDialog", "Refused: {error}").format(error=err))

    def _on_session_changed(self) -> None:
        if self._document.session.d_model != self.row_table.columnCount():
            self.close()  # the row no longer fits the session
            return
        self.update_preview()

    def _on_published(self, snapshot: Snapshot) -> None:
        if self._appended is None or snapshot.session is not self._appended.session:
            return
        diff = recompute_difference(self._appended, snapshot.trace)
        n = snapshot.session.n
        self.labels["check"].setText(translate("DecodeDialog", "Appended “{token}” as token {count}. A full recompute "
                                                               "of all {count} tokens gives the same output row (largest "
                                                               "difference {difference:.1e}). Above: the step after "
                                                               "it.").format(
            token=plain(snapshot.session.tokens[-1]), count=n, difference=diff))
        self._appended = None
        self.verified.emit(diff)
