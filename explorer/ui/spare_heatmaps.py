"""Heatmaps built ahead, while the window waits for the person.

The Step by step tab is built when it is first raised (the app opens on the
Heatmap tab): a dozen cards, each with a heatmap at 7 ms apiece, all in the one
event that raises the tab. Built here instead, one per turn of the event loop
once the window has been left alone a moment (an edit puts them off again),
the tab's first raise only fills them.
A card that finds none left builds its own, as before.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from explorer.ui.heatmap import Heatmap

#: One head's cards that can hold a heatmap (X, W_Q, W_K, W_V, Q, K, V, S, S′, A, Z, output).
SPARES = 12
#: How long the window is left alone before the first one is built.
IDLE_MS = 800


class SpareHeatmaps(QObject):
    """Up to ``count`` hidden heatmaps, children of ``holder`` until a card takes one."""

    def __init__(self, holder: QWidget, count: int = SPARES, idle_ms: int = IDLE_MS):
        super().__init__(holder)
        self._holder = holder
        self._count = count
        self._idle_ms = idle_ms
        self._spare: list[Heatmap] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._build_one)
        self._timer.start(idle_ms)

    def postpone(self, *_args) -> None:
        """The person is at work (an edit): build the rest only once they pause again
        (one built between two edits at 512 tokens made a 40 ms frame of a 15 ms one)."""
        if self._timer.isActive() and len(self._spare) < self._count:
            self._timer.start(self._idle_ms)

    def take(self) -> Heatmap:
        """A heatmap ready to be laid out: a spare one, else a new one."""
        self._timer.stop()  # what is left is built in this call's place, not beside it
        return self._spare.pop() if self._spare else Heatmap()

    @property
    def count(self) -> int:
        """How many are waiting."""
        return len(self._spare)

    def _build_one(self) -> None:
        if len(self._spare) >= self._count:
            return
        heatmap = Heatmap(self._holder)
        heatmap.hide()
        heatmap.ensurePolished()  # styled now, not when the tab first shows it
        self._spare.append(heatmap)
        self._timer.start(0)  # the next one on the next turn: the window stays responsive between
