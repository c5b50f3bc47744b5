"""The pipeline panel: one card per step, stepped through like a lecture.

Cards sit in rows that follow the reference text: the inputs, the three linear
transformations, scores → scaled → (mask) → softmax, the weighted values and
their sum, then the heads combined. Previous / Next / Play / Reset reveal the
steps one at a time; the current step gets a strong frame and the steps it
reads a light one. Clicking a number selects it (``selection_for(view)``), and
the cells that feed it are highlighted in their cards.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSignalBlocker, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QHideEvent, QKeySequence, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from explorer.core.explain import explain
from explorer.core.trace import Trace
from explorer.ui.document import Document
from explorer.ui.heads_grid import HeadsGrid
from explorer.ui.selection import lecture_for, selection_for
from explorer.ui.step_card import STAGES, CardContent, StepCard, build_cards, card_pictures, stage_of
from explorer.ui.view_state import ViewState
from explorer.ui.visible_refresh import RefreshWhenVisible

PLAY_INTERVAL_MS = 1200


class FlowLayout(QLayout):
    """Left to right, wrapping to the next line when the width runs out."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 14):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _arrange(self, rect: QRect, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            if item.isEmpty():  # hidden, and not keeping its place
                continue
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, line = rect.x(), y + line + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()


class PipelinePanel(RefreshWhenVisible, QWidget):
    """Cards for every step of the selected head, with lecture-mode stepping."""

    #: Emitted each time Play advances one step (with the new position).
    advanced = Signal(int)

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        self.selection = selection_for(view)
        self.lecture = lecture_for(view)
        self.cards: dict[str, StepCard] = {}
        self.order: list[str] = []
        self._build_actions()
        self._build_ui()
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_INTERVAL_MS)
        self.timer.timeout.connect(self._on_tick)

        document.changed.connect(self.request_refresh)
        view.head_changed.connect(self._on_head)
        self.selection.changed.connect(self._on_selection)
        self.lecture.changed.connect(self._apply_lecture)
        # Built when first shown: the app opens on the Heatmap tab, and a dozen
        # cards are start-up time nobody sees.
        self.request_refresh()

    # While the cards can be seen, the worker makes their pictures with each
    # trace (at 4096 tokens four n × n passes per head, else on the UI thread).
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self._document.want_pictures("cards", card_pictures())
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        self._document.want_pictures("cards", [])
        super().hideEvent(event)

    # -- building ----------------------------------------------------------------
    def _action(self, text: str, keys: list[str], tip: str, slot) -> QAction:
        action = QAction(text, self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        # Only while focus is in this panel: the matrix editors need their arrow keys.
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shown = " / ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
        action.setToolTip(f"{tip} ({shown})" if keys else tip)
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.previous_action = self._action("◀ Previous", ["Left", "PgUp"], "Show the previous step", self.previous)
        self.next_action = self._action("Next ▶", ["Right", "PgDown"], "Reveal the next step", self.next)
        self.play_action = self._action("▶ Play", ["Space"], "Reveal the steps one by one", self._on_play)
        self.play_action.setCheckable(True)
        self.reset_action = self._action("⟲ Reset", ["Home"], "Back to the first step", self.reset)
        self.all_steps_action = self._action("All steps", [], "Show every step at once, live", self._on_all)
        self.all_steps_action.setCheckable(True)

    def _build_ui(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        bar = QHBoxLayout()
        bar.addWidget(QLabel("Head"))
        self.head_combo = QComboBox()
        self.head_combo.setToolTip("which head's steps the cards show")
        self.head_combo.currentIndexChanged.connect(self._on_head_chosen)
        bar.addWidget(self.head_combo)
        bar.addSpacing(16)
        self.buttons: dict[str, QToolButton] = {}
        for name in ("previous", "next", "play", "reset"):
            button = QToolButton()
            button.setDefaultAction(getattr(self, f"{name}_action"))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            bar.addWidget(button)
            self.buttons[name] = button
        self.all_check = QCheckBox("All steps")
        self.all_check.setToolTip(self.all_steps_action.toolTip())
        self.all_check.toggled.connect(self.lecture.set_show_all)
        bar.addWidget(self.all_check)
        bar.addStretch(1)
        outer.addLayout(bar)
        # On its own line: "Step 7 of 10: Attention weights" is wider than the
        # room left beside the buttons in a 1280 px window with the docks open.
        self.status = QLabel()
        font = self.status.font()
        font.setBold(True)
        self.status.setFont(font)
        outer.addWidget(self.status)

        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget()
        self._rows = QVBoxLayout(body)
        self._rows.setContentsMargins(4, 4, 4, 4)
        self._rows.setSpacing(6)
        self.stage_rows: dict[str, QWidget] = {}
        self._flows: dict[str, FlowLayout] = {}
        for stage, caption in STAGES:
            row = QWidget()
            box = QVBoxLayout(row)
            box.setContentsMargins(0, 6, 0, 6)
            label = QLabel(caption)
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.1)
            font.setBold(True)
            label.setFont(font)
            label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            box.addWidget(label)
            flow = FlowLayout()
            box.addLayout(flow)
            self._rows.addWidget(row)
            self.stage_rows[stage] = row
            self._flows[stage] = flow
        self._rows.addStretch(1)
        self.scroll.setWidget(body)
        outer.addWidget(self.scroll, 1)

        self.heads_grid = HeadsGrid(self._document, self._view)
        self.heads_card = StepCard()
        self.heads_card.title.setText("Every head's attention weights")
        self.heads_card.shape.setText("")
        self.heads_card.formula.setText("Each head attends in its own way; click one to select it")
        self.heads_card.note.hide()
        self.heads_card.grid.hide()
        self.heads_card.layout().addWidget(self.heads_grid)
        self._flows["heads"].addWidget(self.heads_card)
        self.query_combo = QComboBox()
        self.query_combo.setToolTip("the query whose weighted value vectors are shown")
        self.query_combo.currentIndexChanged.connect(self._on_query_chosen)

    # -- following the document ----------------------------------------------------
    @property
    def trace(self) -> Trace:
        return self._document.trace

    def _head(self) -> int:
        return min(max(self._view.head, 0), self.trace.n_heads - 1)

    def refresh(self) -> None:
        """Rebuild the cards' contents from the document (same keys → same widgets)."""
        self._stale = False
        trace, session = self.trace, self._document.session
        head = self._head()
        with QSignalBlocker(self.head_combo):
            if self.head_combo.count() != trace.n_heads:
                self.head_combo.clear()
                self.head_combo.addItems([f"Head {h + 1}" for h in range(trace.n_heads)])
            self.head_combo.setCurrentIndex(head)
        self.head_combo.setEnabled(trace.n_heads > 1)
        query = min(self.selection.query_row, session.n - 1)
        contents = build_cards(trace, session, head, query)
        self.order = [c.key for c in contents if c.key in trace]
        wanted = {c.key for c in contents}
        for key in [k for k in self.cards if k not in wanted]:
            card = self.cards.pop(key)
            if self.query_combo.parent() is card:
                self.query_combo.setParent(self)  # it outlives the card (moves to the next head's)
                self.query_combo.hide()
            card.setParent(None)
            card.deleteLater()
        for content in contents:
            self._card_for(content).set_content(content)
        self._order_cards(contents)
        wv = self._weighted_values_key()
        with QSignalBlocker(self.query_combo):
            tokens = list(session.tokens)
            if [self.query_combo.itemText(i) for i in range(self.query_combo.count())] != tokens:
                self.query_combo.clear()
                self.query_combo.addItems(tokens)
            self.query_combo.setCurrentIndex(query)
        if wv in self.cards and self.query_combo.parent() is not self.cards[wv]:
            self.cards[wv].add_extra(QLabel("for query"))
            self.cards[wv].add_extra(self.query_combo)
            self.query_combo.show()
        self.heads_card.setVisible(trace.n_heads > 1)
        self._on_selection()
        self._apply_lecture()

    def _weighted_values_key(self) -> str:
        return f"heads[{self._head()}].weighted_values"

    def _card_for(self, content: CardContent) -> StepCard:
        card = self.cards.get(content.key)
        if card is None:
            card = StepCard()
            card.cell_clicked.connect(self._on_cell_clicked)
            self.cards[content.key] = card
        return card

    def _order_cards(self, contents: list[CardContent]) -> None:
        """Put each card in its stage's flow, in pipeline order (heads grid first in its row)."""
        for stage, _caption in STAGES:
            flow = self._flows[stage]
            wanted = [self.cards[c.key] for c in contents if stage_of(c.key) == stage]
            if stage == "heads":
                wanted.insert(0, self.heads_card)
            current = [flow.itemAt(i).widget() for i in range(flow.count())]
            if current != wanted:
                while flow.count():
                    flow.takeAt(0)
                for card in wanted:
                    flow.addWidget(card)
                flow.invalidate()

    # -- selection and highlights ----------------------------------------------------
    def _on_cell_clicked(self, key: str, index: tuple[int, ...]) -> None:
        self.selection.select(key, index)

    def sources(self) -> dict[str, set[tuple[int, int]]]:
        """Cells feeding the selected number, by card key (from the core's explanation)."""
        key, index = self.selection.step_key, self.selection.index
        if key is None or key not in self.trace:
            return {}
        try:
            explanation = explain(self.trace, self._document.session, key, index)
        except (IndexError, KeyError, ValueError):
            return {}  # a stale selection (the matrix shrank): nothing to highlight
        found: dict[str, set[tuple[int, int]]] = {}
        for cell in explanation.sources:
            found.setdefault(cell.ref, set()).add((cell.row, cell.col))
        return found

    def _on_selection(self) -> None:
        query = min(self.selection.query_row, self._document.session.n - 1)
        wv = self._weighted_values_key()
        if wv in self.cards and self.cards[wv].content.index_prefix != (query,):
            self.refresh()  # show the weighted values of the newly selected query
            return
        with QSignalBlocker(self.query_combo):
            self.query_combo.setCurrentIndex(query)
        sources = self.sources()
        key, index = self.selection.step_key, self.selection.index or ()
        for card_key, card in self.cards.items():
            prefix = card.content.index_prefix
            selected = set()
            if card_key == key and len(index) == len(prefix) + 2 and index[:len(prefix)] == prefix:
                cell = index[len(prefix):]
                if all(0 <= c < size for c, size in zip(cell, card.content.values.shape)):
                    selected = {cell}
            card.set_highlights(selected, sources.get(card_key, set()))

    def _on_query_chosen(self, row: int) -> None:
        if row >= 0:
            self.selection.set_query_row(row)

    # -- heads -----------------------------------------------------------------------
    def _on_head_chosen(self, index: int) -> None:
        if index >= 0:
            self._view.set_head(index)

    def _on_head(self, _head: int) -> None:
        self.refresh()

    # -- lecture mode --------------------------------------------------------------
    def _ensure_built(self) -> None:
        # Stepping from the Steps menu while the panel is still hidden needs
        # the order of the cards: build them now.
        if self._stale:
            self._stale = False
            self.refresh()

    @property
    def position(self) -> int:
        """The current step's index in :attr:`order` (clamped to the trace)."""
        self._ensure_built()
        return min(self.lecture.position, len(self.order) - 1)

    @property
    def current_key(self) -> str | None:
        """The step being taught, or None when every step is shown."""
        return None if self.lecture.show_all else self.order[self.position]

    def next(self) -> None:  # noqa: A003 - a lecture's "next"
        self._step_to(self.position + 1)

    def previous(self) -> None:
        self._step_to(self.position - 1)

    def reset(self) -> None:
        self.stop()
        self._step_to(0)

    def stop(self) -> None:
        self.timer.stop()
        with QSignalBlocker(self.play_action):
            self.play_action.setChecked(False)
        self.play_action.setText("▶ Play")

    def play(self) -> None:
        """Reveal one step every :data:`PLAY_INTERVAL_MS` (from the start when at the end)."""
        if self.lecture.show_all or self.position >= len(self.order) - 1:
            self._step_to(0)
        self.timer.start()
        with QSignalBlocker(self.play_action):
            self.play_action.setChecked(True)
        self.play_action.setText("⏸ Pause")

    def _on_play(self, checked: bool) -> None:
        self.play() if checked else self.stop()

    def _on_tick(self) -> None:
        if self.position >= len(self.order) - 1:
            self.stop()
            return
        self.next()
        self.advanced.emit(self.position)
        if self.position >= len(self.order) - 1:
            self.stop()

    def _on_all(self, checked: bool) -> None:
        self.lecture.set_show_all(checked)

    def _step_to(self, position: int) -> None:
        self._ensure_built()
        # Stepping is lecture mode: leave "all steps" so that the reveal is seen.
        self.lecture.set_show_all(False)
        self.lecture.set_position(min(max(position, 0), len(self.order) - 1))
        self._apply_lecture()

    def visible_keys(self) -> list[str]:
        """Keys of the step cards that are revealed, in order."""
        return [k for k in self.order if not self.cards[k].isHidden()]

    def _apply_lecture(self) -> None:
        if not self.order:
            return
        show_all = self.lecture.show_all
        for control in (self.all_check, self.all_steps_action):
            with QSignalBlocker(control):
                control.setChecked(show_all)
        position = self.position
        revealed = set(self.order if show_all else self.order[:position + 1])
        current = self.current_key
        reads = set(self.trace.get(current).reads) if current else set()
        for key, card in self.cards.items():
            # Inputs (session matrices) are always on the slide; steps appear one by one.
            card.setHidden(key in self.trace and key not in revealed)
            card.set_role("current" if key == current else "read" if key in reads else "")
        combined = "concat" in revealed
        self.heads_card.setHidden(self.trace.n_heads < 2 or not combined)
        self.heads_card.set_role("read" if current == "concat" else "")
        for stage, row in self.stage_rows.items():
            cards = [self.cards[k] for k in self.cards if stage_of(k) == stage]
            row.setVisible(any(not c.isHidden() for c in cards) or (stage == "heads" and not self.heads_card.isHidden()))
        self.previous_action.setEnabled(show_all or position > 0)
        self.next_action.setEnabled(show_all or position < len(self.order) - 1)
        if show_all:
            self.status.setText(f"All {len(self.order)} steps, live")
        else:
            step = self.trace.get(current)
            self.status.setText(f"Step {position + 1} of {len(self.order)}: {step.title}")
            QTimer.singleShot(0, self._scroll_to_current)

    def _scroll_to_current(self) -> None:
        card = self.cards.get(self.current_key or "")
        if card is not None and card.isVisible():
            self.scroll.ensureWidgetVisible(card, 40, 40)
