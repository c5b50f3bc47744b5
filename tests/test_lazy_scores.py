"""A long sequence's scores are not kept in the trace: the softmax makes the
weights in S's own array and S is made again when read. Every step must be the
same numbers as when S is kept, and the overflow check must still see S."""

from __future__ import annotations

import gc
import tracemalloc
import weakref
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import explorer.core.attention.lazy_scores as lazy_scores
from explorer.core.attention import forward
import explorer.core.attention.pipeline as pipeline
from explorer.core.generate import random_session
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import list_presets, load_preset
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.steps import picture_how
from explorer.core.attention.variants import Positions
from strategies_variants import variant_sessions


def _every_step(trace) -> dict[str, np.ndarray]:
    return {s.key: np.array(s.array) for s in trace.steps}


def _run(monkeypatch, session, lazy: bool, **options):
    monkeypatch.setattr(pipeline, "LAZY_SCORES_CELLS", 1 if lazy else 10**18)
    return run(session, **options)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(session=variant_sessions(), dtype=st.sampled_from(["float64", "float32"]), scale=st.booleans(),
       temperature=st.sampled_from([1.0, 0.5, 3.0]))
def test_every_step_is_the_same_numbers_whether_the_scores_are_kept_or_made_again(monkeypatch, session, dtype,
                                                                                  scale, temperature):
    kept = _run(monkeypatch, session, False, dtype=dtype, scale=scale, temperature=temperature)
    lazy = _run(monkeypatch, session, True, dtype=dtype, scale=scale, temperature=temperature)
    assert all(lazy.get(step_key("scores", h)).is_lazy for h in range(lazy.n_heads))
    # One query's row of each score step, made alone (a hover, the inspector),
    # before anything is read whole: the same numbers as the whole array's row.
    score_steps = [s for s in lazy.steps if s.id in ("scores", "scaled", "biased", "masked")]
    alone = {(s.key, i): (s.row(i), kept.get(s.key).row(i)) for s in score_steps for i in {0, session.n - 1}}
    assert all(s.is_lazy for s in score_steps)
    # Read in an order that makes the scaled, biased and masked steps before S is kept.
    for key in reversed([s.key for s in lazy.steps]):
        lazy.get(key).preview(2)
    ours, theirs = _every_step(lazy), _every_step(kept)
    assert ours.keys() == theirs.keys()
    for key in ours:
        np.testing.assert_array_equal(ours[key], theirs[key], err_msg=key)
    assert [str(p) for p in lazy.problems] == [str(p) for p in kept.problems]
    tolerance = 1e-5 if dtype == "float32" else 1e-12
    for (key, i), (lazy_row, kept_row) in alone.items():
        np.testing.assert_array_equal(kept_row, theirs[key][i], err_msg=key)  # S kept: its row exactly
        np.testing.assert_allclose(lazy_row, theirs[key][i], rtol=tolerance, atol=tolerance, err_msg=key)


@pytest.mark.parametrize("d_k, temperature", [(64, 1.0), (16, 0.5), (9, 1.0)])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_a_long_softmax_reading_q_over_c_gives_the_kept_weights_bit_for_bit(monkeypatch, d_k, temperature, dtype):
    # √64 = 8 and √16 · 0.5 = 2: the lazy softmax reads (Q / c)·Kᵀ and divides no more; √9 = 3
    # keeps the division. ALiBi and a causal window enter the same softmax through its offsets,
    # and W_Q, W_K scaled up make rows whose weights would be subnormal (the flush).
    base = random_session(n=24, d_model=8, d_k=d_k, d_v=4, heads=2, seed=5, mode="causal")
    loud = tuple(replace(h, w_q=h.w_q * 6, w_k=h.w_k * 6) for h in base.heads)
    for session in (replace(base, heads=loud), replace(base, heads=loud, positions=Positions("alibi"), window=5)):
        kept = _run(monkeypatch, session, False, dtype=dtype, temperature=temperature)
        lazy = _run(monkeypatch, session, True, dtype=dtype, temperature=temperature)
        for h in range(2):
            weights = lazy.get(step_key("weights", h))
            assert not weights.is_lazy
            np.testing.assert_array_equal(weights.array, kept.get(step_key("weights", h)).array)
            np.testing.assert_array_equal(lazy.get(step_key("output", h)).array,
                                          kept.get(step_key("output", h)).array)
        assert (kept.get(step_key("weights", 0)).array == 0).any()  # the flush was exercised


