"""The gradient a hint shows (explorer.core.exercises.descent.check_gradients): the exact
∂L/∂W of the failing checks' losses, on editable cells only, against central differences
of the losses docs/exercises.md gives, computed with the independent NumPy reference."""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

import exercise_reference as ref
from explorer.core.exercises.course import course_exercise
from explorer.core.exercises.descent import check_gradients, steepest_cell
from explorer.core.io.resources import resource


def raw(name: str) -> dict:
    return json.loads(resource("exercises", f"{name}.json").read_text(encoding="utf-8"))


def _pairs_loss(weights: np.ndarray, pairs: list[tuple[int, int]]) -> float:
    # One query a row: the training cross-entropy toward one-hot rows, averaged over the rows.
    return -float(np.mean([np.log(weights[i, j]) for i, j in pairs]))


def documented_loss(data: dict) -> float:
    """Σ over the checks that fail of their documented loss (weight at_least and one_hot here)."""
    fwd = ref.forward(data)
    total = 0.0
    n = len(data["tokens"])
    for check in data["exercise"]["checks"]:
        passed, _ = ref.check(check, data, fwd)
        if passed:
            continue
        weights = fwd["heads"][check.get("head", 1) - 1]["weights"]
        if check["predicate"] == "weight":
            total += _pairs_loss(weights, ref._keys(check, n, weights.shape[1], data["mode"] == "causal"))
        elif check["predicate"] == "one_hot":
            total += -float(np.mean(np.log(weights.max(axis=1))))
        else:  # pragma: no cover - the exercises below use only these
            raise AssertionError(check["predicate"])
    return total


def numeric(data: dict, matrix_id: str, h: float = 1e-6) -> np.ndarray:
    head, name = int(matrix_id[6]), matrix_id.split(".")[1]
    rows, cols = np.array(data["heads"][head][name]).shape
    grad = np.zeros((rows, cols))
    for r in range(rows):
        for c in range(cols):
            plus, minus = copy.deepcopy(data), copy.deepcopy(data)
            plus["heads"][head][name][r][c] += h
            minus["heads"][head][name][r][c] -= h
            grad[r, c] = (documented_loss(plus) - documented_loss(minus)) / (2 * h)
    return grad


@pytest.mark.parametrize("name", ["01-thinking-attends-to-itself", "05-sharp-by-scale-alone",
                                  "12-two-heads-two-places"])
def test_the_gradient_is_the_failing_checks_exact_gradient_on_editable_cells_only(name):
    exercise, data = course_exercise(name), raw(name)
    grads = check_gradients(exercise)
    assert set(grads) == set(exercise.editable)
    for matrix_id, mask in exercise.editable.items():
        expected = np.where(mask, numeric(data, matrix_id), 0.0)
        np.testing.assert_allclose(grads[matrix_id], expected, rtol=1e-5, atol=1e-8, err_msg=matrix_id)
        assert not grads[matrix_id][~mask].any()


def test_the_steepest_cell_is_the_largest_gradient_and_its_sign():
    grads = {"heads[0].w_q": np.array([[0.1, -0.2], [0.0, 0.3]]), "heads[0].w_k": np.array([[-0.5, 0.0]])}
    assert steepest_cell(grads) == ("heads[0].w_k", 0, 0, -0.5)
    assert steepest_cell({"heads[0].w_q": np.zeros((2, 2))}) is None and steepest_cell({}) is None


def test_no_gradient_once_solved_or_where_no_failing_check_has_a_loss():
    solved = course_exercise("01-thinking-attends-to-itself")
    assert check_gradients(solved, solved.solved()) == {}
    by_hand = course_exercise("04-a-score-by-hand")  # a value check: no exact loss
    assert check_gradients(by_hand) == {}


def test_moving_the_steepest_cell_against_its_gradient_lowers_the_loss():
    exercise, data = course_exercise("01-thinking-attends-to-itself"), raw("01-thinking-attends-to-itself")
    matrix_id, r, c, grad = steepest_cell(check_gradients(exercise))
    moved = copy.deepcopy(data)
    moved["heads"][int(matrix_id[6])][matrix_id.split(".")[1]][r][c] -= 0.01 * np.sign(grad)
    assert documented_loss(moved) < documented_loss(data)
