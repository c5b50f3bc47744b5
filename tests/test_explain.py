"""The inspector's arithmetic: every explanation adds up and reproduces the trace."""

from __future__ import annotations

import math
import re

import numpy as np

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.core.attention.explain import Explanation, explain, fmt
from explorer.core.attention.explain_text import fmt_result
from explorer.core.generate import random_session
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.session import Head, Session
from explorer.core.attention.text_steps import text_step
from explorer.core.attention.trace import Step, Trace
from strategies import sessions

TOL = 1e-12


def near(actual: float, expected: float, scale: float = 0.0) -> bool:
    """Equal to 1e-12, relative to the larger of 1, |expected| and ``scale``.

    ``scale`` is Σ|terms| for a sum: two correct summations of the same terms
    (ours exactly rounded, BLAS in its own order) differ by up to ~d·eps·Σ|terms|,
    however small the sum itself is after cancellation.
    """
    if math.isinf(expected):
        return actual == expected
    return abs(actual - expected) <= TOL * max(1.0, abs(expected), scale)


def source_value(trace: Trace, session: Session, ref: str, row: int, col: int) -> float:
    if ref in trace:
        return float(trace.get(ref).array[row, col])
    return float(session.matrix(ref)[row, col])


def line(e: Explanation, label: str):
    found = [ln for ln in e.lines if ln.label == label]
    assert len(found) == 1, (label, [ln.label for ln in e.lines])
    return found[0]


def check_dot(trace: Trace, session: Session, e: Explanation) -> float:
    """Lines a, b, products, sum: the products are a·b, the vectors are the source cells."""
    a, b, products, total = e.lines[:4]
    assert products.terms == tuple((np.array(a.terms) * np.array(b.terms)).tolist())
    assert total.value == math.fsum(products.terms)
    assert [source_value(trace, session, *cell) for cell in e.sources] == list(a.terms + b.terms)
    return math.fsum(abs(p) for p in products.terms)


def check(trace: Trace, session: Session, step: Step, e: Explanation) -> None:
    i, j = e.index[:2]
    head = step.head
    scale = 0.0
    if step.id in ("q", "k", "v", "scores", "projected"):
        scale = check_dot(trace, session, e)
    elif step.id == "scaled":
        divisor = (math.sqrt(session.heads[head].d_k) if trace.scale else 1.0) * trace.temperature
        assert e.computed == trace.step("scores", head).array[i, j] / divisor
        assert e.sources == ((f"heads[{head}].scores", i, j),)
    elif step.id == "masked":
        expected = -math.inf if j > i else trace.step("scaled", head).array[i, j]
        assert e.computed == expected
    elif step.id == "weights":
        scale = check_weights(trace, session, head, e)
    elif step.id == "weighted_values":
        c = e.index[2]
        a, v = trace.step("weights", head).array[i, j], trace.step("v", head).array[j, c]
        assert e.lines[0].terms == (a, v) and e.computed == a * v
    elif step.id == "output":
        c = e.index[1]
        weights, values = trace.step("weights", head).array[i], trace.step("v", head).array[:, c]
        assert line(e, "weights").terms == tuple(weights.tolist())
        assert line(e, "values").terms == tuple(values.tolist())
        assert line(e, "terms").terms == tuple((weights * values).tolist())
        assert line(e, "sum").value == math.fsum(weights * values)
        scale = math.fsum(abs(weights * values))
    elif step.id == "concat":
        (cell,) = e.sources
        assert source_value(trace, session, *cell) == e.computed == e.value
    else:  # pragma: no cover - a new step needs a check here
        raise AssertionError(f"no check for {step.id}")
    assert near(e.computed, e.value, scale), (step.key, e.index, e.computed, e.value)
    for ref, row, col in e.sources:  # every source is a real cell
        shape = trace.get(ref).shape if ref in trace else session.matrix(ref).shape
        assert 0 <= row < shape[0] and 0 <= col < shape[1]
    text = e.text()
    shown = fmt_result(e.value)  # "≈ 1" when six digits would round to a whole number it is not
    head = f"{e.title} {shown}" if shown.startswith("≈") else f"{e.title} = {shown}"
    # Then the reference text's number and name of the step, as every surface prints it (text_steps).
    assert e.named == text_step(step.id, trace.causal)
    assert text.splitlines()[0] == (f"{head}   ({e.named})" if e.named else head)
    assert all(ln.formula in text for ln in e.lines)


