"""A settings file that is a FIFO or a device is never read or replaced:
QSettings read a FIFO forever and replaced a device node with a plain file.
The app then keeps preferences in a private folder for the run and says so."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PROBE = textwrap.dedent("""
    from PySide6.QtWidgets import QApplication
    from explorer.ui.window.settings import Settings, guard_settings_file

    app = QApplication([])
    app.setApplicationName("Attention Explorer")
    app.setOrganizationName("Attention Explorer")
    print(guard_settings_file())
    settings = Settings()
    settings.theme = "dark"
    settings.sync()
    print(Settings().theme)
""")


@pytest.mark.skipif(sys.platform.startswith(("win", "darwin")), reason="XDG config folders")
@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_settings_file_that_is_not_regular_is_left_alone(tmp_path, kind):
    folder = tmp_path / "config" / "Attention Explorer"
    folder.mkdir(parents=True)
    node = folder / "Attention Explorer.conf"
    if kind == "fifo":
        os.mkfifo(node)
    else:
        if os.geteuid() != 0:
            pytest.skip("making a device node needs root (CI runs as root)")
        os.mknod(node, 0o644 | stat.S_IFCHR, os.makedev(1, 3))
    before = stat.S_IFMT(os.lstat(node).st_mode)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    reason, theme = result.stdout.strip().splitlines()
    assert "not a regular file" in reason and "not kept this run" in reason
    assert theme == "dark"  # the run still remembers, in its private folder
    assert stat.S_IFMT(os.lstat(node).st_mode) == before
