"""Every variant against PyTorch (tests/data/variants_reference.json, recorded by
tests/data/record_variants_reference.py with scaled_dot_product_attention and
transformers' RoPE): the pipeline must agree to 1e-12 in float64."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from explorer.core.attention.pipeline import run
from explorer.core.io.session_files import dumps, loads, session_from_dict

DATA = json.loads((Path(__file__).parent / "data" / "variants_reference.json").read_text(encoding="utf-8"))
CASES = DATA["cases"]
TOL = 1e-12


def close(a, b) -> None:
    np.testing.assert_allclose(np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64), rtol=0, atol=TOL)


def test_the_reference_covers_every_variant():
    kinds = {case["session"].get("positions", {}).get("kind") for case in CASES}
    pairs = {case["session"].get("positions", {}).get("pairs") for case in CASES}
    assert {"rope", "alibi", "sinusoidal", None} <= kinds and {"half", "interleaved"} <= pairs
    assert any("kv_heads" in c["session"] for c in CASES) and any("window" in c["session"] for c in CASES)
    assert any("padding" in c["session"] for c in CASES) and any(c["session"]["mode"] == "cross" for c in CASES)
    assert DATA["made_with"].startswith("torch ")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_the_pipeline_equals_pytorch(case):
    session = session_from_dict(case["session"])
    ref = case["torch"]
    trace = run(session, dtype="float64")
    heads = len(session.heads)
    groups = session.kv_groups or heads
    for h in range(heads):
        group = h // (heads // groups)
        close(trace.step("q", h).array, ref["q"][h])
        close(trace.step("k", h).array, ref["k"][group])  # before rotation, as compute prints it
        if "q_rot" in ref:
            close(trace.step("q_rot", h).array, ref["q_rot"][h])
            close(trace.step("k_rot", h).array, ref["k_rot"][group])
        if "bias" in ref:
            close(trace.step("bias", h).array, ref["bias"][h])
        close(trace.step("weights", h).array, ref["weights"][h])
        close(trace.step("output", h).array, ref["output"][h])
    if "pe" in ref:
        close(trace.step("pe", None).array, ref["pe"])


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_each_reference_file_round_trips_byte_for_byte(case):
    session = session_from_dict(case["session"])
    text = dumps(session)
    again = loads(text)
    assert again.equals(session) and dumps(again) == text
    assert json.loads(text)["version"] == 3
