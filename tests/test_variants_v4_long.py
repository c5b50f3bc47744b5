"""A long sequence's version-4 trace keeps only each head's weights (``lean``): the scores,
each differential map and the masked scores are made again when read, the softmax works
in the product's own array, top-k writes −∞ into it. The numbers must be the ones the
forward computes keeping everything (training's and ``explain``'s forward), cell for cell.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from explorer.core.attention import forward
from explorer.core.attention.latent import Latent
from explorer.core.attention.pipeline import LAZY_SCORES_CELLS, run
from explorer.core.attention.recent_variants import QKNorm, RopeScaling
from explorer.core.attention.variants import Positions
from explorer.core.generate import random_session

N = 512  # N² = LAZY_SCORES_CELLS: the first size whose trace is lean
D = 8


def _latent(heads: int) -> Latent:
    rng = np.random.default_rng(3)
    return Latent(rng.normal(0, 0.4, (D, 4)), tuple(rng.normal(0, 0.5, (4, D)) for _ in range(heads)),
                  tuple(rng.normal(0, 0.5, (4, D)) for _ in range(heads)), rng.normal(0, 0.4, (D, 2)),
                  tuple(rng.normal(0, 0.4, (D, 2)) for _ in range(heads)))


CASES = {
    "softcap causal": ("causal", {"softcap": 1.5}),
    "softcap alibi self": ("self", {"softcap": 2.0, "positions": Positions("alibi")}),
    "sinks causal": ("causal", {"sinks": np.array([0.5, -1.0])}),
    "topk causal": ("causal", {"topk": 9}),
    "topk self": ("self", {"topk": 300}),
    "topk window padding": ("causal", {"topk": 5, "window": 40, "padding": tuple(range(3, N, 7))}),
    "topk ties": ("causal", {"topk": 4}),
    "differential causal": ("causal", {"differential": 0.6}),
    "differential rope cap self": ("self", {"differential": 0.3, "softcap": 3.0, "positions": Positions("rope")}),
    "differential window": ("causal", {"differential": 0.5, "window": 33}),
    "qk_norm yarn": ("causal", {"qk_norm": QKNorm("head"),
                                "positions": Positions("rope", scaling=RopeScaling("yarn", 4.0, 128))}),
    "latent rope": ("causal", {"latent": "make"}),
    "cap sink topk qkn": ("causal", {"softcap": 4.0, "sinks": np.array([0.0, 2.0]), "topk": 16,
                                     "qk_norm": QKNorm("all")}),
}


def session_of(name: str):
    mode, extra = CASES[name]
    fill = "integers" if name == "topk ties" else "normal"
    plain = random_session(N, D, D, D, heads=2, mode=mode, seed=len(name), fill=fill)
    if extra.get("latent") == "make":
        extra = {**extra, "latent": _latent(2)}
    return replace(plain, **extra)


def test_the_cases_are_long_enough_to_be_lean():
    assert N * N >= LAZY_SCORES_CELLS


@pytest.mark.parametrize("name", list(CASES))
def test_a_lean_trace_has_the_numbers_of_the_whole_forward(name):
    session = session_of(name)
    whole = forward.heads_pass(forward.inputs(session, np))
    trace = run(session)
    for h, one in enumerate(whole):
        def step(sid):
            return np.asarray(trace.get(f"heads[{h}].{sid}").array)
        # Lean: the steps made again on reading (the trace holds the weights only).
        assert trace.get(f"heads[{h}].scores").is_lazy
        np.testing.assert_allclose(step("weights"), one.a, rtol=0, atol=1e-14)
        np.testing.assert_allclose(step("output"), one.z, rtol=1e-13, atol=1e-13)
        np.testing.assert_array_equal(step("scores"), one.scores)
        if one.hidden is not None:
            masked = step("masked")
            np.testing.assert_array_equal(np.isneginf(masked), one.hidden)
            # What the mask hides gets exactly nothing.
            assert np.all(step("weights")[one.hidden] == 0)
        if session.softcap is not None:
            np.testing.assert_allclose(step("softcapped"), one.logits, rtol=0, atol=1e-13)
        if one.sink_share is not None:
            np.testing.assert_allclose(step("sink_share")[:, 0], one.sink_share, rtol=0, atol=1e-14)
        if session.differential is not None:
            np.testing.assert_array_equal(step("scores_2"), one.scores_2)
            np.testing.assert_allclose(step("weights_1"), one.a_1, rtol=0, atol=1e-14)
            np.testing.assert_allclose(step("weights_2"), one.a_2, rtol=0, atol=1e-14)
            assert (step("weights") < 0).any()  # the maps' difference, not one map


def test_top_k_keeps_k_keys_a_row_and_the_lower_index_among_ties():
    session = session_of("topk ties")
    trace = run(session)
    scores = np.asarray(trace.get("heads[0].scores").array)
    a = np.asarray(trace.get("heads[0].weights").array)
    k = session.topk
    ties = 0
    for i in range(N):
        row = scores[i, :i + 1]
        kept = np.flatnonzero(a[i])
        assert len(kept) == min(k, i + 1)
        # Every kept score is at least every dropped one; of equal scores the lower key is kept.
        dropped = np.setdiff1d(np.arange(i + 1), kept)
        if len(dropped):
            assert row[kept].min() >= row[dropped].max()
            edge = row[kept].min()
            if (row[dropped] == edge).any():
                ties += 1
                assert kept[row[kept] == edge].max() < dropped[row[dropped] == edge].min()
    assert ties > 10  # the case does exercise ties
