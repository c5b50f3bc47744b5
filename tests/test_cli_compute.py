"""`attention-explorer compute` as a user runs it: a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile

import numpy as np
import pytest

from explorer.core.presets import list_presets, load_preset
from explorer.core.backend import BackendError, probe_cupy
from explorer.core.session_io import save, session_to_dict
from naive import attention
from test_session_io import BAD


def cli(*args: str, **env: str) -> subprocess.CompletedProcess:
    """Run the installed command as a user would, from a neutral folder (so
    the checkout's own explorer/ folder cannot shadow the installed one)."""
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy", **env}
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir())


@pytest.mark.parametrize("preset", [p.name for p in list_presets()])
def test_compute_prints_the_documented_json(tmp_path, preset):
    session = load_preset(preset)
    path = tmp_path / "s.json"
    save(session, path)
    result = cli("compute", str(path))
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


def test_compute_auto_precision_follows_the_size(tmp_path):
    from explorer.core.edits import resize

    small, large = tmp_path / "small.json", tmp_path / "large.json"
    save(load_preset("01-thinking-machines"), small)
    save(resize(load_preset("01-thinking-machines"), n=1024, fill="random", seed=3), large)
    assert json.loads(cli("compute", "--dtype", "auto", str(small)).stdout)["dtype"] == "float64"
    assert json.loads(cli("compute", "--dtype", "auto", str(large)).stdout)["dtype"] == "float32"
    assert json.loads(cli("compute", str(large)).stdout)["dtype"] == "float64"  # the default stays exact


@pytest.mark.parametrize("label,text,words", BAD, ids=[b[0] for b in BAD])
def test_bad_files_exit_2_with_one_line(tmp_path, label, text, words):
    path = tmp_path / "bad.json"
    path.write_text(text)
    result = cli("compute", str(path))
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
