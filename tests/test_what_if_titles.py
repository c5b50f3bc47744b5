"""What if… in titles and formulas: a figure of unscaled weights says so, on screen and in every export."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save
from explorer.core.attention.what_if_text import scaled_expression, what_if_note
from explorer.export.deck.plan import plan_deck
from explorer.export.files import build_figure
from explorer.export.view import matrix_view


@pytest.mark.parametrize(("scale", "temperature", "note"), [
    (True, 1.0, ""), (False, 1.0, "√d_k scaling off"), (True, 2.0, "T = 2"),
    (False, 0.5, "√d_k scaling off, T = 0.5")])
def test_the_note_names_what_the_scores_were_divided_by(scale, temperature, note):
    assert what_if_note(scale, temperature) == note


def test_textbook_titles_and_formulas_are_unchanged():
    trace = run(load_preset("01-thinking-machines"))
    weights = trace.step("weights")
    assert (weights.title, weights.formula) == ("Attention weights", "A = softmax(S′) over each row")
    assert trace.step("scaled").title == "Scaled scores"


@pytest.mark.parametrize(("scale", "temperature", "softmax", "note"), [
    (False, 1.0, "softmax(S)", "(√d_k scaling off)"),
    (False, 0.5, "softmax(S / T)", "(√d_k scaling off, T = 0.5)"),
    (True, 2.0, "softmax(S / (√d_k · T))", "(T = 2)")])
def test_weights_say_what_the_softmax_read(scale, temperature, softmax, note):
    trace = run(load_preset("01-thinking-machines"), scale=scale, temperature=temperature)
    weights, scaled = trace.step("weights"), trace.step("scaled")
    assert weights.formula == f"A = {softmax} over each row  {note}"
    assert weights.title == f"Attention weights  {note}" and scaled.title == f"Scaled scores  {note}"
    # One source: the softmax's argument is what the pipeline's own S′ formula says S′ is.
    expression = scaled_expression(scale, temperature)
    assert scaled.formula.startswith(f"S′ = {expression}") and f"softmax({expression})" in weights.formula
    assert "softmax(S′)" not in weights.formula


def test_a_masked_head_keeps_its_mask_named_and_defines_s_prime():
    trace = run(load_preset("02-causal-decoder"), scale=False)
    weights, masked = trace.step("weights"), trace.step("masked")
    assert weights.formula == "A = softmax(S′) over each row,  S′ = S  (√d_k scaling off)"
    assert masked.title == "Causal mask  (√d_k scaling off)" and masked.formula.endswith("S′ = S  (√d_k scaling off)")
    # Later steps read A, whose title already says it: their titles stay short.
    assert trace.step("output").title == "Output"


def test_exported_figure_and_deck_carry_the_what_if_state(qapp):
    trace = run(load_preset("02-causal-decoder"), scale=False)
    figure = build_figure(trace, "heads[0].weights")
    assert figure.title == "Attention weights  (√d_k scaling off)"
    assert matrix_view(trace, "heads[0].weights").formula.endswith("S′ = S  (√d_k scaling off)")
    page = next(p for p in plan_deck(trace, 0).steps if p.key == "heads[0].weights")
    assert "(√d_k scaling off)" in page.title and "S′ = S" in page.formula


def test_the_cli_exports_what_if_and_its_titles_say_it(tmp_path):
    session = tmp_path / "causal.json"
    save(load_preset("02-causal-decoder"), session)
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy",
           "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    out = tmp_path / "w.md"
    result = subprocess.run([sys.executable, "-m", "explorer", "export", str(session), "-o", str(out),
                             "--no-scaling", "--temperature", "2"], capture_output=True, text=True, check=False,
                            timeout=120, env=env, cwd=tempfile.gettempdir())
    assert result.returncode == 0, result.stderr
    # Markdown escapes its brackets and underscores.
    assert "Attention weights \\(√d\\_k scaling off, T = 2\\)" in out.read_text(encoding="utf-8")
    bad = subprocess.run([sys.executable, "-m", "explorer", "export", str(session), "-o", str(out),
                          "--temperature", "0"], capture_output=True, text=True, check=False, timeout=120, env=env,
                         cwd=tempfile.gettempdir())
    assert bad.returncode == 2 and "--temperature" in bad.stderr


def test_the_screen_says_it_when_what_if_turns_scaling_off(qtbot, window):
    window.view_state.set_step("weights")
    panel = window.view_panel
    qtbot.waitUntil(lambda: panel.title.text().startswith("Attention weights"))
    assert "scaling off" not in panel.title.text()
    window.whatif_dock.raise_()  # a hidden What if… panel fills its controls when shown
    qtbot.waitUntil(window.whatif.scale_check.isChecked)
    with qtbot.waitSignal(window.document.changed):
        window.whatif.scale_check.setChecked(False)
    qtbot.waitUntil(lambda: "(√d_k scaling off)" in panel.title.text())
    assert panel.formula.text() == "A = softmax(S) over each row  (√d_k scaling off)"


def test_the_slide_and_the_deck_title_page_state_it_once_and_show_the_formula_computed(qapp):
    from explorer.export.slide import PipelineFigure

    trace = run(load_preset("02-causal-decoder"), scale=False)
    slide = PipelineFigure(trace, 0)  # the longer titles once made 4 tokens "not fit on one slide"
    assert slide.formula == "Attention(Q, K, V) = softmax(Q·K^{T}) · V"
    assert slide.subtitle.endswith("\\sqrt{d_{k}} scaling off")
    cards = {c.view.step_id: c for c in slide.cards}
    assert cards["weights"].title == "Attention weights" and "scaling off" not in cards["weights"].formula
    assert "scaling off" in cards["scaled"].formula  # S′'s card still defines S′
    title = plan_deck(trace, 0).title_page
    assert title.formula == "Attention(Q, K, V) = softmax(Q·Kᵀ) · V"
    assert "What if…: √d_k scaling off" in title.facts
    textbook = run(load_preset("02-causal-decoder"))
    assert PipelineFigure(textbook, 0).formula == "Attention(Q, K, V) = softmax(Q·K^{T} / \\sqrt{d_{k}}) · V"
    assert plan_deck(textbook, 0).title_page.formula == "Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V"
