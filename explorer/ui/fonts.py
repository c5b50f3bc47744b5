"""Fonts sized relative to the window's, so View → Zoom scales every text.

Zoom sets the main window's font; a child inherits its size unless it set a
size of its own, which a title (1.2 × the text) must. :func:`scaled_font`
records the factor on the widget instead, applies it to its parent's font,
and again whenever the widget gets a new parent (a card made before it is
placed) and when :func:`refresh_scaled_fonts` runs after a zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

_SCALE = "attentionExplorerFontScale"
_BOLD = "attentionExplorerFontBold"


class _Follow(QObject):
    """Re-applies a widget's relative font when it moves to another parent."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ParentChange and isinstance(watched, QWidget):
            _apply(watched)
        return False


_follow: _Follow | None = None


def _follower() -> _Follow:
    global _follow
    if _follow is None:
        _follow = _Follow(QApplication.instance())
    return _follow


def scaled_font(widget: QWidget, scale: float, *, bold: bool = False) -> None:
    """Give ``widget`` a font ``scale`` × its parent's (bold if asked), following zoom."""
    widget.setProperty(_SCALE, float(scale))
    widget.setProperty(_BOLD, bool(bold))
    widget.installEventFilter(_follower())
    _apply(widget)


def _apply(widget: QWidget) -> None:
    scale = widget.property(_SCALE)
    if scale is None:
        return
    parent = widget.parentWidget()
    base = QFont(parent.font()) if parent is not None else QFont(QApplication.font())
    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * float(scale))
    font.setBold(bool(widget.property(_BOLD)))
    if font != widget.font():
        widget.setFont(font)


def refresh_scaled_fonts(root: QWidget) -> None:
    """Re-apply every relative font under ``root`` (parents first), after its font changed."""
    for widget in root.findChildren(QWidget):  # pre-order: a scaled parent is done before its children
        _apply(widget)
