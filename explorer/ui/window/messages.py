"""How the window's parts speak to the person: the callables the main window hands
:class:`~explorer.ui.window.file_actions.FileActions` and the other parts it is
composed of, so that none of them reaches into the window for its status bar or
its message box."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Say(Protocol):
    """A message in the window's status bar for ``timeout`` ms (0: until the next
    message or action); ``""`` clears what is shown."""

    def __call__(self, text: str, timeout: int = 0) -> None: ...


#: ``show_error(title, message)``: a window-modal message box that does not block
#: the caller (:meth:`~explorer.ui.window.main_window.MainWindow.show_error`).
ShowError = Callable[[str, str], None]
#: ``refuse(text)``: input that was refused (nothing changed), in the error banner
#: and the status bar (:meth:`~explorer.ui.window.main_window.MainWindow.refuse`).
Refuse = Callable[[str], None]
