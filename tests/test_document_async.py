"""Large recomputes run off the UI thread; a stale result is dropped, never shown."""

from __future__ import annotations

import math

import numpy as np

from PySide6.QtWidgets import QApplication

from explorer.app.jobs import pool as job_policy
from explorer.core.edits import randomize, resize
from explorer.core.io.presets import load_preset
from explorer.core.attention.steps import picture_how
from explorer.app.cards import CARD_PICTURE_SIDE
from explorer.app.document import Document
from panel_helpers import draw_every_card, scroll_to


def test_large_edit_computes_in_a_worker_and_lands(qtbot, monkeypatch):
    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)  # everything counts as large
    document = Document(load_preset("01-thinking-machines"))
    busy = []
    document.busy_changed.connect(busy.append)
    with qtbot.waitSignal(document.busy_changed, check_params_cb=lambda b: b is False, timeout=30_000):
        document.apply(resize(document.session, n=64, d_model=16, fill="random", seed=1), "grow")
        assert document.busy  # the view keeps the old trace meanwhile
        assert document.trace.step("weights").shape == (2, 2)
    assert busy == [True, False]
    assert document.trace.step("weights").shape == (64, 64)


def test_stale_results_are_dropped(qtbot, monkeypatch):
    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)
    document = Document(load_preset("01-thinking-machines"))
    shown = []
    document.changed.connect(lambda: shown.append(document.trace))
    big = resize(document.session, n=200, d_model=32, fill="random", seed=2)
    with qtbot.waitSignal(document.busy_changed, check_params_cb=lambda b: b is False, timeout=30_000):
        for seed in range(5):  # five edits in a row: only the last one's trace may land
            document.apply(randomize(big, seed), f"edit {seed}")
    document.wait_idle()
    QApplication.processEvents()  # deliver any queued (stale) results: they must not replace the trace
    final = document.trace
    landed = [t for t in shown if t.step("weights").shape == (200, 200)]
    assert landed and all(t is final for t in landed)
    from explorer.core.attention.pipeline import run

    np.testing.assert_allclose(final.step("weights").array, run(document.session).step("weights").array)


def test_small_edits_stay_synchronous():
    document = Document(load_preset("01-thinking-machines"))
    document.apply(randomize(document.session, 3), "r")
    assert not document.busy
    np.testing.assert_array_equal(document.trace.step("q").array,
                                  document.session.embeddings @ document.session.heads[0].w_q)


def test_worker_makes_the_picture_at_the_views_size_and_runs_at_the_apps_priority_plus_its_increment(qtbot, window, monkeypatch):
    import os
    import sys
    import threading

    from explorer.core.thread_priority import NICENESS_INCREMENT

    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)
    document, panel = window.document, window.view_panel
    side = panel.preview_side()
    assert document.wanted_pictures() == {("weights", side, "max")}  # the heatmap told the document its size
    assert side < 1024 and side % 256 == 0
    with qtbot.waitSignal(document.busy_changed, check_params_cb=lambda b: b is False, timeout=30_000):
        document.apply(resize(document.session, n=3000, d_model=8, d_k=8, d_v=8, fill="random", seed=4), "long")
    weights = document.trace.step("weights")
    assert (side, "max") in weights._previews  # made in the worker, not on the UI thread
    shown = panel.heatmap.image.image.shape
    assert shown == weights.preview(side).shape and max(shown) <= side
    # At most twice the heatmap's pixels a side: pyqtgraph draws it without reducing it again.
    assert max(shown) < 2 * panel.heatmap.pixel_side()
    if sys.platform.startswith("linux"):
        seen = []
        document.jobs.submit("niceness", lambda job: seen.append(
            os.getpriority(os.PRIO_PROCESS, threading.get_native_id())))
        assert document.jobs.wait("niceness", 30)
        # Added to the app's own niceness (capped at 19), not set to a fixed value.
        assert seen == [min(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) + NICENESS_INCREMENT, 19)]


