"""The inspector: click a number anywhere, read the arithmetic that made it."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from explorer.core.attention.explain import fmt
from explorer.core.generate import random_session
from explorer.core.io.presets import load_preset
from explorer.app.document import Document
from explorer.ui.tools.inspector import HINT, Inspector
from explorer.ui.steps.steps_tab import PipelinePanel
from explorer.ui.heatmap.heatmap_tab import ViewPanel
from explorer.app.view_state import ViewState
from panel_helpers import scroll_to


@pytest.fixture
def setup(qtbot):
    def make(session):
        document = Document(session)
        view = ViewState(document)
        panel, inspector = PipelinePanel(document, view), Inspector(document, view)
        for widget in (panel, inspector):
            qtbot.addWidget(widget)
            widget.show()
        panel.resize(1200, 800)
        qtbot.waitExposed(panel)
        return document, view, panel, inspector
    return make


def click_heatmap(qtbot, heatmap, i: int, j: int) -> None:
    scene = heatmap.plot.getViewBox().mapViewToScene(QPointF(j + 0.5, i + 0.5))
    with qtbot.waitSignal(heatmap.cell_clicked, timeout=30_000):
        qtbot.mouseClick(heatmap.viewport(), Qt.MouseButton.LeftButton, pos=heatmap.mapFromScene(scene))


def line(explanation, label: str):
    return next(x for x in explanation.lines if x.label == label)


def test_inspector_starts_with_a_hint(setup):
    _doc, _view, _panel, inspector = setup(load_preset("01-thinking-machines"))
    assert inspector.text() == "" and inspector.text_view.placeholderText() == HINT
    assert inspector.text_view.isReadOnly()


def test_clicking_a_weight_heatmap_cell_shows_the_full_arithmetic(qtbot, setup):
    document, _view, panel, inspector = setup(random_session(14, d_model=4, d_k=4, d_v=4, seed=7))
    heatmap = scroll_to(qtbot, panel, "heads[0].weights").heatmap
    click_heatmap(qtbot, heatmap, 2, 9)
    explanation = inspector.explanation
    trace = document.trace
    expected = float(trace.step("weights").array[2, 9])
    assert explanation.step_key == "heads[0].weights" and explanation.index == (2, 9)
    assert abs(explanation.value - expected) <= 1e-12 and abs(explanation.computed - expected) <= 1e-12
    text = inspector.text()
    # The products add up to the score the trace holds, and the text shows each of them.
    products = line(explanation, "products").terms
    assert abs(math.fsum(products) - trace.step("scores").array[2, 9]) <= 1e-12 * max(1, sum(map(abs, products)))
    assert all(fmt(p) in text for p in products)
    # The row's exponentials over their sum give the weight.
    exps = line(explanation, "exp").terms
    assert abs(exps[9] / math.fsum(exps) - expected) <= 1e-12
    for label in ("q_3", "k_(10)", "scaled", "row max", "row sum", "softmax"):
        assert label in text
    assert fmt(expected) in text.splitlines()[0]
    # The same cell is outlined in the heatmap's card, its sources in q and k.
    assert panel.cards["heads[0].weights"].highlights()[0] == {(2, 9)}
    assert panel.cards["heads[0].q"].highlights()[1] == {(2, c) for c in range(4)}


def test_output_cell_terms_sum_to_the_output(qtbot, setup):
    document, _view, panel, inspector = setup(load_preset("02-causal-decoder"))
    card = panel.cards["heads[0].output"]
    qtbot.mouseClick(card.grid, Qt.MouseButton.LeftButton, pos=card.grid.cell_rect(3, 1).center())
    terms = line(inspector.explanation, "terms").terms
    expected = document.trace.step("output").array[3, 1]
    assert abs(math.fsum(terms) - expected) <= 1e-12
    assert "Output z_42" in inspector.text()
    assert panel.cards["heads[0].v"].highlights()[1] == {(j, 1) for j in range(4)}


def test_copy_puts_the_text_on_the_clipboard(qtbot, setup):
    _doc, view, _panel, inspector = setup(load_preset("01-thinking-machines"))
    view.select("heads[0].scores", (1, 1))
    qtbot.mouseClick(inspector.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == inspector.text()
    assert "s_22 = 4 + 0 + 0 = 4" in inspector.text()


def test_follows_document_changes_and_stale_cells(qtbot, setup):
    document, view, _panel, inspector = setup(load_preset("01-thinking-machines"))
    view.select("heads[0].q", (0, 0))
    assert inspector.explanation.value == 1
    with qtbot.waitSignal(document.changed):
        document.edit(lambda s: s.with_cells("embeddings", 0, 0, np.array([[3.0]])), "edit")
    assert inspector.explanation.value == 3 and "= 3" in inspector.text().splitlines()[0]
    from explorer.core.edits import resize

    view.select("heads[0].output", (1, 0))
    document.edit(lambda s: resize(s, n=1), "shrink")  # row 1 is gone
    # The view state drops a selection whose cell is gone: no stale answer, the hint again.
    assert view.step_key is None and inspector.explanation is None and inspector.text() == ""


def test_input_cells_say_they_are_inputs(qtbot, setup):
    _doc, _view, panel, inspector = setup(load_preset("01-thinking-machines"))
    card = panel.cards["heads[0].w_v"]
    qtbot.mouseClick(card.grid, Qt.MouseButton.LeftButton, pos=card.grid.cell_rect(1, 1).center())
    # Counted from 1, as the editor's headers: the cell of row 2, column 2.
    assert inspector.text().startswith("W_V (head 1)[2, 2] = 3  (row 2, column 2)") and "input" in inspector.text()


def test_follow_the_main_windows_heatmap(qtbot, setup):
    document, view, _panel, inspector = setup(load_preset("01-thinking-machines"))
    view_panel = ViewPanel(document, view)
    qtbot.addWidget(view_panel)
    view_panel.resize(600, 500)
    view_panel.show()
    qtbot.waitExposed(view_panel)
    inspector.follow_heatmap(view_panel.heatmap, lambda: view_panel.current_step().key)
    view.set_step("scores")
    click_heatmap(qtbot, view_panel.heatmap, 0, 1)
    assert inspector.explanation.step_key == "heads[0].scores" and inspector.explanation.value == 2
