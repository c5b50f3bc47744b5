"""What the window remembers (recent files, theme, geometry) and what it recovers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from explorer.core.edits import randomize
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save
from explorer.ui.window.autosave import find_recovery
from explorer.ui.window.main_window import MainWindow, Unsaved
from explorer.ui.window.settings import Settings
from explorer.ui.window.theme import current_theme


@pytest.fixture
def settings(tmp_path):
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def make(qtbot, settings, session=None):
    win = MainWindow(session or load_preset("01-thinking-machines"), settings=settings)
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_recent_files_menu_reopens(qtbot, settings, tmp_path):
    window = make(qtbot, settings)
    path = tmp_path / "causal.json"
    save(load_preset("02-causal-decoder"), path)
    assert window.files.open_path(path)
    assert settings.recent_files()[0] == path
    window.files.load_preset("01-thinking-machines")
    window.document.undo_stack.setClean()
    window.files.fill_recent_menu(window.recent_menu)
    entry = [a for a in window.recent_menu.actions() if a.text() == "causal.json"][0]
    entry.trigger()
    assert window.document.session.mode == "causal"
    assert settings.last_folder == tmp_path


def test_theme_choice_applies_and_is_remembered(qtbot, settings):
    window = make(qtbot, settings)
    window.view_choices.theme_actions["dark"].trigger()
    assert current_theme(QApplication.instance()) == "dark"
    assert settings.theme == "dark"
    window.view_choices.theme_actions["light"].trigger()
    assert current_theme(QApplication.instance()) == "light"


def test_precision_menu_recomputes_and_is_remembered(qtbot, settings):
    from explorer.core.edits import resize

    window = make(qtbot, settings)
    assert window.view_choices.precision_actions["auto"].isChecked()  # the first start: automatic
    assert window.document.trace.dtype.name == "float64" and "float64 (automatic)" in window.backend_label.text()
    undo_steps = window.document.undo_stack.count()
    with qtbot.waitSignal(window.document.changed):
        window.view_choices.precision_actions["float32"].trigger()
    assert window.document.trace.dtype.name == "float32"
    assert window.backend_label.text().endswith("float32")
    assert window.document.undo_stack.count() == undo_steps  # a view option, not an edit
    assert settings.precision == "float32"
    window.document.undo_stack.setClean()
    window.close()
    again = make(qtbot, settings)  # the next start computes as chosen
    assert again.view_choices.precision_actions["float32"].isChecked() and again.document.trace.dtype.name == "float32"
    window = make(qtbot, settings)
    window.view_choices.precision_actions["auto"].trigger()
    window.document.apply(resize(window.document.session, n=1024, fill="random", seed=2), "long")
    qtbot.waitUntil(lambda: not window.document.busy, timeout=30_000)
    assert window.document.trace.dtype.name == "float32"
    assert "float32 (automatic)" in window.backend_label.text()
    window.document.undo_stack.setClean()


def test_dock_layout_and_colormap_survive_a_restart(qtbot, settings):
    # (Window size is saved too, but the offscreen screen is 800 × 600, so
    # Qt clamps any restored geometry: the dock layout is what can be checked.)
    window = make(qtbot, settings)
    window.whatif_dock.hide()
    window.view_state.set_colormap("cividis")
    window.close()
    assert settings.window_geometry and settings.window_state
    again = make(qtbot, settings)
    assert not again.whatif_dock.isVisible() and again.inspector_dock.isVisible()
    assert again.view_state.colormap == "cividis"
    assert again.view_panel.cmap_combo.currentText() == "cividis"


def test_autosave_then_recover_as_an_unsaved_change(qtbot, settings, tmp_path):
    window = make(qtbot, settings)
    window.enable_autosave(tmp_path / "autosave")
    with qtbot.waitSignal(window.autosaver.saved, timeout=30_000):
        window.randomize()
    edited = window.document.session
    recovery = find_recovery(tmp_path / "autosave")
    assert recovery is not None and recovery.session.equals(edited)
    # The next start opens it as an unsaved change on top of the default session.
    fresh = make(qtbot, settings)
    fresh.files.recover(recovery.session, recovery.metadata)
    assert fresh.document.session.equals(edited) and fresh.isWindowModified()
    fresh.undo_action.trigger()
    assert fresh.document.session.equals(load_preset("01-thinking-machines"))


def test_clean_close_discards_the_autosave(qtbot, settings, tmp_path):
    window = make(qtbot, settings)
    folder = tmp_path / "autosave"
    window.enable_autosave(folder)
    with qtbot.waitSignal(window.autosaver.saved, timeout=30_000):
        window.document.apply(randomize(window.document.session, 1), "r")
    assert any(folder.iterdir())
    with qtbot.waitSignal(window.autosaver.removed, timeout=30_000):
        window.close()
    assert not any(p.suffix == ".json" for p in folder.iterdir())