def check_weights(trace: Trace, session: Session, head: int, e: Explanation) -> float:
    i, j = e.index
    causal = session.mode == "causal"
    # q_i · k_j is the trace's score, divided as the trace divides it.
    scale = check_dot(trace, session, Explanation(e.title, e.step_key, e.index, e.value, e.computed,
                                                  e.lines[:4], e.sources[:len(e.lines[0].terms) * 2]))
    score = line(e, "sum").value
    assert near(score, trace.step("scores", head).array[i, j], scale)
    divisor = (math.sqrt(session.heads[head].d_k) if trace.scale else 1.0) * trace.temperature
    assert near(line(e, "scaled").value, trace.step("scaled", head).array[i, j], scale / divisor)
    if causal:
        assert line(e, "mask").value == (-math.inf if j > i else line(e, "scaled").value)
    # The softmax of the trace's own logits row, term by term.
    logits = trace.step("masked" if causal else "scaled", head).array[i]
    assert line(e, f"row {i + 1}").terms == tuple(logits.tolist())
    peak = line(e, "row max").value
    assert peak == logits.max()
    exps = np.array(line(e, "exp").terms)
    np.testing.assert_array_equal(exps, np.exp(logits - peak))
    assert line(e, "row sum").value == math.fsum(exps)
    assert line(e, "softmax").value == e.computed == exps[j] / math.fsum(exps)
    if causal and j > i:
        assert e.computed == 0.0 == e.value  # exactly, not tiny
    return 0.0


@settings(max_examples=150, deadline=None)
@given(sessions(), st.booleans(), st.sampled_from([1.0, 0.5, 3.0]), st.data())
def test_every_step_adds_up_to_the_trace_value(backend, session, scale, temperature, data):
    trace = run(session, backend, scale=scale, temperature=temperature)
    for step in trace.steps:
        index = tuple(data.draw(st.integers(0, size - 1), label=step.key) for size in step.shape)
        e = explain(trace, session, step.key, index)
        assert e.step_key == step.key and e.index == index
        check(trace, session, step, e)
        if step.id == "weighted_values":
            assert step.is_lazy  # explaining one cell must not build the n×m×d_v array
            assert e.value == step.array[index]


def test_reference_example_weight_by_hand():
    # q_1 = [1, 0, 2], k_1 = [0, 1, 2], k_2 = [2, 2, 0]: scores 4 and 2, ÷√3.
    session = load_preset("01-thinking-machines")
    e = explain(run(session), session, "heads[0].weights", (0, 0))
    assert line(e, "q_1").terms == (1, 0, 2) and line(e, "k_1").terms == (0, 1, 2)
    assert line(e, "products").terms == (0, 0, 4)
    assert line(e, "sum").value == 4
    assert line(e, "scaled").value == pytest.approx(4 / math.sqrt(3), rel=1e-15)
    assert line(e, "exp").terms == pytest.approx((1.0, math.exp(-2 / math.sqrt(3))), rel=1e-15)
    assert e.value == pytest.approx(1 / (1 + math.exp(-2 / math.sqrt(3))), rel=1e-15)
    assert round(e.value, 4) == 0.7604
    text = e.text()
    assert "0.760368" in text and "4 / √3" in text and "0·0 + 0 + 4" not in text
    assert "s_11 = 0 + 0 + 4 = 4" in text


def test_reference_example_output_and_sources():
    session = load_preset("01-thinking-machines")
    trace = run(session)
    e = explain(trace, session, "heads[0].output", (0, 1))
    a = trace.step("weights").array[0]
    assert line(e, "terms").terms == (a[0] * 2, a[1] * 6)  # V's column 1 is [2, 6]
    assert set(e.sources) == {("heads[0].weights", 0, 0), ("heads[0].weights", 0, 1),
                              ("heads[0].v", 0, 1), ("heads[0].v", 1, 1)}
    q = explain(trace, session, "heads[0].q", (1, 0))
    assert q.sources[:3] == (("embeddings", 1, 0), ("embeddings", 1, 1), ("embeddings", 1, 2))
    assert q.sources[3:] == (("heads[0].w_q", 0, 0), ("heads[0].w_q", 1, 0), ("heads[0].w_q", 2, 0))


def test_cross_keys_come_from_the_source_embeddings():
    session = load_preset("03-cross-attention")
    trace = run(session)
    for sid in ("k", "v"):
        e = explain(trace, session, f"heads[0].{sid}", (session.m - 1, 0))
        assert {ref for ref, _, _ in e.sources} == {"source_embeddings", f"heads[0].w_{sid}"}
    e = explain(trace, session, "heads[0].q", (0, 0))
    assert {ref for ref, _, _ in e.sources} == {"embeddings", "heads[0].w_q"}


def test_concat_names_the_head():
    session = load_preset("04-two-heads")
    trace = run(session)
    d_v = session.d_v
    e = explain(trace, session, "concat", (1, d_v + 1))
    assert e.sources == (("heads[1].output", 1, 1),)
    assert "head 2" in e.text()


