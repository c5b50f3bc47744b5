"""Exports that are safe to open: no spreadsheet formulas from labels, Markdown
that renders no HTML or links, LaTeX that compiles, SVG that parses."""

from __future__ import annotations

import csv
import io
import re
import subprocess
import sys
import tempfile

import pytest

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save
from explorer.export.files import export
from explorer.export.matrices import csv_label, csv_text, latex_text, markdown_text
from explorer.export.view import ExportError, matrix_view

HOSTILE = ["=HYPERLINK(\"http://x\",\"y\")", "+1+2", "-3", "@SUM(A1)", "\tTab", "\rCR"]


def view_with(tokens):
    session = load_preset("01-thinking-machines")
    return matrix_view(run(session.with_tokens(tokens)), "heads[0].weights")


@pytest.mark.parametrize("label", HOSTILE)
def test_a_label_that_would_start_a_formula_gets_an_apostrophe(label):
    assert csv_label(label).startswith("'")
    rows = list(csv.reader(io.StringIO(csv_text(view_with([label, "ok"])), newline="")))
    safe = ("'" + label).replace("\r", "\n")  # a bare CR is written as a (quoted) line break
    assert rows[0][1] == safe and rows[1][0] == safe
    assert rows[0][2] == "ok" and rows[2][0] == "ok"


def test_numbers_keep_their_sign():
    session = load_preset("01-thinking-machines")
    view = matrix_view(run(session.with_cells("embeddings", 0, 0, [[-5.0]])), "heads[0].q")
    rows = list(csv.reader(io.StringIO(csv_text(view))))
    numbers = [cell for row in rows[1:] for cell in row[1:]]
    assert any(cell.startswith("-") for cell in numbers)
    assert not any(cell.startswith("'") for cell in numbers)


def test_markdown_renders_no_html_no_links_no_emphasis():
    text = markdown_text(view_with(["<script>alert(1)</script>", "[x](javascript:alert(1)) *b* `c` | d"]))
    assert "<script>" not in text and "&lt;script&gt;" in text
    assert "](javascript:" not in text and r"\[x\]\(javascript:alert\(1\)\)" in text
    assert r"\*b\*" in text and r"\`c\`" in text and r"\| d" in text
    # The table still has its columns: 1 corner + 2 labels, and no cell split by a label's |.
    header = text.splitlines()[2]
    assert len(re.split(r"(?<!\\)\|", header)) == 5  # "", corner, two labels, ""


def test_latex_escapes_specials_and_keeps_comments_closed():
    tokens = ["a_b%c$d&e#f{g}h~i^j\\k<l>m|n", "line\nbreak^^Mx\x01"]
    tex = latex_text(view_with(tokens), style="array")
    assert r"a\_b\%c\$d\&e\#f\{g\}h\~{}i\^{}j\textbackslash{}k\textless{}l\textgreater{}m\textbar{}n" in tex
    assert "\x01" not in tex and "^^M" not in tex
    bmatrix = latex_text(view_with(tokens))
    for line in bmatrix.splitlines():
        if "%" in line:
            assert "^^" not in line.split("%", 1)[1]
    # The newline did not end the comment: shown as the one rule's visible escape (core/safe_text.py).
    assert "line\\x0abreak" in bmatrix


def test_a_label_utf8_cannot_hold_gives_a_message_naming_it(tmp_path, monkeypatch):
    """Sessions refuse lone surrogates; should one reach an export anyway, the
    message names the label, not the codec."""
    import dataclasses

    from explorer.export import files

    trace = run(load_preset("01-thinking-machines"))
    real = files.matrix_view
    monkeypatch.setattr(files, "matrix_view", lambda *a: dataclasses.replace(real(*a), row_labels=("ok", "T\udcffok")))
    with pytest.raises(ExportError) as info:
        export(trace, "heads[0].weights", tmp_path / "w.csv")
    message = str(info.value)
    assert "\n" not in message and "'\\udcff'" in message and "codec" not in message
    assert not (tmp_path / "w.csv").exists()


def test_the_export_command_neutralises_formulas(tmp_path):
    session = load_preset("01-thinking-machines").with_tokens(["=1+1", "@x"])
    path = tmp_path / "s.json"
    save(session, path)
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy"}
    result = subprocess.run([sys.executable, "-m", "explorer", "export", str(path), "-o", str(tmp_path / "w.csv")],
                            capture_output=True, text=True, timeout=120, env=env, cwd=tempfile.gettempdir())
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(open(tmp_path / "w.csv", encoding="utf-8")))
    assert rows[0][1:] == ["'=1+1", "'@x"] and [r[0] for r in rows[1:]] == ["'=1+1", "'@x"]
