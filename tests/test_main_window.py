"""The main window driven like a person would: keys, paste, spin boxes, menus."""

from __future__ import annotations

import json

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save, session_to_dict
from explorer.ui.window.main_window import Unsaved


def type_into(qtbot, editor, row: int, col: int, text: str) -> None:
    """Select a cell, type text and press Enter, waiting for the delegate's queued commit."""
    model = editor.model()
    editor.setFocus()
    editor.setCurrentIndex(model.index(row, col))
    with qtbot.waitSignal(model.dataChanged, timeout=30_000):
        keys_into_cell(qtbot, editor, text)


def keys_into_cell(qtbot, editor, text: str) -> None:
    """The first key opens the cell's editor (AnyKeyPressed); the rest go to it, then Enter."""
    qtbot.keyClick(editor, text[0])
    line = QApplication.focusWidget()
    assert line is not editor, "typing did not open an editor"
    qtbot.keyClicks(line, text[1:])
    qtbot.keyClick(line, Qt.Key.Key_Return)


def test_opens_on_the_reference_example_with_heatmap(window):
    assert window.document.session.tokens == ("Thinking", "Machines")
    shown = window.view_panel.heatmap.values
    np.testing.assert_allclose(shown, window.document.trace.step("weights").array)
    assert window.view_panel.heatmap.levels == (0.0, 1.0)
    assert "Untitled" in window.windowTitle()


def test_typing_a_cell_updates_session_and_heatmap(qtbot, window):
    editor = window.inputs.editors["w_q"]
    before = window.view_panel.heatmap.values.copy()
    type_into(qtbot, editor, 0, 1, "2.5")
    assert window.document.session.heads[0].w_q[0, 1] == 2.5
    after = window.view_panel.heatmap.values
    np.testing.assert_allclose(after, window.document.trace.step("weights").array)
    assert not np.allclose(after, before)
    assert window.isWindowModified()
    # Enter moved the cursor down, like a spreadsheet.
    assert editor.currentIndex().row() == 1


def test_an_edit_repaints_only_the_matrix_it_changed(qtbot, window):
    # Sessions share the arrays an edit did not touch: X and W_K need no repaint
    # when W_Q changes (hundreds of visible cells at long sequences).
    models = window.inputs.models
    changed = {name: [] for name in ("w_q", "w_k", "embeddings")}
    for name, seen in changed.items():
        models[name].dataChanged.connect(lambda *_args, seen=seen: seen.append(1))
    w_q = models["w_q"]
    before = w_q.data(w_q.index(0, 0))
    type_into(qtbot, window.inputs.editors["w_q"], 0, 0, "0.25")
    assert changed == {"w_q": [1], "w_k": [], "embeddings": []}
    assert w_q.data(w_q.index(0, 0)) == "0.25"
    window.document.undo_stack.undo()  # W_Q again, and nothing else
    assert changed == {"w_q": [1, 1], "w_k": [], "embeddings": []}
    assert w_q.data(w_q.index(0, 0)) == before != "0.25"
    type_into(qtbot, window.inputs.editors["embeddings"], 1, 0, "Robots")  # a token label
    assert changed["embeddings"] == [1] and changed["w_k"] == []


def test_editing_embeddings_and_token_labels(qtbot, window):
    editor = window.inputs.editors["embeddings"]
    type_into(qtbot, editor, 1, 0, "Robots")
    assert window.document.session.tokens == ("Thinking", "Robots")
    assert window.view_panel.heatmap._cols == ("Thinking", "Robots")
    type_into(qtbot, editor, 1, 2, "-1e-2")
    assert window.document.session.embeddings[1, 1] == -0.01


def test_setting_the_session_updates_the_editors(window):
    model = window.inputs.models["w_v"]
    assert model.data(model.index(2, 2)) == "3"
    window.files.load_preset("02-causal-decoder")
    session = window.document.session
    assert model.rowCount() == session.d_model and model.columnCount() == session.d_v
    assert float(model.data(model.index(0, 0), Qt.ItemDataRole.EditRole)) == session.heads[0].w_v[0, 0]
    assert window.inputs.spins["n"].value() == 4
    assert window.mode_actions["causal"].isChecked()


@pytest.mark.parametrize("text", ["abc", "nan", "inf", "1,5", "--1"])
def test_non_numbers_are_refused_with_a_message(qtbot, window, text):
    editor = window.inputs.editors["w_k"]
    before = window.document.session
    model = editor.model()
    editor.setFocus()
    editor.setCurrentIndex(model.index(0, 0))
    with qtbot.waitSignal(model.rejected, timeout=30_000) as blocker:
        keys_into_cell(qtbot, editor, text)
    assert text in blocker.args[0] or "number" in blocker.args[0]
    assert window.document.session is before
    assert window.error_banner.isVisible() and "W_K" in window.error_banner.text
    assert model.data(model.index(0, 0)) == "0"
    assert window.document.undo_stack.count() == 0


