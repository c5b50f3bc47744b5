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

    def request_refresh(self) -> None:
        if self.isVisible():  # type: ignore[attr-defined]
            self.refresh()  # type: ignore[attr-defined]
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)  # type: ignore[misc]
        if self._stale:
            self._stale = False
            self.refresh()  # type: ignore[attr-defined]
