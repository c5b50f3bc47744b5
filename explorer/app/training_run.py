"""One run of the Train panel, stepped by the window's job runner (no widgets).

A run is one :class:`~explorer.core.training.trainer.Trainer` and one undo
step (:attr:`TrainingRun.number` is its merge key under MergeId.TRAINING).
The trainer is built and stepped only inside the runner's "training" jobs:
building it is a forward and a backward pass (an n × n one at n = 512), and
the runner runs one job of a purpose at a time, so the trainer never steps on
two threads and the window's thread never waits for it.

Each :meth:`TrainingRun.take` is one job at :data:`Priority.BACKGROUND`; its
progress reaches the window through the runner (latest only: a frame that
missed three steps draws the fourth), and it ends with one call of
``ended(progress, failure)``:

- ``(state, "")`` after the steps, after :meth:`TrainingRun.stop` (the weights
  reached: the runner drops a cancelled job's result, so the job keeps it here),
  or at a TrainingError (a learning rate too large, said in ``state.error``);
- ``(None, one line)`` when the job raised (a library's panic included): the
  runner's message; :attr:`TrainingRun.latest` is the last state that arrived;
- ``(None, "")`` when it was stopped before it started.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING

from explorer.app.jobs import Job, Priority
from explorer.core.backend import Backend
from explorer.core.session import Session
from explorer.core.training.gradients import Objective
from explorer.core.training.live_run import Progress, progress_of, run_steps
from explorer.core.training.trainer import OPTIMIZERS, TrainConfig, Trainer, TrainingError

if TYPE_CHECKING:
    from explorer.app.jobs.runner import JobRunner

# The Train panel's door to the core's training runs (what it names, shows and explains:
# explorer.app.trained_arrays).
__all__ = ["OPTIMIZERS", "PURPOSE", "Progress", "TrainingError", "TrainingRun"]

#: The runner's purpose for training runs (one run's steps at a time).
PURPOSE = "training"
_NUMBERS = itertools.count(1)


class TrainingRun:
    """A run of ``config`` toward ``objective`` from ``session``, stepped on ``jobs``.

    Use it from the runner's thread (the window's): :attr:`running` and
    :attr:`latest` are what that thread has heard."""

    def __init__(self, jobs: JobRunner, session: Session, objective: Objective, config: TrainConfig,
                 backend: Backend | None = None):
        self._jobs = jobs
        self._build = (session, objective, config, backend)
        self._trainer: Trainer | None = None  # made and stepped by this run's jobs only
        #: The undo merge key of this run's steps.
        self.number = next(_NUMBERS)
        #: The newest progress delivered (None until the trainer was built).
        self.latest: Progress | None = None
        #: True from :meth:`take` until ``ended`` is called.
        self.running = False

    @property
    def step(self) -> int:
        """The steps taken, as far as the window knows."""
        return self.latest.step if self.latest is not None else 0

    def take(self, count: int, progress: Callable[[Progress], None],
             ended: Callable[[Progress | None, str], None]) -> Job:
        """Take ``count`` more steps in a job: ``progress`` meanwhile (the start
        first, when the trainer is built now), then ``ended`` once (see the module)."""
        kept: list[Progress] = []  # what a stopped job reached: the runner drops a cancelled job's result

        def work(job: Job) -> Progress:
            if self._trainer is None:
                self._trainer = Trainer(*self._build)
                job.report(progress_of(self._trainer))  # a random or zero start moves the weights at once
            final = run_steps(self._trainer, count, lambda: job.cancelled, job.report)
            kept.append(final)
            return final

        def delivered(value: Progress) -> None:
            self.latest = value
            progress(value)

        def end(value: Progress | None, failure: str = "") -> None:
            self.running = False  # first: the panel's callback failing must not leave it spinning
            if value is not None:
                self.latest = value
            ended(value, failure)

        self.running = True
        return self._jobs.submit(PURPOSE, work, priority=Priority.BACKGROUND, progress=delivered,
                                 done=end, failed=lambda message: end(None, message),
                                 cancelled=lambda: end(kept[0] if kept else None))

    def stop(self) -> None:
        """Stop after the step being taken; ``ended`` brings the weights reached.
        A job that has not started never does (``ended`` at once, with None)."""
        if self.running:
            self._jobs.cancel(PURPOSE)
