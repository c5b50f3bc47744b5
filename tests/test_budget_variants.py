"""The memory estimate counts the variants' arrays (checked with tracemalloc, as
tests/test_budget.py does for the plain pipeline)."""

from __future__ import annotations

import tracemalloc

import numpy as np
import pytest

from explorer.core.budget import check_session, trace_bytes, variant_sizes
from explorer.core.pipeline import run
from explorer.core.session import Head, Session
from explorer.core.variants import Positions

CASES = {
    "rope, causal, window": dict(mode="causal", positions=Positions("rope"), window=64),
    "alibi, self, padding": dict(mode="self", positions=Positions("alibi"), padding=(0, 5, 9)),
    "sinusoidal, gqa": dict(mode="causal", positions=Positions("sinusoidal"), kv_groups=1),
}


def make(n: int, d: int, heads: int, **variants) -> Session:
    rng = np.random.default_rng(1)
    kv = [rng.standard_normal((d, d)) for _ in range(2)]
    made = []
    for _ in range(heads):
        k, v = (kv if variants.get("kv_groups") == 1 else [rng.standard_normal((d, d)) for _ in range(2)])
        made.append(Head(rng.standard_normal((d, d)), k, v))
    if variants.get("kv_groups") == 1:  # one array for the group, as a loaded file has
        made = [made[0]] + [Head(h.w_q, made[0].w_k, made[0].w_v) for h in made[1:]]
    return Session(tokens=[f"t{i}" for i in range(n)], embeddings=rng.standard_normal((n, d)), heads=made,
                   **variants)


@pytest.mark.parametrize("name", CASES)
def test_the_estimate_covers_what_a_variant_run_allocates(name):
    n, d, heads = 384, 16, 2
    session = make(n, d, heads, **CASES[name])
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base, _ = tracemalloc.get_traced_memory()
        trace = run(session, dtype="float64")
        for step in trace.steps:  # every lazy step read, as views and exports do
            if step.id != "weighted_values":
                step.array
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    estimate = trace_bytes(n, n, d, d, d, heads, "float64", causal=session.mode == "causal",
                           **variant_sizes(session))
    assert check_session(session, "float64", limit=10**12) == estimate
    assert peak - base <= estimate <= 2 * (peak - base)


def test_every_variant_adds_to_the_estimate_and_groups_save():
    plain = trace_bytes(1000, 1000, 64, 64, 64, 8)
    for extra in ({"rope": True}, {"alibi": True}, {"sinusoidal": True}, {"visibility": True}):
        assert trace_bytes(1000, 1000, 64, 64, 64, 8, **extra) > plain
    assert trace_bytes(1000, 1000, 64, 64, 64, 8, kv_groups=2) < plain
    assert trace_bytes(1000, 1000, 64, 64, 64, 8, printed=True, rope=True) > trace_bytes(
        1000, 1000, 64, 64, 64, 8, printed=True)
