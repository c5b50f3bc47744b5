"""What-if controls: the √d_k scaling and a softmax temperature, with their effect.

The controls drive :meth:`Document.set_options` (view options, not undoable);
the readout shows each query row's maximum weight and entropy (from
:mod:`explorer.core.attention.stats`), and a small table says why the formula divides
by √d_k: without it the softmax saturates towards one-hot as d_k grows.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDoubleSpinBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from explorer.core.numbers import format_number
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.app.jobs import Priority
from explorer.app.labels import elide
from explorer.app.frame import Frame
from explorer.app.whatif import ENTROPY_UNIT
from explorer.app.whatif import saturation as whatif_saturation
from explorer.app.whatif import resolve
from explorer.app.document import Document
from explorer.app.view_state import ViewState
from explorer.ui.window.on_screen import OnScreen
from explorer.ui.window.widget_jobs import cancel_with, work_ahead
from explorer.ui.window.fonts import scaled_font
from explorer.ui.window import accessible

TEMPERATURE_RANGE = (0.1, 5.0)
#: The slider works in tenths; the spin box takes any value in range.
SLIDER_STEPS = 10
SATURATION_DKS = (4, 16, 64, 256)
MAX_VISIBLE_ROWS = 8
#: Why the formula divides by √d_k, above the d_k table (English: translated where shown).
WHY = QT_TRANSLATE_NOOP("Whatif", "A score q·k adds up d_k products, so without scaling its spread grows like √d_k: "
                        "the softmax then gives nearly all the weight to one key (max weight → 1, entropy → 0) "
                        "and saturation shrinks the gradients of the whole row, so little is learned from it. Dividing by √d_k keeps the spread the same for any d_k. "
                        "Averages over {count} random queries and keys:")


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    table.horizontalHeader().setMinimumSectionSize(24)
    # Columns share the dock's width; a sideways scroll bar would cover a row.
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.verticalHeader().hide()
    return table


def _fit_height(table: QTableWidget, max_rows: int | None = None) -> None:
    """Exactly as tall as its rows (up to ``max_rows``; then it scrolls): no empty band."""
    table.resizeRowsToContents()
    rows = table.rowCount() if max_rows is None else min(table.rowCount(), max_rows)
    # A scroll bar only when some rows do not fit: one shown "in case" took the
    # last column's room and cut its numbers.
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if rows < table.rowCount()
                                     else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    height = table.horizontalHeader().sizeHint().height() + sum(table.rowHeight(r) for r in range(rows))
    table.setFixedHeight(height + 2 * table.frameWidth())


def _fill_row(table: QTableWidget, row: int, texts: list[str]) -> None:
    for col, text in enumerate(texts):
        item = QTableWidgetItem(text)
        if col:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.setItem(row, col, item)


class WhatIfPanel(QWidget):
    """Scale checkbox, temperature slider + spin box, per-row readout and the √d_k table."""

    #: The runner's purpose that fills the d_k table ahead.
    SATURATION = "what-if d_k table"

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        title = QLabel(translate("Whatif", "What if…"))
        scaled_font(title, 1.15, bold=True)
        layout.addWidget(title)

        controls = QGridLayout()
        # Short texts and a wrapping note: the dock beside a 1280 px window is
        # about 330 px wide, and a wider panel scrolled sideways and hid a row.
        self.scale_check = QCheckBox(translate("Whatif", "Scale the scores by √d_k"))
        self.scale_check.setToolTip(translate("Whatif", "divide the scores by √d_k, as in the formula "
                                                        "softmax(Q·Kᵀ/√d_k)·V"))
        self.scale_check.toggled.connect(lambda on: document.set_options(scale=on))
        controls.addWidget(self.scale_check, 0, 0, 1, 3)
        self.scale_note = QLabel()
        self.scale_note.setWordWrap(True)
        self.scale_note.setContentsMargins(22, 0, 0, 0)  # under the box's text, not its tick
        controls.addWidget(self.scale_note, 1, 0, 1, 3)
        temperature_label = QLabel(translate("Whatif", "Temperature T"))
        temperature_label.setToolTip(translate("Whatif", "the softmax temperature: softmax(S′ / T)"))
        controls.addWidget(temperature_label, 2, 0)
        self.temperature_slider = accessible.name(QSlider(Qt.Orientation.Horizontal), translate("Whatif", "Temperature T"))
        low, high = TEMPERATURE_RANGE
        self.temperature_slider.setRange(round(low * SLIDER_STEPS), round(high * SLIDER_STEPS))
        self.temperature_slider.setToolTip(translate("Whatif", "T < 1 sharpens the softmax, T > 1 flattens it"))
        self.temperature_slider.valueChanged.connect(lambda v: self._set_temperature(v / SLIDER_STEPS))
        controls.addWidget(self.temperature_slider, 2, 1)
        self.temperature_spin = accessible.name(QDoubleSpinBox(), translate("Whatif", "Temperature T"))
        self.temperature_spin.setRange(low, high)
        self.temperature_spin.setSingleStep(0.1)
        self.temperature_spin.setDecimals(2)
        self.temperature_spin.setToolTip(self.temperature_slider.toolTip())
        self.temperature_spin.valueChanged.connect(self._set_temperature)
        controls.addWidget(self.temperature_spin, 2, 2)
        controls.setColumnStretch(1, 1)
        layout.addLayout(controls)

        self.rows_caption = QLabel()
        self.rows_caption.setWordWrap(True)  # long sequences add a summary to it
        layout.addWidget(self.rows_caption)
        # The unit on a line of its own: a quarter of the dock at 1280 × 720 cut "entropy (bits)"
        # to "ntropy (bits" (the √d_k table below sets its headers on two lines too).
        entropy = translate("Whatif", "entropy ({unit})").format(unit=ENTROPY_UNIT).replace(" (", "\n(", 1)
        self.rows_table = accessible.name(_table([translate("Whatif", "query"), translate("Whatif", "max weight"),
                                                  entropy, translate("Whatif", "uniform")]),
                                          translate("Whatif", "Each query's row"),
                                          translate("Whatif", "Each query's max weight and entropy at this T."))
        self.rows_table.horizontalHeaderItem(2).setToolTip(
            translate("Whatif", "−Σ a·log₂ a in {unit}: 0 when one key takes everything, 1 when two share it "
                                "evenly").format(unit=ENTROPY_UNIT))
        self.rows_table.horizontalHeaderItem(3).setToolTip(
            translate("Whatif", "the entropy in {unit} if the row spread evenly over its keys").format(unit=ENTROPY_UNIT))
        # The numbers' columns as wide as their headers and numbers, fitted once each fill
        # (refresh; Qt's ResizeToContents measured every row again at each of the 256 cells set,
        # 200 ms an edit at 4096 tokens); in German "max. Gewicht" and "gleichmäßig" were cut in a
        # quarter of the dock. The query column, whose long tokens are shortened with "…" anyway,
        # takes the rest. No stretched last section on top: it kept a 100 px minimum and pushed
        # the "uniform" numbers past the edge.
        header = self.rows_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        layout.addWidget(self.rows_table)

        # The table is the same for every session; its numbers are asked of the runner
        # (_fill_saturation) once the window is idle or the panel first seen, so that
        # start-up does not pay for a tab nobody has opened.
        self.why_label = QLabel()
        self.why_label.setWordWrap(True)
        layout.addWidget(self.why_label)
        self.saturation_table = accessible.name(
            _table(["d_k", translate("Whatif", "max weight\n÷√d_k / not scaled"),
                    translate("Whatif", "entropy ({unit})\n÷√d_k / not scaled").format(unit=ENTROPY_UNIT)]),
            translate("Whatif", "Saturation by d_k"),
            translate("Whatif", "How the largest weight and the entropy of a row change with d_k, with and without "
                                "÷√d_k"))
        self.saturation_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.saturation_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.saturation_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.saturation_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.saturation_table)

        # Tie W_K to W_Q: the symmetric score matrix, the reason for random, distinct weights.
        tied_title = QLabel(translate("Whatif", "What if W_K = W_Q, or W_V = I?"))
        scaled_font(tied_title, 1.0, bold=True)
        layout.addWidget(tied_title)
        self.tied_caption = QLabel()
        self.tied_caption.setWordWrap(True)
        layout.addWidget(self.tied_caption)
        self.tied_table = accessible.name(QTableWidget(0, 0), translate("Whatif", "What if W_K = W_Q, or W_V = I"))
        self.tied_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tied_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tied_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.tied_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tied_table.setToolTip(translate("Whatif", "row = the query word, column = the key word; bold: the "
                                                       "token's own score"))
        layout.addWidget(self.tied_table)
        self.identity_label = QLabel()
        self.identity_label.setWordWrap(True)
        layout.addWidget(self.identity_label)
        layout.addStretch(1)

        # The d_k table is asked for ahead, not when the panel is first raised (its raise at
        # 4096 tokens stalled 45–56 ms); its numbers are made on the runner.
        self._saturation_asked = False
        work_ahead(self, document.jobs, self.SATURATION, self._fill_saturation)
        cancel_with(self, document.jobs, self.SATURATION)
        # Row entropies cost an n × m pass: only for a panel someone can see,
        # and for long sequences only in the worker (document.completed brings
        # them when the panel is raised after the snapshot was made).
        OnScreen.of(view).add(self, self.show_frame, seen=self._seen)

    @property
    def _frame(self) -> Frame:
        """The latest frame: the one shown, or (hidden) the one to show when raised."""
        return self._view.frame

    def show_frame(self, frame: Frame, old: Frame | None) -> None:
        """Fill from ``frame`` when its snapshot (an edit, or the statistics made for it) or
        head is new, or when ``old`` is None (nothing shown yet)."""
        if frame.published_since(old) or frame.head != old.head or frame.options != old.options:
            self.refresh()

    def _fill_saturation(self) -> bool:
        """The d_k table, once: its numbers made on the runner (16–20 ms of NumPy, a stall
        when the panel was first raised at 4096 tokens), the rows filled when they land
        (returns False: nothing more to do ahead)."""
        jobs = self._document.jobs
        jobs.stop_idle(self.SATURATION)
        if self._saturation_asked:
            return False
        self._saturation_asked = True
        jobs.submit(self.SATURATION, lambda _job: whatif_saturation(SATURATION_DKS), priority=Priority.VISIBLE,
                    done=self._show_saturation, failed=self.why_label.setText)
        return False

    def _show_saturation(self, saturation) -> None:
        self.why_label.setText(translate("Whatif", WHY).format(count=saturation.n))
        table = self.saturation_table
        table.setRowCount(0)
        for r, (d_k, s_max, u_max, s_ent, u_ent) in enumerate(saturation.rows()):
            table.insertRow(r)
            _fill_row(table, r, [str(d_k), f"{format_number(s_max, 3)}  /  {format_number(u_max, 3)}",
                                 f"{format_number(s_ent, 3)}  /  {format_number(u_ent, 3)}"])
        _fit_height(table)

    def _set_temperature(self, value: float) -> None:
        if abs(value - self._document.temperature) > 1e-9:
            self._document.set_options(temperature=float(value))

    def _seen(self, on_screen: bool) -> None:
        # While the panel can be seen, each snapshot comes with its row
        # statistics (made in the worker for long sequences).
        self._document.want_stats("whatif", on_screen)

    def refresh(self) -> None:
        self._fill_saturation()
        # The controls show the latest choice (the document's options), the
        # table the snapshot on screen: a slider being dragged never jumps back
        # to the value of a trace that is still being replaced.
        content = resolve(self._frame)
        with QSignalBlocker(self.scale_check):
            self.scale_check.setChecked(content.scale)
        self.scale_note.setText(content.scale_note)
        if not self.temperature_slider.isSliderDown():
            with QSignalBlocker(self.temperature_slider):
                self.temperature_slider.setValue(round(content.temperature * SLIDER_STEPS))
        with QSignalBlocker(self.temperature_spin):
            self.temperature_spin.setValue(content.temperature)
        self.rows_caption.setText(content.caption)
        self.rows_table.setRowCount(len(content.rows))
        for i, texts in enumerate(content.rows):
            _fill_row(self.rows_table, i, list(texts))
        for column in range(1, self.rows_table.columnCount()):
            self.rows_table.resizeColumnToContents(column)
        _fit_height(self.rows_table, MAX_VISIBLE_ROWS)
        self._fill_tied()

    def _fill_tied(self) -> None:
        from explorer.app.tied import tied_scores  # at the first fill: the panel is behind the Inspector's tab

        tied = tied_scores(self._frame.session, self._frame.head)
        self.tied_caption.setText(tied.caption)
        self.identity_label.setText(tied.identity_v)
        table = self.tied_table
        n = len(tied.labels)
        table.setRowCount(n)
        table.setColumnCount(n)
        # Columns by number (the dock is narrow), rows "1 The", shortened by the one label rule.
        measure = table.fontMetrics().horizontalAdvance
        table.setHorizontalHeaderLabels([str(j + 1) for j in range(n)])
        table.setVerticalHeaderLabels([f"{i + 1} {elide(label, 110, measure)}" for i, label in enumerate(tied.labels)])
        for j, label in enumerate(tied.labels):
            table.horizontalHeaderItem(j).setToolTip(translate("Whatif", "key {number}: {label}").format(
                number=j + 1, label=label))
            table.verticalHeaderItem(j).setToolTip(translate("Whatif", "query {number}: {label}").format(
                number=j + 1, label=label))
        for i, row in enumerate(tied.cells):
            for j, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if i == j:  # the token's score with itself: the row's largest when tied
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(i, j, item)
        _fit_height(table)

    def readout(self) -> list[tuple[str, str, str]]:
        """(query, max weight, entropy) texts per row, as shown."""
        return [tuple(self.rows_table.item(r, c).text() for c in range(3)) for r in range(self.rows_table.rowCount())]
