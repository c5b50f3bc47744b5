"""View → Decimals reaches every number on screen; the heads grid and step cards label every token."""

from __future__ import annotations

import pytest

from explorer.core.edits import resize
from explorer.core.io.presets import load_preset
from explorer.app.labels import ELLIPSIS
from explorer.app.document import Document
from explorer.ui.steps.steps_tab import PipelinePanel
from explorer.app.view_state import ViewState
from panel_helpers import scroll_to

SENTENCE = "The internationalization of attention is hard to teach well in one lecture today again now here".split()


def make_panel(qtbot, session):
    document = Document(session)
    view = ViewState(document)
    panel = PipelinePanel(document, view)
    qtbot.addWidget(panel)
    panel.resize(1400, 900)
    panel.show()
    qtbot.waitExposed(panel)
    panel.all_check.setChecked(True)
    return panel, document, view


def sentence_session(n: int, heads: int = 1):
    session = resize(load_preset("01-thinking-machines"), n=n, heads=heads, fill="random", seed=3)
    return session.with_tokens(SENTENCE[:n])


def test_heatmap_tab_numbers_follow_the_decimals_of_the_view(window):
    heatmap = window.view_panel.heatmap
    assert sorted(heatmap.texts_visible()) == ["0.090", "0.240", "0.760", "0.910"]
    with_signal = []
    window.view_state.decimals_changed.connect(with_signal.append)
    window.view_state.set_decimals(2)
    assert with_signal == [2] and heatmap.decimals == 2
    assert sorted(heatmap.texts_visible()) == ["0.09", "0.24", "0.76", "0.91"]


def test_cards_and_heads_grid_follow_the_decimals(qtbot):
    session = resize(load_preset("04-two-heads"), fill="random", seed=1)
    panel, document, view = make_panel(qtbot, session)
    card = panel.cards["heads[0].weights"]
    value = float(document.trace.step("weights").array[0, 0])
    view.set_decimals(2)
    assert card.grid.text_at(0, 0) == f"{value:.2f}".rstrip("0").rstrip(".")
    view.set_decimals(5)
    assert card.grid.text_at(0, 0) == f"{value:.5f}".rstrip("0").rstrip(".")
    assert all(h.decimals == 5 for h in panel.heads_grid.heatmaps)
    session = resize(document.session, n=14, fill="random", seed=2)  # cards now draw heatmaps
    document.apply(session, "longer")
    big = panel.cards["heads[0].weights"]
    assert big.uses_heatmap and big.heatmap.decimals == 5


@pytest.mark.parametrize("n", [2, 6, 12, 16])
def test_heads_grid_labels_every_token_of_every_tile(qtbot, n):
    panel, _document, _view = make_panel(qtbot, sentence_session(n, heads=4))
    grid = panel.heads_grid
    assert len(grid.heatmaps) == 4
    for heatmap in grid.heatmaps:
        for side in ("left", "top"):
            texts = heatmap.label_texts(side)
            assert len(texts) == n
            assert all(t == w or (t.endswith(ELLIPSIS) and w.startswith(t[:-1])) for t, w in zip(texts, SENTENCE))
    assert not grid.page_note.isVisible()


@pytest.mark.parametrize("n", [13, 16])
def test_card_heatmaps_label_every_token(qtbot, n):
    panel, _document, _view = make_panel(qtbot, sentence_session(n))
    card = scroll_to(qtbot, panel, "heads[0].weights")
    assert card.uses_heatmap
    assert len(card.heatmap.label_texts("left")) == n == len(card.heatmap.label_texts("top"))
    assert card.heatmap.label_note() == ""


def test_a_long_sequence_tile_says_which_tokens_it_labels(qtbot):
    session = resize(load_preset("04-two-heads"), n=200, fill="random", seed=1)
    panel, _document, _view = make_panel(qtbot, session)
    grid = panel.heads_grid
    assert grid.page_note.isVisible() and "of 200 tokens labelled" in grid.page_note.text()
