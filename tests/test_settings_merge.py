"""Two instances share the recent-files list: each change merges into what the
other wrote, never clobbers it."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

from PySide6.QtCore import QSettings

from explorer.ui.window.settings import Settings

OTHER_INSTANCE = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QSettings
    from explorer.ui.window.settings import Settings

    settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    getattr(settings, sys.argv[2])(*sys.argv[3:])
    settings.sync()
""")


def other_instance(store: Path, method: str, *args: str) -> None:
    subprocess.run([sys.executable, "-c", OTHER_INSTANCE, str(store), method, *args], check=True,
                   timeout=60, cwd=tempfile.gettempdir())


def make(tmp_path: Path, *names: str) -> list[Path]:
    out = []
    for name in names:
        path = tmp_path / name
        path.write_text("{}")
        out.append(path.resolve())
    return out


def test_a_file_the_other_instance_opened_is_kept_when_this_one_opens_another(tmp_path):
    store = tmp_path / "settings.ini"
    a, b, c = make(tmp_path, "a.json", "b.json", "c.json")
    settings = Settings(QSettings(str(store), QSettings.Format.IniFormat))
    settings.add_recent_file(a)
    settings.sync()
    assert settings.recent_files() == [a]  # this instance has read (and cached) the list
    other_instance(store, "add_recent_file", str(b))
    settings.add_recent_file(c)
    assert settings.recent_files() == [c, b, a]
    settings.sync()
    assert Settings(QSettings(str(store), QSettings.Format.IniFormat)).recent_files() == [c, b, a]


def test_the_menu_shows_what_the_other_instance_added(tmp_path):
    store = tmp_path / "settings.ini"
    a, b = make(tmp_path, "a.json", "b.json")
    settings = Settings(QSettings(str(store), QSettings.Format.IniFormat))
    settings.add_recent_file(a)
    assert settings.recent_files() == [a]
    other_instance(store, "add_recent_file", str(b))
    assert settings.recent_files() == [b, a]


def test_removing_one_file_keeps_what_the_other_instance_added(tmp_path):
    store = tmp_path / "settings.ini"
    a, b, c = make(tmp_path, "a.json", "b.json", "c.json")
    settings = Settings(QSettings(str(store), QSettings.Format.IniFormat))
    settings.add_recent_file(a)
    settings.add_recent_file(b)
    other_instance(store, "add_recent_file", str(c))
    settings.remove_recent_file(a)
    assert settings.recent_files() == [c, b]
