"""Row entropy and maximum weight, and the saturation that √d_k scaling prevents."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings

from explorer.core.attention.pipeline import run
from explorer.core.attention.stats import max_entropy, row_entropy, row_max_weight, saturation_vs_dk
from strategies import sessions


def test_uniform_row_has_log_n_entropy():
    for n in (1, 2, 7, 4096):
        uniform = np.full((3, n), 1.0 / n)
        # Bits unless nats are asked for: the app's one unit.
        np.testing.assert_allclose(row_entropy(uniform), math.log2(n), rtol=1e-12, atol=1e-15)
        np.testing.assert_allclose(row_entropy(uniform, "nats"), math.log(n), rtol=1e-12, atol=1e-15)
        np.testing.assert_allclose(row_max_weight(uniform), 1.0 / n, rtol=1e-15)


def test_one_hot_row_has_zero_entropy_and_masked_zeros_count_nothing():
    weights = np.array([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.5, 0.5, 0.0]])
    entropy = row_entropy(weights)
    assert entropy[0] == 0.0 and entropy[1] == 0.0  # exactly: no NaN from 0·log 0
    assert entropy[2] == pytest.approx(1.0, rel=1e-15)
    assert row_entropy(weights, unit="nats")[2] == pytest.approx(math.log(2), rel=1e-15)
    assert row_max_weight(weights).tolist() == [1.0, 1.0, 0.5]


def test_known_distribution():
    p = np.array([[0.5, 0.25, 0.25]])
    assert row_entropy(p, "bits")[0] == pytest.approx(1.5, rel=1e-15)


def test_max_entropy_counts_the_allowed_keys():
    np.testing.assert_allclose(max_entropy(4, 4, causal=True), np.log2([1, 2, 3, 4]), rtol=1e-15)
    np.testing.assert_allclose(max_entropy(2, 5), [math.log2(5)] * 2, rtol=1e-15)
    np.testing.assert_allclose(max_entropy(3, 3, causal=True, unit="nats"), [0, math.log(2), math.log(3)],
                               rtol=1e-15)


@settings(max_examples=60, deadline=None)
@given(sessions())
def test_bounds_on_real_weights(backend, session):
    trace = run(session, backend)
    weights = trace.step("weights").array
    causal = session.mode == "causal"
    entropy = row_entropy(weights)
    assert np.isfinite(entropy).all()
    # 0 ≤ H ≤ log(allowed keys), and 1/allowed ≤ max weight ≤ 1.
    assert (entropy >= 0).all()
    assert (entropy <= max_entropy(session.n, session.m, causal) + 1e-12).all()
    allowed = np.minimum(np.arange(1, session.n + 1), session.m) if causal else np.full(session.n, session.m)
    assert (row_max_weight(weights) >= 1.0 / allowed - 1e-12).all()
    assert (row_max_weight(weights) <= 1.0 + 1e-12).all()


def test_refuses_what_is_not_a_weights_matrix():
    with pytest.raises(ValueError):
        row_entropy(np.ones(3))
    with pytest.raises(ValueError):
        row_entropy(np.ones((2, 2)), unit="decibans")


def test_scaling_keeps_the_softmax_from_saturating():
    s = saturation_vs_dk((1, 16, 256, 1024), n=32, seed=0)
    # Without √d_k the rows turn one-hot as d_k grows; with it they do not move much.
    assert np.all(np.diff(s.unscaled_max) > 0)
    assert s.unscaled_max[-1] > 0.9 and s.unscaled_entropy[-1] < 0.3
    assert s.scaled_max.max() < 0.3 and s.scaled_max.max() - s.scaled_max.min() < 0.05
    assert s.scaled_entropy.min() > 0.8 * math.log(32)
    # d_k = 1: dividing by √1 changes nothing.
    assert s.scaled_max[0] == s.unscaled_max[0]
    assert s.rows()[0][0] == 1 and len(s.rows()) == 4


def test_saturation_is_deterministic():
    a, b = saturation_vs_dk((4, 64), n=16, seed=7), saturation_vs_dk((4, 64), n=16, seed=7)
    assert a.rows() == b.rows()
    assert saturation_vs_dk((4, 64), n=16, seed=8).rows() != a.rows()
