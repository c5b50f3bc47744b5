"""Repaint a panel on a document change only while it can be seen."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent


class RefreshWhenVisible:
    """Mixin for a QWidget with a ``refresh()`` method.

    Connect the document's ``changed`` to :meth:`request_refresh`: a visible
    widget refreshes at once, a hidden one (behind another tab) once it is
    shown. Panels of a dozen matrices cost a frame or more per edit at long
    sequences; nobody should pay that for a panel they cannot see.
    """

    _stale = False
    #: Set by :meth:`set_on_screen` for a widget in a tabbed dock, which Qt
    #: reports visible even while another dock's tab covers it.
    _on_screen: bool | None = None

    def request_refresh(self) -> None:
        seen = self.isVisible() if self._on_screen is None else self._on_screen  # type: ignore[attr-defined]
        if seen:
            self.refresh()  # type: ignore[attr-defined]
        else:
            self._stale = True
            self.let_go()

    def let_go(self) -> None:
        """A hidden widget's chance to drop what it holds of the last snapshot (its
        n × n arrays: the next trace is being made, and it draws anew when shown)."""

    def set_on_screen(self, on_screen: bool) -> None:
        """Follow a QDockWidget's ``visibilityChanged`` (tab raised or covered)."""
        self._on_screen = on_screen
        if on_screen and self._stale:
            self._stale = False
            self.refresh()  # type: ignore[attr-defined]

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)  # type: ignore[misc]
        # A covered dock tab is "shown" with the window: its dock says when it is raised.
        if self._stale and self._on_screen is not False:
            self._stale = False
            self.refresh()  # type: ignore[attr-defined]
