"""What a student reads: distinct symbols, 1-based indices, shortened rows that keep what matters."""

from __future__ import annotations

import dataclasses

import numpy as np

from explorer.core.attention.explain import explain
from explorer.core.generate import random_session
from explorer.core.attention.pipeline import run


def _line(e, label: str) -> str:
    return next(ln.formula for ln in e.lines if ln.label == label)


def test_a_biased_query_names_the_product_before_the_bias_and_q_after():
    session = random_session(3, 4, 3, 3, seed=2)
    head = dataclasses.replace(session.heads[0], b_q=np.array([0.5, -0.86, 0.25]))
    session = dataclasses.replace(session, heads=(head,))
    e = explain(run(session), session, "heads[0].q", (0, 1))
    assert _line(e, "sum").startswith("(X·W_Q)_12 = ")  # the dot product is not q_12 yet
    assert _line(e, "bias").startswith("q_12 = (X·W_Q)_12 + b_Q[2] = ")
    assert not _line(e, "sum").startswith("q_12")


def test_cross_mode_names_x_dec_and_x_enc():
    session = random_session(3, 4, 3, 3, mode="cross", m=4, seed=3)
    trace = run(session)
    q = explain(trace, session, "heads[0].q", (1, 0))
    k = explain(trace, session, "heads[0].k", (3, 2))
    assert "(row 2 of X_dec:" in q.lines[0].formula and q.lines[0].label == "x_dec_2"
    assert "(row 4 of X_enc:" in k.lines[0].formula and k.lines[0].label == "x_enc_4"
    assert "embeddings" not in q.text() + k.text()


def test_a_masked_cell_uses_the_masked_symbol():
    session = random_session(4, 4, 3, 3, mode="causal", seed=4)
    trace = run(session)
    e = explain(trace, session, "heads[0].weights", (0, 2))  # key 3 is right of query 1
    assert _line(e, "mask").startswith("ŝ_13: key 3 lies right of query 1")
    assert _line(e, "softmax").startswith("a_13 = exp(ŝ_13 − max) / Σ")
    assert "exp(ŝ_1j − max)" in _line(e, "exp") and "s′_13 −" not in e.text()
    masked = explain(trace, session, "heads[0].masked", (0, 2))
    assert masked.title.startswith("Masked score ŝ_13")


def test_a_15_key_row_keeps_its_max_and_dominant_term_and_sums_the_hidden_ones():
    session = random_session(15, 4, 4, 4, seed=5)
    head = session.heads[0]
    trace = run(session)
    # Make key 12 (1-based) dominate query 1: its key row points along query 1's q.
    q = trace.get("heads[0].q").array[0]
    x = session.embeddings.copy()
    k_dir = np.linalg.lstsq(head.w_k.T, q * 40 / np.linalg.norm(q), rcond=None)[0]
    x[11] = k_dir
    session = dataclasses.replace(session, embeddings=x)
    trace = run(session)
    scores = trace.get("heads[0].scaled").array[0]
    assert int(np.argmax(scores)) == 11
    e = explain(trace, session, "heads[0].weights", (0, 0))
    peak = float(scores.max())
    assert _line(e, "row max").startswith(f"max = {peak:.6g} ")
    exp_text = _line(e, "exp")
    assert ", 1," in exp_text or exp_text.endswith(", 1")  # exp(max − max) = 1 is shown, not hidden
    assert "(together " in exp_text
    row = _line(e, "row 1")
    assert f"{peak:.6g}" in row  # the row max is in the shortened row
    assert e.value < 1e-3 and "a_11 = " in _line(e, "softmax")


def test_a_weight_that_only_rounds_to_1_says_approximately():
    session = random_session(2, 4, 3, 3, seed=6)
    x = session.embeddings.copy()
    trace = run(session)
    q = trace.get("heads[0].q").array[0]
    x[1] = np.linalg.lstsq(session.heads[0].w_k.T, q * 50 / np.linalg.norm(q) ** 2, rcond=None)[0]
    session = dataclasses.replace(session, embeddings=x)
    trace = run(session)
    e = explain(trace, session, "heads[0].weights", (0, 1))
    assert e.value != 1.0 and f"{e.value:.6g}" == "1"  # 1 − 1e-12 or so: not exactly 1
    assert e.text().splitlines()[0].endswith(") ≈ 1   (3 – Softmax)") and _line(e, "softmax").endswith("≈ 1")