def test_step_by_step_cards_of_a_long_sequence_draw_pictures_made_in_the_worker(qtbot, window, monkeypatch):
    # At 4096 tokens the cards used to make four n × n pictures, masks and
    # highlight overlays on the UI thread at every edit: stalls of 0.5 s.
    from explorer.core.edits import set_mode

    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)
    document = window.document
    window.tabs.setCurrentIndex(1)  # the step-by-step tab
    qtbot.waitUntil(window.pipeline.isVisible)
    assert ("scaled", CARD_PICTURE_SIDE, "mean") in document.wanted_pictures()
    long = set_mode(resize(document.session, n=1500, d_model=8, d_k=8, d_v=8, fill="random", seed=5), "causal")
    with qtbot.waitSignal(document.busy_changed, check_params_cb=lambda b: b is False, timeout=30_000):
        document.apply(long, "long")
    trace = document.trace
    for step_id in ("scores", "scaled", "masked", "weights"):
        step = trace.step(step_id)
        how = "max" if step_id == "weights" else "mean"
        assert (CARD_PICTURE_SIDE, how) in step._previews, step_id  # made in the worker
        card = scroll_to(qtbot, window.pipeline, step.key)  # drawn when seen
        assert card.heatmap.image.image.shape == step.preview(CARD_PICTURE_SIDE, how).shape
    # The scaled and masked scores stay lazy: their pictures did not keep them.
    assert trace.step("scaled").is_lazy and trace.step("masked").is_lazy
    card = window.pipeline.cards["heads[0].scaled"]
    exact = trace.step("scores").array[700, 3] / math.sqrt(8)  # in the trace's dtype, as the step divides
    assert card.heatmap.describe_cell(700, 3) == f"{long.tokens[700]} → {long.tokens[3]}: {float(exact)!r}"
    # Leaving the tab withdraws the wish: the next traces skip those pictures.
    window.tabs.setCurrentIndex(0)
    qtbot.waitUntil(lambda: not window.pipeline.isVisible())
    assert ("scaled", CARD_PICTURE_SIDE, "mean") not in document.wanted_pictures()


def test_while_a_trace_computes_the_cards_keep_the_last_snapshot_whole(qtbot, window, monkeypatch):
    # Input cards and step cards show one snapshot: while the next computes,
    # none of them changes (a new W_Q over the old scores was a mixed state).
    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)
    document = window.document
    window.tabs.setCurrentIndex(1)
    qtbot.waitUntil(window.pipeline.isVisible)
    with qtbot.waitSignal(document.busy_changed, check_params_cb=lambda b: b is False, timeout=30_000):
        document.apply(resize(document.session, n=300, d_model=8, d_k=8, d_v=8, fill="random", seed=6), "long")
    cards, panel = window.pipeline.cards, window.pipeline
    draw_every_card(panel)  # each drawn once (out of view they wait until seen)
    redrawn = []
    for key in ("heads[0].w_q", "heads[0].w_k", "heads[0].scores", "heads[0].weights"):
        card = cards[key]
        target = card.heatmap if card.uses_heatmap else card.grid
        original = target.set_matrix
        monkeypatch.setattr(target, "set_matrix",
                            lambda *a, key=key, original=original, **k: (redrawn.append(key), original(*a, **k)))
    model = window.inputs.models["w_q"]
    with qtbot.waitSignal(document.busy_changed, check_params_cb=lambda b: b is False, timeout=30_000):
        model.setData(model.index(0, 0), "0.5")
        assert document.busy and redrawn == []
        assert document.session.heads[0].w_q[0, 0] == 0.5 != document.snapshot.session.heads[0].w_q[0, 0]
    # Then they follow, together: the cards in view at once, those scrolled out of
    # sight (numbers_stale) when they come into view; W_K's card is unchanged.
    changed = ["heads[0].scores", "heads[0].w_q", "heads[0].weights"]
    assert all((key in redrawn) != (cards[key].numbers_stale and not panel.in_view.contains(cards[key])) for key in changed)
    for key in changed:
        panel.scroll.ensureWidgetVisible(cards[key])
        assert not cards[key].numbers_stale
    assert sorted(redrawn) == changed
    trace = document.snapshot.trace
    for key in ("heads[0].scores", "heads[0].weights"):
        picture = trace.get(key).preview(CARD_PICTURE_SIDE, picture_how(key.split(".")[1]))
        assert np.array_equal(cards[key].heatmap.image.image, np.where(np.isfinite(picture), picture, 0))


def test_raising_step_by_step_on_a_long_sequence_draws_its_pictures_in_the_worker(qtbot, window, monkeypatch):
    # At 16k tokens the cards made their pictures on the UI thread when the tab was
    # raised (products of Q·Kᵀ and n × n reductions): the window froze 4–5 s.
    import threading

    from explorer.core.attention.trace import Step

    document = window.document
    long = resize(document.session, n=600, d_model=8, d_k=8, d_v=8, fill="random", seed=5)
    document.apply(long, "long")
    qtbot.waitUntil(lambda: not document.busy and document.snapshot.session is long, timeout=30_000)
    threads: list[tuple[str, str]] = []
    real = Step.keep_picture  # every picture a step caches

    def recorded(self, *args):
        threads.append((self.id, threading.current_thread().name))
        return real(self, *args)

    monkeypatch.setattr(Step, "keep_picture", recorded)
    with qtbot.waitSignal(document.completed, timeout=30_000):
        window.tabs.setCurrentIndex(1)  # the step-by-step tab
        assert document.completing and "Drawing the steps" in window.pipeline.status.text()
    # Every n × m picture made in the worker (Q, K, V and Z are n × d: the cards reduce them themselves).
    n_by_m = [(step_id, name) for step_id, name in threads if step_id in ("scores", "scaled", "weights")]
    assert {step_id for step_id, _ in n_by_m} == {"scores", "scaled", "weights"}
    assert all(name != threading.main_thread().name for _, name in n_by_m), n_by_m
    qtbot.waitUntil(lambda: "heads[0].weights" in window.pipeline.cards)
    card = scroll_to(qtbot, window.pipeline, "heads[0].scaled")
    step = document.trace.step("scaled")
    assert card.heatmap.image.image.shape == step.preview(CARD_PICTURE_SIDE, "mean").shape
    assert "Drawing the steps" not in window.pipeline.status.text()


