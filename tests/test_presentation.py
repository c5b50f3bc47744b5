"""Presentation mode, zoom, fitting a small (or scaled) screen, the shortcuts list, the first-run hint."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from explorer.core.io.presets import load_preset
from explorer.app.screen_fit import (MAX_ZOOM, MIN_ZOOM, ZOOM_STEPS, clamp_rect, clamp_zoom, labels_that_fit,
                                       zoom_in, zoom_out, zoom_text)
from explorer.ui.window.main_window import MainWindow, Unsaved
from explorer.ui.window.settings import Settings


@pytest.fixture
def settings(tmp_path):
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def make(qtbot, settings=None, session=None):
    win = MainWindow(session or load_preset("01-thinking-machines"), settings=settings)
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()  # window shortcuts fire in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    return win


# -- the pure rules --------------------------------------------------------------
def test_a_larger_saved_geometry_is_fitted_inside_the_screen():
    # Saved on a 2560×1600 screen, opened on 1280×720 at scale 1.5 (853×480 logical, a 30 px panel on top).
    assert clamp_rect((1200, 400, 2560, 1600), (0, 30, 853, 450)) == (0, 30, 853, 450)
    # Smaller but off the right and bottom edges: moved back, size kept.
    assert clamp_rect((700, 400, 400, 300), (0, 0, 853, 480)) == (453, 180, 400, 300)
    # Off the left/top of a second screen at x=1920: moved onto it.
    assert clamp_rect((1800, -50, 800, 600), (1920, 0, 1280, 1024)) == (1920, 0, 800, 600)
    # Already inside: unchanged.
    assert clamp_rect((10, 20, 300, 200), (0, 0, 1280, 720)) == (10, 20, 300, 200)


def test_zoom_steps_from_80_to_300_percent():
    assert zoom_in(1.0) == 1.1 and zoom_out(1.0) == 0.9
    assert zoom_in(MAX_ZOOM) == MAX_ZOOM and zoom_out(MIN_ZOOM) == MIN_ZOOM
    assert zoom_in(1.3) == 1.5 and zoom_out(1.3) == 1.25  # off a step: to the next one
    assert (MIN_ZOOM, MAX_ZOOM) == (0.8, 3.0) and list(ZOOM_STEPS) == sorted(ZOOM_STEPS)
    assert clamp_zoom(12) == 3.0 and clamp_zoom(0.1) == 0.8
    assert zoom_text(1.5) == "Zoom 150 %"


def test_status_labels_give_way_in_priority_order():
    assert labels_that_fit([300, 80, 200, 150], 1000) == (True, True, True, True)
    assert labels_that_fit([300, 80, 200, 150], 500) == (True, True, False, False)
    assert labels_that_fit([300, 80, 200, 150], 560, spacing=0) == (True, True, False, True)
    assert labels_that_fit([900, 80], 100) == (True, False)  # the first always shows


# -- presentation mode -------------------------------------------------------------
def test_f5_enters_presentation_and_esc_leaves_with_the_panels_as_they_were(qtbot):
    window = make(qtbot)
    window.whatif_dock.hide()  # the user had closed one dock: it stays closed after
    assert window.inputs_area.isVisible() and window.inspector_dock.isVisible()
    assert not window.presentation.leave_action.isEnabled()  # Esc is not taken outside presentation
    with qtbot.waitSignal(window.presentation.presenting_changed) as entered:
        qtbot.keyClick(window, Qt.Key.Key_F5)
    assert entered.args == [True]
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    assert window.presentation.present_action.isChecked()
    assert not window.inputs_area.isVisible() and not window.inspector_dock.isVisible()
    assert not window.findChild(type(window.presentation.toolbar), "main-toolbar").isVisible()
    assert window.presentation.toolbar.isVisible()
    # The inputs panel can be brought back while presenting.
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.inputs_area.isVisible() and window.presentation.inputs_action.isChecked()
    with qtbot.waitSignal(window.presentation.presenting_changed) as left:
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)
    assert left.args == [False]
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    assert window.inputs_area.isVisible() and window.inspector_dock.isVisible()
    assert not window.whatif_dock.isVisible()
    assert window.findChild(type(window.presentation.toolbar), "main-toolbar").isVisible()
    assert not window.presentation.toolbar.isVisible() and not window.presentation.leave_action.isEnabled()


def test_inputs_panel_collapses_outside_presentation(qtbot):
    window = make(qtbot)
    width = window.tabs.width()
    window.presentation.inputs_action.trigger()
    assert not window.inputs_area.isVisible()
    qtbot.waitUntil(lambda: window.tabs.width() > width)  # the views take the room
    window.presentation.inputs_action.trigger()
    assert window.inputs_area.isVisible()


def test_esc_outside_presentation_reaches_the_focused_editor(qtbot):
    class Line(QLineEdit):
        escapes = 0

        def keyPressEvent(self, event):  # noqa: N802
            if event.key() == Qt.Key.Key_Escape:
                Line.escapes += 1
            super().keyPressEvent(event)

    window = make(qtbot)
    line = Line(window.inputs)
    line.show()
    line.setFocus()
    qtbot.keyClick(line, Qt.Key.Key_Escape)
    assert Line.escapes == 1  # not swallowed by the window's "leave presentation" key
    window.presentation.set_presenting(True)
    line.setFocus()
    qtbot.keyClick(line, Qt.Key.Key_Escape)
    assert not window.presentation.presenting and Line.escapes == 1


# -- zoom ------------------------------------------------------------------------------
def test_zoom_keys_change_the_window_font_and_are_remembered(qtbot, settings):
    settings.hint_dismissed = True
    window = make(qtbot, settings)
    base = QApplication.font().pointSizeF()
    assert window.font().pointSizeF() == pytest.approx(base)
    inspector_before = window.inspector.text_view.font().pointSizeF()
    with qtbot.waitSignal(window.presentation.zoom_changed):
        qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.font().pointSizeF() == pytest.approx(base * 1.1)
    window.presentation.set_zoom(1.5)
    assert window.font().pointSizeF() == pytest.approx(base * 1.5)
    assert window.view_panel.heatmap.font().pointSizeF() == pytest.approx(base * 1.5)  # inherited
    assert window.inspector.text_view.font().pointSizeF() == pytest.approx(inspector_before * 1.5)
    assert window.presentation.zoom_label.text() == "Zoom 150 %"
    assert settings.zoom == 1.5
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert settings.zoom == 1.25
    window.close()
    again = make(qtbot, settings)  # the next start opens at the remembered zoom
    assert again.font().pointSizeF() == pytest.approx(base * 1.25)
    qtbot.keyClick(again, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert again.font().pointSizeF() == pytest.approx(base) and settings.zoom == 1.0


def test_zoom_scales_titles_cards_and_grids_that_size_their_own_text(qtbot):
    from explorer.core.edits import resize

    window = make(qtbot)
    window.tabs.setCurrentIndex(1)
    card = window.pipeline.cards["heads[0].weights"]
    title, grid_font = card.title.font().pointSizeF(), card.grid.font().pointSizeF()
    view_title = window.view_panel.title.font().pointSizeF()
    width = card.grid.sizeHint().width()
    window.presentation.set_zoom(1.5)
    assert card.title.font().pointSizeF() == pytest.approx(title * 1.5) and card.title.font().bold()
    assert card.grid.font().pointSizeF() == pytest.approx(grid_font * 1.5)
    assert window.view_panel.title.font().pointSizeF() == pytest.approx(view_title * 1.5)
    assert card.grid.sizeHint().width() > width * 1.3  # the cells grow with their numbers
    # Cards made after the zoom (a new size) come at the zoom too.
    with qtbot.waitSignal(window.document.changed):
        window.document.apply(resize(window.document.session, n=3), "grow")
    new_card = window.pipeline.cards["heads[0].weights"]
    assert new_card.title.font().pointSizeF() == pytest.approx(title * 1.5)


def test_cards_built_after_a_zoom_come_at_the_zoom(qtbot):
    window = make(qtbot)
    base = window.font().pointSizeF()
    window.presentation.set_zoom(1.5)
    window.tabs.setCurrentIndex(1)  # the cards are made when their tab is first shown
    qtbot.waitUntil(lambda: "heads[0].weights" in window.pipeline.cards)
    card = window.pipeline.cards["heads[0].weights"]
    assert card.title.font().pointSizeF() == pytest.approx(base * 1.5 * 1.2)
    assert card.grid.font().pointSizeF() == pytest.approx(base * 1.5 * 1.15)


def test_zoom_stops_at_its_limits(qtbot):
    window = make(qtbot)
    for _ in range(len(ZOOM_STEPS) + 2):
        window.presentation.zoom_in_action.trigger()
    assert window.presentation.zoom == MAX_ZOOM and not window.presentation.zoom_in_action.isEnabled()
    window.presentation.set_zoom(0.2)
    assert window.presentation.zoom == MIN_ZOOM and not window.presentation.zoom_out_action.isEnabled()


# -- fitting a small screen --------------------------------------------------------------
def test_the_window_fits_800_px(qtbot):
    window = make(qtbot)
    assert window.minimumSizeHint().width() <= 800
    assert window.minimumSizeHint().height() <= 440  # 480 logical px at 150 %, less a title bar
    window.resize(800, 480)
    qtbot.waitUntil(lambda: window.width() == 800)
    assert window.inspector_dock.isVisible() and window.inspector_dock.width() >= 150
    assert window.shape_label.isVisible()  # the status bar gives way label by label
    assert not window.timing_label.isVisible()


def test_a_saved_huge_geometry_opens_inside_the_screen(qtbot, settings):
    settings.hint_dismissed = True
    big = MainWindow(load_preset(), settings=None)
    qtbot.addWidget(big)
    big.setGeometry(1500, 900, 2560, 1600)
    settings.window_geometry = bytes(big.saveGeometry().data())
    window = make(qtbot, settings)
    area = window.screen().availableGeometry()
    qtbot.waitUntil(lambda: area.contains(window.frameGeometry()))
    assert window.width() < 2560 and window.height() < 1600


def test_leaving_presentation_before_close_saves_the_normal_window(qtbot, settings):
    settings.hint_dismissed = True
    window = make(qtbot, settings)
    window.presentation.set_presenting(True)
    window.close()
    again = make(qtbot, settings)
    assert not again.windowState() & Qt.WindowState.WindowFullScreen
    assert again.inputs_area.isVisible() and again.inspector_dock.isVisible()


# -- the shortcuts list ----------------------------------------------------------------------
def test_shortcuts_dialog_lists_the_actions_with_their_keys(qtbot):
    window = make(qtbot)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.tools.shortcuts
    qtbot.waitExposed(dialog)
    rows = {row.text: row for row in dialog.rows}
    assert rows["Save"].keys == window.save_action.shortcut().toString(
        window.save_action.shortcut().SequenceFormat.NativeText) and rows["Save"].group == "File"
    assert rows["Undo"].keys == "Ctrl+Z" and rows["Undo"].group == "Edit"
    assert "Ctrl+Shift+Z" in rows["Redo"].keys
    assert rows["Presentation"].keys == "F5" and rows["Zoom In"].keys == "Ctrl+= or Ctrl++"
    assert rows["Keyboard Shortcuts"].keys == "F1 or Ctrl+/"
    assert rows["Next ▶"].where == "in the Step by step tab"
    assert "Light" not in rows and "About Attention Explorer" not in rows  # only actions that have keys
    assert rows["Masked (causal)"].group == "Mode" and rows["Masked (causal)"].keys == "Ctrl+2"
    qtbot.keyClicks(dialog.search, "zoom")
    shown = dialog.shown_rows()
    assert shown and all("Zoom" in text for text, _ in shown)
    assert ("Save", rows["Save"].keys) not in shown
    dialog.search.setText("qqqq")
    assert dialog.shown_rows() == [] and dialog.empty.isVisible()
    dialog.close()


def test_a_new_shortcut_shows_up_in_the_list_without_editing_it(qtbot):
    from explorer.ui.window.shortcuts_dialog import shortcut_rows

    window = make(qtbot)
    window.randomize_action.setShortcut("Ctrl+Alt+R")
    assert [r.keys for r in shortcut_rows(window) if r.text == "Randomize"] == ["Ctrl+Alt+R"]


# -- the first-run hint --------------------------------------------------------------------
def test_first_run_hint_shows_once_until_dismissed(qtbot, settings):
    window = make(qtbot, settings)
    hint = window.first_run_hint
    assert hint is not None and hint.isVisible() and not hint.isWindow()  # over the window, not a dialog
    assert "W_Q" in hint.label.text() and "Step by step" in hint.label.text() and "Inspector" in hint.label.text()
    assert window.isEnabled() and QApplication.activeModalWidget() is None
    assert window.rect().contains(hint.geometry())
    window.close()
    again = make(qtbot, settings)  # not dismissed: shown again
    assert again.first_run_hint is not None
    with qtbot.waitSignal(again.first_run_hint.dismissed):
        qtbot.mouseClick(again.first_run_hint.button, Qt.MouseButton.LeftButton)
    assert settings.hint_dismissed
    again.close()
    third = make(qtbot, settings)
    assert third.first_run_hint is None


def test_no_hint_without_settings(qtbot):
    assert make(qtbot).first_run_hint is None


def test_hint_fits_a_narrow_window(qtbot, settings):
    window = make(qtbot, settings)
    window.resize(700, 460)
    qtbot.waitUntil(lambda: window.first_run_hint.width() <= window.width() - 24)
    assert window.rect().contains(window.first_run_hint.geometry())
