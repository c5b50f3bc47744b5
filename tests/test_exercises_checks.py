"""The predicates on their own: values and lines against an independent NumPy reference,
and each loss's gradient (the training module's, through the one forward) against
central differences of the loss docs/exercises.md gives for it, computed in NumPy here."""

from __future__ import annotations

import copy

import numpy as np
import pytest

import exercise_reference as ref
from explorer.core.exercises.check_wording import shown
from explorer.core.exercises.format import exercise_of, trace_of
from explorer.core.io.session_files import session_from_dict
from explorer.core.training.gradients import loss_and_gradients

N, D = 4, 3


def base(mode: str = "self") -> dict:
    rng = np.random.default_rng(5)
    return {"format": "attention-explorer/session", "version": 1, "mode": mode,
            "tokens": ["a", "b", "c", "d"], "embeddings": rng.normal(size=(N, D)).round(3).tolist(),
            "heads": [{name: rng.normal(size=(D, D)).round(3).tolist() for name in ("w_q", "w_k", "w_v")}]}


def exercise_with(checks: list[dict], data: dict | None = None):
    data = copy.deepcopy(data or base())
    data["exercise"] = {"title": "t", "goal": "g", "editable": {"heads[0].w_q": "all", "heads[0].w_k": "all",
                                                              "heads[0].w_v": "all"},
                        "checks": checks, "hints": ["one", "two"],
                        "solution": {"heads[0].w_q": data["heads"][0]["w_q"]}, "descends": False}
    return data, exercise_of(session_from_dict(copy.deepcopy(data)))


def _weights(data: dict) -> np.ndarray:
    return ref.forward(data)["heads"][0]["weights"]


def _final(data: dict) -> np.ndarray:
    return ref.forward(data)["final"]


TARGET = np.full((N, N), 1 / N)
Z_STAR = np.arange(N * D, dtype=float).reshape(N, D) / 10
#: (check, the loss the docs give for it as a function of the session dict)
LOSSES = [
    ({"predicate": "weight", "query": 3, "key": 1, "at_least": 0.9}, lambda d: -np.log(_weights(d)[2, 0])),
    ({"predicate": "weight", "query": 2, "key": 4, "at_most": 0.1}, lambda d: -np.log(1 - _weights(d)[1, 3])),
    ({"predicate": "no_future", "at_most": 0.05},
     lambda d: -np.mean([np.log(_weights(d)[i, :i + 1].sum()) for i in range(N)])),
    ({"predicate": "one_hot", "at_least": 0.99}, lambda d: -np.mean(np.log(_weights(d).max(axis=1)))),
    ({"predicate": "weights_close", "target": TARGET.tolist(), "within": 0.01},
     lambda d: -np.mean((TARGET * np.log(_weights(d))).sum(axis=1))),
    ({"predicate": "output_close", "target": Z_STAR.tolist(), "within": 0.05},
     lambda d: np.mean((_final(d) - Z_STAR) ** 2)),
    ({"predicate": "rows_close", "step": "output", "row": 2, "to": [1, -1, 0.5], "within": 0.05},
     lambda d: ((_final(d)[1] - [1, -1, 0.5]) ** 2).sum() / (N * D)),
    ({"predicate": "rows_close", "step": "output", "row": 4, "other": {"step": "v", "row": 2}, "within": 0.05},
     lambda d: -np.log(_weights(d)[3, 1])),
]


def _numeric(loss, data: dict, name: str, h: float = 1e-6) -> np.ndarray:
    grad = np.zeros((D, D))
    for r in range(D):
        for c in range(D):
            plus, minus = copy.deepcopy(data), copy.deepcopy(data)
            plus["heads"][0][name][r][c] += h
            minus["heads"][0][name][r][c] -= h
            grad[r, c] = (loss(plus) - loss(minus)) / (2 * h)
    return grad


