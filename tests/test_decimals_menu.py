"""View → Decimals: 1 to 6 places, checkable, on the view state, remembered; the inspector keeps every digit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from explorer.core.io.presets import load_preset
from explorer.ui.window.main_window import MainWindow, Unsaved
from explorer.ui.window.settings import DEFAULT_DECIMALS, Settings


def decimals_menu(window):
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    return next(a.menu() for a in view.actions() if a.menu() is not None and a.text() == "&Decimals")


def test_the_submenu_offers_1_to_6_with_3_checked(window):
    actions = decimals_menu(window).actions()
    assert [a.text().split()[0] for a in actions] == [f"&{d}" for d in range(1, 7)]
    assert all(a.isCheckable() for a in actions)
    assert [a.isChecked() for a in actions] == [d == 3 for d in range(1, 7)]
    assert window.view_state.decimals == 3


def test_choosing_sets_the_view_state_and_one_check(qtbot, window):
    with qtbot.waitSignal(window.view_state.decimals_changed) as blocker:
        window.view_choices.decimals_actions[5].trigger()
    assert blocker.args == [5] and window.view_state.decimals == 5
    assert [d for d, a in window.view_choices.decimals_actions.items() if a.isChecked()] == [5]


def test_the_inspector_keeps_full_precision_and_says_so(qtbot, window):
    window.view_state.select("heads[0].weights", (0, 1))
    full = window.inspector.text()
    window.view_choices.decimals_actions[1].trigger()
    assert window.inspector.text() == full and "0.239632" in full  # not rounded to 0.2
    assert "round to 1" in window.inspector.precision_note.text()


@pytest.fixture
def settings(tmp_path):
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def test_the_choice_is_remembered(qtbot, settings):
    first = MainWindow(load_preset("01-thinking-machines"), settings=settings)
    qtbot.addWidget(first)
    first.view_choices.decimals_actions[6].trigger()
    assert settings.decimals == 6
    first.files.ask_unsaved = lambda: Unsaved.DISCARD
    first.close()
    second = MainWindow(load_preset("01-thinking-machines"), settings=settings)
    qtbot.addWidget(second)
    assert second.view_state.decimals == 6 and second.view_choices.decimals_actions[6].isChecked()


@pytest.mark.parametrize("stored", ["0", "7", "abc", "-1", "2.5"])
def test_a_bad_stored_value_reads_as_the_default(settings, stored):
    settings.qsettings.setValue("format/decimals", stored)
    assert settings.decimals == DEFAULT_DECIMALS == 3


@pytest.mark.parametrize("bad", [0, 7, True, 2.0, "3"])
def test_writing_a_bad_value_is_a_bug(settings, bad):
    with pytest.raises(ValueError):
        settings.decimals = bad
