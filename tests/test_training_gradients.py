"""The training loss and its hand-written gradient, against independent references:
central finite differences of a loss computed from ``pipeline.run``'s own trace,
and values recorded once from PyTorch autograd (tests/data/record_training_reference.py)."""

from __future__ import annotations

import json
import math
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from explorer.core.generate import random_session
from explorer.core.training.gradients import (LossFunction, Objective, loss_and_gradients, output_width, parameters,
                                     with_parameters)
from explorer.core.attention.pipeline import run
from explorer.core.io.session_files import session_from_dict
from explorer.core.training.trainer import TrainConfig, Trainer

REFERENCE = json.loads((Path(__file__).parent / "data" / "training_reference.json").read_text())


def random_objective(session, rng, head=0, weights=True, output=True):
    t = None
    if weights:
        t = rng.random((session.n, session.m)) + 0.05
        if session.mode == "causal":
            t = np.tril(t)
        t /= t.sum(axis=1, keepdims=True)
        t[-1] = 0.0  # a query with no target: it must not count in r
    z = rng.standard_normal((session.n, output_width(session))) if output else None
    return Objective(weights=t, head=head, output=z)


def with_biases(session, rng):
    heads = tuple(replace(h, b_q=rng.standard_normal(h.d_k), b_k=rng.standard_normal(h.d_k),
                          b_v=rng.standard_normal(h.d_v)) for h in session.heads)
    return replace(session, heads=heads)


def loss_from_trace(session, objective, scale=True, temperature=1.0):
    """The issue's loss read off the pipeline's trace (an implementation the gradient code does not share)."""
    trace = run(session, scale=scale, temperature=temperature)
    total = 0.0
    if objective.weights is not None:
        a = trace.step("weights", objective.head).array
        t = objective.weights
        has = t.sum(axis=1) > 0
        total -= sum(t[i, j] * math.log(a[i, j]) for i in range(t.shape[0]) for j in range(t.shape[1])
                     if t[i, j] > 0) / has.sum()
    if objective.output is not None:
        total += float(((trace.final.array - objective.output) ** 2).mean())
    return total


CASES = [
    ("self", dict(heads=1, w_o=False), False),
    ("causal", dict(heads=1, w_o=False), False),
    ("cross", dict(heads=1, w_o=False, m=5), False),
    ("self", dict(heads=3, w_o=True), True),
    ("causal", dict(heads=2, w_o=True), True),
    ("cross", dict(heads=2, w_o=True, m=3), True),
    ("cross", dict(heads=2, w_o=False, m=4), True),
]


@pytest.mark.parametrize("mode,kw,biases", CASES)
@pytest.mark.parametrize("scale,temperature", [(True, 1.0), (False, 1.7)])
def test_gradient_matches_central_differences_for_every_parameter(mode, kw, biases, scale, temperature):
    rng = np.random.default_rng(hash((mode, biases, scale)) % 2**32)
    session = random_session(4, d_model=3, d_k=2, d_v=2, mode=mode, seed=7, **kw)
    if biases:
        session = with_biases(session, rng)
    objective = random_objective(session, rng, head=len(session.heads) - 1)
    loss, grads = loss_and_gradients(session, objective, scale=scale, temperature=temperature)
    assert loss == pytest.approx(loss_from_trace(session, objective, scale, temperature), rel=1e-12)
    params = parameters(session)
    assert set(grads) == set(params)
    eps = 1e-6
    for pid, value in params.items():
        assert grads[pid].shape == value.shape
        numeric = np.zeros_like(value)
        for idx in np.ndindex(value.shape):
            up, down = value.copy(), value.copy()
            up[idx] += eps
            down[idx] -= eps
            numeric[idx] = (loss_from_trace(with_parameters(session, {pid: up}), objective, scale, temperature)
                            - loss_from_trace(with_parameters(session, {pid: down}), objective, scale,
                                              temperature)) / (2 * eps)
        np.testing.assert_allclose(grads[pid], numeric, rtol=1e-6, atol=1e-8, err_msg=pid)