def test_a_hidden_heatmap_lets_go_of_the_last_trace_and_reads_the_new_one_when_shown(qtbot, window):
    # Behind the Step by step tab the heatmap kept the previous trace's n × n weights
    # alive through every edit: one matrix more at each edit's peak.
    import gc
    import weakref

    document = window.document
    long = resize(document.session, n=1200, d_model=8, d_k=8, d_v=8, fill="random", seed=5)
    document.apply(long, "long")
    qtbot.waitUntil(lambda: not document.busy and document.snapshot.session is long, timeout=30_000)
    heatmap = window.view_panel.heatmap
    assert heatmap.values is document.trace.step("weights").array  # the Heatmap tab shows the weights
    window.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: not document.completing and "heads[0].weights" in window.pipeline.cards,
                    timeout=30_000)
    before = weakref.ref(document.trace)
    model = window.inputs.models["w_q"]
    with qtbot.waitSignal(document.changed, timeout=30_000):
        model.setData(model.index(0, 0), "0.77")
    qtbot.waitUntil(lambda: not document.busy, timeout=30_000)
    gc.collect()
    assert before() is None  # nothing holds the last trace: the hidden heatmap let go of it
    window.tabs.setCurrentIndex(0)
    qtbot.waitUntil(window.view_panel.isVisible)
    weights = document.trace.step("weights").array
    assert heatmap.values is weights
    assert heatmap.describe_cell(1100, 7) == f"{long.tokens[1100]} → {long.tokens[7]}: {float(weights[1100, 7])!r}"


def test_hidden_step_and_lines_tabs_let_go_of_the_last_trace(qtbot, window):
    # Behind another tab the Step by step cards and the Lines canvas kept the previous
    # trace's n × n steps alive through the next edit: 1 n × n more after it at 4096 tokens.
    import gc
    import weakref

    document = window.document
    long = resize(document.session, n=1200, d_model=8, d_k=8, d_v=8, fill="random", seed=5)
    document.apply(long, "long")
    qtbot.waitUntil(lambda: not document.busy and document.snapshot.session is long, timeout=30_000)
    panel = window.pipeline
    panel.all_check.setChecked(True)
    window.tabs.setCurrentIndex(1)  # every card built and drawn once
    qtbot.waitUntil(lambda: not document.completing and "heads[0].weights" in panel.cards, timeout=30_000)
    scroll_to(qtbot, panel, "heads[0].weights")
    with qtbot.waitSignal(window.lines.shown, timeout=30_000):
        window.tabs.setCurrentIndex(2)  # the lines too
    window.lines.canvas.grab()
    window.lines.canvas.hover("query", 5)  # a token hovered, then the Heatmap tab raised
    window.tabs.setCurrentIndex(0)
    qtbot.waitUntil(window.view_panel.isVisible)
    before = weakref.ref(document.trace.step("weights").array)  # the n × n array the tabs drew
    model = window.inputs.models["w_q"]
    with qtbot.waitSignal(document.changed, timeout=30_000):
        model.setData(model.index(0, 0), "0.77")
    qtbot.waitUntil(lambda: not document.busy, timeout=30_000)
    # The hidden cards and lines let go of it (once the queued deliveries of the edit are done).
    qtbot.waitUntil(lambda: (gc.collect(), before() is None)[1], timeout=30_000)
    # Shown again, each draws the new trace (the hovered token still hovered).
    with qtbot.waitSignal(window.lines.shown, timeout=30_000):
        window.tabs.setCurrentIndex(2)
    assert window.lines.canvas.data.weights[0] is document.trace.step("weights").array
    assert window.lines.canvas.focus is not None and window.lines.canvas.focus.focus == ("query", 5)
    window.tabs.setCurrentIndex(1)
    weights = document.trace.step("weights").array
    qtbot.waitUntil(lambda: not document.completing and panel.cards["heads[0].weights"].content.values is weights,
                    timeout=30_000)  # its picture made in the worker first
    card = scroll_to(qtbot, panel, "heads[0].weights")
    assert card.heatmap.describe_cell(1100, 7).endswith(repr(float(weights[1100, 7])))
