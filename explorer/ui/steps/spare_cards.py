"""Step cards built ahead, while the window waits for the person (the runner's work ahead,
:meth:`explorer.app.jobs.JobRunner.when_idle`).

The Step by step tab is built when it is first raised (the app opens on the
Heatmap tab): a dozen cards, each with a heatmap, 2 ms for the card and 7 ms for
its heatmap, all in the one event that raises the tab. Built ahead, one a turn
(put off by each edit and while a job works for the window), the tab's first
raise only fills them. The panel builds a card itself when none is left, as before.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from explorer.app.jobs import JobRunner
from explorer.ui.steps.step_card import StepCard
from explorer.ui.window.widget_jobs import work_ahead

#: One head's cards that can hold a heatmap (X, W_Q, W_K, W_V, Q, K, V, S, S′, A, Z, output).
SPARES = 12


class SpareCards(QObject):
    """Up to ``count`` hidden cards with their heatmaps, children of ``holder`` until taken."""

    #: The runner's purpose for the pieces of work ahead.
    PURPOSE = "spare step cards"

    def __init__(self, holder: QWidget, jobs: JobRunner, count: int = SPARES):
        super().__init__(holder)
        self._holder = holder
        self._jobs = jobs
        self._count = count
        self._spare: list[StepCard] = []
        work_ahead(self, jobs, self.PURPOSE, self._build_one)

    def take(self) -> StepCard:
        """A card ready to be filled, hidden (the panel shows it once placed): a spare one, else a new one."""
        self._jobs.stop_idle(self.PURPOSE)  # what is left is built in this call's place, not beside it
        if self._spare:
            return self._spare.pop()
        card = StepCard(self._holder)
        card.hide()
        return card

    @property
    def waiting(self) -> bool:
        """Whether cards are still to be built ahead."""
        return self._jobs.waiting_idle(self.PURPOSE)

    @property
    def count(self) -> int:
        """How many are waiting (the last may not have its heatmap yet)."""
        return len(self._spare)

    def _build_one(self) -> bool:
        """A card, or the last card's heatmap: in pieces of a few ms (both together took 12–18)."""
        last = self._spare[-1] if self._spare else None
        if last is not None and last.heatmap is None:
            last.prepare_heatmap()
            last.ensurePolished()  # styled now (its labels and heatmap too), not when the tab first shows it
        elif len(self._spare) < self._count:
            card = StepCard(self._holder)
            card.hide()
            self._spare.append(card)
        return len(self._spare) < self._count or self._spare[-1].heatmap is None
