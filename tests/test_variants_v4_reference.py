"""The 2025–26 variants against PyTorch (tests/data/variants_v4_reference.json, recorded by
tests/data/record_variants_v4_reference.py from float64 torch and transformers' RoPE
initialisation functions): every step the reference has must agree to 1e-12."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from explorer.core.attention.pipeline import run
from explorer.core.attention.positions import rope_attention_factor, rope_frequencies
from explorer.core.io.session_files import dumps, loads, session_from_dict

DATA = json.loads((Path(__file__).parent / "data" / "variants_v4_reference.json").read_text(encoding="utf-8"))
CASES = DATA["cases"]
TOL = 1e-12
#: Reference key → the trace's step id, per head.
PER_HEAD = {"weights": "weights", "output": "output", "q_norm": "q_norm", "k_norm": "k_norm",
            "softcapped": "softcapped", "weights_1": "weights_1", "weights_2": "weights_2",
            "q_rot": "q_rot", "k_rot": "k_rot"}


def close(actual, expected, what: str) -> None:
    a, e = np.asarray(actual, dtype=np.float64), np.asarray(expected, dtype=np.float64)
    assert a.shape == e.shape, (what, a.shape, e.shape)
    np.testing.assert_allclose(a, e, rtol=0, atol=TOL * max(1.0, float(np.abs(e).max())), err_msg=what)


def test_the_reference_covers_every_variant():
    sessions = [c["session"] for c in CASES]
    for key in ("qk_norm", "softcap", "sinks", "topk", "differential", "kernel", "latent"):
        assert any(key in s for s in sessions), key
    kinds = {s.get("positions", {}).get("scaling", {}).get("kind") for s in sessions}
    assert {"linear", "ntk", "yarn"} <= kinds
    assert {"head", "all"} <= {s["qk_norm"]["scope"] for s in sessions if "qk_norm" in s}
    assert any("rope" in s.get("latent", {}) for s in sessions)
    assert DATA["made_with"]["torch"].startswith("2.") and DATA["made_with"]["dtype"].startswith("float64")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_the_pipeline_equals_pytorch(case):
    session = session_from_dict(case["session"])
    expected = case["expected"]
    trace = run(session, dtype="float64")
    checked = 0
    for key, sid in PER_HEAD.items():
        if key not in expected:
            continue
        for h, ref in enumerate(expected[key]):
            close(trace.get(f"heads[{h}].{sid}").array, ref, f"{key} of head {h + 1}")
            checked += 1
    if "sink_share" in expected:
        for h, ref in enumerate(expected["sink_share"]):
            close(np.asarray(trace.get(f"heads[{h}].sink_share").array)[:, 0], ref, f"sink share of head {h + 1}")
    if "latent" in expected:
        close(trace.get("latent").array, expected["latent"], "latent c")
    final = "projected" if session.w_o is not None else ("concat" if len(session.heads) > 1 else "heads[0].output")
    close(trace.get(final).array, expected["final"], "final output")
    assert checked >= 2 and not trace.problems


@pytest.mark.parametrize("case", [c for c in CASES if "inv_freq" in c["expected"]],
                         ids=[c["name"] for c in CASES if "inv_freq" in c["expected"]])
def test_scaled_rope_frequencies_and_factor_equal_transformers(case):
    session = session_from_dict(case["session"])
    pos = session.positions
    close(rope_frequencies(session.d_k, pos.theta, pos.scaling), case["expected"]["inv_freq"], "inverse frequencies")
    assert rope_attention_factor(pos.scaling) == pytest.approx(case["expected"]["attention_factor"], rel=1e-15)


@pytest.mark.parametrize("case", [c for c in CASES if "topk_kept" in c["expected"]],
                         ids=[c["name"] for c in CASES if "topk_kept" in c["expected"]])
def test_top_k_keeps_the_keys_pytorch_kept(case):
    trace = run(session_from_dict(case["session"]))
    for h, rows in enumerate(case["expected"]["topk_kept"]):
        a = np.asarray(trace.get(f"heads[{h}].weights").array)
        for i, kept in enumerate(rows):
            assert sorted(np.flatnonzero(a[i] > 0).tolist()) == sorted(kept), (h, i)


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_each_reference_session_round_trips_through_the_file(case):
    session = session_from_dict(case["session"])
    again = loads(dumps(session))
    assert again.equals(session)
