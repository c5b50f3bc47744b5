"""Which step cards can be seen in the Step by step tab's scrolled area, and drawing
theirs, a budget of time a turn of the event loop.

Cards out of view keep their frame and get their new numbers when they are
scrolled to or revealed: with every step shown, an edit at 512 tokens redrew a
dozen heatmaps of which three or four can be seen.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget

from explorer.ui.steps.step_card import StepCard

#: How long one turn of the event loop may spend drawing the cards in view (see CardsInView.draw).
DRAW_BUDGET_MS = 15


class CardsInView(QObject):
    """Draws the waiting numbers of ``cards()`` that ``scroll`` shows (``panel`` holds them)."""

    def __init__(self, panel: QWidget, scroll: QScrollArea, cards: Callable[[], Iterable[StepCard]]):
        super().__init__(panel)
        self._panel, self._scroll, self._cards = panel, scroll, cards
        # The cards left for the next turn: a timer, not a queued call, so that the timers
        # and input waiting run in between (queued calls ran back to back, one 60 ms stall).
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.draw)
        for bar in (scroll.verticalScrollBar(), scroll.horizontalScrollBar()):
            bar.valueChanged.connect(self.draw)

    def watch(self, card: StepCard) -> None:
        """``card`` painted with its numbers still waiting (a layout moved it into view) is drawn next."""
        card.shown_stale.connect(self._later.start)

    def contains(self, card: StepCard) -> bool:
        """Whether ``card`` is in the scrolled area's view (or the panel is not shown at all)."""
        if not self._panel.isVisible():
            return True  # nothing is on screen to save: keep every card current
        if card.isHidden() or not card.isVisible():
            return False
        viewport = self._scroll.viewport()
        return QRect(card.mapTo(viewport, QPoint(0, 0)), card.size()).intersects(viewport.rect())

    def draw(self, *_args, started: float | None = None) -> None:
        """Draw the waiting numbers of the cards now in view (after a scroll, a reveal, a resize).

        Past :data:`DRAW_BUDGET_MS` since ``started`` (this turn's work began: a refresh
        that filled the cards; by default now) the rest are drawn on the next turns
        of the event loop: the tab's first raise at 4096 tokens drew four heatmaps
        (their labels laid out anew) in one 40 ms event, after 30 ms of filling cards."""
        start = time.perf_counter() if started is None else started
        first = started is None  # a turn of its own draws at least one card
        for card in self._cards():
            if card.numbers_stale and self.contains(card):
                if not first and (time.perf_counter() - start) * 1000 > DRAW_BUDGET_MS:
                    self._later.start()
                    return
                first = False
                card.draw_stale()
