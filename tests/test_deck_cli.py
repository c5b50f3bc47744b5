"""`attention-explorer export SESSION --step lecture` as a user runs it: a subprocess with no display.

The decks and a refusal go through a real process (its exit status, its stderr, its own
offscreen Qt); the other refusals and the help run the same ``main`` in this process (capsys),
which saves a Python start and an import of Qt per case."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from deck_helpers import page_keys, pdf_pages_and_text, sentence_session, traced

from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save

#: The checkout under test (the installed package may be another copy).
ROOT = str(Path(__file__).resolve().parents[1])


def cli(*args: str, command: str = "export") -> subprocess.CompletedProcess:
    """The command in a neutral folder with no display and no QT_QPA_PLATFORM: it must set up
    its offscreen Qt itself. PYTHONPATH names this checkout, so its code is what runs."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy",
           "PYTHONPATH": ROOT}
    argv = [sys.executable, "-m", "explorer", *([command] if command else []), *args]
    return subprocess.run(argv, capture_output=True, text=True, timeout=120, env=env, cwd=tempfile.gettempdir(),
                          check=False)


def in_process(capsys, *args: str) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of ``attention-explorer export ARGS`` run by the command's own ``main``."""
    from explorer.cli import main

    status = main(["export", *args])
    out, err = capsys.readouterr()
    return status, out, err


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.fixture
def two_heads(tmp_path):
    path = tmp_path / "two.json"
    save(load_preset("04-two-heads"), path)
    return path


def test_lecture_pdf_of_the_chosen_head(tmp_path, two_heads, qapp):
    out = tmp_path / "deck.pdf"
    result = cli(str(two_heads), "--step", "lecture", "--head", "2", "-o", str(out), "--decimals", "1")
    assert result.returncode == 0, result.stderr
    assert result.stdout == result.stderr == ""
    trace = traced(load_preset("04-two-heads"))
    count, texts, _ = pdf_pages_and_text(out)
    keys = page_keys(trace, 1)
    assert count == len(keys) + 4  # title, the steps (and √d_k), the lines of head 2 and of both heads, closing
    assert "head 2 of 2" in texts[1]  # --head 2 is the second head: both count from 1
    assert "Output projection" in " ".join(texts[len(keys)].split())
    assert "The weights as lines: head 2" in " ".join(texts[-3].split())
    assert "every head, one colour each" in " ".join(texts[-2].split())


def test_lecture_pptx_dark_with_a_colormap(tmp_path, two_heads):
    from pptx import Presentation

    out = tmp_path / "deck.pptx"
    result = cli(str(two_heads), "--step", "lecture", "-o", str(out), "--theme", "dark", "--colormap", "rdbu")
    assert result.returncode == 0, result.stderr
    prs = Presentation(str(out))
    assert len(prs.slides) == len(page_keys(traced(load_preset("04-two-heads")), 0)) + 4  # + the two lines pages
    assert str(prs.slides[0].background.fill.fore_color.rgb) == "17191D"


@pytest.mark.parametrize("args, message", [
    (("--head", "3", "-o", "{tmp}/deck.pdf"), "--head 3: no head 3; this session has heads 1 to 2"),
    (("--head", "0", "-o", "{tmp}/deck.pdf"), "--head 0: heads are counted from 1"),
    (("-o", "{tmp}/missing/deck.pptx"), "the folder {tmp}/missing does not exist"),
    (("-o", "{tmp}/deck.png"), "a lecture is a PDF or PowerPoint deck: end 'deck.png' with .pdf or .pptx"),
    (("-o", "{tmp}/deck.pdf", "--query", "9"), "no query row 9; this session has rows 1 to"),
])
def test_bad_lecture_input_is_one_line_and_writes_nothing(tmp_path, two_heads, capsys, qapp, args, message):
    args = tuple(a.format(tmp=tmp_path) for a in args)
    status, out, err = in_process(capsys, str(two_heads), "--step", "lecture", *args)
    assert status == (1 if "does not exist" in message else 2)  # a failed write is 1, bad input 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and message.format(tmp=tmp_path) in lines[0], err
    assert out == "" and files(tmp_path) == ["two.json"]


def test_a_pptx_without_step_lecture_is_told_what_to_add(tmp_path, two_heads):
    result = cli(str(two_heads), "-o", str(tmp_path / "deck.pptx"))  # a refusal by a real process
    assert result.returncode == 2 and "add --step lecture" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and files(tmp_path) == ["two.json"]


def test_help_lists_the_lecture(capsys):
    top = cli("--help", command="")
    assert "--step lecture -o deck.pdf|deck.pptx" in top.stdout
    with pytest.raises(SystemExit) as done:  # argparse ends --help so, in any process
        in_process(capsys, "--help")
    assert done.value.code == 0
    text = " ".join(capsys.readouterr().out.split())  # argparse wraps the lines
    assert "--step lecture for a lecture deck" in text and "deck.pptx" in text


def test_a_session_of_long_words_makes_a_deck(tmp_path, capsys, qapp):
    session = sentence_session(12)
    path = tmp_path / "long.json"
    save(session, path)
    out = tmp_path / "long.pptx"
    assert in_process(capsys, str(path), "--step", "lecture", "-o", str(out)) == (0, "", "")
    assert out.stat().st_size > 10000
