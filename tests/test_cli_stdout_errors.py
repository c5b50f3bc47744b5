"""Every CLI way out is one line: with standard output on a full disk
(/dev/full) compute, explain and train exit 1 with one line on stderr, no
traceback; a closed pipe is a quiet success; an unexpected error is one line."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save

ROOT = Path(__file__).resolve().parents[1]
ENV = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy", "PYTHONPATH": str(ROOT)}

pytestmark = pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")


@pytest.fixture
def session_file(tmp_path):
    path = tmp_path / "thinking.json"
    save(load_preset("01-thinking-machines"), path)
    return path


@pytest.mark.parametrize("args", [
    ["compute", "{s}"],
    ["compute", "{s}", "--indent", "2"],
    ["explain", "{s}", "--step", "scores", "--row", "1", "--col", "2"],
    ["explain", "{s}", "--step", "scores", "--row", "1", "--col", "2", "--format", "latex"],
    ["train", "{s}", "--target", "first", "--steps", "3", "-o", "{out}"],
], ids=["compute", "compute-indent", "explain", "explain-latex", "train"])
def test_stdout_on_a_full_disk_is_exit_1_and_one_line(tmp_path, session_file, args):
    argv = [a.format(s=session_file, out=tmp_path / "t.json") for a in args]
    with open("/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "explorer", *argv], stdout=full, stderr=subprocess.PIPE,
                                text=True, timeout=120, env=ENV, cwd=tempfile.gettempdir())
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1, result.stderr
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert "No space left on device" in lines[0]


def test_a_closed_pipe_is_a_quiet_success(session_file):
    proc = subprocess.Popen([sys.executable, "-m", "explorer", "compute", str(session_file), "--indent", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, cwd=tempfile.gettempdir())
    proc.stdout.read(10)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0 and err == ""


def test_an_unexpected_error_is_one_line(monkeypatch, capsys, session_file):
    from explorer import cli

    def broken(argv):
        raise TypeError("a bug\nspread over lines, it's said")

    monkeypatch.setattr(cli, "compute_main", broken)
    monkeypatch.delenv("ATTENTION_EXPLORER_DEBUG", raising=False)
    assert cli.main(["compute", str(session_file)]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "ATTENTION_EXPLORER_DEBUG" in err
    assert "TypeError: a bug\\x0aspread over lines, it's said" in err
