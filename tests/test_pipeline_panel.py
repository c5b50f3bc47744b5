"""The pipeline panel driven like a lecturer would: step, play, click cells, switch heads."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt

from explorer.core.generate import random_session
from explorer.core.io.presets import load_preset
from explorer.app.document import Document
from explorer.ui.steps.steps_tab import PipelinePanel
from explorer.app.view_state import ViewState
from panel_helpers import draw_every_card, scroll_to


def make_panel(qtbot, session):
    document = Document(session)
    view = ViewState(document)
    panel = PipelinePanel(document, view)
    qtbot.addWidget(panel)
    panel.resize(1200, 800)
    panel.show()
    qtbot.waitExposed(panel)
    return panel, document, view


@pytest.fixture
def panel(qtbot):
    return make_panel(qtbot, load_preset("01-thinking-machines"))[0]


def click_grid(qtbot, card, i: int, j: int) -> None:
    qtbot.mouseClick(card.grid, Qt.MouseButton.LeftButton, pos=card.grid.cell_rect(i, j).center())


def click_heatmap(qtbot, heatmap, i: int, j: int) -> None:
    """Click the centre of cell (i, j) as a person would: through the viewport."""
    scene = heatmap.plot.getViewBox().mapViewToScene(QPointF(j + 0.5, i + 0.5))
    pos = heatmap.mapFromScene(scene)
    with qtbot.waitSignal(heatmap.cell_clicked, timeout=30_000) as blocker:
        qtbot.mouseClick(heatmap.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert blocker.args == [i, j]


def roles(panel) -> dict[str, str]:
    return {key: card.role for key, card in panel.cards.items() if card.role}


def test_one_card_per_step_in_order(panel):
    trace = panel.trace
    assert panel.order == [s.key for s in trace.head_steps(0)]
    scaled = panel.cards["heads[0].scaled"]
    assert "√3" in scaled.formula.text() and "1.732" in scaled.formula.text()
    assert scaled.shape.text() == "2 × 2"
    np.testing.assert_array_equal(scaled.grid.values, trace.step("scaled").array)
    assert panel.cards["heads[0].q"].grid.text_at(0, 2) == "2"


def test_next_previous_reset_reveal_and_highlight(panel):
    panel.reset_action.trigger()
    assert not panel._view.show_all and not panel.all_check.isChecked()
    assert panel.visible_keys() == ["heads[0].q"]
    assert roles(panel) == {"heads[0].q": "current", "embeddings": "read", "heads[0].w_q": "read"}
    assert not panel.cards["embeddings"].isHidden()  # inputs are always on the slide
    assert not panel.previous_action.isEnabled()
    for _ in range(3):
        panel.next_action.trigger()
    assert panel.visible_keys() == ["heads[0].q", "heads[0].k", "heads[0].v", "heads[0].scores"]
    assert roles(panel) == {"heads[0].scores": "current", "heads[0].q": "read", "heads[0].k": "read"}
    assert panel.status.text() == "1 – Dot products q·k  ·  card 4 / 8  ·  Scores"
    panel.previous_action.trigger()
    assert panel.visible_keys()[-1] == "heads[0].v" and panel.cards["heads[0].scores"].isHidden()
    panel.reset_action.trigger()
    assert panel.visible_keys() == ["heads[0].q"]
    panel.all_check.setChecked(True)
    assert panel.visible_keys() == panel.order and roles(panel) == {}


def test_shortcuts_exist_on_the_panel(panel):
    assert panel.next_action.shortcuts()[0].toString() == "Right"
    assert "PgDown" in [s.toString() for s in panel.next_action.shortcuts()]
    assert panel.play_action.shortcut().toString() == "Space"
    assert panel.reset_action.shortcut().toString() == "Home"
    assert panel.next_action.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut
    assert panel.next_action in panel.actions()


def test_play_advances_one_step_per_tick_and_stops_at_the_end(qtbot, panel):
    panel.play_action.trigger()
    assert panel.timer.isActive() and panel.play_action.isChecked() and panel.position == 0
    panel.timer.setInterval(5)
    with qtbot.waitSignal(panel.advanced, timeout=30_000) as blocker:
        pass
    assert blocker.args == [1] and panel.visible_keys()[-1] == "heads[0].k"
    panel.timer.stop()  # drive the rest by hand: no wall time
    while panel.position < len(panel.order) - 1:
        panel._on_tick()
    assert panel.current_key == "heads[0].output"
    assert not panel.timer.isActive() and not panel.play_action.isChecked()
    panel.play_action.trigger()  # at the end: starts again from the first step
    assert panel.position == 0 and panel.timer.isActive()
    panel.play_action.trigger()
    assert not panel.timer.isActive()


def test_causal_mode_has_a_mask_card(qtbot):
    panel, document, _view = make_panel(qtbot, load_preset("02-causal-decoder"))
    assert "heads[0].masked" in panel.order
    masked = panel.cards["heads[0].masked"]
    assert masked.grid.text_at(0, 1) == "−∞"
    panel.reset()
    while panel.current_key != "heads[0].weights":
        panel.next()
    assert roles(panel)["heads[0].masked"] == "read"


def test_clicking_a_weight_highlights_its_sources(qtbot, panel):
    weights = panel.cards["heads[0].weights"]
    click_grid(qtbot, weights, 0, 1)
    selection = panel._view
    assert (selection.step_key, selection.index) == ("heads[0].weights", (0, 1))
    assert weights.highlights()[0] == {(0, 1)}
    assert panel.cards["heads[0].q"].highlights()[1] == {(0, 0), (0, 1), (0, 2)}
    assert panel.cards["heads[0].k"].highlights()[1] == {(1, 0), (1, 1), (1, 2)}
    assert (0, 1) in panel.cards["heads[0].scores"].highlights()[1]
    assert panel.cards["heads[0].v"].highlights() == (set(), set())


def test_weighted_values_follow_the_selected_query(qtbot, panel):
    card = panel.cards["heads[0].weighted_values"]
    wv = panel.trace.step("weighted_values").array
    np.testing.assert_array_equal(card.grid.values, wv[0])
    click_grid(qtbot, panel.cards["heads[0].output"], 1, 0)
    card = panel.cards["heads[0].weighted_values"]
    np.testing.assert_array_equal(card.grid.values, wv[1])
    click_grid(qtbot, card, 0, 2)
    assert panel._view.index == (1, 0, 2)
    assert card.highlights()[0] == {(0, 2)}
    panel.query_combo.setCurrentIndex(0)
    np.testing.assert_array_equal(panel.cards["heads[0].weighted_values"].grid.values, wv[0])


def test_cross_attention_cards_label_rows_with_the_right_tokens(qtbot):
    panel, document, _view = make_panel(qtbot, load_preset("03-cross-attention"))
    session = document.session
    q, k, v = (panel.cards[f"heads[0].{s}"] for s in "qkv")
    assert q.content.row_labels == session.tokens
    assert k.content.row_labels == session.source_tokens == v.content.row_labels
    assert "decoder" in q.note.text() and "encoder" in k.note.text() and "encoder" in v.note.text()
    assert "X_dec" in q.formula.text() and "X_enc" in k.formula.text()
    scores = panel.cards["heads[0].scores"]
    assert scores.content.row_labels == session.tokens and scores.content.col_labels == session.source_tokens
    assert panel.cards["source_embeddings"].content.row_labels == session.source_tokens


def test_large_matrices_become_clickable_heatmaps(qtbot):
    panel, document, _view = make_panel(qtbot, random_session(16, d_model=4, d_k=4, d_v=4, seed=3))
    card = scroll_to(qtbot, panel, "heads[0].weights")
    assert card.uses_heatmap and card.heatmap.isVisible() and not card.grid.isVisible()
    assert not panel.cards["heads[0].w_q"].uses_heatmap and panel.cards["heads[0].w_q"].grid.isVisible()
    click_heatmap(qtbot, card.heatmap, 3, 5)
    assert (panel._view.step_key, panel._view.index) == ("heads[0].weights", (3, 5))


def test_heads_grid_has_one_heatmap_per_head_and_selects_a_head(qtbot):
    panel, document, view = make_panel(qtbot, load_preset("04-two-heads"))
    grid = panel.heads_grid
    assert len(grid.heatmaps) == document.trace.n_heads == 2
    assert [t.text().split("  ")[0] for t in grid.titles] == ["Head 1", "Head 2"]
    panel.all_check.setChecked(True)
    assert panel.heads_card.isVisible()
    click_heatmap(qtbot, grid.heatmaps[1], 1, 0)
    assert view.head == 1
    assert panel.head_combo.currentIndex() == 1
    assert "heads[1].q" in panel.cards and "heads[0].q" not in panel.cards
    np.testing.assert_array_equal(panel.cards["heads[1].weights"].grid.values,
                                  document.trace.step("weights", 1).array)
    assert panel.cards["heads[1].weights"].highlights()[0] == {(1, 0)}
    panel.head_combo.setCurrentIndex(0)
    assert view.head == 0
    assert "projected" in panel.order and panel.order[-2:] == ["concat", "projected"]


def test_cards_follow_document_changes(qtbot, panel):
    document = panel._document
    panel._view.select("heads[0].weights", (1, 1))
    with qtbot.waitSignal(document.changed):
        document.edit(lambda s: s.with_cells("embeddings", 0, 0, np.array([[5.0]])), "edit")
    np.testing.assert_array_equal(panel.cards["heads[0].q"].grid.values, document.trace.step("q").array)
    assert panel.cards["embeddings"].grid.text_at(0, 0) == "5"
    from explorer.core.edits import resize

    document.edit(lambda s: resize(s, n=1), "shrink")  # the selected (1, 1) no longer exists
    assert panel.cards["heads[0].weights"].grid.values.shape == (1, 1)
    assert all(card.highlights() == (set(), set()) for card in panel.cards.values())


def test_heads_grid_draws_one_page_of_heads_that_follows_the_selected_head(qtbot):
    from explorer.core.edits import resize
    from explorer.ui.heatmap.heads_grid import PAGE

    session = resize(load_preset("04-two-heads"), heads=40, fill="random", seed=1)
    panel, document, view = make_panel(qtbot, session)
    grid = panel.heads_grid
    panel.all_check.setChecked(True)
    assert len(grid.heatmaps) == PAGE == 16  # not 40 widgets
    assert grid.page_note.isVisible() and "Heads 1–16 of 40" in grid.page_note.text()
    view.set_head(37)
    assert list(grid.shown) == list(range(32, 40)) and len(grid.heatmaps) == 8
    assert "Heads 33–40 of 40" in grid.page_note.text()
    assert [t.text().split("  ")[0] for t in grid.titles][:2] == ["Head 33", "Head 34"]
    assert grid.titles[5].text() == "Head 38  (selected)"
    np.testing.assert_array_equal(grid.heatmaps[5]._raw, document.trace.step("weights", 37).array)
    click_heatmap(qtbot, grid.heatmaps[0], 1, 0)
    assert view.head == 32 and (view.step_key, view.index) == ("heads[32].weights", (1, 0))


def test_a_grid_wider_than_the_panel_gives_way_to_a_heatmap_and_comes_back(qtbot):
    from explorer.core.edits import resize

    panel, document, view = make_panel(qtbot, resize(load_preset("01-thinking-machines"), n=10, fill="random"))
    card = panel.cards["heads[0].scores"]
    assert not card.uses_heatmap and card.grid.isVisible()  # 1200 px: the 10 × 10 grid fits
    needed = card.grid.sizeHint().width()
    panel.resize(needed - 40, 800)
    qtbot.waitUntil(lambda: card.uses_heatmap)
    assert card.heatmap.isVisible() and not card.grid.isVisible()
    assert card.width() <= panel.scroll.viewport().width()  # nothing pushed out of sight
    assert not panel.cards["heads[0].w_q"].uses_heatmap  # a 3 × 3 grid still fits
    panel.resize(1200, 800)
    qtbot.waitUntil(lambda: not card.uses_heatmap)
    assert card.grid.isVisible()


def test_cards_out_of_view_get_an_edits_numbers_when_scrolled_to(qtbot):
    # With every step shown, an edit redraws only the heatmaps in view; a card
    # scrolled out of sight draws the new numbers when it comes into view.
    panel, document, view = make_panel(qtbot, random_session(40, d_model=16, d_k=16, d_v=16, seed=5))
    panel.resize(700, 420)
    view.set_show_all(True)
    qtbot.waitUntil(lambda: panel.cards["heads[0].weights"].isVisible())
    weights, first = scroll_to(qtbot, panel, "heads[0].weights"), panel.cards["embeddings"]  # seen once
    panel.scroll.ensureWidgetVisible(first)
    assert panel.in_view.contains(first) and not panel.in_view.contains(weights)
    before = weights.heatmap.image.image.copy()
    document.apply(document.session.with_cells("heads[0].w_q", 0, 0, np.array([[3.0]])), "edit")
    fresh = document.snapshot.trace.get("heads[0].weights").array
    assert not np.array_equal(fresh, before)
    assert weights.numbers_stale and np.array_equal(weights.heatmap.image.image, before)
    assert weights.content.values is fresh  # the card knows its new content; only drawing waits
    panel.scroll.ensureWidgetVisible(weights)
    assert not weights.numbers_stale
    np.testing.assert_array_equal(weights.heatmap.image.image, fresh)
    # Hover and click read the numbers drawn: the new ones.
    assert weights.heatmap._raw_value(1, 2) == fresh[1, 2]


def test_cards_whose_numbers_did_not_change_are_not_redrawn(qtbot, monkeypatch):
    # Editing W_Q leaves K and V equal (new arrays, same numbers): their cards stay as drawn.
    panel, document, view = make_panel(qtbot, random_session(40, d_model=16, d_k=16, d_v=16, seed=5))
    view.set_show_all(True)
    draw_every_card(panel)  # each drawn once (cards out of view wait until they are seen)
    redrawn = []
    for key, card in panel.cards.items():
        if card.uses_heatmap:
            original = card.heatmap.set_matrix
            monkeypatch.setattr(card.heatmap, "set_matrix",
                                lambda *a, key=key, original=original, **k: (redrawn.append(key), original(*a, **k)))
    k_before = panel.cards["heads[0].k"].content.values
    document.apply(document.session.with_cells("heads[0].w_q", 0, 0, np.array([[3.0]])), "edit")
    panel.in_view.draw()
    for card in panel.cards.values():
        card.draw_stale()  # every card current, in view or not
    assert panel.cards["heads[0].k"].content.values is not k_before  # a new array …
    assert "heads[0].k" not in redrawn and "heads[0].v" not in redrawn  # … with the same numbers
    assert {"heads[0].q", "heads[0].scores", "heads[0].weights", "heads[0].output"} <= set(redrawn)


def test_an_edit_of_a_few_numbers_updates_the_cards_in_place(qtbot, panel):
    # Setting a card's texts and size again at every edit laid out the whole page
    # (every card, every row) though only numbers had changed.
    from PySide6.QtCore import QEvent, QObject

    document = panel._document
    panel._view.set_show_all(True)
    cards = dict(panel.cards)
    grids = {key: card.grid for key, card in cards.items()}
    sizes = {key: card.grid.sizeHint() for key, card in cards.items()}
    laid_out: list[str] = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
            if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
                laid_out.append(obj.key)
            return False

    watch = Watch()
    for card in cards.values():
        card.installEventFilter(watch)
    w_q = document.session.heads[0].w_q
    with qtbot.waitSignal(document.changed):
        document.apply(document.session.with_cells("heads[0].w_q", 0, 0, np.array([[w_q[0, 0] + 1]])), "edit")
    qtbot.wait(50)  # the posted layout requests, had any been posted
    assert panel.cards == cards and all(card.grid is grids[key] for key, card in cards.items())  # the same widgets
    assert panel.cards["heads[0].q"].grid.text_at(0, 0) == "2"  # Q = X·W_Q with W_Q[0, 0] = 2
    assert panel.cards["heads[0].weights"].grid.text_at(0, 0) == "0.5"
    same = [key for key, card in cards.items() if card.grid.sizeHint() == sizes[key]]
    assert {"heads[0].w_q", "heads[0].q", "heads[0].scores", "heads[0].weights"} <= set(same)
    assert not set(laid_out) & set(same)  # new numbers of the same width: no card laid out again
    # Numbers of another width still size their card ("0.76, 1.521, 2.281" became "0.5, 1, 1.5").
    values = cards["heads[0].weighted_values"]
    assert values.grid.sizeHint() != sizes["heads[0].weighted_values"]
    assert values.grid.width() == values.grid.sizeHint().width()
