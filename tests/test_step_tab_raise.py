"""Raising the Step by step tab: heatmaps built ahead while idle, only the cards in view drawn."""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QWidget

from explorer.core.generate import random_session
from explorer.ui import pipeline_panel as panel_module
from explorer.ui.document import Document
from explorer.ui.heatmap import Heatmap
from explorer.ui.matrix_plot import ColourBar
from explorer.ui.pipeline_panel import PipelinePanel
from explorer.ui.spare_heatmaps import SPARES, SpareHeatmaps
from explorer.ui.view_state import ViewState
from panel_helpers import scroll_to


def hidden_panel(qtbot, n: int = 40):
    """A panel behind a tab, as the app starts: not shown, so not built."""
    document = Document(random_session(n, d_model=16, d_k=16, d_v=16, seed=5))
    view = ViewState(document)
    panel = PipelinePanel(document, view)
    qtbot.addWidget(panel)
    panel.resize(900, 600)
    view.set_show_all(True)
    return panel, document


def test_an_idle_window_builds_the_heatmaps_the_cards_take_when_the_tab_is_raised(qtbot, monkeypatch):
    panel, _document = hidden_panel(qtbot)
    qtbot.waitUntil(lambda: panel.spares.count == SPARES, timeout=10_000)
    spare = set(map(id, panel.spares._spare))
    built = []
    real = Heatmap.__init__
    monkeypatch.setattr(Heatmap, "__init__", lambda self, *a, **k: (built.append(1), real(self, *a, **k))[1])
    panel.show()
    qtbot.waitExposed(panel)
    cards = [c for c in panel.cards.values() if c.heatmap is not None]
    assert len(cards) == len(panel.cards) == SPARES  # 40 tokens, and W's 16 × 16 numbers are wider than a card
    assert {id(c.heatmap) for c in cards} == spare and built == []  # none built while the tab was raised
    assert panel.spares.count == 0


def test_a_card_builds_its_own_heatmap_when_no_spare_is_left(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    spares = SpareHeatmaps(widget, count=2, idle_ms=0)
    qtbot.waitUntil(lambda: spares.count == 2)
    first, second, third = spares.take(), spares.take(), spares.take()
    assert spares.count == 0 and len({id(first), id(second), id(third)}) == 3
    assert all(isinstance(h, Heatmap) for h in (first, second, third))
    assert first.parent() is widget and third.parent() is None  # the spares wait in their holder


def test_an_edit_puts_the_building_off(qtbot):
    # Built between two edits, a heatmap made a 40 ms frame of a 15 ms one at 512 tokens.
    panel, document = hidden_panel(qtbot)
    timer = panel.spares._timer
    qtbot.waitUntil(lambda: timer.remainingTime() < timer.interval() - 100)
    left = timer.remainingTime()
    document.apply(document.session.with_cells("heads[0].w_q", 0, 0, np.array([[2.0]])), "edit")
    assert timer.remainingTime() > left and panel.spares.count == 0  # the idle wait starts again


def test_raising_the_tab_draws_the_cards_in_view_and_the_rest_when_scrolled_to(qtbot, monkeypatch):
    panel, document = hidden_panel(qtbot)
    drawn = []
    real = Heatmap.set_matrix
    monkeypatch.setattr(Heatmap, "set_matrix", lambda self, *a, **k: (drawn.append(self), real(self, *a, **k))[1])
    panel.show()
    qtbot.waitExposed(panel)
    with_heatmaps = {k: c for k, c in panel.cards.items() if c.heatmap is not None}
    qtbot.waitUntil(lambda: not any(c.numbers_stale and panel._in_view(c) for c in with_heatmaps.values()))
    waiting = [k for k, c in with_heatmaps.items() if c.numbers_stale]
    assert waiting and len(waiting) < len(with_heatmaps)  # some in view, drawn; the rest not yet
    names = {id(c.heatmap): k for k, c in with_heatmaps.items()}
    assert sorted(names[id(h)] for h in set(drawn)) == sorted(k for k, c in with_heatmaps.items() if not c.numbers_stale)
    for key in waiting:  # laid out at their size already: scrolling does not move the others
        card = with_heatmaps[key]
        assert card.heatmap.size() == card.heatmap.minimumSize() and card.heatmap.width() > 300
    card = scroll_to(qtbot, panel, waiting[-1])
    step = document.snapshot.trace.get(waiting[-1])
    np.testing.assert_array_equal(card.heatmap.values, step.array)
    assert card.heatmap.label_texts("left")  # labelled when drawn


def test_cards_in_view_past_the_budget_are_drawn_on_the_next_turns(qtbot, monkeypatch):
    monkeypatch.setattr(panel_module, "DRAW_BUDGET_MS", -1)  # one card a turn
    panel, _document = hidden_panel(qtbot)
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.waitUntil(lambda: not any(c.numbers_stale and panel._in_view(c) for c in panel.cards.values()))
    assert sum(not c.numbers_stale and c.heatmap is not None for c in panel.cards.values()) >= 2


def test_the_colour_bar_colours_its_image_with_its_map_and_levels(qtbot):
    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.set_matrix(np.array([[-2.0, 1.0], [0.5, 3.0]]), ("a", "b"), ("c", "d"))
    bar = heatmap.colorbar
    assert isinstance(bar, ColourBar)
    assert heatmap.image.levels is not None and tuple(heatmap.image.levels) == bar.levels()
    low, high = bar.levels()
    assert low < 0 < high  # signed values: a range around 0
    assert (bar.axis.range[0], bar.axis.range[1]) == (low, high)  # the key's numbers are its levels
    lut = heatmap.image.lut if not callable(heatmap.image.lut) else heatmap.image.lut(None)
    np.testing.assert_array_equal(np.asarray(lut)[:, :3], bar.colorMap().getLookupTable(nPts=256, alpha=True)[:, :3])


def test_a_long_sequences_tokens_are_measured_ahead_on_a_thread(qtbot):
    # The cards' sizes need the widest label: 16 384 of them took 44 ms of raising the tab.
    from PySide6.QtGui import QFont

    from explorer.core.edits import resize
    from explorer.export import painting

    panel, document = hidden_panel(qtbot, n=40)
    long = resize(document.session, n=1500, fill="random", seed=2)
    document.apply(long, "long")
    key = (QFont(panel.font()).key(), long.tokens)
    qtbot.waitUntil(lambda: key in painting._WIDEST, timeout=10_000)
    assert painting._WIDEST[key] == painting.widest_label(QFont(panel.font()), long.tokens) > 0