def test_delete_clears_selection_to_zero_in_one_step(qtbot, window):
    editor = window.inputs.editors["w_v"]
    model = editor.model()
    editor.setFocus()
    editor.setCurrentIndex(model.index(0, 0))
    editor.selectAll()
    with qtbot.waitSignal(window.document.changed):
        qtbot.keyClick(editor, Qt.Key.Key_Delete)
    assert not window.document.session.heads[0].w_v.any()
    assert window.document.undo_stack.count() == 1
    window.undo_action.trigger()
    assert window.document.session.heads[0].w_v[2, 2] == 3


def test_paste_block_and_copy(qtbot, window):
    editor = window.inputs.editors["w_q"]
    model = editor.model()
    editor.setCurrentIndex(model.index(1, 1))
    QApplication.clipboard().setText("7\t8\n9\t10\n")
    editor.setFocus()
    with qtbot.waitSignal(window.document.changed):
        qtbot.keySequence(editor, "Ctrl+V")
    assert window.document.session.heads[0].w_q[1:, 1:].tolist() == [[7, 8], [9, 10]]
    assert window.document.undo_stack.count() == 1
    qtbot.keySequence(editor, "Ctrl+C")
    assert QApplication.clipboard().text() == "7\t8\n9\t10\n"
    # Comma- and space-separated text from an editor pastes too.
    editor.setCurrentIndex(model.index(0, 0))
    assert editor.paste("1, 2  3")
    assert window.document.session.heads[0].w_q[0].tolist() == [1, 2, 3]


@pytest.mark.parametrize("text,words", [("1\t2\t3\t4", "does not fit"), ("1\tx\n2\t3", "not a number"),
                                        ("1\t2\n3", "different lengths")])
def test_bad_paste_is_refused_whole(qtbot, window, text, words):
    editor = window.inputs.editors["w_q"]
    editor.setCurrentIndex(editor.model().index(1, 1))
    before = window.document.session
    with qtbot.waitSignal(editor.model().rejected) as blocker:
        assert not editor.paste(text)
    assert words in blocker.args[0]
    assert window.document.session is before
    assert window.error_banner.isVisible() and words in window.error_banner.text


def test_resizing_keeps_values_and_fills_new_cells(qtbot, window):
    spin = window.inputs.spins["n"]
    with qtbot.waitSignal(window.document.changed):
        spin.setValue(4)
    session = window.document.session
    assert session.n == 4 and session.tokens[:2] == ("Thinking", "Machines")
    assert session.embeddings[:2].tolist() == [[1, 0, 1], [0, 2, 0]]
    assert not session.embeddings[2:].any()  # zeros by default
    assert window.view_panel.heatmap.values.shape == (4, 4)
    window.inputs.fill_combo.setCurrentIndex(1)
    window.inputs.seed_spin.setValue(5)
    with qtbot.waitSignal(window.document.changed):
        window.inputs.spins["d_k"].setValue(5)
    first = window.document.session.heads[0].w_q.copy()
    assert first[:, 3:].any()
    window.undo_action.trigger()
    with qtbot.waitSignal(window.document.changed):
        window.inputs.spins["d_k"].setValue(5)
    np.testing.assert_array_equal(window.document.session.heads[0].w_q, first)  # seeded: reproducible


def test_heads_selector_and_w_o(qtbot, window):
    with qtbot.waitSignal(window.document.changed):
        window.inputs.spins["heads"].setValue(2)
    assert window.inputs.head_combo.isEnabled() and window.inputs.head_combo.count() == 2
    window.inputs.head_combo.setCurrentIndex(1)
    assert window.inputs.models["w_q"].matrix_id == "heads[1].w_q"
    assert window.view_panel.current_step().key == "heads[1].weights"
    window.inputs.wo_check.setChecked(True)
    assert window.document.session.w_o.shape == (6, 3)
    assert "projected" in window.document.trace


def test_mode_switch_and_masked_cells(qtbot, window):
    window.mode_actions["causal"].trigger()
    assert window.document.session.mode == "causal"
    heatmap = window.view_panel.heatmap
    assert heatmap.mask_item.isVisible()
    assert "masked" in heatmap.texts_visible()
    assert heatmap.describe_cell(0, 1).endswith("masked (this key is hidden from this query)")
    window.mode_actions["cross"].trigger()
    assert window.inputs.source_box.isVisible() and window.inputs.spins["m"].isEnabled()
    assert not heatmap.mask_item.isVisible()
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.document.session.mode == "self"


def test_randomize_is_reproducible_from_the_seed(window):
    window.inputs.seed_spin.setValue(42)
    window.randomize()
    first = window.document.session
    window.undo_action.trigger()
    window.randomize()
    assert window.document.session.equals(first)
    assert window.document.session.extras["seed"] == 42


