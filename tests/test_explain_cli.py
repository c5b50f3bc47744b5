"""`attention-explorer explain`: the inspector's arithmetic for one number, 1-based, as text, Markdown or LaTeX."""

from __future__ import annotations

import re

import pytest

from explorer.core.attention.explain import explain
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save
from explorer.explain_cli import latex_math
from naive import attention
from test_cli_compute import cli


@pytest.fixture
def two_heads(tmp_path):
    session = load_preset("04-two-heads")
    path = tmp_path / "s.json"
    save(session, path)
    return session, str(path)


def test_text_is_the_inspectors_explanation_counted_from_1(two_heads):
    session, path = two_heads
    result = cli("explain", path, "--step", "weights", "--row", "2", "--col", "1", "--head", "2")
    assert result.returncode == 0, result.stderr
    expected = explain(run(session), session, "heads[1].weights", (1, 0)).text()
    assert result.stdout == expected + "\n"
    first = result.stdout.split("\n")[0]
    assert first.endswith("   (3 \u2013 Softmax)")  # the text's step, as the cards and the deck name it
    value = float(first.removesuffix("   (3 \u2013 Softmax)").rsplit("= ", 1)[1])
    heads, _ = attention(session)  # an independent loop implementation
    assert value == pytest.approx(heads[1]["weights"][1][0], rel=1e-5)
    assert result.stdout.startswith("Attention weight a_21 (") and "head 2)" in result.stdout.split("\n")[0]


def test_markdown_and_latex_are_ready_to_paste(two_heads):
    _, path = two_heads
    md = cli("explain", path, "--step", "output", "--row", "1", "--col", "2", "--format", "markdown").stdout
    assert md.startswith("**Output z\\_12") and "\n```text\n" in md and md.rstrip().endswith("```")
    tex = cli("explain", path, "--step", "weights", "--row", "1", "--col", "2", "--format", "latex").stdout
    body = tex.split("\\begin{align*}\n", 1)[1].split("\n\\end{align*}")[0]
    assert tex.startswith("% Attention weight a\\_12")
    for line in body.split(" \\\\\n"):
        assert line.count("&") == 1  # one alignment point a line
    assert not re.search(r"[·√−→′Σ…]", body)  # every symbol became LaTeX
    assert body.count("{") == body.count("}") and "\\sqrt{d_{k}}" in body and "\\exp(s'_{1j} - \\max)" in body


def test_latex_math_of_the_symbols_the_explanations_use():
    assert latex_math("s′_12 = s_12 / √d_k") == "s'_{12} = s_{12} / \\sqrt{d_{k}}"
    assert latex_math("a_1j·v_j2") == "a_{1j} \\cdot v_{j2}"
    assert latex_math("Σ_j 100%") == "\\Sigma_{j} 100\\%"


@pytest.mark.parametrize("args, message", [
    (("--step", "nope", "--row", "1"), "argument --step: 'nope' is not a step of this session"),
    (("--step", "weights", "--row", "0"), "argument --row: 0 is outside 1 … 4 for heads[0].weights (4 × 4)"),
    (("--step", "weights", "--row", "1", "--col", "5"), "argument --col: 5 is outside 1 … 4"),
    (("--step", "weights", "--row", "1", "--head", "3"), "argument --head: head 3 does not exist"),
    (("--step", "q", "--row", "1", "--channel", "1"), "argument --channel: heads[0].q has 2 dimensions"),
    (("--step", "weights"), "the following arguments are required: --row"),
])
def test_bad_arguments_exit_2_with_one_line_naming_them(two_heads, args, message):
    _, path = two_heads
    result = cli("explain", path, *args)
    assert result.returncode == 2 and result.stdout == ""
    assert message in result.stderr and result.stderr.count("\n") <= 2  # argparse adds its usage line


def test_a_bad_session_file_is_named(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    result = cli("explain", str(bad), "--step", "weights", "--row", "1")
    assert result.returncode == 2 and result.stderr.startswith(f"attention-explorer explain: {bad}:")
