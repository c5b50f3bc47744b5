"""Raising the Step by step tab: cards built ahead while idle, a long sequence's new cards
shown a turn after they are filled, only the cards in view drawn, a turn at a time."""

from __future__ import annotations

import threading

import numpy as np
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from explorer.app.jobs import JobRunner, Priority, inline
from explorer.core.generate import random_session
from explorer.ui.steps import cards_in_view
from explorer.app.document import Document
from explorer.ui.heatmap.heatmap import Heatmap
from explorer.ui.heatmap.matrix_plot import ColourBar
from explorer.ui.steps.steps_tab import PipelinePanel
from explorer.ui.steps.step_card import StepCard
from explorer.ui.steps.spare_cards import SPARES, SpareCards
from explorer.app.view_state import ViewState
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


def test_an_idle_window_builds_the_cards_the_tab_takes_when_it_is_raised(qtbot, monkeypatch):
    panel, _document = hidden_panel(qtbot)
    qtbot.waitUntil(lambda: not panel.spares.waiting, timeout=30_000)
    assert panel.spares.count == SPARES
    spare = set(map(id, panel.spares._spare))
    built = []
    for cls in (StepCard, Heatmap):
        real = cls.__init__
        monkeypatch.setattr(cls, "__init__", lambda self, *a, _real=real, **k: (built.append(self), _real(self, *a, **k))[1])
    panel.show()
    qtbot.waitExposed(panel)
    cards = list(panel.cards.values())
    assert len(cards) == SPARES and all(c.heatmap is not None for c in cards)  # 40 tokens, W 16 × 16: heatmaps
    assert set(map(id, cards)) == spare and built == []  # none built while the tab was raised
    assert panel.spares.count == 0
    assert all(c.isVisible() for c in cards)  # revealed (every step is shown)