def test_step_selector_shows_signed_steps_centred(window):
    window.view_state.set_step("scores")
    heatmap = window.view_panel.heatmap
    np.testing.assert_array_equal(heatmap.values, window.document.trace.step("scores").array)
    window.view_state.set_step("q")
    assert heatmap.values.shape == (2, 3)
    window.randomize()
    window.view_state.set_step("output")
    low, high = heatmap.levels
    if heatmap.values.min() < 0 < heatmap.values.max():
        assert low == -high


def test_tooltip_names_token_pair_and_exact_value(window):
    heatmap = window.view_panel.heatmap
    value = float(window.document.trace.step("weights").array[0, 1])
    assert heatmap.describe_cell(0, 1) == f"Thinking → Machines: {value!r}"
    centre = heatmap.plot.getViewBox().mapViewToScene(heatmap.plot.getViewBox().mapToView(
        heatmap.plot.getViewBox().rect().center()))
    assert heatmap.cell_at(centre) is not None


def test_open_bad_file_keeps_session_and_shows_message(window, tmp_path):
    doc = session_to_dict(load_preset("02-causal-decoder"))
    doc["heads"][0]["w_q"] = doc["heads"][0]["w_q"][:2]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    before = window.document.session
    assert not window.files.open_path(path)
    assert window.document.session is before
    assert "heads[0].w_q" in window.last_message and "expected 4 rows" in window.last_message


def test_open_save_and_unsaved_prompt(qtbot, window, tmp_path, monkeypatch):
    path = tmp_path / "causal.json"
    save(load_preset("02-causal-decoder"), path)
    assert window.files.open_path(path)
    assert window.windowTitle().startswith("causal.json")
    assert not window.isWindowModified()
    window.randomize()
    assert window.isWindowModified()
    answers = []
    monkeypatch.setattr(window.files, "ask_unsaved", lambda: answers.append(1) or Unsaved.CANCEL)
    assert not window.close()  # cancelled: still open
    assert answers == [1]
    monkeypatch.setattr(window.files, "ask_unsaved", lambda: Unsaved.SAVE)
    assert window.files.maybe_save()
    assert not window.isWindowModified()
    from explorer.core.io.session_files import load

    assert load(path).equals(window.document.session)


def test_save_failure_keeps_the_session(window, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    window.randomize()
    assert not window.files.save_to(blocker / "s.json")
    assert window.isWindowModified()
    assert "Could not save" not in (window.last_message or "")
    assert "s.json" in window.last_message


def test_screenshot_is_window_sized_and_not_blank(window, tmp_path):
    from PySide6.QtGui import QImage

    path = tmp_path / "shot.png"
    from explorer.ui.window.app import save_screenshot

    assert save_screenshot(window, str(path)) == 0
    image = QImage(str(path))
    assert (image.width(), image.height()) == (window.width() * image.devicePixelRatio(),
                                               window.height() * image.devicePixelRatio()) or \
        (image.width(), image.height()) == (window.width(), window.height())
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
    assert len(colours) > 20


def test_window_and_exported_figures_share_colours(window):
    from explorer.export.colormaps import lut

    for name in ("viridis", "cividis"):
        window.view_state.set_colormap(name)
        cmap = window.view_panel.heatmap.colorbar.colorMap()
        for value in (0.0, 0.25, 0.76, 1.0):
            shown = cmap.map(value, mode="byte")[:3]
            np.testing.assert_allclose(shown, lut(name)[round(value * 255)], atol=2)
    window.inputs.seed_spin.setValue(3)
    window.randomize()
    window.view_state.set_step("q")  # signed: the diverging map of the figures
    values = window.view_panel.heatmap.values
    assert values.min() < 0 < values.max()
    cmap = window.view_panel.heatmap.colorbar.colorMap()
    np.testing.assert_allclose(cmap.map(0.5, mode="byte")[:3], lut("rdbu")[128], atol=3)


def test_theme_switch_recolours_heatmap_labels(window):
    from explorer.ui.window.theme import apply_theme

    app = QApplication.instance()
    axis = window.view_panel.heatmap.plot.getAxis("left")
    try:
        apply_theme(app, "dark")
        QApplication.processEvents()
        assert axis.textPen().color().lightness() > 150
        apply_theme(app, "light")
        QApplication.processEvents()
        assert axis.textPen().color().lightness() < 100
    finally:
        apply_theme(app, "light")


def test_step_names_fit_their_box_at_1280_pixels(qtbot, window):
    # With the docks open, "Attention weights  softmax(S′)" used to lose its "S′)".
    window.resize(1280, 800)
    combo = window.view_panel.step_combo
    qtbot.waitUntil(lambda: window.width() == 1280)
    longest = max((combo.itemText(i) for i in range(combo.count())), key=combo.fontMetrics().horizontalAdvance)
    assert combo.width() >= combo.sizeHint().width()
    assert combo.fontMetrics().horizontalAdvance(longest) < combo.width() - 20  # room for the arrow
