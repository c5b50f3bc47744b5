"""Fonts sized relative to the text, so View → Zoom scales every one of them.

Zoom sets the main window's font to the application's size × the zoom; a
child inherits that size unless it set one of its own, which a title (1.2 ×
the text) must. :func:`scaled_font` records the factor on the widget and
sizes it from the application's font × the current zoom (so a card made
after a zoom, before it has a parent, is right at once), and
:func:`set_zoom` re-sizes every such widget under the window.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

_SCALE = "attentionExplorerFontScale"
_BOLD = "attentionExplorerFontBold"
_zoom = 1.0


def scaled_font(widget: QWidget, scale: float, *, bold: bool = False) -> None:
    """Give ``widget`` a font ``scale`` × the text's (bold if asked), following zoom."""
    widget.setProperty(_SCALE, float(scale))
    widget.setProperty(_BOLD, bool(bold))
    _apply(widget)


def _apply(widget: QWidget) -> None:
    scale = widget.property(_SCALE)
    if scale is None:
        return
    font = QFont(widget.font())
    font.setPointSizeF(QApplication.font().pointSizeF() * _zoom * float(scale))
    font.setBold(bool(widget.property(_BOLD)))
    if font != widget.font():
        widget.setFont(font)


def set_zoom(zoom: float, root: QWidget) -> None:
    """The zoom the relative fonts follow; re-sizes each one under ``root``."""
    global _zoom
    _zoom = float(zoom)
    for widget in root.findChildren(QWidget):
        _apply(widget)
