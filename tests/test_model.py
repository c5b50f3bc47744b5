"""The application model with no Qt: view state, resolve functions, snapshots, the worker.

These tests create no QApplication; tests/test_layers.py proves in a fresh
interpreter that the model loads no Qt at all.
"""

from __future__ import annotations

import os
import sys
import threading

import numpy as np
import pytest

from explorer.core.attention import stats
from explorer.core.backend import numpy_backend
from explorer.core.edits import resize, set_mode
from explorer.core.io.presets import load_preset
from explorer.core.thread_priority import lower_priority
from explorer.app.frame import Frame
from explorer.app import cards, heatmap, inspector, lecture, whatif
from explorer.app.snapshot import ComputeOptions, Wants, make_snapshot, row_stats
from explorer.app.view import View, clamp, lecture_length


def snapshot_of(name: str = "01-thinking-machines", session=None, **options):
    session = session if session is not None else load_preset(name)
    return make_snapshot(session, numpy_backend(), ComputeOptions(**options), 1)


def test_a_snapshots_trace_carries_the_session_it_was_computed_from():
    session = load_preset("01-thinking-machines")
    snap = snapshot_of(session=session)
    assert snap.session is session and snap.trace.session is session


def test_clamp_keeps_the_view_state_valid_for_the_trace():
    trace = snapshot_of("04-two-heads").trace
    view = View(head=7, step="masked", query_row=99, lecture=500, fill="sprinkles",
                selected="heads[1].weights", index=(0, 1))
    got = clamp(view, trace)
    assert got.head == trace.n_heads - 1
    assert got.step == "weights"  # no mask outside causal mode
    assert got.query_row == trace.session.n - 1
    assert got.lecture == lecture_length(trace) - 1
    assert got.fill == "zeros"
    assert (got.selected, got.index) == ("heads[1].weights", (0, 1))  # an existing cell stays selected
    assert clamp(got, trace) is got  # already valid: the same object
    gone = clamp(view.select("heads[1].weights", (5, 5)), trace)
    assert gone.selected is None and gone.index is None
    matrix = clamp(View().select("heads[0].w_q", (2, 1)), trace)
    assert matrix.selected == "heads[0].w_q"  # a session matrix cell is a valid selection too


def test_selecting_a_query_row_cell_moves_the_query_row():
    view = View().select("heads[0].weights", (1, 0))
    assert view.query_row == 1
    assert View(query_row=1).select("heads[0].k", (0, 0)).query_row == 1  # a key row is not a query row


def test_heatmap_resolves_the_step_and_falls_back_to_the_weights():
    trace = snapshot_of("02-causal-decoder").trace
    content = heatmap.resolve(Frame.of(trace, View(step="masked")), 1024)
    assert content.key == "heads[0].masked" and content.mask is not None and content.mask[0, 1]
    assert content.axis_names == ("queries", "keys") and not content.probability
    weights = heatmap.resolve(Frame.of(trace, View(step="nonsense")), 1024)
    assert weights.step_id == "weights" and weights.probability
    assert [sid for sid, _ in heatmap.choices(trace)][:4] == ["q", "k", "v", "scores"]
    plain = snapshot_of().trace
    assert "masked" not in [sid for sid, _ in heatmap.choices(plain)]
    assert dict(heatmap.choices(plain))["weights"] == "Attention weights  softmax(S\u2032)"


def test_with_alibi_the_weights_are_named_for_the_biased_scores():
    trace = snapshot_of("06-alibi-heads").trace
    names = dict(heatmap.choices(trace))
    assert "biased" in names and names["weights"] == "Attention weights  softmax(S\u2033)"


def test_cards_show_the_snapshots_own_inputs_in_the_texts_order():
    session = load_preset("01-thinking-machines")
    snap = snapshot_of(session=session)
    built = cards.build_cards(snap.trace, 0, 1)
    keys = [c.key for c in built]
    assert keys[:4] == ["embeddings", "heads[0].w_q", "heads[0].w_k", "heads[0].w_v"]
    assert keys[4:] == lecture.order(snap.trace, 0)
    assert built[0].values is session.embeddings  # the inputs the trace was computed from
    wv = next(c for c in built if c.key.endswith("weighted_values"))
    assert wv.index_prefix == (1,)
    np.testing.assert_allclose(wv.values, snap.trace.step("weights").array[1][:, None] * snap.trace.step("v").array)


