"""The score matrix read like a correlation matrix: the rule in words (no Qt),
and the hovered or selected cell's row and column banded on the heatmaps and cards."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from deck_helpers import sentence_session, traced
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from explorer.core.generate import random_session
from explorer.core.io.presets import load_preset
from explorer.app.frame import Frame
from explorer.app import heatmap as resolved
from explorer.app.cards import build_cards
from explorer.core.attention.masks import Visibility
from explorer.app.reading import ScoreReading, cell_reading, idle_reading, reading_for, widest_readings
from explorer.app.view import View


def numpy_scores(session) -> np.ndarray:
    """Q·Kᵀ by a plain loop (the reference example has no biases)."""
    x = np.asarray(session.embeddings, dtype=float)
    h = session.heads[0]
    q, k = x @ h.w_q, x @ h.w_k
    n = len(x)
    return np.array([[sum(q[i, c] * k[j, c] for c in range(q.shape[1])) for j in range(n)] for i in range(n)])


# -- the rule, without Qt ------------------------------------------------------------------

def test_a_cell_reads_row_query_column_key_and_why_it_is_not_symmetric():
    reading = ScoreReading("scores", "score")
    text = cell_reading(reading, 0, 1, "cat", "sat", 1.2344)
    assert text == ("row “cat” (query) × column “sat” (key): score 1.234 — read a row to see what “cat” "
                    "looks at; not symmetric because Q ≠ K (W_Q ≠ W_K)")
    assert "score −0.500 —" in cell_reading(reading, 0, 0, "a", "b", -0.5)  # the cells' decimals, a real minus
    assert "score 0.50000 —" in cell_reading(reading, 0, 0, "a", "b", 0.5, decimals=5)
    assert "score −0.5 —" in cell_reading(reading, 0, 0, "a", "b", -0.5, trim=True)  # as a number grid prints it


def test_the_reading_follows_the_step_and_the_session():
    causal = traced(sentence_session(4, mode="causal"))
    scores = reading_for(causal, causal.step("scores", 0))
    assert scores == ScoreReading("scores", "score", "causal", False, Visibility.of(causal.session))
    assert reading_for(causal, causal.step("scaled", 0)).what == "scaled score"
    assert reading_for(causal, causal.step("weights", 0)) is None
    assert reading_for(causal, causal.step("q", 0)) is None
    # In causal mode a key after the query is said to be masked next; one before it is not.
    assert "the mask hides it" in cell_reading(scores, 0, 2, "The", "of", 0.1)
    assert "mask" not in cell_reading(scores, 2, 0, "of", "The", 0.1)
    cross = traced(sentence_session(4, mode="cross"))
    assert "X_dec" in cell_reading(reading_for(cross, cross.step("scores", 0)), 0, 0, "a", "b", 1.0)


def test_the_reading_names_every_part_of_the_mask_that_hides_a_key():
    # A window and padding hide keys too: the reading says so, as the cards hatch them.
    windowed = traced(dataclasses.replace(sentence_session(4, mode="self"), window=2, padding=(1,)))
    reading = reading_for(windowed, windowed.step("scores", 0))
    assert cell_reading(reading, 0, 3, "The", "of", 0.1).endswith(
        ". “of” is hidden from “The” (outside the window): the mask hides it before the softmax")
    assert "(padding)" in cell_reading(reading, 2, 1, "of", "cat", 0.1)
    assert "mask" not in cell_reading(reading, 1, 2, "cat", "of", 0.1)


def test_tied_weights_are_read_as_symmetric():
    session = sentence_session(4)
    head = session.heads[0]
    tied = dataclasses.replace(session, heads=(dataclasses.replace(head, w_k=head.w_q.copy()),))
    trace = traced(tied)
    reading = reading_for(trace, trace.step("scores", 0))
    assert reading.tied
    scores = trace.step("scores", 0).array
    np.testing.assert_allclose(scores, scores.T)  # the words say what the numbers do
    assert "symmetric here (s_ij = s_ji), because W_K = W_Q" in idle_reading(reading)
    assert not reading_for(traced(session), traced(session).step("scores", 0)).tied


def test_the_widest_lines_hold_the_longest_words():
    reading = ScoreReading("scaled", "scaled score", "causal")
    texts = widest_readings(reading, ("a", "internationalization"), ("b", "attention"))
    assert texts[0] == idle_reading(reading)
    assert "“internationalization” (query)" in texts[1] and "“attention” (key)" in texts[1]
    assert "mask" in texts[1]  # the longest wording is the future key's


def test_cards_and_the_heatmap_tab_carry_the_reading_of_score_matrices_only():
    trace = traced(load_preset("01-thinking-machines"))
    cards = {c.key: c for c in build_cards(trace, 0, 0)}
    assert cards["heads[0].scores"].reading.what == "score"
    assert cards["heads[0].scaled"].reading.what == "scaled score"
    assert cards["heads[0].weights"].reading is None and cards["embeddings"].reading is None
    assert resolved.resolve(Frame.of(trace, View(step="scores")), 64).reading.step_id == "scores"
    assert resolved.resolve(Frame.of(trace, View(step="weights")), 64).reading is None


# -- the bands, on the widgets --------------------------------------------------------------

def _cell_pos(heatmap, i: int, j: int) -> QPoint:
    return heatmap.mapFromScene(heatmap.plot.getViewBox().mapViewToScene(QPointF(j + 0.5, i + 0.5)))


def _hover(qtbot, heatmap, i: int, j: int) -> None:
    """Move the mouse onto cell (i, j) until the heatmap says it is hovered. A card's heatmap gets its
    matrix from the worker and may still be laid out when the test reaches it (a loaded machine: a move
    made before then hovered nothing and was never made again), so the cell's place is taken anew and
    the move made again until the heatmap answers."""
    hovered: list[tuple[int, int]] = []
    heatmap.cell_hovered.connect(hovered.append)

    def moved() -> bool:
        if not hovered or hovered[-1] != (i, j):
            qtbot.mouseMove(heatmap.viewport(), _cell_pos(heatmap, i, j))
        return bool(hovered) and hovered[-1] == (i, j)

    try:
        qtbot.waitUntil(moved, timeout=30_000)
    finally:
        heatmap.cell_hovered.disconnect(hovered.append)


def _bands(heatmap) -> tuple[tuple[float, ...], tuple[float, ...]] | None:
    """The row and column bands as (x, y, w, h), read back from the items (None when hidden)."""
    if not heatmap.row_band.isVisible():
        assert not heatmap.col_band.isVisible()
        return None
    return tuple(heatmap.row_band.rect().getRect()), tuple(heatmap.col_band.rect().getRect())


@pytest.fixture
def heatmap(qtbot):
    from explorer.ui.heatmap.heatmap import Heatmap

    widget = Heatmap()
    qtbot.addWidget(widget)
    widget.resize(420, 360)
    widget.set_matrix(np.arange(30.0).reshape(5, 6), tuple("abcde"), tuple("ABCDEF"))
    widget.set_bands(True)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_hovering_a_cell_bands_its_row_and_column_and_leaving_clears_them(qtbot, heatmap):
    assert _bands(heatmap) is None
    _hover(qtbot, heatmap, 3, 2)
    assert _bands(heatmap) == ((0.0, 3.0, 6.0, 1.0), (2.0, 0.0, 1.0, 5.0))  # row 3 across, column 2 down
    _hover(qtbot, heatmap, 0, 5)
    assert _bands(heatmap) == ((0.0, 0.0, 6.0, 1.0), (5.0, 0.0, 1.0, 5.0))
    # Off the matrix (over the labels' corner): nothing banded.
    with qtbot.waitSignal(heatmap.cell_hovered, timeout=30_000) as blocker:
        qtbot.mouseMove(heatmap.viewport(), QPoint(3, 3))
    assert blocker.args == [None] and _bands(heatmap) is None
    _hover(qtbot, heatmap, 1, 1)
    with qtbot.waitSignal(heatmap.cell_hovered, timeout=30_000):
        QApplication.sendEvent(heatmap, QEvent(QEvent.Type.Leave))  # the mouse left the widget
    assert _bands(heatmap) is None


def test_the_selected_cell_is_banded_while_none_is_hovered(qtbot, heatmap):
    heatmap.set_selected_cell((4, 0))
    assert _bands(heatmap) == ((0.0, 4.0, 6.0, 1.0), (0.0, 0.0, 1.0, 5.0))
    _hover(qtbot, heatmap, 1, 3)
    assert _bands(heatmap)[0] == (0.0, 1.0, 6.0, 1.0)  # hovering wins
    heatmap.set_bands(False)
    assert _bands(heatmap) is None  # other steps: no bands


def test_the_heatmap_tab_reads_the_hovered_score_and_the_arrow_keys_move_it(qtbot, window):
    session = window.document.session
    reference = numpy_scores(session)
    window.view_state.update(step="scores")
    panel = window.view_panel
    qtbot.waitUntil(lambda: panel.guide.isVisible())
    assert panel.guide.text().startswith("Point at a cell: its row is the query word")
    _hover(qtbot, panel.heatmap, 1, 0)
    assert _bands(panel.heatmap) == ((0.0, 1.0, 2.0, 1.0), (0.0, 0.0, 1.0, 2.0))
    assert panel.guide.text() == cell_reading(ScoreReading("scores", "score"), 1, 0, "Machines", "Thinking",
                                              reference[1, 0], window.view_state.decimals)
    assert "score 0.000 —" in panel.guide.text()  # the example's (Machines, Thinking) score, by the loop above
    with qtbot.waitSignal(panel.heatmap.cell_hovered, timeout=30_000):
        QApplication.sendEvent(panel.heatmap, QEvent(QEvent.Type.Leave))
    # The keyboard: the first arrow selects the first cell, the next ones move it; the bands follow.
    panel.heatmap.setFocus()
    qtbot.keyClick(panel.heatmap, Qt.Key.Key_Down)
    assert (window.view_state.state.selected, window.view_state.state.index) == ("heads[0].scores", (0, 0))
    qtbot.keyClick(panel.heatmap, Qt.Key.Key_Right)
    assert window.view_state.state.index == (0, 1)
    assert _bands(panel.heatmap) == ((0.0, 0.0, 2.0, 1.0), (1.0, 0.0, 1.0, 2.0))
    assert panel.guide.text().startswith("row “Thinking” (query) × column “Machines” (key): score 2.000 —")
    assert reference[0, 1] == 2
    window.view_state.update(step="weights")
    assert not panel.guide.isVisible() and _bands(panel.heatmap) is None


def _panel(qtbot, session):
    from explorer.app.document import Document
    from explorer.ui.steps.steps_tab import PipelinePanel
    from explorer.app.view_state import ViewState

    document = Document(session)
    view = ViewState(document)
    panel = PipelinePanel(document, view)
    qtbot.addWidget(panel)
    panel.resize(1400, 900)
    panel.show()
    qtbot.waitExposed(panel)
    QApplication.processEvents()  # the cards' flow layout settles (its requests are posted events)
    return panel, view


def test_a_number_grid_card_bands_and_reads_the_hovered_cell(qtbot):
    panel, view = _panel(qtbot, load_preset("01-thinking-machines"))
    card = panel.cards["heads[0].scaled"]
    assert not card.uses_heatmap and card.guide.isVisible()
    assert card.guide.text().startswith("Point at a cell") and "scaled score" in card.guide.text()
    panel.scroll.ensureWidgetVisible(card)
    QApplication.processEvents()
    size = card.size()
    with qtbot.waitSignal(card.grid.cell_hovered, timeout=30_000):
        qtbot.mouseMove(card.grid, card.grid.cell_rect(0, 1).center())
    row, col = card.grid.band_rects()
    assert row == card.grid.cell_rect(0, 0).united(card.grid.cell_rect(0, 1))  # the whole of row 1
    assert col == card.grid.cell_rect(0, 1).united(card.grid.cell_rect(1, 1))  # the whole of column 2
    scaled = numpy_scores(panel.trace.session) / np.sqrt(3)
    assert card.guide.text().startswith(f"row “Thinking” (query) × column “Machines” (key): scaled score "
                                        f"{scaled[0, 1]:.3f} —")
    assert card.grid.text_at(0, 1) == f"{scaled[0, 1]:.3f}"  # the number as the cell prints it
    assert card.size() == size  # the guide kept its room: pointing at cells does not reflow the cards
    with qtbot.waitSignal(card.grid.cell_hovered, timeout=30_000):
        QApplication.sendEvent(card.grid, QEvent(QEvent.Type.Leave))
    assert card.grid.band_rects() is None and card.guide.text().startswith("Point at a cell")
    # A selected cell (clicked here or anywhere) is banded and read the same way.
    view.select("heads[0].scaled", (1, 0))
    assert card.grid.banded_cell() == (1, 0) and "row “Machines” (query)" in card.guide.text()
    assert not panel.cards["heads[0].weights"].guide.isVisible()
    assert panel.cards["heads[0].weights"].grid.band_rects() is None


def test_a_heatmap_card_bands_the_hovered_cell_and_the_lecture_shows_the_guide(qtbot):
    session = random_session(14, d_model=4, d_k=3, d_v=3, mode="causal", seed=1)
    panel, view = _panel(qtbot, session)
    card = panel.cards["heads[0].scores"]
    assert card.uses_heatmap
    panel.scroll.ensureWidgetVisible(card)
    QApplication.processEvents()
    _hover(qtbot, card.heatmap, 2, 9)
    assert _bands(card.heatmap) == ((0.0, 2.0, 14.0, 1.0), (9.0, 0.0, 1.0, 14.0))
    words = session.tokens
    assert card.guide.text().startswith(f"row “{words[2]}” (query) × column “{words[9]}” (key): score ")
    assert "the mask hides it before the softmax" in card.guide.text()  # key 10 comes after query 3
    # Lecture mode at the scores step: the card being taught shows its guide.
    view.update(show_all=False, lecture=panel.order.index("heads[0].scores"))
    assert panel.current_key == "heads[0].scores" and card.isVisible() and card.guide.isVisible()


def test_the_guide_reads_the_new_number_after_an_edit_that_keeps_the_cards_frame(qtbot):
    # An edit of X changes only the scores card's numbers: it keeps its frame
    # and sets the matrix alone, and the guide must print the new score.
    session = random_session(14, d_model=4, d_k=3, d_v=3, mode="self", seed=2)
    panel, view = _panel(qtbot, session)
    card = panel.cards["heads[0].scores"]
    panel.scroll.ensureWidgetVisible(card)
    QApplication.processEvents()
    view.select("heads[0].scores", (2, 9))
    before = card.guide.text()
    x = np.array(session.embeddings, dtype=float)
    x[2] *= 2.0  # query row 3's scores double
    edited = dataclasses.replace(session, embeddings=x)
    document = panel._document
    with qtbot.waitSignal(document.changed, timeout=30_000):
        document.apply(edited, "double row 3")
    QApplication.processEvents()
    h = edited.heads[0]
    want = float((x @ h.w_q)[2] @ (x @ h.w_k)[9])
    assert card.heatmap is not None and not card.numbers_stale
    assert card.guide.text() != before and f"score {want:.3f} —".replace("-", "\u2212") in card.guide.text()


def test_the_scores_card_says_how_to_read_it_once(qtbot):
    # Its text says row, column and why it is not symmetric; the line under it said the same again.
    from explorer.app.reading import READ_IN_THE_CARD, idle_reading, reading_for
    from explorer.core.attention.pipeline import run
    from explorer.core.io.presets import load_preset

    trace = run(load_preset())
    for step in trace.steps:
        reading = reading_for(trace, step)
        if reading is None:
            continue
        card_line, full = idle_reading(reading, card=True), idle_reading(reading)
        assert card_line.startswith("Point at a cell") and reading.what in card_line
        if step.id in READ_IN_THE_CARD:
            assert "symmetric" not in card_line and "symmetric" in full
        else:
            assert card_line == full  # a card that does not say it keeps the whole line
