"""Step cards built ahead, while the window waits for the person.

The Step by step tab is built when it is first raised (the app opens on the
Heatmap tab): a dozen cards, each with a heatmap, 2 ms for the card and 7 ms for
its heatmap, all in the one event that raises the tab. Built here instead, one
per turn of the event loop once the window has been left alone a moment (an
edit puts them off again), the tab's first raise only fills them.
The panel builds a card itself when none is left, as before.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from explorer.ui.step_card import StepCard

#: One head's cards that can hold a heatmap (X, W_Q, W_K, W_V, Q, K, V, S, S′, A, Z, output).
SPARES = 12
#: How long the window is left alone before the first one is built.
IDLE_MS = 800


class SpareCards(QObject):
    """Up to ``count`` hidden cards with their heatmaps, children of ``holder`` until taken."""

    def __init__(self, holder: QWidget, count: int = SPARES, idle_ms: int = IDLE_MS):
        super().__init__(holder)
        self._holder = holder
        self._count = count
        self._idle_ms = idle_ms
        self._spare: list[StepCard] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._build_one)
        self._timer.start(idle_ms)

    def postpone(self, *_args) -> None:
        """The person is at work (an edit): build the rest only once they pause again
        (one heatmap built between two edits at 512 tokens made a 40 ms frame of a 15 ms one)."""
        if self._timer.isActive() and len(self._spare) < self._count:
            self._timer.start(self._idle_ms)

    def take(self) -> StepCard:
        """A card ready to be filled, hidden (the panel shows it once placed): a spare one, else a new one."""
        self._timer.stop()  # what is left is built in this call's place, not beside it
        if self._spare:
            return self._spare.pop()
        card = StepCard(self._holder)
        card.hide()
        return card

    @property
    def count(self) -> int:
        """How many are waiting."""
        return len(self._spare)

    def _build_one(self) -> None:
        if len(self._spare) >= self._count:
            return
        card = StepCard(self._holder)
        card.hide()
        card.prepare_heatmap()
        card.ensurePolished()  # styled now (its labels and heatmap too), not when the tab first shows it
        self._spare.append(card)
        self._timer.start(0)  # the next one on the next turn: the window stays responsive between