def test_lecture_frame_reveals_steps_one_by_one():
    trace = snapshot_of("02-causal-decoder").trace
    keys = lecture.order(trace, 0)
    first = lecture.resolve(Frame.of(trace, View(show_all=False, lecture=0)))
    assert first.current == keys[0] and first.revealed == {keys[0]} and not first.can_previous
    mask = lecture.resolve(Frame.of(trace, View(show_all=False, lecture=keys.index("heads[0].masked"))))
    assert mask.reads == {"heads[0].scaled"} and mask.status.startswith(
        f"Mask: future tokens are masked  ·  card {keys.index('heads[0].masked') + 1} / {len(keys)}")
    everything = lecture.resolve(Frame.of(trace, View(show_all=True)))
    assert everything.current is None and everything.revealed == set(keys)


def test_inspector_explains_from_the_trace_and_names_sources():
    trace = snapshot_of().trace
    content = inspector.resolve(Frame.of(trace, View().select("heads[0].scores", (1, 1))))
    assert content.explanation is not None and content.text.startswith(content.explanation.title)
    assert inspector.sources(trace, View().select("heads[0].scores", (1, 1)))["heads[0].q"] == {(1, 0), (1, 1), (1, 2)}
    assert inspector.resolve(Frame.of(trace, View())).text == ""
    assert "an input" in inspector.resolve(Frame.of(trace, View().select("embeddings", (0, 1)))).text


def test_weight_stats_match_the_plain_row_statistics_in_one_pass(monkeypatch):
    rng = np.random.default_rng(3)
    logits = rng.standard_normal((700, 90))
    weights = np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)
    weights[5] = 0.0
    weights[5, 3] = 1.0  # one-hot: entropy 0
    monkeypatch.setattr(stats, "STATS_BLOCK_ROWS", 64)  # several blocks
    peak, entropy = stats.weight_stats(weights)
    np.testing.assert_allclose(peak, stats.row_max_weight(weights))
    np.testing.assert_allclose(entropy, stats.row_entropy(weights), atol=1e-12)
    peak32, entropy32 = stats.weight_stats(weights.astype(np.float32))
    np.testing.assert_allclose(entropy32, entropy, rtol=1e-5, atol=1e-6)


def test_whatif_rows_come_from_the_snapshots_statistics():
    session = set_mode(resize(load_preset("01-thinking-machines"), n=70, fill="random", seed=2), "causal")
    snap = make_snapshot(session, numpy_backend(), ComputeOptions(temperature=2.0), 3, Wants.of(stats=True))
    assert snap.stats is not None and len(snap.stats) == 1
    content = whatif.resolve(Frame(snap, View(), snap.options))
    assert len(content.rows) == whatif.MAX_LISTED_ROWS and content.caption.startswith("First 64 of 70")
    assert content.temperature == 2.0 and content.scale
    expected = stats.row_entropy(snap.trace.step("weights").array)
    assert content.rows[3][2] == whatif.format_number(float(expected[3]), 3)
    assert row_stats(snapshot_of(session=session), 0).entropy.shape == (70,)  # made on demand without the wish


def test_make_snapshot_reduces_the_wanted_pictures():
    session = resize(load_preset("01-thinking-machines"), n=600, fill="random", seed=1)
    snap = make_snapshot(session, numpy_backend(), ComputeOptions(), 1, Wants.of([("weights", 256, "max")]))
    assert (256, "max") in snap.trace.step("weights")._previews


def test_compute_options_are_checked():
    with pytest.raises(ValueError, match="precision"):
        ComputeOptions("float16")
    with pytest.raises(ValueError, match="temperature"):
        ComputeOptions(temperature=0)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread niceness is a Linux feature")
def test_niceness_is_added_to_the_current_one_and_capped():
    seen = []

    def probe() -> None:
        before = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), max(before, 15))  # as under `nice -n 15`
        seen.append(lower_priority(10))

    thread = threading.Thread(target=probe)
    thread.start()
    thread.join()
    assert seen == [19]  # 15 + 10 capped at 19, never set back down to 10
