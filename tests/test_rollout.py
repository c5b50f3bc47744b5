"""Attention rollout (Abnar & Zuidema, 2020) against a plain loop."""

from __future__ import annotations

import numpy as np
import pytest

from explorer.core.models.rollout import CAUTION, FORMULA, residual_attention, rollout


def _softmax_rows(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _plain_rollout(weights: np.ndarray) -> list[np.ndarray]:
    """The paper's recipe, one number at a time."""
    layers, heads, n, _ = weights.shape
    out = []
    previous = None
    for layer in range(layers):
        a = [[0.0] * n for _ in range(n)]
        for i in range(n):
            for j in range(n):
                a[i][j] = sum(weights[layer, h, i, j] for h in range(heads)) / heads + (1.0 if i == j else 0.0)
            total = sum(a[i])
            a[i] = [v / total for v in a[i]]
        if previous is None:
            current = a
        else:
            current = [[sum(a[i][k] * previous[k][j] for k in range(n)) for j in range(n)] for i in range(n)]
        out.append(np.array(current))
        previous = current
    return out


def test_rollout_equals_a_plain_loop():
    rng = np.random.default_rng(7)
    weights = _softmax_rows(rng.normal(size=(4, 3, 6, 6)) * 2)
    got = rollout(weights)
    assert got.shape == (4, 6, 6)
    for layer, expected in enumerate(_plain_rollout(weights)):
        np.testing.assert_allclose(got[layer], expected, rtol=0, atol=1e-12)
    np.testing.assert_allclose(got.sum(axis=-1), 1.0, atol=1e-12)


def test_one_layer_is_the_residual_attention_and_identity_heads_stay_identity():
    eye = np.broadcast_to(np.eye(5), (2, 5, 5))
    np.testing.assert_allclose(residual_attention(eye), np.eye(5))
    np.testing.assert_allclose(rollout(np.stack([eye, eye, eye]))[-1], np.eye(5))
    uniform = np.full((1, 2, 4, 4), 0.25)
    # (¼·J + I) / 2: half the weight stays on the token itself (the residual).
    np.testing.assert_allclose(rollout(uniform)[0], (np.full((4, 4), 0.25) + np.eye(4)) / 2)


def test_bad_shapes_are_refused_with_a_message():
    with pytest.raises(ValueError, match="layers × heads × n × n"):
        rollout(np.ones((3, 3)))
    with pytest.raises(ValueError, match="heads × n × n"):
        residual_attention(np.ones((2, 3, 4)))
    assert "R_l = Â_l · R_l−1" in FORMULA and "not an explanation" in CAUTION
