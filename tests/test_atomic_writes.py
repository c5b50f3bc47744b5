"""Verified atomic writes: symlinks followed, stale temporary files removed,
figures checked whole before they replace a good file."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from explorer.core.io import atomic
from explorer.core.io.atomic import atomic_write_bytes, atomic_write_text, remove_stale_temps
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import load, save


def dead_pid() -> int:
    """The pid of a process that has exited and been reaped."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


# -- symbolic links ------------------------------------------------------------------------------
def test_saving_onto_a_symlink_replaces_its_target_and_keeps_the_link(tmp_path):
    target = tmp_path / "real" / "lecture.json"
    target.parent.mkdir()
    save(load_preset("01-thinking-machines"), target)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    session = load_preset("02-causal-decoder")
    save(session, link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert load(target).equals(session)
    assert sorted(p.name for p in target.parent.iterdir()) == ["lecture.json"]  # no temp left there


def test_a_relative_chain_of_links_is_followed_to_the_end(tmp_path):
    (tmp_path / "file.txt").write_text("old")
    (tmp_path / "a").symlink_to("file.txt")
    (tmp_path / "b").symlink_to("a")
    atomic_write_text(tmp_path / "b", "new")
    assert (tmp_path / "b").is_symlink() and (tmp_path / "a").is_symlink()
    assert (tmp_path / "file.txt").read_text() == "new"


def test_a_dangling_link_gets_its_target_created(tmp_path):
    link = tmp_path / "link.txt"
    link.symlink_to(tmp_path / "missing.txt")
    atomic_write_text(link, "made")
    assert link.is_symlink() and (tmp_path / "missing.txt").read_text() == "made"


def test_an_export_onto_a_symlink_keeps_the_link(tmp_path):
    from explorer.core.attention.pipeline import run
    from explorer.export.files import export

    target = tmp_path / "weights.csv"
    target.write_text("old")
    link = tmp_path / "w.csv"
    link.symlink_to(target)
    export(run(load_preset("01-thinking-machines")), "heads[0].weights", link)
    assert link.is_symlink() and target.read_text().startswith("3 · Attention weights (head 1),")


# -- stale temporary files -----------------------------------------------------------------------
def test_temps_of_dead_processes_are_removed_at_the_next_save(tmp_path):
    pid = dead_pid()
    stale = tmp_path / f".big.json.{pid}-abcd1234.tmp"
    stale.write_bytes(b"x" * 1000)
    mine = tmp_path / f".big.json.{os.getpid()}-efgh5678.tmp"  # a save of ours may be under way
    mine.write_bytes(b"y")
    theirs = tmp_path / f".big.json.{os.getppid()}-ijkl9012.tmp"  # a running process's
    theirs.write_bytes(b"z")
    unrelated = [tmp_path / ".notes.tmp", tmp_path / "big.json.tmp", tmp_path / f".x.{pid}-short.tmp"]
    for path in unrelated:
        path.write_text("keep")
    save(load_preset(), tmp_path / "other.json")  # any save into the folder
    assert not stale.exists()
    assert mine.exists() and theirs.exists()
    assert all(p.exists() for p in unrelated)


def test_old_style_temps_are_removed_once_old(tmp_path):
    old = tmp_path / ".s.json.k3j_9x2a.tmp"  # mkstemp's name before the pid was added
    fresh = tmp_path / ".s.json.zz12ab34.tmp"
    old.write_text("")
    fresh.write_text("")
    past = time.time() - atomic.STALE_AFTER_S - 60
    os.utime(old, (past, past))
    removed = remove_stale_temps(tmp_path)
    assert removed == [old] and fresh.exists()


def test_a_temp_killed_mid_save_is_cleaned_by_the_next_save(tmp_path):
    """A real SIGKILL during a save (the write blocks until killed)."""
    target = tmp_path / "s.json"
    script = (
        "import os, signal, sys\n"
        "from explorer.core.io.atomic import atomic_write\n"
        "def write(tmp):\n"
        "    tmp.write_bytes(b'partial')\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        f"atomic_write({str(target)!r}, write)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], timeout=60)
    assert result.returncode == -9
    left = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(left) == 1 and not target.exists()
    save(load_preset(), target)
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


