"""`attention-explorer compute` as a user runs it: a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest
from naive import attention
from test_session_io import BAD

from explorer.core.backend import BackendError, probe_cupy
from explorer.core.io.presets import list_presets, load_preset
from explorer.core.io.session_files import dumps, save, session_to_dict
from explorer.core.attention.recent_variants import uses_recent
from explorer.core.attention.variants import uses_variants


def cli(*args: str, **env: str) -> subprocess.CompletedProcess:
    """Run the installed command as a user would, from a neutral folder (so
    the checkout's own explorer/ folder cannot shadow the installed one)."""
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy", **env}
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir())


@pytest.fixture
def in_process(capsys, monkeypatch):
    """The same command through explorer.cli.main in this process: its status and what it printed,
    without a Python start per case (the first case of each list below still runs cli())."""
    from explorer.cli import main

    monkeypatch.setenv("ATTENTION_EXPLORER_BACKEND", "numpy")

    def command(*args: str) -> subprocess.CompletedProcess:
        capsys.readouterr()
        status = main(list(args))
        out = capsys.readouterr()
        return subprocess.CompletedProcess(["attention-explorer", *args], status, out.out, out.err)

    return command


#: Presets of the 2017 mechanism (tests/naive.py knows no variants: the 2023 ones are tested below;
#: the 2025–26 ones wait for the pipeline's steps of them, tests/test_presets_recent.py checks their forward).
PLAIN = [p.name for p in list_presets()
         if not uses_variants(load_preset(p.name)) and not uses_recent(load_preset(p.name))]


@pytest.mark.parametrize("preset", PLAIN)
def test_compute_prints_the_documented_json(tmp_path, in_process, preset):
    session = load_preset(preset)
    path = tmp_path / "s.json"
    save(session, path)
    result = (cli if preset == PLAIN[0] else in_process)("compute", str(path))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = json.loads(result.stdout)
    assert out["backend"] == "numpy" and out["dtype"] == "float64"
    heads, final = attention(session)
    assert len(out["heads"]) == len(session.heads)
    for got, ref in zip(out["heads"], heads):
        assert set(got) == {"q", "k", "v", "scores", "scaled", "weights", "output"}
        for key, expected in ref.items():
            np.testing.assert_allclose(got[key], expected, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(out["output"], final, rtol=1e-12, atol=1e-12)


def test_compute_float32(tmp_path):
    path = tmp_path / "s.json"
    save(load_preset("01-thinking-machines"), path)
    out = json.loads(cli("compute", "--dtype", "float32", str(path)).stdout)
    assert out["dtype"] == "float32"


def test_compute_auto_precision_follows_the_size(tmp_path, in_process, monkeypatch):
    from explorer.core.attention import pipeline
    from explorer.core.edits import resize

    # The help's "from 1024 tokens" is the threshold's value: one head of 1024 × 1024 cells.
    assert pipeline.AUTO_FLOAT32_CELLS == 1024 * 1024
    assert "from 1024 tokens" in " ".join(cli("compute", "--help").stdout.split())
    small, large = tmp_path / "small.json", tmp_path / "large.json"
    save(load_preset("01-thinking-machines"), small)
    save(resize(load_preset("01-thinking-machines"), n=12, fill="random", seed=3), large)
    assert json.loads(cli("compute", "--dtype", "auto", str(small)).stdout)["dtype"] == "float64"
    # At 1024 tokens each run printed 60 MB of JSON (10 s): the same rule at a threshold of
    # 12 × 12 cells, in this process; both sides of it.
    monkeypatch.setattr(pipeline, "AUTO_FLOAT32_CELLS", 12 * 12)
    assert json.loads(in_process("compute", "--dtype", "auto", str(large)).stdout)["dtype"] == "float32"
    assert json.loads(in_process("compute", "--dtype", "auto", str(small)).stdout)["dtype"] == "float64"
    assert json.loads(in_process("compute", str(large)).stdout)["dtype"] == "float64"  # the default stays exact


@pytest.mark.parametrize("label,text,words", BAD, ids=[b[0] for b in BAD])
def test_bad_files_exit_2_with_one_line(tmp_path, in_process, label, text, words):
    path = tmp_path / "bad.json"
    path.write_text(text)
    result = (cli if label == BAD[0][0] else in_process)("compute", str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr
    assert str(path) in lines[0]
    for word in words:
        assert word in lines[0]


def test_missing_file_exit_2(tmp_path):
    result = cli("compute", str(tmp_path / "missing.json"))
    assert (result.returncode, result.stdout) == (2, "")
    assert "no such file" in result.stderr


def test_overflow_exit_3_names_the_step(tmp_path):
    doc = session_to_dict(load_preset("01-thinking-machines"))
    doc["embeddings"] = [[1e200, 0, 1e200], [0, 2e200, 0]]
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc))
    result = cli("compute", str(path))
    assert result.returncode == 3 and result.stdout == ""
    assert "heads[0].scores" in result.stderr and "overflow" in result.stderr


def test_cupy_requested_without_gpu_is_one_line(tmp_path):
    path = tmp_path / "s.json"
    save(load_preset("01-thinking-machines"), path)
    result = cli("compute", "--backend", "cupy", str(path), CUDA_VISIBLE_DEVICES="")
    if _gpu_works():
        pytest.skip("a GPU works here; this test is about machines without one")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "cupy" in result.stderr and "Traceback" not in result.stderr