def test_a_row_of_lazy_scores_is_one_query_times_every_key(monkeypatch):
    session = random_session(n=40, d_model=8, d_k=8, d_v=8, seed=3)
    trace = _run(monkeypatch, session, True)
    step = trace.get("heads[0].scores")
    q, k = trace.get("heads[0].q").array, trace.get("heads[0].k").array
    np.testing.assert_allclose(step.row(7), q[7] @ k.T, rtol=1e-12)
    assert step.is_lazy  # a row does not make (or keep) the whole matrix
    np.testing.assert_allclose(step.array, q @ k.T, rtol=1e-12)
    assert not step.is_lazy  # read whole, it is kept from then on


@pytest.mark.parametrize("mode", ["self", "causal"])
def test_overflowing_scores_are_found_though_they_are_not_kept(monkeypatch, mode):
    session = random_session(n=6, d_model=4, d_k=4, d_v=4, seed=1, mode=mode)
    head = session.heads[0]
    # Q and K stay within float32 (about 1e22 each); their products (1e44) do not.
    huge = replace(session, heads=(replace(head, w_q=head.w_q * 1e22, w_k=head.w_k * 1e22),))
    kept = _run(monkeypatch, huge, False, dtype="float32")
    lazy = _run(monkeypatch, huge, True, dtype="float32")
    assert kept.problems and [str(p) for p in lazy.problems] == [str(p) for p in kept.problems]
    assert lazy.problems[0].step == "heads[0].scores"


def _peak(session, monkeypatch, lazy: bool) -> float:
    _run(monkeypatch, session, lazy, dtype="float32")  # warm: imports and caches are not the trace
    tracemalloc.start()
    try:
        trace = _run(monkeypatch, session, lazy, dtype="float32")
        held, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del trace
    matrix = session.n * session.m * 4
    return held / matrix, peak / matrix


def test_a_long_trace_holds_one_n_by_n_array_and_peaks_near_one(monkeypatch):
    session = random_session(n=768, d_model=16, d_k=16, d_v=16, seed=2)
    kept_held, kept_peak = _peak(session, monkeypatch, False)
    lazy_held, lazy_peak = _peak(session, monkeypatch, True)
    assert 1.9 < kept_held < 2.2 and kept_peak > 2.0  # the scores and the weights
    assert 0.9 < lazy_held < 1.2 and lazy_peak < 1.5  # the weights, made in the scores' array