# -- verified bytes ------------------------------------------------------------------------------
def test_a_short_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "f.bin"
    path.write_bytes(b"good")

    def short(self, data):
        with open(self, "wb") as handle:
            handle.write(data[:3])
        return 3

    monkeypatch.setattr(Path, "write_bytes", short)
    with pytest.raises(OSError, match="only 3 of 10 bytes"):
        atomic_write_bytes(path, b"0123456789")
    monkeypatch.undo()
    assert path.read_bytes() == b"good" and [p.name for p in tmp_path.iterdir()] == ["f.bin"]


@pytest.fixture
def trace(qapp):
    from explorer.core.attention.pipeline import run

    return run(load_preset("01-thinking-machines"))


@pytest.mark.parametrize("fmt", ["svg", "pdf", "png"])
def test_a_truncated_figure_is_refused_and_the_old_file_stays(tmp_path, trace, fmt, monkeypatch):
    """What a nearly full disk did to QSvgGenerator/QPdfWriter: bytes cut short, no error."""
    from explorer.export.files import export
    from explorer.export.view import ExportError

    path = tmp_path / f"w.{fmt}"
    export(trace, "heads[0].weights", path)
    good = path.read_bytes()
    # Cut the rendered bytes short where the writer hands them over (Qt's buffer;
    # PNG: the encoder of explorer/export/png_encode.py).
    from PySide6.QtCore import QBuffer

    import explorer.export.render as render

    original_data, original_png = QBuffer.data, render.encode_png
    monkeypatch.setattr(QBuffer, "data", lambda self: original_data(self).left(len(original_data(self)) // 2))
    monkeypatch.setattr(render, "encode_png", lambda *a, **k: original_png(*a, **k)[:-20])
    with pytest.raises(ExportError, match=f"cannot write .*w.{fmt}: .*(not complete|PNG data)"):
        export(trace, "heads[0].scores", path)
    monkeypatch.undo()
    assert path.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == [f"w.{fmt}"]


def test_a_full_disk_keeps_the_old_svg_and_says_so_in_one_line(tmp_path, trace, monkeypatch):
    from explorer.export.files import export
    from explorer.export.view import ExportError

    path = tmp_path / "w.svg"
    export(trace, "heads[0].weights", path)
    good = path.read_bytes()

    def full(self, data):
        with open(self, "wb") as handle:
            handle.write(data[:100])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_bytes", full)
    with pytest.raises(ExportError) as err:
        export(trace, "heads[0].scores", path)
    monkeypatch.undo()
    assert str(err.value) == f"cannot write {path}: No space left on device"
    assert path.read_bytes() == good and [p.name for p in tmp_path.iterdir()] == ["w.svg"]


def test_svg_and_pdf_checks(qapp):
    from explorer.export.render import IncompleteOutput, check_pdf, check_svg

    check_svg(b"<?xml version='1.0'?><svg xmlns='http://www.w3.org/2000/svg'><text>a</text></svg>\n")
    for bad in (b"<svg><text>a</te", b"", b"<html></html>"):
        with pytest.raises(IncompleteOutput):
            check_svg(bad)
    check_pdf(b"%PDF-1.4\n...\n%%EOF\n")
    for bad in (b"%PDF-1.4\n...", b"", b"hello %%EOF"):
        with pytest.raises(IncompleteOutput):
            check_pdf(bad)


def test_tokens_xml_cannot_hold_are_replaced_visibly_in_svg(tmp_path, qapp):
    from explorer.core.attention.pipeline import run
    from explorer.export.files import export

    session = load_preset("01-thinking-machines").with_tokens(["a\x01b", "c\ufffe\x1fd"])
    path = tmp_path / "w.svg"
    export(run(session), "heads[0].weights", path)
    root = ET.parse(path).getroot()  # parses: the file is valid XML
    text = "".join(root.itertext())
    # The labels follow the one rule for token text (core/safe_text.py): visible escapes.
    assert "a\\x01b" in text and "c\\ufffe\\x1fd" in text
    assert "\x01" not in path.read_text(encoding="utf-8")
