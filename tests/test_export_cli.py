"""`attention-explorer export` as a user runs it: a subprocess with no display. Where one
behaviour has several cases, the first runs as a subprocess and the others through
explorer.cli.main in this process (``in_process``: the same code, its status and output)."""

from __future__ import annotations

import csv
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save


def cli(*args: str) -> subprocess.CompletedProcess:
    """Run from a neutral folder with no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM:
    the command must set up its offscreen Qt itself. PYTHONPATH names this checkout,
    so its code is what runs (the installed package may be another copy)."""
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy",
           "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    assert not {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"} & set(env)
    return subprocess.run([sys.executable, "-m", "explorer", "export", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir())


@pytest.fixture
def in_process(qapp, capsys, monkeypatch):
    from explorer.cli import main

    monkeypatch.setenv("ATTENTION_EXPLORER_BACKEND", "numpy")

    def command(*args: str) -> subprocess.CompletedProcess:
        capsys.readouterr()
        status = main(["export", *args])
        out = capsys.readouterr()
        return subprocess.CompletedProcess(["attention-explorer", "export", *args], status, out.out, out.err)

    return command


@pytest.fixture
def session_file(tmp_path):
    path = tmp_path / "thinking.json"
    save(load_preset("01-thinking-machines"), path)
    return path


def files(folder):
    return sorted(p.name for p in folder.iterdir())


def test_png(tmp_path, session_file, qapp):
    from PySide6.QtGui import QImage

    out = tmp_path / "weights.png"
    result = cli(str(session_file), "-o", str(out), "--scale", "3")
    assert result.returncode == 0, result.stderr
    assert result.stderr == "" and result.stdout == ""
    assert out.read_bytes().startswith(b"\x89PNG")
    image = QImage(str(out))
    assert image.width() > 900 and image.dotsPerMeterX() == round(300 / 0.0254)


def test_svg_with_title_and_dark_theme(tmp_path, session_file):
    out = tmp_path / "weights.svg"
    result = cli(str(session_file), "-o", str(out), "--title", "Thinking about machines", "--theme", "dark",
                 "--no-values")
    assert result.returncode == 0, result.stderr
    texts = ["".join(t.itertext()) for t in ET.parse(out).getroot().iter("{http://www.w3.org/2000/svg}text")]
    assert "Thinking about machines" in texts and "Machines" in texts
    assert "0.760" not in texts  # --no-values


def test_pdf_pipeline_slide(tmp_path, session_file, qapp):
    from PySide6.QtPdf import QPdfDocument

    out = tmp_path / "slide.pdf"
    result = cli(str(session_file), "-o", str(out), "--step", "pipeline")
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"%PDF")
    doc = QPdfDocument(None)
    doc.load(str(out))
    assert doc.pageCount() == 1
    assert doc.pagePointSize(0).width() == pytest.approx(960, abs=0.5)
    assert "Thinking" in doc.getAllText(0).text()
    doc.close()


def test_csv_of_a_chosen_step(tmp_path, session_file):
    out = tmp_path / "scores.csv"
    result = cli(str(session_file), "-o", str(out), "--step", "scores", "--head", "1")
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(out.open()))
    assert rows[0] == ["1 · Scores (head 1)", "Thinking", "Machines"]  # named as the cards are, from 1
    assert [[float(x) for x in r[1:]] for r in rows[1:]] == [[4.0, 2.0], [0.0, 4.0]]


@pytest.mark.parametrize("fmt", ["npz", "tex", "md"])
def test_format_flag_overrides_the_suffix(tmp_path, session_file, in_process, fmt):
    out = tmp_path / "weights.out"
    result = (cli if fmt == "npz" else in_process)(str(session_file), "-o", str(out), "--format", fmt)
    assert result.returncode == 0, result.stderr
    if fmt == "npz":
        with np.load(out, allow_pickle=False) as data:
            np.testing.assert_allclose(data["values"], [[0.760, 0.240], [0.090, 0.910]], atol=5e-4)
    else:
        assert "0.760" in out.read_text()


def one_line_failure(result: subprocess.CompletedProcess, status: int = 2) -> str:
    assert result.returncode == status
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    return lines[0]


def test_bad_session_file_exit_2_nothing_written(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "attention-explorer/session", "version": 1, "mode": "self", "tokens": [1]}')
    line = one_line_failure(cli(str(bad), "-o", str(tmp_path / "out.png")))
    assert str(bad) in line and "tokens" in line
    assert files(tmp_path) == ["bad.json"]


def test_missing_session_file(tmp_path):
    line = one_line_failure(cli(str(tmp_path / "nope.json"), "-o", str(tmp_path / "out.pdf")))
    assert "no such file" in line
    assert files(tmp_path) == []


@pytest.mark.parametrize("name", ["x.png", "x.svg", "x.pdf", "x.csv"])
def test_unwritable_output_exit_1_nothing_left(tmp_path, session_file, in_process, name):
    # A failed write is exit 1 in every command (bad input is 2).
    blocker = tmp_path / "afile"
    blocker.write_text("")
    line = one_line_failure((cli if name == "x.png" else in_process)(str(session_file), "-o", str(blocker / name)), 1)
    assert "cannot write" in line and "not a folder" in line
    assert files(tmp_path) == ["afile", "thinking.json"]


def test_unknown_step_lists_the_valid_ones(tmp_path, session_file):
    line = one_line_failure(cli(str(session_file), "-o", str(tmp_path / "x.png"), "--step", "attention"))
    assert "unknown step 'attention'" in line
    for step in ("q", "k", "v", "scores", "scaled", "weights", "output", "pipeline"):
        assert step in line
    assert "masked" not in line  # not a step of a self-attention session
    assert files(tmp_path) == ["thinking.json"]


def test_unknown_suffix_and_bad_head(tmp_path, session_file, in_process):
    assert "--format" in one_line_failure(cli(str(session_file), "-o", str(tmp_path / "x.jpeg")))
    assert "no head 5" in one_line_failure(in_process(str(session_file), "-o", str(tmp_path / "x.png"), "--head", "5"))
    assert "counted from 1" in one_line_failure(in_process(str(session_file), "-o", str(tmp_path / "x.png"),
                                                           "--head", "0"))
    assert files(tmp_path) == ["thinking.json"]


def test_help_mentions_export():
    env = {"PATH": "", "HOME": "/nonexistent"}
    result = subprocess.run([sys.executable, "-m", "explorer", "--help"], capture_output=True, text=True,
                            timeout=60, env=env, cwd=tempfile.gettempdir())
    assert result.returncode == 0 and "export SESSION -o FILE" in result.stdout
    assert cli("--help").returncode == 0


def test_in_process_main_writes_a_matrix(tmp_path, session_file):
    # The same entry point in-process (as the packaged command calls it).
    from explorer.cli import main

    out = tmp_path / "w.md"
    assert main(["export", str(session_file), "-o", str(out)]) == 0
    assert "| Thinking |" in out.read_text()


def test_help_says_head_and_query_count_from_1():
    from explorer.export_cli import export_parser

    text = " ".join(export_parser().format_help().split())
    assert "the head, counted from 1" in text and "the query row, counted from 1" in text
