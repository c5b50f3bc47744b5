"""The Colours box names the map the step shown is drawn in, not only the one chosen for weights."""

from __future__ import annotations

from explorer.export.colormaps import colours_note


def test_note_names_the_map_the_colour_rule_picked():
    assert colours_note("viridis", "viridis") == ""
    assert colours_note("auto", "viridis") == ""
    assert colours_note("viridis", "rdbu") == "signed step: blue–white–red"
    assert colours_note("cividis", "CET-D8") == "signed step: blue–grey–red"  # a dark window's diverging map


def test_box_says_signed_steps_use_the_diverging_map(qtbot, window):
    from explorer.core.io.presets import load_preset

    window.document.apply(load_preset("02-causal-decoder"), "preset")  # its scores have both signs
    qtbot.waitUntil(lambda: not window.document.busy)
    panel = window.view_panel
    assert panel.cmap_combo.currentText() == "viridis"
    window.view_state.set_step("scores")
    qtbot.waitUntil(lambda: panel.heatmap.shown_map() == "rdbu")
    qtbot.waitUntil(panel.cmap_shown.isVisible)
    assert panel.cmap_shown.text() == "signed step: blue–white–red"
    window.view_state.set_step("weights")
    qtbot.waitUntil(lambda: panel.heatmap.shown_map() == "viridis")
    qtbot.waitUntil(lambda: not panel.cmap_shown.isVisible())
    # Choosing another map for the weights: the box and the cells agree, no note.
    panel.cmap_combo.setCurrentText("cividis")
    qtbot.waitUntil(lambda: panel.heatmap.shown_map() == "cividis")
    assert not panel.cmap_shown.isVisible()