@pytest.mark.parametrize("variant", ["causal", "alibi"])
def test_pictures_of_the_scores_come_from_one_band_of_s_at_a_time_changed_in_place(monkeypatch, variant):
    from explorer.core.backend import numpy_backend
    from explorer.core.attention.steps import picture_how
    from explorer.core.attention.variants import Positions
    from explorer.app.snapshot import ComputeOptions, Wants, make_snapshot

    products: list[int] = []
    bands: list[tuple[int, int]] = []
    real = pipeline._product

    def counting(xp, q, k):
        inner = real(xp, q, k)

        def product(rows=None):
            if rows is None:
                products.append(1)  # a whole n × m product
            elif isinstance(rows, slice):
                bands.append((rows.start, rows.stop))
            return inner(rows)
        return product

    monkeypatch.setattr(pipeline, "_product", counting)
    monkeypatch.setattr(pipeline, "LAZY_SCORES_CELLS", 1)
    monkeypatch.setattr(lazy_scores, "BAND_CELLS", 300 * 40)  # bands of about 40 rows: several of them
    session = random_session(n=300, d_model=8, d_k=8, d_v=8, seed=4, mode="causal")
    if variant == "alibi":
        session = replace(session, positions=Positions("alibi"))
    steps = ("scores", "scaled", "biased", "masked", "weights") if variant == "alibi" else (
        "scores", "scaled", "masked", "weights")
    wants = Wants.of([(s, 64, picture_how(s)) for s in steps] + [("masked", 32, "mean")])
    chained = make_snapshot(session, numpy_backend(), ComputeOptions(), 1, wants)
    # The softmax's whole product; S → S′ (S″) → masked a band of rows at a time, each
    # row once; with ALiBi S′ is a branch of its own (one more whole product).
    assert len(products) == (2 if variant == "alibi" else 1)
    covered = sorted(bands)
    assert len(covered) > 2 and covered[0][0] == 0 and covered[-1][1] == 300
    assert all(a[1] == b[0] for a, b in zip(covered, covered[1:]))  # no row twice, none left out
    alone = make_snapshot(session, numpy_backend(), ComputeOptions(), 1)
    products.clear()
    for step in steps:
        key = step_key(step, 0)
        for side, how in [(64, picture_how(step))] + ([(32, "mean")] if step == "masked" else []):
            # A band's product may round its last bit otherwise than the whole one.
            np.testing.assert_allclose(chained.trace.get(key).preview(side, how),
                                       alone.trace.get(key).preview(side, how), rtol=1e-12, atol=1e-12,
                                       err_msg=f"{key} {side}")
    of_scores = [s for s in steps if s != "weights"]
    assert len(products) == len(of_scores) + 1  # made alone: a product a picture (the masked scores have two)
    assert chained.trace.get("heads[0].scores").is_lazy  # no S kept for the pictures


@pytest.mark.parametrize("name", [p.name for p in list_presets()])
def test_a_dropped_trace_is_freed_at_once_not_by_the_cycle_collector(monkeypatch, name):
    # S′'s make held the head's Scores, which held S′: each dropped trace's Q, K and
    # pictures lived on until Python's cyclic collector ran, and the window grew
    # 2.5 MiB an edit at 4096 tokens meanwhile.
    monkeypatch.setattr(pipeline, "LAZY_SCORES_CELLS", 1)
    session = load_preset(name)
    trace = run(session)
    # The 2025–26 variants' heads (recent_steps) keep their scores: nothing lazy, still no cycle.
    assert bool(trace.lazy_heads) != forward.uses_recent_forward(session)
    # Only the pictures, as the window does (a step read whole lets go of what made it).
    trace.make_score_pictures({sid: [(2, picture_how(sid))] for sid in ("scores", "scaled", "biased", "masked")})
    gone = [weakref.ref(trace), *map(weakref.ref, trace.steps), *map(weakref.ref, trace.lazy_heads)]
    gc.collect()
    was_enabled = gc.isenabled()  # the job runner turns automatic collection off for good
    gc.disable()
    try:
        del trace
        assert [r for r in gone if r() is not None] == []
    finally:
        if was_enabled:
            gc.enable()


def test_the_score_pictures_hold_one_band_of_s_at_a_time(monkeypatch):
    # Made before the last band was let go, each band's S lived beside the one before:
    # 0.133 n × n at the peak of an edit at 4096 tokens, against 0.075.
    from explorer.app.cards import card_pictures

    monkeypatch.setattr(pipeline, "LAZY_SCORES_CELLS", 1)
    n = 2048
    monkeypatch.setattr(lazy_scores, "BAND_CELLS", 256 * n)  # eight bands of 256 rows, 2 MiB of float32 each
    trace = run(random_session(n=n, d_model=16, d_k=16, d_v=16, seed=3), dtype="float32")
    wanted: dict[str, list[tuple[int, str]]] = {}
    for step_id, side, how in card_pictures():
        wanted.setdefault(step_id, []).append((side, how))
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        trace.make_score_pictures(wanted)
        peak = tracemalloc.get_traced_memory()[1] - start
    finally:
        tracemalloc.stop()
    band, pictures = 256 * n * 4, 2 * 256 * 256 * 4  # S and S′ at 256 × 256
    assert band < peak - pictures < 1.6 * band  # one band at a time (and a reduction's rows), not two
