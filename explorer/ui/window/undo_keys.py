"""Undo and redo keys that reach the document's undo stack.

Two things kept them from working:

* Redo was set to Ctrl+Shift+Z *and* ``QKeySequence.Redo``. On X11 the
  standard Redo IS Ctrl+Shift+Z, so the key was bound twice ("Ambiguous
  shortcut overload") and did nothing. :data:`UNDO_KEYS` and :data:`REDO_KEYS`
  are spelt out once, the same on every platform.
* A spin box keeps the focus after Enter committed its value, and its line
  edit claims Ctrl+Z for its own text undo (a ShortcutOverride), so the
  window's Undo never fired. :class:`DocumentUndoKeys` lets the window's
  shortcut have the key whenever the spin box holds no uncommitted text:
  then the last change *is* the document's.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

UNDO_KEYS = (QKeySequence("Ctrl+Z"),)
REDO_KEYS = (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y"))


def is_undo_or_redo(event: QKeyEvent) -> bool:
    """Whether ``event`` is one of the undo or redo keys."""
    pressed = QKeySequence(event.keyCombination())
    return any(pressed.matches(keys) == QKeySequence.SequenceMatch.ExactMatch for keys in UNDO_KEYS + REDO_KEYS)


def has_uncommitted_text(spin: QAbstractSpinBox) -> bool:
    """True while the spin box shows text that is not its value yet (typed, Enter not pressed)."""
    if not hasattr(spin, "textFromValue"):  # a date/time edit: commits as it goes
        return False
    return spin.text() != spin.prefix() + spin.textFromValue(spin.value()) + spin.suffix()


class DocumentUndoKeys(QObject):
    """An event filter for spin boxes: Ctrl+Z / redo go to the window's actions
    unless the spin box is in the middle of an edit of its own."""

    def install(self, widgets: list[QWidget]) -> None:
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(watched, QAbstractSpinBox)
                and isinstance(event, QKeyEvent) and is_undo_or_redo(event)
                and not has_uncommitted_text(watched)):
            # Swallowed unaccepted: the spin box never claims the key, so the
            # shortcut map hands it to the window's Undo / Redo action.
            event.ignore()
            return True
        return False
