"""An overflowed trace is explained, not crashed on: the sums that have no exact
value (−∞ + ∞, a partial sum past the float range) show NumPy's inf or NaN."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest

from explorer.core.attention.explain import explain
from explorer.core.attention.explain_text import exact_sum
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset


def test_exact_sum_is_fsum_where_fsum_has_an_answer_and_numpy_where_it_has_none():
    values = [1e16, 1.0, -1e16, 1.0]
    assert exact_sum(values) == math.fsum(values) == 2.0 and float(np.sum(values)) != 2.0
    assert math.isnan(exact_sum(np.array([-np.inf, np.inf, 1.0])))
    assert exact_sum([1e308, 1e308]) == np.inf  # fsum raises OverflowError here
    assert exact_sum([]) == 0.0


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_every_step_of_an_overflowed_trace_is_explained(dtype):
    session = load_preset("04-two-heads")
    session = replace(session, embeddings=session.embeddings * (1e200 if dtype == "float64" else 1e30))
    trace = run(session, dtype=dtype)
    assert trace.problems  # it did overflow
    explained = 0
    for step in trace.steps:
        if step.id == "weighted_values":
            index = (0, 0, 0)
        elif len(step.shape) == 2:
            index = (step.shape[0] - 1, 0)
        else:
            continue
        text = explain(trace, session, step.key, index).text()
        assert "Traceback" not in text and text.strip()
        explained += 1
    assert explained >= 10
