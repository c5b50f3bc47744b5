"""The reference text's two-word, size-3 example, worked by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset

SQRT3 = math.sqrt(3)
# Row 1 scores are 4 and 2, row 2 scores are 0 and 4 (see Q and K below);
# softmax of two numbers is a logistic of their difference.
A11 = 1 / (1 + math.exp(-(4 - 2) / SQRT3))
A22 = 1 / (1 + math.exp(-(4 - 0) / SQRT3))


@pytest.fixture
def trace(backend):
    return run(load_preset("01-thinking-machines"), backend)


def test_inputs_are_the_reference_example():
    session = load_preset("01-thinking-machines")
    assert session.tokens == ("Thinking", "Machines")
    assert session.embeddings.tolist() == [[1, 0, 1], [0, 2, 0]]
    assert (session.n, session.d_model) == (2, 3)


def test_linear_transformations(trace):
    # X = [[1,0,1],[0,2,0]]: row 1 adds rows 1 and 3 of W, row 2 doubles row 2 of W.
    assert trace.step("q").array.tolist() == [[1, 0, 2], [2, 0, 0]]
    assert trace.step("k").array.tolist() == [[0, 1, 2], [2, 2, 0]]
    assert trace.step("v").array.tolist() == [[1, 2, 3], [0, 6, 0]]


def test_scores_and_scaling(trace):
    assert trace.step("scores").array.tolist() == [[4, 2], [0, 4]]
    np.testing.assert_allclose(trace.step("scaled").array, [[4 / SQRT3, 2 / SQRT3], [0, 4 / SQRT3]], rtol=1e-15)
    assert "√3" in trace.step("scaled").formula


def test_softmax_and_output(trace):
    np.testing.assert_allclose(trace.step("weights").array, [[A11, 1 - A11], [1 - A22, A22]], rtol=1e-14)
    expected = [[A11 * 1 + (1 - A11) * 0, A11 * 2 + (1 - A11) * 6, A11 * 3],
                [(1 - A22) * 1, (1 - A22) * 2 + A22 * 6, (1 - A22) * 3]]
    np.testing.assert_allclose(trace.step("output").array, expected, rtol=1e-14)
    # Roughly 0.760 / 0.240 and 0.090 / 0.910: the numbers a student sees.
    assert round(A11, 3) == 0.760 and round(A22, 3) == 0.910


def test_weighted_values_sum_to_output(trace):
    wv = trace.step("weighted_values").array
    assert wv.shape == (2, 2, 3)
    np.testing.assert_allclose(wv[0, 1], (1 - A11) * np.array([0, 6, 0]), rtol=1e-14)
    np.testing.assert_allclose(wv.sum(axis=1), trace.step("output").array, rtol=1e-14)


def test_single_head_has_no_concat(trace):
    assert [s.id for s in trace.steps] == ["q", "k", "v", "scores", "scaled", "weights", "weighted_values", "output"]
    assert trace.final.key == "heads[0].output"
