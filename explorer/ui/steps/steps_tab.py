"""The Step by step tab: one card per step, stepped through like a lecture.

Cards sit in rows that follow the reference text (the registry's stages).
Previous / Next / Play / Reset move the lecture position of the view state;
what is revealed, taught and read comes from :func:`explorer.app.lecture.resolve`,
the cards' contents from :func:`explorer.app.cards.build_cards` and the
highlighted source cells from :func:`explorer.app.inspector.sources`, all
resolved from the published snapshot. This widget only draws and forwards.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from explorer.core.attention.step_keys import parse_key, step_key
from explorer.core.attention.steps import stage_of
from explorer.core.attention.text_steps import stage_caption
from explorer.core.attention.trace import Trace
from explorer.app import inspector, lecture
from explorer.app.cards import CardContent, card_pictures
from explorer.app.cards import resolve as cards_resolve
from explorer.app.frame import Frame
from explorer.app.identity import head_names
from explorer.ui.steps.cards_in_view import DRAW_BUDGET_MS, CardsInView
from explorer.app.document import Document
from explorer.app.snapshot import Snapshot
from explorer.ui.heatmap.heads_grid import HeadsGrid
from explorer.ui.steps.lecture_bar import BUTTONS, lecture_bar, panel_action, show_heads, why_sqrt_dk_button
from explorer.ui.steps.lecture_stepping import LectureStepping
from explorer.ui.steps.spare_cards import SpareCards
from explorer.ui.steps.stage_rows import build_stage_rows, order_cards
from explorer.ui.steps.step_card import StepCard
from explorer.app.view_state import ViewState
from explorer.ui.window import accessible
from explorer.ui.window.on_screen import OnScreen
from explorer.ui.window.widget_jobs import withdraw_with
from explorer.ui.steps.measure_ahead import MEASURE, measure_ahead
from explorer.core.wording import translate

PLAY_INTERVAL_MS = 1200
#: The query chooser is this many characters wide (longer tokens are shortened in it).
QUERY_CHARS = 14


class PipelinePanel(LectureStepping, QWidget):
    """Cards for every step of the selected head, with lecture-mode stepping."""

    #: Emitted each time Play advances one step (with the new position).
    advanced = Signal(int)
    #: The ÷ √d_k card's "Why √d_k?" button was pressed.
    why_sqrt_dk_requested = Signal()
    #: The lecture moved to another step ("Softmax  ·  card 5 / 9"): for the status bar and a screen reader.
    said = Signal(str)
    #: The runner's purpose that measures a long sequence's labels ahead.
    MEASURE = MEASURE
    #: The runner's purposes (work for what is on screen, next turn) that place filled
    #: cards and scroll to the step being taught.
    PLACE, SCROLL = "place step cards", "scroll to the current step"

    def __init__(self, document: Document, view: ViewState, parent: QWidget | None = None):
        super().__init__(parent)
        self._document = document
        self._view = view
        self.cards: dict[str, StepCard] = {}
        self.order: list[str] = []
        self._measured: tuple | None = None
        self._build_actions()
        self._build_ui()
        # A click anywhere in the tab brings the keyboard here: ← → Space Home PgUp PgDown
        # step the lecture (they are this panel's shortcuts, live while the focus is inside).
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        # In the scrolled body, where cards live: taken, a card is only laid out.
        self.spares = SpareCards(self.scroll.widget(), document.jobs)
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_INTERVAL_MS)
        self.timer.timeout.connect(self._on_tick)
        self._contents: list[CardContent] = []
        for purpose in (self.PLACE, self.SCROLL):
            withdraw_with(self, document.jobs, purpose)
        document.changed.connect(self.measure_tokens_ahead)  # ahead: whether the tab is seen or not
        # Built when first shown: the app opens on the Heatmap tab, and a dozen
        # cards are start-up time nobody sees.
        self._screen = OnScreen.of(view)
        self._screen.add(self, self.show_frame, let_go=self.let_go, seen=self._seen)

    @property
    def _frame(self) -> Frame:
        """The latest frame: the one shown, or (hidden) the one to show when raised."""
        return self._view.frame

    def _seen(self, on_screen: bool) -> None:
        # While the cards can be seen, the worker makes their pictures with each snapshot
        # (at 4096 tokens four n × n passes per head, else on the UI thread). A long
        # sequence's snapshot on screen without them gets them from the worker (refresh
        # waits for them): made when raised, at 16k tokens they froze the window for seconds.
        self._document.want_pictures("cards", card_pictures() if on_screen else [], complete=on_screen)
        if on_screen:
            self.in_view.later()  # cards left waiting out of view before the tab was left

    def show_frame(self, frame: Frame, old: Frame | None) -> None:
        """Draw ``frame``: the cards anew for a new snapshot (an edit, or the pictures the
        runner made for them), another head or when ``old`` is None (nothing drawn, or
        let go of); else only what changed of the view state since ``old``."""
        if frame.published_since(old) or frame.head != old.head:
            self.refresh()
            return
        was, now = old.view, frame.view
        if now.decimals != was.decimals:
            self._on_decimals(now.decimals)
        if (now.selected, now.index, now.query_row) != (was.selected, was.index, was.query_row):
            self._on_selection()
        if (now.lecture, now.show_all, now.playing) != (was.lecture, was.show_all, was.playing):
            self._apply_lecture()

    def measure_tokens_ahead(self, snapshot: Snapshot) -> None:
        """The tokens of ``snapshot`` measured for the cards on the runner (few: not at all)."""
        self._measured = measure_ahead(self._document.jobs, self.font(), snapshot.session, self._measured)

    def let_go(self) -> None:
        # Behind another tab, the cards kept the last trace's n × n steps alive through
        # the next edit: at 4096 tokens the window stayed 1 n × n larger after it.
        for card in self.cards.values():
            card.let_go()

    # -- building ----------------------------------------------------------------
    def _build_actions(self) -> None:
        self.previous_action = panel_action(self, translate("StepsTab", "◀ Previous"), ["Left", "PgUp"],
                                            translate("StepsTab", "Show the previous step"), self.previous)
        self.next_action = panel_action(self, translate("StepsTab", "Next ▶"), ["Right", "PgDown"],
                                        translate("StepsTab", "Reveal the next step"), self.next)
        self.play_action = panel_action(self, translate("StepsTab", "▶ Play"), ["Space"],
                                        translate("StepsTab", "Reveal the steps one by one"), self._on_play)
        self.play_action.setCheckable(True)
        self.reset_action = panel_action(self, translate("StepsTab", "⟲ Reset"), ["Home"],
                                         translate("StepsTab", "Back to the first step"), self.reset)
        self.all_steps_action = panel_action(self, translate("StepsTab", "All steps"), [],
                                             translate("StepsTab", "Show every step at once, live"),
                                             self._view.set_show_all)
        self.all_steps_action.setCheckable(True)

    def _build_ui(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        actions = {name: getattr(self, f"{name}_action") for name in (*BUTTONS, "all_steps")}
        bar, self.head_combo, self.buttons, self.all_check = lecture_bar(actions, self._view.set_head,
                                                                         self._view.set_show_all)
        outer.addLayout(bar)
        # On its own line: "Step 7 of 10: Attention weights" is wider than the
        # room left beside the buttons in a 1280 px window with the docks open.
        self.status = QLabel()
        font = self.status.font()
        font.setBold(True)
        self.status.setFont(font)
        outer.addWidget(self.status)

        self.scroll = accessible.name(QScrollArea(), translate("StepsTab", "Step cards"),
                                      translate("StepsTab", "One card a step: its formula, its numbers and why; "
                                                            "Previous and Next move through them"))
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget()
        self._rows = QVBoxLayout(body)
        self._rows.setContentsMargins(4, 4, 4, 4)
        self._rows.setSpacing(6)
        self.stage_rows, self.stage_labels, self._flows = build_stage_rows(self._rows)
        self._rows.addStretch(1)
        self.scroll.setWidget(body)
        self.in_view = CardsInView(self, self.scroll, self.cards.values, self._document.jobs)
        outer.addWidget(self.scroll, 1)

        self.heads_grid = HeadsGrid(self._document, self._view)
        self.heads_card = StepCard()
        self.heads_card.title.setText(translate("StepsTab", "Every head's attention weights"))
        self.heads_card.shape.setText("")
        self.heads_card.formula.setText(translate("StepsTab", "Each head attends in its own way; click one to "
                                                              "select it"))
        self.heads_card.note.hide()
        self.heads_card.grid.hide()
        self.heads_card.layout().addWidget(self.heads_grid)
        self.heads_card.hide()  # until a trace has heads to show (one head: never built)
        self._flows["heads"].addWidget(self.heads_card)
        self.query_combo = QComboBox()
        # As wide as a long word, not as the widest of every token: Qt measured all
        # 16 384 of them when the box was first shown (70 ms of raising the tab).
        self.query_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.query_combo.setMinimumContentsLength(QUERY_CHARS)
        self._query_tokens: tuple[str, ...] | None = None
        self.query_combo.setToolTip(translate("StepsTab", "the query whose weighted value vectors are shown"))
        self.query_combo.currentIndexChanged.connect(lambda r: self._view.set_query_row(r) if r >= 0 else None)

    # -- following the snapshot -----------------------------------------------------
    @property
    def trace(self) -> Trace:
        """The published trace the cards show (session and steps of one edit)."""
        return self._frame.trace

    def refresh(self) -> None:
        """Rebuild the cards' contents from the snapshot (same keys → same widgets);
        while the worker still makes their pictures, say so and wait for them."""
        started = time.perf_counter()
        trace, view = self.trace, self._frame.view
        session = trace.session
        show_heads(self.head_combo, head_names(session), view.head)  # an imported head by who it is
        if self._document.completing:
            self.status.setText(translate("StepsTab", "Drawing the steps\u2026"))
            self.heads_card.setVisible(trace.n_heads > 1)
            return  # document.completed brings the pictures
        contents = cards_resolve(self._frame)
        masked = step_key("masked", view.head) in trace
        for stage, label in self.stage_labels.items():
            label.setText(stage_caption(stage, masked, trace.causal))
        self.order = lecture.order(trace, view.head)
        fresh = [c.key for c in contents if c.key not in self.cards]
        self._contents = contents
        if fresh and any(c.display is not None for c in contents):
            # A long sequence's new cards (the tab's first raise, another head): filled a few a
            # turn (each new heatmap is made then, where no spare card was made ahead), then
            # placed and shown together. In one event, raising the tab soon after opening a
            # 4096-token file held the UI thread 150–220 ms.
            self._document.jobs.in_view(self.PLACE, self._filler(list(contents)))
            return
        for content in contents:
            card = self._card_for(content)
            card.set_content(content, draw=self.in_view.contains(card))
        self._place(started)

    def _filler(self, pending: list[CardContent]) -> Callable[[], bool]:
        """A piece of work in view: fills ``pending``'s cards for up to :data:`DRAW_BUDGET_MS`
        a turn (at least one), then places them all (returns False: done)."""
        def fill() -> bool:
            start = time.perf_counter()
            while pending:
                content = pending.pop(0)
                card = self._card_for(content)
                card.set_content(content, draw=self.in_view.contains(card))
                if pending and (time.perf_counter() - start) * 1000 > DRAW_BUDGET_MS:
                    return True
            self._place()
            return False
        return fill

    def _place(self, started: float | None = None) -> None:
        """Put the filled cards in their rows (the last head's let go), then reveal the lecture's."""
        self._document.jobs.stop_idle(self.PLACE)
        started = time.perf_counter() if started is None else started  # this turn's work began
        contents, self._contents = self._contents, []  # the cards hold them now (and may let go)
        view = self._frame.view
        wanted = {c.key for c in contents}
        for key in [k for k in self.cards if k not in wanted]:
            card = self.cards.pop(key)
            if self.query_combo.parent() is card:
                self.query_combo.setParent(self)  # it outlives the card (moves to the next head's)
                self.query_combo.hide()
            card.setParent(None)
            card.deleteLater()
        self._order_cards(contents)
        wv = step_key("weighted_values", view.head)
        with QSignalBlocker(self.query_combo):
            # The tokens it was last filled with: reading 4096 item texts back cost 5 ms an edit.
            tokens = self.trace.session.tokens
            if self._query_tokens != tokens:
                self._query_tokens = tokens
                self.query_combo.clear()
                self.query_combo.addItems(list(tokens))
            self.query_combo.setCurrentIndex(view.query_row)
        if wv in self.cards and self.query_combo.parent() is not self.cards[wv]:
            self.cards[wv].add_extra(QLabel(translate("StepsTab", "for query")))
            self.cards[wv].add_extra(self.query_combo)
            self.query_combo.show()
        self.heads_card.setVisible(self.trace.n_heads > 1)
        self._paint_selection()
        self._apply_lecture(started)

    def _card_for(self, content: CardContent) -> StepCard:
        card = self.cards.get(content.key)
        if card is None:
            card = self.spares.take()
            card.set_room(self._card_room())
            card.set_decimals(self._view.decimals)
            card.cell_clicked.connect(self._view.select)
            self.in_view.watch(card)
            self.cards[content.key] = card
            if parse_key(content.key)[0] == "scaled":
                card.add_extra(why_sqrt_dk_button(self.why_sqrt_dk_requested.emit))
        return card

    def _card_room(self) -> int | None:
        """The width a card may take: the scrolled area's, less its margins (None before it is laid out)."""
        width = self.scroll.viewport().width() - 8
        return width if self.scroll.isVisible() and width > 100 else None

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._give_cards_room()
        self.in_view.draw()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._give_cards_room()  # resized while another tab was raised: the room is known only now

    def _give_cards_room(self) -> None:
        # Not while hidden: a window widened behind another tab gave every card "any width",
        # and a 12 × 12 grid of long words (1718 px) stayed a grid, wider than the tab, once shown.
        room = self._card_room()
        if room is not None:
            for card in self.cards.values():
                card.set_room(room)

    def _order_cards(self, contents: list[CardContent]) -> None:
        order_cards(self._flows, self.cards, self.heads_card, contents)

    # -- selection and highlights ----------------------------------------------------
    def sources(self) -> dict[str, set[tuple[int, int]]]:
        """Cells feeding the selected number, by card key."""
        return inspector.sources(self.trace, self._frame.view)

    def _on_selection(self) -> None:
        view = self._frame.view
        wv = self.cards.get(step_key("weighted_values", view.head))
        if wv is not None and wv.content.index_prefix != (view.query_row,):
            self.refresh()  # show the weighted values of the newly selected query
            return
        self._paint_selection()

    def _paint_selection(self) -> None:
        view = self._frame.view
        with QSignalBlocker(self.query_combo):
            self.query_combo.setCurrentIndex(view.query_row)
        sources = self.sources()
        key, index = view.selected, view.index or ()
        for card_key, card in self.cards.items():
            prefix = card.content.index_prefix
            selected = set()
            if card_key == key and len(index) == len(prefix) + 2 and index[:len(prefix)] == prefix:
                cell = index[len(prefix):]
                if all(0 <= c < size for c, size in zip(cell, card.content.values.shape)):
                    selected = {cell}
            card.set_highlights(selected, sources.get(card_key, set()))

    def _on_decimals(self, decimals: int) -> None:
        for card in self.cards.values():
            card.set_decimals(decimals)

    # -- lecture mode --------------------------------------------------------------
    @property
    def placing(self) -> bool:
        """Whether filled cards wait to be placed and shown (on the next turn)."""
        return self._document.jobs.waiting_idle(self.PLACE)

    def visible_keys(self) -> list[str]:
        """Keys of the step cards that are revealed, in order."""
        return [k for k in self.order if not self.cards[k].isHidden()]

    def _apply_lecture(self, started: float | None = None) -> None:
        view = self._frame.view
        with QSignalBlocker(self.play_action):
            self.play_action.setChecked(view.playing)
        self.play_action.setText(translate("StepsTab", "⏸ Pause") if view.playing else translate("StepsTab", "▶ Play"))
        if not self.order or self.placing:
            return  # (the cards placed next turn are revealed then)
        trace = self.trace
        shown = lecture.resolve(self._frame)
        for control in (self.all_check, self.all_steps_action):
            with QSignalBlocker(control):
                control.setChecked(view.show_all)
        for key, card in self.cards.items():
            # Inputs (session matrices) are always on the slide; steps appear one by one.
            card.setHidden(key in trace and key not in shown.revealed)
            card.set_role("current" if key == shown.current else "read" if key in shown.reads else "")
        self.heads_card.setHidden(trace.n_heads < 2 or "concat" not in shown.revealed)
        self.heads_card.set_role("read" if shown.current == "concat" else "")
        for stage, row in self.stage_rows.items():
            cards = [self.cards[k] for k in self.cards if stage_of(parse_key(k)[0]) == stage]
            row.setVisible(any(not c.isHidden() for c in cards) or (stage == "heads" and not self.heads_card.isHidden()))
        # Where the cards are now (new ones have no place until the layout runs), then
        # draw those in view: the rest wait, sized, until they are scrolled to.
        self._rows.activate()
        self.in_view.draw(started=started)  # the steps just revealed
        self.previous_action.setEnabled(shown.can_previous)
        self.next_action.setEnabled(shown.can_next)
        if shown.current is not None and shown.status != self.status.text():
            self.said.emit(shown.status)  # the lecture moved: heard, since the cards change out of sight
        self.status.setText(shown.status)
        if shown.current is not None:
            self._document.jobs.in_view(self.SCROLL, self._scroll_to_current)  # once laid out

    def _scroll_to_current(self) -> None:
        card = self.cards.get(self.current_key or "")
        if card is not None and card.isVisible():
            self.scroll.ensureWidgetVisible(card, 40, 40)
