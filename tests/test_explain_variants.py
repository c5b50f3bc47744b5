"""The inspector's trails for the variants: every cell of every step of every
reference session is explained, and the explanation arrives at the trace's number."""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

import numpy as np
import pytest

from explorer.core.attention.explain import explain
from explorer.core.attention.pipeline import run
from explorer.core.io.session_files import session_from_dict

CASES = json.loads((Path(__file__).parent / "data" / "variants_reference.json").read_text())["cases"]


def session_of(name: str):
    return session_from_dict(next(c for c in CASES if c["name"] == name)["session"])


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_every_cell_is_explained_and_arrives_at_the_traces_number(case):
    session = session_from_dict(case["session"])
    trace = run(session)
    for step in trace.steps:
        if step.id == "weighted_values":
            continue
        for index in itertools.product(*(range(s) for s in step.shape)):
            e = explain(trace, session, step.key, index)
            if math.isinf(e.value):
                assert e.computed == e.value
            else:
                assert abs(e.computed - e.value) <= 1e-12 * max(1.0, abs(e.value)), (step.key, index, e.text())


def line(e, label):
    return next(x for x in e.lines if x.label == label)


def test_rope_trail_names_the_pair_its_angle_and_q_before_and_after():
    session = session_of("rope half, causal")  # d_k = 4, theta = 10000, pairs "half"
    trace = run(session)
    e = explain(trace, session, "heads[0].q_rot", (3, 1))
    assert "pair i = 1 (i, i + d_k/2): components 2 and 4" in line(e, "pair").formula
    angle = 3 * 10000 ** (-2 / 4)
    assert line(e, "angle").value == pytest.approx(angle, rel=1e-15)
    q = trace.step("q", 0).array[3]
    assert line(e, "before").terms == (q[1], q[3])
    assert line(e, "after").terms[0] == pytest.approx(q[1] * math.cos(angle) - q[3] * math.sin(angle), abs=1e-15)
    before, after = line(e, "length").terms
    assert before == pytest.approx(after, rel=1e-14)
    interleaved = session_of("rope interleaved, self, window and padding")
    e = explain(run(interleaved), interleaved, "heads[1].k_rot", (2, 3))
    assert "pair i = 1 (2i, 2i+1): components 3 and 4" in line(e, "pair").formula
    # The scores read the rotated rows.
    e = explain(trace, session, "heads[0].scores", (2, 1))
    assert e.lines[0].label == "q_rot_3" and e.sources[0].ref == "heads[0].q_rot"


def test_alibi_trail_shows_the_slope_and_the_bias_term():
    session = session_of("alibi, causal, default slopes")  # 4 heads
    trace = run(session)
    e = explain(trace, session, "heads[1].bias", (4, 1))
    assert line(e, "slope").value == 2 ** (-8 * 2 / 4) and "2^(−8·2/4)" in line(e, "slope").formula
    assert e.value == -0.0625 * 3
    e = explain(trace, session, "heads[1].weights", (4, 1))
    bias = line(e, "bias")
    assert "− m_2·|i − j|" in bias.formula and bias.terms[1] == -0.1875


def test_the_mask_names_which_part_hides_a_cell():
    session = session_of("rope interleaved, self, window and padding")  # self, window 3, padding [1, 5]
    trace = run(session)
    far = explain(trace, session, "heads[0].masked", (6, 2)).lines[0].formula
    assert "outside the window of 3" in far and "padding" not in far
    pad = explain(trace, session, "heads[0].masked", (0, 1)).lines[0].formula
    assert "it is padding" in pad and "window" not in pad
    both = explain(trace, session, "heads[0].masked", (6, 1)).lines[0].formula
    assert "outside the window" in both and "it is padding" in both
    seen = explain(trace, session, "heads[0].masked", (3, 4))
    assert "visible" in seen.lines[0].formula and np.isfinite(seen.value)
    assert explain(trace, session, "visibility", (6, 2)).value == 0.0
    causal = session_of("gqa 4 heads 2 groups, causal, window")
    right = explain(run(causal), causal, "heads[0].masked", (1, 3)).lines[0].formula
    assert "causal: j > i" in right


def test_the_kv_group_a_head_reads():
    session = session_of("gqa 4 heads 2 groups, causal, window")
    trace = run(session)
    assert trace.step("kv_groups").array.tolist() == [[1, 0], [1, 0], [0, 1], [0, 1]]
    e = explain(trace, session, "kv_groups", (2, 1))
    assert e.value == 1.0 and "h // (H / g) + 1 = 2 // 2 + 1 = 2" in e.lines[0].formula
    assert e.lines[1].formula == "KV group 2, shared by heads 3–4: its W_K, W_V, K and V"


