"""Gradient descent from an exercise's start on its editable cells only.

The gradients are the training module's (:class:`~explorer.core.training.trainer.Trainer`
through :class:`~explorer.core.training.gradients.LossFunction`: exact, through the
one forward). A locked cell's gradient is set to 0 before the update, so it never
moves: plain gradient descent on the editable cells, θ_e ← θ_e − η·∂L/∂θ_e.

Each round takes one step per check, each on that check's own loss
(:meth:`~explorer.core.exercises.checks.Check.objective`, made from the current
trace, so a target that follows the weights gives the exact gradient of its loss),
and stops as soon as every check passes.

:func:`check_gradients` is the same gradient without a step: what a hint shows
(the editable cell whose change lowers the loss of the checks not met fastest).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from explorer.core.backend import Backend, numpy_backend
from explorer.core.exercises.checks import CheckResult, evaluate
from explorer.core.exercises.format import Exercise, trace_of
from explorer.core.attention.step_keys import parse_key
from explorer.core.session import Session
from explorer.core.training.gradients import Objective, loss_and_gradients, parameter_of, per_head
from explorer.core.training.trainer import TrainConfig, Trainer, TrainingError


class _EditableTrainer(Trainer):
    """A Trainer whose locked cells have no gradient, so they keep their values."""

    def __init__(self, session: Session, objective: Objective, config: TrainConfig, masks: Mapping[str, Any],
                 backend: Backend):
        self._masks = masks
        super().__init__(session, objective, config, backend)

    def combined_gradient(self, pid: str) -> Any:
        grad = super().combined_gradient(pid)
        mask = self._masks.get(pid)
        return grad * 0.0 if mask is None else grad * self.xp.asarray(mask)


@dataclass(frozen=True, eq=False)
class DescentResult:
    """Where descent stopped: the ``session``, the number of rounds it took, whether
    every check passed there, and the checks' results there."""

    session: Session
    rounds: int
    passed: bool
    results: tuple[CheckResult, ...]
    stopped: str | None = None  # why it stopped early (a loss that overflowed), if it did


def _masks(exercise: Exercise) -> tuple[tuple[str, ...], tuple[int, ...], dict[str, np.ndarray]]:
    """The trained matrix names, heads and per parameter id the 0/1 mask of its editable cells."""
    session = exercise.start
    names: list[str] = []
    heads: list[int] = []
    masks: dict[str, np.ndarray] = {}
    for matrix_id, mask in exercise.editable.items():
        name, head = parse_key(matrix_id)
        pid = "w_o" if head is None else parameter_of(session, head, name)
        names.append(name)
        if head is not None:
            heads.append(head)
        masks[pid] = np.maximum(masks.get(pid, 0.0), mask.astype(np.float64))
    return tuple(dict.fromkeys(names)), tuple(sorted(set(heads))), masks


def descend(exercise: Exercise, session: Session | None = None, *, steps: int | None = None,
            lr: float | None = None, backend: Backend | None = None) -> DescentResult:
    """Gradient descent from ``session`` (default: the exercise's start) on the editable
    cells, at most ``steps`` rounds (default: the exercise's ``descent``) with learning
    rate ``lr``; stops when every check passes. Checks without a loss are skipped (an
    exercise with ``descends: true`` has none)."""
    backend = backend or numpy_backend()
    steps = exercise.descent.steps if steps is None else steps
    names, heads, masks = _masks(exercise)
    # One step a Trainer: each check's target may follow the weights (see checks.py).
    config = TrainConfig(train=names, heads=heads, optimizer="sgd",
                         lr=exercise.descent.lr if lr is None else lr, steps=1)
    session = session or exercise.start
    trace = trace_of(session, backend)
    for done in range(steps + 1):
        results = evaluate(exercise.checks, trace)
        if all(r.passed for r in results) or done == steps:
            return DescentResult(session, done, all(r.passed for r in results), results)
        for check in exercise.checks:
            objective = check.objective(trace)
            if objective is None:
                continue
            try:
                trainer = _EditableTrainer(session, objective, config, masks, backend)
                trainer.step()
            except TrainingError as err:
                return DescentResult(session, done, False, results, str(err))
            session = trainer.session()
            trace = trace_of(session, backend)
    raise AssertionError("unreachable")  # pragma: no cover - the loop returns at done == steps


def check_gradients(exercise: Exercise, session: Session | None = None, *,
                    backend: Backend | None = None) -> dict[str, np.ndarray]:
    """∂L/∂W at ``session``'s weights (default: the start's) for each editable matrix
    gradient descent can move: matrix id → an array of its shape, 0 on its locked
    cells. L is the sum of the exact losses (:meth:`~explorer.core.exercises.checks.Check.objective`,
    the losses docs/exercises.md gives) of the checks that do not pass yet; {} when
    every check passes or none of those that fail has a loss."""
    backend = backend or numpy_backend()
    session = session or exercise.start
    trace = trace_of(session, backend)
    total: dict[str, np.ndarray] = {}
    for check in exercise.checks:
        objective = None if check.evaluate(trace).passed else check.objective(trace)
        if objective is None:
            continue
        _, grads = loss_and_gradients(session, objective, backend)
        # A KV group's W_K and W_V under every head that reads them, as the editors name them.
        for matrix_id, grad in per_head(session, grads).items():
            total[matrix_id] = total[matrix_id] + grad if matrix_id in total else np.array(grad, dtype=np.float64)
    return {matrix_id: np.where(mask, total[matrix_id], 0.0)
            for matrix_id, mask in exercise.editable.items() if matrix_id in total}


def steepest_cell(gradients: Mapping[str, np.ndarray]) -> tuple[str, int, int, float] | None:
    """The cell with the largest |∂L/∂W| in ``gradients`` (from :func:`check_gradients`):
    (matrix id, row, column (0-based), ∂L/∂W there); None when every gradient is 0.
    A negative gradient means raising the cell lowers the loss."""
    best: tuple[str, int, int, float] | None = None
    for matrix_id, grad in gradients.items():
        if not grad.size:
            continue
        r, c = (int(x) for x in np.unravel_index(int(np.argmax(np.abs(grad))), grad.shape))
        value = float(grad[r, c])
        if value != 0 and (best is None or abs(value) > abs(best[3])):
            best = (matrix_id, r, c, value)
    return best
