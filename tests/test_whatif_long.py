"""The what-if panel at long sequences: statistics made in the worker, from the
trace on screen, never for a stale trace; a dragged slider computes only its
latest value and never jumps back."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import explorer.app.snapshot as snapshot_module
import explorer.app.document as document_module
from explorer.core.generate import random_session
from explorer.core.numbers import format_number
from explorer.app.whatif import COMPUTING
from explorer.app.document import Document
from explorer.app.jobs import inline
from explorer.app.view_state import ViewState
from explorer.ui.tools.whatif import SLIDER_STEPS, WhatIfPanel
from explorer.ui.window.on_screen import OnScreen

# n × m = 490 000 weights a head: past STATS_ON_DEMAND_CELLS and past the runner's INLINE_WORK at d = 64.
N = 700


@pytest.fixture
def long_parts(qtbot):
    document = Document(random_session(n=N, d_model=64, d_k=64, d_v=64, seed=2), dtype="float32")
    assert not inline(document.work(document.session))
    assert N * N > snapshot_module.STATS_ON_DEMAND_CELLS
    view = ViewState(document)
    panel = WhatIfPanel(document, view)
    qtbot.addWidget(panel)
    OnScreen.of(view).set_on_screen(panel, False)  # behind another dock's tab, as in the window
    panel.show()
    yield document, panel
    document.close()


def raise_panel(panel: WhatIfPanel) -> None:
    """Its dock's tab raised, as the window's OnScreen hears from the dock."""
    OnScreen.of(panel._view).set_on_screen(panel, True)


@pytest.fixture
def threads_of_stats(monkeypatch):
    """The threads on which row statistics were made."""
    seen: list[str] = []
    real = snapshot_module.head_stats

    def recorded(trace, head):
        seen.append(threading.current_thread().name.rpartition(": ")[2])  # the runner's job's purpose
        return real(trace, head)

    monkeypatch.setattr(snapshot_module, "head_stats", recorded)
    return seen


def test_raising_the_panel_makes_the_statistics_in_the_worker_for_the_trace_on_screen(qtbot, long_parts,
                                                                                        threads_of_stats):
    document, panel = long_parts
    trace = document.snapshot.trace
    assert document.snapshot.stats is None  # nobody wanted them yet
    with qtbot.waitSignal(document.completed, timeout=30_000) as completed:
        raise_panel(panel)
        # At once the panel says they are coming; nothing was made on this thread.
        assert panel.rows_caption.text() == COMPUTING
        assert panel.rows_table.rowCount() == 0
    snapshot = completed.args[0]
    assert snapshot is document.snapshot and snapshot.trace is trace  # the same trace, completed
    assert threads_of_stats == ["recompute"]
    weights = trace.get("heads[0].weights").array
    assert snapshot.stats[0].peak.dtype == np.float64
    assert np.allclose(snapshot.stats[0].peak, weights.max(axis=1))
    assert panel.rows_table.rowCount() == 64 and "First 64 of 700 queries" in panel.rows_caption.text()
    assert panel.readout()[0][1] == format_number(float(weights[0].max()), 3)


def test_an_edit_after_the_panel_is_raised_never_completes_the_stale_trace(qtbot, long_parts, threads_of_stats):
    document, panel = long_parts
    old = document.snapshot.trace
    completed: list = []
    document.completed.connect(completed.append)
    with qtbot.waitSignal(document.changed, timeout=30_000) as changed:
        raise_panel(panel)
        document.apply(document.session.with_cells("embeddings", 0, 0, np.array([[3.0]])), "X[1,1] = 3")
    document.wait_idle()
    qtbot.wait(50)  # let any queued hand-over run: none may complete the old trace
    assert all(s.trace is not old for s in completed)
    new = changed.args[0]
    assert new.trace is not old and new.stats is not None  # made with the new trace, in the worker
    assert set(threads_of_stats) == {"recompute"}
    assert len(threads_of_stats) <= 2  # at most one pass over the old trace (already running) and one new


def test_dragging_the_slider_computes_the_latest_value_only_and_never_jumps_back(qtbot, long_parts, monkeypatch):
    document, panel = long_parts
    raise_panel(panel)
    qtbot.waitUntil(lambda: document.snapshot.stats is not None, timeout=30_000)
    gate = threading.Event()
    computed: list[float] = []
    real = document_module.make_snapshot

    def held(session, backend, options, generation, wants, *check):
        computed.append(options.temperature)
        gate.wait(30)
        return real(session, backend, options, generation, wants, *check)

    monkeypatch.setattr(document_module, "make_snapshot", held)
    slider = panel.temperature_slider
    slider.setSliderDown(True)
    start = slider.value()
    for step in range(1, 8):
        slider.setValue(start + step)
        if step == 1:
            qtbot.waitUntil(lambda: computed == [pytest.approx((start + 1) / SLIDER_STEPS)], timeout=30_000)
    assert slider.value() == start + 7  # a landing trace did not pull it back
    with qtbot.waitSignal(document.changed, timeout=30_000, check_params_cb=lambda s: s.options.temperature
                          == pytest.approx((start + 7) / SLIDER_STEPS)):
        gate.set()
    slider.setSliderDown(False)
    # The first value was already running; of the six after it only the last was computed.
    assert computed == [pytest.approx((start + 1) / SLIDER_STEPS), pytest.approx((start + 7) / SLIDER_STEPS)]
    assert slider.value() == start + 7
    assert panel.temperature_spin.value() == pytest.approx((start + 7) / SLIDER_STEPS)
    assert "updating" not in panel.rows_caption.text()
