"""Handing each panel the latest frame while it can be seen, and when it comes on screen.

The view state presents a :class:`~explorer.app.frame.Frame` at every change
(:attr:`~explorer.app.view_state.ViewState.presented`). A panel of a dozen
matrices costs a frame or more per edit at long sequences, and nobody should
pay that for a panel behind another tab or a covered dock tab. So the panels
do not follow the view state themselves: they register with the one
:class:`OnScreen` of their view state and implement "show this frame". It

- hands a panel on screen each frame at once;
- keeps a hidden panel waiting, and hands it the latest frame when it comes on
  screen (a tab raised, a dock's tab raised, the panel shown);
- tells a hidden panel to let go of what it holds of the last snapshot when a
  new one is published (its n × n arrays: the next trace is being made), and
  then hands it the next frame as one to draw in full.

A panel is on screen while it is visible (a tab widget's hidden pages are not),
unless the window says otherwise for one in a tabbed dock (:meth:`OnScreen.follow_dock`),
which Qt reports visible even while another dock's tab covers it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDockWidget, QWidget

from explorer.app.frame import Frame
from explorer.app.view_state import ViewState

#: A panel's "show this frame": ``show(frame, old)``, ``old`` the frame it was handed
#: before, or None when it must draw all of ``frame`` (the first, or after letting go).
ShowFrame = Callable[[Frame, "Frame | None"], None]


@dataclass(eq=False)
class _Panel:
    widget: QWidget
    show: ShowFrame
    let_go: Callable[[], None] | None
    seen: Callable[[bool], None] | None
    #: What the window says of a panel in a tabbed dock (None: the widget's own visibility).
    docked: bool | None = None
    #: On screen, as last told to ``seen``.
    on_screen: bool = False
    #: The frame last handed (None: nothing, or let go of since): the next one is drawn in full.
    handed: Frame | None = None
    #: A frame came that the panel was not handed yet.
    behind: bool = True


class OnScreen(QObject):
    """The panels of one view state, each handed the latest frame while it can be seen."""

    def __init__(self, view: ViewState):
        super().__init__(view)
        self._view = view
        self._panels: dict[int, _Panel] = {}
        self._last = view.frame  # the frame presented last (a new snapshot since: let go)
        view.presented.connect(self._present)

    @classmethod
    def of(cls, view: ViewState) -> OnScreen:
        """``view``'s one OnScreen (made with the first panel that registers)."""
        found = view.findChild(cls)
        return found if found is not None else cls(view)

    # -- registering ------------------------------------------------------------------
    def add(self, panel: QWidget, show: ShowFrame, *, let_go: Callable[[], None] | None = None,
            seen: Callable[[bool], None] | None = None) -> None:
        """Hand ``panel`` the view state's frames through ``show`` while it can be seen
        (now, if it can). ``let_go()``: a hidden panel drops what it holds of the last
        snapshot, a new one was published. ``seen(on_screen)``: it came on screen (called
        before it is handed the frame: it may ask the document for what it will draw)
        or left it. Until ``panel`` is destroyed."""
        entry = _Panel(panel, show, let_go, seen)
        self._panels[id(panel)] = entry
        panel.installEventFilter(self)  # its show and hide events
        panel.destroyed.connect(functools.partial(self._forget, id(panel)))
        self._update(entry)

    def follow_dock(self, panel: QWidget, dock: QDockWidget) -> None:
        """``panel`` (registered) is in ``dock``, tabbed with others: on screen while the dock's tab is raised."""
        self.set_on_screen(panel, False)  # behind another dock's tab until its dock says it was raised
        dock.visibilityChanged.connect(functools.partial(self.set_on_screen, panel))

    def set_on_screen(self, panel: QWidget, on_screen: bool | None) -> None:
        """Say whether ``panel`` can be seen (None: whether it is visible decides again)."""
        entry = self._panels.get(id(panel))
        if entry is not None:
            entry.docked = on_screen
            self._update(entry)

    # -- asking for a drawing -------------------------------------------------------------
    def redraw(self, panel: QWidget) -> None:
        """``panel``'s drawing is out of date (a new font, a new size): the frame is handed
        to it to draw in full, now if it can be seen, else when it comes on screen."""
        entry = self._panels.get(id(panel))
        if entry is not None:
            entry.handed, entry.behind = None, True
            self._update(entry)

    def show_now(self, panel: QWidget) -> None:
        """Hand ``panel`` the frame it waits for even though it cannot be seen (a Steps
        menu command steps the hidden Step by step tab: it needs its cards' order)."""
        entry = self._panels.get(id(panel))
        if entry is not None and entry.behind:
            self._hand(entry)

    def on_screen(self, panel: QWidget) -> bool:
        """Whether ``panel`` can be seen (as this object judges it)."""
        entry = self._panels.get(id(panel))
        return entry is not None and self._seen(entry)

    # -- following the view state and the panels ---------------------------------------------
    def _present(self, frame: Frame) -> None:
        fresh = frame.published_since(self._last)
        self._last = frame
        for entry in list(self._panels.values()):
            if frame is not self._last:
                return  # a panel's drawing changed the view state: the newer frame went to every panel
            if self._seen(entry):
                self._hand(entry, frame)
                continue
            entry.behind = True
            if fresh:
                # Behind a tab, the panel kept the last trace's arrays alive through the next
                # edit: at 4096 tokens the window stayed an n × n larger after it.
                entry.handed = None
                if entry.let_go is not None:
                    entry.let_go()

    def _hand(self, entry: _Panel, frame: Frame | None = None) -> None:
        frame = frame if frame is not None else self._view.frame
        if frame is None:
            return
        old, entry.handed, entry.behind = entry.handed, frame, False
        entry.show(frame, old)

    @staticmethod
    def _seen(entry: _Panel) -> bool:
        return entry.widget.isVisible() if entry.docked is None else entry.docked

    def _update(self, entry: _Panel) -> None:
        on_screen = self._seen(entry)
        if on_screen != entry.on_screen:
            entry.on_screen = on_screen
            if entry.seen is not None:
                entry.seen(on_screen)
        if on_screen and entry.behind:
            self._hand(entry)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            entry = self._panels.get(id(watched))
            if entry is not None:
                self._update(entry)
        return False

    def _forget(self, key: int, *_destroyed: object) -> None:
        self._panels.pop(key, None)