def test_scaling_off_and_temperature_are_said():
    session = load_preset("01-thinking-machines")
    off = explain(run(session, scale=False), session, "heads[0].scaled", (0, 1))
    assert off.computed == 2.0 and "scaling off" in off.text()
    hot = explain(run(session, temperature=2.0), session, "heads[0].scaled", (0, 1))
    assert hot.computed == pytest.approx(2 / (math.sqrt(3) * 2), rel=1e-15) and "T" in hot.text()


def test_float32_trace_is_explained_from_its_own_inputs():
    session = random_session(6, 5, 4, 3, heads=2, seed=3, w_o=True)
    trace = run(session, dtype="float32")
    for step in trace.steps:
        index = tuple(s - 1 for s in step.shape)
        e = explain(trace, session, step.key, index)
        assert e.dtype == "float32" and "float32" in e.text()
        assert abs(e.computed - e.value) <= 1e-5 * max(1.0, abs(e.value))


def test_long_rows_are_elided_in_the_text_but_kept_in_the_terms():
    session = random_session(300, 8, 8, 8, seed=1)
    trace = run(session)
    e = explain(trace, session, "heads[0].weights", (7, 150))
    assert len(line(e, "exp").terms) == 300
    exp_text = line(e, "exp").formula
    # The first 9, the selected key 150, the largest terms (the row max's exp is 1) and the
    # last 2 are shown; each gap is counted and says what it adds up to.
    gaps = re.findall(r"… (\d+) more \(together ([^ ]+)\) …", exp_text)
    shown = exp_text.split(": ", 1)[1].count(", ") + 1 - len(gaps)
    assert sum(int(g) for g, _ in gaps) + shown == 300 and shown >= 9 + 1 + 2 + 1
    assert fmt(line(e, "exp").terms[150]) in exp_text and ", 1," in exp_text
    hidden = sum(float(total) for _, total in gaps)
    assert hidden + sum(float(t) for t in exp_text.split(": ", 1)[1].split(", ") if "more" not in t) \
        == pytest.approx(line(e, "row sum").value, rel=1e-4)
    assert len(e.text()) < 3000
    assert near(e.computed, e.value)


def test_bad_requests_are_refused():
    session = load_preset("01-thinking-machines")
    trace = run(session)
    with pytest.raises(KeyError):
        explain(trace, session, "heads[3].weights", (0, 0))
    with pytest.raises(IndexError):
        explain(trace, session, "heads[0].weights", (0, 2))
    with pytest.raises(IndexError):
        explain(trace, session, "heads[0].weighted_values", (0, 0))
    other = random_session(5, 3, 3, 3)
    with pytest.raises(ValueError, match="does not match"):
        explain(trace, other, "heads[0].q", (0, 0))


def test_formatting_reads_like_arithmetic():
    assert fmt(4.0) == "4" and fmt(-0.0) == "0" and fmt(-math.inf) == "−∞"
    assert fmt(0.76036844) == "0.760368" and fmt(1e20) == "1e+20"


def test_an_overflowing_trace_is_explained_with_a_warning():
    # 1e20 · 1e20 overflows float32: the scores hold ±∞ and the pipeline reports it.
    session = Session(mode="self", tokens=("a", "b"), embeddings=np.array([[1e20], [-1e20]]),
                      heads=(Head(np.eye(1), np.eye(1), np.eye(1)),))
    trace = run(session, dtype="float32")
    assert trace.problems
    e = explain(trace, session, "heads[0].weights", (0, 1))
    assert e.value == 0.0 == e.computed
    assert "not finite, so 0 is subtracted" in line(e, "row max").formula
    assert line(e, "warning").formula == str(trace.problems[0])
    assert "overflow" in e.text()


def test_linear_step_with_a_bias_adds_it_in_a_last_line():
    from explorer.core.session import Head, Session
    x = np.array([[1.0, 2.0], [3.0, 4.0]])
    w = np.array([[1.0, 0.0], [0.0, 1.0]])
    session = Session("self", ("a", "b"), x, (Head(w, w, w, b_q=np.array([0.5, -1.0])),))
    trace = run(session)
    exp = explain(trace, session, "heads[0].q", (1, 1))
    assert exp.value == 3.0 and exp.computed == 3.0
    assert exp.lines[-1].label == "bias"
    assert "b_Q[2]" in exp.lines[-1].formula and exp.lines[-1].formula.endswith("= 3")
    # No bias on K: no bias line.
    assert all(line.label != "bias" for line in explain(trace, session, "heads[0].k", (1, 1)).lines)
