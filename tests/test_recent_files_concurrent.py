"""Recent files are merged under a lock: two processes adding 30 files each
at the same moment lose none of them (each change read, merged and wrote the
list without the other seeing it, and the later write won)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import QSettings

from explorer.ui.window.settings import Settings

ROOT = Path(__file__).resolve().parents[1]

ADDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from explorer.ui.window.settings import Settings

    store, folder, tag, go = sys.argv[1:5]
    settings = Settings(QSettings(store, QSettings.Format.IniFormat), max_recent=100)
    paths = [Path(folder) / f"{tag}{i:02}.json" for i in range(30)]
    for path in paths:
        path.write_text("{}")
    print("ready", flush=True)
    sys.stdin.readline()  # both start adding at the same moment
    for path in paths:
        settings.add_recent_file(path)
""")


def test_two_processes_adding_30_files_each_keep_all_60(tmp_path):
    store = tmp_path / "settings.ini"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    procs = [subprocess.Popen([sys.executable, "-c", ADDER, str(store), str(tmp_path), tag, ""],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
             for tag in ("a", "b")]
    for proc in procs:
        assert proc.stdout.readline().strip() == "ready"  # each is set up and waiting
    for proc in procs:
        proc.stdin.write("go\n")
        proc.stdin.flush()
    for proc in procs:
        proc.stdin.close()
        assert proc.wait(timeout=120) == 0
    recent = Settings(QSettings(str(store), QSettings.Format.IniFormat), max_recent=100).recent_files()
    names = sorted(p.name for p in recent)
    assert names == sorted([f"a{i:02}.json" for i in range(30)] + [f"b{i:02}.json" for i in range(30)])
