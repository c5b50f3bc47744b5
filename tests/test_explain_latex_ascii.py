"""`explain --format latex`: every explanation the inspector can give comes out as ASCII LaTeX
(no raw ŝ, ≤, ⁽ʰ⁾ or θ left for pdflatex to choke on), with balanced braces and one row per line."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.core.attention.explain import explain
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.session import Session
from explorer.core.io.session_files import session_from_dict
from explorer.explain_cli import _text_escape, latex, latex_math
from strategies_variants import variant_sessions

PRESETS = sorted(p.stem for p in (Path(__file__).parents[1] / "resources" / "presets").glob("*.json"))
CASES = json.loads((Path(__file__).parent / "data" / "variants_reference.json").read_text())["cases"]
#: The what-if controls: scaling off and a temperature change the scaled line.
WHAT_IFS = ({}, {"scale": False}, {"temperature": 2.0}, {"scale": False, "temperature": 0.5})


def cells(shape: tuple[int, ...]) -> set[tuple[int, ...]]:
    """The first, last and middle cells: masked and kept, near and far from the diagonal."""
    return {tuple(0 for _ in shape), tuple(s - 1 for s in shape), tuple(s // 2 for s in shape),
            tuple(s - 1 if k == 0 else 0 for k, s in enumerate(shape))}


def explanations(session: Session, **what_if):
    trace = run(session, **what_if)
    for step in trace.steps:
        for index in cells(step.shape):
            try:
                yield explain(trace, session, step.key, index)
            except KeyError:  # a step with no explanation (the stats rows); nothing to write
                continue


def check_latex(tex: str) -> None:
    where = tex[:200]
    bad = sorted({ch for ch in tex if not ch.isascii()})
    assert not bad, (bad, where)
    depth = 0
    for m in re.finditer(r"\\\\|\\[{}]|[{}]", tex):  # \\ and the escaped braces \{ \} do not count
        if m[0] in "{}":
            depth += 1 if m[0] == "{" else -1
            assert depth >= 0, where
    assert depth == 0, where
    title, body = tex.split("\n", 1)
    assert title.startswith("% ") and "\n" not in title
    assert body.startswith("\\begin{align*}\n") and body.endswith("\n\\end{align*}")
    rows = body.removeprefix("\\begin{align*}\n").removesuffix("\n\\end{align*}").split(" \\\\\n")
    for row in rows:
        # A row's only \\ is the one that ends it (a stray one breaks the line), its only & the alignment.
        assert "\\\\" not in row and len(re.findall(r"(?<!\\)&", row)) == 1, row
        assert "_{}" not in row and not re.search(r"_\{[^{}]*\}_", row), row  # no empty or double subscript


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("what_if", WHAT_IFS, ids=["textbook", "unscaled", "hot", "unscaled-cold"])
def test_every_presets_explanations_are_ascii_latex(name, what_if):
    count = 0
    for e in explanations(load_preset(name), **what_if):
        check_latex(latex(e))
        count += 1
    assert count > 20


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_every_variant_reference_explanation_is_ascii_latex(case):
    for e in explanations(session_from_dict(case["session"])):
        check_latex(latex(e))


@settings(max_examples=40, deadline=None)
@given(variant_sessions(max_n=11), st.sampled_from(WHAT_IFS))
def test_random_variant_sessions_explain_as_ascii_latex(session, what_if):
    # Up to 11 tokens: two-digit indices (a_(10,3)) and elided rows ("… 2 more …").
    for e in explanations(session, **what_if):
        check_latex(latex(e))


def test_an_overflow_warning_names_its_step_formula_in_ascii():
    session = load_preset("07-sliding-window")
    session = replace(session, embeddings=np.asarray(session.embeddings) * 1e20)
    found = False
    for e in explanations(session, dtype="float32"):
        warnings = [line for line in e.lines if line.label == "warning"]
        found = found or any("Q·Kᵀ" in w.formula for w in warnings)
        check_latex(latex(e))
    assert found  # the warning line carries the scores' formula, Q·Kᵀ


def formula(e, label: str) -> str:
    return latex_math(next(line.formula for line in e.lines if line.label == label))


def test_the_masked_score_and_the_mask_read_as_latex():
    session = load_preset("07-sliding-window")  # causal, window 3
    trace = run(session)
    kept = explain(trace, session, "heads[0].masked", (3, 2))
    tex = latex(kept)
    assert tex.startswith("% Masked score \\^{s}\\_43")
    words = " ".join(tex.split())  # the spaces LaTeX ignores in math
    assert "\\hat{s}_{43}: " in words and "(j \\le i, 1 < \\ \\text{window 3}\\ )" in words
    far = " ".join(latex(explain(trace, session, "heads[0].masked", (4, 0))).split())
    assert "(i - j \\ge w)" in far


def test_symbols_map_to_their_latex():
    assert latex_math("ŝ_12") == "\\hat{s}_{12}"
    assert latex_math("j ≤ i").split() == ["j", "\\le", "i"]
    assert latex_math("i − j ≥ w").split() == ["i", "-", "j", "\\ge", "w"]
    assert latex_math("Z⁽ʰ⁾ and Z⁽¹²⁾").startswith("Z^{(h)}") and latex_math("Z⁽¹²⁾") == "Z^{(12)}"
    assert latex_math("x₁₂ ≠ θ ∈ Ω") == "x_{12} \\ne \\theta \\in \\Omega"
    assert latex_math("θx") == "\\theta x"  # a command never runs into the next letter
    assert latex_math("(j ≤ i) ∧ ⌊h / 2⌋ ‖q‖") == "(j \\le i) \\land \\lfloor h / 2\\rfloor \\|q\\|"
    assert latex_math("√(a² + b²)") == "\\sqrt{a^{2} + b^{2}}"
    assert latex_math("Q·Kᵀ") == "Q \\cdot K^{T}"
    assert _text_escape("“x” ≤ ŝ_1 → é") == "``x'' $\\le$ \\^{s}\\_1 $\\to$ \\'{e}"


def test_powers_two_digit_indices_and_chained_subscripts_are_one_group():
    # A caret was once written \hat{} and then read as the word "hat": "2\\ \text{hat}", a line break.
    assert latex_math("2^(−8h/H)") == "2^{-8h/H}"
    assert latex_math("p·θ^(−2i/d_k)") == "p \\cdot \\theta^{-2i/d_{k}}"
    assert latex_math("a_(12,3)") == "a_{12,3}"
    assert latex_math("q_rot_53") == "q_{rot,53}"  # q_{rot}_{53} is a double subscript: an error
    assert latex_math("x % {y} \\ z") == "x \\% \\{y\\} \\backslash z"


def test_a_token_with_accents_stays_one_word_in_text():
    session = load_preset("03-cross-attention")  # a source token is "étudiant"
    trace = run(session)
    tex = latex(explain(trace, session, "heads[0].k", (2, 1)))
    assert "(\\'{e}tudiant, head 1)" in tex.split("\n")[0]
    assert "\\text{\\'{e}tudiant}" in tex


def test_a_character_latex_cannot_name_is_kept_in_text_not_dropped():
    assert latex_math("猫") == "\\text{猫}"
    assert _text_escape("猫 → 犬") == "猫 $\\to$ 犬"
