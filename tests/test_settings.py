"""explorer.ui.window.settings: typed preferences that survive a restart."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from explorer.ui.window.settings import (APPLICATION, DEFAULT_COLORMAP, DEFAULT_THEME,
                                  MAX_RECENT, ORGANIZATION, Settings)


def ini(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def store(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


@pytest.fixture
def files(tmp_path: Path) -> list[Path]:
    out = []
    for i in range(14):
        path = tmp_path / f"s{i:02}.json"
        path.write_text("{}")
        out.append(path)
    return out


def test_the_real_store_is_named_for_the_app():
    settings = Settings()
    assert settings.qsettings.organizationName() == ORGANIZATION
    assert settings.qsettings.applicationName() == APPLICATION


def test_defaults_on_an_empty_store(store):
    settings = Settings(ini(store))
    assert settings.recent_files() == []
    assert settings.last_folder is None
    assert settings.theme == DEFAULT_THEME == "system"
    assert settings.colormap == DEFAULT_COLORMAP
    assert settings.precision == "auto"
    assert settings.window_geometry is None and settings.window_state is None


def test_recent_files_most_recent_first_deduplicated_and_capped(store, files):
    settings = Settings(ini(store))
    for path in files:
        settings.add_recent_file(path)
    settings.add_recent_file(files[5])  # opened again: moves to the top, listed once
    recent = settings.recent_files()
    assert len(recent) == MAX_RECENT
    assert recent[0] == files[5].resolve()
    assert recent[1:4] == [files[13].resolve(), files[12].resolve(), files[11].resolve()]
    assert len(set(recent)) == len(recent)


def test_the_same_file_spelled_differently_is_one_entry(store, files, monkeypatch):
    monkeypatch.chdir(files[0].parent)
    settings = Settings(ini(store))
    settings.add_recent_file(files[0].name)
    settings.add_recent_file(f"./{files[0].name}")
    settings.add_recent_file(files[0])
    assert settings.recent_files() == [files[0].resolve()]


def test_missing_files_are_dropped_from_the_list(store, files):
    settings = Settings(ini(store))
    for path in files[:3]:
        settings.add_recent_file(path)
    files[1].unlink()
    assert settings.recent_files() == [files[2].resolve(), files[0].resolve()]


def test_remove_and_clear_recent_files(store, files):
    settings = Settings(ini(store))
    for path in files[:3]:
        settings.add_recent_file(path)
    settings.remove_recent_file(files[2])
    assert settings.recent_files() == [files[1].resolve(), files[0].resolve()]
    settings.clear_recent_files()
    assert settings.recent_files() == []


def test_last_folder_must_exist(store, tmp_path):
    settings = Settings(ini(store))
    settings.last_folder = tmp_path
    assert settings.last_folder == tmp_path.resolve()
    settings.last_folder = tmp_path / "gone"
    assert settings.last_folder is None
    settings.last_folder = None
    assert settings.last_folder is None


def test_wrong_values_from_code_raise(store):
    settings = Settings(ini(store))
    with pytest.raises(ValueError):
        settings.theme = "purple"
    with pytest.raises(ValueError):
        settings.colormap = ""
    with pytest.raises(ValueError, match="float16"):
        settings.precision = "float16"
    assert settings.theme == "system" and settings.precision == "auto"


def test_a_hand_edited_file_with_bad_values_gives_defaults(store):
    store.write_text("[appearance]\ntheme=purple\ncolormap=\n[format]\ndecimals=lots\n"
                     "[files]\nrecent=42\n[window]\ngeometry=not bytes\n[compute]\nprecision=float16\n")
    settings = Settings(ini(store))
    assert settings.theme == DEFAULT_THEME
    assert settings.precision == "auto"
    assert settings.colormap == DEFAULT_COLORMAP
    assert settings.recent_files() == []
    assert settings.window_geometry is None


def test_every_value_survives_a_restart(store, files, tmp_path):
    settings = Settings(ini(store))
    settings.add_recent_file(files[0])
    settings.add_recent_file(files[1])
    settings.last_folder = tmp_path
    settings.theme = "dark"
    settings.colormap = "cividis"
    settings.precision = "float32"
    geometry = bytes(range(256))  # every byte value, NUL included
    settings.window_geometry = geometry
    settings.window_state = QByteArray(b"\x00state\xff")
    settings.sync()

    # QSettings caches per file inside one process, so read it back in a new one.
    script = textwrap.dedent(f"""
        import json, sys
        from PySide6.QtCore import QSettings
        from explorer.ui.window.settings import Settings
        s = Settings(QSettings({str(store)!r}, QSettings.Format.IniFormat))
        json.dump({{"recent": [str(p) for p in s.recent_files()], "last_folder": str(s.last_folder),
                   "theme": s.theme, "colormap": s.colormap, "precision": s.precision,
                   "geometry": list(s.window_geometry), "state": list(s.window_state)}}, sys.stdout)
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                            check=True)
    got = json.loads(result.stdout)
    assert got == {"recent": [str(files[1].resolve()), str(files[0].resolve())],
                   "last_folder": str(tmp_path.resolve()), "theme": "dark", "colormap": "cividis",
                   "precision": "float32", "geometry": list(geometry), "state": list(b"\x00state\xff")}


def test_zoom_is_remembered_and_a_bad_stored_zoom_gives_a_usable_one(store):
    settings = Settings(ini(store))
    assert settings.zoom == 1.0
    settings.zoom = 1.5
    assert Settings(ini(store)).zoom == 1.5
    for bad, expected in (("huge", 1.0), ("nan", 1.0), (40, 3.0), (0.01, 0.8), ([], 1.0)):
        settings.qsettings.setValue("appearance/zoom", bad)
        assert settings.zoom == expected
    for wrong in (0.5, 4.0, "1.5", True):
        with pytest.raises(ValueError):
            settings.zoom = wrong


def test_the_first_run_hint_flag(store):
    settings = Settings(ini(store))
    assert settings.hint_dismissed is False
    settings.hint_dismissed = True
    settings.sync()
    assert Settings(ini(store)).hint_dismissed is True
    with pytest.raises(ValueError):
        settings.hint_dismissed = "yes"
