"""A training run stepped in pieces, its progress published as it goes (no Qt, no thread).

The Train panel must animate at toy sizes and never stall at n = 512, where
one step is an n × n backward pass. So the window's job runner calls
:func:`run_steps` on one of its threads: it steps a
:class:`~explorer.core.training.trainer.Trainer`, asks ``should_stop()``
before each step (Stop, a newer run), and hands ``publish`` a
:class:`Progress` (the weights as a session, the losses, ∂L/∂θ) at most
:data:`PUBLISH_INTERVAL` apart; the state after the last step is what it
returns. Who runs it decides the thread: nothing here knows Qt or threads.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from explorer.core.failures import STOPS
from explorer.core.session import Session
from explorer.core.training.trainer import Trainer, TrainingError

#: Seconds between two published states while playing: each one repaints every
#: view of the window, and about 30 a second is smooth with a repaint's worth of room.
PUBLISH_INTERVAL = 1 / 30


@dataclass(frozen=True, eq=False)
class Progress:
    """Where a run stands after ``step`` steps."""

    step: int
    losses: tuple[float, ...]
    session: Session
    gradients: dict[str, np.ndarray]
    #: The weights the run started from (the seed, zeros or tie applied): "before" in an export.
    start: Session
    #: True for the state :func:`run_steps` returns (the steps were done, it was told to stop, or it failed).
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


def progress_of(trainer: Trainer, stopped: bool = False, error: str = "") -> Progress:
    """``trainer``'s state now, on the caller's thread (while no other thread steps it)."""
    t = trainer
    reached = None
    target = t.objective.weights
    if target is not None:  # one more forward pass: on the caller's thread, not the window's
        weights = t.loss_fn.forward(t.params).a[t.objective.head]
        reached = on_target(np.asarray(t.loss_fn.backend.to_host(weights)), target)
    return Progress(t.step_count, tuple(t.losses), t.session(), t.gradients(), t.start, stopped, error, reached)


def run_steps(trainer: Trainer, count: int, should_stop: Callable[[], bool] = lambda: False,
              publish: Callable[[Progress], None] | None = None) -> Progress:
    """Step ``trainer`` up to ``count`` times; return its state after the last step (``stopped``).

    ``should_stop()`` is asked before each step: True ends the run there (the
    weights reached stay). ``publish(progress)`` gets the state between steps at
    most :data:`PUBLISH_INTERVAL` apart (not the last one: that is returned).
    A TrainingError (a learning rate too large) ends the run with its message in
    ``error`` and the last finite weights. Anything else a step raises (a
    library's panic) propagates, for the caller to say in one line, after
    ``publish`` got the weights the steps before it reached (a step changes
    nothing until it succeeded, so those stay, as they do at a TrainingError).
    """
    last = time.perf_counter()
    error = ""
    try:
        for done in range(1, count + 1):
            if should_stop():
                break
            trainer.step()
            now = time.perf_counter()
            if publish is not None and now - last >= PUBLISH_INTERVAL and done < count:
                publish(progress_of(trainer))
                last = now
    except TrainingError as err:
        error = str(err)
    except STOPS:
        raise
    except BaseException:
        if publish is not None:
            try:
                reached = progress_of(trainer, stopped=True)
            except Exception:  # noqa: BLE001 - the first failure is the one to tell
                reached = None
            if reached is not None:
                publish(reached)
        raise
    return progress_of(trainer, stopped=True, error=error)