@pytest.mark.parametrize("check, loss", LOSSES, ids=[c["predicate"] + str(i) for i, (c, _) in enumerate(LOSSES)])
def test_each_loss_has_the_exact_gradient_of_its_documented_loss(check, loss):
    data, exercise = exercise_with([check])
    (only,) = exercise.checks
    assert only.descends
    objective = only.objective(trace_of(exercise.start))
    _, grads = loss_and_gradients(exercise.start, objective)
    for name in ("w_q", "w_k", "w_v"):
        numeric = _numeric(loss, data, name)
        np.testing.assert_allclose(grads[f"heads[0].{name}"], numeric, rtol=1e-5, atol=1e-8, err_msg=name)


@pytest.mark.parametrize("check", [
    {"predicate": "symmetric", "within": 0.01},
    {"predicate": "value", "step": "scores", "row": 1, "col": 2, "at_least": 1},
    {"predicate": "rows_close", "step": "q", "row": 1, "other": {"step": "k", "row": 2}, "within": 0.1},
])
def test_checks_without_an_exact_loss_say_so(check):
    _, exercise = exercise_with([check])
    (only,) = exercise.checks
    assert not only.descends and only.objective(trace_of(exercise.start)) is None


def test_the_lines_say_where_and_how_far():
    checks = [{"predicate": "weight", "query": [1, 2, 3], "key": 2, "at_least": 0.99},
              {"predicate": "weight", "query": "all", "key": "itself", "at_most": 0.01},
              {"predicate": "no_future", "at_most": 0.01},
              {"predicate": "one_hot", "query": [2, 4], "at_least": 0.999}]
    data, exercise = exercise_with(checks)
    a = _weights(data)
    results = [c.evaluate(trace_of(exercise.start)) for c in exercise.checks]
    worst = int(np.argmin(a[:3, 1]))
    assert results[0].text == f"query {worst + 1} → key 2: {a[worst, 1]:.2f} of 0.99"
    i = int(np.argmax(np.diag(a)))
    assert results[1].text == f"query {i + 1} → key {i + 1}: {a[i, i]:.2f}, at most 0.01"
    future = [a[i, i + 1:].sum() for i in range(N)]
    i = int(np.argmax(future))
    assert results[2].text == f"query {i + 1} gives {future[i]:.2f} of its weight to later keys, at most 0.01"
    tops = a[[1, 3]].max(axis=1)
    q = [2, 4][int(np.argmin(tops))]
    assert results[3].text == f"query {q}'s largest weight: {tops.min():.3f} of 0.999"
    for result, item in zip(results, checks):
        passed, value = ref.check(item, data)
        assert (result.passed, result.value) == (passed, pytest.approx(value, rel=1e-12))


def test_a_line_never_shows_a_failing_value_as_its_bound():
    assert shown(0.899, 0.9) == ("0.899", "0.900")
    assert shown(0.8999999, 0.9)[0] != shown(0.8999999, 0.9)[1]
    assert shown(2.0, 0.001) == ("2.000", "0.001")  # a tolerance keeps its digits
    assert shown(0.71, 0.9) == ("0.71", "0.90")


def test_several_heads_are_named_in_the_line():
    data = base()
    data["heads"].append(copy.deepcopy(data["heads"][0]))
    data, exercise = exercise_with([{"predicate": "weight", "head": 2, "query": 1, "key": 1, "at_least": 1}], data)
    result = exercise.checks[0].evaluate(trace_of(exercise.start))
    assert result.text.startswith("head 2, query 1 → key 1: ")


def test_a_named_key_skips_a_query_that_cannot_see_it():
    data = base("causal")
    data, exercise = exercise_with([{"predicate": "weight", "query": "all", "key": "previous", "at_least": 0.5}],
                                   data)
    assert exercise.checks[0].pairs == ((0, 0), (1, 0), (2, 1), (3, 2))
    data, exercise = exercise_with([{"predicate": "weight", "query": [1, 2], "key": 3, "at_most": 0.5}], data)
    result = exercise.checks[0].evaluate(trace_of(exercise.start))
    assert result.passed and result.value == 0.0  # the mask hides key 3 from queries 1 and 2