def test_weight_target_moves_only_its_head():
    rng = np.random.default_rng(0)
    session = random_session(5, d_model=4, d_k=3, d_v=2, heads=3, seed=1)
    _, grads = loss_and_gradients(session, random_objective(session, rng, head=1, output=False))
    for pid, g in grads.items():
        if pid.startswith("heads[1].w_q") or pid.startswith("heads[1].w_k"):
            assert np.abs(g).max() > 0, pid
        else:  # W_V never changes the weights; other heads do not see this target
            assert not g.any(), pid


def test_loss_stays_finite_where_a_weight_underflows():
    # A target on a key whose weight is below the smallest float: ln A_ij must not be −∞.
    session = random_session(3, d_model=2, d_k=2, d_v=2, seed=0)
    session = with_parameters(session, {"heads[0].w_q": 400 * np.eye(2), "heads[0].w_k": 400 * np.eye(2)})
    a = run(session).step("weights").array
    i, j = np.unravel_index(np.argmin(a), a.shape)
    assert a[i, j] == 0.0
    target = np.zeros((3, 3))
    target[i, j] = 1.0
    loss, grads = loss_and_gradients(session, Objective(weights=target))
    assert math.isfinite(loss) and loss > 100
    assert all(np.isfinite(g).all() for g in grads.values())


@pytest.mark.parametrize("case", REFERENCE["cases"], ids=[c["name"] for c in REFERENCE["cases"]])
def test_loss_and_gradients_match_pytorch_autograd(case):
    session = session_from_dict(case["session"])
    objective = Objective(weights=None if case["weights_target"] is None else np.array(case["weights_target"]),
                          head=case["head"],
                          output=None if case["output_target"] is None else np.array(case["output_target"]))
    fn = LossFunction(session, objective, scale=case["scale"], temperature=case["temperature"])
    loss, grads = fn.value_and_gradients(fn.device_parameters())
    assert loss == pytest.approx(case["loss"], rel=1e-12)
    for pid, expected in case["gradients"].items():
        got = grads[pid]
        if case["tie"] and pid.split(".")[1] in ("w_q", "w_k", "b_q", "b_k"):
            # One shared tensor in torch: its gradient is the sum of the Q and K paths.
            head = pid.split(".")[0]
            pair = {"w_q": "w_k", "w_k": "w_q", "b_q": "b_k", "b_k": "b_q"}[pid.split(".")[1]]
            got = got + grads[f"{head}.{pair}"]
        np.testing.assert_allclose(got, expected, rtol=1e-10, atol=1e-13, err_msg=pid)


@pytest.mark.parametrize("case", REFERENCE["cases"], ids=[c["name"] for c in REFERENCE["cases"]])
def test_sgd_and_adam_steps_match_pytorch_optimizers(case):
    session = session_from_dict(case["session"])
    objective = Objective(weights=None if case["weights_target"] is None else np.array(case["weights_target"]),
                          head=case["head"],
                          output=None if case["output_target"] is None else np.array(case["output_target"]))
    for traj in case["trajectories"]:
        config = TrainConfig(train=tuple(case["train"]), heads=tuple(range(len(session.heads))),
                             optimizer=traj["optimizer"], lr=traj["lr"], steps=traj["steps"], tie=case["tie"],
                             scale=case["scale"], temperature=case["temperature"])
        trainer = Trainer(session, objective, config)
        for _ in range(traj["steps"]):
            trainer.step()
        np.testing.assert_allclose(trainer.losses, traj["losses"], rtol=1e-10)
        trained = parameters(trainer.session())
        assert set(traj["final"]) == set(trainer.ids)
        for pid, expected in traj["final"].items():
            # b_K's true gradient is 0 (adding q_i·b_K to a whole row leaves the softmax as it is):
            # Adam divides its rounding noise (~1e-17) by eps = 1e-8, so it drifts by ~1e-10 in both.
            np.testing.assert_allclose(trained[pid], expected, rtol=1e-9, atol=1e-9, err_msg=pid)
