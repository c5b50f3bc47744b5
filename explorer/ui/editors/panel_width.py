"""The inputs panel's share of the window: as wide as X needs, until the person drags it.

The panel's size hint grows with X's columns (the token column measured for 20
characters, the numbers at the decimals in use: :class:`~explorer.ui.editors.matrix_editor.MatrixEditor`);
a QSplitter does not follow a hint once laid out, so this widens (or narrows:
the views get what a small X leaves) the splitter's inputs pane whenever the
hint or the window changes, by :func:`explorer.app.screen_fit.inputs_pane_width`. Where the
splitter is too narrow for X whole, the docks beside it make room first (``docks``: a
:class:`~explorer.ui.window.dock_room.DockRoom`). A drag of the handle is the person's
choice: from then on the pane is left alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QScrollArea, QSplitter

from explorer.app.screen_fit import inputs_pane_width

if TYPE_CHECKING:  # the window's, handed in: editors do not import the window
    from explorer.ui.window.dock_room import DockRoom


class InputsWidth(QObject):
    """Keeps ``area`` (pane 0 of ``splitter``, scrolling the inputs panel) as wide as the panel asks."""

    def __init__(self, splitter: QSplitter, area: QScrollArea, docks: DockRoom | None = None):
        super().__init__(splitter)
        self._splitter = splitter
        self._area = area
        self.docks = docks
        self._floor = area.minimumWidth()  # narrower than its panel on a small screen: the panel scrolls
        self.dragged = False
        # Fitted once the event at hand is handled: a resize filtered here has not
        # reached the splitter yet (its sizes are the old ones), and a burst of layout
        # requests (a new d_model resizes every editor) is one fit.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        splitter.splitterMoved.connect(self._on_dragged)
        for watched in (splitter, area, area.widget()):
            watched.installEventFilter(self)

    @property
    def fitting(self) -> bool:
        """Whether a fit waits for the event loop's next turn (the pane's width is about to change)."""
        return self._timer.isActive()

    def wanted(self) -> int:
        """The pane's width that shows the panel without scrolling it sideways."""
        panel = self._area.widget()
        hint = panel.sizeHint()
        width = hint.width() + 2 * self._area.frameWidth()
        if hint.height() > self._area.height() - 2 * self._area.frameWidth():
            width += self._area.verticalScrollBar().sizeHint().width()  # the panel scrolls up and down beside it
        return width

    def fit(self) -> None:
        """Set the pane's width (not after a drag, nor while the pane is hidden)."""
        if self.dragged or self._area.isHidden():
            return
        sizes = self._splitter.sizes()
        room = sum(sizes)
        if len(sizes) != 2 or room <= 0:
            return
        views = self._splitter.widget(1).minimumSizeHint().width()  # the views' titles whole (zoom widens them)
        wanted = self.wanted()
        if self.docks is not None:
            self.docks.make_room(wanted, room, views)  # a change resizes the splitter: fitted again then
        width = inputs_pane_width(wanted, room, self._floor, views)
        if width != sizes[0]:
            self._splitter.setSizes([width, room - width])

    def _on_dragged(self, _pos: int, _index: int) -> None:
        self.dragged = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        # The window resized, the pane came back (Show Inputs Panel), or X's columns changed
        # (the panel's layout asks again: a new size, a renamed token, decimals, zoom).
        if (kind in (QEvent.Type.Resize, QEvent.Type.Show) and watched in (self._splitter, self._area)) or (
                kind == QEvent.Type.LayoutRequest and watched is self._area.widget()):
            self._timer.start()
        elif kind == QEvent.Type.Hide and watched is self._area and self._area.isHidden() and self.docks is not None:
            self.docks.give_back()  # X hidden (Show Inputs Panel off): the docks need not make room
        return False
