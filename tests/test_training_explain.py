"""The term-by-term explanation of one gradient entry adds up to the gradient itself."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from explorer.core.generate import random_session
from explorer.core.training.explain import explain_gradient
from explorer.core.training.gradients import Objective, loss_and_gradients, output_width
from explorer.core.training.targets import named_target


@pytest.mark.parametrize("mode", ["self", "causal", "cross"])
def test_every_entry_explained_sums_to_the_gradient(mode):
    rng = np.random.default_rng(3)
    session = random_session(4, 3, 2, 2, heads=2, mode=mode, seed=4, w_o=True, m=3 if mode == "cross" else None)
    session = replace(session, heads=tuple(replace(h, b_q=rng.standard_normal(2), b_k=rng.standard_normal(2),
                                                   b_v=rng.standard_normal(2)) for h in session.heads))
    objective = Objective(weights=named_target("previous", session.n, session.m), head=1,
                          output=rng.standard_normal((session.n, output_width(session))))
    _, grads = loss_and_gradients(session, objective)
    for pid, grad in grads.items():
        for index in np.ndindex(grad.shape):
            explained = explain_gradient(session, objective, pid, *index)
            assert explained.value == grad[index]
            assert explained.computed == pytest.approx(grad[index], rel=1e-12, abs=1e-15), (pid, index)


def test_the_text_shows_the_softmax_jacobian_and_the_chain_to_w_q():
    session = random_session(3, 2, 2, 2, seed=1)
    objective = Objective(weights=named_target("previous", 3, 3))
    text = explain_gradient(session, objective, "heads[0].w_q", 1, 0).text()
    assert text.startswith("∂L/∂W_Q[2][1] (head 1) = ")
    for words in ("softmax's Jacobian", "(A_ij·Σ_k T_ik − T_ij)/r", "r = 3", "∂L/∂Q_11", "Σ_i X_i2·∂L/∂Q_i1"):
        assert words in text, words
    biased = replace(session, heads=(replace(session.heads[0], b_k=np.array([0.5, -1.0])),))
    b_k = explain_gradient(biased, objective, "heads[0].b_k", 1)
    assert "always 0" in b_k.text() and abs(b_k.value) < 1e-15
    with pytest.raises(ValueError, match="no parameter"):
        explain_gradient(session, objective, "heads[0].b_q", 0)
    with pytest.raises(ValueError, match="no entry"):
        explain_gradient(session, objective, "heads[0].w_q", 5, 0)
