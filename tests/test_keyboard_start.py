"""Keyboard from the first second: the first Tab goes to X, typing there edits X,
and Ctrl+Z undoes it whatever has the focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from explorer.ui.editors.matrix_editor import MatrixEditor


def _key(qtbot, key, text: str = "", modifier=Qt.KeyboardModifier.NoModifier):
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard"
    if text:
        qtbot.keyClicks(target, text)
    else:
        qtbot.keyClick(target, key, modifier)


def test_tab_tab_7_enter_edits_the_first_number_of_x_and_ctrl_z_undoes_it(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    before = window.document.session
    n = before.n
    _key(qtbot, Qt.Key.Key_Tab)
    x_editor = window.inputs.editors["embeddings"]
    assert QApplication.focusWidget() is x_editor  # not the Tokens n spin box
    _key(qtbot, Qt.Key.Key_Tab)
    _key(qtbot, None, "7")
    _key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.document.session is not before)
    after = window.document.session
    assert after.n == n and after.embeddings[0, 0] == 7.0  # the first number of X, nothing else
    assert (after.embeddings[1:] == before.embeddings[1:]).all()
    assert isinstance(QApplication.focusWidget(), MatrixEditor)  # Ctrl+Z from the cell just edited
    _key(qtbot, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)
    assert window.document.session.equals(before)


def test_in_step_by_step_the_arrows_step_the_lecture_after_a_click_on_the_tab_or_next(qtbot, window):
    window.activateWindow()
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert window.tabs.currentIndex() == 1
    panel = window.pipeline
    qtbot.waitUntil(lambda: bool(panel.order))
    panel.reset()
    start = window.view_state.position
    _key(qtbot, Qt.Key.Key_Right)  # with the focus where the click left it
    assert window.tabs.currentIndex() == 1, "→ switched tabs"
    assert window.view_state.position == start + 1 and not window.view_state.show_all
    next_button = panel.buttons["next"]
    qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
    assert window.view_state.position == start + 2
    _key(qtbot, Qt.Key.Key_Right)  # after a click on Next ▶
    assert window.view_state.position == start + 3
    _key(qtbot, Qt.Key.Key_PageUp)
    _key(qtbot, Qt.Key.Key_Left)
    assert window.view_state.position == start + 1 and window.tabs.currentIndex() == 1
    _key(qtbot, Qt.Key.Key_Home)
    assert window.view_state.position == 0