def _gpu_works() -> bool:
    try:
        probe_cupy()
    except BackendError:
        return False
    return True


def test_version_and_help_without_display():
    from explorer import __version__

    version = cli("--version")
    assert version.returncode == 0 and __version__ in version.stdout
    helptext = cli("--help")
    assert helptext.returncode == 0 and "compute" in helptext.stdout
    assert cli("compute", "--help").returncode == 0


# -- the variants (in-process: the subprocess above runs the installed package) ---------------
VARIANTS = json.loads((Path(__file__).parent / "data" / "variants_reference.json").read_text())["cases"]


@pytest.mark.parametrize("case", VARIANTS, ids=[c["name"] for c in VARIANTS])
def test_compute_keeps_its_keys_and_adds_q_rot_k_rot_and_bias(tmp_path, capsys, case):
    from explorer.cli import compute_main

    path = tmp_path / "v3.json"
    path.write_text(json.dumps(case["session"]), encoding="utf-8")
    assert compute_main([str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    ref = case["torch"]
    kind = case["session"].get("positions", {}).get("kind")
    extra = {"rope": {"q_rot", "k_rot"}, "alibi": {"bias"}}.get(kind, set())
    heads = len(case["session"]["heads"])
    groups = len(case["session"].get("kv_heads", [])) or heads
    for h, got in enumerate(out["heads"]):
        assert set(got) == {"q", "k", "v", "scores", "scaled", "weights", "output"} | extra
        g = h // (heads // groups)
        np.testing.assert_allclose(got["q"], ref["q"][h], rtol=0, atol=1e-12)  # before rotation
        np.testing.assert_allclose(got["k"], ref["k"][g], rtol=0, atol=1e-12)
        np.testing.assert_allclose(got["weights"], ref["weights"][h], rtol=0, atol=1e-12)
        np.testing.assert_allclose(got["output"], ref["output"][h], rtol=0, atol=1e-12)
        if "q_rot" in extra:
            np.testing.assert_allclose(got["q_rot"], ref["q_rot"][h], rtol=0, atol=1e-12)
            np.testing.assert_allclose(got["k_rot"], ref["k_rot"][g], rtol=0, atol=1e-12)
            # The scores are what the softmax reads before scaling: from the rotated rows.
            np.testing.assert_allclose(got["scores"], np.array(ref["q_rot"][h]) @ np.array(ref["k_rot"][g]).T,
                                       rtol=0, atol=1e-12)
        if "bias" in extra:
            np.testing.assert_allclose(got["bias"], ref["bias"][h], rtol=0, atol=1e-12)


V3_BAD = [
    ("positions", {"positions": {"kind": "spiral"}}, "positions: unknown kind 'spiral'"),
    ("theta", {"positions": {"kind": "rope", "theta": -1}}, "theta: must be a positive number"),
    ("pairs", {"positions": {"kind": "rope", "pairs": "odd"}}, "pairs: expected"),
    ("window", {"window": 0}, "window: must be a whole number of at least 1"),
    ("padding", {"padding": [0, 1]}, "padding: query 1 ('Thinking') would see no key"),
    ("slopes", {"positions": {"kind": "alibi", "slopes": [1, 2]}}, "slopes: expected 1 slopes"),
    ("kv_heads", {"kv_heads": "two"}, "kv_heads: expected a list of KV groups"),
    ("d_k", {"positions": {"kind": "rope"}}, "d_k: RoPE turns pairs of components, so d_k must be even"),
    ("w_k", {"kv_heads": [{"w_k": [[1.0]] * 3, "w_v": [[1.0]] * 3}]}, "heads[0].w_k: not allowed with kv_heads"),
]


@pytest.mark.parametrize("label,change,start", V3_BAD, ids=[b[0] for b in V3_BAD])
def test_bad_v3_values_exit_2_with_one_line_naming_the_field(tmp_path, capsys, label, change, start):
    from explorer.cli import compute_main

    doc = json.loads(dumps(load_preset("01-thinking-machines")))
    doc.update(version=3, **change)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert compute_main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"bad.json: {start}" in err, err


def test_grouped_files_name_the_missing_w_v_and_cross_mode_refusals(tmp_path, capsys):
    from explorer.cli import compute_main

    doc = json.loads(dumps(load_preset("01-thinking-machines")))
    for head in doc["heads"]:
        del head["w_k"], head["w_v"]
    cases = [({"kv_heads": [{"w_k": [[1.0] * 3] * 3}]}, "kv_heads[0].w_v: missing"),
             ({"kv_heads": [{"w_k": [[1.0] * 2] * 3, "w_v": [[1.0]] * 3}]}, "kv_heads[0].w_k[0]: expected 3 columns")]
    cross = json.loads(dumps(load_preset("03-cross-attention")))
    for change, start in cases + [(dict(cross, positions={"kind": "rope"}), "cross: rope positions are not allowed"),
                                  (dict(cross, window=2), "cross: a sliding window is not allowed")]:
        path = tmp_path / "bad.json"
        path.write_text(json.dumps({**doc, **change, "version": 3}), encoding="utf-8")
        assert compute_main([str(path)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"bad.json: {start}" in err, err
