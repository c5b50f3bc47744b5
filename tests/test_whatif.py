"""What-if controls: scaling and temperature drive the document; the readout follows."""

from __future__ import annotations

import numpy as np
import pytest

from explorer.core.attention import stats
from explorer.core.io.presets import load_preset
from explorer.app.document import Document
from explorer.ui.editors.matrix_model import format_number
from explorer.ui.steps.steps_tab import PipelinePanel
from explorer.app.view_state import ViewState
from explorer.ui.tools.whatif import SATURATION_DKS, WhatIfPanel


@pytest.fixture
def parts(qtbot):
    document = Document(load_preset("02-causal-decoder"))
    view = ViewState(document)
    whatif, panel = WhatIfPanel(document, view), PipelinePanel(document, view)
    for widget in (whatif, panel):
        qtbot.addWidget(widget)
    whatif.show()
    panel.show()  # a hidden panel defers its repaint until it is shown
    return document, view, whatif, panel


def test_unchecking_scale_makes_the_scaled_card_equal_the_scores(qtbot, parts):
    document, _view, whatif, panel = parts
    assert whatif.scale_check.isChecked() and whatif.scale_note.text() == "d_k = 3, so √d_k = 1.7321"
    with qtbot.waitSignal(document.changed):
        whatif.scale_check.setChecked(False)
    assert document.scale is False and document.undo_stack.count() == 0  # a view option: not undoable
    scores = document.trace.step("scores").array
    np.testing.assert_array_equal(panel.cards["heads[0].scaled"].grid.values, scores)
    assert "scaling off" in panel.cards["heads[0].scaled"].formula.text()


def test_temperature_changes_the_weights_and_keeps_controls_in_step(qtbot, parts):
    document, _view, whatif, panel = parts
    before = document.trace.step("weights").array.copy()
    with qtbot.waitSignal(document.changed):
        whatif.temperature_spin.setValue(2.5)
    assert document.temperature == 2.5 and whatif.temperature_slider.value() == 25
    after = document.trace.step("weights").array
    assert not np.allclose(before, after)
    np.testing.assert_array_equal(panel.cards["heads[0].weights"].grid.values, after)
    with qtbot.waitSignal(document.changed):
        whatif.temperature_slider.setValue(5)
    assert document.temperature == 0.5 and whatif.temperature_spin.value() == 0.5
    low, high = whatif.temperature_spin.minimum(), whatif.temperature_spin.maximum()
    assert (low, high) == (0.1, 5.0)


def test_setting_options_elsewhere_updates_controls_without_a_feedback_loop(qtbot, parts):
    document, _view, whatif, _panel = parts
    emitted = []
    document.changed.connect(lambda: emitted.append(1))
    document.set_options(scale=False, temperature=3.0)
    assert emitted == [1]  # the controls did not echo the change back
    assert not whatif.scale_check.isChecked()
    assert whatif.temperature_spin.value() == 3.0 and whatif.temperature_slider.value() == 30


def test_readout_matches_stats_for_the_current_weights(parts):
    document, view, whatif, _panel = parts
    document.set_options(temperature=0.3)
    weights = document.trace.step("weights").array
    entropy, peak = stats.row_entropy(weights), stats.row_max_weight(weights)
    rows = whatif.readout()
    assert [r[0] for r in rows] == list(document.session.tokens)
    assert [r[1] for r in rows] == [format_number(float(x), 3) for x in peak]
    assert [r[2] for r in rows] == [format_number(float(x), 3) for x in entropy]
    # causal: the first token sees only itself; a table's column prints as the heatmap's cells do
    assert rows[0][1] == "1.000" and rows[0][2] == "0.000"


def test_readout_follows_the_selected_head(qtbot):
    document = Document(load_preset("04-two-heads"))
    view = ViewState(document)
    whatif = WhatIfPanel(document, view)
    qtbot.addWidget(whatif)
    whatif.show()  # a hidden panel defers its refresh until shown
    view.set_head(1)
    peak = stats.row_max_weight(document.trace.step("weights", 1).array)
    assert [r[1] for r in whatif.readout()] == [format_number(float(x), 3) for x in peak]
    assert "head 2" in whatif.rows_caption.text()


def test_saturation_table_shows_unscaled_softmax_saturating(parts, qtbot):
    _document, _view, whatif, _panel = parts
    table = whatif.saturation_table
    qtbot.waitUntil(lambda: table.rowCount() == len(SATURATION_DKS))  # its numbers are made on the runner
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == [str(d) for d in SATURATION_DKS]
    unscaled = [float(table.item(r, 1).text().split("/")[1]) for r in range(table.rowCount())]
    assert unscaled == sorted(unscaled) and unscaled[-1] > 0.8


def test_hidden_panel_refreshes_when_shown(qtbot):
    document = Document(load_preset("04-two-heads"))
    view = ViewState(document)
    whatif = WhatIfPanel(document, view)
    qtbot.addWidget(whatif)
    view.set_head(1)  # while hidden: nothing is recomputed yet
    assert "head 2" not in whatif.rows_caption.text()
    whatif.show()
    qtbot.waitUntil(whatif.isVisible)
    assert "head 2" in whatif.rows_caption.text()


@pytest.mark.parametrize("n", [2, 200])
def test_panel_fits_its_dock_beside_a_1280_pixel_window(qtbot, n):
    # It used to be wider than the dock: it scrolled sideways, a sideways bar
    # hid the second query, and the "uniform" numbers were cut at the edge.
    from explorer.core.edits import resize
    from explorer.ui.window.main_window import MainWindow, Unsaved

    window = MainWindow(resize(load_preset("04-two-heads"), n=n, fill="random", seed=3))
    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.whatif_dock.raise_()
    whatif = window.whatif
    qtbot.waitUntil(lambda: whatif.rows_table.rowCount() == min(n, 64))
    scroll = window.whatif_dock.widget()
    # Raising the tab lays the dock out again on later events: wait for it to settle.
    qtbot.waitUntil(lambda: not scroll.horizontalScrollBar().isVisible(), timeout=30_000)
    assert whatif.minimumSizeHint().width() <= scroll.viewport().width()
    for table in (whatif.rows_table, whatif.saturation_table):
        header = table.horizontalHeader()
        assert header.length() <= table.viewport().width()  # every column whole
    shown = min(n, 8)  # up to 8 rows, then the table scrolls
    rows = whatif.rows_table
    # The panel is made when its tab is first raised: its tables settle on the next events.
    qtbot.waitUntil(lambda: rows.verticalScrollBar().isVisible() == (n > 8))
    assert sum(rows.rowHeight(r) for r in range(shown)) <= rows.viewport().height()
    assert rows.verticalScrollBar().isVisible() == (n > 8)
