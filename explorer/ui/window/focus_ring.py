"""A focus ring that can be seen in both themes: buttons, spin boxes, combo boxes, line
edits and the current cell of a table or list.

Fusion draws focus only after a Tab key (``State_KeyboardFocusChange``: a clicked cell
or button showed nothing), and in the highlight colour darkened, 2.0:1 on the dark
palette's window where a focus indicator wants 3:1 (WCAG 2.2, 1.4.11). So
:class:`FocusRings` follows the application's focus and shows a ring over the focused
widget, however it got focus: a child widget that paints a 2 px line of the
theme's focus colour (:func:`~explorer.ui.window.theme.focus_color`: at least 3:1 on
the window, base and button colours; the theme hands it in) with a 1 px line of the base colour inside it, which keeps the ring
apart from a selected cell's highlight (the ring's blue on the light highlight is 1.2:1).
A child, not a QProxyStyle: a Python ``drawPrimitive`` runs for every cell of every
table (+70 % paint time, see :func:`~explorer.ui.window.theme.indicator_palette`),
where the ring is one small paint on the one focused widget.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox,
                               QLineEdit, QWidget)
from shiboken6 import isValid

#: The ring's width in the focus colour (logical pixels); the base-coloured line inside is 1.
RING = 2
#: Widgets that show the ring when they have focus (an item view around its current cell).
RINGED = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QAbstractItemView)


class FocusRing(QWidget):
    """The ring over one widget: a child of it (of an item view's viewport, around the current cell)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("focus-ring")
        #: The theme's focus colour (set by :class:`FocusRings`: the theme's, not this widget's palette,
        #: where a check box's window colour is a mid grey, see theme.indicator_palette).
        self.color = QColor()
        # Seen, never in the way: the mouse and the keyboard go to the widget under it.
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        rect = self.rect()
        _frame(p, rect, RING, self.color)
        _frame(p, rect.adjusted(RING, RING, -RING, -RING), 1, self.palette().color(QPalette.ColorRole.Base))
        p.end()


def _frame(p: QPainter, rect: QRect, width: int, color: QColor) -> None:
    """A frame ``width`` pixels thick just inside ``rect``: filled rectangles, exact pixels in any painter."""
    if rect.width() <= 2 * width or rect.height() <= 2 * width:
        return
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    for part in (QRect(x, y, w, width), QRect(x, y + h - width, w, width),
                 QRect(x, y + width, width, h - 2 * width), QRect(x + w - width, y + width, width, h - 2 * width)):
        p.fillRect(part, color)


def ringed(widget: QWidget | None) -> QWidget | None:
    """The widget that shows the ring when ``widget`` has focus, or None (not a kind that does)."""
    if widget is None or not isinstance(widget, RINGED):
        return None
    return widget


def _host(widget: QWidget) -> QWidget:
    """Where the ring of ``widget`` lives: an item view's viewport (the cells scroll with it), else the widget."""
    return widget.viewport() if isinstance(widget, QAbstractItemView) else widget


def ring_of(widget: QWidget, make: bool = False) -> FocusRing | None:
    """The ring of ``widget`` (made with ``make`` the first time it gets focus)."""
    host = _host(widget)
    ring = host.findChild(FocusRing, "focus-ring", Qt.FindChildOption.FindDirectChildrenOnly)
    if ring is None and make:
        ring = FocusRing(host)
    return ring


def ring_rect(widget: QWidget) -> QRect:
    """Where the ring of ``widget`` goes: around its current cell (an item view with one), else all of it."""
    if isinstance(widget, QAbstractItemView):
        current = widget.currentIndex()
        cell = widget.visualRect(current) if current.isValid() else QRect()
        return cell if cell.isValid() and not cell.isEmpty() else widget.viewport().rect()
    return widget.rect()


class FocusRings(QObject):
    """Shows the ring on the focused widget of the active window, and hides it when focus leaves."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.setObjectName("focus-rings")
        self._widget: QWidget | None = None
        self._color = QColor()  # the theme's, from install_focus_rings
        # A cell moved (scrolled, resized, another current cell): the ring follows once the paint is done.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.place)
        app.focusChanged.connect(self._on_focus)
        self._on_focus(None, app.focusWidget())

    def set_color(self, color: QColor) -> None:
        """The rings' colour (the theme's :func:`~explorer.ui.window.theme.focus_color`), the shown one repainted."""
        self._color = QColor(color)
        widget = self.widget
        ring = ring_of(widget) if widget is not None else None
        if ring is not None:
            ring.color = QColor(color)
            ring.update()

    @property
    def widget(self) -> QWidget | None:
        """The widget whose ring is shown (None: the focused widget has none, or nothing has focus)."""
        return self._widget if self._widget is not None and isValid(self._widget) else None

    def _on_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        old = self.widget
        if old is not None:
            old.removeEventFilter(self)
            _host(old).removeEventFilter(self)
            ring = ring_of(old)
            if ring is not None:
                ring.hide()
        self._widget = ringed(new)
        if self._widget is None:
            return
        self._widget.installEventFilter(self)
        _host(self._widget).installEventFilter(self)
        self.place()

    def place(self) -> None:
        """Put the ring around the focused widget (its current cell) and on top of its children."""
        widget = self.widget
        if widget is None:
            return
        ring = ring_of(widget, make=True)
        ring.color = QColor(self._color)
        rect = ring_rect(widget)
        if ring.geometry() != rect:
            ring.setGeometry(rect)
        ring.raise_()
        ring.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        widget = self.widget
        if widget is not None and kind in (QEvent.Type.Resize, QEvent.Type.Paint, QEvent.Type.ChildAdded):
            # Any change of a view's cells repaints its viewport: the ring is checked then, and
            # moved after the paint (a widget moved while its parent paints is painted twice).
            ring = ring_of(widget)
            if ring is None or ring.geometry() != ring_rect(widget) or kind == QEvent.Type.ChildAdded:
                self._timer.start()
        return False


def install_focus_rings(app: QApplication, color: QColor) -> FocusRings:
    """The application's one :class:`FocusRings` (made the first time), its rings in ``color``."""
    rings = app.findChild(FocusRings, "focus-rings", Qt.FindChildOption.FindDirectChildrenOnly)
    if not isinstance(rings, FocusRings):
        rings = FocusRings(app)
    rings.set_color(color)
    return rings
