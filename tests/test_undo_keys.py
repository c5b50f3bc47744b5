"""Undo and redo from the keyboard: the keys a person presses, wherever the focus is."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def active(qtbot, window):
    """The window, active: window shortcuts fire only in the active window."""
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def commit_cell(qtbot, editor, row: int, col: int, text: str) -> None:
    model = editor.model()
    editor.setFocus()
    editor.setCurrentIndex(model.index(row, col))
    with qtbot.waitSignal(model.dataChanged, timeout=30_000):
        qtbot.keyClick(editor, text[0])
        line = QApplication.focusWidget()
        assert line is not editor
        qtbot.keyClicks(line, text[1:])
        qtbot.keyClick(line, Qt.Key.Key_Return)


def test_no_key_is_bound_to_two_actions(active):
    # Two actions on one key make Qt call it ambiguous and run neither
    # (Ctrl+Shift+Z was Redo twice on X11).
    keys = Counter(seq.toString() for action in active.findChildren(QAction) for seq in action.shortcuts()
                   if not seq.isEmpty())
    assert {key: count for key, count in keys.items() if count > 1} == {}
    # Spelt out, not the platform's QKeySequence.Redo (Ctrl+Y offscreen and on
    # Windows, Ctrl+Shift+Z on X11, where Ctrl+Y was not bound at all).
    assert [s.toString() for s in active.redo_action.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert [s.toString() for s in active.undo_action.shortcuts()] == ["Ctrl+Z"]


@pytest.mark.parametrize("redo", [(Qt.Key.Key_Z, CTRL | SHIFT), (Qt.Key.Key_Y, CTRL)],
                         ids=["ctrl-shift-z", "ctrl-y"])
def test_undo_and_redo_keys_in_a_matrix_editor(qtbot, active, redo):
    editor = active.inputs.editors["w_q"]
    stack = active.document.undo_stack
    commit_cell(qtbot, editor, 0, 0, "2.5")
    assert stack.index() == 1 and QApplication.focusWidget() is editor
    with qtbot.waitSignal(active.document.session_changed, timeout=30_000):
        qtbot.keyClick(editor, Qt.Key.Key_Z, CTRL)
    assert stack.index() == 0 and active.document.session.heads[0].w_q[0, 0] != 2.5
    with qtbot.waitSignal(active.document.session_changed, timeout=30_000):
        qtbot.keyClick(editor, *redo)
    assert stack.index() == 1 and active.document.session.heads[0].w_q[0, 0] == 2.5


def test_ctrl_z_in_the_sizes_spin_box_after_enter_undoes_the_resize(qtbot, active):
    spin = active.inputs.spins["n"]
    stack = active.document.undo_stack
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "4")
    with qtbot.waitSignal(active.document.session_changed, timeout=30_000):
        qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert active.document.session.n == 4 and stack.index() == 1
    assert QApplication.focusWidget() is spin  # the focus stays: the case that used to do nothing
    with qtbot.waitSignal(active.document.session_changed, timeout=30_000):
        qtbot.keyClick(spin, Qt.Key.Key_Z, CTRL)
    assert active.document.session.n == 2 and stack.index() == 0
    assert spin.value() == 2
    with qtbot.waitSignal(active.document.session_changed, timeout=30_000):
        qtbot.keyClick(spin, Qt.Key.Key_Z, CTRL | SHIFT)
    assert active.document.session.n == 4 and spin.value() == 4


def test_ctrl_z_while_typing_in_a_spin_box_undoes_the_typing_not_the_document(qtbot, active):
    commit_cell(qtbot, active.inputs.editors["w_q"], 0, 0, "2.5")
    spin = active.inputs.spins["d_k"]
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "7")  # not committed: no Enter
    assert spin.text() == "7"
    qtbot.keyClick(spin, Qt.Key.Key_Z, CTRL)
    assert active.document.undo_stack.index() == 1  # the document's edit is still there
    assert spin.text() == "3"  # the line edit undid its own typing
