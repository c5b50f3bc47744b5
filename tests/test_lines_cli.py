"""export_lines: the headless lines view (what `export --step lines` runs), in a fresh process
(it picks the offscreen platform itself); the refusals, which are about the statuses and the
messages, run in this process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PRESET = ROOT / "resources" / "presets" / "02-causal-decoder.json"


def _export(*args: str) -> subprocess.CompletedProcess:
    code = "import sys; from explorer.lines_cli import export_lines; " \
           "a = sys.argv[1:]; sys.exit(export_lines(a[0], a[1], None if a[2] == '-' else int(a[2]), a[3]))"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("QT_QPA_PLATFORM", None)  # the function picks the offscreen platform itself
    env.pop("DISPLAY", None)
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                          timeout=120, check=False)


@pytest.fixture
def in_process(qapp, capsys, monkeypatch):
    """Call ``function(*args)`` here: its status and what it printed, as a process would give them."""
    monkeypatch.setenv("ATTENTION_EXPLORER_BACKEND", "numpy")

    def call(function, *args) -> subprocess.CompletedProcess:
        capsys.readouterr()
        status = function(*args)
        out = capsys.readouterr()
        return subprocess.CompletedProcess(args, status, out.out, out.err)

    return call


def test_svg_of_a_causal_session_holds_every_token(tmp_path):
    out = tmp_path / "lines.svg"
    done = _export(str(PRESET), str(out), "0", "dark")
    assert done.returncode == 0, done.stderr
    text = out.read_text()
    for token in ("The", "cat", "sat", "down"):
        assert text.count(f">{token}</text>") >= 2
    assert "#17191d" in text  # the dark theme's background
    assert _export(str(PRESET), str(tmp_path / "all.pdf"), "-", "light").returncode == 0
    assert (tmp_path / "all.pdf").read_bytes().startswith(b"%PDF-")


def test_bad_input_is_one_line_and_writes_nothing(tmp_path, in_process):
    from explorer.lines_cli import export_lines

    done = in_process(export_lines, str(PRESET), str(tmp_path / "x.svg"), 5, "light")
    # export_lines takes a 0-based head; its message counts from 1, as the command line does
    assert done.returncode == 2 and "--head 6" in done.stderr and "heads 1 to" in done.stderr and "Traceback" not in done.stderr
    done = in_process(export_lines, str(PRESET), str(tmp_path / "x.txt"), 0, "light")
    assert done.returncode == 2 and "figure format" in done.stderr
    done = in_process(export_lines, str(tmp_path / "missing.json"), str(tmp_path / "x.png"), 0, "light")
    assert done.returncode == 2 and "missing.json" in done.stderr
    done = in_process(export_lines, str(PRESET), str(tmp_path / "no" / "x.png"), 0, "light")
    assert done.returncode == 1 and "does not exist" in done.stderr  # a failed write is 1, bad input 2
    assert list(tmp_path.iterdir()) == []


def test_the_export_command_writes_the_lines_view(tmp_path, in_process):
    from explorer.cli import main
    from explorer.core.io.presets import load_preset
    from explorer.core.io.session_files import save
    from test_cli_compute import cli

    path = tmp_path / "two.json"
    save(load_preset("04-two-heads"), path)
    out = tmp_path / "lines.svg"
    result = cli("export", str(path), "--step", "lines", "-o", str(out))
    assert result.returncode == 0, result.stderr
    svg = out.read_text()
    assert "all heads" in svg
    # The command's own process above; its --head cases through the same main() here.
    zero = in_process(main, ["export", str(path), "--step", "lines", "--head", "0", "-o", str(tmp_path / "zero.svg")])
    assert zero.returncode == 2 and "counted from 1" in zero.stderr and not (tmp_path / "zero.svg").exists()
    one = in_process(main, ["export", str(path), "--step", "lines", "--head", "1", "-o", str(tmp_path / "one.svg")])
    assert one.returncode == 0, one.stderr
    assert "all heads" not in (tmp_path / "one.svg").read_text()
    bad = in_process(main, ["export", str(path), "--step", "lines", "--head", "7", "-o", str(tmp_path / "x.svg")])
    assert bad.returncode == 2 and "--head 7" in bad.stderr and "heads 1 to 2" in bad.stderr and not (tmp_path / "x.svg").exists()
