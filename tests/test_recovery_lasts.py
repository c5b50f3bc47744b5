"""Recovery that lasts: recovered work is on disk again before the crashed
instance's copy is deleted, and stays there until the user saves; orphans go."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import load, save
from explorer.ui.window.app import start_autosave
from explorer.ui.window.autosave import find_recovery, remove_orphans


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def write_autosave(folder: Path, pid: int, session) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"autosave-{pid}.json"
    save(session, path)
    metadata = {"format": "attention-explorer/autosave", "version": 1, "pid": pid, "time": "x",
                "unix_time": 100.0, "path": None}
    (folder / f"autosave-{pid}.meta.json").write_text(json.dumps(metadata))
    return path


def crashed_work():
    return load_preset().with_cells("embeddings", 0, 0, np.array([[42.5]]))


@pytest.fixture
def window(qtbot):
    from explorer.ui.window.main_window import MainWindow, Unsaved

    win = MainWindow(load_preset())
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    return win


def test_recovered_work_is_autosaved_at_once_and_survives_a_second_crash(window, tmp_path):
    folder = tmp_path / "autosave"
    old = write_autosave(folder, dead_pid(), crashed_work())
    window.files.ask_recover = lambda metadata: True
    start_autosave(window, folder)
    assert window.document.session.equals(crashed_work())
    # Ours holds the work before theirs is gone: no moment with no copy on disk.
    assert window.autosaver.path.exists() and load(window.autosaver.path).equals(crashed_work())
    assert not old.exists()
    # The app dies again before any edit: the next start finds the work.
    recovery = find_recovery(folder)
    assert recovery is not None and recovery.session.equals(crashed_work())


def test_the_recovered_autosave_goes_only_when_the_user_saves(window, tmp_path, qtbot):
    folder = tmp_path / "autosave"
    write_autosave(folder, dead_pid(), crashed_work())
    window.files.ask_recover = lambda metadata: True
    start_autosave(window, folder)
    assert window.autosaver.path.exists()
    with qtbot.waitSignal(window.autosaver.removed, timeout=30_000):
        assert window.files.save_to(tmp_path / "kept.json")
    assert load(tmp_path / "kept.json").equals(crashed_work())
    assert find_recovery(folder) is None and list(folder.glob("autosave-*")) == []


def test_declined_work_is_deleted(window, tmp_path):
    folder = tmp_path / "autosave"
    write_autosave(folder, dead_pid(), crashed_work())
    window.files.ask_recover = lambda metadata: False
    start_autosave(window, folder)
    assert window.document.session.equals(load_preset())
    assert list(folder.glob("autosave-*")) == []


def test_if_our_copy_cannot_be_written_theirs_is_kept(window, tmp_path, monkeypatch):
    folder = tmp_path / "autosave"
    old = write_autosave(folder, dead_pid(), crashed_work())
    window.files.ask_recover = lambda metadata: True
    import explorer.ui.window.autosave as autosave

    def full(session, path):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave, "save", full)
    failures = []
    window.enable_autosave = (lambda original: lambda folder=None: (
        original(folder), window.autosaver.failed.connect(failures.append)))(window.enable_autosave)
    start_autosave(window, folder)
    assert old.exists() and failures and "No space left on device" in failures[0]


def test_orphan_metadata_of_dead_processes_is_removed_at_start(tmp_path):
    folder = tmp_path
    dead = dead_pid()
    orphan = folder / f"autosave-{dead}.meta.json"
    orphan.write_text("{}")
    alive = folder / f"autosave-{os.getppid()}.meta.json"  # a running instance, mid-write
    alive.write_text("{}")
    mine = folder / f"autosave-{os.getpid()}.meta.json"
    mine.write_text("{}")
    with_work = write_autosave(folder / "w", dead, crashed_work())  # metadata beside work stays
    stale_temp = folder / f".autosave-{dead}.json.{dead}-abcdefgh.tmp"
    stale_temp.write_text("partial")
    removed = remove_orphans(folder)
    assert sorted(removed) == sorted([orphan, stale_temp])
    assert alive.exists() and mine.exists()
    assert remove_orphans(folder / "w") == [] and with_work.exists()
    assert remove_orphans(tmp_path / "missing") == []
