"""Which step cards can be seen in the Step by step tab's scrolled area, and drawing
theirs, a budget of time a turn of the event loop.

Cards out of view keep their frame and get their new numbers when they are
scrolled to or revealed: with every step shown, an edit at 512 tokens redrew a
dozen heatmaps of which three or four can be seen. What does not fit in a
turn's budget is drawn on the next turns by the window's runner, as work for
what is on screen (:meth:`explorer.app.jobs.JobRunner.in_view`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QScrollArea, QWidget

from explorer.app.jobs import JobRunner
from explorer.ui.steps.step_card import StepCard
from explorer.ui.window.widget_jobs import withdraw_with

#: How long one turn of the event loop may spend drawing the cards in view (see CardsInView.draw).
DRAW_BUDGET_MS = 15


class CardsInView:
    """Draws the waiting numbers of ``cards()`` that ``scroll`` shows (``panel`` holds them)."""

    #: The runner's purpose for the cards left for the next turns.
    PURPOSE = "step cards in view"

    def __init__(self, panel: QWidget, scroll: QScrollArea, cards: Callable[[], Iterable[StepCard]],
                 jobs: JobRunner):
        self._panel, self._scroll, self._cards, self._jobs = panel, scroll, cards, jobs
        self._piece = self._next_turn  # one object: the runner knows it as the same piece
        withdraw_with(panel, jobs, self.PURPOSE)
        for bar in (scroll.verticalScrollBar(), scroll.horizontalScrollBar()):
            bar.valueChanged.connect(self.draw)

    def watch(self, card: StepCard) -> None:
        """``card`` painted with its numbers still waiting (a layout moved it into view) is drawn next turn."""
        card.shown_stale.connect(self.later)

    def contains(self, card: StepCard) -> bool:
        """Whether ``card`` is in the scrolled area's view (or the panel is not shown at all)."""
        if not self._panel.isVisible():
            return True  # nothing is on screen to save: keep every card current
        if card.isHidden() or not card.isVisible():
            return False
        viewport = self._scroll.viewport()
        return QRect(card.mapTo(viewport, QPoint(0, 0)), card.size()).intersects(viewport.rect())

    def later(self, *_args) -> None:
        """Draw the waiting cards in view on the next turns (a timer, not a queued call, so that
        waiting timers and input run in between: queued calls ran back to back, one 60 ms stall)."""
        self._jobs.in_view(self.PURPOSE, self._piece)

    def draw(self, *_args, started: float | None = None) -> None:
        """Draw the waiting numbers of the cards now in view (after a scroll, a reveal, a resize).

        Past :data:`DRAW_BUDGET_MS` since ``started`` (this turn's work began: a refresh
        that filled the cards; by default now) the rest are drawn on the next turns
        of the event loop: the tab's first raise at 4096 tokens drew four heatmaps
        (their labels laid out anew) in one 40 ms event, after 30 ms of filling cards."""
        if self._draw(started):
            self.later()
        elif self._jobs.waiting_idle(self.PURPOSE):
            self._jobs.stop_idle(self.PURPOSE)  # all in view are drawn: nothing left for later

    def _next_turn(self) -> bool:
        if not self._panel.isVisible():
            return False  # none is in view: those in view are drawn when the tab is raised again
        return self._draw(None)

    def _draw(self, started: float | None) -> bool:
        """Draw the cards in view within the budget; whether some are left."""
        start = time.perf_counter() if started is None else started
        first = started is None  # a turn of its own draws at least one card
        for card in self._cards():
            if card.numbers_stale and self.contains(card):
                if not first and (time.perf_counter() - start) * 1000 > DRAW_BUDGET_MS:
                    return True
                first = False
                card.draw_stale()
        return False
