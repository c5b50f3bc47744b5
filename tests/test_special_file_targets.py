"""Saving never replaces a device node, a FIFO, a socket or a folder: every
writer goes through explorer.core.io.atomic, which refuses them with one line
(exit 1 from the CLIs) and leaves the node as it was. Symbolic links are
followed, so a link to such a node is refused too.

Each command refuses a FIFO in a real subprocess; its other cases run through
explorer.cli.main in this process (the same code, its status and its stderr)."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from explorer.core.io.atomic import NotRegularFile, atomic_write_text
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save

ROOT = Path(__file__).resolve().parents[1]


def run_cli(*args: str) -> subprocess.CompletedProcess:
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir())


@pytest.fixture
def in_process(qapp, capsys, monkeypatch):
    from explorer.cli import main

    monkeypatch.setenv("ATTENTION_EXPLORER_BACKEND", "numpy")

    def command(*args: str) -> subprocess.CompletedProcess:
        capsys.readouterr()
        status = main(list(args))
        out = capsys.readouterr()
        return subprocess.CompletedProcess(["attention-explorer", *args], status, out.out, out.err)

    return command


def make_node(kind: str, path: Path) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        if os.geteuid() != 0:
            pytest.skip("making a device node needs root (CI runs as root)")
        os.mknod(path, 0o644 | stat.S_IFCHR, os.makedev(1, 3))  # a private copy of /dev/null
    elif kind == "folder":
        path.mkdir()


def node_kind(path: Path) -> int:
    return stat.S_IFMT(os.lstat(path).st_mode)


@pytest.fixture
def session_file(tmp_path):
    path = tmp_path / "thinking.json"
    save(load_preset("01-thinking-machines"), path)
    return path


COMMANDS = {
    "train": lambda s, o: ["train", s, "--target", "first", "--steps", "1", "-o", o],
    "export-csv": lambda s, o: ["export", s, "--format", "csv", "-o", o],
    "export-tex": lambda s, o: ["export", s, "--format", "tex", "-o", o],
    "export-svg": lambda s, o: ["export", s, "--format", "svg", "-o", o],
    "deck-pdf": lambda s, o: ["export", s, "--step", "lecture", "--format", "pdf", "-o", o],
}


@pytest.mark.parametrize("via_link", [False, True], ids=["direct", "symlink"])
@pytest.mark.parametrize("kind", ["fifo", "device"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_the_cli_refuses_a_node_with_one_line_and_leaves_it(tmp_path, session_file, in_process, kind, via_link,
                                                            command):
    node = tmp_path / "node"
    make_node(kind, node)
    before = node_kind(node)
    target = node
    if via_link:
        target = tmp_path / "link"
        target.symlink_to(node)
    run = run_cli if (kind, via_link) == ("fifo", False) else in_process
    result = run(*COMMANDS[command](str(session_file), str(target)))
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1, result.stderr
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert "not a regular file" in lines[0] and str(target) in lines[0]
    assert node_kind(node) == before  # still the FIFO or device it was
    assert not via_link or target.is_symlink()
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_the_pptx_deck_refuses_a_fifo(tmp_path, session_file, in_process):
    node = tmp_path / "deck.pptx"
    os.mkfifo(node)
    result = in_process("export", str(session_file), "--step", "lecture", "-o", str(node))
    assert result.returncode == 1 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert stat.S_ISFIFO(os.lstat(node).st_mode)


@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "socket"])
def test_the_atomic_writer_refuses_every_non_regular_target(tmp_path, kind):
    node = tmp_path / "node"
    if kind == "socket":
        sock = socket.socket(socket.AF_UNIX)
        sock.bind(str(node))
        sock.close()
    else:
        make_node(kind, node)
    before = node_kind(node)
    with pytest.raises(NotRegularFile, match="not a regular file"):
        atomic_write_text(node, "text")
    assert node_kind(node) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["node"]


def test_a_regular_file_and_a_new_path_are_still_written(tmp_path):
    atomic_write_text(tmp_path / "new.txt", "a")
    (tmp_path / "link").symlink_to(tmp_path / "new.txt")
    atomic_write_text(tmp_path / "link", "b")
    assert (tmp_path / "new.txt").read_text() == "b" and (tmp_path / "link").is_symlink()
