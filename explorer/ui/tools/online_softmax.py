"""Steps → Online Softmax…: flash attention's walk over key tiles, for one query of one head.

Editable tile size b, head and query; the table shows each tile's running max,
rescale factor, running sum and accumulator (explorer.app.online_walk), and
the last line compares acc / ℓ with the pipeline's softmax(S′)·V. The walk
reads the published trace; past :data:`LIVE_CELLS` query × key cells it is
redone on the Recompute button, not on every edit (it is n × m work).
"""

from __future__ import annotations

import numpy as np

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from explorer.core.io.safe_text import plain
from explorer.core.session import SessionError
from explorer.core.wording import translate
from explorer.app.online_walk import COLUMNS, OnlineSoftmax, columns, walk, walk_rows, walk_summary
from explorer.app.identity import head_name
from explorer.app.frame import Frame
from explorer.app.document import Document
from explorer.app.view_state import ViewState
from explorer.ui.window import accessible

#: Sessions up to this many query × key cells are walked again at every edit.
LIVE_CELLS = 256 * 256


class OnlineSoftmaxDialog(QDialog):
    """The online softmax, tile by tile, ending equal to softmax(S′)·V."""

    #: Emitted after each walk with its result.
    walked = Signal(object)
    #: Emitted with the message when a value is refused.
    rejected_input = Signal(str)

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("OnlineSoftmax", "Online Softmax (flash attention)"))
        self._document = document
        # The window's head and decimals, followed while open (not copied once): the
        # head spin box shows the view state's head and forwards a change to it.
        self._view = view
        self.result: OnlineSoftmax | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(translate("OnlineSoftmax", "The fused kernels never hold the n × m scores: they walk the keys "
                                                  "in tiles of b, keeping per query a running max m, a running sum ℓ "
                                                  "and an accumulator. When a tile raises the max, the earlier sums are "
                                                  "multiplied by exp(m_old − m_new)."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        controls = QHBoxLayout()
        self.block_spin = self._spin(controls, translate("OnlineSoftmax", "Tile size b"), 1, 2,
                                     translate("OnlineSoftmax", "keys per tile"))
        self.head_spin = self._spin(controls, translate("OnlineSoftmax", "Head"), 1, view.head + 1,
                                    translate("OnlineSoftmax", "which head to walk (the window's head)"))
        # The last query by default: in causal mode it reads every key, so every tile matters.
        self.query_spin = self._spin(controls, translate("OnlineSoftmax", "Query"), 1, document.session.n,
                                     translate("OnlineSoftmax", "which query row to follow (counted from 1)"))
        controls.addStretch(1)
        self.recompute_button = QPushButton(translate("OnlineSoftmax", "Recompute"))
        self.recompute_button.clicked.connect(self.walk)
        controls.addWidget(self.recompute_button)
        layout.addLayout(controls)
        self.table = accessible.name(QTableWidget(0, len(COLUMNS)), translate("OnlineSoftmax", "Tiles"),
                                     translate("OnlineSoftmax", "One row per key tile of the walk."))
        self.table.setHorizontalHeaderLabels(columns())
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table, 1)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        self.note = QLabel(translate("OnlineSoftmax", "Bold rows raised the running max."))
        self.note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        accessible.describe_buttons(self)
        self.resize(900, 420)
        self._frame = view.frame
        view.presented.connect(self.show_frame)
        self.walk()
        for spin in (self.block_spin, self.query_spin):
            spin.valueChanged.connect(lambda _v: self.walk())
        self.head_spin.valueChanged.connect(lambda value: view.set_head(value - 1))

    @staticmethod
    def _spin(row: QHBoxLayout, text: str, low: int, value: int, tip: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, 1 << 20)
        spin.setValue(value)
        spin.setKeyboardTracking(False)
        spin.setToolTip(tip)
        spin.setAccessibleName(text)
        label = QLabel(text)
        label.setBuddy(spin)
        row.addWidget(label)
        row.addWidget(spin)
        return spin

    def walk(self) -> None:
        """Walk the published trace's keys in tiles of b for the chosen head, and fill the table."""
        trace = self._frame.trace
        session = trace.session
        heads, n = len(session.heads), session.n
        for spin, top in ((self.head_spin, heads), (self.query_spin, n), (self.block_spin, session.m)):
            with QSignalBlocker(spin):
                spin.setMaximum(top)
        head, query = self.head_spin.value() - 1, self.query_spin.value() - 1
        try:
            result = walk(trace, head, self.block_spin.value())
        except SessionError as err:
            self.rejected_input.emit(str(err))
            self.summary.setText(translate("OnlineSoftmax", "Cannot walk: {error}").format(error=err))
            return
        self.result = result
        decimals = self._frame.view.decimals
        rows = walk_rows(result, query, session.key_tokens, decimals)
        self.table.setRowCount(len(rows))
        bold = QFont(self.table.font())
        bold.setBold(True)
        for r, row in enumerate(rows):
            for c, text in enumerate(row.cells):
                item = QTableWidgetItem(text)
                if row.raised_max:
                    item.setFont(bold)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        reference = np.asarray(trace.step("output", head).row(query), dtype=np.float64)
        self.summary.setText(translate("OnlineSoftmax", "Query {query} ({token}), {head}: {summary}").format(
            query=query + 1, token=plain(session.tokens[query]), head=head_name(session, head, capital=False),
            summary=walk_summary(result, query, reference, decimals)))
        self.walked.emit(result)

    def show_frame(self, frame: Frame) -> None:
        """Walk again for the frame's head or decimals; for a new trace too, while the walk is cheap."""
        old, self._frame = self._frame, frame
        # One walk per change, whether the spin box or the window changed the head
        # (the spin box only forwards its value; the walk comes from here).
        if self.head_spin.value() != frame.head + 1:
            with QSignalBlocker(self.head_spin):
                self.head_spin.setValue(frame.head + 1)
        if frame.trace is not old.trace:
            s = frame.session
            if s.n * s.m > LIVE_CELLS:
                self.summary.setText(translate("OnlineSoftmax", "The session changed: Recompute walks it again "
                                                                "(n × m work)."))
                return
        elif frame.head == old.head and frame.view.decimals == old.view.decimals:
            return  # another part of the view state: the same walk
        self.walk()