def test_sinusoidal_trail_and_the_maps_read_x_plus_pe():
    session = session_of("sinusoidal, self")  # d_model 5
    trace = run(session)
    e = explain(trace, session, "pe", (3, 3))
    assert e.value == pytest.approx(math.cos(3 / 10000 ** (2 / 5)), abs=1e-15) and "cos" in e.lines[-1].label
    e = explain(trace, session, "heads[0].q", (2, 0))
    assert e.sources[0].ref == "x_pe" and "X + PE" in e.lines[0].formula


def _lines(text: str, label: str) -> list[str]:
    return [row.strip() for row in text.splitlines() if row.strip().startswith(label)]


def test_with_alibi_the_softmax_reads_s_double_prime_in_the_trail_and_the_inspector():
    from dataclasses import replace

    from explorer.app.frame import Frame
    from explorer.app.inspector import resolve
    from explorer.app.view import View

    biased = replace(session_of("alibi, self, given slopes, padding"), padding=())  # self, no mask
    plain = replace(biased, positions=None)
    for session, symbol in ((biased, "s″"), (plain, "s′")):
        trace = run(session)
        text = explain(trace, session, "heads[1].weights", (2, 1)).text()
        # The row the softmax reads, its exponentials and the weight: each names the softmax's input.
        assert _lines(text, "row 3")[0].startswith(f"row 3     {symbol}_3· = [")
        assert f"exp({symbol}_3j − max) for every key j" in _lines(text, "exp")[0]
        assert f"a_32 = exp({symbol}_32 − max) / Σ" in _lines(text, "softmax")[0]
        inspector = resolve(Frame.of(trace, View().select("heads[1].weights", (2, 1)))).text
        assert _lines(inspector, "row 3") == _lines(text, "row 3")
        assert trace.step("weights", 1).formula == f"A = softmax({symbol.upper()}) over each row"
    text = explain(run(biased), biased, "heads[1].weights", (2, 1)).text()
    assert "s′_32 = s_32 / √d_k" in _lines(text, "scaled")[0]  # s′ stays the scaled score, before the bias
    assert _lines(text, "bias")[0].startswith("bias      s″_32 = s′_32 − m_2·|i − j| = ")


def test_a_mask_after_alibi_masks_s_double_prime():
    session = session_of("alibi, causal, default slopes")
    trace = run(session)
    assert trace.step("masked", 0).formula == "S″_ij = −∞ where j > i"
    assert trace.step("masked", 0).reads == ("heads[0].biased",)
    padded = session_of("alibi, self, given slopes, padding")
    assert run(padded).step("masked", 1).formula == "S″_ij = −∞ where j is padding"
    # Without ALiBi the mask still reads the scaled scores S′.
    assert run(session_of("rope half, causal")).step("masked", 0).formula == "S′_ij = −∞ where j > i"
    e = explain(trace, session, "heads[1].masked", (4, 1))
    assert e.sources[0].ref == "heads[1].biased"


def test_the_latex_explanation_writes_s_double_prime_as_two_primes():
    from explorer.explain_cli import latex

    session = session_of("alibi, causal, default slopes")
    e = explain(run(session), session, "heads[1].biased", (2, 1))
    out = latex(e)
    assert "s''_{32} = s'_{32} - m_{2}" in out and "″" not in out


def test_k_and_v_of_a_grouped_head_name_the_kv_group_they_read():
    # Before, explain of K or V in a grouped head did not say that the number is its group's.
    session = session_of("gqa 4 heads 2 groups, causal, window")
    trace = run(session)
    k = explain(trace, session, "heads[1].k", (0, 0))
    assert k.title.endswith("head 2, K of KV group 1, shared by heads 1–2)")
    assert k.lines[-1].label == "group" and k.lines[-1].formula.startswith("K of KV group 1, shared by heads 1–2: ")
    v = explain(trace, session, "heads[2].v", (1, 0))
    assert "V of KV group 2, shared by heads 3–4" in v.title and "W_V is the group's" in v.text()
    # The group's K is one number in every head that shares it.
    assert k.value == explain(trace, session, "heads[0].k", (0, 0)).value
    assert "KV group" not in explain(trace, session, "heads[1].q", (0, 0)).text()
    plain = session_of("sinusoidal, self")
    assert "KV group" not in explain(run(plain), plain, "heads[0].k", (0, 0)).text()
