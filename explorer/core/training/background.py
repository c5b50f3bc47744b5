"""A training run stepped on a background thread, its progress taken by the window.

The Train panel must animate at toy sizes and never stall at n = 512, where
one step is an n × n backward pass. So a :class:`BackgroundTraining` owns the
:class:`~explorer.core.training.trainer.Trainer` and steps it on a daemon thread; the
thread publishes a :class:`Progress` (the weights as a session, the losses,
∂L/∂θ) at most :data:`PUBLISH_INTERVAL` apart and after the last step, and the
window takes only the latest (a frame that missed three steps draws the
fourth). Nothing here knows Qt; the UI polls :meth:`BackgroundTraining.take`.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import numpy as np

from explorer.core.session import Session
from explorer.core.training.trainer import Trainer, TrainingError
from explorer.core.worker import lower_priority

#: Seconds between two published states while playing (about 60 per second).
PUBLISH_INTERVAL = 1 / 60


@dataclass(frozen=True, eq=False)
class Progress:
    """Where a run stands after ``step`` steps."""

    step: int
    losses: tuple[float, ...]
    session: Session
    gradients: dict[str, np.ndarray]
    #: True once the thread stopped (the steps were done, Stop was pressed, or it failed).
    stopped: bool = False
    #: Why it stopped early: a TrainingError's message (a learning rate too large), or "".
    error: str = ""
    #: For a weights target: the mean weight its rows put on the target (:func:`on_target`).
    reached: float | None = None


def on_target(weights: np.ndarray, target: np.ndarray) -> float:
    """The mean weight the rows with a target put where the target puts it (1: reached)."""
    rows = target.sum(axis=1) > 0
    if not rows.any():
        return float("nan")
    return float((weights[rows] * target[rows]).sum(axis=1).mean())


class BackgroundTraining:
    """Steps ``trainer`` on a thread: :meth:`run` ``count`` steps, :meth:`stop`,
    :meth:`take` the latest progress. One run of steps at a time."""

    def __init__(self, trainer: Trainer):
        self.trainer = trainer
        self._lock = threading.Lock()
        self._latest: Progress | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def progress(self, stopped: bool = False, error: str = "") -> Progress:
        """The trainer's state now (call only while no steps run, or from the thread)."""
        t = self.trainer
        reached = None
        target = t.objective.weights
        if target is not None:  # one more forward pass, here on the thread, not on the window's
            weights = t.loss_fn.forward(t.params).a[t.objective.head]
            reached = on_target(np.asarray(t.loss_fn.backend.to_host(weights)), target)
        return Progress(t.step_count, tuple(t.losses), t.session(), t.gradients(), stopped, error, reached)

    def run(self, count: int) -> None:
        """Take ``count`` more steps on the thread (ignored while steps are running)."""
        if self.running or count < 1:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._loop, args=(int(count),), name="attention-training",
                                        daemon=True)
        self._thread.start()

    def _loop(self, count: int) -> None:
        lower_priority()
        last = time.perf_counter()
        error = ""
        try:
            for done in range(1, count + 1):
                if self._stop.is_set():
                    break
                self.trainer.step()
                now = time.perf_counter()
                if now - last >= PUBLISH_INTERVAL and done < count:
                    self._publish(self.progress())
                    last = now
        except TrainingError as err:
            error = str(err)
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as err:  # noqa: BLE001 - a library's panic too: the panel must not spin on
            error = f"the run failed: {type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}"
        try:
            self._publish(self.progress(stopped=True, error=error))
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as err:  # noqa: BLE001
            t = self.trainer
            self._publish(Progress(t.step_count, tuple(t.losses), t.start, {}, True,
                                   error or f"the run failed: {type(err).__name__}"))

    def _publish(self, progress: Progress) -> None:
        with self._lock:
            self._latest = progress

    def take(self) -> Progress | None:
        """The newest progress not taken yet (None when nothing new)."""
        with self._lock:
            progress, self._latest = self._latest, None
        return progress

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the running steps are done (headless use, tests); False on timeout."""
        if self._thread is not None:
            self._thread.join(timeout)
        return not self.running

    def stop(self, wait: bool = True) -> None:
        """Stop after the running step; the weights reached so far stay."""
        self._stop.set()
        if wait and self._thread is not None:
            self._thread.join()
