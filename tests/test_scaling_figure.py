"""The "why √d_k" chart as a figure and from the command line: real text, both themes, verified files."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from explorer.core.io.presets import load_preset
from explorer.core.attention.scaling_demo import scaling_demo
from explorer.core.io.session_files import save
from explorer.export.options import FigureOptions

ROOT = str(Path(__file__).resolve().parents[1])
SVG = "{http://www.w3.org/2000/svg}text"


def svg_texts(data: bytes) -> list[str]:
    return ["".join(t.itertext()) for t in ET.fromstring(data).iter(SVG)]


@pytest.fixture(scope="module")
def demo():
    return scaling_demo(3)


def test_the_svg_holds_titles_labels_and_numbers_as_text(qapp, demo):
    from explorer.export.render import svg_bytes
    from explorer.export.scaling_figure import ScalingFigure

    figure = ScalingFigure(demo)
    texts = svg_texts(svg_bytes(figure, title=figure.title))
    joined = " ".join(texts)
    for words in ("Why divide by", "The scores q\u00b7k: how far they spread", "Softmax of one row (8 keys)",
                  "q\u00b7k undivided", "this session", "score value (one axis for every row)",
                  "divide each of the results by square root of the dimension of key vector"):
        assert words in joined, words
    for d_k in (3, 4, 64, 512):  # "d_k = 512": d, k (a subscript) and " = 512" are runs of one formula
        assert f" = {d_k}" in texts
    top = demo.spread(512)
    assert f"\u03c3 = {top.raw_std:.3g}" in texts and f"\u03c3 = {top.scaled_std:.2f}" in texts
    assert f"max {top.max_raw:.2f} \u00b7 H {top.entropy_raw:.2f} bits" in texts
    assert "one-hot" in joined and "standard-normal components" in joined and "2000 pairs" in joined


def test_both_themes_and_the_compact_page_figure(qapp, demo):
    from PySide6.QtGui import QColor

    from explorer.export.render import render_image, svg_bytes
    from explorer.export.scaling_figure import COLOURS, ScalingFigure
    from explorer.export.theme import DARK

    dark = ScalingFigure(demo, FigureOptions(theme="dark"))
    svg = svg_bytes(dark).decode()
    assert DARK.background in svg and COLOURS["dark"][0].lower() in svg.lower()
    image = render_image(dark, 1)
    assert image.pixelColor(3, 3) == QColor(DARK.background)
    light = ScalingFigure(demo)
    assert render_image(light, 1).pixelColor(3, 3) == QColor("#ffffff")
    page = ScalingFigure(demo, FigureOptions(header=False), compact=True)
    assert page.width < light.width and page.height < light.height
    assert page.width <= 800  # a deck page's figure box is 756 wide: shown at nearly its own size
    page_texts = " ".join(svg_texts(svg_bytes(page)))
    assert "Why divide by" not in page_texts and "one-hot" not in page_texts  # the page prints those
    assert "Softmax of one row" in page_texts


def test_the_shared_axis_widens_the_undivided_rows_only(qapp, demo):
    from explorer.export.scaling_figure import ScalingFigure

    figure = ScalingFigure(demo)
    # One axis for every row: ±4 σ of the largest d_k spans the histogram column.
    assert figure.value_x(-figure.reach) == figure.hist_x
    assert figure.value_x(0.0) == pytest.approx(figure.hist_x + figure.sizes.hist_w / 2)
    width = {s.d_k: figure.value_x(4 * s.root) - figure.value_x(-4 * s.root) for s in demo.spreads}
    assert width[512] == pytest.approx(figure.sizes.hist_w) and width[4] < width[64] < width[512]


def cli(*args: str) -> subprocess.CompletedProcess:
    env = {"PATH": os.environ.get("PATH", ""), "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy",
           "PYTHONPATH": ROOT}
    return subprocess.run([sys.executable, "-m", "explorer", "export", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir(), check=False)


def in_process(capsys, *args: str) -> tuple[int, str]:
    """(exit status, stderr) of ``export ARGS`` run by the command's own ``main`` in this process: the
    same code as :func:`cli` without a Python start and an import of Qt (the real process is tried once
    for writing and once for a refusal)."""
    from explorer.cli import main

    status = main(["export", *args])
    return status, capsys.readouterr().err


def test_the_export_command_writes_the_chart_for_the_sessions_dk(tmp_path, capsys, qapp):
    path = tmp_path / "causal.json"
    save(load_preset("02-causal-decoder"), path)
    out = tmp_path / "why.svg"
    result = cli(str(path), "--step", "why_sqrt_dk", "-o", str(out), "--theme", "dark", "--width-mm", "200")
    assert result.returncode == 0 and result.stderr == result.stdout == "", result.stderr
    root = ET.parse(out).getroot()
    assert root.attrib["width"].startswith("200") and root.attrib["width"].endswith("mm")
    texts = ["".join(t.itertext()) for t in root.iter(SVG)]
    assert "this session" in texts and f" = {load_preset('02-causal-decoder').d_k}" in texts
    assert in_process(capsys, str(path), "--step", "why-sqrt-dk", "-o", str(tmp_path / "why.pdf")) == (0, "")
    data = (tmp_path / "why.pdf").read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert in_process(capsys, str(path), "--step", "why_sqrt_dk", "-o", str(tmp_path / "why.png")) == (0, "")
    assert (tmp_path / "why.png").read_bytes().startswith(b"\x89PNG")


def test_bad_input_is_one_line_and_writes_nothing(tmp_path, capsys, qapp):
    path = tmp_path / "two.json"
    save(load_preset("01-thinking-machines"), path)
    before = sorted(p.name for p in tmp_path.iterdir())
    status, err = in_process(capsys, str(path), "--step", "why_sqrt_dk", "-o", str(tmp_path / "why.csv"))
    assert status == 2 and "figure format" in err and "Traceback" not in err
    missing = cli(str(tmp_path / "nope.json"), "--step", "why_sqrt_dk", "-o", str(tmp_path / "why.svg"))
    assert missing.returncode == 2 and "nope.json" in missing.stderr and len(missing.stderr.splitlines()) == 1
    status, err = in_process(capsys, str(path), "--step", "why_sqrt_dk", "-o", str(tmp_path / "no" / "why.svg"))
    assert status == 1 and "does not exist" in err  # a failed write is 1, bad input 2
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_help_names_the_step():
    done = cli("--help")
    assert done.returncode == 0 and "why_sqrt_dk" in done.stdout