def test_a_new_card_is_built_when_no_spare_is_left(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    jobs = JobRunner()
    jobs.IDLE_MS = 0
    spares = SpareCards(widget, jobs, count=2)
    qtbot.waitUntil(lambda: not spares.waiting)
    assert spares.count == 2
    first, second, third = spares.take(), spares.take(), spares.take()
    assert spares.count == 0 and len({id(first), id(second), id(third)}) == 3
    assert first.heatmap is not None and second.heatmap is not None  # built ahead with their heatmaps
    assert third.heatmap is None  # built now: its heatmap only once a matrix needs one
    assert all(c.parent() is widget and c.isHidden() for c in (first, second, third))  # the panel shows them
    jobs.shutdown()


def test_edits_put_the_building_off_until_the_person_pauses(qtbot):
    # Built between two edits, a heatmap made a 40 ms frame of a 15 ms one at 512 tokens.
    panel, document = hidden_panel(qtbot)
    document.jobs.IDLE_MS = 1500  # edits come 250 ms apart for 2 s: never a pause that long
    edits = []

    def edit() -> None:
        edits.append(len(edits))
        document.apply(document.session.with_cells("heads[0].w_q", 0, 0, np.array([[len(edits) / 10]])), "edit")

    ticker = QTimer()
    ticker.setInterval(250)
    ticker.timeout.connect(edit)
    ticker.start()
    qtbot.waitUntil(lambda: len(edits) == 8, timeout=30_000)
    ticker.stop()
    assert panel.spares.count == 0 and panel.spares.waiting  # longer than IDLE_MS, yet nothing built
    qtbot.waitUntil(lambda: panel.spares.count > 0, timeout=30_000)  # the person paused


def test_nothing_is_built_while_a_job_works_for_the_window(qtbot):
    # The pieces need Python's lock at each Qt call, and a job holds it between rows:
    # reading a 16 384-token file stalled 90 ms more with them.
    panel, document = hidden_panel(qtbot)
    jobs = document.jobs
    jobs.IDLE_MS = 50
    started, release = threading.Event(), threading.Event()
    jobs.submit("read a file", lambda job: (started.set(), release.wait(30)), priority=Priority.WAITED)
    assert started.wait(30)
    qtbot.wait(1000)  # the idle wait (800 ms at start, then 50) ran out over and over meanwhile
    assert panel.spares.count == 0 and panel.spares.waiting
    release.set()
    qtbot.waitUntil(lambda: not panel.spares.waiting, timeout=30_000)
    assert panel.spares.count == SPARES


def test_raising_the_tab_draws_the_cards_in_view_and_the_rest_when_scrolled_to(qtbot, monkeypatch):
    panel, document = hidden_panel(qtbot)
    drawn = []
    real = Heatmap.set_matrix
    monkeypatch.setattr(Heatmap, "set_matrix", lambda self, *a, **k: (drawn.append(self), real(self, *a, **k))[1])
    panel.show()
    qtbot.waitExposed(panel)
    with_heatmaps = {k: c for k, c in panel.cards.items() if c.heatmap is not None}
    qtbot.waitUntil(lambda: not any(c.numbers_stale and panel.in_view.contains(c) for c in with_heatmaps.values()))
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
    monkeypatch.setattr(cards_in_view, "DRAW_BUDGET_MS", -1)  # one card a turn
    panel, _document = hidden_panel(qtbot)
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.waitUntil(lambda: not any(c.numbers_stale and panel.in_view.contains(c) for c in panel.cards.values()))
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


def test_a_long_sequences_tokens_are_measured_ahead_by_a_job(qtbot, monkeypatch):
    # The cards' sizes need the widest label: 16 384 of them took 44 ms of raising the tab.
    from PySide6.QtGui import QFont

    from explorer.core.edits import resize
    from explorer.export import painting
    from explorer.ui.steps import measure_ahead as steps_tab

    panel, document = hidden_panel(qtbot, n=40)
    threads, priorities = [], []
    real, submit = steps_tab.widest_label, document.jobs.submit
    monkeypatch.setattr(steps_tab, "widest_label",
                        lambda f, t: (threads.append(threading.current_thread().name), real(f, t))[1])
    monkeypatch.setattr(document.jobs, "submit",
                        lambda purpose, work, **k: (priorities.append((purpose, k.get("priority"))),
                                                    submit(purpose, work, **k))[1])
    short = resize(document.session, n=200, fill="random", seed=1)
    assert inline(200 * steps_tab.LABEL_WORK)
    document.apply(short, "short")  # measured when the tab needs them, not ahead
    assert (PipelinePanel.MEASURE, Priority.AHEAD) not in priorities
    long = resize(document.session, n=3000, fill="random", seed=2)
    assert not inline(3000 * steps_tab.LABEL_WORK)
    document.apply(long, "long")
    key = (QFont(panel.font()).key(), long.tokens)
    qtbot.waitUntil(lambda: key in painting._WIDEST, timeout=30_000)
    assert painting._WIDEST[key] == painting.widest_label(QFont(panel.font()), long.tokens) > 0
    assert (PipelinePanel.MEASURE, Priority.AHEAD) in priorities
    assert threads == [threads[0]] and threads[0].endswith(": measure labels")  # self-attention: once
    document.close()


def test_cards_left_for_the_next_turn_let_the_other_timers_run_in_between(qtbot, monkeypatch):
    # Drawn in queued calls, four cards ran back to back: one 60 ms stall at 4096 tokens.
    monkeypatch.setattr(cards_in_view, "DRAW_BUDGET_MS", -1)  # one card a turn
    events: list[str] = []
    real = Heatmap.set_matrix
    monkeypatch.setattr(Heatmap, "set_matrix", lambda self, *a, **k: (events.append("draw"), real(self, *a, **k))[1])
    panel, _document = hidden_panel(qtbot)
    ticker = QTimer()
    ticker.setInterval(0)
    ticker.timeout.connect(lambda: events.append("tick"))
    ticker.start()
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.waitUntil(lambda: not any(c.numbers_stale and panel.in_view.contains(c) for c in panel.cards.values()))
    ticker.stop()
    draws = [i for i, e in enumerate(events) if e == "draw"]
    assert len(draws) >= 2 and all("tick" in events[a:b] for a, b in zip(draws, draws[1:]))


def two_head_panel(qtbot, n: int):
    document = Document(random_session(n, d_model=16, d_k=8, d_v=8, heads=2, seed=5))
    view = ViewState(document)
    panel = PipelinePanel(document, view)
    qtbot.addWidget(panel)
    panel.resize(900, 600)
    view.set_show_all(True)
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.waitUntil(lambda: bool(panel.cards) and not panel.placing, timeout=30_000)
    return panel, view


def test_a_long_sequences_new_cards_are_filled_on_later_turns_and_shown_together(qtbot, monkeypatch):
    # Filling and showing a dozen new cards at 4096 tokens was one 45 ms event, and with their
    # heatmaps still to make (no spare cards yet) 150–220 ms: now a few cards a turn, then all placed.
    import explorer.ui.steps.steps_tab as steps_tab

    panel, view = two_head_panel(qtbot, n=300)  # past CARD_PICTURE_SIDE: pictures
    old = dict(panel.cards)
    monkeypatch.setattr(steps_tab, "DRAW_BUDGET_MS", -1)  # one card a turn, whatever the machine
    turns: list[int] = []  # the cards filled by the end of each turn's piece
    real = panel._filler

    def counted(pending):
        fill = real(pending)

        def piece() -> bool:
            more = fill()
            turns.append(sum(k not in old for k in panel.cards))
            return more
        return piece

    monkeypatch.setattr(panel, "_filler", counted)
    view.set_head(1)
    assert panel.placing and set(panel.cards) == set(old)  # nothing filled in the change's own event
    assert all(c.isVisible() for c in old.values())  # the last head's stay on screen meanwhile
    qtbot.waitUntil(lambda: not panel.placing)
    new = {k: c for k, c in panel.cards.items() if k not in old}
    # One card a turn (a card both heads show is filled too), all placed after the last.
    assert len(turns) == len(panel.cards) > 2 and turns[-1] == len(new)
    assert all(b - a in (0, 1) for a, b in zip(turns, turns[1:]))
    assert all(c.content.key == k for k, c in new.items())
    assert set(panel.cards) == {k for k in new} | {k for k in old if k in panel.cards}
    assert not set(panel.cards) & {k for k in old if "[0]" in k}  # head 1's cards let go
    assert all(c.isVisible() for c in new.values())
    assert panel.visible_keys() == panel.order


def test_a_short_sequences_new_cards_are_shown_at_once(qtbot):
    panel, view = two_head_panel(qtbot, n=12)
    view.set_head(1)
    assert not panel.placing
    assert all(c.isVisible() for c in panel.cards.values()) and panel.visible_keys() == panel.order
