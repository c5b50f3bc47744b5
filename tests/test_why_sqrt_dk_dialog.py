"""Steps → Why √d_k? and the ÷ √d_k card's button: the chart's window, driven through the real main window."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QToolButton

from explorer.core.edits import resize
from explorer.ui.window.theme import apply_theme


def _dialog(window):
    return window.tools.dialogs.get("why_sqrt_dk")


def _steps_menu(window):
    return next(a.menu() for a in window.menuBar().actions() if a.text() == "&Steps")


def test_the_steps_menu_opens_one_non_modal_window_for_the_sessions_dk(qtbot, window):
    assert window.why_sqrt_dk_action in _steps_menu(window).actions()
    window.why_sqrt_dk_action.trigger()
    dialog = _dialog(window)
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.isModal() and dialog.windowTitle() == "Why divide by \u221ad_k?"
    assert dialog.demo.session_d_k == window.document.session.d_k == 3
    assert [s.d_k for s in dialog.demo.spreads] == [3, 4, 64, 512] and dialog.demo.spread(3).session
    assert "d_k = 3" in dialog.status.text()
    window.why_sqrt_dk_action.trigger()  # again: the same window, raised
    assert _dialog(window) is dialog
    # The main window stays usable: an edit goes through while the chart is open.
    with qtbot.waitSignal(window.document.changed):
        window.document.apply(resize(window.document.session, d_k=5), "d_k 5")
    assert dialog.demo.session_d_k == 5 and [s.d_k for s in dialog.demo.spreads] == [4, 5, 64, 512]
    demo = dialog.demo
    with qtbot.waitSignal(window.document.changed):
        window.document.apply(resize(window.document.session, n=3), "n 3")
    assert dialog.demo is demo  # the same d_k: not sampled again
    with qtbot.waitSignal(window.document.changed):
        window.document.set_options(scale=False)
    assert "switched off" in dialog.status.text()
    dialog.close()


def test_the_scaled_card_has_a_button_that_opens_it(qtbot, window):
    window.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: "heads[0].scaled" in window.pipeline.cards)
    card = window.pipeline.cards["heads[0].scaled"]
    button = card.findChild(QToolButton, "why-sqrt-dk")
    assert button is not None and button.text() == "Why \u221ad_k?"
    others = [c for k, c in window.pipeline.cards.items() if k != "heads[0].scaled"]
    assert all(c.findChild(QToolButton, "why-sqrt-dk") is None for c in others)
    assert "spread grows like \u221ad_k" in card.note.text()
    with qtbot.waitSignal(window.pipeline.why_sqrt_dk_requested):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = _dialog(window)
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
    # Esc closes it, and the window forgets it once it is deleted.
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _dialog(window) is None)


def test_export_writes_the_chart_and_says_where(qtbot, window, tmp_path, monkeypatch):
    window.why_sqrt_dk_action.trigger()
    dialog = _dialog(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "why"), "PDF figure (*.pdf)"))
    with qtbot.waitSignal(dialog.exported) as said:
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    written = tmp_path / "why.pdf"  # the filter's suffix is added to a bare name
    assert said.args == [f"Saved {written}"] and dialog.status.text() == f"Saved {written}"
    data = written.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert dialog.export_to(tmp_path / "why.svg", theme="dark")
    root = ET.parse(tmp_path / "why.svg").getroot()
    texts = ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "this session" in texts and "Softmax of one row (8 keys)" in texts
    assert "#17191d" in (tmp_path / "why.svg").read_text()  # the theme asked for, not the app's
    dialog.close()


def test_a_failed_export_is_a_message_and_writes_nothing(qtbot, window, tmp_path):
    window.why_sqrt_dk_action.trigger()
    dialog = _dialog(window)
    assert not dialog.export_to(tmp_path / "missing" / "why.png")
    assert "does not exist" in dialog.status.text()
    box = dialog.message_box
    assert box is not None and box.isVisible() and "does not exist" in box.text()
    assert not dialog.export_to(tmp_path / "why.txt") and "figure format" in dialog.status.text()
    assert list(tmp_path.iterdir()) == []
    dialog.message_box.close()
    dialog.close()


@pytest.fixture
def light_again(qapp):
    yield
    apply_theme(qapp, "light")  # the other tests expect the light palette
    QApplication.processEvents()


def test_it_opens_at_the_zoom_in_use(qtbot, window):
    base = QApplication.font().pointSizeF()
    try:
        window.presentation.set_zoom(1.5)
        window.why_sqrt_dk_action.trigger()
        dialog = _dialog(window)
        qtbot.waitUntil(dialog.isVisible)
        assert dialog.font().pointSizeF() == pytest.approx(base * 1.5)
        assert dialog.view.sizeHint().width() == pytest.approx(dialog.figure.width * 1.5, abs=2)
        assert dialog.screen().availableGeometry().contains(dialog.geometry())  # shrunk to the screen
    finally:
        window.presentation.set_zoom(1.0)
    dialog.close()


def test_it_follows_the_theme_and_the_zoom(qtbot, window, light_again):
    window.why_sqrt_dk_action.trigger()
    dialog = _dialog(window)
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.figure.theme.name == "light"
    window.view_choices.theme_actions["dark"].trigger()
    qtbot.waitUntil(lambda: dialog.figure.theme.name == "dark")
    image = dialog.view.grab().toImage()
    assert image.pixelColor(4, 4).lightness() < 60  # drawn on the dark figure's background
    points, hint = dialog.font().pointSizeF(), dialog.view.sizeHint()
    try:
        window.presentation.set_zoom(1.5)
        assert dialog.font().pointSizeF() == pytest.approx(points * 1.5)
        assert dialog.view.sizeHint().width() == pytest.approx(hint.width() * 1.5, abs=2)
    finally:
        window.presentation.set_zoom(1.0)
    dialog.close()


def test_keys_reach_every_button(qtbot, window):
    window.why_sqrt_dk_action.trigger()
    dialog = _dialog(window)
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.export_button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert dialog.export_button.isDefault() and "&E" in dialog.export_button.text()
    dialog.close()
