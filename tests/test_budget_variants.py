"""The memory estimate counts the variants' arrays (checked with tracemalloc, as
tests/test_budget.py does for the plain pipeline)."""

from __future__ import annotations

import tracemalloc
from dataclasses import replace

import numpy as np
import pytest

from explorer.core.io.budget import (ENV_VAR, BudgetError, budget_key, check_session, max_heads, max_tokens,
                                  size_limits, trace_bytes, variant_sizes)
from explorer.core.edits import resize
from explorer.core.io.embeddings import load_npy
from explorer.core.attention.pipeline import run
from explorer.core.session import Head, Session
from explorer.core.io.session_files import dumps, loads
from explorer.core.attention.variants import Positions

CASES = {
    "rope, causal, window": dict(mode="causal", positions=Positions("rope"), window=64),
    "alibi, self, padding": dict(mode="self", positions=Positions("alibi"), padding=(0, 5, 9)),
    "sinusoidal, gqa": dict(mode="causal", positions=Positions("sinusoidal"), kv_groups=1),
    "alibi, causal, window": dict(mode="causal", positions=Positions("alibi"), window=40),
    "rope interleaved, padding": dict(mode="self", positions=Positions("rope", pairs="interleaved"), padding=(2, 7)),
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


def measure(name: str) -> int:
    """The bytes a run of case ``name`` allocates at its peak, every lazy step read (as views and
    exports read them)."""
    n, d, heads = 384, 16, 2
    session = make(n, d, heads, **CASES[name])
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base, _ = tracemalloc.get_traced_memory()
        trace = run(session, dtype="float64")
        for step in trace.steps:
            if step.id != "weighted_values":
                step.array
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak - base


@pytest.fixture(scope="module")
def peaks() -> dict:
    """Every case measured in a fresh process: tracemalloc counts every thread's allocations, and a
    test file run before this one in the same worker may leave a job thread finishing its work."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); import test_budget_variants as t; "
            "print(json.dumps({name: t.measure(name) for name in t.CASES}))")
    result = subprocess.run([sys.executable, "-c", code, str(here)], capture_output=True, text=True, timeout=300,
                            env={**__import__("os").environ, "PYTHONPATH": str(here.parent)})
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", CASES)
def test_the_estimate_covers_what_a_variant_run_allocates(name, peaks):
    n, d, heads = 384, 16, 2
    session = make(n, d, heads, **CASES[name])
    estimate = trace_bytes(n, n, d, d, d, heads, "float64", causal=session.mode == "causal",
                           **variant_sizes(session))
    assert check_session(session, "float64", limit=10**12) == estimate
    used = peaks[name]
    assert used <= estimate <= 2 * used


def test_every_variant_adds_to_the_estimate_and_groups_save():
    plain = trace_bytes(1000, 1000, 64, 64, 64, 8)
    for extra in ({"rope": True}, {"alibi": True}, {"sinusoidal": True}, {"visibility": True}):
        assert trace_bytes(1000, 1000, 64, 64, 64, 8, **extra) > plain
    assert trace_bytes(1000, 1000, 64, 64, 64, 8, kv_groups=2) < plain
    assert trace_bytes(1000, 1000, 64, 64, 64, 8, printed=True, rope=True) > trace_bytes(
        1000, 1000, 64, 64, 64, 8, printed=True)


# -- the spin boxes' maxima and the loaders count the variants ---------------------------------
VARIANTS = {"rope": dict(mode="causal", positions=Positions("rope")),
            "alibi": dict(mode="causal", positions=Positions("alibi")),
            "sinusoidal": dict(mode="self", positions=Positions("sinusoidal")),
            "window": dict(mode="self", window=8),
            "padding": dict(mode="self", padding=(0, 3)),
            "alibi, window": dict(mode="causal", positions=Positions("alibi"), window=16)}


@pytest.mark.parametrize("name", VARIANTS)
def test_max_tokens_is_the_largest_n_a_variant_fits_and_less_than_plain(name):
    limit = 96 * 2**20
    session = make(8, 16, 2, **VARIANTS[name])
    extra = variant_sizes(session)
    causal = session.mode == "causal"
    n = max_tokens(16, 16, 16, 2, "float64", causal=causal, limit=limit, **extra)
    size = lambda k: trace_bytes(k, k, 16, 16, 16, 2, "float64", causal=causal, **extra)  # noqa: E731
    assert size(n) <= limit < size(n + 1)
    assert n < max_tokens(16, 16, 16, 2, "float64", causal=causal, limit=limit)  # the plain maximum was too high


def test_kv_groups_raise_the_limits_and_heads_come_in_whole_groups():
    limit = 256 * 2**20
    assert max_tokens(64, 64, 64, 8, "float32", kv_groups=2, limit=limit) > max_tokens(64, 64, 64, 8, "float32",
                                                                                        limit=limit)
    heads = max_heads(2048, 2048, 64, 64, 64, "float32", limit=limit, kv_groups=3)
    assert heads % 3 == 0 and heads >= 3
    assert trace_bytes(2048, 2048, 64, 64, 64, heads, "float32", kv_groups=3) <= limit
    assert trace_bytes(2048, 2048, 64, 64, 64, heads + 3, "float32", kv_groups=3) > limit
    # Causal heads and W_O's rows count too (the spin box once left them out).
    assert max_heads(2048, 2048, 64, 64, 64, "float32", causal=True, d_out=64, limit=limit) < \
        max_heads(2048, 2048, 64, 64, 64, "float32", limit=limit)


@pytest.mark.parametrize("name", ["alibi, window", "rope", "padding"])
def test_resize_refuses_exactly_above_the_spin_boxes_maxima(name, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(48 * 2**20))
    session = make(12, 16, 2, **VARIANTS[name])
    limits = size_limits(session, "float64")
    plain = size_limits(replace(session, positions=None, window=None, padding=()), "float64")
    assert limits["n"] < plain["n"] and limits["heads"] < plain["heads"]
    assert resize(session, n=limits["n"], dtype="float64").n == limits["n"]
    with pytest.raises(BudgetError, match="these sizes: .* with "):
        resize(session, n=limits["n"] + 1, dtype="float64")
    assert len(resize(session, heads=limits["heads"], dtype="float64").heads) == limits["heads"]
    with pytest.raises(BudgetError):
        resize(session, heads=limits["heads"] + 1, dtype="float64")


def test_embeddings_and_session_files_are_refused_by_what_the_variant_needs(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(48 * 2**20))
    session = make(12, 16, 2, **VARIANTS["alibi, window"])
    n = size_limits(session, "float64")["n"]
    rows = np.random.default_rng(2).standard_normal((n + 1, 16))
    np.save(tmp_path / "x.npy", rows)
    with pytest.raises(BudgetError, match="with ALiBi, a window or padding"):
        load_npy(tmp_path / "x.npy", into=session, dtype="float64")
    np.save(tmp_path / "x.npy", rows[:n])
    assert load_npy(tmp_path / "x.npy", into=session, dtype="float64").shape == (n, 16)
    # A session file: the same sizes fit without the variants and are refused with them.
    long = replace(session, tokens=tuple(f"t{i}" for i in range(n + 1)), embeddings=rows)
    plain = replace(long, positions=None, window=None)
    assert loads(dumps(plain), dtype="float64").n == n + 1
    with pytest.raises(BudgetError):
        loads(dumps(long), dtype="float64")


def test_the_budget_key_changes_with_what_costs_memory():
    session = make(6, 4, 2, mode="causal")
    same = replace(session, embeddings=session.embeddings + 1.0)
    assert budget_key(same) == budget_key(session)
    for changed in (replace(session, positions=Positions("alibi")), replace(session, window=3),
                    replace(session, padding=(1,)), replace(session, positions=Positions("rope"))):
        assert budget_key(changed) != budget_key(session)
