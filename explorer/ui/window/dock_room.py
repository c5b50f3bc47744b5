"""The docks on the right make room for X: narrower, or out of the way, while X needs the width.

At 1280 × 720 the Inspector's 330 px leave the inputs pane and the views 940 px: X at
d_model 8 scrolled sideways at 110 % zoom and up, and at 150 % it needs 726 px where
the views keep 390 (their titles whole). :class:`DockRoom` narrows the docks, down to
:data:`DOCK_CHARS` characters, where that is enough, and else hides them ("steps them
aside") while X needs the room; they come back as they were once the room is there
again (a smaller zoom or d_model, a wider window, the inputs panel hidden) and before
the window saves its layout on closing (the saved layout is the person's). The rule
is :func:`explorer.app.screen_fit.docks_width`. The person decides over it: a dock
shown again by hand stays (X scrolls then), and the docks are changed only when X,
the views or the room of the splitter and the docks together change, so a dock
dragged wider stays as dragged. Only while zoomed in (View → Zoom above 100 %: text
for a room): at the system's size the window keeps the layout the person gave it, and
a small screen (800 px) its Inspector, X scrolling beside it as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStyle

from explorer.app.screen_fit import docks_width

if TYPE_CHECKING:
    from explorer.ui.window.presentation import Presentation

#: The narrowest the docks become, in average characters of their font: the Inspector's
#: sentences and formulas still read at about this many a line.
DOCK_CHARS = 24


class DockRoom(QObject):
    """Fits the right-hand docks of ``window`` to what the inputs pane asks (see the module)."""

    def __init__(self, window: QMainWindow, presentation: Callable[[], Presentation | None] = lambda: None):
        """``presentation``: the window's (made after this), for its zoom and presentation mode."""
        super().__init__(window)
        self._window = window
        self._presentation = presentation
        #: The docks' width before they were narrowed or stepped aside (the person's), else None.
        self._width: int | None = None
        #: The docks hidden here, and the one of them that was raised.
        self._aside: list[QDockWidget] = []
        self._top: QDockWidget | None = None
        #: What the last decision was made for: (X's width, the views' least, the room of both).
        self._last: tuple[int, int, int] | None = None
        self._changing = False
        #: A dock was shown by hand while stepped aside, or the window is closing: left alone.
        self.manual = False

    def docks(self) -> list[QDockWidget]:
        """The docks on the right, docked and not hidden (a tabified one behind the raised one too)."""
        w = self._window
        return [d for d in w.findChildren(QDockWidget) if not d.isHidden() and not d.isFloating()
                and w.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea]

    @property
    def aside(self) -> list[QDockWidget]:
        """The docks stepped aside (hidden here), to come back when X leaves the room."""
        return list(self._aside)

    def _separator(self) -> int:
        return self._window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self._window)

    def _least(self, dock: QDockWidget) -> int:
        return DOCK_CHARS * dock.fontMetrics().averageCharWidth()

    def make_room(self, wanted: int, room: int, views_least: int) -> None:
        """Fit the docks to an inputs pane that ``wanted`` pixels, in a splitter ``room`` wide whose
        views keep ``views_least``: narrower, stepped aside, or back (the splitter is resized then)."""
        presentation = self._presentation()
        if self.manual or presentation is None:
            return
        if presentation.zoom <= 1.0:
            self.give_back()  # at the system's size the docks are as the person left them
            return
        sep = self._separator()
        if self._aside:
            width = self._width or self._aside[0].width()
            key = (wanted, views_least, room)
            if key != self._last:
                self._last = key
                target = docks_width(wanted, room, width + sep, self._least(self._aside[0]) + sep, views_least)
                if target is not None:
                    self._show_back(target - sep)
            return
        shown = self.docks()
        if not shown:
            return
        # The tab in front: one behind it is "visible" to Qt, with the size it had when last shown.
        raised = [d for d in shown if not d.visibleRegion().isEmpty()] or sorted(shown, key=lambda d: -d.width())
        current = raised[0].width()
        # Decided again only when X, the views or the room of both change: not for a dock dragged wider.
        key = (wanted, views_least, room + current + sep)
        if key == self._last:
            return
        self._last = key
        person = self._width if self._width is not None else current
        target = docks_width(wanted, room + current + sep, person + sep, self._least(raised[0]) + sep, views_least)
        if target is None:
            self._step_aside(shown, raised[0], person)
        elif abs(target - sep - current) > 1:
            self._width = person if target - sep < person else None
            self._window.resizeDocks([raised[0]], [target - sep], Qt.Orientation.Horizontal)

    def _step_aside(self, shown: list[QDockWidget], top: QDockWidget, width: int) -> None:
        self._width, self._aside, self._top = width, shown, top
        self._changing = True
        try:
            for dock in shown:
                dock.installEventFilter(self)
                dock.hide()
        finally:
            self._changing = False

    def _show_back(self, width: int) -> None:
        docks, top, self._aside = self._aside, self._top, []
        self._changing = True
        try:
            for dock in docks:
                dock.removeEventFilter(self)
                dock.show()
            if top is not None:
                top.raise_()  # the tab that was in front
        finally:
            self._changing = False
        if docks:
            self._window.resizeDocks([top or docks[0]], [width], Qt.Orientation.Horizontal)
        self._width = self._width if self._width is not None and width < self._width else None

    def give_back(self, final: bool = False) -> None:
        """The docks as the person left them (shown, at their width); ``final``: and left alone
        from now on (the window is closing). Not while presenting: presentation mode hides them itself."""
        presentation = self._presentation()
        if presentation is not None and presentation.presenting:
            return
        if self._aside:
            self._show_back(self._width or self._aside[0].width())
        elif self._width is not None:
            shown = [d for d in self.docks() if not d.visibleRegion().isEmpty()]
            if shown:
                self._window.resizeDocks([shown[0]], [self._width], Qt.Orientation.Horizontal)
            self._width = None
        self._last = None
        self.manual = self.manual or final

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Show and not self._changing and watched in self._aside:
            # Shown by hand (View → Inspector): the person's choice stands, X scrolls meanwhile.
            for dock in self._aside:
                dock.removeEventFilter(self)
            self._aside, self._top, self._width = [], None, None
            self.manual = True
        return False
